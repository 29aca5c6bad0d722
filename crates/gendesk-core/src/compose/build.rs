//! Turns a valid [`ComposeForm`] into the exact request body: `mode`, `prompt`, `image_urls`
//! (only when there are some), `aspect_ratio`, then the other fields in display order, leaving
//! out fields that do not apply to the mode and empty optional values, then the extra JSON.

use serde_json::Value;

use super::form::ComposeForm;
use super::validate::{FieldIssue, is_blank};
use crate::catalog::{ASPECT_RATIO_KEY, IMAGE_URLS_KEY, MODE_KEY, ModelSpec, PROMPT_KEY};
use gendesk_api::{ModelInput, Provider, RequestType, SubmitTaskRequest};

impl ComposeForm {
    /// The request to send, or every problem [`ComposeForm::validate`] finds.
    pub fn build_request(&self, model: &ModelSpec) -> Result<SubmitTaskRequest, Vec<FieldIssue>> {
        let issues = self.validate(model);
        if !issues.is_empty() {
            return Err(issues);
        }
        let extra_json = self.parse_extra_json().map_err(|issue| vec![issue])?;
        let mode = self.mode();
        let mut input = ModelInput::new(String::new(), String::new());
        for field in model.fields.iter().filter(|f| f.applies_to_mode(mode)) {
            let value = self.field_value(field);
            if is_blank(&value) {
                continue;
            }
            match (field.key.as_str(), value) {
                (MODE_KEY, Value::String(text)) => input.mode = text,
                (PROMPT_KEY, Value::String(text)) => input.prompt = text,
                (ASPECT_RATIO_KEY, Value::String(text)) => input.aspect_ratio = Some(text),
                (IMAGE_URLS_KEY, Value::Array(urls)) if urls.iter().all(Value::is_string) => {
                    input.image_urls = Some(
                        urls.into_iter()
                            .filter_map(|u| u.as_str().map(str::to_owned))
                            .collect(),
                    );
                }
                (key, value) => {
                    input.extra.insert(key.to_owned(), value);
                }
            }
        }
        input.extra.extend(extra_json);
        let callback = self.advanced.request_type == RequestType::Callback;
        Ok(SubmitTaskRequest {
            provider: Some(self.advanced.provider).filter(|p| *p != Provider::Auto),
            request_type: self.advanced.request_type,
            callback_url: callback.then(|| self.advanced.callback_url.trim().to_owned()),
            input,
        })
    }
}
