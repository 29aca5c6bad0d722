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
