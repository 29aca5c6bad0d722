//! The headless engine (the loop behind `gendesk engine`) in-process against the sandbox: a
//! model's kind comes from GenDesk's model list — the built-in catalogue, the sandbox's models
//! and the person's own `models.toml` (not the mode's name) — and a model missing from it is
//! refused, nothing sent.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::io::{BufReader, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gendesk_api::ModelKind;
use gendesk_core::store::{Store, TaskFilter};
use gendesk_core::testing::config;
use gendesk_sandbox::DEMO_KEY;
use gendesk_sandbox::testing::start_sandbox;

/// The loop's output, readable by the test while the loop runs.
#[derive(Clone, Default)]
struct Output(Arc<Mutex<Vec<u8>>>);

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Output {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

/// Polls `done` every 10 ms; fails with `what` after 30 s.
fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(30), "{what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kinds_come_from_the_model_list_and_unlisted_models_are_refused() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let models = dir.path().join("models.toml");
    std::fs::write(
        &models,
        "[[model]]\nid = \"me/own-clip\"\nkind = \"video\"\nunit_price_usd = 0.75\n",
    )
    .unwrap();
    let (reader, mut input) = std::io::pipe().unwrap();
    let output = Output::default();
    let engine_config = config(&sandbox, dir.path(), DEMO_KEY);
    let (out, file) = (output.clone(), models.clone());
    let runner = std::thread::spawn(move || {
        gendesk_core::headless::run(engine_config, &file, BufReader::new(reader), out)
    });

    writeln!(input, "submit nobody/knows text-to-image a fox").unwrap();
    let refusal = "error: the model \"nobody/knows\" is not in GenDesk's model list";
    wait_for(&format!("no refusal in:\n{}", output.text()), || {
        output.text().contains(refusal)
    });
    writeln!(input, "submit me/own-clip studio-take a dancer").unwrap();
    writeln!(input, "submit sandbox/image-fast text-to-image a fox").unwrap();
    let db = dir.path().join("history.sqlite3");
    let tasks = || {
        let store = Store::open(&db).unwrap();
        let Some(profile) = store.list_profiles().unwrap().first().map(|p| p.id) else {
            return Vec::new();
        };
        store
            .page_tasks(profile, &TaskFilter::default(), None, 10)
            .unwrap()
            .items
    };
    wait_for("the two listed models' tasks were not recorded", || {
        tasks().len() == 2
    });
    writeln!(input, "quit").unwrap();
    runner.join().unwrap().unwrap();

    // Each task keeps what it was expected to cost: the price given with the person's own
    // model, the sandbox's list for the sandbox's.
    let store = Store::open(&db).unwrap();
    let mut costs: Vec<(String, Option<f64>)> = tasks()
        .into_iter()
        .map(|t| (t.model, store.task_estimate(t.row).unwrap()))
        .collect();
    costs.sort_by(|a, b| a.0.cmp(&b.0));
    // No resolution given: the sandbox's default one, as it charges.
    let fox = serde_json::json!({"mode": "text-to-image", "prompt": "a fox"});
    let sandbox_price = sandbox
        .catalog()
        .get("sandbox/image-fast")
        .unwrap()
        .price_of(&fox);
    assert_eq!(
        costs,
        [
            ("me/own-clip".to_owned(), Some(0.75)),
            ("sandbox/image-fast".to_owned(), Some(sandbox_price)),
        ]
    );
    let mut kinds: Vec<_> = tasks().into_iter().map(|t| (t.model, t.kind)).collect();
    kinds.sort();
    assert_eq!(
        kinds,
        [
            ("me/own-clip".to_owned(), Some(ModelKind::Video)),
            ("sandbox/image-fast".to_owned(), Some(ModelKind::Image)),
        ]
    );
    assert_eq!(
        sandbox.counters().requests_to("submitTask"),
        2,
        "the unlisted model was never sent"
    );
}
