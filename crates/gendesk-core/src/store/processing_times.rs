//! Batch tasks whose processing time (`costTime`) the batch answer did not carry: the engine
//! asks the task's own status once for each, so the history can tell queue time from
//! processing time for batch tasks too.

use rusqlite::params;

use super::values::{ProfileId, TaskRow, sql_limit};
use super::{Store, StoreError};

/// A final batch task without its processing time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeWanted {
    /// Its row.
    pub row: TaskRow,
    /// Its model (for the status URL).
    pub model: String,
    /// The service's task id.
    pub task_id: String,
}

impl Store {
    /// Up to `limit` final batch tasks of `profile` whose processing time is not known and was
    /// not asked for yet, oldest first.
    pub fn processing_times_wanted(
        &self,
        profile: ProfileId,
        limit: usize,
    ) -> Result<Vec<TimeWanted>, StoreError> {
        self.read(
            "store-doing-finding-batch-tasks-without-a-processing-time",
            |conn| {
                let mut stmt = conn.prepare_cached(
                    "SELECT id, model, task_id FROM tasks
                  WHERE profile_id = ?1 AND phase = 'final' AND batch_row IS NOT NULL
                    AND cost_time_ms IS NULL AND task_id IS NOT NULL
                    AND processing_time_asked = 0
                  ORDER BY id LIMIT ?2",
                )?;
                let rows = stmt.query_map(params![profile, sql_limit(limit)], |r| {
                    Ok(TimeWanted {
                        row: r.get(0)?,
                        model: r.get(1)?,
                        task_id: r.get(2)?,
                    })
                })?;
                Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
            },
        )
    }

    /// Keeps `row`'s processing time when it has none yet (`true` when it was kept).
    pub fn record_processing_time(
        &mut self,
        row: TaskRow,
        cost_time_ms: Option<i64>,
        now: i64,
    ) -> Result<bool, StoreError> {
        let Some(ms) = cost_time_ms.filter(|ms| *ms >= 0) else {
            return Ok(false);
        };
        self.write("store-doing-keeping-a-processing-time", |conn| {
            let changed = conn
                .prepare_cached(
                    "UPDATE tasks SET cost_time_ms = ?2, updated_ms = ?3
                      WHERE id = ?1 AND cost_time_ms IS NULL",
                )?
                .execute(params![row, ms, now])?;
            Ok(changed == 1)
        })
    }

    /// `row`'s processing time was asked for (whatever the answer): it is not asked again.
    pub fn mark_processing_time_asked(&mut self, row: TaskRow) -> Result<(), StoreError> {
        self.write(
            "store-doing-noting-a-processing-time-was-asked-for",
            |conn| {
                conn.prepare_cached("UPDATE tasks SET processing_time_asked = 1 WHERE id = ?1")?
                    .execute(params![row])?;
                Ok(())
            },
        )
    }
}
