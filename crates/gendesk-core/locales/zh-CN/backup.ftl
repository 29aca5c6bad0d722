# 备份与恢复（单个文件）：gendesk-core 的 backup/、`gendesk backup` 和 `gendesk restore`。

## 错误

err-backup-io = 无法读取或写入 { $path }：{ $reason }；请检查磁盘和权限
err-backup-history = 无法复制历史记录：{ $reason }
err-backup-damaged = 已拒绝 { $file }，未做任何更改：{ $reason }
err-backup-newer-format = 此备份由较新版本的 GenDesk 制作（备份格式 { $found }，此版本最高读取 { $known }）：请先更新 GenDesk；未做任何更改
err-backup-newer-history = 此备份由较新版本的 GenDesk 制作（历史记录版本 { $found }，此版本最高读取 { $known }）：请先更新 GenDesk；未做任何更改
err-backup-wrong-passphrase = 该口令无法打开此备份中的密钥和机密；未做任何更改——请按制作备份时的口令准确地重新输入
err-backup-secrets = 无法保存或读取密钥和机密：{ $reason }
err-backup-settings = 无法读取或更改设置：{ $reason }
err-backup-interrupted = 恢复在中途停止：{ $reason }；原有数据保存在 { $safety }——恢复该文件即可回到之前的状态

## 文件的问题

backup-problem-not-a-zip = 它不是 GenDesk 备份，或者不完整（{ $reason }）
backup-problem-no-seal = 它不是 GenDesk 备份，或者其结尾已损坏
backup-problem-seal-mismatch = 其内容与校验和不符：文件已损坏，或在制作后被修改过
backup-problem-no-manifest = 它没有内容清单（manifest.json）
backup-problem-manifest = 无法读取其内容清单（{ $reason }）
backup-problem-manifest-too-big = 其内容清单过大
backup-problem-bad-name = 其中有一个 GenDesk 不接受的文件名（{ $entry }）
backup-problem-missing-entry = 其中缺少 { $entry }
backup-problem-unlisted-entry = 其中有内容清单未列出的 { $entry }
backup-problem-unreadable-entry = 无法读取其中的 { $entry }（{ $reason }）
backup-problem-entry-changed = 其中的 { $entry } 与其大小或校验和不符

## 其他原因

backup-problem-history-busy = 历史记录一直处于忙碌状态；请关闭 GenDesk 的其他窗口，或稍等片刻后重试
backup-problem-no-keyring-given = 没有提供用于读取密钥的钥匙串
backup-problem-empty-passphrase = 口令为空；请设置一个口令来保护备份中的密钥
backup-problem-secrets-unreadable = 解密后的密钥和机密无法读取（第 { $line } 行，第 { $column } 列）
backup-problem-path-not-text = 文件夹名称不是 SQLite 能打开的文本；请将数据文件夹移到名称更简单的位置
backup-problem-unknown-table = 历史记录中有此版本 GenDesk 无法合并的表（{ $table }）；请改用“替换”方式恢复

## gendesk backup / gendesk restore

backup-cli-no-passphrase = --with-secrets 需要在环境变量 GENDESK_BACKUP_PASSPHRASE 中提供口令；请设置该变量，或去掉 --with-secrets
backup-cli-exists = { $file } 已存在；请换一个名称，或先将该文件移走
backup-cli-busy = GenDesk 正在使用此数据文件夹（{ $folder }）；请先关闭它，然后重新恢复
backup-cli-written = 备份已写入：{ $file }（{ $size }）
backup-cli-history = 历史记录：{ $tasks } 个任务、{ $batches } 个批次、{ $downloads } 条下载记录、{ $profiles } 个配置
backup-cli-files = 文件：{ $files }
backup-cli-results-included = 已下载的结果：已包含
backup-cli-secrets-included = 密钥和机密：已包含，并用您的口令加密
backup-cli-secrets-left-out = 密钥和机密：未包含（--with-secrets 可加密后加入）
backup-cli-skipped = 已略过（名称不是文本）：{ $files }
backup-cli-restored-replace = 已从 { $file } 恢复：历史记录和设置已被替换
backup-cli-restored-merge = 已从 { $file } 合并：新增 { $added } 个任务，{ $present } 个已存在；新增 { $batches } 个批次、{ $downloads } 条下载记录
backup-cli-profiles-added = 已添加的配置：{ $names }
backup-cli-settings-written = 已写入的设置文件：{ $count }
backup-cli-results-restored = 已下载的结果：写入 { $written } 个，{ $kept } 个已存在（保留）
backup-cli-safety = 原有数据：{ $file }
backup-cli-secrets-restored = 密钥和机密：已保存 { $saved } 项，{ $kept } 项已存在（保留）
backup-cli-secrets-skipped = 密钥和机密：已跳过——备份中包含它们，但未设置 GENDESK_BACKUP_PASSPHRASE
backup-cli-secrets-none = 密钥和机密：此备份中没有
backup-cli-no-key = 没有 API 密钥的配置：{ $names }——请在 GenDesk 的配置设置中添加其密钥

## The progress bar's steps (work_progress.rs) and the report after a restore (restore_report.rs).
backup-step-checking = 正在检查文件…
backup-step-history = 正在复制历史记录…
backup-step-settings = 设置和配置…
backup-step-results = 已下载的结果…
backup-step-secrets = 密钥和机密…
backup-step-safety = 正在保留当前内容的副本…
backup-step-restoring = 正在恢复…
restore-report-title = 备份已恢复
restore-report-failed-title = 备份未能恢复
restore-report-secrets-skipped = 密钥和机密：未恢复——没有输入口令
restore-report-show-earlier = 显示之前的数据
restore-report-close = 关闭
