//! The task detail panel: what happened to one task and what can be done next — its state,
//! the results (see `task_results`), the fail code with its category and hint (and, for
//! temporary failures, "Retry as a new task" behind a confirmation that says it is a new paid
//! task), what *outcome unknown* means and what to do, the recorded request JSON, the latest
//! status record, and "Reuse settings".

use std::path::Path;

use egui::{RichText, Ui};

use gendesk_api::{FailCode, TaskState};
use gendesk_core::store::{TaskPhase, TaskSummary};
use gendesk_core::t;
use gendesk_core::wording;

use super::actions::{Action, TaskAction};
use super::frame_time::FrameTime;
use super::history_query::TaskDetail;
use super::image_viewer::ViewerState;
use super::live_state::LiveState;
use super::player::Players;
use super::task_results::{ResultsCtx, results_section_ui};
use super::task_state::ShownState;
use super::theme;
use super::thumbnails::Thumbnails;

/// A question the panel is asking before a paid action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    /// Retry a task that failed for a temporary reason.
    RetryFailed,
    /// Send again a task whose submission has an unknown outcome.
    ResendUnknown,
}

/// What the panel shows besides the task.
pub struct DetailCtx<'a> {
    /// The engine's live view.
    pub live: &'a LiveState,
    /// Where downloads go.
    pub folder: &'a Path,
    /// The state shown on the badge.
    pub shown_state: &'a ShownState,
    /// This frame's time.
    pub time: FrameTime,
}

/// Draws the panel for `detail`; returns `true` when the person closed it.
#[allow(clippy::too_many_arguments, reason = "the panel, drawn from its parts")]
pub fn task_detail_ui(
    ui: &mut Ui,
    detail: &TaskDetail,
    ctx: &DetailCtx<'_>,
    confirm: &mut Option<Confirm>,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    viewer: &mut Option<ViewerState>,
    actions: &mut Vec<Action>,
) -> bool {
    let task = &detail.summary;
    let mut closed = false;
    ui.horizontal(|ui| {
        ui.heading(t!("task-detail-heading", number = task.number));
        theme::state_badge(ui, ctx.shown_state);
        super::favourite::favourite_button(ui, task, actions);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // Esc closes the image view first, when it is open.
            let escape = viewer.is_none() && crate::ui::escape::closes_panel(ui.ctx());
            if ui
                .button(t!("task-close"))
                .on_hover_text(t!("task-close.hint"))
                .clicked()
                || escape
            {
                closed = true;
            }
        });
    });
    ui.add(egui::Label::new(RichText::new(&task.model).strong()).truncate());
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("task_detail_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            outcome_section_ui(ui, detail, ctx, confirm, thumbs, players, viewer, actions);
            ui.add_space(theme::SPACE_M);
            ui.horizontal_wrapped(|ui| {
                if let Some(json) = &detail.request_json
                    && ui
                        .button(t!("task-reuse-settings"))
                        .on_hover_text(t!("task-reuse-settings.hint"))
                        .clicked()
                {
                    actions.push(Action::ReuseSettings {
                        model: task.model.clone(),
                        request_json: json.clone(),
                    });
                }
                if task.phase == TaskPhase::Active
                    && ui
                        .button(t!("task-check-now"))
                        .on_hover_text(t!("task-check-now.hint"))
                        .clicked()
                {
                    actions.push(Action::Task(TaskAction::RefreshTask(task.row)));
                }
            });
            ui.add_space(theme::SPACE_M);
            egui::CollapsingHeader::new(t!("task-latest-status"))
                .default_open(true)
                .show(ui, |ui| status_grid_ui(ui, task, full_prompt(detail), ctx));
            egui::CollapsingHeader::new(t!("task-request-json"))
                .default_open(false)
                .show(ui, |ui| request_ui(ui, detail.request_json.as_deref()));
        });
    confirm_ui(ui.ctx(), detail, confirm, actions);
    closed
}

#[allow(
    clippy::too_many_arguments,
    reason = "the section, drawn from its parts"
)]
fn outcome_section_ui(
    ui: &mut Ui,
    detail: &TaskDetail,
    ctx: &DetailCtx<'_>,
    confirm: &mut Option<Confirm>,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    viewer: &mut Option<ViewerState>,
    actions: &mut Vec<Action>,
) {
    let task = &detail.summary;
    match task.phase {
        TaskPhase::Submitting => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("task-sending"));
            });
        }
        TaskPhase::Unknown => {
            notice_frame(ui, theme::WARNING_DOT, |ui| {
                ui.strong(t!("task-unknown-title"));
                ui.label(t!("task-unknown-text"));
                ui.label(t!("task-unknown-todo"));
                if let Some(error) = &task.error {
                    ui.add(egui::Label::new(RichText::new(wording::trouble(error)).weak()).wrap());
                }
                if detail.request_json.is_some() && ui.button(t!("task-send-again")).clicked() {
                    *confirm = Some(Confirm::ResendUnknown);
                }
            });
        }
        TaskPhase::Rejected => {
            notice_frame(ui, theme::ERROR_TEXT, |ui| {
                ui.strong(t!("task-rejected-title"));
                ui.label(t!("task-rejected-text"));
                if let Some(error) = &task.error {
                    theme::error_text(ui, &wording::trouble(error));
                }
                ui.label(t!("task-rejected-todo"));
            });
        }
        TaskPhase::Active => {
            // No spinner: it would repaint every frame for the minutes a video can take.
            let waited = (ctx.time.now_ms - task.created_ms).max(0) / 1000;
            let (minutes, seconds) = (waited / 60, format!("{:02}", waited % 60));
            ui.label(if task.state == Some(TaskState::Processing) {
                t!("task-processing", minutes = minutes, seconds = seconds)
            } else {
                t!("task-queued", minutes = minutes, seconds = seconds)
            });
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs(1));
            if let Some(error) = &task.error {
                ui.add(
                    egui::Label::new(
                        RichText::new(t!(
                            "task-last-check",
                            error = wording::trouble(error).into_owned()
                        ))
                        .weak(),
                    )
                    .wrap(),
                );
            }
        }
        TaskPhase::Final => {
            if task.state == Some(TaskState::Success) || !task.result_urls.is_empty() {
                let results = ResultsCtx {
                    task,
                    downloads: &detail.downloads,
                    live: ctx.live,
                    folder: ctx.folder,
                    now_ms: ctx.time.now_ms,
                    request_json: detail.request_json.as_deref(),
                };
                results_section_ui(ui, &results, thumbs, players, viewer, actions);
            } else {
                failure_ui(ui, detail, confirm);
            }
        }
    }
}

fn failure_ui(ui: &mut Ui, detail: &TaskDetail, confirm: &mut Option<Confirm>) {
    let task = &detail.summary;
    let code = task.fail_code.as_deref().map(FailCode::parse);
    notice_frame(ui, theme::ERROR_TEXT, |ui| {
        match &code {
            Some(code) => {
                ui.horizontal_wrapped(|ui| {
                    ui.strong(t!("task-failed-code", code = code.as_str()));
                    ui.weak(format!("· {}", wording::fail_category(code.category())));
                });
                ui.label(wording::fail_code_meaning(code));
            }
            None => {
                ui.strong(t!("task-failed"));
            }
        }
        let repeats_meaning = |m: &str| {
            code.as_ref().is_some_and(|c| {
                c.meaning()
                    .trim_end_matches('.')
                    .eq_ignore_ascii_case(m.trim().trim_end_matches('.'))
            })
        };
        if let Some(reason) = task.end_reason {
            // GenDesk's own word, not the service's.
            ui.add(egui::Label::new(wording::end_reason(reason)).wrap());
        }
        if let Some(message) = task
            .fail_msg
            .as_deref()
            .filter(|m| !m.trim().is_empty() && !repeats_meaning(m))
        {
            ui.add(
                egui::Label::new(
                    RichText::new(t!("task-service-said", message = message)).italics(),
                )
                .wrap(),
            );
        }
        let hint = wording::failure_hint(code.as_ref(), task.end_reason);
        ui.label(RichText::new(t!("task-what-to-do", hint = hint)).strong());
        ui.weak(t!("task-refunded"));
        if code.as_ref().is_some_and(FailCode::is_retryable)
            && detail.request_json.is_some()
            && ui
                .button(t!("task-retry"))
                .on_hover_text(t!("task-retry.hint"))
                .clicked()
        {
            *confirm = Some(Confirm::RetryFailed);
        }
    });
}

fn notice_frame(ui: &mut Ui, colour: egui::Color32, add: impl FnOnce(&mut Ui)) {
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(1.0, colour))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            add(ui);
        });
}

/// The whole prompt, from the stored request (the list keeps only its first characters).
fn full_prompt(detail: &TaskDetail) -> Option<String> {
    let request: serde_json::Value = serde_json::from_str(detail.request_json.as_deref()?).ok()?;
    request
        .pointer("/input/prompt")
        .or_else(|| request.get("prompt"))
        .and_then(serde_json::Value::as_str)
        .map(str::to_owned)
}

/// One row of the status grid: its name and its value, wrapped.
fn field(ui: &mut Ui, name: String, value: impl Into<egui::WidgetText>) {
    ui.label(name);
    ui.add(egui::Label::new(value).wrap());
    ui.end_row();
}

/// The prompt at the size chosen for prompts and results.
fn reading(text: String) -> egui::RichText {
    egui::RichText::new(text).text_style(super::theme::reading())
}

fn status_grid_ui(ui: &mut Ui, task: &TaskSummary, prompt: Option<String>, ctx: &DetailCtx<'_>) {
    egui::Grid::new("task_status_grid")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let opt = |v: Option<&str>| v.map_or_else(|| "—".to_owned(), str::to_owned);
            let time =
                |v: Option<i64>| v.map_or_else(|| "—".to_owned(), |t| ctx.time.local_time(t));
            field(ui, t!("task-field-state"), ctx.shown_state.words());
            field(ui, t!("task-field-task-id"), opt(task.task_id.as_deref()));
            field(
                ui,
                t!("task-field-kind"),
                task.kind
                    .map_or_else(|| "—".to_owned(), super::activity::kind_label),
            );
            field(
                ui,
                t!("task-field-prompt"),
                reading(prompt.unwrap_or_else(|| {
                    // Only the excerpt is known: say where it is cut.
                    let excerpt = task.prompt_excerpt.clone();
                    if excerpt.chars().count() >= gendesk_core::store::PROMPT_EXCERPT_CHARS {
                        format!("{excerpt}\u{2026}")
                    } else {
                        excerpt
                    }
                })),
            );
            field(ui, t!("task-field-created"), time(Some(task.created_ms)));
            field(ui, t!("task-field-accepted"), time(task.submitted_ms));
            field(ui, t!("task-field-completed"), time(task.completed_ms));
            field(
                ui,
                t!("task-field-processing-time"),
                task.cost_time_ms.map_or_else(
                    || "—".to_owned(),
                    |ms| {
                        let seconds = gendesk_core::i18n::numbers::decimal(ms_f64(ms) / 1000.0, 1);
                        t!("formats-seconds", seconds = seconds)
                    },
                ),
            );
            field(
                ui,
                t!("task-field-fail-code"),
                opt(task.fail_code.as_deref()),
            );
            field(
                ui,
                t!("task-field-fail-message"),
                opt(task.fail_msg.as_deref()),
            );
            field(
                ui,
                t!("task-field-results-expire"),
                time(task.results_expire_ms()),
            );
            field(
                ui,
                t!("task-field-status-checks"),
                task.poll_count.to_string(),
            );
            field(
                ui,
                t!("task-field-batch"),
                task.batch_row
                    .map_or_else(|| "—".to_owned(), |b| b.to_string()),
            );
        });
}

#[allow(
    clippy::cast_precision_loss,
    reason = "milliseconds shown to one decimal"
)]
fn ms_f64(ms: i64) -> f64 {
    ms as f64
}

fn request_ui(ui: &mut Ui, json: Option<&str>) {
    let Some(json) = json else {
        ui.weak(t!("task-no-request"));
        return;
    };
    let pretty = serde_json::from_str::<serde_json::Value>(json)
        .ok()
        .and_then(|v| serde_json::to_string_pretty(&v).ok())
        .unwrap_or_else(|| json.to_owned());
    if ui.button(t!("task-copy-json")).clicked() {
        ui.ctx().copy_text(pretty.clone());
    }
    ui.add(egui::Label::new(RichText::new(pretty).monospace()).wrap());
}

fn confirm_ui(
    ctx: &egui::Context,
    detail: &TaskDetail,
    confirm: &mut Option<Confirm>,
    actions: &mut Vec<Action>,
) {
    let Some(question) = *confirm else {
        return;
    };
    let (title, text, button) = match question {
        Confirm::RetryFailed => (
            t!("task-retry-confirm-title"),
            t!("task-retry-confirm-text"),
            t!("task-retry-confirm-button"),
        ),
        Confirm::ResendUnknown => (
            t!("task-resend-confirm-title"),
            t!("task-resend-confirm-text"),
            t!("task-resend-confirm-button"),
        ),
    };
    let modal = egui::Modal::new(egui::Id::unique("task_detail_confirm")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading(title);
        ui.add(egui::Label::new(text).wrap());
        ui.add_space(theme::SPACE_M);
        ui.horizontal(|ui| {
            if ui.button(button).clicked() {
                if let Some(json) = &detail.request_json {
                    actions.push(Action::Task(TaskAction::ResubmitAsNew {
                        model: detail.summary.model.clone(),
                        kind: detail.summary.kind,
                        request_json: json.clone(),
                    }));
                }
                *confirm = None;
            }
            if ui.button(t!("task-cancel")).clicked() {
                *confirm = None;
            }
        });
    });
    if modal.should_close() {
        *confirm = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_shows_the_whole_prompt_from_the_request() {
        let long = "a lighthouse at dusk, ".repeat(20);
        let detail = TaskDetail {
            summary: crate::ui::view_tests::task(
                1,
                "m",
                gendesk_api::ModelKind::Image,
                gendesk_api::TaskState::Success,
                1,
            ),
            request_json: Some(
                serde_json::json!({"requestType": "async", "input": {"prompt": long}}).to_string(),
            ),
            downloads: Vec::new(),
        };
        assert_eq!(full_prompt(&detail).as_deref(), Some(long.as_str()));
        let without = TaskDetail {
            request_json: None,
            ..detail
        };
        assert_eq!(full_prompt(&without), None);
    }
}
