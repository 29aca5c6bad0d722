//! What to do about a task's failure code ([`FailCode`]): GenDesk's advice for each code the
//! interface documents. (What a code *means* is the interface's own table, in `gendesk-api`.)

use gendesk_api::{FailCategory, FailCode};

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

/// What a failure code means, in the person's language (the interface's own table, worded
/// for people; a code this build does not know gets the general sentence).
#[allow(
    clippy::too_many_lines,
    reason = "a table: one arm per documented code, so a new code cannot go without words"
)]
pub fn fail_code_meaning(code: &FailCode) -> String {
    match code {
        FailCode::SensitiveContent => t!("fail-meaning-sensitive-content"),
        FailCode::SensitiveContentDetected => t!("fail-meaning-sensitive-content-detected"),
        FailCode::InputImageSensitiveContentDetected => {
            t!("fail-meaning-input-image-sensitive-content-detected")
        }
        FailCode::InputOutputSensitiveContentDetected => {
            t!("fail-meaning-input-output-sensitive-content-detected")
        }
        FailCode::ProhibitedContentDetected => t!("fail-meaning-prohibited-content-detected"),
        FailCode::Nsfw => t!("fail-meaning-nsfw"),
        FailCode::CopyrightFailed => t!("fail-meaning-copyright-failed"),
        FailCode::OutputImageSensitiveContentDetected => {
            t!("fail-meaning-output-image-sensitive-content-detected")
        }
        FailCode::ContentViolation => t!("fail-meaning-content-violation"),
        FailCode::PromptLengthExceeded => t!("fail-meaning-prompt-length-exceeded"),
        FailCode::PromptInvalid => t!("fail-meaning-prompt-invalid"),
        FailCode::InvalidPromptParameter => t!("fail-meaning-invalid-prompt-parameter"),
        FailCode::MissingParameter => t!("fail-meaning-missing-parameter"),
        FailCode::BadRequest => t!("fail-meaning-bad-request"),
        FailCode::ValidationError => t!("fail-meaning-validation-error"),
        FailCode::ParameterError => t!("fail-meaning-parameter-error"),
        FailCode::RatioError => t!("fail-meaning-ratio-error"),
        FailCode::InvalidParamValue => t!("fail-meaning-invalid-param-value"),
        FailCode::ImageFormatIncorrect => t!("fail-meaning-image-format-incorrect"),
        FailCode::ImageSizeIncorrect => t!("fail-meaning-image-size-incorrect"),
        FailCode::InvalidImageSize => t!("fail-meaning-invalid-image-size"),
        FailCode::ImageNotAccess => t!("fail-meaning-image-not-access"),
        FailCode::ImageInvalid => t!("fail-meaning-image-invalid"),
        FailCode::ImageIncorrect => t!("fail-meaning-image-incorrect"),
        FailCode::InputFormatIncorrect => t!("fail-meaning-input-format-incorrect"),
        FailCode::UploadError => t!("fail-meaning-upload-error"),
        FailCode::VideoIncorrect => t!("fail-meaning-video-incorrect"),
        FailCode::VideoInvalid => t!("fail-meaning-video-invalid"),
        FailCode::InputIncorrect => t!("fail-meaning-input-incorrect"),
        FailCode::InvalidImageUrl => t!("fail-meaning-invalid-image-url"),
        FailCode::InvalidLoraUrl => t!("fail-meaning-invalid-lora-url"),
        FailCode::AppAuthFailed => t!("fail-meaning-app-auth-failed"),
        FailCode::InsufficientQuota => t!("fail-meaning-insufficient-quota"),
        FailCode::InsufficientBalance => t!("fail-meaning-insufficient-balance"),
        FailCode::RateLimited => t!("fail-meaning-rate-limited"),
        FailCode::RateLimitExceeded => t!("fail-meaning-rate-limit-exceeded"),
        FailCode::Timeout => t!("fail-meaning-timeout"),
        FailCode::CreateTaskFailed => t!("fail-meaning-create-task-failed"),
        FailCode::StreamError => t!("fail-meaning-stream-error"),
        FailCode::UpstreamInternalError => t!("fail-meaning-upstream-internal-error"),
        FailCode::UpstreamError => t!("fail-meaning-upstream-error"),
        FailCode::UpstreamResultError => t!("fail-meaning-upstream-result-error"),
        FailCode::WebsiteTimeOut => t!("fail-meaning-website-time-out"),
        FailCode::TaskTimeOut => t!("fail-meaning-task-time-out"),
        FailCode::InvalidTaskId => t!("fail-meaning-invalid-task-id"),
        FailCode::Unknown(_) => t!("fail-meaning-unknown"),
    }
}

/// A failure category's short name, in the person's language.
pub fn fail_category(category: FailCategory) -> String {
    match category {
        FailCategory::ContentPolicy => t!("fail-category-content-policy"),
        FailCategory::Validation => t!("fail-category-validation"),
        FailCategory::MediaInput => t!("fail-category-media-input"),
        FailCategory::AuthQuota => t!("fail-category-auth-quota"),
        FailCategory::Transient => t!("fail-category-transient"),
        FailCategory::ExpiredTask => t!("fail-category-expired-task"),
        FailCategory::Unknown => t!("fail-category-unknown"),
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
