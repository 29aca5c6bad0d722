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

/// A file stem safe on every platform: keeps `[A-Za-z0-9._-]`, turns everything else into `_`,
/// collapses runs of `_` and of `.`, trims `.` and `_` at both ends, caps the length at 120,
/// never returns an empty string (`"result"`) nor a Windows reserved name (`CON` → `CON_`).
/// The result contains no path separator and is never `.` or `..`.
pub fn sanitize_stem(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len().min(MAX_STEM_LEN));
    for c in raw.chars() {
        let c = if c.is_ascii_alphanumeric() || matches!(c, '.' | '-') {
            c
        } else {
            '_'
        };
        if matches!(c, '_' | '.') && out.ends_with(c) {
            continue;
        }
        out.push(c);
    }
    // All ASCII from here on, so byte lengths are char counts and truncation is safe.
    let trim = |s: &str| s.trim_matches(|c| c == '.' || c == '_').to_owned();
    let mut stem = trim(&out);
    if stem.len() > MAX_STEM_LEN {
        stem.truncate(MAX_STEM_LEN);
        stem = trim(&stem);
    }
    if stem.is_empty() {
        return "result".to_owned();
    }
    let first = stem.split('.').next().unwrap_or_default();
    if WINDOWS_RESERVED
        .iter()
        .any(|reserved| reserved.eq_ignore_ascii_case(first))
    {
        stem.insert(first.len(), '_');
    }
    stem
}
