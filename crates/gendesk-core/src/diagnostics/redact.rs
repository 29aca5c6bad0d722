//! What no diagnostics file may hold: everything [`crate::crash::scrub`] removes (the secrets
//! this process has read, bearer tokens, the query strings of links), and besides the values of
//! anything named like a key, secret, password or token (`api_key=…`, `"password": "…"`,
//! `token = "…"`), `Authorization:` header values, and the passwords of URLs
//! (`socks5://user:password@host`).

/// What stands for a removed value (as in crash reports).
const HIDDEN: &str = "***";

/// Words that, ending a name followed by `=` or `:`, make its value a secret. Matched without
/// regard to case, so `API_KEY=`, `X-Api-Key:` and `proxy_password =` are all caught.
const SECRET_NAMES: &[&str] = &["password", "passwd", "secret", "token", "key"];

/// The header whose whole value is a credential (`Authorization`, `Proxy-Authorization`).
const AUTHORIZATION: &str = "authorization";

/// `text` with every secret hidden (see the module's description). A lowercase `bearer` is
/// left to the `Authorization` rule: alone it is more often a word than a header.
pub fn hide_secrets(text: &str) -> String {
    let text = crate::crash::scrub(text);
    let text = hide_url_passwords(&text);
    hide_named_values(&text)
}

/// The length of the unquoted value at the start of `text`: up to a space, a quote or a
/// separator.
fn token_len(text: &str) -> usize {
    text.find(|c: char| {
        c.is_whitespace() || matches!(c, '"' | '\'' | ',' | ';' | '&' | ')' | ']' | '}' | '>')
    })
    .unwrap_or(text.len())
}

/// Hides the password of every `scheme://user:password@host` (any scheme: http, https,
/// socks5…). The address ends at a space or a quote; its last `@` ends the login, so a
/// password with an unescaped `@` or `/` is hidden whole (an address that only looks like one,
/// `http://host:8080/a@b`, loses a little more than needed rather than a password too little).
fn hide_url_passwords(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("://") {
        let (before, from) = rest.split_at(at + 3);
        out.push_str(before);
        let end = from
            .find(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>' | '`'))
            .unwrap_or(from.len());
        let address = &from[..end];
        match address.rfind('@').and_then(|last| {
            let login = &address[..last];
            login.find(':').map(|colon| (colon, last))
        }) {
            Some((colon, last)) if &address[colon + 1..last] != HIDDEN => {
                out.push_str(&address[..=colon]);
                out.push_str(HIDDEN);
                out.push_str(&address[last..]);
            }
            _ => out.push_str(address),
        }
        rest = &from[end..];
    }
    out.push_str(rest);
    out
}

/// Hides the values of names ending in one of [`SECRET_NAMES`] and of `Authorization`.
fn hide_named_values(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let bytes = lower.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    let mut at = 0;
    while at < bytes.len() {
        let Some((name_end, whole_line)) = secret_name_at(&lower, at) else {
            at += lower[at..].chars().next().map_or(1, char::len_utf8);
            continue;
        };
        match value_after(text, name_end, whole_line) {
            Some((start, end)) => {
                out.push_str(&text[copied..start]);
                out.push_str(HIDDEN);
                copied = end;
                at = end.max(start).max(at + 1);
            }
            None => at = name_end,
        }
    }
    out.push_str(&text[copied..]);
    out
}

/// When a secret's name ends at `at + word`: where the name ends, and whether its value runs to
/// the end of the line (a header value such as `Basic dXNlcjpwYXNz`).
fn secret_name_at(lower: &str, at: usize) -> Option<(usize, bool)> {
    let rest = &lower[at..];
    let (word, whole_line) = std::iter::once((AUTHORIZATION, true))
        .chain(SECRET_NAMES.iter().map(|name| (*name, false)))
        .find(|(word, _)| rest.starts_with(word))?;
    let end = at + word.len();
    // The word must end the name: `key=` and `api_key:` count, `keyring` and `key_id` do not.
    let next = lower[end..].chars().next();
    if next.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '.') {
        return None;
    }
    Some((end, whole_line))
}

/// The value that follows a name ending at `name_end`, as the byte range to hide: after an
/// optional closing quote of the name (perhaps escaped), spaces, `=` or `:` (not `::`, a Rust path) and spaces;
/// a quoted value up to its closing quote, else up to a separator (or the end of the line for a
/// header). `None` when there is no value or it is hidden already.
fn value_after(text: &str, name_end: usize, whole_line: bool) -> Option<(usize, usize)> {
    let mut i = name_end;
    let b = text.as_bytes();
    // The name's closing quote, perhaps escaped (JSON inside a log line: `\"password\":`).
    if b.get(i) == Some(&b'\\') && matches!(b.get(i + 1), Some(b'"' | b'\'')) {
        i += 1;
    }
    if i < b.len() && (b[i] == b'"' || b[i] == b'\'') {
        i += 1;
    }
    while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
        i += 1;
    }
    if i >= b.len() || !(b[i] == b'=' || b[i] == b':') {
        return None;
    }
    if b[i] == b':' && b.get(i + 1) == Some(&b':') {
        return None;
    }
    i += 1;
    while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
        i += 1;
    }
    let rest = &text[i..];
    let (start, end) = if let Some(quote) = ["\"\"\"", "'''", "\\\"", "\\'", "\"", "'"]
        .into_iter()
        .find(|q| rest.starts_with(q))
    {
        let start = i + quote.len();
        let end = text[start..]
            .find(quote)
            .map_or(text.len(), |close| start + close);
        (start, end)
    } else if whole_line {
        (i, i + rest.find(['\n', '\r']).unwrap_or(rest.len()))
    } else {
        (i, i + token_len(rest))
    };
    let value = &text[start..end];
    (!value.is_empty() && value != HIDDEN).then_some((start, end))
}

#[cfg(test)]
#[path = "redact_tests.rs"]
mod tests;
