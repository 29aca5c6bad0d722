//! Sentences for failed calls to the service ([`ApiError`]): what happened and what to do.

use std::time::Duration;

use gendesk_api::ApiError;

/// The sentence for a submission that failed: [`api_error`], and when the task may exist all
/// the same (see [`crate::engine::may_have_created`]), a warning not to pay twice.
pub fn submission_error(err: &ApiError) -> String {
    let mut message = api_error(err);
    if crate::engine::may_have_created(err) && !err.is_outcome_unknown() {
        message.push_str(
            " The task may have been created (and charged) all the same: check the task list or your balance before submitting it again.",
        );
    }
    message
}

/// The sentence a person sees for a failed call: what happened and what to do.
pub fn api_error(err: &ApiError) -> String {
    match err {
        ApiError::NotSent { host, detail } => format!(
            "Could not connect to {host} ({detail}). Nothing was sent. Check your internet connection and the base URL in the profile, then try again."
        ),
        ApiError::Blocked { host, failure, .. } => format!(
            "{} Nothing was sent to {host}.",
            super::network_failure(failure)
        ),
        ApiError::OutcomeUnknown { timed_out, .. } => format!(
            "The request was sent but {}, so it is not known whether the service acted on it. Check the task list or the status before sending it again, so you are not charged twice.",
            if *timed_out {
                "no answer came in time"
            } else {
                "the connection was lost before the answer arrived"
            }
        ),
        ApiError::Http {
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
        ApiError::Http {
            status, message, ..
        } => status_sentence(i64::from(*status), message.as_deref()),
        ApiError::Envelope { code, message } => status_sentence(*code, Some(message)),
        ApiError::Decode { status, sample, .. } => format!(
            "The service sent a response GenDesk could not read (HTTP {status}; it began {sample:?}). Check that the base URL points at the generation service; if it does, try again later."
        ),
        ApiError::TooLarge { limit } => format!(
            "The service sent an unexpectedly large response (over {} MiB) and it was not read. Check that the base URL points at the generation service.",
            limit / (1024 * 1024)
        ),
        ApiError::BaseUrl(err) => format!("The service address is not usable: {err}."),
        ApiError::Key(err) => format!("The API key is not usable: {err}."),
        ApiError::Batch(err) => format!("The batch was not sent: {err}."),
        ApiError::InvalidRequest(reason) => format!("The request was not sent: {reason}."),
        ApiError::Setup(reason) => format!(
            "GenDesk could not prepare its network connection ({reason}). Restart the app; if it persists, report it."
        ),
    }
}

/// "about 5 seconds", "about 2 minutes".
fn wait_words(wait: Duration) -> String {
    let secs = wait.as_secs().max(1);
    match secs {
        1 => "a second".to_owned(),
        2..=90 => format!("about {secs} seconds"),
        _ => format!("about {} minutes", secs.div_ceil(60)),
    }
}

/// The sentence for an HTTP status or envelope code.
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
