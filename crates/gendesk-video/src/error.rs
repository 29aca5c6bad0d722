//! Why a video cannot be opened or decoded, in sentences a person can act on: what happened
//! and what to do (download again, open it in the system player, or download it).

/// Why a video cannot be played in GenDesk.
///
/// Every message is a full sentence meant for the person looking at the video: what is wrong
/// and what they can do about it.
#[derive(Debug, thiserror::Error)]
pub enum VideoError {
    /// The file has no bytes at all.
    #[error("this video file is empty (0 bytes); the download probably failed: download it again")]
    Empty,
    /// Not an MP4/MOV file.
    #[error(
        "this file is not an MP4 video ({detail}); GenDesk plays H.264 video in MP4 files: use Open in system player or Download to view it"
    )]
    NotMp4 {
        /// What the file looks like instead.
        detail: String,
    },
    /// The container's structure or index is broken.
    #[error(
        "this video file is damaged ({detail}); download it again, or use Open in system player"
    )]
    Damaged {
        /// What is inconsistent, in words.
        detail: String,
    },
    /// The file stops before the data its index points to.
    #[error(
        "this video file is incomplete ({detail}); the download was probably cut short: download it again"
    )]
    Truncated {
        /// Where the file ends and what is missing.
        detail: String,
    },
    /// An MP4 without any video track (for example an M4A audio file).
    #[error("this file has no video track; it may be an audio file: use Open in system player")]
    NoVideoTrack,
    /// The video track is not H.264.
    #[error(
        "this video is encoded as {codec}, and GenDesk plays H.264 video only; use Open in system player or Download to watch it"
    )]
    UnsupportedCodec {
        /// The codec's name and four-character code, e.g. `H.265/HEVC (hvc1)`.
        codec: String,
    },
    /// H.264, but with a feature the built-in decoder lacks (10-bit, 4:2:2, interlaced…).
    #[error(
        "this H.264 video uses {feature}, which GenDesk's built-in decoder cannot play; use Open in system player or Download to watch it"
    )]
    UnsupportedFeature {
        /// The feature, in words (e.g. `10-bit colour`).
        feature: String,
    },
    /// The picture is larger than the limits allow.
    #[error(
        "this video is too large to play here: its {origin} says {width} × {height} pixels, more than GenDesk's limit of {limit}; use Open in system player or Download to watch it"
    )]
    TooLarge {
        /// Where the size was read (`track header`, `sample description`, `H.264 stream`…).
        origin: &'static str,
        /// Claimed width in pixels.
        width: u64,
        /// Claimed height in pixels.
        height: u64,
        /// The limit, in words (e.g. `8192 pixels wide`).
        limit: String,
    },
    /// The file is larger than the limits allow.
    #[error(
        "this video file is too large to play here ({} MiB, the limit is {} MiB); use Open in system player or Download to watch it",
        .bytes / 1024 / 1024,
        .max_bytes / 1024 / 1024
    )]
    FileTooLarge {
        /// Size of the file in bytes.
        bytes: u64,
        /// The limit in bytes.
        max_bytes: u64,
    },
    /// More frames than the limits allow.
    #[error(
        "this video has too many frames to play here ({count}, the limit is {max}); use Open in system player or Download to watch it"
    )]
    TooManyFrames {
        /// Frames the file claims.
        count: u64,
        /// The limit.
        max: u64,
    },
    /// One frame could not be decoded. The decoder stays usable: the next call continues
    /// with the following frame.
    #[error(
        "frame {sample} of this video could not be decoded ({detail}); the file may be damaged: download it again, or use Open in system player"
    )]
    Decode {
        /// Index of the sample in decode order (0-based).
        sample: usize,
        /// What the decoder reported.
        detail: String,
    },
    /// The H.264 decoder could not be created.
    #[error("the H.264 decoder could not start ({detail}); restart GenDesk and try again")]
    DecoderInit {
        /// What `OpenH264` reported.
        detail: String,
    },
}

impl VideoError {
    pub(crate) fn damaged(detail: impl Into<String>) -> Self {
        Self::Damaged {
            detail: detail.into(),
        }
    }

    pub(crate) fn truncated(detail: impl Into<String>) -> Self {
        Self::Truncated {
            detail: detail.into(),
        }
    }
}
