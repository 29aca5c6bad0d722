# The Insights view: spending, per-model figures, batch figures, filters.

insights-title = Insights
insights-export = Export…
insights-working = Working out the figures…
insights-reader-stopped = Insights' reader stopped. Reopen the profile to start it again.
# $reason is the system's message (English).
insights-reader-not-started = Insights could not start its reader ({ $reason }). Close some programs and reopen the profile.
insights-read-failed = The figures could not be read: { $reason }.

## The filter bar

insights-filter-period = Period
insights-period-today = Today
insights-period-week = Last 7 days
insights-period-month = Last 30 days
insights-period-all = All time
insights-period-range = Dates…
# Before and between the two dates of a range ("from 2026-11-01 to 2026-11-30").
insights-filter-from = from
insights-filter-to = to
# $reason says what is wrong with the dates typed.
insights-bad-dates = The dates can't be used: { $reason }.
insights-filter-profiles = Profiles
insights-profile-this = This profile
insights-profile-every = Every profile
insights-filter-kind = Kind
insights-kind-any = Any kind
insights-kind-image = image
insights-kind-video = video
insights-kind-audio = audio
insights-filter-model = Model
insights-model-any = Any model
insights-clear-filters = Clear filters

## The summary cards

insights-card-spent = Spent
insights-card-unpriced = { $count ->
    [one] + { $count } task without a price
   *[other] + { $count } tasks without a price
}
insights-card-tasks = Tasks
insights-card-outcomes = { $succeeded } succeeded · { $failed } failed
insights-card-success-rate = Success rate
insights-card-median = Median processing
# $time is a duration such as "4.2 s".
insights-card-p90 = p90 { $time }
insights-card-balance = Balance
insights-nothing-spent = nothing spent in this period

## Spend and balance

insights-section-spend = Spend over time
insights-spend-none = Nothing with a known price was spent in this period.
# Axis labels of the plots.
insights-spend-axis = spent
insights-balance-axis = balance
# $amount is money ("$9.50").
insights-balance-one = One balance in this period ({ $amount }); the line needs two. Refresh the balance from the top bar after some work to draw it.
insights-balance-none = No balance was reported in this period.
# $balance and $per_day are money; $lasts is one of the insights-lasts- messages.
insights-runway = Balance { $balance } · spending about { $per_day } a day · { $lasts }
insights-runway-idle = Balance { $balance } · nothing spent in this period
insights-lasts-under-a-day = runs out within a day at this rate
insights-lasts-over-ten-years = lasts over ten years at this rate
insights-lasts-days = { $count ->
    [one] lasts about { $count } day at this rate
   *[other] lasts about { $count } days at this rate
}

## Per model

insights-section-models = Per model
insights-sort-hint = Sort by this column; again to reverse
insights-model-column-model = Model
insights-model-column-tasks = Tasks
insights-model-column-succeeded = Succeeded
insights-model-column-fail-codes = Fail codes
insights-model-column-median = Median time
insights-model-column-p90 = p90
insights-model-column-longest = Longest
insights-model-column-queue = Queue (median)
    .hint = Waiting at the service before processing started
insights-model-column-to-file = To a file (median)
    .hint = From sending to the first result saved on this computer, for the tasks GenDesk downloaded
insights-model-column-spent = Spent
insights-model-column-per-success = Per success
insights-model-show-tasks = Show these tasks in Activity
insights-model-all = All models
# $count tasks succeeded; $percent is a whole number.
insights-model-succeeded = { $count } ({ $percent }%)
# No fail codes.
insights-model-no-fail-codes = none
# $category and $meaning describe a fail code (in English, from the service's documentation).
insights-fail-code-about = { $category }: { $meaning }
insights-fail-code-unknown = A code GenDesk does not know.
# $about is insights-fail-code-about or insights-fail-code-unknown.
insights-fail-code-click =
    { $about }
    Click to show the failed tasks in Activity.
# $amount is money; $count tasks or items had no known price.
insights-amount-unpriced = { $amount } + { $count } unpriced
insights-model-spent-measured = { $count ->
    [one] Estimated from the prices GenDesk knew. Measured by the balance for { $count } task: { $amount }.
   *[other] Estimated from the prices GenDesk knew. Measured by the balance for { $count } tasks: { $amount }.
}
insights-model-spent-estimated = Estimated from the prices GenDesk knew when it sent the tasks; failed tasks are refunded and not counted.
insights-times-none = No task in this period has a processing time yet.
# A bar of the chart. $median, $p90 and $longest are durations such as "4.2 s".
insights-times-bar = { $model }: median { $median }, p90 { $p90 }, longest { $longest }
insights-times-axis = median processing time, seconds
insights-times-chart = median processing time

## Batches and runs

insights-section-batches = Batches and runs
insights-batches-none = No batch in this period.
insights-batch-column-batch = Batch
insights-batch-column-model = Model
insights-batch-column-sent = Sent
insights-batch-column-items = Items
insights-batch-column-estimate = Estimate
insights-batch-column-accepted = Accepted cost
insights-batch-column-spent = Spent
insights-batch-column-outcome = Outcome
insights-batch-column-rate = Items/min
insights-batch-column-times = Queue · processing (median)
# A run is several batches sent together; $count is at least 2.
insights-batch-run = Run of { $count } batches
insights-batch-open = Open this batch in Batches
insights-batches-show-all = Show all { $count } rows
insights-batch-items = { $sent } sent, { $accepted } accepted
insights-batch-spent-hint = The accepted items' estimate, less the failed tasks (refunded).
insights-batch-outcome = { $succeeded } succeeded, { $failed } failed
# $milliseconds is how long the figures took to work out.
insights-footnote = Costs are GenDesk's estimates from the prices it knew when it sent each task; failed tasks are refunded and not counted. Worked out in { $milliseconds } ms.

## Nothing to show

insights-empty-title = Nothing to count here yet
insights-empty-text = Insights counts the tasks and batches GenDesk sent, what they cost and how long they took, from this computer's own history. Nothing was sent in the period and filters chosen.
insights-empty-balance = Your balance: { $amount }.
insights-show-all-time = Show all time
insights-go-compose = Make something in Compose

## `gendesk report`: the text report printed in a terminal

insights-report-none = No tasks in this period.
# Column headings; p50 and p90 are the median and the 90th percentile of the times.
insights-report-column-model = Model
insights-report-column-tasks = Tasks
insights-report-column-ok = OK
insights-report-column-failed = Failed
insights-report-column-p50 = p50
insights-report-column-p90 = p90
insights-report-column-max = max
insights-report-column-spent = Spent
insights-report-column-measured = Measured
insights-report-total = Total
# $amount is money; $count tasks were measured.
insights-report-measured = { $count ->
    [one] { $amount } ({ $count } task)
   *[other] { $amount } ({ $count } tasks)
}
insights-report-failures = Failures:
insights-report-note = Times are processing times of succeeded tasks; Spent is by the prices GenDesk knew when sending (failed tasks are refunded and not counted); Measured is the balance's drop around tasks sent alone.
# The first and last balance of the period, with their times; $count answers of the service.
insights-report-balance = { $count ->
    [one] Balance: { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } answer
   *[other] Balance: { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } answers
}
insights-report-balance-none = Balance: no answers in this period.

insights-export-models-csv = Per-model table (CSV)

insights-export-spend-csv = Spend over time (CSV)

insights-export-balance-csv = Balance over time (CSV)

insights-export-batches-csv = Batches (CSV)

insights-export-all-json = Everything (JSON)

# The batches table's name for a screen reader.
insights-batches-table-name = Batches

# The per-model table's name for a screen reader.
insights-models-table-name = Models

# A week's bar in the spend chart: $day is its first day ("23 Nov").
insights-week-of = week of { $day }
