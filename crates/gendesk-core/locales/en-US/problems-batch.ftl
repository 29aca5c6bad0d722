# Problems with the items of a batch and with a form's reference images: rows of an imported
# file that cannot be used, client item ids, and reference images that cannot be sent.

## Cells of an imported file that do not fit their field (batch/cells.rs). $value is the
## cell and $column the column, both in quotes as written in the file; $label is the field's
## name. The examples (42, 2.5 with a dot, true/false/yes/no/1/0) are what GenDesk reads in
## every language, so they stay as they are.

problem-batch-cell-whole-number = { $value } in the column { $column } is not a whole number; { $label } takes digits only, such as 42
problem-batch-cell-number = { $value } in the column { $column } is not a number; { $label } takes a number written with digits and a dot, such as 2.5
problem-batch-cell-yes-no = { $value } in the column { $column } is not yes or no; { $label } takes true, false, yes, no, 1 or 0

## Two columns for one field (batch/plan.rs). $first and $second are column names and $key
## the field's key, in quotes as written; $label is the field's name.

problem-batch-two-columns-one-field = both { $first } and { $second } give the field { $key } ({ $label }); keep only one of them

## A CSV row with the wrong number of cells (batch/csv_rows.rs). $cells is the row's number of
## cells, $columns the header's, $names the header's column names; $line is where the row
## starts and $end where it runs on to.

problem-batch-csv-cell-count = this row has { $cells } { $cells ->
        [one] cell
       *[other] cells
    } but the header has { $columns ->
        [one] { $columns } column
       *[other] { $columns } columns
    } ({ $names }); the row was left out. Check for a missing or extra comma: a cell that contains a comma must be in double quotes
problem-batch-csv-cell-count-runs-on = this row has { $cells } { $cells ->
        [one] cell
       *[other] cells
    } but the header has { $columns ->
        [one] { $columns } column
       *[other] { $columns } columns
    } ({ $names }); the row was left out. Check for a missing or extra comma: a cell that contains a comma must be in double quotes. The row runs on to line { $end }: a double quote opened on line { $line } may be missing its closing quote

## Lines of a JSON Lines file that cannot be used (batch/import.rs). The JSON examples stay as
## they are; { "{" } and { "}" } write a brace. $kind is null, bool, number, string, array or
## object (a selector); $reason is what the JSON reader said, in English; $column a column of
## the line.

problem-batch-jsonl-not-object = this is { $kind ->
        [null] null
        [bool] true or false
        [number] a number
       *[string] a string
    }, not a JSON object; each line must be one object such as { "{" }"prompt": "a red fox"{ "}" }
problem-batch-jsonl-array = this is a JSON array, not a JSON object; each line must be one object such as { "{" }"prompt": "a red fox"{ "}" } (for a list of items, put each item on its own line)
problem-batch-jsonl-item-id-type = "client_item_id" is { $kind ->
        [bool] true or false
        [array] a JSON array
       *[object] an object
    }; write it as a string such as "item-1", or leave it out
problem-batch-jsonl-invalid = this line is not valid JSON ({ $reason } at column { $column }); each line must be one complete JSON object such as { "{" }"prompt": "a red fox"{ "}" }, with a line break inside a text written as \n
problem-batch-jsonl-invalid-pretty = this line is not valid JSON ({ $reason } at column { $column }); JSON Lines needs each object on a single line; a pretty-printed JSON file must be rewritten with one object per line

## A batch item's client item id (batch/draft.rs). $length and $max are numbers of characters;
## $id is the id.

problem-batch-item-id-missing = The item has no client item id; give it one (any short text unique in the batch).
problem-batch-item-id-too-long = The client item id is { $length } characters long; keep it to { $max }.
problem-batch-item-id-repeated = The client item id “{ $id }” is used by another item too; each item needs its own.

## A form's reference images (compose/references.rs). $mode is the mode's code
## (image-to-image); $model a model's name; $given, $max and $extra are numbers of images;
## $number counts the images from 1; $url is an address as typed, $name a picture's file
## name; $problem says what is wrong with the picture.

problem-batch-reference-none-mode = { $mode } needs at least one reference image; add a picture or an image URL, or choose another mode.
problem-batch-reference-none = This mode needs at least one reference image; add a picture or an image URL, or choose another mode.
problem-batch-reference-too-many = { $given } reference images were given; { $model } takes at most { $max }. Remove { $extra }.
problem-batch-reference-not-http = Reference image { $number } ({ $url }) is not an http(s) URL; enter a full address starting with https://.
problem-batch-reference-picture = Reference image { $number } ({ $name }): { $problem }. Use the smaller copy GenDesk offers beside it.
problem-batch-reference-not-uploaded = Reference image { $number } ({ $name }) is not uploaded yet; wait a moment, or see the message beside it.
