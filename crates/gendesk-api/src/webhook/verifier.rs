//! Verification of incoming webhooks: header syntax, the signature against the accepted
//! secrets, freshness, and the check for repeated deliveries.

use std::fmt;
use std::time::Duration;

use hmac::Mac;

use super::headers::unusable_reason;
use super::signing::payload_mac;
use super::{
    DEFAULT_DEDUPE_CAPACITY, DEFAULT_TOLERANCE, DedupeRecord, EVENT_ID_HEADER, MAX_EVENT_ID_LEN,
    MAX_TIMESTAMP_DIGITS, Rejection, SIGNATURE_HEADER, SIGNATURE_SCHEME, TIMESTAMP_HEADER,
    WebhookHeaders, capped, is_header_text, sample,
};

/// Number of hex characters in a SHA-256 MAC.
const SIGNATURE_HEX_LEN: usize = 64;

/// A webhook that passed verification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedEvent {
    /// The event id from [`EVENT_ID_HEADER`].
    pub event_id: String,
    /// The signing time, Unix seconds.
    pub timestamp: i64,
    /// Position, in the list given to [`WebhookVerifier::new`] or
    /// [`WebhookVerifier::set_secrets`], of the secret that matched.
    pub secret_index: usize,
}

/// Verifies incoming webhooks against a set of accepted secrets, a freshness
/// window and a record of already-seen event ids.
///
/// Several secrets can be accepted at once for rotation: list the new secret
/// and the previous one, then drop the previous one with
/// [`set_secrets`](Self::set_secrets) when its grace period ends. Empty
/// secrets are kept in place (so indices stay stable) but never match, since
/// an empty key would let anyone forge signatures.
pub struct WebhookVerifier {
    secrets: Vec<Vec<u8>>,
    tolerance: Duration,
    dedupe: DedupeRecord,
}

impl fmt::Debug for WebhookVerifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Redacted(usize);
        impl fmt::Debug for Redacted {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_list().entries((0..self.0).map(|_| "***")).finish()
            }
        }
        f.debug_struct("WebhookVerifier")
            .field("secrets", &Redacted(self.secrets.len()))
            .field("tolerance", &self.tolerance)
            .field("dedupe", &self.dedupe)
            .finish()
    }
}

impl WebhookVerifier {
    /// A verifier accepting any of `secrets` (UTF-8 bytes of each secret
    /// string), with the [`DEFAULT_TOLERANCE`] and a dedupe record of
    /// [`DEFAULT_DEDUPE_CAPACITY`] entries.
    pub fn new<I, S>(secrets: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<[u8]>,
    {
        Self {
            secrets: collect_secrets(secrets),
            tolerance: DEFAULT_TOLERANCE,
            dedupe: DedupeRecord::new(DEFAULT_TOLERANCE, DEFAULT_DEDUPE_CAPACITY),
        }
    }

    /// Sets the freshness window (whole seconds; any fraction is ignored),
    /// which applies to both past and future timestamps.
    #[must_use]
    pub fn with_tolerance(mut self, tolerance: Duration) -> Self {
        self.tolerance = tolerance;
        self.dedupe.window = tolerance;
        self
    }

    /// Sets how many event ids the dedupe record may hold (at least 1),
    /// evicting the oldest if it already holds more.
    #[must_use]
    pub fn with_dedupe_capacity(mut self, capacity: usize) -> Self {
        self.dedupe.set_capacity(capacity);
        self
    }

    /// Replaces the accepted secrets (rotation). The dedupe record is kept.
    pub fn set_secrets<I, S>(&mut self, secrets: I)
    where
        I: IntoIterator<Item = S>,
        S: AsRef<[u8]>,
    {
        self.secrets = collect_secrets(secrets);
    }

    /// The freshness window.
    pub fn tolerance(&self) -> Duration {
        self.tolerance
    }

    /// The record of accepted event ids.
    pub fn dedupe(&self) -> &DedupeRecord {
        &self.dedupe
    }

    /// Checks, in this order and stopping at the first failure: that all three
    /// headers are present, the event id's form, the signature's scheme and
    /// syntax, the timestamp's syntax, the signature against each accepted
    /// secret ([`Rejection::NoSecrets`] if none is usable), and freshness.
    /// Forged requests are therefore reported as [`Rejection::BadSignature`]
    /// even when also stale. Does not consult or change the dedupe record;
    /// see [`verify`](Self::verify).
    ///
    /// `body` must be the raw request body, exactly as received, and
    /// `now_unix` the receiver's current time in Unix seconds.
    pub fn check(
        &self,
        headers: &WebhookHeaders<'_>,
        body: &[u8],
        now_unix: i64,
    ) -> Result<VerifiedEvent, Rejection> {
        let event_id = headers
            .event_id
            .ok_or(Rejection::MissingHeader(EVENT_ID_HEADER))?;
        let timestamp = headers
            .timestamp
            .ok_or(Rejection::MissingHeader(TIMESTAMP_HEADER))?;
        let signature = headers
            .signature
            .ok_or(Rejection::MissingHeader(SIGNATURE_HEADER))?;

        validate_event_id(event_id)?;
        let tag = parse_signature(signature)?;
        let unix_secs = parse_timestamp(timestamp)?;
        let secret_index = self.matching_secret(event_id, timestamp, body, &tag)?;
        check_freshness(unix_secs, now_unix, self.tolerance)?;

        Ok(VerifiedEvent {
            event_id: event_id.to_owned(),
            timestamp: unix_secs,
            secret_index,
        })
    }

    /// [`check`](Self::check), then rejects an event id that was already
    /// accepted within the freshness window. The id is recorded only after
    /// the signature and freshness checks pass, so forged or stale requests
    /// cannot poison the record.
    pub fn verify(
        &mut self,
        headers: &WebhookHeaders<'_>,
        body: &[u8],
        now_unix: i64,
    ) -> Result<VerifiedEvent, Rejection> {
        let event = self.check(headers, body, now_unix)?;
        if self
            .dedupe
            .insert(&event.event_id, event.timestamp, now_unix)
        {
            Ok(event)
        } else {
            Err(Rejection::Duplicate {
                event_id: event.event_id,
            })
        }
    }

    fn matching_secret(
        &self,
        event_id: &str,
        timestamp: &str,
        body: &[u8],
        tag: &[u8],
    ) -> Result<usize, Rejection> {
        let mut usable = false;
        for (index, secret) in self.secrets.iter().enumerate() {
            if secret.is_empty() {
                continue;
            }
            usable = true;
            // `verify_slice` compares in constant time.
            if payload_mac(secret, event_id, timestamp, body)
                .verify_slice(tag)
                .is_ok()
            {
                return Ok(index);
            }
        }
        Err(if usable {
            Rejection::BadSignature
        } else {
            Rejection::NoSecrets
        })
    }
}

fn collect_secrets<I, S>(secrets: I) -> Vec<Vec<u8>>
where
    I: IntoIterator<Item = S>,
    S: AsRef<[u8]>,
{
    secrets.into_iter().map(|s| s.as_ref().to_vec()).collect()
}

fn validate_event_id(value: &str) -> Result<(), Rejection> {
    if let Some(reason) = unusable_reason(value) {
        return Err(Rejection::MalformedEventId(reason.to_owned()));
    }
    if value.is_empty() {
        return Err(Rejection::MalformedEventId("the value is empty".to_owned()));
    }
    if value.len() > MAX_EVENT_ID_LEN {
        return Err(Rejection::MalformedEventId(format!(
            "the value is {} bytes long, more than the {MAX_EVENT_ID_LEN} accepted",
            value.len()
        )));
    }
    if !is_header_text(value) {
        return Err(Rejection::MalformedEventId(format!(
            "the value {} contains characters other than visible ASCII, or starts or ends with \
             a space",
            sample(value)
        )));
    }
    Ok(())
}

/// Parses `v1,<64 hex>` into the 32 MAC bytes (hex of either case).
pub(super) fn parse_signature(value: &str) -> Result<[u8; 32], Rejection> {
    let malformed = Rejection::MalformedSignature;
    if let Some(reason) = unusable_reason(value) {
        return Err(malformed(reason.to_owned()));
    }
    if value.is_empty() {
        return Err(malformed("the value is empty".to_owned()));
    }
    let Some((scheme, digest)) = value.split_once(',') else {
        return Err(malformed(format!(
            "the value {} has no comma separating the scheme from the digest",
            sample(value)
        )));
    };
    if scheme.is_empty() {
        return Err(malformed("the scheme before the comma is empty".to_owned()));
    }
    if scheme != SIGNATURE_SCHEME {
        return Err(Rejection::WrongScheme(capped(scheme)));
    }
    if digest.is_empty() {
        return Err(malformed("nothing follows \"v1,\"".to_owned()));
    }
    if !digest.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(malformed(format!(
            "the digest {} contains characters other than 0-9, a-f and A-F",
            sample(digest)
        )));
    }
    // Only ASCII hex digits remain, so the byte length is the character count.
    if digest.len() != SIGNATURE_HEX_LEN {
        let parity = if digest.len() % 2 == 1 {
            ", an odd number that cannot even encode whole bytes"
        } else {
            ""
        };
        return Err(malformed(format!(
            "the digest has {} hex characters{parity}; an HMAC-SHA256 digest has {SIGNATURE_HEX_LEN}",
            digest.len()
        )));
    }
    let mut tag = [0_u8; SIGNATURE_HEX_LEN / 2];
    hex::decode_to_slice(digest, &mut tag).map_err(|error| {
        malformed(format!(
            "the digest {} is not valid hex ({error})",
            sample(digest)
        ))
    })?;
    Ok(tag)
}

/// Parses Unix seconds written as 1 to 18 ASCII digits (no sign, no spaces).
pub(super) fn parse_timestamp(value: &str) -> Result<i64, Rejection> {
    let malformed = Rejection::MalformedTimestamp;
    if let Some(reason) = unusable_reason(value) {
        return Err(malformed(reason.to_owned()));
    }
    if value.is_empty() {
        return Err(malformed("the value is empty".to_owned()));
    }
    if !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(malformed(format!(
            "the value {} contains characters other than the digits 0-9",
            sample(value)
        )));
    }
    if value.len() > MAX_TIMESTAMP_DIGITS {
        return Err(malformed(format!(
            "the value has {} digits, more than the {MAX_TIMESTAMP_DIGITS} accepted",
            value.len()
        )));
    }
    // At most 18 digits always fit in an i64; keep the error path anyway
    // rather than assume it.
    value.parse::<i64>().map_err(|error| {
        malformed(format!(
            "the value {} is not a valid number ({error})",
            sample(value)
        ))
    })
}

/// Receiver time minus event time, in seconds, without overflow.
pub(super) fn age_secs(timestamp: i64, now_unix: i64) -> i128 {
    i128::from(now_unix) - i128::from(timestamp)
}

pub(super) fn check_freshness(
    timestamp: i64,
    now_unix: i64,
    tolerance: Duration,
) -> Result<(), Rejection> {
    let tolerance_secs = tolerance.as_secs();
    let age = age_secs(timestamp, now_unix);
    if age.unsigned_abs() > u128::from(tolerance_secs) {
        let age_secs = i64::try_from(age).unwrap_or(if age < 0 { i64::MIN } else { i64::MAX });
        return Err(Rejection::Stale {
            age_secs,
            tolerance_secs,
        });
    }
    Ok(())
}
