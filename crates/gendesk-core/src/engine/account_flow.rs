//! Account commands: the balance and the webhook signing secret (get, rotate, revoke).

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use super::messages::{Event, SecretAction};
use super::worker::Worker;

/// Submissions within this long share one balance refresh.
const BALANCE_COALESCE: Duration = Duration::from_millis(750);

impl Worker {
    /// Refreshes the balance shortly, once for a burst of submissions (a bulk submit would
    /// otherwise double its requests).
    pub fn refresh_balance_soon(self: Arc<Self>) {
        if self.balance_due.swap(true, Ordering::AcqRel) {
            return;
        }
        tokio::spawn(async move {
            tokio::time::sleep(BALANCE_COALESCE).await;
            self.balance_due.store(false, Ordering::Release);
            self.refresh_balance().await;
        });
    }

    /// Reads the key's balance.
    pub async fn refresh_balance(&self) {
        match self.client.balance().await {
            Ok(usd) => self.announce(Event::Balance(usd)),
            Err(err) => self.error("checking the balance", &err.user_message()),
        }
    }

    /// Reads the signing secret in force (and remembers it for verifying webhooks).
    pub async fn fetch_secret(&self) {
        match self.client.webhook_secret().await {
            Ok(secret) => {
                // Shown first; the versions list (after the keyring write) follows.
                self.announce(Event::WebhookSecret {
                    action: SecretAction::Fetched,
                    secret: Some(secret.clone()),
                });
                self.remember_secret(&secret).await;
            }
            Err(err) => self.error("reading the webhook signing secret", &err.user_message()),
        }
    }

    /// Issues a new signing secret, then reads it. The previous one stays known: accepted
    /// batches keep signing with it for the rotation grace.
    pub async fn rotate_secret(&self) {
        if let Err(err) = self.client.rotate_webhook_secret().await {
            return self.error("rotating the webhook signing secret", &err.user_message());
        }
        match self.client.webhook_secret().await {
            Ok(secret) => {
                self.announce(Event::WebhookSecret {
                    action: SecretAction::Rotated,
                    secret: Some(secret.clone()),
                });
                self.remember_secret(&secret).await;
            }
            Err(err) => self.error(
                "reading the new webhook signing secret (the rotation was done)",
                &err.user_message(),
            ),
        }
    }

    /// Revokes the signing secrets; the known versions are kept, marked revoked, only to
    /// explain deliveries signed with them.
    pub async fn revoke_secret(&self) {
        match self.client.revoke_webhook_secret().await {
            Ok(_) => {
                self.announce(Event::WebhookSecret {
                    action: SecretAction::Revoked,
                    secret: None,
                });
                self.secrets_revoked().await;
            }
            Err(err) => self.error("revoking the webhook signing secret", &err.user_message()),
        }
    }
}
