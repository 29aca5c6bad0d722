# Backup and restore in one file (backup/ in gendesk-core, `gendesk backup` and `gendesk restore`).
# $file, $path, $folder and $safety are file or folder paths; $entry is a name inside the backup
# file ("config/profiles.toml"); $reason is what the system or a library said.

## Errors

err-backup-io = { $path } could not be read or written: { $reason }; check the disk and permissions
err-backup-history = the history could not be copied: { $reason }
err-backup-damaged = { $file } was refused, nothing was changed: { $reason }
err-backup-newer-format = this backup was made by a newer GenDesk (backup format { $found }, this one reads up to { $known }): update GenDesk first; nothing was changed
err-backup-newer-history = this backup was made by a newer GenDesk (history version { $found }, this one reads up to { $known }): update GenDesk first; nothing was changed
err-backup-wrong-passphrase = the passphrase does not open the keys and secrets in this backup; nothing was changed — type it again exactly as when the backup was made
err-backup-secrets = the keys and secrets could not be saved or read: { $reason }
err-backup-settings = the settings could not be read or changed: { $reason }
err-backup-interrupted = the restore stopped part-way: { $reason }; what was here before is kept in { $safety } — restore that file to go back

## What is wrong with a file (after "… was refused, nothing was changed:")

backup-problem-not-a-zip = it is not a GenDesk backup, or it is cut short ({ $reason })
backup-problem-no-seal = it is not a GenDesk backup, or its end is damaged
backup-problem-seal-mismatch = its contents do not match its checksum: the file is damaged or was changed after it was made
backup-problem-no-manifest = it has no list of contents (manifest.json)
backup-problem-manifest = its list of contents cannot be read ({ $reason })
backup-problem-manifest-too-big = its list of contents is far too large
backup-problem-bad-name = it holds a file with a name GenDesk does not accept ({ $entry })
backup-problem-missing-entry = { $entry } is missing from it
backup-problem-unlisted-entry = it holds { $entry }, which its list of contents does not name
backup-problem-unreadable-entry = { $entry } in it cannot be read ({ $reason })
backup-problem-entry-changed = { $entry } in it does not match its size or checksum

## Other reasons

backup-problem-history-busy = the history stayed busy; close GenDesk's other windows or wait a moment and try again
backup-problem-no-keyring-given = no keyring was given to read the keys from
backup-problem-empty-passphrase = the passphrase is empty; choose one to protect the keys in the backup
backup-problem-secrets-unreadable = the decrypted keys and secrets are not readable (line { $line }, column { $column })
backup-problem-path-not-text = the folder's name is not text SQLite can open; move the data folder to a plainer name
backup-problem-unknown-table = the history has a table this GenDesk cannot merge ({ $table }); restore it with Replace instead

## gendesk backup / gendesk restore

backup-cli-no-passphrase = --with-secrets needs the passphrase in the GENDESK_BACKUP_PASSPHRASE environment variable; set it, or leave out --with-secrets
backup-cli-exists = { $file } exists already; choose another name, or move that file away first
backup-cli-busy = GenDesk is open with this data folder ({ $folder }); close it, then restore again
backup-cli-written = Backup written: { $file } ({ $size })
backup-cli-history = History: { $tasks ->
    [one] { $tasks } task
   *[other] { $tasks } tasks
}, { $batches ->
    [one] { $batches } batch
   *[other] { $batches } batches
}, { $downloads ->
    [one] { $downloads } download record
   *[other] { $downloads } download records
}, { $profiles ->
    [one] { $profiles } profile
   *[other] { $profiles } profiles
}
backup-cli-files = Files: { $files }
backup-cli-results-included = Downloaded results: included
backup-cli-secrets-included = Keys and secrets: included, encrypted with your passphrase
backup-cli-secrets-left-out = Keys and secrets: not included (--with-secrets adds them, encrypted)
backup-cli-skipped = Left out (names that are not text): { $files }
backup-cli-restored-replace = Restored from { $file }: the history and settings were replaced
backup-cli-restored-merge = Merged from { $file }: { $added ->
    [one] { $added } task added
   *[other] { $added } tasks added
}, { $present } already here; { $batches ->
    [one] { $batches } batch added
   *[other] { $batches } batches added
}, { $downloads ->
    [one] { $downloads } download record added
   *[other] { $downloads } download records added
}
backup-cli-profiles-added = Profiles added: { $names }
backup-cli-settings-written = Settings files written: { $count }
backup-cli-results-restored = Downloaded results: { $written } written, { $kept } already there (kept)
backup-cli-safety = What was here before: { $file }
backup-cli-secrets-restored = Keys and secrets: { $saved } saved, { $kept } already here (kept)
backup-cli-secrets-skipped = Keys and secrets: skipped — the backup holds them, but GENDESK_BACKUP_PASSPHRASE is not set
backup-cli-secrets-none = Keys and secrets: none in this backup
backup-cli-no-key = Profiles without an API key: { $names } — add their keys in GenDesk’s profile settings

## The progress bar's steps (work_progress.rs) and the report after a restore (restore_report.rs).
backup-step-checking = Checking the file…
backup-step-history = Copying the history…
backup-step-settings = Settings and profiles…
backup-step-results = Downloaded results…
backup-step-secrets = Keys and secrets…
backup-step-safety = Keeping a copy of what is here…
backup-step-restoring = Restoring…
restore-report-title = Backup restored
restore-report-failed-title = The backup was not restored
restore-report-secrets-skipped = Keys and secrets: left out — no passphrase was typed
restore-report-show-earlier = Show the earlier data
restore-report-close = Close
