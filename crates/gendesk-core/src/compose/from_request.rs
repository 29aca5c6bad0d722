//! Loading a stored request back into a form ("Reuse settings"), and starting from a result
//! image ("Use as reference").

use serde_json::{Map, Value};

use super::form::ComposeForm;
use super::references::ReferenceRow;
use crate::catalog::{IMAGE_URLS_KEY, MODE_KEY, ModelSpec, PROMPT_KEY};
use gendesk_api::{Provider, RequestType};

/// Why a stored request cannot be loaded into the form.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FromRequestError {
    /// The stored value is not a JSON object.
    #[error("{}", crate::t!("err-compose-request-not-an-object"))]
    NotAnObject,
    /// Neither a request with an `input` object nor an input itself.
    #[error("{}", crate::t!("err-compose-request-no-input"))]
    NoInput,
    /// A top-level option this version does not know.
    #[error("{}", crate::t!(
        "err-compose-request-unknown-value",
        field = .field.to_string(),
        value = .value.to_string()
    ))]
    UnknownValue {
        /// `provider` or `request_type`.
        field: &'static str,
        /// The value found.
        value: Value,
    },
}

impl ComposeForm {
    /// A form holding a stored request body (or a bare `input` object) for `model`: each input
    /// field the model has goes to its form field, everything else into the extra JSON; model
    /// fields missing from the request are left unset, so the form rebuilds the same request.
    pub fn from_request(model: &ModelSpec, request: &Value) -> Result<Self, FromRequestError> {
        let body = request.as_object().ok_or(FromRequestError::NotAnObject)?;
        let input = match body.get("input") {
            Some(Value::Object(input)) => input,
            None if body.contains_key(MODE_KEY) || body.contains_key(PROMPT_KEY) => body,
            _ => return Err(FromRequestError::NoInput),
        };
        let mut form = Self::new(model);
        for field in &model.fields {
            form.set_field_value(field, Value::Null);
        }
        let mut extra = Map::new();
        for (key, value) in input {
            match model.field(key) {
                Some(field) if fits_form(key, value) => form.set_field_value(field, value.clone()),
                _ => {
                    extra.insert(key.clone(), value.clone());
                }
            }
        }
        if !extra.is_empty() {
            form.advanced.extra_json =
                serde_json::to_string_pretty(&Value::Object(extra)).unwrap_or_default();
        }
        if let Some(value) = body.get("provider").filter(|v| !v.is_null()) {
            form.advanced.provider =
                serde_json::from_value::<Provider>(value.clone()).map_err(|_| {
                    FromRequestError::UnknownValue {
                        field: "provider",
                        value: value.clone(),
                    }
                })?;
        }
        if let Some(value) = body.get("request_type").filter(|v| !v.is_null()) {
            form.advanced.request_type = serde_json::from_value::<RequestType>(value.clone())
                .map_err(|_| FromRequestError::UnknownValue {
                    field: "request_type",
                    value: value.clone(),
                })?;
        }
        if let Some(url) = body.get("callback_url").and_then(Value::as_str) {
            url.clone_into(&mut form.advanced.callback_url);
        }
        Ok(form)
    }

    /// The form switched to the mode that takes reference images (`image-to-image`,
    /// `image-to-video`) with `url` added to the image list (once). Unchanged for models that
    /// take no reference images (see [`ComposeForm::accepts_reference_images`]).
    #[must_use]
    pub fn with_reference_image(mut self, url: impl Into<String>) -> Self {
        if !self.enter_reference_mode() {
            return self;
        }
        let url = url.into();
        let url = url.trim();
        if !url.is_empty()
            && !self
                .image_urls
                .iter()
                .any(|row| matches!(row, ReferenceRow::Url(u) if u.trim() == url))
        {
            self.image_urls.push(ReferenceRow::Url(url.to_owned()));
        }
        self
    }

    /// Switches to the mode that takes reference images and drops blank rows; `false` (and
    /// nothing changed) for a model that takes none.
    pub fn enter_reference_mode(&mut self) -> bool {
        let Some(mode) = self.reference_mode().map(str::to_owned) else {
            return false;
        };
        self.set_value(MODE_KEY, Value::String(mode));
        self.image_urls.retain(|row| !row.is_blank());
        true
    }
}

/// Whether a stored value can sit in its form field without being lost: the prompt must be
/// text and the image list a list of strings; other fields keep any value (validation reports
/// the wrong ones).
fn fits_form(key: &str, value: &Value) -> bool {
    match key {
        PROMPT_KEY => value.is_string(),
        IMAGE_URLS_KEY => value
            .as_array()
            .is_some_and(|urls| urls.iter().all(Value::is_string)),
        _ => true,
    }
}
