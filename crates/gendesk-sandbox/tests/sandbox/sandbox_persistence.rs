//! A sandbox with a state file keeps its world across a restart, over real loopback HTTP: the
//! same port, the same task records and result links serving the same bytes, the balance, the
//! webhook secret; new task IDs do not repeat old ones; an unreadable file is set aside and the
//! sandbox starts afresh; a taken port gives a working sandbox elsewhere.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_api::{ModelInput, SubmitTaskRequest, TaskState};
use gendesk_sandbox::testing::{sandbox_client, start_sandbox_with, wait_final};
use gendesk_sandbox::{DEMO_KEY, SandboxConfig, SandboxHandle};

const IMAGE: &str = "sandbox/image-fast";

fn config(state: &std::path::Path) -> SandboxConfig {
    SandboxConfig {
        time_scale: 50.0,
        allow_loopback_targets: true,
        rate_limit: None,
        seed: Some(7),
        state_file: Some(state.to_owned()),
        ..SandboxConfig::default()
    }
}

fn image(prompt: &str) -> SubmitTaskRequest {
    SubmitTaskRequest::asynchronous(
        ModelInput::new("text-to-image", prompt).with("resolution", "1K"),
    )
}

async fn fetch(url: &str) -> (u16, Vec<u8>) {
    let response = reqwest::get(url).await.unwrap();
    let status = response.status().as_u16();
    (status, response.bytes().await.unwrap().to_vec())
}

/// Stops `sandbox` the way the app does on close (its last save included).
async fn stop(sandbox: SandboxHandle) {
    sandbox.shutdown().await;
}

#[tokio::test]
async fn tasks_links_balance_and_secret_live_on_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("sandbox-world.json");
    let first = start_sandbox_with(config(&state)).await;
    let base = first.base_url().to_owned();
    let client = sandbox_client(&first, DEMO_KEY);
    let task = client
        .submit_task(IMAGE, &image("a red fox in snow"))
        .await
        .unwrap();
    let record = wait_final(&client, IMAGE, &task).await;
    assert_eq!(record.state, TaskState::Success);
    let url = record.result_urls().unwrap()[0].clone();
    let (status, bytes) = fetch(&url).await;
    assert_eq!(status, 200);
    let balance = client.balance().await.unwrap();
    let secret = client.webhook_secret().await.unwrap();
    stop(first).await;
    assert!(state.is_file(), "the world was saved");

    let second = start_sandbox_with(config(&state)).await;
    assert_eq!(second.base_url(), base, "the same port");
    let client = sandbox_client(&second, DEMO_KEY);
    let again = client.task_status(IMAGE, &task).await.unwrap();
    assert_eq!(again.state, TaskState::Success);
    assert_eq!(again.result_urls().unwrap(), vec![url.clone()]);
    assert_eq!(
        fetch(&url).await,
        (200, bytes),
        "the same file behind the link"
    );
    assert!(
        (client.balance().await.unwrap() - balance).abs() < 1e-9,
        "the balance is kept"
    );
    let kept = client.webhook_secret().await.unwrap();
    assert_eq!(
        (kept.version, kept.secret),
        (secret.version, secret.secret),
        "the same signing secret"
    );
    let newer = client
        .submit_task(IMAGE, &image("a grey wolf"))
        .await
        .unwrap();
    assert_ne!(newer, task, "a new ID, not the first run's again");
    assert_eq!(
        wait_final(&client, IMAGE, &newer).await.state,
        TaskState::Success
    );
    stop(second).await;
}

#[tokio::test]
async fn an_unreadable_world_is_set_aside_and_the_sandbox_starts_afresh() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("sandbox-world.json");
    std::fs::write(&state, b"{\"format\": 1, \"port\": 4").unwrap();
    let sandbox = start_sandbox_with(config(&state)).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    assert!((client.balance().await.unwrap() - 25.0).abs() < 1e-9);
    let aside = dir.path().join("sandbox-world.json.unreadable");
    assert_eq!(
        std::fs::read(&aside).unwrap(),
        b"{\"format\": 1, \"port\": 4",
        "kept, not lost"
    );
    stop(sandbox).await;
    assert!(
        gendesk_sandbox::persist::read(&state).unwrap().is_some(),
        "a fresh world was written"
    );
}

#[tokio::test]
async fn a_taken_port_gives_a_sandbox_on_another_one_with_the_same_world() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("sandbox-world.json");
    let first = start_sandbox_with(config(&state)).await;
    let client = sandbox_client(&first, DEMO_KEY);
    let task = client.submit_task(IMAGE, &image("a heron")).await.unwrap();
    wait_final(&client, IMAGE, &task).await;
    let base = first.base_url().to_owned();
    stop(first).await;
    // Something else took the port meanwhile.
    let port = base.rsplit(':').next().unwrap().parse::<u16>().unwrap();
    let _squatter = std::net::TcpListener::bind(("127.0.0.1", port)).unwrap();
    let second = start_sandbox_with(config(&state)).await;
    assert_ne!(second.base_url(), base);
    let client = sandbox_client(&second, DEMO_KEY);
    assert_eq!(
        client.task_status(IMAGE, &task).await.unwrap().state,
        TaskState::Success,
        "the task is known on the new port"
    );
    stop(second).await;
}

#[tokio::test]
async fn a_start_waits_a_moment_for_its_saved_port_to_be_let_go() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("sandbox-world.json");
    let first = start_sandbox_with(config(&state)).await;
    let base = first.base_url().to_owned();
    stop(first).await;
    // The sandbox of a GenDesk that is still closing holds the port for a moment.
    let port = base.rsplit(':').next().unwrap().parse::<u16>().unwrap();
    let closing = std::net::TcpListener::bind(("127.0.0.1", port)).unwrap();
    let release = tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(400)).await;
        drop(closing);
    });
    let second = start_sandbox_with(config(&state)).await;
    assert_eq!(second.base_url(), base, "the same port once it was let go");
    release.await.unwrap();
    stop(second).await;
}

/// The saved world names keys, it never holds one: no API key is written to disk.
#[tokio::test]
async fn no_api_key_is_written_in_the_saved_world() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("sandbox-world.json");
    let sandbox = start_sandbox_with(config(&state)).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let task = client.submit_task(IMAGE, &image("an owl")).await.unwrap();
    wait_final(&client, IMAGE, &task).await;
    stop(sandbox).await;
    let saved = std::fs::read_to_string(&state).unwrap();
    assert!(saved.contains(&task), "the task is saved");
    for key in gendesk_sandbox::DEMO_KEYS {
        assert!(
            !saved.contains(key.key),
            "{} is written in the clear",
            key.name
        );
    }
}
