# 设置窗口。

settings-title = 设置
settings-appearance = 外观
settings-language = 语言
settings-language-system = 跟随系统（{ $language }）
settings-language-hint = 所有文字立即切换；数字和日期随语言变化。
settings-interface-size = 界面大小
    .hint = 也可用 Ctrl + 和 Ctrl −（Mac 上为 Cmd）；Ctrl 0 恢复为 100 %
settings-interface-size-reset = 恢复为 100 %
settings-theme = 主题
settings-theme-system = 跟随系统
settings-theme-light = 浅色
settings-theme-dark = 深色
settings-notify = GenDesk 在后台时，工作完成后通知我
settings-notify-explained = 您发起的每个任务、批次或下载各通知一次；批次在结束时只通知一次。

## 下载

settings-downloads = 下载
settings-folder = 文件夹
    .hint = 输入文件夹，或用“浏览…”选择
settings-browse = 浏览…
settings-use-default = 使用默认值
settings-choose-in-dialog = 请在对话框中选择文件夹…
settings-downloads-go-to = 下载保存到 { $folder }
settings-folder-chosen = 您选择的文件夹。
settings-folder-default = 默认：“下载”文件夹中的 GenDesk。
settings-folder-fallback = 此电脑的默认值：没有“下载”文件夹，因此 GenDesk 将结果保存在其数据文件夹中。如有需要，可用“浏览…”选择其他文件夹。
settings-folder-portable = 默认：位于 --data-dir 指定的文件夹中。
settings-auto-download = 任务成功后自动下载结果
settings-largest = 最大下载
    .hint = 拖动，或点击后输入 MiB 数（1 到 1048576）
settings-largest-explained = 大于此值的结果文件不会下载。对更改后开始的下载生效。
settings-records = 在下载的文件中保存提示词和设置
settings-records-explained = 图片、视频和音乐会带上模型、提示词、种子、所有设置和任务信息，其他工具可以读取（PNG 文本及 AUTOMATIC1111 “parameters” 行、XMP、MP4 标签、ID3 和 Vorbis 注释）。绝不包含您的密钥。分享不想公开提示词的文件前，请关闭此项。
settings-beside = 同时在每个文件旁边写入（name.json）
    .hint = 用于会删除文件内信息的工具和网站：同样的记录，以 JSON 单独保存为一个文件

## 文件名（大括号中的字段不翻译）

file-names = 文件名
    .hint = 字段写在大括号中；“/” 表示文件夹
file-names-add = 添加
file-names-example = 例如
file-names-and = 和
file-names-clash = 同一任务的结果得到相同的名字，因此第一个之后的会加上编号。添加 {"{n}"} 即可区分。
file-names-kept = 下载仍按 { $pattern } 命名。
file-names-explained = “/” 表示文件夹，例如 {"{date}/{model}"}；{"{prompt:30}"} 保留前 30 个字符。名称会处理为在 Windows、macOS 和 Linux 上都安全，已存在的名称会加上编号：绝不会替换任何文件。下载到您所选文件夹的批次保留其项目名称。
file-names-date = 发送任务的日期：2026-11-28
file-names-time = 发送的时间：14-05-09
file-names-model = 模型
file-names-kind = image、video 或 music
file-names-prompt = 提示词的前 40 个字符（{"{prompt:N}"} 表示 N 个）
file-names-seed = 种子（请求中有时）
file-names-task = 服务的任务 ID
file-names-batch = 批次 ID（单独发送的任务为空）
file-names-item = 批次项目名称（单独发送的任务为空）
file-names-n = 任务的第几个结果：1、2、…

## 状态查询

settings-polling = 状态查询
settings-polling-at-most = 最多
settings-polling-unit = { " " }次请求/秒
settings-polling-explained = GenDesk 向服务查询运行中任务的频率。下次打开配置时生效。

## 网络

settings-network = 网络
settings-network-reading = 正在读取网络设置…
settings-network-unreadable = 保存后，无法读取的文件将被下面的设置替换。
settings-network-for-all = 这些设置适用于所有配置。
settings-network-applies-to = 适用于
settings-network-every-profile = 所有配置
settings-network-only = 仅“{ $profile }”
settings-proxy = 代理
settings-proxy-system = 系统代理
    .hint = Windows 的 Internet 选项、macOS 的网络设置，或 HTTP_PROXY 和 HTTPS_PROXY 环境变量
settings-proxy-none = 不使用（直连）
settings-proxy-custom = 自定义
settings-proxy-kind = 代理类型
settings-proxy-host = 代理主机
    .placeholder = proxy.example.com 或 10.0.0.5
settings-proxy-port = 代理端口
settings-proxy-user = 代理用户名
    .placeholder = 仅在代理要求时填写
settings-proxy-password = 代理密码
    .placeholder = 保存在密钥环中；留空则保留原密码
settings-proxy-socks5 = 域名由 SOCKS5 代理解析，因此在只能通过代理访问 DNS 的网络中也可使用。
settings-bypass = 不经代理
    .placeholder = 留空：全部经过代理
    .hint = 以逗号分隔：主机名、.domain 后缀、IP 地址、网段（如 10.0.0.0/8）
settings-bypass-default = 默认
settings-bypass-explained = 这些地址从不经过代理。默认是本机，以便离线沙盒和 Webhook 接收器继续工作。
settings-ca = 额外的证书颁发机构
    .placeholder = 无：信任系统的证书
    .hint = 由 IT 部门提供的 PEM 文件（-----BEGIN CERTIFICATE-----）
settings-ca-remove = 移除
settings-ca-explained = 仅在您的组织用自己的证书颁发机构检查 HTTPS，且系统尚未信任它时才需要。GenDesk 从不忽略证书错误。
settings-network-needs-host = 请输入代理主机，才能测试或保存这些设置。
settings-network-test = 测试连接
    .hint = 用这些设置（尚未保存）连接服务和一个结果主机
settings-network-save = 保存网络设置
    .hint = 保存这些设置（密码存入密钥环）并重新连接
settings-network-testing = 正在测试…
settings-network-route = { $route }，用时 { $ms } ms
settings-network-reached = 已连通
settings-network-failed = 失败
settings-network-skipped = 已跳过

## 参考图

settings-references = 参考图
settings-references-no-profile = 打开一个配置后，才能选择其图片的去向。
settings-references-sandbox = 离线沙盒直接使用本机的图片：无需设置。
settings-references-intro = 服务通过地址获取参考图。对于“{ $profile }”，本机的图片将：
settings-references-nowhere = 不上传：我只提供图片 URL
settings-references-bucket = 上传到我的存储桶（兼容 S3：AWS S3、Cloudflare R2、Backblaze B2、MinIO 等）
settings-references-receiver = 通过 GenDesk 的接收器和我的隧道（GenDesk 须保持打开，直到每个任务开始）
settings-references-served = 图片在 GenDesk 运行期间以随机地址发布于 { $url }/files/…，只发布您选择的图片。接收器必须开启（Webhook）。
settings-references-no-tunnel = 请先在下方“Webhook 接收器”中设置隧道 URL：服务从这个地址获取图片。
settings-bucket-test = 测试
    .hint = 向存储桶写入一个小文件，通过链接读回，然后删除
settings-references-save = 保存
    .hint = 为此配置保存（私有密钥存入密钥环）
settings-bucket-checking = 正在检查存储桶…
settings-bucket-works = 存储桶可用：GenDesk 已写入、读回并删除了一个测试文件。
settings-bucket-endpoint = 端点
    .placeholder = https://<账户>.r2.cloudflarestorage.com
    .hint = AWS：https://s3.<区域>.amazonaws.com · R2：https://<账户 ID>.r2.cloudflarestorage.com · MinIO：http://127.0.0.1:9000
settings-bucket-name = 存储桶
settings-bucket-region = 区域
    .hint = Cloudflare R2 填“auto”；多数 MinIO 部署填 us-east-1；AWS 填存储桶所在区域
settings-bucket-access-key = 访问密钥 ID
settings-bucket-secret-key = 私有访问密钥
    .placeholder = 保存在密钥环中；留空则保留原密钥
settings-bucket-link-hours = 链接有效期
    .hint = 服务可获取已上传图片的时长：1 到 24 小时
settings-bucket-delete = 所有使用某个上传文件的任务结束后，删除该文件
settings-bucket-virtual-host = 以 bucket.host（虚拟主机样式）而非 host/bucket 访问存储桶

## 支出上限

settings-spending = 支出上限
settings-spending-explained = 对于“{ $profile }”：若某个任务或批次会使当日或当月的支出超过上限（按 GenDesk 的估算），它会等待并先询问您。留空表示不设上限。
settings-spending-per-day = 每日（$）
settings-spending-per-month = 每月（$）
settings-spending-none = 不设上限
settings-spending-save = 保存上限
settings-spending-bad-day = 每日上限须为美元金额，如 5 或 2.50（留空表示不设上限）。
settings-spending-bad-month = 每月上限须为美元金额，如 5 或 2.50（留空表示不设上限）。
settings-spending-range-day = 每日上限须在 $0.01 到 $1,000,000 之间。
settings-spending-range-month = 每月上限须在 $0.01 到 $1,000,000 之间。
settings-spending-no-limit = 未设支出上限。
settings-spending-day = 每日最多 { $day }。
settings-spending-month = 每月最多 { $month }。
settings-spending-day-month = 每日最多 { $day }，每月最多 { $month }。

## Webhook 接收器

settings-receiver = Webhook 接收器
settings-receiver-explained = 在 Webhook 视图中按配置开启。它只在本机（127.0.0.1）上监听。
settings-receiver-off = 当前：此配置未开启。
settings-receiver-listening = 当前：正在监听端口 { $port }。
settings-receiver-failed = 当前：{ $reason }
settings-receiver-port = 端口
    .hint = 127.0.0.1 上的端口（1 到 65535）；若已被其他程序占用，请另选一个
settings-receiver-bad-port = 端口须为 1 到 65535 之间的整数；“{ $text }”不是。
settings-receiver-freshness = 时效窗口
    .hint = Webhook 的签名时间与本机时钟最多可相差多久，超出则视为过旧或来自未来而拒绝
settings-receiver-kept = 保留的投递
    .hint = 超出此数量时删除最早的投递
settings-receiver-kept-unit = { " " }条/配置
settings-receiver-tunnel = 隧道 URL
    .hint = 您自己指向此端口的隧道的公网 https:// 地址；表单在真实服务中使用它
settings-receiver-apply = 应用
settings-receiver-undo = 撤销
settings-tunnel-invalid = { $url } 不是有效的 URL（{ $error }）；请输入隧道显示的 https:// 地址
settings-tunnel-not-https = { $url } 必须以 https:// 开头——服务只调用公网 HTTPS 地址
settings-tunnel-no-host = { $url } 没有主机名
settings-tunnel-query = { $url } 包含查询参数或片段；只需输入隧道的地址（GenDesk 会添加路径）

# The display settings file is damaged or unreadable: $path is the file, $problem what was wrong (often in English).
settings-prefs-unreadable = 无法读取 { $path } 中的显示设置（{ $problem }）；已改用默认设置。

# Saving the display settings failed: $path is the file, $problem the system's reason.
settings-prefs-not-saved = 无法将显示设置保存到 { $path }：{ $problem }。请检查该文件夹的权限和剩余空间。

# A made-up prompt the file-name preview shows names for.
settings-file-names-sample-prompt = 黎明时分，新雪中的一只红狐，柔和的光线

## Settings → Backup (backup_settings.rs, app/backup_actions.rs). $size is a file size; $file a path.
settings-backup = 备份
settings-backup-intro = 一个文件，包含您的历史记录、设置、配置、预设和自定义模型，可妥善保存，也可用于把 GenDesk 搬到另一台电脑。
settings-backup-results = 包含已下载的结果
settings-backup-secrets = 包含密钥和机密信息（已加密）
    .hint = API 密钥、Webhook 签名密钥、存储桶和代理密码，使用口令加密；不勾选时文件中完全不含这些内容
settings-backup-passphrase = 口令
settings-backup-again = 再次输入
settings-backup-passphrase-empty = 请设置用于保护密钥的口令。
settings-backup-passphrase-differs = 两次输入的口令不一致。
settings-backup-now = 备份…
    .hint = 选择备份文件的保存位置
settings-backup-dialog = 备份 GenDesk
settings-backup-instead = 请改为在终端中运行 `gendesk backup FILE`
settings-backup-nothing = 未写入备份。
settings-backup-done = 备份已写入：{ $file }（{ $tasks } 个任务，{ $size }）

## Settings → Backup → Restore (restore_settings.rs, app/restore_actions.rs).
settings-restore = 恢复
settings-restore-intro = 使用备份：把其中的历史记录并入当前历史，或用它替换这里的全部内容。恢复期间 GenDesk 会关闭窗口，完成后重新打开。
settings-restore-file = 备份文件
    .hint = 用“备份…”生成的 .zip
settings-restore-choose = 选择…
settings-restore-check = 检查
settings-restore-dialog = 恢复 GenDesk 备份
settings-restore-instead = 请改为在“备份文件”栏中输入备份文件的路径
settings-restore-made = 由 GenDesk { $version } 于 { $date } 生成（{ $size }）
settings-restore-results = 已下载的结果：{ $count } 个文件，{ $size }
settings-restore-no-secrets = 密钥和机密：不在此备份中——恢复后，GenDesk 会要求输入每个配置的 API 密钥
settings-restore-merge = 将其历史记录并入当前历史（保留你的设置）
settings-restore-replace = 用它替换这里的全部内容（会先保留当前内容的副本）
settings-restore-passphrase = 密钥的口令
    .hint = 留空：不恢复密钥
settings-restore-now = 恢复并重新打开…
    .hint = GenDesk 关闭窗口，恢复备份，然后重新打开
settings-restore-confirm = 你的历史记录、设置、配置和预设将被备份中的内容替换。会先在数据文件夹的 backups 文件夹中保留当前内容的副本。
settings-restore-confirm-yes = 替换并重新打开
settings-restore-confirm-no = 取消
settings-restore-unlocking = 正在验证口令…

## Settings → Log: the detailed log until GenDesk restarts (help_menu.rs).
settings-log = 日志
