//! Balances the service reported, per profile and time: recorded by the engine each time it
//! reads the balance (at its start, after submissions and refunds, when asked), read back for
//! the Insights view and `gendesk report`.

use std::ops::Range;

use rusqlite::params;

use super::values::{ProfileId, TaskRow};
use super::{Store, StoreError};

/// One balance answer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BalanceSample {
    /// Whose.
    pub profile: ProfileId,
    /// When it was asked for (Unix ms): everything the service did before is in it.
    pub asked_ms: i64,
    /// When the answer came: nothing the service did after is in it.
    pub at_ms: i64,
    /// What it said, in US dollars.
    pub usd: f64,
}

impl Store {
    /// Keeps a balance the service reported for `sample.profile`. A value that is not a finite
    /// number, or an answer before its question, is refused (the service's answer was already
    /// checked; this is a guard).
    pub fn record_balance(&mut self, sample: BalanceSample) -> Result<(), StoreError> {
        if !sample.usd.is_finite() || sample.asked_ms > sample.at_ms {
            return Err(StoreError::InvalidInput {
                detail: crate::t!(
                    "store-detail-bad-balance",
                    usd = sample.usd.to_string(),
                    asked_ms = sample.asked_ms.to_string(),
                    at_ms = sample.at_ms.to_string()
                ),
            });
        }
        self.write("store-doing-recording-a-balance", |conn| {
            conn.prepare_cached(
                "INSERT INTO balance_samples (profile_id, asked_ms, at_ms, usd)
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![
                sample.profile,
                sample.asked_ms,
                sample.at_ms,
                sample.usd
            ])?;
            Ok(())
        })
    }

    /// After the newest balance of `profile`: when exactly one task was sent between it and the
    /// one before (a single task, accepted before the newest was asked for and recorded after
    /// the older was answered; no batch and no failure, which may be refunded, in between), the
    /// balance's drop is what that task cost: kept as its measured cost. Returns the task and
    /// the amount when one was measured.
    pub fn measure_lone_submission(
        &mut self,
        profile: ProfileId,
    ) -> Result<Option<(TaskRow, f64)>, StoreError> {
        self.write("store-doing-measuring-what-a-task-cost", |conn| {
            let samples: Vec<(i64, i64, f64)> = conn
                .prepare_cached(
                    "SELECT asked_ms, at_ms, usd FROM balance_samples
                      WHERE profile_id = ?1 ORDER BY at_ms DESC, id DESC LIMIT 2",
                )?
                .query_map(params![profile], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<rusqlite::Result<_>>()?;
            let [(asked, _, now_usd), (before_asked, before_at, before_usd)] = samples[..] else {
                return Ok(None);
            };
            let recorded: Vec<(TaskRow, Option<i64>, Option<i64>)> = conn
                .prepare_cached(
                    "SELECT id, batch_row, submitted_ms FROM tasks
                      WHERE profile_id = ?1 AND created_ms >= ?2 AND created_ms <= ?3",
                )?
                .query_map(params![profile, before_asked, asked], |r| {
                    Ok((r.get(0)?, r.get(1)?, r.get(2)?))
                })?
                .collect::<rusqlite::Result<_>>()?;
            let [(task, None, Some(accepted))] = recorded[..] else {
                return Ok(None);
            };
            let created: i64 = conn
                .prepare_cached("SELECT created_ms FROM tasks WHERE id = ?1")?
                .query_row(params![task], |r| r.get(0))?;
            let others: i64 = conn
                .prepare_cached(
                    "SELECT (SELECT COUNT(*) FROM batches
                              WHERE profile_id = ?1 AND created_ms >= ?2 AND created_ms <= ?3)
                          + (SELECT COUNT(*) FROM tasks
                              WHERE profile_id = ?1 AND state = 'failed'
                                AND updated_ms >= ?2 AND updated_ms <= ?3)",
                )?
                .query_row(params![profile, before_asked, asked], |r| r.get(0))?;
            let spent = before_usd - now_usd;
            let clean = created > before_at && accepted <= asked && others == 0;
            if !clean || !spent.is_finite() || spent < 0.0 {
                return Ok(None);
            }
            // To the micro-dollar: the balance's own precision, without float dust.
            let spent = (spent * 1e6).round() / 1e6;
            conn.prepare_cached("UPDATE tasks SET measured_usd = ?2 WHERE id = ?1")?
                .execute(params![task, spent])?;
            Ok(Some((task, spent)))
        })
    }

    /// The balances of `profile` (every profile when `None`) reported within `range` (Unix ms,
    /// end excluded), oldest first.
    pub fn balance_samples(
        &self,
        profile: Option<ProfileId>,
        range: Range<i64>,
    ) -> Result<Vec<BalanceSample>, StoreError> {
        self.read("store-doing-reading-balances", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT profile_id, asked_ms, at_ms, usd FROM balance_samples
                  WHERE (?1 IS NULL OR profile_id = ?1) AND at_ms >= ?2 AND at_ms < ?3
                  ORDER BY at_ms, id",
            )?;
            let rows = stmt.query_map(params![profile, range.start, range.end], |row| {
                Ok(BalanceSample {
                    profile: row.get(0)?,
                    asked_ms: row.get(1)?,
                    at_ms: row.get(2)?,
                    usd: row.get(3)?,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(profile: ProfileId, at_ms: i64, usd: f64) -> BalanceSample {
        BalanceSample {
            profile,
            asked_ms: at_ms - 5,
            at_ms,
            usd,
        }
    }

    #[test]
    fn balances_are_kept_per_profile_in_time_order() {
        let mut store = Store::open_in_memory().unwrap();
        let a = store
            .upsert_profile("a", "http://127.0.0.1:1", true, 0)
            .unwrap();
        let b = store
            .upsert_profile("b", "http://127.0.0.1:2", false, 0)
            .unwrap();
        store.record_balance(sample(a, 2_000, 9.5)).unwrap();
        store.record_balance(sample(a, 1_000, 10.0)).unwrap();
        store.record_balance(sample(b, 1_500, 3.25)).unwrap();
        assert!(store.record_balance(sample(a, 3_000, f64::NAN)).is_err());
        let backwards = BalanceSample {
            asked_ms: 4_000,
            ..sample(a, 3_000, 1.0)
        };
        assert!(store.record_balance(backwards).is_err());

        let of_a = store.balance_samples(Some(a), 0..i64::MAX).unwrap();
        let values: Vec<(i64, f64)> = of_a.iter().map(|s| (s.at_ms, s.usd)).collect();
        assert_eq!(values, [(1_000, 10.0), (2_000, 9.5)]);
        assert_eq!(store.balance_samples(None, 0..i64::MAX).unwrap().len(), 3);
        let window = store.balance_samples(None, 1_500..2_000).unwrap();
        assert_eq!(window.len(), 1);
        assert_eq!(window[0].profile, b);
    }

    /// A task recorded at `created` and accepted at `accepted`.
    fn task(store: &mut Store, profile: ProfileId, created: i64, accepted: i64) -> TaskRow {
        let row = store
            .insert_submission(profile, "m", None, "{}", "a fox", created)
            .unwrap();
        store
            .mark_submitted(row, &format!("t-{created}"), accepted)
            .unwrap();
        row
    }

    #[test]
    fn a_lone_task_between_two_balances_is_measured_and_others_are_not() {
        let mut store = Store::open_in_memory().unwrap();
        let p = store
            .upsert_profile("p", "http://127.0.0.1:1", true, 0)
            .unwrap();
        assert_eq!(
            store.measure_lone_submission(p).unwrap(),
            None,
            "no balance"
        );
        store.record_balance(sample(p, 1_000, 25.0)).unwrap();
        let lone = task(&mut store, p, 1_100, 1_200);
        store.record_balance(sample(p, 1_300, 24.98)).unwrap();
        assert_eq!(
            store.measure_lone_submission(p).unwrap(),
            Some((lone, 0.02))
        );

        // Two tasks between the same two balances: whose was which part is not known.
        task(&mut store, p, 1_400, 1_450);
        task(&mut store, p, 1_500, 1_550);
        store.record_balance(sample(p, 1_600, 24.90)).unwrap();
        assert_eq!(store.measure_lone_submission(p).unwrap(), None);

        // A task accepted only after the balance was asked for: its cost may not be in it.
        task(&mut store, p, 1_700, 1_900);
        store.record_balance(sample(p, 1_800, 24.90)).unwrap();
        assert_eq!(store.measure_lone_submission(p).unwrap(), None);

        // Nothing sent: nothing to measure.
        store.record_balance(sample(p, 2_000, 24.85)).unwrap();
        assert_eq!(store.measure_lone_submission(p).unwrap(), None);
    }
}
