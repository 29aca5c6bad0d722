//! The engine's work: submitting with the "record first, never resend blindly" rules,
//! recovering after a restart, and the poll scheduler.

use std::sync::Arc;
use std::sync::mpsc as std_mpsc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::sync::{Mutex, Notify, mpsc, watch};
use tokio::time::Instant;

use super::messages::{Command, Event};
use super::poll_policy::{PollPolicy, RateGate, kind_of_mode};
use super::store_handle::StoreHandle;
use crate::api::{ApiError, Client, FailCode, SubmitTaskRequest, TaskOutcome};
use crate::store::{
    PollItem, ProfileId, StatusApplied, StatusUpdate, TaskFilter, TaskPhase, TaskRow,
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

/// Everything the engine's tasks share.
pub struct Worker {
    /// The history.
    pub store: StoreHandle,
    /// The profile this engine serves.
    pub profile: ProfileId,
    /// Client for submissions and account calls (the interface's full retry policy).
    pub client: Client,
    /// Client for polling: 429 is not waited out per request — the scheduler pauses instead.
    pub poll_client: Client,
    /// Poll timing.
    pub policy: PollPolicy,
    /// Event sink.
    pub emitter: Emitter,
    /// Wakes the poll loop early (new task, refresh).
    pub poll_now: Notify,
    /// One request rate for the profile's polling.
    pub gate: RateGate,
    /// Polling is paused until then after a 429.
    pub paused_until: Mutex<Option<Instant>>,
}

/// Unix milliseconds now.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn ms(span: Duration) -> i64 {
    i64::try_from(span.as_millis()).unwrap_or(i64::MAX)
}

/// What a person sees about a submission that was recorded but never answered.
pub const INTERRUPTED: &str = "GenDesk stopped before the service answered this submission, so it is not known whether the task was created (and charged). Check the service's task list or your balance before submitting it again.";

impl Worker {
    /// Runs until `stop` turns true or the command channel closes.
    pub async fn run(
        self: Arc<Self>,
        mut commands: mpsc::Receiver<Command>,
        mut stop: watch::Receiver<bool>,
    ) {
        let recovered_unknown = self.recover().await;
        self.emitter.emit(Event::Started { recovered_unknown });
        let poller = tokio::spawn(self.clone().poll_loop(stop.clone()));
        loop {
            tokio::select! {
                command = commands.recv() => match command {
                    Some(command) => {
                        let worker = self.clone();
                        tokio::spawn(async move { worker.handle(command).await });
                    }
                    None => break,
                },
                _ = stop.changed() => break,
            }
        }
        poller.abort();
    }

    /// Marks submissions left in `submitting` by a previous run as outcome-unknown.
    async fn recover(&self) -> usize {
        let profile = self.profile;
        let now = now_ms();
        let result = self
            .store
            .call(move |store| {
                let filter = TaskFilter {
                    phases: vec![TaskPhase::Submitting],
                    ..TaskFilter::default()
                };
                let mut rows = Vec::new();
                let mut cursor = None;
                loop {
                    let page = store.page_tasks(profile, &filter, cursor, 500)?;
                    rows.extend(page.items.iter().map(|t| t.row));
                    cursor = page.next;
                    if cursor.is_none() {
                        break;
                    }
                }
                for row in &rows {
                    store.mark_unknown(*row, INTERRUPTED, now)?;
                }
                Ok(rows.len())
            })
            .await;
        match result {
            Ok(count) => count,
            Err(err) => {
                self.error("checking for interrupted submissions", &err.to_string());
                0
            }
        }
    }

    async fn handle(self: Arc<Self>, command: Command) {
        match command {
            Command::SubmitTask { model, request } => self.submit(model, request).await,
            Command::RefreshTask(row) => {
                let now = now_ms();
                if let Err(err) = self
                    .store
                    .call(move |store| store.set_next_poll(row, Some(now)))
                    .await
                {
                    self.error("refreshing a task", &err.to_string());
                }
                self.poll_now.notify_one();
            }
            Command::RefreshBalance => self.refresh_balance().await,
        }
    }

    /// Records the submission, sends it once, and records what became of it.
    async fn submit(self: Arc<Self>, model: String, request: SubmitTaskRequest) {
        let json = match serde_json::to_string(&request) {
            Ok(json) => json,
            Err(err) => return self.error("preparing the submission", &err.to_string()),
        };
        let kind = kind_of_mode(&request.input.mode);
        let (profile, model_for_row, prompt) =
            (self.profile, model.clone(), request.input.prompt.clone());
        let row = match self
            .store
            .call(move |store| {
                store.insert_submission(
                    profile,
                    &model_for_row,
                    Some(kind),
                    &json,
                    &prompt,
                    now_ms(),
                )
            })
            .await
        {
            Ok(row) => row,
            // Nothing was sent: without a record there is no safe way to send.
            Err(err) => {
                return self.error("saving the submission (nothing was sent)", &err.to_string());
            }
        };
        self.emitter.emit(Event::SubmissionRecorded(row));
        match self.client.submit_task(&model, &request).await {
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
                        "recording the new task id",
                        &format!("{err}; the task {task_id} exists at the service"),
                    );
                }
                self.emitter.emit(Event::Submitted { row, task_id });
                self.poll_now.notify_one();
                self.refresh_balance().await;
            }
            Err(err) => {
                // An unreadable 200 answer may still mean the task was created.
                let unknown = err.is_outcome_unknown()
                    || matches!(err, ApiError::Decode { .. } | ApiError::TooLarge { .. });
                let message = err.user_message();
                let text = message.clone();
                let stored = self
                    .store
                    .call(move |store| {
                        if unknown {
                            store.mark_unknown(row, &text, now_ms())
                        } else {
                            store.mark_rejected(row, &text, now_ms())
                        }
                    })
                    .await;
                if let Err(err) = stored {
                    self.error("recording the submission's outcome", &err.to_string());
                }
                self.emitter.emit(if unknown {
                    Event::SubmissionUnknown { row, message }
                } else {
                    Event::SubmissionRejected { row, message }
                });
            }
        }
    }

    async fn refresh_balance(&self) {
        match self.client.balance().await {
            Ok(usd) => self.emitter.emit(Event::Balance(usd)),
            Err(err) => self.error("checking the balance", &err.user_message()),
        }
    }

    /// Polls due tasks, politely, until stopped.
    async fn poll_loop(self: Arc<Self>, mut stop: watch::Receiver<bool>) {
        loop {
            let paused = *self.paused_until.lock().await;
            if let Some(until) = paused.filter(|until| *until > Instant::now()) {
                tokio::select! {
                    () = tokio::time::sleep_until(until) => {}
                    _ = stop.changed() => return,
                }
            }
            let profile = self.profile;
            let due = self
                .store
                .call(move |store| store.due_for_poll(profile, now_ms(), 50))
                .await;
            let due = match due {
                Ok(due) => due,
                Err(err) => {
                    self.error("reading tasks to poll", &err.to_string());
                    Vec::new()
                }
            };
            if due.is_empty() {
                tokio::select! {
                    () = tokio::time::sleep(self.policy.idle_tick) => {}
                    () = self.poll_now.notified() => {}
                    _ = stop.changed() => return,
                }
                continue;
            }
            for item in due {
                self.gate.acquire().await;
                if !self.poll_one(item).await {
                    break;
                }
            }
        }
    }

    /// Polls one task; `false` when polling must pause (rate limited).
    async fn poll_one(&self, item: PollItem) -> bool {
        let next = now_ms()
            + ms(self
                .policy
                .interval(item.kind.as_deref(), item.poll_count.saturating_add(1)));
        let row = item.row;
        let record = match self
            .poll_client
            .task_status(&item.model, &item.task_id)
            .await
        {
            Ok(record) => record,
            Err(err) => return self.poll_failed(row, &err, next).await,
        };
        let is_final = record.state.is_final();
        let result_urls = match record.outcome() {
            Ok(TaskOutcome::Succeeded(payload)) => Some(payload.result_urls),
            Ok(_) => None,
            Err(err) => {
                let message = format!(
                    "the service reported success but its result could not be read ({err}); GenDesk will ask again"
                );
                self.note_poll_error(row, message.clone(), next).await;
                self.error("reading a finished task", &message);
                return true;
            }
        };
        let update = StatusUpdate {
            state: record.state.as_str().to_owned(),
            remote_create_ms: record.create_time,
            completed_ms: record.complete_time,
            cost_time_ms: record.cost_time,
            fail_code: record.fail_code.as_ref().map(|c| c.as_str().to_owned()),
            fail_msg: record.fail_msg.clone(),
            result_urls,
            final_: is_final,
        };
        let next_poll = (!is_final).then_some(next);
        let applied = self
            .store
            .call(move |store| store.record_status(row, &update, now_ms(), next_poll))
            .await;
        match applied {
            Ok(StatusApplied::IgnoredStale | StatusApplied::Unchanged) => {}
            Ok(applied) => {
                self.emitter.emit(Event::TaskUpdated {
                    row,
                    state: record.state.as_str().to_owned(),
                    is_final,
                });
                if applied == StatusApplied::BecameFinal && record.fail_code.is_some() {
                    let code = record.fail_code.clone();
                    let hint = code.as_ref().map_or("", FailCode::hint).to_owned();
                    self.emitter.emit(Event::TaskFailed {
                        row,
                        code,
                        message: record.fail_msg.clone(),
                        hint,
                    });
                }
            }
            Err(err) => self.error("saving a task's status", &err.to_string()),
        }
        true
    }

    async fn poll_failed(&self, row: TaskRow, err: &ApiError, next: i64) -> bool {
        if err.is_rate_limited() {
            let pause = err.retry_after().unwrap_or(self.policy.rate_limit_pause);
            *self.paused_until.lock().await = Some(Instant::now() + pause);
            self.note_poll_error(row, err.user_message(), now_ms() + ms(pause))
                .await;
            self.emitter.emit(Event::RateLimited {
                resume_in_secs: pause.as_secs().max(1),
            });
            return false;
        }
        self.note_poll_error(row, err.user_message(), next).await;
        let transient =
            err.is_outcome_unknown() || err.is_not_sent() || err.status().is_some_and(|s| s >= 500);
        if !transient {
            self.error("checking a task's status", &err.user_message());
        }
        true
    }

    async fn note_poll_error(&self, row: TaskRow, message: String, next: i64) {
        if let Err(err) = self
            .store
            .call(move |store| store.record_poll_error(row, &message, now_ms(), Some(next)))
            .await
        {
            self.error("saving a poll error", &err.to_string());
        }
    }

    fn error(&self, context: &str, message: &str) {
        tracing::warn!(context, message, "engine error");
        self.emitter.emit(Event::Error {
            context: context.to_owned(),
            message: message.to_owned(),
        });
    }
}
