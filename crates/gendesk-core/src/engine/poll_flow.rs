//! Polling, as a profile's worker does it: the loop that asks the service about due tasks
//! (politely: the rate gate, 429 pauses, waiting while the service cannot be reached), each
//! answer applied to the history, processing times asked for, and a poll's failures recorded.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;
use tokio::time::Instant;

use super::failure::{Doing, Problem};
use super::messages::{Event, TaskEvent};
use super::worker::{PollRound, Worker, ms, now_ms};
use crate::store::{EndReason, PollItem, StatusApplied, StatusUpdate, TaskRow, TimeWanted};
use crate::trouble::Trouble;
use gendesk_api::{ApiError, TaskOutcome, TaskRecord};

impl Worker {
    /// Polls due tasks, politely, until stopped.
    pub(super) async fn poll_loop(self: Arc<Self>, mut stop: watch::Receiver<bool>) {
        loop {
            // No way to the service: nothing is asked until the connectivity check finds one.
            if !self.shared.link.is_online() {
                tokio::select! {
                    () = self.shared.link.online() => {}
                    _ = stop.changed() => return,
                }
            }
            let paused = *self.paused_until.lock().await;
            if let Some(until) = paused.filter(|until| *until > Instant::now()) {
                tokio::select! {
                    () = tokio::time::sleep_until(until) => {}
                    _ = stop.changed() => return,
                }
            }
            self.resend_due_batches().await;
            let polled_batches = self.poll_due_batches().await;
            if polled_batches == PollRound::Paused {
                continue;
            }
            let profile = self.profile;
            let due = self
                .store
                .call(move |store| store.due_for_poll(profile, now_ms(), 50))
                .await;
            let due = match due {
                Ok(due) => due,
                Err(err) => {
                    self.error(Doing::ReadingTasksToPoll, Problem::detail(&err));
                    Vec::new()
                }
            };
            // Batch tasks' processing times, a few per round, after the polls that matter more.
            let times = self
                .store
                .call(move |store| store.processing_times_wanted(profile, 10))
                .await
                .unwrap_or_default();
            if due.is_empty() && times.is_empty() && polled_batches == PollRound::Idle {
                tokio::select! {
                    () = tokio::time::sleep(self.policy.idle_tick) => {}
                    () = self.poll_now.notified() => {}
                    _ = stop.changed() => return,
                }
                continue;
            }
            let mut go_on = true;
            for item in due {
                self.gate.acquire().await;
                go_on = self.poll_one(item).await;
                if !go_on {
                    break;
                }
            }
            for wanted in times {
                if !go_on {
                    break;
                }
                self.gate.acquire().await;
                go_on = self.ask_processing_time(wanted).await;
            }
        }
    }

    /// Asks a final batch task's own status for the processing time its batch answer lacked;
    /// `false` when polling must pause (rate limited). Other failures give up on that task:
    /// the time is only a figure for Insights.
    pub(super) async fn ask_processing_time(&self, wanted: TimeWanted) -> bool {
        let row = wanted.row;
        match self
            .poll_client
            .task_status(&wanted.model, &wanted.task_id)
            .await
        {
            Ok(record) => {
                // Only the time: the outcome was already recorded and announced.
                let (at_ms, cost_ms) = (now_ms(), record.cost_time);
                let kept = self
                    .store
                    .call(move |store| store.record_processing_time(row, cost_ms, at_ms))
                    .await;
                match kept {
                    Ok(true) => self.announce(Event::Task(TaskEvent::TimesKnown(row))),
                    Ok(false) => {}
                    Err(err) => {
                        tracing::warn!("a batch task's processing time could not be kept: {err}");
                    }
                }
            }
            Err(err) if err.is_rate_limited() => {
                self.pause_polling(&err).await;
                return false;
            }
            // Asked again once the service can be reached.
            Err(err) if err.is_unreachable() => {
                self.shared.link.suspect();
                return false;
            }
            Err(err) => tracing::info!("no processing time for a batch task: {err}"),
        }
        if let Err(err) = self
            .store
            .call(move |store| store.mark_processing_time_asked(row))
            .await
        {
            tracing::warn!("could not note that a processing time was asked for: {err}");
        }
        true
    }

    /// Polls one task; `false` when polling must pause (rate limited, or no way to the
    /// service).
    pub(super) async fn poll_one(&self, item: PollItem) -> bool {
        let next = now_ms()
            + ms(self
                .policy
                .interval(item.kind, item.poll_count.saturating_add(1)));
        let row = item.row;
        let record = match self
            .poll_client
            .task_status(&item.model, &item.task_id)
            .await
        {
            Ok(record) => record,
            Err(err) => return self.poll_failed(row, &err, next).await,
        };
        if let Err(err) = record.outcome() {
            let details = vec![err.to_string()];
            self.note_poll_error(row, Trouble::UnreadableResults(details.clone()), next)
                .await;
            self.error(
                Doing::ReadingFinishedTask,
                Problem::UnreadableResults(details),
            );
            return true;
        }
        let next_poll = (!record.state.is_final()).then_some(next);
        if let Err(err) = self.apply_record(row, &record, next_poll).await {
            self.error(Doing::SavingTaskStatus, Problem::Detail(err));
        }
        true
    }

    /// Stores a task record read from the service (a poll answer or a verified webhook) and
    /// reports what changed. `next_poll` applies while the task is not final. An unreadable
    /// result is refused before anything is stored.
    pub async fn apply_record(
        &self,
        row: TaskRow,
        record: &TaskRecord,
        next_poll: Option<i64>,
    ) -> Result<StatusApplied, String> {
        let is_final = record.state.is_final();
        let result_urls = match record.outcome() {
            Ok(TaskOutcome::Succeeded(payload)) => Some(payload.result_urls),
            Ok(_) => None,
            Err(err) => return Err(format!("the result could not be read ({err})")),
        };
        let update = StatusUpdate {
            state: record.state.clone(),
            remote_create_ms: record.create_time,
            completed_ms: record.complete_time,
            cost_time_ms: record.cost_time,
            fail_code: record.fail_code.as_ref().map(|c| c.as_str().to_owned()),
            fail_msg: record.fail_msg.clone(),
            result_urls,
            final_: is_final,
        };
        let next_poll = if is_final { None } else { next_poll };
        let applied = self
            .store
            .call(move |store| store.record_status(row, &update, now_ms(), next_poll))
            .await
            .map_err(|err| err.to_string())?;
        match applied {
            StatusApplied::IgnoredStale | StatusApplied::Unchanged | StatusApplied::Confirmed => {}
            _ => {
                self.announce(Event::Task(TaskEvent::TaskUpdated {
                    row,
                    state: record.state.clone(),
                    is_final,
                }));
                if applied == StatusApplied::BecameFinal {
                    self.after_final(row, false).await;
                }
            }
        }
        Ok(applied)
    }

    pub(super) async fn poll_failed(&self, row: TaskRow, err: &ApiError, next: i64) -> bool {
        if self.is_sandbox && err.status() == Some(404) {
            self.sandbox_forgot(row).await;
            return true;
        }
        if err.is_rate_limited() {
            let pause = self.pause_polling(err).await;
            self.note_poll_error(row, Trouble::Call(err.clone()), now_ms() + ms(pause))
                .await;
            return false;
        }
        self.note_poll_error(row, Trouble::Call(err.clone()), next)
            .await;
        if err.is_unreachable() {
            // The round stops; the connectivity check says whether the network is away.
            self.shared.link.suspect();
            return false;
        }
        let transient = err.is_not_sent() || err.status().is_some_and(|s| s >= 500);
        if !transient {
            self.error(Doing::CheckingTaskStatus, Problem::Api(err.clone()));
        }
        true
    }

    /// A task of the offline sandbox that a fresh sandbox does not know: it ends as failed
    /// (never polled again), with a sentence saying why.
    pub(super) async fn sandbox_forgot(&self, row: TaskRow) {
        match self
            .store
            .call(move |store| store.end_locally(row, EndReason::SandboxForgot, now_ms()))
            .await
        {
            Ok(StatusApplied::BecameFinal) => self.after_final(row, true).await,
            Ok(_) => {}
            Err(err) => self.error(Doing::SavingTaskStatus, Problem::detail(&err)),
        }
    }

    pub(super) async fn note_poll_error(&self, row: TaskRow, trouble: Trouble, next: i64) {
        if let Err(err) = self
            .store
            .call(move |store| store.record_poll_error(row, &trouble, now_ms(), Some(next)))
            .await
        {
            self.error(Doing::SavingPollError, Problem::detail(&err));
        }
    }

    /// Pauses all polling of the profile as a 429 asks; returns the pause.
    pub async fn pause_polling(&self, err: &ApiError) -> Duration {
        let pause = err.retry_after().unwrap_or(self.policy.rate_limit_pause);
        *self.paused_until.lock().await = Some(Instant::now() + pause);
        self.announce(Event::RateLimited {
            resume_in_secs: pause.as_secs().max(1),
        });
        pause
    }
}
