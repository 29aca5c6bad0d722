//! What a video file holds, read from its headers without decoding: the H.264 track's
//! size, length, frame rate and keyframes, and the audio track (described, not decoded).

use std::time::Duration;

/// The video track of an opened file.
#[derive(Debug, Clone, PartialEq)]
pub struct VideoInfo {
    /// RFC 6381 codec string, e.g. `avc1.64001E` (H.264 High, level 3.0).
    pub codec: String,
    /// H.264 profile name, e.g. `High`.
    pub profile: &'static str,
    /// Width of decoded frames in pixels (from the H.264 stream, after cropping).
    pub width: u32,
    /// Height of decoded frames in pixels.
    pub height: u32,
    /// Width the picture should be shown at (track header); differs from `width` for
    /// non-square pixels. Falls back to `width` when the header says 0.
    pub display_width: u32,
    /// Height the picture should be shown at.
    pub display_height: u32,
    /// From the first frame shown to the end of the last one.
    pub duration: Duration,
    /// Coded frames in the track.
    pub frame_count: u32,
    /// Average frames per second (`frame_count / duration`).
    pub fps: f64,
    /// Frames where decoding can start (seek points).
    pub keyframe_count: u32,
    /// True when frames are stored out of presentation order (B-frames).
    pub reordered: bool,
    /// How its YUV samples become RGB (from the stream's VUI, or guessed from the size).
    pub colour: super::Colour,
    /// Ticks per second of the timestamps in [`super::VideoSample`].
    pub timescale: u32,
    /// The first audio track, if any.
    pub audio: Option<AudioTrackInfo>,
}

/// An audio track, described for the player (GenDesk's video layer does not decode audio).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AudioTrackInfo {
    /// RFC 6381 codec string (`mp4a.40.2` for AAC-LC) or the sample entry's four-character
    /// code (`Opus`, `ac-3`, …).
    pub codec: String,
    /// The codec's name for people, e.g. `AAC-LC`.
    pub name: String,
    /// Samples per second, when the file says.
    pub sample_rate: Option<u32>,
    /// Number of channels, when the file says.
    pub channels: Option<u16>,
    /// Length of the track, when the file says.
    pub duration: Option<Duration>,
}

/// `ticks` of `timescale` per second as a [`Duration`] (negative ticks count as 0).
pub(crate) fn ticks_to_duration(ticks: i64, timescale: u32) -> Duration {
    let Ok(ticks) = u64::try_from(ticks) else {
        return Duration::ZERO;
    };
    if timescale == 0 {
        return Duration::ZERO;
    }
    let nanos = u128::from(ticks) * 1_000_000_000 / u128::from(timescale);
    Duration::from_nanos(u64::try_from(nanos).unwrap_or(u64::MAX))
}

/// The tick at or before `time` (rounded down), in `timescale` ticks per second.
pub(crate) fn duration_to_ticks(time: Duration, timescale: u32) -> i64 {
    let ticks = time.as_nanos() * u128::from(timescale) / 1_000_000_000;
    i64::try_from(ticks).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tick_conversions() {
        assert_eq!(ticks_to_duration(15_360, 15_360), Duration::from_secs(1));
        assert_eq!(ticks_to_duration(512, 15_360).as_nanos(), 33_333_333);
        assert_eq!(ticks_to_duration(-5, 90_000), Duration::ZERO);
        assert_eq!(ticks_to_duration(5, 0), Duration::ZERO);
        assert_eq!(
            duration_to_ticks(Duration::from_millis(3500), 15_360),
            53_760
        );
        assert_eq!(
            duration_to_ticks(ticks_to_duration(512, 15_360), 15_360),
            511
        );
    }
}
