//! Byte counts as people read them, in one place: [`exact`] for limits people set or were
//! given ("4 GiB", "1000 bytes") and [`approx`] for sizes and progress ("512 bytes",
//! "1.5 KiB", "1.23 GiB"), with the language's decimal mark (`1,5 KiB`) and word for bytes.

use crate::i18n::numbers;

/// `bytes` exactly: in the largest binary unit that divides it, else in bytes — "4 GiB",
/// "1 MiB", "1000 bytes".
pub fn exact(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["", "KiB", "MiB", "GiB", "TiB"];
    let mut unit = 0;
    let mut whole = bytes;
    while whole >= 1024 && whole.is_multiple_of(1024) && unit + 1 < UNITS.len() {
        whole /= 1024;
        unit += 1;
    }
    if unit == 0 {
        return crate::t!("formats-bytes", count = whole);
    }
    format!("{} {}", integer(whole), UNITS[unit])
}

/// A whole figure in the language in force (`u64` beyond `i64` is never a size here).
fn integer(n: u64) -> String {
    numbers::integer(i64::try_from(n).unwrap_or(i64::MAX))
}

/// `bytes` rounded for reading: whole bytes under 1 KiB, one decimal in KiB and MiB, two in
/// GiB and above — "512 bytes", "12.3 KiB", "5.0 MiB", "1.23 GiB".
#[allow(
    clippy::cast_precision_loss,
    reason = "a size shown with two decimals does not need 53 bits"
)]
pub fn approx(bytes: u64) -> String {
    const KIB: f64 = 1024.0;
    let b = bytes as f64;
    if b < KIB {
        crate::t!("formats-bytes", count = bytes)
    } else if b < KIB * KIB {
        format!("{} KiB", numbers::decimal(b / KIB, 1))
    } else if b < KIB * KIB * KIB {
        format!("{} MiB", numbers::decimal(b / KIB / KIB, 1))
    } else if b < KIB * KIB * KIB * KIB {
        format!("{} GiB", numbers::decimal(b / KIB / KIB / KIB, 2))
    } else {
        format!("{} TiB", numbers::decimal(b / KIB / KIB / KIB / KIB, 2))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_uses_the_largest_unit_that_divides() {
        assert_eq!(exact(4 << 30), "4 GiB");
        assert_eq!(exact(1 << 20), "1 MiB");
        assert_eq!(exact(1000), "1000 bytes");
        assert_eq!(exact(1536), "1536 bytes");
        assert_eq!(exact(1), "1 byte");
    }

    #[test]
    fn sizes_follow_the_language() {
        crate::i18n::keep_to_this_thread();
        crate::i18n::set_language(crate::i18n::by_tag("de").unwrap());
        assert_eq!(approx(1536), "1,5 KiB");
        assert_eq!(approx(512), "512 Byte");
        crate::i18n::set_language(crate::i18n::by_tag("ja").unwrap());
        assert_eq!(approx(1_320_702_443), "1.23 GiB");
        assert_eq!(exact(1000), "1000 バイト");
    }

    #[test]
    fn approx_rounds_for_reading() {
        assert_eq!(approx(512), "512 bytes");
        assert_eq!(approx(1536), "1.5 KiB");
        assert_eq!(approx(5 * 1024 * 1024), "5.0 MiB");
        assert_eq!(approx(1_320_702_443), "1.23 GiB");
    }
}
