# Errors of media previews: audio decoding and playback, playable results, image decoding and `gendesk probe`.

## Audio that cannot be decoded or played (media/audio/error.rs).

err-audio-empty = 此音频文件为空（0 字节）；下载可能失败了，请重新下载
err-audio-too-large = 此音频文件太大，无法在此播放（{ $mib } MiB；上限为 { $max_mib } MiB）；请下载后用音乐播放器打开
err-audio-too-long = 此音频太长，无法在此播放（超过 { $minutes } 分钟）；请下载后用音乐播放器打开
err-audio-unsupported-format = 此文件不是 GenDesk 能播放的音频（WAV、MP3、FLAC、OGG/Vorbis 或 M4A/AAC）；请下载后用其他播放器打开
err-audio-unsupported-codec = 此音频使用了 GenDesk 无法播放的编解码器（{ $codec }）；请下载后用其他播放器打开
err-audio-damaged = 无法解码此音频（{ $reason }）；文件可能已损坏或不完整，请重新下载
err-audio-truncated = 此音频文件提前结束（{ $expected } s 中只能读取 { $decoded } s）；下载可能不完整，请重新下载
err-audio-no-device = 未找到声音输出设备（{ $reason }）；此电脑无法播放音乐，但您仍可以下载。
err-audio-player-stopped = 音频播放器已停止工作（{ $reason }）；请关闭预览后重新打开，或重启 GenDesk

## Result files that cannot be played (media/playable.rs).

err-playable-not-media = 此文件（{ $kind }）不是 GenDesk 能播放的声音或视频；请使用“用系统播放器打开”或“下载”
err-playable-text = 服务器发送的是文本或网页，而不是结果文件；链接可能已过期，或服务可能出现故障，请稍后重试

## Images that cannot be shown (media/decode.rs).

err-decode-unknown-format = 此文件不是 GenDesk 能显示的图像（PNG 或 JPEG）
err-decode-too-large = 此图像太大，无法预览（某一边超过 { $max_side } 像素，或像素数据超过 { $max_mib } MiB）；请下载后用图片查看器打开
err-decode-damaged = 无法解码此图像（{ $reason }）；它可能已损坏或不完整

## `gendesk probe` (media/probe.rs).

err-probe-io = 无法读取 { $path }：{ $cause }；请检查路径以及文件是否可读
