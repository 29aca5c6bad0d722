//! Amounts of money as people read them. The service reports balances in USD as bare JSON
//! numbers, which may be negative (an account in debt) or absurd (`1e308` from a broken
//! service); one formatter keeps every place that shows money short and readable.

/// From this size on an amount is shown in scientific notation (`$1.0e12`): printing every
/// digit of `1e308` would take 300 characters.
const COMPACT_FROM_USD: f64 = 1e12;

/// An amount in USD for people: `$25.00`, `$1,234.50`, `-$3.20`; from a trillion on in short
/// scientific form (`$1.0e308`); `unknown` when it is not a number at all (NaN, infinite).
pub fn format_usd(amount: f64) -> String {
    if !amount.is_finite() {
        return "unknown".to_owned();
    }
    let sign = if amount < 0.0 { "-" } else { "" };
    let size = amount.abs();
    if size >= COMPACT_FROM_USD {
        return format!("{sign}${size:.1e}");
    }
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "size is finite, not negative and below 1e12, so its cents (below 1e14) fit a u64 exactly"
    )]
    let cents = (size * 100.0).round() as u64;
    if cents == 0 {
        // -0.001 rounds to nothing: no "-$0.00".
        return "$0.00".to_owned();
    }
    format!("{sign}${}.{:02}", group_thousands(cents / 100), cents % 100)
}

/// `1234567` → `1,234,567`.
fn group_thousands(whole: u64) -> String {
    let digits = whole.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
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
    fn not_a_number_is_unknown() {
        assert_eq!(format_usd(f64::NAN), "unknown");
        assert_eq!(format_usd(f64::INFINITY), "unknown");
        assert_eq!(format_usd(f64::NEG_INFINITY), "unknown");
    }
}
