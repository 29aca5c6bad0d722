//! The figures Insights and `gendesk report` show, per model and in total, with the balances
//! the service reported; serialised with exactly the keys `gendesk report --json` documents.

use std::collections::BTreeMap;

use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serialize;

use super::Period;
use crate::store::{BatchFigures, InsightScope, ModelRows, ProfileId, Store, StoreError};

/// Processing times: nearest-rank percentiles and the longest, in ms (`null` when no task has
/// one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
pub struct Percentiles {
    /// Half the tasks took at most this long.
    pub p50: Option<i64>,
    /// Nine in ten took at most this long.
    pub p90: Option<i64>,
    /// The longest.
    pub max: Option<i64>,
}

impl Percentiles {
    /// Of `sorted` (ascending).
    pub fn of(sorted: &[i64]) -> Self {
        let rank = |p: f64| -> Option<i64> {
            if sorted.is_empty() {
                return None;
            }
            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                clippy::cast_precision_loss,
                reason = "a rank between 1 and the number of tasks"
            )]
            let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
            sorted.get(rank - 1).copied()
        };
        Self {
            p50: rank(0.5),
            p90: rank(0.9),
            max: sorted.last().copied(),
        }
    }
}

/// Money spent, in USD.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Default)]
pub struct Spent {
    /// By the prices GenDesk knew when it sent the tasks; failed tasks are not counted (the
    /// service refunds them).
    pub estimated: f64,
    /// By the balance, for the tasks it could be measured for (a task sent alone between two
    /// balance answers).
    pub measured: f64,
}

/// Figures of a set of tasks.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Figures {
    /// Tasks the service accepted.
    pub tasks: u64,
    /// Finished with results.
    pub succeeded: u64,
    /// Finished with a failure.
    pub failed: u64,
    /// How often each failure code came.
    pub fail_codes: BTreeMap<String, u64>,
    /// Processing times of the succeeded tasks.
    pub processing_ms: Percentiles,
    /// What they cost.
    pub spent_usd: Spent,
    /// Tasks that did not fail and whose price is not known (their cost is not in
    /// `spent_usd.estimated`).
    pub unpriced: u64,
    /// Tasks whose cost the balance measured.
    pub measured_tasks: u64,
    /// Waiting before processing (the service's completion − creation − processing times).
    pub queue_ms: Percentiles,
    /// From sending to the first result on disk (tasks GenDesk downloaded).
    pub to_file_ms: Percentiles,
    /// The estimated cost of the succeeded tasks alone (for the cost per success).
    #[serde(skip)]
    pub succeeded_usd: f64,
}

impl Figures {
    fn of(rows: &ModelRows) -> Self {
        Self {
            tasks: rows.tasks,
            succeeded: rows.succeeded,
            failed: rows.failed,
            fail_codes: rows.fail_codes.clone(),
            processing_ms: Percentiles::of(&rows.processing_ms),
            spent_usd: Spent {
                estimated: cents(rows.estimated_usd),
                measured: cents(rows.measured_usd),
            },
            unpriced: rows.unpriced,
            measured_tasks: rows.measured,
            queue_ms: Percentiles::of(&rows.queue_ms),
            to_file_ms: Percentiles::of(&rows.to_file_ms),
            succeeded_usd: cents(rows.succeeded_usd),
        }
    }

    /// Successes among finished tasks, 0–1 (`None` before any finished).
    pub fn success_rate(&self) -> Option<f64> {
        let finished = self.succeeded + self.failed;
        #[allow(clippy::cast_precision_loss, reason = "task counts are far below 2^52")]
        (finished > 0).then(|| self.succeeded as f64 / finished as f64)
    }

    /// Estimated cost per succeeded task (tasks still running do not count yet).
    pub fn cost_per_success(&self) -> Option<f64> {
        #[allow(clippy::cast_precision_loss, reason = "task counts are far below 2^52")]
        (self.succeeded > 0).then(|| self.succeeded_usd / self.succeeded as f64)
    }
}

/// One model's figures.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ModelReport {
    /// The model ID.
    pub model: String,
    /// Its figures.
    #[serde(flatten)]
    pub figures: Figures,
    /// When each priced task that did not fail was recorded, and its estimate (for the spend
    /// plot; not in the report's JSON).
    #[serde(skip)]
    pub spend: Vec<(i64, f64)>,
}

/// A balance the service reported.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BalancePoint {
    /// When (RFC 3339, UTC).
    pub time: String,
    /// How much, in USD.
    pub usd: f64,
    /// The same time in Unix ms (for plots).
    #[serde(skip)]
    pub at_ms: i64,
    /// Whose balance.
    #[serde(skip)]
    pub profile: ProfileId,
}

/// Everything Insights shows for one scope.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Report {
    /// Per model, by model ID.
    pub models: Vec<ModelReport>,
    /// Over every model.
    pub totals: Figures,
    /// The balances reported in the period, oldest first.
    pub balance_samples: Vec<BalancePoint>,
    /// The newest batches in the scope, newest first (not in the report's JSON).
    #[serde(skip)]
    pub batches: Vec<BatchFigures>,
}

impl Report {
    /// The figures of `profile` (every profile when `None`) over `period`.
    pub fn of_period(
        store: &Store,
        profile: Option<ProfileId>,
        period: Period,
    ) -> Result<Self, StoreError> {
        Self::compute(store, &InsightScope::of(profile, period.range()))
    }

    /// The figures of the tasks in `scope`.
    pub fn compute(store: &Store, scope: &InsightScope) -> Result<Self, StoreError> {
        let rows = store.insight_rows(scope)?;
        let mut all = ModelRows::default();
        let mut models = Vec::with_capacity(rows.len());
        for (model, figures) in &rows {
            all.tasks += figures.tasks;
            all.succeeded += figures.succeeded;
            all.failed += figures.failed;
            for (code, n) in &figures.fail_codes {
                *all.fail_codes.entry(code.clone()).or_default() += n;
            }
            all.processing_ms.extend(&figures.processing_ms);
            all.queue_ms.extend(&figures.queue_ms);
            all.to_file_ms.extend(&figures.to_file_ms);
            all.estimated_usd += figures.estimated_usd;
            all.succeeded_usd += figures.succeeded_usd;
            all.unpriced += figures.unpriced;
            all.measured_usd += figures.measured_usd;
            all.measured += figures.measured;
            models.push(ModelReport {
                model: model.clone(),
                figures: Figures::of(figures),
                spend: figures.spend.clone(),
            });
        }
        all.processing_ms.sort_unstable();
        all.queue_ms.sort_unstable();
        all.to_file_ms.sort_unstable();
        let balance_samples = store
            .balance_samples(scope.profile, scope.range.clone())?
            .into_iter()
            .map(|sample| BalancePoint {
                time: rfc3339(sample.at_ms),
                usd: sample.usd,
                at_ms: sample.at_ms,
                profile: sample.profile,
            })
            .collect();
        Ok(Self {
            models,
            totals: Figures::of(&all),
            balance_samples,
            batches: store.batch_figures(scope)?,
        })
    }
}

/// Sums of cents come out with float dust (0.30000000000000004): kept to the micro-dollar.
fn cents(usd: f64) -> f64 {
    (usd * 1e6).round() / 1e6
}

pub(super) fn rfc3339(ms: i64) -> String {
    DateTime::<Utc>::from_timestamp_millis(ms).map_or_else(String::new, |t| {
        t.to_rfc3339_opts(SecondsFormat::Millis, true)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_percentiles() {
        assert_eq!(Percentiles::of(&[]), Percentiles::default());
        let one = Percentiles::of(&[7]);
        assert_eq!((one.p50, one.p90, one.max), (Some(7), Some(7), Some(7)));
        let ten: Vec<i64> = (1..=10).map(|n| n * 100).collect();
        let p = Percentiles::of(&ten);
        assert_eq!((p.p50, p.p90, p.max), (Some(500), Some(900), Some(1000)));
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00.000Z");
        assert!((cents(0.1 + 0.2) - 0.3).abs() < f64::EPSILON);
    }
}
