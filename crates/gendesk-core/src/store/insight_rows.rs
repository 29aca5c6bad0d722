//! The history's raw figures for Insights and `gendesk report`, grouped by model in SQL: task
//! counts by outcome, fail codes, estimated and measured spend, and every succeeded task's
//! processing time (for percentiles). Tasks are chosen by when they were recorded.

use std::collections::BTreeMap;
use std::ops::Range;

use rusqlite::params;

use super::values::ProfileId;
use super::{Store, StoreError};

/// The scope's tasks (`?1` profile or NULL, `?2`..`?3` recorded): those the service accepted.
const SCOPE: &str = "profile_id IS COALESCE(?1, profile_id)
    AND created_ms >= ?2 AND created_ms < ?3 AND task_id IS NOT NULL";

/// Which tasks: of one profile (or all) recorded within a time range (Unix ms, end excluded).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InsightScope {
    /// One profile, or every profile.
    pub profile: Option<ProfileId>,
    /// When the tasks were recorded.
    pub range: Range<i64>,
}

/// One model's raw figures.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ModelRows {
    /// Tasks the service accepted.
    pub tasks: u64,
    /// Of those, final and successful.
    pub succeeded: u64,
    /// Final and failed.
    pub failed: u64,
    /// Failure codes and how often each came (a task ended by GenDesk, such as one the sandbox
    /// lost, counts under its end reason).
    pub fail_codes: BTreeMap<String, u64>,
    /// Processing times of the succeeded tasks that have one, in ms, ascending.
    pub processing_ms: Vec<i64>,
    /// Queue times (accepted → the service started, where it says), in ms, ascending.
    pub queue_ms: Vec<i64>,
    /// Sum of the estimated costs of tasks that did not fail (failed tasks are refunded).
    pub estimated_usd: f64,
    /// Tasks that did not fail and have no estimate.
    pub unpriced: u64,
    /// Sum of the costs the balance measured.
    pub measured_usd: f64,
    /// Tasks with a measured cost.
    pub measured: u64,
}

impl Store {
    /// The raw figures of every model with tasks in `scope`, by model ID.
    pub fn insight_rows(
        &self,
        scope: &InsightScope,
    ) -> Result<BTreeMap<String, ModelRows>, StoreError> {
        self.read("reading figures for Insights", |conn| {
            let mut models: BTreeMap<String, ModelRows> = BTreeMap::new();
            let (profile, start, end) = (scope.profile, scope.range.start, scope.range.end);
            let mut counts = conn.prepare_cached(&format!(
                "SELECT model, COUNT(*),
                        SUM(phase = 'final' AND state = 'success'),
                        SUM(phase = 'final' AND state = 'failed'),
                        SUM(CASE WHEN state IS NOT 'failed' THEN estimated_usd END),
                        SUM(state IS NOT 'failed' AND estimated_usd IS NULL),
                        SUM(measured_usd), COUNT(measured_usd)
                   FROM tasks WHERE {SCOPE} GROUP BY model"
            ))?;
            let rows = counts.query_map(params![profile, start, end], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    ModelRows {
                        tasks: count(r.get(1)?),
                        succeeded: count(r.get(2)?),
                        failed: count(r.get(3)?),
                        estimated_usd: r.get::<_, Option<f64>>(4)?.unwrap_or(0.0),
                        unpriced: count(r.get(5)?),
                        measured_usd: r.get::<_, Option<f64>>(6)?.unwrap_or(0.0),
                        measured: count(r.get(7)?),
                        ..ModelRows::default()
                    },
                ))
            })?;
            for row in rows {
                let (model, figures) = row?;
                models.insert(model, figures);
            }
            let mut codes = conn.prepare_cached(&format!(
                "SELECT model, COALESCE(fail_code, end_reason, 'unknown'), COUNT(*)
                   FROM tasks WHERE {SCOPE} AND phase = 'final' AND state = 'failed'
                  GROUP BY 1, 2"
            ))?;
            let rows = codes.query_map(params![profile, start, end], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get(2)?))
            })?;
            for row in rows {
                let (model, code, n) = row?;
                if let Some(figures) = models.get_mut(&model) {
                    figures.fail_codes.insert(code, count(n));
                }
            }
            let mut times = conn.prepare_cached(&format!(
                "SELECT model, cost_time_ms,
                        CASE WHEN remote_create_ms IS NOT NULL AND completed_ms IS NOT NULL
                             THEN completed_ms - remote_create_ms - cost_time_ms END
                   FROM tasks WHERE {SCOPE} AND phase = 'final' AND state = 'success'
                    AND cost_time_ms IS NOT NULL
                  ORDER BY model, cost_time_ms"
            ))?;
            let rows = times.query_map(params![profile, start, end], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, Option<i64>>(2)?,
                ))
            })?;
            for row in rows {
                let (model, processing, queue) = row?;
                if let Some(figures) = models.get_mut(&model) {
                    figures.processing_ms.push(processing);
                    if let Some(queue) = queue.filter(|q| *q >= 0) {
                        figures.queue_ms.push(queue);
                    }
                }
            }
            for figures in models.values_mut() {
                figures.queue_ms.sort_unstable();
            }
            Ok(models)
        })
    }
}

/// SQLite's counts are never negative.
fn count(n: Option<i64>) -> u64 {
    n.and_then(|n| u64::try_from(n).ok()).unwrap_or(0)
}
