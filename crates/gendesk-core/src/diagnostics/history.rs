//! `history.txt`: what the history holds, as counts, read on a read-only SQLite connection in
//! one read transaction (a running GenDesk keeps writing undisturbed; WAL lets both work).
//! Never a result link (they are presigned), a request body or a delivery's body; the prompts
//! of the last [`PROMPTS_LISTED`] tasks only when asked.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

use super::PROMPTS_LISTED;

/// How long a read waits while the running GenDesk holds a write lock it must not wait on
/// (reads rarely wait at all in WAL mode).
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// What `history.txt` says, and how many prompts it holds.
pub(super) struct HistoryText {
    /// The text.
    pub(super) text: String,
    /// How many tasks' prompts are in it.
    pub(super) prompts: usize,
    /// The schema version.
    pub(super) version: i64,
}

/// Reads the history at `file` (which exists). An error opening it is returned; a table an
/// older history lacks is said in the text.
pub(super) fn history_text(file: &Path, with_prompts: bool) -> Result<HistoryText, String> {
    let conn = Connection::open_with_flags(
        file,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|err| err.to_string())?;
    conn.busy_timeout(BUSY_TIMEOUT)
        .map_err(|err| err.to_string())?;
    // One snapshot for every count below.
    conn.execute_batch("BEGIN DEFERRED")
        .map_err(|err| err.to_string())?;
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .map_err(|err| err.to_string())?;
    let mut text = format!(
        "GenDesk history: counts only (no result links, no request or delivery bodies)\n\
         \n\
         file: {}\n\
         schema version: {version} (this build knows up to {})\n",
        file.display(),
        crate::store::SCHEMA_VERSION,
    );
    for (title, sql) in COUNTS {
        section(&conn, &mut text, title, sql);
    }
    let prompts = if with_prompts {
        prompts_section(&conn, &mut text)
    } else {
        text.push_str("\nprompts: not included (export with prompts to add the last tasks')\n");
        0
    };
    // Ends the read transaction; nothing was written.
    if let Err(err) = conn.execute_batch("COMMIT") {
        tracing::debug!(%err, "the diagnostics' read of the history did not end cleanly");
    }
    Ok(HistoryText {
        text,
        prompts,
        version,
    })
}

/// Each section: its title, and a query of `(what, how many)` rows.
const COUNTS: &[(&str, &str)] = &[
    ("profiles", "SELECT 'all', COUNT(*) FROM profiles"),
    (
        "tasks by phase/state",
        "SELECT phase || COALESCE('/' || state, ''), COUNT(*) FROM tasks GROUP BY 1 ORDER BY 1",
    ),
    (
        "tasks by model kind",
        "SELECT COALESCE(kind, '(unknown)'), COUNT(*) FROM tasks GROUP BY 1 ORDER BY 1",
    ),
    (
        "tasks by fail code (20 most frequent)",
        "SELECT fail_code, COUNT(*) FROM tasks WHERE fail_code IS NOT NULL
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20",
    ),
    (
        "tasks ended by GenDesk",
        "SELECT end_reason, COUNT(*) FROM tasks WHERE end_reason IS NOT NULL GROUP BY 1 ORDER BY 1",
    ),
    (
        "batches by phase",
        "SELECT phase, COUNT(*) FROM batches GROUP BY 1 ORDER BY 1",
    ),
    (
        "batch items by status",
        "SELECT COALESCE(item_status, '(none yet)'), COUNT(*) FROM batch_items GROUP BY 1 ORDER BY 1",
    ),
    (
        "downloads by status",
        "SELECT status, COUNT(*) FROM downloads GROUP BY 1 ORDER BY 1",
    ),
    (
        "deliveries by verdict",
        "SELECT verdict, COUNT(*) FROM deliveries GROUP BY 1 ORDER BY 1",
    ),
    (
        "events by level",
        "SELECT level, COUNT(*) FROM events GROUP BY 1 ORDER BY 1",
    ),
    (
        "reference uploads by host",
        "SELECT host, COUNT(*) FROM reference_uploads GROUP BY 1 ORDER BY 1",
    ),
    (
        "balance samples",
        "SELECT 'all', COUNT(*) FROM balance_samples",
    ),
];

/// Appends one section of counts (or why it could not be read).
fn section(conn: &Connection, text: &mut String, title: &str, sql: &str) {
    let rows = conn.prepare(sql).and_then(|mut statement| {
        statement
            .query_map([], |row| {
                Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?))
            })?
            .collect::<Result<Vec<_>, _>>()
    });
    let _ = writeln!(text, "\n{title}:");
    match rows {
        Ok(rows) if rows.is_empty() => text.push_str("  (none)\n"),
        Ok(rows) => {
            let total: i64 = rows.iter().map(|(_, n)| n).sum();
            for (what, n) in &rows {
                let _ = writeln!(text, "  {what}: {n}");
            }
            if rows.len() > 1 {
                let _ = writeln!(text, "  total: {total}");
            }
        }
        Err(err) => {
            let _ = writeln!(text, "  (could not be read: {err})");
        }
    }
}

/// [`PROMPTS_LISTED`] as SQLite takes it.
#[allow(clippy::cast_possible_wrap, reason = "50 fits in an i64")]
const LIMIT: i64 = PROMPTS_LISTED as i64;

/// Appends the last tasks' model, kind, phase/state, time and prompt; returns how many.
fn prompts_section(conn: &Connection, text: &mut String) -> usize {
    let _ = writeln!(
        text,
        "\nthe last {PROMPTS_LISTED} tasks' prompts, newest first:"
    );
    let rows = conn
        .prepare(
            "SELECT id, model, COALESCE(kind, '(unknown)'),
                    phase || COALESCE('/' || state, ''), created_ms, request_json, prompt_excerpt
               FROM tasks ORDER BY created_ms DESC, id DESC LIMIT ?1",
        )
        .and_then(|mut statement| {
            statement
                .query_map([LIMIT], |row| {
                    Ok(Task {
                        row: row.get(0)?,
                        model: row.get(1)?,
                        kind: row.get(2)?,
                        state: row.get(3)?,
                        created_ms: row.get(4)?,
                        request_json: row.get(5)?,
                        excerpt: row.get(6)?,
                    })
                })?
                .collect::<Result<Vec<_>, _>>()
        });
    match rows {
        Ok(tasks) if tasks.is_empty() => {
            text.push_str("  (none)\n");
            0
        }
        Ok(tasks) => {
            for task in &tasks {
                let created = jiff::Timestamp::from_millisecond(task.created_ms)
                    .map_or_else(|_| task.created_ms.to_string(), |t| t.to_string());
                let prompt = task.prompt().replace('\n', "\n    ");
                let _ = writeln!(
                    text,
                    "  task row {} · {} · {} · {} · {created}\n    {prompt}",
                    task.row, task.model, task.kind, task.state
                );
            }
            tasks.len()
        }
        Err(err) => {
            let _ = writeln!(text, "  (could not be read: {err})");
            0
        }
    }
}

/// One task of the prompts' section.
struct Task {
    row: i64,
    model: String,
    kind: String,
    state: String,
    created_ms: i64,
    request_json: String,
    excerpt: String,
}

impl Task {
    /// The whole prompt from the stored request (`input.prompt`), else the stored excerpt.
    fn prompt(&self) -> String {
        serde_json::from_str::<serde_json::Value>(&self.request_json)
            .ok()
            .and_then(|request| {
                request
                    .pointer("/input/prompt")
                    .and_then(serde_json::Value::as_str)
                    .map(str::to_owned)
            })
            .unwrap_or_else(|| self.excerpt.clone())
    }
}
