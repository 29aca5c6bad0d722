//! The single-task submission body and the model input shared with batches.

use serde::{Deserialize, Serialize};

use super::base_url::is_loopback_host;

/// Routing strategy for a submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Provider {
    /// Best balance (the service default).
    #[default]
    Auto,
    /// Cost-optimized.
    Value,
    /// Direct provider.
    Official,
}

impl Provider {
    /// Every value, in documentation order.
    pub const ALL: [Provider; 3] = [Provider::Auto, Provider::Value, Provider::Official];

    /// The wire spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Auto => "auto",
            Self::Value => "value",
            Self::Official => "official",
        }
    }
}

/// How the caller learns the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RequestType {
    /// Poll the status endpoint.
    #[default]
    Async,
    /// The service POSTs the result to `callback_url`.
    Callback,
}

/// The model-specific generation parameters (`input`).
///
/// The common fields are typed; kind- and model-specific fields (`resolution`, `duration`,
/// `customMode`, …) travel in `extra` exactly as given.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ModelInput {
    /// Generation mode, e.g. `text-to-image`, or the model version for music (`V5`).
    pub mode: String,
    /// Text description of the desired output.
    pub prompt: String,
    /// Reference images for editing modes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_urls: Option<Vec<String>>,
    /// Output aspect ratio.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aspect_ratio: Option<String>,
    /// Every other field, kept in order.
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

impl ModelInput {
    /// An input with just a mode and a prompt.
    pub fn new(mode: impl Into<String>, prompt: impl Into<String>) -> Self {
        Self {
            mode: mode.into(),
            prompt: prompt.into(),
            image_urls: None,
            aspect_ratio: None,
            extra: serde_json::Map::new(),
        }
    }

    /// Sets a kind- or model-specific field.
    #[must_use]
    pub fn with(mut self, key: impl Into<String>, value: impl Into<serde_json::Value>) -> Self {
        self.extra.insert(key.into(), value.into());
        self
    }
}

/// Body of `POST /generateTask/{model}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SubmitTaskRequest {
    /// Routing strategy; the service assumes `auto` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider: Option<Provider>,
    /// `async` or `callback`.
    pub request_type: RequestType,
    /// Required when `request_type` is `callback`: a public HTTPS URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub callback_url: Option<String>,
    /// The model input.
    pub input: ModelInput,
}

impl SubmitTaskRequest {
    /// An `async` request with the default provider.
    pub fn asynchronous(input: ModelInput) -> Self {
        Self {
            provider: None,
            request_type: RequestType::Async,
            callback_url: None,
            input,
        }
    }

    /// A `callback` request that reports to `callback_url`.
    pub fn callback(input: ModelInput, callback_url: impl Into<String>) -> Self {
        Self {
            provider: None,
            request_type: RequestType::Callback,
            callback_url: Some(callback_url.into()),
            input,
        }
    }

    /// Checks what can be checked before spending money: callback mode has an HTTPS
    /// `callback_url` (plain `http` only to a loopback host, for local receivers).
    pub fn validate(&self) -> Result<(), String> {
        if self.request_type != RequestType::Callback {
            return Ok(());
        }
        let Some(raw) = self
            .callback_url
            .as_deref()
            .filter(|u| !u.trim().is_empty())
        else {
            return Err("callback mode needs a callback URL; enter an HTTPS address that answers HTTP 200 within 30 seconds".to_owned());
        };
        check_notify_url(raw)
    }
}

/// Checks a callback or webhook URL: HTTPS, or plain HTTP to a loopback host.
pub fn check_notify_url(raw: &str) -> Result<(), String> {
    let url = url::Url::parse(raw).map_err(|err| {
        format!("{raw:?} is not a valid URL ({err}); enter a full https:// address")
    })?;
    let loopback = url.host_str().is_some_and(is_loopback_host);
    match url.scheme() {
        "https" => Ok(()),
        "http" if loopback => Ok(()),
        _ => Err(format!(
            "{raw:?} must use https:// (plain http is only accepted for a local receiver on 127.0.0.1 or localhost)"
        )),
    }
}
