//! The Insights view: what was spent, how long each model took and what failed, from the
//! history, for a period, profile, kind and model. Figures are worked out by a reader thread
//! (`reader.rs`); this file holds the state and lays out the summary, the plots
//! (`spend_plot.rs`), the per-model table and chart (`model_figures.rs`) and the batches
//! (`batch_figures.rs`).

mod batch_figures;
mod filters;
#[doc(hidden)]
pub mod frame_bench;
mod model_figures;
mod reader;
mod spend_plot;

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{Color32, RichText, Ui};
use gendesk_core::money::format_usd;
use gendesk_core::store::ProfileId;
use gendesk_core::t;

#[cfg(test)]
pub use filters::ProfileChoice;
pub use filters::{InsightsFilter, PeriodChoice};
pub use model_figures::Sort;
pub use reader::Computed;
use reader::InsightsReader;

use super::actions::{Action, ExportWhat, InsightsAction};
use super::frame_time::FrameTime;
use super::live_state::LiveState;
use super::prefs::View;
use super::theme;

/// Shortest gap between two re-reads while the engine reports changes.
const REFRESH_THROTTLE: Duration = Duration::from_secs(1);

/// The view's state: its reader, the filters, the figures shown.
#[derive(Default)]
pub struct InsightsState {
    reader: Option<(ProfileId, InsightsReader)>,
    generation: u64,
    /// The changes (tasks, batches, balance) already read.
    seen: Option<(u64, u64, Option<u64>)>,
    /// The scope asked last, to ask again when the filters change.
    asked: Option<gendesk_core::store::InsightScope>,
    last_refresh: Option<Instant>,
    /// The filters as chosen.
    pub filter: InsightsFilter,
    shown: Option<Arc<Computed>>,
    waiting: bool,
    error: Option<String>,
    /// Models seen in any answer (the Model filter's choices).
    models_seen: BTreeSet<String>,
    sort: Sort,
    show_all_batches: bool,
}

/// What the view draws from besides its own state.
pub struct InsightsCtx<'a> {
    /// The engine's live view.
    pub live: &'a LiveState,
    /// This frame's time.
    pub time: FrameTime,
}

#[cfg(test)]
impl InsightsState {
    /// A view showing `computed` (view tests).
    pub fn showing(computed: Computed) -> Self {
        let mut state = Self::default();
        state.take(Arc::new(computed));
        state
    }

    /// A view whose reading failed with `message` (view tests).
    pub fn failed(message: &str) -> Self {
        Self {
            error: Some(message.to_owned()),
            ..Self::default()
        }
    }
}

impl InsightsState {
    /// Connects the view to `profile`'s history (one reader per profile).
    pub fn attach(&mut self, profile: ProfileId, db_path: PathBuf, ctx: &egui::Context) {
        if self.reader.as_ref().is_some_and(|(p, _)| *p == profile) {
            return;
        }
        self.detach();
        match InsightsReader::start(db_path, ctx.clone()) {
            Ok(reader) => self.reader = Some((profile, reader)),
            Err(message) => self.error = Some(message),
        }
    }

    /// Forgets the profile's figures (another profile is opening); the filters stay.
    pub fn detach(&mut self) {
        *self = Self {
            generation: self.generation.wrapping_add(1),
            filter: std::mem::take(&mut self.filter),
            sort: self.sort,
            ..Self::default()
        };
    }

    fn take(&mut self, computed: Arc<Computed>) {
        self.models_seen
            .extend(computed.report.models.iter().map(|m| m.model.clone()));
        self.shown = Some(computed);
        self.error = None;
    }

    fn receive(&mut self) {
        let Some((_, reader)) = &self.reader else {
            return;
        };
        for reply in reader.replies() {
            if reply.generation != self.generation {
                continue;
            }
            self.waiting = false;
            match reply.result {
                Ok(computed) => self.take(computed),
                Err(message) => self.error = Some(message),
            }
        }
    }

    /// Asks for the figures again when the filters changed, or when the engine reported
    /// changes (at most every [`REFRESH_THROTTLE`]).
    fn follow(&mut self, live: &LiveState, now_ms: i64, ctx: &egui::Context) {
        let Some((profile, _)) = &self.reader else {
            return;
        };
        let scope = match self.filter.scope(*profile, now_ms) {
            Ok(scope) => scope,
            Err(message) => {
                self.error = Some(message);
                return;
            }
        };
        let changes = (
            live.tasks_changed,
            live.batches_changed,
            live.balance.map(f64::to_bits),
        );
        let filters_changed = self
            .asked
            .as_ref()
            .is_none_or(|asked| scope_changed(asked, &scope));
        if !filters_changed && self.seen == Some(changes) {
            return;
        }
        if !filters_changed {
            let waited = self.last_refresh.map_or(REFRESH_THROTTLE, |t| t.elapsed());
            if waited < REFRESH_THROTTLE {
                ctx.request_repaint_after(REFRESH_THROTTLE.saturating_sub(waited));
                return;
            }
        }
        self.ask(scope, now_ms);
        self.seen = Some(changes);
    }

    fn ask(&mut self, scope: gendesk_core::store::InsightScope, now_ms: i64) {
        let Some((_, reader)) = &self.reader else {
            return;
        };
        self.generation = self.generation.wrapping_add(1);
        self.last_refresh = Some(Instant::now());
        if reader.ask(self.generation, scope.clone(), now_ms) {
            self.waiting = true;
            self.asked = Some(scope);
        } else {
            self.error = Some(t!("insights-reader-stopped"));
        }
    }
}

/// Whether `now` asks for other figures than `asked`. A rolling period ("last 7 days") moves
/// with the clock: a start that moved by a minute or less is the same period.
fn scope_changed(
    asked: &gendesk_core::store::InsightScope,
    now: &gendesk_core::store::InsightScope,
) -> bool {
    asked.profile != now.profile
        || asked.kind != now.kind
        || asked.models != now.models
        || asked.range.end != now.range.end
        || asked.range.start.abs_diff(now.range.start) > 60_000
}

/// The colour of `model`: by its place among the models seen, so it stays the same when
/// filters change.
fn colour_among(seen: &BTreeSet<String>, model: &str) -> Color32 {
    spend_plot::model_colour(seen.iter().position(|m| m == model).unwrap_or(0))
}

/// The Insights view.
pub fn insights_ui(
    ui: &mut Ui,
    state: &mut InsightsState,
    ctx: &InsightsCtx<'_>,
    actions: &mut Vec<Action>,
) {
    state.receive();
    state.follow(ctx.live, ctx.time.now_ms, ui.ctx());
    ui.horizontal(|ui| {
        ui.heading(t!("insights-title"));
        if state.waiting {
            ui.spinner();
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            export_menu_ui(ui, state.shown.as_ref(), actions);
        });
    });
    let shown = state.shown.clone();
    let profiles = shown.as_ref().map_or(&[][..], |c| c.profiles.as_slice());
    let open = state.reader.as_ref().map(|(p, _)| *p);
    filters::filters_ui(ui, &mut state.filter, &state.models_seen, profiles, open);
    if let Some(error) = &state.error {
        theme::error_text(ui, error);
    }
    ui.separator();
    let Some(computed) = shown else {
        if state.error.is_none() {
            ui.add_space(theme::SPACE_XL);
            ui.vertical_centered(|ui| {
                ui.spinner();
                ui.label(t!("insights-working"));
            });
        }
        return;
    };
    let report = &computed.report;
    if report.totals.tasks == 0 && report.batches.is_empty() {
        empty_ui(ui, state, computed.runway.as_ref(), actions);
        return;
    }
    let since_ms = (computed.range().start != i64::MIN).then_some(computed.range().start);
    egui::ScrollArea::vertical()
        .id_salt("insights_scroll")
        .auto_shrink(false)
        .show(ui, |ui| {
            summary_ui(ui, &computed);
            ui.add_space(theme::SPACE_M);
            let seen = &state.models_seen;
            let colour_of = |model: &str| colour_among(seen, model);
            section(ui, &t!("insights-section-spend"));
            if computed.series.starts.is_empty() {
                ui.weak(t!("insights-spend-none"));
            } else {
                spend_plot::spend_plot_ui(ui, &computed.series, &colour_of);
            }
            spend_plot::balance_plot_ui(ui, &report.balance_samples, computed.runway.as_ref());
            section(ui, &t!("insights-section-models"));
            let clicked = model_figures::model_table_ui(
                ui,
                &report.models,
                &report.totals,
                &mut state.sort,
                &colour_of,
            );
            if let Some(show) = clicked {
                actions.push(Action::Insights(InsightsAction::ShowTasks {
                    model: show.model,
                    failed_only: show.failed_only,
                    since_ms,
                }));
            }
            ui.add_space(theme::SPACE_M);
            let ordered = model_figures::sorted(&report.models, state.sort);
            if let Some(model) = model_figures::time_chart_ui(ui, &ordered, &colour_of) {
                actions.push(Action::Insights(InsightsAction::ShowTasks {
                    model,
                    failed_only: false,
                    since_ms,
                }));
            }
            section(ui, &t!("insights-section-batches"));
            if let Some(batch) = batch_figures::batch_table_ui(
                ui,
                &report.batches,
                &mut state.show_all_batches,
                ctx.time,
            ) {
                actions.push(Action::Insights(InsightsAction::OpenBatch(batch)));
            }
            ui.add_space(theme::SPACE_L);
            ui.weak(t!(
                "insights-footnote",
                milliseconds = computed.took.as_millis().to_string()
            ));
        });
}

fn section(ui: &mut Ui, title: &str) {
    ui.add_space(theme::SPACE_M);
    ui.label(RichText::new(title).strong().size(15.0));
}

/// The headline figures in one row.
fn summary_ui(ui: &mut Ui, computed: &Computed) {
    let totals = &computed.report.totals;
    ui.horizontal_wrapped(|ui| {
        let card = |ui: &mut Ui, title: &str, value: String, note: String| {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_min_width(150.0);
                ui.vertical(|ui| {
                    ui.weak(title);
                    ui.label(RichText::new(value).size(20.0).strong());
                    if !note.is_empty() {
                        ui.weak(note);
                    }
                });
            });
        };
        let unpriced = if totals.unpriced > 0 {
            t!("insights-card-unpriced", count = totals.unpriced)
        } else {
            String::new()
        };
        card(
            ui,
            &t!("insights-card-spent"),
            format_usd(totals.spent_usd.estimated),
            unpriced,
        );
        card(
            ui,
            &t!("insights-card-tasks"),
            totals.tasks.to_string(),
            t!(
                "insights-card-outcomes",
                succeeded = totals.succeeded,
                failed = totals.failed
            ),
        );
        card(
            ui,
            &t!("insights-card-success-rate"),
            totals
                .success_rate()
                .map_or_else(|| "\u{2014}".to_owned(), |r| format!("{:.0}%", r * 100.0)),
            String::new(),
        );
        card(
            ui,
            &t!("insights-card-median"),
            totals
                .processing_ms
                .p50
                .map_or_else(|| "\u{2014}".to_owned(), super::activity::seconds),
            totals
                .processing_ms
                .p90
                .map(|p90| t!("insights-card-p90", time = super::activity::seconds(p90)))
                .unwrap_or_default(),
        );
        if let Some(runway) = &computed.runway {
            card(
                ui,
                &t!("insights-card-balance"),
                format_usd(runway.balance_usd),
                runway
                    .days
                    .map_or_else(|| t!("insights-nothing-spent"), spend_plot::lasts),
            );
        }
    });
}

fn empty_ui(
    ui: &mut Ui,
    state: &mut InsightsState,
    runway: Option<&gendesk_core::insights::Runway>,
    actions: &mut Vec<Action>,
) {
    ui.add_space(theme::SPACE_XL);
    ui.vertical_centered(|ui| {
        ui.set_max_width(theme::CONTENT_MAX_WIDTH);
        ui.heading(t!("insights-empty-title"));
        ui.label(t!("insights-empty-text"));
        if let Some(runway) = runway {
            ui.label(t!(
                "insights-empty-balance",
                amount = format_usd(runway.balance_usd)
            ));
        }
        ui.add_space(theme::SPACE_M);
        if state.filter.period != PeriodChoice::All
            && ui.button(t!("insights-show-all-time")).clicked()
        {
            state.filter.period = PeriodChoice::All;
        }
        if ui.button(t!("insights-go-compose")).clicked() {
            actions.push(Action::Navigate(View::Compose));
        }
    });
}

fn export_menu_ui(ui: &mut Ui, shown: Option<&Arc<Computed>>, actions: &mut Vec<Action>) {
    let Some(computed) = shown else {
        ui.add_enabled(false, egui::Button::new(t!("insights-export")));
        return;
    };
    ui.menu_button(t!("insights-export"), |ui| {
        for what in ExportWhat::ALL {
            if ui.button(what.label()).clicked() {
                actions.push(Action::Insights(InsightsAction::Export {
                    what,
                    figures: Arc::clone(computed),
                }));
                ui.close();
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use gendesk_core::store::InsightScope;

    #[test]
    fn a_rolling_period_is_the_same_until_a_filter_changes() {
        const NOW: i64 = 1_800_000_000_000;
        let week = |now: i64| InsightScope::of(Some(ProfileId(1)), now - 7 * 86_400_000..i64::MAX);
        assert!(
            !scope_changed(&week(NOW), &week(NOW + 30_000)),
            "the clock moved"
        );
        assert!(
            scope_changed(&week(NOW), &week(NOW + 120_000)),
            "two minutes on"
        );
        let all = InsightScope::of(Some(ProfileId(1)), i64::MIN..i64::MAX);
        assert!(scope_changed(&all, &week(NOW)), "all time to a week");
        assert!(scope_changed(&week(NOW), &all), "and back");
        let every = InsightScope::of(None, NOW - 7 * 86_400_000..i64::MAX);
        assert!(scope_changed(&week(NOW), &every), "every profile");
    }
}
