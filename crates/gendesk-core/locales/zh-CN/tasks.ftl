# Tasks: the Activity view, a task's detail and results, live progress, jobs.

activity-reading-history = 正在读取历史记录…
activity-reading-task = 正在读取任务…
activity-filter-state = 状态
activity-all-states = 所有状态
activity-filter-kind = 类型
activity-any-kind = 所有类型
activity-kind-image = 图片
activity-kind-video = 视频
activity-kind-audio = 音频
activity-filter-model = 模型
activity-filter-search = 搜索
    .hint = 提示词、模型或任务 ID
activity-since = { $time } 以来
    .hint = 仅显示此后发送的任务（来自统计）；点击显示全部
activity-clear-filters = 清除筛选
activity-task-count = { $count } 个任务
activity-read-file = 读取文件…
    .hint = 查看下载的图片、视频或音乐记录的生成方式（也可将文件拖放到此处）
activity-empty-heading = 还没有任务
activity-empty-text = 在“创作”中写下提示词并提交：您发送的每个任务都会实时显示在这里，从排队到结果。
activity-go-compose = 前往创作
activity-no-match-heading = 没有符合这些筛选条件的任务
activity-no-match-text = 更改或清除筛选条件，查看更多历史记录。
activity-clear-all-filters = 清除所有筛选
activity-column-state = 状态
activity-column-model = 模型
activity-column-prompt = 提示词
activity-column-time = 用时
activity-column-created = 创建时间
activity-row-name = 任务 { $number }：{ $state }，{ $model }，{ $prompt }

task-detail-heading = 任务 { $number }
task-close = 关闭
    .hint = 关闭详情（Esc）
task-reuse-settings = 复用设置
    .hint = 将此请求载入创作表单
task-check-now = 立即检查
    .hint = 立即向服务查询此任务的状态
task-latest-status = 最新状态
task-request-json = 请求 JSON
task-sending = 正在将任务发送到服务…
task-unknown-title = 结果未知
task-unknown-text = GenDesk 已发送此任务，但没有收到回复（连接中断、超时或服务内部错误）。服务可能已创建该任务并收费，也可能没有。
task-unknown-todo = 怎么办：请检查您的余额或服务的控制台是否有新任务。如果没有创建，请重新发送；GenDesk 从不自动重新发送付费任务。
task-send-again = 作为新任务重新发送…
task-rejected-title = 未被接受
task-rejected-text = 服务拒绝了此任务，因此没有创建任务，也没有收费。
task-rejected-todo = 请修改设置（“复用设置”会将其载入表单）后重新提交。
task-processing = 服务正在生成结果…（已用 { $minutes }:{ $seconds }）
task-queued = 在服务端排队中…（已用 { $minutes }:{ $seconds }）
task-last-check = 上次状态检查：{ $error }
task-failed-code = 失败：{ $code }
task-failed = 失败
task-service-said = 服务返回：“{ $message }”
task-what-to-do = 怎么办：{ $hint }
task-refunded = 失败的任务会退款。
task-retry = 作为新任务重试…
    .hint = 临时问题：同样的请求现在可能会成功
task-field-state = 状态
task-field-task-id = 任务 ID
task-field-kind = 类型
task-field-prompt = 提示词
task-field-created = 创建时间
task-field-accepted = 接受时间
task-field-completed = 完成时间
task-field-processing-time = 处理用时
task-field-fail-code = 失败代码
task-field-fail-message = 失败信息
task-field-results-expire = 结果过期时间
task-field-status-checks = 状态检查次数
task-field-batch = 批次
task-no-request = 此任务没有记录请求。
task-copy-json = 复制 JSON
task-retry-confirm-title = 作为新任务重试？
task-retry-confirm-text = 这会将同样的请求作为新任务再次发送。这是一个新的付费任务：失败的任务已退款，新任务会像其他任务一样收费。
task-retry-confirm-button = 发送新的付费任务
task-resend-confirm-title = 作为新任务重新发送？
task-resend-confirm-text = 第一次提交可能已经创建了任务。如果是这样，重新发送会创建第二个付费任务，您会被收费两次。请仅在确认没有创建任务后再重新发送。
task-resend-confirm-button = 重新发送（付费）
task-cancel = 取消

activity-history-unreadable = 无法读取历史记录：{ $problem }。
activity-reader-failed = 活动列表无法启动其读取程序（{ $problem }）。请关闭一些程序后重新打开配置。
task-countdown-hours = { $hours } 小时 { $minutes } 分钟
task-countdown-minutes = { $minutes } 分钟
task-notice-accepted = 服务已接受任务。可在活动中跟踪。
task-notice-download-cancelled = 下载已取消。已获取的部分会保留：重新下载会从中断处继续。
task-notice-failed = 一个任务失败了。
task-notice-failed-code = 一个任务失败了（{ $code }）。
task-notice-finished = 一个任务已成功完成。
task-notice-finished-many = { $count } 个任务已成功完成。
task-notice-recovered-unknown = 上次关闭 GenDesk 时有 { $count } 次提交被中断。它们已标记为“未知”：重新发送前请先在活动中确认，以免被收费两次。
task-notice-rejected = 任务未被接受。{ $problem }
task-notice-service-said = 服务返回：“{ $message }”
task-result-cancel-download = 取消
task-result-copy-image = 复制图片
    .hint = 复制图片本身，可粘贴到聊天或编辑器中
task-result-copy-path = 复制文件路径
    .hint = 用于粘贴到需要文件路径的地方
task-result-copy-url = 复制 URL
task-result-download = 下载
task-result-download-again = 重新下载
task-result-download-failed = 下载失败。
task-result-downloaded = 已下载
task-result-file = 文件
    .hint = 用系统打开
task-result-into-image-form = 用于图生图表单
task-result-into-video-form = 用于图生视频表单
task-result-link-expired-before = 文件下载之前链接已过期。
task-result-no-preview = 无预览
task-result-not-downloaded-expired = 未下载；链接已过期。
task-result-not-downloaded-gone = 未下载；链接已不可用。
task-result-open = 打开
    .hint = 使用系统默认应用打开
task-result-open-in-player = 在系统播放器中打开
task-result-path-copied = 已复制 { $name } 的路径。
task-result-preview = { $name } 的预览
    .hint = 打开完整图片（缩放和平移）
task-result-progress = { $done } / { $total }
task-result-show-in-folder = 在文件夹中显示
    .hint = 在文件管理器中选中该文件
task-result-title = { $kind ->
    [image] 图片 { $number }
    [video] 视频 { $number }
    [audio] 音轨 { $number }
   *[other] 文件 { $number }
    }
task-result-title-ext = { $kind ->
    [image] 图片 { $number }（{ $ext }）
    [video] 视频 { $number }（{ $ext }）
    [audio] 音轨 { $number }（{ $ext }）
   *[other] 文件 { $number }（{ $ext }）
    }
task-result-url-copied = 已复制 { $name } 的 URL。
task-result-use-as-reference = 用作参考图
task-results-count = { $count } 个结果
task-results-download-all = 全部下载
    .hint = 下载到 { $folder }
task-results-expired-nothing-more = 链接已过期，无法再下载。
task-results-gone-nothing-more = 链接已不可用，无法再下载。
task-results-links-expire = 链接将在 { $time } 后过期
    .hint = 结果链接在任务完成后 24 小时内有效。请下载您想保留的内容。
task-results-links-expired = 链接已过期；已下载的副本会保留
task-results-links-gone = 链接已不可用；已下载的副本会保留
    .hint = 生成这些链接的离线沙盒当时运行在与现在不同的地址（GenDesk 启动时其端口已被占用）。如需新链接，请重新生成结果。
task-results-open-folder = 打开文件夹
task-state-failed = 失败
task-state-finished = 已结束
task-state-pending = 排队中
task-state-processing = 运行中
task-state-rejected = 已拒绝
task-state-submitting = 提交中
task-state-success = 成功
task-state-unknown = 未知

# The task list as a screen reader names it; $count is how many tasks it holds.
activity-table-name = 任务，共 { $count } 个
