//! Signed batch webhooks from the Asynchronous Generation Service.
//!
//! The service POSTs webhooks carrying three headers:
//!
//! * [`EVENT_ID_HEADER`] — a unique event id, used to drop repeated deliveries;
//! * [`TIMESTAMP_HEADER`] — the signing time in Unix seconds (ASCII digits);
//! * [`SIGNATURE_HEADER`] — `v1,` followed by the hex HMAC-SHA256 of
//!   `{eventId}.{timestamp}.{rawRequestBody}` keyed with the account signing secret.
//!
//! This module holds both halves of that contract:
//!
//! * receiving: [`WebhookHeaders`] (header extraction), [`WebhookVerifier`]
//!   (signature, freshness and duplicate checks against one or more secrets, so
//!   that secret rotation has a grace period), [`DedupeRecord`] (bounded memory
//!   of recently seen event ids) and [`Rejection`] (why a request was refused);
//! * sending (for simulators and tests): [`signed_payload`], [`sign`] and
//!   [`SignatureHeaders`].
//!
//! Verify against the raw body bytes *before* parsing them as JSON.

use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use hmac::{Hmac, KeyInit, Mac};
use http::header::{HeaderMap, HeaderName, HeaderValue};
use sha2::Sha256;

/// Header carrying the unique event id (used to dedupe deliveries).
pub const EVENT_ID_HEADER: &str = "X-Service-Event-Id";
/// Header carrying the signing time in Unix seconds, as ASCII decimal digits.
pub const TIMESTAMP_HEADER: &str = "X-Service-Timestamp";
/// Header carrying `v1,<hex HMAC-SHA256>`.
pub const SIGNATURE_HEADER: &str = "X-Service-Signature";
/// The only signature scheme this module understands.
pub const SIGNATURE_SCHEME: &str = "v1";
/// Default freshness window: a webhook may be at most this far in the past or
/// in the future relative to the receiver's clock.
pub const DEFAULT_TOLERANCE: Duration = Duration::from_mins(5);
/// Default hard limit on the number of event ids a [`DedupeRecord`] remembers.
pub const DEFAULT_DEDUPE_CAPACITY: usize = 100_000;
/// Longest event id accepted (bytes). Event ids are kept in memory for
/// deduplication, so their size is bounded.
pub const MAX_EVENT_ID_LEN: usize = 1024;
/// Most digits accepted in a timestamp. 18 digits always fit in an `i64`, and
/// real Unix timestamps have 10.
pub const MAX_TIMESTAMP_DIGITS: usize = 18;

/// Number of hex characters in a SHA-256 MAC.
const SIGNATURE_HEX_LEN: usize = 64;
/// Longest excerpt of attacker-supplied header text quoted in a message.
const SAMPLE_MAX_CHARS: usize = 80;

// Lower-case spellings for `HeaderName::from_static`, which requires lower case.
// A unit test checks that they match the public constants above.
const EVENT_ID_HEADER_LOWER: &str = "x-service-event-id";
const TIMESTAMP_HEADER_LOWER: &str = "x-service-timestamp";
const SIGNATURE_HEADER_LOWER: &str = "x-service-signature";

// Stand-ins that `WebhookHeaders::from_header_map` stores when a header is
// present but unusable. Both start with a NUL byte, which `HeaderValue::to_str`
// never returns, so they cannot collide with a real header value, and the
// parsers below turn them into "malformed" rejections with a clear reason.
const NOT_VISIBLE_ASCII: &str = "\0gendesk: header value is not visible ASCII";
const REPEATED_HEADER: &str = "\0gendesk: header appears more than once";

type HmacSha256 = Hmac<Sha256>;

/// The exact bytes that are signed: `{event_id}.{timestamp}.{body}`.
pub fn signed_payload(event_id: &str, timestamp: &str, body: &[u8]) -> Vec<u8> {
    let mut payload = Vec::with_capacity(event_id.len() + timestamp.len() + body.len() + 2);
    payload.extend_from_slice(event_id.as_bytes());
    payload.push(b'.');
    payload.extend_from_slice(timestamp.as_bytes());
    payload.push(b'.');
    payload.extend_from_slice(body);
    payload
}

/// Computes the signature header value, `v1,<64 lowercase hex characters>`,
/// for the given secret, event id, timestamp text and raw body.
pub fn sign(secret: &[u8], event_id: &str, timestamp: &str, body: &[u8]) -> String {
    let tag = payload_mac(secret, event_id, timestamp, body)
        .finalize()
        .into_bytes();
    format!("{SIGNATURE_SCHEME},{}", hex::encode(tag))
}

/// An HMAC-SHA256 instance keyed with `secret`.
#[allow(
    clippy::expect_used,
    reason = "HMAC accepts keys of any length; see the comment below"
)]
fn keyed_mac(secret: &[u8]) -> HmacSha256 {
    // Cannot fail: HMAC is defined for keys of every length (longer keys are
    // hashed, shorter ones zero-padded), and hmac 0.13's
    // `HmacCore::new_from_slice` unconditionally returns `Ok`. The `Result` only
    // exists because the generic `KeyInit` trait also serves fixed-size ciphers.
    <HmacSha256 as KeyInit>::new_from_slice(secret).expect("HMAC accepts keys of any length")
}

/// A MAC that has absorbed the signed payload, without copying the body.
fn payload_mac(secret: &[u8], event_id: &str, timestamp: &str, body: &[u8]) -> HmacSha256 {
    let mut mac = keyed_mac(secret);
    mac.update(event_id.as_bytes());
    mac.update(b".");
    mac.update(timestamp.as_bytes());
    mac.update(b".");
    mac.update(body);
    mac
}

/// Formats attacker-supplied text for a message: at most 80 characters, quoted
/// and escaped so that control characters, quotes and non-ASCII characters
/// cannot disguise themselves in logs or dialogs.
fn sample(text: &str) -> String {
    match text.char_indices().nth(SAMPLE_MAX_CHARS) {
        None => format!("\"{}\"", text.escape_default()),
        Some((cut, _)) => format!(
            "\"{}\"… ({} bytes in total)",
            text.get(..cut).unwrap_or_default().escape_default(),
            text.len()
        ),
    }
}

/// Truncates `text` to at most 80 characters (on a character boundary).
fn capped(text: &str) -> String {
    match text.char_indices().nth(SAMPLE_MAX_CHARS) {
        None => text.to_owned(),
        Some((cut, _)) => text.get(..cut).unwrap_or_default().to_owned(),
    }
}

/// Why a header that is present cannot be used, if it is one of the stand-ins
/// stored by [`WebhookHeaders::from_header_map`].
fn unusable_reason(value: &str) -> Option<&'static str> {
    match value {
        NOT_VISIBLE_ASCII => Some(
            "the value contains bytes that are not visible ASCII (for example non-UTF-8 \
             bytes or control characters)",
        ),
        REPEATED_HEADER => Some("the header was sent more than once, so its value is ambiguous"),
        _ => None,
    }
}

/// True if `text` is non-empty, consists only of visible ASCII (space through
/// `~`, no tabs or other control characters) and neither starts nor ends with
/// a space — exactly the values that cross HTTP unchanged (servers trim
/// surrounding whitespace from header values).
fn is_header_text(text: &str) -> bool {
    !text.is_empty()
        && !text.starts_with(' ')
        && !text.ends_with(' ')
        && text.bytes().all(|b| b == b' ' || b.is_ascii_graphic())
}

/// Why a webhook request was refused.
///
/// Every message is a complete sentence meant for a person. Messages never
/// contain a signing secret, and any header text quoted in them is capped at
/// 80 characters and escaped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Rejection {
    /// A required header is absent; holds the header's name.
    #[error(
        "The webhook request has no {0} header, so it cannot be authenticated; it was \
         probably not sent by the Asynchronous Generation Service, or a proxy removed the header."
    )]
    MissingHeader(&'static str),

    /// The event id header is unusable (empty, too long, not visible ASCII,
    /// or repeated). Holds a description in which any quoted header text is
    /// already capped and escaped.
    #[error(
        "The {EVENT_ID_HEADER} header is malformed: {0}. An event id must be non-empty printable \
         ASCII of at most {MAX_EVENT_ID_LEN} bytes, so this request was probably not sent by the \
         service or was altered on the way."
    )]
    MalformedEventId(String),

    /// The timestamp header is not plain ASCII digits of a reasonable length.
    /// Holds a description in which any quoted header text is already capped
    /// and escaped.
    #[error(
        "The {TIMESTAMP_HEADER} header is malformed: {0}. It must be the Unix time in whole \
         seconds written as ASCII digits, so this request was probably not sent by the service \
         or was altered on the way."
    )]
    MalformedTimestamp(String),

    /// The signature header is not `<scheme>,<64 hex characters>`. Holds a
    /// description in which any quoted header text is already capped and
    /// escaped.
    #[error(
        "The {SIGNATURE_HEADER} header is malformed: {0}. It must be \"v1,\" followed by 64 \
         hexadecimal characters, so this request was probably not sent by the service or was \
         altered on the way."
    )]
    MalformedSignature(String),

    /// The signature uses a scheme other than `v1`. Holds the scheme label as
    /// sent, capped at 80 characters (the message escapes it).
    #[error(
        "The {SIGNATURE_HEADER} header uses signature scheme {}, but only \"v1\" is supported. \
         The sender may be using a newer signing scheme.",
        sample(.0)
    )]
    WrongScheme(String),

    /// The signature is well formed but matches none of the accepted secrets.
    #[error(
        "The webhook signature does not match the request under any configured signing \
         secret. Either the request was forged or altered on the way (body, event id or \
         timestamp), or the signing secret the verifier holds is out of date: copy the \
         current one from the service's account settings."
    )]
    BadSignature,

    /// The timestamp lies outside the freshness window. `age_secs` is the
    /// receiver's time minus the timestamp: negative means from the future.
    #[error("{}", stale_message(*.age_secs, *.tolerance_secs))]
    Stale {
        /// Receiver time minus webhook timestamp, in seconds (negative: future).
        age_secs: i64,
        /// The freshness window in seconds.
        tolerance_secs: u64,
    },

    /// A genuine delivery of an event that was already accepted.
    #[error(
        "Webhook event {} was already received, so this delivery is a duplicate (a retry or \
         a replay) and was ignored; no action is needed.",
        sample(.event_id)
    )]
    Duplicate {
        /// The repeated event id.
        event_id: String,
    },

    /// The verifier holds no usable (non-empty) signing secret.
    #[error(
        "No webhook signing secret is configured, so no webhook can be verified; give the \
         verifier the account's signing secret."
    )]
    NoSecrets,
}

fn stale_message(age_secs: i64, tolerance_secs: u64) -> String {
    if age_secs < 0 {
        format!(
            "The webhook timestamp is {} seconds in the future, outside the {tolerance_secs}-second \
             freshness window. This computer's clock (or the sender's) is probably wrong: check \
             that the system clock is synchronised.",
            age_secs.unsigned_abs()
        )
    } else {
        format!(
            "The webhook timestamp is {age_secs} seconds old, outside the {tolerance_secs}-second \
             freshness window. The request may be a replay of an old delivery, or this \
             computer's clock is wrong: check that the system clock is synchronised."
        )
    }
}

/// The receiver's view of the three webhook headers.
///
/// `None` means the header is absent. Build it with
/// [`from_header_map`](Self::from_header_map), or directly when the headers
/// come from elsewhere.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WebhookHeaders<'a> {
    /// Value of [`EVENT_ID_HEADER`].
    pub event_id: Option<&'a str>,
    /// Value of [`TIMESTAMP_HEADER`].
    pub timestamp: Option<&'a str>,
    /// Value of [`SIGNATURE_HEADER`].
    pub signature: Option<&'a str>,
}

impl<'a> WebhookHeaders<'a> {
    /// Reads the three headers from an [`http::HeaderMap`] (names are
    /// case-insensitive).
    ///
    /// A header that is present but unusable — its value is not visible ASCII
    /// (e.g. non-UTF-8 bytes), or it appears more than once — is recorded as a
    /// value that verification rejects as malformed with a reason saying so;
    /// it is never treated as missing.
    pub fn from_header_map(map: &'a HeaderMap) -> Self {
        Self {
            event_id: header_text(map, &HeaderName::from_static(EVENT_ID_HEADER_LOWER)),
            timestamp: header_text(map, &HeaderName::from_static(TIMESTAMP_HEADER_LOWER)),
            signature: header_text(map, &HeaderName::from_static(SIGNATURE_HEADER_LOWER)),
        }
    }
}

fn header_text<'a>(map: &'a HeaderMap, name: &HeaderName) -> Option<&'a str> {
    let mut values = map.get_all(name).iter();
    let first = values.next()?;
    if values.next().is_some() {
        return Some(REPEATED_HEADER);
    }
    Some(first.to_str().unwrap_or(NOT_VISIBLE_ASCII))
}

/// Signature headers for an outgoing webhook (for senders such as a
/// simulator).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignatureHeaders {
    /// Value for [`EVENT_ID_HEADER`].
    pub event_id: String,
    /// Value for [`TIMESTAMP_HEADER`]: Unix seconds as decimal digits.
    pub timestamp: String,
    /// Value for [`SIGNATURE_HEADER`]: `v1,<64 lowercase hex>`.
    pub signature: String,
}

impl SignatureHeaders {
    /// Signs `body` for delivery at `unix_secs` under `secret`.
    ///
    /// `unix_secs` should be non-negative: a negative time is written with a
    /// minus sign, which receivers reject as a malformed timestamp.
    pub fn new(secret: &[u8], event_id: impl Into<String>, unix_secs: i64, body: &[u8]) -> Self {
        let event_id = event_id.into();
        let timestamp = unix_secs.to_string();
        let signature = sign(secret, &event_id, &timestamp, body);
        Self {
            event_id,
            timestamp,
            signature,
        }
    }

    /// Borrows these values as the receiver would see them.
    pub fn as_webhook_headers(&self) -> WebhookHeaders<'_> {
        WebhookHeaders {
            event_id: Some(&self.event_id),
            timestamp: Some(&self.timestamp),
            signature: Some(&self.signature),
        }
    }

    /// Inserts the three headers into `headers`, replacing any previous values.
    ///
    /// Every value must be non-empty visible ASCII without leading or trailing
    /// spaces (and the event id at most [`MAX_EVENT_ID_LEN`] bytes), so that it
    /// reaches the receiver byte for byte. Otherwise nothing is inserted and the error
    /// names the offending header. The values are not otherwise validated, so
    /// a simulator may deliberately send, say, a malformed timestamp.
    pub fn apply(&self, headers: &mut HeaderMap) -> Result<(), HeaderTextError> {
        if self.event_id.len() > MAX_EVENT_ID_LEN {
            return Err(HeaderTextError::new(EVENT_ID_HEADER, &self.event_id));
        }
        // Build all three values first so that a failure inserts nothing.
        let event_id = header_value(EVENT_ID_HEADER, &self.event_id)?;
        let timestamp = header_value(TIMESTAMP_HEADER, &self.timestamp)?;
        let signature = header_value(SIGNATURE_HEADER, &self.signature)?;
        headers.insert(HeaderName::from_static(EVENT_ID_HEADER_LOWER), event_id);
        headers.insert(HeaderName::from_static(TIMESTAMP_HEADER_LOWER), timestamp);
        headers.insert(HeaderName::from_static(SIGNATURE_HEADER_LOWER), signature);
        Ok(())
    }
}

fn header_value(header: &'static str, text: &str) -> Result<HeaderValue, HeaderTextError> {
    if !is_header_text(text) {
        return Err(HeaderTextError::new(header, text));
    }
    HeaderValue::from_str(text).map_err(|_| HeaderTextError::new(header, text))
}

/// A value that [`SignatureHeaders::apply`] cannot send as a header.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "Cannot send {} as the {header} header: webhook header values must be non-empty visible \
     ASCII without leading or trailing spaces, and event ids at most {MAX_EVENT_ID_LEN} bytes; \
     choose a different value.",
    sample(.value)
)]
pub struct HeaderTextError {
    /// The header the value was meant for.
    pub header: &'static str,
    /// The rejected value, capped at 80 characters.
    pub value: String,
}

impl HeaderTextError {
    fn new(header: &'static str, value: &str) -> Self {
        Self {
            header,
            value: capped(value),
        }
    }
}

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
fn parse_signature(value: &str) -> Result<[u8; 32], Rejection> {
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
fn parse_timestamp(value: &str) -> Result<i64, Rejection> {
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
fn age_secs(timestamp: i64, now_unix: i64) -> i128 {
    i128::from(now_unix) - i128::from(timestamp)
}

fn check_freshness(timestamp: i64, now_unix: i64, tolerance: Duration) -> Result<(), Rejection> {
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

/// Bounded memory of accepted event ids, for rejecting repeated deliveries.
///
/// Each id is kept with its event timestamp. An id is forgotten once its
/// timestamp is older than the freshness window (any replay of it would be
/// rejected as stale anyway), and when the record is full the entry with the
/// oldest timestamp is evicted to make room. Eviction before expiry reopens a
/// small replay gap for that one event, which is the price of bounded memory;
/// so is a clock that jumps backwards after entries were pruned.
#[derive(Clone)]
pub struct DedupeRecord {
    timestamps: HashMap<Arc<str>, i64>,
    by_time: BTreeSet<(i64, Arc<str>)>,
    window: Duration,
    capacity: usize,
}

impl fmt::Debug for DedupeRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DedupeRecord")
            .field("len", &self.len())
            .field("capacity", &self.capacity)
            .field("window", &self.window)
            .finish_non_exhaustive()
    }
}

impl Default for DedupeRecord {
    fn default() -> Self {
        Self::new(DEFAULT_TOLERANCE, DEFAULT_DEDUPE_CAPACITY)
    }
}

impl DedupeRecord {
    /// An empty record that forgets ids older than `window` and holds at most
    /// `capacity` ids (at least 1).
    pub fn new(window: Duration, capacity: usize) -> Self {
        Self {
            timestamps: HashMap::new(),
            by_time: BTreeSet::new(),
            window,
            capacity: capacity.max(1),
        }
    }

    /// Records `event_id` with its event `timestamp`; returns `true` if it was
    /// not already recorded. Prunes expired ids first. For a repeated id the
    /// newer of the two timestamps is kept, so the id is remembered for as
    /// long as any delivery of it could still pass the freshness check.
    pub fn insert(&mut self, event_id: &str, timestamp: i64, now_unix: i64) -> bool {
        self.prune(now_unix);
        if let Some(&known) = self.timestamps.get(event_id) {
            if timestamp > known {
                self.remove(event_id);
                self.add(event_id, timestamp);
            }
            return false;
        }
        while self.timestamps.len() >= self.capacity && self.evict_oldest() {}
        self.add(event_id, timestamp);
        true
    }

    /// True if `event_id` is recorded.
    pub fn contains(&self, event_id: &str) -> bool {
        self.timestamps.contains_key(event_id)
    }

    /// Forgets every id whose timestamp is more than the window before
    /// `now_unix`.
    pub fn prune(&mut self, now_unix: i64) {
        let window = u128::from(self.window.as_secs());
        while let Some((oldest, _)) = self.by_time.first() {
            let age = age_secs(*oldest, now_unix);
            if age <= 0 || age.unsigned_abs() <= window {
                break;
            }
            self.evict_oldest();
        }
    }

    /// Number of recorded ids.
    pub fn len(&self) -> usize {
        self.timestamps.len()
    }

    /// True if no id is recorded.
    pub fn is_empty(&self) -> bool {
        self.timestamps.is_empty()
    }

    /// The most ids the record holds.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// How long ids are remembered after their timestamp.
    pub fn window(&self) -> Duration {
        self.window
    }

    fn set_capacity(&mut self, capacity: usize) {
        self.capacity = capacity.max(1);
        while self.timestamps.len() > self.capacity && self.evict_oldest() {}
    }

    fn add(&mut self, event_id: &str, timestamp: i64) {
        let id: Arc<str> = Arc::from(event_id);
        self.timestamps.insert(Arc::clone(&id), timestamp);
        self.by_time.insert((timestamp, id));
    }

    fn remove(&mut self, event_id: &str) {
        if let Some((id, timestamp)) = self.timestamps.remove_entry(event_id) {
            self.by_time.remove(&(timestamp, id));
        }
    }

    /// Drops the entry with the oldest timestamp; false if the record is empty.
    fn evict_oldest(&mut self) -> bool {
        match self.by_time.pop_first() {
            Some((_, id)) => {
                self.timestamps.remove(&id);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_case_header_names_match_public_constants() {
        for (lower, public) in [
            (EVENT_ID_HEADER_LOWER, EVENT_ID_HEADER),
            (TIMESTAMP_HEADER_LOWER, TIMESTAMP_HEADER),
            (SIGNATURE_HEADER_LOWER, SIGNATURE_HEADER),
        ] {
            assert_eq!(lower, public.to_ascii_lowercase());
            assert_eq!(
                HeaderName::from_static(lower),
                HeaderName::from_bytes(public.as_bytes()).unwrap()
            );
        }
    }

    #[test]
    fn sentinels_cannot_come_from_a_header_value() {
        for sentinel in [NOT_VISIBLE_ASCII, REPEATED_HEADER] {
            assert!(HeaderValue::from_str(sentinel).is_err());
            assert!(unusable_reason(sentinel).is_some());
        }
    }

    #[test]
    fn sample_caps_and_escapes() {
        assert_eq!(sample("abc"), "\"abc\"");
        assert_eq!(sample("a\"\n\u{202e}"), "\"a\\\"\\n\\u{202e}\"");
        let long = "é".repeat(200);
        let shown = sample(&long);
        assert!(shown.starts_with('"'));
        assert!(shown.ends_with("… (400 bytes in total)"));
        assert_eq!(shown.matches("\\u{e9}").count(), SAMPLE_MAX_CHARS);
        assert_eq!(capped(&long).chars().count(), SAMPLE_MAX_CHARS);
    }

    #[test]
    fn timestamp_parser() {
        assert_eq!(parse_timestamp("0"), Ok(0));
        assert_eq!(parse_timestamp("1700000000"), Ok(1_700_000_000));
        assert_eq!(
            parse_timestamp("999999999999999999"),
            Ok(999_999_999_999_999_999)
        );
        for bad in [
            "",
            "-1",
            "+1",
            " 1",
            "1 ",
            "1.5",
            "1e9",
            "١٢",
            "9999999999999999999",
        ] {
            assert!(
                matches!(parse_timestamp(bad), Err(Rejection::MalformedTimestamp(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn signature_parser() {
        let hex = "ab".repeat(32);
        assert_eq!(parse_signature(&format!("v1,{hex}")), Ok([0xab; 32]));
        assert_eq!(
            parse_signature(&format!("v1,{}", hex.to_uppercase())),
            Ok([0xab; 32])
        );
        assert_eq!(
            parse_signature(&format!("v2,{hex}")),
            Err(Rejection::WrongScheme("v2".to_owned()))
        );
        assert!(matches!(
            parse_signature(&format!("{},x", "v".repeat(500))),
            Err(Rejection::WrongScheme(s)) if s.len() == SAMPLE_MAX_CHARS
        ));
    }

    #[test]
    fn freshness_arithmetic_does_not_overflow() {
        let tolerance = Duration::from_secs(u64::MAX);
        assert!(check_freshness(i64::MAX, i64::MIN, tolerance).is_ok());
        assert_eq!(
            check_freshness(i64::MAX, i64::MIN, DEFAULT_TOLERANCE),
            Err(Rejection::Stale {
                age_secs: i64::MIN,
                tolerance_secs: 300
            })
        );
        assert_eq!(
            check_freshness(i64::MIN, i64::MAX, DEFAULT_TOLERANCE),
            Err(Rejection::Stale {
                age_secs: i64::MAX,
                tolerance_secs: 300
            })
        );
    }

    #[test]
    fn dedupe_structures_stay_in_step() {
        let mut record = DedupeRecord::new(Duration::from_secs(10), 3);
        assert!(record.insert("a", 100, 100));
        assert!(!record.insert("a", 105, 105));
        assert_eq!(record.timestamps.get("a"), Some(&105));
        assert_eq!(record.by_time.len(), 1);
        assert!(record.insert("b", 101, 105));
        assert!(record.insert("c", 102, 105));
        assert!(record.insert("d", 103, 105));
        assert_eq!(record.len(), 3);
        assert_eq!(record.by_time.len(), 3);
        assert!(!record.contains("b"), "oldest timestamp evicted first");
        record.set_capacity(1);
        assert_eq!(record.len(), 1);
        assert!(record.contains("a"));
        assert_eq!(record.by_time.len(), 1);
    }
}
