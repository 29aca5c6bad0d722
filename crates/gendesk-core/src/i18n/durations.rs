//! Lengths of time for people, in the language in force: `4.1 s`, `2m 05s`, `23 h 5 min` in
//! English; `4,1 s` in German; `4.1 秒`, `2分05秒`, `23時間5分` in Japanese.

use super::numbers;

/// A processing time from milliseconds: seconds with one decimal under a minute (`4.1 s`),
/// minutes and seconds from then on (`2m 05s`); `—` for a negative span.
pub fn seconds(ms: i64) -> String {
    if ms < 0 {
        return "—".to_owned();
    }
    if ms < 60_000 {
        #[allow(clippy::cast_precision_loss, reason = "below a minute of milliseconds")]
        let secs = numbers::decimal(ms as f64 / 1000.0, 1);
        crate::t!("formats-seconds", seconds = secs)
    } else {
        crate::t!(
            "formats-minutes-seconds",
            minutes = ms / 60_000,
            seconds = format!("{:02}", (ms / 1000) % 60)
        )
    }
}

/// Whole minutes for people: `23 h 5 min`, or `5 min` under an hour.
pub fn hours_minutes(minutes: i64) -> String {
    let minutes = minutes.max(0);
    if minutes >= 60 {
        crate::t!(
            "formats-hours-minutes",
            hours = minutes / 60,
            minutes = minutes % 60
        )
    } else {
        crate::t!("formats-minutes", minutes = minutes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{by_tag, keep_to_this_thread, set_language};

    #[test]
    fn english_and_other_languages_write_spans_their_way() {
        keep_to_this_thread();
        set_language(crate::i18n::ENGLISH);
        assert_eq!(seconds(4_100), "4.1 s");
        assert_eq!(seconds(125_000), "2m 05s");
        assert_eq!(seconds(-1), "—");
        assert_eq!(hours_minutes(23 * 60 + 5), "23 h 5 min");
        assert_eq!(hours_minutes(5), "5 min");
        set_language(by_tag("de").unwrap());
        assert_eq!(seconds(4_100), "4,1 s");
        set_language(by_tag("ja").unwrap());
        assert_eq!(seconds(125_000), "2分05秒");
        assert_eq!(hours_minutes(23 * 60 + 5), "23時間5分");
    }
}
