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
