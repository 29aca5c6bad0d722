//! The spending limit: optional, per profile, per day and per month. A submission or batch whose
//! estimated cost (the pre-flight's own estimate) would take the day's or the month's spend
//! past the limit, or whose price is not known, is held and asked about
//! ([`AccountEvent::OverLimit`](super::AccountEvent::OverLimit)); nothing is recorded or sent
//! until the person answers ([`Command::AnswerOverLimit`](super::Command::AnswerOverLimit)).
//! The check and the recording of what passed it are one step (`limit_gate`), so two
//! submissions at once cannot both slip under the limit.

use chrono::{Datelike as _, Local, NaiveDate, TimeZone as _};

use super::Command;
use super::costs::{estimated_usd, item_estimates};

/// The limits of a profile, in USD (`None`: no limit).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SpendingLimit {
    /// Per calendar day (local time).
    pub per_day_usd: Option<f64>,
    /// Per calendar month (local time).
    pub per_month_usd: Option<f64>,
}

impl SpendingLimit {
    /// Whether any limit applies.
    pub fn is_set(&self) -> bool {
        self.per_day_usd.is_some() || self.per_month_usd.is_some()
    }
}

/// Which limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitPeriod {
    /// Today's.
    Day,
    /// This month's.
    Month,
}

/// Why a submission waits for the person.
#[derive(Debug, Clone, PartialEq)]
pub enum LimitQuestion {
    /// It would pass a limit.
    Over {
        /// Which.
        period: LimitPeriod,
        /// The limit.
        limit_usd: f64,
        /// Spent in the period already (estimated, failed tasks not counted).
        spent_usd: f64,
        /// What this submission is expected to cost.
        cost_usd: f64,
    },
    /// Its price is not known, so whether it stays within the limit is not either.
    UnknownPrice,
}

impl LimitQuestion {
    /// By how much the limit would be passed (0 for an unknown price).
    pub fn over_by_usd(&self) -> f64 {
        match self {
            Self::Over {
                limit_usd,
                spent_usd,
                cost_usd,
                ..
            } => ((spent_usd + cost_usd - limit_usd) * 1e6).round() / 1e6,
            Self::UnknownPrice => 0.0,
        }
    }
}

/// A held submission, as the person is asked about it.
#[derive(Debug, Clone, PartialEq)]
pub struct OverLimitAsk {
    /// Answer with this number.
    pub ask: u64,
    /// What it is, in words ("1 task of sandbox/image-fast", "a run of 3 batches, 120 items").
    pub what: String,
    /// Why it waits.
    pub question: LimitQuestion,
    /// It is one task (a form's Submit), not a batch, run or comparison.
    pub single_task: bool,
}

/// A submission command's estimated cost; `Ok(None)` when one of its prices is unknown;
/// `Err(())` when it is not a submission.
pub(super) fn command_cost(command: &Command) -> Result<Option<f64>, ()> {
    let sum = |costs: Vec<Option<f64>>| costs.into_iter().sum::<Option<f64>>();
    match command {
        Command::SubmitTask {
            model,
            request,
            price,
            ..
        } => Ok(estimated_usd(model, *price, &request.input)),
        Command::SubmitComparison { tasks, .. } => Ok(sum(tasks
            .iter()
            .map(|t| estimated_usd(&t.model, t.price, &t.request.input))
            .collect())),
        Command::SubmitBatch {
            model,
            request,
            price,
            ..
        } => Ok(sum(item_estimates(model, *price, request))),
        Command::SubmitRun {
            model,
            batches,
            price,
            ..
        } => Ok(sum(batches
            .iter()
            .flat_map(|b| item_estimates(model, *price, b))
            .collect())),
        _ => Err(()),
    }
}

/// A submission command in words, in the language in force (it fills the spending limit's
/// question: "1 task of sandbox/image-fast", "3 batches for acme/x, 120 items").
pub(super) fn describe(command: &Command) -> String {
    match command {
        Command::SubmitTask { model, .. } => {
            crate::t!("delivery-held-task", model = model.clone())
        }
        Command::SubmitComparison { tasks, .. } => {
            crate::t!("delivery-held-comparison", count = tasks.len())
        }
        Command::SubmitBatch { model, request, .. } => crate::t!(
            "delivery-held-batch",
            items = request.items.len(),
            model = model.clone()
        ),
        Command::SubmitRun { model, batches, .. } => crate::t!(
            "delivery-held-run",
            batches = batches.len(),
            items = batches.iter().map(|b| b.items.len()).sum::<usize>(),
            model = model.clone()
        ),
        _ => crate::t!("delivery-held-command"),
    }
}

/// The start of today and of this month, local time, in Unix ms.
pub(super) fn period_starts(now_ms: i64) -> (i64, i64) {
    let start = |date: Option<NaiveDate>| {
        date.and_then(|d| d.and_hms_opt(0, 0, 0))
            .and_then(|t| Local.from_local_datetime(&t).earliest())
            .map_or(now_ms, |t| t.timestamp_millis())
    };
    let today = Local
        .timestamp_millis_opt(now_ms)
        .earliest()
        .map(|t| t.date_naive());
    (start(today), start(today.and_then(|d| d.with_day(1))))
}

/// The question to ask for a submission costing `cost` (`None`: unknown) when `spent_day` and
/// `spent_month` were spent already; `None` when it stays within `limit`.
pub(super) fn judge(
    limit: SpendingLimit,
    cost: Option<f64>,
    spent_day: f64,
    spent_month: f64,
) -> Option<LimitQuestion> {
    if !limit.is_set() {
        return None;
    }
    let Some(cost) = cost else {
        return Some(LimitQuestion::UnknownPrice);
    };
    // A thousandth of a cent of float dust never tips the balance.
    let passes = |limit: Option<f64>, spent: f64| limit.filter(|l| spent + cost > l + 1e-9);
    if let Some(limit_usd) = passes(limit.per_day_usd, spent_day) {
        return Some(LimitQuestion::Over {
            period: LimitPeriod::Day,
            limit_usd,
            spent_usd: spent_day,
            cost_usd: cost,
        });
    }
    passes(limit.per_month_usd, spent_month).map(|limit_usd| LimitQuestion::Over {
        period: LimitPeriod::Month,
        limit_usd,
        spent_usd: spent_month,
        cost_usd: cost,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn within_over_and_unknown() {
        let day = SpendingLimit {
            per_day_usd: Some(0.05),
            per_month_usd: Some(1.0),
        };
        assert_eq!(judge(SpendingLimit::default(), None, 9.0, 9.0), None);
        assert_eq!(judge(day, Some(0.02), 0.03, 0.5), None, "exactly the limit");
        let over = judge(day, Some(0.04), 0.03, 0.5).unwrap();
        assert!(matches!(
            over,
            LimitQuestion::Over {
                period: LimitPeriod::Day,
                ..
            }
        ));
        assert!((over.over_by_usd() - 0.02).abs() < 1e-9);
        let month = judge(day, Some(0.02), 0.0, 0.99).unwrap();
        assert!(matches!(
            month,
            LimitQuestion::Over {
                period: LimitPeriod::Month,
                ..
            }
        ));
        assert_eq!(
            judge(day, None, 0.0, 0.0),
            Some(LimitQuestion::UnknownPrice)
        );
        let (today, month_start) = period_starts(1_800_000_000_000);
        assert!(month_start <= today && today <= 1_800_000_000_000);
        assert!(1_800_000_000_000 - today < 86_400_000 + 3_600_000);
    }
}
