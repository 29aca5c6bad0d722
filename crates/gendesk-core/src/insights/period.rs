//! A time range as people give it: `--since 7d` (the last seven days), `--since 2026-11-01`
//! (from that day's start, local time), `--until 2026-11-20` (up to that day's end).

use chrono::{Local, NaiveDate, TimeZone as _};

/// Why a period could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PeriodError {
    /// Neither a span like `7d` nor a date like `2026-11-01`.
    #[error("{}", crate::t!("err-period-unreadable", given = format!("{:?}", .given)))]
    Unreadable {
        /// What was given.
        given: String,
    },
    /// The end comes before the start.
    #[error("{}", crate::t!(
        "err-period-backwards",
        since = .since.clone(),
        until = .until.clone()
    ))]
    Backwards {
        /// The start as given.
        since: String,
        /// The end as given.
        until: String,
    },
}

/// A time range in Unix ms, end excluded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// From (inclusive).
    pub start_ms: i64,
    /// Until (exclusive).
    pub end_ms: i64,
}

impl Period {
    /// Everything.
    pub const ALL: Self = Self {
        start_ms: i64::MIN,
        end_ms: i64::MAX,
    };

    /// The range `since`..`until` as given (either may be absent), relative to `now_ms`.
    pub fn parse(
        since: Option<&str>,
        until: Option<&str>,
        now_ms: i64,
    ) -> Result<Self, PeriodError> {
        let start_ms = match since {
            Some(text) => point(text, now_ms, false)?,
            None => i64::MIN,
        };
        let end_ms = match until {
            Some(text) => point(text, now_ms, true)?,
            None => i64::MAX,
        };
        if since.is_some() && until.is_some() && end_ms <= start_ms {
            return Err(PeriodError::Backwards {
                since: since.unwrap_or_default().to_owned(),
                until: until.unwrap_or_default().to_owned(),
            });
        }
        Ok(Self { start_ms, end_ms })
    }

    /// The last `days` days up to `now_ms`.
    pub fn last_days(days: i64, now_ms: i64) -> Self {
        Self {
            start_ms: now_ms.saturating_sub(days.saturating_mul(86_400_000)),
            end_ms: i64::MAX,
        }
    }

    /// As the store's range.
    pub fn range(self) -> std::ops::Range<i64> {
        self.start_ms..self.end_ms
    }
}

/// A span back from now (`24h`, `7d`), or a local date's start (its end for `until`).
fn point(text: &str, now_ms: i64, end_of_day: bool) -> Result<i64, PeriodError> {
    let unreadable = || PeriodError::Unreadable {
        given: text.to_owned(),
    };
    let trimmed = text.trim();
    let span = |unit_ms: i64, digits: &str| {
        digits
            .parse::<i64>()
            .ok()
            .filter(|n| *n >= 0)
            .map(|n| now_ms.saturating_sub(n.saturating_mul(unit_ms)))
    };
    if let Some(digits) = trimmed.strip_suffix('d') {
        return span(86_400_000, digits).ok_or_else(unreadable);
    }
    if let Some(digits) = trimmed.strip_suffix('h') {
        return span(3_600_000, digits).ok_or_else(unreadable);
    }
    let date = NaiveDate::parse_from_str(trimmed, "%Y-%m-%d").map_err(|_| unreadable())?;
    let day = if end_of_day {
        date.succ_opt().ok_or_else(unreadable)?
    } else {
        date
    };
    let midnight = day.and_hms_opt(0, 0, 0).ok_or_else(unreadable)?;
    Local
        .from_local_datetime(&midnight)
        .earliest()
        .map(|t| t.timestamp_millis())
        .ok_or_else(unreadable)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    #[test]
    fn spans_dates_and_mistakes() {
        let week = Period::parse(Some("7d"), None, NOW).unwrap();
        assert_eq!(week.start_ms, NOW - 7 * 86_400_000);
        assert_eq!(week.end_ms, i64::MAX);
        assert_eq!(
            Period::parse(Some("24h"), None, NOW).unwrap().start_ms,
            NOW - 86_400_000
        );
        let day = Period::parse(Some("2026-11-10"), Some("2026-11-10"), NOW).unwrap();
        assert_eq!(day.end_ms - day.start_ms, 86_400_000, "one whole local day");
        assert_eq!(Period::parse(None, None, NOW).unwrap(), Period::ALL);
        for bad in ["yesterday", "7", "-3d", "2026-13-01", "d"] {
            let err = Period::parse(Some(bad), None, NOW).unwrap_err();
            assert!(
                err.to_string().contains("such as 24h, 7d or 30d"),
                "{bad}: {err}"
            );
        }
        let backwards = Period::parse(Some("2026-11-02"), Some("2026-11-01"), NOW).unwrap_err();
        assert!(matches!(backwards, PeriodError::Backwards { .. }));
    }
}
