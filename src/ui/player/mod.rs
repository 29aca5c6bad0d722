//! The audio and video players of the window. One result plays at a time: starting another
//! pauses the first (its position is kept for when it is played again). Files load and decode
//! on worker threads (`loader`, `video_feed`), the sound output opens on a worker (`sound`),
//! and every control returns at once. A video with a sound track plays by the sound's clock;
//! without one (or without a sound device) by the wall clock (`clock`).
//!
//! Views draw players with [`audio_view::audio_player_ui`] and
//! [`video_view::video_player_ui`]; the app calls [`Players::begin_frame`] at the top of each
//! frame and [`large_view::large_view_ui`] after the panels.

mod audio_view;
mod clock;
mod controls;
mod large_view;
mod loader;
mod picture_side;
mod sound;
mod together;
mod transport;
mod video_colour;
mod video_feed;
mod video_surface;
mod video_view;
mod waveform;
mod yuv_gpu;

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use crate::ui::async_work::AsyncWork;
use gendesk_core::media::audio::OutputChoice;
use gendesk_core::media::playable::Playable;
use gendesk_core::store::TaskRow;
use gendesk_core::t;

pub use audio_view::audio_player_ui;
pub use clock::Status;
pub use large_view::large_view_ui;
pub use video_view::video_player_ui;

use controls::problem_ui;
use picture_side::VideoView;

/// One row of controls (Play/Pause, time, seek bar, Loop) without volume: for videos played
/// together.
pub fn transport_row(
    ui: &mut egui::Ui,
    state: &PlayerState,
    looping: bool,
) -> transport::TransportInput {
    transport::transport_ui(
        ui,
        state,
        0.0,
        looping,
        transport::TransportOptions {
            seek_bar: true,
            large_view: false,
            volume: false,
        },
    )
}

use clock::{Clock, WallClock};
use loader::{LoadFailure, Loader};
use sound::Sound;
pub use video_colour::VideoColour;
use video_feed::VideoFeed;
use video_surface::VideoSurface;
pub use yuv_gpu::{GpuPicture, YuvPipeline};

/// Loaded results kept in memory besides the one playing.
const KEPT_LOADED: usize = 3;

/// One result a player shows.
#[derive(Debug, Clone, Copy)]
pub struct PlayTarget<'a> {
    /// The result URL (the player's identity).
    pub url: &'a str,
    /// The downloaded copy, read instead of the URL.
    pub local: Option<&'a Path>,
    /// The file's name, for labels.
    pub name: &'a str,
    /// The task, for Download.
    pub task: TaskRow,
    /// Which of the task's results (zero-based).
    pub index: u32,
}

/// A [`PlayTarget`] kept across frames (for the large view).
#[derive(Debug, Clone)]
struct OwnedTarget {
    url: String,
    local: Option<std::path::PathBuf>,
    name: String,
    task: TaskRow,
    index: u32,
}

impl OwnedTarget {
    fn of(target: &PlayTarget<'_>) -> Self {
        Self {
            url: target.url.to_owned(),
            local: target.local.map(Path::to_path_buf),
            name: target.name.to_owned(),
            task: target.task,
            index: target.index,
        }
    }

    fn borrow(&self) -> PlayTarget<'_> {
        PlayTarget {
            url: &self.url,
            local: self.local.as_deref(),
            name: &self.name,
            task: self.task,
            index: self.index,
        }
    }
}

/// A result's file, as far as it got.
enum Slot {
    Loading,
    Ready(Arc<Playable>),
    Failed(LoadFailure),
}

struct Entry {
    slot: Slot,
    last_used: u64,
}

/// The result that plays (or is paused, ready to play on).
struct Active {
    url: String,
    clock: Clock,
    video: Option<VideoView>,
    /// The frame it was last drawn in: a player nobody draws any more is paused.
    drawn: u64,
    /// Why it plays without sound, if it does.
    silent_reason: Option<String>,
}

/// What a view needs to draw one player.
pub struct PlayerState {
    /// What it does.
    pub status: Status,
    /// Where it is.
    pub position: Duration,
    /// How long it is, when known.
    pub duration: Option<Duration>,
}

/// Playback figures, for tests and the benchmark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VideoStats {
    /// Which playing session (a new one each time a video starts).
    pub session: u64,
    /// Pictures put on screen.
    pub shown: u64,
    /// Pictures dropped because they came too late.
    pub dropped: u64,
    /// Pictures that failed to decode and were skipped.
    pub skipped: u64,
    /// The queue's capacity in pictures.
    pub queue_capacity: usize,
}

/// Every player of the window.
pub struct Players {
    ctx: egui::Context,
    output_choice: OutputChoice,
    loader: Loader,
    loaded: HashMap<String, Entry>,
    sound: Sound,
    active: Option<Active>,
    /// Where paused results stopped, for when they play again.
    resume: HashMap<String, Duration>,
    /// A result to start once its file is loaded or the sound output is open.
    pending_play: Option<String>,
    volume: f32,
    looping: bool,
    /// Video sessions started so far.
    sessions: u64,
    /// Videos compared side by side, playing together.
    together: Option<together::Together>,
    /// The video shown over the whole window.
    large: Option<OwnedTarget>,
    /// The large view put the window in full screen.
    fullscreen: bool,
    frame: u64,
    /// Converts videos' colour on the GPU (wgpu renderer only).
    gpu: Option<Arc<YuvPipeline>>,
}

impl Players {
    /// Starts the loading thread (links are fetched on the window's runtime `work`); the sound
    /// output opens when something first plays.
    pub fn new(ctx: &egui::Context, output_choice: OutputChoice, work: AsyncWork) -> Self {
        Self::with_loader(ctx, output_choice, Loader::new(ctx, work))
    }

    /// Players whose loads never finish and whose sound goes nowhere (view tests).
    #[cfg(test)]
    pub fn idle(ctx: &egui::Context) -> Self {
        Self::with_loader(ctx, OutputChoice::Null, Loader::idle())
    }

    fn with_loader(ctx: &egui::Context, output_choice: OutputChoice, loader: Loader) -> Self {
        Self {
            ctx: ctx.clone(),
            output_choice,
            loader,
            loaded: HashMap::new(),
            sound: Sound::Closed,
            active: None,
            resume: HashMap::new(),
            pending_play: None,
            volume: 1.0,
            looping: false,
            sessions: 0,
            together: None,
            large: None,
            fullscreen: false,
            frame: 0,
            gpu: None,
        }
    }

    /// Converts videos' colour on `render`'s GPU from now on (the window's wgpu renderer;
    /// without it the decoding thread converts to RGBA).
    pub fn use_gpu(&mut self, render: &eframe::egui_wgpu::RenderState) {
        self.gpu = Some(Arc::new(YuvPipeline::new(render)));
    }

    /// Videos' colour is converted on the GPU.
    pub fn converts_on_gpu(&self) -> bool {
        self.gpu.is_some()
    }

    /// Takes finished loads and the sound output, pauses a player nobody draws any more,
    /// and moves the playing video on; call once at the top of each frame.
    pub fn begin_frame(&mut self) {
        for (url, outcome) in self.loader.finished() {
            if let Some(entry) = self.loaded.get_mut(&url) {
                entry.slot = match outcome {
                    Ok(media) => Slot::Ready(media),
                    Err(failure) => Slot::Failed(failure),
                };
            }
        }
        self.sound.poll();
        if let Some(url) = self.pending_play.clone() {
            self.try_start(&url, true);
        }
        if let Some(active) = &mut self.active
            && active.drawn != self.frame
            && self
                .large
                .as_ref()
                .is_none_or(|large| large.url != active.url)
        {
            active.clock.pause();
        }
        self.frame = self.frame.wrapping_add(1);
        self.advance_video();
        self.advance_together();
        self.evict();
    }

    /// The state of `url`'s player, asking for its file when it is not loaded.
    fn state_of(&mut self, target: &PlayTarget<'_>) -> PlayerState {
        self.ensure_loading(target.url, target.local);
        if let Some(active) = &mut self.active
            && active.url == target.url
        {
            active.drawn = self.frame;
            let mut status = active.clock.status();
            if let Some(video) = &active.video
                && let Some(err) = video.feed.error()
            {
                status = Status::Failed(err);
            }
            return PlayerState {
                status,
                position: active.clock.position(),
                duration: active
                    .video
                    .as_ref()
                    .map(|v| v.duration)
                    .or_else(|| active.clock.duration()),
            };
        }
        let position = self.resume.get(target.url).copied().unwrap_or_default();
        let (status, duration) = match self.loaded.get(target.url).map(|e| &e.slot) {
            Some(Slot::Ready(media)) => {
                let status = if self.pending_play.as_deref() == Some(target.url) {
                    Status::Loading
                } else {
                    Status::Paused
                };
                (status, Some(duration_of(media)))
            }
            Some(Slot::Failed(failure)) => (Status::Failed(failure.message.clone()), None),
            Some(Slot::Loading) | None => (Status::Loading, None),
        };
        PlayerState {
            status,
            position,
            duration,
        }
    }

    /// Asks for `url`'s file (`local`: a downloaded copy) unless it is loaded or loading.
    fn ensure_loading(&mut self, url: &str, local: Option<&Path>) {
        let frame = self.frame;
        if let Some(entry) = self.loaded.get_mut(url) {
            entry.last_used = frame;
            return;
        }
        let slot = match self.loader.request(url, local) {
            Ok(()) => Slot::Loading,
            Err(failure) => Slot::Failed(failure),
        };
        self.loaded.insert(
            url.to_owned(),
            Entry {
                slot,
                last_used: frame,
            },
        );
    }

    /// The loaded media of `url`, if it is loaded.
    fn media(&self, url: &str) -> Option<&Arc<Playable>> {
        match self.loaded.get(url).map(|e| &e.slot) {
            Some(Slot::Ready(media)) => Some(media),
            _ => None,
        }
    }

    /// Why `url` cannot be played, if it cannot.
    fn failure(&self, url: &str) -> Option<&LoadFailure> {
        match self.loaded.get(url).map(|e| &e.slot) {
            Some(Slot::Failed(failure)) => Some(failure),
            _ => None,
        }
    }

    /// Play or pause `url`.
    pub fn toggle(&mut self, url: &str) {
        let playing = self
            .active
            .as_ref()
            .is_some_and(|a| a.url == url && a.clock.status() == Status::Playing);
        if playing {
            self.pause(url);
        } else {
            self.play(url);
        }
    }

    /// Plays `url`, pausing whatever played before.
    pub fn play(&mut self, url: &str) {
        if let Some(active) = &mut self.active
            && active.url == url
        {
            if active.clock.status() == Status::Ended
                && let Some(video) = &mut active.video
            {
                video.restart_at(Duration::ZERO);
            }
            if let Some(together) = &mut self.together {
                together.clock.pause();
            }
            active.clock.play();
            self.ctx.request_repaint();
            return;
        }
        if let Some(together) = &mut self.together {
            together.clock.pause();
        }
        self.pending_play = Some(url.to_owned());
        self.try_start(url, true);
    }

    /// Pauses `url` (nothing when it does not play).
    pub fn pause(&mut self, url: &str) {
        if self.pending_play.as_deref() == Some(url) {
            self.pending_play = None;
        }
        if let Some(active) = &mut self.active
            && active.url == url
        {
            active.clock.pause();
        }
    }

    /// Moves `url` to `to`; a result that was not the active one becomes it, paused there.
    pub fn seek(&mut self, url: &str, to: Duration) {
        if self.active.as_ref().is_none_or(|a| a.url != url) {
            self.resume.insert(url.to_owned(), to);
            if self.media(url).is_some() && !self.sound.opening() {
                self.try_start(url, false);
            }
            return;
        }
        if let Some(active) = &mut self.active {
            active.clock.seek(to);
            if let Some(video) = &mut active.video {
                video.restart_at(to);
            }
            self.ctx.request_repaint();
        }
    }

    /// The volume, `0.0..=1.0`, for every player.
    pub fn volume(&self) -> f32 {
        self.volume
    }

    /// Sets the volume of every player.
    pub fn set_volume(&mut self, volume: f32) {
        self.volume = volume.clamp(0.0, 1.0);
        if let Some(active) = &self.active {
            active.clock.set_volume(self.volume);
        }
    }

    /// Whether videos start again at the end.
    pub fn looping(&self) -> bool {
        self.looping
    }

    /// Sets whether videos and sounds start again at the end.
    pub fn set_looping(&mut self, looping: bool) {
        self.looping = looping;
    }

    /// Why nothing is heard, if the sound output is missing.
    pub fn sound_problem(&self) -> Option<&str> {
        self.sound.unavailable()
    }

    /// Why `url` plays without sound, if it does.
    fn silent_reason(&self, url: &str) -> Option<&str> {
        self.active
            .as_ref()
            .filter(|a| a.url == url)
            .and_then(|a| a.silent_reason.as_deref())
    }

    /// Tries the sound output again after it failed.
    pub fn retry_sound(&mut self) {
        self.sound.retry();
    }

    /// Opens `target` in the large view.
    pub fn open_large(&mut self, target: &PlayTarget<'_>) {
        self.large = Some(OwnedTarget::of(target));
    }

    /// The texture of `url`'s picture and its size in pixels, when it is the active video and
    /// has one.
    fn texture_of(&self, url: &str) -> Option<(egui::TextureId, egui::Vec2)> {
        self.active
            .as_ref()
            .filter(|a| a.url == url)
            .and_then(|a| a.video.as_ref())
            .and_then(|v| v.surface.image())
    }

    /// When the sound that plays now started reaching the null output (tests and benchmarks
    /// use the null output; `None` with a device).
    pub fn sound_started_at(&self) -> Option<std::time::Instant> {
        self.sound.sound_started_at()
    }

    /// Figures of the playing video, if one plays.
    pub fn video_stats(&self) -> Option<VideoStats> {
        let video = self.active.as_ref()?.video.as_ref()?;
        Some(VideoStats {
            session: video.session,
            shown: video.shown_count,
            dropped: video.dropped_count,
            skipped: video.feed.skipped(),
            queue_capacity: video.feed.capacity(),
        })
    }

    /// Starts `url` (playing with `play`) when its file is loaded and, if it needs sound, the
    /// output is open or known to be missing; until then it stays pending.
    fn try_start(&mut self, url: &str, play: bool) {
        let Some(media) = self.media(url).cloned() else {
            if self.failure(url).is_some() {
                self.pending_play = None;
            }
            return;
        };
        let wants_sound = match media.as_ref() {
            Playable::Sound(_) => true,
            Playable::Video { sound, .. } => matches!(sound, Ok(Some(_))),
        };
        if wants_sound && self.sound.player().is_none() && self.sound.unavailable().is_none() {
            self.sound.open(self.output_choice, &self.ctx);
            if !play {
                return;
            }
            self.pending_play = Some(url.to_owned());
            return;
        }
        if self.pending_play.as_deref() == Some(url) {
            self.pending_play = None;
        }
        if matches!(media.as_ref(), Playable::Sound(_)) && self.sound.player().is_none() {
            // No output: the waveform shows, the message says why nothing plays.
            return;
        }
        self.stop_active();
        let at = self.resume.remove(url).unwrap_or_default();
        match self.activate(url, &media, at) {
            Ok(mut active) => {
                if active.video.is_some() {
                    self.sessions += 1;
                }
                active.clock.set_volume(self.volume);
                if play {
                    active.clock.play();
                }
                self.active = Some(active);
            }
            Err(message) => {
                if let Some(entry) = self.loaded.get_mut(url) {
                    entry.slot = Slot::Failed(LoadFailure {
                        message,
                        system_player_may_help: true,
                    });
                }
            }
        }
        self.ctx.request_repaint();
    }

    /// Pauses and forgets the active player, keeping its position for later.
    fn stop_active(&mut self) {
        if let Some(mut active) = self.active.take() {
            active.clock.pause();
            let position = active.clock.position();
            let ended = active.clock.status() == Status::Ended;
            self.resume.insert(
                active.url.clone(),
                if ended { Duration::ZERO } else { position },
            );
            if let Clock::Sound { player, clip, .. } = &active.clock
                && player.snapshot().clip == Some(*clip)
            {
                player.unload();
            }
        }
    }

    fn activate(&self, url: &str, media: &Playable, at: Duration) -> Result<Active, String> {
        let sound_player = self.sound.player();
        let (clock, video, silent_reason) = match media {
            Playable::Sound(clip) => {
                let (player, latency) = sound_player.ok_or_else(|| t!("player-no-sound-output"))?;
                (Clock::sound(player, latency, clip, at), None, None)
            }
            Playable::Video { file, sound } => {
                let info = file.info();
                let decoder = file.decoder().map_err(|err| err.to_string())?;
                let surface = VideoSurface::new(self.gpu.as_ref());
                let feed = VideoFeed::start(
                    decoder,
                    (info.width, info.height),
                    at,
                    surface.wants(),
                    &self.ctx,
                )?;
                let (clock, silent_reason) = match (sound, sound_player) {
                    (Ok(Some(clip)), Some((player, latency))) => {
                        (Clock::sound(player, latency, clip, at), None)
                    }
                    (sound, _) => {
                        let reason = match sound {
                            Err(err) => {
                                Some(t!("player-sound-unplayable", reason = err.to_string()))
                            }
                            Ok(Some(_)) => self
                                .sound
                                .unavailable()
                                .map(|why| t!("player-playing-silent", reason = why)),
                            Ok(None) => None,
                        };
                        (Clock::Wall(WallClock::paused_at(at, info.duration)), reason)
                    }
                };
                let video = VideoView::new(feed, surface, info.duration, self.sessions + 1);
                (clock, Some(video), silent_reason)
            }
        };
        Ok(Active {
            url: url.to_owned(),
            clock,
            video,
            drawn: self.frame,
            silent_reason,
        })
    }

    /// Shows the video picture that is due, loops or stops at the end, and asks for the next
    /// repaint in time for the next picture.
    fn advance_video(&mut self) {
        let looping = self.looping;
        let Some(active) = &mut self.active else {
            return;
        };
        let status = active.clock.status();
        if status == Status::Ended && looping {
            active.clock.seek(Duration::ZERO);
            active.clock.play();
            if let Some(video) = &mut active.video {
                video.restart_at(Duration::ZERO);
            }
        }
        let position = active.clock.position();
        let playing = status == Status::Playing;
        if let Some(video) = &mut active.video {
            video.show_due(position, &self.ctx);
            if playing {
                let wait = video
                    .feed
                    .next_due()
                    .map_or(Duration::from_millis(10), |due| {
                        due.saturating_sub(position)
                    });
                self.ctx.request_repaint_after(
                    wait.clamp(Duration::from_millis(1), Duration::from_millis(40)),
                );
            }
        } else if playing {
            // The play head moves smoothly enough at 20 frames a second.
            self.ctx.request_repaint_after(Duration::from_millis(50));
        }
        if matches!(status, Status::Loading) {
            self.ctx.request_repaint_after(Duration::from_millis(30));
        }
    }

    /// Drops loaded files past [`KEPT_LOADED`], least recently drawn first (never the active
    /// one, compared ones or one being loaded).
    fn evict(&mut self) {
        let active = self.active.as_ref().map(|a| a.url.clone());
        let mut ready: Vec<(u64, String)> = self
            .loaded
            .iter()
            .filter(|(url, e)| {
                !matches!(e.slot, Slot::Loading)
                    && Some(url.as_str()) != active.as_deref()
                    && !self
                        .together
                        .as_ref()
                        .is_some_and(|t| t.urls.iter().any(|u| u == *url))
            })
            .map(|(url, e)| (e.last_used, url.clone()))
            .collect();
        if ready.len() <= KEPT_LOADED {
            return;
        }
        ready.sort();
        let excess = ready.len() - KEPT_LOADED;
        for (_, url) in ready.into_iter().take(excess) {
            self.loaded.remove(&url);
        }
    }
}

/// How long a loaded result plays.
fn duration_of(media: &Playable) -> Duration {
    match media {
        Playable::Sound(clip) => clip.duration(),
        Playable::Video { file, .. } => file.info().duration,
    }
}

/// `m:ss` (or `h:mm:ss`).
pub fn clock_text(time: Duration) -> String {
    let secs = time.as_secs();
    if secs >= 3600 {
        format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_like_a_player() {
        assert_eq!(clock_text(Duration::from_millis(0)), "0:00");
        assert_eq!(clock_text(Duration::from_millis(61_900)), "1:01");
        assert_eq!(clock_text(Duration::from_secs(3_725)), "1:02:05");
    }
}
