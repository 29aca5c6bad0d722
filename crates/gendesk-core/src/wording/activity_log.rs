//! Which engine events are kept in the history's activity log, and how they read there (the
//! engine writes the entries; the words are made here, with the rest of GenDesk's wording).
//! The log is kept in the history as data, so its entries are worded in English whatever the
//! window's language.

use crate::engine::{AccountEvent, BatchEvent, Event, ReferenceEvent, SecretAction, TaskEvent};
use crate::store::{BatchRow, EventLevel, NewEvent, ProfileId, TaskRow};
use crate::t;

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
    message: impl FnOnce() -> String + Send,
) -> Option<Entry> {
    Some(Entry {
        level,
        kind,
        task_row,
        batch_row,
        message: super::in_english(message),
    })
}

/// The log entry for `event`, or `None` for events not worth keeping (progress, balance, …).
pub fn entry_for(event: &Event) -> Option<Entry> {
    use EventLevel::{Error, Warn};
    match event {
        Event::Started {
            recovered_unknown, ..
        } if *recovered_unknown > 0 => entry(Warn, "recovered_unknown", None, None, || {
            t!("core-log-recovered-unknown", count = *recovered_unknown)
        }),
        Event::Offline { .. } => entry(Warn, "offline", None, None, || t!("core-log-offline")),
        Event::Online { offline_since_ms } => entry(EventLevel::Info, "online", None, None, || {
            t!(
                "core-log-online",
                outage = super::outage_length(crate::engine::now_ms() - offline_since_ms)
            )
        }),
        Event::Task(task) => task_entry(task),
        Event::Batch(batch) => batch_entry(batch),
        Event::Account(account) => account_entry(account),
        Event::Reference(reference) => reference_entry(reference),
        Event::Error { doing, problem } => entry(Error, "error", None, None, || {
            t!(
                "core-log-error",
                doing = crate::wording::doing(*doing),
                problem = crate::wording::problem(problem)
            )
        }),
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
        ReferenceEvent::Failed { index, error, .. } => {
            entry(EventLevel::Warn, "reference_not_hosted", None, None, || {
                t!(
                    "core-log-reference-not-hosted",
                    number = index + 1,
                    error = error.to_string()
                )
            })
        }
        ReferenceEvent::Deleted { count } => {
            entry(EventLevel::Info, "references_deleted", None, None, || {
                t!("core-log-references-deleted", count = *count)
            })
        }
    }
}

/// Entries about single tasks.
fn task_entry(event: &TaskEvent) -> Option<Entry> {
    use EventLevel::{Error, Info, Warn};
    match event {
        TaskEvent::Submitted { row, task_id } => entry(Info, "submitted", Some(*row), None, || {
            t!("core-log-submitted", task = task_id.as_str())
        }),
        TaskEvent::SubmissionUnknown { row, error } => {
            entry(Warn, "outcome_unknown", Some(*row), None, || {
                crate::wording::submission_error(error)
            })
        }
        TaskEvent::SubmissionRejected { row, error } => {
            entry(Error, "rejected", Some(*row), None, || {
                crate::wording::submission_error(error)
            })
        }
        TaskEvent::TaskUpdated {
            row,
            state,
            is_final: true,
        } => entry(Info, "task_final", Some(*row), None, || {
            t!("core-log-task-final", state = state.to_string())
        }),
        TaskEvent::TaskFailed {
            row,
            code,
            message,
            reason,
        } => entry(Error, "task_failed", Some(*row), None, || {
            let why = message
                .clone()
                .or_else(|| reason.map(|r| crate::wording::end_reason(r).to_owned()))
                .unwrap_or_else(|| t!("core-log-no-reason"));
            let hint = crate::wording::failure_hint(code.as_ref(), *reason);
            if let Some(code) = code {
                t!(
                    "core-log-task-failed-code",
                    code = code.as_str(),
                    message = why,
                    hint = hint
                )
            } else {
                t!("core-log-task-failed", message = why, hint = hint)
            }
        }),
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
        BatchEvent::BatchRecorded { batch, items } => {
            entry(Info, "batch_recorded", None, Some(*batch), || {
                t!("core-log-batch-recorded", count = *items)
            })
        }
        BatchEvent::RunRecorded { batches, items, .. } => {
            entry(Info, "run_recorded", None, batches.first().copied(), || {
                t!(
                    "core-log-run-recorded",
                    items = *items,
                    batches = batches.len()
                )
            })
        }
        BatchEvent::BatchAccepted {
            batch,
            batch_id,
            replayed,
            created,
            reused,
            rejected,
        } => entry(Info, "batch_accepted", None, Some(*batch), || {
            let (batch, created, reused, rejected) =
                (batch_id.as_str(), *created, *reused, *rejected);
            if *replayed {
                t!(
                    "core-log-batch-accepted-replayed",
                    batch = batch,
                    created = created,
                    reused = reused,
                    rejected = rejected
                )
            } else {
                t!(
                    "core-log-batch-accepted",
                    batch = batch,
                    created = created,
                    reused = reused,
                    rejected = rejected
                )
            }
        }),
        BatchEvent::BatchSendFailed {
            batch,
            error,
            will_retry,
        } => entry(
            if *will_retry { Warn } else { Error },
            "batch_send_failed",
            None,
            Some(*batch),
            || crate::wording::api_error(error),
        ),
        // Status reads and download progress are shown live, not kept.
        BatchEvent::BatchUpdated { .. } | BatchEvent::BatchDownload { .. } => None,
    }
}

/// Entries about the account: rotations and revocations of the signing secret, and
/// submissions the spending limit held.
fn account_entry(event: &AccountEvent) -> Option<Entry> {
    match event {
        AccountEvent::WebhookSecret { action, .. } => {
            let rotated = match action {
                SecretAction::Fetched => return None,
                SecretAction::Rotated => true,
                SecretAction::Revoked => false,
            };
            entry(EventLevel::Info, "webhook_secret", None, None, move || {
                if rotated {
                    t!("core-log-secret-rotated")
                } else {
                    t!("core-log-secret-revoked")
                }
            })
        }
        AccountEvent::OverLimit(ask) => entry(EventLevel::Warn, "over_limit", None, None, || {
            crate::wording::over_limit(ask)
        }),
        AccountEvent::Balance(_) | AccountEvent::SecretVersions(_) => None,
    }
}
