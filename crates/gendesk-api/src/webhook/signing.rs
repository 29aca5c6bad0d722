//! The sending half: the signed payload, the HMAC-SHA256 signature and the headers an
//! outgoing webhook carries.

use hmac::{Hmac, KeyInit, Mac};
use http::header::{HeaderMap, HeaderName, HeaderValue};
use sha2::Sha256;

use super::{
    EVENT_ID_HEADER, EVENT_ID_HEADER_LOWER, MAX_EVENT_ID_LEN, SIGNATURE_HEADER,
    SIGNATURE_HEADER_LOWER, SIGNATURE_SCHEME, TIMESTAMP_HEADER, TIMESTAMP_HEADER_LOWER,
    WebhookHeaders, capped, is_header_text, sample,
};

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
pub(super) fn payload_mac(
    secret: &[u8],
    event_id: &str,
    timestamp: &str,
    body: &[u8],
) -> HmacSha256 {
    let mut mac = keyed_mac(secret);
    mac.update(event_id.as_bytes());
    mac.update(b".");
    mac.update(timestamp.as_bytes());
    mac.update(b".");
    mac.update(body);
    mac
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
