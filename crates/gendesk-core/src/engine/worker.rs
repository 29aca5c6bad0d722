//! The engine's work: submitting with the "record first, never resend blindly" rules,
//! recovering after a restart, and the poll scheduler.

use super::failure::{Doing, Problem};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::mpsc as std_mpsc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::sync::{Mutex, Notify, watch};
use tokio::time::Instant;

use super::EngineError;
use super::batch_flow::BatchSends;
use super::download_flow::Downloads;
use super::limit_flow::LimitPermit;
use super::messages::{Command, Event, ProfileTarget, TaskEvent};
use super::poll_policy::{PollPolicy, RateGate};
use super::store_handle::StoreHandle;
use crate::batch::estimate::PriceSource;
use crate::config::KeyVault;
use crate::references::SharedFiles;
use crate::store::{ProfileId, TaskFilter, TaskPhase, TaskRow};
use crate::trouble::Trouble;
use crate::webhooks::ring::SecretRing;
use crate::wording::activity_log;
use gendesk_api::{
    ApiError, Client, ClientConfig, FailCode, ModelKind, SubmitTaskRequest, TaskState,
};

/// Called after every event so the UI wakes up and drains them.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Sends events and wakes the UI.
#[derive(Clone)]
pub struct Emitter {
    tx: std_mpsc::Sender<Event>,
    waker: Waker,
}

impl Emitter {
    /// An emitter over a channel.
    pub fn new(tx: std_mpsc::Sender<Event>, waker: Waker) -> Self {
        Self { tx, waker }
    }

    /// Reports an event.
    pub fn emit(&self, event: Event) {
        if self.tx.send(event).is_err() {
            // The UI dropped its receiver: it is shutting down, so there is no one to tell.
            tracing::debug!("engine event dropped: the receiver is gone");
            return;
        }
        (self.waker)();
    }
}

/// What every profile's worker shares: the history, the event sink, downloads and settings.
pub struct EngineShared {
    /// The history.
    pub store: StoreHandle,
    /// Event sink.
    pub emitter: Emitter,
    /// Downloads (of every profile).
    pub downloads: Arc<Downloads>,
    /// Whether the service can be reached (`connectivity`).
    pub link: Arc<super::connectivity::Connectivity>,
    /// HTTP settings for new clients.
    pub client: ClientConfig,
    /// Poll timing.
    pub policy: PollPolicy,
    /// Submissions being sent right now (a restart's recovery must not touch them).
    pub in_flight: std::sync::Mutex<HashSet<TaskRow>>,
    /// Where known webhook signing secrets are kept (`None`: in memory only).
    pub secrets: Option<Arc<KeyVault>>,
    /// The offline sandbox's clock, for the freshness of the webhooks it signs.
    pub sandbox_clock: Option<super::ServiceClock>,
}

impl EngineShared {
    /// Reports an event and adds it to the activity log when it is worth keeping.
    pub fn announce(&self, profile: Option<ProfileId>, event: Event) {
        if let Some(entry) = activity_log::entry_for(&event) {
            let store = self.store.clone();
            tokio::spawn(async move {
                let logged = store
                    .call(move |store| store.append_event(&entry.as_new(profile, now_ms())))
                    .await;
                if let Err(err) = logged {
                    tracing::warn!(%err, "the activity log could not be written");
                }
            });
        }
        self.emitter.emit(event);
    }

    fn in_flight(&self) -> std::sync::MutexGuard<'_, HashSet<TaskRow>> {
        self.in_flight
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// One profile's work: its clients, its poll schedule and its batches.
pub struct Worker {
    /// What all profiles share.
    pub shared: Arc<EngineShared>,
    /// The history.
    pub store: StoreHandle,
    /// The profile this worker serves.
    pub profile: ProfileId,
    /// Client for submissions and account calls (the interface's full retry policy).
    pub client: Client,
    /// Client for polling, without retries: the scheduler pauses on 429 and asks again at the
    /// task's next turn, so every request passes the rate gate.
    pub poll_client: Client,
    /// Poll timing.
    pub policy: PollPolicy,
    /// Wakes the poll loop early (new task, refresh).
    pub poll_now: Notify,
    /// One request rate for the profile's polling.
    pub gate: RateGate,
    /// One rate for the profile's submissions.
    pub submit_gate: RateGate,
    /// Polling is paused until then after a 429.
    pub paused_until: Mutex<Option<Instant>>,
    /// When each batch still being sent may be sent again.
    pub batch_sends: std::sync::Mutex<BatchSends>,
    /// A balance refresh after submissions is already scheduled.
    pub balance_due: Arc<std::sync::atomic::AtomicBool>,
    /// The profile is the built-in offline sandbox (a task it does not know was lost with
    /// its saved world).
    pub is_sandbox: bool,
    /// The profile's name (the keyring entry of its signing secrets).
    pub profile_name: String,
    /// The signing secrets known for the profile (see `secret_ring`).
    pub ring: std::sync::Mutex<SecretRing>,
    /// The profile's address and key, for the sandbox's picture uploads.
    pub target: ProfileTarget,
    /// How the person's own pictures are hosted (`reference_flow`).
    pub references: std::sync::Mutex<super::reference_flow::Hosting>,
    /// The pictures the receiver serves (handed to it whenever it starts).
    pub shared_files: SharedFiles,
    /// Whether the receiver runs now (so it can serve shared pictures).
    pub receiver_running: std::sync::atomic::AtomicBool,
    /// A sweep of bucket copies to delete is already scheduled.
    pub sweep_due: Arc<std::sync::atomic::AtomicBool>,
    /// The spending limit and the submissions held by it (`limit_flow`).
    pub spending: std::sync::Mutex<super::limit_flow::SpendingState>,
    /// One spending check (and the recording of what passed it) at a time.
    pub limit_gate: Arc<tokio::sync::Mutex<()>>,
}

/// Unix milliseconds now.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Whether a failed single-task POST may still have created (and charged) the task: no answer,
/// an unreadable answer, or a server/gateway error that can come after the work was done
/// (500, 502, 504). 429 and 503 say the request was not processed; 4xx refuse it.
pub fn may_have_created(err: &ApiError) -> bool {
    err.is_outcome_unknown()
        || matches!(err, ApiError::Decode { .. } | ApiError::TooLarge { .. })
        || matches!(err.status(), Some(500 | 502 | 504))
}

/// Milliseconds in `span`, saturating.
pub fn ms(span: Duration) -> i64 {
    i64::try_from(span.as_millis()).unwrap_or(i64::MAX)
}

impl Worker {
    /// A worker for `target`, whose profile row is `profile`.
    pub fn new(
        shared: Arc<EngineShared>,
        target: &ProfileTarget,
        profile: ProfileId,
    ) -> Result<Arc<Self>, EngineError> {
        let client = Client::with_config(
            target.base_url.clone(),
            target.key.clone(),
            shared.client.clone(),
        )?;
        let mut poll_config = shared.client.clone();
        // The scheduler asks again at the next turn, through its rate gate; retries inside
        // the client would bypass the gate.
        poll_config.retry.max_rate_limit_retries = 0;
        poll_config.retry.max_transient_retries = 0;
        let poll_client =
            Client::with_config(target.base_url.clone(), target.key.clone(), poll_config)?;
        Ok(Arc::new(Self {
            store: shared.store.clone(),
            profile,
            client,
            poll_client,
            gate: RateGate::new(shared.policy.max_requests_per_sec),
            submit_gate: RateGate::new(shared.policy.max_submits_per_sec),
            policy: shared.policy.clone(),
            poll_now: Notify::new(),
            paused_until: Mutex::new(None),
            batch_sends: std::sync::Mutex::default(),
            balance_due: Arc::new(std::sync::atomic::AtomicBool::new(false)),
            is_sandbox: target.is_sandbox,
            profile_name: target.name.clone(),
            ring: std::sync::Mutex::default(),
            target: target.clone(),
            references: std::sync::Mutex::default(),
            shared_files: SharedFiles::default(),
            receiver_running: std::sync::atomic::AtomicBool::new(false),
            sweep_due: Arc::new(std::sync::atomic::AtomicBool::new(false)),
            spending: std::sync::Mutex::default(),
            limit_gate: Arc::default(),
            shared,
        }))
    }

    /// Reports `Started` and polls until the returned sender is set to `true` (or dropped).
    /// Call [`Worker::recover`] first, before any command is handled.
    pub fn start(self: Arc<Self>, recovered_unknown: usize) -> watch::Sender<bool> {
        let (stop, stopped) = watch::channel(false);
        tokio::spawn(async move {
            self.announce(Event::Started {
                profile: self.profile,
                recovered_unknown,
                route: self.client.route(),
            });
            // The balance is shown from the start, not only after a submission.
            let balance = Arc::clone(&self);
            tokio::spawn(async move { balance.refresh_balance().await });
            tokio::spawn(Arc::clone(&self).watch_connectivity(stopped.clone()));
            self.shared.downloads.clone().catch_up(self.profile).await;
            self.poll_loop(stopped).await;
        });
        stop
    }

    /// Reports an event about this profile.
    pub fn announce(&self, event: Event) {
        self.shared.announce(Some(self.profile), event);
    }

    /// Marks submissions left in `submitting` by a previous run as outcome-unknown (not the
    /// ones this process is sending: they are registered under the same store lock).
    pub async fn recover(&self) -> usize {
        let profile = self.profile;
        let now = now_ms();
        let shared = self.shared.clone();
        let result = self
            .store
            .call(move |store| {
                let busy: HashSet<TaskRow> = shared.in_flight().clone();
                let filter = TaskFilter {
                    phases: vec![TaskPhase::Submitting],
                    ..TaskFilter::default()
                };
                let mut rows: Vec<TaskRow> = Vec::new();
                let mut cursor = None;
                loop {
                    let page = store.page_tasks(profile, &filter, cursor, 500)?;
                    rows.extend(page.items.iter().map(|t| t.row));
                    cursor = page.next;
                    if cursor.is_none() {
                        break;
                    }
                }
                // Submissions this process is sending right now are not interrupted.
                rows.retain(|row| !busy.contains(row));
                for row in &rows {
                    store.mark_unknown(*row, &Trouble::Interrupted, now)?;
                }
                Ok(rows.len())
            })
            .await;
        match result {
            Ok(count) => count,
            Err(err) => {
                self.error(Doing::CheckingInterrupted, Problem::detail(&err));
                0
            }
        }
    }

    /// Carries out one command (a submission once it clears the spending limit).
    pub async fn handle(self: Arc<Self>, command: Command) {
        if let Some((command, permit)) = self.clear_spending(command).await {
            self.dispatch(command, permit).await;
        }
    }

    async fn dispatch(self: Arc<Self>, command: Command, permit: Option<LimitPermit>) {
        match command {
            Command::SubmitTask {
                model,
                kind,
                request,
                price,
            } => self.submit(model, kind, request, price, None, permit).await,
            Command::SubmitComparison { id, tasks } => {
                for task in tasks {
                    tokio::spawn(self.clone().submit(
                        task.model,
                        task.kind,
                        task.request,
                        task.price,
                        Some(id),
                        permit.clone(),
                    ));
                }
            }
            Command::AnswerOverLimit { ask, send } => {
                // Taken out first: a second answer finds nothing, so it is never sent twice.
                if let Some(held) = self.take_held(ask)
                    && send
                {
                    Box::pin(self.dispatch(held, None)).await;
                }
            }
            // Applied by the supervisor, in order.
            Command::SetSpendingLimit(limit) => self.set_spending_limit(limit),
            Command::RefreshTask(row) => {
                let now = now_ms();
                if let Err(err) = self
                    .store
                    .call(move |store| store.set_next_poll(row, Some(now)))
                    .await
                {
                    self.error(Doing::RefreshingTask, Problem::detail(&err));
                }
                self.poll_now.notify_one();
            }
            Command::RefreshBalance => self.refresh_balance().await,
            Command::SetFavourite { row, on } => {
                match self
                    .store
                    .call(move |store| store.set_favourite(row, on))
                    .await
                {
                    Ok(()) => self.announce(Event::Task(TaskEvent::FavouriteChanged { row, on })),
                    Err(err) => self.error(Doing::SavingFavourite, Problem::detail(&err)),
                }
            }
            Command::SubmitBatch {
                model,
                kind,
                request,
                price,
            } => self.submit_batch(model, kind, request, price, permit).await,
            Command::SubmitRun {
                model,
                kind,
                batches,
                origin,
                price,
            } => {
                self.submit_run(model, kind, batches, origin, price, permit)
                    .await;
            }
            Command::DownloadBatches { batches, folder } => {
                self.download_batches(batches, folder).await;
            }
            Command::RetryBatchSend(batch) => self.retry_batch_send(batch).await,
            Command::RefreshBatch(batch) => self.refresh_batch(batch).await,
            Command::Download { task, folder, only } => {
                self.shared
                    .downloads
                    .clone()
                    .queue(task, folder, only)
                    .await;
            }
            Command::CancelDownload(download) => self.shared.downloads.cancel(download),
            Command::SetAutoDownload(folder) => {
                self.shared.downloads.set_auto_folder(folder);
                self.shared.downloads.clone().catch_up(self.profile).await;
            }
            // The supervisor applies it in order; here for completeness.
            Command::SetDownloadLimit(bytes) => self.shared.downloads.set_max_bytes(bytes),
            Command::SetRecordsInFiles(on) => self.shared.downloads.set_records(on),
            Command::SetRecordSidecars(on) => self.shared.downloads.set_sidecars(on),
            Command::SetNamePattern(pattern) => self.shared.downloads.set_name_pattern(pattern),
            // The supervisor owns the receiver; here for completeness.
            Command::SetReceiver(_) => {}
            Command::HostReferences { id, pictures } => self.host_references(id, pictures).await,
            // The supervisor applies it in order; here for completeness.
            Command::SetReferenceHosting(setup) => self.set_references(setup),
            Command::GetWebhookSecret => self.fetch_secret().await,
            Command::RotateWebhookSecret => self.rotate_secret().await,
            Command::RevokeWebhookSecret => self.revoke_secret().await,
        }
    }

    /// Records the submission, sends it once, and records what became of it.
    /// Records, then sends, one task; `comparison` names the comparison it belongs to.
    async fn submit(
        self: Arc<Self>,
        model: String,
        kind: ModelKind,
        request: SubmitTaskRequest,
        price: PriceSource,
        comparison: Option<u64>,
        permit: Option<LimitPermit>,
    ) {
        let estimate = super::costs::estimated_usd(&model, price, &request.input);
        let json = match serde_json::to_string(&request) {
            Ok(json) => json,
            Err(err) => return self.error(Doing::PreparingSubmission, Problem::detail(&err)),
        };
        // Wait for the turn before recording, so a recorded submission is one being sent.
        self.submit_gate.acquire().await;
        let (profile, model_for_row, prompt) =
            (self.profile, model.clone(), request.input.prompt.clone());
        let shared = self.shared.clone();
        let row = match self
            .store
            .call(move |store| {
                let row = store.insert_submission(
                    profile,
                    &model_for_row,
                    Some(kind),
                    &json,
                    &prompt,
                    now_ms(),
                )?;
                // Under the store lock, so a recovery never sees it unregistered.
                shared.in_flight().insert(row);
                // What it was expected to cost. Never a reason not to send it: a failure to
                // keep the estimate leaves it unknown.
                if let Err(err) = store.set_task_estimate(row, estimate) {
                    tracing::warn!("a task's estimated cost could not be kept: {err}");
                }
                Ok(row)
            })
            .await
        {
            Ok(row) => row,
            // Nothing was sent: without a record there is no safe way to send.
            Err(err) => {
                return self.error(Doing::SavingSubmission, Problem::detail(&err));
            }
        };
        // Recorded: the next spending check counts it.
        drop(permit);
        let _guard = InFlight(&self.shared, row);
        self.announce(Event::Task(TaskEvent::SubmissionRecorded(row)));
        if let Some(id) = comparison {
            self.announce(Event::Task(TaskEvent::ComparisonMember {
                id,
                model: model.clone(),
                row,
            }));
        }
        let answer = self.client.submit_task(&model, &request).await;
        match answer {
            Ok(task_id) => {
                let (id, first_poll) = (task_id.clone(), self.policy.interval(Some(kind), 0));
                let stored = self
                    .store
                    .call(move |store| {
                        let now = now_ms();
                        store.mark_submitted(row, &id, now)?;
                        store.set_next_poll(row, Some(now + ms(first_poll)))
                    })
                    .await;
                if let Err(err) = stored {
                    self.error(
                        Doing::RecordingTaskId,
                        Problem::TaskIdNotRecorded {
                            detail: err.to_string(),
                            task_id: task_id.clone(),
                        },
                    );
                }
                self.announce(Event::Task(TaskEvent::Submitted { row, task_id }));
                self.poll_now.notify_one();
                self.refresh_balance_soon();
            }
            Err(err) => {
                let unknown = may_have_created(&err);
                let trouble = Trouble::Submission(err.clone());
                let stored = self
                    .store
                    .call(move |store| {
                        if unknown {
                            store.mark_unknown(row, &trouble, now_ms())
                        } else {
                            store.mark_rejected(row, &trouble, now_ms())
                        }
                    })
                    .await;
                if let Err(err) = stored {
                    self.error(Doing::RecordingSubmissionOutcome, Problem::detail(&err));
                }
                self.announce(if unknown {
                    Event::Task(TaskEvent::SubmissionUnknown { row, error: err })
                } else {
                    Event::Task(TaskEvent::SubmissionRejected { row, error: err })
                });
            }
        }
    }

    /// A task just became final: say how it failed, or fetch its results when auto-download
    /// is on. `announce_update` also reports the `TaskUpdated` (batch items).
    pub async fn after_final(&self, row: TaskRow, announce_update: bool) {
        let summary = match self.store.call(move |store| store.task(row)).await {
            Ok(Some(summary)) => summary,
            Ok(None) => return,
            Err(err) => return self.error(Doing::ReadingFinishedTask, Problem::detail(&err)),
        };
        if announce_update {
            self.announce(Event::Task(TaskEvent::TaskUpdated {
                row,
                // A final task always has a state; an empty unknown one if the row lost it.
                state: summary
                    .state
                    .clone()
                    .unwrap_or_else(|| TaskState::Unknown(String::new())),
                is_final: true,
            }));
        }
        self.sweep_uploads_soon();
        if summary.state == Some(TaskState::Failed) || summary.fail_code.is_some() {
            // Failed tasks are refunded: show the balance that includes the refund.
            self.refresh_balance_soon();
        }
        if let Some(code) = summary.fail_code.as_deref() {
            let code = FailCode::from(code.to_owned());
            self.announce(Event::Task(TaskEvent::TaskFailed {
                row,
                code: Some(code),
                reason: None,
                message: summary.fail_msg.clone(),
            }));
        } else if summary.state == Some(TaskState::Failed) {
            self.announce(Event::Task(TaskEvent::TaskFailed {
                row,
                code: None,
                reason: summary.end_reason,
                message: summary.fail_msg.clone(),
            }));
        } else if !summary.result_urls.is_empty() {
            self.shared.downloads.clone().auto_download(&summary).await;
        }
    }

    /// Reports a failure of a command or background job.
    pub fn error(&self, doing: Doing, problem: Problem) {
        tracing::warn!(
            // Logs stay English whatever the window speaks.
            context = crate::wording::in_english(|| crate::wording::doing(doing)),
            message = crate::wording::in_english(|| crate::wording::problem(&problem)),
            "engine error"
        );
        self.announce(Event::Error { doing, problem });
    }
}

/// What a batch poll round did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PollRound {
    /// Nothing was due.
    Idle,
    /// Some batches were polled.
    Polled,
    /// A 429 paused polling.
    Paused,
}

/// Takes a submission off the in-flight list when its answer is handled.
struct InFlight<'a>(&'a EngineShared, TaskRow);

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.0.in_flight().remove(&self.1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn status(status: u16) -> ApiError {
        ApiError::Http {
            status,
            code: Some(i64::from(status)),
            message: None,
            retry_after: None,
        }
    }

    #[test]
    fn only_answers_that_prove_nothing_happened_count_as_not_created() {
        for code in [500, 502, 504] {
            assert!(may_have_created(&status(code)), "{code}");
        }
        for code in [400, 401, 402, 403, 404, 429, 503] {
            assert!(!may_have_created(&status(code)), "{code}");
        }
        assert!(may_have_created(&ApiError::OutcomeUnknown {
            timed_out: true,
            detail: String::new()
        }));
    }
}
