# Errors of the app itself: the history database, profiles, network settings, the keyring, the data folder and its lock, the log, the engine, provenance records and the window.

## The history database (store/error.rs).

err-store-create-dir = 无法创建历史记录数据库的文件夹 { $path }：{ $cause }；请检查磁盘和权限
err-store-open = 无法打开位于 { $path } 的历史记录数据库：{ $cause }；请检查磁盘和权限，或将该文件移到别处，以重新开始记录历史
err-store-no-wal = 位于 { $path } 的历史记录数据库无法使用预写日志（日志模式仍为 { $mode }）；请将历史记录保存在本地磁盘上
err-store-too-new = 位于 { $path } 的历史记录数据库由较新版本的 GenDesk 写入（架构版本 { $found }，此版本最高支持 { $supported }）；它未被改动——请更新 GenDesk，或将该文件移到别处，以重新开始记录历史
err-store-migration = 将位于 { $path } 的历史记录数据库升级到架构版本 { $version } 失败：{ $cause }；它仍为版本 { $version_before }——请检查磁盘可用空间并重启 GenDesk
err-store-busy = 位于 { $path } 的历史记录数据库在“{ $doing }”期间一直被锁定；可能有另一个 GenDesk 窗口或备份工具正在使用它——请将其关闭后重试
err-store-disk-full = 存放历史记录数据库 { $path } 的磁盘已满（{ $doing }）；请释放一些空间
err-store-conflict = “{ $doing }”与历史记录中已有的内容冲突：{ $cause }
err-store-database = 位于 { $path } 的历史记录数据库在“{ $doing }”时出错：{ $cause }；如果反复出现，请检查磁盘和权限
err-store-not-found = { $what } { $id } 不在历史记录中；它可能已随其配置一起被删除
err-store-wrong-phase = 任务行 { $row } 处于 `{ $phase }` 阶段，因此无法执行“{ $action }”
err-store-duplicate-task-id = 任务 { $task_id } 已记录为此配置的任务行 { $existing }；服务返回了一个之前给过的 ID
err-store-file-name-taken = 另一个下载已在写入 { $target_dir } 中的 { $file_name }；请换一个名称
err-store-invalid-input = 历史记录无法记录此内容：{ $detail }

## Profiles (config/profiles.rs).

err-profiles-io = 无法{ $action ->
        [read] 读取
       *[other] 保存
    }配置列表文件 { $path }：{ $cause }；请检查该文件夹的权限和可用空间
err-profiles-damaged = 配置列表文件 { $path } 已损坏（{ $reason }）；请修复或将其移走，GenDesk 将在没有配置的情况下启动
err-profiles-duplicate-name = 名为 { $name } 的配置已存在；请换一个名称
err-profiles-not-found = 没有名为 { $name } 的配置
err-profiles-empty-name = 配置需要一个名称

## Network settings (config/network.rs).

err-network-no-host = 自定义代理没有主机；请在“网络”设置中输入其名称或地址
err-network-address = 自定义代理的地址不可用：{ $reason }
err-network-ca-file = 无法读取额外的证书颁发机构文件 { $path }（{ $reason }）；请在“网络”设置中选择其他文件，或将其移除
err-network-password = 无法读取代理密码（{ $reason }）；请在“网络”设置中重新输入
err-network-file = 无法{ $action ->
        [read] 读取
       *[other] 保存
    }网络设置文件 { $path }（{ $reason }）

## The system keyring (config/secrets.rs).

err-secrets-keyring = 系统密钥环无法{ $action ->
        [store] 保存
        [read] 读取
       *[other] 删除
    }“{ $what }”：{ $reason }。您可以仅在本次会话中保留“{ $what }”，直到 GenDesk 关闭
err-secrets-stored = 密钥环中保存的 API 密钥不可用（{ $reason }）；请在配置中重新输入
err-secrets-unreadable-secrets = 密钥环中保存的 Webhook 签名密钥无法读取（{ $reason }）；GenDesk 会重新从服务获取当前密钥，但用旧版本签名的投递要等到重新获知这些版本后才能校验

## GenDesk's folders (config/paths.rs).

err-paths-no-home = 找不到用于存放 GenDesk 设置的主文件夹；请用 --data-dir <folder> 启动它

## One GenDesk per data folder (instance/mod.rs).

err-instance-lock-file = GenDesk 无法创建其锁文件 { $path }：{ $cause }。请检查数据文件夹是否可写
err-instance-socket = GenDesk 无法打开其本地套接字（{ $name }），再次启动时需要通过它将此窗口切到前台：{ $cause }

## The log file (logging.rs).

err-logging-folder = 无法创建日志文件夹 { $path }：{ $cause }
err-logging-already-set = 日志已经设置过：{ $reason }

## The engine (engine/mod.rs, engine/store_handle.rs).

err-engine-store-join = 历史记录数据库的后台进程意外停止：{ $reason }
err-engine-runtime = 后台进程无法启动：{ $cause }
err-engine-busy = GenDesk 仍在处理之前的请求；请稍后重试
err-engine-stopped = 后台进程已停止；请重启 GenDesk

## Provenance records: the prompt and settings written into a downloaded file (provenance/mod.rs).

err-provenance-damaged = 该文件不是完整的 { $format } 文件：{ $detail }
err-provenance-too-large = 记录太大，无法放入 { $format } 文件
err-provenance-unsupported = { $format } 无法写入记录
err-provenance-encode = 无法编码记录：{ $reason }
err-provenance-io = 无法读取或写入该文件：{ $cause }

## The window (src/ui/mod.rs).

err-ui-window = 无法打开 GenDesk 窗口：{ $reason }。在 Linux 上，请检查桌面会话（X11 或 Wayland）是否正在运行

## Portable use (portable/): the marker beside GenDesk and the encrypted keys' file.
err-portable-io = 无法读取或写入便携标记文件 { $file }：{ $reason }
err-portable-marker = 无法理解便携标记文件 { $file }（{ $reason }）；请让它保持为空，或在其中写 keys = "file" 或 keys = "keyring"
err-key-file-wrong-passphrase = 此口令无法打开密钥；请按首次保存时的样子准确地再输入一次
err-key-file-empty-passphrase = 请选择一个口令来保护密钥
err-key-file-io = 无法读取或写入密钥文件 { $file }：{ $reason }
err-key-file-damaged = 密钥文件 { $file } 已损坏或被修改（{ $reason }）；请从备份中恢复，或删除它以在没有密钥的情况下开始
