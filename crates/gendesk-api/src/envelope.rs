//! The JSON envelope that wraps every response: `{code, message, data}`.

use serde::{Deserialize, Serialize};

/// The envelope `code` that means success.
pub const CODE_OK: i64 = 200;

/// Every response body, success or failure: `code` mirrors the outcome, `data` is the payload.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Envelope<T> {
    /// `200` on success; the HTTP status or a business code on failure.
    pub code: i64,
    /// Human-readable; `success` on success.
    #[serde(default)]
    pub message: String,
    /// The payload; `null` on whole-request failures.
    #[serde(default = "Option::default")]
    pub data: Option<T>,
}

impl<T> Envelope<T> {
    /// A success envelope around `data`.
    pub fn success(data: T) -> Self {
        Self {
            code: CODE_OK,
            message: "success".to_owned(),
            data: Some(data),
        }
    }

    /// A whole-request failure: `data` is `null`.
    pub fn failure(code: i64, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
            data: None,
        }
    }

    /// Whether `code` says the request succeeded.
    pub fn is_ok(&self) -> bool {
        self.code == CODE_OK
    }
}
