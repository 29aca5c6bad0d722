//! What a crash report must not hold: the secrets GenDesk has read (API keys, webhook and
//! bucket secrets, proxy passwords — registered with [`keep_out_of_reports`] where they are
//! read), bearer tokens, and the query strings of URLs (presigned result and upload links
//! carry their signature there).

use std::collections::BTreeSet;
use std::sync::{Mutex, PoisonError};

/// The secrets read so far in this process.
static SECRETS: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());

/// What stands for a removed secret.
const HIDDEN: &str = "***";

/// Secrets shorter than this are not searched for (they would hide ordinary words).
const SHORTEST: usize = 6;

/// Remembers `secret` so that no crash report written by this process holds it.
pub fn keep_out_of_reports(secret: &str) {
    let secret = secret.trim();
    if secret.chars().count() >= SHORTEST {
        SECRETS
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(secret.to_owned());
    }
}

/// `text` without the known secrets, bearer tokens and URL query strings.
pub fn scrub(text: &str) -> String {
    let mut text = text.to_owned();
    {
        let secrets = SECRETS.lock().unwrap_or_else(PoisonError::into_inner);
        // Longest first, so a secret that contains another is hidden whole.
        let mut longest: Vec<&String> = secrets.iter().collect();
        longest.sort_by_key(|s| std::cmp::Reverse(s.len()));
        for secret in longest {
            text = text.replace(secret.as_str(), HIDDEN);
        }
    }
    let text = hide_after(&text, "Bearer ", |c| {
        c.is_whitespace() || c == '"' || c == '\''
    });
    without_queries(&text)
}

/// `text` with what follows each `marker` (up to `ends`) replaced by [`HIDDEN`].
fn hide_after(text: &str, marker: &str, ends: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(marker) {
        let (before, after) = rest.split_at(at + marker.len());
        out.push_str(before);
        let end = after.find(&ends).unwrap_or(after.len());
        if end > 0 {
            out.push_str(HIDDEN);
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// `text` with the query string of every `http://` or `https://` URL replaced by `?***`.
fn without_queries(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("http") {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        if !(from.starts_with("http://") || from.starts_with("https://")) {
            out.push_str("http");
            rest = &from[4..];
            continue;
        }
        let end = from
            .find(|c: char| c.is_whitespace() || c == '"' || c == '\'' || c == '>' || c == ')')
            .unwrap_or(from.len());
        let url = &from[..end];
        match url.split_once('?') {
            Some((address, _)) => {
                out.push_str(address);
                out.push('?');
                out.push_str(HIDDEN);
            }
            None => out.push_str(url),
        }
        rest = &from[end..];
    }
    out.push_str(rest);
    out
}
