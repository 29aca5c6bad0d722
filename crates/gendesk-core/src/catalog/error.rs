//! Why a catalogue source could not be used.

use super::field_doc::FieldError;

/// Why the built-in asset, the sandbox catalogue or a user model could not be used.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CatalogError {
    /// The asset shipped with GenDesk does not parse or is inconsistent.
    #[error(
        "the built-in model catalogue is damaged ({reason}); this is a bug in GenDesk, please report it"
    )]
    BuiltIn {
        /// What is wrong, with line and column when known.
        reason: String,
    },
    /// A catalogue from the update feed does not parse or is inconsistent.
    #[error("the model catalogue from the update feed is not valid ({reason})")]
    Updated {
        /// What is wrong, with line and column when known.
        reason: String,
    },
    /// The JSON from `GET /sandbox/catalog` has an unexpected shape.
    #[error(
        "the sandbox's model catalogue could not be read ({reason}); the sandbox and this GenDesk may be different versions"
    )]
    SandboxJson {
        /// What the parser said.
        reason: String,
    },
    /// A model's field is inconsistent.
    #[error("model {model:?}: {error}")]
    Field {
        /// The model ID.
        model: String,
        /// What is wrong with the field.
        error: Box<FieldError>,
    },
    /// An override names a field the kind does not have.
    #[error(
        "model {model:?} overrides {key:?}, which is not a common field of {kind} models; list it under extra_fields instead"
    )]
    UnknownOverride {
        /// The model ID.
        model: String,
        /// The field key.
        key: String,
        /// The model's kind.
        kind: &'static str,
    },
    /// An extra field repeats a key the model already has.
    #[error(
        "model {model:?} adds the field {key:?}, which it already has; to change a common field, use overrides"
    )]
    DuplicateField {
        /// The model ID.
        model: String,
        /// The field key.
        key: String,
    },
    /// The model ID cannot be used in a request path.
    #[error(
        "the model ID {id:?} is not usable: it must not be empty, start or end with spaces, or contain control characters"
    )]
    BadId {
        /// The ID found.
        id: String,
    },
    /// The same ID twice in one source.
    #[error("the model {id:?} is defined twice in the {origin} catalogue; keep one definition")]
    DuplicateModel {
        /// The ID.
        id: String,
        /// Which source.
        origin: &'static str,
    },
}
