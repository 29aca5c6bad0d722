//! Checks a [`ComposeForm`] against its model before anything is sent, and says for each
//! problem what is wrong and what to do, next to the field concerned.

use serde_json::{Map, Value};

use super::form::ComposeForm;
use crate::catalog::{FieldSpec, FieldType, IMAGE_URLS_KEY, ModelSpec, value_label};
use crate::t;
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
                Err(t!("core-validate-callback-missing"))
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
                        t!(
                            "core-validate-extra-is-field",
                            key = format!("{key:?}"),
                            label = field.shown_label().into_owned()
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
                t!("core-validate-extra-not-object", kind = json_kind(&other)),
            )),
            Err(err) => {
                let full = err.to_string();
                let suffix = format!(" at line {} column {}", err.line(), err.column());
                let what = full.strip_suffix(&suffix).unwrap_or(&full);
                Err(FieldIssue::new(
                    EXTRA_JSON_FIELD,
                    t!(
                        "core-validate-extra-invalid",
                        line = err.line(),
                        column = err.column(),
                        reason = what
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
    let label = field.shown_label().into_owned();
    let issue = |message: String| Some(FieldIssue::new(field.key.clone(), message));
    if is_blank(value) {
        if !field.required {
            return None;
        }
        return issue(blank_message(field, mode));
    }
    match &field.field_type {
        FieldType::Prompt {
            min_chars,
            max_chars,
        } => {
            let Some(text) = value.as_str() else {
                return issue(t!("core-validate-not-text", label = label.as_str()));
            };
            let count = text.chars().count();
            if count < *min_chars {
                return issue(t!(
                    "core-validate-prompt-too-short",
                    count = count,
                    model = model.display_name.as_str(),
                    min = *min_chars
                ));
            }
            match max_chars {
                Some(max) if count > *max => issue(t!(
                    "core-validate-prompt-too-long",
                    count = count,
                    model = model.display_name.as_str(),
                    max = *max,
                    over = count - max
                )),
                _ => None,
            }
        }
        FieldType::Text { max_chars } => {
            let Some(text) = value.as_str() else {
                return issue(t!("core-validate-not-text", label = label.as_str()));
            };
            let count = text.chars().count();
            match max_chars {
                Some(max) if count > *max => issue(t!(
                    "core-validate-text-too-long",
                    label = label.as_str(),
                    count = count,
                    max = *max,
                    over = count - max
                )),
                _ => None,
            }
        }
        FieldType::Enum { values } => (!values.contains(value)).then(|| {
            FieldIssue::new(
                field.key.clone(),
                t!(
                    "core-validate-enum-not-offered",
                    label = label.as_str(),
                    value = value_label(value),
                    model = model.display_name.as_str(),
                    choices = list(values)
                ),
            )
        }),
        FieldType::Bool => (!value.is_boolean()).then(|| {
            FieldIssue::new(
                field.key.clone(),
                t!(
                    "core-validate-not-bool",
                    label = label.as_str(),
                    value = value.to_string()
                ),
            )
        }),
        FieldType::Integer { min, max } => match value.as_i64() {
            None => issue(t!(
                "core-validate-not-whole",
                label = label.as_str(),
                value = value.to_string()
            )),
            Some(v) if min.is_some_and(|m| v < m) || max.is_some_and(|m| v > m) => {
                issue(out_of_range(field, v.to_string()))
            }
            Some(_) => None,
        },
        FieldType::Number { min, max } => match value.as_f64() {
            None => issue(t!(
                "core-validate-not-number",
                label = label.as_str(),
                value = value.to_string()
            )),
            Some(v) if min.is_some_and(|m| v < m) || max.is_some_and(|m| v > m) => {
                issue(out_of_range(field, v.to_string()))
            }
            Some(_) => None,
        },
        FieldType::UrlList { max_items } => check_urls(model, field, value, *max_items),
    }
}

/// What to say about a required field left blank.
fn blank_message(field: &FieldSpec, mode: Option<&str>) -> String {
    let label = field.shown_label().into_owned();
    match &field.field_type {
        FieldType::Prompt { .. } => t!("core-validate-prompt-empty"),
        FieldType::Enum { values } => t!(
            "core-validate-enum-not-set",
            label = label.as_str(),
            choices = list(values)
        ),
        FieldType::UrlList { .. } => match mode {
            Some(mode) => t!("core-validate-mode-needs-reference", mode = mode),
            None => t!("core-validate-needs-reference"),
        },
        FieldType::Integer { .. } | FieldType::Number { .. } => {
            let (bounds, lo, hi) = bounds(field);
            t!(
                "core-validate-number-not-set",
                label = label.as_str(),
                bounds = bounds,
                lo = lo,
                hi = hi
            )
        }
        FieldType::Text { .. } | FieldType::Bool => {
            t!("core-validate-empty", label = label.as_str())
        }
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
        return issue(t!(
            "core-validate-not-url-list",
            label = field.shown_label().into_owned()
        ));
    };
    if let Some(max) = max_items.filter(|max| urls.len() > *max) {
        return issue(t!(
            "core-validate-too-many-references",
            count = urls.len(),
            model = model.display_name.as_str(),
            max = max,
            remove = urls.len() - max
        ));
    }
    for (index, url) in urls.iter().enumerate() {
        let ok = url
            .as_str()
            .and_then(|u| url::Url::parse(u).ok())
            .is_some_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some());
        if !ok {
            return issue(t!(
                "core-validate-reference-not-url",
                number = index + 1,
                value = value_label(url)
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

/// Which bounds a number field has, for the messages' selectors (`between`, `at-least`,
/// `at-most`, `none`), and the bounds as text (empty when there is none).
fn bounds(field: &FieldSpec) -> (&'static str, String, String) {
    let (min, max) = match &field.field_type {
        FieldType::Integer { min, max } => (min.map(Value::from), max.map(Value::from)),
        FieldType::Number { min, max } => (min.map(Value::from), max.map(Value::from)),
        _ => (None, None),
    };
    let text = |bound: Option<&Value>| bound.map(ToString::to_string).unwrap_or_default();
    let which = match (&min, &max) {
        (Some(_), Some(_)) => "between",
        (Some(_), None) => "at-least",
        (None, Some(_)) => "at-most",
        (None, None) => "none",
    };
    (which, text(min.as_ref()), text(max.as_ref()))
}

/// "Steps must be between 1 and 60; 99 is out of range."
fn out_of_range(field: &FieldSpec, value: String) -> String {
    let (bounds, lo, hi) = bounds(field);
    t!(
        "core-validate-out-of-range",
        label = field.shown_label().into_owned(),
        bounds = bounds,
        lo = lo,
        hi = hi,
        value = value
    )
}

/// `1:1, 16:9 or 9:16`.
fn list(values: &[Value]) -> String {
    let labels: Vec<String> = values.iter().map(value_label).collect();
    match labels.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!(
            "core-validate-list-or",
            rest = rest.join(&t!("core-validate-list-separator")),
            last = last.as_str()
        ),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// What JSON value it is, for the messages' selector (`null`, `bool`, `number`, …).
fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}
