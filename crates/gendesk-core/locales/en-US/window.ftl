# The window around the views: first start, connecting a profile, notices, the offline bar, status.

## The first-run page (welcome).

window-welcome-title = Welcome to GenDesk
window-welcome-intro = Generate images, videos and music with AI models, watch your tasks finish live, and keep the results.
window-welcome-sandbox-title = Try it without an account
window-welcome-sandbox-text = The offline sandbox simulates the whole service on this computer: demo models, a $25 demo balance, real result files. Nothing leaves your machine and nothing is charged.
window-welcome-sandbox-explore = Explore the offline sandbox
window-welcome-sandbox-starting = Starting the sandbox…
window-welcome-account-title = Use your account
window-welcome-account-text = Connect with the service's address and your API key. The key is checked first, then kept in your system keyring, never in a file.
window-welcome-connect = Connect to the service

## The connect form (welcome page and "Add profile…"). The base URL's example
## (https://your-service-host) is not translated.

window-connect-name = Profile name
    .hint = e.g. Work
window-connect-base-url = Base URL
window-connect-key = API key
    .hint = kept in your system keyring
window-connect-verify = Verify and save
    .hint = Fill in the name, the address and the key
window-connect-cancel = Cancel
window-connect-checking = Checking the key with the service…
# Followed by the keyring's reason, on its own line.
window-connect-keyring-failed = The key works, but it could not be saved in the system keyring:
window-connect-keyring-session = You can still use it now; GenDesk then forgets it when it closes, and you enter it again next time.
window-connect-session-only = Use for this session only

## The strip under the top bar while the service cannot be reached.

# $since is a time of day, already written ("14:03:27").
window-offline-since = Offline since { $since }
window-offline-text = GenDesk cannot reach the service. Status checks and downloads wait and go on by themselves when it answers; nothing is lost or sent twice. If it lasts, check this computer's connection and the Network settings.

## Opening a profile's engine: why it cannot start or take a request.

# $error is the system's reason, in English.
window-engine-worker-failed = GenDesk could not start its background worker ({ $error }). Close some programs and try again.
window-engine-busy = GenDesk is still busy with earlier requests; try again in a moment.
# $profile is the profile's name.
window-engine-still-opening = The profile “{ $profile }” is still opening; try again in a moment.
window-engine-no-profile = Open a profile first.
# $error says what is wrong with the address.
window-engine-bad-address = The profile's service address is not usable: { $error }. Remove the profile and add it again with a correct address.
# $profile is the profile's name; “Enter the API key again” is the button offered beside this message.
window-engine-no-key = No API key is saved for “{ $profile }” (it may have been kept for one session only). Choose “Enter the API key again”.
# $reason is why, without a final full stop.
window-engine-open-failed = The profile could not be opened: { $reason }.

## The spending limit's question before a submission that would pass it.

window-over-limit-title = Over your spending limit
# $count is how many other submissions wait behind this one.
window-over-limit-more = { $count ->
    [one] { $count } more submission waits for an answer after this one.
   *[other] { $count } more submissions wait for an answer after this one.
}
window-over-limit-send = Send anyway
    .hint = Send it once, as it is; the limit stays
window-over-limit-drop = Don't send
    .hint = Nothing is sent or charged; the form keeps what you typed
window-over-limit-where = The limit is set per profile in Settings, under Spending limit.

window-add-profile = Add profile…
window-add-profile-text = Connect another account with its service address and API key.
window-add-profile-title = Add a profile
window-address-not-usable = The service address is not usable: { $problem }.
# Starts in lower case: it may be shown inside other sentences.
window-async-could-not-start = GenDesk could not start its background threads ({ $problem }); close some programs and try again
# Why the background threads are unavailable (shown as $problem above).
window-async-stopped = it has stopped
# $name is a profile's name; $balance is already written as money ("$25.00").
window-connected = Connected as “{ $name }”. Balance: { $balance }.
window-connected-session-only = Connected as “{ $name }”. The key is kept for this session only.
window-dialog-certificate = Choose the certificate authority (PEM)
window-dialog-certificate-filter = Certificates
window-dialog-download-folder = Choose the download folder
window-dialog-export-figures = Export figures
# $instead is what to do instead (one of the window-dialog-instead-… messages).
window-dialog-failed = The file dialog could not open ({ $problem }); { $instead }.
window-dialog-instead-certificate-field = type the file's path in the Extra certificate authority field instead
window-dialog-instead-drop = drop the file on GenDesk's window instead (outside Compose)
# What to do where no file dialog opens: the end of the sentences above.
window-dialog-instead-folder-field = type the folder's path in the Folder field instead
window-dialog-instead-report = run `gendesk report --json` in a terminal for the same figures instead
window-dialog-none = No file dialog could be shown on this computer (on Linux, GenDesk's dialogs need xdg-desktop-portal or zenity); { $instead }.
window-dialog-record-file = Choose a picture, film or piece of music
window-export-done = The figures are in { $path }.
window-export-failed = The figures could not be saved to { $path } ({ $problem }). Choose another folder and export again.
window-export-nothing = Nothing was exported.
window-file-record-close = Close
window-file-record-not-in-history = Its task is not in this profile's history.
window-file-record-nothing = This file does not say how it was made: it carries no GenDesk record and no AUTOMATIC1111 parameters.
window-file-record-open-task = Open the task
window-file-record-other-tool = Made by another tool; its AUTOMATIC1111 parameters say:
window-file-record-reuse = Reuse these settings
    .hint = Fill the form on this model with these settings
window-file-record-title = What this file says
window-folder-opened = The folder of { $name } is open (this file manager does not select files when asked).
window-image-copied = { $name } is copied: paste it into a chat or an editor.
window-image-copy-failed = { $name } could not be copied: { $problem }. Open it with Open and copy it from there.
window-job-could-not-start = GenDesk could not start a background task ({ $problem }). Close some programs and try again.
window-key-not-usable = The API key is not usable: { $problem }.
# $reason says why the keyring could not keep it.
window-key-session-only-because = The key is kept for this session only: { $reason }.
# Why keys are kept for this session only; shown inside another sentence.
window-keyring-not-open-yet = the keyring has not been opened yet
# Lists: "a, b and c". $rest is the items before the last, joined with window-list-comma.
window-list-and = { $rest } and { $last }
window-list-comma = { ", " }
# $id is a model's ID.
window-model-added = “{ $id }” was added to your models.
window-model-removed = “{ $id }” was removed from your models.
window-model-removed-here = “{ $id }” was removed from this profile’s models; other profiles still use it.
window-network-saved = The network settings are saved.
# Names the settings being tested, in the connection test's results.
window-network-these-settings = These settings
# Starts in lower case: it is made a sentence where it is shown.
window-no-keyring = no system keyring is available: { $reason }
window-no-such-profile = There is no profile named “{ $name }”.
# $notice is a whole notice; $count how many more said the same.
window-notice-and-more = { $notice } (and { $count } more like it)
window-notice-batch-accepted = { $count ->
    [one] Batch accepted: { $count } task created.
   *[other] Batch accepted: { $count } tasks created.
    }
# $count files were downloaded into $folder (a path).
window-notice-batch-files-saved = { $count ->
    [one] { $count } file and manifest.csv are in { $folder }.
   *[other] { $count } files and manifest.csv are in { $folder }.
    }
# $failed is how many files could not be downloaded.
window-notice-batch-files-some-failed = { $count ->
    [one] { $count } file and manifest.csv are in { $folder }; { $failed } could not be downloaded (see the batch for why).
   *[other] { $count } files and manifest.csv are in { $folder }; { $failed } could not be downloaded (see the batch for why).
    }
window-notice-batch-finished = A batch finished: every item has its result. See Batches for them.
# $problem says what went wrong writing manifest.csv.
window-notice-batch-manifest-failed = { $count ->
    [one] { $count } file is in { $folder }, but the manifest could not be written: { $problem }. Check the folder's permissions and free space, then download again.
   *[other] { $count } files are in { $folder }, but the manifest could not be written: { $problem }. Check the folder's permissions and free space, then download again.
    }
window-notice-batch-rejected-items = { $count ->
    [one] { $count } item was not accepted; see the batch for why.
   *[other] { $count } items were not accepted; see the batch for why.
    }
window-notice-batch-replayed = { $count ->
    [one] The service confirmed a batch it had already received: { $count } task, nothing was charged twice.
   *[other] The service confirmed a batch it had already received: { $count } tasks, nothing was charged twice.
    }
# $doing is what GenDesk was doing ("Checking the balance"); $problem what went wrong.
window-notice-error = { $doing } failed: { $problem }
# $outage is how long the service was out of reach ("3 minutes").
window-notice-online-again = The service answers again after { $outage } out of reach; status checks and downloads went on by themselves.
window-notice-rate-limited = The service asked GenDesk to slow down; status checks resume in { $seconds } s.
window-notice-receiver-listens = The webhook receiver now listens on 127.0.0.1, port { $port }.
window-notice-references-deleted = { $count ->
    [one] { $count } uploaded reference picture was deleted from your bucket: its tasks are done.
   *[other] { $count } uploaded reference pictures were deleted from your bucket: their tasks are done.
    }
# $items items were recorded as $batches batches.
window-notice-run-recorded = { $items ->
    [one] { $items } item
   *[other] { $items } items
    } recorded as { $batches ->
    [one] { $batches } batch
   *[other] { $batches } batches
    }; they are sent one after the other. Follow them in Batches.
# $path is a file's path.
window-notice-saved = Saved { $path }.
window-notice-secret-in-force = Webhook secret version { $version } is in force.
window-notice-secret-none = This account has no webhook secret yet.
window-notice-secret-revoked = The webhook secrets were revoked; pending deliveries are suppressed.
window-notice-secret-rotated = A new webhook secret (version { $version }) is in force; the previous one still signs deliveries of batches accepted in the last 7 days.
window-notice-unknown-error = unknown error
window-open-bad-address = This address is not opened: { $problem }
window-open-failed = { $target } could not be opened ({ $problem }). Open it from your file manager or browser instead.
# $target is a web address, file or folder.
window-opened = Opened { $target }.
window-opening = Opening…
# $profile is a profile's name.
window-opening-profile = Opening “{ $profile }”…
window-profile-failed-title = “{ $profile }” could not be opened
window-profile-removed = Profile “{ $name }” was removed.
# $what lists what may still be in the keyring (window-secret-… messages joined).
window-profile-removed-keyring-silent = Profile “{ $name }” was removed, but the system keyring did not answer, so { $what } may still be kept there from an earlier session. Remove the “GenDesk” entries for “{ $name }” in your keyring app (Passwords and Keys, KWallet Manager, Keychain Access or Credential Manager) if you want them gone.
window-profile-removed-with-key = Profile “{ $name }” and its key were removed.
window-proxy-password-session = The proxy password is kept for this session only: { $problem }
# $path is a file's path.
window-record-unreadable = { $path } could not be read: { $problem }
window-reenter-key = Enter the API key again
window-reenter-key-text = Enter this profile's API key; it is checked with the service before it is kept.
window-resubmit-unreadable = The recorded request could not be read ({ $problem }). Use “Reuse settings” and submit it from the form.
window-resubmitted = A new task with the same settings was sent. Follow it in Activity.
# Starts in lower case: it is shown inside other sentences.
window-sandbox-could-not-start = the offline sandbox could not start: { $problem }
window-secret-its-bucket = its bucket's secret key
window-secret-its-key = its key
window-secret-its-ring = its webhook signing secrets
window-settings-unreadable = GenDesk could not read its settings
window-show-failed = { $name } could not be shown: { $problem }
# $name is a file's name.
window-shown-in-folder = { $name } is shown in your file manager.
# $name is a profile's name; $limit the limit already written.
window-spending-limit-set = Spending limit for “{ $name }”: { $limit }
window-starting-sandbox = Starting the offline sandbox…
window-try-again = Try again
window-unknown-model-kind = GenDesk does not know what kind of model “{ $model }” is, so nothing was sent. Add it in Compose (Add a model…) and try again.
window-update-restart-failed = The new version could not be started ({ $problem }); start GenDesk again yourself.
window-writer-could-not-start = GenDesk could not start its file writer ({ $problem }). Your last change was not saved.
window-writer-stopped = GenDesk's file writer stopped; your last change was not saved.

# The last line of a long summary: $count more lines were left out.
window-notice-more-messages = { $count ->
    [one] …and { $count } more message.
   *[other] …and { $count } more messages.
}
window-notice-open-folder = Open folder
window-notice-ready = Ready.
# A burst of saved files summed up: $count files (always more than one), $folder is the folder's path.
window-notice-saved-files = { $count ->
    [one] Saved { $count } file in { $folder }.
   *[other] Saved { $count } files in { $folder }.
}

# A portable GenDesk keeps keys beside it, encrypted (welcome.rs, connect.rs).
window-welcome-account-text-beside = Connect with the service's address and your API key. The key is checked first, then kept beside this portable GenDesk, encrypted with your passphrase.
window-connect-key-beside = kept beside GenDesk, encrypted
