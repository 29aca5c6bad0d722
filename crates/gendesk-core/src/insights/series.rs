//! Spend over time, per model, in local hours, days or weeks (whichever keeps the plot readable),
//! and how long the balance lasts at the period's rate.

use std::ops::Range;

use chrono::{Datelike as _, Local, TimeZone as _, Timelike as _};
use serde::Serialize;

use super::Report;

/// Buckets at most: beyond this many days, weeks.
const MAX_DAYS: i64 = 120;
/// Spans up to two days are shown by the hour.
const MAX_HOURS: i64 = 48;
const HOUR_MS: i64 = 3_600_000;
const DAY_MS: i64 = 86_400_000;

/// How long one bar of the spend plot is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Bucket {
    /// A local hour.
    Hour,
    /// A local day.
    Day,
    /// A week from Monday, local time.
    Week,
}

impl Bucket {
    /// The bucket's length in ms (nominal: a day with a clock change is longer or shorter).
    pub fn nominal_ms(self) -> i64 {
        match self {
            Self::Hour => HOUR_MS,
            Self::Day => DAY_MS,
            Self::Week => 7 * DAY_MS,
        }
    }

    /// The start (Unix ms) of the bucket holding `ms`.
    fn start_of(self, ms: i64) -> i64 {
        let Some(local) = Local.timestamp_millis_opt(ms).earliest() else {
            return ms;
        };
        let start = match self {
            Self::Hour => local.date_naive().and_hms_opt(local.hour(), 0, 0),
            Self::Day => local.date_naive().and_hms_opt(0, 0, 0),
            Self::Week => {
                let back = i64::from(local.weekday().num_days_from_monday());
                (local.date_naive() - chrono::Duration::days(back)).and_hms_opt(0, 0, 0)
            }
        };
        start
            .and_then(|naive| Local.from_local_datetime(&naive).earliest())
            .map_or(ms, |t| t.timestamp_millis())
    }

    /// The start of the bucket after the one starting at `start`.
    fn next(self, start: i64) -> i64 {
        match self {
            Self::Hour => start + HOUR_MS,
            // A nominal step lands inside the next local day even across a clock change.
            Self::Day => self.start_of(start + DAY_MS + 2 * HOUR_MS),
            Self::Week => self.start_of(start + 7 * DAY_MS + 2 * HOUR_MS),
        }
    }

    /// How a bucket starting at `start` is labelled, in the language in force: `27 Nov 14:00`,
    /// `27 Nov`, `week of 23 Nov` (`11月27日 14:00`, …).
    pub fn label(self, start: i64) -> String {
        let Some(local) = Local.timestamp_millis_opt(start).earliest() else {
            return String::new();
        };
        let at = local.naive_local();
        let language = crate::i18n::language();
        let day = crate::i18n::dates::day(at, language);
        match self {
            Self::Hour => format!("{day} {}", crate::i18n::dates::hours_minutes(at)),
            Self::Day => day,
            Self::Week => crate::t!("insights-week-of", day = day),
        }
    }
}

/// One model's spend per bucket.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ModelSpend {
    /// The model ID.
    pub model: String,
    /// USD per bucket, in the order of [`SpendSeries::starts`].
    pub usd: Vec<f64>,
}

/// Spend over time, stacked by model.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SpendSeries {
    /// How long each bucket is.
    pub bucket: Bucket,
    /// Each bucket's start (Unix ms), ascending, without gaps.
    pub starts: Vec<i64>,
    /// Per model (models that spent nothing are left out).
    pub models: Vec<ModelSpend>,
}

impl SpendSeries {
    /// The spend of `report`'s models over `range` (narrowed to the spending itself when open).
    pub fn of(report: &Report, range: &Range<i64>) -> Self {
        let times = report
            .models
            .iter()
            .flat_map(|m| m.spend.iter().map(|(at, _)| *at));
        let (first, last) = times.fold((i64::MAX, i64::MIN), |(lo, hi), t| (lo.min(t), hi.max(t)));
        if first > last {
            return Self {
                bucket: Bucket::Day,
                starts: Vec::new(),
                models: Vec::new(),
            };
        }
        // A chosen period is shown whole from its start; "all" from the first spending.
        let from = if range.start == i64::MIN {
            first
        } else {
            range.start.min(first)
        };
        let to = last.max(from);
        let span = to - from;
        let bucket = if span <= MAX_HOURS * HOUR_MS {
            Bucket::Hour
        } else if span <= MAX_DAYS * DAY_MS {
            Bucket::Day
        } else {
            Bucket::Week
        };
        let mut starts = vec![bucket.start_of(from)];
        while let Some(&current) = starts.last() {
            let next = bucket.next(current);
            if next > to || next <= current {
                break;
            }
            starts.push(next);
        }
        let index = |at: i64| starts.partition_point(|s| *s <= at).saturating_sub(1);
        let models = report
            .models
            .iter()
            .filter(|m| !m.spend.is_empty())
            .map(|m| {
                let mut usd = vec![0.0; starts.len()];
                for (at, cost) in &m.spend {
                    if let Some(slot) = usd.get_mut(index(*at)) {
                        *slot += cost;
                    }
                }
                ModelSpend {
                    model: m.model.clone(),
                    usd,
                }
            })
            .collect();
        Self {
            bucket,
            starts,
            models,
        }
    }

    /// Every model's spend in bucket `i`.
    pub fn total_at(&self, i: usize) -> f64 {
        self.models.iter().filter_map(|m| m.usd.get(i)).sum()
    }
}

/// The balance and how long it lasts at the period's rate of spending.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Runway {
    /// The newest balance (summed over profiles when several are shown).
    pub balance_usd: f64,
    /// Spent per day in the period (by the estimates).
    pub per_day_usd: f64,
    /// Days until the balance is spent at that rate (`None` when nothing was spent).
    pub days: Option<f64>,
}

impl Runway {
    /// From `report`'s newest balance per profile and its spending since `range.start` (or
    /// since the first spending), up to `now_ms`; at least one day is assumed, so five minutes
    /// of trying models do not read as a daily rate. `None` without any balance.
    pub fn of(report: &Report, range: &Range<i64>, now_ms: i64) -> Option<Self> {
        let mut newest: Vec<(crate::store::ProfileId, i64, f64)> = Vec::new();
        for point in &report.balance_samples {
            match newest.iter_mut().find(|(p, _, _)| *p == point.profile) {
                Some(entry) if entry.1 <= point.at_ms => {
                    *entry = (point.profile, point.at_ms, point.usd);
                }
                Some(_) => {}
                None => newest.push((point.profile, point.at_ms, point.usd)),
            }
        }
        if newest.is_empty() {
            return None;
        }
        let balance_usd = newest.iter().map(|(_, _, usd)| usd).sum();
        let first_spend = report
            .models
            .iter()
            .flat_map(|m| m.spend.iter().map(|(at, _)| *at))
            .min()
            .unwrap_or(now_ms);
        let since = if range.start == i64::MIN {
            first_spend
        } else {
            range.start
        };
        #[allow(clippy::cast_precision_loss, reason = "a span in ms, far below 2^52")]
        let days = ((now_ms - since).max(DAY_MS) as f64) / DAY_MS as f64;
        let per_day_usd = report.totals.spent_usd.estimated / days;
        Some(Self {
            balance_usd,
            per_day_usd,
            days: (per_day_usd > 0.0).then(|| (balance_usd / per_day_usd).max(0.0)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, by_tag};

    #[test]
    fn bucket_labels_are_written_the_language_s_way() {
        i18n::keep_to_this_thread();
        let start = Local
            .with_ymd_and_hms(2026, 11, 23, 14, 0, 0)
            .earliest()
            .unwrap()
            .timestamp_millis();
        let cases = [
            ("en-US", "23 Nov 14:00", "23 Nov", "week of 23 Nov"),
            ("de", "23. Nov. 14:00", "23. Nov.", "Woche ab 23. Nov."),
            ("ja", "11月23日 14:00", "11月23日", "11月23日 の週"),
        ];
        for (tag, hour, day, week) in cases {
            i18n::set_language(by_tag(tag).unwrap());
            let labels = [
                Bucket::Hour.label(start),
                Bucket::Day.label(start),
                Bucket::Week.label(start),
            ];
            assert_eq!(labels, [hour, day, week], "{tag}");
        }
    }
}
