//! Bodies the service POSTs out: the single-task callback and the batch webhook.

use serde::{Deserialize, Serialize};

use super::envelope::Envelope;
use super::fail_code::FailCode;
use super::result_json::{ResultJsonError, ResultPayload, parse_result_json};
use super::task::{TaskRecord, TaskState};

/// The body POSTed to `callback_url` when a single task is final: an envelope around the task
/// record. Receivers deduplicate by `taskId`.
pub type TaskCallback = Envelope<TaskRecord>;

/// `data` of a batch webhook.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookTask {
    /// The completed task.
    pub task_id: String,
    /// `success` or `failed`.
    pub state: TaskState,
    /// Usually on success.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_json: Option<String>,
    /// Usually on failure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fail_code: Option<FailCode>,
    /// Usually on failure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fail_msg: Option<String>,
}

impl WebhookTask {
    /// The decoded result; an error when it is missing or unreadable.
    pub fn payload(&self) -> Result<ResultPayload, ResultJsonError> {
        let raw = self
            .result_json
            .as_deref()
            .ok_or(ResultJsonError::Missing)?;
        parse_result_json(raw)
    }
}

/// `batch` of a batch webhook: where the task belongs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookBatchRef {
    /// The batch holding the task.
    pub batch_id: String,
    /// The caller's item locator.
    pub client_item_id: String,
}

/// The body of a signed batch webhook. Verify the signature over the raw bytes first
/// (see [`super::webhook`]), then parse.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BatchWebhookBody {
    /// Envelope code; `200` does not mean generation succeeded.
    pub code: i64,
    /// `success` for normal terminal payloads.
    #[serde(default)]
    pub message: String,
    /// The finished task.
    pub data: WebhookTask,
    /// The batch and item it belongs to.
    pub batch: WebhookBatchRef,
}
