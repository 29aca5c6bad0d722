#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! What backing up and restoring a large history costs: a data folder of 100 000 finished
//! tasks (each with a download record and an activity line, every tenth in a batch) is backed
//! up, checked, restored into a fresh folder (replace) and merged into a history that already
//! holds half of it. The budget is 10 s each way. While the backup runs, a reader asks for the
//! newest page of tasks again and again, as the window's history views do on their threads:
//! how long those reads take says whether the window stays responsive.
//! Run with `cargo bench -p gendesk-core --bench backup_bench`.
//!
//! Knob (environment): `GENDESK_BENCH_TASKS` (100000).

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gendesk_core::backup::{self, BackupOptions, RestoreMode};
use gendesk_core::config::{AppPaths, KeyVault};
use gendesk_core::store::Store;
use rusqlite::params;

const NOW: i64 = 1_800_000_000_000;
const BUDGET: Duration = Duration::from_secs(10);

/// `count` tasks of profile "Work" from `from` on, in one transaction.
fn seed(db: &Path, from: u32, count: u32) {
    let mut store = Store::open(db).unwrap();
    let profile = store
        .upsert_profile("Work", "https://api.example.com", false, NOW)
        .unwrap()
        .get();
    drop(store);
    let mut conn = rusqlite::Connection::open(db).unwrap();
    let tx = conn.transaction().unwrap();
    {
        let mut batch = tx
            .prepare(
                "INSERT INTO batches (profile_id, model, idempotency_key, body, phase,
                                      remote_batch_id, created_ms, updated_ms)
                 VALUES (?1, 'm', ?2, x'7b7d', 'accepted', ?2, ?3, ?3)
                 ON CONFLICT (idempotency_key) DO UPDATE SET updated_ms = excluded.updated_ms
                 RETURNING id",
            )
            .unwrap();
        let mut task = tx
            .prepare(
                "INSERT INTO tasks (profile_id, model, kind, request_json, phase, state, task_id,
                                    batch_row, created_ms, updated_ms, result_urls,
                                    prompt_excerpt)
                 VALUES (?1, 'm', 'image', ?2, 'final', 'success', ?3, ?4, ?5, ?5, ?6, ?7)
                 RETURNING id",
            )
            .unwrap();
        let mut download = tx
            .prepare(
                "INSERT INTO downloads (task_row, url_index, url, target_dir, file_name,
                                        bytes_done, total_bytes, status, created_ms, updated_ms)
                 VALUES (?1, 0, ?2, '/downloads', ?3, 10, 10, 'done', ?4, ?4)",
            )
            .unwrap();
        let mut event = tx
            .prepare(
                "INSERT INTO events (profile_id, at_ms, level, kind, task_row, message)
                 VALUES (?1, ?2, 'info', 'task', ?3, ?4)",
            )
            .unwrap();
        for i in from..from + count {
            let batch_row: Option<i64> = if i % 10 == 0 {
                Some(
                    batch
                        .query_row(params![profile, format!("batch-{}", i / 500), NOW], |r| {
                            r.get(0)
                        })
                        .unwrap(),
                )
            } else {
                None
            };
            let url = format!("https://r.example/{i}.png");
            let row: i64 = task
                .query_row(
                    params![
                        profile,
                        format!(r#"{{"model":"m","input":{{"prompt":"a picture number {i}"}}}}"#),
                        format!("task-{i}"),
                        batch_row,
                        NOW + i64::from(i),
                        format!(r#"["{url}"]"#),
                        format!("a picture number {i}"),
                    ],
                    |r| r.get(0),
                )
                .unwrap();
            download
                .execute(params![row, url, format!("{i}.png"), NOW])
                .unwrap();
            event
                .execute(params![
                    profile,
                    NOW + i64::from(i),
                    row,
                    format!("task {i} done")
                ])
                .unwrap();
        }
    }
    tx.commit().unwrap();
}

/// Reads the newest page of tasks (as Activity does) over a read-only connection until `done`;
/// how long each read took.
fn page_reads(db: &Path, done: &AtomicBool) -> Vec<Duration> {
    let conn = rusqlite::Connection::open_with_flags(
        db,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .unwrap();
    conn.busy_timeout(Duration::from_secs(5)).unwrap();
    let mut page = conn
        .prepare(
            "SELECT id, model, state, prompt_excerpt, created_ms FROM tasks WHERE profile_id = 1
             ORDER BY created_ms DESC, id DESC LIMIT 100",
        )
        .unwrap();
    let mut waits = Vec::new();
    while !done.load(Ordering::Relaxed) {
        let started = Instant::now();
        let rows = page.query_map([], |r| r.get::<_, i64>(0)).unwrap().count();
        assert_eq!(rows, 100);
        waits.push(started.elapsed());
        std::thread::sleep(Duration::from_millis(5));
    }
    waits
}

/// The reads' count, median, p99 and max.
fn reads_line(what: &str, mut waits: Vec<Duration>) {
    waits.sort_unstable();
    let Some(last) = waits.last() else {
        println!("  {what}: no read finished");
        return;
    };
    let at = |q: f64| waits[((waits.len() - 1) as f64 * q) as usize].as_secs_f64() * 1000.0;
    println!(
        "  {what}: {} reads, median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        waits.len(),
        at(0.5),
        at(0.99),
        last.as_secs_f64() * 1000.0
    );
}

fn report(what: &str, took: Duration) {
    let verdict = if took <= BUDGET { "within" } else { "OVER" };
    println!(
        "{what:<40} {:>8.2} s  ({verdict} the {} s budget)",
        took.as_secs_f64(),
        BUDGET.as_secs()
    );
}

fn main() {
    let tasks: u32 = std::env::var("GENDESK_BENCH_TASKS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(100_000);
    let dir = tempfile::tempdir().unwrap();
    let source = AppPaths::portable(&dir.path().join("source"));
    std::fs::create_dir_all(&source.config_dir).unwrap();
    std::fs::write(
        source.profiles_file(),
        "[[profile]]\nname = \"Work\"\nbase_url = \"https://api.example.com\"\n",
    )
    .unwrap();
    let started = Instant::now();
    seed(&source.database_file(), 0, tasks);
    let history = std::fs::metadata(source.database_file()).unwrap().len();
    println!(
        "seeded {tasks} tasks in {:.1} s; history {:.1} MiB",
        started.elapsed().as_secs_f64(),
        history as f64 / 1_048_576.0
    );

    let out = dir.path().join("backup.zip");
    // The window's history views read pages on their own threads while a backup runs: one
    // such reader asks for the newest page again and again, first alone, then during the backup.
    let db = source.database_file();
    let quiet = {
        let done = Arc::new(AtomicBool::new(false));
        let reader = {
            let (db, done) = (db.clone(), done.clone());
            std::thread::spawn(move || page_reads(&db, &done))
        };
        std::thread::sleep(Duration::from_secs(1));
        done.store(true, Ordering::Relaxed);
        reader.join().unwrap()
    };
    reads_line("a history page read, alone", quiet);
    let done = Arc::new(AtomicBool::new(false));
    let reader = {
        let (db, done) = (db.clone(), done.clone());
        std::thread::spawn(move || page_reads(&db, &done))
    };
    let started = Instant::now();
    let summary = backup::create(&source, &out, &BackupOptions::default()).unwrap();
    report("backup (create)", started.elapsed());
    done.store(true, Ordering::Relaxed);
    reads_line(
        "a history page read during the backup",
        reader.join().unwrap(),
    );
    println!(
        "  file {:.1} MiB, {} tasks",
        summary.bytes as f64 / 1_048_576.0,
        summary.counts.tasks
    );

    let started = Instant::now();
    backup::inspect(&out).unwrap();
    report("check (inspect)", started.elapsed());

    let vault = KeyVault::session_only("benchmark");
    let fresh = AppPaths::portable(&dir.path().join("fresh"));
    let started = Instant::now();
    let restored = backup::restore(&fresh, &out, RestoreMode::Replace, None, &vault).unwrap();
    report("restore into a fresh folder (replace)", started.elapsed());
    assert_eq!(restored.counts.tasks, summary.counts.tasks);

    let half = AppPaths::portable(&dir.path().join("half"));
    seed(&half.database_file(), tasks / 2, tasks / 2);
    let started = Instant::now();
    let merged = backup::restore(&half, &out, RestoreMode::Merge, None, &vault).unwrap();
    report("merge into a history holding half", started.elapsed());
    let counts = merged.merged.unwrap();
    println!(
        "  {} tasks added, {} already there",
        counts.tasks_added, counts.tasks_present
    );
}
