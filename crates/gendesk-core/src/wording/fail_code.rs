//! What to do about a task's failure code ([`FailCode`]): GenDesk's advice for each code the
//! interface documents. (What a code *means* is the interface's own table, in `gendesk-api`.)

use gendesk_api::FailCode;

const MODERATION_HINT: &str =
    "Rephrase the prompt and replace any flagged inputs; moderation results cannot be appealed.";
const RATE_LIMIT_HINT: &str = "Too many requests at once; wait a minute, then retry as a new task.";
const TRANSIENT_HINT: &str = "A temporary upstream problem; retrying as a new task usually works.";
const UNKNOWN_HINT: &str =
    "Unrecognised failure code; check the failure message, and contact support if it persists.";

/// A short, actionable sentence telling a person what to do about a task that failed with
/// `code`.
#[allow(
    clippy::too_many_lines,
    reason = "a table: one arm per documented code, so a new code cannot go without advice"
)]
pub fn fail_code_hint(code: &FailCode) -> &'static str {
    match code {
        FailCode::SensitiveContent | FailCode::SensitiveContentDetected => MODERATION_HINT,
        FailCode::InputImageSensitiveContentDetected => {
            "Replace the flagged input image with a different one; moderation results cannot be appealed."
        }
        FailCode::InputOutputSensitiveContentDetected => {
            "Change the prompt and input images so the result stays within policy; moderation results cannot be appealed."
        }
        FailCode::ProhibitedContentDetected => {
            "Remove the prohibited content from the prompt and inputs; moderation results cannot be appealed."
        }
        FailCode::Nsfw => {
            "Rephrase the prompt to remove adult content; moderation results cannot be appealed."
        }
        FailCode::CopyrightFailed => {
            "Remove copyrighted characters, logos or artwork from the prompt and inputs; moderation results cannot be appealed."
        }
        FailCode::OutputImageSensitiveContentDetected => {
            "Adjust the prompt so the generated image stays within policy; moderation results cannot be appealed."
        }
        FailCode::ContentViolation => {
            "Revise the prompt and inputs to comply with the content policy; moderation results cannot be appealed."
        }
        FailCode::PromptLengthExceeded => {
            "Shorten the prompt (stay under about 2000 characters) and submit again."
        }
        FailCode::PromptInvalid => {
            "Rewrite the prompt and check that it suits the selected mode and model."
        }
        FailCode::InvalidPromptParameter => {
            "Remove or correct the parameters written into the prompt (such as --flags), then submit again."
        }
        FailCode::MissingParameter => "Fill in every required field, then submit again.",
        FailCode::BadRequest => {
            "Check that all required fields are filled in correctly, then submit again."
        }
        FailCode::ValidationError => {
            "Review the settings against the model's documented limits, then submit again."
        }
        FailCode::ParameterError => {
            "Check numeric values and formats (ranges, counts, sizes) against the model's limits."
        }
        FailCode::RatioError => {
            "Choose an aspect ratio the selected model supports, then submit again."
        }
        FailCode::InvalidParamValue => {
            "Correct the rejected item's input values, then resubmit that item."
        }
        FailCode::ImageFormatIncorrect => {
            "Convert the image to JPEG, PNG or WebP and upload it again."
        }
        FailCode::ImageSizeIncorrect => {
            "Resize the image to dimensions and a file size the model accepts, then upload it again."
        }
        FailCode::InvalidImageSize => {
            "Resize the image to dimensions the model supports, then submit again."
        }
        FailCode::ImageNotAccess => {
            "Make sure each reference image URL is public, still valid and downloads without login; for a picture from your computer, send again and GenDesk hosts it anew (check the bucket or tunnel in Settings if it fails again)."
        }
        FailCode::ImageInvalid => {
            "Replace the image with a valid, uncorrupted JPEG, PNG or WebP file."
        }
        FailCode::ImageIncorrect => "Use distinct, permitted images that suit the selected model.",
        FailCode::InputFormatIncorrect => {
            "Convert the input file to a format the model supports, then submit again."
        }
        FailCode::UploadError => {
            "Upload a smaller file (commonly under 10 MB) in a supported format."
        }
        FailCode::VideoIncorrect => {
            "Use a different video without unsupported content such as real people."
        }
        FailCode::VideoInvalid => {
            "Trim or re-encode the video to meet the model's duration, resolution and subject requirements."
        }
        FailCode::InputIncorrect => {
            "Adjust the input's duration or dimensions to what the model accepts."
        }
        FailCode::InvalidImageUrl => {
            "Provide a valid, public http(s) link that points directly to the image."
        }
        FailCode::InvalidLoraUrl => {
            "Make sure the LoRA URL is public and points directly to the model file."
        }
        FailCode::AppAuthFailed => {
            "Check the API key in settings, and contact support if it is correct."
        }
        FailCode::InsufficientQuota => {
            "Wait for your quota to reset or upgrade your plan, then submit again."
        }
        FailCode::InsufficientBalance => "Top up your balance, then submit again.",
        FailCode::RateLimited | FailCode::RateLimitExceeded => RATE_LIMIT_HINT,
        FailCode::Timeout
        | FailCode::CreateTaskFailed
        | FailCode::StreamError
        | FailCode::UpstreamInternalError
        | FailCode::UpstreamError
        | FailCode::UpstreamResultError
        | FailCode::WebsiteTimeOut => TRANSIENT_HINT,
        FailCode::TaskTimeOut => "The task expired; create a new task.",
        FailCode::InvalidTaskId => {
            "Pick a finished task that supports this action (such as upscale or vary), then try again."
        }
        FailCode::Unknown(_) => UNKNOWN_HINT,
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
