//! The picture side of a playing video: the decoder feeding it, the texture it is shown on,
//! and what was shown and dropped (for `VideoStats`).

use std::time::Duration;

use super::video_feed::VideoFeed;
use super::video_surface::VideoSurface;

/// The picture side of a playing video.
pub(super) struct VideoView {
    pub(super) feed: VideoFeed,
    pub(super) surface: VideoSurface,
    /// The next picture is shown whatever its time (after a seek).
    pub(super) want_first: bool,
    /// Pictures shown and dropped for being late, since it started.
    pub(super) shown_count: u64,
    pub(super) dropped_count: u64,
    pub(super) duration: Duration,
    /// Tells sessions apart in [`VideoStats`].
    pub(super) session: u64,
}

impl VideoView {
    pub(super) fn new(
        feed: VideoFeed,
        surface: VideoSurface,
        duration: Duration,
        session: u64,
    ) -> Self {
        Self {
            feed,
            surface,
            want_first: true,
            shown_count: 0,
            dropped_count: 0,
            duration,
            session,
        }
    }

    /// Puts the picture due at `position` on the texture, if a new one is due.
    pub(super) fn show_due(&mut self, position: Duration, ctx: &egui::Context) {
        let (picture, dropped) = self.feed.take_due(position, self.want_first);
        let Some(picture) = picture else {
            return;
        };
        self.want_first = false;
        self.shown_count += 1;
        self.dropped_count += dropped;
        self.surface.show(picture.pixels, ctx);
    }

    /// Decodes from `at` and shows its picture as soon as it is ready.
    pub(super) fn restart_at(&mut self, at: Duration) {
        self.feed.seek(at);
        self.want_first = true;
    }
}
