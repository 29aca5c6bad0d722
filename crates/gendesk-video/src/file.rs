//! An opened video: the file's bytes, its H.264 track's index and what it holds, from which
//! any number of decoders can be made.

use std::sync::Arc;
use std::time::Duration;

use super::decoder::VideoDecoder;
use super::demux::{VideoTrack, read_movie};
use super::info::{VideoInfo, ticks_to_duration};
use super::sample_table::VideoSample;
use super::{AudioTrackInfo, VideoError, VideoLimits};

/// What [`VideoFile::read_parts`] found in an MP4 file.
#[derive(Debug)]
pub struct MovieParts {
    /// The `ftyp` major brand (`isom`, `mp42`, `qt  `…), if there is one.
    pub brand: Option<String>,
    /// The movie header's duration, when it gives one.
    pub duration: Option<Duration>,
    /// The first audio track.
    pub audio: Option<AudioTrackInfo>,
    /// The first H.264 video track, or why there is none GenDesk can play.
    pub video: Result<VideoFile, VideoError>,
}

/// An MP4 file with a playable H.264 track, checked against [`VideoLimits`].
///
/// Cheap to clone (the bytes and the index are shared), and `Send + Sync`: keep one for the
/// player's metadata and hand [`VideoFile::decoder`]s to worker threads.
#[derive(Clone)]
pub struct VideoFile {
    bytes: Arc<[u8]>,
    track: Arc<VideoTrack>,
    info: Arc<VideoInfo>,
    limits: VideoLimits,
}

impl std::fmt::Debug for VideoFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VideoFile")
            .field("bytes", &self.bytes.len())
            .field("info", &self.info)
            .finish_non_exhaustive()
    }
}

impl VideoFile {
    /// Reads the file's structure and checks it against `limits`: the first H.264 track, its
    /// parameter sets and its whole sample index. Nothing is decoded yet.
    ///
    /// Pass an `Arc<[u8]>` to share bytes already in memory; a `Vec<u8>` is copied once into
    /// a shared buffer.
    pub fn open(bytes: impl Into<Arc<[u8]>>, limits: &VideoLimits) -> Result<Self, VideoError> {
        let bytes: Arc<[u8]> = bytes.into();
        let movie = read_movie(&bytes, limits)?;
        let track = movie.video?;
        Ok(Self::from_parts(bytes, track, movie.audio, limits))
    }

    /// Reads `bytes` once and gives everything the file holds, also when it has no video
    /// GenDesk can play (an audio-only MP4, an H.265 track): the brand, the header's duration,
    /// the first audio track, and the video as a [`VideoFile`] or why there is none.
    ///
    /// Errors concern the file as a whole (empty, not MP4, damaged index, too large).
    pub fn read_parts(
        bytes: impl Into<Arc<[u8]>>,
        limits: &VideoLimits,
    ) -> Result<MovieParts, VideoError> {
        let bytes: Arc<[u8]> = bytes.into();
        let movie = read_movie(&bytes, limits)?;
        let audio = movie.audio;
        let video = movie
            .video
            .map(|track| Self::from_parts(Arc::clone(&bytes), track, audio.clone(), limits));
        Ok(MovieParts {
            brand: movie.brand,
            duration: movie.duration,
            audio,
            video,
        })
    }

    /// The track's first sequence and picture parameter sets (NAL units without start codes),
    /// for remuxing its samples.
    pub fn parameter_sets(&self) -> Option<(&[u8], &[u8])> {
        let config = &self.track.config;
        Some((
            config.sps.first()?.as_slice(),
            config.pps.first()?.as_slice(),
        ))
    }

    /// A file whose structure [`read_movie`] has already read from `bytes`.
    fn from_parts(
        bytes: Arc<[u8]>,
        track: VideoTrack,
        audio: Option<AudioTrackInfo>,
        limits: &VideoLimits,
    ) -> Self {
        let info = describe(&track, audio);
        Self {
            bytes,
            track: Arc::new(track),
            info: Arc::new(info),
            limits: *limits,
        }
    }

    /// What the video holds.
    pub fn info(&self) -> &VideoInfo {
        &self.info
    }

    /// The video frames in decode order, with their place in the file and their timestamps
    /// (in ticks of [`VideoInfo::timescale`]).
    pub fn samples(&self) -> &[VideoSample] {
        &self.track.samples
    }

    /// The file's bytes.
    pub fn bytes(&self) -> &Arc<[u8]> {
        &self.bytes
    }

    /// A decoder positioned at the start of the video.
    pub fn decoder(&self) -> Result<VideoDecoder, VideoError> {
        VideoDecoder::new(self.bytes.clone(), self.track.clone(), self.limits)
    }
}

fn describe(track: &VideoTrack, audio: Option<AudioTrackInfo>) -> VideoInfo {
    let samples = &track.samples;
    let end = samples
        .iter()
        .map(|s| s.presentation_ts + i64::from(s.duration))
        .max()
        .unwrap_or(0);
    let duration = ticks_to_duration(end, track.timescale);
    let frame_count = u32::try_from(samples.len()).unwrap_or(u32::MAX);
    let secs = duration.as_secs_f64();
    let fps = if secs > 0.0 {
        f64::from(frame_count) / secs
    } else {
        0.0
    };
    let keyframe_count =
        u32::try_from(samples.iter().filter(|s| s.keyframe).count()).unwrap_or(u32::MAX);
    let reordered = samples
        .windows(2)
        .any(|pair| pair[1].presentation_ts < pair[0].presentation_ts);
    let config = &track.config;
    // Checked against the limits (at most 8192 × 8192 by default, and u32 in any case).
    let width = u32::try_from(track.sps.width).unwrap_or(u32::MAX);
    let height = u32::try_from(track.sps.height).unwrap_or(u32::MAX);
    let (display_width, display_height) = match track.display_size {
        (0, _) | (_, 0) => (width, height),
        size => size,
    };
    VideoInfo {
        codec: format!(
            "{}.{:02X}{:02X}{:02X}",
            String::from_utf8_lossy(&track.fourcc),
            config.profile,
            config.compatibility,
            config.level
        ),
        profile: track.sps.profile_name(),
        width,
        height,
        display_width,
        display_height,
        duration,
        frame_count,
        fps,
        keyframe_count,
        reordered,
        colour: track.sps.colour,
        timescale: track.timescale,
        audio,
    }
}
