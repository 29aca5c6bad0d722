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
