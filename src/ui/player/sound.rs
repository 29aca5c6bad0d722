//! The sound output, opened on a worker the first time something plays (opening can take a
//! moment while the sound system probes its devices) and kept for the rest of the session.

use std::sync::mpsc;

use gendesk_core::media::audio::{AudioOutput, AudioPlayer, OutputChoice};
use gendesk_core::t;

/// The output's state.
pub enum Sound {
    /// Not asked for yet.
    Closed,
    /// Being opened on a worker.
    Opening(mpsc::Receiver<Result<(AudioOutput, AudioPlayer), String>>),
    /// Open: the app's one sound player (the output must live as long as it).
    Open {
        /// Kept open as long as the player.
        output: AudioOutput,
        /// Plays one clip at a time.
        player: AudioPlayer,
        /// How far what is heard lags the player's position.
        latency: std::time::Duration,
    },
    /// No sound; the sentence says why and what to do.
    Unavailable(String),
}

impl Sound {
    /// Starts opening `choice` unless it is open, opening or known to be missing.
    pub fn open(&mut self, choice: OutputChoice, ctx: &egui::Context) {
        if !matches!(self, Self::Closed) {
            return;
        }
        let (tx, rx) = mpsc::channel();
        let ctx = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("gendesk-sound-open".to_owned())
            .spawn(move || {
                let opened = AudioOutput::open(choice)
                    .and_then(|output| output.player().map(|player| (output, player)))
                    .map_err(|err| err.to_string());
                let _ = tx.send(opened);
                ctx.request_repaint();
            });
        *self = match spawned {
            Ok(_) => Self::Opening(rx),
            Err(err) => Self::Unavailable(t!("player-sound-not-started", reason = err.to_string())),
        };
    }

    /// Takes the worker's answer; true when the state changed.
    pub fn poll(&mut self) -> bool {
        let Self::Opening(rx) = self else {
            return false;
        };
        let next = match rx.try_recv() {
            Ok(Ok((output, player))) => Self::Open {
                latency: output.buffer_latency(),
                output,
                player,
            },
            Ok(Err(reason)) => Self::Unavailable(reason),
            Err(mpsc::TryRecvError::Empty) => return false,
            Err(mpsc::TryRecvError::Disconnected) => {
                Self::Unavailable(t!("player-sound-output-failed"))
            }
        };
        *self = next;
        true
    }

    /// Forgets a failure so the next Play tries again (after plugging in headphones, say).
    pub fn retry(&mut self) {
        if matches!(self, Self::Unavailable(_)) {
            *self = Self::Closed;
        }
    }

    /// The player, when the output is open.
    pub fn player(&self) -> Option<(&AudioPlayer, std::time::Duration)> {
        match self {
            Self::Open {
                player, latency, ..
            } => Some((player, *latency)),
            _ => None,
        }
    }

    /// When the null output first heard the sound playing now (`None` for a device, or
    /// while silent).
    pub fn sound_started_at(&self) -> Option<std::time::Instant> {
        match self {
            Self::Open { output, .. } => output.null_monitor()?.sound_started_at(),
            _ => None,
        }
    }

    /// Whether an answer is awaited.
    pub fn opening(&self) -> bool {
        matches!(self, Self::Opening(_))
    }

    /// Why there is no sound, if there is none.
    pub fn unavailable(&self) -> Option<&str> {
        match self {
            Self::Unavailable(reason) => Some(reason),
            _ => None,
        }
    }
}
