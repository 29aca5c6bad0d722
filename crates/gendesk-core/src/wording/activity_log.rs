//! Which engine events are kept in the history's activity log, and how they read there (the
//! engine writes the entries; the words are made here, with the rest of GenDesk's wording).

use crate::engine::{AccountEvent, BatchEvent, Event, ReferenceEvent, SecretAction, TaskEvent};
use crate::store::{BatchRow, EventLevel, NewEvent, ProfileId, TaskRow};

/// An activity log entry made from an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    level: EventLevel,
    kind: &'static str,
    task_row: Option<TaskRow>,
    batch_row: Option<BatchRow>,
    message: String,
}

impl Entry {
    /// The entry as the store takes it.
    pub fn as_new(&self, profile: Option<ProfileId>, at_ms: i64) -> NewEvent<'_> {
        NewEvent {
            profile,
            at_ms,
            level: self.level,
            kind: self.kind,
            task_row: self.task_row,
            batch_row: self.batch_row,
            message: &self.message,
        }
    }
}

#[allow(
    clippy::unnecessary_wraps,
    reason = "every kept event goes through here, so the matches return it directly"
)]
fn entry(
    level: EventLevel,
    kind: &'static str,
    task_row: Option<TaskRow>,
    batch_row: Option<BatchRow>,
    message: String,
) -> Option<Entry> {
    Some(Entry {
        level,
        kind,
        task_row,
        batch_row,
        message,
    })
}

/// The log entry for `event`, or `None` for events not worth keeping (progress, balance, …).
pub fn entry_for(event: &Event) -> Option<Entry> {
    use EventLevel::{Error, Warn};
    match event {
        Event::Started {
            recovered_unknown, ..
        } if *recovered_unknown > 0 => entry(
            Warn,
            "recovered_unknown",
            None,
            None,
            format!(
                "{} interrupted before the service answered; {} unknown",
                super::count(*recovered_unknown, "submission was", "submissions were"),
                if *recovered_unknown == 1 {
                    "its outcome is"
                } else {
                    "their outcomes are"
                }
            ),
        ),
        Event::Offline { .. } => entry(
            Warn,
            "offline",
            None,
            None,
            "The service could not be reached; status checks and downloads wait for it".to_owned(),
        ),
        Event::Online { offline_since_ms } => entry(
            EventLevel::Info,
            "online",
            None,
            None,
            format!(
                "The service answers again after {} out of reach; status checks and downloads went on",
                super::outage_length(crate::engine::now_ms() - offline_since_ms)
            ),
        ),
        Event::Task(task) => task_entry(task),
        Event::Batch(batch) => batch_entry(batch),
        Event::Account(account) => account_entry(account),
        Event::Reference(reference) => reference_entry(reference),
        Event::Error { doing, problem } => entry(
            Error,
            "error",
            None,
            None,
            format!(
                "While {}: {}",
                crate::wording::doing(*doing),
                crate::wording::problem(problem)
            ),
        ),
        // A clean start, pauses, download progress and the receiver's own lines are not kept.
        Event::Started { .. }
        | Event::RateLimited { .. }
        | Event::Download(_)
        | Event::Webhook(_) => None,
    }
}

/// Entries about the person's own pictures: failures to host them, and bucket clean-ups.
fn reference_entry(event: &ReferenceEvent) -> Option<Entry> {
    match event {
        ReferenceEvent::Hosted { .. } => None,
        ReferenceEvent::Failed { index, error, .. } => entry(
            EventLevel::Warn,
            "reference_not_hosted",
            None,
            None,
            format!(
                "Reference picture {} could not be hosted: {error}",
                index + 1
            ),
        ),
        ReferenceEvent::Deleted { count } => entry(
            EventLevel::Info,
            "references_deleted",
            None,
            None,
            if *count == 1 {
                "1 uploaded reference picture was deleted from your bucket: its tasks are done"
                    .to_owned()
            } else {
                format!(
                    "{count} uploaded reference pictures were deleted from your bucket: their tasks are done"
                )
            },
        ),
    }
}

/// Entries about single tasks.
fn task_entry(event: &TaskEvent) -> Option<Entry> {
    use EventLevel::{Error, Info, Warn};
    match event {
        TaskEvent::Submitted { row, task_id } => entry(
            Info,
            "submitted",
            Some(*row),
            None,
            format!("Submitted; the service's task id is {task_id}"),
        ),
        TaskEvent::SubmissionUnknown { row, error } => entry(
            Warn,
            "outcome_unknown",
            Some(*row),
            None,
            crate::wording::submission_error(error),
        ),
        TaskEvent::SubmissionRejected { row, error } => entry(
            Error,
            "rejected",
            Some(*row),
            None,
            crate::wording::submission_error(error),
        ),
        TaskEvent::TaskUpdated {
            row,
            state,
            is_final: true,
        } => entry(
            Info,
            "task_final",
            Some(*row),
            None,
            format!("Finished: {state}"),
        ),
        TaskEvent::TaskFailed {
            row,
            code,
            message,
            reason,
        } => entry(
            Error,
            "task_failed",
            Some(*row),
            None,
            format!(
                "Failed{}: {} {}",
                code.as_ref()
                    .map(|c| format!(" ({})", c.as_str()))
                    .unwrap_or_default(),
                message
                    .as_deref()
                    .or(reason.map(crate::wording::end_reason))
                    .unwrap_or("no reason given."),
                crate::wording::failure_hint(code.as_ref(), *reason),
            ),
        ),
        // Recording comes before the submission's own line; running states change often; a
        // star is the person's own doing.
        TaskEvent::SubmissionRecorded(_)
        | TaskEvent::ComparisonMember { .. }
        | TaskEvent::FavouriteChanged { .. }
        | TaskEvent::TimesKnown(_)
        | TaskEvent::TaskUpdated {
            is_final: false, ..
        } => None,
    }
}

/// Entries about batches.
fn batch_entry(event: &BatchEvent) -> Option<Entry> {
    use EventLevel::{Error, Info, Warn};
    match event {
        BatchEvent::BatchRecorded { batch, items } => entry(
            Info,
            "batch_recorded",
            None,
            Some(*batch),
            format!(
                "Batch of {} recorded",
                super::count(*items, "item", "items")
            ),
        ),
        BatchEvent::RunRecorded { batches, items, .. } => entry(
            Info,
            "run_recorded",
            None,
            batches.first().copied(),
            format!(
                "{} recorded as {}",
                super::count(*items, "item", "items"),
                super::count(batches.len(), "batch", "batches")
            ),
        ),
        BatchEvent::BatchAccepted {
            batch,
            batch_id,
            replayed,
            created,
            reused,
            rejected,
        } => entry(
            Info,
            "batch_accepted",
            None,
            Some(*batch),
            format!(
                "Batch {batch_id} accepted{}: {created} new, {reused} reused, {rejected} rejected",
                if *replayed { " (replayed)" } else { "" }
            ),
        ),
        BatchEvent::BatchSendFailed {
            batch,
            error,
            will_retry,
        } => entry(
            if *will_retry { Warn } else { Error },
            "batch_send_failed",
            None,
            Some(*batch),
            crate::wording::api_error(error),
        ),
        // Status reads and download progress are shown live, not kept.
        BatchEvent::BatchUpdated { .. } | BatchEvent::BatchDownload { .. } => None,
    }
}

/// Entries about the account: rotations and revocations of the signing secret, and
/// submissions the spending limit held.
fn account_entry(event: &AccountEvent) -> Option<Entry> {
    match event {
        AccountEvent::WebhookSecret { action, .. } => entry(
            EventLevel::Info,
            "webhook_secret",
            None,
            None,
            match action {
                SecretAction::Fetched => return None,
                SecretAction::Rotated => "The webhook signing secret was rotated".to_owned(),
                SecretAction::Revoked => "The webhook signing secrets were revoked".to_owned(),
            },
        ),
        AccountEvent::OverLimit(ask) => entry(
            EventLevel::Warn,
            "over_limit",
            None,
            None,
            crate::wording::over_limit(ask),
        ),
        AccountEvent::Balance(_) | AccountEvent::SecretVersions(_) => None,
    }
}
