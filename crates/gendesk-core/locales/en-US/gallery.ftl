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

player-close-large-view = Close large view
    .hint = Close the large view (Esc)
player-could-not-start = GenDesk's player could not start; restart GenDesk.
player-download = Download
# $mebibytes is the largest file played here, in MiB.
player-file-too-large = the file is larger than { $mebibytes } MiB, too large to play here; use Open in system player
player-full-screen = Full screen
player-large-view = Large view
    .hint = Large view (Esc closes it)
player-leave-full-screen = Leave full screen
player-loop = Loop
    .hint = Loop: start again at the end
    .hint-on = Looping: it starts again at the end
player-no-connection = GenDesk could not prepare its connection for the player; restart it
# Why a player shows no picture or plays no sound. $reason is a message of the sound system.
player-no-sound = No sound: { $reason }
# The next messages are shown after "No sound:" or on their own (then with a capital letter).
player-no-sound-output = there is no sound output
player-open-in-system-player = Open in system player
    .hint = With the system's default application
player-pause = Pause
player-play = Play
player-play-again = Play again
player-play-hint = Space plays or pauses while the player has focus
player-playing-silent = Playing without sound: { $reason }
# For screen readers. $position and $length are times such as 1:05.
player-position = Position { $position } of { $length }
player-poster = Poster of { $name }
player-retry-sound = Try the sound again
    .hint = After connecting headphones or speakers, or starting the sound server
player-seek = Seek
player-sound-not-started = the sound could not be started ({ $reason })
player-sound-output-failed = the sound output failed while opening
player-sound-unplayable = Its sound cannot be played: { $reason }
player-try-again = Try again
# A video (a button), for screen readers. $name is the result's name ("Video 1 (MP4)").
player-video = Video { $name }
player-video-hint = Click or press Space to play or pause
player-video-thread = the video thread could not start ({ $reason })
player-volume = Volume
# $percent is a whole number.
player-volume-level = Volume { $percent } %
player-waveform = Waveform of { $name }

compare-download = Download
    .hint = Save this model's results into the download folder
compare-empty-text = In Compose, Send to several models… sends one prompt to up to four models of the same kind; their results appear here side by side as each finishes.
compare-empty-title = Nothing to compare yet
compare-enlarge = Enlarge
    .hint = Open the picture full size, to zoom and pan
compare-failed-no-reason = It failed without a reason from the service.
compare-file = A file: open the task to download it.
compare-not-sent = It was not sent.
compare-open-task = Open task
# $id is the comparison's number.
compare-pick = Comparison { $id }
compare-pick-item = Comparison { $id }: { $prompt }
# A result picture (a button), for screen readers. $name is the result's name ("Picture 1 (PNG)").
compare-picture = { $model } result: { $name }
    .hint = Click to enlarge (zoom and pan)
compare-prompt = “{ $prompt }”
compare-running-for = running for { $seconds } s
compare-title = Compare
# $seconds is a number with one decimal, such as 4.2.
compare-took = took { $seconds } s
compare-waiting = Waiting for the result…
gallery-back-to-grid = Back to the grid
    .hint = Back to the grid (Esc)
gallery-column-no-sound = Sound is not compared side by side; open it in the viewer.
gallery-column-remove = Remove
# Above a compared result: its task's number and the result's name ("Picture 1 (PNG)").
gallery-column-task = Task { $number } · { $result }
# For screen readers. $column is 1 to 4.
gallery-compared-picture = Compared picture in column { $column }
gallery-compared-video = Compared video in column { $column }
gallery-loading = Loading…
gallery-together-silent = The videos play together, without sound.
# $scale is a number such as 1.5.
gallery-zoom = Zoom { $scale }×
gallery-zoom-fit = Fit
gallery-zoom-help = Wheel to zoom, drag to pan, double-click to fit: every picture follows.
gallery-zoom-in = Zoom in
gallery-zoom-out = Zoom out
viewer-actual-size = Actual size
    .hint = One image pixel per screen pixel
viewer-fit = Fit
    .hint = Show the whole image (double-click the image also fits it)
# The picture, for screen readers. $name is its file name.
viewer-image = Full-size image { $name }
viewer-loading = Loading the image…
viewer-open-file = Open file
viewer-open-in-browser = Open in browser
# $width and $height are in pixels.
viewer-size = { $width } × { $height } px · scroll to zoom, drag to pan
viewer-title = Image
