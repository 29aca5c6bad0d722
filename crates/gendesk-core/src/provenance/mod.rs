//! Provenance: the generation record a downloaded result carries inside the file, so a picture
//! that leaves GenDesk still says which model, prompt, settings and task made it (`record.rs`).
//! Written without re-encoding — the pixels stay byte-identical — into PNG text chunks
//! (`png.rs`), JPEG and WebP XMP (`jpeg.rs`, `webp.rs`, `xmp.rs`), MP4/M4A iTunes items
//! (`mp4.rs`) and the tags of MP3, WAV, FLAC and OGG (`audio.rs`); read back by [`read`]; and,
//! when asked, beside the file as `<file>.json` (`sidecar.rs`).
//! Downloads write it into the `.part` before it gets its final name, so a failure leaves the
//! plain download and never a half-written file.

mod audio;
mod jpeg;
mod mp4;
mod png;
mod record;
mod sidecar;
mod webp;
mod xmp;

use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};

pub use audio::AudioKind;
pub use record::{BatchRef, FORMAT, Record, RecordFacts};
pub use sidecar::{sidecar_path, write_sidecar};

/// Why a record was not written or read; the file is as it was.
#[derive(Debug, thiserror::Error)]
pub enum ProvenanceError {
    /// The file is not a whole file of its kind.
    #[error("{}", crate::t!(
        "err-provenance-damaged",
        format = .format.to_string(),
        detail = .detail.clone()
    ))]
    Damaged {
        /// "PNG", "JPEG" …
        format: &'static str,
        /// What is wrong.
        detail: String,
    },
    /// The record does not fit where this kind of file keeps it.
    #[error("{}", crate::t!("err-provenance-too-large", format = .0.to_string()))]
    TooLarge(&'static str),
    /// This kind of file does not take a record.
    #[error("{}", crate::t!("err-provenance-unsupported", format = .0.clone()))]
    Unsupported(String),
    /// The record could not be encoded.
    #[error("{}", crate::t!("err-provenance-encode", reason = .0.clone()))]
    Encode(String),
    /// Reading or writing the file failed.
    #[error("{}", crate::t!("err-provenance-io", cause = .0.to_string()))]
    Io(#[from] std::io::Error),
}

impl ProvenanceError {
    fn damaged(format: &'static str, detail: impl Into<String>) -> Self {
        Self::Damaged {
            format,
            detail: detail.into(),
        }
    }
}

/// The kinds of file GenDesk knows by their first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MediaFormat {
    /// PNG.
    Png,
    /// JPEG.
    Jpeg,
    /// WebP.
    WebP,
    /// MP4 or M4A (an ISO media file: `ftyp` first).
    Mp4,
    /// Music other than M4A.
    Audio(audio::AudioKind),
    /// Anything else (no record is written into it).
    Other,
}

impl MediaFormat {
    /// The kind of file that starts with `head` (its first 16 bytes or so).
    pub fn sniff(head: &[u8]) -> Self {
        if head.starts_with(&[0x89, b'P', b'N', b'G']) {
            Self::Png
        } else if head.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Self::Jpeg
        } else if head.len() >= 12 && &head[..4] == b"RIFF" && &head[8..12] == b"WEBP" {
            Self::WebP
        } else if head.len() >= 8 && &head[4..8] == b"ftyp" {
            Self::Mp4
        } else if head.len() >= 12 && &head[..4] == b"RIFF" && &head[8..12] == b"WAVE" {
            Self::Audio(audio::AudioKind::Wav)
        } else if head.starts_with(b"fLaC") {
            Self::Audio(audio::AudioKind::Flac)
        } else if head.starts_with(b"OggS") {
            Self::Audio(audio::AudioKind::Ogg)
        } else if head.starts_with(b"ID3")
            || (head.len() >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0)
        {
            Self::Audio(audio::AudioKind::Mp3)
        } else {
            Self::Other
        }
    }

    /// The kind of the file at `path`.
    pub fn of(path: &Path) -> std::io::Result<Self> {
        let mut head = [0_u8; 16];
        let mut file = File::open(path)?;
        let mut filled = 0;
        while filled < head.len() {
            match file.read(&mut head[filled..])? {
                0 => break,
                n => filled += n,
            }
        }
        Ok(Self::sniff(&head[..filled]))
    }
}

/// What a file carries.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Found {
    /// GenDesk's record.
    pub record: Option<Record>,
    /// An AUTOMATIC1111 `parameters` text (PNG).
    pub parameters: Option<String>,
}

/// Writes `record` into the file at `path` (blocking). `Ok(false)`: this kind of file carries
/// no record (yet); the file is untouched. On an error the file is as it was.
pub fn stamp(path: &Path, record: &Record) -> Result<bool, ProvenanceError> {
    match MediaFormat::of(path)? {
        MediaFormat::Png => png::stamp(path, record)?,
        MediaFormat::Jpeg => jpeg::stamp(path, record)?,
        MediaFormat::WebP => webp::stamp(path, record)?,
        MediaFormat::Mp4 => mp4::stamp(path, record)?,
        MediaFormat::Audio(kind) => audio::stamp(path, kind, record)?,
        MediaFormat::Other => return Ok(false),
    }
    Ok(true)
}

/// What the file at `path` carries (blocking).
pub fn read(path: &Path) -> Result<Found, ProvenanceError> {
    match MediaFormat::of(path)? {
        MediaFormat::Png => png::read(path),
        MediaFormat::Jpeg => jpeg::read(path),
        MediaFormat::WebP => webp::read(path),
        MediaFormat::Mp4 => mp4::read(path),
        MediaFormat::Audio(kind) => audio::read(path, kind),
        MediaFormat::Other => Ok(Found::default()),
    }
}

/// Writes a new version of `path` with `write` into a sibling file, then renames it over
/// `path`; the sibling is removed when anything fails.
fn replace(
    path: &Path,
    write: impl FnOnce(&mut BufWriter<File>) -> std::io::Result<()>,
) -> Result<(), ProvenanceError> {
    let mut sibling = path.as_os_str().to_owned();
    sibling.push(".record");
    let sibling = PathBuf::from(sibling);
    let written = (|| {
        let mut file = BufWriter::new(File::create(&sibling)?);
        write(&mut file)?;
        file.flush()?;
        file.get_ref().sync_all()?;
        drop(file);
        std::fs::rename(&sibling, path)
    })();
    if written.is_err() {
        // Best effort: a stale sibling is overwritten by the next attempt.
        let _ = std::fs::remove_file(&sibling);
    }
    Ok(written?)
}
