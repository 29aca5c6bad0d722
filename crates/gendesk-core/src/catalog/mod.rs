//! The model catalogue: which models exist, what they generate, and their input fields (the
//! interface's common fields per kind, merged with each model's own), from three layered
//! sources — the built-in asset, the offline sandbox's `GET /sandbox/catalog`, and models the
//! user added (a TOML file). UI-free: the compose form and the model picker read it.

mod builtin;
mod error;
mod field;
mod field_doc;
mod model;
mod model_doc;
mod registry;
mod sandbox_merge;
mod search;
mod template;
mod user_models;

pub use error::CatalogError;
pub use field::{FieldSpec, FieldType, FieldTypeName, humanize_key, value_label};
pub use field_doc::{FieldDoc, FieldError};
pub use model::{
    ASPECT_RATIO_KEY, IMAGE_URLS_KEY, KindWords, MODE_KEY, ModelKind, ModelSource, ModelSpec,
    PROMPT_KEY,
};
pub use model_doc::{ModelDoc, check_id};
pub use registry::{Catalog, SANDBOX_PREFIX};
pub use template::{KindTemplate, KindTemplates};
pub use user_models::{UserModels, UserModelsError};
