//! One received batch webhook → a [`DeliveryVerdict`] with a reason a person can act on.
//!
//! [`check_webhook`] verifies the signature over the raw body bytes (constant-time, through
//! [`WebhookVerifier::check`]) against the secrets of a [`SecretRing`] that may sign now, then
//! checks freshness. When the signature does not match, it looks for the likely cause: a retired
//! or revoked version of the secret, or a sender that signed the wrong string (the body alone,
//! a line break added on the way, …).
//!
//! Duplicates are *not* detected here: whether an event id was already received is a question
//! for the store of deliveries, which the receiver asks after a delivery verifies (and then
//! records [`DeliveryVerdict::Duplicate`]).
//!
//! Reasons never contain a secret. [`CheckOutcome::expected_signature`] is computed with the
//! current secret over whatever the request carried: show it to the person at this computer, but
//! never send it back to the sender — it would hand a forger a valid signature.

use std::time::Duration;

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use super::ring::{KnownSecret, SecretRing};
use crate::store::DeliveryVerdict;
use crate::t;
use gendesk_api::webhook::{
    MAX_EVENT_ID_LEN, MAX_TIMESTAMP_DIGITS, Rejection, SIGNATURE_SCHEME, WebhookHeaders,
    WebhookVerifier, sign,
};

/// The verdict on one delivery, and what a person needs to understand it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckOutcome {
    /// What the check concluded.
    pub verdict: DeliveryVerdict,
    /// Why, in full sentences: what happened and what to do.
    pub reason: String,
    /// The secret version the signature matched: the one that verified it, or a retired or
    /// revoked one that explains a mismatch. `None` when no known version matches.
    pub secret_version: Option<i64>,
    /// `v1,<hex>` under the current secret, when there is one and the event id and timestamp
    /// headers could be read. For display only; never send it back to the sender.
    pub expected_signature: Option<String>,
    /// The signature header exactly as received, if it was present and readable text.
    pub received_signature: Option<String>,
    /// The timestamp header as Unix seconds, when it is a number.
    pub timestamp: Option<i64>,
}

/// Checks one batch webhook: headers, signature over the raw `body` against the secrets of
/// `ring` that may sign at `now_unix`, and freshness within `tolerance` (past or future).
///
/// `body` must be the request body exactly as received, before any JSON parsing. Duplicates are
/// not detected here (see the module documentation).
pub fn check_webhook(
    ring: &SecretRing,
    headers: &WebhookHeaders<'_>,
    body: &[u8],
    now_unix: i64,
    tolerance: Duration,
) -> CheckOutcome {
    let now_ms = now_unix.saturating_mul(1000);
    let signing = ring.signing(now_ms);
    let verifier =
        WebhookVerifier::new(signing.iter().map(|s| s.secret.as_bytes())).with_tolerance(tolerance);
    let ctx = Context {
        ring,
        headers,
        body,
        now_unix,
        now_ms,
    };
    let mut timestamp = headers.timestamp.and_then(parse_digits);
    let (verdict, reason, secret_version) = match verifier.check(headers, body, now_unix) {
        Ok(event) => {
            timestamp = Some(event.timestamp);
            let secret = signing.get(event.secret_index).copied();
            (
                DeliveryVerdict::Verified,
                verified_reason(secret),
                secret.map(|s| s.version),
            )
        }
        Err(rejection) => rejected(&ctx, &signing, &rejection),
    };
    CheckOutcome {
        verdict,
        reason,
        secret_version,
        expected_signature: ring.current().zip(signed_headers(headers)).map(
            |(current, (event_id, timestamp))| {
                sign(current.secret.as_bytes(), event_id, timestamp, body)
            },
        ),
        // A real header value never contains NUL; the stand-ins for unreadable headers do.
        received_signature: headers
            .signature
            .filter(|s| !s.contains('\0'))
            .map(str::to_owned),
        timestamp,
    }
}

/// The signed string `{eventId}.{timestamp}.{body}` for display: the body as UTF-8 (invalid
/// bytes shown as �), cut after `max_body` bytes with "… (N more bytes)".
pub fn signed_string_preview(
    event_id: &str,
    timestamp: &str,
    body: &[u8],
    max_body: usize,
) -> String {
    let (shown, rest) = body.split_at(max_body.min(body.len()));
    // Do not split a character at the cut: back off to the last complete one.
    let shown = match std::str::from_utf8(shown) {
        Err(err) if !rest.is_empty() && err.error_len().is_none() => {
            shown.get(..err.valid_up_to()).unwrap_or(shown)
        }
        _ => shown,
    };
    let more = body.len() - shown.len();
    let text = String::from_utf8_lossy(shown);
    let signed = format!("{event_id}.{timestamp}.{text}");
    if more == 0 {
        signed
    } else {
        t!("core-webhook-preview-more", signed = signed, more = more)
    }
}

/// What the explanations need besides the rejection.
struct Context<'a> {
    ring: &'a SecretRing,
    headers: &'a WebhookHeaders<'a>,
    body: &'a [u8],
    now_unix: i64,
    now_ms: i64,
}

fn rejected(
    ctx: &Context<'_>,
    signing: &[&KnownSecret],
    rejection: &Rejection,
) -> (DeliveryVerdict, String, Option<i64>) {
    match rejection {
        Rejection::MissingHeader(_) => {
            (DeliveryVerdict::MissingHeader, rejection.to_string(), None)
        }
        Rejection::MalformedEventId(_)
        | Rejection::MalformedTimestamp(_)
        | Rejection::MalformedSignature(_) => {
            (DeliveryVerdict::Malformed, rejection.to_string(), None)
        }
        Rejection::WrongScheme(_) => (
            DeliveryVerdict::WrongScheme,
            t!(
                "core-webhook-wrong-scheme",
                rejection = rejection.to_string()
            ),
            None,
        ),
        Rejection::BadSignature => {
            let (reason, version) = mismatch_reason(ctx, signing);
            (DeliveryVerdict::Mismatch, reason, version)
        }
        Rejection::Stale {
            age_secs,
            tolerance_secs,
        } => {
            let version = matching(signing, ctx).map(|s| s.version);
            let verdict = if *age_secs < 0 {
                DeliveryVerdict::Future
            } else {
                DeliveryVerdict::Stale
            };
            (
                verdict,
                stale_reason(*age_secs, *tolerance_secs, version),
                version,
            )
        }
        Rejection::Duplicate { .. } => (DeliveryVerdict::Duplicate, rejection.to_string(), None),
        Rejection::NoSecrets => {
            let (reason, version) = no_secret_reason(ctx);
            (DeliveryVerdict::NoSecret, reason, version)
        }
    }
}

fn verified_reason(secret: Option<&KnownSecret>) -> String {
    match secret {
        Some(secret) => match secret.signs_until_ms() {
            None => t!("core-webhook-verified-version", version = secret.version),
            Some(until) => t!(
                "core-webhook-verified-previous",
                version = secret.version,
                until = utc(until)
            ),
        },
        None => t!("core-webhook-verified"),
    }
}

fn stale_reason(age_secs: i64, tolerance_secs: u64, version: Option<i64>) -> String {
    let off = age_secs.unsigned_abs();
    let beyond = off.saturating_sub(tolerance_secs);
    let amount = seconds(off);
    match (age_secs < 0, version) {
        (true, None) => t!(
            "core-webhook-future",
            amount = amount,
            beyond = beyond,
            tolerance = tolerance_secs
        ),
        (true, Some(version)) => t!(
            "core-webhook-future-version",
            version = version,
            amount = amount,
            beyond = beyond,
            tolerance = tolerance_secs
        ),
        (false, None) => t!(
            "core-webhook-stale",
            amount = amount,
            beyond = beyond,
            tolerance = tolerance_secs
        ),
        (false, Some(version)) => t!(
            "core-webhook-stale-version",
            version = version,
            amount = amount,
            beyond = beyond,
            tolerance = tolerance_secs
        ),
    }
}

/// "301 seconds (5 min 1 s)"; plain seconds under a minute.
fn seconds(secs: u64) -> String {
    if secs < 60 {
        return t!("core-webhook-seconds", count = secs);
    }
    let (days, hours, mins, rest) = (secs / 86_400, secs / 3600 % 24, secs / 60 % 60, secs % 60);
    let parts: Vec<String> = [(days, "d"), (hours, "h"), (mins, "min"), (rest, "s")]
        .into_iter()
        .skip_while(|(n, _)| *n == 0)
        .filter(|(n, _)| *n > 0)
        .take(2)
        .map(|(n, label)| format!("{n} {label}"))
        .collect();
    t!(
        "core-webhook-seconds-long",
        count = secs,
        parts = parts.join(" ")
    )
}

fn mismatch_reason(ctx: &Context<'_>, signing: &[&KnownSecret]) -> (String, Option<i64>) {
    if let Some((reason, version)) = retired_match(ctx) {
        return (reason, Some(version));
    }
    if let Some((reason, version)) = pitfall(ctx, signing) {
        return (reason, Some(version));
    }
    let known = signing
        .iter()
        .map(|s| match s.signs_until_ms() {
            None => t!("core-webhook-version-current", version = s.version),
            Some(until) => t!(
                "core-webhook-version-until",
                version = s.version,
                until = utc(until)
            ),
        })
        .collect::<Vec<_>>()
        .join(&t!("core-validate-list-separator"));
    (t!("core-webhook-mismatch", known = known), None)
}

fn no_secret_reason(ctx: &Context<'_>) -> (String, Option<i64>) {
    if ctx.ring.is_empty() {
        return (t!("core-webhook-no-secret"), None);
    }
    match retired_match(ctx) {
        Some((reason, version)) => (
            t!("core-webhook-none-may-sign-retired", reason = reason),
            Some(version),
        ),
        None => (t!("core-webhook-none-may-sign"), None),
    }
}

/// The first of `secrets` whose signature matches the request, ignoring freshness.
fn matching<'a>(secrets: &[&'a KnownSecret], ctx: &Context<'_>) -> Option<&'a KnownSecret> {
    let verifier = WebhookVerifier::new(secrets.iter().map(|s| s.secret.as_bytes()))
        .with_tolerance(Duration::MAX);
    let event = verifier.check(ctx.headers, ctx.body, ctx.now_unix).ok()?;
    secrets.get(event.secret_index).copied()
}

/// A sentence explaining that the signature matches a retired or revoked version.
fn retired_match(ctx: &Context<'_>) -> Option<(String, i64)> {
    let retired = ctx.ring.retired(ctx.now_ms);
    let secret = matching(&retired, ctx)?;
    let reason = match (secret.revoked_ms, secret.signs_until_ms()) {
        (Some(revoked), _) => t!(
            "core-webhook-matches-revoked",
            version = secret.version,
            date = utc(revoked)
        ),
        (None, until) => t!(
            "core-webhook-matches-retired",
            version = secret.version,
            date = until.map_or_else(|| t!("core-webhook-unknown-date"), utc)
        ),
    };
    Some((reason, secret.version))
}

/// Ways of signing the wrong bytes, and how to say so.
#[derive(Clone, Copy)]
enum Pitfall {
    BodyOnly,
    TimestampAndBody,
    EventIdAndBody,
    LineBreakAdded,
    LineBreakRemoved,
}

impl Pitfall {
    const ALL: [Self; 5] = [
        Self::BodyOnly,
        Self::TimestampAndBody,
        Self::EventIdAndBody,
        Self::LineBreakAdded,
        Self::LineBreakRemoved,
    ];

    /// The byte pieces that were signed, if this pitfall applies to the request.
    fn pieces<'a>(
        self,
        event_id: &'a str,
        timestamp: &'a str,
        body: &'a [u8],
    ) -> Option<Vec<&'a [u8]>> {
        let (id, ts) = (event_id.as_bytes(), timestamp.as_bytes());
        Some(match self {
            Self::BodyOnly => vec![body],
            Self::TimestampAndBody => vec![ts, b".", body],
            Self::EventIdAndBody => vec![id, b".", body],
            Self::LineBreakAdded => {
                let trimmed = body
                    .strip_suffix(b"\r\n")
                    .or_else(|| body.strip_suffix(b"\n"))?;
                vec![id, b".", ts, b".", trimmed]
            }
            Self::LineBreakRemoved => vec![id, b".", ts, b".", body, b"\n"],
        })
    }

    fn explain(self, version: i64) -> String {
        match self {
            Self::BodyOnly => t!("core-webhook-pitfall-body-only", version = version),
            Self::TimestampAndBody => {
                t!("core-webhook-pitfall-timestamp-and-body", version = version)
            }
            Self::EventIdAndBody => t!("core-webhook-pitfall-event-id-and-body", version = version),
            Self::LineBreakAdded => t!("core-webhook-pitfall-line-break-added", version = version),
            Self::LineBreakRemoved => {
                t!("core-webhook-pitfall-line-break-removed", version = version)
            }
        }
    }
}

/// A sentence naming a common signing mistake, when one explains the signature.
fn pitfall(ctx: &Context<'_>, signing: &[&KnownSecret]) -> Option<(String, i64)> {
    let (event_id, timestamp) = signed_headers(ctx.headers)?;
    let tag = received_tag(ctx.headers.signature?)?;
    for kind in Pitfall::ALL {
        let Some(pieces) = kind.pieces(event_id, timestamp, ctx.body) else {
            continue;
        };
        for secret in signing {
            let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret.secret.as_bytes()) else {
                continue;
            };
            for piece in &pieces {
                mac.update(piece);
            }
            if mac.verify_slice(&tag).is_ok() {
                return Some((kind.explain(secret.version), secret.version));
            }
        }
    }
    None
}

/// The MAC bytes of a `v1,<hex>` header.
fn received_tag(signature: &str) -> Option<Vec<u8>> {
    let (scheme, digest) = signature.split_once(',')?;
    if scheme != SIGNATURE_SCHEME {
        return None;
    }
    hex::decode(digest).ok()
}

/// The event id and timestamp header texts, when both are present and usable as signed text.
fn signed_headers<'a>(headers: &WebhookHeaders<'a>) -> Option<(&'a str, &'a str)> {
    let event_id = headers.event_id?;
    let timestamp = headers.timestamp?;
    let event_ok = !event_id.is_empty()
        && event_id.len() <= MAX_EVENT_ID_LEN
        && !event_id.starts_with(' ')
        && !event_id.ends_with(' ')
        && event_id.bytes().all(|b| b == b' ' || b.is_ascii_graphic());
    (event_ok && parse_digits(timestamp).is_some()).then_some((event_id, timestamp))
}

/// Unix seconds written as 1 to 18 ASCII digits.
fn parse_digits(text: &str) -> Option<i64> {
    let digits = !text.is_empty()
        && text.len() <= MAX_TIMESTAMP_DIGITS
        && text.bytes().all(|b| b.is_ascii_digit());
    digits.then(|| text.parse().ok()).flatten()
}

/// A moment for a sentence: "2026-11-23 14:05 UTC".
fn utc(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms).map_or_else(
        || t!("core-webhook-time-unknown", ms = ms.to_string()),
        |time| time.format("%Y-%m-%d %H:%M UTC").to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use gendesk_api::webhook::{DEFAULT_TOLERANCE, SignatureHeaders};

    const S1: &str = "whsec_SENTINEL_one_1111";
    const S2: &str = "whsec_SENTINEL_two_2222";
    const S3: &str = "whsec_SENTINEL_three_3333";
    const NOW: i64 = 1_700_000_000;
    const NOW_MS: i64 = NOW * 1000;
    const DAY_MS: i64 = 24 * 3600 * 1000;
    const BODY: &[u8] = br#"{"code":200,"data":{"taskId":"t_1","state":"success"}}"#;

    /// Version 3 current, learned a day ago; version 2 superseded then (in grace).
    fn ring() -> SecretRing {
        let mut ring = SecretRing::default();
        ring.learn(2, S2, NOW_MS - 2 * DAY_MS);
        ring.learn(3, S3, NOW_MS - DAY_MS);
        ring
    }

    fn signed(secret: &str, unix_secs: i64, body: &[u8]) -> SignatureHeaders {
        SignatureHeaders::new(secret.as_bytes(), "evt_1", unix_secs, body)
    }

    /// Runs the check and asserts that no secret leaks into the reason.
    fn check(ring: &SecretRing, headers: &WebhookHeaders<'_>, body: &[u8]) -> CheckOutcome {
        let outcome = check_webhook(ring, headers, body, NOW, DEFAULT_TOLERANCE);
        for secret in [S1, S2, S3, "SENTINEL"] {
            assert!(!outcome.reason.contains(secret), "{}", outcome.reason);
        }
        assert!(outcome.reason.ends_with('.'), "{}", outcome.reason);
        outcome
    }

    #[test]
    fn verified_with_the_current_secret() {
        let sent = signed(S3, NOW, BODY);
        let outcome = check(&ring(), &sent.as_webhook_headers(), BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::Verified);
        assert_eq!(outcome.reason, "Signature verified with secret version 3.");
        assert_eq!(outcome.secret_version, Some(3));
        assert_eq!(
            outcome.expected_signature.as_deref(),
            Some(sent.signature.as_str())
        );
        assert_eq!(
            outcome.received_signature.as_deref(),
            Some(sent.signature.as_str())
        );
        assert_eq!(outcome.timestamp, Some(NOW));
    }

    #[test]
    fn verified_with_a_superseded_version_in_grace() {
        let sent = signed(S2, NOW, BODY);
        let outcome = check(&ring(), &sent.as_webhook_headers(), BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::Verified);
        assert_eq!(outcome.secret_version, Some(2));
        assert!(
            outcome.reason.contains("version 2, a previous version"),
            "{}",
            outcome.reason
        );
        assert_ne!(
            outcome.expected_signature.as_deref(),
            Some(sent.signature.as_str())
        );
    }

    #[test]
    fn a_mismatch_is_explained_by_a_version_whose_grace_ended() {
        let mut ring = SecretRing::default();
        ring.learn(2, S2, NOW_MS - 10 * DAY_MS);
        ring.learn(3, S3, NOW_MS - 8 * DAY_MS);
        let sent = signed(S2, NOW, BODY);
        let outcome = check(&ring, &sent.as_webhook_headers(), BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::Mismatch);
        assert_eq!(outcome.secret_version, Some(2));
        assert!(
            outcome.reason.contains(
                "matches secret version 2, which stopped signing on 2023-11-14 06:49 UTC"
            ),
            "{}",
            outcome.reason
        );
    }

    #[test]
    fn a_mismatch_is_explained_by_a_revoked_version() {
        let mut ring = SecretRing::default();
        ring.learn(1, S1, NOW_MS - 3 * DAY_MS);
        ring.revoke_all(NOW_MS - 2 * DAY_MS);
        ring.learn(3, S3, NOW_MS - DAY_MS);
        let sent = signed(S1, NOW, BODY);
        let outcome = check(&ring, &sent.as_webhook_headers(), BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::Mismatch);
        assert_eq!(outcome.secret_version, Some(1));
        assert!(
            outcome
                .reason
                .contains("version 1, revoked on 2023-11-12 22:13 UTC"),
            "{}",
            outcome.reason
        );
        assert!(
            outcome.reason.contains("replay or a forgery"),
            "{}",
            outcome.reason
        );
    }

    #[test]
    fn one_changed_body_byte_is_a_mismatch() {
        let sent = signed(S3, NOW, BODY);
        let mut body = BODY.to_vec();
        body[10] ^= 1;
        let outcome = check(&ring(), &sent.as_webhook_headers(), &body);
        assert_eq!(outcome.verdict, DeliveryVerdict::Mismatch);
        assert_eq!(outcome.secret_version, None);
        assert!(
            outcome.reason.contains("altered after signing"),
            "{}",
            outcome.reason
        );
        assert!(
            outcome.reason.contains("version 3 (current)"),
            "{}",
            outcome.reason
        );
        assert_eq!(
            outcome.expected_signature,
            Some(sign(S3.as_bytes(), "evt_1", &NOW.to_string(), &body))
        );
        assert_eq!(
            outcome.received_signature.as_deref(),
            Some(sent.signature.as_str())
        );
    }

    #[test]
    fn freshness_boundaries() {
        let stale = signed(S3, NOW - 301, BODY);
        let outcome = check(&ring(), &stale.as_webhook_headers(), BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::Stale);
        assert_eq!(outcome.secret_version, Some(3));
        assert_eq!(outcome.timestamp, Some(NOW - 301));
        assert!(
            outcome.reason.contains("301 seconds (5 min 1 s)"),
            "{}",
            outcome.reason
        );
        assert!(
            outcome.reason.contains("1 second beyond"),
            "{}",
            outcome.reason
        );

        let fresh = signed(S3, NOW - 299, BODY);
        let outcome = check(&ring(), &fresh.as_webhook_headers(), BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::Verified);

        let future = signed(S3, NOW + 301, BODY);
        let outcome = check(&ring(), &future.as_webhook_headers(), BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::Future);
        assert!(outcome.reason.contains("301 seconds"), "{}", outcome.reason);
        assert!(
            outcome.reason.contains("in the future"),
            "{}",
            outcome.reason
        );
    }

    #[test]
    fn each_missing_header_is_named() {
        let sent = signed(S3, NOW, BODY);
        let full = sent.as_webhook_headers();
        for (headers, name) in [
            (
                WebhookHeaders {
                    event_id: None,
                    ..full
                },
                "X-Service-Event-Id",
            ),
            (
                WebhookHeaders {
                    timestamp: None,
                    ..full
                },
                "X-Service-Timestamp",
            ),
            (
                WebhookHeaders {
                    signature: None,
                    ..full
                },
                "X-Service-Signature",
            ),
        ] {
            let outcome = check(&ring(), &headers, BODY);
            assert_eq!(outcome.verdict, DeliveryVerdict::MissingHeader);
            assert!(outcome.reason.contains(name), "{}", outcome.reason);
        }
        let outcome = check(&ring(), &WebhookHeaders::default(), BODY);
        assert_eq!(outcome.expected_signature, None);
        assert_eq!(outcome.received_signature, None);
    }

    #[test]
    fn another_scheme_and_odd_hex() {
        let sent = signed(S3, NOW, BODY);
        let v2 = sent.signature.replacen("v1,", "v2,", 1);
        let headers = WebhookHeaders {
            signature: Some(&v2),
            ..sent.as_webhook_headers()
        };
        let outcome = check(&ring(), &headers, BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::WrongScheme);
        assert_eq!(outcome.received_signature.as_deref(), Some(v2.as_str()));

        let odd = &sent.signature[..sent.signature.len() - 1];
        let headers = WebhookHeaders {
            signature: Some(odd),
            ..sent.as_webhook_headers()
        };
        let outcome = check(&ring(), &headers, BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::Malformed);
        assert!(outcome.reason.contains("odd"), "{}", outcome.reason);
        assert!(
            outcome.expected_signature.is_some(),
            "event id and timestamp are usable"
        );
    }

    #[test]
    fn a_non_utf8_body_verifies_over_its_raw_bytes() {
        let body = [0xff, 0xfe, b'{', 0x80, b'}'];
        let sent = signed(S3, NOW, &body);
        let outcome = check(&ring(), &sent.as_webhook_headers(), &body);
        assert_eq!(outcome.verdict, DeliveryVerdict::Verified);
    }

    #[test]
    fn signing_the_body_only_is_named() {
        let mut mac = Hmac::<Sha256>::new_from_slice(S3.as_bytes()).unwrap();
        mac.update(BODY);
        let body_only = format!("v1,{}", hex::encode(mac.finalize().into_bytes()));
        let sent = signed(S3, NOW, BODY);
        let headers = WebhookHeaders {
            signature: Some(&body_only),
            ..sent.as_webhook_headers()
        };
        let outcome = check(&ring(), &headers, BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::Mismatch);
        assert_eq!(outcome.secret_version, Some(3));
        assert!(outcome.reason.contains("body alone"), "{}", outcome.reason);
        assert!(
            outcome.reason.contains("{eventId}.{timestamp}.{body}"),
            "{}",
            outcome.reason
        );
    }

    #[test]
    fn a_line_break_added_after_signing_is_named() {
        let sent = signed(S3, NOW, BODY);
        let mut body = BODY.to_vec();
        body.push(b'\n');
        let outcome = check(&ring(), &sent.as_webhook_headers(), &body);
        assert_eq!(outcome.verdict, DeliveryVerdict::Mismatch);
        assert!(
            outcome.reason.contains("line break was added"),
            "{}",
            outcome.reason
        );
    }

    #[test]
    fn no_secret_at_all() {
        let sent = signed(S3, NOW, BODY);
        let outcome = check(&SecretRing::default(), &sent.as_webhook_headers(), BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::NoSecret);
        assert!(
            outcome.reason.contains("fetch the secret"),
            "{}",
            outcome.reason
        );
        assert_eq!(outcome.expected_signature, None);

        let mut revoked = ring();
        revoked.revoke_all(NOW_MS - 1000);
        let outcome = check(&revoked, &sent.as_webhook_headers(), BODY);
        assert_eq!(outcome.verdict, DeliveryVerdict::NoSecret);
        assert_eq!(outcome.secret_version, Some(3));
        assert!(
            outcome.reason.contains("version 3, revoked on"),
            "{}",
            outcome.reason
        );
    }

    #[test]
    fn the_signed_string_preview_cuts_the_body() {
        assert_eq!(signed_string_preview("e", "12", b"{}", 10), "e.12.{}");
        assert_eq!(
            signed_string_preview("e", "12", b"abcdef", 4),
            "e.12.abcd\u{2026} (2 more bytes)"
        );
        // "é" is two bytes: a cut in its middle backs off before it.
        assert_eq!(
            signed_string_preview("e", "12", "aé!".as_bytes(), 2),
            "e.12.a\u{2026} (3 more bytes)"
        );
        assert_eq!(
            signed_string_preview("e", "12", &[b'a', 0xff], 10),
            "e.12.a\u{fffd}"
        );
    }
}
