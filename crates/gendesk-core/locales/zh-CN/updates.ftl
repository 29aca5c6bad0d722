# Updates of GenDesk and of the model catalogue: the bar, About and the Settings section.

## 关于

update-about = 关于 GenDesk
update-about-tagline = 异步生成服务的桌面客户端。
update-about-distribution = 此版本是为发行版软件包构建的：GenDesk 不会自行更新，新版本由软件包管理器提供。
update-about-automatic = GenDesk 启动时检查新版本，每天最多一次（设置 › 更新）。
update-about-manual = 自动检查更新已关闭（设置 › 更新）。
update-about-feed = 更新源：{ $url }
update-about-data-folder = 打开数据文件夹
update-about-settings-folder = 打开设置文件夹
# The About window's facts (about.rs); $commit is a code, $day the build's day (YYYY-MM-DD).
update-about-build = 构建
update-about-build-value = 提交 { $commit }，{ $day }
update-about-renderer = 渲染器
update-about-system = 系统
update-about-data = 数据文件夹
update-about-copy = 复制这些信息
    .hint = 用于问题报告：版本、提交、渲染器、系统和数据文件夹
update-about-copied = 已复制此 GenDesk 的信息。
update-about-licences = 第三方许可证

## 更新提示栏

update-failed = 无法安装 GenDesk { $version }：
update-try-again = 重试
update-later = 稍后
    .hint = 在 GenDesk 下次启动前不再显示
update-available = GenDesk { $version } 已发布（当前为 { $running }）。
update-required = 此版本过旧，已无法继续与服务配合使用。
update-update = 更新
    .hint = 下载、校验并安装
update-download = 下载
update-skip = 跳过此版本
    .hint = 不再提示此版本
update-notes-show = 新功能
update-notes-hide = 隐藏新功能
update-downloading = 正在下载 GenDesk { $version }：{ $done }
update-downloading-of = 正在下载 GenDesk { $version }：{ $done } / { $total }
update-cancel = 取消
update-installed = GenDesk { $version } 已安装。重启 GenDesk 即可使用。
update-restart = 立即重启
update-installer-running = GenDesk { $version } 安装程序正在运行；完成后 GenDesk 会关闭并重新启动。
update-downloaded = GenDesk { $version } 已下载并通过校验。
update-open-package = 打开安装包
update-show-in-folder = 在文件夹中显示

## 设置 → 更新

update-settings = 更新
update-settings-distribution = GenDesk { $version } 是为发行版软件包构建的：新版本由其软件包管理器提供。
update-settings-broken = 修复以下问题前无法更改更新设置：{ $error }
update-settings-reading = 正在读取更新设置…
update-automatic = GenDesk 启动时检查新版本（每天最多一次）
    .hint = 仅普通下载项目的更新源：不会发送任何关于您或这台电脑的信息
update-feed = 更新源
    .hint = 留空：使用项目的更新源。组织可以使用自己的镜像。
update-check-now = 立即检查
update-checking = 正在检查…
update-this-is = 当前为 GenDesk { $version }。
update-never-checked = 尚未检查。
update-checked-now = 刚刚检查过。
update-checked-minutes = { $count ->
       *[other] 上次检查于 { $count } 分钟前。
    }
update-checked-hours = { $count ->
       *[other] 上次检查于 { $count } 小时前。
    }
update-checked-days = { $count ->
       *[other] 上次检查于 { $count } 天前。
    }

## 通知

update-not-saved = 更新设置未保存：{ $error }
update-check-failed = 检查失败：{ $error }
update-up-to-date = GenDesk { $version } 已是最新版本。
update-is-available = GenDesk { $version } 已发布。
update-download-stopped = 更新下载已停止；点击“更新”会从中断处继续。
update-catalogue = 模型目录已更新。
update-catalogue-one = 模型目录已更新：新增模型 { $model }。
update-catalogue-many = 模型目录已更新：新增 { $count } 个模型（{ $models }）。

# The kinds of package an update feed offers (named in update errors).
update-kind-windows-installer = Windows 安装程序

update-kind-linux-tar-gz = Linux tar.gz

update-kind-deb = Debian 软件包（.deb）

update-kind-macos-dmg = macOS 磁盘映像（.dmg）
