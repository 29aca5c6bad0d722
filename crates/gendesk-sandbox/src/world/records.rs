//! The sandbox's records: a task and how it will end, result media, scheduled refunds and
//! deliveries, a refusal, a caller and a task waiting for its reference pictures.

use serde_json::Value;

use super::super::catalog::CatalogModel;
use super::super::media::MediaSpec;
use gendesk_api::result_json::ResultPayload;
use gendesk_api::{FailCode, TaskRecord, TaskState};

/// How a task will end.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Planned {
    /// Success with these media tokens (files under `/media/`).
    Success(Vec<String>),
    /// Failure with this code.
    Failed(FailCode, String),
    /// Its reference pictures are being fetched; it is not final before they are judged
    /// ([`World::settle_references`]).
    AwaitingReferences,
}

/// One task, with its whole life planned at creation.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Task {
    /// `taskId`.
    pub id: String,
    /// Owning account.
    #[serde(deserialize_with = "crate::persist::interned")]
    pub account: crate::persist::Interned,
    /// Key that submitted it (charged, refunded). Saved by the key's name, never the key.
    #[serde(
        serialize_with = "crate::persist::key_as_name",
        deserialize_with = "crate::persist::key_from_name"
    )]
    pub key: crate::persist::Interned,
    /// Model it was submitted for.
    pub model: String,
    /// Creation, simulated Unix ms.
    pub create_ms: i64,
    /// When it leaves `pending`.
    pub start_ms: i64,
    /// When it is final.
    pub complete_ms: i64,
    /// Its end.
    pub planned: Planned,
    /// What it cost.
    pub cost: f64,
}

impl Task {
    /// State at `now_ms`.
    pub fn state_at(&self, now_ms: i64) -> TaskState {
        if now_ms < self.start_ms {
            TaskState::Pending
        } else {
            match self.planned {
                Planned::AwaitingReferences => TaskState::Processing,
                _ if now_ms < self.complete_ms => TaskState::Processing,
                Planned::Success(_) => TaskState::Success,
                Planned::Failed(..) => TaskState::Failed,
            }
        }
    }

    /// The status record at `now_ms`, with result URLs under `media_base`.
    pub fn record_at(&self, now_ms: i64, media_base: &str) -> TaskRecord {
        let state = self.state_at(now_ms);
        let mut record = TaskRecord::in_progress(self.id.clone(), state.clone(), self.create_ms);
        if !state.is_final() {
            return record;
        }
        record.complete_time = Some(self.complete_ms);
        record.cost_time = Some(self.complete_ms - self.create_ms);
        match &self.planned {
            Planned::Success(tokens) => {
                let urls = tokens
                    .iter()
                    .map(|t| format!("{media_base}/media/{t}"))
                    .collect();
                record.result_json = Some(ResultPayload::new(urls).to_result_json());
            }
            Planned::Failed(code, message) => {
                record.fail_code = Some(code.clone());
                record.fail_msg = Some(message.clone());
            }
            // Never final (state_at), so never here.
            Planned::AwaitingReferences => {}
        }
        record
    }
}

/// A generated file behind a result URL.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct MediaEntry {
    /// What to render.
    pub spec: MediaSpec,
    /// When the URL stops working (simulated ms).
    pub expires_ms: i64,
    /// When the URL starts working (the task's completion).
    pub issued_ms: i64,
}

/// Work due at a simulated instant.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Job {
    /// Due time, simulated ms.
    pub at_ms: i64,
    /// Tie-breaker keeping insertion order.
    pub seq: u64,
    /// What to do.
    pub kind: JobKind,
}

impl Delivery {
    /// The task the delivery is about.
    pub fn task_id(&self) -> &str {
        match &self.kind {
            DeliveryKind::Callback { task_id } | DeliveryKind::Webhook { task_id, .. } => task_id,
        }
    }
}

/// Kinds of scheduled work.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum JobKind {
    /// Give a failed task's cost back to its key.
    Refund(String),
    /// Send (or resend) a notification.
    Deliver(Delivery),
}

/// One outbound notification and its attempt number (0 = first).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Delivery {
    /// Target URL.
    pub url: String,
    /// 0 for the first attempt.
    pub attempt: u32,
    /// Callback or webhook.
    pub kind: DeliveryKind,
    /// When it was queued (revokes drop older webhook deliveries).
    pub queued_ms: i64,
}

/// What a delivery carries.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum DeliveryKind {
    /// Single-task callback (unsigned).
    Callback {
        /// The task.
        task_id: String,
    },
    /// Signed batch webhook.
    Webhook {
        /// The task.
        task_id: String,
        /// The batch.
        batch_id: String,
        /// The item's locator.
        client_item_id: String,
        /// Owning account (its secrets sign).
        #[serde(deserialize_with = "crate::persist::interned")]
        account: crate::persist::Interned,
        /// Secret version in force when the batch was accepted.
        secret_version: i64,
        /// Stable across retries, so receivers can de-duplicate.
        event_id: String,
    },
}

/// Why a request was refused: an HTTP status and the envelope message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// HTTP status and envelope code.
    pub status: u16,
    /// Envelope message.
    pub message: String,
}

impl Refusal {
    /// A refusal.
    pub fn new(status: u16, message: impl Into<String>) -> Self {
        Self {
            status,
            message: message.into(),
        }
    }

    /// The interface's 401 wording, with a reason appended.
    pub fn unauthorized(reason: &str) -> Self {
        Self::new(401, format!("API key is invalid or missing: {reason}"))
    }
}

/// What a task waiting for its references needs when they arrive.
#[derive(Debug, Clone)]
pub struct AwaitingTask {
    /// Its model.
    pub model: CatalogModel,
    /// Its `input`.
    pub input: Value,
}

/// An authenticated caller.
#[derive(Debug, Clone, Copy)]
pub struct Caller {
    /// The key.
    pub key: &'static str,
    /// Its account.
    pub account: &'static str,
}
