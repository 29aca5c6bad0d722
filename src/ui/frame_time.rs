//! `FrameTime`: the clock reading a frame is drawn at and the time zone its dates are shown
//! in. The window reads the clock once per frame; views format times only through this, so a
//! view drawn from a hand-built `FrameTime` looks the same on every machine. Dates are written
//! the way the language in force writes them (`gendesk_core::i18n::dates`).

use chrono::{DateTime, FixedOffset, Local, TimeZone};
use gendesk_core::i18n::{self, dates};

/// Where dates are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Zone {
    /// The machine's time zone (the window).
    Local,
    /// A fixed offset from UTC (view tests).
    #[cfg_attr(not(test), allow(dead_code, reason = "used by the view tests"))]
    Fixed(FixedOffset),
}

/// This frame's time and the zone its dates are shown in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FrameTime {
    /// Now, in Unix milliseconds.
    pub now_ms: i64,
    zone: Zone,
}

impl FrameTime {
    /// Reads the clock; dates in the machine's time zone.
    pub fn now() -> Self {
        Self {
            now_ms: gendesk_core::engine::now_ms(),
            zone: Zone::Local,
        }
    }

    /// A fixed instant shown in UTC (view tests).
    #[cfg(test)]
    pub fn utc(now_ms: i64) -> Self {
        Self {
            now_ms,
            zone: Zone::Fixed(chrono::Offset::fix(&chrono::Utc)),
        }
    }

    /// `ms` as a date in this zone, `None` when out of range.
    fn at(self, ms: i64) -> Option<DateTime<FixedOffset>> {
        match self.zone {
            Zone::Local => Local
                .timestamp_millis_opt(ms)
                .single()
                .map(|t| t.fixed_offset()),
            Zone::Fixed(offset) => offset.timestamp_millis_opt(ms).single(),
        }
    }

    /// "14:03:27" for a time today, "2026-11-23 14:03" for another day (as the language
    /// writes dates); "—" when out of range.
    pub fn local_time(self, ms: i64) -> String {
        let Some(time) = self.at(ms) else {
            return "—".to_owned();
        };
        let same_day = self
            .at(self.now_ms)
            .is_some_and(|now| now.date_naive() == time.date_naive());
        if same_day {
            dates::clock(time.naive_local())
        } else {
            dates::date_time(time.naive_local(), i18n::language())
        }
    }

    /// The wall-clock time of `ms`, "14:03:27"; empty when out of range.
    pub fn clock_time(self, ms: i64) -> String {
        self.at(ms)
            .map_or_else(String::new, |t| dates::clock(t.naive_local()))
    }

    /// "23 Nov 14:03" (as the language writes it); empty when out of range.
    pub fn day_time(self, ms: i64) -> String {
        self.at(ms).map_or_else(String::new, |t| {
            dates::day_time(t.naive_local(), i18n::language())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-23 14:03:27 UTC.
    const NOW: i64 = 1_795_442_607_000;

    #[test]
    fn times_today_show_the_clock_and_other_days_the_date() {
        let time = FrameTime::utc(NOW);
        assert_eq!(time.local_time(NOW - 60_000), "14:02:27");
        assert_eq!(time.local_time(NOW - 86_400_000), "2026-11-22 14:03");
        assert_eq!(time.clock_time(NOW), "14:03:27");
        assert_eq!(time.day_time(NOW), "23 Nov 14:03");
        assert_eq!(time.local_time(i64::MAX), "—");
        assert_eq!(time.clock_time(i64::MAX), "");
    }
}
