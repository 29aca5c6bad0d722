//! The clock a video plays by: its sound's position when it plays with sound (the audio clock
//! is the master, pictures follow it), else the wall clock.

use std::time::{Duration, Instant};

use gendesk_core::media::audio::{AudioPlayer, ClipId, PlaybackStatus};

/// What a player is doing, as the controls show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Opening the file or the sound output.
    Loading,
    /// Loaded, not playing.
    Paused,
    /// Playing.
    Playing,
    /// Played to the end.
    Ended,
    /// It cannot play; the sentence says why.
    Failed(String),
}

/// Time that runs while playing, for a video without sound.
#[derive(Debug, Clone)]
pub struct WallClock {
    /// Where playback was when it last started or was moved.
    anchor: Duration,
    /// When it started playing from `anchor`; `None` while paused.
    since: Option<Instant>,
    duration: Duration,
}

impl WallClock {
    /// Paused at `at` in something `duration` long.
    pub fn paused_at(at: Duration, duration: Duration) -> Self {
        Self {
            anchor: at.min(duration),
            since: None,
            duration,
        }
    }

    fn position(&self, now: Instant) -> Duration {
        let run = self.since.map_or(Duration::ZERO, |since| now - since);
        (self.anchor + run).min(self.duration)
    }
}

/// A player's clock.
pub enum Clock {
    /// The sound player's position (minus the output's buffer: what is heard).
    Sound {
        /// The app's one sound player.
        player: AudioPlayer,
        /// The clip this clock follows.
        clip: ClipId,
        /// How far what is heard lags the player's position.
        latency: Duration,
    },
    /// The wall clock.
    Wall(WallClock),
}

impl Clock {
    /// Loads `clip` into the sound `player`, paused at `at`, and follows it.
    pub fn sound(
        player: &AudioPlayer,
        latency: Duration,
        clip: &gendesk_core::media::audio::AudioClip,
        at: Duration,
    ) -> Self {
        let id = player.load_clip(clip);
        if at > Duration::ZERO {
            player.seek(at);
        }
        Self::Sound {
            player: player.clone(),
            clip: id,
            latency,
        }
    }

    /// Where playback is.
    pub fn position(&self) -> Duration {
        match self {
            Self::Sound {
                player, latency, ..
            } => {
                let snapshot = player.snapshot();
                if snapshot.status == PlaybackStatus::Playing && !snapshot.seeking {
                    snapshot.position.saturating_sub(*latency)
                } else {
                    snapshot.position
                }
            }
            Self::Wall(wall) => wall.position(Instant::now()),
        }
    }

    /// What it is doing.
    pub fn status(&self) -> Status {
        match self {
            Self::Sound { player, clip, .. } => {
                let snapshot = player.snapshot();
                if snapshot.clip != Some(*clip) {
                    // Another result took the sound player.
                    return Status::Paused;
                }
                match snapshot.status {
                    PlaybackStatus::Empty | PlaybackStatus::Paused => Status::Paused,
                    PlaybackStatus::Loading => Status::Loading,
                    PlaybackStatus::Playing => Status::Playing,
                    PlaybackStatus::Ended => Status::Ended,
                    PlaybackStatus::Failed(err) => Status::Failed(err.to_string()),
                }
            }
            Self::Wall(wall) => {
                let now = Instant::now();
                if wall.position(now) >= wall.duration {
                    Status::Ended
                } else if wall.since.is_some() {
                    Status::Playing
                } else {
                    Status::Paused
                }
            }
        }
    }

    /// How long the clip is, when known.
    pub fn duration(&self) -> Option<Duration> {
        match self {
            Self::Sound { player, .. } => player.snapshot().duration,
            Self::Wall(wall) => Some(wall.duration),
        }
    }

    /// Plays (from the start after the end).
    pub fn play(&mut self) {
        match self {
            Self::Sound { player, .. } => player.play(),
            Self::Wall(wall) => {
                let now = Instant::now();
                if wall.position(now) >= wall.duration {
                    wall.anchor = Duration::ZERO;
                }
                if wall.since.is_none() {
                    wall.since = Some(now);
                }
            }
        }
    }

    /// Pauses where it is.
    pub fn pause(&mut self) {
        match self {
            Self::Sound { player, .. } => player.pause(),
            Self::Wall(wall) => {
                wall.anchor = wall.position(Instant::now());
                wall.since = None;
            }
        }
    }

    /// Moves to `to`, playing on if it was playing.
    pub fn seek(&mut self, to: Duration) {
        match self {
            Self::Sound { player, .. } => player.seek(to),
            Self::Wall(wall) => {
                wall.anchor = to.min(wall.duration);
                if wall.since.is_some() {
                    wall.since = Some(Instant::now());
                }
            }
        }
    }

    /// Sets the volume (nothing to do without sound).
    pub fn set_volume(&self, volume: f32) {
        if let Self::Sound { player, .. } = self {
            player.set_volume(volume);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paused_wall_clock_stays_and_a_seek_moves_it() {
        let mut clock = Clock::Wall(WallClock::paused_at(
            Duration::from_secs(2),
            Duration::from_secs(10),
        ));
        assert_eq!(clock.status(), Status::Paused);
        assert_eq!(clock.position(), Duration::from_secs(2));
        clock.seek(Duration::from_secs(12));
        assert_eq!(clock.position(), Duration::from_secs(10), "clamped");
        assert_eq!(clock.status(), Status::Ended);
        clock.play();
        assert_eq!(
            clock.status(),
            Status::Playing,
            "play after the end restarts"
        );
        assert!(clock.position() < Duration::from_secs(1));
        clock.pause();
        let held = clock.position();
        assert_eq!(clock.position(), held);
        assert_eq!(clock.status(), Status::Paused);
    }
}
