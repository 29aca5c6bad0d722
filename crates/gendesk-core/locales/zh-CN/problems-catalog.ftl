# 模型目录、更新源或正在安装的更新出了什么问题，以及参考图或其托管位置出了什么问题：
# err-catalog-…、err-update-… 和 err-references-… 消息中的原因，以及几条独立的句子。

## 字段本身不接受的默认值（catalog/field_doc.rs）：err-catalog-field-bad-default 的 $reason。
## $values 是字段的取值，为 JSON 列表。

problem-catalog-default-text = 该字段应为文本
problem-catalog-default-enum = 它不在该字段的取值 { $values } 之中
problem-catalog-default-bool = 该字段只能为 true 或 false
problem-catalog-default-integer = 该字段应为整数
problem-catalog-default-bounds = 它超出了该字段的范围
problem-catalog-default-number = 该字段应为数字
problem-catalog-default-urls = 该字段应为 URL 列表

## 每类模型的公共字段（catalog/template.rs）。$kind 是类别代码（image、video、audio）；$key 是带引号的字段键。

problem-catalog-template-missing-field = { $kind } 模型缺少 { $key } 字段
problem-catalog-template-field-twice = { $kind } 模型将字段 { $key } 列出了两次

## 更新源及其签名（update/feed.rs、update/signature.rs、update/updater.rs）：err-update-malformed、
## err-update-signature-unreadable 和 err-update-feed-address 的 $reason。$found 和 $expected 是格式编号；
## $limit 是字符数；$sha256 是带引号的原值。

problem-catalog-feed-format = 格式为 { $found }，而预期为 { $expected }；更新版本的 GenDesk 或许能读取
problem-catalog-feed-notes-too-long = 更新说明超过 { $limit } 个字符
# 指明原因所涉及的文件：$what 是下面的“模型目录”或一种安装包类型（update-kind-…）。
problem-catalog-feed-file = { $what }：{ $reason }
problem-catalog-feed-catalogue = 模型目录
problem-catalog-feed-zero-size = 大小为 0 字节
problem-catalog-feed-bad-sha256 = sha256 { $sha256 } 不是 64 位小写十六进制数字
problem-catalog-feed-address-scheme = 它必须以 https:// 开头（或以 http:// 开头并指向这台电脑）
problem-catalog-signature-not-text = 它不是文本
problem-catalog-signature-legacy = 它是用 minisign 的旧模式生成的；请用 `minisign -S`（哈希模式）签名

## 来自更新源的模型目录（update/catalog_store.rs）。$path 是文件；$cause 是系统的说明，常为英文；
## $why 是已存目录的问题；$found 和 $expected 是目录版本。

problem-catalog-stored-unreadable = 无法读取 { $path }（{ $cause }）
problem-catalog-stored-passed-over = 无法使用更新后的模型目录（{ $why }），因此显示内置目录。
problem-catalog-update-not-utf8 = 它不是 UTF-8 文本
problem-catalog-update-version-mismatch = 它的版本为 { $found }，而已签名的更新源写的是 { $expected }

## GenDesk 为何不自行安装更新（update/install/mod.rs），显示在更新通知下方。

problem-catalog-announce-system-package = GenDesk 是由系统的软件包管理器安装的，新版本也由它安装。
problem-catalog-announce-not-writable = 当前用户无法更改 GenDesk 所在的文件夹，因此需要手动安装新版本。
problem-catalog-announce-macos = 在 macOS 上，新版本需从其磁盘映像安装。
problem-catalog-announce-not-installed = 此 GenDesk 不是从安装包安装的，因此无法替换自身。

## 安装更新（update/install/tarball.rs、update/install/windows.rs）：err-update-install 的 $reason。
## $cause 是系统的说明，常为英文；$why 是下面某条版本消息或系统的说明；$status 是程序的退出方式，
## 为英文；$line 是它的输出，带引号；$version 是预期的版本。

problem-catalog-install-unpack = 无法解压归档：{ $cause }
problem-catalog-install-no-folder = 归档中没有唯一一个包含 bin/gendesk 的文件夹
problem-catalog-install-no-start = 新版本未能启动（{ $why }）
problem-catalog-install-version-timeout = --version 在 { $seconds } 秒内没有响应
problem-catalog-install-version-exit = --version 以 { $status } 退出
problem-catalog-install-version-wrong = 它输出的是 { $line }，而不是版本 { $version }
problem-catalog-install-replace = 无法替换程序文件：{ $cause }
problem-catalog-install-installer = 无法启动安装程序：{ $cause }

## 参考图（references/bucket.rs、picture.rs、sandbox_upload.rs）：err-references-… 消息中的原因。
## $cause 是系统或解码器的说明，常为英文；$width 和 $height 是像素数。

problem-catalog-bucket-endpoint = 端点：{ $cause }
problem-catalog-bucket-no-name = 没有存储桶名称
problem-catalog-bucket-read-back = 读回的测试文件与写入的内容不同
problem-catalog-picture-no-pixels = 文件头写明 { $width } × { $height } 像素：其中没有图像
problem-catalog-picture-too-many-pixels = { $width }×{ $height } 像素超出了 GenDesk 能解码的范围
problem-catalog-sandbox-unreadable-answer = 无法读取的应答（{ $cause }）
problem-catalog-sandbox-no-url = 应答中没有 url
