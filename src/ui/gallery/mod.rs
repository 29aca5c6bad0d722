//! The Gallery view: every result of the profile as a grid of tiles, newest first, read page by
//! page (`TaskPages`), so 10 000 results scroll as smoothly as 10. Filters by kind, model, date
//! and text; small or large tiles. Clicking a tile opens it beside the grid (`viewer.rs`): the
//! result large, the task's prompt and settings, Download, Copy URL, Reuse settings and Use as
//! reference; Previous and Next (or the arrow keys) step through the results.

mod filters;
mod grid;
mod side_by_side;
mod viewer;

use std::path::PathBuf;

use egui::Ui;

use gendesk_core::t;

use gendesk_core::store::{ProfileId, TaskFilter, TaskPhase};

use super::actions::Action;
use super::history_query::{Reply, TaskDetail};
use super::live_state::LiveState;
use super::player::Players;
use super::task_pages::TaskPages;
use super::theme;
use super::thumbnails::Thumbnails;

pub use filters::{GalleryFilter, TileSize};

/// What the view remembers.
#[derive(Default)]
pub struct GalleryState {
    pages: TaskPages,
    /// The filter as set.
    pub filter: GalleryFilter,
    /// Small or large tiles.
    pub size: TileSize,
    /// The position (in the list) of the result shown beside the grid.
    open: Option<usize>,
    /// Its task in full (request and downloads), once read.
    detail: Option<TaskDetail>,
    /// Scroll the grid to the open result on the next frame (after stepping with the keys).
    scroll_to_open: bool,
    /// A step asked for with the viewer's buttons: -1 previous, 1 next.
    step: i32,
    /// Results picked for Compare (at most four).
    picked: Vec<side_by_side::Picked>,
    /// Compare shows instead of the grid.
    comparing: bool,
    /// The zoom Compare's pictures share.
    zoom: side_by_side::SharedZoom,
    /// The filter the pages were last asked for (a date choice is turned into a time then, not
    /// every frame).
    applied: Option<GalleryFilter>,
    /// The profile's models, for the Model filter (names and IDs).
    models: Vec<crate::ui::model_filter::ModelChoice>,
}

#[cfg(test)]
impl GalleryState {
    /// The grid showing `pages` under the default filter, as read (view tests).
    pub fn showing(pages: TaskPages) -> Self {
        Self {
            pages,
            applied: Some(GalleryFilter::default()),
            ..Self::default()
        }
    }
}

impl GalleryState {
    /// Connects the gallery to `profile`'s history; `now_ms` anchors the date filter.
    pub fn attach(
        &mut self,
        profile: ProfileId,
        db_path: PathBuf,
        ctx: &egui::Context,
        now_ms: i64,
    ) {
        let models = self.models.clone();
        self.apply_filter(now_ms, &models);
        self.pages.attach(profile, db_path, ctx);
    }

    /// Asks for the results the filter selects (dates counted back from `now_ms`), when it
    /// changed since last asked.
    fn apply_filter(&mut self, now_ms: i64, models: &[crate::ui::model_filter::ModelChoice]) {
        let models_changed = self.models != models;
        if models_changed {
            self.models = models.to_vec();
        }
        if models_changed || self.applied.as_ref() != Some(&self.filter) {
            self.applied = Some(self.filter.clone());
            self.pages.set_filter(self.task_filter(now_ms));
        }
    }

    /// Forgets the profile's results (another profile is opening).
    pub fn detach(&mut self) {
        self.pages.detach();
        self.open = None;
        self.detail = None;
    }

    /// The store filter: finished tasks with results, and the person's choices.
    fn task_filter(&self, now_ms: i64) -> TaskFilter {
        let mut filter = self.filter.to_task_filter(now_ms, &self.models);
        filter.phases = vec![TaskPhase::Final];
        filter.states = vec![gendesk_api::TaskState::Success];
        filter
    }

    fn receive(&mut self) {
        for reply in self.pages.receive() {
            if let Reply::Detail(row, Some(detail)) = reply
                && self.open_task().is_some_and(|t| t.row == row)
            {
                self.detail = Some(*detail);
            }
        }
    }

    fn open_task(&self) -> Option<&gendesk_core::store::TaskSummary> {
        self.open.and_then(|index| self.pages.row(index))
    }

    /// Opens the result at `index` and reads its task in full.
    fn open_at(&mut self, index: usize) {
        if self.open == Some(index) {
            return;
        }
        self.open = Some(index);
        self.detail = None;
        if let Some(task) = self.pages.row_or_request(index).cloned()
            && let Some(reader) = self.pages.reader()
        {
            reader.detail(task.row);
        }
    }

    /// ← and → step through the results while one is open.
    fn step_with_keys(&mut self, ctx: &egui::Context) {
        let Some(index) = self.open else {
            return;
        };
        let (mut left, mut right) = ctx.input(|i| {
            (
                i.key_pressed(egui::Key::ArrowLeft),
                i.key_pressed(egui::Key::ArrowRight),
            )
        });
        match std::mem::take(&mut self.step) {
            -1 => left = true,
            1 => right = true,
            _ => {}
        }
        let total = self
            .pages
            .total()
            .and_then(|t| usize::try_from(t).ok())
            .unwrap_or(0);
        let next = if left {
            index.checked_sub(1)
        } else if right && index + 1 < total {
            Some(index + 1)
        } else {
            None
        };
        if let Some(next) = next {
            self.open_at(next);
            self.scroll_to_open = true;
        }
    }

    /// Reads the open task again once its page arrives (it may not have been read yet).
    fn follow_open(&mut self) {
        if self.detail.is_none()
            && let Some(row) = self.open_task().map(|t| t.row)
            && let Some(reader) = self.pages.reader()
        {
            reader.detail(row);
        }
    }
}

/// What the gallery reads from the rest of the window.
pub struct GalleryCtx<'a> {
    /// The engine's live view.
    pub live: &'a LiveState,
    /// This frame's time (for the date filter).
    pub now_ms: i64,
    /// The profile's models, for the Model filter.
    pub models: &'a [crate::ui::model_filter::ModelChoice],
    /// The profile's catalogue (the settings' labels), once read.
    pub catalog: Option<&'a gendesk_core::catalog::Catalog>,
}

/// The view.
pub fn gallery_ui(
    ui: &mut Ui,
    state: &mut GalleryState,
    context: &GalleryCtx<'_>,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    actions: &mut Vec<Action>,
) {
    let GalleryCtx {
        live,
        now_ms,
        models,
        catalog,
    } = *context;
    state.receive();
    state.pages.follow(live.tasks_changed, ui.ctx());
    let before = state.filter.clone();
    filters::filters_ui(
        ui,
        &mut state.filter,
        &mut state.size,
        state.pages.total(),
        models,
    );
    if state.filter != before {
        state.open = None;
        state.detail = None;
    }
    // Also applies a reset from "Clear all filters" (asked for in the previous frame).
    state.apply_filter(now_ms, models);
    if let Some(error) = state.pages.error() {
        theme::error_text(ui, error);
    }
    picked_row_ui(ui, state);
    if state.comparing {
        ui.separator();
        let back =
            side_by_side::side_by_side_ui(ui, &mut state.picked, &mut state.zoom, thumbs, players);
        if back || super::escape::closes_panel(ui.ctx()) {
            state.comparing = false;
        }
        return;
    }
    state.step_with_keys(ui.ctx());
    if state.open.is_some() {
        if state.detail.is_none() {
            state.follow_open();
        }
        let mut close = false;
        egui::Panel::right("gallery_viewer")
            .resizable(true)
            .default_size(420.0)
            .min_size(320.0)
            .show(ui, |ui| {
                close = viewer::viewer_ui(ui, state, catalog, thumbs, players, actions);
            });
        if close || super::escape::closes_panel(ui.ctx()) {
            state.open = None;
            state.detail = None;
        }
    }
    match state.pages.total() {
        // The error above says why; a spinner would promise results that are not coming.
        None if state.pages.error().is_some() => {}
        None => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("gallery-reading"));
            });
        }
        Some(0) => empty_ui(ui, state, actions),
        Some(total) => {
            let total = usize::try_from(total).unwrap_or(usize::MAX);
            if let Some(index) = grid::grid_ui(ui, state, thumbs, total) {
                state.open_at(index);
            }
        }
    }
}

/// What is picked for Compare, with Compare and Clear.
fn picked_row_ui(ui: &mut Ui, state: &mut GalleryState) {
    if state.picked.is_empty() || state.comparing {
        return;
    }
    ui.horizontal(|ui| {
        let count = state.picked.len();
        ui.label(t!(
            "gallery-picked",
            count = count,
            max = side_by_side::MAX_PICKED
        ));
        let button = ui
            .add_enabled(
                count >= 2,
                egui::Button::new(if count >= 2 {
                    t!("gallery-show-side-by-side", count = count)
                } else {
                    t!("gallery-side-by-side")
                }),
            )
            .on_disabled_hover_text(t!("gallery-side-by-side.hint"));
        if button.clicked() {
            state.comparing = true;
            state.zoom = side_by_side::SharedZoom::default();
        }
        if ui.button(t!("gallery-picked-clear")).clicked() {
            state.picked.clear();
        }
    });
}

fn empty_ui(ui: &mut Ui, state: &mut GalleryState, actions: &mut Vec<Action>) {
    ui.add_space(theme::SPACE_XL);
    ui.vertical_centered(|ui| {
        if state.filter == GalleryFilter::default() {
            ui.heading(t!("gallery-empty-title"));
            ui.label(t!("gallery-empty-body"));
            ui.add_space(theme::SPACE_M);
            if ui.button(t!("gallery-go-to-compose")).clicked() {
                actions.push(Action::Navigate(super::prefs::View::Compose));
            }
        } else {
            ui.heading(t!("gallery-no-match"));
            if ui.button(t!("gallery-clear-filters")).clicked() {
                state.filter = GalleryFilter::default();
                ui.ctx().request_repaint();
            }
        }
    });
}
