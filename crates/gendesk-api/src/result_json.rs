//! `resultJson`: the JSON-encoded string that carries a finished task's result URLs.

use serde::{Deserialize, Serialize};

/// The decoded contents of `resultJson`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResultPayload {
    /// URLs of the generated media; they expire 24 hours after they are issued.
    #[serde(rename = "resultUrls")]
    pub result_urls: Vec<String>,
    /// Any other fields a model adds, kept as they came.
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

impl ResultPayload {
    /// A payload with just these URLs.
    pub fn new(result_urls: Vec<String>) -> Self {
        Self {
            result_urls,
            extra: serde_json::Map::new(),
        }
    }

    /// Encodes the payload as the string that travels in `resultJson`.
    pub fn to_result_json(&self) -> String {
        // Serializing a struct of strings and a JSON map cannot fail; fall back to an empty
        // object rather than panic if serde_json ever changes that.
        serde_json::to_string(self).unwrap_or_else(|_| "{}".to_owned())
    }
}

/// Why a `resultJson` could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResultJsonError {
    /// The task is `success` but carries no `resultJson`.
    #[error("the task succeeded but the service sent no resultJson with it")]
    Missing,
    /// `resultJson` is not valid JSON or lacks a `resultUrls` array of strings.
    #[error("the task's resultJson could not be read ({reason}); it began: {sample:?}")]
    Invalid {
        /// What the parser said.
        reason: String,
        /// The first characters of the value, for the message.
        sample: String,
    },
}

/// Parses a `resultJson` string strictly: valid JSON with a `resultUrls` array of strings.
pub fn parse_result_json(raw: &str) -> Result<ResultPayload, ResultJsonError> {
    serde_json::from_str(raw).map_err(|err| ResultJsonError::Invalid {
        reason: err.to_string(),
        sample: raw.chars().take(80).collect(),
    })
}
