# The settings window.

settings-title = Settings
settings-appearance = Appearance
settings-language = Language
# $language is the system's language, named in itself ("日本語").
settings-language-system = System ({ $language })
settings-language-hint = Changes every word at once; numbers and dates follow the language.
settings-interface-size = Interface size
    .hint = Also Ctrl + and Ctrl − (Cmd on a Mac); Ctrl 0 goes back to 100 %
settings-interface-size-reset = Back to 100 %
settings-theme = Theme
settings-theme-system = System
settings-theme-light = Light
settings-theme-dark = Dark
settings-notify = Notify me when work finishes while GenDesk is in the background
settings-notify-explained = One notification per task, batch or download you asked for; a batch is announced once, when it ends.

## Downloads

settings-downloads = Downloads
settings-folder = Folder
    .hint = Type a folder, or choose one with Browse…
settings-browse = Browse…
settings-use-default = Use the default
settings-choose-in-dialog = Choose a folder in the dialog…
settings-downloads-go-to = Downloads go to { $folder }
settings-folder-chosen = The folder you chose.
settings-folder-default = The default: GenDesk in your Downloads folder.
settings-folder-fallback = The default for this computer: it has no Downloads folder, so GenDesk keeps results in its data folder. Choose another folder with Browse… if you prefer.
settings-folder-portable = The default: inside the folder given with --data-dir.
settings-auto-download = Download results automatically when tasks succeed
settings-largest = Largest download
    .hint = Drag, or click and type a number of MiB (1 to 1048576)
settings-largest-explained = Result files larger than this are not downloaded. Applies to downloads that start after a change.
settings-records = Keep the prompt and settings inside downloaded files
settings-records-explained = Pictures, films and music carry the model, prompt, seed, every setting and the task, where other tools read them (PNG text with an AUTOMATIC1111 “parameters” line, XMP, MP4 tags, ID3 and Vorbis comments). Never your key. Turn it off before sharing files whose prompts should stay private.
settings-beside = Also write them beside each file (name.json)
    .hint = For tools and sites that remove what is inside a file: the same record, as JSON, in a file of its own

## File names (the fields in braces are never translated)

file-names = File names
    .hint = Fields in braces; “/” makes a folder
file-names-add = Add
file-names-example = For example
file-names-and = and
file-names-clash = Results of one task get the same name, so each after the first is numbered. Add {"{n}"} to tell them apart.
file-names-kept = Downloads go on being named by { $pattern }.
file-names-explained = “/” starts a folder, as in {"{date}/{model}"}; {"{prompt:30}"} keeps the first 30 characters. Names are made safe for Windows, macOS and Linux, and a name that is taken gets a number: no file is ever replaced. A batch downloaded into a folder you pick keeps its item names.
file-names-date = The day the task was sent: 2026-11-28
file-names-time = The time it was sent: 14-05-09
file-names-model = The model
file-names-kind = image, video or music
file-names-prompt = The prompt's first 40 characters ({"{prompt:N}"} for N)
file-names-seed = The seed, when the request had one
file-names-task = The service's task ID
file-names-batch = The batch's ID (nothing for a task sent alone)
file-names-item = The batch item's name (nothing for a task sent alone)
file-names-n = Which result of the task: 1, 2, …

## Status checks

settings-polling = Status checks
settings-polling-at-most = At most
# After the number: " requests/s".
settings-polling-unit = { " " }requests/s
settings-polling-explained = How often GenDesk may ask the service about running tasks. Applies when a profile is next opened.

## Network

settings-network = Network
settings-network-reading = Reading the network settings…
settings-network-unreadable = Saving replaces the unreadable file with the settings below.
settings-network-for-all = These settings apply to every profile.
settings-network-applies-to = Applies to
settings-network-every-profile = every profile
# $profile is the open profile's name.
settings-network-only = only “{ $profile }”
settings-proxy = Proxy
settings-proxy-system = The system's
    .hint = Windows Internet Options, macOS network settings, or the HTTP_PROXY and HTTPS_PROXY variables
settings-proxy-none = None (direct)
settings-proxy-custom = Custom
settings-proxy-kind = Proxy kind
settings-proxy-host = Proxy host
    .placeholder = proxy.example.com or 10.0.0.5
settings-proxy-port = Proxy port
settings-proxy-user = Proxy user name
    .placeholder = only when the proxy asks for one
settings-proxy-password = Proxy password
    .placeholder = saved in the keyring; blank keeps it
settings-proxy-socks5 = Names are resolved by the SOCKS5 proxy, so this works where DNS is only behind it.
settings-bypass = Bypass
    .placeholder = empty: everything goes through the proxy
    .hint = Comma-separated: host names, .domain suffixes, IP addresses, networks such as 10.0.0.0/8
settings-bypass-default = Default
settings-bypass-explained = These addresses never go through the proxy. By default: this computer, so the offline sandbox and the webhook receiver keep working.
settings-ca = Extra certificate authority
    .placeholder = none: the system's are trusted
    .hint = A PEM file (-----BEGIN CERTIFICATE-----) from your IT department
settings-ca-remove = Remove
settings-ca-explained = Only when your organisation inspects HTTPS with its own authority and the system does not trust it already. GenDesk never ignores certificate errors.
settings-network-needs-host = Enter the proxy's host to test or save these settings.
settings-network-test = Test connection
    .hint = Reach the service and a result host with these settings (not saved yet)
settings-network-save = Save network settings
    .hint = Keep these settings (the password goes to the keyring) and reconnect
settings-network-testing = Testing…
# $route is how the test went, e.g. "Through the proxy" (already in the language); $ms a number.
settings-network-route = { $route }, in { $ms } ms
# What a connection test found (names of the mark before each address, for screen readers).
settings-network-reached = Reached
settings-network-failed = Failed
settings-network-skipped = Skipped

## Reference pictures

settings-references = Reference pictures
settings-references-no-profile = Open a profile to choose where its pictures go.
settings-references-sandbox = The offline sandbox keeps pictures from this computer itself: nothing to set up.
# $profile is the open profile's name.
settings-references-intro = The service fetches reference images by address. For “{ $profile }”, pictures from this computer go:
settings-references-nowhere = Nowhere: I give image URLs only
settings-references-bucket = To my bucket (S3-compatible: AWS S3, Cloudflare R2, Backblaze B2, MinIO, …)
settings-references-receiver = Through GenDesk's receiver and my tunnel (GenDesk must stay open until each task has started)
# $url is the tunnel's address.
settings-references-served = Pictures are served at { $url }/files/… under a random address, only those you pick, while GenDesk runs. The receiver must be on (Webhooks).
settings-references-no-tunnel = Set the tunnel URL under Webhook receiver below first: it is the address the service fetches from.
settings-bucket-test = Test
    .hint = Write a small file to the bucket, read it back through a link and delete it
settings-references-save = Save
    .hint = Keep this for the profile (the secret key goes to the keyring)
settings-bucket-checking = Checking the bucket…
settings-bucket-works = The bucket works: GenDesk wrote, read back and deleted a test file.
settings-bucket-endpoint = Endpoint
    .placeholder = https://<account>.r2.cloudflarestorage.com
    .hint = AWS: https://s3.<region>.amazonaws.com · R2: https://<account id>.r2.cloudflarestorage.com · MinIO: http://127.0.0.1:9000
settings-bucket-name = Bucket
settings-bucket-region = Region
    .hint = “auto” for Cloudflare R2; us-east-1 for most MinIO set-ups; the bucket's region for AWS
settings-bucket-access-key = Access key ID
settings-bucket-secret-key = Secret key
    .placeholder = saved in the keyring; blank keeps it
settings-bucket-link-hours = Links work for
    .hint = How long the service can fetch an uploaded picture: 1 to 24 hours
settings-bucket-delete = Delete an upload once every task that uses it has finished
settings-bucket-virtual-host = Address the bucket as bucket.host (virtual-hosted style) instead of host/bucket

## Spending limit ($day and $month are amounts already formatted, e.g. "$5.00")

settings-spending = Spending limit
# $profile is the open profile's name.
settings-spending-explained = For “{ $profile }”: a task or batch that would take the day's or the month's spending past a limit (by GenDesk's estimates) waits and asks first. Empty for no limit.
settings-spending-per-day = Per day ($)
settings-spending-per-month = Per month ($)
settings-spending-none = no limit
settings-spending-save = Save the limit
settings-spending-bad-day = The limit per day must be an amount in dollars such as 5 or 2.50 (or empty for none).
settings-spending-bad-month = The limit per month must be an amount in dollars such as 5 or 2.50 (or empty for none).
settings-spending-range-day = The limit per day must be between $0.01 and $1,000,000.
settings-spending-range-month = The limit per month must be between $0.01 and $1,000,000.
settings-spending-no-limit = No spending limit.
settings-spending-day = At most { $day } a day.
settings-spending-month = At most { $month } a month.
settings-spending-day-month = At most { $day } a day and { $month } a month.

## Webhook receiver

settings-receiver = Webhook receiver
settings-receiver-explained = Turn it on per profile in the Webhooks view. It listens on this computer only (127.0.0.1).
settings-receiver-off = Now: off for this profile.
settings-receiver-listening = Now: listening on port { $port }.
# $reason says why the receiver could not start (already in the language).
settings-receiver-failed = Now: { $reason }
settings-receiver-port = Port
    .hint = The port on 127.0.0.1 (1 to 65535); choose another if a program already uses it
# $text is what was typed.
settings-receiver-bad-port = A port is a whole number from 1 to 65535; “{ $text }” is not one.
settings-receiver-freshness = Freshness window
    .hint = How far a webhook's signing time may be from this computer's clock before it is refused as too old or from the future
settings-receiver-kept = Deliveries kept
    .hint = The oldest deliveries are removed beyond this number
# After the number.
settings-receiver-kept-unit = { " " }per profile
settings-receiver-tunnel = Tunnel URL
    .hint = The public https:// address of your own tunnel to this port; the forms use it for a real service
settings-receiver-apply = Apply
settings-receiver-undo = Undo
# $url is the address as typed, in quotes; $error the parser's reason (English).
settings-tunnel-invalid = { $url } is not a valid URL ({ $error }); enter the https:// address your tunnel shows
settings-tunnel-not-https = { $url } must start with https:// — the service only calls public HTTPS addresses
settings-tunnel-no-host = { $url } has no host name
settings-tunnel-query = { $url } has a query or fragment; enter only the tunnel's address (GenDesk adds the path)

# The display settings file is damaged or unreadable: $path is the file, $problem what was wrong (often in English).
settings-prefs-unreadable = The display settings in { $path } could not be read ({ $problem }); the defaults are used.

# Saving the display settings failed: $path is the file, $problem the system's reason.
settings-prefs-not-saved = Your display settings could not be saved to { $path }: { $problem }. Check the folder's permissions and free space.

# A made-up prompt the file-name preview shows names for.
settings-file-names-sample-prompt = A red fox in fresh snow at dawn, soft light

## Settings → Backup (backup_settings.rs, app/backup_actions.rs). $size is a file size; $file a path.
settings-backup = Backup
settings-backup-intro = One file with your history, settings, profiles, presets and your own models, to keep safe or to move GenDesk to another computer.
settings-backup-results = Include the downloaded results
settings-backup-secrets = Include the keys and secrets, encrypted
    .hint = API keys, webhook signing secrets, bucket and proxy passwords, encrypted with a passphrase; without it they are not in the file at all
settings-backup-passphrase = Passphrase
settings-backup-again = Again
settings-backup-passphrase-empty = Choose a passphrase to protect the keys.
settings-backup-passphrase-differs = The two passphrases differ.
settings-backup-now = Back up…
    .hint = Choose where to write the backup file
settings-backup-dialog = Back up GenDesk
settings-backup-instead = run `gendesk backup FILE` in a terminal instead
settings-backup-nothing = No backup was written.
settings-backup-done = Backup written: { $file } ({ $tasks ->
        [one] { $tasks } task
       *[other] { $tasks } tasks
    }, { $size })

## Settings → Backup → Restore (restore_settings.rs, app/restore_actions.rs).
settings-restore = Restore
settings-restore-intro = Put a backup in place: add its history to this one, or replace everything here with it. GenDesk closes its window while it restores, then opens again.
settings-restore-file = Backup file
    .hint = a .zip made with Back up…
settings-restore-choose = Choose…
settings-restore-check = Check
settings-restore-dialog = Restore a GenDesk backup
settings-restore-instead = type the backup file's path in the Backup file field instead
settings-restore-made = Made by GenDesk { $version } on { $date } ({ $size })
settings-restore-results = Downloaded results: { $count ->
        [one] { $count } file
       *[other] { $count } files
    }, { $size }
settings-restore-no-secrets = Keys and secrets: not in this backup — after restoring, GenDesk asks for each profile's API key
settings-restore-merge = Add its history to this one (your settings stay)
settings-restore-replace = Replace everything here with it (a copy of what is here now is kept first)
settings-restore-passphrase = Passphrase of the keys
    .hint = empty: restore without the keys
settings-restore-now = Restore and reopen…
    .hint = GenDesk closes its window, restores the backup, and opens again
settings-restore-confirm = Your history, settings, profiles and presets will be replaced by the backup's. A copy of what is here now is kept first, in the backups folder of the data folder.
settings-restore-confirm-yes = Replace and reopen
settings-restore-confirm-no = Cancel
settings-restore-unlocking = Trying the passphrase…

## Settings → Log: the detailed log until GenDesk restarts (help_menu.rs).
settings-log = Log
