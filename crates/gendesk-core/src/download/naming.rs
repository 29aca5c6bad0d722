//! File names for results: safe stems on every system, extensions from the content type or URL.

use url::Url;

use super::MAX_STEM_LEN;

/// Media types and the extension each is saved with. The extensions (second column) are also
/// the ones accepted from a URL's path.
pub(super) const KNOWN_EXTENSIONS: &[(&str, &str)] = &[
    ("image/png", "png"),
    ("image/jpeg", "jpg"),
    ("image/webp", "webp"),
    ("image/gif", "gif"),
    ("video/mp4", "mp4"),
    ("video/webm", "webm"),
    ("video/quicktime", "mov"),
    ("audio/mpeg", "mp3"),
    ("audio/wav", "wav"),
    ("audio/mp4", "m4a"),
    ("audio/ogg", "ogg"),
    ("audio/flac", "flac"),
    ("audio/aac", "aac"),
];

/// Other spellings of the media types above.
pub(super) const TYPE_ALIASES: &[(&str, &str)] = &[
    ("image/jpg", "jpg"),
    ("image/pjpeg", "jpg"),
    ("audio/mp3", "mp3"),
    ("audio/x-wav", "wav"),
    ("audio/wave", "wav"),
    ("audio/vnd.wave", "wav"),
    ("audio/x-m4a", "m4a"),
    ("audio/x-flac", "flac"),
];

/// Other spellings of the extensions above, in URL paths.
pub(super) const EXTENSION_ALIASES: &[(&str, &str)] =
    &[("jpeg", "jpg"), ("jpe", "jpg"), ("wave", "wav")];

/// The file extension for a download: from `Content-Type` when it is a known media type, else
/// from the URL path's extension when that is a known one, else `"bin"`.
pub fn extension_for(content_type: Option<&str>, url: &str) -> &'static str {
    if let Some(content_type) = content_type {
        let essence = content_type
            .split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        if let Some((_, ext)) = KNOWN_EXTENSIONS
            .iter()
            .chain(TYPE_ALIASES)
            .find(|(media_type, _)| *media_type == essence)
        {
            return ext;
        }
    }
    let from_url = Url::parse(url).ok().and_then(|url| {
        let file = url.path_segments()?.next_back()?.to_owned();
        let (_, ext) = file.rsplit_once('.')?;
        let ext = ext.to_ascii_lowercase();
        KNOWN_EXTENSIONS
            .iter()
            .map(|(_, known)| (*known, *known))
            .chain(EXTENSION_ALIASES.iter().copied())
            .find(|(spelling, _)| *spelling == ext)
            .map(|(_, known)| known)
    });
    from_url.unwrap_or("bin")
}

/// Names Windows reserves in every folder, with any extension.
pub(super) const WINDOWS_RESERVED: &[&str] = &[
    "CON", "PRN", "AUX", "NUL", "COM0", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7",
    "COM8", "COM9", "LPT0", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9",
    "CONIN$", "CONOUT$",
];

/// A file stem safe on every platform: [`safe_name`] with [`MAX_STEM_LEN`], never empty
/// (`"result"`).
pub fn sanitize_stem(raw: &str) -> String {
    safe_name(raw, MAX_STEM_LEN).unwrap_or_else(|| "result".to_owned())
}

/// Whether `c` may not appear in a file name on some system: Windows' `<>:"/\|?*`, control
/// characters, and the invisible characters that reorder or hide text (an RTL override can
/// make `exe.png` look like `gnp.exe`).
fn forbidden(c: char) -> bool {
    matches!(c, '<' | '>' | ':' | '"' | '/' | '\\' | '|' | '?' | '*')
        || c.is_control()
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// One file or folder name safe on Windows, macOS and Linux, or `None` when nothing is left.
///
/// Letters of every script are kept. Characters some system forbids become `_`; whitespace
/// becomes a space; runs of `_`, of spaces and of `.` are collapsed; `.`, `_` and spaces are
/// trimmed at both ends (Windows drops trailing dots and spaces, a leading dot hides a file);
/// the name is cut to `max_bytes` of UTF-8 on a character boundary; a Windows reserved name
/// (`CON`, `com1.txt`) gets a `_` (`CON_`). The result holds no path separator and is never
/// `.` or `..`.
pub fn safe_name(raw: &str, max_bytes: usize) -> Option<String> {
    let mut out = String::with_capacity(raw.len().min(max_bytes));
    for c in raw.chars() {
        let c = if c.is_whitespace() {
            ' '
        } else if forbidden(c) {
            '_'
        } else {
            c
        };
        if matches!(c, '_' | '.' | ' ') && out.ends_with(c) {
            continue;
        }
        out.push(c);
    }
    let trim = |s: &str| s.trim_matches(|c| matches!(c, '.' | '_' | ' ')).to_owned();
    let mut name = trim(&out);
    if name.len() > max_bytes {
        let mut cut = max_bytes;
        while !name.is_char_boundary(cut) {
            cut -= 1;
        }
        name.truncate(cut);
        name = trim(&name);
    }
    if name.is_empty() {
        return None;
    }
    let first = name.split('.').next().unwrap_or_default().trim_end();
    if WINDOWS_RESERVED
        .iter()
        .any(|reserved| reserved.eq_ignore_ascii_case(first))
    {
        name.insert(first.len(), '_');
    }
    Some(name)
}
