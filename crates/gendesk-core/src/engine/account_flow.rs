//! Account commands: the balance and the webhook signing secret (get, rotate, revoke).

use super::failure::{Doing, Problem};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use gendesk_api::Client;

use super::messages::{AccountEvent, Event, SecretAction};
use super::worker::{EngineShared, Worker};
use crate::store::{BalanceSample, ProfileId};

/// Submissions within this long share one balance refresh.
const BALANCE_COALESCE: Duration = Duration::from_millis(750);

impl Worker {
    /// Refreshes the balance shortly, once for a burst of changes: after submissions (they
    /// were charged) and failures (they are refunded). A bulk submit would otherwise double
    /// its requests.
    pub fn refresh_balance_soon(&self) {
        if self.balance_due.swap(true, Ordering::AcqRel) {
            return;
        }
        let due = Arc::clone(&self.balance_due);
        let shared = Arc::clone(&self.shared);
        let client = self.client.clone();
        let profile = self.profile;
        tokio::spawn(async move {
            tokio::time::sleep(BALANCE_COALESCE).await;
            due.store(false, Ordering::Release);
            report_balance(&shared, profile, &client).await;
        });
    }

    /// Reads the key's balance now (at the start, and when asked).
    pub async fn refresh_balance(&self) {
        report_balance(&self.shared, self.profile, &self.client).await;
    }

    /// Reads the signing secret in force (and remembers it for verifying webhooks).
    pub async fn fetch_secret(&self) {
        match self.client.webhook_secret().await {
            Ok(secret) => {
                // Shown first; the versions list (after the keyring write) follows.
                self.announce(Event::Account(AccountEvent::WebhookSecret {
                    action: SecretAction::Fetched,
                    secret: Some(secret.clone()),
                }));
                self.remember_secret(&secret).await;
            }
            Err(err) => self.error(Doing::ReadingSecret, Problem::Api(err.clone())),
        }
    }

    /// Issues a new signing secret, then reads it. The previous one stays known: accepted
    /// batches keep signing with it for the rotation grace.
    pub async fn rotate_secret(&self) {
        if let Err(err) = self.client.rotate_webhook_secret().await {
            return self.error(Doing::RotatingSecret, Problem::Api(err.clone()));
        }
        match self.client.webhook_secret().await {
            Ok(secret) => {
                self.announce(Event::Account(AccountEvent::WebhookSecret {
                    action: SecretAction::Rotated,
                    secret: Some(secret.clone()),
                }));
                self.remember_secret(&secret).await;
            }
            Err(err) => self.error(Doing::ReadingRotatedSecret, Problem::Api(err.clone())),
        }
    }

    /// Revokes the signing secrets; the known versions are kept, marked revoked, only to
    /// explain deliveries signed with them.
    pub async fn revoke_secret(&self) {
        match self.client.revoke_webhook_secret().await {
            Ok(_) => {
                self.announce(Event::Account(AccountEvent::WebhookSecret {
                    action: SecretAction::Revoked,
                    secret: None,
                }));
                self.secrets_revoked().await;
            }
            Err(err) => self.error(Doing::RevokingSecret, Problem::Api(err.clone())),
        }
    }
}

/// Reads the balance and reports it (or why it could not be read) as the profile's event. No
/// way to the service is not an error here: the connectivity check says it once.
async fn report_balance(shared: &EngineShared, profile: ProfileId, client: &Client) {
    let asked_ms = super::now_ms();
    match client.balance().await {
        Ok(usd) => keep_balance(shared, profile, asked_ms, usd).await,
        Err(err) if err.is_unreachable() => shared.link.suspect(),
        Err(err) => {
            let problem = Problem::Api(err);
            tracing::warn!(
                // Logs stay English whatever the window speaks.
                context =
                    crate::wording::in_english(|| crate::wording::doing(Doing::CheckingBalance)),
                message = crate::wording::in_english(|| crate::wording::problem(&problem)),
                "engine error"
            );
            shared.announce(
                Some(profile),
                Event::Error {
                    doing: Doing::CheckingBalance,
                    problem,
                },
            );
        }
    }
}

/// Keeps a balance read at `asked_ms` in the history and announces it.
pub(super) async fn keep_balance(
    shared: &EngineShared,
    profile: ProfileId,
    asked_ms: i64,
    usd: f64,
) {
    // Kept before it is announced, so whoever reads the history after the event finds it; a
    // lone task sent since the balance before gets its measured cost.
    let sample = BalanceSample {
        profile,
        asked_ms,
        at_ms: super::now_ms().max(asked_ms),
        usd,
    };
    let kept = shared
        .store
        .call(move |store| {
            store.record_balance(sample)?;
            store.measure_lone_submission(profile)
        })
        .await;
    if let Err(err) = kept {
        shared.announce(
            Some(profile),
            Event::Error {
                doing: Doing::RecordingBalance,
                problem: Problem::Detail(err.to_string()),
            },
        );
    }
    shared.announce(Some(profile), Event::Account(AccountEvent::Balance(usd)));
}
