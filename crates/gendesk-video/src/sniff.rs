//! Recognizing a media file by its first bytes, to pick the right reader and to say what a
//! file is when it is not what was expected (an HTML error page instead of a video…).

/// What a file's first bytes say it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// ISO base media (MP4, MOV, M4A): starts with a known box.
    Mp4,
    /// RIFF WAVE audio.
    Wav,
    /// MPEG audio (MP3), with or without an ID3 tag.
    Mp3,
    /// FLAC audio.
    Flac,
    /// Ogg (Vorbis or Opus audio, Theora video).
    Ogg,
    /// Matroska or `WebM`.
    Matroska,
    /// A PNG image.
    Png,
    /// A JPEG image.
    Jpeg,
    /// A `WebP` image (RIFF `WEBP`).
    Webp,
    /// Text that looks like HTML, JSON or XML (often an error page).
    Text,
    /// Anything else.
    Unknown,
}

impl FileKind {
    /// Short name of the container (`mp4`, `wav`, …), as `gendesk media probe` prints it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Mp4 => "mp4",
            Self::Wav => "wav",
            Self::Mp3 => "mp3",
            Self::Flac => "flac",
            Self::Ogg => "ogg",
            Self::Matroska => "matroska",
            Self::Png => "png",
            Self::Jpeg => "jpeg",
            Self::Webp => "webp",
            Self::Text => "text",
            Self::Unknown => "unknown",
        }
    }

    /// What the file looks like, for messages ("a WAV audio file").
    pub fn description(self) -> &'static str {
        match self {
            Self::Mp4 => "an MP4 file",
            Self::Wav => "a WAV audio file",
            Self::Mp3 => "an MP3 audio file",
            Self::Flac => "a FLAC audio file",
            Self::Ogg => "an Ogg file",
            Self::Matroska => "a Matroska/WebM file",
            Self::Png => "a PNG image",
            Self::Jpeg => "a JPEG image",
            Self::Webp => "a WebP image",
            Self::Text => "a text or web page, not media (perhaps an error page from the server)",
            Self::Unknown => "unrecognized content",
        }
    }
}

/// Top-level MP4 box types that may start a file.
const MP4_FIRST_BOXES: [&[u8; 4]; 12] = [
    b"ftyp", b"moov", b"mdat", b"free", b"skip", b"wide", b"pnot", b"styp", b"sidx", b"uuid",
    b"moof", b"pdin",
];

/// Recognizes `bytes` by their start.
pub fn sniff(bytes: &[u8]) -> FileKind {
    let starts = |prefix: &[u8]| bytes.starts_with(prefix);
    if bytes
        .get(4..8)
        .is_some_and(|kind| MP4_FIRST_BOXES.iter().any(|known| known.as_slice() == kind))
    {
        return FileKind::Mp4;
    }
    if starts(b"RIFF") && bytes.get(8..12) == Some(b"WAVE".as_slice()) {
        return FileKind::Wav;
    }
    if starts(b"RIFF") && bytes.get(8..12) == Some(b"WEBP".as_slice()) {
        return FileKind::Webp;
    }
    if starts(b"ID3") || is_mpeg_audio_frame(bytes) {
        return FileKind::Mp3;
    }
    if starts(b"fLaC") {
        return FileKind::Flac;
    }
    if starts(b"OggS") {
        return FileKind::Ogg;
    }
    if starts(&[0x1a, 0x45, 0xdf, 0xa3]) {
        return FileKind::Matroska;
    }
    if starts(b"\x89PNG\r\n\x1a\n") {
        return FileKind::Png;
    }
    if starts(&[0xff, 0xd8, 0xff]) {
        return FileKind::Jpeg;
    }
    let text_start = bytes
        .iter()
        .skip_while(|b| b.is_ascii_whitespace())
        .take(1)
        .next();
    if matches!(text_start, Some(b'<' | b'{' | b'[')) {
        return FileKind::Text;
    }
    FileKind::Unknown
}

/// An MPEG audio frame header: 11 sync bits, a valid version, layer, bitrate and rate.
fn is_mpeg_audio_frame(bytes: &[u8]) -> bool {
    let [a, b, c, ..] = bytes else {
        return false;
    };
    *a == 0xff
        && b & 0xe0 == 0xe0
        && (b >> 3) & 0x03 != 0x01
        && (b >> 1) & 0x03 != 0
        && c >> 4 != 0x0f
        && (c >> 2) & 0x03 != 0x03
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognizes_common_files() {
        assert_eq!(sniff(b"\0\0\0\x20ftypisom"), FileKind::Mp4);
        assert_eq!(sniff(b"RIFF\x24\0\0\0WAVEfmt "), FileKind::Wav);
        assert_eq!(sniff(b"ID3\x04\0"), FileKind::Mp3);
        assert_eq!(sniff(&[0xff, 0xfb, 0x90, 0x64]), FileKind::Mp3);
        assert_eq!(sniff(b"fLaC\0\0"), FileKind::Flac);
        assert_eq!(sniff(b"OggS\0"), FileKind::Ogg);
        assert_eq!(sniff(b"\x89PNG\r\n\x1a\n"), FileKind::Png);
        assert_eq!(sniff(&[0xff, 0xd8, 0xff, 0xe0]), FileKind::Jpeg);
        assert_eq!(sniff(b"RIFF\x24\0\0\0WEBPVP8 "), FileKind::Webp);
        assert_eq!(sniff(b"  <!DOCTYPE html>"), FileKind::Text);
        assert_eq!(sniff(b""), FileKind::Unknown);
        assert_eq!(sniff(&[1, 2, 3, 4, 5, 6, 7, 8, 9]), FileKind::Unknown);
        assert_eq!(sniff(&[0xff, 0xff, 0xff, 0xff]), FileKind::Unknown);
    }
}
