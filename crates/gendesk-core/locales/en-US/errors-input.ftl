# Errors of the input GenDesk reads: reference pictures, batch files and manifests, the model catalogue and user models, presets files, stored requests reused in Compose.

## Reference pictures (references/mod.rs)

# $path is the file; $cause is the system's reason, often in English.
err-references-unreadable = { $path } could not be read ({ $cause }); check that the file exists and that GenDesk may read it
# $name is the file's name; $size its size, already formatted ("31.4 MB").
err-references-source-too-large = { $name } is { $size } — far more than a reference may be; choose a smaller picture or export a smaller copy
# $name is the file's name.
err-references-not-a-picture = { $name } is not a picture GenDesk can read; use a JPEG, PNG or WebP file
# $cause is what the picture decoder said, in English.
err-references-damaged = { $name } could not be decoded ({ $cause }); it may be damaged — open it in an image editor and save it again
err-references-changed = { $path } has changed since it was used (its content is different); add it again to use the new version
err-references-no-host = this profile has nowhere to put your picture for the service to fetch; in Settings → Reference pictures, set up a bucket or the tunnel URL, or give an image URL instead
# $reason says what is wrong, in English.
err-references-bucket-settings = the bucket settings are not usable ({ $reason }); check the endpoint and bucket name in Settings → Reference pictures
err-references-no-bucket-secret = the bucket's secret key is not saved; enter it in Settings → Reference pictures
# $status is an HTTP status code (403). $details is empty or, after a space, the bucket's own error code and words in parentheses: " (NoSuchBucket: The specified bucket does not exist)". $advice is one of the err-references-bucket-advice-… messages below.
err-references-bucket-refused = the bucket refused the upload: HTTP { $status }{ $details }; { $advice }
# What to check after the bucket refused an upload (they follow "…; ").
err-references-bucket-advice-keys = check the access key ID and secret key in Settings → Reference pictures, and that the key may write to this bucket
err-references-bucket-advice-name = check the bucket name and the endpoint in Settings → Reference pictures
err-references-bucket-advice-region = check the region in Settings → Reference pictures ("auto" for Cloudflare R2)
err-references-bucket-advice-later = try again later; if it persists, check the bucket in your storage provider's console
# $reason is what the network said, often in English.
err-references-bucket-unreachable = the bucket could not be reached ({ $reason }); check the endpoint in Settings → Reference pictures and your connection
# $reason is what went wrong, often in English.
err-references-sandbox = the offline sandbox could not take the picture ({ $reason }); try again, or restart GenDesk if it persists
# $reason is what the history database said, in English.
err-references-not-recorded = GenDesk could not note the uploaded picture in its history ({ $reason }); try again
err-references-receiver-off = GenDesk's receiver is not running, so it cannot serve your picture; turn it on in Webhooks → Secret and receiver

## Importing a batch file or pasted text (batch/source.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-import-read = could not read { $path }: { $cause }
err-batch-import-not-a-file = { $path } is not a file; choose a .csv, .jsonl or .txt file
# $size and $limit are sizes, already formatted ("12.5 MiB").
err-batch-import-too-large = the file is { $size }, more than the { $limit } an import may be; split it into smaller files or remove the rows you do not need (a batch takes at most 50 items)
# $offset is a byte's position counted from the start of the file; $line a line number. "Save As", "CSV UTF-8" and "Unicode Text" are Excel's own words: use the ones of Excel in your language.
err-batch-import-not-utf8 = the file is not UTF-8 text: the byte at offset { $offset } (line { $line }) is not valid UTF-8. Save the file as UTF-8 (in Excel: Save As → "CSV UTF-8"; in other editors choose the UTF-8 encoding) and import it again
err-batch-import-utf16 = the file is UTF-16 text (Excel's "Unicode Text"); save it as UTF-8 (in Excel: Save As → "CSV UTF-8") and import it again
err-batch-import-empty = there is nothing to import: the text is empty or has only blank lines
# $name is the column's name, in quotes; $first and $second are column numbers (1 is the first).
err-batch-import-duplicate-column = the header row names the column { $name } twice (columns { $first } and { $second }); every column needs its own name: rename or remove one of them
# $line is a line number; $reason is what the CSV reader said, in English.
err-batch-import-csv = the CSV file could not be read past line { $line }: { $reason }

## Splitting items into batches (batch/split.rs)

err-batch-split-empty = there are no items to send; add at least one valid item
# $item is the item's name (its client_item_id), in quotes; $bytes a number of bytes, always over 5 MiB.
err-batch-split-item-too-large = item { $item } alone is { $bytes } bytes of JSON, over the service's 5 MiB batch limit; shorten its prompt or fields
err-batch-split-encode = item { $item } could not be encoded as JSON

## The manifest written beside a batch's downloaded results (batch/manifest.rs)

# $path is the file; $cause is the system's reason, often in English.
err-batch-manifest-io = { $path } could not be written: { $cause }
# $reason is what the encoder said, in English.
err-batch-manifest-encode = the manifest could not be encoded: { $reason }

## The model catalogue (catalog/error.rs). These mostly reach people who write their own model definitions: model IDs, field keys, kinds (image, video, audio) and the words extra_fields and overrides are the file's own words, never translated.

# $reason says what is wrong, with line and column when known, in English.
err-catalog-built-in = the built-in model catalogue is damaged ({ $reason }); this is a bug in GenDesk, please report it
err-catalog-updated = the model catalogue from the update feed is not valid ({ $reason })
err-catalog-sandbox-json = the sandbox's model catalogue could not be read ({ $reason }); the sandbox and this GenDesk may be different versions
# $model is the model ID, in quotes; $error is one of the err-catalog-field-… messages.
err-catalog-field = model { $model }: { $error }
# $model and $key (a field's key) are in quotes; $kind is the model kind's code: image, video or audio.
err-catalog-unknown-override = model { $model } overrides { $key }, which is not a common field of { $kind } models; list it under extra_fields instead
err-catalog-duplicate-field = model { $model } adds the field { $key }, which it already has; to change a common field, use overrides
# $id is the model ID, in quotes.
err-catalog-bad-id = the model ID { $id } is not usable: it must not be empty, start or end with spaces, or contain control characters
# $origin says which catalogue: "built-in" (or "sandbox").
err-catalog-duplicate-model = the model { $id } is defined twice in the { $origin } catalogue; keep one definition

## A field of a model definition (catalog/field_doc.rs). The quoted words ("key", "type", "values"), input and the type names are the file's own words, never translated.

err-catalog-field-empty-key = a field has an empty "key"; give it the name used inside input
# $key is the field's key, in quotes.
err-catalog-field-missing-type = field { $key } has no "type"; use one of text, prompt, enum, bool, integer, number, url_list
# $field_type is a type name (text, enum, …); $property a property's name in quotes ("values", "min", …).
err-catalog-field-stray-property = field { $key } is of type { $field_type } and cannot have { $property }; remove it
err-catalog-field-no-values = enum field { $key } needs a non-empty "values" list
# $property is "min" or "max", in quotes.
err-catalog-field-fractional-bound = integer field { $key } has a { $property } that is not a whole number
err-catalog-field-inverted-bounds = field { $key } has its lower bound above its upper bound; swap them
# $default is a JSON value; $reason says what the field expects, already translated ("the field holds text").
err-catalog-field-bad-default = field { $key } has the default { $default } but { $reason }; fix the default

## The file of models the person added (catalog/user_models.rs)

# $path is the file; $action is "read" or "saved"; $cause is the system's reason, often in English.
err-catalog-user-models-io = the user models file { $path } could not be { $action }: { $cause }; check the folder's permissions and free space
# $line and $column are numbers; $reason is what the TOML reader said, in English.
err-catalog-user-models-damaged = the user models file { $path } is damaged at line { $line }, column { $column } ({ $reason }); fix that line or move the file away

## Presets files (compose/preset.rs)

# $path is the file; $action is "read" or "written"; $cause is the system's reason, often in English.
err-compose-preset-io = { $path } could not be { $action } ({ $cause }); check that the folder exists and GenDesk may use it
# $detail says what was wrong and where, in English.
err-compose-preset-unreadable = { $path } is not a GenDesk presets file ({ $detail }); export presets from GenDesk to share them
# $bytes is a number of bytes, always large.
err-compose-preset-too-large = { $path } is { $bytes } bytes, too large for a presets file; choose the file GenDesk exported

## Reusing a stored request's settings in the form (compose/from_request.rs)

err-compose-request-not-an-object = the stored request is not a JSON object, so its settings cannot be reused
err-compose-request-no-input = the stored request has no "input" object, so its settings cannot be reused
# $field is provider or request_type (never translated); $value the JSON value found ("fast").
err-compose-request-unknown-value = the stored request has { $field } { $value }, which this version of GenDesk does not offer; the settings cannot be reused

# What a CSV file without column names has (in the two messages below).
err-batch-import-no-columns = none

# A CSV file has no "prompt" column but one like it: $found lists the columns found (quoted), $column is the look-alike (quoted). "prompt" is the column's name and stays as it is.
err-batch-import-no-prompt-rename = the CSV file has no "prompt" column. Its first row must name the columns, and one of them must be "prompt" (the text to generate from). Columns found: { $found }. To fix it, rename the column { $column } to "prompt" and import again

# A CSV file has no "prompt" column and none like it: $found lists the columns found (quoted).
err-batch-import-no-prompt-header = the CSV file has no "prompt" column. Its first row must name the columns, and one of them must be "prompt" (the text to generate from). Columns found: { $found }. To fix it, if the first row is already a prompt, add a header row above it (such as prompt,aspect_ratio); a plain list of prompts can be imported as a .txt file, one prompt per line
