//! Batches: recorded with their exact bytes and keys before the first send, resent unchanged
//! (after a timeout, a 5xx or a restart) until the service answers, then polled through the
//! batch status endpoint — one request per batch per round, never one per item.

use super::failure::{Doing, Problem};
use std::collections::HashMap;
use std::sync::{Arc, PoisonError};
use std::time::Duration;

use tokio::time::Instant;

use super::messages::{BatchEvent, Event};
use super::worker::{PollRound, Worker, ms, now_ms};
use crate::batch::estimate::PriceSource;
use crate::store::{
    BatchAnswer, BatchPollItem, BatchRow, BatchStatusUpdate, ItemAnswer, ItemStatusUpdate,
    NewBatch, NewBatchItem, SendFailure, StatusUpdate, StoredBatch,
};
use crate::trouble::Trouble;
use gendesk_api::{ApiError, Batch, BatchRequest, ItemStatus, ModelKind, PreparedBatch, TaskState};

/// First wait before a batch that could not be sent is sent again; doubled per failure.
const FIRST_RESEND: Duration = Duration::from_secs(5);
/// Longest wait between two sends of one batch.
const MAX_RESEND: Duration = Duration::from_mins(5);
/// Batches polled per scheduler round at most.
const BATCHES_PER_ROUND: usize = 20;

/// Batches of the profile that are being sent or wait to be sent again.
#[derive(Debug, Default)]
pub struct BatchSends {
    /// Sends in progress.
    sending: std::collections::HashSet<BatchRow>,
    /// Earliest time of the next automatic send; absent = due now (e.g. after a restart).
    next: HashMap<BatchRow, Instant>,
}

/// A fresh key (`UUIDv7`: unique and time-ordered).
fn new_key() -> String {
    uuid::Uuid::now_v7().to_string()
}

/// A batch frozen for storing: its key, exact bytes and items.
pub(super) struct Frozen {
    key: String,
    body: Vec<u8>,
    webhook: Option<String>,
    pub(super) items: Vec<NewBatchItem>,
}

impl Frozen {
    /// The store's view of it.
    pub(super) fn as_new<'a>(&'a self, model: &'a str) -> NewBatch<'a> {
        NewBatch {
            model,
            idempotency_key: &self.key,
            body: &self.body,
            webhook_url: self.webhook.as_deref(),
            items: &self.items,
        }
    }

    /// What is sent, once stored as `row`.
    pub(super) fn into_stored(self, row: BatchRow, model: String) -> StoredBatch {
        StoredBatch {
            row,
            model,
            idempotency_key: self.key,
            body: self.body,
            send_attempts: 0,
        }
    }
}

/// Fills in missing item ids and keys, checks the batch rules and freezes the exact bytes
/// under a new `Idempotency-Key`; the error says what to fix (nothing was sent).
pub(super) fn freeze(mut request: BatchRequest, kind: ModelKind) -> Result<Frozen, String> {
    for (n, item) in request.items.iter_mut().enumerate() {
        if item.client_item_id.trim().is_empty() {
            item.client_item_id = format!("item-{}", n + 1);
        }
        if item.idempotency_key.trim().is_empty() {
            item.idempotency_key = new_key();
        }
    }
    let prepared = PreparedBatch::new(new_key(), &request)
        .map_err(|err| format!("{err}. Fix the batch and submit it again."))?;
    let items = request
        .items
        .iter()
        .map(|item| NewBatchItem {
            client_item_id: item.client_item_id.clone(),
            idempotency_key: item.idempotency_key.clone(),
            request_json: serde_json::to_string(&item.input).unwrap_or_default(),
            prompt: item.input.prompt.clone(),
            kind: Some(kind),
        })
        .collect();
    Ok(Frozen {
        key: prepared.idempotency_key().to_owned(),
        body: prepared.body().to_vec(),
        webhook: request.webhook_url,
        items,
    })
}

/// A fresh run id (`UUIDv7`).
pub(super) fn new_run_id() -> String {
    new_key()
}

/// How a failed send is handled.
fn classify(err: &ApiError) -> SendFailure {
    match err {
        ApiError::NotSent { .. }
        | ApiError::OutcomeUnknown { .. }
        | ApiError::Decode { .. }
        | ApiError::TooLarge { .. } => SendFailure::Retryable,
        ApiError::Key(_) | ApiError::BaseUrl(_) | ApiError::Setup(_) => SendFailure::NeedsUser,
        _ => match err.status() {
            Some(429 | 500..) => SendFailure::Retryable,
            Some(401..=403) => SendFailure::NeedsUser,
            _ => SendFailure::Permanent,
        },
    }
}

/// The service's answer to a send, as the store records it.
fn answer_of(batch: &Batch) -> BatchAnswer {
    BatchAnswer {
        remote_batch_id: batch.batch_id.clone(),
        status: batch.status.as_str().to_owned(),
        final_: batch.status.is_final(),
        replayed: batch.replayed,
        reused_count: batch.reused_count,
        items: batch
            .items
            .iter()
            .map(|item| ItemAnswer {
                client_item_id: item.client_item_id.clone(),
                task_id: item.task_id.clone(),
                accepted: item.accepted,
                status: item.status.as_str().to_owned(),
                error_code: item.error.as_ref().map(|e| e.code.as_str().to_owned()),
                error_message: item.error.as_ref().map(|e| e.message.clone()),
            })
            .collect(),
    }
}

/// The status of each item's task, as far as the batch record tells it.
fn status_of(batch: &Batch) -> (BatchStatusUpdate, Vec<String>) {
    let mut unreadable = Vec::new();
    let items = batch
        .items
        .iter()
        .map(|item| {
            let task = match (&item.result, &item.status) {
                (Some(result), _) => {
                    let success = result.state == TaskState::Success;
                    let urls = if success {
                        match result.payload() {
                            Ok(payload) => Some(payload.result_urls),
                            Err(err) => {
                                unreadable.push(format!("{}: {err}", item.client_item_id));
                                None
                            }
                        }
                    } else {
                        None
                    };
                    // A success whose result cannot be read is asked for again next round.
                    (!success || urls.is_some()).then(|| StatusUpdate {
                        state: result.state.clone(),
                        remote_create_ms: None,
                        completed_ms: None,
                        cost_time_ms: None,
                        fail_code: result.fail_code.as_ref().map(|c| c.as_str().to_owned()),
                        fail_msg: result.fail_msg.clone(),
                        result_urls: urls,
                        final_: result.state.is_final(),
                    })
                }
                (None, ItemStatus::Running) => Some(StatusUpdate {
                    state: TaskState::Processing,
                    remote_create_ms: None,
                    completed_ms: None,
                    cost_time_ms: None,
                    fail_code: None,
                    fail_msg: None,
                    result_urls: None,
                    final_: false,
                }),
                (None, _) => None,
            };
            ItemStatusUpdate {
                client_item_id: item.client_item_id.clone(),
                status: item.status.as_str().to_owned(),
                task,
            }
        })
        .collect();
    let update = BatchStatusUpdate {
        status: batch.status.as_str().to_owned(),
        final_: batch.status.is_final() && unreadable.is_empty(),
        items,
    };
    (update, unreadable)
}

impl Worker {
    fn sends(&self) -> std::sync::MutexGuard<'_, BatchSends> {
        self.batch_sends
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Records a new batch (keys and exact bytes), then sends it.
    pub async fn submit_batch(
        self: Arc<Self>,
        model: String,
        kind: ModelKind,
        request: BatchRequest,
        price: PriceSource,
        permit: Option<super::limit_flow::LimitPermit>,
    ) {
        let estimates = super::costs::item_estimates(&model, price, &request);
        let frozen = match freeze(request, kind) {
            Ok(frozen) => frozen,
            Err(message) => return self.error(Doing::PreparingBatch, Problem::Detail(message)),
        };
        let (profile, count) = (self.profile, frozen.items.len());
        let model_row = model.clone();
        let worker = self.clone();
        let stored = self
            .store
            .call(move |store| {
                let row = store.insert_batch(profile, &frozen.as_new(&model_row), now_ms())?;
                // Claimed for this send before the store answers anyone else: the resend loop
                // must not send (and announce) it before it is announced as recorded.
                worker.sends().sending.insert(row);
                super::costs::keep_item_estimates(store, row, &estimates);
                Ok(frozen.into_stored(row, model_row))
            })
            .await;
        // Recorded (or not): the next spending check counts what is.
        drop(permit);
        let stored = match stored {
            Ok(stored) => stored,
            // Without a record there is no safe way to send.
            Err(err) => {
                return self.error(Doing::SavingBatch, Problem::detail(&err));
            }
        };
        self.announce(Event::Batch(BatchEvent::BatchRecorded {
            batch: stored.row,
            items: count,
        }));
        self.send_if_still_sending(stored).await;
    }

    /// Sends a stored batch now, after the person fixed what stopped it.
    pub async fn retry_batch_send(self: Arc<Self>, batch: BatchRow) {
        let requeued = self
            .store
            .call(move |store| store.requeue_batch(batch, now_ms()))
            .await;
        if let Err(err) = requeued {
            return self.error(Doing::SendingBatchAgain, Problem::detail(&err));
        }
        self.sends().next.remove(&batch);
        self.resend_due_batches().await;
    }

    /// Polls one batch now.
    pub async fn refresh_batch(self: Arc<Self>, batch: BatchRow) {
        let info = match self.store.call(move |store| store.batch(batch)).await {
            Ok(Some(info)) => info,
            Ok(None) => return self.error(Doing::RefreshingBatch, Problem::BatchNotInHistory),
            Err(err) => return self.error(Doing::RefreshingBatch, Problem::detail(&err)),
        };
        let Some(remote_batch_id) = info.remote_batch_id else {
            self.sends().next.remove(&batch);
            return self.resend_due_batches().await;
        };
        self.gate.acquire().await;
        self.poll_batch(BatchPollItem {
            row: batch,
            remote_batch_id,
            model: info.model,
            poll_count: info.poll_count,
        })
        .await;
    }

    /// Sends every batch of the profile that is still unconfirmed and due: the same bytes and
    /// keys as the first time.
    pub async fn resend_due_batches(self: &Arc<Self>) {
        let profile = self.profile;
        let pending = match self
            .store
            .call(move |store| store.batches_to_send(profile))
            .await
        {
            Ok(pending) => pending,
            Err(err) => return self.error(Doing::ReadingBatchesToSend, Problem::detail(&err)),
        };
        let now = Instant::now();
        for stored in pending {
            let due = self
                .sends()
                .next
                .get(&stored.row)
                .is_none_or(|at| *at <= now);
            if due && !self.sends().sending.contains(&stored.row) {
                tokio::spawn(self.clone().send_batch(stored));
            }
        }
    }

    /// One send of a stored batch, and what became of it. The resend loop's list may be stale
    /// by now (another send of the batch may have ended meanwhile, refused for good or waiting
    /// for the person): the batch is sent only if it is still waiting to be sent.
    pub(super) async fn send_batch(self: Arc<Self>, stored: StoredBatch) {
        if !self.claim_sends(&[stored.row]) {
            return;
        }
        self.send_if_still_sending(stored).await;
    }

    /// Sends a batch this caller claimed, unless it left the sending phase meanwhile.
    async fn send_if_still_sending(self: Arc<Self>, stored: StoredBatch) {
        let row = stored.row;
        let still = self
            .store
            .call(move |store| store.batch(row))
            .await
            .ok()
            .flatten()
            .is_some_and(|batch| batch.phase == crate::store::BatchPhase::Sending);
        if still {
            self.send_claimed(stored).await;
        } else {
            self.sends().sending.remove(&row);
        }
    }

    /// Marks batches as being sent (the resend loop leaves them alone); `false` when one of
    /// them already is, and then none is claimed.
    pub(super) fn claim_sends(&self, rows: &[BatchRow]) -> bool {
        let mut sends = self.sends();
        if rows.iter().any(|row| sends.sending.contains(row)) {
            return false;
        }
        sends.sending.extend(rows.iter().copied());
        true
    }

    /// One send of a batch this caller claimed with [`Worker::claim_sends`].
    pub(super) async fn send_claimed(self: Arc<Self>, stored: StoredBatch) {
        let row = stored.row;
        self.submit_gate.acquire().await;
        let prepared = PreparedBatch::from_stored(stored.idempotency_key, stored.body);
        let answer = self.client.submit_batch(&stored.model, &prepared).await;
        match answer {
            Ok(batch) => {
                self.batch_accepted(row, &batch).await;
                // Accepted items were charged: show the balance that includes them.
                self.refresh_balance_soon();
            }
            Err(err) => {
                self.batch_send_failed(row, &err, stored.send_attempts)
                    .await;
            }
        }
        self.sends().sending.remove(&row);
    }

    async fn batch_accepted(&self, row: BatchRow, batch: &Batch) {
        let answer = answer_of(batch);
        let recorded = self
            .store
            .call(move |store| store.record_batch_accepted(row, &answer, now_ms()))
            .await;
        self.sends().next.remove(&row);
        match recorded {
            Ok(outcome) => {
                self.announce(Event::Batch(BatchEvent::BatchAccepted {
                    batch: row,
                    batch_id: batch.batch_id.clone(),
                    replayed: batch.replayed,
                    created: outcome.created.len(),
                    reused: outcome.reused.len(),
                    rejected: outcome.not_accepted,
                }));
                self.poll_now.notify_one();
            }
            Err(err) => self.error(
                Doing::RecordingAcceptedBatch,
                Problem::AcceptedBatchNotRecorded {
                    detail: err.to_string(),
                    batch_id: batch.batch_id.clone(),
                },
            ),
        }
    }

    async fn batch_send_failed(&self, row: BatchRow, err: &ApiError, attempts: u32) {
        let failure = classify(err);
        let trouble = Trouble::Call(err.clone());
        let recorded = self
            .store
            .call(move |store| store.record_batch_send_error(row, &trouble, failure, now_ms()))
            .await;
        if let Err(err) = recorded {
            self.error(Doing::RecordingBatchSendError, Problem::detail(&err));
        }
        let will_retry = failure == SendFailure::Retryable;
        if will_retry {
            let wait = err.retry_after().unwrap_or_else(|| {
                FIRST_RESEND
                    .saturating_mul(2_u32.saturating_pow(attempts.min(16)))
                    .min(MAX_RESEND)
            });
            self.sends().next.insert(row, Instant::now() + wait);
        }
        // This send is over before anyone hears of it: a "Send again" pressed the moment the
        // refusal shows must find the batch free to send, not still claimed.
        self.sends().sending.remove(&row);
        self.announce(Event::Batch(BatchEvent::BatchSendFailed {
            batch: row,
            error: err.clone(),
            will_retry,
        }));
    }

    /// Polls the batches whose turn it is, one status request each.
    pub async fn poll_due_batches(&self) -> PollRound {
        let profile = self.profile;
        let due = match self
            .store
            .call(move |store| store.batches_to_poll(profile, now_ms(), BATCHES_PER_ROUND))
            .await
        {
            Ok(due) => due,
            Err(err) => {
                self.error(Doing::ReadingBatchesToPoll, Problem::detail(&err));
                return PollRound::Idle;
            }
        };
        if due.is_empty() {
            return PollRound::Idle;
        }
        for item in due {
            self.gate.acquire().await;
            if !self.poll_batch(item).await {
                return PollRound::Paused;
            }
        }
        PollRound::Polled
    }

    /// Polls one batch; `false` when polling must pause (rate limited, or no way to the
    /// service).
    async fn poll_batch(&self, item: BatchPollItem) -> bool {
        let row = item.row;
        let next = now_ms()
            + ms(self
                .policy
                .interval(Some(ModelKind::Image), item.poll_count.saturating_add(1)));
        let batch = match self
            .poll_client
            .batch_status(&item.model, &item.remote_batch_id)
            .await
        {
            Ok(batch) => batch,
            Err(err) => {
                let mut next_poll = next;
                if err.is_rate_limited() {
                    next_poll = now_ms() + ms(self.pause_polling(&err).await);
                }
                let trouble = Trouble::Call(err.clone());
                let recorded = self
                    .store
                    .call(move |store| {
                        store.record_batch_poll_error(row, &trouble, now_ms(), next_poll)
                    })
                    .await;
                if let Err(store_err) = recorded {
                    self.error(Doing::SavingBatchPollError, Problem::detail(&store_err));
                }
                if err.is_unreachable() {
                    // The round stops; the connectivity check says whether the network is away.
                    self.shared.link.suspect();
                    return false;
                }
                let transient = err.is_not_sent() || err.status().is_some_and(|s| s >= 500);
                if !transient && !err.is_rate_limited() {
                    self.error(Doing::CheckingBatchStatus, Problem::Api(err.clone()));
                }
                return !err.is_rate_limited();
            }
        };
        let (update, unreadable) = status_of(&batch);
        if !unreadable.is_empty() {
            self.error(
                Doing::ReadingFinishedBatchItem,
                Problem::UnreadableResults(unreadable),
            );
        }
        let recorded = self
            .store
            .call(move |store| {
                let outcome = store.record_batch_status(row, &update, now_ms(), next)?;
                let finished = store.batch(row)?.is_some_and(|b| b.finished_ms.is_some());
                Ok((outcome, finished))
            })
            .await;
        match recorded {
            Ok((outcome, finished)) => {
                for task in &outcome.became_final {
                    self.after_final(*task, true).await;
                }
                self.announce(Event::Batch(BatchEvent::BatchUpdated {
                    batch: row,
                    status: batch.status.as_str().to_owned(),
                    is_final: finished,
                }));
            }
            Err(err) => self.error(Doing::SavingBatchStatus, Problem::detail(&err)),
        }
        true
    }
}
