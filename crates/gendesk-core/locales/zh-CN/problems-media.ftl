# Reasons inside media errors: videos GenDesk cannot play (wording/video.rs), what a file is,
# why a sound cannot be decoded or played (media/audio/), why a record could not be written
# into a file (provenance/), and the lines of `gendesk media probe` (media/probe.rs).

## Videos GenDesk cannot play (wording/video.rs). "Open in system player" and "Download" are the player's buttons.

problem-media-video-empty = 此视频文件为空（0 字节），下载可能失败了：请重新下载
problem-media-video-not-mp4 = 此文件不是 MP4 视频（{ $detail }）；GenDesk 只能播放 MP4 文件中的 H.264 视频：请使用“用系统播放器打开”或“下载”来查看
problem-media-video-damaged = 此视频文件已损坏（{ $detail }）；请重新下载，或使用“用系统播放器打开”
problem-media-video-truncated = 此视频文件不完整（{ $detail }）；下载可能中途被中断了：请重新下载
problem-media-video-no-video-track = 此文件没有视频轨道，可能是音频文件：请使用“用系统播放器打开”
problem-media-video-unsupported-codec = 此视频的编码为 { $codec }，而 GenDesk 只能播放 H.264 视频；请使用“用系统播放器打开”或“下载”来观看
problem-media-video-unsupported-feature = 此 H.264 视频使用了 GenDesk 内置解码器无法播放的特性（{ $feature }）；请使用“用系统播放器打开”或“下载”来观看
problem-media-video-too-large = 此视频太大，无法在此播放：{ $origin }中标明的尺寸为 { $width } × { $height } 像素，超出了 GenDesk 的上限（{ $limit }）；请使用“用系统播放器打开”或“下载”来观看
problem-media-video-file-too-large = 此视频文件太大，无法在此播放（{ $mib } MiB，上限为 { $max_mib } MiB）；请使用“用系统播放器打开”或“下载”来观看
problem-media-video-too-many-frames = 此视频的帧数过多，无法在此播放（{ $count } 帧，上限为 { $max } 帧）；请使用“用系统播放器打开”或“下载”来观看
problem-media-video-decode = 此视频的第 { $sample } 帧无法解码（{ $detail }）；文件可能已损坏：请重新下载，或使用“用系统播放器打开”
problem-media-video-decoder-init = H.264 解码器无法启动（{ $detail }）；请重启 GenDesk 后重试

## Where the too large picture size was read ($origin of problem-media-video-too-large).

problem-media-video-origin-track-header = 轨道头
problem-media-video-origin-sample-description = 样本描述
problem-media-video-origin-h264-stream = H.264 码流
problem-media-video-origin-decoded-picture = 解码后的画面

## GenDesk's size limit ($limit of problem-media-video-too-large).

problem-media-video-limit-wide = 宽 { $pixels } 像素
problem-media-video-limit-high = 高 { $pixels } 像素
problem-media-video-limit-pixels = { $millions } 百万像素

## H.264 features the built-in decoder lacks ($feature of problem-media-video-unsupported-feature).

problem-media-video-feature-bit-depth = { $bits } 位色深
problem-media-video-feature-chroma = { $sampling } 色度采样
problem-media-video-feature-interlaced = 隔行扫描编码

## What a file is, with its article, inside sentences (err-playable-not-media, problem-media-probe-looks-like).

problem-media-kind-mp4 = MP4 文件
problem-media-kind-wav = WAV 音频文件
problem-media-kind-mp3 = MP3 音频文件
problem-media-kind-flac = FLAC 音频文件
problem-media-kind-ogg = Ogg 文件
problem-media-kind-matroska = Matroska/WebM 文件
problem-media-kind-png = PNG 图片
problem-media-kind-jpeg = JPEG 图片
problem-media-kind-webp = WebP 图片
problem-media-kind-text = 文本或网页，而不是媒体文件（可能是服务器返回的错误页面）
problem-media-kind-unknown = 无法识别的内容

## Video previews (media/poster.rs).

problem-media-poster-no-picture = 视频中没有可显示的画面
problem-media-poster-wrong-size = 视频第一帧画面的尺寸不正确

## Why a sound cannot be played: the $reason of err-audio-no-device and err-audio-player-stopped (media/audio/output.rs, worker.rs, null.rs).

problem-media-audio-device-timeout = 音频系统在 { $seconds } s 内没有响应
problem-media-audio-device-failed = 音频系统在打开设备时出错
problem-media-audio-helper-thread = 无法启动辅助线程：{ $cause }
problem-media-audio-thread-ended = 其线程已结束
problem-media-audio-thread-start = 其线程无法启动：{ $cause }
problem-media-audio-silent-output = 无法启动静音输出：{ $cause }

## Why a sound cannot be decoded: the $reason of err-audio-damaged, or the $codec of err-audio-unsupported-codec (media/audio/).

problem-media-audio-no-channels = 音频流没有声道或采样率
problem-media-audio-decoder-failed = 解码器无法处理这些数据
problem-media-audio-ends-before-sound = 文件在第一个声音出现之前就结束了
problem-media-audio-ends-mid-data = 文件在数据中途就结束了
problem-media-audio-no-track = 没有 GenDesk 能解码的格式的音轨
problem-media-audio-no-sound = 其中不含任何声音
problem-media-audio-undecodable = 其中任何部分都无法解码：{ $cause }
problem-media-audio-bad-packets = { $total } 个数据包中有 { $bad } 个无法解码：{ $cause }

## A field of a sound file that claims more bytes than the file holds (media/audio/preflight.rs).

problem-media-audio-flac-comment-too-long = 某个 FLAC 注释声明的字节数超过了文件实际包含的字节数
problem-media-audio-flac-picture-too-long = 某个 FLAC 图片声明的字节数超过了文件实际包含的字节数
problem-media-audio-ogg-comment-too-long = 某个 Ogg 注释声明的字节数超过了文件实际包含的字节数
problem-media-audio-id3-frame-too-long = ID3v2 帧 { $frame } 声明的字节数超过了文件实际包含的字节数
problem-media-audio-wave-tag-too-long = 某个 WAVE 标签（LIST INFO）声明的字节数超过了文件实际包含的字节数
problem-media-audio-mp4-box-too-long = MP4 box { $kind } 声明的字节数超过了文件实际包含的字节数
problem-media-audio-mp4-table-too-long = MP4 表 { $table }（{ $count } 个条目）声明的字节数超过了文件实际包含的字节数
problem-media-audio-mp4-sample-size-too-long = MP4 样本大小声明的字节数超过了文件实际包含的字节数
problem-media-audio-mp4-sample-too-long = 某个 MP4 样本声明的字节数超过了文件实际包含的字节数

## Why a record could not be written into a file: the $detail of err-provenance-damaged, the $format of err-provenance-unsupported (provenance/).

problem-media-png-short = 它比 PNG 文件头还短
problem-media-png-bad-start = 它的开头与 PNG 文件不符
problem-media-png-bad-end = 它的结尾与完整的 PNG 文件不符（可能被截断了）
problem-media-xmp-unreadable = 无法读取其 XMP 数据包
problem-media-mp4-header-cut = 某个 box 头不完整（文件可能被截断了）
problem-media-mp4-large-header-cut = 某个 box 头不完整
problem-media-mp4-box-past-end = 某个 box 超出了文件末尾（文件可能被截断了）
problem-media-mp4-moov-box-cut = moov 中的某个 box 不完整
problem-media-mp4-moov-box-too-large = moov 中的某个 box 过大
problem-media-mp4-moov-box-past-end = moov 中的某个 box 超出了 moov 的末尾
problem-media-mp4-fragmented = 分段式 MP4（其媒体信息在文件开头之后分段描述）
problem-media-mp4-no-moov = 它没有 moov box

## `gendesk media probe` (media/probe.rs): why the file cannot be played.

problem-media-probe-frames-failed = 有 { $count } 帧无法解码；第一个错误：{ $first }
problem-media-probe-looks-like = 看起来是{ $kind }
problem-media-probe-cannot-play = GenDesk 无法播放此文件：{ $reason }

## `gendesk media probe` (media/probe.rs): the report's lines. Each starts with a label padded with spaces so the values line up; numbers with decimals come with the language's decimal mark.

problem-media-probe-line-file = 文件：      { $file }（{ $bytes } 字节）
problem-media-probe-line-container = 容器：      { $container }{ $brand }
problem-media-probe-brand = （品牌 { $brand }）
problem-media-probe-line-duration = 时长：      { $seconds } s
problem-media-probe-line-video = 视频：      H.264 { $profile }（{ $codec }），{ $width } × { $height }，{ $fps } fps，{ $frames } 帧，{ $keyframes } 个关键帧{ $b_frames }
problem-media-probe-b-frames = ，含 B 帧
problem-media-probe-line-no-video = 视频：      无
problem-media-probe-line-colour = 色彩：      { $colour }
problem-media-probe-line-decoded = 已解码：    { $frames } 帧，{ $order }{ $span }{ $failed }
problem-media-probe-in-order = 按显示顺序
problem-media-probe-out-of-order = 顺序错乱
problem-media-probe-span = ，首帧 { $first } s，末帧 { $last } s
problem-media-probe-failed = ，{ $count } 帧失败
problem-media-probe-line-speed = 速度：      { $fps } 帧/s（{ $ms_per_frame } ms/帧，单线程）；打开后 { $first_frame_ms } ms 得到第一帧
problem-media-probe-line-audio = 音频：      { $audio }
problem-media-probe-line-no-audio = 音频：      无
problem-media-probe-channels = { $channels } 声道
problem-media-probe-line-error = 错误：      { $error }
