# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = 欢迎使用 GenDesk
window-welcome-intro = 使用 AI 模型生成图片、视频和音乐，实时查看任务完成情况，并保存结果。
window-welcome-sandbox-title = 无需账户即可试用
window-welcome-sandbox-text = 离线沙盒在这台电脑上模拟整个服务：演示模型、25 美元演示余额、真实的结果文件。任何数据都不会离开您的电脑，也不会产生任何费用。
window-welcome-sandbox-explore = 体验离线沙盒
window-welcome-sandbox-starting = 正在启动沙盒…
window-welcome-account-title = 使用您的账户
window-welcome-account-text = 使用服务地址和您的 API 密钥连接。密钥会先经过验证，然后保存在系统密钥环中，绝不会写入文件。
window-welcome-connect = 连接到服务

window-connect-name = 配置名称
    .hint = 例如：工作
window-connect-base-url = 基础 URL
window-connect-key = API 密钥
    .hint = 保存在系统密钥环中
window-connect-verify = 验证并保存
    .hint = 请填写名称、地址和密钥
window-connect-cancel = 取消
window-connect-checking = 正在向服务验证密钥…
window-connect-keyring-failed = 密钥有效，但无法保存到系统密钥环：
window-connect-keyring-session = 您现在仍可使用它；GenDesk 关闭后会忘记该密钥，下次需要重新输入。
window-connect-session-only = 仅用于本次会话

window-offline-since = 自 { $since } 起离线
window-offline-text = GenDesk 无法连接到服务。状态检查和下载会等待，并在服务响应后自动继续；不会丢失任何内容，也不会重复发送。如果持续离线，请检查这台电脑的网络连接和“网络”设置。

window-engine-worker-failed = GenDesk 无法启动后台进程（{ $error }）。请关闭一些程序后重试。
window-engine-busy = GenDesk 仍在处理之前的请求，请稍后重试。
window-engine-still-opening = 配置“{ $profile }”仍在打开中，请稍后重试。
window-engine-no-profile = 请先打开一个配置。
window-engine-bad-address = 该配置的服务地址无法使用：{ $error }。请删除该配置，并使用正确的地址重新添加。
window-engine-no-key = “{ $profile }”没有保存 API 密钥（它可能只保留了一个会话）。请选择“重新输入 API 密钥”。
window-engine-open-failed = 无法打开该配置：{ $reason }。

window-over-limit-title = 超出您的支出上限
window-over-limit-more = { $count ->
   *[other] 此后还有 { $count } 个提交在等待答复。
}
window-over-limit-send = 仍然发送
    .hint = 按原样发送一次；上限保持不变
window-over-limit-drop = 不发送
    .hint = 不会发送或扣费；表单会保留您输入的内容
window-over-limit-where = 上限按配置在“设置”的“支出上限”中设定。

window-add-profile = 添加配置…
window-add-profile-text = 使用服务地址和 API 密钥连接另一个账户。
window-add-profile-title = 添加配置
window-address-not-usable = 服务地址不可用：{ $problem }。
window-async-could-not-start = GenDesk 无法启动后台线程（{ $problem }）；请关闭一些程序后重试
window-async-stopped = 它们已停止
window-connected = 已作为“{ $name }”连接。余额：{ $balance }。
window-connected-session-only = 已作为“{ $name }”连接。密钥仅保留到本次会话结束。
window-dialog-certificate = 选择证书颁发机构（PEM）
window-dialog-certificate-filter = 证书
window-dialog-download-folder = 选择下载文件夹
window-dialog-export-figures = 导出数据
window-dialog-failed = 无法打开文件对话框（{ $problem }）；{ $instead }。
window-dialog-instead-certificate-field = 请改为在额外证书颁发机构字段中输入文件路径
window-dialog-instead-drop = 请改为将文件拖放到 GenDesk 窗口上（创作视图之外）
window-dialog-instead-folder-field = 请改为在“文件夹”字段中输入文件夹路径
window-dialog-instead-report = 请改为在终端中运行 `gendesk report --json` 获取相同的数据
window-dialog-none = 这台电脑无法显示文件对话框（在 Linux 上，GenDesk 的对话框需要 xdg-desktop-portal 或 zenity）；{ $instead }。
window-dialog-record-file = 选择图片、视频或音乐
window-export-done = 数据已保存到 { $path }。
window-export-failed = 无法将数据保存到 { $path }（{ $problem }）。请选择其他文件夹后重新导出。
window-export-nothing = 没有导出任何内容。
window-file-record-close = 关闭
window-file-record-not-in-history = 它的任务不在此配置的历史记录中。
window-file-record-nothing = 此文件没有说明它是如何生成的：其中既没有 GenDesk 记录，也没有 AUTOMATIC1111 参数。
window-file-record-open-task = 打开任务
window-file-record-other-tool = 由其他工具生成；其 AUTOMATIC1111 参数如下：
window-file-record-reuse = 复用这些设置
    .hint = 用这些设置填写此模型的表单
window-file-record-title = 此文件的信息
window-folder-opened = 已打开 { $name } 所在的文件夹（此文件管理器不支持按请求选中文件）。
window-image-copied = 已复制 { $name }：可粘贴到聊天或编辑器中。
window-image-copy-failed = 无法复制 { $name }：{ $problem }。请用“打开”打开它，再从那里复制。
window-job-could-not-start = GenDesk 无法启动后台任务（{ $problem }）。请关闭一些程序后重试。
window-key-not-usable = API 密钥不可用：{ $problem }。
window-key-session-only-because = 密钥仅保留到本次会话结束：{ $reason }。
window-keyring-not-open-yet = 密钥环尚未打开
window-list-and = { $rest }和{ $last }
window-list-comma = { "、" }
window-model-added = 已将“{ $id }”添加到您的模型。
window-model-removed = 已从您的模型中移除“{ $id }”。
window-model-removed-here = 已从此配置的模型中移除“{ $id }”；其他配置仍在使用它。
window-network-saved = 网络设置已保存。
window-network-these-settings = 这些设置
window-no-keyring = 没有可用的系统密钥环：{ $reason }
window-no-such-profile = 没有名为“{ $name }”的配置。
window-notice-and-more = { $notice }（另有 { $count } 条相同通知）
window-notice-batch-accepted = 批次已接受：已创建 { $count } 个任务。
window-notice-batch-files-saved = { $count } 个文件和 manifest.csv 位于 { $folder }。
window-notice-batch-files-some-failed = { $count } 个文件和 manifest.csv 位于 { $folder }；{ $failed } 个无法下载（原因见批次）。
window-notice-batch-finished = 一个批次已完成：每个批次项都有结果。请在批次中查看。
window-notice-batch-manifest-failed = { $count } 个文件位于 { $folder }，但无法写入清单：{ $problem }。请检查文件夹的权限和剩余空间，然后重新下载。
window-notice-batch-rejected-items = { $count } 个批次项未被接受；原因见批次。
window-notice-batch-replayed = 服务确认了一个已收到过的批次：{ $count } 个任务，没有重复收费。
window-notice-error = { $doing }失败：{ $problem }
window-notice-online-again = 服务在 { $outage } 无法访问后已恢复响应；状态检查和下载已自动继续。
window-notice-rate-limited = 服务要求 GenDesk 放慢速度；状态检查将在 { $seconds } 秒后恢复。
window-notice-receiver-listens = Webhook 接收器现在监听 127.0.0.1，端口 { $port }。
window-notice-references-deleted = 已从您的存储桶中删除 { $count } 张上传的参考图：相关任务已完成。
window-notice-run-recorded = 已将 { $items } 个批次项记录为 { $batches } 个批次；它们会依次发送。可在批次中跟踪。
window-notice-saved = 已保存 { $path }。
window-notice-secret-in-force = Webhook 签名密钥版本 { $version } 已生效。
window-notice-secret-none = 此账户还没有 Webhook 签名密钥。
window-notice-secret-revoked = Webhook 签名密钥已吊销；待处理的投递将被停止。
window-notice-secret-rotated = 新的 Webhook 签名密钥（版本 { $version }）已生效；旧密钥仍会为最近 7 天内接受的批次的投递签名。
window-notice-unknown-error = 未知错误
window-open-bad-address = 不打开此地址：{ $problem }
window-open-failed = 无法打开 { $target }（{ $problem }）。请改为从文件管理器或浏览器中打开。
window-opened = 已打开 { $target }。
window-opening = 正在打开…
window-opening-profile = 正在打开“{ $profile }”…
window-profile-failed-title = 无法打开“{ $profile }”
window-profile-removed = 已删除配置“{ $name }”。
window-profile-removed-keyring-silent = 已删除配置“{ $name }”，但系统密钥环没有响应，因此之前会话中的{ $what }可能仍保存在那里。如需删除，请在您的密钥环应用（密码和密钥、KWallet 管理器、钥匙串访问或凭据管理器）中删除“{ $name }”的“GenDesk”条目。
window-profile-removed-with-key = 已删除配置“{ $name }”及其密钥。
window-proxy-password-session = 代理密码仅保留到本次会话结束：{ $problem }
window-record-unreadable = 无法读取 { $path }：{ $problem }
window-reenter-key = 重新输入 API 密钥
window-reenter-key-text = 请输入此配置的 API 密钥；保存前会先向服务验证。
window-resubmit-unreadable = 无法读取记录的请求（{ $problem }）。请使用“复用设置”并从表单提交。
window-resubmitted = 已使用相同设置发送新任务。可在活动中跟踪。
window-sandbox-could-not-start = 离线沙盒无法启动：{ $problem }
window-secret-its-bucket = 存储桶的私密密钥
window-secret-its-key = 密钥
window-secret-its-ring = Webhook 签名密钥
window-settings-unreadable = GenDesk 无法读取其设置
window-show-failed = 无法显示 { $name }：{ $problem }
window-shown-in-folder = 已在文件管理器中显示 { $name }。
window-spending-limit-set = “{ $name }”的支出上限：{ $limit }
window-starting-sandbox = 正在启动离线沙盒…
window-try-again = 重试
window-unknown-model-kind = GenDesk 不知道模型“{ $model }”属于哪种类型，因此没有发送任何内容。请在创作中添加它（添加模型…）后重试。
window-update-restart-failed = 无法启动新版本（{ $problem }）；请手动重新启动 GenDesk。
window-writer-could-not-start = GenDesk 无法启动文件写入程序（{ $problem }）。您的最后一次更改未保存。
window-writer-stopped = GenDesk 的文件写入程序已停止；您的最后一次更改未保存。

window-notice-more-messages = { $count ->
   *[other] …以及另外 { $count } 条消息。
}
window-notice-open-folder = 打开文件夹
window-notice-ready = 就绪。
window-notice-saved-files = { $count ->
   *[other] 已将 { $count } 个文件保存到 { $folder }。
}

# A portable GenDesk keeps keys beside it, encrypted (welcome.rs, connect.rs).
window-welcome-account-text-beside = 使用服务地址和你的 API 密钥连接。密钥会先经过检查，然后用你的口令加密，保存在这个便携版 GenDesk 旁边。
window-connect-key-beside = 加密保存在 GenDesk 旁边
