# 顶栏：配置切换、导航、余额、设置。

nav-compose = 创作
nav-activity = 活动
nav-gallery = 图库
nav-batches = 批次
nav-webhooks = Webhook
nav-insights = 统计
nav-compare = 对比
top-settings = 设置
top-profile = 配置
top-profile-none = 无
top-explore-sandbox = 体验离线沙盒
top-add-profile = 添加配置…
top-remove-profile = 删除此配置
    .hint = 删除此配置及其保存的密钥
top-sandbox-badge = 离线沙盒
    .hint = 运行在本机上的模拟器：不联网，不收费
top-opening = 正在打开…
top-not-connected = 未连接
top-refresh = 刷新
    .hint = 刷新余额
top-balance = 余额：{ $amount }
top-balance-unknown = 余额：—
top-balance-not-a-number = 服务返回的余额不是数字。请刷新；如果仍然未知，请在服务的网站上查看您的账户。
top-balance-below-zero = 您的余额低于零：请先充值再提交任务。
remove-profile-title = 删除此配置？
remove-profile-sandbox = “{ $name }”将从配置列表中删除。其任务历史仍保留在数据库中；随时可以从“配置”菜单再次体验离线沙盒。
remove-profile-remote = “{ $name }”及其保存的 API 密钥将从本机删除。其任务历史仍保留在数据库中。您在服务上的账户不受影响。
remove-profile-confirm = 删除配置
remove-profile-keep = 保留
money-unknown = 未知

keys-title = 键盘快捷键
keys-everywhere = 任何位置
keys-overview = 显示或隐藏此列表
keys-go-to = 转到“{ $view }”
keys-zoom = 放大或缩小界面
keys-zoom-reset = 界面恢复到 100%
keys-focus = 下一个或上一个控件（有焦点的控件带轮廓）
keys-press = 按下有焦点的按钮，勾选有焦点的复选框
keys-escape = 关闭最上层的窗口或面板
keys-submit = 提交任务
keys-recent-prompts = 在最近的提示词列表中移动，按 Enter 填入表单
keys-viewing = 结果、图片和播放器
keys-previous-next = 在图片查看器中查看上一个或下一个结果
keys-play-pause = 播放或暂停有焦点的播放器

settings-reading-size = 提示词和结果文字
    .hint = 表单中以及任务显示提示词或文字结果处的字号；在界面大小的基础上再调整

top-window-title = { $view } — GenDesk

thumb-picture = 图片预览
thumb-video = 视频的第一帧
thumb-sound = 声音的波形

# No way of drawing the window started; $tried lists what was tried ("wgpu on Vulkan, wgpu on OpenGL"). No full stop: one is added.
app-no-renderer = GenDesk 无法打开窗口：它在这台电脑上尝试的绘制方式都没有启动（尝试了 { $tried }）。更新显卡驱动通常有帮助；在虚拟机或远程桌面中，请开启其 3D 加速

# Shown once at the start after GenDesk crashed (crash_notice.rs). $count is how many reports were found.
crash-title = GenDesk 意外关闭

crash-saved = 已保存一份事件报告。报告中不含任何密钥或机密信息：反馈问题时请附上它。您的任务和下载都已保留，现在会继续进行。

crash-more = 自上次启动以来共有 { $count } 份报告；最新一份：

crash-open-report = 打开报告

crash-show-in-folder = 在文件夹中显示

crash-close = 关闭

# The Help menu at the right of the top bar (help_menu.rs).
help-menu = 帮助
help-shortcuts = 键盘快捷键
    .hint = 窗口的所有快捷键（F1）
help-about = 关于 GenDesk
help-diagnostics = 导出诊断信息…
    .hint = 一个用于问题报告的 zip：日志、崩溃报告、设置和历史记录的统计，所有密钥、密码和结果链接均已移除
help-diagnostics-prompts = 包含我最近的提示词
    .hint = 在诊断信息中加入最近 50 个任务的模型、状态和提示词
help-diagnostics-dialog = 导出诊断信息
help-diagnostics-instead = 请改为在终端中运行 `gendesk diagnostics FILE.zip`
help-diagnostics-nothing = 未导出诊断信息。
help-data-folder = 打开数据文件夹
help-log = 打开日志
help-crash-reports = 打开崩溃报告
help-detailed-log = 在 GenDesk 重启前记录详细日志
    .hint = 向日志写入更多内容，以便查明问题；下次启动时恢复正常

# Help → User guide and Report a problem (help_menu.rs, help_links.rs). The body fills the issue form.
help-guide = 用户指南
    .hint = 随 GenDesk 安装的指南，或在线指南
help-report = 报告问题…
    .hint = 打开项目的问题表单，并填好此 GenDesk 的版本和系统；请附上“导出诊断信息…”生成的文件
help-report-opened = 问题表单已在浏览器中打开。
help-report-body =
    发生了什么？你原本期望什么？


    如果可以，请附上“帮助 → 导出诊断信息…”生成的文件（其中不含任何密钥或机密）。

## A portable GenDesk's first page (unlock.rs, app/unlock_actions.rs). $folder is the data folder beside GenDesk.
unlock-title = 便携版 GenDesk
unlock-intro-existing = 此 GenDesk 把所有内容都保存在它旁边的 { $folder } 中。密钥也加密保存在那里：请输入口令打开。
unlock-intro-new = 此 GenDesk 把所有内容都保存在它旁边的 { $folder } 中，整个文件夹可以搬到另一台电脑。请选择一个口令，用来加密你在这里添加的密钥；GenDesk 每次启动时都会询问。
unlock-passphrase = 口令
unlock-again = 再次输入
unlock-open = 打开
unlock-create = 用此口令加密密钥
unlock-opening = 正在打开密钥…
unlock-differs = 两次输入的口令不一致。
unlock-keyring = 改为把密钥保存在这台电脑的密钥环中
    .hint = 这样文件夹搬走时密钥会留在这台电脑上；portable 标记文件会记住此选择
unlock-without = 不使用密钥继续
    .hint = 离线沙盒可用；现在输入的密钥只保留到 GenDesk 关闭
unlock-forgot = 忘记口令？从数据文件夹中删除 keys.age 和 keys.identity.age，即可在没有密钥的情况下重新开始；历史记录和设置会保留。
unlock-session-reason = 本次运行没有打开 GenDesk 旁边的便携密钥
