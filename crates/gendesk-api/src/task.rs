//! The task status record (`data` of a status query and of a single-task callback).

use serde::{Deserialize, Serialize};

use super::fail_code::FailCode;
use super::result_json::{ResultJsonError, ResultPayload, parse_result_json};
use super::wire_enum::wire_enum;

wire_enum! {
    /// Where a task is in its life. `success` and `failed` are final.
    pub enum TaskState {
        /// Received, waiting to be processed.
        Pending => "pending",
        /// Being processed by the model.
        Processing => "processing",
        /// Completed successfully (final).
        Success => "success",
        /// Failed; see `failCode` and `failMsg` (final).
        Failed => "failed",
    }
}

impl TaskState {
    /// Whether the task will not change any more.
    pub fn is_final(&self) -> bool {
        matches!(self, Self::Success | Self::Failed)
    }
}

/// `data` of the submission response.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubmitTaskResponse {
    /// The new task's identifier.
    #[serde(rename = "taskId")]
    pub task_id: String,
}

/// The status record of one task.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TaskRecord {
    /// Unique task identifier.
    pub task_id: String,
    /// Current state.
    pub state: TaskState,
    /// Only on `success`: a JSON-encoded `{"resultUrls": [...]}`; see [`TaskRecord::result`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_json: Option<String>,
    /// Processing time in milliseconds, on completion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost_time: Option<i64>,
    /// Creation time, Unix milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub create_time: Option<i64>,
    /// Completion time, Unix milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub complete_time: Option<i64>,
    /// Only on `failed`: the programmatic failure code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fail_code: Option<FailCode>,
    /// Only on `failed`: human-readable text; wording varies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fail_msg: Option<String>,
}

/// What a task record says about the outcome, with `resultJson` decoded.
#[derive(Debug, Clone, PartialEq)]
pub enum TaskOutcome {
    /// Not final yet (`pending`, `processing`, or a state this build does not know).
    InProgress(TaskState),
    /// Finished with these results.
    Succeeded(ResultPayload),
    /// Finished with a failure.
    Failed {
        /// The failure code, if the service sent one.
        code: Option<FailCode>,
        /// The failure text, if the service sent one.
        message: Option<String>,
    },
}

impl TaskRecord {
    /// A record in a non-final state.
    pub fn in_progress(task_id: impl Into<String>, state: TaskState, create_time: i64) -> Self {
        Self {
            task_id: task_id.into(),
            state,
            result_json: None,
            cost_time: None,
            create_time: Some(create_time),
            complete_time: None,
            fail_code: None,
            fail_msg: None,
        }
    }

    /// Decodes the outcome. A `success` record whose `resultJson` is missing or unreadable is
    /// an error, never an empty result.
    pub fn outcome(&self) -> Result<TaskOutcome, ResultJsonError> {
        match self.state {
            TaskState::Success => {
                let raw = self
                    .result_json
                    .as_deref()
                    .ok_or(ResultJsonError::Missing)?;
                parse_result_json(raw).map(TaskOutcome::Succeeded)
            }
            TaskState::Failed => Ok(TaskOutcome::Failed {
                code: self.fail_code.clone(),
                message: self.fail_msg.clone(),
            }),
            ref other => Ok(TaskOutcome::InProgress(other.clone())),
        }
    }

    /// The result URLs of a successful task; an empty list for other states.
    pub fn result_urls(&self) -> Result<Vec<String>, ResultJsonError> {
        match self.outcome()? {
            TaskOutcome::Succeeded(payload) => Ok(payload.result_urls),
            _ => Ok(Vec::new()),
        }
    }
}
