//! `gendesk webhook verify`: checks one batch webhook delivery from the command line, with the
//! same [`check_webhook`] the receiver uses.
//!
//! The raw body comes from standard input (as bytes, never re-encoded), the secret from an
//! environment variable (never from the command line, where it would show in the shell history
//! and the process list), the three header values from options. The output is the verdict on the
//! first line (`verified`, `mismatch`, `stale`, …), the reason on the second, and on a mismatch
//! the expected and received signatures and the signed string. Nothing printed contains the
//! secret. `main.rs` only wires these pieces to the process.

use std::ffi::OsString;
use std::io::Read;
use std::time::Duration;

use super::check::{CheckOutcome, check_webhook, signed_string_preview};
use super::ring::SecretRing;
use crate::store::DeliveryVerdict;
use gendesk_api::webhook::WebhookHeaders;

/// Exit code when the delivery verified.
pub const EXIT_VERIFIED: u8 = 0;
/// Exit code when the delivery did not verify (any other verdict).
pub const EXIT_REJECTED: u8 = 1;
/// Exit code for a usage error (missing secret, unreadable input, bad options).
pub const EXIT_USAGE: u8 = 2;
/// Largest body read from standard input.
pub const MAX_BODY_BYTES: usize = 16 * 1024 * 1024;
/// Most body bytes shown in the signed string on a mismatch.
const PREVIEW_BODY_BYTES: usize = 200;

/// Why the command could not check anything (exit code [`EXIT_USAGE`]). Messages name the
/// environment variable, never its value.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The variable is not set.
    #[error("{}", crate::t!("err-webhook-cli-secret-unset", variable = .0.clone()))]
    SecretUnset(String),
    /// The variable is set but empty.
    #[error("{}", crate::t!("err-webhook-cli-secret-empty", variable = .0.clone()))]
    SecretEmpty(String),
    /// The variable's value is not UTF-8 text.
    #[error("{}", crate::t!("err-webhook-cli-secret-not-text", variable = .0.clone()))]
    SecretNotText(String),
    /// Standard input could not be read.
    #[error("{}", crate::t!("err-webhook-cli-stdin", cause = .0.to_string()))]
    Stdin(std::io::Error),
    /// The body is larger than [`MAX_BODY_BYTES`].
    #[error("{}", crate::t!(
        "err-webhook-cli-body-too-large",
        limit = MAX_BODY_BYTES.to_string()
    ))]
    BodyTooLarge,
}

/// The secret from the environment variable `var`.
pub fn secret_from_env(var: &str) -> Result<String, CliError> {
    secret_from_value(var, std::env::var_os(var))
}

/// The secret from the value of `var` (`None` when unset).
pub fn secret_from_value(var: &str, value: Option<OsString>) -> Result<String, CliError> {
    let value = value.ok_or_else(|| CliError::SecretUnset(var.to_owned()))?;
    let secret = value
        .into_string()
        .map_err(|_| CliError::SecretNotText(var.to_owned()))?;
    if secret.is_empty() {
        return Err(CliError::SecretEmpty(var.to_owned()));
    }
    Ok(secret)
}

/// Reads the raw body, at most [`MAX_BODY_BYTES`].
pub fn read_body(input: impl Read) -> Result<Vec<u8>, CliError> {
    let mut body = Vec::new();
    let limit = u64::try_from(MAX_BODY_BYTES)
        .unwrap_or(u64::MAX)
        .saturating_add(1);
    input
        .take(limit)
        .read_to_end(&mut body)
        .map_err(CliError::Stdin)?;
    if body.len() > MAX_BODY_BYTES {
        return Err(CliError::BodyTooLarge);
    }
    Ok(body)
}

/// What to verify, besides the secret and the body.
#[derive(Debug, Clone)]
pub struct VerifyOptions {
    /// The version number the secret is reported under (only used in messages).
    pub secret_version: i64,
    /// The `X-Service-Event-Id` header value.
    pub event_id: String,
    /// The `X-Service-Timestamp` header value, as sent.
    pub timestamp: String,
    /// The `X-Service-Signature` header value, as sent.
    pub signature: String,
    /// "Now" in Unix seconds.
    pub now_unix: i64,
    /// The freshness window.
    pub tolerance: Duration,
}

/// The command's result: what to print and how to exit.
#[derive(Debug, Clone)]
pub struct VerifyReport {
    /// The full check result.
    pub outcome: CheckOutcome,
    /// Lines for standard output, each ending with a newline.
    pub text: String,
    /// [`EXIT_VERIFIED`] or [`EXIT_REJECTED`].
    pub exit_code: u8,
}

/// Checks `body` signed under `secret` as described by `options`.
pub fn verify(secret: &str, options: &VerifyOptions, body: &[u8]) -> VerifyReport {
    let mut ring = SecretRing::default();
    ring.learn(
        options.secret_version,
        secret,
        options.now_unix.saturating_mul(1000),
    );
    let headers = WebhookHeaders {
        event_id: Some(&options.event_id),
        timestamp: Some(&options.timestamp),
        signature: Some(&options.signature),
    };
    let outcome = check_webhook(&ring, &headers, body, options.now_unix, options.tolerance);
    let mut lines = vec![outcome.verdict.to_string(), outcome.reason.clone()];
    if outcome.verdict == DeliveryVerdict::Mismatch {
        lines.push(format!(
            "expected signature: {}",
            outcome.expected_signature.as_deref().unwrap_or("(none)")
        ));
        lines.push(format!(
            "received signature: {}",
            outcome.received_signature.as_deref().unwrap_or("(none)")
        ));
        let preview = signed_string_preview(
            &options.event_id,
            &options.timestamp,
            body,
            PREVIEW_BODY_BYTES,
        );
        lines.push(format!("signed string: {}", one_line(&preview)));
    }
    let mut text = lines.join("\n");
    text.push('\n');
    let exit_code = if outcome.verdict == DeliveryVerdict::Verified {
        EXIT_VERIFIED
    } else {
        EXIT_REJECTED
    };
    VerifyReport {
        outcome,
        text,
        exit_code,
    }
}

/// `text` on one line: line breaks, tabs and other control characters escaped (`\n`, `\t`,
/// `\u{1b}`), everything else as is.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_variable_must_hold_text() {
        assert!(matches!(
            secret_from_value("WH", None),
            Err(CliError::SecretUnset(v)) if v == "WH"
        ));
        assert!(matches!(
            secret_from_value("WH", Some(OsString::new())),
            Err(CliError::SecretEmpty(_))
        ));
        assert_eq!(
            secret_from_value("WH", Some("whsec_x".into())).unwrap(),
            "whsec_x"
        );
    }

    #[test]
    fn the_signed_string_is_shown_on_one_line() {
        assert_eq!(one_line("a\nb\r\t\u{1b}é\\"), "a\\nb\\r\\t\\u{1b}é\\");
    }

    #[test]
    fn the_body_is_read_up_to_the_limit() {
        assert_eq!(read_body(&b"{}"[..]).unwrap(), b"{}");
        let big = std::io::repeat(b'x').take(MAX_BODY_BYTES as u64 + 1);
        assert!(matches!(read_body(big), Err(CliError::BodyTooLarge)));
    }
}
