//! Figures the way each language writes them: the decimal mark, the thousands separator and
//! where grouping starts (Spanish leaves `1234` whole), the space before `%`. Money
//! (`crate::money`), sizes (`crate::byte_size`), dates ([`super::dates`]) and the numbers in
//! every translated message (the bundles' formatter) all write figures through here. The
//! service's own values (JSON, exports, manifests, `--json`) never do.

use super::Language;

/// How one language writes a figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberStyle {
    /// Between the whole part and the fraction.
    pub decimal: char,
    /// Between groups of three digits.
    pub group: char,
    /// Smallest whole part whose thousands are grouped (Spanish leaves `1234` alone).
    pub group_from: u64,
    /// Between a figure and `%` (`""` in English, a no-break space in German and French).
    pub before_percent: &'static str,
}

/// English's (and the fallback's) style: `12,345.6`, `45%`.
const ENGLISH_STYLE: NumberStyle = NumberStyle {
    decimal: '.',
    group: ',',
    group_from: 1000,
    before_percent: "",
};

/// `language`'s style.
pub fn style(language: Language) -> NumberStyle {
    match language.tag {
        "de" => NumberStyle {
            decimal: ',',
            group: '.',
            before_percent: "\u{a0}",
            ..ENGLISH_STYLE
        },
        "fr" => NumberStyle {
            decimal: ',',
            group: '\u{202f}',
            before_percent: "\u{202f}",
            ..ENGLISH_STYLE
        },
        "es" => NumberStyle {
            decimal: ',',
            group: '.',
            group_from: 10_000,
            before_percent: "\u{a0}",
        },
        "pt-BR" => NumberStyle {
            decimal: ',',
            group: '.',
            ..ENGLISH_STYLE
        },
        _ => ENGLISH_STYLE,
    }
}

/// `1234567` → `1,234,567` (with `group` between the groups).
pub fn group_thousands(whole: u64, group: char) -> String {
    let digits = whole.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(group);
        }
        out.push(digit);
    }
    out
}

/// A whole number, grouped: `12,345` in English, `12.345` in German, `1234` in Spanish.
pub fn integer(n: i64) -> String {
    integer_in(n, super::language())
}

/// [`integer`] in `language`.
pub fn integer_in(n: i64, language: Language) -> String {
    let style = style(language);
    let sign = if n < 0 { "-" } else { "" };
    let whole = n.unsigned_abs();
    if whole >= style.group_from {
        format!("{sign}{}", group_thousands(whole, style.group))
    } else {
        format!("{sign}{whole}")
    }
}

/// `value` with exactly `places` decimals, grouped: `1,234.5` / `1.234,5`; `—` when it is not
/// a number.
pub fn decimal(value: f64, places: usize) -> String {
    decimal_in(value, places, super::language())
}

/// [`decimal`] in `language`.
pub fn decimal_in(value: f64, places: usize, language: Language) -> String {
    if !value.is_finite() {
        return "—".to_owned();
    }
    let style = style(language);
    let plain = format!("{:.places$}", value.abs());
    let (whole, fraction) = plain.split_once('.').unwrap_or((&plain, ""));
    // A figure too large for u64 keeps its digits ungrouped.
    let whole = match whole.parse::<u64>() {
        Ok(n) if n >= style.group_from => group_thousands(n, style.group),
        _ => whole.to_owned(),
    };
    // -0.04 with one decimal is "0.0", not "-0.0".
    let is_zero = plain.bytes().all(|b| b == b'0' || b == b'.');
    let sign = if value < 0.0 && !is_zero { "-" } else { "" };
    if fraction.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}{}{fraction}", style.decimal)
    }
}

/// A percentage from a figure already in percent, with `places` decimals: `45%`, `45 %`,
/// `12,5 %`.
pub fn percent(value: f64, places: usize) -> String {
    percent_in(value, places, super::language())
}

/// [`percent`] in `language`.
pub fn percent_in(value: f64, places: usize, language: Language) -> String {
    let style = style(language);
    format!(
        "{}{}%",
        decimal_in(value, places, language),
        style.before_percent
    )
}

/// The figure Fluent writes for a number in a message, in the bundle's language: whole
/// numbers as they are (`{ $count }` may be a seed, a port or a year, which are never
/// grouped), fractions with the language's decimal mark (and as many places as the message
/// asks for with `NUMBER(…, minimumFractionDigits: 2)`).
pub fn fluent_number(value: f64, min_places: Option<usize>, language: Language) -> String {
    if value.fract() == 0.0 && min_places.is_none_or(|p| p == 0) && value.abs() < 1e15 {
        return format!("{value:.0}");
    }
    let plain = value.to_string();
    let shown = plain.split_once('.').map_or(0, |(_, f)| f.len());
    let places = shown.max(min_places.unwrap_or(0));
    let style = style(language);
    let text = format!("{value:.places$}");
    text.replace('.', &style.decimal.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{LANGUAGES, by_tag};

    fn tag(tag: &str) -> Language {
        by_tag(tag).unwrap()
    }

    #[test]
    fn each_language_groups_and_marks_decimals_its_own_way() {
        let cases = [
            ("en-US", "12,345.68", "12,345", "45%"),
            ("zh-CN", "12,345.68", "12,345", "45%"),
            ("ja", "12,345.68", "12,345", "45%"),
            ("ko", "12,345.68", "12,345", "45%"),
            ("es", "12.345,68", "12.345", "45\u{a0}%"),
            ("pt-BR", "12.345,68", "12.345", "45%"),
            ("de", "12.345,68", "12.345", "45\u{a0}%"),
            ("fr", "12\u{202f}345,68", "12\u{202f}345", "45\u{202f}%"),
        ];
        assert_eq!(cases.len(), LANGUAGES.len(), "every language");
        for (t, dec, int, pct) in cases {
            assert_eq!(decimal_in(12_345.678, 2, tag(t)), dec, "{t}");
            assert_eq!(integer_in(12_345, tag(t)), int, "{t}");
            assert_eq!(percent_in(45.0, 0, tag(t)), pct, "{t}");
        }
    }

    #[test]
    fn small_figures_signs_and_broken_values() {
        assert_eq!(integer_in(1234, tag("es")), "1234", "4 digits stay whole");
        assert_eq!(integer_in(-1234, tag("de")), "-1.234");
        assert_eq!(integer_in(999, tag("en-US")), "999");
        assert_eq!(
            decimal_in(-0.04, 1, tag("en-US")),
            "0.0",
            "no negative zero"
        );
        assert_eq!(decimal_in(-2.5, 1, tag("de")), "-2,5");
        assert_eq!(decimal_in(f64::NAN, 1, tag("de")), "—");
        assert_eq!(decimal_in(1e300, 0, tag("en-US")).len(), 301, "digits kept");
        assert_eq!(percent_in(12.5, 1, tag("fr")), "12,5\u{202f}%");
    }

    #[test]
    fn numbers_in_messages_keep_whole_numbers_and_mark_fractions() {
        assert_eq!(
            fluent_number(2026.0, None, tag("de")),
            "2026",
            "never grouped"
        );
        assert_eq!(fluent_number(2.5, None, tag("de")), "2,5");
        assert_eq!(fluent_number(2.5, None, tag("en-US")), "2.5");
        assert_eq!(fluent_number(3.0, Some(2), tag("fr")), "3,00");
    }
}
