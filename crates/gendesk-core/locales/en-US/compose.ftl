# The Compose view: model picker, the model's form, advanced settings, submitting, recent prompts.
# Glossary for translators: model, task, batch, prompt, preset, reference picture, result.
# $kind in the selectors is the model kind's code: image, video or audio (music); "all" where
# no kind is chosen.

## The view's layout (view.rs)

compose-catalog-unreadable = The model list could not be read
compose-loading-models = Loading models…
compose-no-model = No model to compose with
compose-no-model-sandbox = The model list is empty. Add a model with “Add a model…” on the left.
compose-no-model-service = This service publishes no model list, so there is nothing to choose from yet. Add the model you want to use on the left: its ID and kind are enough.
compose-mode-single = Single task
    .hint = Send one task from the form
compose-mode-batch = Batch
    .hint = Send many items of this model at once: copies, a prompt list, a file or a grid; the form is the template of every item
compose-mode-batch-note = Batch: the form below is the template of every item; items are made and checked on the right.
# Badges beside a model's name: where its definition came from.
compose-source-retired = no longer in the catalogue
compose-source-built-in = built-in
compose-source-sandbox = sandbox
compose-source-user = added by you
compose-banner-dismiss = Dismiss
    .hint = Hide this message
compose-submit = Submit
    .hint = Send one task (Ctrl+Enter). Tasks are paid.
compose-show-request = Show request
    .hint = The exact JSON that will be sent, and the same request as curl
compose-hide-request = Hide request
compose-send-several = Send to several models…
    .hint = The same prompt on up to four models of this kind, to compare
# $cost is already written as money ("$0.04") or is compose-cost-unknown.
compose-cost = Cost: { $cost }
    .hint = The price of one task of this model with these settings
compose-cost-unknown = not known (the service publishes no prices)
# $problem is a sentence about the first problem of the form; $more how many others there are.
compose-submit-unavailable = { $more ->
    [0] Submit is unavailable: { $problem }
    [one] Submit is unavailable: { $problem } (and { $more } problem more)
   *[other] Submit is unavailable: { $problem } (and { $more } problems more)
}
compose-submit-tip = Ctrl+Enter also submits. Each Submit sends one paid task; it then runs in the background and shows up in Activity.
compose-sent-from-form = { $count ->
    [one] { $count } task sent from this form. The form keeps its values: change something and submit again for a variation.
   *[other] { $count } tasks sent from this form. The form keeps its values: change something and submit again for a variation.
}

## Model kinds (kind_icon.rs)

compose-kind-image = Image
compose-kind-video = Video
compose-kind-music = Music
compose-kind-model = { $kind ->
    [image] Image model
    [video] Video model
   *[audio] Music model
}

## The model picker (model_picker.rs)

compose-models = Models
compose-search-models = Search models
    .placeholder = Name or ID
compose-kind-all = All
    .name = All models
compose-kind-filter = { $kind ->
    [image] Image models
    [video] Video models
   *[audio] Music models
}
    .hint = { $kind ->
        [image] Only image models
        [video] Only video models
       *[audio] Only music models
    }
compose-group-user = Your models
compose-group-sandbox = Sandbox models
compose-group-built-in = Built-in models
compose-group-retired = No longer in the catalogue
compose-add-model = Add a model…
    .hint = A model the service offers that is not listed here
compose-model-new = new
    .hint = Added to the model catalogue by an update this week
# The accessible name of a model a catalogue update brought this week.
compose-model-new-name = { $name } (new)
compose-remove-model = Remove
    .name = Remove { $id }
    .hint = Remove this model from your list
compose-picker-no-list = This service publishes no model list.
compose-picker-no-list-help = Add the model you want to use: its ID, exactly as the service spells it, and its kind are enough. GenDesk remembers it for this profile.
compose-add-model-by-id = Add a model by its ID…
    .hint = ID, kind and any fields of its own
compose-picker-none-yet = No models yet.
compose-picker-none-yet-help = Add one with “Add a model…” below.
compose-picker-no-models = { $kind ->
    [image] No image models in the list.
    [video] No video models in the list.
    [audio] No music models in the list.
   *[all] No models in the list.
}
# $query is what the person typed in the search box.
compose-picker-no-match = { $kind ->
    [image] No image model matches “{ $query }”.
    [video] No video model matches “{ $query }”.
    [audio] No music model matches “{ $query }”.
   *[all] No model matches “{ $query }”.
}
compose-picker-no-match-help = Check the spelling, or add the model with “Add a model…”.
compose-picker-clear-search = Clear search
compose-cancel = Cancel

## "Add a model" (user_model_form.rs)

compose-add-model-title = Add a model
compose-add-model-intro = A model the service offers that is not in the list. It gets the common fields of its kind (mode, prompt, …); add only the fields it takes in addition.
compose-add-model-id = Model ID
compose-add-model-kind = Kind
compose-add-model-name = Display name
    .placeholder = optional; the ID when empty
compose-add-model-description = Description
    .placeholder = optional
compose-add-model-price = Price per task
    .placeholder = optional, in USD, e.g. 0.05 (batch cost estimates)
compose-add-model-save = Save model
# $file is the path of the file the person's own models are saved in.
compose-add-model-saved-in = Saved in { $file } and remembered for this profile
# $source is one of the compose-source-… words ("built-in", "sandbox", …).
compose-add-model-replaces = “{ $id }” is already in the list ({ $source }); saving replaces that definition with yours.
compose-add-model-replaces-earlier = { $kind ->
    [image] You added “{ $id }” before, for another profile (image model); saving replaces that definition with this one.
    [video] You added “{ $id }” before, for another profile (video model); saving replaces that definition with this one.
   *[audio] You added “{ $id }” before, for another profile (music model); saving replaces that definition with this one.
}
compose-add-model-no-id = Enter the model ID exactly as the service spells it, e.g. vendor/model-name.
# $price is what the person typed.
compose-add-model-bad-price = The price per task “{ $price }” is not an amount in dollars such as 0.05; correct it or leave it empty.
# $number is the extra field's row number, from 1.
compose-add-model-field-no-key = Extra field { $number } has no key: enter the name it has inside “input”, or remove the row.
compose-add-model-field-twice = The extra field “{ $key }” is listed twice; keep one.
# $problem is a sentence about what is wrong with the field.
compose-add-model-field-problem = Extra field { $number }: { $problem }
# $bound is "minimum" or "maximum"; $text what the person typed.
compose-add-model-bound-not-number = { $bound ->
    [minimum] Extra field { $number }: the minimum “{ $text }” is not a number.
   *[maximum] Extra field { $number }: the maximum “{ $text }” is not a number.
}
compose-add-model-choice-empty = Extra field { $number } is a choice: list its values separated by commas.
compose-extra-fields = Extra fields
compose-extra-fields-none = None. Fields not listed can still be sent as extra JSON in the form.
# The types an extra field can have.
compose-field-type-text = text
compose-field-type-integer = whole number
compose-field-type-number = number
compose-field-type-bool = on/off
compose-field-type-choice = choice
# Placeholders and screen-reader names of an extra field's row; $number is the row, from 1.
compose-extra-field-key = key
    .name = Field { $number } key
compose-extra-field-type = Field { $number } type
compose-extra-field-min = min
    .name = Field { $number } minimum
compose-extra-field-max = max
    .name = Field { $number } maximum
compose-extra-field-values = Field { $number } values
compose-extra-field-remove = Remove
    .name = Remove field { $number }
compose-extra-field-add = Add field

## Advanced options (advanced.rs)

compose-advanced = Advanced
compose-advanced-in-use = Advanced options are in use.
compose-provider = Provider
# auto, value and official are the API's words for the provider: keep them as they are.
compose-provider-auto = auto — best balance (the service's default)
compose-provider-value = value — cost-optimized
compose-provider-official = official — direct provider
compose-request-type = Request type
# async and callback are the API's request types: keep them as they are.
compose-request-type-async = async (GenDesk polls)
compose-request-type-callback = callback (the service calls your URL)
compose-request-type-help = GenDesk follows both kinds of task; callback also notifies your own server.
compose-callback-url = Callback URL
    .hint = A public https:// address that answers HTTP 200 within 30 seconds.
compose-callback-receiver = GenDesk's receiver: each callback is recorded in Webhooks and makes GenDesk check the task at once.
compose-use-receiver = Use GenDesk's receiver
compose-callback-unused = Used only with the callback request type.
compose-extra-json = Extra JSON
    .hint = Further input fields this model accepts, as one JSON object; they are added to “input” as written.

## The model's fields (fields.rs)

compose-prompt-placeholder = Describe what to generate, e.g. a lighthouse at dusk, oil painting
# The length of a text so far; $limit is the most it may have.
compose-chars-of-limit = { $count } / { $limit } characters
compose-chars = { $count } characters
compose-choose = Choose…
compose-choice-not-set = (not set)
# A switch field with no words of its own.
compose-switch-on = On
compose-number-not-set = not set
# A number field's bounds, as given by the model.
compose-bounds-between = { $min } to { $max }
compose-bounds-min = at least { $min }
compose-bounds-max = at most { $max }

## The request preview (request_window.rs)

compose-request-preview = Request preview
compose-request-body = Request body
compose-copy-json = Copy JSON
compose-copy-curl = Copy curl
compose-copy-hint = Copy to the clipboard
compose-api-key-hidden = The API key is shown as *** — put yours in its place when you run the command.
compose-request-not-built = The request cannot be built until these are fixed:

## Recent prompts (recent_prompts.rs)

compose-recent-prompts = Recent prompts…
    .hint = Prompts sent from this profile, newest first (search, arrow keys, Enter)
    .empty = Prompts you send from this profile are offered here
compose-recent-title = Recent prompts
compose-recent-search = Search
    .placeholder = words from the prompt
compose-recent-no-match = No prompt sent from this profile contains these words.
compose-recent-keys = Up and Down move, Enter puts the prompt in the form, Esc closes.

## Picking one of your results as a reference picture (result_picker.rs)

compose-pick-result = Pick a result
compose-pick-result-reading = Reading your results…
compose-pick-result-none = No picture has been made with this profile yet. Pictures from image models show up here once they are done.
compose-pick-result-live = Used by its link
compose-pick-result-downloaded = Link expired: the downloaded copy is used
compose-pick-result-gone = Link expired and never downloaded: it cannot be used
compose-pick-result-use = Use
    .hint = Add it to the reference images
    .name = Use result { $number }: { $prompt }

## Send to several models (several_window.rs)

compose-several-title = Send to several models
# $max is the most models there may be (4).
compose-several-intro = The same prompt and settings, as one paid task for each model you choose (up to { $max }). Their results appear side by side in Compare as each finishes.
# $cost is already written as money, or is compose-cost-unknown.
compose-several-estimate = Estimated cost: { $cost }
compose-several-send = { $count ->
    [one] Send { $count } paid task
   *[other] Send { $count } paid tasks
}
compose-several-choose-two = Choose at least two models.
compose-several-fix-first = Fix what stops a model first, or leave it out.
# $model is a model ID; $price is money or compose-cost-unknown.
compose-several-ready = { $model }: ready, { $price }.
# $fields are the names of the settings that model does not take.
compose-several-ready-without = { $model }: ready, { $price }, without what it does not take: { $fields }.
# $problem is a sentence about why the model cannot take the form.
compose-several-problem = { $model }: { $problem }

## Notices about the form: batch files, fixes, Reuse settings, Use as reference (mod.rs)

compose-catalog-loading = The model list is still loading; try again in a moment.
# $file is the batch file's name.
compose-batch-file-blocked = { $count ->
    [one] { $count } row is of { $file } blocked before sending; the batch editor lists them with their line numbers.
   *[other] { $count } rows are of { $file } blocked before sending; the batch editor lists them with their line numbers.
}
# $problem says why (a sentence).
compose-batch-file-unreadable = The file could not be imported: { $problem }
# $model is a model ID.
compose-fix-model-missing = The model “{ $model }” is not in the model list; add it with “Add a model…” in Compose, then try again.
# $batch is the batch's number.
compose-fix-loaded = { $count ->
    [one] { $count } item is of batch #{ $batch } in the batch editor with the reasons they came back. Fix them and send them as a new batch.
   *[other] { $count } items are of batch #{ $batch } in the batch editor with the reasons they came back. Fix them and send them as a new batch.
}
compose-reuse-loading = The model list is still loading; try Reuse settings again in a moment.
compose-reuse-model-missing = The model “{ $model }” is not in the model list, so its settings cannot be reused. Add it with “Add a model…” in Compose, then try again.
# $problem is the technical reason.
compose-reuse-unreadable = The recorded request could not be read ({ $problem }), so its settings cannot be reused.
# $model is the model's name; $others is compose-reuse-extra-fields or empty.
compose-reuse-loaded = The settings of that task are in the form ({ $model }). Change what you like and submit.{ $others }
# $count is how many settings no longer fit the model.
compose-reuse-loaded-issues = { $count ->
    [one] The settings of that task are in the form, but { $count } setting no longer fits { $model }: fix the marked fields before submitting.{ $others }
   *[other] The settings of that task are in the form, but { $count } settings no longer fit { $model }: fix the marked fields before submitting.{ $others }
}
# Added after the sentences above, so it starts with a space. $fields are the field names,
# each in compose-quoted, separated by commas; $count is how many.
compose-reuse-extra-fields = { $count ->
    [one] {" "}{ $model }’s form has no field { $fields }: it is kept under Advanced as extra JSON and sent as it is.
   *[other] {" "}{ $model }’s form has no fields { $fields }: they are kept under Advanced as extra JSON and sent as they are.
}
# A name quoted in a sentence.
compose-quoted = “{ $text }”
# $kind is the kind's code ("audio").
compose-reference-wrong-kind = A result can only be a reference for a new image or video, not “{ $kind }”.
compose-reference-not-web = Only http(s) images can be references; “{ $url }” is not one.
compose-reference-no-model = { $kind ->
    [image] No image model in the list takes a reference image. Add one with “Add a model…” in Compose.
   *[video] No video model in the list takes a reference image. Add one with “Add a model…” in Compose.
}
# $mode is the model's mode code ("image-to-image", "image-to-video"); $model the model's name.
compose-reference-loaded = New { $mode } task on { $model } with the result as its reference. Describe what to make of it, then submit.
# $gone is the ID of the model that was removed; $model the name of the one the form moved to.
compose-model-gone = “{ $gone }” is no longer in the model list; the form moved to { $model } and kept your prompt.

## Pictures and presets put in the form (form_inputs.rs)

compose-picture-no-reference = { $model } takes no reference pictures. Choose a model with image-to-image or image-to-video on the left, then add the picture again.
# $name is the picture's file name.
compose-picture-already = { $name } is already in the reference list.
compose-picture-too-many = { $name } was not added: { $model } takes at most { $max } reference images. Remove one first.
# $number is the reference image's place in the list, from 1; $source the name it came from.
compose-picture-not-restored = Reference image { $number } came from { $source }, which cannot be used again: { $problem } Its old link is kept; if it has expired, add the picture again.
compose-preset-loading = The model list is still loading; apply the preset again in a moment.
# $preset is the preset's name; $model a model ID.
compose-preset-model-missing = The preset “{ $preset }” is for { $model }, which is not in the model list; add it with “Add a model…”, then apply the preset again.
compose-preset-applied = The preset “{ $preset }” is in the form.
# $fields are the settings left out (names separated by commas); $count how many.
compose-preset-applied-without = { $count ->
    [one] The preset “{ $preset }” is in the form, without { $fields }: { $model } does not take it.
   *[other] The preset “{ $preset }” is in the form, without { $fields }: { $model } does not take them.
}

## The model catalogue behind the picker (catalog_state.rs)

compose-user-models-unreadable = Your added models are not shown: { $problem }
compose-sandbox-catalog-unreadable = The sandbox's model list could not be read, so the built-in list is shown. { $problem }
# $file is the path of the file the person's own models are saved in.
compose-user-models-locked = Your models cannot be changed until { $file } can be read: { $problem }

## The star on a task, in Activity and the Gallery (favourite.rs)

compose-favourite = Favourite
    .hint = Starred: its results are under Favourites in the Gallery. Click to unstar.
    .name = Remove from favourites
compose-favourite-add = Add to favourites
    .hint = Star this task: its results are kept under Favourites in the Gallery

## The model box of filters (model_filter.rs)

compose-model-filter-placeholder = name or ID
