//! Checks a [`ComposeForm`] against its model before anything is sent, and says for each
//! problem what is wrong and what to do, next to the field concerned.

use serde_json::{Map, Value};

use super::form::ComposeForm;
use crate::catalog::{FieldSpec, FieldType, IMAGE_URLS_KEY, ModelSpec, value_label};
use gendesk_api::RequestType;
use gendesk_api::submit::check_notify_url;

/// [`FieldIssue::field`] of a problem with the callback URL.
pub const CALLBACK_URL_FIELD: &str = "callback_url";
/// [`FieldIssue::field`] of a problem with the extra JSON.
pub const EXTRA_JSON_FIELD: &str = "extra_json";

/// One problem, attached to a field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldIssue {
    /// The field's key, or [`CALLBACK_URL_FIELD`] / [`EXTRA_JSON_FIELD`].
    pub field: String,
    /// For a person: what is wrong and what to do.
    pub message: String,
}

impl FieldIssue {
    /// An issue on `field`.
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for FieldIssue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl ComposeForm {
    /// Every problem that would make the service refuse the request (or make it mean something
    /// else), in field order, then the callback URL and the extra JSON. Empty means ready.
    pub fn validate(&self, model: &ModelSpec) -> Vec<FieldIssue> {
        let mode = self.mode();
        let mut issues: Vec<FieldIssue> = model
            .fields
            .iter()
            .filter(|field| field.applies_to_mode(mode))
            .filter_map(|field| {
                if field.key == IMAGE_URLS_KEY {
                    self.check_references(model, field)
                } else {
                    check_field(model, field, mode, &self.field_value(field))
                }
            })
            .collect();
        if self.advanced.request_type == RequestType::Callback {
            let url = self.advanced.callback_url.trim();
            let problem = if url.is_empty() {
                Err("Callback mode needs a callback URL: a public https:// address that answers HTTP 200 within 30 seconds. Enter one, or switch the request type to async to poll instead.".to_owned())
            } else {
                check_notify_url(url)
            };
            if let Err(message) = problem {
                issues.push(FieldIssue::new(CALLBACK_URL_FIELD, message));
            }
        }
        match self.parse_extra_json() {
            Ok(extra) => issues.extend(extra.keys().filter_map(|key| {
                model.field(key).map(|field| {
                    FieldIssue::new(
                        EXTRA_JSON_FIELD,
                        format!(
                            "{key:?} in the extra JSON is already a form field ({}); set it in the form and remove it from the extra JSON.",
                            field.label
                        ),
                    )
                })
            })),
            Err(issue) => issues.push(issue),
        }
        issues
    }

    /// The extra JSON as an object; blank means none.
    pub(super) fn parse_extra_json(&self) -> Result<Map<String, Value>, FieldIssue> {
        let text = self.advanced.extra_json.trim();
        if text.is_empty() {
            return Ok(Map::new());
        }
        match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(map)) => Ok(map),
            Ok(other) => Err(FieldIssue::new(
                EXTRA_JSON_FIELD,
                format!(
                    "The extra JSON must be an object such as {{\"seed\": 7}}, not {}; wrap the fields in {{ }}.",
                    json_kind(&other)
                ),
            )),
            Err(err) => {
                let full = err.to_string();
                let suffix = format!(" at line {} column {}", err.line(), err.column());
                let what = full.strip_suffix(&suffix).unwrap_or(&full);
                Err(FieldIssue::new(
                    EXTRA_JSON_FIELD,
                    format!(
                        "The extra JSON is not valid JSON at line {}, column {}: {what}. Fix it there, or clear the box.",
                        err.line(),
                        err.column()
                    ),
                ))
            }
        }
    }
}

/// The problem with one field's value, if any.
fn check_field(
    model: &ModelSpec,
    field: &FieldSpec,
    mode: Option<&str>,
    value: &Value,
) -> Option<FieldIssue> {
    let label = &field.label;
    let issue = |message: String| Some(FieldIssue::new(field.key.clone(), message));
    if is_blank(value) {
        if !field.required {
            return None;
        }
        return issue(match &field.field_type {
            FieldType::Prompt { .. } => {
                "The prompt is empty; describe what to generate.".to_owned()
            }
            FieldType::Enum { values } => {
                format!("{label} is not set; choose one of {}.", list(values))
            }
            FieldType::UrlList { .. } => format!(
                "{} needs at least one reference image; add an image URL, or choose another mode.",
                mode.unwrap_or("This mode")
            ),
            FieldType::Integer { .. } | FieldType::Number { .. } => {
                format!("{label} is not set; enter a number{}.", bounds_text(field))
            }
            FieldType::Text { .. } | FieldType::Bool => format!("{label} is empty; enter a value."),
        });
    }
    match &field.field_type {
        FieldType::Prompt {
            min_chars,
            max_chars,
        } => {
            let Some(text) = value.as_str() else {
                return issue(format!("{label} must be text."));
            };
            let count = text.chars().count();
            if count < *min_chars {
                return issue(format!(
                    "The prompt has {count} characters; {} needs at least {min_chars}.",
                    model.display_name
                ));
            }
            match max_chars {
                Some(max) if count > *max => issue(format!(
                    "The prompt has {count} characters; {} accepts at most {max}. Shorten it by {}.",
                    model.display_name,
                    count - max
                )),
                _ => None,
            }
        }
        FieldType::Text { max_chars } => {
            let Some(text) = value.as_str() else {
                return issue(format!("{label} must be text."));
            };
            let count = text.chars().count();
            match max_chars {
                Some(max) if count > *max => issue(format!(
                    "{label} has {count} characters; at most {max} are allowed. Shorten it by {}.",
                    count - max
                )),
                _ => None,
            }
        }
        FieldType::Enum { values } => (!values.contains(value)).then(|| {
            FieldIssue::new(
                field.key.clone(),
                format!(
                    "{label} {} is not offered by {}; choose one of {}.",
                    value_label(value),
                    model.display_name,
                    list(values)
                ),
            )
        }),
        FieldType::Bool => (!value.is_boolean()).then(|| {
            FieldIssue::new(
                field.key.clone(),
                format!("{label} must be on or off (true or false), not {value}."),
            )
        }),
        FieldType::Integer { min, max } => match value.as_i64() {
            None => issue(format!("{label} must be a whole number, not {value}.")),
            Some(v) if min.is_some_and(|m| v < m) || max.is_some_and(|m| v > m) => issue(format!(
                "{label} must be{}; {v} is out of range.",
                bounds_text(field)
            )),
            Some(_) => None,
        },
        FieldType::Number { min, max } => match value.as_f64() {
            None => issue(format!("{label} must be a number, not {value}.")),
            Some(v) if min.is_some_and(|m| v < m) || max.is_some_and(|m| v > m) => issue(format!(
                "{label} must be{}; {v} is out of range.",
                bounds_text(field)
            )),
            Some(_) => None,
        },
        FieldType::UrlList { max_items } => check_urls(model, field, value, *max_items),
    }
}

/// At most `max_items` entries, each an http(s) URL with a host.
fn check_urls(
    model: &ModelSpec,
    field: &FieldSpec,
    value: &Value,
    max_items: Option<usize>,
) -> Option<FieldIssue> {
    let issue = |message: String| Some(FieldIssue::new(field.key.clone(), message));
    let Some(urls) = value.as_array() else {
        return issue(format!("{} must be a list of URLs.", field.label));
    };
    if let Some(max) = max_items.filter(|max| urls.len() > *max) {
        return issue(format!(
            "{} reference images were given; {} takes at most {max}. Remove {}.",
            urls.len(),
            model.display_name,
            urls.len() - max
        ));
    }
    for (index, url) in urls.iter().enumerate() {
        let ok = url
            .as_str()
            .and_then(|u| url::Url::parse(u).ok())
            .is_some_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some());
        if !ok {
            return issue(format!(
                "Reference image {} ({}) is not an http(s) URL; enter a full address starting with https://.",
                index + 1,
                value_label(url)
            ));
        }
    }
    None
}

/// Null, blank text or an empty list.
pub(super) fn is_blank(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(text) => text.trim().is_empty(),
        Value::Array(items) => items.is_empty(),
        _ => false,
    }
}

/// ` between 1 and 60`, ` of at least 0`, … (empty without bounds).
fn bounds_text(field: &FieldSpec) -> String {
    let (min, max) = match &field.field_type {
        FieldType::Integer { min, max } => (min.map(Value::from), max.map(Value::from)),
        FieldType::Number { min, max } => (min.map(Value::from), max.map(Value::from)),
        _ => (None, None),
    };
    match (min, max) {
        (Some(lo), Some(hi)) => format!(" between {lo} and {hi}"),
        (Some(lo), None) => format!(" of at least {lo}"),
        (None, Some(hi)) => format!(" of at most {hi}"),
        (None, None) => String::new(),
    }
}

/// `1:1, 16:9 or 9:16`.
fn list(values: &[Value]) -> String {
    let labels: Vec<String> = values.iter().map(value_label).collect();
    match labels.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// `an array`, `a string`, … for messages.
fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
