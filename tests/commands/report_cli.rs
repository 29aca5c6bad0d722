//! `gendesk report` as a real process over a real history: an engine runs single tasks and a
//! batch with a failure against the in-process sandbox, then the command prints per-model
//! figures that agree with the history (what Activity shows), as JSON with the documented keys
//! and as a table; bad arguments exit 2 with a sentence.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::Path;
use std::process::Command as Process;

use gendesk_api::{BatchRequest, BatchRequestItem, ModelInput, ModelKind};
use gendesk_core::batch::estimate::PriceSource;
use gendesk_core::engine::{AccountEvent, BatchEvent, Command, Event, TaskEvent};
use gendesk_core::store::{Store, TaskFilter};
use gendesk_core::testing::{IMAGE, collect_until, engine, image};
use gendesk_sandbox::DEMO_KEY;
use gendesk_sandbox::testing::start_sandbox;
use serde_json::Value;

fn report(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let output = Process::new(env!("CARGO_BIN_EXE_gendesk"))
        .arg("report")
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Two pictures on their own, then a batch of three of which one fails.
async fn make_history(dir: &Path) {
    let sandbox = start_sandbox(1000.0).await;
    let engine = engine(&sandbox, dir, DEMO_KEY, std::sync::Arc::default());
    // The balance the engine asks for as it starts comes first, as in the window, so the
    // history starts at $25.00 whatever the timing (sent at once, the first tasks could be
    // charged before that answer).
    collect_until(&engine, |events| {
        events
            .iter()
            .any(|e| matches!(e, Event::Account(AccountEvent::Balance(_))))
    })
    .await;
    for prompt in ["a red fox", "a blue owl"] {
        engine.send(image(prompt)).unwrap();
    }
    let items = ["cat one", "cat two", "cat three [fail:NSFW]"]
        .iter()
        .map(|p| BatchRequestItem {
            client_item_id: String::new(),
            idempotency_key: String::new(),
            input: ModelInput::new("text-to-image", *p).with("resolution", "1K"),
        })
        .collect();
    engine
        .send(Command::SubmitBatch {
            model: IMAGE.into(),
            kind: ModelKind::Image,
            request: BatchRequest {
                items,
                webhook_url: None,
            },
            price: PriceSource::Sandbox,
        })
        .unwrap();
    collect_until(&engine, |events| {
        let finals = events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
                )
            })
            .count();
        let batch_done = events.iter().any(|e| {
            matches!(
                e,
                Event::Batch(BatchEvent::BatchUpdated { is_final: true, .. })
            )
        });
        let balances = events
            .iter()
            .filter(|e| matches!(e, Event::Account(AccountEvent::Balance(_))))
            .count();
        // At least one more balance after the work (the first was awaited above).
        finals >= 5 && batch_done && balances >= 1
    })
    .await;
    engine.shutdown();
}

#[tokio::test(flavor = "multi_thread")]
async fn the_report_agrees_with_the_history_as_json_and_as_a_table() {
    let dir = tempfile::tempdir().unwrap();
    make_history(dir.path()).await;

    let (code, stdout, stderr) = report(dir.path(), &["--json"]);
    assert_eq!(code, 0, "{stderr}");
    let json: Value = serde_json::from_str(&stdout).unwrap();
    let models = json["models"].as_array().unwrap();
    assert_eq!(models.len(), 1, "{json:#}");
    let fast = &models[0];
    assert_eq!(fast["model"], IMAGE);
    // What Activity lists: the history's own tasks.
    let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    let profile = store.list_profiles().unwrap()[0].id;
    let tasks = store
        .page_tasks(profile, &TaskFilter::default(), None, 100)
        .unwrap()
        .items;
    let succeeded = tasks
        .iter()
        .filter(|t| t.state == Some(gendesk_api::TaskState::Success))
        .count();
    assert_eq!(fast["tasks"], tasks.len());
    assert_eq!(fast["tasks"], 5);
    assert_eq!(fast["succeeded"], succeeded);
    assert_eq!(fast["failed"], 1);
    assert_eq!(fast["fail_codes"], serde_json::json!({"NSFW": 1}));
    let times: Vec<i64> = tasks
        .iter()
        .filter(|t| t.state == Some(gendesk_api::TaskState::Success))
        .filter_map(|t| t.cost_time_ms)
        .collect();
    let processing = &fast["processing_ms"];
    assert_eq!(processing["max"], times.iter().max().copied().unwrap());
    assert!(processing["p50"].as_i64().unwrap() <= processing["p90"].as_i64().unwrap());
    // Four pictures that did not fail, at the sandbox's 1K price: the failed one is refunded.
    let estimated = fast["spent_usd"]["estimated"].as_f64().unwrap();
    assert!((estimated - 4.0 * 0.02).abs() < 1e-9, "{estimated}");
    assert!(fast["spent_usd"]["measured"].as_f64().is_some());
    assert_eq!(json["totals"]["tasks"], 5);
    assert_eq!(json["totals"]["fail_codes"], serde_json::json!({"NSFW": 1}));
    let balances = json["balance_samples"].as_array().unwrap();
    assert!(balances.len() >= 2, "{json:#}");
    for sample in balances {
        let time = sample["time"].as_str().unwrap();
        assert!(chrono::DateTime::parse_from_rfc3339(time).is_ok(), "{time}");
        assert!(sample["usd"].as_f64().is_some());
    }

    // The same as a table for people.
    let (code, text, _) = report(
        dir.path(),
        &["--profile", "Offline sandbox", "--since", "7d"],
    );
    assert_eq!(code, 0);
    assert!(
        text.contains("profile \"Offline sandbox\" · since 7d"),
        "{text}"
    );
    let line = text.lines().find(|l| l.starts_with(IMAGE)).unwrap();
    let cells: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(&cells[1..4], ["5", &succeeded.to_string(), "1"], "{text}");
    assert!(text.contains("NSFW × 1"), "{text}");
    assert!(text.contains("$0.08"), "{text}");
    assert!(text.contains("Balance: $25.00"), "{text}");

    // A period before anything happened: nothing, still exit 0.
    let (code, stdout, _) = report(dir.path(), &["--json", "--until", "2001-01-01"]);
    assert_eq!(code, 0);
    let empty: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(empty["models"], serde_json::json!([]));
    assert_eq!(empty["totals"]["tasks"], 0);
}

#[test]
fn bad_arguments_exit_2_and_say_what_to_give() {
    let dir = tempfile::tempdir().unwrap();
    let (code, _, stderr) = report(dir.path(), &["--since", "yesterday"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("such as 24h, 7d or 30d"), "{stderr}");
    let (code, _, stderr) = report(dir.path(), &["--profile", "nobody"]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("no profile is called \"nobody\""),
        "{stderr}"
    );
    let (code, _, stderr) = report(
        dir.path(),
        &["--since", "2026-11-05", "--until", "2026-11-01"],
    );
    assert_eq!(code, 2);
    assert!(stderr.contains("ends before it starts"), "{stderr}");
    let (code, _, _) = report(dir.path(), &["--nonsense"]);
    assert_eq!(code, 2, "clap's own usage errors");
    // No history yet: an empty report, and no history file made by asking.
    let (code, stdout, _) = report(dir.path(), &[]);
    assert_eq!(code, 0);
    assert!(stdout.contains("No tasks in this period."), "{stdout}");
    assert!(!dir.path().join("data/history.sqlite3").exists());
    assert!(!dir.path().join("history.sqlite3").exists());
}
