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
//!
//! The parts live in sibling files: `headers.rs` (receiving headers), `verifier.rs`
//! (verification), `dedupe.rs` (repeated deliveries), `rejection.rs` (refusals) and
//! `signing.rs` (sending).

mod dedupe;
mod headers;
mod rejection;
mod signing;
#[cfg(test)]
mod tests;
mod verifier;

pub use dedupe::DedupeRecord;
pub use headers::WebhookHeaders;
pub use rejection::Rejection;
pub use signing::{HeaderTextError, SignatureHeaders, sign, signed_payload};
pub use verifier::{VerifiedEvent, WebhookVerifier};

use std::time::Duration;

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

/// Longest excerpt of attacker-supplied header text quoted in a message.
const SAMPLE_MAX_CHARS: usize = 80;

// Lower-case spellings for `HeaderName::from_static`, which requires lower case.
// A unit test checks that they match the public constants above.
const EVENT_ID_HEADER_LOWER: &str = "x-service-event-id";
const TIMESTAMP_HEADER_LOWER: &str = "x-service-timestamp";
const SIGNATURE_HEADER_LOWER: &str = "x-service-signature";

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
