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
