//! Batches: the submission body, the batch record and its items, and their states.

use serde::{Deserialize, Serialize};

use super::fail_code::FailCode;
use super::result_json::{ResultJsonError, ResultPayload, parse_result_json};
use super::submit::ModelInput;
use super::task::TaskState;
use super::wire_enum::wire_enum;

/// Most items one batch may carry.
pub const MAX_BATCH_ITEMS: usize = 50;
/// Largest batch request body the service accepts, in bytes (5 MiB).
pub const MAX_BATCH_BODY_BYTES: usize = 5 * 1024 * 1024;
/// Format of `batchExpiresAt` (local date-time, no zone).
pub const BATCH_EXPIRES_AT_FORMAT: &str = "%Y-%m-%dT%H:%M:%S";

wire_enum! {
    /// State of a whole batch.
    pub enum BatchStatus {
        /// Accepted and waiting for execution.
        Queued => "queued",
        /// At least one task is executing.
        Running => "running",
        /// Every item has reached a terminal state.
        Completed => "completed",
        /// No item in the batch was successfully accepted.
        CompletedWithErrors => "completed_with_errors",
    }
}

impl BatchStatus {
    /// Whether the batch will not change any more.
    pub fn is_final(&self) -> bool {
        matches!(self, Self::Completed | Self::CompletedWithErrors)
    }
}

wire_enum! {
    /// State of one batch item.
    pub enum ItemStatus {
        /// Accepted and waiting for execution.
        Queued => "queued",
        /// Its task is executing.
        Running => "running",
        /// Its task completed successfully.
        Succeeded => "succeeded",
        /// Its task failed.
        Failed => "failed",
        /// Not accepted at submission time; it has no task.
        Rejected => "rejected",
    }
}

impl ItemStatus {
    /// Whether the item will not change any more.
    pub fn is_final(&self) -> bool {
        matches!(self, Self::Succeeded | Self::Failed | Self::Rejected)
    }
}

/// One item of a batch request.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BatchRequestItem {
    /// The caller's locator for this item, unique within the batch.
    pub client_item_id: String,
    /// Account-level key that makes this item's task idempotent; unique within the batch.
    pub idempotency_key: String,
    /// The normal model input.
    pub input: ModelInput,
}

/// Body of `POST /generateTask/{model}/batches`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BatchRequest {
    /// 1 to 50 items.
    pub items: Vec<BatchRequestItem>,
    /// Public HTTPS address that receives one signed webhook per accepted item.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webhook_url: Option<String>,
}

/// `error` of a rejected item.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ItemError {
    /// A normalized failure code, e.g. `INVALID_PARAM_VALUE`.
    pub code: FailCode,
    /// Human-readable reason.
    #[serde(default)]
    pub message: String,
}

/// `result` of a terminal item.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ItemResult {
    /// The item's task.
    pub task_id: String,
    /// `success` or `failed`.
    pub state: TaskState,
    /// Usually on success; see [`ItemResult::payload`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_json: Option<String>,
    /// Usually on failure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fail_code: Option<FailCode>,
    /// Usually on failure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fail_msg: Option<String>,
}

impl ItemResult {
    /// The decoded result of a successful item; an error when it is missing or unreadable.
    pub fn payload(&self) -> Result<ResultPayload, ResultJsonError> {
        let raw = self
            .result_json
            .as_deref()
            .ok_or(ResultJsonError::Missing)?;
        parse_result_json(raw)
    }
}

/// One item of a batch record, in request order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BatchItem {
    /// Zero-based position in the request (display and diagnostics only).
    pub ordinal: u32,
    /// The caller's item locator, echoed back.
    pub client_item_id: String,
    /// The task when accepted; `null` when rejected.
    #[serde(default)]
    pub task_id: Option<String>,
    /// Whether the item entered execution.
    pub accepted: bool,
    /// The item's state.
    pub status: ItemStatus,
    /// Only on rejected items.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<ItemError>,
    /// Only on terminal items (status queries).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<ItemResult>,
}

/// `data` of a batch submission or batch status query.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Batch {
    /// Unique batch identifier.
    pub batch_id: String,
    /// Model the batch was submitted for.
    pub model: String,
    /// Batch state.
    pub status: BatchStatus,
    /// `true` when a submission replayed an existing batch (same `Idempotency-Key`).
    #[serde(default)]
    pub replayed: bool,
    /// Items newly accepted (reused tasks excluded).
    #[serde(default)]
    pub newly_accepted_count: u32,
    /// Items that reused an existing task through their `idempotency_key`.
    #[serde(default)]
    pub reused_count: u32,
    /// Items not accepted.
    #[serde(default)]
    pub rejected_count: u32,
    /// Every item, in request order.
    #[serde(default)]
    pub items: Vec<BatchItem>,
    /// Expiry of the batch record, `YYYY-MM-DDTHH:MM:SS`; returned by submission.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub batch_expires_at: Option<String>,
}

impl Batch {
    /// `batchExpiresAt` as a date-time, when present and well-formed.
    pub fn expires_at(&self) -> Option<chrono::NaiveDateTime> {
        let raw = self.batch_expires_at.as_deref()?;
        chrono::NaiveDateTime::parse_from_str(raw, BATCH_EXPIRES_AT_FORMAT).ok()
    }
}
