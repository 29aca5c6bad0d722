#![allow(
    clippy::print_stdout,
    reason = "a benchmark binary reports its figures on stdout"
)]
//! Store benchmark: inserts, keyset paging (plain and with a text filter), and the poll query,
//! on a real SQLite file. Prints one figure per line. Run with
//! `cargo bench --bench store_bench`.

use gendesk_api::ModelKind;
use std::error::Error;
use std::path::Path;
use std::time::{Duration, Instant};

use gendesk_core::store::{Page, ProfileId, Store, TaskFilter, TaskPhase, TaskRow};

const NOW: i64 = 1_800_000_000_000;
/// The 100 000-row run is skipped if the 10 000-row run predicts more than this.
const BIG_RUN_BUDGET: Duration = Duration::from_secs(30);

type Res<T> = Result<T, Box<dyn Error>>;

fn main() -> Res<()> {
    let dir = tempfile::tempdir()?;
    println!("store_bench: SQLite file in {}", dir.path().display());
    let small = run(&dir.path().join("bench-10k.sqlite3"), 10_000)?;
    // Inserting and submitting dominate the run and grow a little faster than linearly (deeper
    // indexes): measured here, 10x the rows took about 11x the time.
    let predicted = small.mul_f64(11.5);
    if predicted <= BIG_RUN_BUDGET {
        run(&dir.path().join("bench-100k.sqlite3"), 100_000)?;
    } else {
        println!(
            "100000 rows: skipped (predicted {:.1} s, over the {} s budget)",
            predicted.as_secs_f64(),
            BIG_RUN_BUDGET.as_secs()
        );
    }
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

#[allow(
    clippy::cast_precision_loss,
    reason = "row counts far below 2^52 print exactly as f64"
)]
fn per_second(n: usize, d: Duration) -> f64 {
    n as f64 / d.as_secs_f64()
}

/// Runs every measurement on `n` rows; returns the time the inserts and submits took.
fn run(path: &Path, n: usize) -> Res<Duration> {
    let started = Instant::now();
    let mut store = Store::open(path)?;
    let profile = store.upsert_profile("bench", "https://api.example.com", false, NOW)?;

    let t = Instant::now();
    let mut rows = Vec::with_capacity(n);
    for (i, created) in (0..n).zip(NOW..) {
        let prompt = if i % 100 == 0 {
            format!("a lighthouse in a storm, variation {i}")
        } else {
            format!("an ordinary prompt about landscapes and light, number {i}")
        };
        let model = format!("model-{}", i % 7);
        let body = format!(r#"{{"model":"{model}","input":{{"prompt":"{prompt}"}}}}"#);
        rows.push(store.insert_submission(
            profile,
            &model,
            Some(ModelKind::Image),
            &body,
            &prompt,
            created,
        )?);
    }
    let insert = t.elapsed();
    println!(
        "{n} rows: insert_submission {:.0} ms total, {:.0} rows/s (one transaction each)",
        ms(insert),
        per_second(n, insert)
    );

    let t = Instant::now();
    for (i, row) in rows.iter().enumerate() {
        store.mark_submitted(*row, &format!("task-{i:08}"), NOW + 1)?;
    }
    let submit = t.elapsed();
    println!(
        "{n} rows: mark_submitted {:.0} ms total, {:.0} rows/s",
        ms(submit),
        per_second(n, submit)
    );

    page_all(&store, profile, n, "all tasks", &TaskFilter::default())?;
    let active = TaskFilter {
        phases: vec![TaskPhase::Active],
        ..TaskFilter::default()
    };
    page_all(&store, profile, n, "phase=active", &active)?;
    let text = TaskFilter {
        text: Some("lighthouse".to_owned()),
        ..TaskFilter::default()
    };
    page_all(&store, profile, n, "text 'lighthouse' (1% match)", &text)?;

    let t = Instant::now();
    let due = store.due_for_poll(profile, NOW + 2, 100)?;
    let first_due = t.elapsed();
    let t = Instant::now();
    let all_due = store.due_for_poll(profile, NOW + 2, n)?;
    let every_due = t.elapsed();
    assert_eq!(due.len(), 100.min(n));
    assert_eq!(all_due.len(), n);
    println!(
        "{n} rows: due_for_poll with {n} active rows: {:.2} ms for the first 100, {:.1} ms for all",
        ms(first_due),
        ms(every_due)
    );

    let t = Instant::now();
    let total = store.count_tasks(profile, &TaskFilter::default())?;
    let count_all = t.elapsed();
    let t = Instant::now();
    let matching = store.count_tasks(profile, &text)?;
    let count_text = t.elapsed();
    println!(
        "{n} rows: count_tasks {:.2} ms (all, {total}), {:.2} ms (text, {matching})",
        ms(count_all),
        ms(count_text)
    );

    let single: TaskRow = rows[n / 2];
    let t = Instant::now();
    let task = store.task(single)?;
    println!("{n} rows: task(row) {:.3} ms", ms(t.elapsed()));
    assert!(task.is_some());
    println!(
        "{n} rows: whole run {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok(insert + submit)
}

/// Walks every page of 100; prints total and worst page time.
fn page_all(
    store: &Store,
    profile: ProfileId,
    n: usize,
    label: &str,
    filter: &TaskFilter,
) -> Res<()> {
    let t = Instant::now();
    let mut worst = Duration::ZERO;
    let mut pages = 0_usize;
    let mut seen = 0_usize;
    let mut cursor = None;
    loop {
        let page_started = Instant::now();
        let Page { items, next } = store.page_tasks(profile, filter, cursor, 100)?;
        worst = worst.max(page_started.elapsed());
        pages += 1;
        seen += items.len();
        match next {
            Some(c) => cursor = Some(c),
            None => break,
        }
    }
    println!(
        "{n} rows: paging {label}: {seen} rows in {pages} pages of 100, {:.0} ms total, worst page {:.2} ms",
        ms(t.elapsed()),
        ms(worst)
    );
    Ok(())
}
