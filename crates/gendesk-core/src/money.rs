//! Amounts of money as people read them. The service reports balances in USD as bare JSON
//! numbers, which may be negative (an account in debt) or absurd (`1e308` from a broken
//! service); one formatter keeps every place that shows money short and readable.

/// From this size on an amount is shown in scientific notation (`$1.0e12`): printing every
/// digit of `1e308` would take 300 characters.
const COMPACT_FROM_USD: f64 = 1e12;

/// An amount in USD for people, written the way the language in force writes money:
/// `$25.00`, `$1,234.50`, `-$3.20` in English, `1.234,50 $` in German, `1 234,50 $US` in
/// French; from a trillion on in short scientific form (`$1.0e308`); `unknown` (in the
/// language) when it is not a number at all (NaN, infinite). Exports, manifests and `--json`
/// keep bare numbers: this is for eyes only.
pub fn format_usd(amount: f64) -> String {
    format_usd_in(amount, crate::i18n::language())
}

/// Where one language puts the dollar sign (the figure itself follows
/// [`crate::i18n::numbers::style`]).
struct MoneyStyle {
    /// Before the figure (after the minus sign), e.g. `$` or `US$ `.
    before: &'static str,
    /// After the figure, e.g. ` $` or ` $US`.
    after: &'static str,
}

fn style(language: crate::i18n::Language) -> MoneyStyle {
    let (before, after) = match language.tag {
        "zh-CN" | "ko" => ("US$", ""),
        "de" => ("", "\u{a0}$"),
        "fr" => ("", "\u{a0}$US"),
        "es" => ("", "\u{a0}US$"),
        "pt-BR" => ("US$\u{a0}", ""),
        _ => ("$", ""),
    };
    MoneyStyle { before, after }
}

/// [`format_usd`] in `language`.
pub fn format_usd_in(amount: f64, language: crate::i18n::Language) -> String {
    if !amount.is_finite() {
        return crate::i18n::tr("money-unknown", None);
    }
    let MoneyStyle { before, after } = style(language);
    let figures = crate::i18n::numbers::style(language);
    let sign = if amount < 0.0 { "-" } else { "" };
    let size = amount.abs();
    if size >= COMPACT_FROM_USD {
        let figure = format!("{size:.1e}").replace('.', &figures.decimal.to_string());
        return format!("{sign}{before}{figure}{after}");
    }
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "size is finite, not negative and below 1e12, so its cents (below 1e14) fit a u64 exactly"
    )]
    let cents = (size * 100.0).round() as u64;
    // -0.001 rounds to nothing: no "-$0.00".
    let sign = if cents == 0 { "" } else { sign };
    let whole = cents / 100;
    let whole = if whole >= figures.group_from {
        crate::i18n::numbers::group_thousands(whole, figures.group)
    } else {
        whole.to_string()
    };
    format!(
        "{sign}{before}{whole}{}{:02}{after}",
        figures.decimal,
        cents % 100
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_amounts_have_two_decimals() {
        assert_eq!(format_usd(25.0), "$25.00");
        assert_eq!(format_usd(24.96), "$24.96");
        assert_eq!(format_usd(0.01), "$0.01");
        assert_eq!(format_usd(0.0), "$0.00");
        assert_eq!(format_usd(0.005), "$0.01", "half a cent rounds up");
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(format_usd(1234.5), "$1,234.50");
        assert_eq!(format_usd(999_999.999), "$1,000,000.00");
        assert_eq!(format_usd(123_456_789_012.34), "$123,456,789,012.34");
    }

    #[test]
    fn negative_amounts_put_the_sign_before_the_dollar() {
        assert_eq!(format_usd(-3.2), "-$3.20");
        assert_eq!(format_usd(-1500.0), "-$1,500.00");
        assert_eq!(format_usd(-0.001), "$0.00", "no negative zero");
        assert_eq!(format_usd(-0.0), "$0.00");
    }

    #[test]
    fn huge_amounts_are_compact() {
        assert_eq!(format_usd(1e308), "$1.0e308");
        assert_eq!(format_usd(f64::MAX), "$1.8e308");
        assert_eq!(format_usd(-1e308), "-$1.0e308");
        assert_eq!(format_usd(1e12), "$1.0e12");
        for huge in [1e12, 1e100, f64::MAX, -f64::MAX] {
            assert!(format_usd(huge).len() <= 10, "{huge}: {}", format_usd(huge));
        }
    }

    #[test]
    fn each_language_writes_money_its_own_way() {
        use crate::i18n::{LANGUAGES, by_tag};
        let amount = 12_345.6;
        let cases = [
            ("en-US", "$12,345.60"),
            ("ja", "$12,345.60"),
            ("zh-CN", "US$12,345.60"),
            ("ko", "US$12,345.60"),
            ("de", "12.345,60\u{a0}$"),
            ("fr", "12\u{202f}345,60\u{a0}$US"),
            ("es", "12.345,60\u{a0}US$"),
            ("pt-BR", "US$\u{a0}12.345,60"),
        ];
        assert_eq!(cases.len(), LANGUAGES.len(), "every language");
        for (tag, want) in cases {
            let language = by_tag(tag).unwrap();
            assert_eq!(format_usd_in(amount, language), want, "{tag}");
        }
        let spanish = by_tag("es").unwrap();
        assert_eq!(
            format_usd_in(1234.5, spanish),
            "1234,50\u{a0}US$",
            "4 digits stay whole"
        );
        let german = by_tag("de").unwrap();
        assert_eq!(format_usd_in(-3.2, german), "-3,20\u{a0}$");
        assert_eq!(format_usd_in(1e308, german), "1,0e308\u{a0}$");
        assert_eq!(format_usd_in(-0.001, german), "0,00\u{a0}$");
    }

    #[test]
    fn not_a_number_is_unknown() {
        assert_eq!(format_usd(f64::NAN), "unknown");
        assert_eq!(format_usd(f64::INFINITY), "unknown");
        assert_eq!(format_usd(f64::NEG_INFINITY), "unknown");
    }
}
