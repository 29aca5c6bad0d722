//! Why audio cannot be analysed or played, in sentences a person can act on.

use std::time::Duration;

/// Why a clip cannot be decoded or played, or why there is no sound output.
///
/// Every message says what happened and what to do; the UI shows it as is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AudioError {
    /// Zero bytes.
    #[error("{}", crate::t!("err-audio-empty"))]
    Empty,
    /// More bytes than [`DecodeLimits::max_bytes`](super::DecodeLimits::max_bytes).
    #[error("{}", crate::t!(
        "err-audio-too-large",
        mib = (.bytes / 1024 / 1024).to_string(),
        max_mib = (.max_bytes / 1024 / 1024).to_string()
    ))]
    TooLarge {
        /// Size of the file.
        bytes: u64,
        /// The limit it is over.
        max_bytes: u64,
    },
    /// Longer than [`DecodeLimits::max_duration`](super::DecodeLimits::max_duration).
    #[error("{}", crate::t!("err-audio-too-long", minutes = (.max.as_secs() / 60).to_string()))]
    TooLong {
        /// The limit it is over.
        max: Duration,
    },
    /// Not a container GenDesk reads.
    #[error("{}", crate::t!("err-audio-unsupported-format"))]
    UnsupportedFormat,
    /// A container GenDesk reads, holding a codec it does not decode.
    #[error("{}", crate::t!("err-audio-unsupported-codec", codec = .0.clone()))]
    UnsupportedCodec(String),
    /// Damaged data: headers that do not parse, or packets that do not decode.
    #[error("{}", crate::t!("err-audio-damaged", reason = .0.clone()))]
    Damaged(String),
    /// The data stops before the end its header announces.
    #[error("{}", crate::t!(
        "err-audio-truncated",
        decoded = format!("{:.1}", .decoded.as_secs_f64()),
        expected = format!("{:.1}", .expected.as_secs_f64())
    ))]
    Truncated {
        /// How much could be decoded.
        decoded: Duration,
        /// How long the header says the clip is.
        expected: Duration,
    },
    /// No sound card, no sound server, or the device refused to open.
    #[error("{}", crate::t!("err-audio-no-device", reason = .reason.clone()))]
    NoDevice {
        /// What the operating system said, or that it did not answer in time.
        reason: String,
    },
    /// A background thread could not be started or stopped answering.
    #[error("{}", crate::t!("err-audio-player-stopped", reason = .0.clone()))]
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
                Self::Damaged(crate::t!("problem-media-audio-ends-before-sound"))
            }
            other => Self::Damaged(other.to_string()),
        }
    }
}
