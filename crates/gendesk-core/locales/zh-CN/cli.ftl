# The headless commands' human output (never --json).

cli-engine-needs = `{ $verb }` 需要{ $what ->
    [model] 一个模型
    [mode] 一个模式
    [count] 一个数量
    [webhook-url] 一个 Webhook 网址
    [file-path] 一个文件路径
    [task-row] 一个任务行号
    [folder] 一个文件夹
    [download-row] 一个下载行号
   *[question] 问题的编号
}
cli-engine-expected-number = 这里应为{ $what ->
    [item-count] 项数
    [task-row] 任务行号
    [download-row] 下载行号
   *[question] 问题编号
}（一个数字）
cli-engine-unknown-command = 未知命令 `{ $command }`
cli-engine-output = 无法写入输出：{ $reason }
cli-engine-online = 服务在中断 { $outage } 后恢复响应
cli-engine-model-list-unreadable = 无法读取模型列表：{ $reason }
cli-engine-model-not-listed = 模型 { $model } 不在 GenDesk 的模型列表中；请在窗口中添加它（创作 → 添加模型…），或使用列表中的模型
cli-engine-batch-file-refused = { $reason }（未发送任何内容）
cli-engine-data-dir = 请指定 --data-dir FOLDER：无窗口引擎会在那里保存历史记录和日志
cli-engine-data-folder-busy = GenDesk 正在使用数据文件夹 { $folder }（它的窗口或另一个 `gendesk engine`）；请先关闭它，或指定另一个 --data-dir
cli-engine-limit-amount = { $option } 需要一个不小于 0 的美元金额，例如 5 或 12.50
cli-api-key-variable = 请把 GENDESK_API_KEY 设为 API 密钥（密钥从不通过命令行传入）
cli-already-open = GenDesk 已用此数据文件夹打开：已将它的窗口切到前台。
cli-already-open-process = GenDesk 已用此数据文件夹打开（进程 { $pid }）：已将它的窗口切到前台。
cli-no-log-file = 没有日志文件：{ $reason }
cli-no-renderer = { $reason }。

    每个渲染器失败的原因见日志：{ $log }
cli-proxy-refused = --proxy：{ $reason }
cli-proxy-no-password = --proxy 指定了用户 { $user }，但未设置 { $variable }；请把它设为代理的密码（密码从不通过命令行传入）
cli-show-missing = { $path } 已不在原处：它已被移动或删除。
cli-show-not-opened = 没有文件管理器打开文件夹 { $folder }。请改为在文件管理器中打开它。
cli-update-refused = 更新被拒绝：{ $reason }
cli-update-up-to-date = GenDesk { $version } 已是最新版本。
cli-update-available = GenDesk { $version } 已发布（当前为 { $running }），发布于 { $published }。
cli-update-required = 此版本太旧，已无法继续使用该服务：请更新。
cli-update-install-with = 安装方法：gendesk update apply
cli-update-own-path-unknown = 无法得知本程序自身的路径（{ $reason }）
cli-update-updated = 已更新到 GenDesk { $version }；旧的程序文件保存在 { $backup }。
cli-update-installer-started = GenDesk { $version } 安装程序正在运行；完成后会启动 GenDesk。
cli-update-package-ready = 已验证的安装包已就绪：{ $path }
cli-update-catalogue = { $count ->
    [0] 模型目录现为版本 { $version }。
   *[other] 模型目录现为版本 { $version }，新增模型：{ $models }。
}
cli-report-no-such-profile = { $file } 中没有名为 { $name } 的配置；现有配置：{ $profiles }
cli-report-no-such-profile-none = { $file } 中没有名为 { $name } 的配置；目前还没有任何配置
cli-report-no-history = 没有名为 { $name } 的配置：{ $file } 处还没有历史记录
cli-report-heading = 历史记录：{ $file } · { $profile } · { $period }
cli-report-every-profile = 所有配置
cli-report-profile = 配置 { $name }
cli-report-all-time = 全部时间
cli-report-since = 自 { $since } 起
cli-report-until = 截至 { $until }
cli-report-between = { $since } 至 { $until }
cli-media-unreadable = 无法读取 { $file }：{ $reason }
cli-media-file = 文件：{ $format }
cli-media-file-size = 文件：{ $format }，{ $width }×{ $height }
cli-media-other-format = 不是 GenDesk 会写入记录的文件类型
cli-media-parameters = 没有 GenDesk 记录；AUTOMATIC1111 参数：
cli-media-no-record = 没有记录：此文件没有说明它是如何生成的（在“设置 → 下载”中开启此项时，GenDesk 会把记录写入它下载的 PNG、JPEG 和 WebP 文件）。

## Headless commands of a portable GenDesk (portable_start.rs).
cli-portable-keys-locked = GenDesk 旁边的便携密钥已锁定：请把 { $variable } 设为其口令
