//! Crash tests: the `gendesk engine` binary is killed with SIGKILL at many points — before and
//! after a submission's POST, in the middle of a batch send, in the middle of a download — and
//! restarted on the same data dir. Nothing the service created may be missing from the history,
//! nothing may be created twice, unanswered submissions are marked unknown (never resent), and
//! downloads end byte-identical with no `.part` under a final name.
#![allow(
    clippy::unwrap_used,
    clippy::case_sensitive_file_extension_comparisons,
    reason = "integration tests: a failed unwrap is a failed test; our own names are lower case"
)]

use std::time::Duration;

use crate::support::child::EngineChild;
use gendesk_api::testing::wait_until;
use gendesk_core::store::{BatchPhase, Store, TaskFilter, TaskPhase, TaskSummary};
use gendesk_core::wording;
use gendesk_sandbox::testing::start_sandbox_with;
use gendesk_sandbox::{DEMO_KEY, FaultConfig, SandboxConfig, SandboxHandle};

const IMAGE: &str = "sandbox/image-fast";

/// A sandbox whose every answer takes 40–200 ms, so kills land inside requests.
async fn slow_sandbox() -> SandboxHandle {
    start_sandbox_with(SandboxConfig {
        time_scale: 1000.0,
        allow_loopback_targets: true,
        rate_limit: None,
        seed: Some(11),
        faults: FaultConfig {
            latency: Some((Duration::from_millis(40), Duration::from_millis(200))),
            ..FaultConfig::default()
        },
        ..SandboxConfig::default()
    })
    .await
}

fn all_tasks(store: &Store) -> Vec<TaskSummary> {
    let profile = store.list_profiles().unwrap()[0].id;
    let mut tasks = Vec::new();
    let mut cursor = None;
    loop {
        let page = store
            .page_tasks(profile, &TaskFilter::default(), cursor, 200)
            .unwrap();
        tasks.extend(page.items);
        cursor = page.next;
        if cursor.is_none() {
            return tasks;
        }
    }
}

fn open_or_final(task: &TaskSummary) -> bool {
    matches!(task.phase, TaskPhase::Active | TaskPhase::Submitting)
}

/// Runs a last engine until every task is settled, then checks nothing was sent by it.
async fn settle(sandbox: &SandboxHandle, dir: &std::path::Path) -> Vec<TaskSummary> {
    let posts_before = sandbox.counters().requests_to("submitTask");
    let mut last = EngineChild::start(dir, sandbox.base_url(), DEMO_KEY, &[]);
    last.wait_for("Started");
    let db = dir.join("history.sqlite3");
    wait_until(Duration::from_mins(1), || {
        let store = Store::open(&db).unwrap();
        let tasks = all_tasks(&store);
        !tasks.iter().any(open_or_final)
            && store
                .batches_to_send(store.list_profiles().unwrap()[0].id)
                .unwrap()
                .is_empty()
    })
    .await;
    last.quit();
    assert_eq!(
        sandbox.counters().requests_to("submitTask"),
        posts_before,
        "a restart never resends a single-task POST"
    );
    all_tasks(&Store::open(&db).unwrap())
}

#[tokio::test(flavor = "multi_thread")]
async fn killed_around_single_submissions_nothing_is_lost_or_sent_twice() {
    let sandbox = slow_sandbox().await;
    let dir = tempfile::tempdir().unwrap();
    for round in 0..6_u64 {
        let mut child = EngineChild::start(dir.path(), sandbox.base_url(), DEMO_KEY, &[]);
        child.wait_for("Started");
        for n in 0..3 {
            child.send(&format!(
                "submit {IMAGE} text-to-image round {round} task {n}"
            ));
        }
        match round % 3 {
            // While the POSTs are on the wire.
            0 => drop(child.wait_for("SubmissionRecorded")),
            // Right after an answer was recorded, before polling caught up.
            1 => drop(child.wait_for("Submitted {")),
            // Anywhere.
            _ => tokio::time::sleep(Duration::from_millis(fastrand::u64(0..400))).await,
        }
        child.kill();
    }
    let tasks = settle(&sandbox, dir.path()).await;
    let created = sandbox.counters().tasks_created;
    let with_id = tasks.iter().filter(|t| t.task_id.is_some()).count() as u64;
    let unknown = tasks
        .iter()
        .filter(|t| t.phase == TaskPhase::Unknown)
        .count() as u64;
    assert!(
        with_id <= created && created <= with_id + unknown,
        "every created task is in the history (by id, or as an unknown submission): \
         created {created}, with id {with_id}, unknown {unknown}"
    );
    assert!(
        created <= tasks.len() as u64,
        "no submission created two tasks"
    );
    assert!(unknown > 0, "some kills landed inside a POST");
    for task in &tasks {
        assert!(
            matches!(task.phase, TaskPhase::Final | TaskPhase::Unknown),
            "{task:?}"
        );
        if task.phase == TaskPhase::Unknown {
            let said = task
                .error
                .as_ref()
                .map(wording::trouble)
                .unwrap_or_default();
            assert!(said.contains("not known"), "{said}");
        }
    }
    let mut ids: Vec<&str> = tasks.iter().filter_map(|t| t.task_id.as_deref()).collect();
    let total = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), total, "no task id recorded twice");
}

#[tokio::test(flavor = "multi_thread")]
async fn killed_mid_batch_send_no_batch_is_created_twice() {
    let sandbox = slow_sandbox().await;
    let dir = tempfile::tempdir().unwrap();
    for round in 0..5_u64 {
        let mut child = EngineChild::start(dir.path(), sandbox.base_url(), DEMO_KEY, &[]);
        child.wait_for("Started");
        child.send(&format!(
            "batch {IMAGE} text-to-image 4 batch round {round}"
        ));
        if round % 2 == 0 {
            child.wait_for("BatchRecorded");
        } else {
            tokio::time::sleep(Duration::from_millis(fastrand::u64(0..300))).await;
        }
        child.kill();
    }
    let tasks = settle(&sandbox, dir.path()).await;
    let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    let profile = store.list_profiles().unwrap()[0].id;
    let batches = store.list_batches(profile, 100).unwrap();
    let counters = sandbox.counters();
    assert!(!batches.is_empty());
    assert!(
        batches.iter().all(|b| b.phase == BatchPhase::Accepted),
        "{batches:#?}"
    );
    assert_eq!(
        counters.batches_created,
        batches.len() as u64,
        "one service batch per recorded batch"
    );
    assert_eq!(counters.tasks_created, tasks.len() as u64);
    assert_eq!(tasks.len(), batches.len() * 4);
    assert!(tasks.iter().all(|t| t.phase == TaskPhase::Final));
    let sends = counters.requests_to("submitBatch");
    assert!(sends >= counters.batches_created);
}

#[tokio::test(flavor = "multi_thread")]
async fn killed_mid_download_it_resumes_and_ends_byte_identical() {
    let sandbox = slow_sandbox().await;
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("Downloads");
    // 8 MiB served in 64 KiB chunks 8 ms apart: about a second per pass.
    let size: u64 = 8 * 1024 * 1024;
    let url = format!("{}&chunk_ms=8", sandbox.blob_url(size, 42));
    let row = gendesk_core::testing::seed_finished_task(dir.path(), &sandbox, "task_big", &url);
    let mut kills = 0;
    for _ in 0..3 {
        let mut child = EngineChild::start(dir.path(), sandbox.base_url(), DEMO_KEY, &[]);
        child.wait_for("Started");
        child.send(&format!("download {} {}", row.get(), folder.display()));
        child.wait_for("DownloadProgress");
        if child.seen.iter().any(|l| l.contains("DownloadFinished")) {
            child.quit();
            break;
        }
        child.kill();
        kills += 1;
        let names: Vec<String> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(
            names.iter().all(|n| n.ends_with(".part")),
            "only a .part after a kill: {names:?}"
        );
    }
    assert!(kills > 0, "at least one kill landed mid-download");
    // A restart picks the unfinished download up by itself.
    let mut last = EngineChild::start(dir.path(), sandbox.base_url(), DEMO_KEY, &[]);
    last.wait_for("DownloadFinished");
    last.quit();
    let names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 1, "one file, no .part: {names:?}");
    let got = std::fs::read(folder.join(&names[0])).unwrap();
    let mut want = vec![0_u8; usize::try_from(size).unwrap()];
    gendesk_sandbox::blob_route::fill(42, 0, &mut want);
    assert!(got == want, "byte-identical after {kills} kill(s)");
    let requests = sandbox.counters().requests_to("blob");
    assert!(requests >= 2, "resumed with further requests: {requests}");
}

/// 120 rows for `batch-file`: row 8 has an aspect ratio the model does not offer.
fn write_items_csv(path: &std::path::Path) {
    use std::fmt::Write as _;
    let mut text = String::from("prompt,aspect_ratio\n");
    for n in 1..=120 {
        let ratio = if n == 8 { "7:3" } else { "16:9" };
        writeln!(text, "\"run row {n}, a fox\",{ratio}").unwrap();
    }
    std::fs::write(path, text).unwrap();
}

#[tokio::test(flavor = "multi_thread")]
async fn killed_after_a_run_is_recorded_each_batch_is_sent_once() {
    let sandbox = slow_sandbox().await;
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("items.csv");
    write_items_csv(&csv);
    let mut child = EngineChild::start(dir.path(), sandbox.base_url(), DEMO_KEY, &[]);
    child.wait_for("Started");
    child.send(&format!("batch-file {IMAGE} {}", csv.display()));
    let blocked = child.wait_for("rejected:");
    assert!(blocked.contains("Line 9"), "{blocked}");
    assert!(blocked.contains("7:3"), "{blocked}");
    child.wait_for("RunRecorded");
    // Killed once the run is stored and before the service answered every batch.
    child.kill();
    eprintln!(
        "batches accepted before the kill: {} of 3",
        sandbox.counters().batches_created
    );
    // A restart sends what was not confirmed, with the same bytes and keys.
    let tasks = settle(&sandbox, dir.path()).await;
    let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    let profile = store.list_profiles().unwrap()[0].id;
    let summaries = store.list_batch_summaries(profile, 100).unwrap();
    assert_eq!(summaries.len(), 3, "119 items → 3 batches, shown once");
    let run = summaries[0].info.run_id.clone();
    assert!(run.is_some() && summaries.iter().all(|s| s.info.run_id == run));
    let items: u32 = summaries.iter().map(|s| s.counts.total).sum();
    assert_eq!(items, 119);
    assert!(
        summaries
            .iter()
            .all(|s| s.info.phase == BatchPhase::Accepted)
    );
    let counters = sandbox.counters();
    assert_eq!(counters.batches_created, 3, "each batch created once");
    assert_eq!(counters.tasks_created, 119);
    assert_eq!(tasks.len(), 119);
}
