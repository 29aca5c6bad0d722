//! Sentences for what went wrong in the engine ([`Doing`], [`Problem`]): the context ("while
//! checking the balance") and what happened.

use crate::engine::{Doing, Problem};

/// What the engine was doing, as a phrase ("checking the balance").
pub fn doing(doing: Doing) -> &'static str {
    match doing {
        Doing::CheckingBalance => "checking the balance",
        Doing::RecordingBalance => "keeping the balance in the history",
        Doing::CheckingSpendingLimit => "reading what was spent, to keep the spending limit",
        Doing::SavingFavourite => "saving the star on a task",
        Doing::ReadingSecret => "reading the webhook signing secret",
        Doing::ReadingSecretForReceiver => "reading the webhook signing secret for the receiver",
        Doing::RotatingSecret => "rotating the webhook signing secret",
        Doing::ReadingRotatedSecret => {
            "reading the new webhook signing secret (the rotation was done)"
        }
        Doing::RevokingSecret => "revoking the webhook signing secret",
        Doing::ReadingKnownSecrets => "reading the known webhook signing secrets",
        Doing::SavingSecrets => "saving the webhook signing secrets",
        Doing::FindingResults => "finding results to download",
        Doing::DownloadingResults => "downloading results",
        Doing::QueueingDownload => "queueing a download",
        Doing::ResumingDownloads => "resuming downloads",
        Doing::RecordingFinishedDownload => "recording a finished download",
        Doing::RecordingFailedDownload => "recording a failed download",
        Doing::WritingRecord => "writing the prompt and settings into a downloaded file",
        Doing::PreparingRun => "preparing the batches (nothing was sent)",
        Doing::SavingRun => "saving the batches (nothing was sent)",
        Doing::DownloadingBatchResults => "downloading a batch's results",
        Doing::FollowingBatchDownloads => "following a batch's downloads",
        Doing::CheckingInterrupted => "checking for interrupted submissions",
        Doing::RefreshingTask => "refreshing a task",
        Doing::PreparingSubmission => "preparing the submission",
        Doing::SavingSubmission => "saving the submission (nothing was sent)",
        Doing::RecordingTaskId => "recording the new task id",
        Doing::RecordingSubmissionOutcome => "recording the submission's outcome",
        Doing::ReadingTasksToPoll => "reading tasks to poll",
        Doing::ReadingFinishedTask => "reading a finished task",
        Doing::SavingTaskStatus => "saving a task's status",
        Doing::CheckingTaskStatus => "checking a task's status",
        Doing::SavingPollError => "saving a poll error",
        Doing::RecordingDelivery => "recording a webhook delivery",
        Doing::RecordingDeliveryEffects => "recording what a delivery changed",
        Doing::FindingDeliveryTask => "finding a delivery's task",
        Doing::PreparingBatch => "preparing the batch (nothing was sent)",
        Doing::SavingBatch => "saving the batch (nothing was sent)",
        Doing::SendingBatchAgain => "sending the batch again",
        Doing::RefreshingBatch => "refreshing a batch",
        Doing::ReadingBatchesToSend => "reading batches to send",
        Doing::RecordingAcceptedBatch => "recording the accepted batch",
        Doing::RecordingBatchSendError => "recording a batch send error",
        Doing::ReadingBatchesToPoll => "reading batches to poll",
        Doing::SavingBatchPollError => "saving a batch poll error",
        Doing::CheckingBatchStatus => "checking a batch's status",
        Doing::ReadingFinishedBatchItem => "reading a finished batch item",
        Doing::SavingBatchStatus => "saving a batch's status",
    }
}

/// What happened, for people.
pub fn problem(problem: &Problem) -> String {
    match problem {
        Problem::Api(err) => super::api_error(err),
        Problem::Detail(text) => text.clone(),
        Problem::TaskNotInHistory => "the task is not in the history".to_owned(),
        Problem::BatchNotInHistory => "the batch is not in the history".to_owned(),
        Problem::NoResultsYet => {
            "this task has no result files yet; wait until it has succeeded".to_owned()
        }
        Problem::NoSuchResult(number) => format!("this task has no result number {number}"),
        Problem::RunBatchInvalid { number, detail } => format!("batch {number}: {detail}"),
        Problem::TaskIdNotRecorded { detail, task_id } => {
            format!("{detail}; the task {task_id} exists at the service")
        }
        Problem::AcceptedBatchNotRecorded { detail, batch_id } => format!(
            "{detail}; the batch {batch_id} exists at the service and will be recorded when it is sent again"
        ),
        Problem::UnreadableResults(details) => unreadable_results(details),
    }
}

/// A success whose results could not be read (`details`: what was wrong with them).
pub(super) fn unreadable_results(details: &[String]) -> String {
    format!(
        "the service reported success but the result could not be read ({}); GenDesk will ask again",
        details.join("; ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_say_what_happened_with_the_lower_layers_words() {
        assert_eq!(doing(Doing::CheckingBalance), "checking the balance");
        assert_eq!(
            problem(&Problem::AcceptedBatchNotRecorded {
                detail: "database is locked".to_owned(),
                batch_id: "batch_7".to_owned(),
            }),
            "database is locked; the batch batch_7 exists at the service and will be recorded when it is sent again"
        );
        assert_eq!(
            problem(&Problem::NoSuchResult(3)),
            "this task has no result number 3"
        );
        let refused = gendesk_api::ApiError::Http {
            status: 402,
            code: Some(402),
            message: None,
            retry_after: None,
        };
        assert_eq!(
            problem(&Problem::Api(refused.clone())),
            super::super::api_error(&refused)
        );
    }
}
