//! The window's picture of the engine's world ([`LiveState`]): balance, recent errors, and the live state of
//! tasks, updated from engine events drained at the top of each frame. Also turns events into
//! notices worded for a person.

use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;

use gendesk_api::TaskState;
use gendesk_core::engine::{
    AccountEvent, BatchDownloadDone, BatchEvent, DownloadEvent, Event, ReceiverStatus,
    ReferenceEvent, SecretAction, TaskEvent, WebhookEvent,
};
use gendesk_core::references::{HostedReference, ReferenceError};
use gendesk_core::store::{BatchRow, DownloadRow, TaskRow};
use gendesk_core::t;
use gendesk_core::webhooks::ring::SecretStatus;
use gendesk_core::wording;

pub use super::notice::{Notice, NoticeLevel, coalesce, sentence};
use super::notice::{capitalized, task_finished};
use super::task_state::ShownState;

/// Errors kept for the status area.
const ERRORS_KEPT: usize = 20;

/// What the engine last said about one task.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveTask {
    /// The state shown on its badge.
    pub state: ShownState,
    /// Whether it will change again.
    pub is_final: bool,
}

/// Where a download of this session stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DownloadPhase {
    /// Waiting for its turn, or bytes are arriving.
    Running,
    /// The file is complete under its final name.
    Done(PathBuf),
    /// Stopped without a file; the message says what to do.
    Failed {
        /// What happened and what to do.
        message: String,
        /// The link is past its 24 h: downloading again cannot help.
        expired: bool,
    },
    /// Cancelled by the person; the partial file is kept for a later resume.
    Cancelled,
}

/// What the engine last said about one download.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveDownload {
    /// The task whose result it fetches.
    pub task: TaskRow,
    /// Which result URL (zero-based).
    pub index: u32,
    /// Bytes on disk.
    pub done: u64,
    /// The size, when known.
    pub total: Option<u64>,
    /// Where it stands.
    pub phase: DownloadPhase,
}

impl LiveDownload {
    /// The fraction done, when the size is known.
    pub fn fraction(&self) -> Option<f32> {
        fraction(self.done, self.total)
    }
}

/// `done` of `total` as a fraction in 0..=1, when the total is known.
#[allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    reason = "a progress bar needs no more than f32 precision, and the value is within 0..=1"
)]
pub fn fraction(done: u64, total: Option<u64>) -> Option<f32> {
    total
        .filter(|t| *t > 0)
        .map(|t| (done as f64 / t as f64).clamp(0.0, 1.0) as f32)
}

/// Where a "Download all results" of batches stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchDownloadProgress {
    /// Files that ended.
    pub done: usize,
    /// Files to download.
    pub total: usize,
    /// How it ended, once it did.
    pub finished: Option<BatchDownloadDone>,
}

/// What to say when "Download all results" ended.
fn batch_download_notice(done: &BatchDownloadDone) -> Notice {
    let folder = done.folder.display().to_string();
    let notice = match (&done.manifest, &done.error) {
        (Some(_), _) if done.failed == 0 => Notice::new(
            NoticeLevel::Success,
            t!(
                "window-notice-batch-files-saved",
                count = done.files,
                folder = folder
            ),
        ),
        (Some(_), _) => Notice::new(
            NoticeLevel::Warning,
            t!(
                "window-notice-batch-files-some-failed",
                count = done.files,
                folder = folder,
                failed = done.failed
            ),
        ),
        (None, error) => Notice::new(
            NoticeLevel::Error,
            t!(
                "window-notice-batch-manifest-failed",
                count = done.files,
                folder = folder,
                problem = error
                    .clone()
                    .unwrap_or_else(|| t!("window-notice-unknown-error"))
            ),
        ),
    };
    notice.with_folder(done.folder.clone())
}

/// The engine as the window sees it.
#[derive(Debug, Default)]
pub struct LiveState {
    /// The key's balance in USD, once known.
    pub balance: Option<f64>,
    /// Recent errors, newest last.
    pub errors: VecDeque<String>,
    /// Latest state per task seen in this session.
    pub live: HashMap<TaskRow, LiveTask>,
    /// Bumped whenever tasks were added or changed (the activity list re-reads then).
    pub tasks_changed: u64,
    /// Whether the engine reported it is running.
    pub engine_started: bool,
    /// Since when (Unix ms) the service cannot be reached; `None` while it can.
    pub offline_since: Option<i64>,
    /// Downloads of this session, by row.
    pub downloads: HashMap<DownloadRow, LiveDownload>,
    /// Bumped whenever a download starts, progresses or ends.
    pub downloads_changed: u64,
    /// Bumped whenever a batch changes.
    pub batches_changed: u64,
    /// Submissions the spending limit holds, waiting for the person's answer.
    pub over_limit: super::over_limit::OverLimitQueue,
    /// The batches of the run recorded last (taken by the app to show it).
    pub last_run: Option<Vec<BatchRow>>,
    /// "Download all results" of batches in this session, by the first batch of the set.
    pub batch_downloads: HashMap<BatchRow, BatchDownloadProgress>,
    /// The webhook signing secret after the last secret action (`None` when revoked or not
    /// asked yet); for this session only, never written anywhere (it prints as `***`).
    pub webhook_secret: Option<gendesk_api::WebhookSecret>,
    /// The last secret action was a revoke.
    pub webhook_secret_revoked: bool,
    /// The signing-secret versions GenDesk knows for this profile (never the secrets).
    pub secret_versions: Vec<(i64, SecretStatus)>,
    /// Where the local webhook receiver stands.
    pub receiver: ReceiverStatus,
    /// Bumped whenever the receiver records a delivery (the inspector re-reads then).
    pub deliveries_changed: u64,
    /// Deliveries recorded in this session.
    pub deliveries_seen: u64,
    /// One prompt sent to several models, in the order sent (this session).
    pub comparisons: Vec<Comparison>,
    /// The in-app sandbox's address while its profile is open (`http://127.0.0.1:40123`):
    /// its result links at another address are gone with the sandbox session that made them.
    pub sandbox_origin: Option<String>,
    /// Answers to `HostReferences` requests, by request id, until the form that asked takes
    /// them: every link in order, or which picture failed and why.
    pub hosted_references: HashMap<u64, HostingAnswer>,
}

/// The engine's answer to one request to host the person's pictures.
pub type HostingAnswer = Result<Vec<HostedReference>, (usize, ReferenceError)>;

/// One prompt sent to several models.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    /// Chosen by the window when sending.
    pub id: u64,
    /// The prompt, for the heading.
    pub prompt: String,
    /// Model and task, in the order they were recorded.
    pub members: Vec<(String, TaskRow)>,
}

impl LiveState {
    /// Whether a task is being sent right now (an update check waits for it).
    pub fn sending(&self) -> bool {
        self.live
            .values()
            .any(|task| task.state == super::task_state::ShownState::Submitting)
    }

    /// Forgets everything (another profile was opened).
    pub fn reset(&mut self) {
        *self = Self {
            tasks_changed: self.tasks_changed.wrapping_add(1),
            ..Self::default()
        };
    }

    /// Whether the links in `urls` are gone: made by an in-app sandbox that ran at another
    /// address than the one open now.
    pub fn links_gone(&self, urls: &[String]) -> bool {
        self.sandbox_origin.as_deref().is_some_and(|origin| {
            let prefix = format!("{origin}/");
            urls.first().is_some_and(|url| {
                url::Url::parse(url).is_ok_and(|u| {
                    u.host_str()
                        .is_some_and(gendesk_api::base_url::is_loopback_host)
                }) && !url.starts_with(&prefix)
            })
        })
    }

    /// Applies one engine event; returns what to tell the person, if anything.
    pub fn apply(&mut self, event: Event) -> Option<Notice> {
        match event {
            Event::Started {
                recovered_unknown, ..
            } => {
                self.engine_started = true;
                self.tasks_changed += 1;
                (recovered_unknown > 0).then(|| {
                    Notice::new(
                        NoticeLevel::Warning,
                        t!("task-notice-recovered-unknown", count = recovered_unknown),
                    )
                })
            }
            Event::Task(task) => self.apply_task(task),
            Event::Account(account) => self.apply_account(account),
            Event::Offline { since_ms } => {
                // A state the top bar shows while it lasts, not a message.
                self.offline_since = Some(since_ms);
                None
            }
            Event::Online { offline_since_ms } => {
                self.offline_since = None;
                Some(Notice::new(
                    NoticeLevel::Info,
                    t!(
                        "window-notice-online-again",
                        outage = wording::outage_length(
                            gendesk_core::engine::now_ms() - offline_since_ms
                        )
                    ),
                ))
            }
            Event::RateLimited { resume_in_secs } => Some(Notice::new(
                NoticeLevel::Warning,
                t!("window-notice-rate-limited", seconds = resume_in_secs),
            )),
            Event::Error { doing, problem } => Some(self.error(
                NoticeLevel::Error,
                t!(
                    "window-notice-error",
                    doing = capitalized(wording::doing(doing)),
                    problem = wording::problem(&problem)
                ),
            )),
            Event::Batch(batch) => self.apply_batch(batch),
            Event::Download(download) => self.apply_download(download),
            Event::Webhook(webhook) => self.apply_webhook(webhook),
            Event::Reference(reference) => self.apply_reference(reference),
        }
    }

    fn apply_task(&mut self, event: TaskEvent) -> Option<Notice> {
        match event {
            TaskEvent::SubmissionRecorded(row) => {
                self.set(row, ShownState::Submitting, false);
                None
            }
            TaskEvent::FavouriteChanged { .. } | TaskEvent::TimesKnown(_) => {
                // The lists re-read the task with its star or its processing time.
                self.tasks_changed += 1;
                None
            }
            TaskEvent::Submitted { row, .. } => {
                self.set(row, ShownState::Service(TaskState::Pending), false);
                Some(Notice::new(NoticeLevel::Info, t!("task-notice-accepted")))
            }
            TaskEvent::SubmissionUnknown { row, error } => {
                self.set(row, ShownState::OutcomeUnknown, true);
                Some(self.error(NoticeLevel::Warning, wording::submission_error(&error)))
            }
            TaskEvent::SubmissionRejected { row, error } => {
                self.set(row, ShownState::Rejected, true);
                Some(self.error(
                    NoticeLevel::Error,
                    t!(
                        "task-notice-rejected",
                        problem = wording::submission_error(&error)
                    ),
                ))
            }
            TaskEvent::TaskUpdated {
                row,
                state,
                is_final,
            } => {
                let finished_well = is_final && state == TaskState::Success;
                self.set(row, ShownState::Service(state), is_final);
                finished_well.then(|| Notice::new(NoticeLevel::Success, task_finished()))
            }
            TaskEvent::TaskFailed {
                row,
                code,
                message,
                reason,
            } => {
                self.set(row, ShownState::Service(TaskState::Failed), true);
                let hint = wording::failure_hint(code.as_ref(), reason);
                let failed = code.map_or_else(
                    || t!("task-notice-failed"),
                    |c| t!("task-notice-failed-code", code = c.as_str()),
                );
                let said = message
                    .filter(|m| !m.trim().is_empty())
                    .map(|m| {
                        // The quote's own full stop ends the sentence: “….” not “…”.
                        let m = m.trim();
                        let stop = if m.ends_with(['.', '!', '?']) {
                            ""
                        } else {
                            "."
                        };
                        format!(
                            " {}",
                            t!("task-notice-service-said", message = format!("{m}{stop}"))
                        )
                    })
                    .or_else(|| reason.map(|r| format!(" {}", wording::end_reason(r))))
                    .unwrap_or_default();
                // Whole sentences, one after the other.
                Some(self.error(NoticeLevel::Error, format!("{failed}{said} {hint}")))
            }
            TaskEvent::ComparisonMember { id, model, row } => {
                self.comparison_member(id, model, row)
            }
        }
    }

    fn comparison_member(&mut self, id: u64, model: String, row: TaskRow) -> Option<Notice> {
        if let Some(comparison) = self.comparisons.iter_mut().find(|c| c.id == id) {
            comparison.members.push((model, row));
        }
        None
    }

    fn apply_account(&mut self, event: AccountEvent) -> Option<Notice> {
        match event {
            AccountEvent::Balance(balance) => {
                self.balance = Some(balance);
                None
            }
            AccountEvent::WebhookSecret { action, secret } => {
                // Opening the Webhooks view fetches the secret: a version already shown there
                // is not announced again.
                let known = action == SecretAction::Fetched
                    && secret.is_some()
                    && self.webhook_secret.as_ref().map(|s| s.version)
                        == secret.as_ref().map(|s| s.version);
                self.webhook_secret_revoked = action == SecretAction::Revoked;
                self.webhook_secret.clone_from(&secret);
                (!known).then(|| secret_notice(action, secret.as_ref()))
            }
            AccountEvent::SecretVersions(versions) => {
                self.secret_versions = versions;
                None
            }
            // Asked in a dialog (`over_limit.rs`); nothing was sent until it is answered.
            AccountEvent::OverLimit(ask) => {
                self.over_limit.push_back(ask);
                None
            }
        }
    }

    fn apply_reference(&mut self, event: ReferenceEvent) -> Option<Notice> {
        match event {
            ReferenceEvent::Hosted { id, references } => {
                self.hosted_references.insert(id, Ok(references));
                None
            }
            ReferenceEvent::Failed { id, index, error } => {
                self.hosted_references.insert(id, Err((index, error)));
                None
            }
            ReferenceEvent::Deleted { count } => Some(Notice::new(
                NoticeLevel::Info,
                t!("window-notice-references-deleted", count = count),
            )),
        }
    }

    fn apply_webhook(&mut self, event: WebhookEvent) -> Option<Notice> {
        match event {
            WebhookEvent::Receiver(status) => {
                let notice = match (&self.receiver, &status) {
                    (_, ReceiverStatus::Failed(failure)) => {
                        Some(self.error(NoticeLevel::Error, wording::receiver_failure(failure)))
                    }
                    // Listening again after a failure, or on another port: say so, so the
                    // failure's words do not stay the last ones.
                    (ReceiverStatus::Failed(_), ReceiverStatus::Listening { port, .. }) => {
                        Some(Notice::new(
                            NoticeLevel::Success,
                            t!("window-notice-receiver-listens", port = *port),
                        ))
                    }
                    (
                        ReceiverStatus::Listening { port: old, .. },
                        ReceiverStatus::Listening { port, .. },
                    ) if old != port => Some(Notice::new(
                        NoticeLevel::Success,
                        t!("window-notice-receiver-listens", port = *port),
                    )),
                    _ => None,
                };
                self.receiver = status;
                notice
            }
            WebhookEvent::DeliveryRecorded(_) => {
                self.deliveries_changed = self.deliveries_changed.wrapping_add(1);
                self.deliveries_seen += 1;
                None
            }
        }
    }

    fn apply_batch(&mut self, event: BatchEvent) -> Option<Notice> {
        match event {
            BatchEvent::BatchRecorded { .. } => {
                self.batch_changed();
                None
            }
            BatchEvent::BatchUpdated { is_final, .. } => {
                self.batch_changed();
                is_final.then(|| Notice::new(NoticeLevel::Info, t!("window-notice-batch-finished")))
            }
            BatchEvent::RunRecorded { batches, items, .. } => {
                self.batch_changed();
                self.last_run = Some(batches.clone());
                Some(Notice::new(
                    NoticeLevel::Info,
                    t!(
                        "window-notice-run-recorded",
                        items = items,
                        batches = batches.len()
                    ),
                ))
            }
            BatchEvent::BatchDownload {
                first,
                done,
                total,
                finished,
            } => {
                let notice = finished.as_ref().map(batch_download_notice);
                self.batch_downloads.insert(
                    first,
                    BatchDownloadProgress {
                        done,
                        total,
                        finished,
                    },
                );
                self.batch_changed();
                notice
            }
            BatchEvent::BatchAccepted {
                replayed,
                created,
                reused,
                rejected,
                ..
            } => {
                self.batch_changed();
                let mut text = if replayed {
                    t!("window-notice-batch-replayed", count = created + reused)
                } else {
                    t!("window-notice-batch-accepted", count = created)
                };
                if rejected > 0 {
                    // A sentence of its own, after the first.
                    text.push(' ');
                    text.push_str(&t!("window-notice-batch-rejected-items", count = rejected));
                }
                Some(Notice::new(
                    if rejected > 0 {
                        NoticeLevel::Warning
                    } else {
                        NoticeLevel::Info
                    },
                    text,
                ))
            }
            BatchEvent::BatchSendFailed {
                error, will_retry, ..
            } => {
                self.batch_changed();
                let level = if will_retry {
                    NoticeLevel::Warning
                } else {
                    NoticeLevel::Error
                };
                Some(self.error(level, wording::api_error(&error)))
            }
        }
    }

    fn apply_download(&mut self, event: DownloadEvent) -> Option<Notice> {
        match event {
            DownloadEvent::DownloadQueued {
                download,
                task,
                index,
                ..
            } => {
                self.downloads.insert(
                    download,
                    LiveDownload {
                        task,
                        index,
                        done: 0,
                        total: None,
                        phase: DownloadPhase::Running,
                    },
                );
                self.download_changed();
                None
            }
            DownloadEvent::DownloadProgress {
                download,
                done,
                total,
            } => {
                if let Some(live) = self.downloads.get_mut(&download) {
                    live.done = done;
                    live.total = total;
                    live.phase = DownloadPhase::Running;
                    self.download_changed();
                }
                None
            }
            DownloadEvent::DownloadFinished {
                download,
                task,
                path,
            } => {
                let notice = Notice::saved(path.clone());
                self.end_download(download, task, DownloadPhase::Done(path));
                Some(notice)
            }
            DownloadEvent::DownloadFailed {
                download,
                task,
                error,
                expired,
                cancelled,
            } => {
                let message = wording::download_error(&error);
                if cancelled {
                    self.end_download(download, task, DownloadPhase::Cancelled);
                    return Some(Notice::new(
                        NoticeLevel::Info,
                        t!("task-notice-download-cancelled"),
                    ));
                }
                self.end_download(
                    download,
                    task,
                    DownloadPhase::Failed {
                        message: message.clone(),
                        expired,
                    },
                );
                Some(self.error(NoticeLevel::Error, message))
            }
        }
    }

    fn batch_changed(&mut self) {
        self.batches_changed = self.batches_changed.wrapping_add(1);
        self.tasks_changed = self.tasks_changed.wrapping_add(1);
    }

    fn download_changed(&mut self) {
        self.downloads_changed = self.downloads_changed.wrapping_add(1);
    }

    fn end_download(&mut self, download: DownloadRow, task: TaskRow, phase: DownloadPhase) {
        let live = self.downloads.entry(download).or_insert(LiveDownload {
            task,
            index: 0,
            done: 0,
            total: None,
            phase: DownloadPhase::Running,
        });
        if let DownloadPhase::Done(_) = phase {
            live.done = live.total.unwrap_or(live.done);
        }
        live.phase = phase;
        self.download_changed();
    }

    fn set(&mut self, row: TaskRow, state: ShownState, is_final: bool) {
        let live = LiveTask { state, is_final };
        // The list re-reads only when something it shows changed.
        if self.live.get(&row) != Some(&live) {
            self.live.insert(row, live);
            self.tasks_changed = self.tasks_changed.wrapping_add(1);
        }
    }

    fn error(&mut self, level: NoticeLevel, text: String) -> Notice {
        if self.errors.len() == ERRORS_KEPT {
            self.errors.pop_front();
        }
        self.errors.push_back(text.clone());
        Notice::new(level, text)
    }
}

/// What to say after a webhook-secret action.
fn secret_notice(action: SecretAction, secret: Option<&gendesk_api::WebhookSecret>) -> Notice {
    let text = match (action, secret) {
        (SecretAction::Fetched, Some(s)) => {
            t!("window-notice-secret-in-force", version = s.version)
        }
        (SecretAction::Rotated, Some(s)) => {
            t!("window-notice-secret-rotated", version = s.version)
        }
        (SecretAction::Revoked, _) => t!("window-notice-secret-revoked"),
        (_, None) => t!("window-notice-secret-none"),
    };
    Notice::new(NoticeLevel::Info, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_version_already_shown_is_not_announced_again() {
        let mut model = LiveState::default();
        let fetched = |version: i64| {
            Event::Account(AccountEvent::WebhookSecret {
                action: SecretAction::Fetched,
                secret: Some(gendesk_api::WebhookSecret {
                    version,
                    secret: "whsec_test".to_owned(),
                }),
            })
        };
        assert!(model.apply(fetched(3)).is_some(), "the first fetch says it");
        assert_eq!(model.apply(fetched(3)), None, "opening the view again");
        let changed = model.apply(fetched(4)).unwrap();
        assert!(changed.text.contains("version 4"), "{}", changed.text);
    }

    #[test]
    fn events_update_the_model_and_word_notices() {
        let mut model = LiveState::default();
        let row = TaskRow(7);
        assert_eq!(
            model.apply(Event::Task(TaskEvent::SubmissionRecorded(row))),
            None
        );
        assert_eq!(model.live[&row].state.words(), "submitting");
        let before = model.tasks_changed;
        let notice = model.apply(Event::Task(TaskEvent::TaskUpdated {
            row,
            state: "success".into(),
            is_final: true,
        }));
        assert_eq!(notice.map(|n| n.level), Some(NoticeLevel::Success));
        assert!(model.tasks_changed > before);
        model.apply(Event::Account(AccountEvent::Balance(3.5)));
        assert_eq!(model.balance, Some(3.5));
        let notice = model
            .apply(Event::Error {
                doing: gendesk_core::engine::Doing::CheckingBalance,
                problem: gendesk_core::engine::Problem::Detail("offline".into()),
            })
            .map(|n| n.text);
        assert_eq!(
            notice.as_deref(),
            Some("Checking the balance failed: offline")
        );
        assert_eq!(model.errors.len(), 1);
    }

    #[test]
    fn notices_that_arrive_together_are_said_once() {
        let done = Notice::new(NoticeLevel::Success, task_finished());
        let warn = Notice::new(NoticeLevel::Warning, "slow down");
        let merged = coalesce(vec![done.clone(), warn.clone(), done.clone(), done, warn]);
        assert_eq!(
            merged,
            [
                Notice::new(NoticeLevel::Success, "3 tasks finished successfully."),
                Notice::new(NoticeLevel::Warning, "slow down (and 1 more like it)"),
            ]
        );
    }
}
