//! Applies the numbered migrations of `schema.rs`, tracked by `PRAGMA user_version`.
//!
//! Each migration runs in its own `IMMEDIATE` transaction together with the `user_version`
//! bump, so a crash mid-upgrade leaves the file at the previous version, never half-migrated.
//! A file newer than this build is refused before anything writes to it.

use std::path::Path;

use rusqlite::{Connection, TransactionBehavior};

use super::error::StoreError;
use super::schema::{MIGRATIONS, SCHEMA_VERSION};

/// Reads `PRAGMA user_version`.
pub(super) fn user_version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.pragma_query_value(None, "user_version", |row| row.get(0))
}

/// Refuses a database written by a newer build. Only reads the file.
pub(super) fn check_not_newer(conn: &Connection, path: &Path) -> Result<i64, StoreError> {
    let found = user_version(conn).map_err(|cause| StoreError::Open {
        path: path.to_path_buf(),
        cause,
    })?;
    if found > SCHEMA_VERSION {
        return Err(StoreError::TooNew {
            path: path.to_path_buf(),
            found,
            supported: SCHEMA_VERSION,
        });
    }
    Ok(found)
}

/// Brings the database up to [`SCHEMA_VERSION`].
pub(super) fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    for migration in MIGRATIONS {
        let failed = |version_before: i64, cause: rusqlite::Error| StoreError::Migration {
            path: path.to_path_buf(),
            version: migration.version,
            version_before,
            cause,
        };
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|cause| failed(migration.version - 1, cause))?;
        // Re-read under the write lock: another process may have migrated meanwhile.
        let current = user_version(&tx).map_err(|cause| failed(migration.version - 1, cause))?;
        if current > SCHEMA_VERSION {
            return Err(StoreError::TooNew {
                path: path.to_path_buf(),
                found: current,
                supported: SCHEMA_VERSION,
            });
        }
        if current >= migration.version {
            continue; // dropping `tx` ends the read-only transaction
        }
        tx.execute_batch(migration.sql)
            .and_then(|()| tx.pragma_update(None, "user_version", migration.version))
            .and_then(|()| tx.commit())
            .map_err(|cause| failed(current, cause))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{
        DeliveryFilter, DeliveryKind, DeliveryVerdict, EndReason, NewDelivery, Store, TaskPhase,
        TaskRow,
    };

    /// Writes a file at schema `version` (only the migrations up to it) holding `rows`, the
    /// way an older GenDesk left it.
    fn file_at_version(path: &Path, version: i64, rows: &str) {
        let conn = Connection::open(path).unwrap();
        for migration in MIGRATIONS.iter().filter(|m| m.version <= version) {
            conn.execute_batch(migration.sql).unwrap();
        }
        conn.pragma_update(None, "user_version", version).unwrap();
        conn.execute_batch(rows).unwrap();
    }

    /// A version 2 file holding a profile, a task with its remote id and an event.
    fn version_2_file(path: &Path) {
        file_at_version(
            path,
            2,
            "INSERT INTO profiles (id, name, base_url, is_sandbox, created_ms)
                 VALUES (7, 'old', 'https://api.example.com', 0, 100);
             INSERT INTO tasks (id, profile_id, model, request_json, phase, task_id, created_ms,
                                updated_ms, prompt_excerpt)
                 VALUES (3, 7, 'm', '{}', 'active', 't-old', 100, 100, 'an old fox');
             INSERT INTO events (profile_id, at_ms, level, kind, message)
                 VALUES (7, 100, 'info', 'submitted', 'kept');",
        );
    }

    #[test]
    fn version_3_sandbox_sentences_become_an_end_reason() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v3.sqlite3");
        file_at_version(
            &path,
            3,
            "INSERT INTO profiles (id, name, base_url, is_sandbox, created_ms)
                     VALUES (1, 'Offline sandbox', 'http://127.0.0.1:1', 1, 100);
                 INSERT INTO tasks (id, profile_id, model, request_json, phase, state, task_id,
                                    created_ms, updated_ms, prompt_excerpt, fail_msg)
                     VALUES (1, 1, 'm', '{}', 'final', 'failed', 't-1', 100, 100, 'a', 'The offline sandbox forgets its tasks when GenDesk closes, and this one was still running then, so it can never finish. Submit it again: sandbox tasks cost nothing.'),
                            (2, 1, 'm', '{}', 'final', 'failed', 't-2', 100, 100, 'b', 'The service said no.');",
        );
        let store = Store::open(&path).unwrap();
        let forgotten = store.task(TaskRow(1)).unwrap().unwrap();
        assert_eq!(forgotten.end_reason, Some(EndReason::SandboxForgot));
        assert_eq!(
            forgotten.fail_msg, None,
            "GenDesk's sentence is not kept as the service's"
        );
        let refused = store.task(TaskRow(2)).unwrap().unwrap();
        assert_eq!(refused.end_reason, None);
        assert_eq!(refused.fail_msg.as_deref(), Some("The service said no."));
    }

    #[test]
    fn a_version_2_file_is_upgraded_keeping_its_data() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v2.sqlite3");
        version_2_file(&path);

        let mut store = Store::open(&path).unwrap();
        assert_eq!(user_version(&store.conn).unwrap(), SCHEMA_VERSION);
        let profile = store.profile_by_name("old").unwrap().unwrap();
        assert_eq!(profile.base_url, "https://api.example.com");
        let task = store.task_by_remote(profile.id, "t-old").unwrap().unwrap();
        assert_eq!(task.phase, TaskPhase::Active);
        assert_eq!(task.prompt_excerpt, "an old fox");
        let events = store.recent_events(Some(profile.id), None, 10).unwrap();
        assert_eq!(events.len(), 1);
        assert_eq!(events[0].message, "kept");

        // The new parts work on the old data.
        let path_segment = store.receiver_path(profile.id).unwrap();
        assert_eq!(path_segment.len(), 32);
        let stored = store
            .insert_delivery(
                &NewDelivery {
                    profile: profile.id,
                    received_ms: 200,
                    kind: DeliveryKind::Callback,
                    method: "POST".to_owned(),
                    path: format!("/{path_segment}/callback"),
                    headers: Vec::new(),
                    body: b"{}".to_vec(),
                    event_id: None,
                    signed_timestamp: None,
                    task_id: Some("t-old".to_owned()),
                    batch_id: None,
                    client_item_id: None,
                    verdict: DeliveryVerdict::Callback,
                    reason: "A callback is never trusted.".to_owned(),
                    secret_version: None,
                    expected_signature: None,
                    received_signature: None,
                    action: String::new(),
                },
                100,
            )
            .unwrap();
        assert_eq!(stored.task_row, Some(task.row));
        drop(store);

        // Reopening does not migrate again and keeps everything.
        let store = Store::open(&path).unwrap();
        assert_eq!(
            store
                .count_deliveries(profile.id, &DeliveryFilter::default())
                .unwrap(),
            1
        );
        assert!(store.task(task.row).unwrap().is_some());
    }
}
