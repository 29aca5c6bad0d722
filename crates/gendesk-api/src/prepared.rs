//! `PreparedBatch`: a batch request checked against the interface's rules and frozen into the
//! exact bytes that every send — first try, retry, or resend after a restart — repeats.

use std::borrow::Cow;
use std::collections::HashSet;

use bytes::Bytes;

use super::batch::{BatchRequest, MAX_BATCH_BODY_BYTES, MAX_BATCH_ITEMS};
use super::submit::check_notify_url;

/// A batch request rule broken before sending; the service would refuse it with 400.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BatchRequestError {
    /// No `Idempotency-Key`.
    #[error("the batch has no Idempotency-Key")]
    MissingIdempotencyKey,
    /// No items.
    #[error("the batch has no items; add between 1 and {MAX_BATCH_ITEMS}")]
    Empty,
    /// More than 50 items.
    #[error("the batch has {0} items; at most {MAX_BATCH_ITEMS} are allowed, so split it")]
    TooManyItems(usize),
    /// An item lacks its `client_item_id` or `idempotency_key`.
    #[error("item {ordinal} has no {field}")]
    MissingField {
        /// Zero-based position.
        ordinal: usize,
        /// Which field.
        field: Cow<'static, str>,
    },
    /// Two items share a `client_item_id`.
    #[error("client_item_id {0:?} is used by more than one item; each item needs its own")]
    DuplicateClientItemId(String),
    /// Two items share an `idempotency_key`.
    #[error("idempotency_key {0:?} is used by more than one item; each item needs its own")]
    DuplicateIdempotencyKey(String),
    /// The JSON body is over 5 MiB.
    #[error("the batch body is {0} bytes; the limit is 5 MiB, so split it or shorten prompts")]
    TooLarge(usize),
    /// `webhook_url` is not HTTPS.
    #[error("webhook URL: {0}")]
    WebhookUrl(String),
    /// The body could not be encoded (should not happen with valid strings).
    #[error("the batch could not be encoded: {0}")]
    Encode(String),
}

/// A validated batch: its `Idempotency-Key` and its exact JSON body bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreparedBatch {
    idempotency_key: String,
    body: Bytes,
}

impl PreparedBatch {
    /// Checks `request` against the interface's batch rules and encodes it once.
    pub fn new(
        idempotency_key: impl Into<String>,
        request: &BatchRequest,
    ) -> Result<Self, BatchRequestError> {
        let idempotency_key = idempotency_key.into();
        if idempotency_key.trim().is_empty() {
            return Err(BatchRequestError::MissingIdempotencyKey);
        }
        match request.items.len() {
            0 => return Err(BatchRequestError::Empty),
            n if n > MAX_BATCH_ITEMS => return Err(BatchRequestError::TooManyItems(n)),
            _ => {}
        }
        let mut client_ids = HashSet::new();
        let mut item_keys = HashSet::new();
        for (ordinal, item) in request.items.iter().enumerate() {
            if item.client_item_id.is_empty() {
                return Err(BatchRequestError::MissingField {
                    ordinal,
                    field: Cow::Borrowed("client_item_id"),
                });
            }
            if item.idempotency_key.is_empty() {
                return Err(BatchRequestError::MissingField {
                    ordinal,
                    field: Cow::Borrowed("idempotency_key"),
                });
            }
            if !client_ids.insert(item.client_item_id.as_str()) {
                return Err(BatchRequestError::DuplicateClientItemId(
                    item.client_item_id.clone(),
                ));
            }
            if !item_keys.insert(item.idempotency_key.as_str()) {
                return Err(BatchRequestError::DuplicateIdempotencyKey(
                    item.idempotency_key.clone(),
                ));
            }
        }
        if let Some(url) = &request.webhook_url {
            check_notify_url(url).map_err(BatchRequestError::WebhookUrl)?;
        }
        let body = serde_json::to_vec(request)
            .map_err(|err| BatchRequestError::Encode(err.to_string()))?;
        if body.len() > MAX_BATCH_BODY_BYTES {
            return Err(BatchRequestError::TooLarge(body.len()));
        }
        Ok(Self {
            idempotency_key,
            body: Bytes::from(body),
        })
    }

    /// Rebuilds a batch from the key and bytes stored before its first send, so a resend after
    /// a restart is byte-identical.
    pub fn from_stored(idempotency_key: impl Into<String>, body: impl Into<Bytes>) -> Self {
        Self {
            idempotency_key: idempotency_key.into(),
            body: body.into(),
        }
    }

    /// The request-level `Idempotency-Key`.
    pub fn idempotency_key(&self) -> &str {
        &self.idempotency_key
    }

    /// The exact JSON body.
    pub fn body(&self) -> &Bytes {
        &self.body
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::BatchRequestItem;
    use crate::submit::ModelInput;

    fn item(id: &str, key: &str) -> BatchRequestItem {
        BatchRequestItem {
            client_item_id: id.into(),
            idempotency_key: key.into(),
            input: ModelInput::new("text-to-image", "a fox"),
        }
    }

    fn request(items: Vec<BatchRequestItem>) -> BatchRequest {
        BatchRequest {
            items,
            webhook_url: None,
        }
    }

    #[test]
    fn enforces_every_batch_rule() {
        let ok = request(vec![item("a", "k1"), item("b", "k2")]);
        assert!(PreparedBatch::new("key", &ok).is_ok());
        assert_eq!(
            PreparedBatch::new(" ", &ok),
            Err(BatchRequestError::MissingIdempotencyKey)
        );
        assert_eq!(
            PreparedBatch::new("k", &request(vec![])),
            Err(BatchRequestError::Empty)
        );
        let many = (0..51)
            .map(|i| item(&i.to_string(), &format!("k{i}")))
            .collect();
        assert_eq!(
            PreparedBatch::new("k", &request(many)),
            Err(BatchRequestError::TooManyItems(51))
        );
        let fifty = (0..50)
            .map(|i| item(&i.to_string(), &format!("k{i}")))
            .collect();
        assert!(PreparedBatch::new("k", &request(fifty)).is_ok());
        assert_eq!(
            PreparedBatch::new("k", &request(vec![item("a", "k1"), item("a", "k2")])),
            Err(BatchRequestError::DuplicateClientItemId("a".into()))
        );
        assert_eq!(
            PreparedBatch::new("k", &request(vec![item("a", "k1"), item("b", "k1")])),
            Err(BatchRequestError::DuplicateIdempotencyKey("k1".into()))
        );
        assert_eq!(
            PreparedBatch::new("k", &request(vec![item("", "k1")])),
            Err(BatchRequestError::MissingField {
                ordinal: 0,
                field: "client_item_id".into()
            })
        );
        let mut hooked = request(vec![item("a", "k1")]);
        hooked.webhook_url = Some("http://hooks.example/x".into());
        assert!(matches!(
            PreparedBatch::new("k", &hooked),
            Err(BatchRequestError::WebhookUrl(_))
        ));
        hooked.webhook_url = Some("https://hooks.example/x".into());
        assert!(PreparedBatch::new("k", &hooked).is_ok());
    }

    #[test]
    fn refuses_bodies_over_five_mib() {
        let mut big = item("a", "k1");
        big.input.prompt = "x".repeat(MAX_BATCH_BODY_BYTES);
        assert!(matches!(
            PreparedBatch::new("k", &request(vec![big])),
            Err(BatchRequestError::TooLarge(_))
        ));
    }

    #[test]
    fn stored_bytes_are_kept_exactly() {
        let prepared = PreparedBatch::new("key", &request(vec![item("a", "k1")])).unwrap();
        let again = PreparedBatch::from_stored("key", prepared.body().to_vec());
        assert_eq!(prepared, again);
    }
}
