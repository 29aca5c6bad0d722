# Webhooks: signing secrets, the local receiver, deliveries and their checks.

## 视图标签页

hook-tab-setup = 密钥与接收器
hook-tab-deliveries = 投递
hook-seen-tab = 本次会话已收到 { $count } 条

## 签名密钥

hook-secret-title = 签名密钥
hook-secret-explained = 服务用此密钥为每个批次 Webhook 签名（对原始正文做 HMAC-SHA256）。GenDesk 在信任每次投递前都会用它校验。
hook-versions-kept = GenDesk 保存（在系统密钥环中）用于校验投递的版本：
hook-version-current = 版本 { $version }：当前
hook-version-grace = 版本 { $version }：在 { $until } 前仍被接受（轮换前已接受的批次）
hook-version-expired = 版本 { $version }：不再用于签名
hook-version-revoked = 版本 { $version }：已于 { $at } 吊销
hook-secret-revoked = 签名密钥已被吊销：未完成的 Webhook 投递已被取消。再次获取密钥会生成新版本，此后接受的批次将用它签名。
hook-secret-issue = 生成新密钥
hook-secret-reading = 正在读取签名密钥…
hook-secret-ask-again = 重新获取
hook-secret-version-label = 版本
hook-secret-version = 版本 { $version }
hook-secret-label = 密钥
hook-secret-hide = 隐藏
hook-secret-reveal = 显示
hook-secret-copy = 复制
    .hint = 将密钥复制到剪贴板
hook-secret-copied = 签名密钥（版本 { $version }）已复制。
hook-secret-rotate = 轮换…
hook-secret-revoke = 吊销…
hook-rotate-explained = 从现在起接受的批次将由新密钥签名。已接受的批次在 7 天内继续使用当前密钥；只要旧版本的批次仍可能投递，GenDesk 就同时接受两者，因此您在这里接收的内容不会中断。请用新密钥更新您自己的接收器。
hook-rotate-confirm = 轮换密钥
hook-revoke-explained = 吊销会停止所有未完成的 Webhook 投递（它们被取消，不会稍后发送）。若要再次接收 Webhook，请获取密钥：服务会为此后接受的批次生成新版本。
hook-revoke-confirm = 吊销密钥
hook-cancel = 取消
    .hint = 取消（Esc）

## 本地接收器

hook-receiver-title = 本地接收器
hook-receiver-on = 在这台电脑上接收 Webhook 和回调
    .hint = 仅在 127.0.0.1 上运行的 HTTP 服务器：除非您为它运行隧道，否则这台电脑之外无法访问
hook-receiver-starting = 正在启动…
hook-receiver-off = 已关闭。开启后可在每个 Webhook 和回调到达时看到它们及校验结果。
hook-receiver-listening = 正在监听 127.0.0.1，端口 { $port }。
hook-receiver-sandbox = 离线沙盒的回调模式和批次默认使用这些 URL。
hook-receiver-tunnel = 通过您的隧道（设置中的“Webhook 接收器”部分）；创作和批次表单使用这些地址：
hook-receiver-forward = 您的隧道必须转发到 http://127.0.0.1:{ $port }。
hook-receiver-needs-tunnel = 服务只调用公网 HTTPS 地址。请为此端口运行一个隧道（见 README），并在设置的“Webhook 接收器”部分填入其公网 URL；表单随后会使用它。
hook-url-webhooks = 批次 Webhook
    .copied = 批次 Webhook URL 已复制。
hook-url-callbacks = 回调
    .copied = 回调 URL 已复制。
hook-url-local-webhooks = 本地 Webhook
    .copied = 本地 Webhook URL 已复制。
hook-url-local-callbacks = 本地回调
    .copied = 本地回调 URL 已复制。
hook-copy = 复制
hook-seen-session = 本次会话已收到 { $count } 次投递。

## 投递检查器

hook-filter-any = 任意结论
hook-filter-verified = 已验证
hook-filter-refused = 已拒绝
hook-filter-duplicates = 重复
hook-filter-callbacks = 回调
hook-reading = 正在读取投递…
hook-newest-of = 共 { $total } 次投递中最新的 { $shown } 次；缩小筛选范围可查看更早的。
hook-count = { $count ->
       *[other] { $count } 次投递。
    }
hook-gone = 此投递已不再保留（只保留最新的；见设置）。
hook-select = 在左侧选择一次投递，查看其请求、正文和结论。
hook-show = 显示
hook-show-all = Webhook 和回调
hook-show-webhooks = 批次 Webhook
hook-show-callbacks = 回调
hook-verdict = 结论
hook-batch-filter = 批次 ID
    .name = 批次 ID 筛选
hook-search = 搜索 ID、原因…
    .name = 搜索投递
hook-clear-filters = 清除筛选
hook-no-match = 没有符合这些筛选条件的投递。
hook-empty-listening = 尚无投递。使用接收器的 Webhook URL 发送批次，或以回调模式发送任务，每次投递到达时都会显示在这里。
hook-empty-off = 尚无投递。在上方开启接收器即可接收 Webhook 和回调。
hook-row-duplicate = 重复
hook-row-attempt = 第 { $attempt } 次尝试
hook-row-name = { $verdict } { $kind } { $id }
hook-row-task = 任务 { $id }
hook-row-batch = 批次 { $id }
hook-row-item = 批次项 { $id }
hook-bytes = { $count } 字节
hook-kind-webhook = 批次 Webhook
hook-kind-callback = 回调
hook-verdict-verified = 已验证
hook-verdict-duplicate = 重复
hook-verdict-missing-header = 缺少标头
hook-verdict-malformed = 格式错误
hook-verdict-wrong-scheme = 方案错误
hook-verdict-mismatch = 签名错误
hook-verdict-stale = 过旧
hook-verdict-future = 来自未来
hook-verdict-no-secret = 无密钥
hook-verdict-callback = 未签名回调
hook-verdict-unreadable = 无法读取
hook-reader-failed = 投递列表无法启动读取程序（{ $error }）。请关闭一些程序后重新打开配置。
hook-read-failed = 无法读取投递：{ $error }。
hook-read-one-failed = 无法读取此投递：{ $error }。

## 单次投递

hook-kind-single-callback = 单任务回调
hook-received-at = 收到于 { $time }
hook-attempt-of-event = · 此事件的第 { $attempt } 次投递
hook-what-done = GenDesk 的处理：
hook-copy-body = 复制正文
hook-copy-headers = 复制标头
hook-copied-body = 投递的正文已复制。
hook-copied-headers = 投递的标头已复制。
hook-copied-curl = 投递的 curl 命令已复制。
hook-replay-to = 重放到
hook-copy-curl = 复制为 curl
    .hint = 一条 shell 命令，将完全相同的字节和标头发送到该 URL，例如您正在开发的服务器
hook-request = 请求
hook-body = 正文
hook-body-not-utf8 = 不是有效的 UTF-8：错误字节以替换符号显示（“复制为 curl”会保留原字节）
hook-body-first-kib = （仅显示前 { $kib } KiB）
hook-as-received = 原始内容
hook-pretty-json = 格式化的 JSON
hook-as-received-not-json = 原始内容（不是 JSON）
hook-signature-check = 签名校验
hook-signed-string = 签名字符串（{"{eventId}.{timestamp}.{"}原始正文{"}"}）：
hook-no-signed-string = 没有签名字符串：缺少事件 ID 或时间戳标头。
hook-signature-received = 收到的
hook-signature-none = （无）
hook-signature-expected = 预期的
hook-signature-not-computed = （未计算：没有当前密钥，或标头不可用）
hook-secret-version-row = 密钥版本
