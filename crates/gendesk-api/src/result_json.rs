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

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by fuzzing (`api_records`): a number `serde_json`'s fast path rounded differently on
    /// the first and the second read, so an extra field changed when written again.
    #[test]
    fn extras_with_long_numbers_round_trip() {
        let raw = format!(
            r#"{{"resultUrls":["https://x/a.png"],"s":6{}}}"#,
            "1".repeat(104)
        );
        let payload = parse_result_json(&raw).unwrap();
        let again = parse_result_json(&payload.to_result_json()).unwrap();
        assert_eq!(again, payload);
        for text in [
            "0.1",
            "6.111111111111109e104",
            "2.2250738585072011e-308",
            "1e-320",
        ] {
            let raw = format!(r#"{{"resultUrls":[],"n":{text}}}"#);
            let payload = parse_result_json(&raw).unwrap();
            assert_eq!(
                parse_result_json(&payload.to_result_json()).unwrap(),
                payload,
                "{text}"
            );
        }
    }
}
