//! A decoded summary of one clip: format, exact duration and waveform peaks (the pass over
//! the packets is in `analyse.rs`), and opening a container at its first audio track, which
//! the player shares.

use std::io::Cursor;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

use bytes::Bytes;
use symphonia::core::codecs::CODEC_TYPE_NULL;
use symphonia::core::errors::Error as SymphoniaError;
use symphonia::core::formats::{FormatOptions, FormatReader, Track};
use symphonia::core::io::{MediaSourceStream, MediaSourceStreamOptions};
use symphonia::core::meta::MetadataOptions;

use super::analyse::analyse;
use super::hint::FormatHint;
use super::mp4_edit::EditTrim;
use super::peaks::Waveform;
use super::{AudioError, DecodeLimits};

/// A clip that decoded completely: what the player and the waveform view need.
///
/// Cheap to clone (the bytes are shared), so the same clip can be analysed once and then
/// handed to [`AudioPlayer::load_clip`](super::AudioPlayer::load_clip).
#[derive(Debug, Clone)]
pub struct AudioClip {
    bytes: Bytes,
    hint: Option<String>,
    sample_rate: u32,
    channels: u16,
    frames: u64,
    trim: EditTrim,
    waveform: Waveform,
}

impl AudioClip {
    /// Decodes `bytes` (WAV, MP3, FLAC, OGG/Vorbis or M4A/MP4 with AAC-LC) under
    /// [`DecodeLimits::DEFAULT`]. `hint` is a file extension or MIME type, if known.
    ///
    /// Blocking CPU work: run it on a worker thread.
    pub fn decode(bytes: impl Into<Bytes>, hint: Option<&str>) -> Result<Self, AudioError> {
        Self::decode_with_limits(bytes, hint, &DecodeLimits::DEFAULT)
    }

    /// [`AudioClip::decode`] with explicit caps.
    pub fn decode_with_limits(
        bytes: impl Into<Bytes>,
        hint: Option<&str>,
        limits: &DecodeLimits,
    ) -> Result<Self, AudioError> {
        let bytes = bytes.into();
        limits.check_bytes(bytes.len())?;
        let parsed_hint = FormatHint::parse(hint);
        // symphonia has asserts on malformed input; a bad file must become an error, not a
        // crashed worker.
        let analysis = catch_unwind(AssertUnwindSafe(|| {
            analyse(&bytes, parsed_hint.as_ref(), limits)
        }))
        .map_err(|_| AudioError::Damaged(crate::t!("problem-media-audio-decoder-failed")))??;
        Ok(Self {
            bytes,
            hint: hint.map(str::to_owned),
            sample_rate: analysis.sample_rate,
            channels: analysis.channels,
            frames: analysis.frames,
            trim: analysis.trim,
            waveform: analysis.waveform,
        })
    }

    /// Frames per second.
    pub fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// Channels per frame (1 mono, 2 stereo, …).
    pub fn channels(&self) -> u16 {
        self.channels
    }

    /// Frames that play (after an MP4 edit list has cut encoder priming and padding).
    pub fn frames(&self) -> u64 {
        self.frames
    }

    /// How long the clip plays, to the frame.
    pub fn duration(&self) -> Duration {
        frames_to_duration(self.frames, self.sample_rate)
    }

    /// `(min, max)` of the mono mix over `buckets` equal spans; see [`Waveform::peaks`].
    pub fn peaks(&self, buckets: usize) -> Vec<(f32, f32)> {
        self.waveform.peaks(buckets)
    }

    /// The fine-resolution peaks behind [`AudioClip::peaks`].
    pub fn waveform(&self) -> &Waveform {
        &self.waveform
    }

    /// The encoded bytes (shared, not copied).
    pub fn bytes(&self) -> &Bytes {
        &self.bytes
    }

    /// The hint the clip was decoded with.
    pub fn hint(&self) -> Option<&str> {
        self.hint.as_deref()
    }

    /// Priming and padding to drop when playing, from an MP4 edit list.
    pub(crate) fn trim(&self) -> EditTrim {
        self.trim
    }
}

/// `frames` at `sample_rate`, as a duration (zero for a zero rate).
pub(crate) fn frames_to_duration(frames: u64, sample_rate: u32) -> Duration {
    if sample_rate == 0 {
        return Duration::ZERO;
    }
    let rate = u64::from(sample_rate);
    let nanos = u128::from(frames % rate) * 1_000_000_000 / u128::from(rate);
    // Below one second in nanoseconds: fits in u32.
    Duration::new(frames / rate, u32::try_from(nanos).unwrap_or(0))
}

/// Opens the container and picks the first audio track.
pub(crate) fn open_format(
    bytes: &Bytes,
    hint: Option<&FormatHint>,
) -> Result<(Box<dyn FormatReader>, Track), AudioError> {
    // symphonia allocates what a tag declares before reading it: refuse impossible lengths.
    super::preflight::check_declared_lengths(bytes)?;
    let source = MediaSourceStream::new(
        Box::new(Cursor::new(bytes.clone())),
        MediaSourceStreamOptions::default(),
    );
    let format_options = FormatOptions {
        // MP3 (LAME/Xing) and Vorbis: drop encoder delay and padding, as rodio does.
        enable_gapless: true,
        ..FormatOptions::default()
    };
    let probed = symphonia::default::get_probe()
        .format(
            &FormatHint::to_symphonia(hint),
            source,
            &format_options,
            &MetadataOptions::default(),
        )
        .map_err(|err| match err {
            // An OGG cut short fails here: its reader looks for the last page to learn the length.
            SymphoniaError::IoError(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
                AudioError::Damaged(crate::t!("problem-media-audio-ends-mid-data"))
            }
            other => AudioError::from_symphonia(&other),
        })?;
    let format = probed.format;
    let track = format
        .tracks()
        .iter()
        .find(|t| t.codec_params.codec != CODEC_TYPE_NULL && t.codec_params.sample_rate.is_some())
        .or_else(|| {
            format
                .tracks()
                .iter()
                .find(|t| t.codec_params.codec != CODEC_TYPE_NULL)
        })
        .cloned()
        .ok_or_else(|| AudioError::UnsupportedCodec(crate::t!("problem-media-audio-no-track")))?;
    Ok((format, track))
}

/// What a container says of its first audio track, found without decoding a sample.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TrackFacts {
    /// symphonia's short codec name (`mp3`, `flac`, `vorbis`, …), when it knows the codec.
    pub(crate) codec: Option<String>,
    /// Its name for people (`MPEG Audio Layer 3`, …).
    pub(crate) name: Option<String>,
    pub(crate) sample_rate: Option<u32>,
    pub(crate) channels: Option<u16>,
    /// How long the track plays: the container's count of frames (for MP3 the LAME/Xing
    /// header's, less encoder delay and padding, as the player plays it), or else the sum of
    /// its packets' durations.
    pub(crate) duration: Option<Duration>,
}

/// Reads [`TrackFacts`] from a whole file's `bytes`: the header, and when it does not give
/// the length, a pass over the packets (demuxing only; nothing is decoded). A malformed
/// file that trips one of symphonia's asserts is an error, not a panic.
pub(crate) fn track_facts(bytes: &Bytes, hint: Option<&str>) -> Result<TrackFacts, AudioError> {
    let hint = FormatHint::parse(hint);
    catch_unwind(AssertUnwindSafe(|| {
        let (mut format, track) = open_format(bytes, hint.as_ref())?;
        let params = &track.codec_params;
        let descriptor = symphonia::default::get_codecs().get_codec(params.codec);
        let duration = match expected_duration(&track) {
            Some(duration) => Some(duration),
            None => packet_duration(format.as_mut(), &track),
        };
        Ok(TrackFacts {
            codec: descriptor.map(|d| d.short_name.to_owned()),
            name: descriptor.map(|d| d.long_name.to_owned()),
            sample_rate: params.sample_rate,
            channels: params.channels.and_then(|c| u16::try_from(c.count()).ok()),
            duration,
        })
    }))
    .map_err(|_| AudioError::Damaged(crate::t!("problem-media-audio-decoder-failed")))?
}

/// The sum of the track's packet durations, read to the end of the file (or to the first
/// damaged packet); `None` when the track has no time base or rate to measure them in.
fn packet_duration(format: &mut dyn FormatReader, track: &Track) -> Option<Duration> {
    let mut ticks = 0u64;
    while let Ok(packet) = format.next_packet() {
        if packet.track_id() == track.id {
            ticks = ticks.saturating_add(packet.dur);
        }
    }
    let params = &track.codec_params;
    match params.time_base {
        Some(base) => Some(Duration::from(base.calc_time(ticks))),
        None => params
            .sample_rate
            .map(|rate| frames_to_duration(ticks, rate)),
    }
}

/// The length the container announces, when it does.
pub(crate) fn expected_duration(track: &Track) -> Option<Duration> {
    let params = &track.codec_params;
    let frames = params.n_frames?;
    match params.time_base {
        Some(base) => Some(Duration::from(base.calc_time(frames))),
        None => params
            .sample_rate
            .map(|rate| frames_to_duration(frames, rate)),
    }
}
