//! The null output: rodio's own mixer, consumed at real-time pace by a thread instead of a
//! sound card.
//!
//! `rodio::mixer::mixer` gives the same `Mixer` a device sink has, plus its `MixerSource`
//! end. A pump thread pulls one [`CHUNK`] of samples, the way a device callback pulls one
//! buffer, then sleeps until that chunk would have finished playing; the schedule is kept
//! against a fixed start time, so it does not drift. Players on this output therefore really
//! advance, pause and end, on machines without audio and in tests. [`NullMonitor`] reports
//! what the "speaker" received.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rodio::mixer::{Mixer, MixerSource};
use rodio::{ChannelCount, SampleRate};

use super::AudioError;
use super::clip::frames_to_duration;

/// How much audio the pump pulls at a time.
pub(crate) const CHUNK: Duration = Duration::from_millis(10);

/// A late pump (the machine was suspended, or very busy) does not try to catch up more than
/// this; it starts a new schedule instead.
const MAX_LAG: Duration = Duration::from_millis(200);

/// The pump thread; stops and is joined on drop.
#[derive(Debug)]
pub(crate) struct NullPump {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    monitor: NullMonitor,
}

impl NullPump {
    /// Starts a mixer of `channels` × `sample_rate` and the thread that consumes it.
    pub(crate) fn start(
        channels: ChannelCount,
        sample_rate: SampleRate,
    ) -> Result<(Mixer, Self), AudioError> {
        let (mixer, source) = rodio::mixer::mixer(channels, sample_rate);
        let stop = Arc::new(AtomicBool::new(false));
        let monitor = NullMonitor::default();
        let thread = std::thread::Builder::new()
            .name("gendesk-audio-null".to_owned())
            .spawn({
                let stop = Arc::clone(&stop);
                let monitor = monitor.clone();
                move || pump(source, &stop, &monitor)
            })
            .map_err(|err| {
                AudioError::PlayerStopped(crate::t!(
                    "problem-media-audio-silent-output",
                    cause = err.to_string()
                ))
            })?;
        Ok((
            mixer,
            Self {
                stop,
                thread: Some(thread),
                monitor,
            },
        ))
    }

    pub(crate) fn monitor(&self) -> NullMonitor {
        self.monitor.clone()
    }
}

impl Drop for NullPump {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
        if let Some(thread) = self.thread.take() {
            thread.thread().unpark();
            // The pump sleeps at most one chunk; a panic in it was already reported.
            let _ = thread.join();
        }
    }
}

fn pump(mut source: MixerSource, stop: &AtomicBool, monitor: &NullMonitor) {
    use rodio::Source;
    let rate = source.sample_rate().get();
    let channels = usize::from(source.channels().get());
    let chunk_frames = u64::from(rate) * u64::try_from(CHUNK.as_millis()).unwrap_or(10) / 1000;
    let chunk_samples = usize::try_from(chunk_frames).unwrap_or(1) * channels;
    let mut start = Instant::now();
    let mut frames: u64 = 0;
    while !stop.load(Ordering::Acquire) {
        let mut peak = 0.0f32;
        for _ in 0..chunk_samples {
            // An empty mixer yields `None`: that is silence, and it may get sources later.
            let sample = source.next().unwrap_or(0.0);
            peak = peak.max(sample.abs());
        }
        let now = Instant::now();
        monitor.record(chunk_frames, peak, now);
        frames += chunk_frames;
        let due = start + frames_to_duration(frames, rate);
        if due > now {
            std::thread::park_timeout(due - now);
        } else if now - due > MAX_LAG {
            start = now;
            frames = 0;
        }
    }
}

/// What the null output's "speaker" received: for tests and benchmarks.
#[derive(Debug, Clone, Default)]
pub struct NullMonitor {
    stats: Arc<Stats>,
}

#[derive(Debug, Default)]
struct Stats {
    frames: AtomicU64,
    last_peak: AtomicU32,
    /// When the current run of non-silent chunks began.
    sound_since: Mutex<Option<Instant>>,
}

/// Chunks whose peak is below this count as silence (−100 dBFS).
const SILENCE: f32 = 1e-5;

impl NullMonitor {
    fn record(&self, frames: u64, peak: f32, now: Instant) {
        self.stats.frames.fetch_add(frames, Ordering::AcqRel);
        self.stats
            .last_peak
            .store(peak.to_bits(), Ordering::Release);
        let mut since = self
            .stats
            .sound_since
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if peak < SILENCE {
            *since = None;
        } else if since.is_none() {
            *since = Some(now);
        }
    }

    /// Frames pulled from the mixer since the output opened.
    pub fn frames_pulled(&self) -> u64 {
        self.stats.frames.load(Ordering::Acquire)
    }

    /// The largest absolute sample of the latest chunk (`0.0` is silence).
    pub fn last_peak(&self) -> f32 {
        f32::from_bits(self.stats.last_peak.load(Ordering::Acquire))
    }

    /// Whether the latest chunk had sound in it.
    pub fn is_sounding(&self) -> bool {
        self.last_peak() >= SILENCE
    }

    /// When the output began pulling the sound that is playing now (the chunk that first had
    /// samples in it after silence); `None` while silent.
    pub fn sound_started_at(&self) -> Option<Instant> {
        *self
            .stats
            .sound_since
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}
