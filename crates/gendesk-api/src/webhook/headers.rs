//! The receiver's side of the headers: reading the three webhook headers from a request,
//! and the stand-ins recorded for headers that are present but unusable.

use http::header::{HeaderMap, HeaderName};

use super::{EVENT_ID_HEADER_LOWER, SIGNATURE_HEADER_LOWER, TIMESTAMP_HEADER_LOWER};

// Stand-ins that `WebhookHeaders::from_header_map` stores when a header is
// present but unusable. Both start with a NUL byte, which `HeaderValue::to_str`
// never returns, so they cannot collide with a real header value, and the
// parsers in `verifier.rs` turn them into "malformed" rejections with a clear reason.
pub(super) const NOT_VISIBLE_ASCII: &str = "\0gendesk: header value is not visible ASCII";
pub(super) const REPEATED_HEADER: &str = "\0gendesk: header appears more than once";

/// Why a header that is present cannot be used, if it is one of the stand-ins
/// stored by [`WebhookHeaders::from_header_map`].
pub(super) fn unusable_reason(value: &str) -> Option<&'static str> {
    match value {
        NOT_VISIBLE_ASCII => Some(
            "the value contains bytes that are not visible ASCII (for example non-UTF-8 \
             bytes or control characters)",
        ),
        REPEATED_HEADER => Some("the header was sent more than once, so its value is ambiguous"),
        _ => None,
    }
}

/// The receiver's view of the three webhook headers.
///
/// `None` means the header is absent. Build it with
/// [`from_header_map`](Self::from_header_map), or directly when the headers
/// come from elsewhere.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WebhookHeaders<'a> {
    /// Value of [`EVENT_ID_HEADER`](super::EVENT_ID_HEADER).
    pub event_id: Option<&'a str>,
    /// Value of [`TIMESTAMP_HEADER`](super::TIMESTAMP_HEADER).
    pub timestamp: Option<&'a str>,
    /// Value of [`SIGNATURE_HEADER`](super::SIGNATURE_HEADER).
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
