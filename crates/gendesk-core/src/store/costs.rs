//! What tasks were expected to cost: the estimate GenDesk knew when it sent them (kept on the
//! task, or on a batch item until the service accepts it and its task exists).

use rusqlite::params;

use super::values::{BatchRow, ProfileId, TaskRow};
use super::{Store, StoreError};

/// Refuses an amount that is not a finite, non-negative number.
fn check(usd: Option<f64>) -> Result<(), StoreError> {
    match usd {
        Some(usd) if !usd.is_finite() || usd < 0.0 => Err(StoreError::InvalidInput {
            detail: crate::t!("store-detail-bad-cost", usd = usd.to_string()),
        }),
        _ => Ok(()),
    }
}

impl Store {
    /// Keeps what `row` was expected to cost (`None`: not known).
    pub fn set_task_estimate(&mut self, row: TaskRow, usd: Option<f64>) -> Result<(), StoreError> {
        check(usd)?;
        self.write("store-doing-recording-a-tasks-estimated-cost", |conn| {
            conn.prepare_cached("UPDATE tasks SET estimated_usd = ?2 WHERE id = ?1")?
                .execute(params![row, usd])?;
            Ok(())
        })
    }

    /// Keeps what each item of `batch` is expected to cost, in the items' order (`None`: not
    /// known). The task an accepted item becomes carries its item's estimate.
    pub fn set_item_estimates(
        &mut self,
        batch: BatchRow,
        estimates: &[Option<f64>],
    ) -> Result<(), StoreError> {
        for usd in estimates {
            check(*usd)?;
        }
        self.write(
            "store-doing-recording-the-batch-items-estimated-costs",
            |conn| {
                let mut stmt = conn.prepare_cached(
                "UPDATE batch_items SET estimated_usd = ?3 WHERE batch_row = ?1 AND ordinal = ?2",
            )?;
                for (ordinal, usd) in (0i64..).zip(estimates) {
                    stmt.execute(params![batch, ordinal, usd])?;
                }
                Ok(())
            },
        )
    }

    /// What `profile` spent since `since_ms` by the estimates: tasks recorded since then that
    /// did not fail (failed tasks are refunded; tasks still being sent count), and the items of
    /// batches still being sent, which are not tasks yet. Unknown prices count as nothing.
    pub fn spent_since(&self, profile: ProfileId, since_ms: i64) -> Result<f64, StoreError> {
        self.read("store-doing-reading-what-was-spent", |conn| {
            let tasks: Option<f64> = conn
                .prepare_cached(
                    "SELECT SUM(estimated_usd) FROM tasks
                      WHERE profile_id = ?1 AND created_ms >= ?2 AND phase <> 'rejected'
                        AND state IS NOT 'failed'",
                )?
                .query_row(params![profile, since_ms], |r| r.get(0))?;
            let items: Option<f64> = conn
                .prepare_cached(
                    "SELECT SUM(i.estimated_usd) FROM batch_items i
                       JOIN batches b ON b.id = i.batch_row
                      WHERE b.profile_id = ?1 AND b.created_ms >= ?2 AND b.phase = 'sending'
                        AND i.task_row IS NULL",
                )?
                .query_row(params![profile, since_ms], |r| r.get(0))?;
            Ok(tasks.unwrap_or(0.0) + items.unwrap_or(0.0))
        })
    }

    /// What `row` cost by the balance (see [`Store::measure_lone_submission`]), if measured.
    pub fn task_measured(&self, row: TaskRow) -> Result<Option<f64>, StoreError> {
        self.task_cost(row, "SELECT measured_usd FROM tasks WHERE id = ?1")
    }

    /// What `row` was expected to cost, if known (`Ok(None)` also for an unknown task).
    pub fn task_estimate(&self, row: TaskRow) -> Result<Option<f64>, StoreError> {
        self.task_cost(row, "SELECT estimated_usd FROM tasks WHERE id = ?1")
    }

    /// One cost column of `row`, read by `sql`.
    fn task_cost(&self, row: TaskRow, sql: &'static str) -> Result<Option<f64>, StoreError> {
        self.read("store-doing-reading-a-tasks-cost", |conn| {
            let usd: Option<Option<f64>> = rusqlite::OptionalExtension::optional(
                conn.prepare_cached(sql)?
                    .query_row(params![row], |r| r.get(0)),
            )?;
            Ok(usd.flatten())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_estimate_is_an_amount_or_unknown() {
        let mut store = Store::open_in_memory().unwrap();
        let profile = store
            .upsert_profile("p", "http://127.0.0.1:1", true, 0)
            .unwrap();
        let row = store
            .insert_submission(profile, "m", None, "{}", "a fox", 0)
            .unwrap();
        assert_eq!(store.task_estimate(row).unwrap(), None);
        store.set_task_estimate(row, Some(0.25)).unwrap();
        assert_eq!(store.task_estimate(row).unwrap(), Some(0.25));
        for bad in [-0.01, f64::NAN, f64::INFINITY] {
            assert!(store.set_task_estimate(row, Some(bad)).is_err(), "{bad}");
        }
        assert_eq!(store.task_estimate(row).unwrap(), Some(0.25), "unchanged");
        store.set_task_estimate(row, None).unwrap();
        assert_eq!(store.task_estimate(row).unwrap(), None);
        assert_eq!(store.task_estimate(TaskRow(999)).unwrap(), None);
    }
}
