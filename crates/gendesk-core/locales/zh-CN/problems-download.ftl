# 结果文件下载失败或必须重新开始的原因：被拒绝的地址和重定向、服务器的行为，以及无法使用的文件名。

## 被拒绝的结果地址和重定向（download/result_url.rs）。

problem-download-too-many-redirects = 重定向超过 { $max } 次
problem-download-redirect-not-http = 被重定向到非 http 链接（{ $scheme }:）
problem-download-redirect-credentials = 被重定向到包含凭据的链接
problem-download-no-host = 链接中没有主机名
problem-download-credentials = 链接中包含用户名或密码

## 没有收到完整文件的连接（download/job.rs）。

problem-download-gave-up = { $why }（已尝试续传 { $attempts } 次，已放弃）
problem-download-no-answer = { $seconds } 秒内没有响应
problem-download-no-data = { $seconds } 秒内没有收到数据
problem-download-resumed-elsewhere = 服务器没有从第 { $offset } 字节处续传，而是从其他位置开始
problem-download-no-such-byte = 服务器上的文件没有第 { $offset } 字节
problem-download-server-error = 服务器返回了 HTTP { $status }
problem-download-ended-early = 连接在收到 { $total } 字节中的 { $done } 字节后中断
problem-download-too-many-bytes = 服务器发送了 { $done } 字节，超过其声明的 { $total } 字节

## 下载文件的名称（download/part_file.rs）。

problem-download-name-taken = 已有 { $count } 个同名文件
problem-download-outside-folder = 该文件名会超出下载文件夹的范围
