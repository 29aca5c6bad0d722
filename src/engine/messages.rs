//! What the UI sends the engine (`Command`) and what the engine reports back (`Event`).
//! No egui types: the engine is headless.

use crate::api::{FailCode, SubmitTaskRequest};
use crate::store::TaskRow;

/// A request to the engine. Every command's outcome arrives as one or more events.
#[derive(Debug, Clone)]
pub enum Command {
    /// Record, then send, one paid task.
    SubmitTask {
        /// Model ID.
        model: String,
        /// The body to send.
        request: SubmitTaskRequest,
    },
    /// Poll this task now instead of waiting for its turn.
    RefreshTask(TaskRow),
    /// Ask for the key's balance.
    RefreshBalance,
}

/// Something that happened, for the UI to show.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// The engine is running; `recovered_unknown` submissions were found unanswered from a
    /// previous run and marked outcome-unknown.
    Started {
        /// Submissions interrupted by a crash or quit.
        recovered_unknown: usize,
    },
    /// A submission is safely recorded (before it is sent).
    SubmissionRecorded(TaskRow),
    /// The service accepted it.
    Submitted {
        /// Local row.
        row: TaskRow,
        /// Remote taskId.
        task_id: String,
    },
    /// Sent, but no answer: the task may exist. Never resent automatically.
    SubmissionUnknown {
        /// Local row.
        row: TaskRow,
        /// What happened and what to do.
        message: String,
    },
    /// Refused or never sent; nothing was created.
    SubmissionRejected {
        /// Local row.
        row: TaskRow,
        /// What happened and what to do.
        message: String,
    },
    /// A task's state changed (or was confirmed).
    TaskUpdated {
        /// Local row.
        row: TaskRow,
        /// Remote state text.
        state: String,
        /// Whether it is final now.
        is_final: bool,
    },
    /// A task failed, with what to tell the person.
    TaskFailed {
        /// Local row.
        row: TaskRow,
        /// The fail code, if any.
        code: Option<FailCode>,
        /// The service's text.
        message: Option<String>,
        /// What to do about it.
        hint: String,
    },
    /// The key's balance in USD.
    Balance(f64),
    /// Polling paused because the service asked us to slow down.
    RateLimited {
        /// Seconds until polling resumes.
        resume_in_secs: u64,
    },
    /// A command or background job failed; `message` is for the person.
    Error {
        /// What was being done.
        context: String,
        /// What happened and what to do.
        message: String,
    },
}
