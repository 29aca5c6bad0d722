//! Task failure codes (`failCode`) documented by the Asynchronous Generation Service.
//!
//! [`FailCode`] catalogues every documented code. Each code is described by one row of a
//! single table: its wire spelling, [`FailCategory`], usual HTTP status and what it means (the
//! interface's own words; advice on what to do is the app's). A code this build does not know
//! parses into [`FailCode::Unknown`], kept verbatim, so a newer service never breaks the client.
//!
//! Only temporary upstream problems ([`FailCategory::Transient`]) are worth retrying, and a
//! retry means submitting a new task. Content moderation results cannot be appealed.

use std::convert::Infallible;
use std::fmt;
use std::str::FromStr;

/// Broad reason a task failed, used to group codes for people and for retry decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FailCategory {
    /// The prompt, inputs or output were rejected by content moderation.
    ContentPolicy,
    /// The prompt or parameters were invalid.
    Validation,
    /// An input image, video or other file was unusable.
    MediaInput,
    /// Authentication failed or the account ran out of quota or balance.
    AuthQuota,
    /// A temporary upstream problem; retrying as a new task usually works.
    Transient,
    /// The task expired; a new task is needed.
    ExpiredTask,
    /// The failure code is not one this build knows.
    Unknown,
}

impl FailCategory {
    /// Every category, in a stable order.
    pub const ALL: &'static [FailCategory] = &[
        FailCategory::ContentPolicy,
        FailCategory::Validation,
        FailCategory::MediaInput,
        FailCategory::AuthQuota,
        FailCategory::Transient,
        FailCategory::ExpiredTask,
        FailCategory::Unknown,
    ];

    /// A short human label for the category.
    pub fn label(self) -> &'static str {
        match self {
            FailCategory::ContentPolicy => "Content policy",
            FailCategory::Validation => "Invalid input",
            FailCategory::MediaInput => "Media input",
            FailCategory::AuthQuota => "Account, quota or rate limit",
            FailCategory::Transient => "Temporary upstream problem",
            FailCategory::ExpiredTask => "Task expired",
            FailCategory::Unknown => "Unknown failure",
        }
    }

    /// Whether failures in this category are worth retrying (as a new task).
    pub fn is_retryable(self) -> bool {
        self == FailCategory::Transient
    }
}

impl fmt::Display for FailCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// One row of the failure-code table.
#[derive(Debug, Clone, Copy)]
struct Spec {
    category: FailCategory,
    status: u16,
    meaning: &'static str,
}

const UNKNOWN_MEANING: &str = "The service reported a failure code this version does not know.";

/// Declares [`FailCode`] and its table from one list of rows:
/// `Variant => "wire", Category, status, "meaning";`
macro_rules! fail_codes {
    (
        $(
            $variant:ident => $wire:literal, $category:ident, $status:literal,
            $meaning:literal;
        )+
    ) => {
        /// A task failure code (`failCode`), as documented by the service.
        ///
        /// Serializes as its exact wire spelling and deserializes from any string; codes this
        /// build does not know become [`FailCode::Unknown`] and round-trip verbatim.
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub enum FailCode {
            $(
                #[doc = concat!("`", $wire, "`: ", $meaning)]
                $variant,
            )+
            /// A code this build does not know, kept verbatim.
            Unknown(String),
        }

        impl FailCode {
            /// Every documented code, in documentation order.
            pub const KNOWN: &'static [FailCode] = &[$(FailCode::$variant),+];

            /// Parses a wire code (exact, case-sensitive); anything else becomes `Unknown`.
            pub fn parse(s: &str) -> FailCode {
                match s {
                    $($wire => FailCode::$variant,)+
                    other => FailCode::Unknown(other.to_owned()),
                }
            }

            /// The exact wire spelling; `Unknown` returns its text verbatim.
            pub fn as_str(&self) -> &str {
                match self {
                    $(FailCode::$variant => $wire,)+
                    FailCode::Unknown(other) => other,
                }
            }

            /// The table row for a documented code; `None` for `Unknown`.
            fn spec(&self) -> Option<Spec> {
                match self {
                    $(
                        FailCode::$variant => Some(Spec {
                            category: FailCategory::$category,
                            status: $status,
                            meaning: $meaning,
                        }),
                    )+
                    FailCode::Unknown(_) => None,
                }
            }
        }
    };
}

fail_codes! {
    // Content policy and safety.
    SensitiveContent => "SensitiveContent", ContentPolicy, 400,
        "The prompt or inputs were flagged as sensitive by content moderation.";
    SensitiveContentDetected => "SensitiveContentDetected", ContentPolicy, 400,
        "Sensitive content was detected in the prompt or inputs.";
    InputImageSensitiveContentDetected => "InputImageSensitiveContentDetected", ContentPolicy, 400,
        "An input image was flagged by content moderation.";
    InputOutputSensitiveContentDetected => "InputOutputSensitiveContentDetected", ContentPolicy, 400,
        "The inputs or the generated output were flagged by content moderation.";
    ProhibitedContentDetected => "ProhibitedContentDetected", ContentPolicy, 400,
        "The request contains content the provider prohibits.";
    Nsfw => "NSFW", ContentPolicy, 400,
        "Adult (NSFW) content was detected in the prompt, inputs or output.";
    CopyrightFailed => "CopyrightFailed", ContentPolicy, 400,
        "The request was rejected for using copyrighted material.";
    OutputImageSensitiveContentDetected => "outputimagesensitivecontentdetected", ContentPolicy, 400,
        "The generated output image was flagged by content moderation.";
    ContentViolation => "CONTENT_VIOLATION", ContentPolicy, 400,
        "The request violates the provider's content policy.";

    // Prompt and parameter validation.
    PromptLengthExceeded => "PromptLengthExceeded", Validation, 400,
        "The prompt exceeds the provider's length limit.";
    PromptInvalid => "PromptInvalid", Validation, 400,
        "The prompt is invalid, was rejected, or does not suit the selected mode or model.";
    InvalidPromptParameter => "InvalidPromptParameter", Validation, 400,
        "The prompt contains an invalid parameter.";
    MissingParameter => "MissingParameter", Validation, 400,
        "A required parameter is missing.";
    BadRequest => "BadRequest", Validation, 400,
        "The request body is malformed or required fields are missing.";
    ValidationError => "Validation error", Validation, 400,
        "The upstream provider's validation rejected the request.";
    ParameterError => "ParameterError", Validation, 400,
        "A parameter does not meet a numeric or format constraint.";
    RatioError => "RatioError", Validation, 400,
        "The aspect ratio is invalid or unsupported.";
    InvalidParamValue => "INVALID_PARAM_VALUE", Validation, 400,
        "A batch item's model input is invalid, so the item was rejected.";

    // Media inputs.
    ImageFormatIncorrect => "ImageFormatIncorrect", MediaInput, 400,
        "The image format is not supported.";
    ImageSizeIncorrect => "ImageSizeIncorrect", MediaInput, 400,
        "The image dimensions or file size are not accepted.";
    InvalidImageSize => "InvalidImageSize", MediaInput, 400,
        "The image size is invalid.";
    ImageNotAccess => "ImageNotAccess", MediaInput, 400,
        "An image URL cannot be fetched, or the image source is empty.";
    ImageInvalid => "ImageInvalid", MediaInput, 400,
        "An input image is invalid or cannot be read.";
    ImageIncorrect => "ImageIncorrect", MediaInput, 400,
        "An input image is duplicated, incompatible or restricted.";
    InputFormatIncorrect => "InputFormatIncorrect", MediaInput, 400,
        "The input file format is not supported.";
    UploadError => "Upload error", MediaInput, 400,
        "The upload exceeds the allowed constraints, commonly a 10MB size limit.";
    VideoIncorrect => "VideoIncorrect", MediaInput, 400,
        "The video contains unsupported content, such as real-person footage.";
    VideoInvalid => "VideoInvalid", MediaInput, 400,
        "The video does not meet duration, resolution or subject requirements.";
    InputIncorrect => "InputIncorrect", MediaInput, 400,
        "An input's duration or shape is invalid.";
    InvalidImageUrl => "INVALID_IMAGE_URL", MediaInput, 400,
        "An image URL is invalid.";
    InvalidLoraUrl => "INVALID_LORA_URL", MediaInput, 400,
        "The LoRA model cannot be downloaded from the given URL.";

    // Authentication, quota and rate limits.
    AppAuthFailed => "AppAuthFailed", AuthQuota, 401,
        "Authentication with the provider failed.";
    InsufficientQuota => "InsufficientQuota", AuthQuota, 402,
        "The account's quota is used up.";
    InsufficientBalance => "InsufficientBalance", AuthQuota, 402,
        "The account balance is too low for this task.";
    RateLimited => "RateLimited", Transient, 429,
        "Too many requests were sent in a short time.";
    RateLimitExceeded => "RateLimitExceeded", Transient, 429,
        "The provider's rate limit was exceeded.";
    Timeout => "Timeout", Transient, 504,
        "The provider request timed out.";

    // Upstream and processing.
    CreateTaskFailed => "CreateTaskFailed", Transient, 400,
        "The upstream provider failed to create the task.";
    StreamError => "StreamError", Transient, 400,
        "The stream from the upstream provider broke off.";
    UpstreamInternalError => "UpstreamInternalError", Transient, 400,
        "The provider is unavailable, overloaded or hit an internal error.";
    UpstreamError => "UpstreamError", Transient, 400,
        "The upstream provider returned an error.";
    UpstreamResultError => "UpstreamResultError", Transient, 400,
        "The result could not be fetched from the upstream provider.";
    WebsiteTimeOut => "Website TimeOut", Transient, 400,
        "The upstream website timed out.";
    TaskTimeOut => "Task TimeOut", ExpiredTask, 400,
        "The task expired or is outdated.";
    InvalidTaskId => "INVALID_TASK_ID", Validation, 400,
        "The previous task id is not valid for the requested action, such as upscale or vary.";
}

impl FailCode {
    /// Every documented code, in documentation order (same as [`FailCode::KNOWN`]).
    pub fn known() -> &'static [FailCode] {
        FailCode::KNOWN
    }

    /// Whether this is a documented code (not `Unknown`).
    pub fn is_known(&self) -> bool {
        !matches!(self, FailCode::Unknown(_))
    }

    /// The broad reason for the failure; `Unknown` for undocumented codes.
    pub fn category(&self) -> FailCategory {
        self.spec()
            .map_or(FailCategory::Unknown, |spec| spec.category)
    }

    /// Whether a new task with the same input is likely to succeed.
    ///
    /// True exactly for temporary upstream problems and rate limits.
    pub fn is_retryable(&self) -> bool {
        self.category().is_retryable()
    }

    /// The HTTP status the service usually pairs with this code; `None` for unknown codes.
    pub fn usual_http_status(&self) -> Option<u16> {
        self.spec().map(|spec| spec.status)
    }

    /// What the code means, in one short sentence: the interface's own description of it (as
    /// the service would say it; the sandbox uses it as its failure message). Advice on what to
    /// do about it is the app's to give.
    pub fn meaning(&self) -> &'static str {
        self.spec().map_or(UNKNOWN_MEANING, |spec| spec.meaning)
    }
}

impl fmt::Display for FailCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<&str> for FailCode {
    fn from(s: &str) -> Self {
        FailCode::parse(s)
    }
}

impl From<String> for FailCode {
    fn from(s: String) -> Self {
        match FailCode::parse(&s) {
            // Reuse the allocation instead of copying the text again.
            FailCode::Unknown(_) => FailCode::Unknown(s),
            known => known,
        }
    }
}

impl From<FailCode> for String {
    fn from(code: FailCode) -> Self {
        match code {
            FailCode::Unknown(s) => s,
            known => known.as_str().to_owned(),
        }
    }
}

impl FromStr for FailCode {
    type Err = Infallible;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(FailCode::parse(s))
    }
}

impl serde::Serialize for FailCode {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for FailCode {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct FailCodeVisitor;

        impl serde::de::Visitor<'_> for FailCodeVisitor {
            type Value = FailCode;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a failure code string")
            }

            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<FailCode, E> {
                Ok(FailCode::parse(v))
            }

            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<FailCode, E> {
                Ok(FailCode::from(v))
            }
        }

        deserializer.deserialize_str(FailCodeVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every code the service documents, spelled exactly as on the wire.
    const DOCUMENTED: [&str; 45] = [
        // Content policy and safety.
        "SensitiveContent",
        "SensitiveContentDetected",
        "InputImageSensitiveContentDetected",
        "InputOutputSensitiveContentDetected",
        "ProhibitedContentDetected",
        "NSFW",
        "CopyrightFailed",
        "outputimagesensitivecontentdetected",
        "CONTENT_VIOLATION",
        // Prompt and parameter validation.
        "PromptLengthExceeded",
        "PromptInvalid",
        "InvalidPromptParameter",
        "MissingParameter",
        "BadRequest",
        "Validation error",
        "ParameterError",
        "RatioError",
        "INVALID_PARAM_VALUE",
        // Media inputs.
        "ImageFormatIncorrect",
        "ImageSizeIncorrect",
        "InvalidImageSize",
        "ImageNotAccess",
        "ImageInvalid",
        "ImageIncorrect",
        "InputFormatIncorrect",
        "Upload error",
        "VideoIncorrect",
        "VideoInvalid",
        "InputIncorrect",
        "INVALID_IMAGE_URL",
        "INVALID_LORA_URL",
        // Authentication, quota, rate limits.
        "AppAuthFailed",
        "InsufficientQuota",
        "InsufficientBalance",
        "RateLimited",
        "RateLimitExceeded",
        "Timeout",
        // Upstream and processing.
        "CreateTaskFailed",
        "StreamError",
        "UpstreamInternalError",
        "UpstreamError",
        "UpstreamResultError",
        "Website TimeOut",
        "Task TimeOut",
        "INVALID_TASK_ID",
    ];

    const RETRYABLE: [&str; 9] = [
        "RateLimited",
        "RateLimitExceeded",
        "Timeout",
        "CreateTaskFailed",
        "StreamError",
        "UpstreamInternalError",
        "UpstreamError",
        "UpstreamResultError",
        "Website TimeOut",
    ];

    #[test]
    fn every_documented_code_parses_to_a_known_variant() {
        for wire in DOCUMENTED {
            let code = FailCode::parse(wire);
            assert!(code.is_known(), "{wire:?} parsed as {code:?}");
            assert!(
                FailCode::KNOWN.contains(&code),
                "{wire:?} missing from KNOWN"
            );
        }
    }

    #[test]
    fn documented_codes_round_trip_through_as_str_display_and_from_str() {
        for wire in DOCUMENTED {
            let code = FailCode::parse(wire);
            assert_eq!(code.as_str(), wire);
            assert_eq!(code.to_string(), wire);
            assert_eq!(wire.parse::<FailCode>(), Ok(code.clone()));
            assert_eq!(FailCode::from(wire), code);
            assert_eq!(FailCode::from(wire.to_owned()), code);
            assert_eq!(String::from(code), wire);
        }
    }

    #[test]
    fn documented_codes_round_trip_through_serde_json() {
        for wire in DOCUMENTED {
            let code = FailCode::parse(wire);
            let json = serde_json::to_string(&code).unwrap();
            assert_eq!(json, serde_json::to_string(wire).unwrap());
            let back: FailCode = serde_json::from_str(&json).unwrap();
            assert_eq!(back, code);
            assert_eq!(back.as_str(), wire);
        }
    }

    #[test]
    fn codes_with_spaces_and_lower_case_round_trip_verbatim() {
        let cases = [
            ("Validation error", FailCode::ValidationError),
            ("Upload error", FailCode::UploadError),
            ("Website TimeOut", FailCode::WebsiteTimeOut),
            ("Task TimeOut", FailCode::TaskTimeOut),
            (
                "outputimagesensitivecontentdetected",
                FailCode::OutputImageSensitiveContentDetected,
            ),
        ];
        for (wire, variant) in cases {
            assert_eq!(FailCode::parse(wire), variant);
            let json = serde_json::to_string(&variant).unwrap();
            assert_eq!(json, format!("\"{wire}\""));
            assert_eq!(serde_json::from_str::<FailCode>(&json).unwrap(), variant);
        }
    }

    #[test]
    fn known_lists_every_documented_code_once() {
        assert_eq!(FailCode::KNOWN.len(), 45);
        assert_eq!(FailCode::known(), FailCode::KNOWN);
        let unique: HashSet<&FailCode> = FailCode::KNOWN.iter().collect();
        assert_eq!(unique.len(), FailCode::KNOWN.len(), "duplicates in KNOWN");
        let wires: Vec<&str> = FailCode::KNOWN.iter().map(FailCode::as_str).collect();
        assert_eq!(wires, DOCUMENTED, "KNOWN must follow documentation order");
    }

    #[test]
    fn retryable_codes_are_exactly_the_nine_transient_ones() {
        let retryable: HashSet<&str> = FailCode::KNOWN
            .iter()
            .filter(|code| code.is_retryable())
            .map(FailCode::as_str)
            .collect();
        assert_eq!(retryable, RETRYABLE.into_iter().collect::<HashSet<_>>());
        assert_eq!(retryable.len(), 9);
        for code in FailCode::KNOWN {
            assert_eq!(
                code.is_retryable(),
                code.category() == FailCategory::Transient,
                "{code}"
            );
        }
    }

    #[test]
    fn nothing_else_is_retryable() {
        for wire in [
            "NSFW",
            "Task TimeOut",
            "InsufficientBalance",
            "AppAuthFailed",
        ] {
            assert!(!FailCode::parse(wire).is_retryable(), "{wire}");
        }
        assert!(!FailCode::parse("SomeNewCode").is_retryable());
    }

    #[test]
    fn every_known_code_has_category_meaning_and_status() {
        for code in FailCode::KNOWN {
            assert_ne!(code.category(), FailCategory::Unknown, "{code}");
            assert!(!code.meaning().trim().is_empty(), "{code} has no meaning");
            assert!(
                code.meaning().ends_with('.'),
                "{code}: meaning is a sentence"
            );
            assert_ne!(code.meaning(), UNKNOWN_MEANING, "{code}");
            assert!(code.usual_http_status().is_some(), "{code} has no status");
        }
    }

    #[test]
    fn unknown_codes_are_kept_verbatim() {
        for wire in [
            "SomeNewCode",
            "",
            "nsfw",
            "Nsfw",
            "NSFW ",
            " NSFW",
            "validation error",
            "Validation Error",
            "OutputImageSensitiveContentDetected",
            "website timeout",
            "TaskTimeOut",
            "content_violation",
        ] {
            let code = FailCode::parse(wire);
            assert_eq!(code, FailCode::Unknown(wire.to_owned()));
            assert!(!code.is_known());
            assert_eq!(code.as_str(), wire);
            assert_eq!(code.to_string(), wire);
            assert_eq!(FailCode::from(wire.to_owned()), code);
            assert_eq!(code.category(), FailCategory::Unknown);
            assert_eq!(code.usual_http_status(), None);
            assert!(!code.is_retryable());
            assert_eq!(code.meaning(), UNKNOWN_MEANING);

            let json = serde_json::to_string(&code).unwrap();
            assert_eq!(json, serde_json::to_string(wire).unwrap());
            let back: FailCode = serde_json::from_str(&json).unwrap();
            assert_eq!(back, code);
            assert_eq!(String::from(back), wire);
        }
    }

    #[test]
    fn unknown_code_with_escapes_round_trips_through_serde() {
        let wire = "Odd \"quoted\"\ncode \u{e9}";
        let code: FailCode = serde_json::from_str(&serde_json::to_string(wire).unwrap()).unwrap();
        assert_eq!(code, FailCode::Unknown(wire.to_owned()));
        let json = serde_json::to_string(&code).unwrap();
        assert_eq!(serde_json::from_str::<String>(&json).unwrap(), wire);
    }

    #[test]
    fn deserializes_inside_a_task_object() {
        #[derive(serde::Deserialize, serde::Serialize)]
        struct Task {
            #[serde(rename = "failCode")]
            fail_code: Option<FailCode>,
        }
        let task: Task = serde_json::from_str(r#"{"failCode":"Website TimeOut"}"#).unwrap();
        assert_eq!(task.fail_code, Some(FailCode::WebsiteTimeOut));
        assert_eq!(
            serde_json::to_string(&task).unwrap(),
            r#"{"failCode":"Website TimeOut"}"#
        );
        let task: Task = serde_json::from_str(r#"{"failCode":null}"#).unwrap();
        assert_eq!(task.fail_code, None);
    }

    #[test]
    fn deserializing_a_non_string_fails() {
        assert!(serde_json::from_str::<FailCode>("42").is_err());
        assert!(serde_json::from_str::<FailCode>("null").is_err());
        assert!(serde_json::from_str::<FailCode>(r#"{"code":"NSFW"}"#).is_err());
    }

    #[test]
    fn representative_categories() {
        use FailCategory as C;
        let cases = [
            ("NSFW", C::ContentPolicy),
            ("outputimagesensitivecontentdetected", C::ContentPolicy),
            ("CONTENT_VIOLATION", C::ContentPolicy),
            ("PromptLengthExceeded", C::Validation),
            ("Validation error", C::Validation),
            ("INVALID_PARAM_VALUE", C::Validation),
            ("INVALID_TASK_ID", C::Validation),
            ("ImageNotAccess", C::MediaInput),
            ("Upload error", C::MediaInput),
            ("INVALID_LORA_URL", C::MediaInput),
            ("AppAuthFailed", C::AuthQuota),
            ("InsufficientQuota", C::AuthQuota),
            ("InsufficientBalance", C::AuthQuota),
            ("RateLimited", C::Transient),
            ("Timeout", C::Transient),
            ("UpstreamInternalError", C::Transient),
            ("Website TimeOut", C::Transient),
            ("Task TimeOut", C::ExpiredTask),
            ("SomeNewCode", C::Unknown),
        ];
        for (wire, category) in cases {
            assert_eq!(FailCode::parse(wire).category(), category, "{wire}");
        }
    }

    #[test]
    fn category_counts_match_the_documentation() {
        let count = |category| {
            FailCode::KNOWN
                .iter()
                .filter(|code| code.category() == category)
                .count()
        };
        assert_eq!(count(FailCategory::ContentPolicy), 9);
        assert_eq!(count(FailCategory::Validation), 10);
        assert_eq!(count(FailCategory::MediaInput), 13);
        assert_eq!(count(FailCategory::AuthQuota), 3);
        assert_eq!(count(FailCategory::Transient), 9);
        assert_eq!(count(FailCategory::ExpiredTask), 1);
        assert_eq!(count(FailCategory::Unknown), 0);
    }

    #[test]
    fn usual_http_statuses() {
        let cases = [
            ("AppAuthFailed", Some(401)),
            ("InsufficientQuota", Some(402)),
            ("InsufficientBalance", Some(402)),
            ("RateLimited", Some(429)),
            ("RateLimitExceeded", Some(429)),
            ("Timeout", Some(504)),
            ("NSFW", Some(400)),
            ("Validation error", Some(400)),
            ("ImageNotAccess", Some(400)),
            ("UpstreamInternalError", Some(400)),
            ("Website TimeOut", Some(400)),
            ("Task TimeOut", Some(400)),
            ("SomeNewCode", None),
        ];
        for (wire, status) in cases {
            assert_eq!(FailCode::parse(wire).usual_http_status(), status, "{wire}");
        }
        let special = ["AppAuthFailed", "InsufficientQuota", "InsufficientBalance"];
        for code in FailCode::KNOWN {
            let non_400 = special.contains(&code.as_str())
                || matches!(
                    code.as_str(),
                    "RateLimited" | "RateLimitExceeded" | "Timeout"
                );
            assert_eq!(code.usual_http_status() == Some(400), !non_400, "{code}");
        }
    }

    #[test]
    fn category_labels_are_distinct_and_non_empty() {
        let labels: HashSet<&str> = FailCategory::ALL.iter().map(|c| c.label()).collect();
        assert_eq!(labels.len(), FailCategory::ALL.len());
        assert!(labels.iter().all(|label| !label.is_empty()));
        assert_eq!(FailCategory::ContentPolicy.label(), "Content policy");
        assert_eq!(FailCategory::Validation.label(), "Invalid input");
        assert_eq!(FailCategory::MediaInput.label(), "Media input");
        assert_eq!(
            FailCategory::AuthQuota.label(),
            "Account, quota or rate limit"
        );
        assert_eq!(
            FailCategory::Transient.label(),
            "Temporary upstream problem"
        );
        assert_eq!(FailCategory::ExpiredTask.label(), "Task expired");
        assert_eq!(FailCategory::Unknown.label(), "Unknown failure");
        assert_eq!(
            FailCategory::Transient.to_string(),
            "Temporary upstream problem"
        );
    }
}
