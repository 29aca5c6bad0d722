//! The state and logic behind the model-aware compose form, without any UI: field values
//! pre-filled from a [`ModelSpec`](crate::catalog::ModelSpec), validation with messages for
//! people, the live prompt counter, the exact request body, its JSON and curl preview, and
//! loading a stored request back ("Reuse settings"), and one form sent to several models
//! (`several`).

mod build;
mod form;
mod from_request;
pub mod preset;
mod preview;
mod prompt_count;
mod references;
pub mod several;
mod validate;

pub use form::{AdvancedOptions, ComposeForm};
pub use from_request::FromRequestError;
pub use preview::{RequestPreview, request_preview, shell_quote};
pub use prompt_count::PromptCount;
pub use references::{HostedLink, LocalReference, REHOST_MARGIN_MS, ReferenceRow};
pub use validate::{CALLBACK_URL_FIELD, EXTRA_JSON_FIELD, FieldIssue};
