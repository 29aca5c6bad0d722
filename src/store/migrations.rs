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
