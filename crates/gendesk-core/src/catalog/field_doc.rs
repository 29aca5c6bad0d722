//! The flat, file form of a field (`{"key": "seed", "type": "integer", "min": 0}`), used by
//! the built-in asset and the user models file, and its checked conversion to [`FieldSpec`].
//! The same form, with only some properties set, patches a field (per-model overrides).

use serde::{Deserialize, Serialize};
use serde_json::{Number, Value};

use super::field::{FieldSpec, FieldType, FieldTypeName, humanize_key};

/// A field as written in a catalogue file. Only `key` is always needed; `type` is needed for a
/// new field but not for an override of an existing one.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FieldDoc {
    /// Key inside `input`.
    pub key: String,
    /// Short name; the key, humanized, when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// What it does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
    /// `text`, `prompt`, `enum`, `bool`, `integer`, `number` or `url_list`.
    #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
    pub field_type: Option<FieldTypeName>,
    /// Allowed values (`enum`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<Value>>,
    /// Smallest value (`integer`, `number`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<Number>,
    /// Largest value (`integer`, `number`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<Number>,
    /// Fewest characters (`prompt`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_chars: Option<usize>,
    /// Most characters (`prompt`, `text`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_chars: Option<usize>,
    /// Most entries (`url_list`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_items: Option<usize>,
    /// Starting value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<Value>,
    /// Whether a value is needed; `false` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required: Option<bool>,
    /// Modes in which the field applies; every mode when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modes: Option<Vec<String>>,
}

/// Why a field description cannot be used.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FieldError {
    /// The key is empty.
    #[error("{}", crate::t!("err-catalog-field-empty-key"))]
    EmptyKey,
    /// A new field without a type.
    #[error("{}", crate::t!("err-catalog-field-missing-type", key = format!("{:?}", .key)))]
    MissingType {
        /// The field.
        key: String,
    },
    /// A property that does not belong to the field's type.
    #[error("{}", crate::t!(
        "err-catalog-field-stray-property",
        key = format!("{:?}", .key),
        field_type = .field_type.to_string(),
        property = format!("{:?}", .property)
    ))]
    StrayProperty {
        /// The field.
        key: String,
        /// Its type.
        field_type: &'static str,
        /// The property found.
        property: &'static str,
    },
    /// An enum with no values.
    #[error("{}", crate::t!("err-catalog-field-no-values", key = format!("{:?}", .key)))]
    NoValues {
        /// The field.
        key: String,
    },
    /// A bound that is not a whole number on an integer field.
    #[error("{}", crate::t!(
        "err-catalog-field-fractional-bound",
        key = format!("{:?}", .key),
        property = format!("{:?}", .property)
    ))]
    FractionalBound {
        /// The field.
        key: String,
        /// `min` or `max`.
        property: &'static str,
    },
    /// Lower bound above the upper one.
    #[error("{}", crate::t!("err-catalog-field-inverted-bounds", key = format!("{:?}", .key)))]
    InvertedBounds {
        /// The field.
        key: String,
    },
    /// A default that the field itself would refuse.
    #[error("{}", crate::t!(
        "err-catalog-field-bad-default",
        key = format!("{:?}", .key),
        default = .default.to_string(),
        reason = .reason.clone()
    ))]
    BadDefault {
        /// The field.
        key: String,
        /// The default found.
        default: Value,
        /// What the field expects.
        reason: String,
    },
}

impl TryFrom<FieldDoc> for FieldSpec {
    type Error = FieldError;

    fn try_from(doc: FieldDoc) -> Result<Self, FieldError> {
        let key = doc.key.clone();
        if key.trim().is_empty() {
            return Err(FieldError::EmptyKey);
        }
        let type_name = doc
            .field_type
            .ok_or_else(|| FieldError::MissingType { key: key.clone() })?;
        let field_type = field_type_of(&doc, type_name)?;
        let default = doc.default.clone().unwrap_or(Value::Null);
        check_default(&key, &field_type, &default)?;
        Ok(Self {
            label: doc.label.unwrap_or_else(|| humanize_key(&key)),
            help: doc.help.unwrap_or_default(),
            field_type,
            default,
            required: doc.required.unwrap_or(false),
            modes: doc.modes.unwrap_or_default(),
            key,
        })
    }
}

impl From<FieldSpec> for FieldDoc {
    fn from(spec: FieldSpec) -> Self {
        let mut doc = FieldDoc {
            field_type: Some(spec.field_type.type_name()),
            label: Some(spec.label),
            help: (!spec.help.is_empty()).then_some(spec.help),
            default: (!spec.default.is_null()).then_some(spec.default),
            required: spec.required.then_some(true),
            modes: (!spec.modes.is_empty()).then_some(spec.modes),
            key: spec.key,
            ..FieldDoc::default()
        };
        match spec.field_type {
            FieldType::Text { max_chars } => doc.max_chars = max_chars,
            FieldType::Prompt {
                min_chars,
                max_chars,
            } => {
                doc.min_chars = Some(min_chars);
                doc.max_chars = max_chars;
            }
            FieldType::Enum { values } => doc.values = Some(values),
            FieldType::Bool => {}
            FieldType::Integer { min, max } => {
                doc.min = min.map(Number::from);
                doc.max = max.map(Number::from);
            }
            FieldType::Number { min, max } => {
                doc.min = min.and_then(Number::from_f64);
                doc.max = max.and_then(Number::from_f64);
            }
            FieldType::UrlList { max_items } => doc.max_items = max_items,
        }
        doc
    }
}

impl FieldDoc {
    /// Applies this document as an override of `base`: every property set here replaces the
    /// base's. Giving another `type` drops the base's type-specific bounds and default.
    pub fn patch(&self, base: &FieldSpec) -> Result<FieldSpec, FieldError> {
        let mut doc = FieldDoc::from(base.clone());
        if let Some(new_type) = self.field_type.filter(|t| Some(*t) != doc.field_type) {
            doc = FieldDoc {
                key: doc.key,
                label: doc.label,
                help: doc.help,
                required: doc.required,
                modes: doc.modes,
                field_type: Some(new_type),
                ..FieldDoc::default()
            };
        }
        macro_rules! take {
            ($($name:ident),*) => {$(
                if self.$name.is_some() {
                    doc.$name = self.$name.clone();
                }
            )*};
        }
        take!(
            label, help, values, min, max, min_chars, max_chars, max_items, default, required,
            modes
        );
        FieldSpec::try_from(doc)
    }
}

/// Builds the type, refusing properties that belong to other types.
fn field_type_of(doc: &FieldDoc, type_name: FieldTypeName) -> Result<FieldType, FieldError> {
    let present: [(&'static str, bool); 6] = [
        ("values", doc.values.is_some()),
        ("min", doc.min.is_some()),
        ("max", doc.max.is_some()),
        ("min_chars", doc.min_chars.is_some()),
        ("max_chars", doc.max_chars.is_some()),
        ("max_items", doc.max_items.is_some()),
    ];
    let allowed: &[&str] = match type_name {
        FieldTypeName::Text => &["max_chars"],
        FieldTypeName::Prompt => &["min_chars", "max_chars"],
        FieldTypeName::Enum => &["values"],
        FieldTypeName::Bool => &[],
        FieldTypeName::Integer | FieldTypeName::Number => &["min", "max"],
        FieldTypeName::UrlList => &["max_items"],
    };
    if let Some((property, _)) = present
        .iter()
        .find(|(name, set)| *set && !allowed.contains(name))
    {
        return Err(FieldError::StrayProperty {
            key: doc.key.clone(),
            field_type: type_name.as_str(),
            property,
        });
    }
    let key = || doc.key.clone();
    let inverted = || FieldError::InvertedBounds { key: key() };
    Ok(match type_name {
        FieldTypeName::Text => FieldType::Text {
            max_chars: doc.max_chars,
        },
        FieldTypeName::Prompt => {
            let min_chars = doc.min_chars.unwrap_or(1);
            if doc.max_chars.is_some_and(|max| max < min_chars) {
                return Err(inverted());
            }
            FieldType::Prompt {
                min_chars,
                max_chars: doc.max_chars,
            }
        }
        FieldTypeName::Enum => {
            let values = doc.values.clone().unwrap_or_default();
            if values.is_empty() {
                return Err(FieldError::NoValues { key: key() });
            }
            FieldType::Enum { values }
        }
        FieldTypeName::Bool => FieldType::Bool,
        FieldTypeName::Integer => {
            let whole = |n: &Option<Number>, property| match n {
                None => Ok(None),
                Some(n) => n.as_i64().map(Some).ok_or(FieldError::FractionalBound {
                    key: key(),
                    property,
                }),
            };
            let (min, max) = (whole(&doc.min, "min")?, whole(&doc.max, "max")?);
            if matches!((min, max), (Some(lo), Some(hi)) if lo > hi) {
                return Err(inverted());
            }
            FieldType::Integer { min, max }
        }
        FieldTypeName::Number => {
            let (min, max) = (
                doc.min.as_ref().and_then(Number::as_f64),
                doc.max.as_ref().and_then(Number::as_f64),
            );
            if matches!((min, max), (Some(lo), Some(hi)) if lo > hi) {
                return Err(inverted());
            }
            FieldType::Number { min, max }
        }
        FieldTypeName::UrlList => FieldType::UrlList {
            max_items: doc.max_items,
        },
    })
}

/// A default must be a value the field itself accepts.
fn check_default(key: &str, field_type: &FieldType, default: &Value) -> Result<(), FieldError> {
    if default.is_null() {
        return Ok(());
    }
    let reason = match field_type {
        FieldType::Text { .. } | FieldType::Prompt { .. } => {
            (!default.is_string()).then(|| crate::t!("problem-catalog-default-text"))
        }
        FieldType::Enum { values } => (!values.contains(default)).then(|| {
            crate::t!(
                "problem-catalog-default-enum",
                values = Value::from(values.clone()).to_string()
            )
        }),
        FieldType::Bool => {
            (!default.is_boolean()).then(|| crate::t!("problem-catalog-default-bool"))
        }
        FieldType::Integer { min, max } => match default.as_i64() {
            None => Some(crate::t!("problem-catalog-default-integer")),
            Some(v) if min.is_some_and(|m| v < m) || max.is_some_and(|m| v > m) => {
                Some(crate::t!("problem-catalog-default-bounds"))
            }
            Some(_) => None,
        },
        FieldType::Number { .. } => {
            (!default.is_number()).then(|| crate::t!("problem-catalog-default-number"))
        }
        FieldType::UrlList { .. } => {
            (!default.is_array()).then(|| crate::t!("problem-catalog-default-urls"))
        }
    };
    match reason {
        None => Ok(()),
        Some(reason) => Err(FieldError::BadDefault {
            key: key.to_owned(),
            default: default.clone(),
            reason,
        }),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn parse(value: Value) -> Result<FieldSpec, String> {
        serde_json::from_value::<FieldSpec>(value).map_err(|e| e.to_string())
    }

    #[test]
    fn reads_a_full_field_and_writes_it_back() {
        let spec = parse(
            json!({"key": "aspect_ratio", "type": "enum", "values": ["1:1", "16:9"],
            "default": "1:1", "help": "Output aspect ratio."}),
        )
        .unwrap();
        assert_eq!(spec.label, "Aspect ratio");
        assert_eq!(
            spec.field_type,
            FieldType::Enum {
                values: vec![json!("1:1"), json!("16:9")]
            }
        );
        assert!(!spec.required);
        let back = serde_json::to_value(&spec).unwrap();
        assert_eq!(parse(back).unwrap(), spec);
    }

    #[test]
    fn refuses_inconsistent_fields() {
        let err = parse(json!({"key": "x"})).unwrap_err();
        assert!(err.contains("has no \"type\""), "{err}");
        let err = parse(json!({"key": "x", "type": "bool", "values": [1]})).unwrap_err();
        assert!(err.contains("cannot have \"values\""), "{err}");
        let err = parse(json!({"key": "x", "type": "enum", "values": []})).unwrap_err();
        assert!(err.contains("non-empty"), "{err}");
        let err = parse(json!({"key": "x", "type": "integer", "min": 5, "max": 1})).unwrap_err();
        assert!(err.contains("swap"), "{err}");
        let err = parse(json!({"key": "x", "type": "integer", "min": 0.5})).unwrap_err();
        assert!(err.contains("not a whole number"), "{err}");
        let err = parse(json!({"key": "x", "type": "enum", "values": ["a"], "default": "b"}))
            .unwrap_err();
        assert!(err.contains("not one of"), "{err}");
        let err =
            parse(json!({"key": "x", "type": "integer", "max": 3, "default": 4})).unwrap_err();
        assert!(err.contains("outside"), "{err}");
        let err = parse(json!({"key": "x", "type": "text", "colour": 1})).unwrap_err();
        assert!(err.contains("unknown field"), "{err}");
    }

    #[test]
    fn patches_keep_what_is_not_given() {
        let base = parse(json!({"key": "prompt", "type": "prompt", "min_chars": 1,
            "max_chars": 5000, "required": true, "help": "Describe it."}))
        .unwrap();
        let patch = FieldDoc {
            key: "prompt".into(),
            max_chars: Some(2000),
            ..FieldDoc::default()
        };
        let patched = patch.patch(&base).unwrap();
        assert_eq!(
            patched.field_type,
            FieldType::Prompt {
                min_chars: 1,
                max_chars: Some(2000)
            }
        );
        assert!(patched.required);
        assert_eq!(patched.help, "Describe it.");
    }

    #[test]
    fn a_patch_with_a_new_type_drops_old_bounds() {
        let base =
            parse(json!({"key": "duration", "type": "integer", "min": 1, "max": 60})).unwrap();
        let patch: FieldDoc = serde_json::from_value(
            json!({"key": "duration", "type": "enum", "values": [5, 10], "default": 5}),
        )
        .unwrap();
        let patched = patch.patch(&base).unwrap();
        assert_eq!(
            patched.field_type,
            FieldType::Enum {
                values: vec![json!(5), json!(10)]
            }
        );
        assert_eq!(patched.default, json!(5));
        assert_eq!(patched.label, "Duration");
    }
}
