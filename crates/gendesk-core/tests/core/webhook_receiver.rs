//! The local webhook receiver against the in-process sandbox over loopback: the engine runs it,
//! the sandbox delivers signed batch webhooks and callbacks to it, and the history records each
//! delivery with its verdict. Polling is set to an hour here, so a task that becomes final did
//! so from a delivery, not from a status check. Forged and broken requests are sent by the
//! test straight to the receiver.
#![allow(
    clippy::unwrap_used,
    clippy::too_many_lines,
    reason = "tests: a failure is a test failure"
)]

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use gendesk_api::TaskState;
use gendesk_api::testing::wait_until;
use gendesk_api::webhook::SignatureHeaders;
use gendesk_api::{
    BatchRequest, BatchRequestItem, BatchWebhookBody, ModelInput, ModelKind, SubmitTaskRequest,
    WebhookBatchRef, WebhookTask,
};
use gendesk_core::config::KeyVault;
use gendesk_core::engine::{
    AccountEvent, BatchEvent, Command, Engine, Event, PollPolicy, ReceiverStatus, SecretAction,
    TaskEvent, WebhookEvent,
};
use gendesk_core::store::{
    DeliveryFilter, DeliveryKind, DeliverySummary, DeliveryVerdict, ProfileId, Store, TaskPhase,
    TaskRow,
};
use gendesk_core::testing::{IMAGE, collect_more, collect_until};
use gendesk_core::webhooks::ReceiverOptions;
use gendesk_core::webhooks::receiver::ReceiverSettings;
use gendesk_sandbox::testing::{start_sandbox, start_sandbox_with};
use gendesk_sandbox::{DEMO_KEY, SandboxConfig, SandboxHandle};

/// Polls so rare that nothing in these tests is finished by a status check on its own.
fn hour_polling() -> PollPolicy {
    let hour = Duration::from_hours(1);
    PollPolicy {
        image_first: hour,
        image_cap: hour,
        slow_first: hour,
        slow_cap: hour,
        ..PollPolicy::fast()
    }
}

struct Running {
    engine: Engine,
    events: Vec<Event>,
    webhook_url: String,
    callback_url: String,
}

/// An engine on `sandbox` with its receiver on an ephemeral port, once it listens and knows
/// the signing secret.
async fn engine_with_receiver(sandbox: &SandboxHandle, dir: &Path) -> Running {
    let store: Arc<keyring_core::CredentialStore> = keyring_core::mock::Store::new().unwrap();
    engine_with_vault(sandbox, dir, Arc::new(KeyVault::with_store(store))).await
}

/// [`engine_with_receiver`] keeping the known secrets in `vault`.
async fn engine_with_vault(sandbox: &SandboxHandle, dir: &Path, vault: Arc<KeyVault>) -> Running {
    let mut config = gendesk_core::testing::config(sandbox, dir, DEMO_KEY);
    config.poll = hour_polling();
    config.receiver = Some(ReceiverOptions {
        listen: ReceiverSettings {
            port: 0,
            ..ReceiverSettings::default()
        },
        tolerance: Duration::from_mins(5),
        kept: 10_000,
    });
    let clock = sandbox.clock().clone();
    config.sandbox_clock = Some(gendesk_core::engine::ServiceClock::new(move || {
        clock.now_ms()
    }));
    config.secrets = Some(vault);
    let engine = Engine::start(config, Arc::new(|| {})).unwrap();
    let events = collect_until(&engine, |events| {
        listening(events).is_some()
            && events.iter().any(
                |e| matches!(e, Event::Account(AccountEvent::SecretVersions(v)) if !v.is_empty()),
            )
    })
    .await;
    let (webhook_url, callback_url) = listening(&events).unwrap();
    Running {
        engine,
        events,
        webhook_url,
        callback_url,
    }
}

fn listening(events: &[Event]) -> Option<(String, String)> {
    events.iter().find_map(|e| match e {
        Event::Webhook(WebhookEvent::Receiver(ReceiverStatus::Listening {
            webhook_url,
            callback_url,
            ..
        })) => Some((webhook_url.clone(), callback_url.clone())),
        _ => None,
    })
}

fn item(id: &str, prompt: &str) -> BatchRequestItem {
    BatchRequestItem {
        client_item_id: id.into(),
        idempotency_key: format!("key-{id}-{prompt}"),
        input: ModelInput::new("text-to-image", prompt).with("resolution", "1K"),
    }
}

fn batch(items: Vec<BatchRequestItem>, webhook_url: &str) -> Command {
    Command::SubmitBatch {
        model: IMAGE.into(),
        kind: ModelKind::Image,
        request: BatchRequest {
            items,
            webhook_url: Some(webhook_url.to_owned()),
        },
        price: gendesk_core::batch::estimate::PriceSource::Sandbox,
    }
}

fn count<F: Fn(&Event) -> bool>(events: &[Event], f: F) -> usize {
    events.iter().filter(|e| f(e)).count()
}

fn deliveries(dir: &Path, profile: ProfileId) -> Vec<DeliverySummary> {
    let store = Store::open(&dir.join("history.sqlite3")).unwrap();
    let mut all = store
        .list_deliveries(profile, &DeliveryFilter::default(), None, 10_000)
        .unwrap();
    all.reverse(); // oldest first
    all
}

fn task_rows(dir: &Path, profile: ProfileId) -> Vec<gendesk_core::store::TaskSummary> {
    let store = Store::open(&dir.join("history.sqlite3")).unwrap();
    store
        .page_tasks(
            profile,
            &gendesk_core::store::TaskFilter::default(),
            None,
            100,
        )
        .unwrap()
        .items
}

/// Lets the sandbox's simulated hour pass, so every task finishes and deliveries go out.
fn an_hour_passes(sandbox: &SandboxHandle) {
    sandbox.clock().advance(Duration::from_hours(1));
    sandbox.run_due();
}

#[tokio::test]
async fn verified_webhooks_finish_their_tasks_before_any_poll_and_rejected_items_send_none() {
    let dir = tempfile::tempdir().unwrap();
    let sandbox = start_sandbox(1.0).await;
    let Running {
        engine,
        events,
        webhook_url,
        ..
    } = engine_with_receiver(&sandbox, dir.path()).await;
    engine
        .send(batch(
            vec![
                item("a", "a fox"),
                item("b", "an owl"),
                item("c", "a bad one [reject]"),
            ],
            &webhook_url,
        ))
        .unwrap();
    let events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Batch(BatchEvent::BatchAccepted { .. }))
        }) == 1
    })
    .await;
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Batch(BatchEvent::BatchAccepted {
            created: 2,
            rejected: 1,
            ..
        })
    )));
    an_hour_passes(&sandbox);
    let events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Webhook(WebhookEvent::DeliveryRecorded(_)))
        }) == 2
            && count(events, |e| {
                matches!(
                    e,
                    Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
                )
            }) == 2
    })
    .await;
    let profile = engine.profile();
    let got = deliveries(dir.path(), profile);
    assert_eq!(got.len(), 2, "one webhook per accepted item: {got:#?}");
    let mut items: Vec<&str> = got
        .iter()
        .map(|d| d.client_item_id.as_deref().unwrap())
        .collect();
    items.sort_unstable();
    assert_eq!(items, ["a", "b"], "nothing for the rejected item");
    for delivery in &got {
        assert_eq!(delivery.verdict, DeliveryVerdict::Verified, "{delivery:#?}");
        assert_eq!(delivery.kind, DeliveryKind::Webhook);
        assert_eq!(delivery.secret_version, Some(1));
        assert!(delivery.reason.contains("version 1"), "{}", delivery.reason);
        // Written only when the webhook is what made the task final (a status check ran at
        // most once, right after the batch was accepted, when nothing had finished yet).
        assert!(
            delivery.action.contains("from this webhook"),
            "{}",
            delivery.action
        );
        assert!(delivery.task_row.is_some());
    }
    for task in task_rows(dir.path(), profile) {
        assert_eq!(task.phase, TaskPhase::Final, "{task:#?}");
        assert_eq!(task.state, Some(TaskState::Success));
        assert!(!task.result_urls.is_empty());
    }
    assert!(
        !events.iter().any(|e| matches!(e, Event::Error { .. })),
        "{events:#?}"
    );
}

#[tokio::test]
async fn a_second_copy_of_an_event_is_a_duplicate_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let sandbox = start_sandbox_with(SandboxConfig {
        duplicate_deliveries: true,
        allow_loopback_targets: true,
        rate_limit: None,
        seed: Some(3),
        ..SandboxConfig::default()
    })
    .await;
    let Running {
        engine,
        events,
        webhook_url,
        ..
    } = engine_with_receiver(&sandbox, dir.path()).await;
    engine
        .send(batch(vec![item("only", "a heron")], &webhook_url))
        .unwrap();
    let events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Batch(BatchEvent::BatchAccepted { .. }))
        }) == 1
    })
    .await;
    an_hour_passes(&sandbox);
    let events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Webhook(WebhookEvent::DeliveryRecorded(_)))
        }) == 2
    })
    .await;
    let got = deliveries(dir.path(), engine.profile());
    let verdicts: Vec<DeliveryVerdict> = got.iter().map(|d| d.verdict).collect();
    assert_eq!(
        verdicts,
        [DeliveryVerdict::Verified, DeliveryVerdict::Duplicate]
    );
    assert_eq!(got[0].event_id, got[1].event_id);
    assert_eq!(got[1].attempt, 2);
    assert!(
        got[1].action.starts_with("Nothing changed"),
        "{}",
        got[1].action
    );
    assert_eq!(
        count(&events, |e| matches!(
            e,
            Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
        )),
        1,
        "the task became final once"
    );
}

#[tokio::test]
async fn after_a_rotation_old_batches_verify_with_the_old_version_and_new_ones_with_the_new() {
    let dir = tempfile::tempdir().unwrap();
    let sandbox = start_sandbox(1.0).await;
    let Running {
        engine,
        events,
        webhook_url,
        ..
    } = engine_with_receiver(&sandbox, dir.path()).await;
    engine
        .send(batch(vec![item("old", "a fox")], &webhook_url))
        .unwrap();
    let events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Batch(BatchEvent::BatchAccepted { .. }))
        }) == 1
    })
    .await;
    engine.send(Command::RotateWebhookSecret).unwrap();
    let events = collect_more(&engine, events, |events| {
        events.iter().any(|e| {
            matches!(
                e,
                Event::Account(AccountEvent::WebhookSecret {
                    action: SecretAction::Rotated,
                    ..
                })
            )
        })
    })
    .await;
    engine
        .send(batch(vec![item("new", "an owl")], &webhook_url))
        .unwrap();
    let events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Batch(BatchEvent::BatchAccepted { .. }))
        }) == 2
    })
    .await;
    an_hour_passes(&sandbox);
    collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Webhook(WebhookEvent::DeliveryRecorded(_)))
        }) == 2
    })
    .await;
    let got = deliveries(dir.path(), engine.profile());
    for delivery in &got {
        assert_eq!(delivery.verdict, DeliveryVerdict::Verified, "{delivery:#?}");
        let expected = match delivery.client_item_id.as_deref() {
            Some("old") => 1,
            Some("new") => 2,
            other => panic!("unexpected item {other:?}"),
        };
        assert_eq!(delivery.secret_version, Some(expected), "{delivery:#?}");
    }
}

#[tokio::test]
async fn after_a_revoke_no_delivery_arrives() {
    let dir = tempfile::tempdir().unwrap();
    let sandbox = start_sandbox(1.0).await;
    let Running {
        engine,
        events,
        webhook_url,
        ..
    } = engine_with_receiver(&sandbox, dir.path()).await;
    engine
        .send(batch(
            vec![item("a", "a fox"), item("b", "an owl")],
            &webhook_url,
        ))
        .unwrap();
    let events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Batch(BatchEvent::BatchAccepted { .. }))
        }) == 1
    })
    .await;
    engine.send(Command::RevokeWebhookSecret).unwrap();
    collect_more(&engine, events, |events| {
        events.iter().any(|e| {
            matches!(
                e,
                Event::Account(AccountEvent::WebhookSecret {
                    action: SecretAction::Revoked,
                    ..
                })
            )
        })
    })
    .await;
    an_hour_passes(&sandbox);
    wait_until(Duration::from_secs(10), || {
        sandbox.counters().webhooks_suppressed == 2
    })
    .await;
    assert_eq!(sandbox.counters().webhooks_attempted, 0);
    assert!(deliveries(dir.path(), engine.profile()).is_empty());
}

#[tokio::test]
async fn callbacks_are_recorded_and_trigger_a_status_check_and_repeats_are_harmless() {
    let dir = tempfile::tempdir().unwrap();
    let sandbox = start_sandbox_with(SandboxConfig {
        duplicate_deliveries: true,
        allow_loopback_targets: true,
        rate_limit: None,
        seed: Some(5),
        ..SandboxConfig::default()
    })
    .await;
    let Running {
        engine,
        events,
        callback_url,
        ..
    } = engine_with_receiver(&sandbox, dir.path()).await;
    engine
        .send(Command::SubmitTask {
            model: IMAGE.into(),
            kind: ModelKind::Image,
            request: SubmitTaskRequest::callback(
                ModelInput::new("text-to-image", "a lighthouse").with("resolution", "1K"),
                callback_url,
            ),
            price: gendesk_core::batch::estimate::PriceSource::Sandbox,
        })
        .unwrap();
    let events = collect_more(&engine, events, |events| {
        events
            .iter()
            .any(|e| matches!(e, Event::Task(TaskEvent::Submitted { .. })))
    })
    .await;
    an_hour_passes(&sandbox);
    let events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Webhook(WebhookEvent::DeliveryRecorded(_)))
        }) == 2
            && count(events, |e| {
                matches!(
                    e,
                    Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
                )
            }) == 1
    })
    .await;
    let got = deliveries(dir.path(), engine.profile());
    assert_eq!(got.len(), 2);
    for delivery in &got {
        assert_eq!(delivery.kind, DeliveryKind::Callback);
        assert_eq!(delivery.verdict, DeliveryVerdict::Callback);
        assert!(
            delivery.reason.contains("no signature"),
            "{}",
            delivery.reason
        );
    }
    assert!(
        got[0].action.contains("status"),
        "the first callback asks for the status: {}",
        got[0].action
    );
    assert_eq!(got[1].attempt, 2);
    let task = &task_rows(dir.path(), engine.profile())[0];
    assert_eq!(task.phase, TaskPhase::Final);
    assert!(
        task.poll_count >= 1,
        "finished by a status check, not by the callback's body"
    );
    assert_eq!(
        count(&events, |e| matches!(
            e,
            Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
        )),
        1
    );
}

/// A valid webhook body for `task_id` saying it succeeded.
fn success_body(task_id: &str) -> Vec<u8> {
    serde_json::to_vec(&BatchWebhookBody {
        code: 200,
        message: "success".into(),
        data: WebhookTask {
            task_id: task_id.to_owned(),
            state: gendesk_api::TaskState::Success,
            result_json: Some(r#"{"resultUrls":["https://example.com/forged.png"]}"#.into()),
            fail_code: None,
            fail_msg: None,
        },
        batch: WebhookBatchRef {
            batch_id: "b-forged".into(),
            client_item_id: "x".into(),
        },
    })
    .unwrap()
}

async fn post(
    client: &reqwest::Client,
    url: &str,
    headers: &[(&str, String)],
    body: Vec<u8>,
) -> u16 {
    let mut request = client.post(url).body(body);
    for (name, value) in headers {
        request = request.header(*name, value.as_str());
    }
    request.send().await.unwrap().status().as_u16()
}

fn signed(secret: &str, event: &str, stamp: i64, body: &[u8]) -> Vec<(&'static str, String)> {
    let headers = SignatureHeaders::new(secret.as_bytes(), event, stamp, body);
    vec![
        ("X-Service-Event-Id", headers.event_id),
        ("X-Service-Timestamp", headers.timestamp),
        ("X-Service-Signature", headers.signature),
    ]
}

#[tokio::test]
async fn forged_and_broken_deliveries_get_the_right_verdict_and_change_no_task() {
    let dir = tempfile::tempdir().unwrap();
    let sandbox = start_sandbox(1.0).await;
    let Running {
        engine,
        events,
        webhook_url,
        ..
    } = engine_with_receiver(&sandbox, dir.path()).await;
    engine
        .send(gendesk_core::testing::image("a real task"))
        .unwrap();
    engine.send(Command::GetWebhookSecret).unwrap();
    let events = collect_more(&engine, events, |events| {
        events
            .iter()
            .any(|e| matches!(e, Event::Task(TaskEvent::Submitted { .. })))
            && events.iter().any(|e| {
                matches!(
                    e,
                    Event::Account(AccountEvent::WebhookSecret {
                        secret: Some(_),
                        ..
                    })
                )
            })
    })
    .await;
    let (row, task_id): (TaskRow, String) = events
        .iter()
        .find_map(|e| match e {
            Event::Task(TaskEvent::Submitted { row, task_id }) => Some((*row, task_id.clone())),
            _ => None,
        })
        .unwrap();
    let secret = events
        .iter()
        .find_map(|e| match e {
            Event::Account(AccountEvent::WebhookSecret {
                secret: Some(s), ..
            }) => Some(s.secret.clone()),
            _ => None,
        })
        .unwrap();
    let http = reqwest::Client::new();
    let now = sandbox.clock().now_secs();
    let body = success_body(&task_id);
    let mut expected = Vec::new();

    // One byte changed after signing.
    let headers = signed(&secret, "evt-tampered", now, &body);
    let mut tampered = body.clone();
    tampered[10] ^= 0x01;
    assert_eq!(post(&http, &webhook_url, &headers, tampered).await, 401);
    expected.push(("evt-tampered", DeliveryVerdict::Mismatch, ""));

    // Signed with another secret.
    let headers = signed("not-the-secret", "evt-wrong-secret", now, &body);
    assert_eq!(post(&http, &webhook_url, &headers, body.clone()).await, 401);
    expected.push(("evt-wrong-secret", DeliveryVerdict::Mismatch, ""));

    // 301 s old: stale; 301 s ahead: from the future.
    let headers = signed(&secret, "evt-stale", now - 301, &body);
    assert_eq!(post(&http, &webhook_url, &headers, body.clone()).await, 401);
    expected.push(("evt-stale", DeliveryVerdict::Stale, "301"));
    // Far enough ahead that a slow second between signing and checking cannot bring it
    // within the 300 s tolerance (the stale one only grows older).
    let headers = signed(&secret, "evt-future", now + 330, &body);
    assert_eq!(post(&http, &webhook_url, &headers, body.clone()).await, 401);
    expected.push(("evt-future", DeliveryVerdict::Future, ""));

    // 299 s old is still fresh: verified (for a task this profile does not have).
    let unknown = success_body("tk-not-ours");
    let headers = signed(&secret, "evt-fresh", now - 299, &unknown);
    assert_eq!(post(&http, &webhook_url, &headers, unknown).await, 200);
    expected.push(("evt-fresh", DeliveryVerdict::Verified, ""));

    // Each header missing in turn.
    for (missing, event) in [
        ("X-Service-Event-Id", None),
        ("X-Service-Timestamp", Some("evt-no-stamp")),
        ("X-Service-Signature", Some("evt-no-sig")),
    ] {
        let headers: Vec<(&str, String)> = signed(&secret, event.unwrap_or("evt-x"), now, &body)
            .into_iter()
            .filter(|(name, _)| *name != missing)
            .collect();
        assert_eq!(post(&http, &webhook_url, &headers, body.clone()).await, 400);
        if let Some(event) = event {
            expected.push((event, DeliveryVerdict::MissingHeader, missing));
        }
    }

    // A `v2,` scheme, and odd-length hex.
    let mut headers = signed(&secret, "evt-v2", now, &body);
    headers[2].1 = headers[2].1.replacen("v1,", "v2,", 1);
    assert_eq!(post(&http, &webhook_url, &headers, body.clone()).await, 401);
    expected.push(("evt-v2", DeliveryVerdict::WrongScheme, "v2"));
    let mut headers = signed(&secret, "evt-odd", now, &body);
    headers[2].1.pop();
    assert_eq!(post(&http, &webhook_url, &headers, body.clone()).await, 400);
    expected.push(("evt-odd", DeliveryVerdict::Malformed, "odd"));

    // A non-UTF-8 body, correctly signed over its raw bytes: genuine but unreadable.
    let binary = b"\xff\xfe{\"not\": utf8}".to_vec();
    let headers = signed(&secret, "evt-binary", now, &binary);
    assert_eq!(post(&http, &webhook_url, &headers, binary).await, 200);
    expected.push(("evt-binary", DeliveryVerdict::Unreadable, ""));

    // Over the size cap, and a wrong path token: refused, not recorded.
    let huge = vec![b' '; ReceiverSettings::default().body_limit + 1];
    let headers = signed(&secret, "evt-huge", now, &huge);
    assert_eq!(post(&http, &webhook_url, &headers, huge).await, 413);
    let wrong_path = webhook_url.replace("/hooks/", "/hooks/0");
    let headers = signed(&secret, "evt-path", now, &body);
    assert_eq!(post(&http, &wrong_path, &headers, body.clone()).await, 404);

    let got = deliveries(dir.path(), engine.profile());
    for (event, verdict, mention) in &expected {
        let delivery = got
            .iter()
            .find(|d| d.event_id.as_deref() == Some(*event))
            .unwrap_or_else(|| panic!("{event} not recorded: {got:#?}"));
        assert_eq!(delivery.verdict, *verdict, "{event}: {}", delivery.reason);
        assert!(
            delivery.reason.contains(mention),
            "{event}: {:?} should mention {mention:?}",
            delivery.reason
        );
        assert!(!delivery.reason.contains(&secret), "the secret never shows");
    }
    assert!(
        got.iter()
            .all(|d| d.event_id.as_deref() != Some("evt-huge"))
    );
    assert!(
        got.iter()
            .all(|d| d.event_id.as_deref() != Some("evt-path"))
    );
    assert_eq!(
        got.iter()
            .filter(|d| d.verdict == DeliveryVerdict::MissingHeader)
            .count(),
        3
    );

    // 200 requests at once: the per-second limit answers 429 beyond it, never an error.
    let burst = (0..200).map(|i| {
        let http = http.clone();
        let url = webhook_url.clone();
        let headers = signed("wrong", &format!("evt-burst-{i}"), now, &body);
        let body = body.clone();
        async move { post(&http, &url, &headers, body).await }
    });
    let statuses = futures_join_all(burst).await;
    let limited = statuses.iter().filter(|s| **s == 429).count();
    assert!(
        limited > 0,
        "some requests are over the limit: {statuses:?}"
    );
    assert!(
        statuses.iter().all(|s| *s == 429 || *s == 401),
        "{statuses:?}"
    );

    // None of it touched the real task.
    let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Active, "{task:#?}");
    assert!(task.result_urls.is_empty());
}

/// Runs the futures concurrently and returns their outputs in order.
async fn futures_join_all<F: std::future::Future<Output = u16> + Send + 'static>(
    futures: impl Iterator<Item = F>,
) -> Vec<u16> {
    let handles: Vec<_> = futures.map(tokio::spawn).collect();
    let mut out = Vec::new();
    for handle in handles {
        out.push(handle.await.unwrap());
    }
    out
}

#[tokio::test]
async fn a_port_in_use_is_reported_with_what_to_do() {
    let taken = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap();
    let port = taken.local_addr().unwrap().port();
    let dir = tempfile::tempdir().unwrap();
    let sandbox = start_sandbox(1.0).await;
    let mut config = gendesk_core::testing::config(&sandbox, dir.path(), DEMO_KEY);
    config.receiver = Some(ReceiverOptions {
        listen: ReceiverSettings {
            port,
            ..ReceiverSettings::default()
        },
        tolerance: Duration::from_mins(5),
        kept: 100,
    });
    let engine = Engine::start(config, Arc::new(|| {})).unwrap();
    let events = collect_until(&engine, |events| {
        events.iter().any(|e| {
            matches!(
                e,
                Event::Webhook(WebhookEvent::Receiver(ReceiverStatus::Failed(_)))
            )
        })
    })
    .await;
    let message = events
        .iter()
        .find_map(|e| match e {
            Event::Webhook(WebhookEvent::Receiver(ReceiverStatus::Failed(failure))) => {
                Some(gendesk_core::wording::receiver_failure(failure))
            }
            _ => None,
        })
        .unwrap();
    assert!(
        message.to_lowercase().contains(&format!("port {port}"))
            && message.contains("already in use"),
        "{message}"
    );
    assert!(message.contains("choose another port"), "{message}");

    // Freed, the same port works once the receiver is asked again.
    drop(taken);
    engine
        .send(Command::SetReceiver(Some(ReceiverOptions {
            listen: ReceiverSettings {
                port,
                ..ReceiverSettings::default()
            },
            tolerance: Duration::from_mins(5),
            kept: 100,
        })))
        .unwrap();
    collect_more(&engine, events, |events| {
        events.iter().any(|e| {
            matches!(e, Event::Webhook(WebhookEvent::Receiver(ReceiverStatus::Listening { port: p, .. })) if *p == port)
        })
    })
    .await;
}

#[tokio::test]
async fn after_a_restart_the_secret_versions_in_the_keyring_still_verify() {
    let dir = tempfile::tempdir().unwrap();
    let sandbox = start_sandbox(1.0).await;
    let store: Arc<keyring_core::CredentialStore> = keyring_core::mock::Store::new().unwrap();
    let vault = Arc::new(KeyVault::with_store(store));
    let client = gendesk_sandbox::testing::sandbox_client(&sandbox, DEMO_KEY);
    let first = client.webhook_secret().await.unwrap();

    // The first run learns version 1, then rotates to version 2.
    let Running { engine, events, .. } =
        engine_with_vault(&sandbox, dir.path(), vault.clone()).await;
    engine.send(Command::RotateWebhookSecret).unwrap();
    collect_more(&engine, events, |events| {
        events.iter().any(|e| {
            matches!(
                e,
                Event::Account(AccountEvent::SecretVersions(v)) if v.len() == 2
            )
        })
    })
    .await;
    engine.shutdown();
    let ring = vault.load_webhook_secrets("Offline sandbox").unwrap();
    assert_eq!(ring.len(), 2, "both versions are in the keyring");

    // The next run never fetched version 1, yet a late delivery signed with it verifies.
    let Running {
        engine,
        events,
        webhook_url,
        ..
    } = engine_with_vault(&sandbox, dir.path(), vault).await;
    let body = success_body("tk-late");
    let headers = signed(&first.secret, "evt-late", sandbox.clock().now_secs(), &body);
    assert_eq!(
        post(&reqwest::Client::new(), &webhook_url, &headers, body).await,
        200
    );
    collect_more(&engine, events, |events| {
        events
            .iter()
            .any(|e| matches!(e, Event::Webhook(WebhookEvent::DeliveryRecorded(_))))
    })
    .await;
    let got = deliveries(dir.path(), engine.profile());
    assert_eq!(
        got[0].verdict,
        DeliveryVerdict::Verified,
        "{}",
        got[0].reason
    );
    assert_eq!(got[0].secret_version, Some(1));
}
