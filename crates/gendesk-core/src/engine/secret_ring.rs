//! The profile's known webhook signing secrets, in memory for verification and in the OS
//! keyring so verification still works after a restart. Never in the history, the settings or
//! the logs.

use super::failure::{Doing, Problem};
use std::sync::{Arc, MutexGuard, PoisonError};

use super::messages::{AccountEvent, Event};
use super::worker::{Worker, now_ms};
use crate::webhooks::ring::SecretRing;
use gendesk_api::WebhookSecret;

impl Worker {
    /// The known secrets (held only briefly: never across an await).
    pub fn ring(&self) -> MutexGuard<'_, SecretRing> {
        self.ring.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Reads the known secrets from the keyring (at start).
    pub async fn load_ring(&self) {
        let Some(vault) = self.shared.secrets.clone() else {
            return;
        };
        let name = self.profile_name.clone();
        let loaded = tokio::task::spawn_blocking(move || vault.load_webhook_secrets(&name)).await;
        match loaded {
            Ok(Ok(ring)) => *self.ring() = ring,
            Ok(Err(err)) => self.error(Doing::ReadingKnownSecrets, Problem::detail(&err)),
            Err(err) => self.error(Doing::ReadingKnownSecrets, Problem::detail(&err)),
        }
        self.announce_versions();
    }

    /// Remembers the secret in force; saved to the keyring when it is new.
    pub async fn remember_secret(&self, secret: &WebhookSecret) {
        let changed = self.ring().learn(secret.version, &secret.secret, now_ms());
        if changed {
            self.save_ring().await;
        }
        self.announce_versions();
    }

    /// Marks every known secret revoked (kept only to explain deliveries signed with them).
    pub async fn secrets_revoked(&self) {
        self.ring().revoke_all(now_ms());
        self.save_ring().await;
        self.announce_versions();
    }

    /// Reads the secret in force in the background, without telling the person unless it
    /// fails (the receiver needs it to verify the first webhooks).
    pub fn learn_secret_quietly(self: Arc<Self>) {
        tokio::spawn(async move {
            match self.client.webhook_secret().await {
                Ok(secret) => self.remember_secret(&secret).await,
                Err(err) => self.error(Doing::ReadingSecretForReceiver, Problem::Api(err.clone())),
            }
        });
    }

    async fn save_ring(&self) {
        let Some(vault) = self.shared.secrets.clone() else {
            return;
        };
        let ring = self.ring().clone();
        let name = self.profile_name.clone();
        let saved =
            tokio::task::spawn_blocking(move || vault.save_webhook_secrets(&name, &ring)).await;
        match saved {
            Ok(Ok(_)) => {}
            Ok(Err(err)) => self.error(Doing::SavingSecrets, Problem::detail(&err)),
            Err(err) => self.error(Doing::SavingSecrets, Problem::detail(&err)),
        }
    }

    fn announce_versions(&self) {
        let versions = self.ring().versions(now_ms());
        self.announce(Event::Account(AccountEvent::SecretVersions(versions)));
    }
}
