//! The catalogue shipped with GenDesk (`assets/catalog.json`): the interface's common fields
//! per kind and the models we can vouch for (the offline sandbox's, IDs `sandbox/…`; others
//! are the service's). A catalogue from the update feed has the same shape and a higher
//! `version`, and is read with the same checks.

use serde::Deserialize;

use super::error::CatalogError;
use super::model::ModelSource;
use super::model_doc::ModelDoc;
use super::registry::Catalog;
use super::template::KindTemplates;

/// The asset's text, compiled in.
const BUILTIN_JSON: &str = include_str!("../../assets/catalog.json");

/// The asset format this code reads.
const ASSET_FORMAT: u32 = 1;

/// The asset document.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CatalogDoc {
    /// Format version of the document ([`ASSET_FORMAT`]).
    format: u32,
    /// The catalogue's own version: a newer one (from the update feed) replaces an older one.
    version: u32,
    /// Common fields of each kind.
    kinds: KindTemplates,
    /// The models.
    models: Vec<ModelDoc>,
}

impl Catalog {
    /// The built-in catalogue.
    pub fn builtin() -> Result<Self, CatalogError> {
        Self::from_asset_json(BUILTIN_JSON)
    }

    /// A catalogue from a document shaped like `assets/catalog.json`; its models count as
    /// built-in.
    pub fn from_asset_json(text: &str) -> Result<Self, CatalogError> {
        Self::from_document(text, |reason| CatalogError::BuiltIn { reason })
    }

    /// A catalogue from the update feed: the built-in asset's shape and checks (unknown fields,
    /// another format, broken fields or duplicate models are refused).
    pub fn from_update_json(text: &str) -> Result<Self, CatalogError> {
        Self::from_document(text, |reason| CatalogError::Updated { reason })
    }

    /// The built-in asset's text.
    pub fn builtin_json() -> &'static str {
        BUILTIN_JSON
    }

    /// The model definitions of a catalogue document (the built-in asset's shape), unresolved.
    pub fn model_docs(text: &str) -> Result<Vec<ModelDoc>, CatalogError> {
        let doc: CatalogDoc = serde_json::from_str(text).map_err(|e| CatalogError::Updated {
            reason: e.to_string(),
        })?;
        Ok(doc.models)
    }

    /// Reads a catalogue document; `broken` words a document that does not parse.
    fn from_document(
        text: &str,
        broken: impl Fn(String) -> CatalogError,
    ) -> Result<Self, CatalogError> {
        let doc: CatalogDoc = serde_json::from_str(text).map_err(|e| broken(e.to_string()))?;
        if doc.format != ASSET_FORMAT {
            return Err(broken(format!(
                "format {} where {ASSET_FORMAT} was expected",
                doc.format
            )));
        }
        doc.kinds.check().map_err(broken)?;
        let mut catalog = Catalog::new(doc.kinds);
        catalog.set_version(doc.version);
        for model in &doc.models {
            if catalog.get(&model.id).is_some() {
                return Err(CatalogError::DuplicateModel {
                    id: model.id.clone(),
                    origin: ModelSource::BuiltIn.code(),
                });
            }
            let spec = model.resolve(catalog.templates(), ModelSource::BuiltIn)?;
            catalog.insert(spec);
        }
        Ok(catalog)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{FieldType, ModelKind};

    #[test]
    fn the_asset_parses() {
        let catalog = Catalog::builtin().unwrap();
        let ids: Vec<&str> = catalog.models().iter().map(|m| m.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "sandbox/image-fast",
                "sandbox/image-pro",
                "sandbox/video-lite",
                "sandbox/video-cinema",
                "sandbox/music"
            ]
        );
        let pro = catalog.get("sandbox/image-pro").unwrap();
        assert_eq!(pro.kind, ModelKind::Image);
        assert_eq!(pro.prompt_bounds(), (1, Some(2000)));
        assert_eq!(
            pro.field("seed").unwrap().field_type,
            FieldType::Integer {
                min: Some(0),
                max: Some(4_294_967_295)
            }
        );
    }

    #[test]
    fn refuses_another_format() {
        let text = BUILTIN_JSON.replacen("\"format\": 1", "\"format\": 2", 1);
        let err = Catalog::from_asset_json(&text).unwrap_err().to_string();
        assert!(err.contains("format 2 where 1 was expected"), "{err}");
    }

    #[test]
    fn a_broken_asset_says_where() {
        let err = Catalog::from_asset_json("{\n  \"format\": 1,\n  \"kinds\": 5\n}").unwrap_err();
        let text = err.to_string();
        assert!(text.contains("line 3"), "{text}");
    }
}
