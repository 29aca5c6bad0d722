//! Account resources: the webhook signing secret and the balance.

use serde::{Deserialize, Serialize};

/// The account-level secret that signs batch webhooks (HMAC-SHA256).
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WebhookSecret {
    /// Version number of the secret.
    pub version: i64,
    /// The shared secret; its UTF-8 bytes are the HMAC key.
    pub secret: String,
}

impl std::fmt::Debug for WebhookSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WebhookSecret")
            .field("version", &self.version)
            .field("secret", &"***")
            .finish()
    }
}

/// Remaining balance of the calling key, in USD (`data` of the balance endpoint).
pub type Balance = f64;
