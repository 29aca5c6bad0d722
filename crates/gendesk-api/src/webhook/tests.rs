//! Unit tests of the webhook module's private parts.

use std::time::Duration;

use http::header::{HeaderName, HeaderValue};

use super::headers::{NOT_VISIBLE_ASCII, REPEATED_HEADER, unusable_reason};
use super::verifier::{check_freshness, parse_signature, parse_timestamp};
use super::*;

#[test]
fn lower_case_header_names_match_public_constants() {
    for (lower, public) in [
        (EVENT_ID_HEADER_LOWER, EVENT_ID_HEADER),
        (TIMESTAMP_HEADER_LOWER, TIMESTAMP_HEADER),
        (SIGNATURE_HEADER_LOWER, SIGNATURE_HEADER),
    ] {
        assert_eq!(lower, public.to_ascii_lowercase());
        assert_eq!(
            HeaderName::from_static(lower),
            HeaderName::from_bytes(public.as_bytes()).unwrap()
        );
    }
}

#[test]
fn sentinels_cannot_come_from_a_header_value() {
    for sentinel in [NOT_VISIBLE_ASCII, REPEATED_HEADER] {
        assert!(HeaderValue::from_str(sentinel).is_err());
        assert!(unusable_reason(sentinel).is_some());
    }
}

#[test]
fn sample_caps_and_escapes() {
    assert_eq!(sample("abc"), "\"abc\"");
    assert_eq!(sample("a\"\n\u{202e}"), "\"a\\\"\\n\\u{202e}\"");
    let long = "é".repeat(200);
    let shown = sample(&long);
    assert!(shown.starts_with('"'));
    assert!(shown.ends_with("… (400 bytes in total)"));
    assert_eq!(shown.matches("\\u{e9}").count(), SAMPLE_MAX_CHARS);
    assert_eq!(capped(&long).chars().count(), SAMPLE_MAX_CHARS);
}

#[test]
fn timestamp_parser() {
    assert_eq!(parse_timestamp("0"), Ok(0));
    assert_eq!(parse_timestamp("1700000000"), Ok(1_700_000_000));
    assert_eq!(
        parse_timestamp("999999999999999999"),
        Ok(999_999_999_999_999_999)
    );
    for bad in [
        "",
        "-1",
        "+1",
        " 1",
        "1 ",
        "1.5",
        "1e9",
        "١٢",
        "9999999999999999999",
    ] {
        assert!(
            matches!(parse_timestamp(bad), Err(Rejection::MalformedTimestamp(_))),
            "{bad:?}"
        );
    }
}

#[test]
fn signature_parser() {
    let hex = "ab".repeat(32);
    assert_eq!(parse_signature(&format!("v1,{hex}")), Ok([0xab; 32]));
    assert_eq!(
        parse_signature(&format!("v1,{}", hex.to_uppercase())),
        Ok([0xab; 32])
    );
    assert_eq!(
        parse_signature(&format!("v2,{hex}")),
        Err(Rejection::WrongScheme("v2".to_owned()))
    );
    assert!(matches!(
        parse_signature(&format!("{},x", "v".repeat(500))),
        Err(Rejection::WrongScheme(s)) if s.len() == SAMPLE_MAX_CHARS
    ));
}

#[test]
fn freshness_arithmetic_does_not_overflow() {
    let tolerance = Duration::from_secs(u64::MAX);
    assert!(check_freshness(i64::MAX, i64::MIN, tolerance).is_ok());
    assert_eq!(
        check_freshness(i64::MAX, i64::MIN, DEFAULT_TOLERANCE),
        Err(Rejection::Stale {
            age_secs: i64::MIN,
            tolerance_secs: 300
        })
    );
    assert_eq!(
        check_freshness(i64::MIN, i64::MAX, DEFAULT_TOLERANCE),
        Err(Rejection::Stale {
            age_secs: i64::MAX,
            tolerance_secs: 300
        })
    );
}

#[test]
fn dedupe_structures_stay_in_step() {
    let mut record = DedupeRecord::new(Duration::from_secs(10), 3);
    assert!(record.insert("a", 100, 100));
    assert!(!record.insert("a", 105, 105));
    assert_eq!(record.timestamps.get("a"), Some(&105));
    assert_eq!(record.by_time.len(), 1);
    assert!(record.insert("b", 101, 105));
    assert!(record.insert("c", 102, 105));
    assert!(record.insert("d", 103, 105));
    assert_eq!(record.len(), 3);
    assert_eq!(record.by_time.len(), 3);
    assert!(!record.contains("b"), "oldest timestamp evicted first");
    record.set_capacity(1);
    assert_eq!(record.len(), 1);
    assert!(record.contains("a"));
    assert_eq!(record.by_time.len(), 1);
}
