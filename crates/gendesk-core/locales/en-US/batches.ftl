# Batches: the batch editor and sending, the Batches view and a batch's detail, presets.

## The Batches view: the list

batch-reading-list = Reading batches…
batch-select-hint = Select a batch on the left to see its items.
batch-empty-title = No batches yet
# $max is the most tasks one batch carries (50).
batch-empty-body = A batch sends up to { $max } tasks of one model in one request, safely: if the connection drops, GenDesk resends the same request and nothing is charged twice. More items are split into several batches, kept together as one run.
# $arrow is an arrow symbol (the window's fonts have no "→").
batch-empty-make = Make a batch in Compose
    .hint = Compose { $arrow } Batch: copies of the form, a prompt list, a grid of values, or a CSV/JSONL/text file
# A batch's counters, joined with " · ": "12 succeeded · 2 failed".
batch-count-not-sent = { $count } not sent yet
batch-count-accepted = { $count } accepted
batch-count-reused = { $count } reused
batch-count-rejected = { $count } rejected
batch-count-open = { $count } queued or running
batch-count-succeeded = { $count } succeeded
batch-count-failed = { $count } failed
# A batch's status badge.
batch-status-sending-again = sending again
batch-status-sending = sending
batch-status-needs-you = needs you
batch-status-refused = refused
batch-status-queued = queued
batch-status-running = running
batch-status-completed = completed
batch-status-completed-with-errors = completed with errors
# A batch of a run: "Batch 2 of 3".
batch-name-in-run = Batch { $index } of { $size }
# $batch is the batch's number in GenDesk.
batch-name = Batch #{ $batch }
# Several batches made from one import. $run is its number.
batch-run-header = Run #{ $run } · { $items } items in { $batches } batches
batch-row-items = { $count } items
# $name is the batch's name ("Batch #7").
batch-row-hint = { $name } — click to see its items
batch-reader-not-started = The batch list could not start its reader ({ $error }). Close some programs and reopen the profile.
batch-list-unreadable = The batches could not be read: { $error }.
batch-items-unreadable = The batch could not be read: { $error }.

## The Batches view: one batch

batch-made-at = • made { $time }
# $id is the service's ID of the batch.
batch-service-id = • service batch { $id }
# $batch is the number of the batch the items came from.
batch-origin-fix-rejected = Made from the fixed rejected items of batch #{ $batch }.
batch-origin-retry-failed = Made from the failed items of batch #{ $batch }, sent again as new tasks.
batch-filter-show = Show:
batch-filter-all = All
batch-filter-open = Queued or running
batch-filter-succeeded = Succeeded
batch-filter-failed = Failed
batch-filter-rejected = Rejected
batch-filter-no-match = No item matches this filter.
batch-reading-items = Reading the items…
# $error is a whole sentence saying what went wrong.
batch-not-accepted-waiting = Not accepted yet: { $error }
batch-not-accepted-resending = Not accepted yet: { $error } GenDesk sends the same request again by itself.
batch-being-sent = Recorded; being sent to the service.
batch-send-again = Send again
    .hint = Sends the very same request (same bytes and idempotency keys): the service never creates these tasks twice
batch-send-again-note = Same request, same keys: nothing is charged twice.
# $reason is a whole sentence.
batch-refused-whole = The service refused the whole batch: { $reason } Nothing was created or charged.
batch-refused-whole-no-reason = The service refused the whole batch: no reason was given. Nothing was created or charged.
batch-replayed = The service recognised this batch from an earlier send (the answer was lost on the way); nothing was charged twice.
batch-reused-items = { $count ->
    [one] { $count } item reused a task that already existed for the same item key; nothing was charged twice.
   *[other] { $count } items reused a task that already existed for the same item key; nothing was charged twice.
}
batch-refresh-status = Refresh status
batch-download-all = Download all results
    .hint = Saves every result of this batch into a folder of its own, with manifest.csv and manifest.jsonl listing each item
    .nothing-yet = No item has succeeded yet
batch-download-run = Download the whole run
batch-fix-rejected = Fix rejected items ({ $count })
    .hint = Opens them in the batch editor with the service's reasons; sending them makes a new batch with new keys
batch-retry-failed = Retry failed items ({ $count })
batch-downloading = Downloading { $done } of { $total } files
# $folder is where the files were saved.
batch-downloaded = { $count ->
    [one] { $count } file and the manifest saved in { $folder }
   *[other] { $count } files and the manifest saved in { $folder }
}
batch-open-folder = Open folder
batch-retry-confirm = { $count ->
    [one] Send { $count } failed item again as a new batch? It becomes a new task and is paid again; the failed one was refunded.
   *[other] Send { $count } failed items again as a new batch? They become new tasks and are paid again; the failed ones were refunded.
}
batch-retry-send = { $count ->
    [one] Send { $count } new paid task
   *[other] Send { $count } new paid tasks
}
batch-retry-cancel = Cancel
    .hint = Cancel (Esc)
# An item's status badge.
batch-item-state-not-sent = not sent
batch-item-state-queued = pending
batch-item-state-running = processing
batch-item-state-succeeded = success
batch-item-state-failed = failed
batch-item-state-rejected = rejected
# Why the service did not accept an item. $code is the service's code, $message its words,
# $hint what to do.
batch-item-rejected-hint = Rejected ({ $code }): { $message }. { $hint }
batch-item-rejected = Rejected ({ $code }): { $message }. Fix the item and send it again.
    .no-code = no code
    .no-reason = the service gave no reason
# Why an item's task failed. $code is the fail code, $category its kind ("content policy"),
# $message the service's words, $meaning what the code means, $hint what to do.
batch-item-failed-code-message = Failed ({ $code }, { $category }): “{ $message }” { $meaning } { $hint }
batch-item-failed-code = Failed ({ $code }, { $category }): { $meaning } { $hint }
batch-item-failed-message = Failed: “{ $message }”
batch-item-failed = Failed:
batch-item-open-task = Open task
    .hint = Show this item's task in Activity

## The batch editor (Compose → Batch)

batch-items-from = Items from
batch-source-copies = Copies of the form
batch-source-prompts = Prompt list
batch-source-file = File
batch-source-grid = Grid
batch-source-fix = Items to fix
batch-copies = Copies of the form:
    .hint = The same input several times, e.g. to compare takes
# $max is the most copies; $per_batch the most items of one batch (50).
batch-copies-range = 1 to { $max }; more than { $per_batch } are sent as several batches
batch-prompts-intro = One prompt per line; every other field comes from the form.
# The name of the prompt list for screen readers; .example shows in the empty box.
batch-prompts = Prompts, one per line
    .example =
        a red fox in the snow
        a lighthouse at dusk
        …
batch-fix-intro = These items came back from a sent batch with the reasons below. Fix them (edit the form on the left to change every item, or an item's prompt here) and send them as a new batch with new keys.
batch-grid-no-field = This model has no field with a list of values to vary.
# Before the list of fields: "Vary [Aspect ratio]".
batch-grid-vary = Vary
batch-grid-prompts-intro = Prompts, one per line (empty: the form's prompt):
batch-grid-prompts = Grid prompts
batch-item-count = { $count ->
    [one] { $count } item
   *[other] { $count } items
}
batch-items-need-fixing = { $count } need fixing
batch-remove-invalid = Remove the items with problems
batch-empty-prompts = Type or paste prompts above, one per line.
batch-empty-file = Choose a file, or drop one on the window.
batch-empty-grid = Tick at least one value.
batch-empty-items = No items.
# For screen readers: the ID field of item 3.
batch-item-id = Client item id { $number }
batch-item-prompt = Prompt of item { $number }
batch-item-remove = Remove
batch-item-done = Done
batch-item-edit = Edit
batch-item-no-prompt = (no prompt)
# $problem is the item's first problem; $more how many others it has.
batch-item-problem-more = { $problem } (+{ $more } more)
# $note says why the item came back from the service.
batch-item-ready-was = ready; was: { $note }
batch-item-ready = ready
# $differences lists the fields that differ from the form.
batch-item-ready-differs = ready · { $differences }

## Sending a batch: the Send bar and the pre-flight window

# "120 items → 3 batches"; $arrow is an arrow symbol.
batch-items-to-batches = { $items ->
    [one] { $items } item
   *[other] { $items } items
} { $arrow } { $batches ->
    [one] { $batches } batch
   *[other] { $batches } batches
}
batch-send-items = { $count ->
    [one] Send { $count } item…
   *[other] Send { $count } items…
}
    .hint = Shows what will be sent and what it costs before anything is paid
batch-send-no-items = There are no items yet.
batch-send-none-ready = { $count ->
    [one] The item is not ready: fix or remove it.
   *[other] None of the { $count } items is ready: fix or remove the marked items.
}
batch-send-with-problems = { $count ->
    [one] { $count } item with problems stays here and is not sent.
   *[other] { $count } items with problems stay here and are not sent.
}
batch-preflight-title = Send the batch
batch-preflight-not-covered = The balance does not cover the estimated cost: the service refuses a batch it cannot charge in full (402). Top up, or send fewer items.
batch-preflight-webhook-intro = Webhook URL (optional): the service posts a signed event per item there.
batch-preflight-webhook-url = Webhook URL
batch-preflight-safety = Each batch is recorded with its idempotency keys before it is sent; if the connection drops, GenDesk resends the same request and nothing is charged twice.
batch-preflight-send = { $count ->
    [one] Send { $count } paid task
   *[other] Send { $count } paid tasks
}
batch-preflight-cancel = Cancel
# $error says what went wrong.
batch-nothing-sent = Nothing was sent: { $error }.
batch-preflight-model = Model
batch-preflight-items = Items
batch-preflight-not-sent = Not sent
batch-preflight-with-problems = { $count ->
    [one] { $count } item with problems
   *[other] { $count } items with problems
}
batch-preflight-cost = Estimated cost
batch-preflight-cost-unknown = not known (the service publishes no prices)
batch-preflight-balance = Balance
batch-preflight-balance-unknown = not known yet
batch-preflight-receiver = GenDesk's receiver: each delivery is verified and shown in Webhooks, and finishes its item at once.
batch-preflight-no-webhooks = No webhooks
batch-preflight-use-receiver = Use GenDesk's receiver

## Presets (Compose → Presets)

preset-menu = Presets
preset-menu-count = Presets ({ $count })
preset-save-as = Save as preset…
    .hint = Keep the whole form (model, prompt, fields, reference images, advanced options) under a name
preset-import = Import…
    .hint = Add the presets of a file someone exported
preset-reading = Reading the presets…
preset-none-yet = No presets yet. “Save as preset…” keeps this form to use again.
preset-apply = Apply
    .hint = Fill the form with this preset
preset-rename = Rename…
preset-duplicate = Duplicate
preset-export = Export…
    .hint = Save this preset to a file to share it
preset-delete = Delete…
preset-rename-title = Rename preset
preset-save-title = Save as preset
preset-name = Name
preset-name-taken = A preset of this name exists: saving replaces it.
preset-rename-confirm = Rename
preset-save-confirm = Save
preset-cancel = Cancel
preset-delete-title = Delete preset?
preset-delete-question = Delete the preset “{ $name }”? Tasks sent with it are not affected.
preset-delete-confirm = Delete

## The batch editor's File source

batch-file-path = File path
    .example = /home/me/prompts.csv
batch-file-open = Open
batch-file-choose = Choose a file…
    .hint = CSV with a header row and a prompt column, JSON Lines (one item input per line), or plain text (one prompt per line)
batch-file-reading = Reading the file…
batch-file-or-drop = or drop a .csv, .jsonl or .txt file on the window, or type its path:
# Column names (prompt, image_urls, client_item_id) are never translated.
batch-file-columns-help = CSV columns map to the model's fields (prompt is required; image_urls are separated by | or spaces; an optional client_item_id column names the items).
# $file is the file's name, $format what it was read as ("CSV").
batch-file-read = { $count ->
    [one] { $file }: { $count } row read as { $format }.
   *[other] { $file }: { $count } rows read as { $format }.
}
# $model is the model's name.
batch-file-unknown-columns = Columns { $model } does not know:
batch-file-column-ignore = ignore
batch-file-column-extra = send as an extra field
batch-file-blocked = { $count ->
    [one] { $count } row is blocked before sending (fix them in the file and choose it again):
   *[other] { $count } rows are blocked before sending (fix them in the file and choose it again):
}
# $problem says what is wrong with the row starting on $line.
batch-file-row-problem = Line { $line }: { $problem }

## Notices and file dialogs of batches and presets

# $item is the item's ID, $error what went wrong.
batch-retry-unreadable-item = Item { $item } could not be read back ({ $error }); nothing was sent. Use “Fix rejected items”-style editing from Compose instead.
# $error is a whole sentence.
batch-retry-nothing-sent = Nothing was sent: { $error }
batch-file-dialog-title = Choose a file of batch items
batch-file-dialog-filter = Batch items (CSV, JSON Lines, text)
batch-file-dialog-all = All files
# Ends a sentence saying no file dialog could open: "…; drop the file on the window, …".
batch-file-dialog-instead = drop the file on the window, or type its path beside “Choose a file…”
batch-file-no-model = Choose a model in Compose first; the file's columns are matched to its fields.
preset-saved = The form is kept as the preset “{ $name }”.
preset-renamed = The preset “{ $from }” is now “{ $to }”.
preset-duplicated = A copy of “{ $name }” was added.
preset-missing = There is no preset called “{ $name }”.
preset-deleted = The preset “{ $name }” was deleted.
preset-still-reading = The presets are still being read; try again in a moment.
preset-export-title = Export the preset
preset-dialog-filter = GenDesk presets
# Ends a sentence saying no file dialog could open. $folder is the presets folder.
preset-export-instead = the presets are kept in { $folder }, to copy from there instead
preset-not-exported = Nothing was exported.
# $path is the file written.
preset-exported = The preset is in { $path }. Import it in GenDesk to use it.
preset-import-title = Import presets
# Ends a sentence saying no file dialog could open.
preset-import-instead = copy the preset file into GenDesk's presets folder instead
preset-import-empty = That file holds no presets.
preset-import-still-reading = The presets are still being read; import the file again in a moment.
preset-imported-one = The preset “{ $name }” was added.
# $names lists the presets added.
preset-imported = { $count } presets were added: { $names }.

# The kinds of file a batch is read from (a picker and "…read as { $format }").
batch-source-csv = CSV

batch-source-jsonl = JSON Lines

batch-source-text = Prompt list (one per line)

# A batch in the list as a screen reader says it: $name ("Batch 12" or its own name), $status ("running"…), $items ("40 items").
batch-row-name = { $name }: { $status }, { $items }

# Renaming or saving a preset under a name another preset has; $name is that name.
preset-name-in-use = A preset called “{ $name }” already exists; choose another name.

preset-name-unknown = There is no preset called “{ $name }”.

preset-name-empty = Give the preset a name.

# $max is the longest name allowed, in characters.
preset-name-too-long = A preset name has at most { $max } characters.
