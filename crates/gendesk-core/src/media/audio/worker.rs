//! The player thread: opens decoders, drives rodio's `Player`, applies seeks (which block
//! until the audio thread has taken them), and publishes the outcome in the shared state.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use rodio::{Player, Source};

use super::clock::{Clock, ClockedSource};
use super::mp4_edit;
use super::output::OutputInner;
use super::player::{ClipId, Command, LoadRequest, Phase, PlaybackShared};
use super::source::TrackSource;
use super::{AudioError, DecodeLimits};

/// How long dropping the last handle waits for the thread to finish (it may be inside a
/// seek that waits for a stalled device); after that the thread is left to end by itself.
const SHUTDOWN_WAIT: Duration = Duration::from_secs(2);

/// The sending end and the thread, owned by the handles.
#[derive(Debug)]
pub(crate) struct WorkerHandle {
    commands: Sender<Command>,
    thread: Mutex<Option<JoinHandle<()>>>,
    exited: Mutex<Receiver<()>>,
}

impl WorkerHandle {
    pub(crate) fn send(&self, command: Command) -> Result<(), AudioError> {
        self.commands
            .send(command)
            .map_err(|_| AudioError::PlayerStopped(crate::t!("problem-media-audio-thread-ended")))
    }
}

impl Drop for WorkerHandle {
    fn drop(&mut self) {
        // A thread that already ended cannot receive: nothing to stop then.
        let _ = self.commands.send(Command::Shutdown);
        let exited = self.exited.lock().unwrap_or_else(PoisonError::into_inner);
        let thread = self
            .thread
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        match exited.recv_timeout(SHUTDOWN_WAIT) {
            Err(RecvTimeoutError::Disconnected) | Ok(()) => {
                if let Some(thread) = thread {
                    // It has returned; a panic in it was already reported by the hook.
                    let _ = thread.join();
                }
            }
            Err(RecvTimeoutError::Timeout) => {
                tracing::warn!("the audio player thread did not stop in time; leaving it");
            }
        }
    }
}

/// Starts the player thread for `output`.
pub(crate) fn spawn(
    output: Arc<OutputInner>,
    shared: Arc<PlaybackShared>,
) -> Result<WorkerHandle, AudioError> {
    let (commands, receiver) = mpsc::channel();
    let (exited_tx, exited) = mpsc::channel::<()>();
    let thread = std::thread::Builder::new()
        .name("gendesk-audio-player".to_owned())
        .spawn(move || {
            // Dropped when this thread returns or unwinds: that is the "exited" signal.
            let _exited = exited_tx;
            Worker {
                output,
                shared,
                current: None,
            }
            .run(&receiver);
        })
        .map_err(|err| {
            AudioError::PlayerStopped(crate::t!(
                "problem-media-audio-thread-start",
                cause = err.to_string()
            ))
        })?;
    Ok(WorkerHandle {
        commands,
        thread: Mutex::new(Some(thread)),
        exited: Mutex::new(exited),
    })
}

struct Worker {
    output: Arc<OutputInner>,
    shared: Arc<PlaybackShared>,
    current: Option<Current>,
}

/// The clip on the output now.
struct Current {
    request: LoadRequest,
    /// Dropping it stops the clip's sound (within rodio's 5 ms control period).
    player: Player,
    clock: Arc<Clock>,
}

impl Worker {
    fn run(mut self, commands: &Receiver<Command>) {
        while let Ok(command) = commands.recv() {
            match command {
                Command::Load(request) => self.load(request),
                Command::Play => self.play(),
                Command::Pause => {
                    if let Some(current) = &self.current {
                        current.player.pause();
                    }
                }
                Command::Seek => self.seek(),
                Command::Volume => {
                    if let Some(current) = &self.current {
                        current.player.set_volume(self.shared.lock().volume);
                    }
                }
                Command::Unload => self.current = None,
                Command::Shutdown => break,
            }
        }
        self.current = None;
    }

    fn is_current(&self, id: ClipId) -> bool {
        self.shared.lock().clip == Some(id)
    }

    fn load(&mut self, request: LoadRequest) {
        if !self.is_current(request.id) {
            return; // a newer load is queued behind this one
        }
        self.current = None;
        let id = request.id;
        let opened = self.open(request);
        self.install(id, opened);
    }

    /// Makes `opened` the current clip and publishes it, playing if asked to; or publishes
    /// why it failed. Nothing happens if another clip was loaded meanwhile.
    fn install(&mut self, id: ClipId, opened: Result<(Current, Option<Duration>), AudioError>) {
        let mut state = self.shared.lock();
        if state.clip != Some(id) {
            return;
        }
        match opened {
            Ok((current, duration)) => {
                state.phase = Phase::Ready {
                    clock: Arc::clone(&current.clock),
                    duration,
                };
                if state.want_playing {
                    current.player.play();
                }
                drop(state);
                self.current = Some(current);
            }
            Err(err) => state.phase = Phase::Failed(err),
        }
    }

    /// Opens `request` paused at its start; also returns the clip's length, when known.
    fn open(&self, mut request: LoadRequest) -> Result<(Current, Option<Duration>), AudioError> {
        if request.known.is_none() {
            DecodeLimits::DEFAULT.check_bytes(request.bytes.len())?;
        }
        let volume = self.shared.lock().volume;
        let mixer = &self.output.mixer;
        // symphonia and rodio have asserts on malformed input: make them an error.
        catch_unwind(AssertUnwindSafe(move || {
            let track = TrackSource::open(&request.bytes, request.hint.as_deref())?;
            let (total, trim) = if let Some((duration, trim)) = request.known {
                (Some(duration), trim)
            } else {
                let trim = mp4_edit::trim_for(&request.bytes, track.codec_rate());
                let total = trim
                    .duration(track.codec_rate())
                    .or_else(|| track.announced_duration());
                if total.is_some_and(|total| total > DecodeLimits::DEFAULT.max_duration) {
                    return Err(AudioError::TooLong {
                        max: DecodeLimits::DEFAULT.max_duration,
                    });
                }
                if let Some(total) = total {
                    request.known = Some((total, trim));
                }
                (total, trim)
            };
            let (source, clock) = ClockedSource::new(track, trim, total);
            let duration = source.total_duration();
            // `Player::connect_new` would connect the empty queue first; an empty queue plays
            // 512 samples of filler silence before it looks again, ~11 ms of extra wait.
            // Appending before connecting lets the first pull start with the clip.
            let (player, queue) = Player::new();
            player.pause();
            player.set_volume(volume);
            player.append(source);
            mixer.add(queue);
            Ok((
                Current {
                    request,
                    player,
                    clock,
                },
                duration,
            ))
        }))
        .unwrap_or_else(|_| {
            Err(AudioError::Damaged(crate::t!(
                "problem-media-audio-decoder-failed"
            )))
        })
    }

    fn play(&mut self) {
        if self.current.as_ref().is_some_and(|c| c.clock.ended()) {
            self.restart();
        }
        if let Some(current) = &self.current {
            current.player.play();
        }
    }

    fn seek(&mut self) {
        let Some(target) = self.shared.lock().pending_seek else {
            return; // already applied by an earlier command
        };
        if self.current.as_ref().is_some_and(|c| c.clock.ended()) {
            self.restart();
        }
        // Blocks until the audio thread has applied it (or the clip has left the output).
        let result = self
            .current
            .as_ref()
            .map(|current| current.player.try_seek(target));
        let mut state = self.shared.lock();
        if state.pending_seek == Some(target) {
            state.pending_seek = None;
        }
        drop(state);
        if let Some(Err(err)) = result {
            tracing::warn!("seeking to {target:?} failed: {err}");
        }
    }

    /// Opens the current clip again at its start (its source ended and left the output),
    /// playing or paused as asked.
    fn restart(&mut self) {
        let Some(old) = self.current.take() else {
            return;
        };
        let id = old.request.id;
        drop(old.player);
        let opened = self.open(old.request);
        self.install(id, opened);
    }
}
