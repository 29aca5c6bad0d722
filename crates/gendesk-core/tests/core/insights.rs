#![allow(
    clippy::unwrap_used,
    clippy::float_cmp,
    reason = "integration tests: a failed unwrap is a failed test; sums of exact cents"
)]
//! Insights' figures against a real SQLite file: a lone task and a batch with a rejected item
//! and a failed task, with balances; the report, the spend series, the runway and the exports.

use std::collections::BTreeSet;

use gendesk_api::{ModelKind, TaskState};
use gendesk_core::insights::{Bucket, Report, Runway, SpendSeries, export};
use gendesk_core::store::{
    BalanceSample, BatchAnswer, DownloadStatus, InsightScope, ItemAnswer, NewBatch, NewBatchItem,
    ProfileId, StatusUpdate, Store, TaskRow,
};

const NOW: i64 = 1_800_000_000_000;
const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

fn finish(store: &mut Store, row: TaskRow, at: i64, fail: Option<&str>, cost_ms: i64) {
    let update = StatusUpdate {
        state: if fail.is_some() {
            TaskState::Failed
        } else {
            TaskState::Success
        },
        remote_create_ms: Some(at),
        completed_ms: Some(at + 500 + cost_ms),
        cost_time_ms: Some(cost_ms),
        fail_code: fail.map(str::to_owned),
        fail_msg: None,
        result_urls: fail.is_none().then(|| vec!["https://x/r.png".to_owned()]),
        final_: true,
    };
    store.record_status(row, &update, at + 1_000, None).unwrap();
}

fn items(n: usize) -> Vec<NewBatchItem> {
    (0..n)
        .map(|i| NewBatchItem {
            client_item_id: format!("item-{i}"),
            idempotency_key: format!("key-{i}"),
            request_json: "{}".to_owned(),
            prompt: format!("p{i}"),
            kind: Some(ModelKind::Image),
        })
        .collect()
}

/// A lone video task two days ago ($0.40, succeeded), and today a batch of three image items at
/// $0.10: two accepted (one succeeds, one fails with NSFW), one rejected.
fn history() -> (tempfile::TempDir, Store, ProfileId) {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    let p = store
        .upsert_profile("main", "https://api.example.com", false, NOW - 10 * DAY)
        .unwrap();
    let lone = store
        .insert_submission(
            p,
            "vid",
            Some(ModelKind::Video),
            "{}",
            "a film",
            NOW - 2 * DAY,
        )
        .unwrap();
    store.set_task_estimate(lone, Some(0.4)).unwrap();
    store.mark_submitted(lone, "t-lone", NOW - 2 * DAY).unwrap();
    finish(&mut store, lone, NOW - 2 * DAY, None, 40_000);
    // Its result was on disk 45 s after it was sent.
    let download = store
        .queue_download(
            lone,
            0,
            "https://x/r.png",
            std::path::Path::new("/tmp/gendesk-insights"),
            "r.png",
            NOW - 2 * DAY + 42_000,
        )
        .unwrap();
    store
        .finish_download(download, DownloadStatus::Done, None, NOW - 2 * DAY + 45_000)
        .unwrap();

    let its = items(3);
    let batch = store
        .insert_batch(
            p,
            &NewBatch {
                model: "img",
                idempotency_key: "batch-key",
                body: b"{}",
                webhook_url: None,
                items: &its,
            },
            NOW - HOUR,
        )
        .unwrap();
    store
        .set_item_estimates(batch, &[Some(0.1), Some(0.1), Some(0.1)])
        .unwrap();
    let answer = BatchAnswer {
        remote_batch_id: "b-1".to_owned(),
        status: "queued".to_owned(),
        final_: false,
        replayed: false,
        reused_count: 0,
        items: (0..3)
            .map(|i| ItemAnswer {
                client_item_id: format!("item-{i}"),
                task_id: (i < 2).then(|| format!("bt-{i}")),
                accepted: i < 2,
                status: if i < 2 { "queued" } else { "rejected" }.to_owned(),
                ..ItemAnswer::default()
            })
            .collect(),
    };
    let accepted = store
        .record_batch_accepted(batch, &answer, NOW - HOUR + 10)
        .unwrap();
    finish(&mut store, accepted.created[0], NOW - HOUR, None, 2_000);
    finish(
        &mut store,
        accepted.created[1],
        NOW - HOUR,
        Some("NSFW"),
        1_000,
    );
    for (at, usd) in [(NOW - 3 * DAY, 10.0), (NOW - DAY, 9.6), (NOW - 1, 9.5)] {
        store
            .record_balance(BalanceSample {
                profile: p,
                asked_ms: at - 5,
                at_ms: at,
                usd,
            })
            .unwrap();
    }
    (dir, store, p)
}

#[test]
fn the_report_counts_tasks_spend_times_and_batches() {
    let (_dir, store, p) = history();
    let report = Report::compute(&store, &InsightScope::of(Some(p), 0..i64::MAX)).unwrap();
    let names: Vec<&str> = report.models.iter().map(|m| m.model.as_str()).collect();
    assert_eq!(names, ["img", "vid"]);
    let img = &report.models[0].figures;
    assert_eq!((img.tasks, img.succeeded, img.failed), (2, 1, 1));
    assert_eq!(img.fail_codes.get("NSFW"), Some(&1));
    assert_eq!(img.processing_ms.p50, Some(2_000));
    assert_eq!(img.spent_usd.estimated, 0.1, "the failed task is refunded");
    assert_eq!(img.cost_per_success(), Some(0.1));
    assert_eq!(report.totals.tasks, 3);
    assert_eq!(report.totals.spent_usd.estimated, 0.5);
    assert_eq!(report.balance_samples.len(), 3);
    let vid = &report.models[1].figures;
    assert_eq!(vid.to_file_ms.p50, Some(45_000), "sent to saved");
    assert_eq!(img.to_file_ms.p50, None, "nothing downloaded");
    assert_eq!(report.totals.to_file_ms.max, Some(45_000));

    let [batch] = report.batches.as_slice() else {
        panic!("one batch: {:?}", report.batches)
    };
    assert_eq!((batch.items, batch.accepted), (3, 2));
    assert!((batch.estimated_usd - 0.3).abs() < 1e-9);
    assert!((batch.accepted_usd - 0.2).abs() < 1e-9);
    assert!((batch.spent_usd - 0.1).abs() < 1e-9);
    assert_eq!((batch.succeeded, batch.failed), (1, 1));
    // Two finished in 2.5 s from the batch's start: 48 a minute.
    let rate = batch.items_per_minute().unwrap();
    assert!((rate - 48.0).abs() < 1e-6, "{rate}");

    // Kind and model filters narrow the tasks, the totals and the batches alike.
    let videos = Report::compute(
        &store,
        &InsightScope {
            kind: Some(ModelKind::Video),
            ..InsightScope::of(Some(p), 0..i64::MAX)
        },
    )
    .unwrap();
    assert_eq!(videos.totals.tasks, 1);
    assert!(videos.batches.is_empty());
    let only_img = Report::compute(
        &store,
        &InsightScope {
            models: BTreeSet::from(["img".to_owned()]),
            ..InsightScope::of(Some(p), 0..i64::MAX)
        },
    )
    .unwrap();
    assert_eq!(only_img.totals.tasks, 2);
    assert_eq!(only_img.batches.len(), 1);
}

#[test]
fn spend_is_bucketed_by_local_day_and_the_runway_follows_the_rate() {
    let (_dir, store, p) = history();
    let report = Report::compute(&store, &InsightScope::of(Some(p), 0..i64::MAX)).unwrap();
    let series = SpendSeries::of(&report, &(i64::MIN..i64::MAX));
    assert_eq!(
        series.bucket,
        Bucket::Hour,
        "two days of spending, by the hour"
    );
    let total: f64 = (0..series.starts.len()).map(|i| series.total_at(i)).sum();
    assert!(
        (total - 0.5).abs() < 1e-9,
        "every dollar lands in a bucket: {total}"
    );
    assert!(series.starts.windows(2).all(|w| w[1] - w[0] == HOUR));

    let week = SpendSeries::of(&report, &(NOW - 7 * DAY..i64::MAX));
    assert_eq!(week.bucket, Bucket::Day);
    let vid = week.models.iter().find(|m| m.model == "vid").unwrap();
    assert_eq!(vid.usd.iter().filter(|usd| **usd > 0.0).count(), 1);
    assert!(week.starts.len() >= 7, "the whole week is shown");

    // $0.50 over the seven days asked for: about 7 c a day; $9.50 lasts 133 days.
    let runway = Runway::of(&report, &(NOW - 7 * DAY..i64::MAX), NOW).unwrap();
    assert_eq!(runway.balance_usd, 9.5);
    let days = runway.days.unwrap();
    assert!((days - 133.0).abs() < 0.01, "{days}");

    let empty = Report::compute(&store, &InsightScope::of(Some(p), 0..1)).unwrap();
    assert!(SpendSeries::of(&empty, &(0..1)).starts.is_empty());
    assert_eq!(
        Runway::of(&empty, &(0..1), NOW),
        None,
        "no balance in range"
    );
}

#[test]
fn exports_hold_the_same_figures() {
    let (_dir, store, p) = history();
    let report = Report::compute(&store, &InsightScope::of(Some(p), 0..i64::MAX)).unwrap();
    let table = export::table_csv(&report).unwrap();
    let mut reader = csv::Reader::from_reader(table.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 3, "two models and the total");
    assert_eq!(&rows[0][0], "img");
    assert_eq!(&rows[0][5], "NSFW:1");
    assert_eq!(&rows[2][0], "TOTAL");
    assert_eq!(&rows[1][10], "45000", "time to a file");
    assert_eq!(&rows[2][11], "0.500000");

    let series = SpendSeries::of(&report, &(i64::MIN..i64::MAX));
    let long = export::series_csv(&series).unwrap();
    let summed: f64 = csv::Reader::from_reader(long.as_bytes())
        .records()
        .map(|r| r.unwrap()[3].parse::<f64>().unwrap())
        .sum();
    assert!((summed - 0.5).abs() < 1e-9);
    assert_eq!(export::balance_csv(&report).unwrap().lines().count(), 4);
    let batches = export::batches_csv(&report).unwrap();
    assert!(batches.starts_with("batch,run_id,model,"), "{batches}");
    assert_eq!(batches.lines().count(), 2);

    let json: serde_json::Value =
        serde_json::from_str(&export::everything_json(&report, &series).unwrap()).unwrap();
    for key in [
        "models",
        "totals",
        "balance_samples",
        "spend_series",
        "batches",
    ] {
        assert!(json.get(key).is_some(), "{key} missing");
    }
    assert_eq!(json["batches"][0]["accepted"], 2);

    let empty = Report::compute(&store, &InsightScope::of(Some(p), 0..1)).unwrap();
    let header_only = export::batches_csv(&empty).unwrap();
    assert_eq!(header_only.lines().count(), 1);
}
