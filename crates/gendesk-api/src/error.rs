//! `ApiError`: every way a call to the service can fail, and the sentence a person sees.

use std::time::Duration;

use super::base_url::BaseUrlError;
use super::key::{ApiKey, ApiKeyError};
use super::prepared::BatchRequestError;

/// Longest sample of an unreadable body kept for messages, in characters.
pub const BODY_SAMPLE_CHARS: usize = 120;
/// Longest server-supplied message kept, in characters.
const MESSAGE_CHARS: usize = 300;

/// A failed call to the service.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ApiError {
    /// The connection could not be made (DNS, TCP connect, TLS): the request never left.
    #[error("could not connect to {host}: {detail}")]
    NotSent {
        /// The host that was tried.
        host: String,
        /// What the network layer said.
        detail: String,
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

    /// The sentence shown to a person: what happened and what to do.
    pub fn user_message(&self) -> String {
        match self {
            Self::NotSent { host, detail } => format!(
                "Could not connect to {host} ({detail}). Nothing was sent. Check your internet connection and the base URL in the profile, then try again."
            ),
            Self::OutcomeUnknown { timed_out, .. } => format!(
                "The request was sent but {}, so it is not known whether the service acted on it. Check the task list or the status before sending it again, so you are not charged twice.",
                if *timed_out {
                    "no answer came in time"
                } else {
                    "the connection was lost before the answer arrived"
                }
            ),
            Self::Http {
                status: 429,
                message,
                retry_after: Some(wait),
                ..
            } => {
                let said = message
                    .as_deref()
                    .filter(|m| !m.trim().is_empty())
                    .map(|m| format!(" The service said: \u{201c}{m}\u{201d}."))
                    .unwrap_or_default();
                format!(
                    "Too many requests: the service is rate-limiting this key.{said} Wait {}, then try again.",
                    wait_words(*wait)
                )
            }
            Self::Http {
                status, message, ..
            } => status_sentence(i64::from(*status), message.as_deref()),
            Self::Envelope { code, message } => status_sentence(*code, Some(message)),
            Self::Decode { status, sample, .. } => format!(
                "The service sent a response GenDesk could not read (HTTP {status}; it began {sample:?}). Check that the base URL points at the generation service; if it does, try again later."
            ),
            Self::TooLarge { limit } => format!(
                "The service sent an unexpectedly large response (over {} MiB) and it was not read. Check that the base URL points at the generation service.",
                limit / (1024 * 1024)
            ),
            Self::BaseUrl(err) => format!("The service address is not usable: {err}."),
            Self::Key(err) => format!("The API key is not usable: {err}."),
            Self::Batch(err) => format!("The batch was not sent: {err}."),
            Self::InvalidRequest(reason) => format!("The request was not sent: {reason}."),
            Self::Setup(reason) => format!(
                "GenDesk could not prepare its network connection ({reason}). Restart the app; if it persists, report it."
            ),
        }
    }
}

/// The user-facing sentence for an HTTP status or envelope code.
/// "about 5 seconds", "about 2 minutes".
fn wait_words(wait: Duration) -> String {
    let secs = wait.as_secs().max(1);
    match secs {
        1 => "a second".to_owned(),
        2..=90 => format!("about {secs} seconds"),
        _ => format!("about {} minutes", secs.div_ceil(60)),
    }
}

fn status_sentence(code: i64, message: Option<&str>) -> String {
    let said = message
        .filter(|m| !m.trim().is_empty())
        .map(|m| format!(" The service said: \u{201c}{m}\u{201d}."))
        .unwrap_or_default();
    match code {
        400 => format!(
            "The service rejected the request as invalid.{said} Correct the input and submit again."
        ),
        401 => format!(
            "The API key was refused (invalid, revoked, missing, or not allowed for this model).{said} Check the key in the profile, or create a new one in the dashboard."
        ),
        402 => format!(
            "Your balance is too low for this request.{said} Top up your account, then try again."
        ),
        403 => format!(
            "The service refused the request: the content may violate the usage policy, or the key lacks permission.{said} Change the input or check the key's permissions."
        ),
        404 => format!(
            "Not found: the model or task does not exist for this account.{said} Check the model ID and task ID."
        ),
        429 => format!(
            "Too many requests: the service is rate-limiting this key.{said} Wait about a minute, then try again."
        ),
        500 | 502 | 503 => format!(
            "The service had a temporary problem (code {code}).{said} Try again in a few minutes."
        ),
        504 => format!(
            "The service timed out waiting for the model provider (code 504).{said} Wait a little and try again."
        ),
        300..=399 => format!(
            "The service answered with a redirect (code {code}), which GenDesk does not follow so your key stays with the address you entered.{said} Check the base URL."
        ),
        _ => format!(
            "The service answered with code {code}.{said} Try again later; if it persists, contact support."
        ),
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

    fn http(status: u16) -> ApiError {
        ApiError::Http {
            status,
            code: Some(i64::from(status)),
            message: Some("x".into()),
            retry_after: None,
        }
    }

    #[test]
    fn each_status_says_what_to_do() {
        assert!(http(401).user_message().contains("Check the key"));
        assert!(http(402).user_message().contains("Top up"));
        assert!(http(429).user_message().contains("Wait"));
        assert!(
            http(503)
                .user_message()
                .contains("Try again in a few minutes")
        );
        assert!(http(404).user_message().contains("model ID"));
        assert!(http(400).user_message().contains("Correct the input"));
        let limited = ApiError::Http {
            status: 429,
            code: Some(429),
            message: Some("slow down".into()),
            retry_after: Some(Duration::from_secs(5)),
        };
        let text = limited.user_message();
        assert!(text.contains("Wait about 5 seconds"), "{text}");
        assert!(text.contains("slow down"), "{text}");
        assert_eq!(wait_words(Duration::from_secs(1)), "a second");
        assert_eq!(wait_words(Duration::from_secs(150)), "about 3 minutes");
        let env = ApiError::Envelope {
            code: 402,
            message: "low".into(),
        };
        assert!(env.user_message().contains("Top up"));
        assert_eq!(env.status(), Some(402));
    }

    #[test]
    fn transport_errors_are_told_apart() {
        let never = ApiError::NotSent {
            host: "h".into(),
            detail: "refused".into(),
        };
        assert!(never.is_not_sent() && !never.is_outcome_unknown());
        assert!(never.user_message().contains("Nothing was sent"));
        let unknown = ApiError::OutcomeUnknown {
            timed_out: true,
            detail: "t".into(),
        };
        assert!(unknown.is_outcome_unknown() && !unknown.is_not_sent());
        assert!(unknown.user_message().contains("not known whether"));
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
