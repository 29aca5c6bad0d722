//! What to do about a task's failure code ([`FailCode`]): GenDesk's advice for each code the
//! interface documents. (What a code *means* is the interface's own table, in `gendesk-api`.)

use gendesk_api::FailCode;

use super::kept;
use crate::t;

/// The general advice, in English (the tests compare with it).
#[cfg(test)]
const UNKNOWN_HINT: &str =
    "Unrecognised failure code; check the failure message, and contact support if it persists.";

/// A short, actionable sentence telling a person what to do about a task that failed with
/// `code`.
pub fn fail_code_hint(code: &FailCode) -> &'static str {
    kept(hint(code))
}

#[allow(
    clippy::too_many_lines,
    reason = "a table: one arm per documented code, so a new code cannot go without advice"
)]
fn hint(code: &FailCode) -> String {
    match code {
        FailCode::SensitiveContent | FailCode::SensitiveContentDetected => {
            t!("core-fail-moderation")
        }
        FailCode::InputImageSensitiveContentDetected => t!("core-fail-input-image-sensitive"),
        FailCode::InputOutputSensitiveContentDetected => t!("core-fail-input-output-sensitive"),
        FailCode::ProhibitedContentDetected => t!("core-fail-prohibited"),
        FailCode::Nsfw => t!("core-fail-nsfw"),
        FailCode::CopyrightFailed => t!("core-fail-copyright"),
        FailCode::OutputImageSensitiveContentDetected => t!("core-fail-output-image-sensitive"),
        FailCode::ContentViolation => t!("core-fail-content-violation"),
        FailCode::PromptLengthExceeded => t!("core-fail-prompt-length"),
        FailCode::PromptInvalid => t!("core-fail-prompt-invalid"),
        FailCode::InvalidPromptParameter => t!("core-fail-prompt-parameter"),
        FailCode::MissingParameter => t!("core-fail-missing-parameter"),
        FailCode::BadRequest => t!("core-fail-bad-request"),
        FailCode::ValidationError => t!("core-fail-validation"),
        FailCode::ParameterError => t!("core-fail-parameter"),
        FailCode::RatioError => t!("core-fail-ratio"),
        FailCode::InvalidParamValue => t!("core-fail-param-value"),
        FailCode::ImageFormatIncorrect => t!("core-fail-image-format"),
        FailCode::ImageSizeIncorrect => t!("core-fail-image-size"),
        FailCode::InvalidImageSize => t!("core-fail-invalid-image-size"),
        FailCode::ImageNotAccess => t!("core-fail-image-not-access"),
        FailCode::ImageInvalid => t!("core-fail-image-invalid"),
        FailCode::ImageIncorrect => t!("core-fail-image-incorrect"),
        FailCode::InputFormatIncorrect => t!("core-fail-input-format"),
        FailCode::UploadError => t!("core-fail-upload"),
        FailCode::VideoIncorrect => t!("core-fail-video-incorrect"),
        FailCode::VideoInvalid => t!("core-fail-video-invalid"),
        FailCode::InputIncorrect => t!("core-fail-input-incorrect"),
        FailCode::InvalidImageUrl => t!("core-fail-image-url"),
        FailCode::InvalidLoraUrl => t!("core-fail-lora-url"),
        FailCode::AppAuthFailed => t!("core-fail-auth"),
        FailCode::InsufficientQuota => t!("core-fail-quota"),
        FailCode::InsufficientBalance => t!("core-fail-balance"),
        FailCode::RateLimited | FailCode::RateLimitExceeded => t!("core-fail-rate-limit"),
        FailCode::Timeout
        | FailCode::CreateTaskFailed
        | FailCode::StreamError
        | FailCode::UpstreamInternalError
        | FailCode::UpstreamError
        | FailCode::UpstreamResultError
        | FailCode::WebsiteTimeOut => t!("core-fail-transient"),
        FailCode::TaskTimeOut => t!("core-fail-task-timeout"),
        FailCode::InvalidTaskId => t!("core-fail-task-id"),
        FailCode::Unknown(_) => t!("core-fail-unknown"),
    }
}

#[cfg(test)]
mod tests {
    use gendesk_api::FailCategory;

    use super::*;

    #[test]
    fn every_known_code_has_its_own_advice() {
        for code in FailCode::KNOWN {
            let hint = fail_code_hint(code);
            assert!(!hint.trim().is_empty(), "{code} has no hint");
            assert!(hint.ends_with('.'), "{code}: hint is a sentence");
            assert_ne!(hint, UNKNOWN_HINT, "{code}");
        }
    }

    #[test]
    fn an_unknown_code_gets_the_general_advice() {
        for wire in ["SomeNewCode", "", "nsfw", "Validation Error", "TaskTimeOut"] {
            assert_eq!(
                fail_code_hint(&FailCode::parse(wire)),
                UNKNOWN_HINT,
                "{wire}"
            );
        }
    }

    #[test]
    fn content_policy_hints_say_moderation_cannot_be_appealed() {
        for code in FailCode::KNOWN {
            if code.category() == FailCategory::ContentPolicy {
                assert!(
                    fail_code_hint(code).contains("cannot be appealed"),
                    "{code}"
                );
            }
        }
    }

    #[test]
    fn documented_example_hints() {
        let cases = [
            (
                FailCode::Nsfw,
                "Rephrase the prompt to remove adult content; moderation results cannot be appealed.",
            ),
            (
                FailCode::PromptLengthExceeded,
                "Shorten the prompt (stay under about 2000 characters) and submit again.",
            ),
            (
                FailCode::ImageNotAccess,
                "Make sure each reference image URL is public, still valid and downloads without login; for a picture from your computer, send again and GenDesk hosts it anew (check the bucket or tunnel in Settings if it fails again).",
            ),
            (
                FailCode::InsufficientBalance,
                "Top up your balance, then submit again.",
            ),
            (
                FailCode::UpstreamInternalError,
                "A temporary upstream problem; retrying as a new task usually works.",
            ),
            (
                FailCode::TaskTimeOut,
                "The task expired; create a new task.",
            ),
            (
                FailCode::Unknown("SomeNewCode".to_owned()),
                "Unrecognised failure code; check the failure message, and contact support if it persists.",
            ),
        ];
        for (code, hint) in cases {
            assert_eq!(fail_code_hint(&code), hint, "{code}");
        }
    }
}
