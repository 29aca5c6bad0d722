//! The caller's idea of what the bytes are: a file extension (`"mp3"`, `".m4a"`) or a MIME
//! type (`"audio/mpeg"`). Only a hint: the content is probed either way.

/// A normalised format hint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum FormatHint {
    /// A lower-case extension without the dot.
    Extension(String),
    /// A MIME type, lower case, parameters dropped.
    Mime(String),
}

impl FormatHint {
    /// `None` for an empty or absent hint.
    pub(crate) fn parse(hint: Option<&str>) -> Option<Self> {
        let hint = hint?.trim();
        if hint.contains('/') {
            let mime = hint.split(';').next().unwrap_or(hint).trim();
            return (!mime.is_empty()).then(|| Self::Mime(mime.to_ascii_lowercase()));
        }
        let ext = hint.trim_start_matches('.');
        (!ext.is_empty()).then(|| Self::Extension(ext.to_ascii_lowercase()))
    }

    /// The same hint in symphonia's form.
    pub(crate) fn to_symphonia(hint: Option<&Self>) -> symphonia::core::probe::Hint {
        let mut out = symphonia::core::probe::Hint::new();
        match hint {
            Some(Self::Extension(ext)) => {
                out.with_extension(ext);
            }
            Some(Self::Mime(mime)) => {
                out.mime_type(mime);
            }
            None => {}
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_and_mime_types_are_normalised() {
        assert_eq!(
            FormatHint::parse(Some(".MP3")),
            Some(FormatHint::Extension("mp3".into()))
        );
        assert_eq!(
            FormatHint::parse(Some("audio/MP4; codecs=mp4a.40.2")),
            Some(FormatHint::Mime("audio/mp4".into()))
        );
        assert_eq!(FormatHint::parse(Some(" ")), None);
        assert_eq!(FormatHint::parse(None), None);
    }
}
