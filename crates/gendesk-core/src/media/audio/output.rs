//! Where sound goes: the default device, or the null output (no device, real-time pace).
//!
//! Open the output lazily — when someone first presses play, not at start-up — and on a worker:
//! [`AudioOutput::open_default`] can take a moment (ALSA probes its devices) and is bounded by
//! [`OPEN_TIMEOUT`]. A machine without sound gives [`AudioError::NoDevice`], whose message can
//! be shown as is; the app keeps working without audio.
//!
//! `GENDESK_AUDIO=null` in the environment makes [`OutputChoice::from_env`] (and so
//! [`AudioOutput::open_from_env`]) pick the null output: for tests, CI and machines whose sound
//! setup misbehaves.

use std::num::NonZero;
use std::sync::mpsc;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use rodio::mixer::Mixer;
use rodio::{DeviceSinkBuilder, MixerDeviceSink};

use super::null::{CHUNK, NullMonitor, NullPump};
use super::{AudioError, AudioPlayer};

/// Longest wait for the sound system to open the default device.
pub const OPEN_TIMEOUT: Duration = Duration::from_secs(5);

/// The environment variable that forces an output: `null` picks [`OutputChoice::Null`].
pub const OUTPUT_ENV_VAR: &str = "GENDESK_AUDIO";

/// Which output to open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutputChoice {
    /// The system's default sound device.
    Default,
    /// No device: a thread consumes the sound at real-time pace and discards it.
    Null,
}

impl OutputChoice {
    /// [`OutputChoice::Null`] when `GENDESK_AUDIO=null`, else [`OutputChoice::Default`].
    pub fn from_env() -> Self {
        Self::from_env_value(std::env::var(OUTPUT_ENV_VAR).ok().as_deref())
    }

    /// The choice for a value of [`OUTPUT_ENV_VAR`] (case-insensitive; anything but `null`
    /// means the default device).
    pub fn from_env_value(value: Option<&str>) -> Self {
        match value {
            Some(value) if value.trim().eq_ignore_ascii_case("null") => Self::Null,
            _ => Self::Default,
        }
    }
}

/// Channels and rate of the null output's mixer (what most devices run at).
const NULL_CHANNELS: NonZero<u16> = match NonZero::new(2) {
    Some(channels) => channels,
    None => panic!("2 is not zero"), // evaluated at compile time
};
const NULL_RATE: NonZero<u32> = match NonZero::new(44_100) {
    Some(rate) => rate,
    None => panic!("44 100 is not zero"), // evaluated at compile time
};

/// An open output and its one player.
///
/// Dropping the output (and every clone of its [`AudioPlayer`]) stops the player thread and
/// closes the device.
pub struct AudioOutput {
    player: Mutex<Option<AudioPlayer>>,
    inner: Arc<OutputInner>,
}

/// The part the player thread keeps alive.
pub(crate) struct OutputInner {
    pub(crate) mixer: Mixer,
    backend: Backend,
    channels: u16,
    sample_rate: u32,
    latency: Duration,
}

enum Backend {
    /// Held only to keep the stream open.
    Device {
        _sink: MixerDeviceSink,
    },
    Null(NullPump),
}

impl std::fmt::Debug for AudioOutput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AudioOutput")
            .field("choice", &self.choice())
            .field("channels", &self.inner.channels)
            .field("sample_rate", &self.inner.sample_rate)
            .finish_non_exhaustive()
    }
}

impl AudioOutput {
    /// Opens the output `choice` names. Blocking (up to [`OPEN_TIMEOUT`]): call on a worker.
    pub fn open(choice: OutputChoice) -> Result<Self, AudioError> {
        match choice {
            OutputChoice::Default => Self::open_default(),
            OutputChoice::Null => Self::null(),
        }
    }

    /// [`AudioOutput::open`] with [`OutputChoice::from_env`].
    pub fn open_from_env() -> Result<Self, AudioError> {
        Self::open(OutputChoice::from_env())
    }

    /// Opens the system's default sound device (or, failing that, another real one).
    ///
    /// Never hangs: the sound system is asked on a helper thread, and no answer within
    /// [`OPEN_TIMEOUT`] is reported as [`AudioError::NoDevice`] (the helper then closes
    /// whatever it opens late). No device, no sound server or a refusal is
    /// [`AudioError::NoDevice`] too.
    pub fn open_default() -> Result<Self, AudioError> {
        let (tx, rx) = mpsc::sync_channel(1);
        std::thread::Builder::new()
            .name("gendesk-audio-open".to_owned())
            .spawn(move || {
                let result = DeviceSinkBuilder::open_default_sink().map(|mut sink| {
                    sink.log_on_drop(false);
                    sink
                });
                // If nobody waits any more, the sink is dropped here and the device closed.
                let _ = tx.send(result);
            })
            .map_err(|err| AudioError::NoDevice {
                reason: crate::t!("problem-media-audio-helper-thread", cause = err.to_string()),
            })?;
        let sink = match rx.recv_timeout(OPEN_TIMEOUT) {
            Ok(Ok(sink)) => sink,
            Ok(Err(err)) => {
                return Err(AudioError::NoDevice {
                    reason: device_reason(&err),
                });
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                return Err(AudioError::NoDevice {
                    reason: crate::t!(
                        "problem-media-audio-device-timeout",
                        seconds = OPEN_TIMEOUT.as_secs()
                    ),
                });
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(AudioError::NoDevice {
                    reason: crate::t!("problem-media-audio-device-failed"),
                });
            }
        };
        let config = *sink.config();
        let sample_rate = config.sample_rate().get();
        let latency = match config.buffer_size() {
            rodio::cpal::BufferSize::Fixed(frames) => {
                super::clip::frames_to_duration(u64::from(*frames), sample_rate)
            }
            // rodio asks for ~50 ms when the device leaves it open.
            rodio::cpal::BufferSize::Default => Duration::from_millis(50),
        };
        Ok(Self::with_inner(OutputInner {
            mixer: sink.mixer().clone(),
            channels: config.channel_count().get(),
            sample_rate,
            latency,
            backend: Backend::Device { _sink: sink },
        }))
    }

    /// The null output: 44 100 Hz stereo, consumed in 10 ms chunks at real-time pace.
    pub fn null() -> Result<Self, AudioError> {
        let (mixer, pump) = NullPump::start(NULL_CHANNELS, NULL_RATE)?;
        Ok(Self::with_inner(OutputInner {
            mixer,
            channels: NULL_CHANNELS.get(),
            sample_rate: NULL_RATE.get(),
            latency: CHUNK,
            backend: Backend::Null(pump),
        }))
    }

    fn with_inner(inner: OutputInner) -> Self {
        Self {
            player: Mutex::new(None),
            inner: Arc::new(inner),
        }
    }

    /// Which kind of output this is.
    pub fn choice(&self) -> OutputChoice {
        match self.inner.backend {
            Backend::Device { .. } => OutputChoice::Default,
            Backend::Null(_) => OutputChoice::Null,
        }
    }

    /// Channels the output mixes to.
    pub fn channels(&self) -> u16 {
        self.inner.channels
    }

    /// Frames per second the output plays.
    pub fn sample_rate(&self) -> u32 {
        self.inner.sample_rate
    }

    /// How far what is heard lags [`AudioPlayer::position`]: one output buffer (the device's
    /// buffer size; one chunk for the null output). A video player that uses the audio clock
    /// subtracts it.
    pub fn buffer_latency(&self) -> Duration {
        self.inner.latency
    }

    /// What the null output received; `None` for a device.
    pub fn null_monitor(&self) -> Option<NullMonitor> {
        match &self.inner.backend {
            Backend::Null(pump) => Some(pump.monitor()),
            Backend::Device { .. } => None,
        }
    }

    /// The output's player: always the same one (clones share it), so only one clip plays
    /// at a time. The player thread starts on the first call.
    pub fn player(&self) -> Result<AudioPlayer, AudioError> {
        let mut slot = self.player.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(player) = slot.as_ref() {
            return Ok(player.clone());
        }
        let player = AudioPlayer::start(Arc::clone(&self.inner))?;
        *slot = Some(player.clone());
        Ok(player)
    }
}

/// A person-readable reason from rodio's error.
fn device_reason(err: &rodio::DeviceSinkError) -> String {
    use std::error::Error as _;
    match err.source() {
        Some(source) => format!("{err}: {source}"),
        None => err.to_string(),
    }
}
