//! Merging a backup's history into the current one, in one transaction: profiles matched by
//! name, batches by idempotency key, tasks by profile and the service's task id (a task that
//! never got one by its creation time and request), row ids remapped; what is already here is
//! kept, the rest added (download records, activity, deliveries, reference uploads, balances),
//! and stars carried over to tasks already here.
//!
//! Columns are read from the schema, so a column a later migration adds is carried along; a
//! new table must be added to [`TABLES`] (a test holds the list to the schema).

use std::path::Path;

use rusqlite::{Connection, TransactionBehavior};

use super::BackupError;
use crate::store::BUSY_TIMEOUT;

/// Every table of the history, in the order they are merged.
pub(super) const TABLES: &[&str] = &[
    "profiles",
    "batches",
    "tasks",
    "batch_items",
    "downloads",
    "events",
    "deliveries",
    "reference_uploads",
    "balance_samples",
];

/// What a merge added and what was already here.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MergeCounts {
    /// Profiles added to the history.
    pub profiles_added: u64,
    /// Tasks added.
    pub tasks_added: u64,
    /// Tasks of the backup already here.
    pub tasks_present: u64,
    /// Batches added.
    pub batches_added: u64,
    /// Batches of the backup already here.
    pub batches_present: u64,
    /// Download records added.
    pub downloads_added: u64,
    /// Activity entries added.
    pub events_added: u64,
    /// Received deliveries added.
    pub deliveries_added: u64,
    /// Tasks already here that got the backup's star.
    pub favourites_marked: u64,
}

/// A column's value from a mapped table: `(column, map table)`.
type Remap<'a> = (&'a str, &'a str);

/// Merges the history at `incoming` (same schema version, already migrated) into `live`.
pub(super) fn merge_history(live: &Path, incoming: &Path) -> Result<MergeCounts, BackupError> {
    let sqlite = |err: rusqlite::Error| BackupError::History(err.to_string());
    let mut conn = Connection::open(live).map_err(sqlite)?;
    conn.busy_timeout(BUSY_TIMEOUT).map_err(sqlite)?;
    conn.pragma_update(None, "foreign_keys", "ON")
        .map_err(sqlite)?;
    let source = incoming
        .to_str()
        .ok_or_else(|| BackupError::io(incoming, crate::t!("backup-problem-path-not-text")))?;
    conn.execute("ATTACH DATABASE ?1 AS src", [source])
        .map_err(sqlite)?;
    let result = check_tables(&conn).and_then(|()| merge_attached(&mut conn).map_err(sqlite));
    // Detaching fails only while a statement runs; the connection closes right after anyway.
    let detached = conn.execute("DETACH DATABASE src", []);
    let counts = result?;
    detached.map_err(sqlite)?;
    Ok(counts)
}

fn merge_attached(conn: &mut Connection) -> rusqlite::Result<MergeCounts> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    // A batch may name an origin batch inserted later in the same statement.
    tx.pragma_update(None, "defer_foreign_keys", "ON")?;
    let mut counts = MergeCounts::default();
    let offset = |table: &str| -> rusqlite::Result<i64> {
        tx.query_row(
            &format!("SELECT COALESCE(MAX(id), 0) FROM main.{table}"),
            [],
            |r| r.get(0),
        )
    };
    for map in ["map_profiles", "map_batches", "map_tasks"] {
        tx.execute_batch(&format!(
            "DROP TABLE IF EXISTS temp.{map};
             CREATE TEMP TABLE {map} (old INTEGER PRIMARY KEY, new INTEGER NOT NULL,
                                      fresh INTEGER NOT NULL);"
        ))?;
    }

    tx.execute(
        "INSERT INTO temp.map_profiles
         SELECT s.id, COALESCE(m.id, s.id + ?1), m.id IS NULL
           FROM src.profiles s LEFT JOIN main.profiles m ON m.name = s.name",
        [offset("profiles")?],
    )?;
    counts.profiles_added = as_count(copy_mapped(
        &tx,
        "profiles",
        "map_profiles",
        &[],
        &[
            (
                "receiver_path",
                "CASE WHEN s.receiver_path IN (SELECT receiver_path FROM main.profiles
                                               WHERE receiver_path IS NOT NULL)
                      THEN NULL ELSE s.receiver_path END",
            ),
            ("deliveries_kept", "0"),
        ],
    )?);

    tx.execute(
        "INSERT INTO temp.map_batches
         SELECT s.id, COALESCE(m.id, s.id + ?1), m.id IS NULL
           FROM src.batches s LEFT JOIN main.batches m ON m.idempotency_key = s.idempotency_key",
        [offset("batches")?],
    )?;
    counts.batches_added = as_count(copy_mapped(
        &tx,
        "batches",
        "map_batches",
        &[
            ("profile_id", "map_profiles"),
            ("origin_batch", "map_batches"),
        ],
        &[],
    )?);
    counts.batches_present = fresh_count(&tx, "map_batches", 0)?;

    map_tasks(&tx, offset("tasks")?)?;
    counts.tasks_added = as_count(copy_mapped(
        &tx,
        "tasks",
        "map_tasks",
        &[("profile_id", "map_profiles"), ("batch_row", "map_batches")],
        // A profile new here keeps its numbers; elsewhere the trigger numbers after the last.
        &[(
            "number",
            "CASE WHEN (SELECT fresh FROM temp.map_profiles WHERE old = s.profile_id) = 1
                  THEN s.number ELSE NULL END",
        )],
    )?);
    counts.tasks_present = fresh_count(&tx, "map_tasks", 0)?;
    counts.favourites_marked = as_count(tx.execute(
        "UPDATE main.tasks SET favourite = 1
          WHERE favourite = 0 AND id IN (
            SELECT m.new FROM temp.map_tasks m JOIN src.tasks s ON s.id = m.old
             WHERE m.fresh = 0 AND s.favourite = 1)",
        [],
    )?);

    copy_linked(&tx, &mut counts)?;
    tx.execute_batch(
        "DROP TABLE temp.map_profiles; DROP TABLE temp.map_batches; DROP TABLE temp.map_tasks;
         DROP TABLE temp.event_keys; DROP TABLE temp.delivery_keys;",
    )?;
    tx.commit()?;
    Ok(counts)
}

/// Which task of the backup is which here: the same service task id in the same profile, or
/// for tasks the service never named (refused, or never answered) the same creation time and
/// request, paired in row order so two such tasks are never taken for one.
fn map_tasks(tx: &Connection, tasks_offset: i64) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO temp.map_tasks
         SELECT old, COALESCE(found, old + ?1), found IS NULL FROM (
           SELECT s.id AS old,
                  (SELECT m.id FROM main.tasks m
                    WHERE m.profile_id = p.new AND m.task_id = s.task_id) AS found
             FROM src.tasks s JOIN temp.map_profiles p ON p.old = s.profile_id
            WHERE s.task_id IS NOT NULL)",
        [tasks_offset],
    )?;
    tx.execute(
        "WITH s_ranked AS (
           SELECT s.id, p.new AS profile_id, s.created_ms, s.request_json,
                  ROW_NUMBER() OVER (PARTITION BY s.profile_id, s.created_ms, s.request_json
                                     ORDER BY s.id) AS k
             FROM src.tasks s JOIN temp.map_profiles p ON p.old = s.profile_id
            WHERE s.task_id IS NULL),
         m_ranked AS (
           SELECT m.id, m.profile_id, m.created_ms, m.request_json,
                  ROW_NUMBER() OVER (PARTITION BY m.profile_id, m.created_ms, m.request_json
                                     ORDER BY m.id) AS k
             FROM main.tasks m WHERE m.task_id IS NULL)
         INSERT INTO temp.map_tasks
         SELECT s.id, COALESCE(m.id, s.id + ?1), m.id IS NULL
           FROM s_ranked s LEFT JOIN m_ranked m
             ON m.profile_id = s.profile_id AND m.created_ms = s.created_ms
            AND m.request_json = s.request_json AND m.k = s.k",
        [tasks_offset],
    )?;
    Ok(())
}

/// The rows that hang off profiles, batches and tasks, each added unless already here.
fn copy_linked(tx: &Connection, counts: &mut MergeCounts) -> rusqlite::Result<()> {
    copy_rows(
        tx,
        "batch_items",
        &[("batch_row", "map_batches"), ("task_row", "map_tasks")],
        "s.batch_row IN (SELECT old FROM temp.map_batches WHERE fresh = 1)",
    )?;
    counts.downloads_added = as_count(copy_rows(
        tx,
        "downloads",
        &[("task_row", "map_tasks")],
        "NOT EXISTS (SELECT 1 FROM main.downloads d
                      WHERE d.task_row = (SELECT new FROM temp.map_tasks WHERE old = s.task_row)
                        AND d.url_index = s.url_index AND d.target_dir = s.target_dir
                        AND d.file_name = s.file_name)",
    )?);
    let linked = [
        ("profile_id", "map_profiles"),
        ("task_row", "map_tasks"),
        ("batch_row", "map_batches"),
    ];
    tx.execute_batch(
        "DROP TABLE IF EXISTS temp.event_keys;
         CREATE TEMP TABLE event_keys AS SELECT profile_id, at_ms, kind, message FROM main.events;
         CREATE INDEX temp.event_keys_at ON event_keys(at_ms);
         DROP TABLE IF EXISTS temp.delivery_keys;
         CREATE TEMP TABLE delivery_keys AS
             SELECT profile_id, received_ms, path, attempt, event_id FROM main.deliveries;
         CREATE INDEX temp.delivery_keys_at ON delivery_keys(received_ms);",
    )?;
    let profile_of = "(SELECT new FROM temp.map_profiles WHERE old = s.profile_id)";
    counts.events_added = as_count(copy_rows(
        tx,
        "events",
        &linked,
        &format!(
            "NOT EXISTS (SELECT 1 FROM temp.event_keys k
                          WHERE k.at_ms = s.at_ms AND k.kind = s.kind AND k.message = s.message
                            AND k.profile_id IS {profile_of})"
        ),
    )?);
    counts.deliveries_added = as_count(copy_rows(
        tx,
        "deliveries",
        &linked,
        &format!(
            "NOT EXISTS (SELECT 1 FROM temp.delivery_keys k
                          WHERE k.received_ms = s.received_ms AND k.path = s.path
                            AND k.attempt = s.attempt AND k.event_id IS s.event_id
                            AND k.profile_id = {profile_of})"
        ),
    )?);
    tx.execute(
        "UPDATE main.profiles SET deliveries_kept =
             (SELECT count(*) FROM main.deliveries d WHERE d.profile_id = profiles.id)",
        [],
    )?;
    copy_rows(
        tx,
        "reference_uploads",
        &[("profile_id", "map_profiles")],
        &format!(
            "NOT EXISTS (SELECT 1 FROM main.reference_uploads r
                          WHERE r.profile_id = {profile_of} AND r.url = s.url)"
        ),
    )?;
    copy_rows(
        tx,
        "balance_samples",
        &[("profile_id", "map_profiles")],
        &format!(
            "NOT EXISTS (SELECT 1 FROM main.balance_samples b
                          WHERE b.profile_id = {profile_of} AND b.at_ms = s.at_ms
                            AND b.asked_ms = s.asked_ms)"
        ),
    )?;
    Ok(())
}

fn as_count(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

fn fresh_count(conn: &Connection, map: &str, fresh: i64) -> rusqlite::Result<u64> {
    conn.query_row(
        &format!("SELECT count(*) FROM temp.{map} WHERE fresh = ?1"),
        [fresh],
        |r| r.get::<_, i64>(0),
    )
    .map(|n| u64::try_from(n).unwrap_or(0))
}

/// The history's tables must be the ones this merge knows.
fn check_tables(conn: &Connection) -> Result<(), BackupError> {
    for schema in ["main", "src"] {
        let found =
            table_names(conn, schema).map_err(|err| BackupError::History(err.to_string()))?;
        if let Some(unknown) = found.iter().find(|t| !TABLES.contains(&t.as_str())) {
            return Err(BackupError::History(crate::t!(
                "backup-problem-unknown-table",
                table = unknown.clone()
            )));
        }
    }
    Ok(())
}

/// The tables of `schema` (not SQLite's own).
pub(super) fn table_names(conn: &Connection, schema: &str) -> rusqlite::Result<Vec<String>> {
    let mut statement = conn.prepare(&format!(
        "SELECT name FROM {schema}.sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
    ))?;
    statement
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()
}

fn columns(conn: &Connection, table: &str) -> rusqlite::Result<Vec<String>> {
    let mut statement = conn.prepare(&format!("PRAGMA main.table_info({table})"))?;
    statement
        .query_map([], |r| r.get::<_, String>(1))?
        .collect()
}

/// The SELECT expressions of every column (`id` left to the caller).
fn expressions(
    conn: &Connection,
    table: &str,
    id: Option<&str>,
    remaps: &[Remap<'_>],
    overrides: &[(&str, &str)],
) -> rusqlite::Result<(String, String)> {
    let mut names = Vec::new();
    let mut values = Vec::new();
    for column in columns(conn, table)? {
        let value = if column == "id" {
            match id {
                Some(id) => id.to_owned(),
                None => continue,
            }
        } else if let Some((_, sql)) = overrides.iter().find(|(c, _)| *c == column) {
            (*sql).to_owned()
        } else if let Some((_, map)) = remaps.iter().find(|(c, _)| *c == column) {
            format!("(SELECT new FROM temp.{map} WHERE old = s.\"{column}\")")
        } else {
            format!("s.\"{column}\"")
        };
        names.push(format!("\"{column}\""));
        values.push(value);
    }
    Ok((names.join(", "), values.join(", ")))
}

/// Inserts the rows of `table` its map calls fresh, with their new ids.
fn copy_mapped(
    conn: &Connection,
    table: &str,
    map: &str,
    remaps: &[Remap<'_>],
    overrides: &[(&str, &str)],
) -> rusqlite::Result<usize> {
    let (names, values) = expressions(conn, table, Some("m.new"), remaps, overrides)?;
    conn.execute(
        &format!(
            "INSERT INTO main.{table} ({names})
             SELECT {values} FROM src.{table} s JOIN temp.{map} m ON m.old = s.id
              WHERE m.fresh = 1 ORDER BY s.id"
        ),
        [],
    )
}

/// Inserts the rows of `table` that `filter` keeps, with new ids (a row that would break a
/// uniqueness rule — two live downloads into one file — is left out).
fn copy_rows(
    conn: &Connection,
    table: &str,
    remaps: &[Remap<'_>],
    filter: &str,
) -> rusqlite::Result<usize> {
    let (names, values) = expressions(conn, table, None, remaps, &[])?;
    let order = if columns(conn, table)?.iter().any(|c| c == "id") {
        "ORDER BY s.id"
    } else {
        ""
    };
    conn.execute(
        &format!(
            "INSERT OR IGNORE INTO main.{table} ({names})
             SELECT {values} FROM src.{table} s WHERE {filter} {order}"
        ),
        [],
    )
}
