//! Batches and signed webhooks against the in-process sandbox: the interface's batch rules 1–6,
//! replay and item reuse, states, visibility, signatures checked by our own verifier,
//! delivery retries, rotation grace and revoke.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::time::Duration;

use gendesk_api::testing::wait_until;
use gendesk_api::webhook::{WebhookHeaders, WebhookVerifier};
use gendesk_api::{
    ApiError, BatchRequest, BatchRequestItem, BatchStatus, BatchWebhookBody, FailCode, ItemStatus,
    ModelInput, PreparedBatch, TaskState,
};
use gendesk_sandbox::DEMO_KEY;
use gendesk_sandbox::accounts::OTHER_ACCOUNT_KEY;
use gendesk_sandbox::testing::Receiver;
use gendesk_sandbox::testing::{sandbox_client, start_sandbox};
use serde_json::json;

const IMAGE: &str = "sandbox/image-fast";

fn item(id: &str, key: &str, prompt: &str) -> BatchRequestItem {
    BatchRequestItem {
        client_item_id: id.into(),
        idempotency_key: key.into(),
        input: ModelInput::new("text-to-image", prompt).with("resolution", "1K"),
    }
}

fn prepared(key: &str, items: Vec<BatchRequestItem>, webhook_url: Option<&str>) -> PreparedBatch {
    PreparedBatch::new(
        key,
        &BatchRequest {
            items,
            webhook_url: webhook_url.map(str::to_owned),
        },
    )
    .unwrap()
}

/// Sends raw bytes with optional Idempotency-Key, for rules the typed client refuses to break.
async fn raw_batch(base: &str, key: Option<&str>, body: Vec<u8>) -> (u16, serde_json::Value) {
    let mut request = reqwest::Client::new()
        .post(format!(
            "{base}/api/v1/generateTask/sandbox%2Fimage-fast/batches"
        ))
        .bearer_auth(DEMO_KEY)
        .header("content-type", "application/json")
        .body(body);
    if let Some(key) = key {
        request = request.header("Idempotency-Key", key);
    }
    let response = request.send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

#[tokio::test]
async fn accepted_and_rejected_items_with_counts_states_and_expiry() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let mut bad = item("row-2", "k2", "x");
    bad.input = ModelInput::new("text-to-image", "x").with("aspect_ratio", "7:3");
    let batch = client
        .submit_batch(
            IMAGE,
            &prepared(
                "op-1",
                vec![
                    item("row-1", "k1", "fox"),
                    bad,
                    item("row-3", "k3", "owl [fail:NSFW]"),
                ],
                None,
            ),
        )
        .await
        .unwrap();
    assert_eq!(
        (
            batch.newly_accepted_count,
            batch.reused_count,
            batch.rejected_count
        ),
        (2, 0, 1)
    );
    assert!(!batch.replayed);
    assert_eq!(batch.status, BatchStatus::Queued);
    let ids: Vec<&str> = batch
        .items
        .iter()
        .map(|i| i.client_item_id.as_str())
        .collect();
    assert_eq!(ids, ["row-1", "row-2", "row-3"]);
    assert_eq!(
        batch.items.iter().map(|i| i.ordinal).collect::<Vec<_>>(),
        [0, 1, 2]
    );
    let rejected = &batch.items[1];
    assert!(
        !rejected.accepted && rejected.task_id.is_none() && rejected.status == ItemStatus::Rejected
    );
    assert_eq!(
        rejected.error.as_ref().unwrap().code,
        FailCode::InvalidParamValue
    );
    let expires = batch
        .expires_at()
        .expect("batchExpiresAt in YYYY-MM-DDTHH:MM:SS");
    let now = chrono::DateTime::from_timestamp_millis(sandbox.clock().now_ms())
        .unwrap()
        .naive_utc();
    assert!((expires - now).num_hours() >= 167, "{expires} vs {now}");

    let batch_id = batch.batch_id.clone();
    let done = loop {
        let status = client.batch_status(IMAGE, &batch_id).await.unwrap();
        if status.status.is_final() {
            break status;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    assert_eq!(done.status, BatchStatus::Completed);
    assert!(
        done.batch_expires_at.is_none(),
        "not listed for the status response"
    );
    let ok = &done.items[0];
    assert_eq!(ok.status, ItemStatus::Succeeded);
    let result = ok.result.as_ref().unwrap();
    assert_eq!(
        (result.state.clone(), result.task_id.as_str()),
        (TaskState::Success, ok.task_id.as_deref().unwrap())
    );
    assert_eq!(result.payload().unwrap().result_urls.len(), 1);
    let failed = done.items[2].result.as_ref().unwrap();
    assert_eq!(
        (done.items[2].status.clone(), failed.fail_code.clone()),
        (ItemStatus::Failed, Some(FailCode::Nsfw))
    );
    assert!(done.items[1].result.is_none() && done.items[1].error.is_some());
    let task = client
        .task_status(IMAGE, ok.task_id.as_deref().unwrap())
        .await
        .unwrap();
    assert_eq!(
        task.state,
        TaskState::Success,
        "batch tasks are queryable one by one"
    );
}

#[tokio::test]
async fn whole_request_failures_create_nothing() {
    let sandbox = start_sandbox(1000.0).await;
    let base = sandbox.base_url().to_owned();
    let one = |id: &str, key: &str| json!({"client_item_id": id, "idempotency_key": key, "input": {"mode": "text-to-image", "prompt": "x"}});
    let body = |v: serde_json::Value| serde_json::to_vec(&v).unwrap();
    let too_many: Vec<_> = (0..51)
        .map(|i| one(&format!("c{i}"), &format!("k{i}")))
        .collect();
    let cases = [
        (
            None,
            body(json!({"items": [one("a", "k")]})),
            "Idempotency-Key",
        ),
        (
            Some("k-empty"),
            body(json!({"items": []})),
            "between 1 and 50",
        ),
        (
            Some("k-51"),
            body(json!({"items": too_many})),
            "between 1 and 50",
        ),
        (
            Some("k-dup-id"),
            body(json!({"items": [one("a", "k1"), one("a", "k2")]})),
            "client_item_id",
        ),
        (
            Some("k-dup-key"),
            body(json!({"items": [one("a", "k1"), one("b", "k1")]})),
            "idempotency_key",
        ),
        (
            Some("k-no-key"),
            body(json!({"items": [{"client_item_id": "a", "input": {}}]})),
            "idempotency_key",
        ),
        (
            Some("k-http"),
            body(json!({"items": [one("a", "k1")], "webhook_url": "http://hooks.example/x"})),
            "HTTPS",
        ),
        (Some("k-json"), b"{\"items\": [".to_vec(), "not valid JSON"),
        (
            Some("k-big"),
            body(
                json!({"items": [{"client_item_id": "a", "idempotency_key": "k", "input": {"mode": "text-to-image", "prompt": "x".repeat(5 * 1024 * 1024)}}]}),
            ),
            "5 MiB",
        ),
    ];
    for (key, bytes, needle) in cases {
        let (status, body) = raw_batch(&base, key, bytes).await;
        assert_eq!(status, 400, "{needle}: {body}");
        assert_eq!(body["code"], 400);
        assert_eq!(body["data"], serde_json::Value::Null);
        assert!(
            body["message"].as_str().unwrap().contains(needle),
            "{needle}: {body}"
        );
    }
    let counters = sandbox.counters();
    assert_eq!((counters.batches_created, counters.tasks_created), (0, 0));
}

#[tokio::test]
async fn callback_url_anywhere_in_a_batch_is_ignored() {
    let sandbox = start_sandbox(1000.0).await;
    let body = json!({"callback_url": "ftp://nowhere", "items": [{
        "client_item_id": "a", "idempotency_key": "k", "callback_url": "not even a url",
        "input": {"mode": "text-to-image", "prompt": "x", "callback_url": "http://bad"}}]});
    let (status, response) = raw_batch(
        sandbox.base_url(),
        Some("cb-ignored"),
        serde_json::to_vec(&body).unwrap(),
    )
    .await;
    assert_eq!(status, 200, "{response}");
    assert_eq!(response["data"]["items"][0]["accepted"], true);
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert_eq!(sandbox.counters().callbacks_attempted, 0);
}

#[tokio::test]
async fn replay_with_the_same_key_returns_the_same_batch_and_creates_nothing() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let batch = prepared(
        "op-replay",
        vec![item("a", "ka", "fox"), item("b", "kb", "owl")],
        None,
    );
    let first = client.submit_batch(IMAGE, &batch).await.unwrap();
    let second = client.submit_batch(IMAGE, &batch).await.unwrap();
    assert!(second.replayed && !first.replayed);
    assert_eq!(second.batch_id, first.batch_id);
    let tasks = |b: &gendesk_api::Batch| {
        b.items
            .iter()
            .map(|i| i.task_id.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(tasks(&second), tasks(&first));
    let counters = sandbox.counters();
    assert_eq!((counters.batches_created, counters.tasks_created), (1, 2));
    assert!(
        (client.balance().await.unwrap() - (25.0 - 0.04)).abs() < 1e-9,
        "charged once"
    );
    let conflicting = prepared("op-replay", vec![item("a", "ka", "something else")], None);
    let err = client.submit_batch(IMAGE, &conflicting).await.unwrap_err();
    assert!(
        matches!(&err, ApiError::Http { status: 400, message: Some(m), .. } if m.contains("already used")),
        "{err:?}"
    );
}

#[tokio::test]
async fn an_item_key_used_before_reuses_its_task() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let first = client
        .submit_batch(
            IMAGE,
            &prepared("op-a", vec![item("a", "shared-key", "fox")], None),
        )
        .await
        .unwrap();
    let second = client
        .submit_batch(
            IMAGE,
            &prepared(
                "op-b",
                vec![
                    item("x", "shared-key", "fox"),
                    item("y", "fresh-key", "owl"),
                ],
                None,
            ),
        )
        .await
        .unwrap();
    assert_ne!(second.batch_id, first.batch_id);
    assert!(!second.replayed);
    assert_eq!(
        (
            second.newly_accepted_count,
            second.reused_count,
            second.rejected_count
        ),
        (1, 1, 0)
    );
    assert_eq!(second.items[0].task_id, first.items[0].task_id);
    assert_eq!(sandbox.counters().tasks_created, 2);
}

#[tokio::test]
async fn batches_are_visible_only_to_their_account_and_model() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let batch = client
        .submit_batch(IMAGE, &prepared("op-v", vec![item("a", "k", "fox")], None))
        .await
        .unwrap();
    assert!(client.batch_status(IMAGE, &batch.batch_id).await.is_ok());
    assert_eq!(
        client
            .batch_status("sandbox/image-pro", &batch.batch_id)
            .await
            .unwrap_err()
            .status(),
        Some(404)
    );
    assert_eq!(
        client
            .batch_status(IMAGE, "batch_unknown")
            .await
            .unwrap_err()
            .status(),
        Some(404)
    );
    let other = sandbox_client(&sandbox, OTHER_ACCOUNT_KEY);
    assert_eq!(
        other
            .batch_status(IMAGE, &batch.batch_id)
            .await
            .unwrap_err()
            .status(),
        Some(404)
    );
    sandbox.clock().advance(Duration::from_hours(192));
    assert_eq!(
        client
            .batch_status(IMAGE, &batch.batch_id)
            .await
            .unwrap_err()
            .status(),
        Some(404),
        "expired record"
    );
}

#[tokio::test]
async fn a_batch_with_no_accepted_item_is_completed_with_errors() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let mut bad = item("a", "k", "x");
    bad.input = ModelInput::new("nope", "x");
    let batch = client
        .submit_batch(IMAGE, &prepared("op-bad", vec![bad], None))
        .await
        .unwrap();
    assert_eq!(batch.status, BatchStatus::CompletedWithErrors);
    assert_eq!((batch.newly_accepted_count, batch.rejected_count), (0, 1));
}

#[tokio::test]
async fn one_signed_webhook_per_accepted_item_verified_by_our_verifier() {
    let sandbox = start_sandbox(1000.0).await;
    let receiver = Receiver::start(vec![]).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let secret = client.webhook_secret().await.unwrap();
    let mut bad = item("rejected", "k3", "x");
    bad.input = ModelInput::new("bad", "x");
    let items = vec![
        item("good", "k1", "fox"),
        item("failing", "k2", "owl [fail:UpstreamError]"),
        bad,
    ];
    let batch = client
        .submit_batch(IMAGE, &prepared("op-hook", items, Some(&receiver.url)))
        .await
        .unwrap();
    let got = receiver.wait_for(2, Duration::from_secs(10)).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(receiver.received().len(), 2, "rejected items send nothing");
    let mut verifier = WebhookVerifier::new([secret.secret.as_bytes()]);
    let mut by_item = std::collections::HashMap::new();
    for delivery in &got {
        let headers = WebhookHeaders::from_header_map(&delivery.headers);
        let event = verifier
            .verify(&headers, &delivery.body, sandbox.clock().now_secs())
            .unwrap();
        assert_eq!(event.secret_index, 0);
        assert_eq!(delivery.headers["content-type"], "application/json");
        let body: BatchWebhookBody = serde_json::from_slice(&delivery.body).unwrap();
        assert_eq!(body.batch.batch_id, batch.batch_id);
        by_item.insert(body.batch.client_item_id.clone(), body);
    }
    assert_eq!(by_item["good"].data.state, TaskState::Success);
    assert_eq!(by_item["good"].data.payload().unwrap().result_urls.len(), 1);
    assert_eq!(
        by_item["failing"].data.fail_code,
        Some(FailCode::UpstreamError)
    );
    let counters = sandbox.counters();
    assert_eq!(
        (counters.webhooks_attempted, counters.webhooks_succeeded),
        (2, 2)
    );
}

#[tokio::test]
async fn webhook_retries_keep_the_event_id_and_stop_after_six_attempts() {
    let sandbox = start_sandbox(20_000.0).await;
    let receiver = Receiver::start(vec![500; 10]).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let secret = client.webhook_secret().await.unwrap();
    client
        .submit_batch(
            IMAGE,
            &prepared("op-retry", vec![item("a", "k", "fox")], Some(&receiver.url)),
        )
        .await
        .unwrap();
    wait_until(Duration::from_secs(15), || {
        sandbox.counters().webhooks_abandoned == 1
    })
    .await;
    let got = receiver.received();
    assert_eq!(got.len(), 6, "first delivery + 5 retries");
    let ids: std::collections::HashSet<_> = got
        .iter()
        .map(|r| r.headers["x-service-event-id"].clone())
        .collect();
    assert_eq!(ids.len(), 1, "one event, retried");
    let stamps: Vec<i64> = got
        .iter()
        .map(|r| {
            r.headers["x-service-timestamp"]
                .to_str()
                .unwrap()
                .parse()
                .unwrap()
        })
        .collect();
    let gaps: Vec<i64> = stamps.windows(2).map(|w| w[1] - w[0]).collect();
    for (gap, expected) in gaps.iter().zip([60, 300, 1800, 7200, 21600]) {
        // Each retry waits at least its interval; real latency (≈ ms) adds up to ~20 simulated minutes here.
        assert!(*gap >= expected && *gap <= expected + 1200, "gaps {gaps:?}");
    }
    for delivery in &got {
        let verifier = WebhookVerifier::new([secret.secret.as_bytes()])
            .with_tolerance(Duration::from_hours(1));
        let stamp: i64 = delivery.headers["x-service-timestamp"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        verifier
            .check(
                &WebhookHeaders::from_header_map(&delivery.headers),
                &delivery.body,
                stamp,
            )
            .unwrap();
    }
}

#[tokio::test]
async fn rotation_keeps_the_old_secret_for_accepted_batches_during_the_grace_period() {
    let sandbox = start_sandbox(1.0).await;
    let receiver = Receiver::start(vec![]).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let old = client.webhook_secret().await.unwrap();
    client
        .submit_batch(
            IMAGE,
            &prepared(
                "op-old",
                vec![item("a", "k-old", "fox")],
                Some(&receiver.url),
            ),
        )
        .await
        .unwrap();
    let rotated = client.rotate_webhook_secret().await.unwrap().unwrap();
    let new: gendesk_api::WebhookSecret = serde_json::from_value(rotated).unwrap();
    assert_eq!(new.version, old.version + 1);
    assert_eq!(client.webhook_secret().await.unwrap(), new);
    client
        .submit_batch(
            IMAGE,
            &prepared(
                "op-new",
                vec![item("b", "k-new", "owl")],
                Some(&receiver.url),
            ),
        )
        .await
        .unwrap();
    sandbox.clock().advance(Duration::from_hours(1));
    sandbox.run_due();
    let got = receiver.wait_for(2, Duration::from_secs(10)).await;
    let verifier = |secret: &str| WebhookVerifier::new([secret.as_bytes()]);
    for delivery in got {
        let body: BatchWebhookBody = serde_json::from_slice(&delivery.body).unwrap();
        let headers = WebhookHeaders::from_header_map(&delivery.headers);
        let now = sandbox.clock().now_secs();
        let (signer, other) = if body.batch.client_item_id == "a" {
            (&old, &new)
        } else {
            (&new, &old)
        };
        assert!(
            verifier(&signer.secret)
                .check(&headers, &delivery.body, now)
                .is_ok(),
            "{}",
            body.batch.client_item_id
        );
        assert!(
            verifier(&other.secret)
                .check(&headers, &delivery.body, now)
                .is_err()
        );
    }
}

#[tokio::test]
async fn the_old_secret_stops_signing_after_seven_days() {
    let sandbox = start_sandbox(1.0).await;
    let receiver = Receiver::start(vec![]).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    client.webhook_secret().await.unwrap();
    client
        .submit_batch(
            IMAGE,
            &prepared("op-late", vec![item("a", "k", "fox")], Some(&receiver.url)),
        )
        .await
        .unwrap();
    client.rotate_webhook_secret().await.unwrap();
    sandbox.clock().advance(Duration::from_hours(192));
    sandbox.run_due();
    wait_until(Duration::from_secs(5), || {
        sandbox.counters().webhooks_abandoned == 1
    })
    .await;
    assert!(
        receiver.received().is_empty(),
        "an expired secret signs nothing"
    );
}

#[tokio::test]
async fn revoke_suppresses_outstanding_deliveries_and_a_new_secret_comes_on_the_next_get() {
    let sandbox = start_sandbox(1.0).await;
    let receiver = Receiver::start(vec![]).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let before = client.webhook_secret().await.unwrap();
    client
        .submit_batch(
            IMAGE,
            &prepared(
                "op-rev",
                vec![item("a", "k1", "fox"), item("b", "k2", "owl")],
                Some(&receiver.url),
            ),
        )
        .await
        .unwrap();
    assert_eq!(client.revoke_webhook_secret().await.unwrap(), None);
    sandbox.clock().advance(Duration::from_hours(1));
    sandbox.run_due();
    wait_until(Duration::from_secs(5), || {
        sandbox.counters().webhooks_suppressed == 2
    })
    .await;
    assert!(receiver.received().is_empty());
    let after = client.webhook_secret().await.unwrap();
    assert!(after.version > before.version && after.secret != before.secret);
    client
        .submit_batch(
            IMAGE,
            &prepared(
                "op-after",
                vec![item("c", "k3", "fox")],
                Some(&receiver.url),
            ),
        )
        .await
        .unwrap();
    sandbox.clock().advance(Duration::from_hours(1));
    sandbox.run_due();
    let got = receiver.wait_for(1, Duration::from_secs(5)).await;
    let headers = WebhookHeaders::from_header_map(&got[0].headers);
    WebhookVerifier::new([after.secret.as_bytes()])
        .check(&headers, &got[0].body, sandbox.clock().now_secs())
        .unwrap();
}
