# Errors of the app itself: the history database, profiles, network settings, the keyring, the data folder and its lock, the log, the engine, provenance records and the window.

## The history database (store/error.rs).

# $path is a file or folder; $cause is what the system said, often in English.
err-store-create-dir = the folder { $path } for the history database could not be created: { $cause }; check the disk and permissions
# $cause is what SQLite said, in English.
err-store-open = the history database at { $path } could not be opened: { $cause }; check the disk and permissions, or move the file aside to start a fresh history
# $mode is SQLite's journal mode (delete, memory…).
err-store-no-wal = the history database at { $path } cannot use write-ahead logging (journal mode stayed { $mode }); keep the history on a local disk
# $found and $supported are schema version numbers.
err-store-too-new = the history database at { $path } was written by a newer GenDesk (schema version { $found }, this build knows up to { $supported }); it was left untouched — update GenDesk, or move the file aside to start a fresh history
# $version and $version_before are schema version numbers; $cause is what SQLite said, in English.
err-store-migration = upgrading the history database at { $path } to schema version { $version } failed: { $cause }; it was left at version { $version_before } — check free disk space and restart GenDesk
# $doing is what GenDesk was doing, already in the language in force ("reading a task", "saving a profile").
err-store-busy = the history database at { $path } stayed locked while { $doing }; another GenDesk window or a backup tool may be using it — close it and try again
# $doing is what GenDesk was doing, already in the language in force ("reading a task").
err-store-disk-full = the disk holding the history database at { $path } is full ({ $doing }); free some space
# $doing is what GenDesk was doing, already in the language in force ("saving a profile"); $cause is what SQLite said, in English.
err-store-conflict = { $doing } conflicts with what the history already holds: { $cause }
# $doing is what GenDesk was doing, already in the language in force ("reading a task"); $cause is what SQLite said, in English.
err-store-database = the history database at { $path } failed while { $doing }: { $cause }; if this repeats, check the disk and permissions
# $what is the kind of row, already translated ("task row", "batch row", "download row", "profile"); $id its number.
err-store-not-found = { $what } { $id } is not in the history; it may have been deleted with its profile
# $row is a task row's number; $phase its phase as a code (queued, running…); $action what was tried, already translated ("marked submitted").
err-store-wrong-phase = task row { $row } is `{ $phase }`, so it cannot be { $action }
# $task_id is the service's task ID; $existing a task row's number.
err-store-duplicate-task-id = task { $task_id } is already recorded as task row { $existing } of this profile; the service returned an id it had given before
# $file_name is a file name in quotes; $target_dir a folder.
err-store-file-name-taken = another download already writes to { $file_name } in { $target_dir }; choose another name
# $detail says what is wrong, already translated.
err-store-invalid-input = the history cannot record this: { $detail }

## Profiles (config/profiles.rs).

# $action is "read" or "saved"; $cause is what the system said, often in English.
err-profiles-io = the profiles file { $path } could not be { $action }: { $cause }; check the folder's permissions and free space
# $reason is what the TOML reader said, in English.
err-profiles-damaged = the profiles file { $path } is damaged ({ $reason }); fix or move it away, and GenDesk will start with no profiles
# $name is the profile's name in quotes.
err-profiles-duplicate-name = a profile named { $name } already exists; choose another name
# $name is the profile's name in quotes.
err-profiles-not-found = there is no profile named { $name }
err-profiles-empty-name = the profile needs a name

## Network settings (config/network.rs).

err-network-no-host = the custom proxy has no host; enter its name or address in the Network settings
# $reason says what is wrong with the address.
err-network-address = the custom proxy's address is not usable: { $reason }
# $reason is what the system or the certificate reader said, often in English.
err-network-ca-file = the extra certificate authority file { $path } cannot be read ({ $reason }); choose another file in the Network settings or remove it
# $reason is the keyring's error (an err-secrets-… message).
err-network-password = the proxy password could not be read ({ $reason }); enter it again in the Network settings
# $action is "read" or "saved"; $reason is what the system said, often in English.
err-network-file = the network settings file { $path } could not be { $action } ({ $reason })

## The system keyring (config/secrets.rs).

# $action is "store", "read" or "delete"; $what is what it holds, in English ("the API key", "the webhook signing secrets", "the bucket's secret key", "the proxy password"); $reason what the keyring said, often in English.
err-secrets-keyring = the system keyring could not { $action } { $what }: { $reason }. You can keep { $what } for this session only, until GenDesk closes
# $reason says why the key is not usable.
err-secrets-stored = the API key saved in the keyring is not usable ({ $reason }); enter it again in the profile
# $reason says what is wrong with what was saved, in English.
err-secrets-unreadable-secrets = the webhook signing secrets saved in the keyring are unreadable ({ $reason }); GenDesk will fetch the current secret from the service again, but deliveries signed with older versions cannot be verified until they are learned again

## GenDesk's folders (config/paths.rs).

err-paths-no-home = could not find a home folder for GenDesk's settings; start it with --data-dir <folder>

## One GenDesk per data folder (instance/mod.rs).

# $cause is what the system said, often in English.
err-instance-lock-file = GenDesk could not create its lock file { $path }: { $cause }. Check that the data folder is writable
# $name is the socket's name; $cause is what the system said, often in English.
err-instance-socket = GenDesk could not open its local socket ({ $name }) that lets a second launch bring this window to the front: { $cause }

## The log file (logging.rs).

# $cause is what the system said, often in English.
err-logging-folder = could not create the log folder { $path }: { $cause }
# $reason is what the logging library said, in English.
err-logging-already-set = logging was already set up: { $reason }

## The engine (engine/mod.rs, engine/store_handle.rs).

# $reason says why the worker stopped, in English.
err-engine-store-join = the history database worker stopped unexpectedly: { $reason }
# $cause is what the system said, often in English.
err-engine-runtime = the background worker could not start: { $cause }
err-engine-busy = GenDesk is still busy with earlier requests; try again in a moment
err-engine-stopped = the background worker has stopped; restart GenDesk

## Provenance records: the prompt and settings written into a downloaded file (provenance/mod.rs).

# $format is a file format (PNG, JPEG, WebP, MP4…); $detail says what is wrong, in English.
err-provenance-damaged = the file is not a whole { $format }: { $detail }
# $format is a file format (PNG, JPEG, WebP, MP4…).
err-provenance-too-large = the record is too large for a { $format }
# $format is the kind of file, in English ("a fragmented MP4 (its media is described in pieces after the start)").
err-provenance-unsupported = { $format } does not take a record
# $reason says what went wrong, in English.
err-provenance-encode = the record could not be encoded: { $reason }
# $cause is what the system said, often in English.
err-provenance-io = the file could not be read or written: { $cause }

## The window (src/ui/mod.rs).

# $reason is what the windowing library said, in English.
err-ui-window = the GenDesk window could not open: { $reason }. On Linux, check that a desktop session (X11 or Wayland) is running

## Portable use (portable/): the marker beside GenDesk and the encrypted keys' file.
err-portable-io = the portable marker { $file } could not be read or written: { $reason }
err-portable-marker = the portable marker { $file } is not understood ({ $reason }); leave it empty, or write keys = "file" or keys = "keyring" in it
err-key-file-wrong-passphrase = the passphrase does not open the keys; type it again exactly as when they were first kept
err-key-file-empty-passphrase = choose a passphrase to protect the keys
err-key-file-io = the keys' file { $file } could not be read or written: { $reason }
err-key-file-damaged = the keys' file { $file } is damaged or was changed ({ $reason }); put it back from a backup, or remove it to start without the keys
