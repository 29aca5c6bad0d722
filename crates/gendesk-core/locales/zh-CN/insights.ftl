# 统计视图：支出、各模型数据、批次数据、筛选。

insights-title = 统计
insights-export = 导出…
insights-working = 正在计算数据…
insights-reader-stopped = 统计的读取器已停止。请重新打开配置以再次启动它。
insights-reader-not-started = 统计无法启动读取器（{ $reason }）。请关闭一些程序，然后重新打开配置。
insights-read-failed = 无法读取数据：{ $reason }。

insights-filter-period = 时间段
insights-period-today = 今天
insights-period-week = 最近 7 天
insights-period-month = 最近 30 天
insights-period-all = 全部时间
insights-period-range = 日期…
insights-filter-from = 从
insights-filter-to = 到
insights-bad-dates = 无法使用这些日期：{ $reason }。
insights-filter-profiles = 配置
insights-profile-this = 当前配置
insights-profile-every = 所有配置
insights-filter-kind = 类型
insights-kind-any = 全部类型
insights-kind-image = 图片
insights-kind-video = 视频
insights-kind-audio = 音频
insights-filter-model = 模型
insights-model-any = 全部模型
insights-clear-filters = 清除筛选

insights-card-spent = 已花费
insights-card-unpriced = { $count ->
   *[other] + { $count } 个任务没有价格
}
insights-card-tasks = 任务
insights-card-outcomes = { $succeeded } 个成功 · { $failed } 个失败
insights-card-success-rate = 成功率
insights-card-median = 处理时间中位数
insights-card-p90 = p90 { $time }
insights-card-balance = 余额
insights-nothing-spent = 此时间段内没有花费

insights-section-spend = 支出趋势
insights-spend-none = 此时间段内没有已知价格的花费。
insights-spend-axis = 已花费
insights-balance-axis = 余额
insights-balance-one = 此时间段内只有一个余额数据（{ $amount }），绘制曲线至少需要两个。完成一些任务后，请在顶部栏刷新余额以绘制曲线。
insights-balance-none = 此时间段内没有报告余额。
insights-runway = 余额 { $balance } · 每天约花费 { $per_day } · { $lasts }
insights-runway-idle = 余额 { $balance } · 此时间段内没有花费
insights-lasts-under-a-day = 按此速度不到一天就会用完
insights-lasts-over-ten-years = 按此速度可用十年以上
insights-lasts-days = { $count ->
   *[other] 按此速度约可用 { $count } 天
}

insights-section-models = 按模型
insights-sort-hint = 按此列排序；再次点击可反向排序
insights-model-column-model = 模型
insights-model-column-tasks = 任务
insights-model-column-succeeded = 成功
insights-model-column-fail-codes = 失败代码
insights-model-column-median = 时间中位数
insights-model-column-p90 = p90
insights-model-column-longest = 最长
insights-model-column-queue = 排队（中位数）
    .hint = 在服务端开始处理前的等待时间
insights-model-column-to-file = 到文件（中位数）
    .hint = 从发送到第一个结果保存到此电脑的时间，仅统计 GenDesk 下载过的任务
insights-model-column-spent = 已花费
insights-model-column-per-success = 每次成功
insights-model-show-tasks = 在“活动”中显示这些任务
insights-model-all = 所有模型
insights-model-succeeded = { $count }（{ $percent }%）
insights-model-no-fail-codes = 无
insights-fail-code-about = { $category }：{ $meaning }
insights-fail-code-unknown = GenDesk 不认识这个代码。
insights-fail-code-click =
    { $about }
    点击可在“活动”中显示失败的任务。
insights-amount-unpriced = { $amount } + { $count } 个无价格
insights-model-spent-measured = { $count ->
   *[other] 根据 GenDesk 已知的价格估算。按余额实测 { $count } 个任务：{ $amount }。
}
insights-model-spent-estimated = 根据 GenDesk 发送任务时已知的价格估算；失败的任务会退款，不计入。
insights-times-none = 此时间段内还没有任务有处理时间。
insights-times-bar = { $model }：中位数 { $median }，p90 { $p90 }，最长 { $longest }
insights-times-axis = 处理时间中位数（秒）
insights-times-chart = 处理时间中位数

insights-section-batches = 批次和运行
insights-batches-none = 此时间段内没有批次。
insights-batch-column-batch = 批次
insights-batch-column-model = 模型
insights-batch-column-sent = 发送时间
insights-batch-column-items = 批次项
insights-batch-column-estimate = 预估
insights-batch-column-accepted = 已接受的费用
insights-batch-column-spent = 已花费
insights-batch-column-outcome = 结果
insights-batch-column-rate = 项/分钟
insights-batch-column-times = 排队 · 处理（中位数）
insights-batch-run = { $count } 个批次的运行
insights-batch-open = 在“批次”中打开此批次
insights-batches-show-all = 显示全部 { $count } 行
insights-batch-items = 已发送 { $sent } 个，已接受 { $accepted } 个
insights-batch-spent-hint = 已接受批次项的预估费用，减去失败的任务（已退款）。
insights-batch-outcome = { $succeeded } 个成功，{ $failed } 个失败
insights-footnote = 费用是 GenDesk 根据发送每个任务时已知的价格估算的；失败的任务会退款，不计入。计算用时 { $milliseconds } 毫秒。

insights-empty-title = 这里还没有可统计的内容
insights-empty-text = 统计会根据此电脑上的历史记录，汇总 GenDesk 发送的任务和批次、它们的费用和用时。在所选时间段和筛选条件下没有发送任何内容。
insights-empty-balance = 您的余额：{ $amount }。
insights-show-all-time = 显示全部时间
insights-go-compose = 去“创作”生成内容

insights-report-none = 此时间段内没有任务。
insights-report-column-model = 模型
insights-report-column-tasks = 任务
insights-report-column-ok = 成功
insights-report-column-failed = 失败
insights-report-column-p50 = p50
insights-report-column-p90 = p90
insights-report-column-max = 最长
insights-report-column-spent = 已花费
insights-report-column-measured = 实测
insights-report-total = 合计
insights-report-measured = { $count ->
   *[other] { $amount }（{ $count } 个任务）
}
insights-report-failures = 失败：
insights-report-note = 时间为成功任务的处理时间；“已花费”按 GenDesk 发送时已知的价格计算（失败的任务会退款，不计入）；“实测”是单独发送的任务前后余额的减少量。
insights-report-balance = { $count ->
   *[other] 余额：{ $first }（{ $first_time }）→ { $last }（{ $last_time }），{ $count } 次应答
}
insights-report-balance-none = 余额：此时间段内没有应答。

insights-export-models-csv = 按模型汇总表（CSV）

insights-export-spend-csv = 支出趋势（CSV）

insights-export-balance-csv = 余额趋势（CSV）

insights-export-batches-csv = 批次（CSV）

insights-export-all-json = 全部（JSON）

# The batches table's name for a screen reader.
insights-batches-table-name = 批次

# The per-model table's name for a screen reader.
insights-models-table-name = 模型

# A week's bar in the spend chart: $day is its first day ("23 Nov").
insights-week-of = { $day } 当周
