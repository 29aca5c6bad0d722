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
