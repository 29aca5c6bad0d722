//! "Copy as curl": a POSIX shell command that sends a recorded delivery again — the exact body
//! bytes and headers — to a URL the person gives (say, their own receiver under development).
//! The body goes through `printf` with octal escapes, so any bytes (non-UTF-8 included) arrive
//! unchanged; headers the transport sets itself (`Host`, `Content-Length`, …) are left out.

use std::fmt::Write as _;

/// Headers curl or the connection sets by itself; copying them would be wrong or ignored.
const TRANSPORT_HEADERS: &[&str] = &[
    "host",
    "content-length",
    "connection",
    "transfer-encoding",
    "keep-alive",
    "expect",
];

/// The command for `url`, `headers` (in order) and the raw `body`.
pub fn curl_command(url: &str, headers: &[(String, String)], body: &[u8]) -> String {
    let mut command = format!(
        "printf '{}' | curl -sS -X POST {}",
        printf_format(body),
        quote(url)
    );
    for (name, value) in headers {
        if TRANSPORT_HEADERS.contains(&name.to_ascii_lowercase().as_str()) {
            continue;
        }
        command.push_str(" \\\n  -H ");
        command.push_str(&quote(&format!("{name}: {value}")));
    }
    command.push_str(" \\\n  --data-binary @-");
    command
}

/// The headers as `Name: value` lines, in order.
pub fn header_lines(headers: &[(String, String)]) -> String {
    headers
        .iter()
        .map(|(name, value)| format!("{name}: {value}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `text` in single quotes for a POSIX shell (a quote inside becomes `'\''`).
fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// A `printf` format (to go inside single quotes) that prints exactly `body`.
fn printf_format(body: &[u8]) -> String {
    let mut out = String::with_capacity(body.len() + body.len() / 8);
    for &byte in body {
        match byte {
            b'%' => out.push_str("%%"),
            b'\\' => out.push_str(r"\\"),
            b'\'' => out.push_str(r"\047"),
            b' '..=b'~' => out.push(char::from(byte)),
            _ => {
                // Writing to a String cannot fail.
                let _ = write!(out, "\\{byte:03o}");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn the_body_format_round_trips_through_a_real_shell() {
        let body: Vec<u8> = b"{\"a\":\"50% off, it's \\\"here\\\"\"}\n\xff\x00\x7f end".to_vec();
        let format = printf_format(&body);
        let Ok(output) = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("printf '{format}'"))
            .output()
        else {
            return; // no POSIX shell on this system (Windows): nothing to run it with
        };
        assert_eq!(output.stdout, body);
    }

    #[test]
    fn transport_headers_are_left_out_and_quotes_escaped() {
        let headers = vec![
            ("host".to_owned(), "127.0.0.1:1".to_owned()),
            ("content-length".to_owned(), "2".to_owned()),
            ("x-service-event-id".to_owned(), "evt_1".to_owned()),
            ("x-note".to_owned(), "it's".to_owned()),
        ];
        let command = curl_command("https://my.example/hook?a=1&b='2'", &headers, b"{}");
        assert!(command.starts_with(
            "printf '{}' | curl -sS -X POST 'https://my.example/hook?a=1&b='\\''2'\\'''"
        ));
        assert!(command.contains("-H 'x-service-event-id: evt_1'"));
        assert!(command.contains("-H 'x-note: it'\\''s'"));
        assert!(!command.contains("host:"));
        assert!(!command.contains("content-length"));
        assert!(command.ends_with("--data-binary @-"));
        assert_eq!(
            header_lines(&headers[2..]),
            "x-service-event-id: evt_1\nx-note: it's"
        );
    }
}
