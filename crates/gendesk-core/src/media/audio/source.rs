//! One audio track decoded with symphonia as a rodio [`Source`].
//!
//! rodio 0.23 has its own symphonia decoder, but its sample loop hands *every* packet of the
//! container to the audio decoder, whatever track it belongs to: in an MP4 with H.264 and
//! AAC, playback stops at the first video packet (~0.2 s in). This source reads only its own
//! track's packets, seeks with symphonia's accurate mode, and is otherwise the same thing.

use std::time::Duration;

use bytes::Bytes;
use rodio::source::SeekError;
use rodio::{ChannelCount, Sample, SampleRate, Source};
use symphonia::core::audio::SampleBuffer;
use symphonia::core::codecs::{Decoder, DecoderOptions};
use symphonia::core::errors::Error as SymphoniaError;
use symphonia::core::formats::{FormatReader, SeekMode, SeekTo};
use symphonia::core::units::{Time, TimeBase};

use super::AudioError;
use super::clip::{expected_duration, open_format};
use super::hint::FormatHint;

/// The first audio track of some encoded bytes, as interleaved `f32` samples.
pub(crate) struct TrackSource {
    format: Box<dyn FormatReader>,
    decoder: Box<dyn Decoder>,
    track_id: u32,
    time_base: Option<TimeBase>,
    announced: Option<Duration>,
    codec_rate: u32,
    channels: ChannelCount,
    sample_rate: SampleRate,
    buffer: SampleBuffer<f32>,
    /// Next sample of `buffer` to hand out.
    offset: usize,
    /// Samples to drop from the next decoded packets (an accurate seek's run-up).
    drop_samples: u64,
}

impl TrackSource {
    /// Opens the first audio track and decodes its first packet (which fixes the channel count
    /// and rate for the source's whole life).
    pub(crate) fn open(bytes: &Bytes, hint: Option<&str>) -> Result<Self, AudioError> {
        let hint = FormatHint::parse(hint);
        let (mut format, track) = open_format(bytes, hint.as_ref())?;
        let mut codec = symphonia::default::get_codecs()
            .make(&track.codec_params, &DecoderOptions::default())
            .map_err(|err| AudioError::from_symphonia(&err))?;
        let mut last_error = None;
        let (buffer, spec) = loop {
            let packet = match format.next_packet() {
                Ok(packet) => packet,
                Err(err) => {
                    let err = last_error.unwrap_or(err);
                    return Err(AudioError::from_symphonia(&err));
                }
            };
            if packet.track_id() != track.id {
                continue;
            }
            match codec.decode(&packet) {
                Ok(decoded) if decoded.frames() > 0 => {
                    let spec = *decoded.spec();
                    let capacity = u64::try_from(decoded.capacity()).unwrap_or(u64::MAX);
                    let mut buffer = SampleBuffer::new(capacity, spec);
                    buffer.copy_interleaved_ref(decoded);
                    break (buffer, spec);
                }
                Ok(_) => {}
                Err(err @ SymphoniaError::DecodeError(_)) => last_error = Some(err),
                Err(err) => return Err(AudioError::from_symphonia(&err)),
            }
        };
        let channels = u16::try_from(spec.channels.count())
            .ok()
            .and_then(ChannelCount::new);
        let (Some(channels), Some(sample_rate)) = (channels, SampleRate::new(spec.rate)) else {
            return Err(AudioError::Damaged(crate::t!(
                "problem-media-audio-no-channels"
            )));
        };
        Ok(Self {
            time_base: track.codec_params.time_base,
            announced: expected_duration(&track),
            codec_rate: track.codec_params.sample_rate.unwrap_or(spec.rate),
            track_id: track.id,
            format,
            decoder: codec,
            channels,
            sample_rate,
            buffer,
            offset: 0,
            drop_samples: 0,
        })
    }

    /// The length the container announces, if it does.
    pub(crate) fn announced_duration(&self) -> Option<Duration> {
        self.announced
    }

    /// The track's rate as the container states it (for edit lists).
    pub(crate) fn codec_rate(&self) -> u32 {
        self.codec_rate
    }

    /// Decodes the next packet of the track into the buffer; false at the end (or on an
    /// error that ends the stream).
    fn refill(&mut self) -> bool {
        loop {
            let Ok(packet) = self.format.next_packet() else {
                return false;
            };
            if packet.track_id() != self.track_id {
                continue;
            }
            let decoded = match self.decoder.decode(&packet) {
                Ok(decoded) => decoded,
                // A damaged packet: skip it, as players do.
                Err(SymphoniaError::DecodeError(_)) => continue,
                Err(_) => return false,
            };
            if decoded.frames() == 0 {
                continue;
            }
            if decoded.spec().channels.count() != usize::from(self.channels.get())
                || decoded.spec().rate != self.sample_rate.get()
            {
                tracing::warn!("the audio stream changed its format mid-way; stopping there");
                return false;
            }
            let needed = decoded.capacity() * decoded.spec().channels.count();
            if self.buffer.capacity() < needed {
                let capacity = u64::try_from(decoded.capacity()).unwrap_or(u64::MAX);
                self.buffer = SampleBuffer::new(capacity, *decoded.spec());
            }
            self.buffer.copy_interleaved_ref(decoded);
            let len = self.buffer.len();
            let dropped = usize::try_from(self.drop_samples).map_or(len, |d| d.min(len));
            self.drop_samples -= u64::try_from(dropped).unwrap_or(0);
            self.offset = dropped;
            if self.offset < len {
                return true;
            }
        }
    }
}

impl Iterator for TrackSource {
    type Item = Sample;

    fn next(&mut self) -> Option<Sample> {
        if self.offset >= self.buffer.len() && !self.refill() {
            return None;
        }
        let sample = self.buffer.samples().get(self.offset).copied();
        self.offset += 1;
        sample
    }
}

impl Source for TrackSource {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> ChannelCount {
        self.channels
    }

    fn sample_rate(&self) -> SampleRate {
        self.sample_rate
    }

    fn total_duration(&self) -> Option<Duration> {
        self.announced
    }

    /// Seeks to `pos` in the track's time, to the sample; the next sample is the first
    /// channel of a frame.
    fn try_seek(&mut self, pos: Duration) -> Result<(), SeekError> {
        let seeked = self
            .format
            .seek(
                SeekMode::Accurate,
                SeekTo::Time {
                    time: Time::from(pos),
                    track_id: Some(self.track_id),
                },
            )
            .map_err(|err| SeekError::Other(std::sync::Arc::new(err)))?;
        self.decoder.reset();
        let run_up = seeked.required_ts.saturating_sub(seeked.actual_ts);
        let run_up_frames = match self.time_base {
            Some(base) => {
                let time = Duration::from(base.calc_time(run_up));
                super::clock::duration_to_frames(time, self.sample_rate.get())
            }
            None => run_up,
        };
        self.drop_samples = run_up_frames * u64::from(self.channels.get());
        self.offset = self.buffer.len();
        Ok(())
    }
}
