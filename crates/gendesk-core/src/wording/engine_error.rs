//! Sentences for what went wrong in the engine ([`Doing`], [`Problem`]): the context ("while
//! checking the balance") and what happened.

use super::kept;
use crate::engine::{Doing, Problem};
use crate::t;

/// What the engine was doing, as a phrase ("checking the balance").
pub fn doing(doing: Doing) -> &'static str {
    kept(doing_words(doing))
}

fn doing_words(doing: Doing) -> String {
    match doing {
        Doing::CheckingBalance => t!("core-doing-checking-balance"),
        Doing::RecordingBalance => t!("core-doing-recording-balance"),
        Doing::CheckingSpendingLimit => t!("core-doing-checking-spending-limit"),
        Doing::SavingFavourite => t!("core-doing-saving-favourite"),
        Doing::ReadingSecret => t!("core-doing-reading-secret"),
        Doing::ReadingSecretForReceiver => t!("core-doing-reading-secret-for-receiver"),
        Doing::RotatingSecret => t!("core-doing-rotating-secret"),
        Doing::ReadingRotatedSecret => t!("core-doing-reading-rotated-secret"),
        Doing::RevokingSecret => t!("core-doing-revoking-secret"),
        Doing::ReadingKnownSecrets => t!("core-doing-reading-known-secrets"),
        Doing::SavingSecrets => t!("core-doing-saving-secrets"),
        Doing::FindingResults => t!("core-doing-finding-results"),
        Doing::DownloadingResults => t!("core-doing-downloading-results"),
        Doing::QueueingDownload => t!("core-doing-queueing-download"),
        Doing::ResumingDownloads => t!("core-doing-resuming-downloads"),
        Doing::RecordingFinishedDownload => t!("core-doing-recording-finished-download"),
        Doing::RecordingFailedDownload => t!("core-doing-recording-failed-download"),
        Doing::WritingRecord => t!("core-doing-writing-record"),
        Doing::PreparingRun => t!("core-doing-preparing-run"),
        Doing::SavingRun => t!("core-doing-saving-run"),
        Doing::DownloadingBatchResults => t!("core-doing-downloading-batch-results"),
        Doing::FollowingBatchDownloads => t!("core-doing-following-batch-downloads"),
        Doing::CheckingInterrupted => t!("core-doing-checking-interrupted"),
        Doing::RefreshingTask => t!("core-doing-refreshing-task"),
        Doing::PreparingSubmission => t!("core-doing-preparing-submission"),
        Doing::SavingSubmission => t!("core-doing-saving-submission"),
        Doing::RecordingTaskId => t!("core-doing-recording-task-id"),
        Doing::RecordingSubmissionOutcome => t!("core-doing-recording-submission-outcome"),
        Doing::ReadingTasksToPoll => t!("core-doing-reading-tasks-to-poll"),
        Doing::ReadingFinishedTask => t!("core-doing-reading-finished-task"),
        Doing::SavingTaskStatus => t!("core-doing-saving-task-status"),
        Doing::CheckingTaskStatus => t!("core-doing-checking-task-status"),
        Doing::SavingPollError => t!("core-doing-saving-poll-error"),
        Doing::RecordingDelivery => t!("core-doing-recording-delivery"),
        Doing::RecordingDeliveryEffects => t!("core-doing-recording-delivery-effects"),
        Doing::FindingDeliveryTask => t!("core-doing-finding-delivery-task"),
        Doing::PreparingBatch => t!("core-doing-preparing-batch"),
        Doing::SavingBatch => t!("core-doing-saving-batch"),
        Doing::SendingBatchAgain => t!("core-doing-sending-batch-again"),
        Doing::RefreshingBatch => t!("core-doing-refreshing-batch"),
        Doing::ReadingBatchesToSend => t!("core-doing-reading-batches-to-send"),
        Doing::RecordingAcceptedBatch => t!("core-doing-recording-accepted-batch"),
        Doing::RecordingBatchSendError => t!("core-doing-recording-batch-send-error"),
        Doing::ReadingBatchesToPoll => t!("core-doing-reading-batches-to-poll"),
        Doing::SavingBatchPollError => t!("core-doing-saving-batch-poll-error"),
        Doing::CheckingBatchStatus => t!("core-doing-checking-batch-status"),
        Doing::ReadingFinishedBatchItem => t!("core-doing-reading-finished-batch-item"),
        Doing::SavingBatchStatus => t!("core-doing-saving-batch-status"),
    }
}

/// What happened, for people.
pub fn problem(problem: &Problem) -> String {
    match problem {
        Problem::Api(err) => super::api_error(err),
        Problem::Detail(text) => text.clone(),
        Problem::TaskNotInHistory => t!("core-problem-task-not-in-history"),
        Problem::BatchNotInHistory => t!("core-problem-batch-not-in-history"),
        Problem::NoResultsYet => t!("core-problem-no-results-yet"),
        Problem::NoSuchResult(number) => t!("core-problem-no-such-result", number = *number),
        Problem::RunBatchInvalid { number, detail } => t!(
            "core-problem-run-batch-invalid",
            number = *number,
            detail = detail.as_str()
        ),
        Problem::TaskIdNotRecorded { detail, task_id } => t!(
            "core-problem-task-id-not-recorded",
            detail = detail.as_str(),
            task = task_id.as_str()
        ),
        Problem::AcceptedBatchNotRecorded { detail, batch_id } => t!(
            "core-problem-batch-not-recorded",
            detail = detail.as_str(),
            batch = batch_id.as_str()
        ),
        Problem::UnreadableResults(details) => unreadable_results(details),
    }
}

/// A success whose results could not be read (`details`: what was wrong with them).
pub(super) fn unreadable_results(details: &[String]) -> String {
    t!(
        "core-problem-unreadable-results",
        details = details.join("; ")
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
