//! What went wrong in the engine, as data: what it was doing ([`Doing`]) and what happened
//! ([`Problem`]). `Event::Error` carries both; `crate::wording` turns them into words for the
//! window, the activity log and the headless printer.

use gendesk_api::ApiError;

/// What the engine was doing when something went wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Doing {
    /// Reading the key's balance.
    CheckingBalance,
    /// Keeping a balance the service reported.
    RecordingBalance,
    /// Reading what was spent, to keep the spending limit.
    CheckingSpendingLimit,
    /// Starring or unstarring a task.
    SavingFavourite,
    /// Reading the webhook signing secret.
    ReadingSecret,
    /// Reading the signing secret the receiver verifies with.
    ReadingSecretForReceiver,
    /// Rotating the signing secret.
    RotatingSecret,
    /// Reading the new secret after a rotation that was done.
    ReadingRotatedSecret,
    /// Revoking the signing secret.
    RevokingSecret,
    /// Reading the secret versions kept in the keyring.
    ReadingKnownSecrets,
    /// Saving the secret versions to the keyring.
    SavingSecrets,
    /// Finding results that are due for automatic download.
    FindingResults,
    /// Downloading a task's results.
    DownloadingResults,
    /// Queueing a download.
    QueueingDownload,
    /// Resuming downloads after a start.
    ResumingDownloads,
    /// Recording a finished download.
    RecordingFinishedDownload,
    /// Recording a failed download.
    RecordingFailedDownload,
    /// Writing the prompt and settings into a downloaded file (kept without them).
    WritingRecord,
    /// Preparing the batches of a run (nothing was sent).
    PreparingRun,
    /// Saving the batches of a run (nothing was sent).
    SavingRun,
    /// Downloading a batch's results.
    DownloadingBatchResults,
    /// Following the downloads of a batch's results.
    FollowingBatchDownloads,
    /// Looking for submissions interrupted by a crash or quit.
    CheckingInterrupted,
    /// Refreshing a task's status on request.
    RefreshingTask,
    /// Preparing a submission.
    PreparingSubmission,
    /// Saving a submission (nothing was sent).
    SavingSubmission,
    /// Recording the task id the service gave.
    RecordingTaskId,
    /// Recording a submission's outcome.
    RecordingSubmissionOutcome,
    /// Reading the tasks to poll.
    ReadingTasksToPoll,
    /// Reading a finished task.
    ReadingFinishedTask,
    /// Saving a task's status.
    SavingTaskStatus,
    /// Asking the service for a task's status.
    CheckingTaskStatus,
    /// Saving a poll error.
    SavingPollError,
    /// Recording a webhook delivery.
    RecordingDelivery,
    /// Recording what a delivery changed.
    RecordingDeliveryEffects,
    /// Finding a delivery's task.
    FindingDeliveryTask,
    /// Preparing a batch (nothing was sent).
    PreparingBatch,
    /// Saving a batch (nothing was sent).
    SavingBatch,
    /// Sending a batch again.
    SendingBatchAgain,
    /// Refreshing a batch's status on request.
    RefreshingBatch,
    /// Reading the batches to send.
    ReadingBatchesToSend,
    /// Recording an accepted batch.
    RecordingAcceptedBatch,
    /// Recording a batch send error.
    RecordingBatchSendError,
    /// Reading the batches to poll.
    ReadingBatchesToPoll,
    /// Saving a batch poll error.
    SavingBatchPollError,
    /// Asking the service for a batch's status.
    CheckingBatchStatus,
    /// Reading a finished batch item.
    ReadingFinishedBatchItem,
    /// Saving a batch's status.
    SavingBatchStatus,
}

/// What happened.
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    /// A call to the service failed.
    Api(ApiError),
    /// A lower layer (the history, the keyring, a file) failed; its own account of it.
    Detail(String),
    /// The task is not in the history (any more).
    TaskNotInHistory,
    /// The batch is not in the history (any more).
    BatchNotInHistory,
    /// The task has no result files yet.
    NoResultsYet,
    /// The task has no result with this number (1-based).
    NoSuchResult(u32),
    /// Batch `number` (1-based) of a run broke a rule; `detail` says which.
    RunBatchInvalid {
        /// Which batch of the run.
        number: usize,
        /// The rule it broke.
        detail: String,
    },
    /// The service has the task, but its id could not be recorded.
    TaskIdNotRecorded {
        /// Why the history refused it.
        detail: String,
        /// The service's task id.
        task_id: String,
    },
    /// The service accepted the batch, but that could not be recorded (it will be when the
    /// batch is sent again: the service replays it).
    AcceptedBatchNotRecorded {
        /// Why the history refused it.
        detail: String,
        /// The service's batch id.
        batch_id: String,
    },
    /// The service reported success but the results could not be read; GenDesk asks again.
    UnreadableResults(Vec<String>),
}

impl Problem {
    /// A lower layer's error, by its own text.
    pub fn detail(err: impl std::fmt::Display) -> Self {
        Self::Detail(err.to_string())
    }
}
