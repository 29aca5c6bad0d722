//! What the engine does with each request the local receiver takes: check it (batch webhooks
//! against the known signing secrets, over the raw bytes), record it with its verdict, answer
//! the sender (2xx only once recorded), then act — a verified webhook stores its task's final
//! state at once; an unsigned callback only asks the service for the task's status. Nothing
//! that did not verify changes any state. Deliveries are handled one at a time, in arrival
//! order, so two copies of one event can never both count as new.
//!
//! The reason and action recorded with each delivery (shown in the Webhooks view) are worded
//! in the language in force when it was received, and stay so; the HTTP replies to the sender
//! are for another program and stay in English.

use super::failure::{Doing, Problem};
use std::sync::Arc;

use axum::http::StatusCode;
use tokio::sync::mpsc;

use super::messages::{Event, WebhookEvent};
use super::worker::{Worker, now_ms};
use crate::store::{
    DeliveryKind, DeliveryRow, DeliveryVerdict, NewDelivery, StatusApplied, StoreError,
};
use crate::webhooks::ReceiverOptions;
use crate::webhooks::check::check_webhook;
use crate::webhooks::receiver::{Incoming, IncomingParts, Reply};
use gendesk_api::webhook::WebhookHeaders;
use gendesk_api::{BatchWebhookBody, TaskCallback, TaskRecord, TaskState};

use crate::t;

/// What to do after recording.
enum Then {
    /// Nothing: the reason says why.
    Nothing,
    /// Store this verified record for the task.
    Apply(TaskRecord),
    /// Ask the service for this task's status now.
    CheckStatus(String),
}

impl Worker {
    /// Takes the receiver's requests until it stops.
    pub async fn take_deliveries(
        self: Arc<Self>,
        mut incoming: mpsc::Receiver<Incoming>,
        options: ReceiverOptions,
    ) {
        while let Some(request) = incoming.recv().await {
            self.take_delivery(request, &options).await;
        }
    }

    async fn take_delivery(&self, request: Incoming, options: &ReceiverOptions) {
        let (parts, answer) = request.split();
        let received_ms = now_ms();
        // The sandbox signs with its simulated clock; a real service with the real one.
        let signer_now_ms = match (&self.shared.sandbox_clock, self.is_sandbox) {
            (Some(clock), true) => clock.now_ms(),
            _ => received_ms,
        };
        let (mut delivery, then) = match parts.kind {
            DeliveryKind::Webhook => self.judge_webhook(&parts, signer_now_ms, options),
            DeliveryKind::Callback => judge_callback(&parts, self.profile_delivery(&parts)),
        };
        delivery.profile = self.profile;
        delivery.received_ms = received_ms;
        let kept = options.kept;
        let record = delivery.clone();
        let stored = self
            .store
            .call(move |store| store_once(store, record, kept))
            .await;
        let stored = match stored {
            Ok(stored) => stored,
            Err(err) => {
                answer.send(Reply::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "GenDesk could not record this delivery; send it again later.",
                ));
                self.error(Doing::RecordingDelivery, Problem::detail(&err));
                return;
            }
        };
        answer.send(reply_for(stored.verdict));
        let action = self.act(then, &stored.verdict).await;
        let row = stored.row;
        let summary = self
            .store
            .call(move |store| {
                if let Some(action) = &action {
                    store.set_delivery_action(row, action)?;
                }
                Ok(store.delivery(row)?.map(|detail| detail.summary))
            })
            .await;
        match summary {
            Ok(Some(summary)) => {
                self.announce(Event::Webhook(WebhookEvent::DeliveryRecorded(summary)));
            }
            Ok(None) => {}
            Err(err) => self.error(Doing::RecordingDeliveryEffects, Problem::detail(&err)),
        }
    }

    /// A delivery with the request's raw parts and nothing judged yet.
    fn profile_delivery(&self, parts: &IncomingParts) -> NewDelivery {
        NewDelivery {
            profile: self.profile,
            received_ms: 0,
            kind: parts.kind,
            method: parts.method.clone(),
            path: parts.path.clone(),
            headers: parts
                .headers
                .iter()
                .map(|(name, value)| {
                    (
                        name.as_str().to_owned(),
                        String::from_utf8_lossy(value.as_bytes()).into_owned(),
                    )
                })
                .collect(),
            body: parts.body.to_vec(),
            event_id: None,
            signed_timestamp: None,
            task_id: None,
            batch_id: None,
            client_item_id: None,
            verdict: DeliveryVerdict::Unreadable,
            reason: String::new(),
            secret_version: None,
            expected_signature: None,
            received_signature: None,
            action: String::new(),
        }
    }

    fn judge_webhook(
        &self,
        parts: &IncomingParts,
        now_ms: i64,
        options: &ReceiverOptions,
    ) -> (NewDelivery, Then) {
        let mut delivery = self.profile_delivery(parts);
        let headers = WebhookHeaders::from_header_map(&parts.headers);
        delivery.event_id = headers.event_id.map(str::to_owned);
        delivery.signed_timestamp = headers.timestamp.map(str::to_owned);
        let outcome = {
            let ring = self.ring();
            check_webhook(
                &ring,
                &headers,
                &parts.body,
                now_ms.div_euclid(1000),
                options.tolerance,
            )
        };
        delivery.verdict = outcome.verdict;
        delivery.reason = outcome.reason;
        delivery.secret_version = outcome.secret_version;
        delivery.expected_signature = outcome.expected_signature;
        delivery.received_signature = outcome.received_signature;
        let body: Option<BatchWebhookBody> = serde_json::from_slice(&parts.body).ok();
        // The ids it names are read for display even when it did not verify (never acted upon
        // then).
        if let Some(body) = &body {
            delivery.task_id = Some(body.data.task_id.clone());
            delivery.batch_id = Some(body.batch.batch_id.clone());
            delivery.client_item_id = Some(body.batch.client_item_id.clone());
        }
        if delivery.verdict != DeliveryVerdict::Verified {
            delivery.action = t!("delivery-not-verified");
            return (delivery, Then::Nothing);
        }
        let Some(body) = body else {
            delivery.verdict = DeliveryVerdict::Unreadable;
            delivery.reason = t!(
                "delivery-webhook-unreadable",
                reason = delivery.reason.clone()
            );
            return (delivery, Then::Nothing);
        };
        let data = body.data;
        let record = TaskRecord {
            task_id: data.task_id,
            state: data.state,
            result_json: data.result_json,
            cost_time: None,
            create_time: None,
            complete_time: None,
            fail_code: data.fail_code,
            fail_msg: data.fail_msg,
        };
        (delivery, Then::Apply(record))
    }

    /// Carries out what a recorded delivery calls for; returns the sentence saying what was
    /// done (`None` keeps the one recorded).
    async fn act(&self, then: Then, verdict: &DeliveryVerdict) -> Option<String> {
        match then {
            Then::Nothing => None,
            Then::Apply(_) if *verdict == DeliveryVerdict::Duplicate => None,
            Then::Apply(record) => Some(self.apply_webhook(record).await),
            Then::CheckStatus(task_id) => Some(self.check_called_back(task_id).await),
        }
    }

    async fn apply_webhook(&self, record: TaskRecord) -> String {
        let Some(task) = self.task_row_of(&record.task_id).await else {
            return t!("delivery-no-such-task", task_id = record.task_id.clone());
        };
        if !record.state.is_final() {
            return t!("delivery-not-final", state = state_words(&record.state));
        }
        match self.apply_record(task, &record, None).await {
            Ok(StatusApplied::BecameFinal) => t!(
                "delivery-became-final",
                task_id = record.task_id.clone(),
                state = state_words(&record.state)
            ),
            Ok(StatusApplied::Unchanged | StatusApplied::Confirmed) => t!(
                "delivery-already-final",
                task_id = record.task_id.clone(),
                state = state_words(&record.state)
            ),
            Ok(_) => t!(
                "delivery-updated",
                task_id = record.task_id.clone(),
                state = state_words(&record.state)
            ),
            Err(err) => t!("delivery-not-applied", error = err),
        }
    }

    async fn check_called_back(&self, task_id: String) -> String {
        let Some(task) = self.task_row_of(&task_id).await else {
            return t!("delivery-callback-no-task", task_id = task_id);
        };
        let now = now_ms();
        let due = self
            .store
            .call(move |store| store.set_next_poll(task, Some(now)))
            .await;
        match due {
            Ok(true) => {
                self.poll_now.notify_one();
                t!("delivery-callback-checking", task_id = task_id)
            }
            Ok(false) => t!("delivery-callback-already-final", task_id = task_id),
            Err(err) => t!("delivery-callback-not-scheduled", error = err.to_string()),
        }
    }

    async fn task_row_of(&self, task_id: &str) -> Option<crate::store::TaskRow> {
        let (profile, task_id) = (self.profile, task_id.to_owned());
        match self
            .store
            .call(move |store| store.task_by_remote(profile, &task_id))
            .await
        {
            Ok(found) => found.map(|task| task.row),
            Err(err) => {
                self.error(Doing::FindingDeliveryTask, Problem::detail(&err));
                None
            }
        }
    }
}

/// A callback: recorded, never trusted; a readable one asks for the task's status.
fn judge_callback(parts: &IncomingParts, mut delivery: NewDelivery) -> (NewDelivery, Then) {
    let body: Option<TaskCallback> = serde_json::from_slice(&parts.body).ok();
    let Some(record) = body.and_then(|envelope| envelope.data) else {
        delivery.verdict = DeliveryVerdict::Unreadable;
        delivery.reason = t!("delivery-callback-unreadable");
        delivery.action = t!("delivery-callback-unreadable-action");
        return (delivery, Then::Nothing);
    };
    delivery.task_id = Some(record.task_id.clone());
    delivery.verdict = DeliveryVerdict::Callback;
    delivery.reason = t!(
        "delivery-callback",
        task_id = record.task_id.clone(),
        state = state_words(&record.state)
    );
    (delivery, Then::CheckStatus(record.task_id))
}

/// What a stored delivery came to.
struct Stored {
    row: DeliveryRow,
    verdict: DeliveryVerdict,
}

/// Stores a delivery; a verified event already recorded becomes a duplicate (in the same
/// store call, so two copies can never both be new).
fn store_once(
    store: &mut crate::store::Store,
    mut delivery: NewDelivery,
    kept: u32,
) -> Result<Stored, StoreError> {
    if delivery.verdict == DeliveryVerdict::Verified
        && let Some(event_id) = delivery.event_id.clone()
        && let Some(first) = store.verified_delivery_of(delivery.profile, &event_id)?
    {
        delivery.verdict = DeliveryVerdict::Duplicate;
        delivery.reason = t!(
            "delivery-duplicate",
            event_id = event_id,
            first = first.to_string(),
            reason = delivery.reason.clone()
        );
        delivery.action = t!("delivery-duplicate-action");
    }
    let stored = store.insert_delivery(&delivery, kept)?;
    Ok(Stored {
        row: stored.row,
        verdict: delivery.verdict,
    })
}

/// A task state in the person's words (the task-state-… words of the task views); a state
/// newer than GenDesk as the service names it.
fn state_words(state: &TaskState) -> String {
    match state {
        TaskState::Pending => t!("task-state-pending"),
        TaskState::Processing => t!("task-state-processing"),
        TaskState::Success => t!("task-state-success"),
        TaskState::Failed => t!("task-state-failed"),
        TaskState::Unknown(state) => state.clone(),
    }
}

/// The answer for a recorded delivery, for the sender (another program, so in English): 2xx
/// for what the sender should not send again.
fn reply_for(verdict: DeliveryVerdict) -> Reply {
    match verdict {
        DeliveryVerdict::Verified | DeliveryVerdict::Callback => {
            Reply::new(StatusCode::OK, "Recorded.")
        }
        DeliveryVerdict::Duplicate => Reply::new(StatusCode::OK, "Already received."),
        DeliveryVerdict::Unreadable => {
            Reply::new(StatusCode::OK, "Recorded, but the body could not be read.")
        }
        DeliveryVerdict::MissingHeader | DeliveryVerdict::Malformed => Reply::new(
            StatusCode::BAD_REQUEST,
            "Recorded and refused: a signature header is missing or malformed.",
        ),
        DeliveryVerdict::WrongScheme
        | DeliveryVerdict::Mismatch
        | DeliveryVerdict::Stale
        | DeliveryVerdict::Future
        | DeliveryVerdict::NoSecret => Reply::new(
            StatusCode::UNAUTHORIZED,
            "Recorded and refused: the signature did not verify.",
        ),
    }
}
