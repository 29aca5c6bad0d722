//! A model as written in a catalogue file (the built-in asset or the user models file): ID,
//! kind, optional name and description, its own extra fields, and overrides of common fields.

use serde::{Deserialize, Serialize};

use super::error::CatalogError;
use super::field::FieldSpec;
use super::field_doc::FieldDoc;
use super::model::{ModelKind, ModelSource, ModelSpec};
use super::template::KindTemplates;

/// A model definition before it is merged with its kind's common fields.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelDoc {
    /// Model ID used in paths.
    pub id: String,
    /// Name for people; the ID when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub display_name: Option<String>,
    /// Kind of output.
    pub kind: ModelKind,
    /// One line about it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Fields this model adds after the common ones.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra_fields: Vec<FieldSpec>,
    /// Changes to common fields (for example a lower prompt limit); only the given properties
    /// change.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub overrides: Vec<FieldDoc>,
    /// What one task costs, in USD, when the person knows it (the service publishes no
    /// prices); batch pre-flights estimate with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit_price_usd: Option<f64>,
}

impl ModelDoc {
    /// A model with just an ID and a kind.
    pub fn new(id: impl Into<String>, kind: ModelKind) -> Self {
        Self {
            id: id.into(),
            display_name: None,
            kind,
            description: String::new(),
            extra_fields: Vec::new(),
            overrides: Vec::new(),
            unit_price_usd: None,
        }
    }

    /// Merges the definition with the kind's common fields.
    pub fn resolve(
        &self,
        templates: &KindTemplates,
        source: ModelSource,
    ) -> Result<ModelSpec, CatalogError> {
        check_id(&self.id)?;
        let mut fields = templates.fields(self.kind).to_vec();
        for patch in &self.overrides {
            let Some(slot) = fields.iter_mut().find(|f| f.key == patch.key) else {
                return Err(CatalogError::UnknownOverride {
                    model: self.id.clone(),
                    key: patch.key.clone(),
                    kind: self.kind.as_str(),
                });
            };
            *slot = patch.patch(slot).map_err(|error| CatalogError::Field {
                model: self.id.clone(),
                error: Box::new(error),
            })?;
        }
        for extra in &self.extra_fields {
            if fields.iter().any(|f| f.key == extra.key) {
                return Err(CatalogError::DuplicateField {
                    model: self.id.clone(),
                    key: extra.key.clone(),
                });
            }
            fields.push(extra.clone());
        }
        Ok(ModelSpec {
            id: self.id.clone(),
            display_name: self
                .display_name
                .clone()
                .filter(|n| !n.trim().is_empty())
                .unwrap_or_else(|| self.id.clone()),
            description: self.description.clone(),
            kind: self.kind,
            fields,
            source,
            unit_price_usd: self
                .unit_price_usd
                .filter(|price| price.is_finite() && *price >= 0.0),
        })
    }
}

/// A model ID must be usable as one path segment: not empty, no outer spaces, no control
/// characters (the endpoint builder percent-encodes everything else).
pub fn check_id(id: &str) -> Result<(), CatalogError> {
    if id.is_empty() || id.trim() != id || id.chars().any(char::is_control) {
        return Err(CatalogError::BadId { id: id.to_owned() });
    }
    Ok(())
}
