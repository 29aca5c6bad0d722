//! Why a catalogue source could not be used.

use super::field_doc::FieldError;

/// Why the built-in asset, the sandbox catalogue or a user model could not be used.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CatalogError {
    /// The asset shipped with GenDesk does not parse or is inconsistent.
    #[error("{}", crate::t!("err-catalog-built-in", reason = .reason.clone()))]
    BuiltIn {
        /// What is wrong, with line and column when known.
        reason: String,
    },
    /// A catalogue from the update feed does not parse or is inconsistent.
    #[error("{}", crate::t!("err-catalog-updated", reason = .reason.clone()))]
    Updated {
        /// What is wrong, with line and column when known.
        reason: String,
    },
    /// The JSON from `GET /sandbox/catalog` has an unexpected shape.
    #[error("{}", crate::t!("err-catalog-sandbox-json", reason = .reason.clone()))]
    SandboxJson {
        /// What the parser said.
        reason: String,
    },
    /// A model's field is inconsistent.
    #[error("{}", crate::t!(
        "err-catalog-field",
        model = format!("{:?}", .model),
        error = .error.to_string()
    ))]
    Field {
        /// The model ID.
        model: String,
        /// What is wrong with the field.
        error: Box<FieldError>,
    },
    /// An override names a field the kind does not have.
    #[error("{}", crate::t!(
        "err-catalog-unknown-override",
        model = format!("{:?}", .model),
        key = format!("{:?}", .key),
        kind = .kind.to_string()
    ))]
    UnknownOverride {
        /// The model ID.
        model: String,
        /// The field key.
        key: String,
        /// The model's kind.
        kind: &'static str,
    },
    /// An extra field repeats a key the model already has.
    #[error("{}", crate::t!(
        "err-catalog-duplicate-field",
        model = format!("{:?}", .model),
        key = format!("{:?}", .key)
    ))]
    DuplicateField {
        /// The model ID.
        model: String,
        /// The field key.
        key: String,
    },
    /// The model ID cannot be used in a request path.
    #[error("{}", crate::t!("err-catalog-bad-id", id = format!("{:?}", .id)))]
    BadId {
        /// The ID found.
        id: String,
    },
    /// The same ID twice in one source.
    #[error("{}", crate::t!(
        "err-catalog-duplicate-model",
        id = format!("{:?}", .id),
        origin = .origin.to_string()
    ))]
    DuplicateModel {
        /// The ID.
        id: String,
        /// Which source.
        origin: &'static str,
    },
}
