//! `secrets.age`: every profile's API key, webhook secret ring and bucket secret key and the
//! proxy passwords, read from the vault, as JSON encrypted with age's passphrase (scrypt)
//! recipient. Without a passphrase none of it is read, and nothing of it is in the file.

use std::path::Path;

use age::secrecy::SecretString;
use gendesk_api::ApiKey;
use gendesk_api::network::ProxyPassword;
use serde::{Deserialize, Serialize};

use super::{BackupError, RestoreMode};
use crate::config::{KeyVault, NetworkScope, Profiles};
use crate::references::BucketSecret;
use crate::webhooks::ring::SecretRing;

/// What became of a backup's keys and secrets in a restore.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecretsOutcome {
    /// The file holds none.
    NotInFile,
    /// The file holds them, but no passphrase was given: they were left out.
    SkippedNoPassphrase,
    /// Decrypted and stored: `saved` written into the vault, `kept` left as they were (merge
    /// mode keeps a secret this computer already has).
    Restored {
        /// Secrets written.
        saved: usize,
        /// Secrets already here, kept.
        kept: usize,
    },
}

/// One profile's secrets.
#[derive(Serialize, Deserialize, Default)]
struct ProfileSecrets {
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    api_key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    webhook_secrets: Option<SecretRing>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    bucket_secret: Option<String>,
}

/// A proxy password: `profile` `None` is the settings of every profile.
#[derive(Serialize, Deserialize)]
struct ProxySecret {
    profile: Option<String>,
    password: String,
}

/// The decrypted JSON (never `Debug`: it holds the secrets).
#[derive(Serialize, Deserialize, Default)]
pub(super) struct SecretsFile {
    profiles: Vec<ProfileSecrets>,
    proxy_passwords: Vec<ProxySecret>,
}

fn vault_failed(err: impl std::fmt::Display) -> BackupError {
    BackupError::Secrets(err.to_string())
}

/// Every profile's secrets from `vault` (profiles as the profiles file lists them),
/// encrypted with `passphrase`.
pub(super) fn sealed_secrets(
    profiles_file: &Path,
    vault: &KeyVault,
    passphrase: &str,
) -> Result<Vec<u8>, BackupError> {
    if passphrase.is_empty() {
        return Err(BackupError::Secrets(crate::t!(
            "backup-problem-empty-passphrase"
        )));
    }
    let profiles =
        Profiles::load(profiles_file).map_err(|err| BackupError::Settings(err.to_string()))?;
    let mut file = SecretsFile::default();
    let mut scopes = vec![NetworkScope::Default];
    for profile in &profiles.profiles {
        let name = profile.name.clone();
        let ring = vault.load_webhook_secrets(&name).map_err(vault_failed)?;
        file.profiles.push(ProfileSecrets {
            api_key: vault
                .load(&name)
                .map_err(vault_failed)?
                .map(|key| key.expose().to_owned()),
            webhook_secrets: (!ring.is_empty()).then_some(ring),
            bucket_secret: vault
                .load_bucket_secret(&name)
                .map_err(vault_failed)?
                .map(|secret| secret.expose().to_owned()),
            name: name.clone(),
        });
        scopes.push(NetworkScope::Profile(name));
    }
    for scope in scopes {
        if let Some(password) = vault.load_proxy_password(&scope).map_err(vault_failed)? {
            file.proxy_passwords.push(ProxySecret {
                profile: match scope {
                    NetworkScope::Default => None,
                    NetworkScope::Profile(name) => Some(name),
                },
                password: password.expose().to_owned(),
            });
        }
    }
    let json = serde_json::to_vec(&file).map_err(vault_failed)?;
    let recipient = age::scrypt::Recipient::new(SecretString::from(passphrase.to_owned()));
    age::encrypt(&recipient, &json).map_err(vault_failed)
}

/// Decrypts `secrets.age` with `passphrase`.
pub(super) fn open_secrets(bytes: &[u8], passphrase: &str) -> Result<SecretsFile, BackupError> {
    let identity = age::scrypt::Identity::new(SecretString::from(passphrase.to_owned()));
    let json = age::decrypt(&identity, bytes).map_err(|err| match err {
        age::DecryptError::DecryptionFailed
        | age::DecryptError::NoMatchingKeys
        | age::DecryptError::KeyDecryptionFailed => BackupError::WrongPassphrase,
        other => BackupError::Secrets(other.to_string()),
    })?;
    serde_json::from_slice(&json).map_err(|err| {
        // serde may quote a value: only where the problem is.
        BackupError::Secrets(crate::t!(
            "backup-problem-secrets-unreadable",
            line = err.line().to_string(),
            column = err.column().to_string()
        ))
    })
}

impl SecretsFile {
    /// Checks that every key is usable before anything is stored.
    pub(super) fn check(&self) -> Result<(), BackupError> {
        for profile in &self.profiles {
            if let Some(key) = &profile.api_key {
                ApiKey::new(key.clone()).map_err(|err| BackupError::Secrets(err.to_string()))?;
            }
        }
        Ok(())
    }

    /// Stores the secrets in `vault`. Merge mode keeps what is already there.
    pub(super) fn apply(
        &self,
        vault: &KeyVault,
        mode: RestoreMode,
    ) -> Result<SecretsOutcome, BackupError> {
        let replace = mode == RestoreMode::Replace;
        let (mut saved, mut kept) = (0, 0);
        let mut count = |wrote: bool| {
            if wrote {
                saved += 1;
            } else {
                kept += 1;
            }
        };
        for profile in &self.profiles {
            let name = &profile.name;
            if let Some(key) = &profile.api_key {
                let key = ApiKey::new(key.clone()).map_err(vault_failed)?;
                let write = replace || vault.load(name).map_err(vault_failed)?.is_none();
                if write {
                    vault.save(name, &key).map_err(vault_failed)?;
                }
                count(write);
            }
            if let Some(ring) = &profile.webhook_secrets {
                let write = replace
                    || vault
                        .load_webhook_secrets(name)
                        .map_err(vault_failed)?
                        .is_empty();
                if write {
                    vault
                        .save_webhook_secrets(name, ring)
                        .map_err(vault_failed)?;
                }
                count(write);
            }
            if let Some(secret) = &profile.bucket_secret {
                let write = replace
                    || vault
                        .load_bucket_secret(name)
                        .map_err(vault_failed)?
                        .is_none();
                if write {
                    vault
                        .save_bucket_secret(name, &BucketSecret::new(secret.clone()))
                        .map_err(vault_failed)?;
                }
                count(write);
            }
        }
        for proxy in &self.proxy_passwords {
            let scope = match &proxy.profile {
                None => NetworkScope::Default,
                Some(name) => NetworkScope::Profile(name.clone()),
            };
            let write = replace
                || vault
                    .load_proxy_password(&scope)
                    .map_err(vault_failed)?
                    .is_none();
            if write {
                vault
                    .save_proxy_password(&scope, &ProxyPassword::new(proxy.password.clone()))
                    .map_err(vault_failed)?;
            }
            count(write);
        }
        Ok(SecretsOutcome::Restored { saved, kept })
    }
}
