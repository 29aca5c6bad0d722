//! The signing-secret versions GenDesk knows for one profile, and which of them may sign a
//! delivery at a given moment.
//!
//! The service signs each batch's webhooks with the secret version in force when the batch was
//! accepted. After a rotation, batches accepted before it keep the previous version for
//! [`ROTATION_GRACE`] (seven days); a revoke suppresses every outstanding delivery. So a receiver
//! must accept the current secret plus recently superseded ones, and nothing revoked. The ring
//! remembers up to [`MAX_VERSIONS`] versions: those that may still sign, and retired ones kept
//! only to explain a mismatch ("this matches version 2, revoked on …").
//!
//! Times are Unix milliseconds of this computer's clock: `superseded_ms` is when GenDesk learned
//! of the rotation (it may be later than the rotation itself, which only makes the grace a little
//! more generous). `Debug` never prints a secret.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// How long a superseded secret keeps signing deliveries of batches accepted before the rotation
/// (the interface's "Secret rotation grace": 7 days).
pub const ROTATION_GRACE: Duration = Duration::from_hours(168);

/// The sum of the waits between batch webhook attempts (1 min + 5 min + 30 min + 2 h + 6 h =
/// 8 h 36 min).
///
/// A batch accepted just before the grace ends may have an item that finishes at the last moment
/// and whose delivery then fails: its retries still carry the old version's signature for up to
/// this long. Accepting a superseded secret for `ROTATION_GRACE + DELIVERY_TAIL` therefore never
/// refuses a genuine delivery, and widens the window by only a few hours.
pub const DELIVERY_TAIL: Duration = Duration::from_mins(516);

/// The most versions a ring keeps; learning one more drops the oldest.
pub const MAX_VERSIONS: usize = 16;

/// How long after `superseded_ms` a superseded secret may still sign, in milliseconds.
fn signing_window_ms() -> i64 {
    i64::try_from(ROTATION_GRACE.saturating_add(DELIVERY_TAIL).as_millis()).unwrap_or(i64::MAX)
}

/// One version of a profile's signing secret, with what GenDesk knows of its life.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnownSecret {
    /// The service's version number.
    pub version: i64,
    /// The shared secret; its UTF-8 bytes are the HMAC key.
    pub secret: String,
    /// When GenDesk learned this version (Unix ms).
    pub learned_ms: i64,
    /// When GenDesk learned that a newer version replaced it (Unix ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub superseded_ms: Option<i64>,
    /// When it was revoked (Unix ms); a revoked secret never signs again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revoked_ms: Option<i64>,
}

impl fmt::Debug for KnownSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KnownSecret")
            .field("version", &self.version)
            .field("secret", &"***")
            .field("learned_ms", &self.learned_ms)
            .field("superseded_ms", &self.superseded_ms)
            .field("revoked_ms", &self.revoked_ms)
            .finish()
    }
}

impl KnownSecret {
    /// True if this is the version in force: neither superseded nor revoked.
    pub fn is_current(&self) -> bool {
        self.superseded_ms.is_none() && self.revoked_ms.is_none()
    }

    /// For a superseded secret, the moment (Unix ms) after which it no longer signs anything;
    /// `None` for the current secret.
    pub fn signs_until_ms(&self) -> Option<i64> {
        self.superseded_ms
            .map(|at| at.saturating_add(signing_window_ms()))
    }

    /// True if a delivery received at `now_ms` may be signed with this secret.
    pub fn may_sign(&self, now_ms: i64) -> bool {
        if self.revoked_ms.is_some() {
            return false;
        }
        self.signs_until_ms().is_none_or(|until| until > now_ms)
    }
}

/// What a version is good for now, for the UI (carries no secret text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecretStatus {
    /// The version in force: new batches are signed with it.
    Current,
    /// Superseded, but still signs deliveries of batches accepted before the rotation.
    Grace {
        /// When it stops signing (Unix ms): superseded + [`ROTATION_GRACE`] + [`DELIVERY_TAIL`].
        until_ms: i64,
    },
    /// Superseded and past its grace: it signs nothing any more.
    Expired,
    /// Revoked: deliveries signed with it are suppressed by the service.
    Revoked {
        /// When it was revoked (Unix ms).
        at_ms: i64,
    },
}

/// The known signing-secret versions of one profile, oldest learned first.
#[derive(Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecretRing {
    #[serde(default)]
    secrets: Vec<KnownSecret>,
}

impl fmt::Debug for SecretRing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `KnownSecret`'s Debug redacts each secret.
        f.debug_struct("SecretRing")
            .field("secrets", &self.secrets)
            .finish()
    }
}

impl SecretRing {
    /// Records that the service reports `version` with `secret` as the secret in force.
    /// Returns true if the ring changed (so it should be saved).
    ///
    /// * A version not seen before becomes current, and the previous current one (if any)
    ///   becomes superseded at `now_ms`, starting its grace. This is also what happens after a
    ///   revoke: the service issues a fresh version, which becomes current.
    /// * The same version with a *different* secret replaces the old entry, which is dropped
    ///   (e.g. a fresh offline sandbox starts again at version 1).
    /// * The same version with the same secret changes nothing: the current one stays current,
    ///   and a superseded or revoked one does not come back (a late answer from before a rotation
    ///   or a revoke must not undo it).
    /// * An empty secret is ignored: it would let anyone forge a signature.
    ///
    /// At most [`MAX_VERSIONS`] versions are kept; the oldest learned are dropped.
    pub fn learn(&mut self, version: i64, secret: &str, now_ms: i64) -> bool {
        if secret.is_empty() {
            return false;
        }
        if let Some(index) = self.secrets.iter().position(|s| s.version == version) {
            if self.secrets[index].secret == secret {
                return false;
            }
            self.secrets.remove(index);
        }
        for known in &mut self.secrets {
            if known.is_current() {
                known.superseded_ms = Some(now_ms);
            }
        }
        self.secrets.push(KnownSecret {
            version,
            secret: secret.to_owned(),
            learned_ms: now_ms,
            superseded_ms: None,
            revoked_ms: None,
        });
        let excess = self.secrets.len().saturating_sub(MAX_VERSIONS);
        self.secrets.drain(..excess);
        true
    }

    /// Marks every version revoked at `now_ms` (those already revoked keep their time).
    /// Returns true if anything changed.
    pub fn revoke_all(&mut self, now_ms: i64) -> bool {
        let mut changed = false;
        for known in &mut self.secrets {
            if known.revoked_ms.is_none() {
                known.revoked_ms = Some(now_ms);
                changed = true;
            }
        }
        changed
    }

    /// The version in force: the newest that is neither superseded nor revoked.
    pub fn current(&self) -> Option<&KnownSecret> {
        self.secrets.iter().rev().find(|s| s.is_current())
    }

    /// The secrets that may sign a delivery received at `now_ms`, newest first: the current one,
    /// plus superseded ones whose `superseded_ms + ROTATION_GRACE + DELIVERY_TAIL` is still ahead,
    /// never a revoked one.
    pub fn signing(&self, now_ms: i64) -> Vec<&KnownSecret> {
        self.secrets
            .iter()
            .rev()
            .filter(|s| s.may_sign(now_ms))
            .collect()
    }

    /// Every other version (past its grace, or revoked), newest first; kept only to explain why
    /// a delivery does not verify.
    pub fn retired(&self, now_ms: i64) -> Vec<&KnownSecret> {
        self.secrets
            .iter()
            .rev()
            .filter(|s| !s.may_sign(now_ms))
            .collect()
    }

    /// Each version with its status at `now_ms`, newest first, without the secret text.
    pub fn versions(&self, now_ms: i64) -> Vec<(i64, SecretStatus)> {
        self.secrets
            .iter()
            .rev()
            .map(|s| (s.version, status(s, now_ms)))
            .collect()
    }

    /// The entry for `version`, if known.
    pub fn get(&self, version: i64) -> Option<&KnownSecret> {
        self.secrets.iter().find(|s| s.version == version)
    }

    /// Number of versions known.
    pub fn len(&self) -> usize {
        self.secrets.len()
    }

    /// True if no version is known.
    pub fn is_empty(&self) -> bool {
        self.secrets.is_empty()
    }
}

fn status(secret: &KnownSecret, now_ms: i64) -> SecretStatus {
    if let Some(at_ms) = secret.revoked_ms {
        return SecretStatus::Revoked { at_ms };
    }
    match secret.signs_until_ms() {
        None => SecretStatus::Current,
        Some(until_ms) if until_ms > now_ms => SecretStatus::Grace { until_ms },
        Some(_) => SecretStatus::Expired,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY_MS: i64 = 24 * 3600 * 1000;
    const T0: i64 = 1_700_000_000_000;

    fn window_ms() -> i64 {
        7 * DAY_MS + (8 * 3600 + 36 * 60) * 1000
    }

    fn versions_of(list: &[&KnownSecret]) -> Vec<i64> {
        list.iter().map(|s| s.version).collect()
    }

    #[test]
    fn the_delivery_tail_is_the_sum_of_the_sandbox_retry_waits() {
        let sum: Duration = gendesk_sandbox::deliveries::WEBHOOK_RETRIES.iter().sum();
        assert_eq!(DELIVERY_TAIL, sum);
        assert_eq!(DELIVERY_TAIL, Duration::from_mins(516));
        assert_eq!(signing_window_ms(), window_ms());
    }

    #[test]
    fn learn_rotates_and_supersedes_the_previous_current() {
        let mut ring = SecretRing::default();
        assert!(ring.current().is_none());
        assert!(ring.learn(1, "whsec_one", T0));
        assert!(
            !ring.learn(1, "whsec_one", T0 + 5),
            "same version and secret"
        );
        assert_eq!(ring.current().map(|s| s.version), Some(1));
        assert!(ring.learn(2, "whsec_two", T0 + 10));
        assert_eq!(ring.current().map(|s| s.version), Some(2));
        let one = ring.get(1).unwrap();
        assert_eq!(one.superseded_ms, Some(T0 + 10));
        assert_eq!(one.learned_ms, T0);
        assert_eq!(
            ring.versions(T0 + 10),
            vec![
                (2, SecretStatus::Current),
                (
                    1,
                    SecretStatus::Grace {
                        until_ms: T0 + 10 + window_ms()
                    }
                )
            ]
        );
    }

    #[test]
    fn a_late_answer_does_not_bring_back_a_superseded_version() {
        let mut ring = SecretRing::default();
        ring.learn(1, "whsec_one", T0);
        ring.learn(2, "whsec_two", T0 + 10);
        assert!(!ring.learn(1, "whsec_one", T0 + 20));
        assert_eq!(ring.current().map(|s| s.version), Some(2));
    }

    #[test]
    fn the_same_version_with_another_secret_replaces_the_old_entry() {
        let mut ring = SecretRing::default();
        ring.learn(1, "whsec_first_sandbox", T0);
        ring.learn(2, "whsec_first_sandbox_v2", T0 + 10);
        // A fresh sandbox starts again at version 1.
        assert!(ring.learn(1, "whsec_fresh_sandbox", T0 + 20));
        assert_eq!(ring.len(), 2);
        let current = ring.current().unwrap();
        assert_eq!(
            (current.version, current.secret.as_str()),
            (1, "whsec_fresh_sandbox")
        );
        assert_eq!(ring.get(2).unwrap().superseded_ms, Some(T0 + 20));
        assert_eq!(versions_of(&ring.signing(T0 + 20)), vec![1, 2]);
        // Replacing the current version itself leaves nothing else superseded.
        assert!(ring.learn(1, "whsec_third", T0 + 30));
        assert_eq!(ring.get(2).unwrap().superseded_ms, Some(T0 + 20));
        assert_eq!(ring.len(), 2);
    }

    #[test]
    fn revoke_then_a_fresh_version_becomes_current() {
        let mut ring = SecretRing::default();
        ring.learn(1, "whsec_one", T0);
        ring.learn(2, "whsec_two", T0 + 10);
        assert!(ring.revoke_all(T0 + 20));
        assert!(!ring.revoke_all(T0 + 30), "already revoked");
        assert!(ring.current().is_none());
        assert!(ring.signing(T0 + 20).is_empty());
        assert_eq!(versions_of(&ring.retired(T0 + 20)), vec![2, 1]);
        assert!(
            !ring.learn(2, "whsec_two", T0 + 40),
            "a revoked secret stays revoked"
        );
        assert!(ring.learn(3, "whsec_three", T0 + 50));
        assert_eq!(ring.current().map(|s| s.version), Some(3));
        assert_eq!(versions_of(&ring.signing(T0 + 50)), vec![3]);
        assert_eq!(
            ring.get(2).unwrap().superseded_ms,
            None,
            "revoked, not superseded"
        );
        assert_eq!(
            ring.versions(T0 + 50),
            vec![
                (3, SecretStatus::Current),
                (2, SecretStatus::Revoked { at_ms: T0 + 20 }),
                (1, SecretStatus::Revoked { at_ms: T0 + 20 }),
            ]
        );
    }

    #[test]
    fn a_superseded_secret_signs_until_grace_plus_tail() {
        let mut ring = SecretRing::default();
        ring.learn(1, "whsec_one", T0);
        let rotated = T0 + DAY_MS;
        ring.learn(2, "whsec_two", rotated);
        let end = rotated + window_ms();

        // Past the 7 days alone, but within the delivery tail: still signing.
        let after_grace = rotated + 7 * DAY_MS + 1;
        assert_eq!(versions_of(&ring.signing(after_grace)), vec![2, 1]);
        assert_eq!(versions_of(&ring.signing(end - 1)), vec![2, 1]);
        assert!(ring.retired(end - 1).is_empty());

        assert_eq!(versions_of(&ring.signing(end)), vec![2]);
        assert_eq!(versions_of(&ring.retired(end)), vec![1]);
        assert_eq!(
            ring.versions(end),
            vec![(2, SecretStatus::Current), (1, SecretStatus::Expired)]
        );
    }

    #[test]
    fn the_ring_keeps_at_most_sixteen_versions() {
        let mut ring = SecretRing::default();
        for version in 1..=20 {
            ring.learn(version, &format!("whsec_{version}"), T0 + version);
        }
        assert_eq!(ring.len(), MAX_VERSIONS);
        assert!(ring.get(4).is_none());
        assert!(ring.get(5).is_some());
        assert_eq!(ring.current().map(|s| s.version), Some(20));
    }

    #[test]
    fn an_empty_secret_is_never_learned() {
        let mut ring = SecretRing::default();
        assert!(!ring.learn(1, "", T0));
        assert!(ring.is_empty());
    }

    #[test]
    fn serde_round_trip_keeps_every_field() {
        let mut ring = SecretRing::default();
        ring.learn(1, "whsec_one", T0);
        ring.learn(2, "whsec_two", T0 + 10);
        ring.revoke_all(T0 + 20);
        ring.learn(3, "whsec_three", T0 + 30);
        let json = serde_json::to_string(&ring).unwrap();
        let back: SecretRing = serde_json::from_str(&json).unwrap();
        assert_eq!(back, ring);
    }

    #[test]
    fn debug_never_shows_a_secret() {
        let mut ring = SecretRing::default();
        ring.learn(1, "whsec_SENTINEL_one", T0);
        ring.learn(2, "whsec_SENTINEL_two", T0 + 10);
        let shown = format!("{ring:?} {:?} {:#?}", ring.get(1).unwrap(), ring);
        assert!(!shown.contains("SENTINEL"), "{shown}");
        assert!(shown.contains("version: 2"));
    }
}
