//! `KeyVault`: API keys in the OS keyring (via `keyring-core` and the platform's store), or — when
//! no keyring is available, or the person chooses it — in memory for this session only.
//!
//! Calls may block on the OS (D-Bus, Keychain prompts): call them from a worker thread, never the
//! UI thread, and not from inside an async task.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use keyring_core::{CredentialStore, Error as KeyringError};

use crate::api::{ApiKey, ApiKeyError};

/// Keyring service name under which keys are stored (the user part is the profile name).
pub const KEYRING_SERVICE: &str = "GenDesk";

/// Where a profile's key is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyStorage {
    /// In the OS keyring; survives restarts.
    Keyring,
    /// In memory only; forgotten when GenDesk closes.
    SessionOnly {
        /// Why the keyring is not used, for the person.
        reason: String,
    },
}

/// A keyring operation failed.
#[derive(Debug, thiserror::Error)]
pub enum VaultError {
    /// The keyring refused or failed.
    #[error(
        "the system keyring could not {action} the API key: {reason}. You can keep the key for this session only; it is then forgotten when GenDesk closes"
    )]
    Keyring {
        /// "store", "read" or "delete".
        action: &'static str,
        /// What went wrong, in words.
        reason: String,
    },
    /// The keyring holds something that is not a usable key.
    #[error("the API key saved in the keyring is not usable ({0}); enter it again in the profile")]
    Stored(ApiKeyError),
}

/// Keys per profile name.
pub struct KeyVault {
    store: Option<Arc<CredentialStore>>,
    unavailable: Option<String>,
    session: Mutex<HashMap<String, ApiKey>>,
}

impl std::fmt::Debug for KeyVault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let session = self.session.lock().unwrap_or_else(PoisonError::into_inner);
        f.debug_struct("KeyVault")
            .field("keyring", &self.store.as_ref().map(|s| s.vendor()))
            .field("unavailable", &self.unavailable)
            .field("session_profiles", &session.keys().collect::<Vec<_>>())
            .finish()
    }
}

impl KeyVault {
    /// The OS keyring when one answers; otherwise a session-only vault that says why.
    pub fn platform() -> Self {
        match platform_store() {
            Ok(store) => Self::with_store(store),
            Err(err) => Self::session_only(describe(&err)),
        }
    }

    /// A vault over a given store (tests use `keyring_core::mock::Store`).
    pub fn with_store(store: Arc<CredentialStore>) -> Self {
        Self {
            store: Some(store),
            unavailable: None,
            session: Mutex::default(),
        }
    }

    /// A vault that keeps keys in memory only.
    pub fn session_only(reason: impl Into<String>) -> Self {
        Self {
            store: None,
            unavailable: Some(reason.into()),
            session: Mutex::default(),
        }
    }

    /// Where new keys go by default.
    pub fn default_storage(&self) -> KeyStorage {
        match &self.unavailable {
            None => KeyStorage::Keyring,
            Some(reason) => KeyStorage::SessionOnly {
                reason: reason.clone(),
            },
        }
    }

    /// Saves a profile's key in the keyring (or in memory when there is no keyring).
    pub fn save(&self, profile: &str, key: &ApiKey) -> Result<KeyStorage, VaultError> {
        let Some(store) = &self.store else {
            self.save_for_session(profile, key);
            return Ok(self.default_storage());
        };
        let entry = store
            .build(KEYRING_SERVICE, profile, None)
            .map_err(|err| keyring("store", &err))?;
        entry
            .set_password(key.expose())
            .map_err(|err| keyring("store", &err))?;
        self.sessions().remove(profile);
        Ok(KeyStorage::Keyring)
    }

    /// Keeps a key in memory for this session only (the person's choice after a keyring error).
    pub fn save_for_session(&self, profile: &str, key: &ApiKey) {
        self.sessions().insert(profile.to_owned(), key.clone());
    }

    /// The profile's key: the session copy first, then the keyring; `None` when there is none.
    pub fn load(&self, profile: &str) -> Result<Option<ApiKey>, VaultError> {
        if let Some(key) = self.sessions().get(profile) {
            return Ok(Some(key.clone()));
        }
        let Some(store) = &self.store else {
            return Ok(None);
        };
        let entry = store
            .build(KEYRING_SERVICE, profile, None)
            .map_err(|err| keyring("read", &err))?;
        match entry.get_password() {
            Ok(secret) => ApiKey::new(secret).map(Some).map_err(VaultError::Stored),
            Err(KeyringError::NoEntry) => Ok(None),
            Err(err) => Err(keyring("read", &err)),
        }
    }

    /// Removes the profile's key everywhere (no key is fine).
    pub fn delete(&self, profile: &str) -> Result<(), VaultError> {
        self.sessions().remove(profile);
        let Some(store) = &self.store else {
            return Ok(());
        };
        let entry = store
            .build(KEYRING_SERVICE, profile, None)
            .map_err(|err| keyring("delete", &err))?;
        match entry.delete_credential() {
            Ok(()) | Err(KeyringError::NoEntry) => Ok(()),
            Err(err) => Err(keyring("delete", &err)),
        }
    }

    fn sessions(&self) -> std::sync::MutexGuard<'_, HashMap<String, ApiKey>> {
        self.session.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

fn keyring(action: &'static str, err: &KeyringError) -> VaultError {
    VaultError::Keyring {
        action,
        reason: describe(err),
    }
}

/// A keyring error in words a person can act on (never includes the secret).
fn describe(err: &KeyringError) -> String {
    match err {
        KeyringError::NoStorageAccess(detail) => {
            format!(
                "access to the keyring was refused or it is locked ({detail}); unlock it and try again"
            )
        }
        KeyringError::PlatformFailure(detail) => format!(
            "no keyring service answered ({detail}); on Linux, install and unlock GNOME Keyring or KWallet"
        ),
        KeyringError::NoDefaultStore => "this system has no supported keyring".to_owned(),
        KeyringError::TooLong(what, limit) => {
            format!("the {what} is longer than the keyring allows ({limit})")
        }
        KeyringError::BadEncoding(_) | KeyringError::BadDataFormat(..) => {
            "the stored entry is not readable text".to_owned()
        }
        other => other.to_string(),
    }
}

#[cfg(target_os = "linux")]
fn platform_store() -> Result<Arc<CredentialStore>, KeyringError> {
    let store: Arc<CredentialStore> = zbus_secret_service_keyring_store::Store::new()?;
    Ok(store)
}

#[cfg(target_os = "macos")]
fn platform_store() -> Result<Arc<CredentialStore>, KeyringError> {
    let store: Arc<CredentialStore> = apple_native_keyring_store::keychain::Store::new()?;
    Ok(store)
}

#[cfg(windows)]
fn platform_store() -> Result<Arc<CredentialStore>, KeyringError> {
    let store: Arc<CredentialStore> = windows_native_keyring_store::Store::new()?;
    Ok(store)
}

#[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
fn platform_store() -> Result<Arc<CredentialStore>, KeyringError> {
    Err(KeyringError::NoDefaultStore)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mock_vault() -> KeyVault {
        let store: Arc<CredentialStore> = keyring_core::mock::Store::new().unwrap();
        KeyVault::with_store(store)
    }

    #[test]
    fn keyring_round_trip_and_delete() {
        let vault = mock_vault();
        assert_eq!(vault.default_storage(), KeyStorage::Keyring);
        assert_eq!(vault.load("Work").unwrap(), None);
        let key = ApiKey::new("sk-SENTINEL-1").unwrap();
        assert_eq!(vault.save("Work", &key).unwrap(), KeyStorage::Keyring);
        assert_eq!(vault.load("Work").unwrap(), Some(key));
        assert_eq!(vault.load("Home").unwrap(), None);
        vault.delete("Work").unwrap();
        assert_eq!(vault.load("Work").unwrap(), None);
        vault.delete("Work").unwrap();
        assert!(!format!("{vault:?}").contains("SENTINEL"));
    }

    #[test]
    fn session_only_keeps_keys_in_memory_with_a_reason() {
        let vault = KeyVault::session_only("no keyring service answered");
        let key = ApiKey::new("sk-SENTINEL-2").unwrap();
        let storage = vault.save("Work", &key).unwrap();
        assert!(
            matches!(storage, KeyStorage::SessionOnly { reason } if reason.contains("no keyring"))
        );
        assert_eq!(vault.load("Work").unwrap(), Some(key));
        vault.delete("Work").unwrap();
        assert_eq!(vault.load("Work").unwrap(), None);
    }

    #[test]
    fn the_platform_vault_never_panics_without_a_keyring() {
        // On a headless CI machine there is no Secret Service: the vault must fall back with a
        // reason. On a desktop the keyring answers; either way nothing panics.
        let vault = KeyVault::platform();
        match vault.default_storage() {
            KeyStorage::Keyring => {}
            KeyStorage::SessionOnly { reason } => assert!(!reason.is_empty()),
        }
    }
}
