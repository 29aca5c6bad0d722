//! View tests: each main view drawn by kittest from a hand-built state — no sandbox, no
//! engine, no threads whose timing shows — and compared with the baselines checked in under
//! `tests/snapshots/`. Time is fixed (2026-11-23 14:03:27 UTC) and previews come from
//! [`Thumbnails::without_workers`], so a frame is the same on every machine.
//!
//! After an intended change of a view, update the baselines and look at them before
//! committing:
//!
//! ```text
//! UPDATE_SNAPSHOTS=1 cargo test -p gendesk --lib view_tests
//! git status tests/snapshots
//! ```
//!
//! A mismatch leaves `<name>.new.png` and `<name>.diff.png` beside the baseline (ignored by
//! git) to show what changed.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests: a failed unwrap is a failed test"
)]

mod activity;
mod batches;
mod compare;
mod compose;
mod gallery;
mod insights;
mod languages;
mod settings;
mod task_detail;
mod updates;
mod webhooks;
mod welcome;

use egui_kittest::Harness;
use gendesk_api::{ModelKind, TaskState};
use gendesk_core::store::{ProfileId, TaskPhase, TaskRow, TaskSummary};

use super::actions::Action;
use super::frame_time::FrameTime;
use super::live_state::LiveState;
use super::player::Players;
use super::prefs::ThemeChoice;
use super::theme;
use super::thumbnails::Thumbnails;

/// The frame's time in every view test: 2026-11-23 14:03:27 UTC.
pub const NOW_MS: i64 = 1_795_442_607_000;

/// The window's default size.
pub const WINDOW: egui::Vec2 = egui::vec2(theme::WINDOW_SIZE[0], theme::WINDOW_SIZE[1]);

/// The frame's time, shown in UTC.
pub fn time() -> FrameTime {
    FrameTime::utc(NOW_MS)
}

/// What a view draws besides its own state, and what it asked for.
pub struct Scene<S> {
    /// The view's own state.
    pub view: S,
    /// The engine's live view.
    pub live: LiveState,
    /// Previews (no workers; see [`Thumbnails::give`]).
    pub thumbs: Thumbnails,
    previews: Vec<(String, egui::ColorImage)>,
    /// What the view asked for, every frame so far.
    pub actions: Vec<Action>,
}

impl<S> Scene<S> {
    /// A scene around `view` with an empty live view.
    pub fn new(view: S) -> Self {
        Self {
            view,
            live: LiveState::default(),
            thumbs: Thumbnails::without_workers(),
            previews: Vec::new(),
            actions: Vec::new(),
        }
    }

    /// Shows `image` as the ready preview of `url`.
    pub fn preview(&mut self, url: &str, image: egui::ColorImage) {
        self.previews.push((url.to_owned(), image));
    }
}

/// A harness drawing `draw` in the window's central panel at `size`, themed as the window.
/// `draw` also gets the players, made in the first frame (they need the context): their loads
/// never finish and their sound goes nowhere.
pub fn harness<'a, S: 'a>(
    size: egui::Vec2,
    scene: Scene<S>,
    mut draw: impl FnMut(&mut egui::Ui, &mut Scene<S>, &mut Players) + 'a,
) -> Harness<'a, Scene<S>> {
    let mut players = None;
    Harness::builder()
        .with_size(size)
        .with_theme(egui::Theme::Dark)
        .with_os(egui::os::OperatingSystem::Nix)
        .with_render_cursor(false)
        .with_context_setup(|ctx| {
            theme::install(ctx);
            theme::apply_theme(ctx, ThemeChoice::Dark);
        })
        .build_ui_state(
            move |ui, scene: &mut Scene<S>| {
                let players = players.get_or_insert_with(|| Players::idle(ui.ctx()));
                for (url, image) in std::mem::take(&mut scene.previews) {
                    scene.thumbs.give(ui.ctx(), &url, &image);
                }
                egui::CentralPanel::default().show(ui, |ui| draw(ui, scene, players));
            },
            scene,
        )
}

/// Lets layout settle (a few frames: sizes measured in one frame are used in the next),
/// compares the frame with `tests/snapshots/<name>.png`, and returns what the view asked for
/// so far.
pub fn snapshot<S>(harness: &mut Harness<'_, Scene<S>>, name: &str) -> Vec<Action> {
    for _ in 0..4 {
        harness.step();
    }
    harness.snapshot(name);
    std::mem::take(&mut harness.state_mut().actions)
}

/// A task as the store lists it, in `state`, made `minutes_ago` before [`NOW_MS`].
pub fn task(
    row: i64,
    model: &str,
    kind: ModelKind,
    state: TaskState,
    minutes_ago: i64,
) -> TaskSummary {
    let created_ms = NOW_MS - minutes_ago * 60_000;
    let done = matches!(state, TaskState::Success | TaskState::Failed);
    TaskSummary {
        row: TaskRow(row),
        profile: ProfileId(1),
        model: model.to_owned(),
        kind: Some(kind),
        phase: if done {
            TaskPhase::Final
        } else {
            TaskPhase::Active
        },
        state: Some(state),
        task_id: Some(format!("task_{row:06}")),
        batch_row: None,
        created_ms,
        submitted_ms: Some(created_ms + 400),
        updated_ms: created_ms + 30_000,
        completed_ms: done.then_some(created_ms + 28_000),
        remote_create_ms: Some(created_ms + 300),
        cost_time_ms: done.then_some(27_000),
        seen_final_ms: done.then_some(created_ms + 29_000),
        fail_code: None,
        fail_msg: None,
        end_reason: None,
        favourite: false,
        number: row,
        result_urls: Vec::new(),
        results_issued_ms: None,
        error: None,
        next_poll_ms: (!done).then_some(NOW_MS + 2_000),
        poll_count: 3,
        prompt_excerpt: String::new(),
    }
}

/// `task` with its prompt.
pub fn prompted(mut task: TaskSummary, prompt: &str) -> TaskSummary {
    task.prompt_excerpt = prompt.to_owned();
    task
}

/// `task` succeeded with `urls`, issued when it completed.
pub fn with_results(mut task: TaskSummary, urls: &[&str]) -> TaskSummary {
    task.result_urls = urls.iter().map(|u| (*u).to_owned()).collect();
    task.results_issued_ms = task.completed_ms;
    task
}

/// `task` failed: the service flagged its prompt (NSFW).
pub fn flagged(mut task: TaskSummary) -> TaskSummary {
    task.fail_code = Some("NSFW".to_owned());
    task.fail_msg = Some("The prompt was flagged by the content policy.".to_owned());
    task
}

/// A `width` × `height` picture with a diagonal gradient from `from` to `to` (a stand-in for a
/// generated image).
pub fn gradient(width: usize, height: usize, from: [u8; 3], to: [u8; 3]) -> egui::ColorImage {
    let mut pixels = Vec::with_capacity(width * height);
    for y in 0..height {
        for x in 0..width {
            let (along, whole) = (x + y, width + height);
            // A weighted mean of two bytes is a byte.
            let mix = |a: u8, b: u8| {
                u8::try_from((usize::from(a) * (whole - along) + usize::from(b) * along) / whole)
                    .unwrap_or(u8::MAX)
            };
            pixels.push(egui::Color32::from_rgb(
                mix(from[0], to[0]),
                mix(from[1], to[1]),
                mix(from[2], to[2]),
            ));
        }
    }
    egui::ColorImage::new([width, height], pixels)
}
