//! The Batches view: every batch of the profile, grouped into runs (one import split into
//! several batches), with live counters, a progress bar and a strip of results; a selected
//! batch opens its detail (`detail.rs`). Data comes from its own reader thread (`reader.rs`).

mod detail;
mod list;
mod reader;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::Ui;
use gendesk_core::t;

use gendesk_core::store::{BatchItemDetail, BatchRow, ItemCounts, ProfileId};

use super::actions::{Action, BatchAction};
use super::live_state::LiveState;
use super::theme;
use super::thumbnails::Thumbnails;

pub use detail::ItemFilter;
pub use reader::ListedBatch;
use reader::{BatchReader, Reply};

/// Shortest gap between two re-reads while the engine reports changes.
const REFRESH_THROTTLE: Duration = Duration::from_millis(300);

/// What the view draws from besides its own state.
pub struct BatchesCtx<'a> {
    /// The engine's live view.
    pub live: &'a LiveState,
    /// This frame's time.
    pub time: crate::ui::frame_time::FrameTime,
}

/// The view's state: its reader, the batches read, the selection and its items.
#[derive(Default)]
pub struct BatchesState {
    reader: Option<(ProfileId, BatchReader)>,
    generation: u64,
    seen: (u64, u64),
    last_refresh: Option<Instant>,
    batches: Vec<ListedBatch>,
    loaded: bool,
    error: Option<String>,
    selected: Option<BatchRow>,
    items: Option<(BatchRow, Vec<BatchItemDetail>)>,
    /// Which items the detail shows.
    pub filter: ItemFilter,
    /// "Retry failed items" waits for its confirmation.
    confirm_retry: bool,
}

#[cfg(test)]
impl BatchesState {
    /// `batches` as read, with `items` of the selected batch (view tests).
    pub fn showing(
        batches: Vec<ListedBatch>,
        items: Option<(BatchRow, Vec<BatchItemDetail>)>,
    ) -> Self {
        Self {
            batches,
            loaded: true,
            selected: items.as_ref().map(|(row, _)| *row),
            items,
            ..Self::default()
        }
    }

    /// A view whose reading failed with `message` (view tests).
    pub fn failed(message: &str) -> Self {
        Self {
            error: Some(message.to_owned()),
            ..Self::default()
        }
    }
}

impl BatchesState {
    /// Connects the view to `profile`'s history (one reader per profile).
    pub fn attach(&mut self, profile: ProfileId, db_path: PathBuf, ctx: &egui::Context) {
        if self.reader.as_ref().is_some_and(|(p, _)| *p == profile) {
            return;
        }
        self.detach();
        match BatchReader::start(db_path, ctx.clone()) {
            Ok(reader) => {
                self.reader = Some((profile, reader));
                self.refresh();
            }
            Err(message) => self.error = Some(message),
        }
    }

    /// Forgets the profile's batches (another profile is opening).
    pub fn detach(&mut self) {
        *self = Self {
            generation: self.generation.wrapping_add(1),
            ..Self::default()
        };
    }

    /// Selects a batch (e.g. one just made) and reads its items.
    pub fn select(&mut self, batch: BatchRow) {
        if self.selected != Some(batch) {
            self.confirm_retry = false;
            self.filter = ItemFilter::All;
        }
        self.selected = Some(batch);
        if let Some((_, reader)) = &self.reader {
            reader.items(batch);
        }
    }

    fn refresh(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        self.last_refresh = Some(Instant::now());
        if let Some((profile, reader)) = &self.reader {
            reader.list(self.generation, *profile);
            if let Some(batch) = self.selected {
                reader.items(batch);
            }
        }
    }

    fn receive(&mut self) {
        let Some((_, reader)) = &self.reader else {
            return;
        };
        for reply in reader.replies() {
            match reply {
                Reply::List {
                    generation,
                    batches,
                } if generation == self.generation => {
                    self.batches = batches;
                    self.loaded = true;
                    self.error = None;
                }
                Reply::Items(batch, items) if Some(batch) == self.selected => {
                    self.items = Some((batch, items));
                }
                Reply::List { .. } | Reply::Items(..) => {}
                Reply::Failed(message) => self.error = Some(message),
            }
        }
    }

    /// Re-reads when the engine reported changes (at most every [`REFRESH_THROTTLE`]).
    fn follow(&mut self, live: &LiveState, ctx: &egui::Context) {
        let seen = (live.batches_changed, live.tasks_changed);
        if seen == self.seen || self.reader.is_none() {
            return;
        }
        let waited = self.last_refresh.map_or(REFRESH_THROTTLE, |t| t.elapsed());
        if waited >= REFRESH_THROTTLE {
            self.seen = seen;
            self.refresh();
        } else {
            ctx.request_repaint_after(REFRESH_THROTTLE.saturating_sub(waited));
        }
    }

    fn listed(&self, batch: BatchRow) -> Option<&ListedBatch> {
        self.batches.iter().find(|b| b.summary.info.row == batch)
    }

    /// The batches of the run `run_id`, in run order.
    fn run_of(&self, run_id: &str) -> Vec<&ListedBatch> {
        let mut run: Vec<&ListedBatch> = self
            .batches
            .iter()
            .filter(|b| b.summary.info.run_id.as_deref() == Some(run_id))
            .collect();
        run.sort_by_key(|b| (b.summary.info.run_index, b.summary.info.row));
        run
    }
}

/// The Batches view: the list on the left, the selected batch on the right.
pub fn batches_ui(
    ui: &mut Ui,
    state: &mut BatchesState,
    ctx: &BatchesCtx<'_>,
    thumbs: &mut Thumbnails,
    actions: &mut Vec<Action>,
) {
    state.receive();
    state.follow(ctx.live, ui.ctx());
    if let Some(error) = &state.error {
        theme::error_text(ui, error);
    }
    if !state.loaded {
        // After an error, the sentence above says why; a spinner would promise a list.
        if state.error.is_none() {
            ui.add_space(theme::SPACE_XL);
            ui.vertical_centered(|ui| {
                ui.spinner();
                ui.label(t!("batch-reading-list"));
            });
        }
        return;
    }
    if state.batches.is_empty() {
        empty_ui(ui, actions);
        return;
    }
    egui::Panel::left("batches_list")
        .resizable(true)
        .default_size(430.0)
        .min_size(320.0)
        .show(ui, |ui| list::batch_list_ui(ui, state, ctx, thumbs));
    if let Some(listed) = state.selected.and_then(|row| state.listed(row).cloned()) {
        detail::batch_detail_ui(ui, state, &listed, ctx, thumbs, actions);
    } else {
        ui.add_space(theme::SPACE_XL);
        ui.vertical_centered(|ui| {
            ui.weak(t!("batch-select-hint"));
        });
    }
}

/// No batches yet: what a batch is and where to make one.
fn empty_ui(ui: &mut Ui, actions: &mut Vec<Action>) {
    ui.add_space(theme::SPACE_XL);
    ui.vertical_centered(|ui| {
        ui.set_max_width(theme::CONTENT_MAX_WIDTH);
        ui.heading(t!("batch-empty-title"));
        ui.label(t!(
            "batch-empty-body",
            max = gendesk_api::batch::MAX_BATCH_ITEMS
        ));
        ui.add_space(theme::SPACE_M);
        if ui
            .button(t!("batch-empty-make"))
            .on_hover_text(t!(
                "batch-empty-make.hint",
                // egui's fonts have no arrow; the icon font has one.
                arrow = <&str>::from(egui_material_icons::icons::ICON_ARROW_RIGHT_ALT)
            ))
            .clicked()
        {
            actions.push(Action::Batch(BatchAction::OpenBatchEditor));
        }
    });
}

/// "12 succeeded · 2 failed · 1 rejected · 3 running".
pub fn counts_text(counts: &ItemCounts, reused: u32) -> String {
    let mut parts = Vec::new();
    if counts.unsent > 0 {
        parts.push(t!("batch-count-not-sent", count = counts.unsent));
    }
    if counts.accepted > 0 {
        parts.push(t!("batch-count-accepted", count = counts.accepted));
    }
    if reused > 0 {
        parts.push(t!("batch-count-reused", count = reused));
    }
    if counts.rejected > 0 {
        parts.push(t!("batch-count-rejected", count = counts.rejected));
    }
    if counts.open > 0 {
        parts.push(t!("batch-count-open", count = counts.open));
    }
    if counts.succeeded > 0 {
        parts.push(t!("batch-count-succeeded", count = counts.succeeded));
    }
    if counts.failed > 0 {
        parts.push(t!("batch-count-failed", count = counts.failed));
    }
    parts.join(" \u{b7} ")
}

/// The share of items that will not change any more.
pub fn progress(counts: &ItemCounts) -> f32 {
    super::live_state::fraction(u64::from(counts.settled()), Some(u64::from(counts.total)))
        .unwrap_or(0.0)
}
