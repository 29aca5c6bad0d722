//! Insights per batch and run: the pre-flight estimate against what the accepted items cost,
//! how the tasks ended, items per minute and where the time went; a row opens the batch.

use std::fmt::Write as _;

use egui::Ui;
use gendesk_core::insights::Percentiles;
use gendesk_core::money::format_usd;
use gendesk_core::store::{BatchFigures, BatchRow};

use crate::ui::activity::seconds;
use crate::ui::frame_time::FrameTime;
use crate::ui::theme;

/// Rows shown before "show all".
const FIRST_ROWS: usize = 20;

/// The batches table; returns the batch a click asked to open.
pub fn batch_table_ui(
    ui: &mut Ui,
    batches: &[BatchFigures],
    show_all: &mut bool,
    time: FrameTime,
) -> Option<BatchRow> {
    if batches.is_empty() {
        ui.weak("No batch in this period.");
        return None;
    }
    let mut open = None;
    let shown = if *show_all {
        batches.len()
    } else {
        batches.len().min(FIRST_ROWS)
    };
    egui::ScrollArea::horizontal()
        .id_salt("insights_batch_table")
        .show(ui, |ui| {
            egui::Grid::new("insights_batches")
                .striped(true)
                .spacing([theme::SPACE_L, theme::SPACE_S])
                .show(ui, |ui| {
                    for title in [
                        "Batch",
                        "Model",
                        "Sent",
                        "Items",
                        "Estimate",
                        "Accepted cost",
                        "Spent",
                        "Outcome",
                        "Items/min",
                        "Queue · processing (median)",
                    ] {
                        ui.strong(title);
                    }
                    ui.end_row();
                    for batch in &batches[..shown] {
                        let hover = if batch.run_id.is_some() {
                            "Open this batch, and the run it belongs to, in Batches"
                        } else {
                            "Open this batch in Batches"
                        };
                        if ui
                            .link(format!("#{}", batch.batch.get()))
                            .on_hover_text(hover)
                            .clicked()
                        {
                            open = Some(batch.batch);
                        }
                        ui.label(&batch.model);
                        ui.label(time.day_time(batch.created_ms));
                        ui.label(format!("{} sent, {} accepted", batch.items, batch.accepted));
                        let mut estimate = format_usd(batch.estimated_usd);
                        if batch.unpriced_items > 0 {
                            _ = write!(estimate, " + {} unpriced", batch.unpriced_items);
                        }
                        ui.label(estimate);
                        ui.label(format_usd(batch.accepted_usd));
                        ui.label(format_usd(batch.spent_usd)).on_hover_text(
                            "The accepted items' estimate, less the failed tasks (refunded).",
                        );
                        ui.label(format!(
                            "{} succeeded, {} failed",
                            batch.succeeded, batch.failed
                        ));
                        ui.label(
                            batch
                                .items_per_minute()
                                .map_or_else(|| "\u{2014}".to_owned(), |rate| format!("{rate:.1}")),
                        );
                        let median = |ms: &[i64]| {
                            Percentiles::of(ms)
                                .p50
                                .map_or_else(|| "\u{2014}".to_owned(), seconds)
                        };
                        ui.label(format!(
                            "{} \u{b7} {}",
                            median(&batch.queue_ms),
                            median(&batch.processing_ms)
                        ));
                        ui.end_row();
                    }
                });
        });
    if shown < batches.len()
        && ui
            .button(format!("Show all {} batches", batches.len()))
            .clicked()
    {
        *show_all = true;
    }
    open
}
