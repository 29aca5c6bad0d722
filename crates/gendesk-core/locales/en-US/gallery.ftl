# The Gallery, Compare, the picture viewer and the video and audio players.

## The Gallery view (src/ui/gallery/mod.rs)
gallery-reading = Reading your results…
# $count is how many results are picked, $max the most that can be.
gallery-picked = { $count } of { $max } picked to show side by side
gallery-show-side-by-side = Show { $count } side by side
gallery-side-by-side = Side by side
    .hint = Pick at least two pictures or videos in the viewer
gallery-picked-clear = Clear
gallery-empty-title = No results yet
gallery-empty-body = Every image, video and piece of music your tasks make shows up here.
gallery-go-to-compose = Go to Compose
gallery-no-match = No results match these filters
gallery-clear-filters = Clear all filters

## The filter row (src/ui/gallery/filters.rs)
gallery-date-any = Any time
gallery-date-today = Last 24 hours
gallery-date-week = Last 7 days
gallery-date-month = Last 30 days
gallery-kind-any = Any kind
gallery-kind-images = Images
gallery-kind-videos = Videos
gallery-kind-music = Music
gallery-filter-kind = Kind
gallery-filter-favourites = Favourites
    .hint = Only the results of tasks you starred
gallery-filter-when = When
gallery-filter-model = Model
gallery-filter-search = Search
    .hint = prompt, model or task ID
gallery-filter-clear = Clear filters
gallery-tiles-small = Small
gallery-tiles-large = Large
gallery-total = { $count ->
    [one] { $count } result
   *[other] { $count } results
}

## A tile in the grid, for screen readers (src/ui/gallery/grid.rs)
# $prompt is the start of the task's prompt, $model the model's ID.
gallery-tile = Result: { $prompt } ({ $model })
gallery-tile-picked = Result: { $prompt } ({ $model }), picked for side by side

## The result open beside the grid (src/ui/gallery/viewer.rs)
viewer-other-file = A file: download it to open it.
viewer-reuse-settings = Reuse settings
    .hint = Load this request into the compose form
viewer-open-task = Open task
viewer-close = Close
    .hint = Close the viewer (Esc)
viewer-previous = Previous
    .hint = The previous result (left arrow key)
viewer-next = Next
    .hint = The next result (right arrow key)
viewer-unpick = Remove from side by side
    .hint = Take it out of the results compared side by side
viewer-pick = Add to side by side
    .hint = Show two to four results side by side, zoomed and played together
viewer-pick-full = Four results are picked already; remove one first
viewer-download = Download
viewer-copy-url = Copy URL
viewer-url-copied = The result URL is copied.
viewer-use-as-reference = Use as reference
    .hint = Start a new image-to-image or video task from this picture
