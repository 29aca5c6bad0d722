//! The engine's batch, download, webhook-secret and profile-switch commands against the
//! in-process sandbox over real loopback HTTP, with the history checked in SQLite.
#![allow(
    clippy::unwrap_used,
    clippy::case_sensitive_file_extension_comparisons,
    reason = "integration tests: a failed unwrap is a failed test; our own names are lower case"
)]

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::response::Response;
use gendesk_api::{
    ApiKey, BaseUrl, BatchRequest, BatchRequestItem, ModelInput, ModelKind, TaskState,
};
use gendesk_core::engine::{
    AccountEvent, BatchEvent, Command, DownloadEvent, Engine, EngineConfig, Event, SecretAction,
    TaskEvent,
};
use gendesk_core::store::{BatchPhase, DownloadStatus, Store, TaskFilter, TaskPhase, TaskRow};
use gendesk_core::testing::{IMAGE, collect_more, collect_until, config, engine, find, image};
use gendesk_sandbox::accounts::OTHER_ACCOUNT_KEY;
use gendesk_sandbox::testing::start_sandbox;
use gendesk_sandbox::{DEMO_KEY, SandboxHandle};
use tokio::net::TcpListener;

fn batch(prompts: &[&str]) -> Command {
    Command::SubmitBatch {
        model: IMAGE.into(),
        kind: ModelKind::Image,
        request: BatchRequest {
            items: prompts
                .iter()
                .map(|p| BatchRequestItem {
                    client_item_id: String::new(),
                    idempotency_key: String::new(),
                    input: ModelInput::new("text-to-image", *p).with("resolution", "1K"),
                })
                .collect(),
            webhook_url: None,
        },
        price: gendesk_core::batch::estimate::PriceSource::Sandbox,
    }
}

fn store(dir: &tempfile::TempDir) -> Store {
    Store::open(&dir.path().join("history.sqlite3")).unwrap()
}

fn batch_done(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            Event::Batch(BatchEvent::BatchUpdated { is_final: true, .. })
        )
    })
}

#[tokio::test(flavor = "multi_thread")]
async fn a_batch_reaches_final_through_one_status_request_per_round() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    engine
        .send(batch(&["one", "two", "three [fail:NSFW]", "four"]))
        .unwrap();
    let events = collect_until(&engine, batch_done).await;
    let recorded = events
        .iter()
        .position(|e| matches!(e, Event::Batch(BatchEvent::BatchRecorded { items: 4, .. })))
        .unwrap();
    let accepted = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Batch(BatchEvent::BatchAccepted {
                    created: 4,
                    replayed: false,
                    ..
                })
            )
        })
        .unwrap();
    assert!(
        recorded < accepted,
        "recorded before it was sent: {:#?}",
        &events[..=recorded.max(accepted)]
    );
    let failed = events
        .iter()
        .filter(|e| matches!(e, Event::Task(TaskEvent::TaskFailed { .. })))
        .count();
    assert_eq!(failed, 1, "the [fail:] item reports its failure");
    // Every task reported final (a task whose processing time arrives later is reported
    // again, with it).
    let finals: std::collections::BTreeSet<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Task(TaskEvent::TaskUpdated {
                row,
                is_final: true,
                ..
            }) => Some(*row),
            _ => None,
        })
        .collect();
    assert_eq!(finals.len(), 4);
    engine.shutdown();

    let counters = sandbox.counters();
    assert_eq!(counters.batches_created, 1);
    assert_eq!(counters.requests_to("submitBatch"), 1);
    assert!(
        counters.requests_to("getTaskStatus") <= 4,
        "batch tasks are polled through their batch; each final one's own status is asked at \
         most once, for its processing time"
    );
    let status_requests = counters.requests_to("getBatch");
    let rounds = events
        .iter()
        .filter(|e| matches!(e, Event::Batch(BatchEvent::BatchUpdated { .. })))
        .count();
    assert_eq!(
        status_requests,
        u64::try_from(rounds).unwrap(),
        "one request per batch per round"
    );

    let store = store(&dir);
    let profile = store.list_profiles().unwrap()[0].id;
    let batches = store.list_batches(profile, 10).unwrap();
    assert_eq!(batches.len(), 1);
    assert_eq!(batches[0].phase, BatchPhase::Accepted);
    assert!(batches[0].finished_ms.is_some());
    let items = store.batch_items(batches[0].row).unwrap();
    assert_eq!(items.len(), 4);
    let price = sandbox
        .catalog()
        .get(IMAGE)
        .unwrap()
        .price_of(&serde_json::json!({"mode": "text-to-image", "resolution": "1K"}));
    assert!(price > 0.0);
    for item in items {
        let row = item.task_row.unwrap();
        // Each item's task carries what the pre-flight's price list said it would cost.
        assert_eq!(store.task_estimate(row).unwrap(), Some(price));
        let task = store.task(row).unwrap().unwrap();
        assert_eq!(task.phase, TaskPhase::Final);
        if item.prompt_excerpt.contains("[fail:") {
            assert_eq!(task.fail_code.as_deref(), Some("NSFW"));
        } else {
            assert_eq!(task.state, Some(TaskState::Success));
            assert_eq!(task.result_urls.len(), 1);
        }
    }
}

/// Forwards every request to the sandbox, then never answers: the sender cannot know whether
/// the service acted.
async fn swallowing_proxy(sandbox: &SandboxHandle) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let upstream = sandbox.base_url().trim_end_matches('/').to_owned();
    let app = axum::Router::new()
        .fallback(
            |State(upstream): State<String>, request: Request| async move {
                let (parts, body) = request.into_parts();
                let body = axum::body::to_bytes(body, 1 << 20).await.unwrap();
                let mut forward = reqwest::Client::new().request(
                    parts.method.clone(),
                    format!("{upstream}{}", parts.uri.path()),
                );
                for (name, value) in &parts.headers {
                    if name != "host" && name != "content-length" {
                        forward = forward.header(name, value);
                    }
                }
                forward.body(body).send().await.unwrap();
                std::future::pending::<Response<Body>>().await
            },
        )
        .with_state(upstream);
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    url
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unanswered_batch_is_resent_after_restart_with_the_same_bytes_and_recorded_once() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let proxy = swallowing_proxy(&sandbox).await;
    let mut lost = config(&sandbox, dir.path(), DEMO_KEY);
    lost.base_url = BaseUrl::parse(&proxy).unwrap();
    lost.client.request_timeout = Duration::from_millis(300);
    lost.client.retry.max_transient_retries = 1;
    lost.client.retry.base_backoff = Duration::from_millis(1);
    let first = Engine::start(lost, Arc::new(|| {})).unwrap();
    first.send(batch(&["kept", "safe"])).unwrap();
    let events = collect_until(&first, |e| {
        e.iter().any(|e| {
            matches!(
                e,
                Event::Batch(BatchEvent::BatchSendFailed {
                    will_retry: true,
                    ..
                })
            )
        })
    })
    .await;
    let message = find(&events, |e| match e {
        Event::Batch(BatchEvent::BatchSendFailed { error, .. }) => {
            Some(gendesk_core::wording::api_error(error))
        }
        _ => None,
    })
    .unwrap();
    assert!(!message.is_empty());
    first.shutdown();
    let sends_before = sandbox.counters().requests_to("submitBatch");
    assert!(sends_before >= 1, "the service received it");
    assert_eq!(sandbox.counters().batches_created, 1);

    let second = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    let events = collect_until(&second, batch_done).await;
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Batch(BatchEvent::BatchAccepted {
                replayed: true,
                created: 2,
                ..
            })
        )),
        "{events:#?}"
    );
    second.shutdown();
    let counters = sandbox.counters();
    assert_eq!(counters.batches_created, 1, "never created twice");
    assert_eq!(counters.tasks_created, 2);
    assert_eq!(counters.requests_to("submitBatch"), sends_before + 1);
    let store = store(&dir);
    let profile = store.list_profiles().unwrap()[0].id;
    let batches = store.list_batches(profile, 10).unwrap();
    assert_eq!(batches.len(), 1);
    assert!(batches[0].replayed);
    assert_eq!(
        store.count_tasks(profile, &TaskFilter::default()).unwrap(),
        2
    );
}

async fn finished_task(engine: &Engine, prompt: &str) -> (TaskRow, Vec<Event>) {
    engine.send(image(prompt)).unwrap();
    let events = collect_until(engine, |e| {
        e.iter().any(
            |e| matches!(e, Event::Task(TaskEvent::TaskUpdated { state, is_final: true, .. }) if *state == TaskState::Success),
        )
    })
    .await;
    let row = find(&events, |e| match e {
        Event::Task(TaskEvent::Submitted { row, .. }) => Some(*row),
        _ => None,
    })
    .unwrap();
    (row, events)
}

#[tokio::test(flavor = "multi_thread")]
async fn results_download_byte_identical_and_an_expired_link_says_so() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("Downloads");
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    let (row, _) = finished_task(&engine, "a harbour").await;
    engine
        .send(Command::Download {
            task: row,
            folder: folder.clone(),
            only: None,
        })
        .unwrap();
    let events = collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Download(DownloadEvent::DownloadFinished { .. })))
    })
    .await;
    let path = find(&events, |e| match e {
        Event::Download(DownloadEvent::DownloadFinished { path, task, .. }) if *task == row => {
            Some(path.clone())
        }
        _ => None,
    })
    .unwrap();
    assert!(path.starts_with(&folder));
    let url = store(&dir).task(row).unwrap().unwrap().result_urls[0].clone();
    let served = reqwest::get(&url).await.unwrap().bytes().await.unwrap();
    // The file is the served PNG, byte for byte, with the generation record's text chunks
    // between its last data and its end chunk (provenance).
    let kept = std::fs::read(&path).unwrap();
    let (body, end) = served.split_at(served.len() - 12);
    assert_eq!(&end[4..8], b"IEND", "the sandbox serves a PNG");
    assert!(kept.starts_with(body) && kept.ends_with(end));
    assert!(kept.len() > served.len(), "the record is in the file");
    let names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 1, "no .part left: {names:?}");
    assert!(
        names[0].starts_with("sandbox_image-fast_") && names[0].ends_with(".png"),
        "{names:?}"
    );
    let downloads = store(&dir).downloads_for_task(row).unwrap();
    assert_eq!(downloads[0].status, DownloadStatus::Done);
    assert_eq!(downloads[0].file_name, names[0]);

    // A day later the link is gone: a clear expired state, tried once.
    sandbox.clock().advance(Duration::from_hours(25));
    let other = dir.path().join("Later");
    engine
        .send(Command::Download {
            task: row,
            folder: other.clone(),
            only: Some(vec![0]),
        })
        .unwrap();
    let events = collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Download(DownloadEvent::DownloadFailed { .. })))
    })
    .await;
    let (message, expired) = find(&events, |e| match e {
        Event::Download(DownloadEvent::DownloadFailed { error, expired, .. }) => {
            Some((gendesk_core::wording::download_error(error), *expired))
        }
        _ => None,
    })
    .unwrap();
    assert!(expired);
    assert!(message.contains("expired"), "{message}");
    let statuses: Vec<DownloadStatus> = store(&dir)
        .downloads_for_task(row)
        .unwrap()
        .iter()
        .map(|d| d.status)
        .collect();
    assert_eq!(statuses, [DownloadStatus::Done, DownloadStatus::Expired]);
    let leftovers = std::fs::read_dir(&other).map_or(0, Iterator::count);
    assert_eq!(leftovers, 0, "nothing is left under any name");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_download_over_a_lowered_limit_fails_and_says_where_to_raise_it() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("Downloads");
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    let (row, _) = finished_task(&engine, "a large harbour").await;
    let download = || Command::Download {
        task: row,
        folder: folder.clone(),
        only: None,
    };
    engine.send(Command::SetDownloadLimit(1000)).unwrap();
    engine.send(download()).unwrap();
    let events = collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Download(DownloadEvent::DownloadFailed { .. })))
    })
    .await;
    let (message, expired) = find(&events, |e| match e {
        Event::Download(DownloadEvent::DownloadFailed { error, expired, .. }) => {
            Some((gendesk_core::wording::download_error(error), *expired))
        }
        _ => None,
    })
    .unwrap();
    assert!(!expired);
    assert!(
        message.contains("larger than the download limit of 1000 bytes")
            && message.contains("\u{201c}Largest download\u{201d} in Settings"),
        "{message}"
    );
    assert_eq!(
        store(&dir).downloads_for_task(row).unwrap()[0].status,
        DownloadStatus::Failed
    );
    let leftovers = std::fs::read_dir(&folder).map_or(0, Iterator::count);
    assert_eq!(leftovers, 0, "nothing is kept of a refused file");

    // Raised again: the same result downloads.
    engine
        .send(Command::SetDownloadLimit(64 * 1024 * 1024))
        .unwrap();
    engine.send(download()).unwrap();
    collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Download(DownloadEvent::DownloadFinished { task, .. }) if *task == row))
    })
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn auto_download_keeps_every_result_without_being_asked() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let library = dir.path().join("Library");
    let mut settings = config(&sandbox, dir.path(), DEMO_KEY);
    settings.auto_download = Some(library.clone());
    let engine = Engine::start(settings, Arc::new(|| {})).unwrap();
    let (row, events) = finished_task(&engine, "kept forever").await;
    let events = collect_more(&engine, events, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Download(DownloadEvent::DownloadFinished { task, .. }) if *task == row))
    })
    .await;
    let path = find(&events, |e| match e {
        Event::Download(DownloadEvent::DownloadFinished { path, .. }) => Some(path.clone()),
        _ => None,
    })
    .unwrap();
    assert!(path.starts_with(&library));
    assert!(std::fs::metadata(&path).unwrap().len() > 1000);
}

/// A server that answers with headers and a first chunk, then never sends more.
async fn stalling_file_server() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/result.png", listener.local_addr().unwrap());
    tokio::spawn(async move {
        loop {
            let (mut socket, _) = listener.accept().await.unwrap();
            tokio::spawn(async move {
                use tokio::io::{AsyncReadExt, AsyncWriteExt};
                let mut buf = [0_u8; 4096];
                let _ = socket.read(&mut buf).await;
                let head =
                    "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 100000\r\n\r\n";
                socket.write_all(head.as_bytes()).await.unwrap();
                socket.write_all(&[7_u8; 1000]).await.unwrap();
                std::future::pending::<()>().await;
            });
        }
    });
    url
}

#[tokio::test(flavor = "multi_thread")]
async fn a_download_can_be_cancelled_and_keeps_its_part() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("Downloads");
    let stall = stalling_file_server().await;
    // A finished task whose result lives on the stalling server.
    let row = gendesk_core::testing::seed_finished_task(dir.path(), &sandbox, "task_slow", &stall);
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    engine
        .send(Command::Download {
            task: row,
            folder: folder.clone(),
            only: None,
        })
        .unwrap();
    let events = collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Download(DownloadEvent::DownloadQueued { .. })))
    })
    .await;
    // The first bytes are on disk, then the server stalls.
    let part_len = || {
        std::fs::read_dir(&folder).ok().and_then(|mut entries| {
            let entry = entries.next()?.ok()?;
            Some(entry.metadata().ok()?.len())
        })
    };
    gendesk_api::testing::wait_until(Duration::from_secs(10), || part_len() == Some(1000)).await;
    let download = find(&events, |e| match e {
        Event::Download(DownloadEvent::DownloadQueued { download, .. }) => Some(*download),
        _ => None,
    })
    .unwrap();
    engine.send(Command::CancelDownload(download)).unwrap();
    let events = collect_until(&engine, |e| {
        e.iter().any(|e| {
            matches!(
                e,
                Event::Download(DownloadEvent::DownloadFailed {
                    cancelled: true,
                    ..
                })
            )
        })
    })
    .await;
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Download(DownloadEvent::DownloadFinished { .. })))
    );
    engine.shutdown();
    let info = store(&dir).download(download).unwrap().unwrap();
    assert_eq!(info.status, DownloadStatus::Cancelled);
    let names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 1);
    assert!(names[0].ends_with(".part"), "only the .part: {names:?}");
    assert_eq!(
        std::fs::metadata(folder.join(&names[0])).unwrap().len(),
        1000
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn webhook_secrets_are_fetched_rotated_and_revoked() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    let secret_event = |action: SecretAction| {
        move |e: &[Event]| {
            e.iter()
                .any(|e| matches!(e, Event::Account(AccountEvent::WebhookSecret { action: a, .. }) if *a == action))
        }
    };
    engine.send(Command::GetWebhookSecret).unwrap();
    let events = collect_until(&engine, secret_event(SecretAction::Fetched)).await;
    let first = find(&events, |e| match e {
        Event::Account(AccountEvent::WebhookSecret { secret, .. }) => secret.clone(),
        _ => None,
    })
    .unwrap();
    engine.send(Command::RotateWebhookSecret).unwrap();
    let events = collect_until(&engine, secret_event(SecretAction::Rotated)).await;
    let rotated = find(&events, |e| match e {
        Event::Account(AccountEvent::WebhookSecret { secret, .. }) => secret.clone(),
        _ => None,
    })
    .unwrap();
    assert!(rotated.version > first.version);
    assert_ne!(rotated.secret, first.secret);
    assert!(
        !format!("{events:?}").contains(&rotated.secret),
        "secrets are redacted in debug output"
    );
    engine.send(Command::RevokeWebhookSecret).unwrap();
    let events = collect_until(&engine, secret_event(SecretAction::Revoked)).await;
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Account(AccountEvent::WebhookSecret {
            action: SecretAction::Revoked,
            secret: None
        })
    )));
    let counters = sandbox.counters();
    assert_eq!(counters.requests_to("getWebhookSecret"), 2);
    assert_eq!(counters.requests_to("rotateWebhookSecret"), 1);
    assert_eq!(counters.requests_to("revokeWebhookSecret"), 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bad_key_gets_its_message_for_account_commands() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), "no-such-key", Arc::default());
    engine.send(Command::RefreshBalance).unwrap();
    let events = collect_until(&engine, |e| {
        e.iter().any(|e| matches!(e, Event::Error { .. }))
    })
    .await;
    let message = find(&events, |e| match e {
        Event::Error { problem, .. } => Some(gendesk_core::wording::problem(problem)),
        _ => None,
    })
    .unwrap();
    assert!(message.contains("Check the key"), "{message}");
}

#[tokio::test(flavor = "multi_thread")]
async fn switching_profiles_keeps_each_history_apart() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    let first_profile = engine.profile();
    let other_before = sandbox.balance_of(OTHER_ACCOUNT_KEY);
    let (first_row, _) = finished_task(&engine, "for the first").await;
    // Switching is what the window does: stop this profile's engine, start one for the other
    // profile on the same history.
    engine.shutdown();
    let mut config = EngineConfig::new(
        dir.path().join("history.sqlite3"),
        "Other account",
        BaseUrl::parse(sandbox.base_url()).unwrap(),
        ApiKey::new(OTHER_ACCOUNT_KEY).unwrap(),
        true,
    );
    config.poll = gendesk_core::testing::fast_polling();
    let engine = Engine::start(config, Arc::new(|| {})).unwrap();
    let events = collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Started { profile, .. } if *profile != first_profile))
    })
    .await;
    let second_profile = find(&events, |e| match e {
        Event::Started { profile, .. } => Some(*profile),
        _ => None,
    })
    .unwrap();
    assert_eq!(engine.profile(), second_profile);
    let (second_row, _) = finished_task(&engine, "for the second").await;
    engine.shutdown();
    let store = store(&dir);
    let rows = |profile| {
        store
            .page_tasks(profile, &TaskFilter::default(), None, 10)
            .unwrap()
            .items
            .iter()
            .map(|t| t.row)
            .collect::<Vec<_>>()
    };
    assert_eq!(rows(first_profile), [first_row]);
    assert_eq!(rows(second_profile), [second_row]);
    assert!(
        sandbox.balance_of(OTHER_ACCOUNT_KEY) < other_before,
        "the second task was paid by the other account"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn the_activity_log_keeps_what_happened() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    engine.send(image("logged [fail:NSFW]")).unwrap();
    collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Task(TaskEvent::TaskFailed { .. })))
    })
    .await;
    // The log is written beside the events; wait for it with a deadline.
    let store = store(&dir);
    let profile = store.list_profiles().unwrap()[0].id;
    gendesk_api::testing::wait_until(Duration::from_secs(10), || {
        store
            .recent_events(Some(profile), None, 50)
            .unwrap()
            .iter()
            .any(|e| e.kind == "task_failed")
    })
    .await;
    let kinds: Vec<String> = store
        .recent_events(Some(profile), None, 50)
        .unwrap()
        .into_iter()
        .map(|e| e.kind)
        .collect();
    assert!(kinds.contains(&"submitted".to_owned()), "{kinds:?}");
    engine.shutdown();
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_is_stored_whole_then_each_batch_is_sent_once_in_order() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    let items: Vec<BatchRequestItem> = (0..120)
        .map(|n| BatchRequestItem {
            client_item_id: format!("row-{n}"),
            idempotency_key: String::new(),
            input: ModelInput::new("text-to-image", format!("run item {n}"))
                .with("resolution", "1K"),
        })
        .collect();
    let batches = gendesk_core::batch::split(items, None).unwrap();
    assert_eq!(batches.len(), 3);
    engine
        .send(Command::SubmitRun {
            model: IMAGE.into(),
            kind: ModelKind::Image,
            batches,
            origin: None,
            price: gendesk_core::batch::estimate::PriceSource::Sandbox,
        })
        .unwrap();
    let events = collect_until(&engine, |events| {
        events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Batch(BatchEvent::BatchUpdated { is_final: true, .. })
                )
            })
            .count()
            == 3
    })
    .await;
    engine.shutdown();
    let recorded = events
        .iter()
        .position(|e| matches!(e, Event::Batch(BatchEvent::RunRecorded { items: 120, .. })))
        .unwrap();
    let first_accepted = events
        .iter()
        .position(|e| matches!(e, Event::Batch(BatchEvent::BatchAccepted { .. })))
        .unwrap();
    assert!(recorded < first_accepted, "the whole run is stored first");
    assert!(
        !events.iter().any(|e| matches!(
            e,
            Event::Batch(BatchEvent::BatchAccepted { replayed: true, .. })
        )),
        "no batch was sent twice"
    );
    let counters = sandbox.counters();
    assert_eq!(counters.requests_to("submitBatch"), 3, "one send per batch");
    assert_eq!(counters.batches_created, 3);
    assert_eq!(counters.tasks_created, 120);

    let store = store(&dir);
    let profile = store.list_profiles().unwrap()[0].id;
    let mut summaries = store.list_batch_summaries(profile, 10).unwrap();
    summaries.reverse();
    let run = summaries[0].info.run_id.clone().unwrap();
    for (index, summary) in summaries.iter().enumerate() {
        assert_eq!(summary.info.run_id.as_deref(), Some(run.as_str()));
        assert_eq!(summary.info.run_index, Some(u32::try_from(index).unwrap()));
        assert_eq!(summary.info.run_size, Some(3));
        assert_eq!(summary.counts.succeeded, summary.counts.total);
    }
    let totals: Vec<u32> = summaries.iter().map(|s| s.counts.total).collect();
    assert_eq!(totals, [50, 50, 20]);
    assert_eq!(store.run_batches(&run).unwrap().len(), 3);
}

#[tokio::test(flavor = "multi_thread")]
async fn batch_tasks_get_their_processing_time_from_one_status_query_each() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    engine
        .send(batch(&["fast one", "fast two", "three [fail:NSFW]"]))
        .unwrap();
    collect_until(&engine, batch_done).await;
    // The batch answer carries no costTime: the engine asks each final task's status once.
    let times = || {
        let store = store(&dir);
        let profile = store.list_profiles().unwrap()[0].id;
        let batch = store.list_batches(profile, 1).unwrap()[0].row;
        store
            .batch_items(batch)
            .unwrap()
            .into_iter()
            .map(|item| {
                let task = store.task(item.task_row.unwrap()).unwrap().unwrap();
                (task.cost_time_ms, task.seen_final_ms)
            })
            .collect::<Vec<_>>()
    };
    let started = std::time::Instant::now();
    while times().iter().any(|(cost, _)| cost.is_none()) {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "processing times never came: {:?}",
            times()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let asked = sandbox.counters().requests_to("getTaskStatus");
    assert_eq!(asked, 3, "one status query per task");
    for (cost, seen_final) in times() {
        assert!(cost.is_some_and(|ms| ms > 0));
        assert!(
            seen_final.is_some(),
            "GenDesk's own time it saw the task final"
        );
    }
    // Asked once: more rounds ask nothing more.
    engine.send(Command::RefreshBalance).unwrap();
    collect_until(&engine, |e| {
        e.iter().any(|e| {
            matches!(
                e,
                Event::Account(gendesk_core::engine::AccountEvent::Balance(_))
            )
        })
    })
    .await;
    assert_eq!(sandbox.counters().requests_to("getTaskStatus"), asked);
    engine.shutdown();
}
