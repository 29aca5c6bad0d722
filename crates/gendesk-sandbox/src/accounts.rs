//! Demo accounts of the sandbox: named API keys (one restricted, one revoked, one nearly
//! empty), a balance per key, and each account's versioned webhook signing secrets.

use std::time::Duration;

use serde::Serialize;

use gendesk_api::ModelKind;
use gendesk_api::WebhookSecret;

/// How long a rotated-out secret still signs deliveries of already accepted batches.
pub const ROTATION_GRACE: Duration = Duration::from_hours(168);

/// A demo API key as documented in the README.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DemoKey {
    /// Name shown in the (imaginary) dashboard.
    pub name: &'static str,
    /// The key value.
    pub key: &'static str,
    /// Owning account.
    pub account: &'static str,
    /// Kinds of model it may use; `None` means all.
    pub kinds: Option<&'static [ModelKind]>,
    /// Revoked keys always get 401.
    pub revoked: bool,
    /// Starting balance in USD.
    pub balance: f64,
}

/// The main demo key: all models, $25.
pub const DEMO_KEY: &str = "sandbox-demo-key";
/// A key of the same account restricted to image models.
pub const IMAGES_ONLY_KEY: &str = "sandbox-images-only-key";
/// A revoked key.
pub const REVOKED_KEY: &str = "sandbox-revoked-key";
/// A key with one cent left (402 on anything).
pub const LOW_BALANCE_KEY: &str = "sandbox-low-balance-key";
/// A key of a second account (batches of the first account are not visible to it).
pub const OTHER_ACCOUNT_KEY: &str = "sandbox-other-account-key";

/// The demo keys: two accounts.
pub const DEMO_KEYS: &[DemoKey] = &[
    DemoKey {
        name: "Demo (all models)",
        key: DEMO_KEY,
        account: "acct_demo",
        kinds: None,
        revoked: false,
        balance: 25.0,
    },
    DemoKey {
        name: "Images only",
        key: IMAGES_ONLY_KEY,
        account: "acct_demo",
        kinds: Some(&[ModelKind::Image]),
        revoked: false,
        balance: 10.0,
    },
    DemoKey {
        name: "Old laptop (revoked)",
        key: REVOKED_KEY,
        account: "acct_demo",
        kinds: None,
        revoked: true,
        balance: 5.0,
    },
    DemoKey {
        name: "Nearly empty",
        key: LOW_BALANCE_KEY,
        account: "acct_demo",
        kinds: None,
        revoked: false,
        balance: 0.01,
    },
    DemoKey {
        name: "Second account",
        key: OTHER_ACCOUNT_KEY,
        account: "acct_other",
        kinds: None,
        revoked: false,
        balance: 25.0,
    },
];

/// One version of an account's signing secret.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct SecretVersion {
    /// Version number, from 1.
    pub version: i64,
    /// The secret text.
    pub secret: String,
    /// When a rotation replaced it (simulated ms); it still signs until `+ ROTATION_GRACE`.
    pub retired_at_ms: Option<i64>,
}

/// An account's signing secrets.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct SecretRing {
    versions: Vec<SecretVersion>,
    /// When the secrets were last revoked (simulated ms); deliveries queued before are dropped.
    pub revoked_at_ms: Option<i64>,
    /// Highest version ever issued (versions keep counting up after a revoke).
    issued: i64,
}

impl SecretRing {
    /// The secret in force, issuing a new version when there is none (first use, after revoke).
    pub fn current(&mut self, rng: &mut fastrand::Rng) -> WebhookSecret {
        if let Some(current) = self
            .versions
            .iter()
            .rev()
            .find(|v| v.retired_at_ms.is_none())
        {
            return WebhookSecret {
                version: current.version,
                secret: current.secret.clone(),
            };
        }
        self.issue(rng)
    }

    /// Issues a new version; the current one is retired (still valid for the grace period).
    pub fn rotate(&mut self, now_ms: i64, rng: &mut fastrand::Rng) -> WebhookSecret {
        for version in &mut self.versions {
            version.retired_at_ms.get_or_insert(now_ms);
        }
        self.issue(rng)
    }

    /// Revokes every version; the next `current` issues a new one.
    pub fn revoke(&mut self, now_ms: i64) {
        self.versions.clear();
        self.revoked_at_ms = Some(now_ms);
    }

    /// The secret that signs a delivery of a batch accepted under `version`, if still valid.
    pub fn signing_secret(&self, version: i64, now_ms: i64) -> Option<&str> {
        let grace = super::clock::ms(ROTATION_GRACE);
        self.versions
            .iter()
            .find(|v| v.version == version)
            .filter(|v| {
                v.retired_at_ms
                    .is_none_or(|at| now_ms <= at.saturating_add(grace))
            })
            .map(|v| v.secret.as_str())
    }

    fn issue(&mut self, rng: &mut fastrand::Rng) -> WebhookSecret {
        let version = self.issued + 1;
        let secret = format!("whsec_{}", random_hex(rng, 24));
        self.versions.push(SecretVersion {
            version,
            secret: secret.clone(),
            retired_at_ms: None,
        });
        self.issued = version;
        WebhookSecret { version, secret }
    }
}

/// `n` random bytes as lowercase hex (sandbox identifiers and secrets; not for production).
pub fn random_hex(rng: &mut fastrand::Rng, n: usize) -> String {
    hex::encode((0..n).map(|_| rng.u8(..)).collect::<Vec<u8>>())
}

/// Live state of a key.
#[derive(Debug, Clone)]
pub struct KeyState {
    /// Its documented definition.
    pub demo: &'static DemoKey,
    /// Remaining USD.
    pub balance: f64,
}

/// Finds a key's live state; `None` for unknown keys.
pub fn find<'a>(keys: &'a mut [KeyState], presented: &str) -> Option<&'a mut KeyState> {
    keys.iter_mut().find(|k| k.demo.key == presented)
}

/// The starting state of every demo key, and of `extra` keys.
pub fn initial_keys(extra: &[&'static DemoKey]) -> Vec<KeyState> {
    DEMO_KEYS
        .iter()
        .chain(extra.iter().copied())
        .map(|demo| KeyState {
            demo,
            balance: demo.balance,
        })
        .collect()
}
