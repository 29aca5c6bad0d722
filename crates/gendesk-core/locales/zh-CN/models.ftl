# The built-in model catalogue's words: field labels and help, and one line about each
# built-in model. The catalogue itself is English data; GenDesk shows these instead wherever
# its text is exactly the English below (a newer catalogue's new words show as written).

# Field labels of the built-in model catalogue (short names beside each control).
catalog-label-mode = 模式
catalog-label-prompt = 提示词
catalog-label-negative-prompt = 反向提示词
catalog-label-reference-images = 参考图
catalog-label-aspect-ratio = 宽高比
catalog-label-resolution = 分辨率
catalog-label-output-format = 输出格式
catalog-label-duration = 时长（秒）
catalog-label-sound = 声音
catalog-label-version = 版本
catalog-label-custom-mode = 自定义模式
catalog-label-instrumental = 纯音乐
catalog-label-seed = 种子

# Field help of the built-in model catalogue. Mode values (text-to-image, …), format codes and ratios are codes: never translated.
catalog-help-image-mode = text-to-image 根据提示词生成；image-to-image 编辑您的参考图。
catalog-help-image-prompt = 用文字描述想要的图像；计数器显示此模型的上限。
catalog-help-avoid = 要避免的元素。
catalog-help-image-references = 最多 5 张图片（JPEG、PNG 或 WebP，每张小于 10 MB）：来自本机，或使用网址。
catalog-help-image-aspect-ratio = 1:1 正方形，16:9 宽屏，9:16 竖屏，4:3 传统，3:4 人像，21:9 超宽；auto 由模型决定。
catalog-help-output-size = 输出尺寸。
catalog-help-output-format = png 无损但较大；jpeg 经过压缩，较小。
catalog-help-video-mode = text-to-video 根据提示词生成；image-to-video 让您的参考图动起来。
catalog-help-video-prompt = 视频的描述。
catalog-help-video-references = 要动起来的图片：来自本机，或使用网址（JPEG、PNG 或 WebP，小于 10 MB）。
catalog-help-video-aspect-ratio = 16:9 宽屏，9:16 竖屏，1:1 正方形。
catalog-help-duration = 以秒为单位的时长。服务没有公布范围；模型可能只接受某些值。
catalog-help-duration-short = 以秒为单位的时长。
catalog-help-sound = 同时为视频生成音频。
catalog-help-version = 模型版本。
catalog-help-music-prompt = 歌词或音乐的描述。
catalog-help-custom-mode = 完全掌控风格和歌词。
catalog-help-instrumental = 无人声。
catalog-help-seed = 相同的种子和提示词会生成相同的图片

# One line about each built-in (sandbox) model. Numbers are written as digits; model names are never translated.
catalog-model-image-fast = 快速草稿；提示词上限为完整的 5000 个字符
catalog-model-image-pro = 质量更高、速度较慢；提示词最多 2000 个字符；可选种子
catalog-model-video-lite = 5 或 10 秒的短片
catalog-model-video-cinema = 4、8 或 12 秒的电影感短片，胶片质感（H.264 High，含 B 帧，24 fps，854x480）
catalog-model-music = 每个任务生成一首短歌的两个版本（版本 V4 至 V5）

# A field's value when it has none.
catalog-value-not-set = （未设置）
