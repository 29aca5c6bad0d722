#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]
//! Deliveries of the local webhook receiver, stored in a real SQLite file in a temporary folder.

use gendesk_api::ModelKind;
use std::collections::HashSet;
use std::path::PathBuf;

use gendesk_core::store::{
    BatchAnswer, DeliveryFilter, DeliveryKind, DeliveryRow, DeliverySummary, DeliveryVerdict,
    ItemAnswer, NewBatch, NewBatchItem, NewDelivery, ProfileId, Store, StoreError,
};
use rusqlite::Connection;
use tempfile::TempDir;

const NOW: i64 = 1_800_000_000_000;

fn temp() -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("history.sqlite3");
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

/// A verified webhook of `event_id`, received at `NOW + at`.
fn webhook(profile: ProfileId, event_id: &str, at: i64) -> NewDelivery {
    NewDelivery {
        profile,
        received_ms: NOW + at,
        kind: DeliveryKind::Webhook,
        method: "POST".to_owned(),
        path: "/r/abc/webhook".to_owned(),
        headers: vec![
            ("content-type".to_owned(), "application/json".to_owned()),
            ("x-service-event-id".to_owned(), event_id.to_owned()),
        ],
        body: br#"{"code":200}"#.to_vec(),
        event_id: Some(event_id.to_owned()),
        signed_timestamp: Some("1800000000".to_owned()),
        task_id: None,
        batch_id: None,
        client_item_id: None,
        verdict: DeliveryVerdict::Verified,
        reason: "The signature matches secret version 1.".to_owned(),
        secret_version: Some(1),
        expected_signature: Some("ab".repeat(32)),
        received_signature: Some(format!("v1,{}", "ab".repeat(32))),
        action: String::new(),
    }
}

/// A callback about `task_id`.
fn callback(profile: ProfileId, task_id: &str, at: i64) -> NewDelivery {
    NewDelivery {
        kind: DeliveryKind::Callback,
        path: "/r/abc/callback".to_owned(),
        headers: vec![("content-type".to_owned(), "application/json".to_owned())],
        event_id: None,
        signed_timestamp: None,
        task_id: Some(task_id.to_owned()),
        verdict: DeliveryVerdict::Callback,
        reason: "Callbacks are unsigned; the task's status is checked instead.".to_owned(),
        secret_version: None,
        expected_signature: None,
        received_signature: None,
        ..webhook(profile, "unused", at)
    }
}

fn rows(list: &[DeliverySummary]) -> Vec<DeliveryRow> {
    list.iter().map(|d| d.row).collect()
}

#[test]
fn a_delivery_comes_back_byte_for_byte_with_its_headers_in_order() {
    let (_dir, path, mut store, profile) = open_with_profile();
    // Not UTF-8, a NUL, a lone continuation byte and a CR LF: all must come back exactly.
    let body: Vec<u8> = vec![0xff, 0xfe, 0x00, b'{', 0x80, b'\r', b'\n', 0xc3, 0x28];
    let headers = vec![
        ("X-Service-Signature".to_owned(), "v1,zz".to_owned()),
        ("content-type".to_owned(), "application/json".to_owned()),
        ("X-Custom".to_owned(), "two".to_owned()),
        ("X-Custom".to_owned(), "one \u{fffd} lossy".to_owned()),
        ("accept".to_owned(), String::new()),
    ];
    let new = NewDelivery {
        method: "PUT".to_owned(),
        path: "/r/abc/webhook?x=1%202".to_owned(),
        headers: headers.clone(),
        body: body.clone(),
        task_id: Some("t-9".to_owned()),
        batch_id: Some("b-9".to_owned()),
        client_item_id: Some("item-9".to_owned()),
        verdict: DeliveryVerdict::Mismatch,
        reason: "The signature matches no secret that may sign now.".to_owned(),
        secret_version: None,
        action: "ignored".to_owned(),
        ..webhook(profile, "evt-1", 5)
    };
    let stored = store.insert_delivery(&new, 100).unwrap();
    assert_eq!(stored.attempt, 1);
    assert_eq!(stored.task_row, None, "no such task stored");
    assert_eq!(stored.batch_row, None, "no such batch stored");
    assert_eq!(stored.earlier_verified, None);
    drop(store);

    let store = Store::open(&path).unwrap();
    let detail = store.delivery(stored.row).unwrap().unwrap();
    assert_eq!(detail.body, body);
    assert_eq!(detail.headers, headers);
    assert_eq!(detail.method, "PUT");
    assert_eq!(detail.path, "/r/abc/webhook?x=1%202");
    assert_eq!(detail.signed_timestamp.as_deref(), Some("1800000000"));
    assert_eq!(detail.expected_signature, new.expected_signature);
    assert_eq!(detail.received_signature, new.received_signature);
    let s = &detail.summary;
    assert_eq!(s.row, stored.row);
    assert_eq!(s.profile, profile);
    assert_eq!(s.received_ms, NOW + 5);
    assert_eq!(s.kind, DeliveryKind::Webhook);
    assert_eq!(s.event_id.as_deref(), Some("evt-1"));
    assert_eq!(s.task_id.as_deref(), Some("t-9"));
    assert_eq!(s.batch_id.as_deref(), Some("b-9"));
    assert_eq!(s.client_item_id.as_deref(), Some("item-9"));
    assert_eq!(s.verdict, DeliveryVerdict::Mismatch);
    assert_eq!(s.reason, new.reason);
    assert_eq!(s.secret_version, None);
    assert_eq!(s.action, "ignored");
    assert_eq!(s.attempt, 1);
    assert_eq!(s.body_len, 9);

    // The list shows the same summary.
    let listed = store
        .list_deliveries(profile, &DeliveryFilter::default(), None, 10)
        .unwrap();
    assert_eq!(listed, vec![detail.summary.clone()]);
    assert!(
        store
            .delivery(DeliveryRow(stored.row.get() + 1))
            .unwrap()
            .is_none()
    );
}

#[test]
fn an_empty_body_and_no_headers_are_stored_too() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let new = NewDelivery {
        headers: Vec::new(),
        body: Vec::new(),
        event_id: None,
        verdict: DeliveryVerdict::MissingHeader,
        ..webhook(profile, "x", 0)
    };
    let stored = store.insert_delivery(&new, 10).unwrap();
    let detail = store.delivery(stored.row).unwrap().unwrap();
    assert!(detail.body.is_empty());
    assert!(detail.headers.is_empty());
    assert_eq!(detail.summary.body_len, 0);
    assert_eq!(detail.summary.event_id, None);
}

#[test]
fn attempts_count_earlier_deliveries_of_the_same_event_or_callback_task() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://o", false, NOW)
        .unwrap();

    let first = store
        .insert_delivery(&webhook(profile, "evt-a", 1), 100)
        .unwrap();
    assert_eq!(first.attempt, 1);
    let second = store
        .insert_delivery(
            &NewDelivery {
                verdict: DeliveryVerdict::Stale,
                ..webhook(profile, "evt-a", 2)
            },
            100,
        )
        .unwrap();
    assert_eq!(second.attempt, 2, "whatever the verdict");
    let third = store
        .insert_delivery(&webhook(profile, "evt-a", 3), 100)
        .unwrap();
    assert_eq!(third.attempt, 3);
    // Another event id, and the same event id in another profile, start at 1.
    assert_eq!(
        store
            .insert_delivery(&webhook(profile, "evt-b", 4), 100)
            .unwrap()
            .attempt,
        1
    );
    assert_eq!(
        store
            .insert_delivery(&webhook(other, "evt-a", 5), 100)
            .unwrap()
            .attempt,
        1
    );
    // No event id: always the first.
    let anonymous = NewDelivery {
        event_id: None,
        verdict: DeliveryVerdict::MissingHeader,
        ..webhook(profile, "-", 6)
    };
    assert_eq!(store.insert_delivery(&anonymous, 100).unwrap().attempt, 1);
    assert_eq!(store.insert_delivery(&anonymous, 100).unwrap().attempt, 1);

    // Callbacks count by taskId, among callbacks.
    assert_eq!(
        store
            .insert_delivery(&callback(profile, "t-1", 7), 100)
            .unwrap()
            .attempt,
        1
    );
    assert_eq!(
        store
            .insert_delivery(&callback(profile, "t-1", 8), 100)
            .unwrap()
            .attempt,
        2
    );
    assert_eq!(
        store
            .insert_delivery(&callback(profile, "t-2", 9), 100)
            .unwrap()
            .attempt,
        1
    );
    let webhook_of_t1 = NewDelivery {
        task_id: Some("t-1".to_owned()),
        ..webhook(profile, "evt-c", 10)
    };
    assert_eq!(
        store.insert_delivery(&webhook_of_t1, 100).unwrap().attempt,
        1,
        "a webhook about the same task is another event"
    );
    assert_eq!(
        store
            .insert_delivery(&callback(profile, "t-1", 11), 100)
            .unwrap()
            .attempt,
        3
    );

    let stored = store.delivery(third.row).unwrap().unwrap();
    assert_eq!(stored.summary.attempt, 3);
}

#[test]
fn earlier_verified_deliveries_are_found_for_de_duplication() {
    let (_dir, path, mut store, profile) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://o", false, NOW)
        .unwrap();
    assert_eq!(store.verified_delivery_of(profile, "evt-1").unwrap(), None);

    let refused = store
        .insert_delivery(
            &NewDelivery {
                verdict: DeliveryVerdict::Mismatch,
                ..webhook(profile, "evt-1", 1)
            },
            100,
        )
        .unwrap();
    assert_eq!(refused.earlier_verified, None);
    assert_eq!(
        store.verified_delivery_of(profile, "evt-1").unwrap(),
        None,
        "a refused delivery is not a verified one"
    );

    let verified = store
        .insert_delivery(&webhook(profile, "evt-1", 2), 100)
        .unwrap();
    assert_eq!(verified.earlier_verified, None);
    assert_eq!(
        store.verified_delivery_of(profile, "evt-1").unwrap(),
        Some(verified.row)
    );
    assert_eq!(store.verified_delivery_of(other, "evt-1").unwrap(), None);
    assert_eq!(store.verified_delivery_of(profile, "evt-2").unwrap(), None);

    // After a restart the receiver still knows the event: the repeat is stored as a duplicate.
    drop(store);
    let mut store = Store::open(&path).unwrap();
    let known = store.verified_delivery_of(profile, "evt-1").unwrap();
    assert_eq!(known, Some(verified.row));
    let duplicate = store
        .insert_delivery(
            &NewDelivery {
                verdict: DeliveryVerdict::Duplicate,
                ..webhook(profile, "evt-1", 3)
            },
            100,
        )
        .unwrap();
    assert_eq!(duplicate.earlier_verified, Some(verified.row));
    assert_eq!(duplicate.attempt, 3);
    assert_eq!(
        store.verified_delivery_of(profile, "evt-1").unwrap(),
        Some(verified.row)
    );

    // The action is recorded later; a row that is gone says so.
    assert!(
        store
            .set_delivery_action(verified.row, "Task t-1 marked done.")
            .unwrap()
    );
    let detail = store.delivery(verified.row).unwrap().unwrap();
    assert_eq!(detail.summary.action, "Task t-1 marked done.");
    assert!(!store.set_delivery_action(DeliveryRow(9_999), "x").unwrap());
}

fn batch_items(n: usize) -> Vec<NewBatchItem> {
    (0..n)
        .map(|i| NewBatchItem {
            client_item_id: format!("item-{i}"),
            idempotency_key: format!("item-key-{i}"),
            request_json: format!(r#"{{"prompt":"p {i}"}}"#),
            prompt: format!("p {i}"),
            kind: Some(ModelKind::Image),
        })
        .collect()
}

#[test]
fn deliveries_link_to_the_task_and_batch_they_name() {
    let (_dir, path, mut store, profile) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://o", false, NOW)
        .unwrap();
    // A single task with a remote taskId.
    let single = store
        .insert_submission(profile, "m", Some(ModelKind::Image), "{}", "a fox", NOW)
        .unwrap();
    store.mark_submitted(single, "t-single", NOW + 1).unwrap();
    // A batch the service accepted as `b-remote`, with its items' tasks.
    let items = batch_items(2);
    let batch = store
        .insert_batch(
            profile,
            &NewBatch {
                model: "m",
                idempotency_key: "batch-key",
                body: b"{}",
                webhook_url: Some("https://hooks.example.com/r/abc/webhook"),
                items: &items,
            },
            NOW,
        )
        .unwrap();
    let answer = BatchAnswer {
        remote_batch_id: "b-remote".to_owned(),
        status: "queued".to_owned(),
        items: (0..2)
            .map(|i| ItemAnswer {
                client_item_id: format!("item-{i}"),
                task_id: Some(format!("bt-{i}")),
                accepted: true,
                status: "queued".to_owned(),
                ..ItemAnswer::default()
            })
            .collect(),
        ..BatchAnswer::default()
    };
    let accepted = store
        .record_batch_accepted(batch, &answer, NOW + 2)
        .unwrap();
    let item_task = accepted.created[1];

    let cb = store
        .insert_delivery(&callback(profile, "t-single", 3), 100)
        .unwrap();
    assert_eq!(cb.task_row, Some(single));
    assert_eq!(cb.batch_row, None);

    let hook = NewDelivery {
        task_id: Some("bt-1".to_owned()),
        batch_id: Some("b-remote".to_owned()),
        client_item_id: Some("item-1".to_owned()),
        ..webhook(profile, "evt-1", 4)
    };
    let stored = store.insert_delivery(&hook, 100).unwrap();
    assert_eq!(stored.task_row, Some(item_task));
    assert_eq!(stored.batch_row, Some(batch));
    let summary = store.delivery(stored.row).unwrap().unwrap().summary;
    assert_eq!(summary.task_row, Some(item_task));
    assert_eq!(summary.batch_row, Some(batch));

    // Unknown ids, and the same ids in another profile, link to nothing.
    let unknown = NewDelivery {
        task_id: Some("t-unknown".to_owned()),
        batch_id: Some("b-unknown".to_owned()),
        ..webhook(profile, "evt-2", 5)
    };
    let stored_unknown = store.insert_delivery(&unknown, 100).unwrap();
    assert_eq!(
        (stored_unknown.task_row, stored_unknown.batch_row),
        (None, None)
    );
    let elsewhere = NewDelivery {
        profile: other,
        ..hook.clone()
    };
    let stored_elsewhere = store.insert_delivery(&elsewhere, 100).unwrap();
    assert_eq!(
        (stored_elsewhere.task_row, stored_elsewhere.batch_row),
        (None, None)
    );

    // Deleting the linked task or batch clears the link; the delivery stays. (The store has no
    // call that deletes one task or batch, so this goes through SQLite directly.)
    drop(store);
    let conn = Connection::open(&path).unwrap();
    conn.pragma_update(None, "foreign_keys", "ON").unwrap();
    conn.execute(
        "DELETE FROM batch_items WHERE task_row = ?1",
        [item_task.get()],
    )
    .unwrap();
    conn.execute("DELETE FROM tasks WHERE id = ?1", [item_task.get()])
        .unwrap();
    conn.execute("DELETE FROM tasks WHERE batch_row = ?1", [batch.get()])
        .unwrap();
    conn.execute("DELETE FROM batches WHERE id = ?1", [batch.get()])
        .unwrap();
    drop(conn);
    let store = Store::open(&path).unwrap();
    let summary = store.delivery(stored.row).unwrap().unwrap().summary;
    assert_eq!((summary.task_row, summary.batch_row), (None, None));
    assert_eq!(
        store.delivery(cb.row).unwrap().unwrap().summary.task_row,
        Some(single)
    );
}

#[test]
fn deleting_a_profile_deletes_its_deliveries_only() {
    let (_dir, path, mut store, profile) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://o", false, NOW)
        .unwrap();
    for i in 0..3 {
        store
            .insert_delivery(&webhook(profile, &format!("e-{i}"), i), 100)
            .unwrap();
        store
            .insert_delivery(&webhook(other, &format!("e-{i}"), i), 100)
            .unwrap();
    }
    store.receiver_path(profile).unwrap();
    let kept_path = store.receiver_path(other).unwrap();
    assert!(store.delete_profile(profile).unwrap());
    assert_eq!(
        store
            .count_deliveries(profile, &DeliveryFilter::default())
            .unwrap(),
        0
    );
    assert_eq!(
        store
            .count_deliveries(other, &DeliveryFilter::default())
            .unwrap(),
        3
    );
    assert_eq!(store.receiver_path(other).unwrap(), kept_path);
    assert!(matches!(
        store.receiver_path(profile),
        Err(StoreError::NotFound {
            what: "store-what-profile",
            ..
        })
    ));
    assert!(matches!(
        store.insert_delivery(&webhook(profile, "late", 9), 100),
        Err(StoreError::NotFound {
            what: "store-what-profile",
            ..
        })
    ));
    drop(store);
    let conn = Connection::open(&path).unwrap();
    let orphans: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM deliveries WHERE profile_id NOT IN (SELECT id FROM profiles)",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(orphans, 0);
}

#[test]
fn only_the_newest_deliveries_of_a_profile_are_kept() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://o", false, NOW)
        .unwrap();
    let others: Vec<DeliveryRow> = (0..5)
        .map(|i| {
            store
                .insert_delivery(&webhook(other, &format!("o-{i}"), i), 100)
                .unwrap()
                .row
        })
        .collect();
    let mut inserted = Vec::new();
    for i in 0..30 {
        let stored = store
            .insert_delivery(&webhook(profile, &format!("e-{i}"), i), 10)
            .unwrap();
        inserted.push(stored.row);
    }
    let all = DeliveryFilter::default();
    assert_eq!(store.count_deliveries(profile, &all).unwrap(), 10);
    let listed = store.list_deliveries(profile, &all, None, 100).unwrap();
    let newest: Vec<DeliveryRow> = inserted.iter().rev().take(10).copied().collect();
    assert_eq!(rows(&listed), newest);
    assert!(store.delivery(inserted[19]).unwrap().is_none());
    assert!(!store.set_delivery_action(inserted[0], "late").unwrap());
    // The other profile's deliveries are untouched.
    let listed_other = store.list_deliveries(other, &all, None, 100).unwrap();
    let mut expected_other = others.clone();
    expected_other.reverse();
    assert_eq!(rows(&listed_other), expected_other);

    // Keep 0 counts as 1: the new delivery stays, everything older of the profile goes.
    let last = store
        .insert_delivery(&webhook(profile, "last", 99), 0)
        .unwrap();
    assert_eq!(
        rows(&store.list_deliveries(profile, &all, None, 100).unwrap()),
        vec![last.row]
    );
    assert_eq!(store.count_deliveries(other, &all).unwrap(), 5);
}

/// The deliveries the filter tests look for.
struct Fixture {
    _dir: TempDir,
    store: Store,
    profile: ProfileId,
    verified: DeliveryRow,
    stale: DeliveryRow,
    mismatch: DeliveryRow,
    cb: DeliveryRow,
    acted: DeliveryRow,
}

impl Fixture {
    fn new() -> Self {
        let (dir, _path, mut store, profile) = open_with_profile();
        let other = store
            .upsert_profile("other", "https://o", false, NOW)
            .unwrap();
        let verified = store
            .insert_delivery(&webhook(profile, "evt-1", 1), 100)
            .unwrap()
            .row;
        let stale = store
            .insert_delivery(
                &NewDelivery {
                    verdict: DeliveryVerdict::Stale,
                    reason: "The timestamp is 10 minutes old.".to_owned(),
                    batch_id: Some("b-1".to_owned()),
                    ..webhook(profile, "evt-2", 2)
                },
                100,
            )
            .unwrap()
            .row;
        let mismatch = store
            .insert_delivery(
                &NewDelivery {
                    verdict: DeliveryVerdict::Mismatch,
                    batch_id: Some("b-1".to_owned()),
                    client_item_id: Some("item_50%".to_owned()),
                    ..webhook(profile, "evt-3", 3)
                },
                100,
            )
            .unwrap()
            .row;
        let cb = store
            .insert_delivery(&callback(profile, "TASK-Upper", 4), 100)
            .unwrap()
            .row;
        let acted = store
            .insert_delivery(
                &NewDelivery {
                    action: "Batch b-2 refreshed: 100% done".to_owned(),
                    batch_id: Some("b-2".to_owned()),
                    ..webhook(profile, "evt-4", 5)
                },
                100,
            )
            .unwrap()
            .row;
        // Noise in another profile that every filter would match.
        store
            .insert_delivery(
                &NewDelivery {
                    batch_id: Some("b-1".to_owned()),
                    client_item_id: Some("item_50%".to_owned()),
                    ..webhook(other, "evt-1", 1)
                },
                100,
            )
            .unwrap();
        Self {
            _dir: dir,
            store,
            profile,
            verified,
            stale,
            mismatch,
            cb,
            acted,
        }
    }

    /// Lists and counts `filter` and compares with `expected`, newest first.
    fn check(&self, filter: &DeliveryFilter, expected: &[DeliveryRow]) {
        let listed = self
            .store
            .list_deliveries(self.profile, filter, None, 100)
            .unwrap();
        assert_eq!(rows(&listed), expected, "{filter:?}");
        assert_eq!(
            self.store.count_deliveries(self.profile, filter).unwrap(),
            u64::try_from(expected.len()).unwrap(),
            "{filter:?}"
        );
    }
}

#[test]
fn filters_select_by_kind_verdicts_and_batch() {
    let f = Fixture::new();
    let Fixture {
        verified,
        stale,
        mismatch,
        cb,
        acted,
        ..
    } = f;
    let check = |filter, expected: &[DeliveryRow]| f.check(&filter, expected);
    check(
        DeliveryFilter::default(),
        &[acted, cb, mismatch, stale, verified],
    );
    check(
        DeliveryFilter {
            kind: Some(DeliveryKind::Callback),
            ..DeliveryFilter::default()
        },
        &[cb],
    );
    check(
        DeliveryFilter {
            kind: Some(DeliveryKind::Webhook),
            ..DeliveryFilter::default()
        },
        &[acted, mismatch, stale, verified],
    );
    check(
        DeliveryFilter {
            verdicts: vec![DeliveryVerdict::Stale, DeliveryVerdict::Mismatch],
            ..DeliveryFilter::default()
        },
        &[mismatch, stale],
    );
    check(
        DeliveryFilter {
            verdicts: vec![DeliveryVerdict::Future],
            ..DeliveryFilter::default()
        },
        &[],
    );
    check(
        DeliveryFilter {
            batch_id: Some("b-1".to_owned()),
            ..DeliveryFilter::default()
        },
        &[mismatch, stale],
    );
    check(
        DeliveryFilter {
            batch_id: Some("b-1".to_owned()),
            verdicts: vec![DeliveryVerdict::Stale],
            kind: Some(DeliveryKind::Webhook),
            text: "10 MINUTES".to_owned(),
        },
        &[stale],
    );
}

#[test]
fn text_filters_are_literal_case_insensitive_and_cover_the_id_columns_reason_and_action() {
    let f = Fixture::new();
    let Fixture {
        verified,
        stale,
        mismatch,
        cb,
        acted,
        ..
    } = f;
    let check = |filter, expected: &[DeliveryRow]| f.check(&filter, expected);
    // Text: case-insensitive, in each searched column, wildcards taken literally.
    let text = |t: &str| DeliveryFilter {
        text: t.to_owned(),
        ..DeliveryFilter::default()
    };
    check(text("task-upper"), &[cb]); // task_id
    check(text("EVT-3"), &[mismatch]); // event_id
    check(text("b-2"), &[acted]); // batch_id
    check(text("minutes old"), &[stale]); // reason
    check(text("refreshed"), &[acted]); // action
    check(text("item_50"), &[mismatch]); // client_item_id
    check(text("50%"), &[mismatch]);
    // `%` is literal: as a wildcard, "0%" would also match the stale one ("10 minutes old").
    check(text("0%"), &[acted, mismatch]);
    check(text("t_m"), &[]); // `_` is literal: as a wildcard it would match "item_50%"
    check(text("%"), &[acted, mismatch]);
    check(text("_"), &[mismatch]);
    check(text(r"\"), &[]);
    check(text("   "), &[acted, cb, mismatch, stale, verified]); // blank text: no filter
}

#[test]
fn paging_walks_every_row_once_newest_first() {
    let (_dir, _path, mut store, profile) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://o", false, NOW)
        .unwrap();
    let mut inserted = Vec::new();
    for i in 0..47 {
        let new = if i % 3 == 0 {
            callback(profile, &format!("t-{i}"), i)
        } else {
            webhook(profile, &format!("e-{i}"), i)
        };
        inserted.push((new.kind, store.insert_delivery(&new, 1_000).unwrap().row));
        if i % 5 == 0 {
            store
                .insert_delivery(&webhook(other, "noise", i), 1_000)
                .unwrap();
        }
    }
    for (filter, expected) in [
        (
            DeliveryFilter::default(),
            inserted.iter().map(|(_, r)| *r).collect::<Vec<_>>(),
        ),
        (
            DeliveryFilter {
                kind: Some(DeliveryKind::Callback),
                ..DeliveryFilter::default()
            },
            inserted
                .iter()
                .filter(|(k, _)| *k == DeliveryKind::Callback)
                .map(|(_, r)| *r)
                .collect(),
        ),
    ] {
        for limit in [1, 7, 10, 47, 100] {
            let mut seen = Vec::new();
            let mut before = None;
            loop {
                let page = store
                    .list_deliveries(profile, &filter, before, limit)
                    .unwrap();
                assert!(page.len() <= usize::try_from(limit).unwrap());
                let Some(last) = page.last() else { break };
                before = Some(last.row);
                seen.extend(rows(&page));
            }
            let mut newest_first = expected.clone();
            newest_first.reverse();
            assert_eq!(seen, newest_first, "limit {limit}, {filter:?}");
            let unique: HashSet<_> = seen.iter().collect();
            assert_eq!(unique.len(), seen.len());
        }
    }
    assert!(
        store
            .list_deliveries(profile, &DeliveryFilter::default(), None, 0)
            .unwrap()
            .is_empty()
    );
}

#[test]
fn the_receiver_path_is_random_per_profile_and_stable_across_restarts() {
    let (_dir, path, mut store, profile) = open_with_profile();
    let other = store
        .upsert_profile("other", "https://o", false, NOW)
        .unwrap();
    let first = store.receiver_path(profile).unwrap();
    assert_eq!(first.len(), 32);
    assert!(
        first
            .chars()
            .all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c)),
        "{first}"
    );
    assert_eq!(store.receiver_path(profile).unwrap(), first);
    let second = store.receiver_path(other).unwrap();
    assert_ne!(first, second);
    // Updating the profile keeps it.
    store
        .upsert_profile("main", "https://api2.example.com", false, NOW)
        .unwrap();
    drop(store);

    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.receiver_path(profile).unwrap(), first);
    assert_eq!(store.receiver_path(other).unwrap(), second);
    assert!(matches!(
        store.receiver_path(ProfileId(9_999)),
        Err(StoreError::NotFound {
            what: "store-what-profile",
            ..
        })
    ));
}
