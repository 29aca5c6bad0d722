//! A keyring of a portable GenDesk's own, in its data folder: `keys.age` holds every secret
//! (service, user, bytes) as JSON encrypted with age to an X25519 key, and
//! `keys.identity.age` holds that key, encrypted with the person's passphrase (scrypt). The
//! passphrase is stretched once, when the keys are opened; each change is then only an X25519
//! encryption, written under a temporary name and renamed. Plugged into [`KeyVault`] as a
//! `keyring-core` credential store, so everything that keeps keys works unchanged.
//!
//! [`KeyVault`]: crate::config::KeyVault

use std::any::Any;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use age::secrecy::{ExposeSecret as _, SecretString};
use keyring_core::api::{Credential, CredentialApi, CredentialStoreApi};
use keyring_core::{Entry, Error as KeyringError};
use serde::{Deserialize, Serialize};

/// The identity's file beside the keys' file.
const IDENTITY_SUFFIX: &str = "identity.age";

/// Why the keys could not be opened or kept.
#[derive(Debug, thiserror::Error)]
pub enum KeyFileError {
    /// The passphrase does not open the keys.
    #[error("{}", crate::t!("err-key-file-wrong-passphrase"))]
    WrongPassphrase,
    /// A new keys' file needs a passphrase.
    #[error("{}", crate::t!("err-key-file-empty-passphrase"))]
    EmptyPassphrase,
    /// A file could not be read or written.
    #[error("{}", crate::t!("err-key-file-io", file = .file.display().to_string(), reason = .reason.clone()))]
    Io {
        /// The file.
        file: PathBuf,
        /// What the system said.
        reason: String,
    },
    /// A file is not what GenDesk wrote (damaged, or changed by hand).
    #[error("{}", crate::t!("err-key-file-damaged", file = .file.display().to_string(), reason = .reason.clone()))]
    Damaged {
        /// The file.
        file: PathBuf,
        /// What is wrong.
        reason: String,
    },
}

/// One secret in the file.
#[derive(Serialize, Deserialize)]
struct Stored {
    service: String,
    user: String,
    secret: Vec<u8>,
}

/// `keys.age`'s JSON (never `Debug`: it holds the secrets).
#[derive(Serialize, Deserialize, Default)]
struct Contents {
    entries: Vec<Stored>,
}

/// The store: the secrets in memory, written through to the file on each change.
pub struct KeyFileStore {
    file: PathBuf,
    recipient: age::x25519::Recipient,
    secrets: Mutex<BTreeMap<(String, String), Vec<u8>>>,
}

impl std::fmt::Debug for KeyFileStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeyFileStore")
            .field("file", &self.file)
            .finish_non_exhaustive()
    }
}

fn io(file: &Path, err: impl std::fmt::Display) -> KeyFileError {
    KeyFileError::Io {
        file: file.to_path_buf(),
        reason: err.to_string(),
    }
}

fn damaged(file: &Path, err: impl std::fmt::Display) -> KeyFileError {
    KeyFileError::Damaged {
        file: file.to_path_buf(),
        reason: err.to_string(),
    }
}

impl KeyFileStore {
    /// The identity's file for the keys' file `file`.
    fn identity_file(file: &Path) -> PathBuf {
        file.with_extension(IDENTITY_SUFFIX)
    }

    /// Whether keys were kept at `file` already (then [`KeyFileStore::open`] needs their
    /// passphrase; else it makes new ones with it).
    pub fn exists(file: &Path) -> bool {
        Self::identity_file(file).is_file()
    }

    /// Opens the keys at `file` with `passphrase`, or starts new ones protected by it. Slow on
    /// purpose (the passphrase is stretched): call it on a worker.
    pub fn open(file: &Path, passphrase: &str) -> Result<Arc<Self>, KeyFileError> {
        let identity_file = Self::identity_file(file);
        let identity = if identity_file.is_file() {
            let sealed = std::fs::read(&identity_file).map_err(|err| io(&identity_file, err))?;
            let unsealing = age::scrypt::Identity::new(SecretString::from(passphrase.to_owned()));
            let text = age::decrypt(&unsealing, &sealed).map_err(|err| match err {
                age::DecryptError::DecryptionFailed
                | age::DecryptError::NoMatchingKeys
                | age::DecryptError::KeyDecryptionFailed => KeyFileError::WrongPassphrase,
                other => damaged(&identity_file, other),
            })?;
            let text = String::from_utf8(text).map_err(|err| damaged(&identity_file, err))?;
            text.trim()
                .parse::<age::x25519::Identity>()
                .map_err(|err| damaged(&identity_file, err))?
        } else {
            if passphrase.is_empty() {
                return Err(KeyFileError::EmptyPassphrase);
            }
            let identity = age::x25519::Identity::generate();
            let sealing = age::scrypt::Recipient::new(SecretString::from(passphrase.to_owned()));
            let sealed = age::encrypt(&sealing, identity.to_string().expose_secret().as_bytes())
                .map_err(|err| io(&identity_file, err))?;
            if let Some(folder) = identity_file.parent() {
                std::fs::create_dir_all(folder).map_err(|err| io(folder, err))?;
            }
            crate::config::write_atomic(&identity_file, &sealed)
                .map_err(|err| io(&identity_file, err))?;
            identity
        };
        let secrets = match std::fs::read(file) {
            Ok(sealed) => {
                let json = age::decrypt(&identity, &sealed).map_err(|err| damaged(file, err))?;
                let contents: Contents =
                    serde_json::from_slice(&json).map_err(|err| damaged(file, err))?;
                contents
                    .entries
                    .into_iter()
                    .map(|e| ((e.service, e.user), e.secret))
                    .collect()
            }
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => BTreeMap::new(),
            Err(err) => return Err(io(file, err)),
        };
        Ok(Arc::new(Self {
            file: file.to_path_buf(),
            recipient: identity.to_public(),
            secrets: Mutex::new(secrets),
        }))
    }

    /// Writes `secrets` to the file (under a temporary name, then renamed).
    fn persist(&self, secrets: &BTreeMap<(String, String), Vec<u8>>) -> Result<(), KeyFileError> {
        let contents = Contents {
            entries: secrets
                .iter()
                .map(|((service, user), secret)| Stored {
                    service: service.clone(),
                    user: user.clone(),
                    secret: secret.clone(),
                })
                .collect(),
        };
        let json = serde_json::to_vec(&contents).map_err(|err| io(&self.file, err))?;
        let sealed = age::encrypt(&self.recipient, &json).map_err(|err| io(&self.file, err))?;
        crate::config::write_atomic(&self.file, &sealed).map_err(|err| io(&self.file, err))
    }

    /// Changes the secrets with `change` and writes them; nothing changes when writing fails.
    fn change(
        &self,
        change: impl FnOnce(&mut BTreeMap<(String, String), Vec<u8>>) -> Result<(), KeyringError>,
    ) -> Result<(), KeyringError> {
        let mut secrets = self.secrets.lock().unwrap_or_else(PoisonError::into_inner);
        let mut changed = secrets.clone();
        change(&mut changed)?;
        self.persist(&changed)
            .map_err(|err| KeyringError::PlatformFailure(Box::new(err)))?;
        *secrets = changed;
        Ok(())
    }
}

/// One entry of a [`KeyFileStore`].
#[derive(Debug)]
struct KeyFileCredential {
    store: Arc<KeyFileStore>,
    service: String,
    user: String,
}

impl KeyFileCredential {
    fn key(&self) -> (String, String) {
        (self.service.clone(), self.user.clone())
    }
}

impl CredentialApi for KeyFileCredential {
    fn set_secret(&self, secret: &[u8]) -> keyring_core::Result<()> {
        self.store.change(|secrets| {
            secrets.insert(self.key(), secret.to_vec());
            Ok(())
        })
    }

    fn get_secret(&self) -> keyring_core::Result<Vec<u8>> {
        self.store
            .secrets
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&self.key())
            .cloned()
            .ok_or(KeyringError::NoEntry)
    }

    fn delete_credential(&self) -> keyring_core::Result<()> {
        self.store.change(|secrets| {
            secrets
                .remove(&self.key())
                .map(drop)
                .ok_or(KeyringError::NoEntry)
        })
    }

    fn get_credential(&self) -> keyring_core::Result<Option<Arc<Credential>>> {
        self.get_secret().map(|_| None)
    }

    fn get_specifiers(&self) -> Option<(String, String)> {
        Some(self.key())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The store as `keyring-core` sees it (a handle that builds entries of the shared store).
#[derive(Debug)]
struct KeyFileStoreHandle(Arc<KeyFileStore>);

impl CredentialStoreApi for KeyFileStoreHandle {
    fn vendor(&self) -> String {
        "GenDesk portable keys".to_owned()
    }

    fn id(&self) -> String {
        self.0.file.display().to_string()
    }

    fn build(
        &self,
        service: &str,
        user: &str,
        _modifiers: Option<&HashMap<&str, &str>>,
    ) -> keyring_core::Result<Entry> {
        Ok(Entry::new_with_credential(Arc::new(KeyFileCredential {
            store: self.0.clone(),
            service: service.to_owned(),
            user: user.to_owned(),
        })))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl KeyFileStore {
    /// This store as a `keyring-core` credential store (for [`crate::config::KeyVault::with_store`]).
    pub fn credential_store(self: &Arc<Self>) -> Arc<keyring_core::CredentialStore> {
        Arc::new(KeyFileStoreHandle(self.clone()))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;
    use crate::config::KeyVault;
    use gendesk_api::ApiKey;

    const SENTINEL: &str = "sk-portable-sentinel-0123456789";

    #[test]
    fn keys_survive_reopening_with_the_passphrase_and_never_lie_in_the_open() {
        crate::i18n::keep_to_this_thread();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("GenDesk-data").join("keys.age");
        assert!(!KeyFileStore::exists(&file));
        assert!(matches!(
            KeyFileStore::open(&file, ""),
            Err(KeyFileError::EmptyPassphrase)
        ));

        let store = KeyFileStore::open(&file, "correct horse").unwrap();
        assert!(KeyFileStore::exists(&file));
        let vault = KeyVault::with_store(store.credential_store());
        vault.save("Work", &ApiKey::new(SENTINEL).unwrap()).unwrap();
        vault
            .save("Home", &ApiKey::new("sk-home-000111222333").unwrap())
            .unwrap();
        vault.delete("Home").unwrap();
        assert_eq!(vault.load("Home").unwrap(), None);

        for path in [file.clone(), KeyFileStore::identity_file(&file)] {
            let bytes = std::fs::read(&path).unwrap();
            assert!(
                !bytes
                    .windows(SENTINEL.len())
                    .any(|w| w == SENTINEL.as_bytes()),
                "{path:?} holds the key in the open"
            );
        }
        drop((vault, store));

        assert!(matches!(
            KeyFileStore::open(&file, "wrong horse"),
            Err(KeyFileError::WrongPassphrase)
        ));
        let reopened = KeyFileStore::open(&file, "correct horse").unwrap();
        let vault = KeyVault::with_store(reopened.credential_store());
        assert_eq!(vault.load("Work").unwrap().unwrap().expose(), SENTINEL);
        assert_eq!(vault.load("Home").unwrap(), None);
        assert!(
            !std::fs::read_dir(file.parent().unwrap()).unwrap().any(|e| e
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains("tmp")),
            "no temporary file is left behind"
        );
    }

    #[test]
    fn a_damaged_keys_file_is_said_and_not_taken_for_a_wrong_passphrase() {
        crate::i18n::keep_to_this_thread();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("keys.age");
        let store = KeyFileStore::open(&file, "pass").unwrap();
        KeyVault::with_store(store.credential_store())
            .save("Work", &ApiKey::new(SENTINEL).unwrap())
            .unwrap();
        let mut bytes = std::fs::read(&file).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 0xff;
        std::fs::write(&file, bytes).unwrap();
        let err = KeyFileStore::open(&file, "pass").unwrap_err();
        assert!(matches!(err, KeyFileError::Damaged { .. }), "{err:?}");
    }
}
