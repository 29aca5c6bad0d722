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

activity-history-unreadable = The history could not be read: { $problem }.
activity-reader-failed = The activity list could not start its reader ({ $problem }). Close some programs and reopen the profile.
# How long until a result's links expire.
task-countdown-hours = { $hours } h { $minutes } min
task-countdown-minutes = { $minutes } min
task-notice-accepted = Task accepted by the service. Follow it in Activity.
task-notice-download-cancelled = Download cancelled. The part already fetched is kept: downloading again continues it.
task-notice-failed = A task failed.
# $code is the service's fail code (never translated).
task-notice-failed-code = A task failed ({ $code }).
task-notice-finished = A task finished successfully.
task-notice-finished-many = { $count ->
    [one] { $count } task finished successfully.
   *[other] { $count } tasks finished successfully.
    }
# $count submissions were in flight when GenDesk closed; their outcome is unknown.
task-notice-recovered-unknown = { $count ->
    [one] { $count } submission was interrupted when GenDesk last closed. It is marked “unknown”: check it in Activity before sending it again, so you are not charged twice.
   *[other] { $count } submissions were interrupted when GenDesk last closed. They are marked “unknown”: check them in Activity before sending them again, so you are not charged twice.
    }
# $problem says why, already in the person's language.
task-notice-rejected = The task was not accepted. { $problem }
# $message is the service's own words with a full stop.
task-notice-service-said = The service said: “{ $message }”
task-result-cancel-download = Cancel
task-result-copy-image = Copy image
    .hint = The picture itself, for pasting into a chat or an editor
task-result-copy-path = Copy file path
    .hint = For pasting where a file's path is asked for
task-result-copy-url = Copy URL
task-result-download = Download
task-result-download-again = Download again
task-result-download-failed = The download failed.
task-result-downloaded = Downloaded
task-result-file = File
    .hint = Open it with the system
task-result-into-image-form = In an image-to-image form
task-result-into-video-form = In an image-to-video form
task-result-link-expired-before = The link expired before the file was downloaded.
task-result-no-preview = No preview
task-result-not-downloaded-expired = Not downloaded; the link has expired.
task-result-not-downloaded-gone = Not downloaded; the link is no longer available.
task-result-open = Open
    .hint = With the system's default application
task-result-open-in-player = Open in system player
# $name is a file's name.
task-result-path-copied = The path of { $name } is copied.
task-result-preview = Preview of { $name }
    .hint = Open the full image (zoom and pan)
# $done and $total are sizes already written ("1.5 KiB").
task-result-progress = { $done } of { $total }
task-result-show-in-folder = Show in folder
    .hint = The file selected in your file manager
# A result's name. $kind is image, video, audio or other; $number counts from 1.
task-result-title = { $kind ->
    [image] Picture { $number }
    [video] Video { $number }
    [audio] Track { $number }
   *[other] File { $number }
    }
# As task-result-title, with $ext the file's format ("PNG").
task-result-title-ext = { $kind ->
    [image] Picture { $number } ({ $ext })
    [video] Video { $number } ({ $ext })
    [audio] Track { $number } ({ $ext })
   *[other] File { $number } ({ $ext })
    }
# $name is a result's name ("Picture 1 (PNG)" or a file name).
task-result-url-copied = The URL of { $name } is copied.
task-result-use-as-reference = Use as reference
task-results-count = { $count ->
    [one] { $count } result
   *[other] { $count } results
    }
# $folder is a folder's path.
task-results-download-all = Download all
    .hint = Into { $folder }
task-results-expired-nothing-more = The links expired; nothing more can be downloaded.
task-results-gone-nothing-more = The links are no longer available; nothing more can be downloaded.
# $time is how long is left ("23 h 5 min").
task-results-links-expire = links expire in { $time }
    .hint = Result links work for 24 hours after the task finished. Download what you want to keep.
task-results-links-expired = links expired; downloaded copies are kept
task-results-links-gone = links no longer available; downloaded copies are kept
    .hint = The offline sandbox that made these links ran at another address than it does now (its port was taken when GenDesk started). Generate the result again for new links.
task-results-open-folder = Open folder
task-state-failed = failed
task-state-finished = finished
task-state-pending = pending
task-state-processing = processing
task-state-rejected = rejected
task-state-submitting = submitting
task-state-success = success
task-state-unknown = unknown

# The task list as a screen reader names it; $count is how many tasks it holds.
activity-table-name =
    { $count ->
        [one] Tasks, { $count } task
       *[other] Tasks, { $count } tasks
    }
