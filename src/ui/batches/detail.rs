//! One batch: its status and what it means (a replay, reused tasks, a send that waits for the
//! person), its counters, its items with status badges and reasons (rejections worded for a
//! person, fail codes with category and hint), results as previews, and the actions: send
//! again, refresh, download all results (+ manifest), fix rejected items, retry failed items.

use egui::{RichText, Ui};

use gendesk_api::{FailCode, ItemStatus};
use gendesk_core::batch::manifest::{ItemState, item_state};
use gendesk_core::store::{BatchItemDetail, BatchOrigin, BatchPhase, BatchRow};
use gendesk_core::{t, wording};

use super::list::{batch_name, batch_status};
use super::reader::ListedBatch;
use super::{BatchesCtx, BatchesState, counts_text, progress};
use crate::ui::actions::{Action, BatchAction, FixItem, TaskAction};
use crate::ui::live_state::sentence;
use crate::ui::theme;
use crate::ui::thumbnails::{Thumbnails, result_thumb_ui};

/// Height of an item row.
const ITEM_ROW: f32 = 44.0;
/// Side of an item's preview.
const ITEM_THUMB: f32 = 36.0;

/// Which items the detail lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ItemFilter {
    /// Every item.
    #[default]
    All,
    /// Not final yet.
    Open,
    /// Succeeded.
    Succeeded,
    /// Failed.
    Failed,
    /// Not accepted.
    Rejected,
}

impl ItemFilter {
    const ALL: [ItemFilter; 5] = [
        ItemFilter::All,
        ItemFilter::Open,
        ItemFilter::Succeeded,
        ItemFilter::Failed,
        ItemFilter::Rejected,
    ];

    fn label(self) -> String {
        match self {
            Self::All => t!("batch-filter-all"),
            Self::Open => t!("batch-filter-open"),
            Self::Succeeded => t!("batch-filter-succeeded"),
            Self::Failed => t!("batch-filter-failed"),
            Self::Rejected => t!("batch-filter-rejected"),
        }
    }

    fn keeps(self, state: &ItemState) -> bool {
        match self {
            Self::All => true,
            Self::Open => matches!(
                state,
                ItemState::NotSent | ItemState::Sent(ItemStatus::Queued | ItemStatus::Running)
            ),
            Self::Succeeded => *state == ItemState::Sent(ItemStatus::Succeeded),
            Self::Failed => *state == ItemState::Sent(ItemStatus::Failed),
            Self::Rejected => *state == ItemState::Sent(ItemStatus::Rejected),
        }
    }
}

/// Whether an item failed with a temporary fail code (worth a new try).
fn failed_transiently(detail: &BatchItemDetail) -> bool {
    item_state(detail) == ItemState::Sent(ItemStatus::Failed)
        && detail
            .task
            .as_ref()
            .and_then(|t| t.fail_code.as_deref())
            .is_some_and(|code| FailCode::parse(code).is_retryable())
}

/// The item as the batch editor takes it back.
fn fix_item(detail: &BatchItemDetail, note: String) -> FixItem {
    FixItem {
        client_item_id: detail.item.client_item_id.clone(),
        input_json: detail.request_json.clone(),
        kind: detail.item.kind,
        note,
    }
}

/// The detail of the selected batch.
pub fn batch_detail_ui(
    ui: &mut Ui,
    state: &mut BatchesState,
    listed: &ListedBatch,
    ctx: &BatchesCtx<'_>,
    thumbs: &mut Thumbnails,
    actions: &mut Vec<Action>,
) {
    let info = &listed.summary.info;
    let counts = &listed.summary.counts;
    let items: Vec<BatchItemDetail> = match &state.items {
        Some((row, items)) if *row == info.row => items.clone(),
        _ => Vec::new(),
    };
    ui.horizontal(|ui| {
        let (status, colour) = batch_status(info);
        ui.heading(batch_name(info));
        theme::badge(ui, &status, colour);
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(&info.model).monospace());
        ui.weak(t!(
            "batch-made-at",
            time = ctx.time.local_time(info.created_ms)
        ));
        if let Some(id) = &info.remote_batch_id {
            ui.weak(t!("batch-service-id", id = id.as_str()));
        }
    });
    if let Some((origin, reason)) = info.origin {
        ui.weak(match reason {
            BatchOrigin::FixRejected => {
                t!("batch-origin-fix-rejected", batch = origin.to_string())
            }
            BatchOrigin::RetryFailed => {
                t!("batch-origin-retry-failed", batch = origin.to_string())
            }
        });
    }
    explanations_ui(ui, info, actions);
    ui.add_space(theme::SPACE_S);
    if info.phase == BatchPhase::Accepted {
        ui.add(egui::ProgressBar::new(progress(counts)).show_percentage());
    }
    ui.label(counts_text(counts, info.reused_count));
    ui.add_space(theme::SPACE_S);
    actions_row_ui(ui, state, listed, &items, ctx, actions);
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("batch-filter-show"));
        for filter in ItemFilter::ALL {
            ui.selectable_value(&mut state.filter, filter, filter.label());
        }
    });
    if items.is_empty() {
        ui.add_space(theme::SPACE_M);
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(t!("batch-reading-items"));
        });
        return;
    }
    let shown: Vec<&BatchItemDetail> = items
        .iter()
        .filter(|d| state.filter.keeps(&item_state(d)))
        .collect();
    if shown.is_empty() {
        ui.weak(t!("batch-filter-no-match"));
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("batch_items_scroll")
        .auto_shrink([false, false])
        .show_rows(ui, ITEM_ROW, shown.len(), |ui, range| {
            for detail in &shown[range] {
                item_row_ui(ui, detail, thumbs, actions);
            }
        });
}

/// What the batch's state means and, when it waits for the person, what to do.
fn explanations_ui(ui: &mut Ui, info: &gendesk_core::store::BatchInfo, actions: &mut Vec<Action>) {
    match info.phase {
        BatchPhase::Sending | BatchPhase::Error => {
            let waiting = info.phase == BatchPhase::Error;
            let error = info.error.as_ref().map(|e| sentence(&wording::trouble(e)));
            let text = match (error, waiting) {
                (Some(error), true) => t!("batch-not-accepted-waiting", error = error),
                (Some(error), false) => t!("batch-not-accepted-resending", error = error),
                (None, _) => t!("batch-being-sent"),
            };
            if waiting {
                theme::error_text(ui, &text);
            } else {
                ui.label(text);
            }
            ui.horizontal(|ui| {
                if ui
                    .button(t!("batch-send-again"))
                    .on_hover_text(t!("batch-send-again.hint"))
                    .clicked()
                {
                    actions.push(Action::Batch(BatchAction::RetryBatchSend(info.row)));
                }
                ui.weak(t!("batch-send-again-note"));
            });
        }
        BatchPhase::Rejected => {
            let text = match &info.error {
                Some(e) => t!(
                    "batch-refused-whole",
                    reason = sentence(&wording::trouble(e))
                ),
                None => t!("batch-refused-whole-no-reason"),
            };
            theme::error_text(ui, &text);
        }
        BatchPhase::Accepted => {}
    }
    if info.replayed {
        ui.label(t!("batch-replayed"));
    }
    if info.reused_count > 0 {
        ui.label(t!("batch-reused-items", count = info.reused_count));
    }
}

/// Refresh, download, fix rejected, retry failed.
fn actions_row_ui(
    ui: &mut Ui,
    state: &mut BatchesState,
    listed: &ListedBatch,
    items: &[BatchItemDetail],
    ctx: &BatchesCtx<'_>,
    actions: &mut Vec<Action>,
) {
    let info = &listed.summary.info;
    let row = info.row;
    let rejected: Vec<&BatchItemDetail> = items
        .iter()
        .filter(|d| item_state(d) == ItemState::Sent(ItemStatus::Rejected))
        .collect();
    let retryable: Vec<&BatchItemDetail> = items.iter().filter(|d| failed_transiently(d)).collect();
    let run: Vec<BatchRow> = info
        .run_id
        .as_deref()
        .map(|run| {
            state
                .run_of(run)
                .iter()
                .map(|b| b.summary.info.row)
                .collect()
        })
        .unwrap_or_default();
    ui.horizontal_wrapped(|ui| {
        if info.phase == BatchPhase::Accepted && ui.button(t!("batch-refresh-status")).clicked() {
            actions.push(Action::Batch(BatchAction::RefreshBatch(row)));
        }
        let has_results = listed.summary.counts.succeeded > 0;
        if ui
            .add_enabled(has_results, egui::Button::new(t!("batch-download-all")))
            .on_hover_text(t!("batch-download-all.hint"))
            .on_disabled_hover_text(t!("batch-download-all.nothing-yet"))
            .clicked()
        {
            actions.push(Action::Batch(BatchAction::DownloadBatches {
                batches: vec![row],
                label: format!("batch-{row}"),
            }));
        }
        if run.len() > 1 && ui.button(t!("batch-download-run")).clicked() {
            actions.push(Action::Batch(BatchAction::DownloadBatches {
                label: format!("run-{}", run[0]),
                batches: run.clone(),
            }));
        }
        if !rejected.is_empty()
            && ui
                .button(t!("batch-fix-rejected", count = rejected.len()))
                .on_hover_text(t!("batch-fix-rejected.hint"))
                .clicked()
        {
            actions.push(Action::Batch(BatchAction::FixItems {
                batch: row,
                model: info.model.clone(),
                reason: BatchOrigin::FixRejected,
                items: rejected
                    .iter()
                    .map(|d| fix_item(d, rejection_text(d)))
                    .collect(),
            }));
        }
        if !retryable.is_empty()
            && ui
                .button(t!("batch-retry-failed", count = retryable.len()))
                .clicked()
        {
            state.confirm_retry = true;
        }
    });
    let first = run.first().copied().unwrap_or(row);
    download_progress_ui(ui, ctx, &[row, first], actions);
    if state.confirm_retry {
        confirm_retry_ui(ui, state, info, &retryable, actions);
    }
}

/// How "Download all results" of this batch (or its run) goes.
fn download_progress_ui(
    ui: &mut Ui,
    ctx: &BatchesCtx<'_>,
    keys: &[BatchRow],
    actions: &mut Vec<Action>,
) {
    for key in keys {
        let Some(progress) = ctx.live.batch_downloads.get(key) else {
            continue;
        };
        match &progress.finished {
            None => {
                let fraction = crate::ui::live_state::fraction(
                    progress.done as u64,
                    Some(progress.total as u64),
                );
                ui.add(egui::ProgressBar::new(fraction.unwrap_or(0.0)).text(t!(
                    "batch-downloading",
                    done = progress.done,
                    total = progress.total
                )));
            }
            Some(done) => {
                ui.horizontal(|ui| {
                    ui.weak(t!(
                        "batch-downloaded",
                        count = done.files,
                        folder = done.folder.display().to_string()
                    ));
                    if ui.small_button(t!("batch-open-folder")).clicked() {
                        actions.push(Action::Open(crate::ui::actions::External::Folder(
                            done.folder.clone(),
                        )));
                    }
                });
            }
        }
        return;
    }
}

/// "Retry failed items" asks first: they become new paid tasks.
fn confirm_retry_ui(
    ui: &mut Ui,
    state: &mut BatchesState,
    info: &gendesk_core::store::BatchInfo,
    retryable: &[&BatchItemDetail],
    actions: &mut Vec<Action>,
) {
    egui::Frame::new()
        .stroke(egui::Stroke::new(1.0, theme::WARNING_DOT))
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            ui.label(t!("batch-retry-confirm", count = retryable.len()));
            ui.horizontal(|ui| {
                if ui
                    .button(t!("batch-retry-send", count = retryable.len()))
                    .clicked()
                {
                    actions.push(Action::Batch(BatchAction::FixItems {
                        batch: info.row,
                        model: info.model.clone(),
                        reason: BatchOrigin::RetryFailed,
                        items: retryable
                            .iter()
                            .map(|d| fix_item(d, failure_text(d)))
                            .collect(),
                    }));
                    state.confirm_retry = false;
                }
                if ui
                    .button(t!("batch-retry-cancel"))
                    .on_hover_text(t!("batch-retry-cancel.hint"))
                    .clicked()
                    || crate::ui::escape::closes_panel(ui.ctx())
                {
                    state.confirm_retry = false;
                }
            });
        });
}

/// An item's state in its badge.
fn item_state_word(state: &ItemState) -> String {
    match state {
        ItemState::NotSent => t!("batch-item-state-not-sent"),
        ItemState::Sent(ItemStatus::Queued) => t!("batch-item-state-queued"),
        ItemState::Sent(ItemStatus::Running) => t!("batch-item-state-running"),
        ItemState::Sent(ItemStatus::Succeeded) => t!("batch-item-state-succeeded"),
        ItemState::Sent(ItemStatus::Failed) => t!("batch-item-state-failed"),
        ItemState::Sent(ItemStatus::Rejected) => t!("batch-item-state-rejected"),
        // A state this build does not know: the service's own word.
        ItemState::Sent(ItemStatus::Unknown(_)) => state.as_str().to_owned(),
    }
}

/// Why the service did not accept an item, for a person.
fn rejection_text(detail: &BatchItemDetail) -> String {
    let code = detail
        .item
        .error_code
        .clone()
        .unwrap_or_else(|| t!("batch-item-rejected.no-code"));
    let message = detail
        .item
        .error_message
        .clone()
        .filter(|m| !m.trim().is_empty())
        .unwrap_or_else(|| t!("batch-item-rejected.no-reason"));
    let hint = FailCode::parse(&code);
    if hint.is_known() {
        let hint = wording::fail_code_hint(&hint);
        t!(
            "batch-item-rejected-hint",
            code = code,
            message = message,
            hint = hint
        )
    } else {
        t!("batch-item-rejected", code = code, message = message)
    }
}

/// Why an item's task failed: code, category, what it means and what to do.
fn failure_text(detail: &BatchItemDetail) -> String {
    let Some(task) = &detail.task else {
        return String::new();
    };
    let message = task
        .fail_msg
        .as_deref()
        .filter(|m| !m.trim().is_empty())
        .map(str::to_owned);
    match (task.fail_code.as_deref().map(FailCode::parse), message) {
        (Some(code), message) => {
            let code_text = code.as_str().to_owned();
            let category = wording::fail_category(code.category());
            let meaning = wording::fail_code_meaning(&code);
            let hint = wording::fail_code_hint(&code).to_string();
            if let Some(message) = message {
                t!(
                    "batch-item-failed-code-message",
                    code = code_text,
                    category = category,
                    message = message,
                    meaning = meaning,
                    hint = hint
                )
            } else {
                t!(
                    "batch-item-failed-code",
                    code = code_text,
                    category = category,
                    meaning = meaning,
                    hint = hint
                )
            }
        }
        (None, Some(message)) => t!("batch-item-failed-message", message = message),
        (None, None) => t!("batch-item-failed"),
    }
}

/// One item: ordinal, id, status, prompt, reason, preview and a link to its task.
fn item_row_ui(
    ui: &mut Ui,
    detail: &BatchItemDetail,
    thumbs: &mut Thumbnails,
    actions: &mut Vec<Action>,
) {
    let state = item_state(detail);
    ui.horizontal(|ui| {
        ui.set_height(ITEM_ROW - 4.0);
        ui.add_sized(
            egui::vec2(28.0, ITEM_ROW - 4.0),
            egui::Label::new(RichText::new(format!("{}", detail.item.ordinal + 1)).weak()),
        );
        item_thumb_ui(ui, detail, thumbs);
        // A fixed cell keeps the badge its own height.
        ui.allocate_ui_with_layout(
            egui::vec2(72.0, 20.0),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| theme::badge(ui, &item_state_word(&state), theme::item_colour(&state)),
        );
        ui.vertical(|ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(&detail.item.client_item_id).monospace());
                ui.add(egui::Label::new(detail.item.prompt_excerpt.as_str()).truncate());
            });
            let reason = match &state {
                ItemState::Sent(ItemStatus::Rejected) => rejection_text(detail),
                ItemState::Sent(ItemStatus::Failed) => failure_text(detail),
                ItemState::NotSent | ItemState::Sent(_) => String::new(),
            };
            if !reason.is_empty() {
                ui.add(
                    egui::Label::new(RichText::new(&reason).small().color(theme::ERROR_TEXT))
                        .truncate(),
                )
                .on_hover_text(&reason);
            }
        });
        if let Some(task) = &detail.task {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .small_button(t!("batch-item-open-task"))
                    .on_hover_text(t!("batch-item-open-task.hint"))
                    .clicked()
                {
                    actions.push(Action::Task(TaskAction::OpenTask(Box::new(task.clone()))));
                }
            });
        }
    });
}

/// The item's first result as a preview (images), else its kind's symbol.
fn item_thumb_ui(ui: &mut Ui, detail: &BatchItemDetail, thumbs: &mut Thumbnails) {
    let url = detail
        .task
        .as_ref()
        .and_then(|t| t.result_urls.first())
        .map(String::as_str);
    result_thumb_ui(ui, thumbs, url, detail.item.kind, ITEM_THUMB, 16.0);
}
