# Errors of transfers: GenDesk's own updates, result downloads and previews, download file-name patterns, the webhook receiver and `gendesk webhook verify`, Insights exports and periods.

## Updates of GenDesk (update/error.rs). The update feed is the signed file that announces new versions.

err-update-disabled = this GenDesk was built for a distribution package: its package manager brings new versions
# $url is the address as set, in quotes; $reason says what is wrong with it, in English.
err-update-feed-address = the update feed address { $url } is not usable ({ $reason }); enter an https:// address in Settings → Updates
# $reason is what the network said, often in English.
err-update-unreachable = the update feed could not be reached ({ $reason }); check the connection and try again
# $status is an HTTP status code (404); $url the address asked for.
err-update-http-status = the update feed's server answered HTTP { $status } for { $url }; try again later
# $limit is a number of bytes.
err-update-feed-too-large = the update feed is larger than { $limit } bytes, so it was not read
# $reason is what the signature decoder said, in English.
err-update-signature-unreadable = the update feed's signature could not be read ({ $reason }); the feed was not used
err-update-untrusted-key = the update feed is signed with a key this GenDesk does not trust; the feed was not used
err-update-bad-signature = the update feed's signature does not match its contents: it was changed after it was signed, so it was not used
# $comment is the signature's trusted comment, in quotes; $version the version the feed announces (1.4.0).
err-update-comment-mismatch = the update feed's signed comment is { $comment } but the feed announces { $version }: the feed was not used
# $reason says what is wrong, in English.
err-update-malformed = the update feed is not in a form this GenDesk understands ({ $reason }); the feed was not used
err-update-insecure-address = the update feed names an address that is neither https:// nor on this computer ({ $url }); the feed was not used
# $published and $last are dates and times (2026-12-02T00:00:00Z).
err-update-older-feed = the update feed was published { $published }, before the one already seen ({ $last }): an old copy, so it was not used
# $kind is "matching" or the package's kind in English: "Windows installer", "Linux tar.gz", "Debian package (.deb)", "macOS disk image (.dmg)".
err-update-no-package = the update has no { $kind } package; download it from the project's page instead
# $error says why the download failed (an err-download-… message).
err-update-download = the update could not be downloaded: { $error }
# $actual and $expected are numbers of bytes.
err-update-size-mismatch = the downloaded update has { $actual } bytes where the signed feed says { $expected }: it was removed and nothing was installed
err-update-hash-mismatch = the downloaded update's SHA-256 does not match the signed feed: it was removed and nothing was installed
# $path is a file or folder; $action is "read", "written" or "removed"; $cause is the system's reason, often in English.
err-update-io = { $path } could not be { $action }: { $cause }; check the folder's permissions and free space
# $reason says what went wrong, in English.
err-update-install = the update could not be installed ({ $reason }); this version keeps working
# $error says what is wrong with the catalogue.
err-update-catalog = the updated model catalogue was refused ({ $error }); the previous one is kept

## Result downloads (download/mod.rs). The history keeps these; core-download-… words them for the window.

# $scheme is the address's scheme, in quotes ("ftp").
err-download-not-http = only http and https result URLs can be downloaded, not { $scheme }
# $reason says what is wrong with the address, in English.
err-download-invalid-url = the result URL is not usable: { $reason }
err-download-expired = the result URL has expired (24 h after it was issued)
err-download-http-status = the server answered HTTP { $status }
err-download-too-large = the file is larger than the limit of { $limit } bytes
err-download-no-space = no space left on the disk while writing { $path }
# $cause is the system's reason, often in English.
err-download-io = could not write { $path }: { $cause }
err-download-local-gone = nothing answers at the result URL's address on this computer
# $reason is what the network said, often in English.
err-download-network = network error: { $reason }
err-download-cancelled = the download was cancelled
err-download-setup = the downloader could not be set up: { $reason }

## File-name patterns for downloads (download/name_pattern.rs): shown under the pattern in Settings.
## Field names in braces ({model}, {n}, {prompt:30}) are typed as they are: never translate them.

err-name-pattern-empty = The pattern is empty: give at least one field, such as {"{model}"}.
# $before is the pattern up to the brace.
err-name-pattern-unclosed = A “{"{"}” has no “{"}"}” to close it (after “{ $before }”). Close the field, or remove the brace.
err-name-pattern-stray-brace = A “{"}"}” closes no field (after “{ $before }”). Remove it.
# $name is the field as written; $fields lists every field ("{date} {time} {model} …").
err-name-pattern-unknown-field = “{"{"}{ $name }{"}"}” is not a field. The fields are { $fields }.
# $field and $length are as written ({prompt:x}); $max is the largest length allowed.
err-name-pattern-bad-length = “{"{"}{ $field }:{ $length }{"}"}” needs a length from 1 to { $max } after the colon.
err-name-pattern-absolute = The pattern starts with “/”: it names places inside the download folder, so remove the leading slash.
# $part is the folder as written ("..").
err-name-pattern-parent-folder = “{ $part }” is not allowed as a folder: files stay inside the download folder.
err-name-pattern-no-file-name = The pattern ends with a folder: add a file name after the last “/”, such as {"{n}"}.
# $count is more than $max, always several.
err-name-pattern-too-deep = The pattern makes { $count } folders inside each other; at most { $max } are allowed.

## Result previews (media/fetch.rs).

# $reason says what is wrong with the address, in English.
err-fetch-bad-url = the result address cannot be opened: { $reason }
err-fetch-gone = the result link no longer works (HTTP { $status }); result links expire 24 hours after the task finished, so only a downloaded copy can be shown
err-fetch-status = the server answered HTTP { $status } for the result file; try again later
# $mib is a whole number of MiB.
err-fetch-too-large = the file is larger than { $mib } MiB, too large to preview; download it instead
# $reason is what the network said, often in English.
err-fetch-network = the result file could not be fetched ({ $reason }); check the connection and try again
err-fetch-local-gone = this result's link is no longer available: nothing answers at its address on this computer (the offline sandbox that made it now runs at another address), so it can be shown only from a downloaded copy

## gendesk webhook verify (webhooks/cli.rs). $variable is an environment variable's name; the command line after "for example:" is typed as it is.

err-webhook-cli-secret-unset = The environment variable { $variable } is not set. Put the webhook signing secret in it (GenDesk never takes a secret on the command line), for example: { $variable }="$(cat secret.txt)" gendesk webhook verify --secret-env { $variable } …
err-webhook-cli-secret-empty = The environment variable { $variable } is empty. Put the webhook signing secret in it: an empty secret cannot verify anything.
err-webhook-cli-secret-not-text = The environment variable { $variable } does not hold UTF-8 text. Copy the signing secret again exactly as the service shows it.
# $cause is the system's reason, often in English.
err-webhook-cli-stdin = The body could not be read from standard input: { $cause }. Pipe the raw body into the command.
# $limit is a number of bytes.
err-webhook-cli-body-too-large = The body on standard input is larger than { $limit } bytes, far more than a webhook carries. Check that the right file is piped in.

## The webhook receiver (webhooks/receiver.rs); core-receiver-… words these for the window.

err-receiver-port-taken = port { $port } on 127.0.0.1 is already in use
# $cause is the system's reason, often in English.
err-receiver-bind = could not listen on 127.0.0.1 port { $port }: { $cause }

## Insights exports (insights/export.rs). $error is the writer's reason, in English.

err-export-csv = the CSV could not be written: { $error }
err-export-json = the JSON could not be written: { $error }
err-export-finish = the CSV could not be finished: { $error }

## Periods of `gendesk report` (insights/period.rs). 24h, 7d, 30d and 2026-11-01 are typed as they are.

# $given is what was typed, in quotes.
err-period-unreadable = { $given } is not a period: give a span such as 24h, 7d or 30d, or a date such as 2026-11-01
err-period-backwards = the period ends before it starts ({ $since } is after { $until })
