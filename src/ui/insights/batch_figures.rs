//! Insights per batch and run: the pre-flight estimate against what the accepted items cost,
//! how the tasks ended, items per minute and where the time went; a row opens the batch.

use egui::Ui;
use gendesk_core::insights::Percentiles;
use gendesk_core::money::format_usd;
use gendesk_core::store::{BatchFigures, BatchRow};
use gendesk_core::t;

use crate::ui::activity::seconds;
use crate::ui::frame_time::FrameTime;
use crate::ui::table_roles::{self, GridRow};
use crate::ui::theme;

/// Rows shown before "show all".
const FIRST_ROWS: usize = 20;

/// One row of the table: a batch (`in_run`: shown under its run's row), or a run's total.
enum Row<'a> {
    Batch(&'a BatchFigures, bool),
    Run(BatchFigures, usize),
}

/// The rows in order, newest first: a run of several batches listed comes as its total, then
/// its batches in run order, where its newest batch would be.
fn rows(batches: &[BatchFigures]) -> Vec<Row<'_>> {
    let mut rows = Vec::with_capacity(batches.len());
    let mut done: Vec<&str> = Vec::new();
    for batch in batches {
        let Some(run_id) = batch.run_id.as_deref() else {
            rows.push(Row::Batch(batch, false));
            continue;
        };
        if done.contains(&run_id) {
            continue;
        }
        done.push(run_id);
        let mut members: Vec<&BatchFigures> = batches
            .iter()
            .filter(|b| b.run_id.as_deref() == Some(run_id))
            .collect();
        if members.len() < 2 {
            rows.push(Row::Batch(batch, false));
            continue;
        }
        members.sort_by_key(|b| (b.created_ms, b.batch));
        if let Some(run) = BatchFigures::run_of(&members) {
            rows.push(Row::Run(run, members.len()));
        }
        rows.extend(members.into_iter().map(|b| Row::Batch(b, true)));
    }
    rows
}

/// The batches table (runs of several batches with their totals); returns the batch a click
/// asked to open.
pub fn batch_table_ui(
    ui: &mut Ui,
    batches: &[BatchFigures],
    show_all: &mut bool,
    time: FrameTime,
) -> Option<BatchRow> {
    if batches.is_empty() {
        ui.weak(t!("insights-batches-none"));
        return None;
    }
    let rows = rows(batches);
    let mut open = None;
    let shown = if *show_all {
        rows.len()
    } else {
        rows.len().min(FIRST_ROWS)
    };
    egui::ScrollArea::horizontal()
        .id_salt("insights_batch_table")
        .show(ui, |ui| {
            let name = t!("insights-batches-table-name");
            table_roles::table(ui, name, shown + 1, 10, |ui| {
                egui::Grid::new("insights_batches")
                    .striped(true)
                    .spacing([theme::SPACE_L, theme::SPACE_S])
                    .show(ui, |ui| {
                        let mut cells = GridRow::new(ui, "header", 0);
                        for title in [
                            t!("insights-batch-column-batch"),
                            t!("insights-batch-column-model"),
                            t!("insights-batch-column-sent"),
                            t!("insights-batch-column-items"),
                            t!("insights-batch-column-estimate"),
                            t!("insights-batch-column-accepted"),
                            t!("insights-batch-column-spent"),
                            t!("insights-batch-column-outcome"),
                            t!("insights-batch-column-rate"),
                            t!("insights-batch-column-times"),
                        ] {
                            cells.cell(ui, |ui| ui.strong(title));
                        }
                        ui.end_row();
                        for (index, row) in rows[..shown].iter().enumerate() {
                            let mut cells = GridRow::new(ui, index, index + 1);
                            let figures = match row {
                                Row::Run(run, count) => {
                                    cells.cell(ui, |ui| {
                                        ui.strong(t!("insights-batch-run", count = *count))
                                    });
                                    run
                                }
                                Row::Batch(batch, in_run) => {
                                    let name = format!(
                                        "{}#{}",
                                        if *in_run { "    " } else { "" },
                                        batch.batch.get()
                                    );
                                    if cells
                                        .cell(ui, |ui| ui.link(name))
                                        .on_hover_text(t!("insights-batch-open"))
                                        .clicked()
                                    {
                                        open = Some(batch.batch);
                                    }
                                    *batch
                                }
                            };
                            figures_cells(ui, &mut cells, figures, time);
                            ui.end_row();
                        }
                    });
            });
        });
    if shown < rows.len()
        && ui
            .button(t!("insights-batches-show-all", count = rows.len()))
            .clicked()
    {
        *show_all = true;
    }
    open
}

/// A row's figures after its name.
fn figures_cells(ui: &mut Ui, cells: &mut GridRow, batch: &BatchFigures, time: FrameTime) {
    cells.cell(ui, |ui| ui.label(&batch.model));
    cells.cell(ui, |ui| ui.label(time.day_time(batch.created_ms)));
    let items = t!(
        "insights-batch-items",
        sent = batch.items,
        accepted = batch.accepted
    );
    cells.cell(ui, |ui| ui.label(items));
    let estimate = if batch.unpriced_items > 0 {
        t!(
            "insights-amount-unpriced",
            amount = format_usd(batch.estimated_usd),
            count = batch.unpriced_items
        )
    } else {
        format_usd(batch.estimated_usd)
    };
    cells.cell(ui, |ui| ui.label(estimate));
    cells.cell(ui, |ui| ui.label(format_usd(batch.accepted_usd)));
    cells
        .cell(ui, |ui| ui.label(format_usd(batch.spent_usd)))
        .on_hover_text(t!("insights-batch-spent-hint"));
    let outcome = t!(
        "insights-batch-outcome",
        succeeded = batch.succeeded,
        failed = batch.failed
    );
    cells.cell(ui, |ui| ui.label(outcome));
    let rate = batch
        .items_per_minute()
        .map_or_else(|| "\u{2014}".to_owned(), |rate| format!("{rate:.1}"));
    cells.cell(ui, |ui| ui.label(rate));
    let median = |ms: &[i64]| {
        Percentiles::of(ms)
            .p50
            .map_or_else(|| "\u{2014}".to_owned(), seconds)
    };
    let times = format!(
        "{} \u{b7} {}",
        median(&batch.queue_ms),
        median(&batch.processing_ms)
    );
    cells.cell(ui, |ui| ui.label(times));
}
