//! The list of batches: newest first, the batches of one run kept together under a header
//! with the run's counters; each row has its status, counters, a progress bar and a strip of
//! its first results.

use std::collections::HashSet;

use egui::{Color32, RichText, Sense, Ui};

use gendesk_api::{BatchStatus, TaskState};
use gendesk_core::store::{BatchInfo, BatchPhase, ItemCounts};
use gendesk_core::{t, wording};

use super::reader::ListedBatch;
use super::{BatchesCtx, BatchesState, counts_text, progress};
use crate::ui::task_state::ShownState;
use crate::ui::theme;
use crate::ui::thumbnails::{Thumbnails, result_thumb_ui};

/// Side of a result in the strip.
const STRIP_SIDE: f32 = 32.0;

/// The status word of a batch and its badge colour.
pub fn batch_status(info: &BatchInfo) -> (String, Color32) {
    match info.phase {
        BatchPhase::Sending if info.send_attempts > 0 => (
            t!("batch-status-sending-again"),
            theme::state_colour(&ShownState::OutcomeUnknown),
        ),
        BatchPhase::Sending => (
            t!("batch-status-sending"),
            theme::state_colour(&ShownState::Submitting),
        ),
        BatchPhase::Error => (
            t!("batch-status-needs-you"),
            theme::state_colour(&ShownState::OutcomeUnknown),
        ),
        BatchPhase::Rejected => (
            t!("batch-status-refused"),
            theme::state_colour(&ShownState::Rejected),
        ),
        BatchPhase::Accepted => {
            let status = info
                .status
                .as_deref()
                .map_or(BatchStatus::Queued, BatchStatus::parse);
            let like = match status {
                // Done once its results are all in (finished_ms), running until then.
                BatchStatus::Completed if info.finished_ms.is_some() => TaskState::Success,
                BatchStatus::CompletedWithErrors => TaskState::Failed,
                BatchStatus::Running | BatchStatus::Completed => TaskState::Processing,
                BatchStatus::Queued | BatchStatus::Unknown(_) => TaskState::Pending,
            };
            let word = match &status {
                BatchStatus::Queued => t!("batch-status-queued"),
                BatchStatus::Running => t!("batch-status-running"),
                BatchStatus::Completed => t!("batch-status-completed"),
                BatchStatus::CompletedWithErrors => t!("batch-status-completed-with-errors"),
                // A state this build does not know: the service's own word.
                BatchStatus::Unknown(word) => word.replace('_', " "),
            };
            (word, theme::state_colour(&ShownState::Service(like)))
        }
    }
}

/// The batch's name in lists: "Batch 2 of 3" in a run, else "Batch #7".
pub fn batch_name(info: &BatchInfo) -> String {
    match (info.run_index, info.run_size) {
        (Some(index), Some(size)) if size > 1 => {
            t!("batch-name-in-run", index = index + 1, size = size)
        }
        _ => t!("batch-name", batch = info.row.to_string()),
    }
}

/// The list, scrolled.
pub fn batch_list_ui(
    ui: &mut Ui,
    state: &mut BatchesState,
    ctx: &BatchesCtx<'_>,
    thumbs: &mut Thumbnails,
) {
    let mut clicked = None;
    egui::ScrollArea::vertical()
        .id_salt("batches_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let mut shown_runs: HashSet<String> = HashSet::new();
            for listed in &state.batches {
                let info = &listed.summary.info;
                match info.run_id.as_deref().filter(|_| info.run_size > Some(1)) {
                    Some(run_id) => {
                        if !shown_runs.insert(run_id.to_owned()) {
                            continue;
                        }
                        let run = state.run_of(run_id);
                        run_header_ui(ui, &run);
                        ui.indent(run_id, |ui| {
                            for member in run {
                                if batch_row_ui(ui, member, state.selected, ctx, thumbs) {
                                    clicked = Some(member.summary.info.row);
                                }
                            }
                        });
                    }
                    None => {
                        if batch_row_ui(ui, listed, state.selected, ctx, thumbs) {
                            clicked = Some(info.row);
                        }
                    }
                }
                ui.add_space(theme::SPACE_S);
            }
        });
    if let Some(batch) = clicked {
        state.select(batch);
    }
}

/// "Run #4 · 120 items in 3 batches" with the run's counters.
fn run_header_ui(ui: &mut Ui, run: &[&ListedBatch]) {
    let mut counts = ItemCounts::default();
    let mut reused = 0;
    for batch in run {
        counts.add(&batch.summary.counts);
        reused += batch.summary.info.reused_count;
    }
    ui.horizontal(|ui| {
        // Numbered like its first batch: "Download the whole run" saves it in "run-<number>".
        let number = run.first().map_or(0, |b| b.summary.info.row.get());
        ui.strong(t!(
            "batch-run-header",
            run = number.to_string(),
            items = counts.total,
            batches = run.len()
        ));
        if let Some(first) = run.first() {
            ui.weak(&first.summary.info.model);
        }
    });
    ui.add(egui::ProgressBar::new(progress(&counts)).desired_height(6.0));
    ui.weak(counts_text(&counts, reused));
}

/// One batch; `true` when clicked.
fn batch_row_ui(
    ui: &mut Ui,
    listed: &ListedBatch,
    selected: Option<gendesk_core::store::BatchRow>,
    ctx: &BatchesCtx<'_>,
    thumbs: &mut Thumbnails,
) -> bool {
    let info = &listed.summary.info;
    let counts = &listed.summary.counts;
    let is_selected = selected == Some(info.row);
    let frame = egui::Frame::new()
        .inner_margin(egui::Margin::same(6))
        .corner_radius(egui::CornerRadius::same(4))
        .fill(if is_selected {
            ui.visuals().selection.bg_fill.gamma_multiply(0.35)
        } else {
            ui.visuals().faint_bg_color
        });
    let response = frame
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let (status, colour) = batch_status(info);
                theme::badge(ui, &status, colour);
                ui.strong(batch_name(info));
                ui.weak(t!("batch-row-items", count = counts.total));
                ui.weak(ctx.time.local_time(info.created_ms));
            });
            ui.add(
                egui::Label::new(RichText::new(&info.model).small().weak())
                    .truncate()
                    .selectable(false),
            );
            if info.phase == BatchPhase::Accepted {
                ui.add(egui::ProgressBar::new(progress(counts)).desired_height(6.0));
            }
            let text = counts_text(counts, info.reused_count);
            if !text.is_empty() {
                ui.add(egui::Label::new(RichText::new(text).small()).wrap());
            }
            if let Some(error) = info
                .error
                .as_ref()
                .filter(|_| info.phase != BatchPhase::Accepted)
            {
                ui.add(
                    egui::Label::new(
                        RichText::new(wording::trouble(error))
                            .small()
                            .color(theme::ERROR_TEXT),
                    )
                    .truncate(),
                );
            }
            if !listed.results.is_empty() {
                strip_ui(ui, listed, thumbs);
            }
        })
        .response;
    let response = ui.interact(
        response.rect,
        ui.scope_id().with(("batch_row", info.row)),
        Sense::click(),
    );
    if response.has_focus() {
        ui.painter().rect_stroke(
            response.rect,
            4.0,
            ui.visuals().selection.stroke,
            egui::StrokeKind::Inside,
        );
    }
    // What a screen reader says for the card, and that it can be selected.
    response.widget_info(|| {
        egui::WidgetInfo::selected(
            egui::accesskit::Role::ListItem,
            true,
            is_selected,
            t!(
                "batch-row-name",
                name = batch_name(info),
                status = batch_status(info).0,
                items = t!("batch-row-items", count = counts.total)
            ),
        )
    });
    response
        .on_hover_text(t!("batch-row-hint", name = batch_name(info)))
        .clicked()
}

/// The first results as small previews (images), or the kind's symbol.
fn strip_ui(ui: &mut Ui, listed: &ListedBatch, thumbs: &mut Thumbnails) {
    ui.horizontal(|ui| {
        for (_, kind, url) in &listed.results {
            result_thumb_ui(ui, thumbs, Some(url), *kind, STRIP_SIDE, 16.0);
        }
    });
}
