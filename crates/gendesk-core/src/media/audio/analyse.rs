//! One pass over a clip's packets: exact length and waveform peaks in bounded memory.
//!
//! Every packet of the first audio track is decoded once with symphonia (the same decoders
//! the player uses), each frame is mixed to mono and fed to the bounded [`PeakAccumulator`];
//! no sample buffer outlives its packet, so a 30-minute file costs the memory of a 3-second
//! one. CPU work of a few milliseconds per minute of audio: for worker threads only.

use std::time::Duration;

use bytes::Bytes;
use symphonia::core::audio::{AudioBufferRef, SampleBuffer};
use symphonia::core::codecs::DecoderOptions;
use symphonia::core::errors::Error as SymphoniaError;

use super::clip::{expected_duration, frames_to_duration, open_format};
use super::hint::FormatHint;
use super::mp4_edit::{self, EditTrim};
use super::peaks::{PeakAccumulator, Waveform};
use super::{AudioError, DecodeLimits};

/// What one pass found.
pub(crate) struct Analysis {
    pub(crate) sample_rate: u32,
    pub(crate) channels: u16,
    pub(crate) frames: u64,
    pub(crate) trim: EditTrim,
    pub(crate) waveform: Waveform,
}

/// Decodes the first audio track of `bytes` completely.
pub(crate) fn analyse(
    bytes: &Bytes,
    hint: Option<&FormatHint>,
    limits: &DecodeLimits,
) -> Result<Analysis, AudioError> {
    let (mut format, track) = open_format(bytes, hint)?;
    let params = &track.codec_params;
    let mut codec = symphonia::default::get_codecs()
        .make(params, &DecoderOptions::default())
        .map_err(|err| AudioError::from_symphonia(&err))?;
    let expected = expected_duration(&track);
    if expected.is_some_and(|expected| expected > limits.max_duration) {
        return Err(AudioError::TooLong {
            max: limits.max_duration,
        });
    }
    let trim = mp4_edit::trim_for(bytes, params.sample_rate.unwrap_or(0));
    let mut accumulator = Accumulator::new(trim, *limits);
    let mut packets = Packets::default();
    loop {
        let packet = match format.next_packet() {
            Ok(packet) => packet,
            // The end of the data (or a chained stream after the first one).
            Err(SymphoniaError::IoError(_) | SymphoniaError::ResetRequired) => break,
            Err(err) if packets.good > 0 => {
                packets.last_error = err.to_string();
                break;
            }
            Err(err) => return Err(AudioError::from_symphonia(&err)),
        };
        if packet.track_id() != track.id {
            continue;
        }
        match codec.decode(&packet) {
            Ok(audio) => {
                packets.good += 1;
                accumulator.feed(audio)?;
            }
            Err(SymphoniaError::DecodeError(message)) => {
                packets.bad += 1;
                message.clone_into(&mut packets.last_error);
            }
            Err(SymphoniaError::IoError(_)) => break,
            Err(err) => return Err(AudioError::from_symphonia(&err)),
        }
    }
    accumulator.finish(expected, &packets)
}

/// Packets that decoded and that did not.
#[derive(Debug, Default)]
struct Packets {
    good: u64,
    bad: u64,
    last_error: String,
}

/// Peaks, frame counts and the reusable sample buffer of one pass.
struct Accumulator {
    peaks: PeakAccumulator,
    buffer: Option<SampleBuffer<f32>>,
    /// Rate and channels of the first decoded packet.
    format: Option<(u32, u16)>,
    /// Every frame decoded, priming included.
    decoded_frames: u64,
    max_frames: u64,
    trim: EditTrim,
    limits: DecodeLimits,
}

impl Accumulator {
    fn new(trim: EditTrim, limits: DecodeLimits) -> Self {
        Self {
            peaks: PeakAccumulator::new(),
            buffer: None,
            format: None,
            decoded_frames: 0,
            max_frames: u64::MAX,
            trim,
            limits,
        }
    }

    fn feed(&mut self, audio: AudioBufferRef<'_>) -> Result<(), AudioError> {
        let spec = *audio.spec();
        let channels = u16::try_from(spec.channels.count()).unwrap_or(0);
        if channels == 0 || spec.rate == 0 {
            return Err(AudioError::Damaged(crate::t!(
                "problem-media-audio-no-channels"
            )));
        }
        if self.format.is_none() {
            self.format = Some((spec.rate, channels));
            self.max_frames = self.limits.max_frames(spec.rate);
        }
        let capacity = audio.capacity();
        let frames = audio.frames();
        let buffer = match &mut self.buffer {
            Some(buffer) if buffer.capacity() >= capacity * usize::from(channels) => buffer,
            slot => slot.insert(SampleBuffer::new(
                u64::try_from(capacity).unwrap_or(u64::MAX),
                spec,
            )),
        };
        buffer.copy_interleaved_ref(audio);
        let priming = self.trim.skip_in(self.decoded_frames, frames);
        for frame in buffer
            .samples()
            .chunks_exact(usize::from(channels))
            .skip(priming)
        {
            if self.trim.past_end(self.peaks.frames()) {
                break;
            }
            self.peaks.push(mono(frame));
        }
        self.decoded_frames += u64::try_from(frames).unwrap_or(0);
        if self.peaks.frames() > self.max_frames {
            return Err(AudioError::TooLong {
                max: self.limits.max_duration,
            });
        }
        Ok(())
    }

    /// The result, or why the pass does not count: nothing decoded, mostly damaged
    /// packets, or much shorter than `expected`.
    fn finish(self, expected: Option<Duration>, packets: &Packets) -> Result<Analysis, AudioError> {
        let Some((sample_rate, channels)) = self.format else {
            let reason = if packets.last_error.is_empty() {
                crate::t!("problem-media-audio-no-sound")
            } else {
                crate::t!(
                    "problem-media-audio-undecodable",
                    cause = packets.last_error.clone()
                )
            };
            return Err(AudioError::Damaged(reason));
        };
        if packets.bad > packets.good {
            return Err(AudioError::Damaged(crate::t!(
                "problem-media-audio-bad-packets",
                bad = packets.bad,
                total = packets.bad + packets.good,
                cause = packets.last_error.clone()
            )));
        }
        let frames = self.peaks.frames();
        let played = frames_to_duration(frames, sample_rate);
        if let Some(expected) = self.trim.duration(sample_rate).or(expected)
            && played + truncation_tolerance(expected) < expected
        {
            return Err(AudioError::Truncated {
                decoded: played,
                expected,
            });
        }
        Ok(Analysis {
            sample_rate,
            channels,
            frames,
            trim: self.trim,
            waveform: self.peaks.finish(),
        })
    }
}

/// The mean of a frame's channels.
#[allow(clippy::cast_precision_loss)] // a channel count is far below 2^24
fn mono(frame: &[f32]) -> f32 {
    frame.iter().sum::<f32>() / frame.len() as f32
}

/// How much shorter than announced a clip may decode before it counts as cut off: 100 ms plus
/// 1 %, above any encoder's delay/padding bookkeeping, far below a failed download's loss.
fn truncation_tolerance(expected: Duration) -> Duration {
    Duration::from_millis(100) + expected / 100
}
