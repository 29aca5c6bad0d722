# The history database's words (store/): what it was doing when it failed, the kinds of rows, why
# it refused something; the keyring's (config/secrets.rs, proxy_passwords.rs); the network
# settings' certificate file (config/network.rs); the renderers' names (src/ui/renderer.rs).

## What the store was doing, put into the err-store-… messages as $doing (store/*.rs). A
## phrase of its own, shown in quotes in most languages.

store-doing-reading-a-batch = reading a batch
store-doing-listing-batches = listing batches
store-doing-reading-a-batchs-results = reading a batch's results
store-doing-reading-a-runs-batches = reading a run's batches
store-doing-reading-batch-items = reading batch items
store-doing-saving-a-new-batch = saving a new batch
store-doing-saving-a-new-run-of-batches = saving a new run of batches
store-doing-finding-batches-to-send = finding batches to send
store-doing-recording-a-batch-send-error = recording a batch send error
store-doing-resending-a-batch = resending a batch
store-doing-finding-batches-to-poll = finding batches to poll
store-doing-recording-a-batch-poll-error = recording a batch poll error
store-doing-recording-a-tasks-estimated-cost = recording a task's estimated cost
store-doing-recording-the-batch-items-estimated-costs = recording the batch items' estimated costs
store-doing-reading-what-was-spent = reading what was spent
store-doing-reading-a-tasks-cost = reading a task's cost
store-doing-storing-a-received-delivery = storing a received delivery
store-doing-looking-for-an-earlier-delivery = looking for an earlier delivery
store-doing-recording-what-was-done-with-a-delivery = recording what was done with a delivery
store-doing-listing-received-deliveries = listing received deliveries
store-doing-counting-received-deliveries = counting received deliveries
store-doing-reading-a-received-delivery = reading a received delivery
store-doing-reading-the-receiver-path = reading the receiver path
store-doing-choosing-the-receiver-path = choosing the receiver path
store-doing-queueing-a-download = queueing a download
store-doing-finding-downloads-to-resume = finding downloads to resume
store-doing-recording-download-progress = recording download progress
store-doing-finishing-a-download = finishing a download
store-doing-completing-a-download = completing a download
store-doing-finding-results-to-download = finding results to download
store-doing-reading-a-download = reading a download
store-doing-listing-a-tasks-downloads = listing a task's downloads
store-doing-writing-to-the-activity-log = writing to the activity log
store-doing-reading-the-activity-log = reading the activity log
store-doing-pruning-the-activity-log = pruning the activity log
store-doing-reading-figures-for-insights = reading figures for Insights
store-doing-scheduling-a-poll = scheduling a poll
store-doing-recording-a-poll-error = recording a poll error
store-doing-finding-tasks-to-poll = finding tasks to poll
store-doing-finding-batch-tasks-without-a-processing-time = finding batch tasks without a processing time
store-doing-keeping-a-processing-time = keeping a processing time
store-doing-noting-a-processing-time-was-asked-for = noting a processing time was asked for
store-doing-saving-a-profile = saving a profile
store-doing-reading-a-profile = reading a profile
store-doing-listing-profiles = listing profiles
store-doing-deleting-a-profile-and-its-history = deleting a profile and its history
store-doing-reading-what-made-a-result = reading what made a result
store-doing-recording-a-hosted-reference-picture = recording a hosted reference picture
store-doing-reading-where-reference-pictures-came-from = reading where reference pictures came from
store-doing-finding-reference-pictures-to-delete = finding reference pictures to delete
store-doing-noting-a-deleted-reference-picture = noting a deleted reference picture
store-doing-reading-a-task = reading a task
store-doing-reading-the-latest-result-link = reading the latest result link
store-doing-starring-a-task = starring a task
store-doing-reading-recent-prompts = reading recent prompts
store-doing-reading-a-task-request = reading a task request
store-doing-listing-tasks = listing tasks
store-doing-counting-tasks = counting tasks
store-doing-counting-running-tasks = counting running tasks
store-doing-ending-a-task = ending a task
store-doing-saving-a-new-submission = saving a new submission
store-doing-recording-a-task-id = recording a task id
store-doing-recording-a-failed-submission = recording a failed submission
store-doing-recording-a-task-status = recording a task status
store-doing-recording-a-balance = recording a balance
store-doing-measuring-what-a-task-cost = measuring what a task cost
store-doing-reading-balances = reading balances
store-doing-recording-a-batch-acceptance = recording a batch acceptance
store-doing-recording-a-batch-status = recording a batch status
store-doing-reading-batch-figures-for-insights = reading batch figures for Insights

## Kinds of rows, put into err-store-not-found as $what (store/mod.rs, batches.rs, deliveries.rs,
## downloads.rs).

store-what-task-row = task row
store-what-batch-row = batch row
store-what-download-row = download row
store-what-profile = profile

## What was tried on a task row, put into err-store-wrong-phase as $action (store/tasks.rs).

store-action-given-a-remote-status = given a remote status
store-action-marked-submitted = marked submitted
store-action-marked-outcome-unknown = marked outcome-unknown
store-action-marked-rejected = marked rejected

## Why the history refused something, put into err-store-invalid-input as $detail (store/*.rs).

# $error is what the JSON writer said, in English.
store-detail-headers-not-json = the delivery's headers could not be written as JSON: { $error }
store-detail-empty-run = a run holds at least one batch
# $most is the most items a batch holds; $items how many this one has.
store-detail-batch-size = a batch holds 1 to { $most } items, this one has { $items }
# $folder is a folder.
store-detail-folder-not-utf8 = the folder { $folder } has a name that is not valid UTF-8; choose another folder
# $status is a download's status as a code (queued, running…).
store-detail-not-an-ending = `{ $status }` does not end a download
# $bytes is a byte count, written as a plain figure.
store-detail-progress-too-large = a download progress of { $bytes } bytes is larger than the store can record
# $bytes is a byte count, written as a plain figure.
store-detail-size-too-large = a download size of { $bytes } bytes is larger than the store can record
# $usd is an amount in US dollars as a plain figure; $asked_ms and $at_ms are times in milliseconds since 1970.
store-detail-bad-balance = a balance of { $usd } asked at { $asked_ms } and answered at { $at_ms } is not one
# $row is a batch row's number; $phase its phase as a code (sending, accepted…).
store-detail-status-before-acceptance = batch row { $row } is `{ $phase }`; its acceptance must be recorded before its status
store-detail-profile-without-name = a profile needs a name
# $usd is an amount in US dollars as a plain figure.
store-detail-bad-cost = a cost of { $usd } is not an amount

## What the keyring holds, put into err-secrets-keyring as $what (config/secrets.rs,
## proxy_passwords.rs).

store-secret-api-key = the API key
store-secret-webhook-secrets = the webhook signing secrets
store-secret-bucket-key = the bucket's secret key
store-secret-proxy-password = the proxy password

## Why the keyring failed or what it holds is unusable, put into err-secrets-… messages as $reason
## and shown as the reason keys are kept for this session only (config/secrets.rs).

# $detail is what the system said, in English.
store-keyring-refused = access to the keyring was refused or it is locked ({ $detail }); unlock it and try again
# $detail is what the system said, in English.
store-keyring-no-service = no keyring service answered ({ $detail }); on Linux, install and unlock GNOME Keyring or KWallet
store-keyring-none = this system has no supported keyring
# $what is the keyring's name for the value (password, service…), in English; $limit its limit.
store-keyring-too-long = the { $what } is longer than the keyring allows ({ $limit })
store-keyring-stored-not-text = the stored entry is not readable text
store-keyring-entry-not-text = the entry is not readable text
# $error is what the JSON writer said, in English.
store-keyring-ring-not-json = they could not be written as JSON ({ $error })
# $line and $column say where in the stored text, as plain figures.
store-keyring-ring-syntax = it is not valid JSON, at line { $line } column { $column }
# A secret ring is the list of a profile's known webhook signing secrets. $line and $column as above.
store-keyring-ring-fields = its fields are not those of a secret ring, at line { $line } column { $column }
# $line and $column as above.
store-keyring-ring-cut-short = it ends too early, at line { $line } column { $column }

## Why the extra certificate authority file is refused, put into err-network-ca-file as $reason
## (config/network.rs).

# $bytes is the file's size in bytes, as a plain figure.
store-network-ca-too-large = it is { $bytes } bytes; a certificate file is far smaller

## The ways of drawing the window, listed when none could start (src/ui/renderer.rs).

store-renderer-wgpu = wgpu's own choice of backend
store-renderer-wgpu-vulkan = wgpu on Vulkan
store-renderer-wgpu-dx12 = wgpu on Direct3D 12
store-renderer-wgpu-gl = wgpu on OpenGL
store-renderer-glow = OpenGL (glow)
