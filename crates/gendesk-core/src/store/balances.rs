//! Balances the service reported, per profile and time: recorded by the engine each time it
//! reads the balance (at its start, after submissions and refunds, when asked), read back for
//! the Insights view and `gendesk report`.

use std::ops::Range;

use rusqlite::params;

use super::values::ProfileId;
use super::{Store, StoreError};

/// One balance answer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BalanceSample {
    /// Whose.
    pub profile: ProfileId,
    /// When the answer came (Unix ms).
    pub at_ms: i64,
    /// What it said, in US dollars.
    pub usd: f64,
}

impl Store {
    /// Keeps a balance the service reported for `profile` at `at_ms`. A value that is not a
    /// finite number is refused (the service's answer was already checked; this is a guard).
    pub fn record_balance(
        &mut self,
        profile: ProfileId,
        at_ms: i64,
        usd: f64,
    ) -> Result<(), StoreError> {
        if !usd.is_finite() {
            return Err(StoreError::InvalidInput {
                detail: format!("a balance of {usd} is not an amount"),
            });
        }
        self.write("recording a balance", |conn| {
            conn.prepare_cached(
                "INSERT INTO balance_samples (profile_id, at_ms, usd) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![profile, at_ms, usd])?;
            Ok(())
        })
    }

    /// The balances of `profile` (every profile when `None`) reported within `range` (Unix ms,
    /// end excluded), oldest first.
    pub fn balance_samples(
        &self,
        profile: Option<ProfileId>,
        range: Range<i64>,
    ) -> Result<Vec<BalanceSample>, StoreError> {
        self.read("reading balances", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT profile_id, at_ms, usd FROM balance_samples
                  WHERE (?1 IS NULL OR profile_id = ?1) AND at_ms >= ?2 AND at_ms < ?3
                  ORDER BY at_ms, id",
            )?;
            let rows = stmt.query_map(params![profile, range.start, range.end], |row| {
                Ok(BalanceSample {
                    profile: row.get(0)?,
                    at_ms: row.get(1)?,
                    usd: row.get(2)?,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn balances_are_kept_per_profile_in_time_order() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
        let a = store
            .upsert_profile("a", "http://127.0.0.1:1", true, 0)
            .unwrap();
        let b = store
            .upsert_profile("b", "http://127.0.0.1:2", false, 0)
            .unwrap();
        store.record_balance(a, 2_000, 9.5).unwrap();
        store.record_balance(a, 1_000, 10.0).unwrap();
        store.record_balance(b, 1_500, 3.25).unwrap();
        assert!(store.record_balance(a, 3_000, f64::NAN).is_err());

        let of_a = store.balance_samples(Some(a), 0..i64::MAX).unwrap();
        let values: Vec<(i64, f64)> = of_a.iter().map(|s| (s.at_ms, s.usd)).collect();
        assert_eq!(values, [(1_000, 10.0), (2_000, 9.5)]);
        assert_eq!(store.balance_samples(None, 0..i64::MAX).unwrap().len(), 3);
        let window = store.balance_samples(None, 1_500..2_000).unwrap();
        assert_eq!(window.len(), 1);
        assert_eq!(window[0].profile, b);
    }
}
