//! A portable GenDesk at start (`gendesk_core::portable`): a `portable` marker beside the
//! executable puts everything in `GenDesk-data` beside it, unless `--data-dir` says otherwise.
//! The window asks for the keys' passphrase on its first page; the headless commands read it
//! from `GENDESK_KEYS_PASSPHRASE` (never from the command line).

use std::path::PathBuf;
use std::sync::OnceLock;

use gendesk_core::config::KeyVault;
use gendesk_core::portable::{KeyFileStore, Portable, PortableError, PortableKeys};
use gendesk_core::t;

/// The environment variable that holds the keys' passphrase for the headless commands.
pub const PASSPHRASE_VARIABLE: &str = "GENDESK_KEYS_PASSPHRASE";

/// This run's portable setup, when the data folder came from the marker.
static PORTABLE: OnceLock<Portable> = OnceLock::new();

/// The data folder of a portable GenDesk (`None`: not portable, or `--data-dir` was given).
pub fn data_dir(given: Option<PathBuf>) -> Result<Option<PathBuf>, PortableError> {
    if given.is_some() {
        return Ok(given);
    }
    let Ok(exe) = std::env::current_exe() else {
        return Ok(None);
    };
    let Some(portable) = Portable::detect(&exe)? else {
        return Ok(None);
    };
    let root = portable.data_root();
    let _ = PORTABLE.set(portable);
    Ok(Some(root))
}

/// This run's portable setup, if any.
pub fn current() -> Option<&'static Portable> {
    PORTABLE.get()
}

/// The keys the headless commands use: a portable GenDesk's own (opened with
/// [`PASSPHRASE_VARIABLE`]; for this run only without it), else this computer's keyring.
pub fn command_vault() -> KeyVault {
    let Some(portable) = current().filter(|p| p.keys == PortableKeys::File) else {
        return KeyVault::platform();
    };
    let file = portable.keys_file();
    match std::env::var(PASSPHRASE_VARIABLE) {
        Ok(passphrase) => match KeyFileStore::open(&file, &passphrase) {
            Ok(store) => KeyVault::with_store(store.credential_store()),
            Err(err) => KeyVault::session_only(err.to_string()),
        },
        Err(_) => KeyVault::session_only(t!(
            "cli-portable-keys-locked",
            variable = PASSPHRASE_VARIABLE
        )),
    }
}

/// How the window keeps keys: a portable GenDesk's own (asked for first) and whether they
/// exist yet, else the keyring.
pub fn window_keys() -> (gendesk::ui::KeyStoreChoice, bool) {
    match current().filter(|p| p.keys == PortableKeys::File) {
        Some(portable) => (
            gendesk::ui::KeyStoreChoice::PortableFile(portable.clone()),
            KeyFileStore::exists(&portable.keys_file()),
        ),
        None => (gendesk::ui::KeyStoreChoice::Platform, false),
    }
}
