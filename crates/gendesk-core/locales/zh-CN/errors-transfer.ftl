# Errors of transfers: GenDesk's own updates, result downloads and previews, download file-name patterns, the webhook receiver and `gendesk webhook verify`, Insights exports and periods.

## Updates of GenDesk (update/error.rs). The update feed is the signed file that announces new versions.

err-update-disabled = 此 GenDesk 是为发行版软件包构建的：新版本由其软件包管理器提供
err-update-feed-address = 更新源地址 { $url } 不可用（{ $reason }）；请在“设置 → 更新”中输入 https:// 地址
err-update-unreachable = 无法连接更新源（{ $reason }）；请检查网络连接后重试
err-update-http-status = 更新源的服务器对 { $url } 返回了 HTTP { $status }；请稍后重试
err-update-feed-too-large = 更新源超过 { $limit } 字节，因此没有读取
err-update-signature-unreadable = 无法读取更新源的签名（{ $reason }）；未使用该更新源
err-update-untrusted-key = 更新源使用了此 GenDesk 不信任的密钥签名；未使用该更新源
err-update-bad-signature = 更新源的签名与其内容不符：它在签名后被改动过，因此未使用
err-update-comment-mismatch = 更新源的签名注释是 { $comment }，但更新源公布的版本是 { $version }：未使用该更新源
err-update-malformed = 更新源的格式无法被此 GenDesk 识别（{ $reason }）；未使用该更新源
err-update-insecure-address = 更新源中有一个地址既不是 https:// 也不在此电脑上（{ $url }）；未使用该更新源
err-update-older-feed = 此更新源发布于 { $published }，早于已见过的那一份（{ $last }）：这是旧副本，因此未使用
err-update-no-package = { $kind ->
        [matching] 此更新没有匹配的软件包
       *[other] 此更新没有“{ $kind }”软件包
    }；请改从项目页面下载
err-update-download = 无法下载更新：{ $error }
err-update-size-mismatch = 下载的更新有 { $actual } 字节，而签名的更新源写的是 { $expected } 字节：已将其删除，未安装任何内容
err-update-hash-mismatch = 下载的更新的 SHA-256 与签名的更新源不符：已将其删除，未安装任何内容
err-update-io = 无法{ $action ->
        [read] 读取
        [written] 写入
        [removed] 删除
       *[other] { $action }
    } { $path }：{ $cause }；请检查文件夹的权限和可用空间
err-update-install = 无法安装更新（{ $reason }）；当前版本仍可继续使用
err-update-catalog = 更新的模型目录被拒绝（{ $error }）；继续使用之前的目录

## Result downloads (download/mod.rs). The history keeps these; core-download-… words them for the window.

err-download-not-http = 只能下载 http 和 https 结果链接，不能下载 { $scheme }
err-download-invalid-url = 结果链接不可用：{ $reason }
err-download-expired = 结果链接已过期（发出 24 小时后）
err-download-http-status = 服务器返回了 HTTP { $status }
err-download-too-large = 文件超过了 { $limit } 字节的上限
err-download-no-space = 写入 { $path } 时磁盘空间不足
err-download-io = 无法写入 { $path }：{ $cause }
err-download-local-gone = 此电脑上结果链接的地址已无响应
err-download-network = 网络错误：{ $reason }
err-download-cancelled = 下载已取消
err-download-setup = 无法设置下载器：{ $reason }

## File-name patterns for downloads (download/name_pattern.rs): shown under the pattern in Settings.
## Field names in braces ({model}, {n}, {prompt:30}) are typed as they are: never translate them.

err-name-pattern-empty = 命名模式为空：请至少填写一个字段，例如 {"{model}"}。
err-name-pattern-unclosed = “{"{"}”没有对应的“{"}"}”来闭合（在“{ $before }”之后）。请闭合该字段，或删除这个括号。
err-name-pattern-stray-brace = “{"}"}”没有闭合任何字段（在“{ $before }”之后）。请删除它。
err-name-pattern-unknown-field = “{"{"}{ $name }{"}"}”不是字段。可用的字段有 { $fields }。
err-name-pattern-bad-length = “{"{"}{ $field }:{ $length }{"}"}”的冒号后需要 1 到 { $max } 之间的长度。
err-name-pattern-absolute = 命名模式以“/”开头：它表示下载文件夹内的位置，因此请删除开头的斜杠。
err-name-pattern-parent-folder = “{ $part }”不能用作文件夹：文件必须留在下载文件夹内。
err-name-pattern-no-file-name = 命名模式以文件夹结尾：请在最后一个“/”之后添加文件名，例如 {"{n}"}。
err-name-pattern-too-deep = 命名模式创建了 { $count } 层嵌套的文件夹；最多允许 { $max } 层。

## Result previews (media/fetch.rs).

err-fetch-bad-url = 无法打开结果地址：{ $reason }
err-fetch-gone = 结果链接已失效（HTTP { $status }）；结果链接在任务完成 24 小时后过期，因此只能显示已下载的副本
err-fetch-status = 服务器对结果文件返回了 HTTP { $status }；请稍后重试
err-fetch-too-large = 文件超过 { $mib } MiB，太大而无法预览；请改为下载
err-fetch-network = 无法获取结果文件（{ $reason }）；请检查网络连接后重试
err-fetch-local-gone = 此结果的链接已不可用：此电脑上该地址已无响应（生成它的离线沙盒现在运行在另一个地址），因此只能从已下载的副本显示

## gendesk webhook verify (webhooks/cli.rs). $variable is an environment variable's name; the command line after "for example:" is typed as it is.

err-webhook-cli-secret-unset = 环境变量 { $variable } 未设置。请把 Webhook 签名密钥放入其中（GenDesk 从不通过命令行接收密钥），例如：{ $variable }="$(cat secret.txt)" gendesk webhook verify --secret-env { $variable } …
err-webhook-cli-secret-empty = 环境变量 { $variable } 为空。请把 Webhook 签名密钥放入其中：空密钥无法验证任何内容。
err-webhook-cli-secret-not-text = 环境变量 { $variable } 的内容不是 UTF-8 文本。请按服务显示的原样重新复制签名密钥。
err-webhook-cli-stdin = 无法从标准输入读取正文：{ $cause }。请通过管道把原始正文传给此命令。
err-webhook-cli-body-too-large = 标准输入上的正文超过 { $limit } 字节，远超 Webhook 携带的大小。请检查通过管道传入的文件是否正确。

## The webhook receiver (webhooks/receiver.rs); core-receiver-… words these for the window.

err-receiver-port-taken = 127.0.0.1 上的端口 { $port } 已被占用
err-receiver-bind = 无法监听 127.0.0.1 的端口 { $port }：{ $cause }

## Insights exports (insights/export.rs). $error is the writer's reason, in English.

err-export-csv = 无法写入 CSV：{ $error }
err-export-json = 无法写入 JSON：{ $error }
err-export-finish = 无法完成 CSV：{ $error }

## Periods of `gendesk report` (insights/period.rs). 24h, 7d, 30d and 2026-11-01 are typed as they are.

err-period-unreadable = { $given } 不是时间段：请给出时长（例如 24h、7d 或 30d）或日期（例如 2026-11-01）
err-period-backwards = 时间段的结束早于开始（{ $since } 晚于 { $until }）
