# Words from the engine: errors from the service and the network, task failures, notifications, the activity log.

## What to do about a task's failure code (wording/fail_code.rs).

core-fail-moderation = Rephrase the prompt and replace any flagged inputs; moderation results cannot be appealed.
core-fail-input-image-sensitive = Replace the flagged input image with a different one; moderation results cannot be appealed.
core-fail-input-output-sensitive = Change the prompt and input images so the result stays within policy; moderation results cannot be appealed.
core-fail-prohibited = Remove the prohibited content from the prompt and inputs; moderation results cannot be appealed.
core-fail-nsfw = Rephrase the prompt to remove adult content; moderation results cannot be appealed.
core-fail-copyright = Remove copyrighted characters, logos or artwork from the prompt and inputs; moderation results cannot be appealed.
core-fail-output-image-sensitive = Adjust the prompt so the generated image stays within policy; moderation results cannot be appealed.
core-fail-content-violation = Revise the prompt and inputs to comply with the content policy; moderation results cannot be appealed.
core-fail-prompt-length = Shorten the prompt (stay under about 2000 characters) and submit again.
core-fail-prompt-invalid = Rewrite the prompt and check that it suits the selected mode and model.
core-fail-prompt-parameter = Remove or correct the parameters written into the prompt (such as --flags), then submit again.
core-fail-missing-parameter = Fill in every required field, then submit again.
core-fail-bad-request = Check that all required fields are filled in correctly, then submit again.
core-fail-validation = Review the settings against the model's documented limits, then submit again.
core-fail-parameter = Check numeric values and formats (ranges, counts, sizes) against the model's limits.
core-fail-ratio = Choose an aspect ratio the selected model supports, then submit again.
core-fail-param-value = Correct the rejected item's input values, then resubmit that item.
core-fail-image-format = Convert the image to JPEG, PNG or WebP and upload it again.
core-fail-image-size = Resize the image to dimensions and a file size the model accepts, then upload it again.
core-fail-invalid-image-size = Resize the image to dimensions the model supports, then submit again.
core-fail-image-not-access = Make sure each reference image URL is public, still valid and downloads without login; for a picture from your computer, send again and GenDesk hosts it anew (check the bucket or tunnel in Settings if it fails again).
core-fail-image-invalid = Replace the image with a valid, uncorrupted JPEG, PNG or WebP file.
core-fail-image-incorrect = Use distinct, permitted images that suit the selected model.
core-fail-input-format = Convert the input file to a format the model supports, then submit again.
core-fail-upload = Upload a smaller file (commonly under 10 MB) in a supported format.
core-fail-video-incorrect = Use a different video without unsupported content such as real people.
core-fail-video-invalid = Trim or re-encode the video to meet the model's duration, resolution and subject requirements.
core-fail-input-incorrect = Adjust the input's duration or dimensions to what the model accepts.
core-fail-image-url = Provide a valid, public http(s) link that points directly to the image.
core-fail-lora-url = Make sure the LoRA URL is public and points directly to the model file.
core-fail-auth = Check the API key in settings, and contact support if it is correct.
core-fail-quota = Wait for your quota to reset or upgrade your plan, then submit again.
core-fail-balance = Top up your balance, then submit again.
core-fail-rate-limit = Too many requests at once; wait a minute, then retry as a new task.
core-fail-transient = A temporary upstream problem; retrying as a new task usually works.
core-fail-task-timeout = The task expired; create a new task.
core-fail-task-id = Pick a finished task that supports this action (such as upscale or vary), then try again.
core-fail-unknown = Unrecognised failure code; check the failure message, and contact support if it persists.

## Failed calls to the service (wording/api_error.rs).

# $message is the sentence for the failure (one of the core-api- messages).
core-api-may-have-created = { $message } The task may have been created (and charged) all the same: check the task list or your balance before submitting it again.
# $detail is the network's own words (English).
core-api-not-sent = Could not connect to { $host } ({ $detail }). Nothing was sent. Check your internet connection and the base URL in the profile, then try again.
# $failure is a core-net- sentence.
core-api-blocked = { $failure } Nothing was sent to { $host }.
core-api-outcome-unknown-timed-out = The request was sent but no answer came in time, so it is not known whether the service acted on it. Check the task list or the status before sending it again, so you are not charged twice.
core-api-outcome-unknown-lost = The request was sent but the connection was lost before the answer arrived, so it is not known whether the service acted on it. Check the task list or the status before sending it again, so you are not charged twice.
# $said is core-api-service-said or nothing; $wait is core-api-wait-….
core-api-rate-limited-wait = Too many requests: the service is rate-limiting this key.{ $said } Wait { $wait }, then try again.
# The service's own message, with the space before it.
core-api-service-said = {" "}The service said: “{ $message }”.
core-api-wait-a-second = a second
core-api-wait-seconds = about { $count } seconds
core-api-wait-minutes = { $count ->
    [one] about { $count } minute
   *[other] about { $count } minutes
}
# $sample is the start of the response, quoted.
core-api-decode = The service sent a response GenDesk could not read (HTTP { $status }; it began { $sample }). Check that the base URL points at the generation service; if it does, try again later.
core-api-too-large = The service sent an unexpectedly large response (over { $mib } MiB) and it was not read. Check that the base URL points at the generation service.
core-api-base-url = The service address is not usable: { $reason }.
core-api-key = The API key is not usable: { $reason }.
core-api-batch = The batch was not sent: { $reason }.
core-api-invalid-request = The request was not sent: { $reason }.
core-api-setup = GenDesk could not prepare its network connection ({ $reason }). Restart the app; if it persists, report it.
core-api-status-400 = The service rejected the request as invalid.{ $said } Correct the input and submit again.
core-api-status-401 = The API key was refused (invalid, revoked, missing, or not allowed for this model).{ $said } Check the key in the profile, or create a new one in the dashboard.
core-api-status-402 = Your balance is too low for this request.{ $said } Top up your account, then try again.
core-api-status-403 = The service refused the request: the content may violate the usage policy, or the key lacks permission.{ $said } Change the input or check the key's permissions.
core-api-status-404 = Not found: the model or task does not exist for this account.{ $said } Check the model ID and task ID.
core-api-status-429 = Too many requests: the service is rate-limiting this key.{ $said } Wait about a minute, then try again.
core-api-status-5xx = The service had a temporary problem (code { $code }).{ $said } Try again in a few minutes.
core-api-status-504 = The service timed out waiting for the model provider (code 504).{ $said } Wait a little and try again.
core-api-status-redirect = The service answered with a redirect (code { $code }), which GenDesk does not follow so your key stays with the address you entered.{ $said } Check the base URL.
core-api-status-other = The service answered with code { $code }.{ $said } Try again later; if it persists, contact support.

## What the engine was doing when something failed, as a phrase (wording/engine_error.rs):
## shown as "{ phrase } failed: …" and "While { phrase }: …".

core-doing-checking-balance = checking the balance
core-doing-recording-balance = keeping the balance in the history
core-doing-checking-spending-limit = reading what was spent, to keep the spending limit
core-doing-saving-favourite = saving the star on a task
core-doing-reading-secret = reading the webhook signing secret
core-doing-reading-secret-for-receiver = reading the webhook signing secret for the receiver
core-doing-rotating-secret = rotating the webhook signing secret
core-doing-reading-rotated-secret = reading the new webhook signing secret (the rotation was done)
core-doing-revoking-secret = revoking the webhook signing secret
core-doing-reading-known-secrets = reading the known webhook signing secrets
core-doing-saving-secrets = saving the webhook signing secrets
core-doing-finding-results = finding results to download
core-doing-downloading-results = downloading results
core-doing-queueing-download = queueing a download
core-doing-resuming-downloads = resuming downloads
core-doing-recording-finished-download = recording a finished download
core-doing-recording-failed-download = recording a failed download
core-doing-writing-record = writing the prompt and settings into a downloaded file
core-doing-preparing-run = preparing the batches (nothing was sent)
core-doing-saving-run = saving the batches (nothing was sent)
core-doing-downloading-batch-results = downloading a batch's results
core-doing-following-batch-downloads = following a batch's downloads
core-doing-checking-interrupted = checking for interrupted submissions
core-doing-refreshing-task = refreshing a task
core-doing-preparing-submission = preparing the submission
core-doing-saving-submission = saving the submission (nothing was sent)
core-doing-recording-task-id = recording the new task id
core-doing-recording-submission-outcome = recording the submission's outcome
core-doing-reading-tasks-to-poll = reading tasks to poll
core-doing-reading-finished-task = reading a finished task
core-doing-saving-task-status = saving a task's status
core-doing-checking-task-status = checking a task's status
core-doing-saving-poll-error = saving a poll error
core-doing-recording-delivery = recording a webhook delivery
core-doing-recording-delivery-effects = recording what a delivery changed
core-doing-finding-delivery-task = finding a delivery's task
core-doing-preparing-batch = preparing the batch (nothing was sent)
core-doing-saving-batch = saving the batch (nothing was sent)
core-doing-sending-batch-again = sending the batch again
core-doing-refreshing-batch = refreshing a batch
core-doing-reading-batches-to-send = reading batches to send
core-doing-recording-accepted-batch = recording the accepted batch
core-doing-recording-batch-send-error = recording a batch send error
core-doing-reading-batches-to-poll = reading batches to poll
core-doing-saving-batch-poll-error = saving a batch poll error
core-doing-checking-batch-status = checking a batch's status
core-doing-reading-finished-batch-item = reading a finished batch item
core-doing-saving-batch-status = saving a batch's status

## What happened (wording/engine_error.rs); lower-case, as it follows a colon.

core-problem-task-not-in-history = the task is not in the history
core-problem-batch-not-in-history = the batch is not in the history
core-problem-no-results-yet = this task has no result files yet; wait until it has succeeded
core-problem-no-such-result = this task has no result number { $number }
# $detail is the rule the batch broke.
core-problem-run-batch-invalid = batch { $number }: { $detail }
# $detail is what went wrong while recording (the database's words).
core-problem-task-id-not-recorded = { $detail }; the task { $task } exists at the service
core-problem-batch-not-recorded = { $detail }; the batch { $batch } exists at the service and will be recorded when it is sent again
# $details is what was wrong with the results.
core-problem-unreadable-results = the service reported success but the result could not be read ({ $details }); GenDesk will ask again

## Why a task ended, when the service gave no code (wording/mod.rs).

core-failure-no-code = The service gave no failure code. Check the prompt and settings, then submit again.
core-end-sandbox-forgot = The offline sandbox no longer knows this task (its saved world was lost or set aside while the task was still running), so it can never finish. Submit it again: sandbox tasks cost nothing.
core-end-sandbox-forgot-hint = Use “Reuse settings” in the task's detail to submit it again.

## Failed result downloads (wording/download_error.rs).

core-download-not-http = This result link is not a web address (it uses "{ $scheme }"), so it was not downloaded. Only http and https links are downloaded.
core-download-invalid-url = This result link cannot be downloaded ({ $reason }). Check the task's result or generate it again.
core-download-expired = The result link has expired: result files can be downloaded for 24 hours after they are issued. Generate the result again to get a new link.
core-download-http-status = The server refused the download (HTTP { $code }). Try again later; if it keeps failing, generate the result again.
# $limit is a size such as "4 GiB".
core-download-too-large = The file is larger than the download limit of { $limit }, so it was not downloaded. To download it, raise “Largest download” in Settings, then download again.
core-download-no-space = The disk is full while saving { $path }. Free some space and download again; the download continues where it stopped.
core-download-io = The file could not be saved to { $path } ({ $reason }). Check that the folder exists and is writable, or choose another download folder.
core-download-local-gone = This result's link is no longer available: nothing answers at its address on this computer (the offline sandbox that made it now runs at another address). A downloaded copy is kept; generate the result again for a new link.
# $failure is a core-net- sentence.
core-download-blocked = { $failure } The download continues where it stopped when you download again.
core-download-network = The download failed because of a network problem ({ $reason }). Check the connection and download again; it continues where it stopped.
core-download-cancelled = The download was cancelled. Download again to continue where it stopped.
core-download-setup = The downloader could not start ({ $reason }). Restart the app; if it keeps happening, report it.

## What blocks the way to a host (wording/network.rs). $proxy is host:port.

core-net-proxy-refused = The proxy { $proxy } refused the connection: it is not running, or its address or port is wrong. Check the proxy in the Network settings, or ask whoever runs it.
core-net-proxy-unreachable = The proxy { $proxy } could not be reached ({ $detail }). Check its address in the Network settings and this computer's connection.
core-net-proxy-login-needed = The proxy { $proxy } wants a user name and password (HTTP 407). Enter them for the custom proxy in the Network settings.
core-net-proxy-login-refused = The proxy { $proxy } refused the user name or password. Correct them in the Network settings.
core-net-proxy-would-not-connect = The proxy { $proxy } would not open a connection to { $host }: its user name or password may be wrong, or it does not allow this address. Test connection in the Network settings tells which.
core-net-proxy-forbids = The proxy { $proxy } does not allow connections to { $host } (HTTP 403). Ask whoever runs it to allow { $host }, or, when { $host } can be reached without the proxy, add it to the bypass list in the Network settings.
core-net-socks-could-not-reach = The SOCKS5 proxy { $proxy } could not reach { $host } ({ $reason }). When the name does not resolve at the proxy or the proxy does not allow it, ask whoever runs the proxy; otherwise try again later.
# $problem is why the certificate is not trusted; $subject and $issuer are names from the certificate.
core-net-untrusted-certificate = The connection to { $host } was refused: its certificate is not trusted ({ $problem }). The certificate presented was “{ $subject }”, issued by “{ $issuer }”. If your organisation inspects HTTPS traffic, ask its IT department for that authority's certificate (a PEM file) and add it as the extra certificate authority in the Network settings. Otherwise something between this computer and { $host } is intercepting the connection: do not send anything until that is explained.
core-net-proxy-broken = The proxy { $proxy } broke off the connection ({ $detail }). Check that it is a proxy of the kind chosen in the Network settings (HTTP, HTTPS or SOCKS5).

## How long the service was out of reach (wording/network.rs).

core-outage-under-a-minute = less than a minute
core-outage-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
core-outage-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
core-outage-hours-minutes = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
} { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}

## Troubles kept in the history (wording/trouble.rs).

core-trouble-interrupted = GenDesk stopped before the service answered this submission, so it is not known whether the task was created (and charged). Check the service's task list or your balance before submitting it again.

## The webhook receiver could not start (wording/receiver.rs).

core-receiver-address-unreadable = The webhook receiver could not start: its address could not be read from the history ({ $detail }).
core-receiver-port-taken = Port { $port } on 127.0.0.1 is already in use by another program (perhaps another GenDesk window), so the webhook receiver is off; choose another port in the Webhook receiver section of Settings, or close the other program.
core-receiver-bind = The webhook receiver could not listen on 127.0.0.1 port { $port } ({ $cause }); choose another port in the Webhook receiver section of Settings.

## The spending limit's question (wording/spending.rs).
## $what is what was held, e.g. "1 task of sandbox/image-fast" (capitalised for the start of a sentence); amounts are formatted money.

core-limit-over-day = { $what } would pass today's spending limit of { $limit } by { $over } ({ $spent } spent today; it costs about { $cost }). Nothing was sent.
core-limit-over-month = { $what } would pass this month's spending limit of { $limit } by { $over } ({ $spent } spent this month; it costs about { $cost }). Nothing was sent.
core-limit-unknown-price = The price of { $what } is not known, so GenDesk cannot tell whether it stays within your spending limit. Nothing was sent.

## Desktop notifications (wording/notification.rs).
## $kind is image, video, music or task.

core-notify-task-ready = { $kind ->
    [image] Image ready
    [video] Video ready
    [music] Music ready
   *[task] Task ready
}
core-notify-task-failed = { $kind ->
    [image] Image failed
    [video] Video failed
    [music] Music failed
   *[task] Task failed
}
# The start of the prompt, quoted.
core-notify-prompt = “{ $prompt }”
core-notify-batch-finished = Batch finished: { $ready } of { $total } ready
core-notify-batch-finished-failed = Batch finished: { $ready } of { $total } ready, { $failed } failed
core-notify-batch-finished-body = { $model } — open Batches to see the results
core-notify-batch-refused = Batch of { $count } not sent
core-notify-download-finished = Download finished
core-notify-download-failed = Download failed
# The end of "Download all results" of batches; $folder is where the files went.
core-notify-batch-download = { $count ->
    [one] { $count } file in { $folder }
   *[other] { $count } files in { $folder }
}
core-notify-batch-download-failed = { $count ->
    [one] { $count } file in { $folder }, { $failed } could not be downloaded
   *[other] { $count } files in { $folder }, { $failed } could not be downloaded
}

## A file's generation record, a line each (wording/provenance.rs; gendesk media info and the dropped-file panel).

core-record-model = Model: { $model }
# $kind is image, video or audio (as written in the record).
core-record-model-kind = Model: { $model } ({ $kind })
core-record-prompt = Prompt: { $prompt }
core-record-task = Task: { $task }
core-record-task-result = Task: { $task }, result { $result }
core-record-batch = Batch: { $batch }
core-record-batch-item = Batch: { $batch }, item { $item }
core-record-batch-unknown = (not known)
core-record-created = Created: { $time }
core-record-completed = Completed: { $time }
core-record-estimated-cost = Estimated cost: { $amount }
core-record-references = References: { $references }
core-record-service = Service: { $service }
core-record-written-by = Written by: { $generator }

## The activity log kept in the history (wording/activity_log.rs). Written in English as data
## whatever the language in force; the other languages' words are there for completeness.

core-log-recovered-unknown = { $count ->
    [one] { $count } submission was interrupted before the service answered; its outcome is unknown
   *[other] { $count } submissions were interrupted before the service answered; their outcomes are unknown
}
core-log-offline = The service could not be reached; status checks and downloads wait for it
# $outage is a core-outage- length.
core-log-online = The service answers again after { $outage } out of reach; status checks and downloads went on
# $doing is a core-doing- phrase, $problem a core-problem- or core-api- sentence.
core-log-error = While { $doing }: { $problem }
core-log-reference-not-hosted = Reference picture { $number } could not be hosted: { $error }
core-log-references-deleted = { $count ->
    [one] { $count } uploaded reference picture was deleted from your bucket: its tasks are done
   *[other] { $count } uploaded reference pictures were deleted from your bucket: their tasks are done
}
core-log-submitted = Submitted; the service's task id is { $task }
# $state is the task's final state as the service names it.
core-log-task-final = Finished: { $state }
# $message is the service's failure message (or why GenDesk ended the task); $hint what to do.
core-log-task-failed = Failed: { $message } { $hint }
core-log-task-failed-code = Failed ({ $code }): { $message } { $hint }
core-log-no-reason = no reason given.
core-log-batch-recorded = { $count ->
    [one] Batch of { $count } item recorded
   *[other] Batch of { $count } items recorded
}
core-log-run-recorded = { $items ->
    [one] { $items } item
   *[other] { $items } items
} recorded as { $batches ->
    [one] { $batches } batch
   *[other] { $batches } batches
}
core-log-batch-accepted = Batch { $batch } accepted: { $created } new, { $reused } reused, { $rejected } rejected
core-log-batch-accepted-replayed = Batch { $batch } accepted (replayed): { $created } new, { $reused } reused, { $rejected } rejected
core-log-secret-rotated = The webhook signing secret was rotated
core-log-secret-revoked = The webhook signing secrets were revoked

## Form checks before anything is sent (compose/validate.rs). $label is the field's label,
## $model the model's name; $bounds is between, at-least, at-most or none ($lo and $hi the bounds).

core-validate-callback-missing = Callback mode needs a callback URL: a public https:// address that answers HTTP 200 within 30 seconds. Enter one, or switch the request type to async to poll instead.
# $key is the JSON key, quoted.
core-validate-extra-is-field = { $key } in the extra JSON is already a form field ({ $label }); set it in the form and remove it from the extra JSON.
# $kind is null, bool, number, string or array.
core-validate-extra-not-object = The extra JSON must be an object such as {"{"}"seed": 7{"}"}, not { $kind ->
    [null] null
    [bool] true or false
    [number] a number
    [string] a string
    [array] an array
   *[object] an object
}; wrap the fields in {"{"} {"}"}.
# $reason is the JSON reader's own words (English).
core-validate-extra-invalid = The extra JSON is not valid JSON at line { $line }, column { $column }: { $reason }. Fix it there, or clear the box.
core-validate-prompt-empty = The prompt is empty; describe what to generate.
# $choices is a list made with core-validate-list-or.
core-validate-enum-not-set = { $label } is not set; choose one of { $choices }.
core-validate-mode-needs-reference = { $mode } needs at least one reference image; add an image URL, or choose another mode.
core-validate-needs-reference = This mode needs at least one reference image; add an image URL, or choose another mode.
core-validate-number-not-set = { $bounds ->
    [between] { $label } is not set; enter a number between { $lo } and { $hi }.
    [at-least] { $label } is not set; enter a number of at least { $lo }.
    [at-most] { $label } is not set; enter a number of at most { $hi }.
   *[none] { $label } is not set; enter a number.
}
core-validate-empty = { $label } is empty; enter a value.
core-validate-not-text = { $label } must be text.
core-validate-prompt-too-short = The prompt has { $count } characters; { $model } needs at least { $min }.
core-validate-prompt-too-long = The prompt has { $count } characters; { $model } accepts at most { $max }. Shorten it by { $over }.
core-validate-text-too-long = { $label } has { $count } characters; at most { $max } are allowed. Shorten it by { $over }.
core-validate-enum-not-offered = { $label } { $value } is not offered by { $model }; choose one of { $choices }.
core-validate-not-bool = { $label } must be on or off (true or false), not { $value }.
core-validate-not-whole = { $label } must be a whole number, not { $value }.
core-validate-not-number = { $label } must be a number, not { $value }.
core-validate-out-of-range = { $bounds ->
    [between] { $label } must be between { $lo } and { $hi }; { $value } is out of range.
    [at-least] { $label } must be of at least { $lo }; { $value } is out of range.
    [at-most] { $label } must be of at most { $hi }; { $value } is out of range.
   *[none] { $label } must be; { $value } is out of range.
}
core-validate-not-url-list = { $label } must be a list of URLs.
core-validate-too-many-references = { $count } reference images were given; { $model } takes at most { $max }. Remove { $remove }.
core-validate-reference-not-url = Reference image { $number } ({ $value }) is not an http(s) URL; enter a full address starting with https://.
# "1:1, 16:9 or 9:16": $rest is the first ones joined with core-validate-list-separator.
core-validate-list-or = { $rest } or { $last }
core-validate-list-separator = {", "}

## Test connection, Settings → Network (network_check.rs).
## $route is direct, bypassed, proxy or system-proxy; $kind the proxy's kind (HTTP, SOCKS5…), $address its host:port.

core-check-result-host = A result host
core-check-result-host-named = A result host ({ $host })
core-check-no-result-yet = No result yet to try: result files are fetched the same way once there are some.
core-check-service = The service ({ $host })
core-check-service-answered = It answered: the balance is { $balance }.
# $reason is a core-api- sentence.
core-check-service-refused = It was reached, but refused the call: { $reason }
core-check-result-link-not-web = The latest result link is not a web address.
core-check-host-answered-file = It answered with the file.
core-check-host-answered-expired = It answered HTTP { $status }: the host is reached (this link has expired).
core-check-host-answered = It answered HTTP { $status }: the host is reached.
core-check-host-timed-out = { $route ->
    [bypassed] No answer within { $seconds } s direct (in the proxy's bypass list). Check the connection and the proxy.
    [proxy] No answer within { $seconds } s through { $kind } proxy { $address }. Check the connection and the proxy.
    [system-proxy] No answer within { $seconds } s through the system's { $kind } proxy { $address }. Check the connection and the proxy.
   *[direct] No answer within { $seconds } s direct. Check the connection and the proxy.
}
# $reason is the network's own words (English).
core-check-host-unreachable = { $route ->
    [bypassed] It could not be reached direct (in the proxy's bypass list) ({ $reason }).
    [proxy] It could not be reached through { $kind } proxy { $address } ({ $reason }).
    [system-proxy] It could not be reached through the system's { $kind } proxy { $address } ({ $reason }).
   *[direct] It could not be reached direct ({ $reason }).
}

## Why a webhook delivery was or was not verified (webhooks/check.rs). $version is a signing
## secret's version number; dates are written "2026-11-23 14:05 UTC".

# $signed is the signed string shown, cut; $more how many bytes were left out.
core-webhook-preview-more = { $signed }… ({ $more } more bytes)
# $rejection is the verifier's own sentence.
core-webhook-wrong-scheme = { $rejection } Check for a GenDesk update, or the webhook settings of the account.
core-webhook-verified-version = Signature verified with secret version { $version }.
core-webhook-verified-previous = Signature verified with secret version { $version }, a previous version that still signs deliveries of batches accepted before the rotation, until { $until }.
core-webhook-verified = Signature verified.
# $amount is core-webhook-seconds or core-webhook-seconds-long; $beyond is seconds past the window of $tolerance seconds.
core-webhook-future = The signature is valid, but the timestamp is { $amount } in the future, { $beyond ->
    [one] { $beyond } second
   *[other] { $beyond } seconds
} beyond the { $tolerance }-second freshness window. This computer's clock (or the sender's) is probably wrong: check that the system clock is synchronised.
core-webhook-future-version = The signature is valid (secret version { $version }), but the timestamp is { $amount } in the future, { $beyond ->
    [one] { $beyond } second
   *[other] { $beyond } seconds
} beyond the { $tolerance }-second freshness window. This computer's clock (or the sender's) is probably wrong: check that the system clock is synchronised.
core-webhook-stale = The signature is valid, but the timestamp is { $amount } old, { $beyond ->
    [one] { $beyond } second
   *[other] { $beyond } seconds
} beyond the { $tolerance }-second freshness window. This is a replay of an old delivery, or this computer's clock is wrong: check that the system clock is synchronised.
core-webhook-stale-version = The signature is valid (secret version { $version }), but the timestamp is { $amount } old, { $beyond ->
    [one] { $beyond } second
   *[other] { $beyond } seconds
} beyond the { $tolerance }-second freshness window. This is a replay of an old delivery, or this computer's clock is wrong: check that the system clock is synchronised.
core-webhook-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
# $parts is the same length in units, e.g. "5 min 1 s" (d, h, min, s).
core-webhook-seconds-long = { $count ->
    [one] { $count } second ({ $parts })
   *[other] { $count } seconds ({ $parts })
}
core-webhook-version-current = version { $version } (current)
core-webhook-version-until = version { $version } (until { $until })
# $known lists core-webhook-version-current / -until.
core-webhook-mismatch = The signature matches none of the secrets that may sign now: { $known }. Either the body, the event id or the timestamp was altered after signing (a proxy or tunnel that rewrites the body does this too), or the delivery was signed with a secret that is not the one GenDesk knows: fetch the current secret again in the Webhooks view.
core-webhook-no-secret = GenDesk knows no signing secret for this profile, so the delivery cannot be verified: open the Webhooks view to fetch the secret. The batch's status still shows this item's result.
core-webhook-none-may-sign = None of the signing secrets GenDesk knows may sign now (they were revoked or their grace ended), so the delivery cannot be verified: fetch the secret again in the Webhooks view.
# $reason is core-webhook-matches-revoked or -retired.
core-webhook-none-may-sign-retired = None of the signing secrets GenDesk knows may sign now (they were revoked or their grace ended), so the delivery cannot be verified: fetch the secret again in the Webhooks view. { $reason }
core-webhook-matches-revoked = The signature matches secret version { $version }, revoked on { $date }: deliveries signed with it are suppressed by the service, so this is a replay or a forgery.
core-webhook-matches-retired = The signature matches secret version { $version }, which stopped signing on { $date }: the service no longer signs with it, so this is a replay or a forgery by someone who has that old secret, or this computer's clock is wrong.
core-webhook-unknown-date = an unknown date
# A moment that cannot be written as a date; $ms is milliseconds since 1970.
core-webhook-time-unknown = { $ms } ms after 1970
-core-webhook-signed-rule = The signed string must be {"{"}eventId{"}"}.{"{"}timestamp{"}"}.{"{"}body{"}"}: the event id, a dot, the timestamp, a dot, then the raw body bytes exactly as sent.
core-webhook-pitfall-body-only = The signature does not match, but it is the HMAC-SHA256 of the body alone under secret version { $version }: the sender signed only the body. { -core-webhook-signed-rule }
core-webhook-pitfall-timestamp-and-body = The signature does not match, but it is what secret version { $version } gives for {"{"}timestamp{"}"}.{"{"}body{"}"}: the sender left out the event id. { -core-webhook-signed-rule }
core-webhook-pitfall-event-id-and-body = The signature does not match, but it is what secret version { $version } gives for {"{"}eventId{"}"}.{"{"}body{"}"}: the sender left out the timestamp. { -core-webhook-signed-rule }
core-webhook-pitfall-line-break-added = The signature does not match, but it matches secret version { $version } for the body without its final line break: a line break was added after signing (a shell's echo or an editor does this). Pass the exact bytes that were signed.
core-webhook-pitfall-line-break-removed = The signature does not match, but it matches secret version { $version } for the body with a final line break: the line break was lost after signing. Pass the exact bytes that were signed.
