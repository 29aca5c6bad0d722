//! `KeyVault`: API keys and the known webhook signing secrets of each profile in the OS keyring
//! (via `keyring-core` and the platform's store), or — when no keyring is available, or the
//! person chooses it — in memory for this session only.
//!
//! Calls may block on the OS (D-Bus, Keychain prompts): call them from a worker thread, never the
//! UI thread, and not from inside an async task.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use keyring_core::{CredentialStore, Error as KeyringError};

use crate::references::BucketSecret;
use crate::webhooks::ring::SecretRing;
use gendesk_api::{ApiKey, ApiKeyError};

/// Keyring service name under which keys are stored (the user part is the profile name).
pub const KEYRING_SERVICE: &str = "GenDesk";

/// Keyring service name under which each profile's [`SecretRing`] is stored as JSON (the user
/// part is the profile name).
pub const WEBHOOK_KEYRING_SERVICE: &str = "GenDesk webhook secrets";

/// Keyring service name under which each profile's bucket secret key is stored (the user
/// part is the profile name).
pub const BUCKET_KEYRING_SERVICE: &str = "GenDesk bucket secret keys";

/// What a bucket's secret key is called in messages (a message ID).
const BUCKET_SECRET: &str = "store-secret-bucket-key";

/// What an API key is called in messages (a message ID).
const API_KEY: &str = "store-secret-api-key";
/// What a profile's webhook secrets are called in messages (a message ID).
const WEBHOOK_SECRETS: &str = "store-secret-webhook-secrets";

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
    #[error("{}", crate::t!(
        "err-secrets-keyring",
        action = .action.to_string(),
        what = crate::i18n::tr(.what, None),
        reason = .reason.clone()
    ))]
    Keyring {
        /// "store", "read" or "delete".
        action: &'static str,
        /// What was being stored, read or deleted, as a message ID (`store-secret-api-key`…).
        what: &'static str,
        /// What went wrong, in words.
        reason: String,
    },
    /// The keyring holds something that is not a usable key.
    #[error("{}", crate::t!("err-secrets-stored", reason = .0.to_string()))]
    Stored(ApiKeyError),
    /// The keyring holds something for the profile's webhook secrets that is not a secret ring.
    #[error("{}", crate::t!("err-secrets-unreadable-secrets", reason = .0.clone()))]
    UnreadableSecrets(String),
}

/// Keys and webhook secret rings per profile name.
pub struct KeyVault {
    store: Option<Arc<CredentialStore>>,
    unavailable: Option<String>,
    session: Mutex<HashMap<String, ApiKey>>,
    session_rings: Mutex<HashMap<String, SecretRing>>,
    session_buckets: Mutex<HashMap<String, BucketSecret>>,
    /// Proxy passwords kept for this session only, by keyring user (`proxy_passwords.rs`).
    pub(super) session_proxies: Mutex<HashMap<String, gendesk_api::network::ProxyPassword>>,
}

impl std::fmt::Debug for KeyVault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let session = self.session.lock().unwrap_or_else(PoisonError::into_inner);
        let rings = self
            .session_rings
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        f.debug_struct("KeyVault")
            .field("keyring", &self.store.as_ref().map(|s| s.vendor()))
            .field("unavailable", &self.unavailable)
            .field("session_profiles", &session.keys().collect::<Vec<_>>())
            .field("session_rings", &rings.keys().collect::<Vec<_>>())
            .field(
                "session_buckets",
                &self.buckets().keys().collect::<Vec<_>>(),
            )
            .field(
                "session_proxies",
                &self
                    .session_proxies
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .keys()
                    .collect::<Vec<_>>(),
            )
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
            session_rings: Mutex::default(),
            session_buckets: Mutex::default(),
            session_proxies: Mutex::default(),
        }
    }

    /// A vault that keeps keys in memory only.
    pub fn session_only(reason: impl Into<String>) -> Self {
        Self {
            store: None,
            unavailable: Some(reason.into()),
            session: Mutex::default(),
            session_rings: Mutex::default(),
            session_buckets: Mutex::default(),
            session_proxies: Mutex::default(),
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
        crate::crash::keep_out_of_reports(key.expose());
        let Some(entry) = self.entry(KEYRING_SERVICE, profile, "store", API_KEY)? else {
            self.save_for_session(profile, key);
            return Ok(self.default_storage());
        };
        entry
            .set_password(key.expose())
            .map_err(|err| keyring("store", API_KEY, &err))?;
        self.sessions().remove(profile);
        Ok(KeyStorage::Keyring)
    }

    /// Keeps a key in memory for this session only (the person's choice after a keyring error).
    pub fn save_for_session(&self, profile: &str, key: &ApiKey) {
        crate::crash::keep_out_of_reports(key.expose());
        self.sessions().insert(profile.to_owned(), key.clone());
    }

    /// The profile's key: the session copy first, then the keyring; `None` when there is none.
    pub fn load(&self, profile: &str) -> Result<Option<ApiKey>, VaultError> {
        if let Some(key) = self.sessions().get(profile) {
            return Ok(Some(key.clone()));
        }
        let Some(entry) = self.entry(KEYRING_SERVICE, profile, "read", API_KEY)? else {
            return Ok(None);
        };
        match entry.get_password() {
            Ok(secret) => {
                crate::crash::keep_out_of_reports(&secret);
                ApiKey::new(secret).map(Some).map_err(VaultError::Stored)
            }
            Err(KeyringError::NoEntry) => Ok(None),
            Err(err) => Err(keyring("read", API_KEY, &err)),
        }
    }

    /// Removes the profile's key everywhere (no key is fine).
    pub fn delete(&self, profile: &str) -> Result<(), VaultError> {
        self.sessions().remove(profile);
        self.delete_entry(KEYRING_SERVICE, profile, API_KEY)
    }

    /// Saves the profile's known webhook signing secrets (as JSON) in the keyring, or in memory
    /// when there is no keyring.
    ///
    /// The JSON is stored as UTF-8 bytes rather than as a password: Windows stores passwords as
    /// UTF-16, which would halve the room its credential manager allows (2560 bytes) and could
    /// not hold a full ring.
    pub fn save_webhook_secrets(
        &self,
        profile: &str,
        ring: &SecretRing,
    ) -> Result<KeyStorage, VaultError> {
        let Some(entry) = self.entry(WEBHOOK_KEYRING_SERVICE, profile, "store", WEBHOOK_SECRETS)?
        else {
            self.keep_webhook_secrets_for_session(profile, ring);
            return Ok(self.default_storage());
        };
        keep_ring_out_of_reports(ring);
        let json = serde_json::to_vec(ring).map_err(|err| VaultError::Keyring {
            action: "store",
            what: WEBHOOK_SECRETS,
            reason: crate::t!("store-keyring-ring-not-json", error = err.to_string()),
        })?;
        entry
            .set_secret(&json)
            .map_err(|err| keyring("store", WEBHOOK_SECRETS, &err))?;
        self.session_rings().remove(profile);
        Ok(KeyStorage::Keyring)
    }

    /// Keeps the profile's webhook secrets in memory for this session only (the person's choice
    /// after a keyring error).
    pub fn keep_webhook_secrets_for_session(&self, profile: &str, ring: &SecretRing) {
        keep_ring_out_of_reports(ring);
        self.session_rings()
            .insert(profile.to_owned(), ring.clone());
    }

    /// The profile's known webhook signing secrets: the session copy first, then the keyring;
    /// an empty ring when none were saved.
    pub fn load_webhook_secrets(&self, profile: &str) -> Result<SecretRing, VaultError> {
        if let Some(ring) = self.session_rings().get(profile) {
            return Ok(ring.clone());
        }
        let Some(entry) = self.entry(WEBHOOK_KEYRING_SERVICE, profile, "read", WEBHOOK_SECRETS)?
        else {
            return Ok(SecretRing::default());
        };
        match entry.get_secret() {
            Ok(bytes) => parse_ring(&bytes).inspect(keep_ring_out_of_reports),
            Err(KeyringError::NoEntry) => Ok(SecretRing::default()),
            Err(KeyringError::BadEncoding(_) | KeyringError::BadDataFormat(..)) => Err(
                VaultError::UnreadableSecrets(crate::t!("store-keyring-entry-not-text")),
            ),
            Err(err) => Err(keyring("read", WEBHOOK_SECRETS, &err)),
        }
    }

    /// Removes the profile's webhook secrets everywhere (none is fine).
    pub fn delete_webhook_secrets(&self, profile: &str) -> Result<(), VaultError> {
        self.session_rings().remove(profile);
        self.delete_entry(WEBHOOK_KEYRING_SERVICE, profile, WEBHOOK_SECRETS)
    }

    /// Saves the profile's bucket secret key in the keyring (or in memory when there is none).
    pub fn save_bucket_secret(
        &self,
        profile: &str,
        secret: &BucketSecret,
    ) -> Result<KeyStorage, VaultError> {
        let Some(entry) = self.entry(BUCKET_KEYRING_SERVICE, profile, "store", BUCKET_SECRET)?
        else {
            self.buckets().insert(profile.to_owned(), secret.clone());
            return Ok(self.default_storage());
        };
        entry
            .set_password(secret.expose())
            .map_err(|err| keyring("store", BUCKET_SECRET, &err))?;
        self.buckets().remove(profile);
        Ok(KeyStorage::Keyring)
    }

    /// Keeps the bucket secret key in memory for this session only (after a keyring error).
    pub fn keep_bucket_secret_for_session(&self, profile: &str, secret: &BucketSecret) {
        self.buckets().insert(profile.to_owned(), secret.clone());
    }

    /// The profile's bucket secret key: the session copy first, then the keyring.
    pub fn load_bucket_secret(&self, profile: &str) -> Result<Option<BucketSecret>, VaultError> {
        if let Some(secret) = self.buckets().get(profile) {
            return Ok(Some(secret.clone()));
        }
        let Some(entry) = self.entry(BUCKET_KEYRING_SERVICE, profile, "read", BUCKET_SECRET)?
        else {
            return Ok(None);
        };
        match entry.get_password() {
            Ok(secret) => Ok(Some(BucketSecret::new(secret))),
            Err(KeyringError::NoEntry) => Ok(None),
            Err(err) => Err(keyring("read", BUCKET_SECRET, &err)),
        }
    }

    /// Removes the profile's bucket secret key everywhere (none is fine).
    pub fn delete_bucket_secret(&self, profile: &str) -> Result<(), VaultError> {
        self.buckets().remove(profile);
        self.delete_entry(BUCKET_KEYRING_SERVICE, profile, BUCKET_SECRET)
    }

    fn buckets(&self) -> std::sync::MutexGuard<'_, HashMap<String, BucketSecret>> {
        self.session_buckets
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// The keyring entry for `service` and `profile`; `None` when there is no keyring.
    pub(super) fn entry(
        &self,
        service: &str,
        profile: &str,
        action: &'static str,
        what: &'static str,
    ) -> Result<Option<keyring_core::Entry>, VaultError> {
        let Some(store) = &self.store else {
            return Ok(None);
        };
        store
            .build(service, profile, None)
            .map(Some)
            .map_err(|err| keyring(action, what, &err))
    }

    pub(super) fn delete_entry(
        &self,
        service: &str,
        profile: &str,
        what: &'static str,
    ) -> Result<(), VaultError> {
        let Some(entry) = self.entry(service, profile, "delete", what)? else {
            return Ok(());
        };
        match entry.delete_credential() {
            Ok(()) | Err(KeyringError::NoEntry) => Ok(()),
            Err(err) => Err(keyring("delete", what, &err)),
        }
    }

    fn sessions(&self) -> std::sync::MutexGuard<'_, HashMap<String, ApiKey>> {
        self.session.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn session_rings(&self) -> std::sync::MutexGuard<'_, HashMap<String, SecretRing>> {
        self.session_rings
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

pub(super) fn keyring(action: &'static str, what: &'static str, err: &KeyringError) -> VaultError {
    VaultError::Keyring {
        action,
        what,
        reason: describe(err),
    }
}

/// A stored ring from its JSON bytes. The error never quotes the stored text (it holds secrets):
/// serde's messages can echo values, so only the position and the kind of problem are kept.
fn parse_ring(bytes: &[u8]) -> Result<SecretRing, VaultError> {
    serde_json::from_slice(bytes).map_err(|err| {
        let problem = match err.classify() {
            serde_json::error::Category::Io | serde_json::error::Category::Syntax => {
                "store-keyring-ring-syntax"
            }
            serde_json::error::Category::Data => "store-keyring-ring-fields",
            serde_json::error::Category::Eof => "store-keyring-ring-cut-short",
        };
        VaultError::UnreadableSecrets(crate::t!(
            problem,
            line = err.line().to_string(),
            column = err.column().to_string()
        ))
    })
}

/// A keyring error in words a person can act on (never includes the secret).
fn describe(err: &KeyringError) -> String {
    match err {
        KeyringError::NoStorageAccess(detail) => {
            crate::t!("store-keyring-refused", detail = detail.to_string())
        }
        KeyringError::PlatformFailure(detail) => {
            crate::t!("store-keyring-no-service", detail = detail.to_string())
        }
        KeyringError::NoDefaultStore => crate::t!("store-keyring-none"),
        KeyringError::TooLong(what, limit) => crate::t!(
            "store-keyring-too-long",
            what = what.clone(),
            limit = limit.to_string()
        ),
        KeyringError::BadEncoding(_) | KeyringError::BadDataFormat(..) => {
            crate::t!("store-keyring-stored-not-text")
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

/// Keeps every secret of `ring` out of crash reports.
fn keep_ring_out_of_reports(ring: &SecretRing) {
    for (version, _) in ring.versions(0) {
        if let Some(known) = ring.get(version) {
            crate::crash::keep_out_of_reports(&known.secret);
        }
    }
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

    fn sentinel_ring() -> SecretRing {
        let mut ring = SecretRing::default();
        ring.learn(1, "whsec_SENTINEL_one", 1_000);
        ring.learn(2, "whsec_SENTINEL_two", 2_000);
        ring
    }

    #[test]
    fn webhook_secrets_round_trip_and_delete() {
        let vault = mock_vault();
        assert!(vault.load_webhook_secrets("Work").unwrap().is_empty());
        let ring = sentinel_ring();
        assert_eq!(
            vault.save_webhook_secrets("Work", &ring).unwrap(),
            KeyStorage::Keyring
        );
        assert_eq!(vault.load_webhook_secrets("Work").unwrap(), ring);
        assert!(vault.load_webhook_secrets("Home").unwrap().is_empty());

        // The ring and the key live side by side: deleting one keeps the other.
        let key = ApiKey::new("sk-SENTINEL-3").unwrap();
        vault.save("Work", &key).unwrap();
        vault.delete_webhook_secrets("Work").unwrap();
        assert!(vault.load_webhook_secrets("Work").unwrap().is_empty());
        assert_eq!(vault.load("Work").unwrap(), Some(key));
        vault.delete_webhook_secrets("Work").unwrap();
        assert!(!format!("{vault:?}").contains("SENTINEL"));
    }

    #[test]
    fn session_only_keeps_webhook_secrets_in_memory() {
        let vault = KeyVault::session_only("no keyring service answered");
        let ring = sentinel_ring();
        let storage = vault.save_webhook_secrets("Work", &ring).unwrap();
        assert!(matches!(storage, KeyStorage::SessionOnly { .. }));
        assert_eq!(vault.load_webhook_secrets("Work").unwrap(), ring);
        let shown = format!("{vault:?}");
        assert!(
            shown.contains("Work") && !shown.contains("SENTINEL"),
            "{shown}"
        );
        vault.delete_webhook_secrets("Work").unwrap();
        assert!(vault.load_webhook_secrets("Work").unwrap().is_empty());
    }

    #[test]
    fn a_corrupt_webhook_entry_is_a_clear_error() {
        let store: Arc<CredentialStore> = keyring_core::mock::Store::new().unwrap();
        let vault = KeyVault::with_store(store.clone());
        let entry = store.build(WEBHOOK_KEYRING_SERVICE, "Work", None).unwrap();
        for stored in [
            &b"not json whsec_SENTINEL"[..],
            br#"{"secrets":[{"version":"whsec_SENTINEL","secret":1}]}"#,
            br#"{"secrets":[{"version":1,"#,
            &[0xff, 0xfe, 0x00],
        ] {
            entry.set_secret(stored).unwrap();
            let err = vault.load_webhook_secrets("Work").unwrap_err();
            assert!(matches!(err, VaultError::UnreadableSecrets(_)), "{err:?}");
            let message = err.to_string();
            assert!(message.contains("unreadable"), "{message}");
            assert!(message.contains("fetch the current secret"), "{message}");
            assert!(!message.contains("SENTINEL"), "{message}");
        }
    }

    #[test]
    fn keyring_messages_name_what_failed() {
        let key = keyring("store", API_KEY, &KeyringError::NoDefaultStore).to_string();
        assert!(key.contains("could not store the API key"), "{key}");
        let ring = keyring("read", WEBHOOK_SECRETS, &KeyringError::NoDefaultStore).to_string();
        assert!(
            ring.contains("could not read the webhook signing secrets"),
            "{ring}"
        );
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
