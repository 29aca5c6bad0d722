//! `gendesk webhook verify` as a real process: the body on stdin, the secret in an environment
//! variable, the verdict and reason on stdout, and the exit code (0 verified, 1 not, 2 usage).
//! The secret must never appear in anything the process prints.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use gendesk_api::webhook::SignatureHeaders;

const SECRET: &str = "whsec_cli_SENTINEL_7d41c0ffee";
const VAR: &str = "GENDESK_TEST_WEBHOOK_SECRET";
const NOW: i64 = 1_700_000_000;
const BODY: &[u8] = br#"{"code":200,"msg":"success","data":{"taskId":"t_9","state":"success"}}"#;

/// Runs `gendesk webhook verify` with `args` after the header options, `body` on stdin and the
/// secret in `VAR` when `secret` is given.
fn verify(sent: &SignatureHeaders, extra: &[&str], body: &[u8], secret: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gendesk"));
    command
        .args(["webhook", "verify", "--secret-env", VAR])
        .args(["--event-id", &sent.event_id])
        .args(["--timestamp", &sent.timestamp])
        .args(["--signature", &sent.signature])
        .args(extra)
        .env_remove(VAR)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(secret) = secret {
        command.env(VAR, secret);
    }
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // The process may exit before reading (missing secret): a broken pipe is fine then.
    let _ignored = stdin.write_all(body);
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    for stream in [&output.stdout, &output.stderr] {
        let text = String::from_utf8_lossy(stream);
        assert!(!text.contains(SECRET), "the secret was printed: {text}");
        assert!(!text.contains("SENTINEL"), "the secret was printed: {text}");
    }
    output
}

fn stdout_lines(output: &Output) -> Vec<String> {
    String::from_utf8(output.stdout.clone())
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

fn signed_now() -> SignatureHeaders {
    SignatureHeaders::new(SECRET.as_bytes(), "evt_cli_1", NOW, BODY)
}

#[test]
fn a_genuine_delivery_verifies() {
    let now = NOW.to_string();
    let output = verify(&signed_now(), &["--now", &now], BODY, Some(SECRET));
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let lines = stdout_lines(&output);
    assert_eq!(lines[0], "verified");
    assert_eq!(lines[1], "Signature verified with secret version 1.");
    assert_eq!(lines.len(), 2);
}

#[test]
fn one_changed_byte_is_a_mismatch_with_both_signatures() {
    let sent = signed_now();
    let mut body = BODY.to_vec();
    body[20] ^= 0x20;
    let now = NOW.to_string();
    let output = verify(&sent, &["--now", &now], &body, Some(SECRET));
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let lines = stdout_lines(&output);
    assert_eq!(lines[0], "mismatch");
    assert!(lines[1].contains("altered after signing"), "{}", lines[1]);
    assert!(
        lines[2].starts_with("expected signature: v1,"),
        "{}",
        lines[2]
    );
    assert_eq!(lines[3], format!("received signature: {}", sent.signature));
    assert!(
        lines[4].starts_with("signed string: evt_cli_1.1700000000.{"),
        "{}",
        lines[4]
    );
}

#[test]
fn an_old_delivery_is_stale() {
    let later = (NOW + 301).to_string();
    let output = verify(&signed_now(), &["--now", &later], BODY, Some(SECRET));
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let lines = stdout_lines(&output);
    assert_eq!(lines[0], "stale");
    assert!(lines[1].contains("301 seconds"), "{}", lines[1]);

    let wider = verify(
        &signed_now(),
        &["--now", &later, "--tolerance-secs", "600"],
        BODY,
        Some(SECRET),
    );
    assert_eq!(wider.status.code(), Some(0), "{wider:?}");
}

#[test]
fn a_missing_or_empty_secret_variable_is_a_usage_error() {
    for secret in [None, Some("")] {
        let output = verify(&signed_now(), &[], BODY, secret);
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        assert!(output.stdout.is_empty());
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.contains(VAR), "{stderr}");
        assert!(stderr.contains("signing secret"), "{stderr}");
    }
}
