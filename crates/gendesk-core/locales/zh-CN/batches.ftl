# 批次：批次编辑器与发送、“批次”视图与批次详情、预设。

## “批次”视图：列表

batch-reading-list = 正在读取批次…
batch-select-hint = 在左侧选择一个批次即可查看其中的批次项。
batch-empty-title = 还没有批次
batch-empty-body = 一个批次可在一次请求中安全地发送同一模型的最多 { $max } 个任务：即使连接中断，GenDesk 也会重新发送同一请求，不会重复扣费。更多的批次项会拆分成多个批次，作为一次运行放在一起。
batch-empty-make = 在“创作”中新建批次
    .hint = 创作 { $arrow } 批次：表单副本、提示词列表、取值网格，或 CSV／JSONL／文本文件
batch-count-not-sent = { $count } 个未发送
batch-count-accepted = { $count } 个已受理
batch-count-reused = { $count } 个已复用
batch-count-rejected = { $count } 个被拒
batch-count-open = { $count } 个排队中或运行中
batch-count-succeeded = { $count } 个成功
batch-count-failed = { $count } 个失败
batch-status-sending-again = 正在重新发送
batch-status-sending = 正在发送
batch-status-needs-you = 需要您处理
batch-status-refused = 已被拒绝
batch-status-queued = 排队中
batch-status-running = 运行中
batch-status-completed = 已完成
batch-status-completed-with-errors = 已完成（有错误）
batch-name-in-run = 批次 { $index }／{ $size }
batch-name = 批次 #{ $batch }
batch-run-header = 运行 #{ $run } · { $items } 个批次项，共 { $batches } 个批次
batch-row-items = { $count } 个批次项
batch-row-hint = { $name }：点击查看其中的批次项
batch-reader-not-started = 批次列表无法启动读取程序（{ $error }）。请关闭一些程序后重新打开该配置。
batch-list-unreadable = 无法读取批次：{ $error }。
batch-items-unreadable = 无法读取该批次：{ $error }。

## “批次”视图：单个批次

batch-made-at = • 创建于 { $time }
batch-service-id = • 服务端批次 { $id }
batch-origin-fix-rejected = 由批次 #{ $batch } 中被拒并已修正的批次项生成。
batch-origin-retry-failed = 由批次 #{ $batch } 中失败的批次项生成，已作为新任务重新发送。
batch-filter-show = 显示：
batch-filter-all = 全部
batch-filter-open = 排队中或运行中
batch-filter-succeeded = 成功
batch-filter-failed = 失败
batch-filter-rejected = 被拒
batch-filter-no-match = 没有符合此筛选条件的批次项。
batch-reading-items = 正在读取批次项…
batch-not-accepted-waiting = 尚未受理：{ $error }
batch-not-accepted-resending = 尚未受理：{ $error } GenDesk 会自动重新发送同一请求。
batch-being-sent = 已记录，正在发送到服务。
batch-send-again = 重新发送
    .hint = 发送完全相同的请求（相同的字节和幂等键）：服务绝不会重复创建这些任务
batch-send-again-note = 相同请求、相同密钥：不会重复扣费。
batch-refused-whole = 服务拒绝了整个批次：{ $reason } 未创建任何任务，也未扣费。
batch-refused-whole-no-reason = 服务拒绝了整个批次，未说明原因。未创建任何任务，也未扣费。
batch-replayed = 服务识别出此批次来自之前的一次发送（响应在途中丢失），未重复扣费。
batch-reused-items = { $count } 个批次项复用了同一批次项键下已有的任务，未重复扣费。
batch-refresh-status = 刷新状态
batch-download-all = 下载全部结果
    .hint = 将此批次的每个结果保存到单独的文件夹，并附上列出每个批次项的 manifest.csv 和 manifest.jsonl
    .nothing-yet = 还没有成功的批次项
batch-download-run = 下载整个运行
batch-fix-rejected = 修正被拒的批次项（{ $count }）
    .hint = 在批次编辑器中打开它们，并附上服务给出的原因；发送后会用新密钥生成新批次
batch-retry-failed = 重试失败的批次项（{ $count }）
batch-downloading = 正在下载第 { $done } 个文件，共 { $total } 个
batch-downloaded = 已将 { $count } 个文件和清单保存到 { $folder }
batch-open-folder = 打开文件夹
batch-retry-confirm = 将 { $count } 个失败的批次项作为新批次重新发送？它们会成为新任务并再次付费；失败的任务已退款。
batch-retry-send = 发送 { $count } 个新的付费任务
batch-retry-cancel = 取消
    .hint = 取消（Esc）
batch-item-state-not-sent = 未发送
batch-item-state-queued = 排队中
batch-item-state-running = 运行中
batch-item-state-succeeded = 成功
batch-item-state-failed = 失败
batch-item-state-rejected = 被拒
batch-item-rejected-hint = 被拒（{ $code }）：{ $message }。{ $hint }
batch-item-rejected = 被拒（{ $code }）：{ $message }。请修正该批次项后重新发送。
    .no-code = 无代码
    .no-reason = 服务未给出原因
batch-item-failed-code-message = 失败（{ $code }，{ $category }）：“{ $message }”{ $meaning } { $hint }
batch-item-failed-code = 失败（{ $code }，{ $category }）：{ $meaning } { $hint }
batch-item-failed-message = 失败：“{ $message }”
batch-item-failed = 失败
batch-item-open-task = 打开任务
    .hint = 在“活动”中显示此批次项的任务

## 批次编辑器（创作 → 批次）

batch-items-from = 批次项来源
batch-source-copies = 表单副本
batch-source-prompts = 提示词列表
batch-source-file = 文件
batch-source-grid = 网格
batch-source-fix = 待修正项
batch-copies = 表单副本数：
    .hint = 多次使用相同输入，例如用来比较效果
batch-copies-range = 1 到 { $max }；超过 { $per_batch } 个时分成多个批次发送
batch-prompts-intro = 每行一个提示词；其他字段都取自表单。
batch-prompts = 提示词，每行一个
    .example =
        雪中的红狐狸
        黄昏时的灯塔
        …
batch-fix-intro = 这些批次项从已发送的批次中退回，原因见下方。请修正它们（编辑左侧表单可更改所有批次项，也可在此修改单个批次项的提示词），然后用新密钥作为新批次发送。
batch-grid-no-field = 此模型没有可供变化取值的列表字段。
batch-grid-vary = 变化字段
batch-grid-prompts-intro = 提示词，每行一个（留空则使用表单的提示词）：
batch-grid-prompts = 网格提示词
batch-item-count = { $count } 个批次项
batch-items-need-fixing = { $count } 个需要修正
batch-remove-invalid = 移除有问题的批次项
batch-empty-prompts = 请在上方输入或粘贴提示词，每行一个。
batch-empty-file = 请选择一个文件，或将文件拖放到窗口上。
batch-empty-grid = 请至少勾选一个值。
batch-empty-items = 没有批次项。
batch-item-id = 批次项 { $number } 的客户端项 ID
batch-item-prompt = 批次项 { $number } 的提示词
batch-item-remove = 移除
batch-item-done = 完成
batch-item-edit = 编辑
batch-item-no-prompt = （无提示词）
batch-item-problem-more = { $problem }（另有 { $more } 个）
batch-item-ready-was = 就绪；之前：{ $note }
batch-item-ready = 就绪
batch-item-ready-differs = 就绪 · { $differences }

## 发送：发送栏与发送前确认窗口

batch-items-to-batches = { $items } 个批次项 { $arrow } { $batches } 个批次
batch-send-items = 发送 { $count } 个批次项…
    .hint = 在付费前显示将要发送的内容及费用
batch-send-no-items = 还没有批次项。
batch-send-none-ready = { $count ->
    [one] 该批次项尚未就绪：请修正或移除它。
   *[other] { $count } 个批次项都未就绪：请修正或移除标记的批次项。
}
batch-send-with-problems = { $count } 个有问题的批次项会留在这里，不会发送。
batch-preflight-title = 发送批次
batch-preflight-not-covered = 余额不足以支付预估费用：服务会拒绝无法全额扣费的批次（402）。请充值，或减少发送的批次项。
batch-preflight-webhook-intro = Webhook URL（可选）：服务会为每个批次项向此地址发送一条签名事件。
batch-preflight-webhook-url = Webhook URL
batch-preflight-safety = 每个批次在发送前都会连同幂等键一起记录；即使连接中断，GenDesk 也会重新发送同一请求，不会重复扣费。
batch-preflight-send = 发送 { $count } 个付费任务
batch-preflight-cancel = 取消
batch-nothing-sent = 未发送任何内容：{ $error }。
batch-preflight-model = 模型
batch-preflight-items = 批次项
batch-preflight-not-sent = 不发送
batch-preflight-with-problems = { $count } 个有问题的批次项
batch-preflight-cost = 预估费用
batch-preflight-cost-unknown = 未知（服务未公布价格）
batch-preflight-balance = 余额
batch-preflight-balance-unknown = 暂不可知
batch-preflight-receiver = GenDesk 的接收器：每次投递都会经过验证并显示在 Webhook 中，并立即完成对应的批次项。
batch-preflight-no-webhooks = 不使用 Webhook
batch-preflight-use-receiver = 使用 GenDesk 的接收器

## 预设（创作 → 预设）

preset-menu = 预设
preset-menu-count = 预设（{ $count }）
preset-save-as = 存为预设…
    .hint = 以一个名称保存整个表单（模型、提示词、字段、参考图、高级选项）
preset-import = 导入…
    .hint = 添加他人导出的文件中的预设
preset-reading = 正在读取预设…
preset-none-yet = 还没有预设。“存为预设…”可保存此表单以便再次使用。
preset-apply = 应用
    .hint = 用此预设填充表单
preset-rename = 重命名…
preset-duplicate = 复制
preset-export = 导出…
    .hint = 将此预设保存为文件以便分享
preset-delete = 删除…
preset-rename-title = 重命名预设
preset-save-title = 存为预设
preset-name = 名称
preset-name-taken = 已有同名预设：保存将替换它。
preset-rename-confirm = 重命名
preset-save-confirm = 保存
preset-cancel = 取消
preset-delete-title = 删除预设？
preset-delete-question = 删除预设“{ $name }”？用它发送的任务不受影响。
preset-delete-confirm = 删除

## 批次编辑器的“文件”来源

batch-file-path = 文件路径
    .example = /home/me/prompts.csv
batch-file-open = 打开
batch-file-choose = 选择文件…
    .hint = 带表头行和 prompt 列的 CSV、JSON Lines（每行一个批次项输入），或纯文本（每行一个提示词）
batch-file-reading = 正在读取文件…
batch-file-or-drop = 或将 .csv、.jsonl 或 .txt 文件拖放到窗口上，或输入其路径：
batch-file-columns-help = CSV 的列对应模型的字段（prompt 为必填；image_urls 用 | 或空格分隔；可选的 client_item_id 列用于命名批次项）。
batch-file-read = { $file }：已按 { $format } 读取 { $count } 行。
batch-file-unknown-columns = { $model } 不认识的列：
batch-file-column-ignore = 忽略
batch-file-column-extra = 作为额外字段发送
batch-file-blocked = { $count } 行在发送前被拦下（请在文件中修正后重新选择该文件）：
batch-file-row-problem = 第 { $line } 行：{ $problem }

## 批次和预设的通知与文件对话框

batch-retry-unreadable-item = 无法读回批次项 { $item }（{ $error }），未发送任何内容。请改在“创作”中像“修正被拒的批次项”那样编辑。
batch-retry-nothing-sent = 未发送任何内容：{ $error }
batch-file-dialog-title = 选择批次项文件
batch-file-dialog-filter = 批次项（CSV、JSON Lines、文本）
batch-file-dialog-all = 所有文件
batch-file-dialog-instead = 请改为将文件拖放到窗口上，或在“选择文件…”旁输入其路径
batch-file-no-model = 请先在“创作”中选择模型；文件的列会对应到它的字段。
preset-saved = 表单已保存为预设“{ $name }”。
preset-renamed = 预设“{ $from }”已重命名为“{ $to }”。
preset-duplicated = 已添加“{ $name }”的副本。
preset-missing = 没有名为“{ $name }”的预设。
preset-deleted = 已删除预设“{ $name }”。
preset-still-reading = 仍在读取预设，请稍后再试。
preset-export-title = 导出预设
preset-dialog-filter = GenDesk 预设
preset-export-instead = 预设保存在 { $folder }，请改为从那里复制
preset-not-exported = 未导出任何内容。
preset-exported = 预设已保存到 { $path }。在 GenDesk 中导入即可使用。
preset-import-title = 导入预设
preset-import-instead = 请改为将预设文件复制到 GenDesk 的预设文件夹
preset-import-empty = 该文件中没有预设。
preset-import-still-reading = 仍在读取预设，请稍后再导入该文件。
preset-imported-one = 已添加预设“{ $name }”。
preset-imported = 已添加 { $count } 个预设：{ $names }。

# The kinds of file a batch is read from (a picker and "…read as { $format }").
batch-source-csv = CSV

batch-source-jsonl = JSON Lines

batch-source-text = 提示词列表（每行一个）

# A batch in the list as a screen reader says it: $name ("Batch 12" or its own name), $status ("running"…), $items ("40 items").
batch-row-name = { $name }：{ $status }，{ $items }

# Renaming or saving a preset under a name another preset has; $name is that name.
preset-name-in-use = 已存在名为“{ $name }”的预设；请换一个名称。

preset-name-unknown = 没有名为“{ $name }”的预设。

preset-name-empty = 请为预设命名。

# $max is the longest name allowed, in characters.
preset-name-too-long = 预设名称最多 { $max } 个字符。
