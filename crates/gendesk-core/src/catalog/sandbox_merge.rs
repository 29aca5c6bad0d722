//! Merges the offline sandbox's catalogue (`GET /sandbox/catalog`) into a [`Catalog`].
//!
//! The sandbox serves `{"models": [{"id", "displayName", "kind", "description",
//! "promptMaxChars", "durations"?, "extraFields"?: [{"name", "type", "description", "minimum"?,
//! "maximum"?}], "price", "typicalSeconds"}]}`; price and timing are not form fields and are
//! ignored, as is anything added later.

use serde::Deserialize;
use serde_json::Value;

use super::error::CatalogError;
use super::field::{FieldSpec, FieldType, humanize_key};
use super::model::{ModelKind, ModelSource, ModelSpec, PROMPT_KEY};
use super::model_doc::check_id;
use super::registry::Catalog;

/// Key of the video duration field, which the sandbox restricts to a list of seconds.
const DURATION_KEY: &str = "duration";

/// The served document.
#[derive(Debug, Deserialize)]
struct SandboxCatalog {
    models: Vec<SandboxModel>,
}

/// One served model (only what the form needs).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct SandboxModel {
    id: String,
    display_name: String,
    kind: ModelKind,
    #[serde(default)]
    description: String,
    prompt_max_chars: usize,
    /// Allowed durations in seconds; the first is the default.
    #[serde(default)]
    durations: Vec<u32>,
    #[serde(default)]
    extra_fields: Vec<SandboxExtraField>,
}

/// A served model-specific field.
#[derive(Debug, Deserialize)]
struct SandboxExtraField {
    name: String,
    /// `integer`, `number`, `string` or `boolean` (anything else is treated as a string, as the
    /// sandbox does).
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    description: String,
    #[serde(default)]
    minimum: Option<i64>,
    #[serde(default)]
    maximum: Option<i64>,
}

impl Catalog {
    /// Merges the body of `GET /sandbox/catalog`; its models replace built-in ones with the
    /// same ID but never user-defined ones. Returns how many models it served.
    pub fn merge_sandbox(&mut self, body: &str) -> Result<usize, CatalogError> {
        let served: SandboxCatalog =
            serde_json::from_str(body).map_err(|e| CatalogError::SandboxJson {
                reason: e.to_string(),
            })?;
        let specs = served
            .models
            .into_iter()
            .map(|m| self.sandbox_spec(m))
            .collect::<Result<Vec<_>, _>>()?;
        let count = specs.len();
        for spec in specs {
            self.insert(spec);
        }
        Ok(count)
    }

    /// One served model as a [`ModelSpec`]: the kind's common fields with the sandbox's prompt
    /// limit and durations, then its extra fields.
    fn sandbox_spec(&self, served: SandboxModel) -> Result<ModelSpec, CatalogError> {
        check_id(&served.id)?;
        let mut fields = self.templates().fields(served.kind).to_vec();
        for field in &mut fields {
            if field.key == PROMPT_KEY {
                let min_chars = match field.field_type {
                    FieldType::Prompt { min_chars, .. } => min_chars,
                    _ => 1,
                };
                field.field_type = FieldType::Prompt {
                    min_chars,
                    max_chars: Some(served.prompt_max_chars),
                };
            } else if field.key == DURATION_KEY && !served.durations.is_empty() {
                let mut values = served.durations.clone();
                values.sort_unstable();
                values.dedup();
                field.field_type = FieldType::Enum {
                    values: values.into_iter().map(Value::from).collect(),
                };
                field.default = Value::from(served.durations[0]);
                "Length in seconds.".clone_into(&mut field.help);
            }
        }
        for extra in served.extra_fields {
            let spec = extra_field(extra);
            match fields.iter_mut().find(|f| f.key == spec.key) {
                Some(slot) => *slot = spec,
                None => fields.push(spec),
            }
        }
        Ok(ModelSpec {
            id: served.id,
            display_name: served.display_name,
            description: served.description,
            kind: served.kind,
            fields,
            source: ModelSource::Sandbox,
            // Sandbox prices depend on the input; the pre-flight asks the sandbox's catalogue.
            unit_price_usd: None,
        })
    }
}

/// A served extra field as an optional form field.
fn extra_field(extra: SandboxExtraField) -> FieldSpec {
    #[allow(
        clippy::cast_precision_loss,
        reason = "bounds of a number field; the sandbox's are far below 2^53"
    )]
    let field_type = match extra.kind.as_str() {
        "integer" => FieldType::Integer {
            min: extra.minimum,
            max: extra.maximum,
        },
        "number" => FieldType::Number {
            min: extra.minimum.map(|v| v as f64),
            max: extra.maximum.map(|v| v as f64),
        },
        "boolean" => FieldType::Bool,
        _ => FieldType::Text { max_chars: None },
    };
    FieldSpec {
        label: humanize_key(&extra.name),
        key: extra.name,
        help: extra.description,
        field_type,
        default: Value::Null,
        required: false,
        modes: Vec::new(),
    }
}
