//! The webhook receiver's settings, kept in `ui.toml` under `[receiver]`: the port, the
//! freshness window, how many deliveries are kept per profile, and the public URL of the
//! person's own tunnel. Whether a profile's receiver is on is kept with the profile.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use gendesk_core::t;

use gendesk_core::webhooks::ReceiverOptions;
use gendesk_core::webhooks::receiver::{DEFAULT_PORT, ReceiverSettings};

/// Default freshness window, in seconds (the verifier's default).
pub const TOLERANCE_SECS_DEFAULT: u64 = 300;
/// Shortest freshness window offered.
pub const TOLERANCE_SECS_MIN: u64 = 30;
/// Longest freshness window offered (one hour).
pub const TOLERANCE_SECS_MAX: u64 = 3600;
/// Deliveries kept per profile by default.
pub const KEPT_DEFAULT: u32 = 10_000;
/// Fewest deliveries kept offered.
pub const KEPT_MIN: u32 = 100;
/// Most deliveries kept offered.
pub const KEPT_MAX: u32 = 1_000_000;

/// What Settings → Webhook receiver holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ReceiverPrefs {
    /// Port on 127.0.0.1.
    pub port: u16,
    /// How far a webhook's timestamp may be from this computer's clock, in seconds.
    pub tolerance_secs: u64,
    /// Deliveries kept per profile (the oldest go first).
    pub kept: u32,
    /// The public HTTPS URL of the person's tunnel to the receiver (e.g.
    /// `https://name.trycloudflare.com`); compose and batch forms use it for real services.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub public_url: Option<String>,
}

impl Default for ReceiverPrefs {
    fn default() -> Self {
        Self {
            port: DEFAULT_PORT,
            tolerance_secs: TOLERANCE_SECS_DEFAULT,
            kept: KEPT_DEFAULT,
            public_url: None,
        }
    }
}

impl ReceiverPrefs {
    /// Values clamped to what the settings offer.
    #[must_use]
    pub fn sanitized(mut self) -> Self {
        self.tolerance_secs = self
            .tolerance_secs
            .clamp(TOLERANCE_SECS_MIN, TOLERANCE_SECS_MAX);
        self.kept = self.kept.clamp(KEPT_MIN, KEPT_MAX);
        self.public_url = self
            .public_url
            .map(|url| url.trim().trim_end_matches('/').to_owned())
            .filter(|url| !url.is_empty());
        self
    }

    /// What the engine's receiver takes.
    pub fn options(&self) -> ReceiverOptions {
        ReceiverOptions {
            listen: ReceiverSettings {
                port: self.port,
                ..ReceiverSettings::default()
            },
            tolerance: Duration::from_secs(self.tolerance_secs),
            kept: self.kept,
        }
    }
}

/// Checks the tunnel's public URL: an `https://` address with a host and no query.
pub fn check_public_url(raw: &str) -> Result<(), String> {
    let quoted = format!("{raw:?}");
    let url = url::Url::parse(raw.trim()).map_err(|err| {
        t!(
            "settings-tunnel-invalid",
            url = quoted.as_str(),
            error = err.to_string()
        )
    })?;
    if url.scheme() != "https" {
        return Err(t!("settings-tunnel-not-https", url = quoted));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(t!("settings-tunnel-no-host", url = quoted));
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(t!("settings-tunnel-query", url = quoted));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn values_are_clamped_and_the_url_trimmed() {
        let prefs = ReceiverPrefs {
            port: 0,
            tolerance_secs: 1,
            kept: u32::MAX,
            public_url: Some("  https://a.example/  ".into()),
        }
        .sanitized();
        assert_eq!(prefs.tolerance_secs, TOLERANCE_SECS_MIN);
        assert_eq!(prefs.kept, KEPT_MAX);
        assert_eq!(prefs.public_url.as_deref(), Some("https://a.example"));
        assert_eq!(prefs.options().tolerance, Duration::from_secs(30));
        let blank = ReceiverPrefs {
            public_url: Some("   ".into()),
            ..ReceiverPrefs::default()
        }
        .sanitized();
        assert_eq!(blank.public_url, None);
    }

    #[test]
    fn the_public_url_must_be_plain_https() {
        assert!(check_public_url("https://abc.trycloudflare.com").is_ok());
        assert!(check_public_url("https://host.example/base").is_ok());
        assert!(
            check_public_url("http://host.example")
                .unwrap_err()
                .contains("https://")
        );
        assert!(
            check_public_url("https://h.example/?x=1")
                .unwrap_err()
                .contains("query")
        );
        assert!(
            check_public_url("not a url")
                .unwrap_err()
                .contains("not a valid URL")
        );
    }
}
