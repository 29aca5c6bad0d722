#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::cast_precision_loss,
    clippy::cast_possible_wrap,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run; counts print as floats"
)]
//! Insights benchmark: a real SQLite history of `GENDESK_BENCH_TASKS` (100 000) finished tasks
//! over ten models — nine in ten succeeded with a processing time, the rest failed with one of
//! four codes, each with an estimated cost — and a thousand balance answers; then the figures
//! for "all time" (`Report::compute`, as the Insights view computes them off the UI thread),
//! median of five, `gendesk report --json` as a process, and the Insights view itself drawn
//! headless on those figures (layout, plots with hover labels, tessellation) for 600 frames.
//! Prints each against its target (50 ms, 0.5 s, and 4 ms per frame at the 99th percentile).
//! Run with `cargo bench --bench insights_bench`.

use std::time::{Duration, Instant};

use gendesk_api::{ModelKind, TaskState};
use gendesk_core::insights::{Period, Report};
use gendesk_core::store::{BalanceSample, StatusUpdate, Store};

const NOW: i64 = 1_800_000_000_000;
const CODES: [&str; 4] = ["NSFW", "Timeout", "InternalError", "InputInvalid"];
/// 100 000 tasks this far apart cover a hundred days.
const SPACING_MS: i64 = 86_400;
/// Frames drawn for the view's figures (the first ten, which build fonts, are left out).
const FRAMES: usize = 600;

fn main() {
    let tasks: usize = std::env::var("GENDESK_BENCH_TASKS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    let dir = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let store = seed(&dir.path().join("history.sqlite3"), tasks);
    println!(
        "insights_bench: {tasks} finished tasks over 10 models and 1000 balance answers written in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    measure(store, dir.path(), tasks);
}

/// A history of `tasks` finished tasks and a thousand balances.
fn seed(path: &std::path::Path, tasks: usize) -> Store {
    let mut store = Store::open(path).unwrap();
    let profile = store
        .upsert_profile("bench", "https://api.example.com", false, NOW)
        .unwrap();
    for i in 0..tasks {
        // Spread over a hundred days: the spend plot has a hundred daily bars per model.
        let created = NOW + i as i64 * SPACING_MS;
        let model = format!("vendor/model-{}", i % 10);
        let row = store
            .insert_submission(
                profile,
                &model,
                Some(ModelKind::Image),
                "{}",
                "a fox",
                created,
            )
            .unwrap();
        store
            .set_task_estimate(row, Some(0.02 + (i % 10) as f64 * 0.01))
            .unwrap();
        store
            .mark_submitted(row, &format!("t-{i:08}"), created + 200)
            .unwrap();
        let failed = i % 10 == 9;
        let cost_time = 2_000 + (i * 7_919 % 60_000) as i64;
        let update = StatusUpdate {
            state: if failed {
                TaskState::Failed
            } else {
                TaskState::Success
            },
            remote_create_ms: Some(created + 300),
            completed_ms: Some(created + 300 + cost_time + 500),
            cost_time_ms: Some(cost_time),
            fail_code: failed.then(|| CODES[i % 4].to_owned()),
            fail_msg: None,
            result_urls: (!failed).then(|| vec![format!("https://cdn.example.com/{i}.png")]),
            final_: true,
        };
        store
            .record_status(row, &update, created + cost_time + 900, None)
            .unwrap();
    }
    for i in 0..1_000i64 {
        let at_ms = NOW + i * 8_640_000;
        store
            .record_balance(BalanceSample {
                profile,
                asked_ms: at_ms,
                at_ms,
                usd: 5_000.0 - i as f64,
            })
            .unwrap();
    }
    store
}

/// Times the figures in-process and the command as a process.
fn measure(store: Store, dir: &std::path::Path, tasks: usize) {
    let mut runs: Vec<Duration> = (0..5)
        .map(|_| {
            let t = Instant::now();
            let report = Report::of_period(&store, None, Period::ALL).unwrap();
            let took = t.elapsed();
            assert_eq!(report.totals.tasks, tasks as u64);
            took
        })
        .collect();
    runs.sort();
    let median = runs[runs.len() / 2];
    println!(
        "figures for all time (Report::compute): median {:.1} ms of 5 (target: at most 50 ms){}",
        median.as_secs_f64() * 1e3,
        if median <= Duration::from_millis(50) {
            ""
        } else {
            " — OVER"
        }
    );
    drop(store);

    let t = Instant::now();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_gendesk"))
        .arg("report")
        .arg("--data-dir")
        .arg(dir)
        .arg("--json")
        .output()
        .unwrap();
    let took = t.elapsed();
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["totals"]["tasks"], tasks);
    println!(
        "gendesk report --json as a process: {:.0} ms (target: at most 500 ms){}",
        took.as_secs_f64() * 1e3,
        if took <= Duration::from_millis(500) {
            ""
        } else {
            " — OVER"
        }
    );

    let figures = gendesk::ui::frame_bench::insights_frames(
        &dir.join("history.sqlite3"),
        FRAMES,
        NOW + tasks as i64 * SPACING_MS,
    )
    .unwrap();
    assert_eq!(figures.tasks, tasks as u64);
    let mut frames: Vec<Duration> = figures.frames.into_iter().skip(10).collect();
    frames.sort();
    let at = |q: f64| frames[((frames.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let p99 = at(0.99);
    println!(
        "the Insights view, {} bars in the spend plot ({} vertices a frame): {} frames, median {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms (target: p99 at most 4 ms){}; its figures took {:.1} ms on the reader",
        figures.bars,
        figures.vertices,
        frames.len(),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(p99),
        ms(at(1.0)),
        if p99 <= Duration::from_millis(4) {
            ""
        } else {
            " — OVER"
        },
        ms(figures.compute),
    );
}
