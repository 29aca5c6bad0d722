# "Export diagnostics…" and `gendesk diagnostics`: one zip for a bug report, with no secret in it (diagnostics/).

diagnostics-saved = 已保存 { $file }（{ $size }）：{ $logs } 个日志文件、{ $crashes } 份崩溃报告、{ $settings } 个设置文件，以及{ $history }。其中不含密钥、密码和结果链接。
diagnostics-history-none = 无历史记录
diagnostics-history-unreadable = 历史记录（无法读取，详见 about.txt）
diagnostics-history-counts = 历史记录的统计数字（不含提示词）
diagnostics-history-prompts = 历史记录的统计数字及最近 { $prompts } 个任务的提示词
diagnostics-too-large = 解压后超过 { $limit }

err-diagnostics-is-a-folder = { $path } 是一个文件夹；请为诊断信息指定文件名，例如 { $example }
err-diagnostics-no-folder = 文件夹 { $folder } 不存在；请将诊断信息保存到已有的文件夹中
err-diagnostics-write = 无法写入诊断文件 { $path }：{ $reason }；请检查该文件夹是否可写、磁盘是否有空间，然后重试
err-diagnostics-read = 无法读取诊断文件 { $path }：{ $reason }
