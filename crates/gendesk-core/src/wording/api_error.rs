//! Sentences for failed calls to the service ([`ApiError`]): what happened and what to do.

use std::time::Duration;

use gendesk_api::ApiError;

use crate::t;

/// The sentence for a submission that failed: [`api_error`], and when the task may exist all
/// the same (see [`crate::engine::may_have_created`]), a warning not to pay twice.
pub fn submission_error(err: &ApiError) -> String {
    let message = api_error(err);
    if crate::engine::may_have_created(err) && !err.is_outcome_unknown() {
        t!("core-api-may-have-created", message = message)
    } else {
        message
    }
}

/// The sentence a person sees for a failed call: what happened and what to do.
pub fn api_error(err: &ApiError) -> String {
    match err {
        ApiError::NotSent { host, detail } => t!(
            "core-api-not-sent",
            host = host.as_str(),
            detail = detail.as_str()
        ),
        ApiError::Blocked { host, failure, .. } => t!(
            "core-api-blocked",
            failure = super::network_failure(failure),
            host = host.as_str()
        ),
        ApiError::OutcomeUnknown { timed_out, .. } => {
            if *timed_out {
                t!("core-api-outcome-unknown-timed-out")
            } else {
                t!("core-api-outcome-unknown-lost")
            }
        }
        ApiError::Http {
            status: 429,
            message,
            retry_after: Some(wait),
            ..
        } => t!(
            "core-api-rate-limited-wait",
            said = said(message.as_deref()),
            wait = wait_words(*wait)
        ),
        ApiError::Http {
            status, message, ..
        } => status_sentence(i64::from(*status), message.as_deref()),
        ApiError::Envelope { code, message } => status_sentence(*code, Some(message)),
        ApiError::Decode { status, sample, .. } => t!(
            "core-api-decode",
            status = status.to_string(),
            sample = format!("{sample:?}")
        ),
        ApiError::TooLarge { limit } => t!("core-api-too-large", mib = limit / (1024 * 1024)),
        ApiError::BaseUrl(err) => t!("core-api-base-url", reason = err.to_string()),
        ApiError::Key(err) => t!("core-api-key", reason = err.to_string()),
        ApiError::Batch(err) => t!("core-api-batch", reason = err.to_string()),
        ApiError::InvalidRequest(reason) => {
            t!("core-api-invalid-request", reason = reason.as_str())
        }
        ApiError::Setup(reason) => t!("core-api-setup", reason = reason.as_str()),
    }
}

/// " The service said: “…”." (with its leading space where the language has one), or nothing.
fn said(message: Option<&str>) -> String {
    message
        .filter(|m| !m.trim().is_empty())
        .map(|m| t!("core-api-service-said", message = m))
        .unwrap_or_default()
}

/// "about 5 seconds", "about 2 minutes".
fn wait_words(wait: Duration) -> String {
    let secs = wait.as_secs().max(1);
    match secs {
        1 => t!("core-api-wait-a-second"),
        2..=90 => t!("core-api-wait-seconds", count = secs),
        _ => t!("core-api-wait-minutes", count = secs.div_ceil(60)),
    }
}

/// The sentence for an HTTP status or envelope code.
fn status_sentence(code: i64, message: Option<&str>) -> String {
    let said = said(message);
    match code {
        400 => t!("core-api-status-400", said = said),
        401 => t!("core-api-status-401", said = said),
        402 => t!("core-api-status-402", said = said),
        403 => t!("core-api-status-403", said = said),
        404 => t!("core-api-status-404", said = said),
        429 => t!("core-api-status-429", said = said),
        500 | 502 | 503 => t!("core-api-status-5xx", code = code.to_string(), said = said),
        504 => t!("core-api-status-504", said = said),
        300..=399 => t!(
            "core-api-status-redirect",
            code = code.to_string(),
            said = said
        ),
        _ => t!(
            "core-api-status-other",
            code = code.to_string(),
            said = said
        ),
    }
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

    fn says(err: &ApiError, words: &str) {
        let text = api_error(err);
        assert!(text.contains(words), "{err:?} → {text}");
    }

    #[test]
    fn each_status_says_what_to_do() {
        says(&http(401), "Check the key");
        says(&http(402), "Top up");
        says(&http(429), "Wait");
        says(&http(503), "Try again in a few minutes");
        says(&http(503), "temporary problem");
        says(&http(404), "model ID");
        says(&http(400), "Correct the input");
        says(&http(403), "policy");
        says(&http(302), "redirect");
        let limited = ApiError::Http {
            status: 429,
            code: Some(429),
            message: Some("slow down".into()),
            retry_after: Some(Duration::from_secs(5)),
        };
        says(&limited, "Wait about 5 seconds");
        says(&limited, "slow down");
        assert_eq!(wait_words(Duration::from_secs(1)), "a second");
        assert_eq!(wait_words(Duration::from_secs(150)), "about 3 minutes");
        let low = ApiError::Envelope {
            code: 402,
            message: "low".into(),
        };
        says(&low, "Top up");
        let refused = ApiError::Envelope {
            code: 401,
            message: "bad key ***".into(),
        };
        says(&refused, "Check the key");
    }

    #[test]
    fn transport_and_reading_errors_say_what_happened() {
        let never = ApiError::NotSent {
            host: "h".into(),
            detail: "refused".into(),
        };
        says(&never, "Nothing was sent");
        let unknown = ApiError::OutcomeUnknown {
            timed_out: true,
            detail: "t".into(),
        };
        says(&unknown, "not known whether");
        says(&unknown, "charged twice");
        let dropped = ApiError::OutcomeUnknown {
            timed_out: false,
            detail: "reset".into(),
        };
        says(&dropped, "charged twice");
        let html = ApiError::Decode {
            status: 200,
            reason: "expected value".into(),
            sample: "<html>".into(),
        };
        says(&html, "could not read");
    }
}
