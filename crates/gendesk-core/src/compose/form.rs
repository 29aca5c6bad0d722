//! `ComposeForm`: what the user has entered for one model — a value per field (pre-filled with
//! the defaults), the prompt, the reference image URLs, and the advanced options.

use std::collections::BTreeMap;

use serde_json::Value;

use super::references::ReferenceRow;
use crate::catalog::{FieldSpec, IMAGE_URLS_KEY, MODE_KEY, ModelSpec, PROMPT_KEY};
use gendesk_api::{Provider, RequestType};

/// Options most people leave alone.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AdvancedOptions {
    /// Routing strategy; `auto` (the service default) is left out of the request.
    pub provider: Provider,
    /// Poll (`async`) or be called back (`callback`).
    pub request_type: RequestType,
    /// Where the service POSTs the result; used only with `callback`.
    pub callback_url: String,
    /// A JSON object of further model-specific `input` fields, typed by the user; may be empty.
    pub extra_json: String,
}

/// The compose form's state for one model.
#[derive(Debug, Clone, PartialEq)]
pub struct ComposeForm {
    /// The model this form was made for.
    model_id: String,
    /// The mode that takes reference images, if the model has one.
    reference_mode: Option<String>,
    /// The model's default per field key (except the prompt and the image URLs), to tell the
    /// values the person chose from those they left alone.
    defaults: BTreeMap<String, Value>,
    /// Value per field key, except the prompt and the image URLs; `Null` means not set.
    pub values: BTreeMap<String, Value>,
    /// The prompt as typed.
    pub prompt: String,
    /// Reference images in order: addresses as typed (blank rows are ignored) and pictures
    /// from this computer.
    pub image_urls: Vec<ReferenceRow>,
    /// Provider, request type, callback URL, extra JSON.
    pub advanced: AdvancedOptions,
}

impl ComposeForm {
    /// A form for `model` with every field at its default.
    pub fn new(model: &ModelSpec) -> Self {
        let mut form = Self {
            model_id: model.id.clone(),
            reference_mode: model.reference_mode().map(str::to_owned),
            defaults: BTreeMap::new(),
            values: BTreeMap::new(),
            prompt: String::new(),
            image_urls: Vec::new(),
            advanced: AdvancedOptions::default(),
        };
        for field in &model.fields {
            form.set_field_value(field, field.default.clone());
        }
        form.defaults.clone_from(&form.values);
        form
    }

    /// The ID of the model the form was made for.
    pub fn model_id(&self) -> &str {
        &self.model_id
    }

    /// The selected mode, when one is chosen.
    pub fn mode(&self) -> Option<&str> {
        self.values.get(MODE_KEY).and_then(Value::as_str)
    }

    /// Whether the model takes reference images in some mode.
    pub fn accepts_reference_images(&self) -> bool {
        self.reference_mode.is_some()
    }

    /// The current value of a field kept in `values` (`Null` when not set).
    pub fn value(&self, key: &str) -> &Value {
        self.values.get(key).unwrap_or(&Value::Null)
    }

    /// Sets a field kept in `values` (use `prompt` and `image_urls` for those two).
    pub fn set_value(&mut self, key: impl Into<String>, value: Value) {
        self.values.insert(key.into(), value);
    }

    /// The fields to show for the selected mode, in display order (for example the image URL
    /// list only in `image-to-image`).
    pub fn visible_fields<'m>(&self, model: &'m ModelSpec) -> Vec<&'m FieldSpec> {
        let mode = self.mode();
        model
            .fields
            .iter()
            .filter(|f| f.applies_to_mode(mode))
            .collect()
    }

    /// A form for `model` (another model, or a newer definition of this one) that keeps the
    /// prompt, the image URLs and the advanced options, and the values the person changed from
    /// this form's model defaults where `model` accepts them. Every other field starts at
    /// `model`'s default: an image form's `1:1` never becomes a video form's aspect ratio.
    #[must_use]
    pub fn switch_model(&self, model: &ModelSpec) -> Self {
        let mut form = Self::new(model).with_shared_from(self);
        form.values.extend(self.changed_values_for(model));
        form
    }

    /// Sets the field `key` of `model` (the prompt, the image URLs or any other field) to
    /// `value`; returns `false` when the model has no such field.
    pub fn set_input_value(&mut self, model: &ModelSpec, key: &str, value: Value) -> bool {
        match model.field(key) {
            Some(field) => {
                self.set_field_value(field, value);
                true
            }
            None => false,
        }
    }

    /// The value of the field `key` as it would go into `input` (`Null` when the model has
    /// no such field).
    pub fn input_value(&self, model: &ModelSpec, key: &str) -> Value {
        model
            .field(key)
            .map_or(Value::Null, |field| self.field_value(field))
    }

    /// This form, left earlier for `model`, brought back after `current`: the values the person
    /// changed here stay; fields left alone here take what they changed in `current` (where
    /// `model` accepts it); the prompt, image URLs and advanced options come from `current`.
    #[must_use]
    pub fn restore_after(&self, current: &Self, model: &ModelSpec) -> Self {
        let mut form = current.switch_model(model);
        form.values.extend(self.changed_values_for(model));
        form
    }

    /// The values the person changed from this form's model defaults that `model` accepts.
    fn changed_values_for(&self, model: &ModelSpec) -> Vec<(String, Value)> {
        model
            .fields
            .iter()
            .filter_map(|field| {
                let value = self.values.get(&field.key)?;
                let changed = self.defaults.get(&field.key).unwrap_or(&Value::Null) != value;
                let fits = match field.choices() {
                    [] => true,
                    choices => choices.contains(value),
                };
                (changed && fits && !value.is_null()).then(|| (field.key.clone(), value.clone()))
            })
            .collect()
    }

    /// This form with the prompt, the image URLs and the advanced options of `other` (what
    /// follows the person from model to model).
    fn with_shared_from(mut self, other: &Self) -> Self {
        self.prompt.clone_from(&other.prompt);
        self.image_urls.clone_from(&other.image_urls);
        self.advanced = other.advanced.clone();
        self
    }

    /// The value of a field as it would go into `input`: the prompt as typed, the non-blank
    /// image URLs (trimmed), or the stored value.
    pub(super) fn field_value(&self, field: &FieldSpec) -> Value {
        match field.key.as_str() {
            PROMPT_KEY => Value::String(self.prompt.clone()),
            IMAGE_URLS_KEY => Value::Array(
                self.filled_image_urls()
                    .into_iter()
                    .map(Value::String)
                    .collect(),
            ),
            key => self.value(key).clone(),
        }
    }

    /// Stores a value where the form keeps that field.
    pub(super) fn set_field_value(&mut self, field: &FieldSpec, value: Value) {
        match field.key.as_str() {
            PROMPT_KEY => {
                value
                    .as_str()
                    .unwrap_or_default()
                    .clone_into(&mut self.prompt);
            }
            IMAGE_URLS_KEY => {
                self.image_urls = value
                    .as_array()
                    .map(|urls| {
                        urls.iter()
                            .filter_map(|u| u.as_str().map(ReferenceRow::from))
                            .collect()
                    })
                    .unwrap_or_default();
            }
            key => {
                self.values.insert(key.to_owned(), value);
            }
        }
    }

    /// What goes into `image_urls`: each address that is not blank, trimmed, and each
    /// picture's hosted link (a placeholder until it is hosted).
    pub(super) fn filled_image_urls(&self) -> Vec<String> {
        self.image_urls
            .iter()
            .filter(|row| !row.is_blank())
            .map(ReferenceRow::request_value)
            .collect()
    }

    /// The mode that takes reference images.
    pub(super) fn reference_mode(&self) -> Option<&str> {
        self.reference_mode.as_deref()
    }
}
