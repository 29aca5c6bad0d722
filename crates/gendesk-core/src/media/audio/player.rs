//! The player handle: every method returns at once, so the UI thread may call any of them.
//!
//! A handle writes what the person asked for into a shared state (so the next snapshot already
//! shows it) and sends a command to the output's player thread, which does the slow parts:
//! probing and opening the decoder, and seeking — rodio's `Player::try_seek` blocks until the
//! audio thread has applied the seek (up to one output buffer, ~10–50 ms), which is why it
//! runs there and not in the caller. While a seek is on its way, the snapshot reports its
//! target as the position. Repeated seeks (a dragged slider) collapse into the newest.
//!
//! One player per output ([`AudioOutput::player`](super::AudioOutput::player)): loading a
//! clip replaces (stops) the one before it, so two clips never play at once.
//!
//! **For a video player**: load the video file's bytes with hint `"mp4"` — the first audio
//! track (AAC-LC) is played and the H.264 track skipped — and use [`AudioPlayer::position`]
//! as the master clock. It counts frames pulled by the output, interpolated with the wall
//! clock between output buffers, and already drops the AAC priming named by the MP4 edit
//! list, so it is in presentation time; subtract
//! [`AudioOutput::buffer_latency`](super::AudioOutput::buffer_latency) for what is heard.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use bytes::Bytes;

use super::AudioClip;
use super::AudioError;
use super::clock::Clock;
use super::mp4_edit::EditTrim;
use super::output::OutputInner;
use super::worker::{self, WorkerHandle};

/// Identifies one [`AudioPlayer::load`]; snapshots say which clip they describe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClipId(u64);

/// What the player is doing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlaybackStatus {
    /// Nothing loaded.
    Empty,
    /// The player thread is opening the clip.
    Loading,
    /// Loaded, not playing.
    Paused,
    /// Playing (or about to: the command is on its way).
    Playing,
    /// Played to the end; [`AudioPlayer::play`] starts it again.
    Ended,
    /// The clip could not be opened.
    Failed(AudioError),
}

/// The player's state at one moment.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaybackSnapshot {
    /// The clip loaded last.
    pub clip: Option<ClipId>,
    /// What the player is doing.
    pub status: PlaybackStatus,
    /// Where playback is; see [`AudioPlayer::position`].
    pub position: Duration,
    /// A seek is on its way to the audio thread (`position` is its target meanwhile).
    pub seeking: bool,
    /// The clip's length, when known (always after [`AudioPlayer::load_clip`]).
    pub duration: Option<Duration>,
    /// Linear gain, `0.0..=1.0`.
    pub volume: f32,
}

/// Plays one clip at a time on an output. Cheap to clone; clones control the same player.
///
/// The player thread stops when the output and every clone are dropped.
#[derive(Clone)]
pub struct AudioPlayer {
    shared: Arc<PlaybackShared>,
    worker: Arc<WorkerHandle>,
}

impl std::fmt::Debug for AudioPlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AudioPlayer")
            .field("snapshot", &self.snapshot())
            .finish_non_exhaustive()
    }
}

/// State shared by the handles and the player thread.
#[derive(Debug)]
pub(crate) struct PlaybackShared {
    state: Mutex<State>,
    next_clip: AtomicU64,
}

/// What was asked for, and what the player thread made of it.
#[derive(Debug)]
pub(crate) struct State {
    pub(crate) clip: Option<ClipId>,
    pub(crate) phase: Phase,
    pub(crate) want_playing: bool,
    pub(crate) pending_seek: Option<Duration>,
    pub(crate) volume: f32,
}

/// How far the current clip got.
#[derive(Debug)]
pub(crate) enum Phase {
    Empty,
    Loading,
    Ready {
        clock: Arc<Clock>,
        duration: Option<Duration>,
    },
    Failed(AudioError),
}

impl PlaybackShared {
    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A clip to open on the player thread.
#[derive(Debug, Clone)]
pub(crate) struct LoadRequest {
    pub(crate) id: ClipId,
    pub(crate) bytes: Bytes,
    pub(crate) hint: Option<String>,
    /// Length and trim, when an [`AudioClip`] already measured them.
    pub(crate) known: Option<(Duration, EditTrim)>,
}

/// What a handle asks of the player thread; the details are in [`State`].
#[derive(Debug)]
pub(crate) enum Command {
    Load(LoadRequest),
    Play,
    Pause,
    Seek,
    Volume,
    Unload,
    Shutdown,
}

impl AudioPlayer {
    pub(crate) fn start(output: Arc<OutputInner>) -> Result<Self, AudioError> {
        let shared = Arc::new(PlaybackShared {
            state: Mutex::new(State {
                clip: None,
                phase: Phase::Empty,
                want_playing: false,
                pending_seek: None,
                volume: 1.0,
            }),
            next_clip: AtomicU64::new(1),
        });
        let worker = worker::spawn(output, Arc::clone(&shared))?;
        Ok(Self {
            shared,
            worker: Arc::new(worker),
        })
    }

    /// Loads encoded bytes (WAV, MP3, FLAC, OGG/Vorbis, M4A/MP4 with AAC-LC), paused at the
    /// start, replacing (stopping) the clip before. `hint` is a file extension or MIME type.
    /// The duration is the one the container announces, if any; prefer
    /// [`AudioPlayer::load_clip`] when the clip was analysed already.
    pub fn load(&self, bytes: impl Into<Bytes>, hint: Option<&str>) -> ClipId {
        self.load_request(bytes.into(), hint.map(str::to_owned), None)
    }

    /// Loads an analysed clip (exact duration, no second probe), paused at the start,
    /// replacing the clip before.
    pub fn load_clip(&self, clip: &AudioClip) -> ClipId {
        self.load_request(
            clip.bytes().clone(),
            clip.hint().map(str::to_owned),
            Some((clip.duration(), clip.trim())),
        )
    }

    fn load_request(
        &self,
        bytes: Bytes,
        hint: Option<String>,
        known: Option<(Duration, EditTrim)>,
    ) -> ClipId {
        let id = ClipId(self.shared.next_clip.fetch_add(1, Ordering::Relaxed));
        {
            let mut state = self.shared.lock();
            state.clip = Some(id);
            state.phase = Phase::Loading;
            state.want_playing = false;
            state.pending_seek = None;
        }
        self.send(Command::Load(LoadRequest {
            id,
            bytes,
            hint,
            known,
        }));
        id
    }

    /// Plays (from the start again after the end). Does nothing without a loaded clip.
    pub fn play(&self) {
        self.shared.lock().want_playing = true;
        self.send(Command::Play);
    }

    /// Pauses; the position stays where it is.
    pub fn pause(&self) {
        self.shared.lock().want_playing = false;
        self.send(Command::Pause);
    }

    /// Moves to `to` (clamped to the clip's length). The next snapshot already reports `to`;
    /// the player thread applies it within one output buffer. Does nothing without a clip.
    pub fn seek(&self, to: Duration) {
        {
            let mut state = self.shared.lock();
            let to = match &state.phase {
                Phase::Ready { duration, .. } => duration.map_or(to, |duration| to.min(duration)),
                Phase::Loading => to,
                Phase::Empty | Phase::Failed(_) => return,
            };
            state.pending_seek = Some(to);
        }
        self.send(Command::Seek);
    }

    /// Sets the linear gain, clamped to `0.0..=1.0` (NaN counts as 0). It stays set for
    /// later clips.
    pub fn set_volume(&self, volume: f32) {
        let volume = if volume.is_nan() {
            0.0
        } else {
            volume.clamp(0.0, 1.0)
        };
        self.shared.lock().volume = volume;
        self.send(Command::Volume);
    }

    /// Stops and forgets the current clip.
    pub fn unload(&self) {
        {
            let mut state = self.shared.lock();
            state.clip = None;
            state.phase = Phase::Empty;
            state.want_playing = false;
            state.pending_seek = None;
        }
        self.send(Command::Unload);
    }

    /// Everything at once, consistent with itself.
    pub fn snapshot(&self) -> PlaybackSnapshot {
        let state = self.shared.lock();
        let now = Instant::now();
        let (status, position, duration) = match &state.phase {
            Phase::Empty => (PlaybackStatus::Empty, Duration::ZERO, None),
            Phase::Loading => (
                PlaybackStatus::Loading,
                state.pending_seek.unwrap_or_default(),
                None,
            ),
            Phase::Failed(err) => (PlaybackStatus::Failed(err.clone()), Duration::ZERO, None),
            Phase::Ready { clock, duration } => {
                let status = if clock.ended() && state.pending_seek.is_none() {
                    PlaybackStatus::Ended
                } else if state.want_playing {
                    PlaybackStatus::Playing
                } else {
                    PlaybackStatus::Paused
                };
                let position = state.pending_seek.unwrap_or_else(|| clock.position(now));
                (status, position, *duration)
            }
        };
        PlaybackSnapshot {
            clip: state.clip,
            status,
            position,
            seeking: state.pending_seek.is_some(),
            duration,
            volume: state.volume,
        }
    }

    /// Whether the clip is playing (not paused, loading, ended or failed).
    pub fn is_playing(&self) -> bool {
        self.snapshot().status == PlaybackStatus::Playing
    }

    /// Whether the clip played to its end.
    pub fn ended(&self) -> bool {
        self.snapshot().status == PlaybackStatus::Ended
    }

    /// The playback position in the clip's own time: frames the output has pulled,
    /// interpolated between output buffers (see the module docs for video sync).
    pub fn position(&self) -> Duration {
        self.snapshot().position
    }

    /// The clip's length, when known.
    pub fn duration(&self) -> Option<Duration> {
        self.snapshot().duration
    }

    /// Why the clip could not be opened, if it could not.
    pub fn error(&self) -> Option<AudioError> {
        if let PlaybackStatus::Failed(err) = self.snapshot().status {
            Some(err)
        } else {
            None
        }
    }

    fn send(&self, command: Command) {
        if let Err(err) = self.worker.send(command) {
            self.shared.lock().phase = Phase::Failed(err);
        }
    }
}
