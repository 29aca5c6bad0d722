//! The generation record a downloaded result carries: what was asked (the whole input as sent,
//! links cut down to their address without query or login), of which model and service, which
//! task and batch item, when, and what it was expected to cost — as GenDesk's own JSON and as
//! the `parameters` text most image tools read (AUTOMATIC1111's). Never a key, a webhook secret
//! or a link's signature: nothing but the input and these facts goes in.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use gendesk_api::ModelKind;

/// The record's format; a reader refuses nothing newer, it only reads what it knows.
pub const FORMAT: u32 = 1;

/// What the history knows about the task a file came from (read by
/// `Store::record_facts`).
#[derive(Debug, Clone, PartialEq)]
pub struct RecordFacts {
    /// The profile's service address.
    pub base_url: String,
    /// The model.
    pub model: String,
    /// What it makes, when known.
    pub kind: Option<ModelKind>,
    /// The request as sent (`{"input": {...}, ...}`).
    pub request_json: String,
    /// The service's task ID.
    pub task_id: Option<String>,
    /// The batch it belonged to (the service's batch ID), if any.
    pub batch_id: Option<String>,
    /// Its item in that batch (the client item ID).
    pub item_id: Option<String>,
    /// When the service created it (else when GenDesk recorded it), Unix ms.
    pub created_ms: i64,
    /// When it completed, Unix ms.
    pub completed_ms: Option<i64>,
    /// What it was expected to cost, USD.
    pub estimated_usd: Option<f64>,
}

/// A batch and item a result belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BatchRef {
    /// The service's batch ID.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The item's client ID.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item: Option<String>,
}

/// GenDesk's record of how a file was made (the JSON kept under the `gendesk` keyword).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Record {
    /// "GenDesk 0.1.0".
    pub generator: String,
    /// [`FORMAT`].
    pub format: u32,
    /// The service's host (and port when not the default), never its path.
    pub service: String,
    /// The model.
    pub model: String,
    /// What the model makes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<ModelKind>,
    /// The service's task ID.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task_id: Option<String>,
    /// Which of the task's results this file is (1 for the first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<u32>,
    /// The batch and item, for a batch's result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub batch: Option<BatchRef>,
    /// When the task was created (RFC 3339, UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created: Option<String>,
    /// When it completed (RFC 3339, UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completed: Option<String>,
    /// What it was expected to cost, USD.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub estimated_cost_usd: Option<f64>,
    /// The input as sent (mode, prompt, seed, every field), links without query or login.
    #[serde(default)]
    pub input: Map<String, Value>,
    /// The pictures given as references: each link's file name, else its host.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub references: Vec<String>,
}

impl Record {
    /// The record of result `result` (1-based) of the task described by `facts`.
    pub fn from_facts(facts: &RecordFacts, result: Option<u32>) -> Self {
        let request: Value = serde_json::from_str(&facts.request_json).unwrap_or(Value::Null);
        let mut input = match request.get("input") {
            Some(Value::Object(input)) => input.clone(),
            _ => Map::new(),
        };
        let mut references = Vec::new();
        for value in input.values_mut() {
            cut_links(value, &mut references);
        }
        let batch = (facts.batch_id.is_some() || facts.item_id.is_some()).then(|| BatchRef {
            id: facts.batch_id.clone(),
            item: facts.item_id.clone(),
        });
        Self {
            generator: format!("GenDesk {}", env!("CARGO_PKG_VERSION")),
            format: FORMAT,
            service: service_of(&facts.base_url),
            model: facts.model.clone(),
            kind: facts.kind,
            task_id: facts.task_id.clone(),
            result,
            batch,
            created: rfc3339(facts.created_ms),
            completed: facts.completed_ms.and_then(rfc3339),
            estimated_cost_usd: facts.estimated_usd,
            input,
            references,
        }
    }

    /// The prompt, when the input has one.
    pub fn prompt(&self) -> Option<&str> {
        self.input.get("prompt").and_then(Value::as_str)
    }

    /// The record as compact JSON in ASCII (other characters as `\u` escapes): tools that
    /// take an unknown tag's non-ASCII bytes for binary data (exiftool does, in MP4) still show
    /// it as text.
    pub fn to_json(&self) -> String {
        let mut out = Vec::new();
        let mut serializer = serde_json::Serializer::with_formatter(&mut out, AsciiOnly);
        // A map of JSON values and plain fields into memory: serialising cannot fail, and the
        // output is ASCII.
        let _ = self.serialize(&mut serializer);
        String::from_utf8(out).unwrap_or_default()
    }

    /// The record read from its JSON; `None` when it is not one.
    pub fn from_json(text: &str) -> Option<Self> {
        serde_json::from_str(text).ok()
    }

    /// AUTOMATIC1111's `parameters` text: the prompt, a `Negative prompt:` line when there is
    /// one, then `Key: value` pairs of every other field, the model and the task.
    pub fn parameters(&self) -> String {
        let mut text = self.prompt().unwrap_or_default().to_owned();
        if let Some(negative) = self.input.get("negative_prompt").and_then(Value::as_str) {
            text.push_str("\nNegative prompt: ");
            text.push_str(negative);
        }
        let mut pairs: Vec<(String, String)> = Vec::new();
        for (key, value) in &self.input {
            if matches!(key.as_str(), "prompt" | "negative_prompt") {
                continue;
            }
            let value = match value {
                Value::String(text) => text.clone(),
                Value::Null => continue,
                other => other.to_string(),
            };
            pairs.push((title_case(key), value));
        }
        pairs.push(("Model".to_owned(), self.model.clone()));
        if let Some(task) = &self.task_id {
            pairs.push(("Task".to_owned(), task.clone()));
        }
        pairs.push(("Version".to_owned(), self.generator.clone()));
        let line: Vec<String> = pairs
            .into_iter()
            .map(|(key, value)| format!("{key}: {}", quoted(&value)))
            .collect();
        text.push('\n');
        text.push_str(&line.join(", "));
        text
    }
}

/// JSON with every character beyond ASCII written as `\uXXXX` (UTF-16, as JSON has it).
struct AsciiOnly;

impl serde_json::ser::Formatter for AsciiOnly {
    fn write_string_fragment<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        for (at, character) in fragment.char_indices() {
            if character.is_ascii() {
                writer.write_all(&fragment.as_bytes()[at..=at])?;
            } else {
                let mut units = [0_u16; 2];
                for unit in character.encode_utf16(&mut units) {
                    write!(writer, "\\u{unit:04x}")?;
                }
            }
        }
        Ok(())
    }
}

/// `host` or `host:port` of a service address; the address itself when it does not parse.
fn service_of(base_url: &str) -> String {
    url::Url::parse(base_url).map_or_else(
        |_| base_url.to_owned(),
        |url| match (url.host_str(), url.port()) {
            (Some(host), Some(port)) => format!("{host}:{port}"),
            (Some(host), None) => host.to_owned(),
            (None, _) => String::new(),
        },
    )
}

fn rfc3339(ms: i64) -> Option<String> {
    jiff::Timestamp::from_millisecond(ms)
        .ok()
        .map(|t| t.round(jiff::Unit::Second).unwrap_or(t).to_string())
}

/// Cuts every link in `value` down to its address without query, fragment or login (a
/// presigned link's query is a password), noting each link's file name (else its host).
fn cut_links(value: &mut Value, references: &mut Vec<String>) {
    match value {
        Value::String(text) => {
            if let Ok(mut url) = url::Url::parse(text)
                && matches!(url.scheme(), "http" | "https")
            {
                url.set_query(None);
                url.set_fragment(None);
                // Only fails for URLs that cannot have a login: there is none to remove then.
                let _ = url.set_username("");
                let _ = url.set_password(None);
                let name = url
                    .path_segments()
                    .and_then(|mut segments| segments.next_back())
                    .filter(|name| !name.is_empty())
                    .map(str::to_owned)
                    .or_else(|| url.host_str().map(str::to_owned));
                references.extend(name);
                *text = url.to_string();
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| cut_links(v, references)),
        Value::Object(map) => map.values_mut().for_each(|v| cut_links(v, references)),
        _ => {}
    }
}

/// `aspect_ratio` → `Aspect ratio`.
fn title_case(key: &str) -> String {
    let words = key.replace(['_', '-'], " ");
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// A value as A1111 writes it: quoted (JSON-style) when it holds a comma, colon or quote.
fn quoted(value: &str) -> String {
    if value.contains([',', ':', '"', '\n']) {
        serde_json::to_string(value).unwrap_or_default()
    } else {
        value.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts() -> RecordFacts {
        RecordFacts {
            base_url: "https://api.example.com/v1/".into(),
            model: "sandbox/image-pro".into(),
            kind: Some(ModelKind::Image),
            request_json: serde_json::json!({
                "model": "sandbox/image-pro",
                "callBackUrl": "http://127.0.0.1:4000/hooks/SECRET-TOKEN",
                "input": {
                    "mode": "image-to-image",
                    "prompt": "a fox, in snow",
                    "negative_prompt": "blur",
                    "seed": 42,
                    "aspect_ratio": "16:9",
                    "style": "café crème 🎨",
                    "image_urls": [
                        "https://bucket.example.com/refs/fox.png?X-Amz-Signature=abc123",
                        "https://user:pw@cdn.example.com/"
                    ]
                }
            })
            .to_string(),
            task_id: Some("task_ab12".into()),
            batch_id: Some("batch_9".into()),
            item_id: Some("take-3".into()),
            created_ms: 1_795_442_607_000,
            completed_ms: Some(1_795_442_617_400),
            estimated_usd: Some(0.05),
        }
    }

    #[test]
    fn the_record_keeps_the_input_and_drops_signatures_logins_and_the_callback() {
        let record = Record::from_facts(&facts(), Some(1));
        let json = record.to_json();
        assert!(json.is_ascii(), "{json}");
        for secret in ["abc123", "X-Amz", "SECRET-TOKEN", "user:pw", "/v1"] {
            assert!(!json.contains(secret), "{secret} in {json}");
        }
        assert_eq!(record.service, "api.example.com");
        assert_eq!(record.prompt(), Some("a fox, in snow"));
        assert_eq!(record.input["seed"], 42);
        assert_eq!(record.references, vec!["fox.png", "cdn.example.com"]);
        assert_eq!(record.created.as_deref(), Some("2026-11-23T14:03:27Z"));
        assert_eq!(record.completed.as_deref(), Some("2026-11-23T14:03:37Z"));
        assert_eq!(Record::from_json(&json), Some(record));
    }

    #[test]
    fn parameters_read_like_automatic1111s() {
        let text = Record::from_facts(&facts(), None).parameters();
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some("a fox, in snow"));
        assert_eq!(lines.next(), Some("Negative prompt: blur"));
        let last = lines.next().unwrap();
        assert!(last.contains("Seed: 42"), "{last}");
        assert!(last.contains("Aspect ratio: \"16:9\""), "{last}");
        assert!(last.contains("Model: sandbox/image-pro"), "{last}");
        assert!(last.contains("Task: task_ab12"), "{last}");
        assert_eq!(lines.next(), None);
    }
}
