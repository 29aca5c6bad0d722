//! One input field of a model as the compose form shows it: key, label, help, type with its
//! bounds, default, whether it is required, and in which modes it applies.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::field_doc::FieldDoc;

/// What kind of value a field holds, with its bounds.
#[derive(Debug, Clone, PartialEq)]
pub enum FieldType {
    /// Free text (a string), optionally limited in characters.
    Text {
        /// Most characters, when limited.
        max_chars: Option<usize>,
    },
    /// The prompt: a string of `min_chars` to `max_chars` characters (Unicode scalar values).
    Prompt {
        /// Fewest characters (the prompt is required, so at least 1).
        min_chars: usize,
        /// Most characters; `None` when the interface documents no limit.
        max_chars: Option<usize>,
    },
    /// One of a fixed list of JSON values (strings, or numbers such as allowed durations).
    Enum {
        /// The allowed values, in display order.
        values: Vec<Value>,
    },
    /// `true` or `false`.
    Bool,
    /// A whole number within optional bounds.
    Integer {
        /// Smallest allowed value.
        min: Option<i64>,
        /// Largest allowed value.
        max: Option<i64>,
    },
    /// Any number within optional bounds.
    Number {
        /// Smallest allowed value.
        min: Option<f64>,
        /// Largest allowed value.
        max: Option<f64>,
    },
    /// A list of http(s) URLs (reference images).
    UrlList {
        /// Most entries, when limited.
        max_items: Option<usize>,
    },
}

impl FieldType {
    /// The name used in the catalogue files (`text`, `prompt`, `enum`, …).
    pub fn name(&self) -> &'static str {
        self.type_name().as_str()
    }

    /// The catalogue-file spelling of this type.
    pub(super) fn type_name(&self) -> FieldTypeName {
        match self {
            Self::Text { .. } => FieldTypeName::Text,
            Self::Prompt { .. } => FieldTypeName::Prompt,
            Self::Enum { .. } => FieldTypeName::Enum,
            Self::Bool => FieldTypeName::Bool,
            Self::Integer { .. } => FieldTypeName::Integer,
            Self::Number { .. } => FieldTypeName::Number,
            Self::UrlList { .. } => FieldTypeName::UrlList,
        }
    }
}

/// The `type` of a field in the catalogue files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FieldTypeName {
    /// [`FieldType::Text`].
    Text,
    /// [`FieldType::Prompt`].
    Prompt,
    /// [`FieldType::Enum`].
    Enum,
    /// [`FieldType::Bool`].
    Bool,
    /// [`FieldType::Integer`].
    Integer,
    /// [`FieldType::Number`].
    Number,
    /// [`FieldType::UrlList`].
    UrlList,
}

impl FieldTypeName {
    /// The catalogue-file spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Text => "text",
            Self::Prompt => "prompt",
            Self::Enum => "enum",
            Self::Bool => "bool",
            Self::Integer => "integer",
            Self::Number => "number",
            Self::UrlList => "url_list",
        }
    }
}

/// One input field of a model, ready for the compose form.
///
/// In catalogue files it is written flat (see [`FieldDoc`]) and checked when read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "FieldDoc", into = "FieldDoc")]
pub struct FieldSpec {
    /// Key inside `input` (`prompt`, `aspect_ratio`, `seed`, …).
    pub key: String,
    /// Short name for people.
    pub label: String,
    /// One or two sentences: what it does, and its bounds.
    pub help: String,
    /// Type and bounds.
    pub field_type: FieldType,
    /// Value the form starts with; `Null` for none (the field is left out of the request).
    pub default: Value,
    /// Whether a value is needed (in the modes where the field applies).
    pub required: bool,
    /// The `mode` values in which the field applies; empty means every mode.
    pub modes: Vec<String>,
}

impl FieldSpec {
    /// Whether the field applies while `mode` is selected (`None`: no mode chosen yet, so only
    /// fields that apply to every mode).
    pub fn applies_to_mode(&self, mode: Option<&str>) -> bool {
        self.modes.is_empty() || mode.is_some_and(|m| self.modes.iter().any(|x| x == m))
    }

    /// The label in the person's language (the built-in catalogue's English is translated).
    pub fn shown_label(&self) -> Cow<'_, str> {
        crate::i18n::catalog_words::shown(&self.label)
    }

    /// The help in the person's language (the built-in catalogue's English is translated).
    pub fn shown_help(&self) -> Cow<'_, str> {
        crate::i18n::catalog_words::shown(&self.help)
    }

    /// The allowed values of an enum field (empty for other types).
    pub fn choices(&self) -> &[Value] {
        match &self.field_type {
            FieldType::Enum { values } => values,
            _ => &[],
        }
    }
}

/// How a JSON value reads for people: strings without quotes, everything else as JSON.
pub fn value_label(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Null => crate::t!("catalog-value-not-set"),
        other => other.to_string(),
    }
}

/// A key turned into a label: `customMode` → "Custom mode", `aspect_ratio` → "Aspect ratio".
pub fn humanize_key(key: &str) -> String {
    let mut words = String::with_capacity(key.len() + 4);
    let mut previous_lower = false;
    for ch in key.chars() {
        if ch == '_' || ch == '-' {
            words.push(' ');
            previous_lower = false;
        } else if ch.is_uppercase() && previous_lower {
            words.push(' ');
            words.extend(ch.to_lowercase());
            previous_lower = false;
        } else {
            words.push(ch);
            previous_lower = ch.is_lowercase() || ch.is_ascii_digit();
        }
    }
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn humanizes_keys() {
        assert_eq!(humanize_key("customMode"), "Custom mode");
        assert_eq!(humanize_key("aspect_ratio"), "Aspect ratio");
        assert_eq!(humanize_key("seed"), "Seed");
        assert_eq!(humanize_key(""), "");
    }

    #[test]
    fn labels_values() {
        assert_eq!(value_label(&Value::from("16:9")), "16:9");
        assert_eq!(value_label(&Value::from(8)), "8");
        assert_eq!(value_label(&Value::Null), "(not set)");
    }
}
