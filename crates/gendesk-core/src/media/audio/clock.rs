//! The audio clock: which frame of the clip the output has reached, to the sample.
//!
//! [`ClockedSource`] wraps the decoder inside rodio's player chain (below its pause switch,
//! so a paused clip is not pulled and its clock stands still). It counts the frames the output
//! pulls and publishes the count every [`STRIDE`] frames. Outputs pull in bursts (one device
//! buffer at a time, e.g. 50 ms), so [`Clock::position`] interpolates within a burst with the
//! wall clock, never past the frames actually pulled: the position moves smoothly, which is
//! what a video player needs to use it as its master clock. What is *heard* lags the pulled
//! position by the output's buffer, [`AudioOutput::buffer_latency`](super::AudioOutput::buffer_latency).
//!
//! The audio thread only ever `try_lock`s the clock for its routine updates (a reader holding
//! the lock costs one skipped update, never a wait).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use rodio::source::SeekError;
use rodio::{ChannelCount, Sample, SampleRate, Source};

use super::clip::frames_to_duration;
use super::mp4_edit::EditTrim;

/// Frames between clock updates: 1.5 ms at 22 050 Hz, 0.7 ms at 44 100 Hz.
const STRIDE: u32 = 32;

/// A pause in pulling longer than this starts a new burst (a new interpolation anchor).
const BURST_GAP: Duration = Duration::from_millis(2);

/// Longest interpolation from one anchor, so a device clock that drifts from the wall clock
/// cannot make the position lag behind the frames pulled.
const MAX_ANCHOR_AGE: Duration = Duration::from_millis(250);

/// The shared clock of one loaded clip.
#[derive(Debug)]
pub(crate) struct Clock {
    sample_rate: u32,
    state: Mutex<ClockState>,
    ended: AtomicBool,
}

#[derive(Debug, Clone, Copy)]
struct ClockState {
    /// Frames pulled so far (after any priming that was cut).
    pulled: u64,
    /// Frame count and time at the start of the current burst.
    anchor: Option<(u64, Instant)>,
    /// When the last update came.
    last_update: Option<Instant>,
}

impl Clock {
    pub(crate) fn new(sample_rate: u32) -> Self {
        Self {
            sample_rate,
            state: Mutex::new(ClockState {
                pulled: 0,
                anchor: None,
                last_update: None,
            }),
            ended: AtomicBool::new(false),
        }
    }

    /// The playback position: frames pulled, interpolated within the current burst.
    pub(crate) fn position(&self, now: Instant) -> Duration {
        let state = *self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let pulled = frames_to_duration(state.pulled, self.sample_rate);
        match state.anchor {
            Some((frames, at)) if !self.ended() => {
                let start = frames_to_duration(frames, self.sample_rate);
                (start + now.saturating_duration_since(at)).min(pulled)
            }
            _ => pulled,
        }
    }

    /// Whether the clip played to its end.
    pub(crate) fn ended(&self) -> bool {
        self.ended.load(Ordering::Acquire)
    }

    /// Routine update from the audio thread; skipped if a reader holds the lock.
    fn pulled(&self, frames: u64, now: Instant) {
        let Ok(mut state) = self.state.try_lock() else {
            return;
        };
        let new_burst = state
            .last_update
            .is_none_or(|last| now.saturating_duration_since(last) > BURST_GAP);
        let anchor_too_old = state
            .anchor
            .is_none_or(|(_, at)| now.saturating_duration_since(at) > MAX_ANCHOR_AGE);
        if new_burst || anchor_too_old {
            state.anchor = Some((frames, now));
        }
        state.pulled = frames;
        state.last_update = Some(now);
    }

    /// A seek landed on `frames`.
    fn seeked(&self, frames: u64) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        *state = ClockState {
            pulled: frames,
            anchor: None,
            last_update: None,
        };
        self.ended.store(false, Ordering::Release);
    }

    /// The source ran out after `frames`.
    fn finished(&self, frames: u64) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.pulled = frames;
        state.anchor = None;
        self.ended.store(true, Ordering::Release);
    }
}

/// A decoder wrapped so that it drives a [`Clock`], drops MP4 priming and stops at the edit's
/// end.
///
/// Reports the channel count and rate it had when built for its whole life (rodio's
/// symphonia decoder panics on a stream whose parameters change to zero channels; a clip
/// whose parameters change mid-stream is not something the service produces).
pub(crate) struct ClockedSource<S> {
    inner: S,
    clock: Arc<Clock>,
    channels: ChannelCount,
    sample_rate: SampleRate,
    trim: EditTrim,
    total: Option<Duration>,
    /// Frames pulled, after the priming.
    frames: u64,
    /// Samples of the current frame already passed on.
    in_frame: u16,
    since_update: u32,
    /// Priming frames still to drop.
    priming_left: u64,
    done: bool,
}

impl<S: Source> ClockedSource<S> {
    /// Wraps `inner` (fresh, at its start) with a new clock; `total` is the clip's length
    /// when already known.
    pub(crate) fn new(inner: S, trim: EditTrim, total: Option<Duration>) -> (Self, Arc<Clock>) {
        let channels = inner.channels();
        let sample_rate = inner.sample_rate();
        let clock = Arc::new(Clock::new(sample_rate.get()));
        let total = trim.duration(sample_rate.get()).or(total);
        let source = Self {
            inner,
            clock: Arc::clone(&clock),
            channels,
            sample_rate,
            trim,
            total,
            frames: 0,
            in_frame: 0,
            since_update: 0,
            priming_left: trim.skip,
            done: false,
        };
        (source, clock)
    }

    fn finish(&mut self) -> Option<Sample> {
        self.done = true;
        self.clock.finished(self.frames);
        None
    }

    /// Drops the priming frames; false if the data ran out first.
    fn drop_priming(&mut self) -> bool {
        while self.priming_left > 0 {
            for _ in 0..self.channels.get() {
                if self.inner.next().is_none() {
                    return false;
                }
            }
            self.priming_left -= 1;
        }
        true
    }
}

impl<S: Source> Iterator for ClockedSource<S> {
    type Item = Sample;

    fn next(&mut self) -> Option<Sample> {
        if self.done {
            return None;
        }
        if self.priming_left > 0 && !self.drop_priming() {
            return self.finish();
        }
        if self.in_frame == 0 && self.trim.past_end(self.frames) {
            return self.finish();
        }
        let Some(sample) = self.inner.next() else {
            return self.finish();
        };
        self.in_frame += 1;
        if self.in_frame == self.channels.get() {
            self.in_frame = 0;
            self.frames += 1;
            self.since_update += 1;
            if self.since_update >= STRIDE {
                self.since_update = 0;
                self.clock.pulled(self.frames, Instant::now());
            }
        }
        Some(sample)
    }
}

impl<S: Source> Source for ClockedSource<S> {
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
        self.total
    }

    /// Seeks to `pos` in the clip's own time (the priming is added back for the decoder).
    fn try_seek(&mut self, pos: Duration) -> Result<(), SeekError> {
        let pos = self.total.map_or(pos, |total| pos.min(total));
        let rate = self.sample_rate.get();
        let priming = frames_to_duration(self.trim.skip, rate);
        self.inner.try_seek(pos + priming)?;
        // The inner source restarts at a frame's first channel; the consumer expects the
        // channel after the last one it got (seeks can come mid-frame): skip up to it.
        for _ in 0..self.in_frame {
            if self.inner.next().is_none() {
                break;
            }
        }
        self.frames = duration_to_frames(pos, rate);
        self.priming_left = 0;
        self.since_update = 0;
        self.done = false;
        self.clock.seeked(self.frames);
        Ok(())
    }
}

/// Whole frames in `duration` at `sample_rate`.
pub(crate) fn duration_to_frames(duration: Duration, sample_rate: u32) -> u64 {
    let frames = duration.as_nanos() * u128::from(sample_rate) / 1_000_000_000;
    u64::try_from(frames).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rodio::buffer::SamplesBuffer;
    use std::num::NonZero;

    fn source(frames: usize, channels: u16) -> SamplesBuffer {
        SamplesBuffer::new(
            NonZero::new(channels).unwrap(),
            NonZero::new(1000).unwrap(),
            vec![0.25; frames * usize::from(channels)],
        )
    }

    #[test]
    fn counts_frames_and_ends() {
        let (mut clocked, clock) = ClockedSource::new(source(100, 2), EditTrim::NONE, None);
        assert_eq!(clocked.by_ref().take(64).count(), 64);
        assert_eq!(clock.position(Instant::now()), Duration::from_millis(32));
        assert_eq!(clocked.by_ref().count(), 136);
        assert!(clock.ended());
        assert_eq!(clock.position(Instant::now()), Duration::from_millis(100));
    }

    #[test]
    fn priming_is_dropped_and_the_edit_end_respected() {
        let trim = EditTrim {
            skip: 10,
            keep: Some(50),
        };
        let (clocked, clock) = ClockedSource::new(source(100, 1), trim, None);
        assert_eq!(clocked.total_duration(), Some(Duration::from_millis(50)));
        assert_eq!(clocked.count(), 50);
        assert_eq!(clock.position(Instant::now()), Duration::from_millis(50));
    }

    #[test]
    fn interpolates_within_a_burst_but_not_past_the_frames_pulled() {
        let clock = Clock::new(1000);
        let t0 = Instant::now();
        clock.pulled(100, t0);
        clock.pulled(150, t0 + Duration::from_micros(10)); // same burst
        assert_eq!(clock.position(t0), Duration::from_millis(100));
        assert_eq!(
            clock.position(t0 + Duration::from_millis(20)),
            Duration::from_millis(120)
        );
        assert_eq!(
            clock.position(t0 + Duration::from_millis(90)),
            Duration::from_millis(150)
        );
        clock.seeked(500);
        assert_eq!(clock.position(t0), Duration::from_millis(500));
    }

    #[test]
    fn seeking_moves_the_clock() {
        let (mut clocked, clock) = ClockedSource::new(source(1000, 1), EditTrim::NONE, None);
        clocked.try_seek(Duration::from_millis(700)).unwrap();
        assert_eq!(clock.position(Instant::now()), Duration::from_millis(700));
        assert_eq!(clocked.count(), 300);
    }
}
