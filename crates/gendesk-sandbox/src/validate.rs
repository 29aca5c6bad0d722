//! Input validation per model kind, as the interface document states it, with the fail code a
//! real service would report.

use serde_json::{Map, Value};

use super::catalog::CatalogModel;
use gendesk_api::FailCode;
use gendesk_api::ModelKind;

/// Most reference images for image models.
pub const MAX_IMAGE_URLS: usize = 5;

/// Image aspect ratios.
pub const IMAGE_ASPECTS: &[&str] = &[
    "1:1", "4:3", "3:4", "3:2", "2:3", "4:5", "5:4", "9:16", "16:9", "21:9", "auto",
];
/// Image resolutions.
pub const IMAGE_RESOLUTIONS: &[&str] = &["1K", "2K", "4K"];
/// Image output formats.
pub const IMAGE_FORMATS: &[&str] = &["png", "jpeg"];
/// Video aspect ratios.
pub const VIDEO_ASPECTS: &[&str] = &["1:1", "16:9", "9:16"];
/// Video resolutions.
pub const VIDEO_RESOLUTIONS: &[&str] = &["480p", "720p", "1080p"];
/// Music model versions (`mode`).
pub const AUDIO_MODES: &[&str] = &["V4", "V4_5", "V4_5PLUS", "V5"];

/// Why an input was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// The fail code a real service would use.
    pub code: FailCode,
    /// What is wrong and how to fix it.
    pub message: String,
}

impl InputError {
    fn new(code: FailCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
        }
    }
}

/// Checks `input` for `model`; `callback_url` inside `input` is ignored like any unknown field.
pub fn validate_input(model: &CatalogModel, input: &Value) -> Result<(), InputError> {
    let Some(input) = input.as_object() else {
        return Err(InputError::new(
            FailCode::BadRequest,
            "input must be a JSON object",
        ));
    };
    let mode = required_string(input, "mode")?;
    let prompt = required_string(input, "prompt")?;
    if prompt.trim().is_empty() {
        return Err(InputError::new(
            FailCode::MissingParameter,
            "input.prompt is empty; describe what to generate",
        ));
    }
    let chars = prompt.chars().count();
    if chars > model.prompt_max_chars {
        return Err(InputError::new(
            FailCode::PromptLengthExceeded,
            format!(
                "input.prompt has {chars} characters; {} allows at most {}",
                model.id, model.prompt_max_chars
            ),
        ));
    }
    for field in &model.extra_fields {
        if let Some(value) = input.get(&field.name) {
            check_extra(field, value)?;
        }
    }
    optional_string(input, "negative_prompt")?;
    match model.kind {
        ModelKind::Image => {
            one_of("mode", mode, &["text-to-image", "image-to-image"])?;
            let urls = image_urls(input, Some(MAX_IMAGE_URLS))?;
            if mode == "image-to-image" && urls == 0 {
                return Err(InputError::new(
                    FailCode::MissingParameter,
                    "image-to-image needs at least one input.image_urls entry",
                ));
            }
            enum_field(input, "aspect_ratio", IMAGE_ASPECTS, FailCode::RatioError)?;
            enum_field(
                input,
                "resolution",
                IMAGE_RESOLUTIONS,
                FailCode::ParameterError,
            )?;
            enum_field(
                input,
                "output_format",
                IMAGE_FORMATS,
                FailCode::ParameterError,
            )?;
        }
        ModelKind::Video => {
            one_of("mode", mode, &["text-to-video", "image-to-video"])?;
            let urls = image_urls(input, None)?;
            if mode == "image-to-video" && urls == 0 {
                return Err(InputError::new(
                    FailCode::MissingParameter,
                    "image-to-video needs an input.image_urls entry",
                ));
            }
            enum_field(input, "aspect_ratio", VIDEO_ASPECTS, FailCode::RatioError)?;
            enum_field(
                input,
                "resolution",
                VIDEO_RESOLUTIONS,
                FailCode::ParameterError,
            )?;
            if let Some(value) = input.get("duration") {
                let allowed = &model.durations;
                let ok = value
                    .as_u64()
                    .and_then(|d| u32::try_from(d).ok())
                    .is_some_and(|d| allowed.contains(&d));
                if !ok {
                    return Err(InputError::new(
                        FailCode::ParameterError,
                        format!(
                            "input.duration must be one of {allowed:?} seconds for {}; got {value}",
                            model.id
                        ),
                    ));
                }
            }
            boolean(input, "sound")?;
        }
        ModelKind::Audio => {
            one_of("mode", mode, AUDIO_MODES)?;
            boolean(input, "customMode")?;
            boolean(input, "instrumental")?;
        }
    }
    Ok(())
}

fn required_string<'a>(input: &'a Map<String, Value>, key: &str) -> Result<&'a str, InputError> {
    match input.get(key) {
        None | Some(Value::Null) => Err(InputError::new(
            FailCode::MissingParameter,
            format!("input.{key} is required"),
        )),
        Some(Value::String(text)) => Ok(text),
        Some(other) => Err(InputError::new(
            FailCode::ParameterError,
            format!("input.{key} must be a string, not {other}"),
        )),
    }
}

fn optional_string(input: &Map<String, Value>, key: &str) -> Result<(), InputError> {
    match input.get(key) {
        None | Some(Value::Null | Value::String(_)) => Ok(()),
        Some(other) => Err(InputError::new(
            FailCode::ParameterError,
            format!("input.{key} must be a string, not {other}"),
        )),
    }
}

fn one_of(key: &str, value: &str, allowed: &[&str]) -> Result<(), InputError> {
    if allowed.contains(&value) {
        Ok(())
    } else {
        Err(InputError::new(
            FailCode::ParameterError,
            format!("input.{key} {value:?} is not allowed; use one of {allowed:?}"),
        ))
    }
}

fn enum_field(
    input: &Map<String, Value>,
    key: &str,
    allowed: &[&str],
    code: FailCode,
) -> Result<(), InputError> {
    match input.get(key) {
        None | Some(Value::Null) => Ok(()),
        Some(Value::String(value)) if allowed.contains(&value.as_str()) => Ok(()),
        Some(other) => Err(InputError::new(
            code,
            format!("input.{key} {other} is not allowed; use one of {allowed:?}"),
        )),
    }
}

fn boolean(input: &Map<String, Value>, key: &str) -> Result<(), InputError> {
    match input.get(key) {
        None | Some(Value::Null | Value::Bool(_)) => Ok(()),
        Some(other) => Err(InputError::new(
            FailCode::ParameterError,
            format!("input.{key} must be true or false, not {other}"),
        )),
    }
}

/// Counts valid `image_urls`; each must be an http(s) URL.
fn image_urls(input: &Map<String, Value>, max: Option<usize>) -> Result<usize, InputError> {
    let urls = match input.get("image_urls") {
        None | Some(Value::Null) => return Ok(0),
        Some(Value::Array(urls)) => urls,
        Some(other) => {
            return Err(InputError::new(
                FailCode::ParameterError,
                format!("input.image_urls must be a list of URLs, not {other}"),
            ));
        }
    };
    if let Some(max) = max.filter(|max| urls.len() > *max) {
        return Err(InputError::new(
            FailCode::ParameterError,
            format!(
                "input.image_urls has {} entries; at most {max} reference images are allowed",
                urls.len()
            ),
        ));
    }
    for url in urls {
        let ok = url
            .as_str()
            .and_then(|u| url::Url::parse(u).ok())
            .is_some_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some());
        if !ok {
            return Err(InputError::new(
                FailCode::InvalidImageUrl,
                format!("input.image_urls entry {url} is not an http(s) URL"),
            ));
        }
    }
    Ok(urls.len())
}

fn check_extra(field: &super::catalog::ExtraField, value: &Value) -> Result<(), InputError> {
    let name = &field.name;
    let ok = match field.kind.as_str() {
        "integer" => value.as_i64().is_some_and(|v| {
            field.minimum.is_none_or(|min| v >= min) && field.maximum.is_none_or(|max| v <= max)
        }),
        "number" => value.is_number(),
        "boolean" => value.is_boolean(),
        _ => value.is_string(),
    };
    if ok {
        Ok(())
    } else {
        let bounds = match (field.minimum, field.maximum) {
            (Some(min), Some(max)) => format!(" between {min} and {max}"),
            _ => String::new(),
        };
        Err(InputError::new(
            FailCode::ParameterError,
            format!(
                "input.{name} must be {} {}{bounds}; got {value}",
                article(&field.kind),
                field.kind
            ),
        ))
    }
}

fn article(kind: &str) -> &'static str {
    if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::catalog::demo_catalog;

    #[allow(
        clippy::needless_pass_by_value,
        reason = "reads better with json! literals"
    )]
    fn check(model: &str, input: Value) -> Result<(), InputError> {
        validate_input(demo_catalog().get(model).unwrap(), &input)
    }

    #[test]
    #[allow(clippy::too_many_lines, reason = "one case per rule")]
    fn image_rules() {
        let m = "sandbox/image-fast";
        assert!(check(m, json!({"mode": "text-to-image", "prompt": "fox", "aspect_ratio": "21:9", "resolution": "4K", "output_format": "jpeg"})).is_ok());
        assert_eq!(
            check(m, json!({"mode": "text-to-image"})).unwrap_err().code,
            FailCode::MissingParameter
        );
        assert_eq!(
            check(m, json!({"mode": "text-to-image", "prompt": ""}))
                .unwrap_err()
                .code,
            FailCode::MissingParameter
        );
        assert!(
            check(
                m,
                json!({"mode": "text-to-image", "prompt": "x".repeat(5000)})
            )
            .is_ok()
        );
        assert_eq!(
            check(
                m,
                json!({"mode": "text-to-image", "prompt": "x".repeat(5001)})
            )
            .unwrap_err()
            .code,
            FailCode::PromptLengthExceeded
        );
        assert_eq!(
            check(
                "sandbox/image-pro",
                json!({"mode": "text-to-image", "prompt": "x".repeat(2001)})
            )
            .unwrap_err()
            .code,
            FailCode::PromptLengthExceeded
        );
        assert_eq!(
            check(
                m,
                json!({"mode": "text-to-image", "prompt": "p", "aspect_ratio": "7:3"})
            )
            .unwrap_err()
            .code,
            FailCode::RatioError
        );
        assert_eq!(
            check(
                m,
                json!({"mode": "text-to-image", "prompt": "p", "resolution": "8K"})
            )
            .unwrap_err()
            .code,
            FailCode::ParameterError
        );
        assert_eq!(
            check(m, json!({"mode": "text-to-video", "prompt": "p"}))
                .unwrap_err()
                .code,
            FailCode::ParameterError
        );
        let six: Vec<String> = (0..6)
            .map(|i| format!("https://x.example/{i}.png"))
            .collect();
        assert!(
            check(
                m,
                json!({"mode": "image-to-image", "prompt": "p", "image_urls": six[..5]})
            )
            .is_ok()
        );
        assert!(
            check(
                m,
                json!({"mode": "image-to-image", "prompt": "p", "image_urls": six})
            )
            .is_err()
        );
        assert_eq!(
            check(m, json!({"mode": "image-to-image", "prompt": "p"}))
                .unwrap_err()
                .code,
            FailCode::MissingParameter
        );
        assert_eq!(
            check(
                m,
                json!({"mode": "image-to-image", "prompt": "p", "image_urls": ["ftp://x/a"]})
            )
            .unwrap_err()
            .code,
            FailCode::InvalidImageUrl
        );
        assert!(
            check(
                "sandbox/image-pro",
                json!({"mode": "text-to-image", "prompt": "p", "seed": 42})
            )
            .is_ok()
        );
        assert!(
            check(
                "sandbox/image-pro",
                json!({"mode": "text-to-image", "prompt": "p", "seed": -1})
            )
            .is_err()
        );
    }

    #[test]
    fn video_and_audio_rules() {
        let v = "sandbox/video-lite";
        assert!(check(v, json!({"mode": "text-to-video", "prompt": "p", "duration": 10, "resolution": "720p", "aspect_ratio": "9:16", "sound": true})).is_ok());
        assert!(
            check(
                v,
                json!({"mode": "text-to-video", "prompt": "p", "duration": 7})
            )
            .is_err()
        );
        assert_eq!(
            check(
                v,
                json!({"mode": "text-to-video", "prompt": "p", "aspect_ratio": "4:3"})
            )
            .unwrap_err()
            .code,
            FailCode::RatioError
        );
        assert!(
            check(
                v,
                json!({"mode": "text-to-video", "prompt": "p", "sound": "yes"})
            )
            .is_err()
        );
        assert!(check(v, json!({"mode": "image-to-video", "prompt": "p"})).is_err());
        let a = "sandbox/music";
        assert!(check(a, json!({"mode": "V4_5PLUS", "prompt": "calm piano", "instrumental": true, "customMode": false})).is_ok());
        assert!(check(a, json!({"mode": "V3", "prompt": "p"})).is_err());
        assert!(
            check(
                a,
                json!({"mode": "V5", "prompt": "p", "callback_url": "http://ignored"})
            )
            .is_ok()
        );
    }
}
