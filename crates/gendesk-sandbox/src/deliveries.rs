//! Outbound notifications: the scheduler that wakes for due jobs, and the sender of callbacks
//! (retried after 30 s, 2 min, 10 min) and signed batch webhooks (retried after 1 min, 5 min,
//! 30 min, 2 h, 6 h; at most six attempts). Intervals are simulated time.
//!
//! Each webhook event keeps its `X-Service-Event-Id` across retries (so receivers can
//! de-duplicate) and is signed afresh with the current timestamp at every attempt (so a retry
//! hours later is still within a receiver's freshness window).

use std::sync::Arc;
use std::time::Duration;

use axum::http::HeaderMap;
use tokio::sync::{mpsc, watch};

use super::clock::ms;
use super::counters::DeliveryClass;
use super::state::SandboxState;
use super::world::{Delivery, DeliveryKind};
use gendesk_api::webhook::SignatureHeaders;
use gendesk_api::{BatchWebhookBody, Envelope, WebhookBatchRef, WebhookTask};

/// Waits between callback attempts.
pub const CALLBACK_RETRIES: [Duration; 3] = [
    Duration::from_secs(30),
    Duration::from_mins(2),
    Duration::from_mins(10),
];
/// Waits between webhook attempts.
pub const WEBHOOK_RETRIES: [Duration; 5] = [
    Duration::from_mins(1),
    Duration::from_mins(5),
    Duration::from_mins(30),
    Duration::from_hours(2),
    Duration::from_hours(6),
];
/// Time a receiver has to answer (simulated; never less than the configured real floor).
pub const RECEIVER_DEADLINE: Duration = Duration::from_secs(30);
/// Longest real sleep of the scheduler, so clock jumps are noticed promptly.
const TICK: Duration = Duration::from_millis(20);

/// Wakes for due jobs until shutdown.
pub async fn run_scheduler(shared: Arc<SandboxState>, mut shutdown: watch::Receiver<bool>) {
    loop {
        shared.run_due();
        let next = shared.world().next_due();
        let wait = next.map_or(TICK, |at| shared.clock.real_until(at).min(TICK));
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            _ = shutdown.changed() => return,
        }
    }
}

/// Sends queued deliveries, each on its own task, until shutdown.
pub async fn run_sender(
    shared: Arc<SandboxState>,
    mut outbox: mpsc::UnboundedReceiver<Delivery>,
    shutdown: watch::Receiver<bool>,
) {
    let client = match reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
    {
        Ok(client) => client,
        Err(err) => {
            tracing::error!(%err, "sandbox: no HTTP client for deliveries; callbacks and webhooks are off");
            return;
        }
    };
    let mut stop = shutdown.clone();
    loop {
        let delivery = tokio::select! {
            next = outbox.recv() => match next { Some(d) => d, None => return },
            _ = stop.changed() => return,
        };
        let (shared, client, shutdown) = (shared.clone(), client.clone(), shutdown.clone());
        tokio::spawn(async move {
            if !*shutdown.borrow() {
                attempt(&shared, &client, delivery).await;
            }
        });
    }
}

/// A delivery ready to send.
struct Prepared {
    body: Vec<u8>,
    headers: HeaderMap,
    class: DeliveryClass,
}

/// Builds the body (and signature) from the task's state now; `None` when it must not be sent.
fn prepare(shared: &SandboxState, delivery: &Delivery) -> Option<Prepared> {
    let now = shared.clock.now_ms();
    let world = shared.world();
    match &delivery.kind {
        DeliveryKind::Callback { task_id } => {
            let record = world.tasks.get(task_id)?.record_at(now, &world.base_url);
            let body = serde_json::to_vec(&Envelope::success(record)).ok()?;
            Some(Prepared {
                body,
                headers: HeaderMap::new(),
                class: DeliveryClass::Callback,
            })
        }
        DeliveryKind::Webhook {
            task_id,
            batch_id,
            client_item_id,
            account,
            secret_version,
            event_id,
        } => {
            let ring = world.secrets.get(account)?;
            if ring
                .revoked_at_ms
                .is_some_and(|at| at >= delivery.queued_ms)
            {
                shared.counters.suppressed(DeliveryClass::Webhook);
                return None;
            }
            let Some(secret) = ring.signing_secret(*secret_version, now) else {
                shared.counters.abandoned(DeliveryClass::Webhook);
                return None;
            };
            let record = world.tasks.get(task_id)?.record_at(now, &world.base_url);
            let body = BatchWebhookBody {
                code: 200,
                message: "success".into(),
                data: WebhookTask {
                    task_id: record.task_id,
                    state: record.state,
                    result_json: record.result_json,
                    fail_code: record.fail_code,
                    fail_msg: record.fail_msg,
                },
                batch: WebhookBatchRef {
                    batch_id: batch_id.clone(),
                    client_item_id: client_item_id.clone(),
                },
            };
            let body = serde_json::to_vec(&body).ok()?;
            let signed = SignatureHeaders::new(
                secret.as_bytes(),
                event_id.clone(),
                now.div_euclid(1000),
                &body,
            );
            let mut headers = HeaderMap::new();
            signed.apply(&mut headers).ok()?;
            Some(Prepared {
                body,
                headers,
                class: DeliveryClass::Webhook,
            })
        }
    }
}

async fn attempt(shared: &SandboxState, client: &reqwest::Client, delivery: Delivery) {
    let Some(prepared) = prepare(shared, &delivery) else {
        return;
    };
    shared.counters.attempted(prepared.class);
    let timeout = shared
        .clock
        .real_duration(RECEIVER_DEADLINE)
        .max(shared.config.min_delivery_timeout);
    let outcome = client
        .post(&delivery.url)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .headers(prepared.headers)
        .body(prepared.body)
        .timeout(timeout)
        .send()
        .await;
    let delivered = match (&outcome, prepared.class) {
        (Ok(response), DeliveryClass::Callback) => response.status() == reqwest::StatusCode::OK,
        (Ok(response), DeliveryClass::Webhook) => response.status().is_success(),
        (Err(_), _) => false,
    };
    if delivered {
        shared.counters.succeeded(prepared.class);
        return;
    }
    let waits: &[Duration] = match prepared.class {
        DeliveryClass::Callback => &CALLBACK_RETRIES,
        DeliveryClass::Webhook => &WEBHOOK_RETRIES,
    };
    let Some(wait) = usize::try_from(delivery.attempt)
        .ok()
        .and_then(|i| waits.get(i))
    else {
        shared.counters.abandoned(prepared.class);
        return;
    };
    let at = shared.clock.now_ms().saturating_add(ms(*wait));
    let retry = Delivery {
        attempt: delivery.attempt + 1,
        ..delivery
    };
    shared.world().schedule_delivery(at, retry);
}
