//! Fault injection of the sandbox, seen through the real client: error statuses, latency,
//! connections dropped before or after handling, and truncated bodies.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::time::{Duration, Instant};

use gendesk_api::{ApiError, ModelInput, SubmitTaskRequest};
use gendesk_sandbox::testing::{sandbox_client, start_sandbox_with};
use gendesk_sandbox::{DEMO_KEY, FaultConfig, SandboxConfig};

fn with_faults(faults: FaultConfig) -> SandboxConfig {
    SandboxConfig {
        time_scale: 1000.0,
        rate_limit: None,
        seed: Some(1),
        faults,
        ..SandboxConfig::default()
    }
}

fn image() -> SubmitTaskRequest {
    SubmitTaskRequest::asynchronous(ModelInput::new("text-to-image", "fox"))
}

#[tokio::test]
async fn dropped_after_handling_is_outcome_unknown_and_the_task_exists() {
    let sandbox = start_sandbox_with(with_faults(FaultConfig {
        drop_after: 1.0,
        ..FaultConfig::default()
    }))
    .await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let err = client
        .submit_task("sandbox/image-fast", &image())
        .await
        .unwrap_err();
    assert!(err.is_outcome_unknown(), "{err:?}");
    let counters = sandbox.counters();
    assert_eq!(
        counters.tasks_created, 1,
        "the service did create (and charge) the task"
    );
    assert_eq!(
        counters.faults["drop_after"], 1,
        "and the client did not send it again"
    );
}

#[tokio::test]
async fn dropped_before_handling_changes_nothing_and_gets_retry() {
    let sandbox = start_sandbox_with(with_faults(FaultConfig {
        drop_before: 1.0,
        ..FaultConfig::default()
    }))
    .await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    assert!(client.balance().await.unwrap_err().is_outcome_unknown());
    assert_eq!(
        sandbox.counters().faults["drop_before"],
        4,
        "a GET is tried 1 + 3 times"
    );
    assert!(
        client
            .submit_task("sandbox/image-fast", &image())
            .await
            .unwrap_err()
            .is_outcome_unknown()
    );
    assert_eq!(
        sandbox.counters().faults["drop_before"],
        5,
        "a single-task POST is tried once"
    );
    assert_eq!(sandbox.counters().tasks_created, 0);
}

#[tokio::test]
async fn injected_statuses_follow_the_retry_policy() {
    let sandbox = start_sandbox_with(with_faults(FaultConfig {
        rate_503: 1.0,
        ..FaultConfig::default()
    }))
    .await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    assert_eq!(client.balance().await.unwrap_err().status(), Some(503));
    assert_eq!(sandbox.counters().count("getBalance", 503), 4);

    let sandbox = start_sandbox_with(with_faults(FaultConfig {
        rate_429: 1.0,
        ..FaultConfig::default()
    }))
    .await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let err = client.balance().await.unwrap_err();
    assert!(err.is_rate_limited());
    assert_eq!(err.retry_after(), Some(Duration::from_secs(1)));
    assert_eq!(sandbox.counters().count("getBalance", 429), 4);
}

#[tokio::test]
async fn truncated_bodies_are_decode_errors() {
    let sandbox = start_sandbox_with(with_faults(FaultConfig {
        malformed: 1.0,
        ..FaultConfig::default()
    }))
    .await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let err = client.balance().await.unwrap_err();
    assert!(
        matches!(err, ApiError::Decode { status: 200, .. }),
        "{err:?}"
    );
}

#[tokio::test]
async fn latency_is_added_before_handling() {
    let latency = (Duration::from_millis(120), Duration::from_millis(150));
    let sandbox = start_sandbox_with(with_faults(FaultConfig {
        latency: Some(latency),
        ..FaultConfig::default()
    }))
    .await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let start = Instant::now();
    client.balance().await.unwrap();
    assert!(start.elapsed() >= latency.0, "{:?}", start.elapsed());
}

#[tokio::test]
async fn faults_are_off_by_default_and_only_touch_the_api() {
    assert!(!FaultConfig::default().any());
    let sandbox = start_sandbox_with(with_faults(FaultConfig {
        rate_500: 1.0,
        ..FaultConfig::default()
    }))
    .await;
    let catalog = reqwest::get(format!("{}/sandbox/catalog", sandbox.base_url()))
        .await
        .unwrap();
    assert_eq!(catalog.status(), 200, "admin paths are never faulted");
}
