# 参考图：选择、上传和管理您自己的图片，以及相应的设置。

## “创作”表单中的参考图

ref-reading = 正在读取图片…
ref-image-number = 参考图 { $number }
ref-image-number-named = 参考图 { $number }：{ $name }
ref-remove = 移除
    .name = 移除参考图 { $number }
    .hint = 从列表中移除此图片
    .url-hint = 从列表中移除此图片
ref-url-checking = 正在检查此地址的图片…
ref-url-refused = 服务将拒绝它：{ $problem }。
ref-problem = { $problem }。
ref-url-unusable = GenDesk 无法使用此地址：{ $error } 服务可能也无法使用。
ref-url-not-http = 服务只能获取 http:// 和 https:// 地址。
ref-url-not-full = 地址不完整，请以 https:// 开头。
ref-pasted = 粘贴的图片
ref-summary-fitted = { $summary } · 缩小副本
ref-fit = 使用缩小副本
    .name = 使用参考图 { $number } 的缩小副本
    .hint = 摆正方向，长边最多 4096 像素，保存为 JPEG（有透明度时为 PNG），小于 10 MB。您的文件不会被修改。
ref-fit-add-again = 请重新添加该文件以生成缩小副本。
ref-uploaded = 已上传；链接会在过期前重新生成。
ref-served-here = 就绪：服务将从这里获取。
ref-upload-failed = 未上传：{ $error }
ref-upload-retry = 重试
    .name = 重新上传参考图 { $number }
ref-uploading = 正在上传…
ref-upload-add-again = 请重新添加该文件以上传。
ref-full = { $field } 最多可放 { $max } 张图片
ref-add-picture = 添加图片…
    .hint = 选择本机上的 JPEG、PNG 或 WebP 图片（也可拖放到窗口上）
ref-paste-picture = 粘贴图片
    .hint = 添加剪贴板中的图片（从图像编辑器或浏览器复制）
ref-from-results = 从结果中选择…
    .hint = 服务用此配置生成的图片
ref-add-url = 添加图片 URL
    .hint = 添加网上图片的地址
ref-count = { $count }／最多 { $max }
ref-hosting-sandbox = 本机的图片留在本机：由离线沙盒保存。
ref-hosting-bucket = 本机的图片在添加时即上传到您的存储桶“{ $bucket }”；服务会收到一个 { $hours } h 内有效的链接。
ref-hosting-receiver = 本机的图片由 GenDesk 通过 { $tunnel } 提供：请在任务开始前保持 GenDesk 打开。
ref-hosting-unset = 要在此账户中使用本机的图片，请在 设置 { $arrow } 参考图 中设置存储桶或隧道；图片 URL 可直接使用。

## 读取图片、剪贴板、检查地址

ref-dialog-title = 选择参考图
ref-dialog-filter = 图片
ref-dialog-instead = 请改为将图片拖放到窗口上，或粘贴一张
ref-paste-nothing = 剪贴板中没有图片。请在图像编辑器或浏览器中复制图片（复制图片），然后再次粘贴，或将文件拖放到窗口上。
ref-paste-no-clipboard = 无法读取剪贴板（{ $error }）。请改为将图片文件拖放到窗口上。
ref-paste-unreadable = 无法读取剪贴板中的图片（{ $error }）。请改为将图片文件拖放到窗口上。
ref-paste-not-png = 无法将粘贴的图片保存为 PNG（{ $error }）。
ref-paste-not-kept = 无法将粘贴的图片保存到 { $folder }（{ $error }）；请检查该文件夹是否可写。
ref-url-too-large = 图片为 10 MB 或更大，而参考图必须小于 10 MB。
ref-url-nothing-local = 本机上的这个地址没有响应；请检查地址。

## 设置 → 参考图（保存后）

ref-settings-saved = “{ $profile }”的参考图已设置。
ref-secret-session-only = 存储桶的密钥仅在本次会话中保留：{ $error }

# $size is the picture's size, e.g. "12.4 MB"; no full stop (it is added around it).
ref-problem-too-large = { $size } 太大：参考图必须小于 10 MB

# $format is a picture format such as GIF or BMP; no full stop.
ref-problem-other-type = 不接受 { $format } 图片；参考图必须为 JPEG、PNG 或 WebP
