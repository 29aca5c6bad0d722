//! The poll scheduler's side of tasks: which active tasks are due, and their schedule.
//!
//! Single tasks are polled one by one (`next_poll_ms`); batch tasks have no schedule of their
//! own and are polled through their batch.

use gendesk_api::ModelKind;
use rusqlite::{Connection, OptionalExtension, params};

use super::error::Res;
use super::values::{BatchRow, KindColumn, ProfileId, TaskRow, count_u32, sql_limit};
use super::{Store, StoreError, task_not_found};
use crate::trouble::Trouble;

/// A task the poll scheduler should query now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PollItem {
    /// The task row.
    pub row: TaskRow,
    /// Its model.
    pub model: String,
    /// The remote taskId.
    pub task_id: String,
    /// Its batch, if it came from one.
    pub batch_row: Option<BatchRow>,
    /// Polls so far (for backoff).
    pub poll_count: u32,
    /// Its kind, if any.
    pub kind: Option<ModelKind>,
}

/// Due active tasks, most overdue first; served by the `tasks_due` index in order.
const DUE_SQL: &str = "SELECT id, model, task_id, batch_row, poll_count, kind FROM tasks
     WHERE profile_id = ?1 AND phase = 'active' AND next_poll_ms <= ?2
     ORDER BY next_poll_ms, id LIMIT ?3";

impl Store {
    /// Schedules (or with `None` unschedules) the next poll of an active task. Returns `false`
    /// when the task is no longer active.
    pub fn set_next_poll(&mut self, row: TaskRow, at_ms: Option<i64>) -> Result<bool, StoreError> {
        self.write("store-doing-scheduling-a-poll", |conn| {
            let n = conn
                .prepare_cached(
                    "UPDATE tasks SET next_poll_ms = ?2 WHERE id = ?1 AND phase = 'active'",
                )?
                .execute(params![row, at_ms])?;
            changed_or_missing(conn, row, n)
        })
    }

    /// Records a failed poll (network error, 5xx…) and when to try again. Returns `false` when
    /// the task is no longer active.
    pub fn record_poll_error(
        &mut self,
        row: TaskRow,
        error: &Trouble,
        now: i64,
        next_poll_ms: Option<i64>,
    ) -> Result<bool, StoreError> {
        self.write("store-doing-recording-a-poll-error", |conn| {
            let n = conn
                .prepare_cached(
                    "UPDATE tasks SET error = ?2, updated_ms = ?3, next_poll_ms = ?4,
                        poll_count = poll_count + 1
                     WHERE id = ?1 AND phase = 'active'",
                )?
                .execute(params![row, error, now, next_poll_ms])?;
            changed_or_missing(conn, row, n)
        })
    }

    /// Active tasks of `profile` whose next poll is due at `now`, most overdue first.
    pub fn due_for_poll(
        &self,
        profile: ProfileId,
        now: i64,
        limit: usize,
    ) -> Result<Vec<PollItem>, StoreError> {
        self.read("store-doing-finding-tasks-to-poll", |conn| {
            let mut stmt = conn.prepare_cached(DUE_SQL)?;
            let rows = stmt.query_map(params![profile, now, sql_limit(limit)], |r| {
                Ok(PollItem {
                    row: r.get(0)?,
                    model: r.get(1)?,
                    task_id: r.get(2)?,
                    batch_row: r.get(3)?,
                    poll_count: count_u32(r, 4)?,
                    kind: r.get::<_, KindColumn>(5)?.0,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }
}

/// `Ok(true)` if an UPDATE touched the row, `Ok(false)` if the row exists but did not match,
/// `NotFound` if it does not exist.
fn changed_or_missing(conn: &Connection, row: TaskRow, changed: usize) -> Res<bool> {
    if changed > 0 {
        return Ok(true);
    }
    let exists = conn
        .prepare_cached("SELECT 1 FROM tasks WHERE id = ?1")?
        .query_row([row], |_| Ok(()))
        .optional()?
        .is_some();
    if exists {
        Ok(false)
    } else {
        Err(task_not_found(row))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn due_query_walks_the_due_index_without_sorting() {
        let store = Store::open_in_memory().unwrap();
        let plan = store
            .conn
            .prepare(&format!("EXPLAIN QUERY PLAN {DUE_SQL}"))
            .unwrap()
            .query_map(params![1, 2, 3], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<rusqlite::Result<Vec<_>>>()
            .unwrap()
            .join("\n");
        assert!(plan.contains("USING INDEX tasks_due"), "{plan}");
        assert!(plan.contains("next_poll_ms<?"), "{plan}");
        assert!(!plan.contains("TEMP B-TREE"), "{plan}");
    }
}
