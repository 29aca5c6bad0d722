//! Several videos played together (the gallery's Compare): one wall clock for all, each
//! video with its own decoding thread and texture, no sound (two soundtracks at once help
//! nobody). Starting it pauses the single player, and the single player pauses it.

use std::time::Duration;

use gendesk_core::media::playable::Playable;

use super::clock::{Clock, Status, WallClock};
use super::video_feed::VideoFeed;
use super::video_surface::VideoSurface;
use super::{Players, Slot, VideoView};

/// The videos being compared.
pub(super) struct Together {
    /// Their URLs, in column order.
    pub(super) urls: Vec<String>,
    /// Each one's pictures, once its file is loaded.
    pub(super) views: Vec<Option<VideoView>>,
    pub(super) clock: Clock,
    pub(super) drawn: u64,
}

impl Players {
    /// Compares the videos `targets` (URL and downloaded copy): loads them and keeps one clock
    /// for all. Call every frame the compare view shows; a new list starts over.
    pub fn together(&mut self, targets: &[(&str, Option<&std::path::Path>)]) {
        for (url, local) in targets {
            self.ensure_loading(url, *local);
        }
        let same = self.together.as_ref().is_some_and(|t| {
            t.urls
                .iter()
                .map(String::as_str)
                .eq(targets.iter().map(|t| t.0))
        });
        if !same {
            self.together = Some(Together {
                urls: targets.iter().map(|t| t.0.to_owned()).collect(),
                views: targets.iter().map(|_| None).collect(),
                clock: Clock::Wall(WallClock::paused_at(Duration::ZERO, Duration::ZERO)),
                drawn: self.frame,
            });
        }
        let frame = self.frame;
        let ctx = self.ctx.clone();
        let gpu = self.gpu.clone();
        let mut ready = Vec::new();
        if let Some(together) = &self.together {
            for (index, url) in together.urls.iter().enumerate() {
                if together.views.get(index).is_some_and(Option::is_none)
                    && let Some(Slot::Ready(media)) = self.loaded.get(url).map(|e| &e.slot)
                    && let Playable::Video { file, .. } = media.as_ref()
                {
                    ready.push((index, file.clone()));
                }
            }
        }
        let Some(together) = &mut self.together else {
            return;
        };
        together.drawn = frame;
        let at = together.clock.position();
        for (index, file) in ready {
            let info = file.info();
            let Ok(decoder) = file.decoder() else {
                continue;
            };
            let surface = VideoSurface::new(gpu.as_ref());
            let Ok(feed) = VideoFeed::start(
                decoder,
                (info.width, info.height),
                at,
                surface.wants(),
                &ctx,
            ) else {
                continue;
            };
            if let Some(slot) = together.views.get_mut(index) {
                *slot = Some(VideoView::new(feed, surface, info.duration, 0));
            }
        }
        // The clock runs as long as the longest video.
        let longest = together
            .views
            .iter()
            .flatten()
            .map(|v| v.duration)
            .max()
            .unwrap_or_default();
        if together.clock.duration() != Some(longest) {
            let position = together.clock.position();
            let playing = together.clock.status() == Status::Playing;
            together.clock = Clock::Wall(WallClock::paused_at(position, longest));
            if playing {
                together.clock.play();
            }
        }
    }

    /// Plays or pauses the compared videos together.
    pub fn together_toggle(&mut self) {
        if let Some(active) = &mut self.active {
            active.clock.pause();
        }
        let Some(together) = &mut self.together else {
            return;
        };
        match together.clock.status() {
            Status::Playing => together.clock.pause(),
            Status::Ended => {
                together.clock.seek(Duration::ZERO);
                for view in together.views.iter_mut().flatten() {
                    view.restart_at(Duration::ZERO);
                }
                together.clock.play();
            }
            _ => together.clock.play(),
        }
        self.ctx.request_repaint();
    }

    /// Moves the compared videos to `to` together.
    pub fn together_seek(&mut self, to: Duration) {
        if let Some(together) = &mut self.together {
            together.clock.seek(to);
            for view in together.views.iter_mut().flatten() {
                view.restart_at(to);
            }
            self.ctx.request_repaint();
        }
    }

    /// Where the compared videos are, for the controls.
    pub fn together_state(&self) -> Option<super::PlayerState> {
        let together = self.together.as_ref()?;
        Some(super::PlayerState {
            status: together.clock.status(),
            position: together.clock.position(),
            duration: together.clock.duration(),
        })
    }

    /// The picture of the `index`-th compared video and its size in pixels, once it has one.
    pub fn together_texture(&self, index: usize) -> Option<(egui::TextureId, egui::Vec2)> {
        self.together
            .as_ref()?
            .views
            .get(index)?
            .as_ref()?
            .surface
            .image()
    }

    /// Pictures shown so far by each compared video (for tests).
    pub fn together_shown(&self) -> Vec<u64> {
        self.together.as_ref().map_or_else(Vec::new, |t| {
            t.views
                .iter()
                .map(|v| v.as_ref().map_or(0, |v| v.shown_count))
                .collect()
        })
    }

    /// Moves the compared videos on: pictures due, loop or stop at the end, pause when the
    /// compare view is gone.
    pub(super) fn advance_together(&mut self) {
        let looping = self.looping;
        let frame = self.frame;
        let Some(together) = &mut self.together else {
            return;
        };
        if together.drawn.wrapping_add(1) < frame {
            // Nobody shows them any more.
            self.together = None;
            return;
        }
        let status = together.clock.status();
        if status == Status::Ended && looping {
            together.clock.seek(Duration::ZERO);
            together.clock.play();
            for view in together.views.iter_mut().flatten() {
                view.restart_at(Duration::ZERO);
            }
        }
        let position = together.clock.position();
        let mut next_due = None::<Duration>;
        for view in together.views.iter_mut().flatten() {
            view.show_due(position, &self.ctx);
            if let Some(due) = view.feed.next_due() {
                next_due = Some(next_due.map_or(due, |d| d.min(due)));
            }
        }
        if together.clock.status() == Status::Playing {
            let wait = next_due.map_or(Duration::from_millis(10), |due| {
                due.saturating_sub(position)
            });
            self.ctx.request_repaint_after(
                wait.clamp(Duration::from_millis(1), Duration::from_millis(40)),
            );
        }
    }
}
