//! `ApiError`: every way a call to the service can fail, as data (what was tried, what came
//! back). The sentences people see are made from it by the app (`gendesk_core::wording`).

use std::time::Duration;

use super::base_url::BaseUrlError;
use super::key::{ApiKey, ApiKeyError};
use super::prepared::BatchRequestError;

/// Longest sample of an unreadable body kept for messages, in characters.
pub const BODY_SAMPLE_CHARS: usize = 120;
/// Longest server-supplied message kept, in characters.
const MESSAGE_CHARS: usize = 300;

/// A failed call to the service.
///
/// It serialises (serde), so an app can record why a call failed and word it later.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ApiError {
    /// The connection could not be made (DNS, TCP connect, TLS): the request never left.
    #[error("could not connect to {host}: {detail}")]
    NotSent {
        /// The host that was tried.
        host: String,
        /// What the network layer said.
        detail: String,
    },
    /// Something on the way blocked the request — the proxy (refused, wants a login, could
    /// not reach the service) or a refused certificate: it never reached the service.
    #[error("could not reach {host} {route}: {failure}")]
    Blocked {
        /// The host that was tried.
        host: String,
        /// The way it was tried.
        route: Box<crate::network::Route>,
        /// What the proxy did.
        failure: Box<crate::network::NetworkFailure>,
    },
    /// The request was sent but no complete answer came back: the outcome is unknown.
    #[error("no answer after sending the request ({}): {detail}", if *.timed_out { "timed out" } else { "connection lost" })]
    OutcomeUnknown {
        /// Whether the request timed out (otherwise the connection dropped).
        timed_out: bool,
        /// What the network layer said.
        detail: String,
    },
    /// An HTTP error status; `code`/`message` come from the envelope when there was one.
    #[error("HTTP {status}{}", .message.as_ref().map(|m| format!(": {m}")).unwrap_or_default())]
    Http {
        /// The HTTP status.
        status: u16,
        /// The envelope `code`, when the body was an envelope.
        code: Option<i64>,
        /// The envelope `message`, when the body was an envelope (capped).
        message: Option<String>,
        /// A usable `Retry-After`, already capped (429 and 503 responses).
        retry_after: Option<Duration>,
    },
    /// HTTP 200, but the envelope `code` is not 200.
    #[error("the service answered code {code}: {message}")]
    Envelope {
        /// The envelope `code`.
        code: i64,
        /// The envelope `message` (capped).
        message: String,
    },
    /// The body is not the expected JSON.
    #[error("unreadable response (HTTP {status}): {reason}; it began: {sample:?}")]
    Decode {
        /// The HTTP status it came with.
        status: u16,
        /// What the parser said.
        reason: String,
        /// The first characters of the body, capped and with the API key masked.
        sample: String,
    },
    /// The response body exceeded the configured cap.
    #[error("the response was larger than {limit} bytes")]
    TooLarge {
        /// The cap, in bytes.
        limit: usize,
    },
    /// The base URL was refused.
    #[error(transparent)]
    BaseUrl(#[from] BaseUrlError),
    /// The API key was refused.
    #[error(transparent)]
    Key(#[from] ApiKeyError),
    /// A batch request broke a rule before anything was sent.
    #[error(transparent)]
    Batch(#[from] BatchRequestError),
    /// The request itself is invalid; nothing was sent.
    #[error("invalid request: {0}")]
    InvalidRequest(String),
    /// The HTTP client could not be set up.
    #[error("could not set up the HTTP client: {0}")]
    Setup(String),
}

impl ApiError {
    /// The HTTP status, or the envelope code when it is an HTTP-like code.
    pub fn status(&self) -> Option<u16> {
        match self {
            Self::Http { status, .. } | Self::Decode { status, .. } => Some(*status),
            Self::Envelope { code, .. } => {
                u16::try_from(*code).ok().filter(|c| (100..600).contains(c))
            }
            _ => None,
        }
    }

    /// Whether the request provably never reached the service (safe to send again).
    pub fn is_not_sent(&self) -> bool {
        matches!(
            self,
            Self::NotSent { .. }
                | Self::Blocked { .. }
                | Self::BaseUrl(_)
                | Self::Key(_)
                | Self::Batch(_)
                | Self::InvalidRequest(_)
                | Self::Setup(_)
        )
    }

    /// Whether the service may or may not have acted on the request.
    pub fn is_outcome_unknown(&self) -> bool {
        matches!(self, Self::OutcomeUnknown { .. })
    }

    /// Whether the service could not be reached, in a way that may pass by itself: no
    /// connection (the network is away, the service is down), no answer, or a proxy that is
    /// away. A refused certificate or a proxy's login is not: those need the person.
    pub fn is_unreachable(&self) -> bool {
        match self {
            Self::NotSent { .. } | Self::OutcomeUnknown { .. } => true,
            Self::Blocked { failure, .. } => failure.may_pass(),
            _ => false,
        }
    }

    /// Whether the service asked us to slow down.
    pub fn is_rate_limited(&self) -> bool {
        self.status() == Some(429)
    }

    /// A wait the service asked for with `Retry-After`, if any.
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            Self::Http { retry_after, .. } => *retry_after,
            _ => None,
        }
    }
}

/// A short, single-line, key-free sample of a body for messages.
pub(crate) fn body_sample(body: &[u8], key: Option<&ApiKey>) -> String {
    let text = String::from_utf8_lossy(body);
    let masked = match key {
        Some(key) => text.replace(key.expose(), "***"),
        None => text.into_owned(),
    };
    cap_chars(&masked, BODY_SAMPLE_CHARS)
}

/// A server message, capped and with the key masked.
pub(crate) fn server_message(message: &str, key: Option<&ApiKey>) -> String {
    let masked = match key {
        Some(key) => message.replace(key.expose(), "***"),
        None => message.to_owned(),
    };
    cap_chars(&masked, MESSAGE_CHARS)
}

/// First `max` characters, control characters turned into spaces, `…` when cut.
fn cap_chars(text: &str, max: usize) -> String {
    let mut out: String = text
        .chars()
        .take(max)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if text.chars().nth(max).is_some() {
        out.push('\u{2026}');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transport_errors_are_told_apart() {
        let never = ApiError::NotSent {
            host: "h".into(),
            detail: "refused".into(),
        };
        assert!(never.is_not_sent() && !never.is_outcome_unknown());
        let unknown = ApiError::OutcomeUnknown {
            timed_out: true,
            detail: "t".into(),
        };
        assert!(unknown.is_outcome_unknown() && !unknown.is_not_sent());
        assert!(never.is_unreachable() && unknown.is_unreachable());
        let blocked = |failure| ApiError::Blocked {
            host: "h".into(),
            route: Box::new(crate::network::Route::Direct { bypassed: false }),
            failure: Box::new(failure),
        };
        let away = blocked(crate::network::NetworkFailure::ProxyRefused {
            proxy: "127.0.0.1:3128".into(),
        });
        assert!(away.is_unreachable(), "a proxy that is away may come back");
        let login = blocked(crate::network::NetworkFailure::ProxyLoginNeeded {
            proxy: "127.0.0.1:3128".into(),
        });
        assert!(!login.is_unreachable(), "a login needs the person");
        let env = ApiError::Envelope {
            code: 402,
            message: "low".into(),
        };
        assert_eq!(env.status(), Some(402));
    }

    #[test]
    fn samples_are_capped_single_line_and_key_free() {
        let key = ApiKey::new("sk-SENTINEL").unwrap();
        let body = format!("<html>\n{}sk-SENTINEL{}", "a".repeat(10), "b".repeat(500));
        let sample = body_sample(body.as_bytes(), Some(&key));
        assert!(!sample.contains("SENTINEL"));
        assert!(!sample.contains('\n'));
        assert_eq!(sample.chars().count(), BODY_SAMPLE_CHARS + 1);
        assert!(sample.ends_with('\u{2026}'));
        assert_eq!(body_sample(b"\xff\xfeok", None), "\u{fffd}\u{fffd}ok");
    }
}
