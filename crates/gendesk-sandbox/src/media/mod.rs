//! Local media generator for the offline sandbox.
//!
//! The sandbox simulates the generation service on loopback; its result URLs
//! serve real files produced here. Everything is derived deterministically from
//! the prompt, so the same request always yields the same picture, melody and
//! colours, and different prompts look and sound clearly different:
//!
//! * images: PNG or JPEG, a gradient with soft bands, circles and rings
//!   (`image.rs`);
//! * videos: H.264 (`OpenH264`, Baseline profile) in an MP4 container at
//!   [`VIDEO_FPS`] frames per second, the image generator's scene with moving
//!   discs and a progress bar (`video.rs`, `mp4.rs`), with an AAC-LC sound
//!   track when asked for (`aac.rs`, `mp4_audio.rs`);
//! * audio: 16-bit mono PCM WAV at [`AUDIO_SAMPLE_RATE`] Hz with a short looping
//!   melody, bass line and optionally a voice-like second part (`audio.rs`).
//!
//! Inputs are checked before anything is allocated: zero or oversized
//! dimensions and durations give a [`MediaError`], never a panic.

mod aac;
mod audio;
mod film;
mod image;
mod look;
mod mp4;
mod mp4_audio;
mod seed;
mod video;

use std::fmt;

use bytes::Bytes;

pub use audio::AUDIO_SAMPLE_RATE;
pub use look::ReferenceLook;
pub use mp4::{H264Muxer, MuxError};
pub use video::VIDEO_FPS;

/// Largest accepted width or height of an image, in pixels.
pub const MAX_IMAGE_SIDE: u32 = 8192;
/// Longest accepted video, in seconds.
pub const MAX_VIDEO_SECS: u32 = 120;
/// Longest accepted audio clip, in seconds.
pub const MAX_AUDIO_SECS: u32 = 600;
/// Largest accepted long edge of a video (`OpenH264`'s encoder limit).
pub const MAX_VIDEO_LONG_SIDE: u32 = 3840;
/// Largest accepted short edge of a video (`OpenH264`'s encoder limit).
pub const MAX_VIDEO_SHORT_SIDE: u32 = 2160;
/// Smallest accepted video width or height, in pixels.
pub const MIN_VIDEO_SIDE: u32 = 16;

/// Encoding of a generated still image.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ImageFormat {
    /// Lossless PNG, 8-bit RGB.
    Png,
    /// Baseline JPEG, quality 85.
    Jpeg,
}

/// What to generate.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum MediaSpec {
    /// A still image of exactly `width` × `height` pixels.
    Image {
        /// Text the content is derived from.
        prompt: String,
        /// Width in pixels, `1..=MAX_IMAGE_SIDE`.
        width: u32,
        /// Height in pixels, `1..=MAX_IMAGE_SIDE`.
        height: u32,
        /// PNG or JPEG.
        format: ImageFormat,
        /// For image-to-image: the first reference picture, which the result is painted from.
        reference: Option<ReferenceLook>,
    },
    /// An H.264/MP4 video of `duration_secs * VIDEO_FPS` frames.
    ///
    /// With `sound`, the file also holds an AAC-LC sound track as long as the
    /// video (a built-in loop, see `aac.rs`).
    Video {
        /// Text the content is derived from.
        prompt: String,
        /// Width in pixels: even, `MIN_VIDEO_SIDE..`, at most
        /// `MAX_VIDEO_LONG_SIDE` on the long edge and `MAX_VIDEO_SHORT_SIDE`
        /// on the short edge.
        width: u32,
        /// Height in pixels, same rules as `width`.
        height: u32,
        /// Length in seconds, `1..=MAX_VIDEO_SECS`.
        duration_secs: u32,
        /// With `true`, the file also holds an AAC-LC sound track.
        sound: bool,
    },
    /// A "filmed" H.264/MP4 video (Sandbox Video Cinema): x264 High profile with B-frames,
    /// 854×480 at 24 fps, from a built-in clip the prompt picks, `duration_secs` long (at
    /// most 12), with the sound loop when `sound` is true.
    Film {
        /// Text the clip is picked by.
        prompt: String,
        /// Length in seconds, `1..=12`.
        duration_secs: u32,
        /// With `true`, the file also holds an AAC-LC sound track.
        sound: bool,
    },
    /// A WAV clip with a melody.
    Audio {
        /// Text the melody is derived from.
        prompt: String,
        /// Length in seconds, `1..=MAX_AUDIO_SECS`.
        duration_secs: u32,
        /// `false` adds a voice-like second part to the instruments.
        instrumental: bool,
    },
}

/// A generated file, ready to be served.
#[derive(Clone, PartialEq, Eq)]
pub struct Media {
    /// MIME type, e.g. `image/png`.
    pub content_type: &'static str,
    /// File name extension without the dot: `png`, `jpg`, `mp4` or `wav`.
    pub extension: &'static str,
    /// The file's content.
    pub bytes: Bytes,
}

impl fmt::Debug for Media {
    // The bytes can be hundreds of megabytes: show their length only.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Media")
            .field("content_type", &self.content_type)
            .field("extension", &self.extension)
            .field("len", &self.bytes.len())
            .finish()
    }
}

/// Why media could not be generated.
#[derive(Debug, thiserror::Error)]
pub enum MediaError {
    /// Width or height is zero.
    #[error("{kind} size must be at least 1x1 pixels, got {width}x{height}")]
    EmptySize {
        /// `image` or `video`.
        kind: &'static str,
        /// Requested width.
        width: u32,
        /// Requested height.
        height: u32,
    },
    /// Width or height is above the limit for this kind of media.
    #[error("{kind} size {width}x{height} is too large: {limit}")]
    TooLarge {
        /// `image` or `video`.
        kind: &'static str,
        /// Requested width.
        width: u32,
        /// Requested height.
        height: u32,
        /// The limit that was exceeded, in words.
        limit: &'static str,
    },
    /// The size cannot be encoded as H.264 4:2:0 video.
    #[error("video size {width}x{height} is not supported: {reason}")]
    UnsupportedVideoSize {
        /// Requested width.
        width: u32,
        /// Requested height.
        height: u32,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// Duration is zero or above the limit.
    #[error("{kind} duration must be between 1 and {max_secs} seconds, got {duration_secs}")]
    InvalidDuration {
        /// `video` or `audio`.
        kind: &'static str,
        /// Requested duration.
        duration_secs: u32,
        /// Largest accepted duration.
        max_secs: u32,
    },
    /// The PNG or JPEG encoder failed.
    #[error("image encoding failed: {0}")]
    ImageEncode(#[from] ::image::ImageError),
    /// The H.264 encoder failed or misbehaved.
    #[error("H.264 encoding failed: {message}")]
    VideoEncode {
        /// What went wrong.
        message: String,
        /// The encoder's own error, when it reported one.
        #[source]
        source: Option<openh264::Error>,
    },
    /// The encoded stream could not be put into an MP4 container.
    #[error("MP4 muxing failed: {0}")]
    Mux(#[from] mp4::MuxError),
    /// The WAV file would exceed the format's 4 GiB size limit.
    #[error("audio too large for a WAV file")]
    AudioTooLarge,
    /// A built-in clip of the Cinema model could not be used.
    #[error("the filmed clip could not be made: {0}")]
    Film(String),
    /// The built-in sound loop for videos with sound could not be used.
    #[error("the video's sound could not be made: {0}")]
    Sound(String),
}

/// Generates the media described by `spec`.
///
/// Deterministic for images and audio: the same spec gives the same bytes.
/// Videos are deterministic too in practice (single-threaded encoder), but
/// only their decoded size, frame count and duration are guaranteed.
///
/// This is synchronous, CPU-bound work: a 4096×4096 JPEG or five seconds of
/// 1080p video take about a second. From async code, call it through
/// `tokio::task::spawn_blocking`.
pub fn render(spec: &MediaSpec) -> Result<Media, MediaError> {
    match spec {
        MediaSpec::Image {
            prompt,
            width,
            height,
            format,
            reference,
        } => image::render(prompt, *width, *height, *format, reference.as_ref()),
        MediaSpec::Video {
            prompt,
            width,
            height,
            duration_secs,
            sound,
        } => video::render(prompt, *width, *height, *duration_secs, *sound),
        MediaSpec::Film {
            prompt,
            duration_secs,
            sound,
        } => film::render(prompt, *duration_secs, *sound),
        MediaSpec::Audio {
            prompt,
            duration_secs,
            instrumental,
        } => audio::render(prompt, *duration_secs, *instrumental),
    }
}

/// Parses `"W:H"` from `allowed`, case-insensitively and ignoring spaces.
fn parse_ratio(aspect_ratio: &str, allowed: &[(u32, u32)]) -> Option<(u32, u32)> {
    let (w, h) = aspect_ratio.trim().split_once(':')?;
    let ratio = (w.trim().parse().ok()?, h.trim().parse().ok()?);
    allowed.contains(&ratio).then_some(ratio)
}

/// `numerator / denominator` rounded to the nearest even number (ties up).
fn round_to_even(numerator: u64, denominator: u64) -> u32 {
    // round(n / (2d)) * 2 == 2 * floor((n + d) / (2d)).
    let halves = (numerator + denominator) / (2 * denominator);
    // Callers pass sides of at most 4096 * 21: the result always fits.
    u32::try_from(halves * 2).unwrap_or(u32::MAX)
}

/// Image size for the service's `resolution` and `aspect_ratio`.
///
/// `resolution` is `1K`, `2K` or `4K` (case-insensitive): 1024, 2048 or 4096
/// pixels on the LONG edge, which is exact. `aspect_ratio` is one of `1:1`,
/// `4:3`, `3:4`, `3:2`, `2:3`, `4:5`, `5:4`, `9:16`, `16:9`, `21:9`, or `auto`
/// (= `1:1`). Unknown values fall back to `2K` and `1:1`.
///
/// The short edge is `long * short_ratio / long_ratio` rounded to the nearest
/// EVEN number (ties round up), so both sides are even: 2K 21:9 is
/// 2048×878 (877.7 → 878), 1K 3:2 is 1024×682 (682.7 → 682, as 683 is odd and
/// 682 is the nearer even number), 1K 4:5 is 820×1024 (819.2 → 820).
pub fn image_size(resolution: &str, aspect_ratio: &str) -> (u32, u32) {
    const RATIOS: [(u32, u32); 10] = [
        (1, 1),
        (4, 3),
        (3, 4),
        (3, 2),
        (2, 3),
        (4, 5),
        (5, 4),
        (9, 16),
        (16, 9),
        (21, 9),
    ];
    let long: u32 = match resolution.trim().to_ascii_uppercase().as_str() {
        "1K" => 1024,
        "4K" => 4096,
        _ => 2048,
    };
    let (rw, rh) = parse_ratio(aspect_ratio, &RATIOS).unwrap_or((1, 1));
    if rw >= rh {
        let short = round_to_even(u64::from(long) * u64::from(rh), u64::from(rw));
        (long, short)
    } else {
        let short = round_to_even(u64::from(long) * u64::from(rw), u64::from(rh));
        (short, long)
    }
}

/// Video size for the service's `resolution` and `aspect_ratio`.
///
/// `resolution` is `480p`, `720p` or `1080p` (case-insensitive): 480, 720 or
/// 1080 pixels on the SHORT edge, which is exact. `aspect_ratio` is `16:9`,
/// `9:16` or `1:1`. Unknown values fall back to `1080p` and `16:9`.
///
/// The long edge is `short * 16 / 9` rounded to the nearest EVEN number (ties
/// round up), as H.264 4:2:0 needs even sizes: 480p 16:9 is 854×480
/// (853.3 → 854), 720p 16:9 is 1280×720, 1080p 9:16 is 1080×1920.
pub fn video_size(resolution: &str, aspect_ratio: &str) -> (u32, u32) {
    const RATIOS: [(u32, u32); 3] = [(16, 9), (9, 16), (1, 1)];
    let short: u32 = match resolution.trim().to_ascii_lowercase().as_str() {
        "480p" => 480,
        "720p" => 720,
        _ => 1080,
    };
    let (rw, rh) = parse_ratio(aspect_ratio, &RATIOS).unwrap_or((16, 9));
    if rw >= rh {
        let long = round_to_even(u64::from(short) * u64::from(rw), u64::from(rh));
        (long, short)
    } else {
        let long = round_to_even(u64::from(short) * u64::from(rh), u64::from(rw));
        (short, long)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_size_every_resolution_and_ratio() {
        let expected: [(&str, &str, (u32, u32)); 33] = [
            ("1K", "1:1", (1024, 1024)),
            ("1K", "4:3", (1024, 768)),
            ("1K", "3:4", (768, 1024)),
            ("1K", "3:2", (1024, 682)),
            ("1K", "2:3", (682, 1024)),
            ("1K", "4:5", (820, 1024)),
            ("1K", "5:4", (1024, 820)),
            ("1K", "9:16", (576, 1024)),
            ("1K", "16:9", (1024, 576)),
            ("1K", "21:9", (1024, 438)),
            ("1K", "auto", (1024, 1024)),
            ("2K", "1:1", (2048, 2048)),
            ("2K", "4:3", (2048, 1536)),
            ("2K", "3:4", (1536, 2048)),
            ("2K", "3:2", (2048, 1366)),
            ("2K", "2:3", (1366, 2048)),
            ("2K", "4:5", (1638, 2048)),
            ("2K", "5:4", (2048, 1638)),
            ("2K", "9:16", (1152, 2048)),
            ("2K", "16:9", (2048, 1152)),
            ("2K", "21:9", (2048, 878)),
            ("2K", "auto", (2048, 2048)),
            ("4K", "1:1", (4096, 4096)),
            ("4K", "4:3", (4096, 3072)),
            ("4K", "3:4", (3072, 4096)),
            ("4K", "3:2", (4096, 2730)),
            ("4K", "2:3", (2730, 4096)),
            ("4K", "4:5", (3276, 4096)),
            ("4K", "5:4", (4096, 3276)),
            ("4K", "9:16", (2304, 4096)),
            ("4K", "16:9", (4096, 2304)),
            ("4K", "21:9", (4096, 1756)),
            ("4K", "auto", (4096, 4096)),
        ];
        for (resolution, ratio, size) in expected {
            assert_eq!(image_size(resolution, ratio), size, "{resolution} {ratio}");
            let (w, h) = size;
            assert!(w % 2 == 0 && h % 2 == 0, "{resolution} {ratio} not even");
        }
    }

    #[test]
    fn image_size_fallbacks_and_spelling() {
        assert_eq!(image_size("8K", "16:9"), (2048, 1152));
        assert_eq!(image_size("", ""), (2048, 2048));
        assert_eq!(image_size("4K", "7:3"), (4096, 4096));
        assert_eq!(image_size("4K", "16/9"), (4096, 4096));
        assert_eq!(image_size("4K", "0:0"), (4096, 4096));
        assert_eq!(image_size(" 4k ", " 16 : 9 "), (4096, 2304));
        assert_eq!(image_size("1k", "AUTO"), (1024, 1024));
    }

    #[test]
    fn video_size_every_resolution_and_ratio() {
        let expected: [(&str, &str, (u32, u32)); 9] = [
            ("480p", "16:9", (854, 480)),
            ("480p", "9:16", (480, 854)),
            ("480p", "1:1", (480, 480)),
            ("720p", "16:9", (1280, 720)),
            ("720p", "9:16", (720, 1280)),
            ("720p", "1:1", (720, 720)),
            ("1080p", "16:9", (1920, 1080)),
            ("1080p", "9:16", (1080, 1920)),
            ("1080p", "1:1", (1080, 1080)),
        ];
        for (resolution, ratio, size) in expected {
            assert_eq!(video_size(resolution, ratio), size, "{resolution} {ratio}");
        }
    }

    #[test]
    fn video_size_fallbacks_and_spelling() {
        assert_eq!(video_size("4k", "1:1"), (1080, 1080));
        assert_eq!(video_size("720p", "4:3"), (1280, 720));
        assert_eq!(video_size("720p", "auto"), (1280, 720));
        assert_eq!(video_size("", ""), (1920, 1080));
        assert_eq!(video_size("480P", " 9:16 "), (480, 854));
    }

    #[test]
    fn round_to_even_rounds_to_nearest_even_ties_up() {
        assert_eq!(round_to_even(8, 1), 8);
        assert_eq!(round_to_even(9, 1), 10); // 9 is equally near 8 and 10
        assert_eq!(round_to_even(7, 1), 8);
        assert_eq!(round_to_even(4096 * 9, 21), 1756); // 1755.4
        assert_eq!(round_to_even(480 * 16, 9), 854); // 853.3
    }

    #[test]
    fn results_can_cross_threads() {
        fn assert_send_sync<T: Send + Sync + 'static>() {}
        assert_send_sync::<Media>();
        assert_send_sync::<MediaError>();
        assert_send_sync::<MediaSpec>();
    }

    #[test]
    fn media_debug_shows_length_not_bytes() {
        let media = Media {
            content_type: "image/png",
            extension: "png",
            bytes: Bytes::from(vec![7u8; 1000]),
        };
        let text = format!("{media:?}");
        assert!(text.contains("len: 1000"), "{text}");
        assert!(text.len() < 200, "{text}");
    }
}
