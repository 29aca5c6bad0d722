# The headless commands' human output (never --json).

## gendesk engine (headless.rs): its error lines. Command words (submit, batch-file…) are never translated.

# $what is model, mode, count, webhook-url, file-path, task-row, folder, download-row or question.
cli-engine-needs = `{ $verb }` needs { $what ->
    [model] a model
    [mode] a mode
    [count] a count
    [webhook-url] a webhook URL
    [file-path] a file path
    [task-row] a task row
    [folder] a folder
    [download-row] a download row
   *[question] the question's number
}
# $what is item-count, task-row, download-row or question.
cli-engine-expected-number = expected { $what ->
    [item-count] an item count
    [task-row] a task row
    [download-row] a download row
   *[question] a question number
} (a number)
cli-engine-unknown-command = unknown command `{ $command }`
cli-engine-output = could not write the output: { $reason }
# $outage is a core-outage- length.
cli-engine-online = the service answers again after { $outage } out of reach
cli-engine-model-list-unreadable = the model list could not be read: { $reason }
# $model is the model ID, quoted.
cli-engine-model-not-listed = the model { $model } is not in GenDesk's model list; add it in the window (Compose → Add a model…) or use a listed model
cli-engine-batch-file-refused = { $reason } (nothing was sent)
cli-engine-data-dir = give --data-dir FOLDER: the headless engine keeps its history and log there
cli-engine-data-folder-busy = GenDesk is running with the data folder { $folder } (its window or another `gendesk engine`); close it first, or give another --data-dir
# $option is --limit-per-day or --limit-per-month.
cli-engine-limit-amount = { $option } takes an amount in USD of 0 or more, such as 5 or 12.50

## gendesk (main.rs), balance and the window's start.

cli-api-key-variable = set GENDESK_API_KEY to the API key (it is never taken from the command line)
cli-already-open = GenDesk is already open with this data folder: its window was brought to the front.
cli-already-open-process = GenDesk is already open with this data folder (process { $pid }): its window was brought to the front.
cli-no-log-file = no log file: { $reason }
# Shown in a system dialog; $reason says that no renderer could start, $log is the log file.
cli-no-renderer = { $reason }.

    Why each one failed is in the log: { $log }

## --proxy (network_args.rs).

cli-proxy-refused = --proxy: { $reason }
# $user is the user name, quoted; $variable the environment variable's name.
cli-proxy-no-password = --proxy names the user { $user } but { $variable } is not set; set it to the proxy's password (it is never taken from the command line)

## Show in folder (show_in_folder.rs).

cli-show-missing = { $path } is no longer there: it was moved or deleted.
cli-show-not-opened = no file manager opened the folder { $folder }. Open it from your file manager instead.

## gendesk update (update_command.rs).

cli-update-refused = Update refused: { $reason }
cli-update-up-to-date = GenDesk { $version } is up to date.
# $running is this GenDesk's version; $published a date (2026-11-23).
cli-update-available = GenDesk { $version } is available (this is { $running }), published { $published }.
cli-update-required = This version is too old to keep using with the service: please update.
cli-update-install-with = Install it with: gendesk update apply
cli-update-own-path-unknown = this program's own path is unknown ({ $reason })
cli-update-updated = Updated to GenDesk { $version }; the previous binary is kept as { $backup }.
cli-update-installer-started = The GenDesk { $version } installer is running; it starts GenDesk when it is done.
cli-update-package-ready = The verified package is ready: { $path }
# $count new models, named in $models.
cli-update-catalogue = { $count ->
    [0] The model catalogue is now version { $version }.
    [one] The model catalogue is now version { $version }, with a new model: { $models }.
   *[other] The model catalogue is now version { $version }, with new models: { $models }.
}

## gendesk report (report_command.rs). $name is a profile's name, quoted.

cli-report-no-such-profile = no profile is called { $name } in { $file }; its profiles: { $profiles }
cli-report-no-such-profile-none = no profile is called { $name } in { $file }; its profiles: none yet
cli-report-no-history = no profile is called { $name }: there is no history at { $file } yet
# The report's first line: the history file, whose tasks, and when.
cli-report-heading = History: { $file } · { $profile } · { $period }
cli-report-every-profile = every profile
cli-report-profile = profile { $name }
cli-report-all-time = all time
cli-report-since = since { $since }
cli-report-until = until { $until }
cli-report-between = { $since } to { $until }

## gendesk media info (media_info_command.rs).

cli-media-unreadable = { $file } could not be read: { $reason }
# $format is PNG, JPEG, WebP, MP4… or cli-media-other-format.
cli-media-file = File: { $format }
cli-media-file-size = File: { $format }, { $width }×{ $height }
cli-media-other-format = not a kind of file GenDesk writes records into
cli-media-parameters = No GenDesk record; AUTOMATIC1111 parameters:
cli-media-no-record = No record: this file does not say how it was made (GenDesk writes one into the PNG, JPEG and WebP files it downloads while Settings → Downloads keeps it on).

## Headless commands of a portable GenDesk (portable_start.rs).
cli-portable-keys-locked = the portable keys beside GenDesk are locked: set { $variable } to their passphrase
