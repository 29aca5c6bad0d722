//! Why audio cannot be analysed or played, in sentences a person can act on.

use std::time::Duration;

/// Why a clip cannot be decoded or played, or why there is no sound output.
///
/// Every message says what happened and what to do; the UI shows it as is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AudioError {
    /// Zero bytes.
    #[error(
        "this audio file is empty (0 bytes); the download may have failed, so try downloading it again"
    )]
    Empty,
    /// More bytes than [`DecodeLimits::max_bytes`](super::DecodeLimits::max_bytes).
    #[error(
        "this audio file is too large to play here ({} MiB; the limit is {} MiB); download it and open it in a music player",
        .bytes / 1024 / 1024,
        .max_bytes / 1024 / 1024
    )]
    TooLarge {
        /// Size of the file.
        bytes: u64,
        /// The limit it is over.
        max_bytes: u64,
    },
    /// Longer than [`DecodeLimits::max_duration`](super::DecodeLimits::max_duration).
    #[error(
        "this audio is too long to play here (more than {} minutes); download it and open it in a music player",
        .max.as_secs() / 60
    )]
    TooLong {
        /// The limit it is over.
        max: Duration,
    },
    /// Not a container GenDesk reads.
    #[error(
        "this file is not audio GenDesk can play (WAV, MP3, FLAC, OGG/Vorbis or M4A/AAC); download it and open it in another player"
    )]
    UnsupportedFormat,
    /// A container GenDesk reads, holding a codec it does not decode.
    #[error(
        "this audio uses a codec GenDesk cannot play ({0}); download it and open it in another player"
    )]
    UnsupportedCodec(String),
    /// Damaged data: headers that do not parse, or packets that do not decode.
    #[error(
        "this audio could not be decoded ({0}); the file may be damaged or incomplete, so try downloading it again"
    )]
    Damaged(String),
    /// The data stops before the end its header announces.
    #[error(
        "this audio file ends early (only {:.1} s of {:.1} s could be read); the download may be incomplete, so try downloading it again",
        .decoded.as_secs_f64(),
        .expected.as_secs_f64()
    )]
    Truncated {
        /// How much could be decoded.
        decoded: Duration,
        /// How long the header says the clip is.
        expected: Duration,
    },
    /// No sound card, no sound server, or the device refused to open.
    #[error(
        "No sound output was found ({reason}); music can't be played on this computer, but you can still download it."
    )]
    NoDevice {
        /// What the operating system said, or that it did not answer in time.
        reason: String,
    },
    /// A background thread could not be started or stopped answering.
    #[error(
        "the audio player stopped working ({0}); close the preview and open it again, or restart GenDesk"
    )]
    PlayerStopped(String),
}

impl AudioError {
    /// Maps a symphonia error met while probing or decoding.
    pub(crate) fn from_symphonia(err: &symphonia::core::errors::Error) -> Self {
        use symphonia::core::errors::Error;
        match err {
            Error::Unsupported(what) => {
                if what.contains("codec") {
                    Self::UnsupportedCodec((*what).to_owned())
                } else {
                    Self::UnsupportedFormat
                }
            }
            Error::IoError(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
                Self::Damaged("the file ends before its first sound".to_owned())
            }
            other => Self::Damaged(other.to_string()),
        }
    }
}
