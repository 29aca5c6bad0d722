//! Behaviour tests for `gendesk_api::webhook`: signing, verification,
//! freshness, malformed input, secret rotation and deduplication.

use std::time::Duration;

use gendesk_api::webhook::{
    DEFAULT_TOLERANCE, DedupeRecord, EVENT_ID_HEADER, Rejection, SIGNATURE_HEADER,
    SIGNATURE_SCHEME, SignatureHeaders, TIMESTAMP_HEADER, VerifiedEvent, WebhookHeaders,
    WebhookVerifier, sign, signed_payload,
};
use http::header::{HeaderMap, HeaderName, HeaderValue};

const NEW_SECRET: &str = "whsec_new_0123456789abcdef";
const OLD_SECRET: &str = "whsec_old_fedcba9876543210";
const NOW: i64 = 1_700_000_000;
const BODY: &[u8] = br#"{"batchId":"b_1","status":"completed"}"#;

fn headers<'a>(event_id: &'a str, timestamp: &'a str, signature: &'a str) -> WebhookHeaders<'a> {
    WebhookHeaders {
        event_id: Some(event_id),
        timestamp: Some(timestamp),
        signature: Some(signature),
    }
}

fn verifier() -> WebhookVerifier {
    WebhookVerifier::new([NEW_SECRET])
}

fn signed(event_id: &str, unix_secs: i64) -> SignatureHeaders {
    SignatureHeaders::new(NEW_SECRET.as_bytes(), event_id, unix_secs, BODY)
}

fn valid_hex() -> String {
    let signature = sign(NEW_SECRET.as_bytes(), "evt", "1", b"");
    signature.trim_start_matches("v1,").to_owned()
}

// 1. Cross-check vector -------------------------------------------------------

#[test]
fn cross_check_vector_matches_independent_hmac() {
    const EXPECTED: &str = "v1,a381c08a4a742417a9b8000dfb002f7ca1228cb8c31902cf7211b6260af7da9e";
    let key = "raw-secret-bytes".as_bytes();
    let body = br#"{"a":1}"#;

    let ours = sign(key, "evt_1", "1700000000", body);
    let payload = signed_payload("evt_1", "1700000000", body);
    assert_eq!(payload, br#"evt_1.1700000000.{"a":1}"#);
    let independent = format!(
        "{SIGNATURE_SCHEME},{}",
        hex::encode(hmac_sha256::HMAC::mac(&payload, key))
    );

    assert_eq!(ours, EXPECTED);
    assert_eq!(independent, EXPECTED);
    assert_eq!(ours, independent);

    let from_headers = SignatureHeaders::new(key, "evt_1", 1_700_000_000, body);
    assert_eq!(from_headers.signature, EXPECTED);
    assert_eq!(from_headers.timestamp, "1700000000");

    let event = WebhookVerifier::new(["raw-secret-bytes"])
        .check(&headers("evt_1", "1700000000", EXPECTED), body, NOW)
        .unwrap();
    assert_eq!(
        event,
        VerifiedEvent {
            event_id: "evt_1".to_owned(),
            timestamp: 1_700_000_000,
            secret_index: 0,
        }
    );
}

#[test]
fn sign_matches_independent_hmac_for_varied_keys_and_bodies() {
    // Includes keys longer than the SHA-256 block (64 bytes), which HMAC hashes.
    for key_len in [0_usize, 1, 31, 32, 63, 64, 65, 200] {
        let key: Vec<u8> = (0..key_len)
            .map(|i| u8::try_from((i * 7 + 3) % 256).unwrap())
            .collect();
        for body_len in [0_usize, 1, 55, 64, 1000] {
            let body: Vec<u8> = (0..body_len)
                .map(|i| u8::try_from((i * 13) % 256).unwrap())
                .collect();
            let expected = hex::encode(hmac_sha256::HMAC::mac(
                signed_payload("evt_x", "42", &body),
                &key,
            ));
            assert_eq!(sign(&key, "evt_x", "42", &body), format!("v1,{expected}"));
        }
    }
}

#[test]
fn signature_is_lowercase_hex_of_fixed_length() {
    let signature = signed("evt_case", NOW).signature;
    let (scheme, digest) = signature.split_once(',').unwrap();
    assert_eq!(scheme, "v1");
    assert_eq!(digest.len(), 64);
    assert!(
        digest
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    );
}

// 2. Tampering ----------------------------------------------------------------

#[test]
fn one_byte_change_in_body_fails() {
    let sig = signed("evt_body", NOW);
    let mut body = BODY.to_vec();
    for index in [0, body.len() / 2, body.len() - 1] {
        body[index] ^= 0x01;
        assert_eq!(
            verifier().check(&sig.as_webhook_headers(), &body, NOW),
            Err(Rejection::BadSignature)
        );
        body[index] ^= 0x01;
    }
    assert!(
        verifier()
            .check(&sig.as_webhook_headers(), &body, NOW)
            .is_ok()
    );

    let mut longer = BODY.to_vec();
    longer.push(b'\n');
    assert_eq!(
        verifier().check(&sig.as_webhook_headers(), &longer, NOW),
        Err(Rejection::BadSignature)
    );
}

#[test]
fn one_byte_change_in_event_id_fails() {
    let sig = signed("evt_abc", NOW);
    for forged in ["evt_abd", "Evt_abc", "evt_ab", "evt_abcd"] {
        assert_eq!(
            verifier().check(&headers(forged, &sig.timestamp, &sig.signature), BODY, NOW),
            Err(Rejection::BadSignature),
            "{forged}"
        );
    }
}

#[test]
fn one_byte_change_in_timestamp_fails() {
    let sig = signed("evt_ts", NOW);
    // 1700000001 is within the window, so only the signature can object.
    assert_eq!(
        verifier().check(&headers("evt_ts", "1700000001", &sig.signature), BODY, NOW),
        Err(Rejection::BadSignature)
    );
    // Same number, different text: the raw header text is what is signed.
    assert_eq!(
        verifier().check(&headers("evt_ts", "01700000000", &sig.signature), BODY, NOW),
        Err(Rejection::BadSignature)
    );
}

#[test]
fn one_byte_change_in_signature_fails() {
    let sig = signed("evt_sig", NOW);
    let mut forged = sig.signature.into_bytes();
    let last = forged.len() - 1;
    forged[last] = if forged[last] == b'0' { b'1' } else { b'0' };
    let forged = String::from_utf8(forged).unwrap();
    assert_eq!(
        verifier().check(&headers("evt_sig", &sig.timestamp, &forged), BODY, NOW),
        Err(Rejection::BadSignature)
    );
}

#[test]
fn uppercase_hex_signature_is_accepted() {
    let sig = signed("evt_upper", NOW);
    let upper = format!("v1,{}", sig.signature[3..].to_ascii_uppercase());
    assert!(
        verifier()
            .check(&headers("evt_upper", &sig.timestamp, &upper), BODY, NOW)
            .is_ok()
    );
}

// 3. Freshness -----------------------------------------------------------------

#[test]
fn freshness_window_in_the_past() {
    let check = |age: i64| {
        verifier().check(
            &signed("evt_old", NOW - age).as_webhook_headers(),
            BODY,
            NOW,
        )
    };
    assert!(check(299).is_ok());
    assert!(check(300).is_ok(), "the window is inclusive");
    assert_eq!(
        check(301),
        Err(Rejection::Stale {
            age_secs: 301,
            tolerance_secs: 300
        })
    );
    assert!(matches!(check(86_400 * 365), Err(Rejection::Stale { .. })));
}

#[test]
fn freshness_window_in_the_future() {
    let check = |ahead: i64| {
        verifier().check(
            &signed("evt_new", NOW + ahead).as_webhook_headers(),
            BODY,
            NOW,
        )
    };
    assert!(check(299).is_ok());
    assert!(check(300).is_ok());
    assert_eq!(
        check(301),
        Err(Rejection::Stale {
            age_secs: -301,
            tolerance_secs: 300
        })
    );
}

#[test]
fn custom_tolerance_is_used() {
    let strict = verifier().with_tolerance(Duration::from_secs(30));
    assert_eq!(strict.tolerance(), Duration::from_secs(30));
    assert!(
        strict
            .check(&signed("e", NOW - 30).as_webhook_headers(), BODY, NOW)
            .is_ok()
    );
    assert!(
        strict
            .check(&signed("e", NOW + 30).as_webhook_headers(), BODY, NOW)
            .is_ok()
    );
    assert_eq!(
        strict.check(&signed("e", NOW - 31).as_webhook_headers(), BODY, NOW),
        Err(Rejection::Stale {
            age_secs: 31,
            tolerance_secs: 30
        })
    );
    assert_eq!(
        strict.check(&signed("e", NOW + 31).as_webhook_headers(), BODY, NOW),
        Err(Rejection::Stale {
            age_secs: -31,
            tolerance_secs: 30
        })
    );

    let lenient = verifier().with_tolerance(Duration::from_hours(1));
    assert!(
        lenient
            .check(&signed("e", NOW - 3600).as_webhook_headers(), BODY, NOW)
            .is_ok()
    );
    assert_eq!(verifier().tolerance(), DEFAULT_TOLERANCE);
    assert_eq!(DEFAULT_TOLERANCE, Duration::from_mins(5));
}

#[test]
fn stale_timestamps_are_extreme_without_overflow() {
    let huge = "999999999999999999";
    let sig = sign(NEW_SECRET.as_bytes(), "evt_far", huge, BODY);
    assert!(matches!(
        verifier().check(&headers("evt_far", huge, &sig), BODY, i64::MIN),
        Err(Rejection::Stale { age_secs, .. }) if age_secs < 0
    ));
    let sig = sign(NEW_SECRET.as_bytes(), "evt_far", "0", BODY);
    assert!(matches!(
        verifier().check(&headers("evt_far", "0", &sig), BODY, i64::MAX),
        Err(Rejection::Stale {
            age_secs: i64::MAX,
            ..
        })
    ));
}

// 4. Malformed headers ------------------------------------------------------------

#[test]
fn malformed_signatures_are_rejected() {
    let hex = valid_hex();
    let cases = [
        "v1,".to_owned(),
        "v1,abc".to_owned(),
        format!("v1,{}", &hex[..63]),
        format!("v1,{}", &hex[..62]),
        format!("v1,{hex}00"),
        format!("v1{hex}"),
        hex.clone(),
        format!("v1,{}zz", &hex[..62]),
        format!("v1,{}", "g".repeat(64)),
        format!("v1, {}", &hex[..63]),
        format!("v1,{hex} "),
        format!("v1,{hex},{hex}"),
        format!(",{hex}"),
        format!("v1,{}é", &hex[..63]),
        String::new(),
    ];
    for value in &cases {
        let result = verifier().check(&headers("evt", &NOW.to_string(), value), BODY, NOW);
        assert!(
            matches!(result, Err(Rejection::MalformedSignature(_))),
            "{value:?} gave {result:?}"
        );
    }
}

#[test]
fn wrong_scheme_is_rejected() {
    let hex = valid_hex();
    for (value, scheme) in [
        (format!("v2,{hex}"), "v2"),
        (format!("V1,{hex}"), "V1"),
        (format!(" v1,{hex}"), " v1"),
        ("v2,".to_owned(), "v2"),
    ] {
        assert_eq!(
            verifier().check(&headers("evt", "1700000000", &value), BODY, NOW),
            Err(Rejection::WrongScheme(scheme.to_owned())),
            "{value:?}"
        );
    }
}

#[test]
fn malformed_timestamps_are_rejected() {
    for value in [
        "",
        "abc",
        "-1700000000",
        "+1700000000",
        " 1700000000",
        "1700000000 ",
        "1700000000.5",
        "1.7e9",
        "0x6553f100",
        "１７００",
        "9999999999999999999",
        "1234567890123456789012345678901234567890",
    ] {
        let sig = sign(NEW_SECRET.as_bytes(), "evt", value, BODY);
        let result = verifier().check(&headers("evt", value, &sig), BODY, NOW);
        assert!(
            matches!(result, Err(Rejection::MalformedTimestamp(_))),
            "{value:?} gave {result:?}"
        );
    }
}

#[test]
fn malformed_event_ids_are_rejected() {
    let long = "e".repeat(1025);
    for value in ["", " evt", "evt ", "evt\t1", "évt", "evt\n", long.as_str()] {
        let sig = sign(NEW_SECRET.as_bytes(), value, "1700000000", BODY);
        let result = verifier().check(&headers(value, "1700000000", &sig), BODY, NOW);
        assert!(
            matches!(result, Err(Rejection::MalformedEventId(_))),
            "{value:?} gave {result:?}"
        );
    }
    // The spec only says "string": anything that crosses HTTP intact is accepted.
    for value in [
        "e".repeat(1024),
        "evt 1".to_owned(),
        "~!@#$%^&*()_+{}|:<>?".to_owned(),
    ] {
        let sig = SignatureHeaders::new(NEW_SECRET.as_bytes(), value.clone(), NOW, BODY);
        let mut map = HeaderMap::new();
        sig.apply(&mut map).unwrap();
        let event = verifier()
            .check(&WebhookHeaders::from_header_map(&map), BODY, NOW)
            .unwrap();
        assert_eq!(event.event_id, value);
    }
}

#[test]
fn missing_headers_are_named() {
    let sig = signed("evt_missing", NOW);
    let full = sig.as_webhook_headers();
    let cases = [
        (
            WebhookHeaders {
                event_id: None,
                ..full
            },
            EVENT_ID_HEADER,
        ),
        (
            WebhookHeaders {
                timestamp: None,
                ..full
            },
            TIMESTAMP_HEADER,
        ),
        (
            WebhookHeaders {
                signature: None,
                ..full
            },
            SIGNATURE_HEADER,
        ),
        (WebhookHeaders::default(), EVENT_ID_HEADER),
    ];
    for (partial, name) in cases {
        let err = verifier().check(&partial, BODY, NOW).unwrap_err();
        assert_eq!(err, Rejection::MissingHeader(name));
        assert!(err.to_string().contains(name), "{err}");
    }
    assert_eq!(
        verifier().check(
            &WebhookHeaders::from_header_map(&HeaderMap::new()),
            BODY,
            NOW
        ),
        Err(Rejection::MissingHeader(EVENT_ID_HEADER))
    );
}

#[test]
fn empty_header_values_are_malformed_not_missing() {
    let sig = signed("evt_empty", NOW);
    let full = sig.as_webhook_headers();
    assert!(matches!(
        verifier().check(
            &WebhookHeaders {
                event_id: Some(""),
                ..full
            },
            BODY,
            NOW
        ),
        Err(Rejection::MalformedEventId(_))
    ));
    assert!(matches!(
        verifier().check(
            &WebhookHeaders {
                timestamp: Some(""),
                ..full
            },
            BODY,
            NOW
        ),
        Err(Rejection::MalformedTimestamp(_))
    ));
    assert!(matches!(
        verifier().check(
            &WebhookHeaders {
                signature: Some(""),
                ..full
            },
            BODY,
            NOW
        ),
        Err(Rejection::MalformedSignature(_))
    ));
}

#[test]
fn non_utf8_header_values_are_malformed_not_missing() {
    let header_map_with = |name: &str, value: HeaderValue, sig: &SignatureHeaders| {
        let mut map = HeaderMap::new();
        sig.apply(&mut map).unwrap();
        map.insert(HeaderName::from_bytes(name.as_bytes()).unwrap(), value);
        map
    };
    let sig = signed("evt_bytes", NOW);
    for raw in [&b"\xff\xfe"[..], b"caf\xc3\xa9", b"v1,\x80"] {
        let value = HeaderValue::from_bytes(raw).unwrap();

        let map = header_map_with(EVENT_ID_HEADER, value.clone(), &sig);
        let err = verifier()
            .check(&WebhookHeaders::from_header_map(&map), BODY, NOW)
            .unwrap_err();
        assert!(matches!(err, Rejection::MalformedEventId(_)), "{err:?}");
        assert!(err.to_string().contains("visible ASCII"), "{err}");
        assert!(!err.to_string().contains('\0'));

        let map = header_map_with(TIMESTAMP_HEADER, value.clone(), &sig);
        let err = verifier()
            .check(&WebhookHeaders::from_header_map(&map), BODY, NOW)
            .unwrap_err();
        assert!(matches!(err, Rejection::MalformedTimestamp(_)), "{err:?}");

        let map = header_map_with(SIGNATURE_HEADER, value, &sig);
        let err = verifier()
            .check(&WebhookHeaders::from_header_map(&map), BODY, NOW)
            .unwrap_err();
        assert!(matches!(err, Rejection::MalformedSignature(_)), "{err:?}");
        assert!(err.to_string().contains("visible ASCII"), "{err}");
    }
}

#[test]
fn repeated_headers_are_malformed() {
    let sig = signed("evt_twice", NOW);
    let mut map = HeaderMap::new();
    sig.apply(&mut map).unwrap();
    map.append(
        HeaderName::from_static("x-service-signature"),
        HeaderValue::from_str(&sig.signature).unwrap(),
    );
    let err = verifier()
        .check(&WebhookHeaders::from_header_map(&map), BODY, NOW)
        .unwrap_err();
    assert!(matches!(err, Rejection::MalformedSignature(_)), "{err:?}");
    assert!(err.to_string().contains("more than once"), "{err}");
}

#[test]
fn checks_run_in_the_documented_order() {
    let hex = valid_hex();
    let good = signed("evt_order", NOW);
    // Signature syntax is reported before timestamp syntax.
    assert!(matches!(
        verifier().check(&headers("evt_order", "nope", "v1,xyz"), BODY, NOW),
        Err(Rejection::MalformedSignature(_))
    ));
    assert!(matches!(
        verifier().check(
            &headers("evt_order", "nope", &format!("v9,{hex}")),
            BODY,
            NOW
        ),
        Err(Rejection::WrongScheme(_))
    ));
    // Timestamp syntax before the signature match.
    assert!(matches!(
        verifier().check(&headers("evt_order", "nope", &good.signature), BODY, NOW),
        Err(Rejection::MalformedTimestamp(_))
    ));
    // A forged, stale request is reported as forged: no timing hint is given
    // to someone without the secret.
    let stale = (NOW - 10_000).to_string();
    assert_eq!(
        verifier().check(
            &headers("evt_order", &stale, &format!("v1,{hex}")),
            BODY,
            NOW
        ),
        Err(Rejection::BadSignature)
    );
    // Without usable secrets, well-formed requests cannot be verified at all.
    assert_eq!(
        WebhookVerifier::new(Vec::<Vec<u8>>::new()).check(&good.as_webhook_headers(), BODY, NOW),
        Err(Rejection::NoSecrets)
    );
}

// 5. Rotation --------------------------------------------------------------------

#[test]
fn rotation_accepts_previous_secret_until_removed() {
    let mut verifier = WebhookVerifier::new([NEW_SECRET, OLD_SECRET]);

    let by_old = SignatureHeaders::new(OLD_SECRET.as_bytes(), "evt_old_secret", NOW, BODY);
    let by_new = SignatureHeaders::new(NEW_SECRET.as_bytes(), "evt_new_secret", NOW, BODY);
    assert_eq!(
        verifier
            .check(&by_old.as_webhook_headers(), BODY, NOW)
            .unwrap()
            .secret_index,
        1
    );
    assert_eq!(
        verifier
            .check(&by_new.as_webhook_headers(), BODY, NOW)
            .unwrap()
            .secret_index,
        0
    );

    verifier.set_secrets([NEW_SECRET]);
    assert_eq!(
        verifier.check(&by_old.as_webhook_headers(), BODY, NOW),
        Err(Rejection::BadSignature)
    );
    assert_eq!(
        verifier
            .verify(&by_new.as_webhook_headers(), BODY, NOW)
            .unwrap()
            .secret_index,
        0
    );
}

#[test]
fn empty_secrets_never_match_but_keep_their_index() {
    let forged_with_empty_key = SignatureHeaders::new(b"", "evt_empty_key", NOW, BODY);
    assert_eq!(
        WebhookVerifier::new([""]).check(&forged_with_empty_key.as_webhook_headers(), BODY, NOW),
        Err(Rejection::NoSecrets)
    );
    let verifier = WebhookVerifier::new(["", OLD_SECRET]);
    assert_eq!(
        verifier.check(&forged_with_empty_key.as_webhook_headers(), BODY, NOW),
        Err(Rejection::BadSignature)
    );
    let by_old = SignatureHeaders::new(OLD_SECRET.as_bytes(), "evt", NOW, BODY);
    assert_eq!(
        verifier
            .check(&by_old.as_webhook_headers(), BODY, NOW)
            .unwrap()
            .secret_index,
        1
    );
}

#[test]
fn secrets_may_be_given_as_bytes_or_strings() {
    let sig = signed("evt_types", NOW);
    let from_vec = WebhookVerifier::new(vec![NEW_SECRET.as_bytes().to_vec()]);
    let from_string = WebhookVerifier::new([String::from(NEW_SECRET)]);
    assert!(from_vec.check(&sig.as_webhook_headers(), BODY, NOW).is_ok());
    assert!(
        from_string
            .check(&sig.as_webhook_headers(), BODY, NOW)
            .is_ok()
    );
}

// 6. Deduplication ----------------------------------------------------------------

#[test]
fn same_event_id_twice_is_a_duplicate() {
    let mut verifier = verifier();
    let sig = signed("evt_dup", NOW);
    assert!(
        verifier
            .verify(&sig.as_webhook_headers(), BODY, NOW)
            .is_ok()
    );
    assert_eq!(
        verifier.verify(&sig.as_webhook_headers(), BODY, NOW + 5),
        Err(Rejection::Duplicate {
            event_id: "evt_dup".to_owned()
        })
    );
    // A retry re-signed with a newer timestamp is still the same event.
    let retry = signed("evt_dup", NOW + 60);
    assert!(matches!(
        verifier.verify(&retry.as_webhook_headers(), BODY, NOW + 60),
        Err(Rejection::Duplicate { .. })
    ));
    // `check` is stateless.
    assert!(verifier.check(&sig.as_webhook_headers(), BODY, NOW).is_ok());
    assert_eq!(verifier.dedupe().len(), 1);
}

#[test]
fn forged_request_does_not_poison_dedupe() {
    let mut verifier = verifier();
    let forged = SignatureHeaders::new(b"attacker-guess", "evt_target", NOW, BODY);
    assert_eq!(
        verifier.verify(&forged.as_webhook_headers(), BODY, NOW),
        Err(Rejection::BadSignature)
    );
    assert!(!verifier.dedupe().contains("evt_target"));
    assert!(verifier.dedupe().is_empty());

    let genuine = signed("evt_target", NOW);
    assert!(
        verifier
            .verify(&genuine.as_webhook_headers(), BODY, NOW)
            .is_ok()
    );
}

#[test]
fn stale_request_does_not_get_recorded() {
    let mut verifier = verifier();
    let old = signed("evt_late", NOW - 1000);
    assert!(matches!(
        verifier.verify(&old.as_webhook_headers(), BODY, NOW),
        Err(Rejection::Stale { .. })
    ));
    assert!(verifier.dedupe().is_empty());
    let fresh = signed("evt_late", NOW);
    assert!(
        verifier
            .verify(&fresh.as_webhook_headers(), BODY, NOW)
            .is_ok()
    );
}

// 7. HeaderMap integration ----------------------------------------------------------

#[test]
fn header_map_lookup_is_case_insensitive() {
    let sig = signed("evt_case_names", NOW);
    for names in [
        [
            "x-service-event-id",
            "x-service-timestamp",
            "x-service-signature",
        ],
        [
            "X-SERVICE-EVENT-ID",
            "X-SERVICE-TIMESTAMP",
            "X-SERVICE-SIGNATURE",
        ],
        [EVENT_ID_HEADER, TIMESTAMP_HEADER, SIGNATURE_HEADER],
    ] {
        let mut map = HeaderMap::new();
        for (name, value) in names
            .iter()
            .zip([&sig.event_id, &sig.timestamp, &sig.signature])
        {
            map.insert(
                HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        let read = WebhookHeaders::from_header_map(&map);
        assert_eq!(read, sig.as_webhook_headers());
        assert!(verifier().check(&read, BODY, NOW).is_ok());
    }
}

#[test]
fn apply_then_read_then_verify_round_trips() {
    let mut verifier = verifier();
    let sig = signed("evt_round_trip", NOW - 10);
    let mut map = HeaderMap::new();
    map.insert(
        HeaderName::from_static("x-service-signature"),
        HeaderValue::from_static("stale value to be replaced"),
    );
    sig.apply(&mut map).unwrap();
    assert_eq!(map.len(), 3);
    assert_eq!(map.get(EVENT_ID_HEADER).unwrap(), "evt_round_trip");

    let event = verifier
        .verify(&WebhookHeaders::from_header_map(&map), BODY, NOW)
        .unwrap();
    assert_eq!(
        event,
        VerifiedEvent {
            event_id: "evt_round_trip".to_owned(),
            timestamp: NOW - 10,
            secret_index: 0,
        }
    );
    assert!(matches!(
        verifier.verify(&WebhookHeaders::from_header_map(&map), BODY, NOW),
        Err(Rejection::Duplicate { .. })
    ));
}

#[test]
fn apply_refuses_values_that_cannot_travel_as_headers() {
    for bad in ["", " evt", "evt\t", "evt\n1", "évt", &"e".repeat(1025)] {
        let sig = signed(bad, NOW);
        let mut map = HeaderMap::new();
        let err = sig.apply(&mut map).unwrap_err();
        assert_eq!(err.header, EVENT_ID_HEADER);
        assert!(map.is_empty(), "nothing is inserted on failure");
        assert!(err.to_string().contains(EVENT_ID_HEADER), "{err}");
    }
}

// 8. Secrets never leak ---------------------------------------------------------------

#[test]
fn debug_output_redacts_secrets() {
    let verifier = WebhookVerifier::new([NEW_SECRET, OLD_SECRET]);
    let debug = format!("{verifier:?}");
    let pretty = format!("{verifier:#?}");
    for text in [&debug, &pretty] {
        assert!(!text.contains(NEW_SECRET), "{text}");
        assert!(!text.contains(OLD_SECRET), "{text}");
        assert!(!text.contains("whsec"), "{text}");
        assert!(text.contains("***"), "{text}");
    }
    assert_eq!(debug.matches("***").count(), 2);
    // Nor as the byte list a derived Debug of Vec<u8> would print.
    let bytes = format!("{:?}", NEW_SECRET.as_bytes());
    assert!(!debug.contains(&bytes[1..bytes.len() - 1]));
}

#[test]
fn rejection_messages_are_sentences_without_secrets_and_with_capped_samples() {
    let hostile = format!("\u{1b}[31m\"{}\u{202e}", "x".repeat(500));
    let hex = valid_hex();
    let sig = signed("evt_msg", NOW);
    let mut dedupe_verifier = verifier();
    dedupe_verifier
        .verify(&sig.as_webhook_headers(), BODY, NOW)
        .unwrap();

    let rejections = [
        verifier()
            .check(&WebhookHeaders::default(), BODY, NOW)
            .unwrap_err(),
        verifier()
            .check(&headers(&hostile, "1", "v1,"), BODY, NOW)
            .unwrap_err(),
        verifier()
            .check(&headers("e", &hostile, &format!("v1,{hex}")), BODY, NOW)
            .unwrap_err(),
        verifier()
            .check(&headers("e", "1", &hostile), BODY, NOW)
            .unwrap_err(),
        verifier()
            .check(&headers("e", "1", &format!("v1,{hostile}")), BODY, NOW)
            .unwrap_err(),
        verifier()
            .check(&headers("e", "1", &format!("{hostile},{hex}")), BODY, NOW)
            .unwrap_err(),
        verifier()
            .check(&headers("e", "1", &format!("v1,{}", &hex[..7])), BODY, NOW)
            .unwrap_err(),
        verifier()
            .check(&headers("e", "1", &format!("v1,{hex}")), BODY, NOW)
            .unwrap_err(),
        verifier()
            .check(&signed("e", NOW - 999).as_webhook_headers(), BODY, NOW)
            .unwrap_err(),
        verifier()
            .check(&signed("e", NOW + 999).as_webhook_headers(), BODY, NOW)
            .unwrap_err(),
        dedupe_verifier
            .verify(&sig.as_webhook_headers(), BODY, NOW)
            .unwrap_err(),
        WebhookVerifier::new([""; 0])
            .check(&sig.as_webhook_headers(), BODY, NOW)
            .unwrap_err(),
    ];
    let mut variants = std::collections::HashSet::new();
    for rejection in &rejections {
        variants.insert(std::mem::discriminant(rejection));
        let message = rejection.to_string();
        assert!(message.chars().next().unwrap().is_uppercase(), "{message}");
        assert!(message.ends_with('.'), "{message}");
        assert!(!message.contains(NEW_SECRET), "{message}");
        assert!(
            !message.contains('\u{1b}'),
            "raw control character in {message:?}"
        );
        assert!(
            !message.contains('\u{202e}'),
            "raw bidi override in {message:?}"
        );
        assert!(
            !message.contains(&"x".repeat(81)),
            "uncapped sample in {message}"
        );
        assert!(message.len() < 800, "{message}");
    }
    assert_eq!(variants.len(), 9, "every variant's message was examined");
    assert!(rejections[8].to_string().contains("old"));
    assert!(rejections[9].to_string().contains("future"));
}

// 9. DedupeRecord ------------------------------------------------------------------

#[test]
fn dedupe_record_prunes_entries_outside_the_window() {
    let mut record = DedupeRecord::new(Duration::from_mins(5), 1000);
    assert!(record.is_empty());
    assert!(record.insert("a", NOW, NOW));
    assert!(record.insert("b", NOW + 200, NOW));
    assert!(!record.insert("a", NOW, NOW + 1));
    assert_eq!(record.len(), 2);

    // At NOW + 300, "a" could still arrive fresh, so it is remembered.
    assert!(!record.insert("a", NOW, NOW + 300));
    // One second later it would be stale, so it is forgotten.
    assert!(record.insert("c", NOW + 301, NOW + 301));
    assert!(!record.contains("a"));
    assert!(record.contains("b"));
    assert_eq!(record.len(), 2);

    record.prune(NOW + 10_000);
    assert!(record.is_empty());
}

#[test]
fn dedupe_record_keeps_future_entries_until_they_expire() {
    let mut record = DedupeRecord::new(Duration::from_mins(5), 10);
    assert!(record.insert("future", NOW + 300, NOW));
    record.prune(NOW + 600);
    assert!(record.contains("future"));
    record.prune(NOW + 601);
    assert!(!record.contains("future"));
}

#[test]
fn dedupe_record_respects_capacity_by_evicting_oldest() {
    let mut record = DedupeRecord::new(Duration::from_mins(5), 3);
    assert_eq!(record.capacity(), 3);
    assert!(record.insert("t2", NOW + 2, NOW));
    assert!(record.insert("t0", NOW, NOW));
    assert!(record.insert("t1", NOW + 1, NOW));
    assert!(record.insert("t3", NOW + 3, NOW));
    assert_eq!(record.len(), 3);
    assert!(!record.contains("t0"), "the oldest timestamp goes first");
    assert!(record.contains("t1") && record.contains("t2") && record.contains("t3"));

    for i in 0..10_000 {
        record.insert(&format!("bulk_{i}"), NOW + i, NOW);
        assert!(record.len() <= 3);
    }
    assert_eq!(DedupeRecord::new(DEFAULT_TOLERANCE, 0).capacity(), 1);
}

#[test]
fn verifier_dedupe_capacity_is_bounded() {
    let mut bounded = verifier().with_dedupe_capacity(2);
    for id in ["a", "b", "c"] {
        bounded
            .verify(&signed(id, NOW).as_webhook_headers(), BODY, NOW)
            .unwrap();
    }
    assert_eq!(bounded.dedupe().len(), 2);
    assert_eq!(bounded.dedupe().capacity(), 2);
    assert_eq!(bounded.dedupe().window(), DEFAULT_TOLERANCE);
    assert_eq!(
        verifier()
            .with_tolerance(Duration::from_mins(1))
            .dedupe()
            .window(),
        Duration::from_mins(1)
    );
}

// Robustness ---------------------------------------------------------------------------

/// Deterministic xorshift generator, so failures are reproducible.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        let n = u64::try_from(n).unwrap_or(u64::MAX);
        usize::try_from(self.next_u64() % n).unwrap_or(0)
    }

    fn text(&mut self, hex: &str) -> String {
        const PIECES: [&str; 14] = [
            "v1",
            "v2",
            ",",
            "0",
            "9",
            "a",
            "F",
            "g",
            " ",
            "-",
            "\u{0}",
            "é",
            "\u{202e}",
            "1700000000",
        ];
        let mut out = String::new();
        match self.below(4) {
            0 => {
                out.push_str("v1,");
                out.push_str(hex);
            }
            1 => out.push_str(&hex[..self.below(65)]),
            _ => {}
        }
        for _ in 0..self.below(12) {
            out.push_str(PIECES[self.below(PIECES.len())]);
        }
        out
    }
}

#[test]
fn random_inputs_never_panic() {
    let hex = valid_hex();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut verifier = WebhookVerifier::new([NEW_SECRET, OLD_SECRET]).with_dedupe_capacity(64);
    let nows = [i64::MIN, -1, 0, NOW, i64::MAX];
    for _ in 0..20_000 {
        let event_id = rng.text(&hex);
        let timestamp = rng.text(&hex);
        let signature = rng.text(&hex);
        let pick = |rng: &mut Rng, value: &str| -> Option<String> {
            (rng.below(10) != 0).then(|| value.to_owned())
        };
        let (e, t, s) = (
            pick(&mut rng, &event_id),
            pick(&mut rng, &timestamp),
            pick(&mut rng, &signature),
        );
        let headers = WebhookHeaders {
            event_id: e.as_deref(),
            timestamp: t.as_deref(),
            signature: s.as_deref(),
        };
        let now = nows[rng.below(nows.len())];
        let result = verifier.verify(&headers, BODY, now);
        // None of these inputs carries a signature valid for its event id.
        let rejection = result.unwrap_err();
        assert!(!rejection.to_string().is_empty());

        // Also through a real header map, with arbitrary (legal) raw bytes.
        let raw: Vec<u8> = (0..rng.below(40))
            .map(|_| rng.next_u64().to_le_bytes()[0])
            .collect();
        if let Ok(value) = HeaderValue::from_bytes(&raw) {
            let mut map = HeaderMap::new();
            signed("evt_fuzz", NOW).apply(&mut map).unwrap();
            let names = [
                "x-service-event-id",
                "x-service-timestamp",
                "x-service-signature",
            ];
            map.insert(names[rng.below(3)], value);
            let _ = verifier.check(&WebhookHeaders::from_header_map(&map), BODY, NOW);
        }

        let sig = SignatureHeaders::new(
            NEW_SECRET.as_bytes(),
            event_id,
            i64::from_le_bytes(rng.next_u64().to_le_bytes()),
            BODY,
        );
        let _ = sig.apply(&mut HeaderMap::new());
    }
    assert!(verifier.dedupe().len() <= 64);
}
