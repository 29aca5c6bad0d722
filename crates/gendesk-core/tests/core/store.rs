#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]
//! The store against real SQLite files in a temporary folder.

use gendesk_api::{ApiError, ModelKind, TaskState};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

use gendesk_core::download::{DownloadError, IoCause};
use gendesk_core::store::{
    BatchAnswer, BatchPhase, BatchStatusUpdate, DownloadStatus, EventLevel, ItemAnswer,
    ItemStatusUpdate, NewBatch, NewBatchItem, NewEvent, Page, ProfileId, SCHEMA_VERSION,
    SendFailure, StatusApplied, StatusUpdate, Store, StoreError, TaskFilter, TaskPhase, TaskRow,
    TaskSummary,
};
use gendesk_core::trouble::Trouble;
use rusqlite::Connection;
use tempfile::TempDir;

const NOW: i64 = 1_800_000_000_000;

/// Words as an older GenDesk recorded them in an `error` column (kept and shown as they are).
fn said(words: &str) -> Trouble {
    Trouble::Words(words.to_owned())
}

fn temp() -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir
        .path()
        .join("nested")
        .join("deeper")
        .join("history.sqlite3");
    (dir, path)
}

fn open_with_profile() -> (TempDir, PathBuf, Store, ProfileId) {
    let (dir, path) = temp();
    let mut store = Store::open(&path).unwrap();
    let profile = store
        .upsert_profile("main", "https://api.example.com", false, NOW)
        .unwrap();
    (dir, path, store, profile)
}

fn submit(store: &mut Store, profile: ProfileId, prompt: &str, now: i64) -> TaskRow {
    let body = format!(r#"{{"model":"m","input":{{"prompt":{prompt:?}}}}}"#);
    store
        .insert_submission(profile, "m", Some(ModelKind::Image), &body, prompt, now)
        .unwrap()
}

fn success(urls: &[&str]) -> StatusUpdate {
    StatusUpdate {
        state: TaskState::Success,
        remote_create_ms: Some(NOW + 5),
        completed_ms: Some(NOW + 60_000),
        cost_time_ms: Some(59_000),
        result_urls: Some(urls.iter().map(|u| (*u).to_owned()).collect()),
        final_: true,
        ..StatusUpdate::default()
    }
}

fn processing() -> StatusUpdate {
    StatusUpdate {
        state: TaskState::Processing,
        remote_create_ms: Some(NOW + 5),
        ..StatusUpdate::default()
    }
}

// ---------------------------------------------------------------------------------------------
// Opening and migrations

#[test]
fn open_creates_the_file_in_wal_mode_at_the_latest_version() {
    let (_dir, path) = temp();
    let store = Store::open(&path).unwrap();
    assert!(path.is_file());
    assert_eq!(store.path(), path);
    let conn = Connection::open(&path).unwrap();
    let mode: String = conn
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA_VERSION);
}

#[test]
fn reopening_keeps_the_data() {
    let (_dir, path, mut store, profile) = open_with_profile();
    let row = submit(&mut store, profile, "a red fox", NOW);
    store.mark_submitted(row, "t-1", NOW + 1).unwrap();
    drop(store);
    let store = Store::open(&path).unwrap();
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Active);
    assert_eq!(task.task_id.as_deref(), Some("t-1"));
    assert_eq!(store.profile_by_name("main").unwrap().unwrap().id, profile);
}

#[test]
fn a_database_from_a_newer_build_is_refused_and_left_untouched() {
    let (dir, _) = temp();
    let path = dir.path().join("newer.sqlite3");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("CREATE TABLE future (x INTEGER); INSERT INTO future VALUES (42);")
            .unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let err = Store::open(&path).unwrap_err();
    match &err {
        StoreError::TooNew {
            found, supported, ..
        } => {
            assert_eq!(*found, SCHEMA_VERSION + 1);
            assert_eq!(*supported, SCHEMA_VERSION);
        }
        other => panic!("expected TooNew, got {other:?}"),
    }
    let message = err.to_string();
    assert!(message.contains("newer GenDesk"), "{message}");
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the file was modified"
    );
    let wal = PathBuf::from(format!("{}-wal", path.display()));
    assert!(
        !wal.exists(),
        "a WAL file was created for a refused database"
    );
}

#[test]
fn a_file_that_is_not_a_database_is_refused_with_a_clear_error() {
    let (dir, _) = temp();
    let path = dir.path().join("garbage.sqlite3");
    std::fs::write(&path, vec![0x42_u8; 8192]).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::Open { .. }), "{err:?}");
    let message = err.to_string();
    assert!(message.contains("could not be opened"), "{message}");
    assert!(
        message.contains("check the disk and permissions"),
        "{message}"
    );
}

#[test]
fn the_schema_has_no_column_for_credentials() {
    let (_dir, path) = temp();
    drop(Store::open(&path).unwrap());
    let conn = Connection::open(&path).unwrap();
    let mut stmt = conn
        .prepare(
            "SELECT m.name, p.name FROM sqlite_schema m, pragma_table_info(m.name) p
             WHERE m.type = 'table'",
        )
        .unwrap();
    let columns: Vec<(String, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(columns.len() > 40, "schema not read: {columns:?}");
    for (table, column) in &columns {
        let name = column.to_ascii_lowercase();
        if name == "idempotency_key" {
            continue;
        }
        for word in [
            "key",
            "secret",
            "token",
            "password",
            "auth",
            "credential",
            "bearer",
        ] {
            assert!(
                !name.contains(word),
                "{table}.{column} looks like a credential column"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Single submissions and polling

#[test]
fn a_submission_goes_from_submitting_to_final_with_result_urls() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let row = submit(&mut store, profile, "  a lighthouse at dusk  ", NOW);
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Submitting);
    assert_eq!(task.state, None);
    assert_eq!(task.prompt_excerpt, "a lighthouse at dusk");
    assert_eq!(task.next_poll_ms, None);
    assert!(
        store
            .request_json(row)
            .unwrap()
            .unwrap()
            .contains("lighthouse")
    );

    store.mark_submitted(row, "task-abc", NOW + 100).unwrap();
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Active);
    assert_eq!(task.state, Some(TaskState::Pending));
    assert_eq!(task.submitted_ms, Some(NOW + 100));
    assert_eq!(task.next_poll_ms, Some(NOW + 100));
    assert_eq!(store.non_final_count(profile).unwrap(), 1);

    let applied = store
        .record_status(row, &processing(), NOW + 2_000, Some(NOW + 5_000))
        .unwrap();
    assert_eq!(applied, StatusApplied::Updated);
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.state, Some(TaskState::Processing));
    assert_eq!(task.next_poll_ms, Some(NOW + 5_000));
    assert_eq!(task.poll_count, 1);

    // The same answer again: only the schedule moves, and nobody needs telling.
    let applied = store
        .record_status(row, &processing(), NOW + 5_000, Some(NOW + 9_000))
        .unwrap();
    assert_eq!(applied, StatusApplied::Confirmed);
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.next_poll_ms, Some(NOW + 9_000));
    assert_eq!(task.poll_count, 2);

    let done = success(&[
        "https://cdn.example.com/a.png",
        "https://cdn.example.com/b.png",
    ]);
    let applied = store.record_status(row, &done, NOW + 61_000, None).unwrap();
    assert_eq!(applied, StatusApplied::BecameFinal);
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Final);
    assert_eq!(task.state, Some(TaskState::Success));
    assert_eq!(task.result_urls.len(), 2);
    assert_eq!(task.results_issued_ms, Some(NOW + 60_000));
    assert_eq!(task.completed_ms, Some(NOW + 60_000));
    assert_eq!(task.cost_time_ms, Some(59_000));
    assert_eq!(task.remote_create_ms, Some(NOW + 5));
    assert_eq!(task.next_poll_ms, None);
    assert!(!task.results_expired(NOW + 60_000 + 23 * 3_600_000));
    assert!(task.results_expired(NOW + 60_000 + 24 * 3_600_000));
    assert_eq!(store.non_final_count(profile).unwrap(), 0);
    assert_eq!(
        store
            .task_by_remote(profile, "task-abc")
            .unwrap()
            .unwrap()
            .row,
        row
    );
}

#[test]
fn recording_the_same_final_status_twice_changes_nothing() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let row = submit(&mut store, profile, "p", NOW);
    store.mark_submitted(row, "t", NOW).unwrap();
    let done = success(&["https://cdn.example.com/x.mp4"]);
    assert_eq!(
        store.record_status(row, &done, NOW + 1, None).unwrap(),
        StatusApplied::BecameFinal
    );
    let first = store.task(row).unwrap().unwrap();
    assert_eq!(
        store.record_status(row, &done, NOW + 999, None).unwrap(),
        StatusApplied::Unchanged
    );
    assert_eq!(store.task(row).unwrap().unwrap(), first);
    // A late non-final answer never reopens a final task.
    assert_eq!(
        store
            .record_status(row, &processing(), NOW + 2_000, Some(NOW))
            .unwrap(),
        StatusApplied::IgnoredStale
    );
    assert_eq!(store.task(row).unwrap().unwrap(), first);
    // Re-issued URLs are stored with a fresh issue time.
    let reissued = success(&["https://cdn.example.com/y.mp4"]);
    assert_eq!(
        store
            .record_status(row, &reissued, NOW + 3_000, None)
            .unwrap(),
        StatusApplied::Updated
    );
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(
        task.result_urls,
        vec!["https://cdn.example.com/y.mp4".to_owned()]
    );
    assert_eq!(task.results_issued_ms, Some(NOW + 3_000));
}

#[test]
fn a_failed_status_keeps_the_failure_details() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let row = submit(&mut store, profile, "p", NOW);
    store.mark_submitted(row, "t", NOW).unwrap();
    let failed = StatusUpdate {
        state: TaskState::Failed,
        fail_code: Some("CONTENT_POLICY".to_owned()),
        fail_msg: Some("blocked".to_owned()),
        final_: true,
        ..StatusUpdate::default()
    };
    store.record_status(row, &failed, NOW + 10, None).unwrap();
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Final);
    assert_eq!(task.fail_code.as_deref(), Some("CONTENT_POLICY"));
    assert_eq!(task.fail_msg.as_deref(), Some("blocked"));
    assert!(task.result_urls.is_empty());
    assert_eq!(task.results_issued_ms, None);
}

#[test]
fn due_for_poll_returns_only_due_active_rows_most_overdue_first() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://b", false, NOW)
        .unwrap();
    let late = submit(&mut store, profile, "late", NOW);
    let early = submit(&mut store, profile, "early", NOW);
    let future = submit(&mut store, profile, "future", NOW);
    let unknown = submit(&mut store, profile, "unknown", NOW);
    let rejected = submit(&mut store, profile, "rejected", NOW);
    let waiting = submit(&mut store, profile, "still submitting", NOW);
    let elsewhere = submit(&mut store, other, "other profile", NOW);
    store.mark_submitted(late, "t-late", NOW + 50).unwrap();
    store.mark_submitted(early, "t-early", NOW + 10).unwrap();
    store.mark_submitted(future, "t-future", NOW).unwrap();
    store.set_next_poll(future, Some(NOW + 10_000)).unwrap();
    store
        .mark_unknown(unknown, &said("timed out after the request was sent"), NOW)
        .unwrap();
    store
        .mark_rejected(rejected, &said("HTTP 422: prompt too long"), NOW)
        .unwrap();
    store.mark_submitted(elsewhere, "t-else", NOW).unwrap();

    let due = store.due_for_poll(profile, NOW + 100, 10).unwrap();
    let rows: Vec<TaskRow> = due.iter().map(|d| d.row).collect();
    assert_eq!(rows, vec![early, late]);
    assert_eq!(due[0].task_id, "t-early");
    assert_eq!(due[0].model, "m");
    assert_eq!(due[0].kind, Some(ModelKind::Image));
    assert_eq!(store.due_for_poll(profile, NOW + 100, 1).unwrap().len(), 1);

    let all_later: Vec<TaskRow> = store
        .due_for_poll(profile, i64::MAX, 100)
        .unwrap()
        .iter()
        .map(|d| d.row)
        .collect();
    assert_eq!(all_later, vec![early, late, future]);
    for never in [unknown, rejected, waiting, elsewhere] {
        assert!(!all_later.contains(&never));
    }

    // A poll error reschedules; an unscheduled row is not due.
    assert!(
        store
            .record_poll_error(early, &said("HTTP 503"), NOW + 100, Some(NOW + 20_000))
            .unwrap()
    );
    assert!(store.set_next_poll(late, None).unwrap());
    let due: Vec<TaskRow> = store
        .due_for_poll(profile, NOW + 15_000, 10)
        .unwrap()
        .iter()
        .map(|d| d.row)
        .collect();
    assert_eq!(due, vec![future]);
    let early_task = store.task(early).unwrap().unwrap();
    assert_eq!(early_task.error, Some(said("HTTP 503")));
    assert_eq!(early_task.poll_count, 1);
    // Scheduling a task that is not active reports it.
    assert!(!store.set_next_poll(unknown, Some(NOW)).unwrap());
}

#[test]
fn a_submitting_row_is_still_visibly_submitting_after_a_restart() {
    let (_dir, path, mut store, profile) = open_with_profile();
    let row = submit(&mut store, profile, "crash right after this", NOW);
    drop(store); // the "crash": the POST may or may not have left
    let mut store = Store::open(&path).unwrap();
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Submitting);
    let submitting = TaskFilter {
        phases: vec![TaskPhase::Submitting],
        ..TaskFilter::default()
    };
    let page = store.page_tasks(profile, &submitting, None, 10).unwrap();
    assert_eq!(page.items.len(), 1);
    assert!(
        store
            .due_for_poll(profile, i64::MAX, 10)
            .unwrap()
            .is_empty()
    );
    // The engine turns it into `unknown`; nothing resends it.
    store
        .mark_unknown(row, &Trouble::Interrupted, NOW + 1)
        .unwrap();
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Unknown);
    assert_eq!(task.error, Some(Trouble::Interrupted));
}

#[test]
fn phase_rules_are_enforced() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let a = submit(&mut store, profile, "a", NOW);
    let b = submit(&mut store, profile, "b", NOW);
    store.mark_submitted(a, "same-id", NOW).unwrap();
    store.mark_submitted(a, "same-id", NOW).unwrap(); // repeat: no-op
    let err = store.mark_submitted(b, "same-id", NOW).unwrap_err();
    assert!(matches!(err, StoreError::DuplicateTaskId { existing, .. } if existing == a.get()));
    let err = store.mark_unknown(a, &said("x"), NOW).unwrap_err();
    assert!(
        matches!(
            err,
            StoreError::WrongPhase {
                phase: "active",
                ..
            }
        ),
        "{err}"
    );
    store.mark_rejected(b, &said("HTTP 400"), NOW).unwrap();
    assert!(store.mark_submitted(b, "other", NOW).is_err());
    assert!(store.record_status(b, &processing(), NOW, None).is_err());
    let err = store.task(TaskRow(9_999)).unwrap();
    assert!(err.is_none());
    let err = store
        .mark_unknown(TaskRow(9_999), &said("x"), NOW)
        .unwrap_err();
    assert!(matches!(err, StoreError::NotFound { .. }), "{err}");
    // An `unknown` task whose id is found later can still be tracked.
    let c = submit(&mut store, profile, "c", NOW);
    store.mark_unknown(c, &said("no answer"), NOW).unwrap();
    store.mark_submitted(c, "found-later", NOW + 1).unwrap();
    assert_eq!(store.task(c).unwrap().unwrap().phase, TaskPhase::Active);
}

// ---------------------------------------------------------------------------------------------
// Batches

fn items(n: usize) -> Vec<NewBatchItem> {
    (0..n)
        .map(|i| NewBatchItem {
            client_item_id: format!("item-{i}"),
            idempotency_key: format!("0190-item-key-{i}"),
            request_json: format!(r#"{{"prompt":"batch prompt {i}"}}"#),
            prompt: format!("batch prompt {i}"),
            kind: Some(ModelKind::Image),
        })
        .collect()
}

const BODY: &[u8] = b"{\"model\":\"m\",\"items\":[\xe2\x9c\x93 exact bytes ]}";

fn new_batch<'a>(key: &'a str, items: &'a [NewBatchItem]) -> NewBatch<'a> {
    NewBatch {
        model: "m",
        idempotency_key: key,
        body: BODY,
        webhook_url: Some("https://hooks.example.com/cb"),
        items,
    }
}

fn accepted_answer(n: usize, prefix: &str) -> BatchAnswer {
    BatchAnswer {
        remote_batch_id: "batch-1".to_owned(),
        status: "queued".to_owned(),
        final_: false,
        replayed: false,
        reused_count: 0,
        items: (0..n)
            .map(|i| ItemAnswer {
                client_item_id: format!("item-{i}"),
                task_id: Some(format!("{prefix}-{i}")),
                accepted: true,
                status: "queued".to_owned(),
                ..ItemAnswer::default()
            })
            .collect(),
    }
}

#[test]
fn inserting_a_batch_is_atomic() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let mut bad = items(3);
    bad[2].client_item_id = "item-0".to_owned(); // duplicate: the whole insert must fail
    let err = store
        .insert_batch(profile, &new_batch("key-1", &bad), NOW)
        .unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
    assert!(store.batches_to_send(profile).unwrap().is_empty());
    assert!(store.list_batches(profile, 10).unwrap().is_empty());
    // The key is free again, so a corrected batch goes in.
    let good = items(3);
    let row = store
        .insert_batch(profile, &new_batch("key-1", &good), NOW)
        .unwrap();
    assert_eq!(store.batch_items(row).unwrap().len(), 3);
    // Out-of-range sizes are refused up front.
    assert!(matches!(
        store.insert_batch(profile, &new_batch("key-2", &[]), NOW),
        Err(StoreError::InvalidInput { .. })
    ));
    assert!(matches!(
        store.insert_batch(profile, &new_batch("key-3", &items(51)), NOW),
        Err(StoreError::InvalidInput { .. })
    ));
    // Idempotency keys are unique across the history.
    assert!(
        store
            .insert_batch(profile, &new_batch("key-1", &good), NOW)
            .is_err()
    );
}

#[test]
fn a_batch_to_send_keeps_its_exact_bytes_and_key_across_a_restart() {
    let (_dir, path, mut store, profile) = open_with_profile();
    let its = items(2);
    let row = store
        .insert_batch(profile, &new_batch("idem-123", &its), NOW)
        .unwrap();
    let phase = store
        .record_batch_send_error(row, &said("timed out"), SendFailure::Retryable, NOW + 1)
        .unwrap();
    assert_eq!(phase, BatchPhase::Sending);
    drop(store);
    let mut store = Store::open(&path).unwrap();
    let to_send = store.batches_to_send(profile).unwrap();
    assert_eq!(to_send.len(), 1);
    assert_eq!(to_send[0].row, row);
    assert_eq!(to_send[0].body, BODY);
    assert_eq!(to_send[0].idempotency_key, "idem-123");
    assert_eq!(to_send[0].send_attempts, 1);
    let stored_items = store.batch_items(row).unwrap();
    assert_eq!(stored_items[1].idempotency_key, "0190-item-key-1");
    assert_eq!(stored_items[1].ordinal, 1);
    assert_eq!(stored_items[1].accepted, None);

    // NeedsUser parks it; requeue puts it back; Permanent rejects it.
    let phase = store
        .record_batch_send_error(row, &said("HTTP 401"), SendFailure::NeedsUser, NOW + 2)
        .unwrap();
    assert_eq!(phase, BatchPhase::Error);
    assert!(store.batches_to_send(profile).unwrap().is_empty());
    assert!(store.requeue_batch(row, NOW + 3).unwrap());
    assert_eq!(store.batches_to_send(profile).unwrap().len(), 1);
    let phase = store
        .record_batch_send_error(row, &said("HTTP 400"), SendFailure::Permanent, NOW + 4)
        .unwrap();
    assert_eq!(phase, BatchPhase::Rejected);
    let info = store.batch(row).unwrap().unwrap();
    assert_eq!(info.send_attempts, 3);
    assert_eq!(info.error, Some(said("HTTP 400")));
    assert!(!store.requeue_batch(row, NOW + 5).unwrap());
}

#[test]
fn a_replayed_acceptance_does_not_duplicate_task_rows() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let its = items(3);
    let row = store
        .insert_batch(profile, &new_batch("k", &its), NOW)
        .unwrap();
    let mut answer = accepted_answer(3, "bt");
    answer.items[2] = ItemAnswer {
        client_item_id: "item-2".to_owned(),
        task_id: None,
        accepted: false,
        status: "rejected".to_owned(),
        error_code: Some("VALIDATION".to_owned()),
        error_message: Some("prompt empty".to_owned()),
    };
    let first = store.record_batch_accepted(row, &answer, NOW + 10).unwrap();
    assert_eq!(first.created.len(), 2);
    assert_eq!(first.not_accepted, 1);

    answer.replayed = true;
    let second = store.record_batch_accepted(row, &answer, NOW + 20).unwrap();
    assert!(second.created.is_empty());
    assert_eq!(second.reused, first.created);
    let all = store.count_tasks(profile, &TaskFilter::default()).unwrap();
    assert_eq!(all, 2);

    let info = store.batch(row).unwrap().unwrap();
    assert_eq!(info.phase, BatchPhase::Accepted);
    assert!(info.replayed);
    assert_eq!(info.remote_batch_id.as_deref(), Some("batch-1"));
    assert_eq!(
        info.next_poll_ms,
        Some(NOW + 10),
        "a replay keeps the schedule"
    );
    assert!(store.batches_to_send(profile).unwrap().is_empty());

    let task = store.task(first.created[0]).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Active);
    assert_eq!(task.state, Some(TaskState::Pending));
    assert_eq!(task.batch_row, Some(row));
    assert_eq!(task.task_id.as_deref(), Some("bt-0"));
    assert_eq!(
        task.next_poll_ms, None,
        "batch tasks are polled through their batch"
    );
    assert_eq!(task.prompt_excerpt, "batch prompt 0");
    assert_eq!(
        store.request_json(first.created[0]).unwrap().as_deref(),
        Some(r#"{"prompt":"batch prompt 0"}"#)
    );
    assert!(
        store
            .due_for_poll(profile, i64::MAX, 10)
            .unwrap()
            .is_empty()
    );

    let stored = store.batch_items(row).unwrap();
    assert_eq!(stored[0].task_row, Some(first.created[0]));
    assert_eq!(stored[0].accepted, Some(true));
    assert_eq!(stored[2].accepted, Some(false));
    assert_eq!(stored[2].task_row, None);
    assert_eq!(stored[2].error_code.as_deref(), Some("VALIDATION"));

    let batch_filter = TaskFilter {
        batch: Some(row),
        ..TaskFilter::default()
    };
    assert_eq!(store.count_tasks(profile, &batch_filter).unwrap(), 2);
}

#[test]
fn an_item_reusing_a_known_task_id_links_to_the_existing_row() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let single = submit(&mut store, profile, "single", NOW);
    store.mark_submitted(single, "shared-task", NOW).unwrap();
    let its = items(2);
    let row = store
        .insert_batch(profile, &new_batch("k", &its), NOW)
        .unwrap();
    let mut answer = accepted_answer(2, "fresh");
    answer.items[1].task_id = Some("shared-task".to_owned());
    let outcome = store.record_batch_accepted(row, &answer, NOW + 1).unwrap();
    assert_eq!(outcome.created.len(), 1);
    assert_eq!(outcome.reused, vec![single]);
    assert_eq!(store.batch_items(row).unwrap()[1].task_row, Some(single));
    assert_eq!(
        store.count_tasks(profile, &TaskFilter::default()).unwrap(),
        2
    );
    // Unknown item ids in an answer are reported, not stored.
    let mut odd = accepted_answer(1, "fresh");
    odd.items[0].client_item_id = "nope".to_owned();
    let outcome = store.record_batch_accepted(row, &odd, NOW + 2).unwrap();
    assert_eq!(outcome.unknown_items, vec!["nope".to_owned()]);
}

#[test]
fn batch_status_updates_reach_the_linked_tasks() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let its = items(2);
    let row = store
        .insert_batch(profile, &new_batch("k", &its), NOW)
        .unwrap();
    let accepted = store
        .record_batch_accepted(row, &accepted_answer(2, "bt"), NOW + 10)
        .unwrap();
    let due = store.batches_to_poll(profile, NOW + 10, 10).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].remote_batch_id, "batch-1");
    assert!(
        store
            .batches_to_poll(profile, NOW + 9, 10)
            .unwrap()
            .is_empty()
    );

    let running = BatchStatusUpdate {
        status: "running".to_owned(),
        final_: false,
        items: vec![
            ItemStatusUpdate {
                client_item_id: "item-0".to_owned(),
                status: "succeeded".to_owned(),
                task: Some(success(&["https://cdn.example.com/0.png"])),
            },
            ItemStatusUpdate {
                client_item_id: "item-1".to_owned(),
                status: "running".to_owned(),
                task: Some(processing()),
            },
        ],
    };
    let outcome = store
        .record_batch_status(row, &running, NOW + 20, NOW + 30)
        .unwrap();
    assert_eq!(outcome.became_final, vec![accepted.created[0]]);
    let t0 = store.task(accepted.created[0]).unwrap().unwrap();
    assert_eq!(t0.phase, TaskPhase::Final);
    assert_eq!(
        t0.result_urls,
        vec!["https://cdn.example.com/0.png".to_owned()]
    );
    let t1 = store.task(accepted.created[1]).unwrap().unwrap();
    assert_eq!(t1.state, Some(TaskState::Processing));
    assert_eq!(t1.next_poll_ms, None);
    assert_eq!(
        store.batch_items(row).unwrap()[0].item_status.as_deref(),
        Some("succeeded")
    );
    assert_eq!(
        store.batches_to_poll(profile, NOW + 30, 10).unwrap().len(),
        1
    );

    let done = BatchStatusUpdate {
        status: "completed".to_owned(),
        final_: true,
        items: vec![ItemStatusUpdate {
            client_item_id: "item-1".to_owned(),
            status: "failed".to_owned(),
            task: Some(StatusUpdate {
                state: TaskState::Failed,
                fail_code: Some("TIMEOUT".to_owned()),
                final_: true,
                ..StatusUpdate::default()
            }),
        }],
    };
    let outcome = store
        .record_batch_status(row, &done, NOW + 40, NOW + 50)
        .unwrap();
    assert_eq!(outcome.became_final, vec![accepted.created[1]]);
    let info = store.batch(row).unwrap().unwrap();
    assert_eq!(info.finished_ms, Some(NOW + 40));
    assert_eq!(info.next_poll_ms, None);
    assert_eq!(info.status.as_deref(), Some("completed"));
    assert!(
        store
            .batches_to_poll(profile, i64::MAX, 10)
            .unwrap()
            .is_empty()
    );
    assert_eq!(store.non_final_count(profile).unwrap(), 0);
    // Repeating the final answer changes nothing and reports nothing new.
    let again = store
        .record_batch_status(row, &done, NOW + 60, NOW + 70)
        .unwrap();
    assert!(again.became_final.is_empty());
    assert!(
        store
            .batches_to_poll(profile, i64::MAX, 10)
            .unwrap()
            .is_empty()
    );
    assert!(
        !store
            .record_batch_poll_error(row, &said("late"), NOW + 80, NOW + 90)
            .unwrap()
    );
}

#[test]
fn a_batch_is_finished_only_when_its_status_and_all_its_tasks_are_final() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let its = items(2);
    let row = store
        .insert_batch(profile, &new_batch("k", &its), NOW)
        .unwrap();
    let mut answer = accepted_answer(2, "bt");
    answer.status = "completed".to_owned();
    answer.final_ = true;
    let accepted = store.record_batch_accepted(row, &answer, NOW + 10).unwrap();
    // Final, but the tasks have no results yet: keep polling.
    let info = store.batch(row).unwrap().unwrap();
    assert_eq!(info.finished_ms, None);
    assert_eq!(info.next_poll_ms, Some(NOW + 10));
    assert!(
        store
            .record_batch_poll_error(row, &said("HTTP 502"), NOW + 11, NOW + 500)
            .unwrap()
    );
    let due = store.batches_to_poll(profile, NOW + 500, 10).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].poll_count, 1);
    assert_eq!(
        store.batch(row).unwrap().unwrap().error,
        Some(said("HTTP 502"))
    );

    // A final status that lacks one item's result still leaves the batch pollable.
    let partial = BatchStatusUpdate {
        status: "completed".to_owned(),
        final_: true,
        items: vec![ItemStatusUpdate {
            client_item_id: "item-0".to_owned(),
            status: "succeeded".to_owned(),
            task: Some(success(&["https://cdn/0.png"])),
        }],
    };
    store
        .record_batch_status(row, &partial, NOW + 600, NOW + 700)
        .unwrap();
    let info = store.batch(row).unwrap().unwrap();
    assert_eq!(info.finished_ms, None);
    assert_eq!(info.next_poll_ms, Some(NOW + 700));
    assert_eq!(info.error, None);

    let rest = BatchStatusUpdate {
        status: "completed".to_owned(),
        final_: true,
        items: vec![ItemStatusUpdate {
            client_item_id: "item-1".to_owned(),
            status: "succeeded".to_owned(),
            task: Some(success(&["https://cdn/1.png"])),
        }],
    };
    let outcome = store
        .record_batch_status(row, &rest, NOW + 800, NOW + 900)
        .unwrap();
    assert_eq!(outcome.became_final, vec![accepted.created[1]]);
    let info = store.batch(row).unwrap().unwrap();
    assert_eq!(info.finished_ms, Some(NOW + 800));
    assert_eq!(info.next_poll_ms, None);
    // A stale non-final answer does not reopen it.
    let stale = BatchStatusUpdate {
        status: "running".to_owned(),
        ..BatchStatusUpdate::default()
    };
    store
        .record_batch_status(row, &stale, NOW + 900, NOW + 1_000)
        .unwrap();
    assert_eq!(
        store.batch(row).unwrap().unwrap().finished_ms,
        Some(NOW + 800)
    );
    assert!(
        store
            .batches_to_poll(profile, i64::MAX, 10)
            .unwrap()
            .is_empty()
    );
}

#[test]
fn an_all_rejected_batch_finishes_at_once() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let its = items(1);
    let row = store
        .insert_batch(profile, &new_batch("k", &its), NOW)
        .unwrap();
    let answer = BatchAnswer {
        remote_batch_id: "b".to_owned(),
        status: "completed_with_errors".to_owned(),
        final_: true,
        replayed: false,
        reused_count: 0,
        items: vec![ItemAnswer {
            client_item_id: "item-0".to_owned(),
            accepted: false,
            status: "rejected".to_owned(),
            error_code: Some("VALIDATION".to_owned()),
            ..ItemAnswer::default()
        }],
    };
    let outcome = store.record_batch_accepted(row, &answer, NOW).unwrap();
    assert_eq!(outcome.not_accepted, 1);
    assert_eq!(store.batch(row).unwrap().unwrap().finished_ms, Some(NOW));
    assert!(
        store
            .batches_to_poll(profile, i64::MAX, 10)
            .unwrap()
            .is_empty()
    );
}

#[test]
fn a_batch_status_before_acceptance_is_refused() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let its = items(1);
    let row = store
        .insert_batch(profile, &new_batch("k", &its), NOW)
        .unwrap();
    let err = store
        .record_batch_status(row, &BatchStatusUpdate::default(), NOW, NOW)
        .unwrap_err();
    assert!(matches!(err, StoreError::InvalidInput { .. }), "{err}");
}

// ---------------------------------------------------------------------------------------------
// Paging, filters, search

struct Expected {
    row: TaskRow,
    created_ms: i64,
    model: String,
    kind: Option<ModelKind>,
    phase: TaskPhase,
    state: Option<String>,
    prompt: String,
    task_id: Option<String>,
}

/// 5 000 tasks with varied models, kinds, phases, states and prompts; several share a
/// `created_ms` so the id tie-break matters.
fn populate(store: &mut Store, profile: ProfileId) -> Vec<Expected> {
    let kinds = [Some(ModelKind::Image), Some(ModelKind::Video), None];
    let mut expected = Vec::new();
    for i in 0..5_000_i64 {
        let model = format!("model-{}", i % 5);
        let kind = kinds[usize::try_from(i % 3).unwrap()];
        let prompt = match i % 100 {
            0 => format!("promo 50%_off number {i}"),
            1 => format!("promo 50abcoff number {i}"),
            2 => format!("Lighthouse {i}"),
            _ => format!("ordinary prompt {i}"),
        };
        let created_ms = NOW + i / 3;
        let row = store
            .insert_submission(profile, &model, kind, "{}", &prompt, created_ms)
            .unwrap();
        let (phase, state, task_id) = match i % 6 {
            0 => (TaskPhase::Submitting, None, None),
            1 => {
                store
                    .mark_unknown(row, &said("no answer"), created_ms)
                    .unwrap();
                (TaskPhase::Unknown, None, None)
            }
            2 | 3 => {
                let id = format!("tid-{i:05}");
                store.mark_submitted(row, &id, created_ms).unwrap();
                (TaskPhase::Active, Some("pending"), Some(id))
            }
            4 => {
                let id = format!("tid-{i:05}");
                store.mark_submitted(row, &id, created_ms).unwrap();
                store
                    .record_status(row, &success(&["https://x/1"]), created_ms, None)
                    .unwrap();
                (TaskPhase::Final, Some("success"), Some(id))
            }
            _ => {
                let id = format!("tid-{i:05}");
                store.mark_submitted(row, &id, created_ms).unwrap();
                let failed = StatusUpdate {
                    state: TaskState::Failed,
                    final_: true,
                    ..StatusUpdate::default()
                };
                store.record_status(row, &failed, created_ms, None).unwrap();
                (TaskPhase::Final, Some("failed"), Some(id))
            }
        };
        expected.push(Expected {
            row,
            created_ms,
            model,
            kind,
            phase,
            state: state.map(str::to_owned),
            prompt,
            task_id,
        });
    }
    expected
}

fn walk(
    store: &Store,
    profile: ProfileId,
    filter: &TaskFilter,
    page_size: usize,
) -> Vec<TaskSummary> {
    let mut all = Vec::new();
    let mut cursor = None;
    loop {
        let Page { items, next } = store
            .page_tasks(profile, filter, cursor, page_size)
            .unwrap();
        assert!(items.len() <= page_size);
        all.extend(items);
        match next {
            Some(c) => cursor = Some(c),
            None => break,
        }
    }
    all
}

fn check(
    store: &Store,
    profile: ProfileId,
    expected: &[Expected],
    filter: &TaskFilter,
    want: impl Fn(&Expected) -> bool,
) {
    let mut want_rows: Vec<&Expected> = expected.iter().filter(|e| want(e)).collect();
    want_rows.sort_by_key(|e| std::cmp::Reverse((e.created_ms, e.row)));
    let got = walk(store, profile, filter, 100);
    let got_rows: Vec<TaskRow> = got.iter().map(|t| t.row).collect();
    let want_ids: Vec<TaskRow> = want_rows.iter().map(|e| e.row).collect();
    assert_eq!(got_rows, want_ids, "filter {filter:?}");
    let count = store.count_tasks(profile, filter).unwrap();
    assert_eq!(
        count,
        u64::try_from(want_ids.len()).unwrap(),
        "count for {filter:?}"
    );
}

#[test]
fn paging_walks_every_row_once_newest_first_and_filters_match_counts() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://b", true, NOW)
        .unwrap();
    submit(&mut store, other, "belongs elsewhere", NOW + 10_000);
    let expected = populate(&mut store, profile);

    let all = walk(&store, profile, &TaskFilter::default(), 100);
    assert_eq!(all.len(), 5_000);
    let unique: HashSet<TaskRow> = all.iter().map(|t| t.row).collect();
    assert_eq!(unique.len(), 5_000);
    for pair in all.windows(2) {
        assert!(
            (pair[0].created_ms, pair[0].row) > (pair[1].created_ms, pair[1].row),
            "not newest first: {:?} then {:?}",
            (pair[0].created_ms, pair[0].row),
            (pair[1].created_ms, pair[1].row)
        );
    }
    assert!(all.iter().all(|t| t.profile == profile));
    check(&store, profile, &expected, &TaskFilter::default(), |_| true);

    let f = |phases: Vec<TaskPhase>| TaskFilter {
        phases,
        ..TaskFilter::default()
    };
    check(
        &store,
        profile,
        &expected,
        &f(vec![TaskPhase::Active]),
        |e| e.phase == TaskPhase::Active,
    );
    check(
        &store,
        profile,
        &expected,
        &f(vec![TaskPhase::Unknown, TaskPhase::Submitting]),
        |e| matches!(e.phase, TaskPhase::Unknown | TaskPhase::Submitting),
    );
    let failed = TaskFilter {
        states: vec![TaskState::Failed],
        ..TaskFilter::default()
    };
    check(&store, profile, &expected, &failed, |e| {
        e.state.as_deref() == Some("failed")
    });
    let model_kind = TaskFilter {
        model: Some("model-3".to_owned()),
        kind: Some(ModelKind::Video),
        ..TaskFilter::default()
    };
    check(&store, profile, &expected, &model_kind, |e| {
        e.model == "model-3" && e.kind == Some(ModelKind::Video)
    });
    let combined = TaskFilter {
        phases: vec![TaskPhase::Final],
        states: vec![TaskState::Success],
        model: Some("model-1".to_owned()),
        ..TaskFilter::default()
    };
    check(&store, profile, &expected, &combined, |e| {
        e.phase == TaskPhase::Final && e.state.as_deref() == Some("success") && e.model == "model-1"
    });
    // Typed text finds a model by part of its ID, case-insensitively, or by the IDs whose
    // names matched it.
    let typed = |text: &str, ids: &[&str]| TaskFilter {
        model_match: Some(gendesk_core::store::ModelMatch {
            text: text.to_owned(),
            ids: ids.iter().map(|id| (*id).to_owned()).collect(),
        }),
        ..TaskFilter::default()
    };
    check(&store, profile, &expected, &typed("DEL-3", &[]), |e| {
        e.model == "model-3"
    });
    check(
        &store,
        profile,
        &expected,
        &typed("nothing", &["model-1"]),
        |e| e.model == "model-1",
    );
    check(&store, profile, &expected, &typed("3", &["model-1"]), |e| {
        e.model == "model-1" || e.model.contains('3')
    });
    assert_eq!(
        store.non_final_count(profile).unwrap(),
        u64::try_from(expected.iter().filter(|e| e.phase.is_open()).count()).unwrap()
    );
}

#[test]
fn text_search_is_literal_case_insensitive_and_covers_model_and_task_id() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let expected = populate(&mut store, profile);
    let text = |t: &str| TaskFilter {
        text: Some(t.to_owned()),
        ..TaskFilter::default()
    };
    // `%` and `_` are literal: "50abcoff" must not match "50%_off".
    check(&store, profile, &expected, &text("50%_off"), |e| {
        e.prompt.contains("50%_off")
    });
    assert_eq!(store.count_tasks(profile, &text("50%_off")).unwrap(), 50);
    check(&store, profile, &expected, &text("lighthouse"), |e| {
        e.prompt.contains("Lighthouse")
    });
    check(&store, profile, &expected, &text("tid-0420"), |e| {
        e.task_id.as_deref().is_some_and(|t| t.contains("tid-0420"))
    });
    check(&store, profile, &expected, &text("model-4"), |e| {
        e.model == "model-4"
    });
    check(&store, profile, &expected, &text(r"\"), |_| false);
    // Blank text means no text filter.
    assert_eq!(store.count_tasks(profile, &text("   ")).unwrap(), 5_000);
    // Text and other filters combine.
    let both = TaskFilter {
        text: Some("promo".to_owned()),
        phases: vec![TaskPhase::Submitting],
        ..TaskFilter::default()
    };
    check(&store, profile, &expected, &both, |e| {
        e.prompt.contains("promo") && e.phase == TaskPhase::Submitting
    });
}

// ---------------------------------------------------------------------------------------------
// Downloads

fn final_task(store: &mut Store, profile: ProfileId, task_id: &str) -> TaskRow {
    let row = submit(store, profile, "result", NOW);
    store.mark_submitted(row, task_id, NOW).unwrap();
    store
        .record_status(
            row,
            &success(&["https://cdn/a.png", "https://cdn/b.png"]),
            NOW,
            None,
        )
        .unwrap();
    row
}

#[test]
fn reasons_are_recorded_as_data_and_old_sentences_stay_readable() {
    let (dir, path, mut store, profile) = open_with_profile();
    let refused = Trouble::Submission(ApiError::Http {
        status: 402,
        code: Some(402),
        message: Some("Insufficient balance".to_owned()),
        retry_after: None,
    });
    let rejected = submit(&mut store, profile, "refused", NOW);
    store.mark_rejected(rejected, &refused, NOW + 1).unwrap();
    let interrupted = submit(&mut store, profile, "interrupted", NOW);
    store
        .mark_unknown(interrupted, &Trouble::Interrupted, NOW + 1)
        .unwrap();
    let task = final_task(&mut store, profile, "t");
    let target = dir.path().join("out");
    let download = store
        .queue_download(task, 0, "https://cdn/a.png", &target, "a.png", NOW)
        .unwrap();
    let unwritable = Trouble::Download(DownloadError::Io {
        path: target.join("a.png"),
        source: IoCause::from(std::io::Error::from_raw_os_error(13)),
    });
    store
        .finish_download(download, DownloadStatus::Failed, Some(&unwritable), NOW + 2)
        .unwrap();
    drop(store);

    // The columns hold reasons, not sentences.
    let conn = Connection::open(&path).unwrap();
    let column: String = conn
        .query_row(
            "SELECT error FROM tasks WHERE id = ?1",
            [interrupted.get()],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(column, "\"interrupted\"");
    // A row an older GenDesk wrote holds its sentence.
    let old = "GenDesk stopped before the service answered this submission.";
    conn.execute(
        "UPDATE tasks SET error = ?2 WHERE id = ?1",
        rusqlite::params![rejected.get(), old],
    )
    .unwrap();
    drop(conn);

    let store = Store::open(&path).unwrap();
    assert_eq!(
        store.task(interrupted).unwrap().unwrap().error,
        Some(Trouble::Interrupted)
    );
    assert_eq!(
        store.task(rejected).unwrap().unwrap().error,
        Some(Trouble::Words(old.to_owned()))
    );
    assert_eq!(
        store.downloads_for_task(task).unwrap()[0].error,
        Some(unwritable)
    );
    let mut again = Store::open(&path).unwrap();
    let second = submit(&mut again, profile, "refused again", NOW + 3);
    again.mark_rejected(second, &refused, NOW + 4).unwrap();
    assert_eq!(again.task(second).unwrap().unwrap().error, Some(refused));
}

#[test]
fn queueing_the_same_download_twice_returns_the_same_row() {
    let (dir, _path, mut store, profile) = open_with_profile();
    let task = final_task(&mut store, profile, "t");
    let target = dir.path().join("out");
    let a = store
        .queue_download(task, 0, "https://cdn/a.png", &target, "a.png", NOW)
        .unwrap();
    let again = store
        .queue_download(task, 0, "https://cdn/a.png", &target, "a.png", NOW + 1)
        .unwrap();
    assert_eq!(a, again);
    assert_eq!(store.downloads_for_task(task).unwrap().len(), 1);
    // After a failure, queueing again makes a fresh row (the failed one keeps its history).
    assert!(
        store
            .finish_download(a, DownloadStatus::Failed, Some(&said("HTTP 500")), NOW + 2)
            .unwrap()
    );
    let retry = store
        .queue_download(task, 0, "https://cdn/a.png", &target, "a.png", NOW + 3)
        .unwrap();
    assert_ne!(retry, a);
    assert_eq!(store.downloads_for_task(task).unwrap().len(), 2);
}

#[test]
fn two_downloads_never_aim_at_one_file() {
    let (dir, _path, mut store, profile) = open_with_profile();
    let task = final_task(&mut store, profile, "t");
    let target = dir.path().join("out");
    let first = store
        .queue_download(task, 0, "https://cdn/a.png", &target, "pic.png", NOW)
        .unwrap();
    let err = store
        .queue_download(task, 1, "https://cdn/b.png", &target, "pic.png", NOW)
        .unwrap_err();
    assert!(matches!(err, StoreError::FileNameTaken { .. }), "{err:?}");
    assert!(err.to_string().contains("pic.png"));
    // Same name in another folder is fine.
    let elsewhere = dir.path().join("elsewhere");
    store
        .queue_download(task, 1, "https://cdn/b.png", &elsewhere, "pic.png", NOW)
        .unwrap();
    // A finished download still owns its file…
    store
        .finish_download(first, DownloadStatus::Done, None, NOW)
        .unwrap();
    assert!(
        store
            .queue_download(task, 1, "https://cdn/b.png", &target, "pic.png", NOW)
            .is_err()
    );
    // …a cancelled one does not.
    let other = store
        .queue_download(task, 1, "https://cdn/b.png", &target, "b.png", NOW)
        .unwrap();
    store
        .finish_download(other, DownloadStatus::Cancelled, None, NOW)
        .unwrap();
    store
        .queue_download(task, 1, "https://cdn/b.png", &target, "b.png", NOW)
        .unwrap();
}

#[test]
fn unfinished_downloads_resume_after_a_restart_with_their_progress() {
    let (dir, path, mut store, profile) = open_with_profile();
    let task = final_task(&mut store, profile, "t");
    let target = dir.path().join("out");
    let a = store
        .queue_download(task, 0, "https://cdn/a.png", &target, "a.png", NOW)
        .unwrap();
    let b = store
        .queue_download(task, 1, "https://cdn/b.png", &target, "b.png", NOW)
        .unwrap();
    let c_task = final_task(&mut store, profile, "t2");
    let c = store
        .queue_download(c_task, 0, "https://cdn/c.png", &target, "c.png", NOW)
        .unwrap();
    assert!(
        store
            .update_download_progress(a, 4_096, Some(10_000), NOW + 1)
            .unwrap()
    );
    assert!(
        store
            .finish_download(
                c,
                DownloadStatus::Expired,
                Some(&said("URL expired")),
                NOW + 1
            )
            .unwrap()
    );
    drop(store);

    let mut store = Store::open(&path).unwrap();
    let resume = store.downloads_to_resume().unwrap();
    let rows: Vec<_> = resume.iter().map(|d| d.row).collect();
    assert_eq!(rows, vec![a, b]);
    assert_eq!(resume[0].status, DownloadStatus::Running);
    assert_eq!(resume[0].bytes_done, 4_096);
    assert_eq!(resume[0].total_bytes, Some(10_000));
    assert_eq!(resume[0].target_dir, target);
    assert_eq!(resume[1].status, DownloadStatus::Queued);
    assert_eq!(resume[1].url_index, 1);

    assert!(
        store
            .update_download_progress(a, 10_000, None, NOW + 2)
            .unwrap()
    );
    assert!(
        store
            .finish_download(a, DownloadStatus::Done, None, NOW + 3)
            .unwrap()
    );
    let done = store.download(a).unwrap().unwrap();
    assert_eq!(done.status, DownloadStatus::Done);
    assert_eq!(done.bytes_done, 10_000);
    assert_eq!(done.total_bytes, Some(10_000));
    // The first ending stands; progress after the end is ignored.
    assert!(
        !store
            .finish_download(a, DownloadStatus::Failed, Some(&said("late")), NOW + 4)
            .unwrap()
    );
    assert!(!store.update_download_progress(a, 1, None, NOW + 4).unwrap());
    assert!(matches!(
        store.finish_download(b, DownloadStatus::Running, None, NOW),
        Err(StoreError::InvalidInput { .. })
    ));
    assert_eq!(store.downloads_to_resume().unwrap().len(), 1);
    assert!(matches!(
        store.queue_download(TaskRow(777), 0, "u", Path::new("/tmp"), "f", NOW),
        Err(StoreError::NotFound { .. })
    ));
}

// ---------------------------------------------------------------------------------------------
// Events

#[test]
fn events_append_page_and_prune() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let task = submit(&mut store, profile, "p", NOW);
    let mut ids = Vec::new();
    for i in 0..25 {
        let kind = format!("kind-{}", i % 3);
        let message = format!("message {i}");
        let id = store
            .append_event(&NewEvent {
                profile: Some(profile),
                at_ms: NOW + i,
                level: if i % 5 == 0 {
                    EventLevel::Warn
                } else {
                    EventLevel::Info
                },
                kind: &kind,
                task_row: Some(task),
                batch_row: None,
                message: &message,
            })
            .unwrap();
        ids.push(id);
    }
    store
        .append_event(&NewEvent {
            profile: None,
            at_ms: NOW,
            level: EventLevel::Error,
            kind: "store_opened",
            task_row: None,
            batch_row: None,
            message: "app-wide",
        })
        .unwrap();

    let first = store.recent_events(Some(profile), None, 10).unwrap();
    assert_eq!(first.len(), 10);
    assert_eq!(first[0].id, ids[24]);
    assert_eq!(first[0].message, "message 24");
    assert_eq!(first[0].task_row, Some(task));
    assert_eq!(first[4].level, EventLevel::Warn);
    let second = store
        .recent_events(Some(profile), Some(first[9].id), 10)
        .unwrap();
    assert_eq!(second[0].id, ids[14]);
    let app_wide = store.recent_events(None, None, 10).unwrap();
    assert_eq!(app_wide.len(), 1);
    assert_eq!(app_wide[0].level, EventLevel::Error);

    let deleted = store.prune_events(Some(profile), 7).unwrap();
    assert_eq!(deleted, 18);
    let kept = store.recent_events(Some(profile), None, 100).unwrap();
    let kept_ids: Vec<_> = kept.iter().map(|e| e.id).collect();
    let newest: Vec<_> = ids[18..].iter().rev().copied().collect();
    assert_eq!(kept_ids, newest);
    assert_eq!(
        store.recent_events(None, None, 10).unwrap().len(),
        1,
        "other scopes untouched"
    );
}

// ---------------------------------------------------------------------------------------------
// Profiles

#[test]
fn profiles_upsert_by_name() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let same = store
        .upsert_profile("main", "https://new.example.com", true, NOW + 1)
        .unwrap();
    assert_eq!(same, profile);
    let p = store.profile(profile).unwrap().unwrap();
    assert_eq!(p.base_url, "https://new.example.com");
    assert!(p.is_sandbox);
    assert_eq!(p.created_ms, NOW);
    store
        .upsert_profile("alpha", "http://127.0.0.1:1", true, NOW)
        .unwrap();
    let names: Vec<_> = store
        .list_profiles()
        .unwrap()
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(names, vec!["alpha".to_owned(), "main".to_owned()]);
    assert!(store.upsert_profile(" ", "x", false, NOW).is_err());
    assert!(matches!(
        store.insert_submission(ProfileId(999), "m", None, "{}", "p", NOW),
        Err(StoreError::NotFound {
            what: "store-what-profile",
            ..
        })
    ));
}

#[test]
fn deleting_a_profile_removes_its_whole_history() {
    let (dir, path, mut store, profile) = open_with_profile();
    let keep = store
        .upsert_profile("keep", "https://k", false, NOW)
        .unwrap();
    let task = final_task(&mut store, profile, "t");
    let kept_task = final_task(&mut store, keep, "t");
    let its = items(2);
    let batch = store
        .insert_batch(profile, &new_batch("k1", &its), NOW)
        .unwrap();
    store
        .record_batch_accepted(batch, &accepted_answer(2, "bt"), NOW)
        .unwrap();
    let target = dir.path().join("out");
    store
        .queue_download(task, 0, "https://cdn/a.png", &target, "a.png", NOW)
        .unwrap();
    store
        .queue_download(kept_task, 0, "https://cdn/a.png", &target, "k.png", NOW)
        .unwrap();
    for p in [profile, keep] {
        store
            .append_event(&NewEvent {
                profile: Some(p),
                at_ms: NOW,
                level: EventLevel::Info,
                kind: "submitted",
                task_row: Some(task),
                batch_row: Some(batch),
                message: "m",
            })
            .unwrap();
    }

    assert!(store.delete_profile(profile).unwrap());
    assert!(!store.delete_profile(profile).unwrap());
    assert!(store.task(task).unwrap().is_none());
    assert!(store.batch(batch).unwrap().is_none());
    assert!(store.batch_items(batch).unwrap().is_empty());
    assert!(
        store
            .recent_events(Some(profile), None, 10)
            .unwrap()
            .is_empty()
    );
    let kept_events = store.recent_events(Some(keep), None, 10).unwrap();
    assert_eq!(kept_events.len(), 1);
    assert_eq!(
        kept_events[0].task_row, None,
        "reference to a deleted task is cleared"
    );
    assert_eq!(kept_events[0].batch_row, None);
    assert_eq!(store.downloads_to_resume().unwrap().len(), 1);
    assert!(store.task(kept_task).unwrap().is_some());
    drop(store);

    let conn = Connection::open(&path).unwrap();
    for table in ["tasks", "batches", "batch_items", "downloads", "events"] {
        let orphans: i64 = conn
            .query_row(
                &format!(
                    "SELECT COUNT(*) FROM {table} WHERE {}",
                    match table {
                        "batch_items" => "batch_row NOT IN (SELECT id FROM batches)",
                        "downloads" => "task_row NOT IN (SELECT id FROM tasks)",
                        _ => "profile_id IS NOT NULL AND profile_id NOT IN (SELECT id FROM profiles)",
                    }
                ),
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(orphans, 0, "{table} kept rows of the deleted profile");
    }
}

#[test]
fn a_second_connection_sees_committed_writes() {
    let (_dir, path, mut store, profile) = open_with_profile();
    let reader = Store::open(&path).unwrap();
    let row = submit(&mut store, profile, "shared", NOW);
    assert_eq!(
        reader.task(row).unwrap().unwrap().phase,
        TaskPhase::Submitting
    );
}

#[test]
fn a_store_can_move_to_the_engine_thread() {
    fn send<T: Send + 'static>() {}
    send::<Store>();
    send::<StoreError>();
}

#[test]
fn a_date_filter_keeps_tasks_created_since_then() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let expected = populate(&mut store, profile);
    let mut times: Vec<i64> = expected.iter().map(|e| e.created_ms).collect();
    times.sort_unstable();
    let since = times[times.len() / 2];
    let filter = TaskFilter {
        created_since_ms: Some(since),
        ..TaskFilter::default()
    };
    check(&store, profile, &expected, &filter, |e| {
        e.created_ms >= since
    });
}

#[test]
fn recent_prompts_are_newest_first_once_each_and_stars_filter_the_list() {
    let (_dir, path, mut store, profile) = open_with_profile();
    let fox = submit(&mut store, profile, "a red fox", 1_000);
    submit(&mut store, profile, "a blue whale", 2_000);
    submit(&mut store, profile, "a red fox", 3_000);
    submit(&mut store, profile, "   ", 4_000);
    assert_eq!(
        store.recent_prompts(profile, 10).unwrap(),
        vec!["a red fox", "a blue whale"]
    );
    assert_eq!(store.recent_prompts(profile, 1).unwrap(), vec!["a red fox"]);

    store.set_favourite(fox, true).unwrap();
    let starred = TaskFilter {
        favourites_only: true,
        ..TaskFilter::default()
    };
    let page = store.page_tasks(profile, &starred, None, 10).unwrap();
    assert_eq!(page.items.len(), 1);
    assert_eq!(page.items[0].row, fox);
    assert!(page.items[0].favourite);
    assert_eq!(store.count_tasks(profile, &starred).unwrap(), 1);
    drop(store);
    // The star is kept.
    let mut store = Store::open(&path).unwrap();
    assert!(store.task(fox).unwrap().unwrap().favourite);
    store.set_favourite(fox, false).unwrap();
    assert_eq!(store.count_tasks(profile, &starred).unwrap(), 0);
}

/// Tasks are numbered per profile (1, 2, 3 in each), however their rows interleave; a file
/// from before the numbers gets them in row order when it is opened.
#[test]
fn tasks_are_numbered_within_their_profile() {
    let (_dir, path, mut store, main) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://api.example.com", false, NOW)
        .unwrap();
    let rows: Vec<(ProfileId, TaskRow)> = [main, other, other, main, other]
        .into_iter()
        .enumerate()
        .map(|(i, p)| (p, submit(&mut store, p, &format!("prompt {i}"), NOW)))
        .collect();
    let numbers: Vec<i64> = rows
        .iter()
        .map(|(_, row)| store.task(*row).unwrap().unwrap().number)
        .collect();
    assert_eq!(numbers, [1, 1, 2, 2, 3]);
    drop(store);

    // As an older GenDesk left it: no numbers yet, schema version 6.
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch(
            "DROP TABLE balance_samples;
             DROP INDEX tasks_figures;
             ALTER TABLE tasks DROP COLUMN estimated_usd;
             ALTER TABLE tasks DROP COLUMN measured_usd;
             ALTER TABLE tasks DROP COLUMN seen_final_ms;
             ALTER TABLE tasks DROP COLUMN processing_time_asked;
             ALTER TABLE batch_items DROP COLUMN estimated_usd;
             DROP TRIGGER tasks_number; DROP INDEX tasks_profile_number;
             ALTER TABLE tasks DROP COLUMN number; PRAGMA user_version = 6;",
        )
        .unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    let again: Vec<i64> = rows
        .iter()
        .map(|(_, row)| store.task(*row).unwrap().unwrap().number)
        .collect();
    assert_eq!(again, [1, 1, 2, 2, 3], "numbered by the migration");
    let next = submit(&mut store, main, "after the upgrade", NOW);
    assert_eq!(store.task(next).unwrap().unwrap().number, 3);
}
