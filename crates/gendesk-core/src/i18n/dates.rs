//! Dates and times the way each language writes them, always on a 24-hour clock: English keeps
//! GenDesk's unambiguous `2026-11-23 14:03` and `23 Nov 14:03`; German writes `23.11.2026
//! 14:03`, Japanese `2026/11/23 14:03` and `11月23日 14:03`, and so on. Exports, manifests and
//! `--json` keep RFC 3339.

use chrono::{Datelike, NaiveDateTime, Timelike};

use super::Language;

/// Short month names for the languages that write them (index 0 is January).
const MONTHS_EN: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];
const MONTHS_DE: [&str; 12] = [
    "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez.",
];
const MONTHS_FR: [&str; 12] = [
    "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.",
    "déc.",
];
const MONTHS_ES: [&str; 12] = [
    "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic",
];
const MONTHS_PT: [&str; 12] = [
    "jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez.",
];

/// `14:03:27`.
pub fn clock(at: NaiveDateTime) -> String {
    format!("{:02}:{:02}:{:02}", at.hour(), at.minute(), at.second())
}

/// `14:03`.
pub fn hours_minutes(at: NaiveDateTime) -> String {
    format!("{:02}:{:02}", at.hour(), at.minute())
}

/// A day and time with the year: `2026-11-23 14:03` (English), `23.11.2026 14:03` (German).
pub fn date_time(at: NaiveDateTime, language: Language) -> String {
    let (y, m, d) = (at.year(), at.month(), at.day());
    let time = hours_minutes(at);
    match language.tag {
        "de" => format!("{d:02}.{m:02}.{y} {time}"),
        "fr" | "es" | "pt-BR" => format!("{d:02}/{m:02}/{y} {time}"),
        "ja" | "zh-CN" => format!("{y}/{m:02}/{d:02} {time}"),
        "ko" => format!("{y}. {m}. {d}. {time}"),
        _ => format!("{y}-{m:02}-{d:02} {time}"),
    }
}

/// A day of this year and a time, short: `23 Nov 14:03`, `23. Nov. 14:03`, `11月23日 14:03`.
pub fn day_time(at: NaiveDateTime, language: Language) -> String {
    format!("{} {}", day(at, language), hours_minutes(at))
}

/// A day of this year, short: `23 Nov`, `23. Nov.`, `23 nov.`, `11月23日`, `11월 23일`.
pub fn day(at: NaiveDateTime, language: Language) -> String {
    let (m, d) = (at.month(), at.day());
    let month = usize::try_from(at.month0()).unwrap_or(0);
    let name = |names: [&'static str; 12]| names.get(month).copied().unwrap_or_default();
    match language.tag {
        "de" => format!("{d}. {}", name(MONTHS_DE)),
        "fr" => format!("{d} {}", name(MONTHS_FR)),
        "es" => format!("{d} {}", name(MONTHS_ES)),
        "pt-BR" => format!("{d} de {}", name(MONTHS_PT)),
        "ja" | "zh-CN" => format!("{m}月{d}日"),
        "ko" => format!("{m}월 {d}일"),
        _ => format!("{d} {}", name(MONTHS_EN)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{LANGUAGES, by_tag};

    #[test]
    fn each_language_writes_dates_its_own_way_on_a_24_hour_clock() {
        let at = chrono::NaiveDate::from_ymd_opt(2026, 3, 5)
            .unwrap()
            .and_hms_opt(14, 3, 27)
            .unwrap();
        let cases = [
            ("en-US", "2026-03-05 14:03", "5 Mar 14:03"),
            ("zh-CN", "2026/03/05 14:03", "3月5日 14:03"),
            ("ja", "2026/03/05 14:03", "3月5日 14:03"),
            ("ko", "2026. 3. 5. 14:03", "3월 5일 14:03"),
            ("es", "05/03/2026 14:03", "5 mar 14:03"),
            ("pt-BR", "05/03/2026 14:03", "5 de mar. 14:03"),
            ("de", "05.03.2026 14:03", "5. März 14:03"),
            ("fr", "05/03/2026 14:03", "5 mars 14:03"),
        ];
        assert_eq!(cases.len(), LANGUAGES.len(), "every language");
        for (tag, full, short) in cases {
            let language = by_tag(tag).unwrap();
            assert_eq!(date_time(at, language), full, "{tag}");
            assert_eq!(day_time(at, language), short, "{tag}");
        }
        assert_eq!(clock(at), "14:03:27");
    }
}
