//! Test helpers around the simulator (feature `testing`): a sandbox started the way tests want
//! it (fast clock, loopback targets allowed, no rate limit, fixed seed), a client for it with
//! instant retries, polling a task until it is final, and a local callback/webhook
//! [`Receiver`].
//!
//! Only for tests: every failure here panics, which is a test failure.
#![allow(
    clippy::missing_panics_doc,
    reason = "test scaffolding: a failure here is a test failure"
)]

mod receiver;

use std::time::Duration;

use gendesk_api::testing::{RecordingSleeper, must};
use gendesk_api::{ApiKey, BaseUrl, Client, TaskRecord};

pub use receiver::{Received, Receiver};

use crate::{Sandbox, SandboxConfig, SandboxHandle};

/// A client for an in-process sandbox with `key`, with instant retries.
pub fn sandbox_client(sandbox: &SandboxHandle, key: &str) -> Client {
    let base_url = must(
        "reading the sandbox's address",
        BaseUrl::parse(sandbox.base_url()),
    );
    let key = must("taking the key", ApiKey::new(key));
    must("making a client", Client::new(base_url, key)).with_sleeper(RecordingSleeper::new())
}

/// Starts a sandbox for tests: fast clock, loopback targets allowed, no rate limit, fixed seed.
pub async fn start_sandbox(time_scale: f64) -> SandboxHandle {
    start_sandbox_with(SandboxConfig {
        time_scale,
        allow_loopback_targets: true,
        rate_limit: None,
        seed: Some(7),
        ..SandboxConfig::default()
    })
    .await
}

/// Starts a sandbox with `config`.
pub async fn start_sandbox_with(config: SandboxConfig) -> SandboxHandle {
    must("starting the sandbox", Sandbox::start(config).await)
}

/// Polls a task until it is final (deadline 10 s real).
pub async fn wait_final(client: &Client, model: &str, task_id: &str) -> TaskRecord {
    let start = std::time::Instant::now();
    loop {
        let record = must(
            "reading a task's status",
            client.task_status(model, task_id).await,
        );
        if record.state.is_final() {
            return record;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "task {task_id} not final: {record:?}"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}
