# Tasks: the Activity view, a task's detail and results, live progress, jobs.

## The Activity view.

activity-reading-history = Reading your history…
activity-reading-task = Reading the task…
activity-filter-state = State
activity-all-states = All states
activity-filter-kind = Kind
activity-any-kind = Any kind
activity-kind-image = image
activity-kind-video = video
activity-kind-audio = audio
activity-filter-model = Model
activity-filter-search = Search
    .hint = prompt, model or task ID
# $time is a day and time (e.g. "Mar 3 14:05").
activity-since = Since { $time }
    .hint = Only tasks sent since then (from Insights); click to show all
activity-clear-filters = Clear filters
activity-task-count = { $count ->
    [one] { $count } task
   *[other] { $count } tasks
}
activity-read-file = Read a file…
    .hint = What a downloaded picture, film or piece of music says about how it was made (or drop the file here)
activity-empty-heading = No tasks yet
activity-empty-text = Write a prompt in Compose and submit it: every task you send shows up here, live, from pending to its result.
activity-go-compose = Go to Compose
activity-no-match-heading = No tasks match these filters
activity-no-match-text = Change or clear the filters to see more of your history.
activity-clear-all-filters = Clear all filters
activity-column-state = State
activity-column-model = Model
activity-column-prompt = Prompt
activity-column-time = Time
activity-column-created = Created
# A row's name for screen readers: $number is the task's number, $state its state word,
# $prompt the start of its prompt.
activity-row-name = Task { $number }: { $state }, { $model }, { $prompt }

## A task's detail panel.

# $number is the task's number in the list.
task-detail-heading = Task { $number }
task-close = Close
    .hint = Close the detail (Esc)
task-reuse-settings = Reuse settings
    .hint = Load this request into the compose form
task-check-now = Check now
    .hint = Ask the service for this task's status now
task-latest-status = Latest status
task-request-json = Request JSON
task-sending = Sending the task to the service…
task-unknown-title = Outcome unknown
task-unknown-text = GenDesk sent this task, but no answer came back (the connection dropped, timed out, or the service had an internal error). The service may have created the task — and charged for it — or not.
task-unknown-todo = What to do: check your balance or the service's dashboard for a new task. If none was created, send it again; GenDesk never resends a paid task by itself.
task-send-again = Send again as a new task…
task-rejected-title = Not accepted
task-rejected-text = The service refused this task, so nothing was created or charged.
task-rejected-todo = Fix the settings (“Reuse settings” loads them into the form) and submit again.
# $minutes and $seconds (two digits) are how long the task has waited.
task-processing = The service is generating the result… ({ $minutes }:{ $seconds } so far)
task-queued = Queued at the service… ({ $minutes }:{ $seconds } so far)
# $error is what went wrong, already in words.
task-last-check = Last status check: { $error }
# $code is the service's fail code (e.g. 1002).
task-failed-code = Failed: { $code }
task-failed = Failed
# $message is the service's own message, as it sent it.
task-service-said = The service said: “{ $message }”
# $hint is advice, already in words.
task-what-to-do = What to do: { $hint }
task-refunded = Failed tasks are refunded.
task-retry = Retry as a new task…
    .hint = A temporary problem: the same request may succeed now
task-field-state = State
task-field-task-id = Task ID
task-field-kind = Kind
task-field-prompt = Prompt
task-field-created = Created
task-field-accepted = Accepted
task-field-completed = Completed
task-field-processing-time = Processing time
task-field-fail-code = Fail code
task-field-fail-message = Fail message
task-field-results-expire = Results expire
task-field-status-checks = Status checks
task-field-batch = Batch
task-no-request = No request was recorded for this task.
task-copy-json = Copy JSON
task-retry-confirm-title = Retry as a new task?
task-retry-confirm-text = This sends the same request again as a new task. It is a new paid task: the failed one was refunded, and the new one is charged like any other.
task-retry-confirm-button = Send new paid task
task-resend-confirm-title = Send again as a new task?
task-resend-confirm-text = The first submission may already have created a task. If it did, sending again creates a second paid task and you are charged twice. Send again only if you checked that no task was created.
task-resend-confirm-button = Send again (paid)
task-cancel = Cancel
