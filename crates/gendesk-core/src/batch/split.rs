//! Splitting many items into consecutive batches the service accepts: at most 50 items and a
//! body under 5 MiB each (sizes measured on the exact JSON that will be sent). Every batch is
//! its own business operation with its own `Idempotency-Key`; item keys are given here, once,
//! so that the bytes stored before the first send are the bytes of every resend.

use gendesk_api::batch::{MAX_BATCH_BODY_BYTES, MAX_BATCH_ITEMS};
use gendesk_api::{BatchRequest, BatchRequestItem};

/// Why items cannot be split into batches.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SplitError {
    /// Nothing to send.
    #[error("{}", crate::t!("err-batch-split-empty"))]
    Empty,
    /// One item alone is over the body limit.
    #[error("{}", crate::t!(
        "err-batch-split-item-too-large",
        item = format!("{:?}", .client_item_id),
        bytes = .bytes.to_string()
    ))]
    ItemTooLarge {
        /// The item.
        client_item_id: String,
        /// Its encoded size.
        bytes: usize,
    },
    /// An item could not be encoded.
    #[error("{}", crate::t!("err-batch-split-encode", item = format!("{:?}", .0)))]
    Encode(String),
}

/// Splits `items` (in order) into batches of at most `max_items` items whose bodies stay
/// within `max_bytes`. Items without an idempotency key get a fresh `UUIDv7`.
pub fn split_with_limits(
    items: Vec<BatchRequestItem>,
    webhook_url: Option<&str>,
    max_items: usize,
    max_bytes: usize,
) -> Result<Vec<BatchRequest>, SplitError> {
    if items.is_empty() {
        return Err(SplitError::Empty);
    }
    let empty = BatchRequest {
        items: Vec::new(),
        webhook_url: webhook_url.map(str::to_owned),
    };
    // `{"items":[],...}`: every item adds its own bytes plus a comma after the first.
    let overhead = serde_json::to_vec(&empty)
        .map_err(|_| SplitError::Encode(String::new()))?
        .len();
    let mut batches: Vec<BatchRequest> = Vec::new();
    let mut current: Vec<BatchRequestItem> = Vec::new();
    let mut size = overhead;
    for mut item in items {
        if item.idempotency_key.trim().is_empty() {
            item.idempotency_key = uuid::Uuid::now_v7().to_string();
        }
        let bytes = serde_json::to_vec(&item)
            .map_err(|_| SplitError::Encode(item.client_item_id.clone()))?
            .len();
        if overhead + bytes > max_bytes {
            return Err(SplitError::ItemTooLarge {
                client_item_id: item.client_item_id,
                bytes,
            });
        }
        let added = bytes + usize::from(!current.is_empty());
        if !current.is_empty() && (current.len() == max_items || size + added > max_bytes) {
            batches.push(BatchRequest {
                items: std::mem::take(&mut current),
                webhook_url: empty.webhook_url.clone(),
            });
            size = overhead;
        }
        size += bytes + usize::from(!current.is_empty());
        current.push(item);
    }
    batches.push(BatchRequest {
        items: current,
        webhook_url: empty.webhook_url,
    });
    Ok(batches)
}

/// [`split_with_limits`] with the service's limits (50 items, 5 MiB).
pub fn split(
    items: Vec<BatchRequestItem>,
    webhook_url: Option<&str>,
) -> Result<Vec<BatchRequest>, SplitError> {
    split_with_limits(items, webhook_url, MAX_BATCH_ITEMS, MAX_BATCH_BODY_BYTES)
}

/// How many batches `items` valid items make with the service's item limit (for "120 items
/// → 3 batches" before the bytes are measured).
pub fn batch_count(items: usize) -> usize {
    items.div_ceil(MAX_BATCH_ITEMS)
}
