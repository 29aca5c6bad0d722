//! The window a file dropped on GenDesk (outside Compose, where pictures are references) or
//! chosen with *Read a file…* opens: what the file says about how it was made — GenDesk's
//! record (model, prompt, every setting, the task …) or another tool's AUTOMATIC1111
//! `parameters` — with *Reuse these settings* (the form on that model) and *Open the task* when it is
//! in this profile's history. A file that says nothing is told so plainly. Esc closes it.

use std::path::PathBuf;

use egui::{RichText, Ui};
use gendesk_core::provenance::Found;
use gendesk_core::store::TaskSummary;
use gendesk_core::t;

use super::actions::{Action, TaskAction};
use super::theme;

/// What was read from one file.
#[derive(Debug, Clone)]
pub struct FileRecord {
    /// The file.
    pub path: PathBuf,
    /// What it carries, or why it could not be read.
    pub outcome: Result<Found, String>,
    /// Its task, when the open profile's history has it.
    pub task: Option<Box<TaskSummary>>,
}

/// The window's state.
#[derive(Debug, Default)]
pub struct FileRecordState {
    /// The file shown.
    pub shown: Option<FileRecord>,
    /// A file is being read (or chosen).
    pub busy: bool,
}

/// The window, while a file is shown.
pub fn file_record_ui(ui: &mut Ui, state: &mut FileRecordState, actions: &mut Vec<Action>) {
    let Some(record) = &state.shown else {
        return;
    };
    let mut open = true;
    let mut close = false;
    let name = record.path.file_name().map_or_else(
        || record.path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let shown = egui::Window::new(t!("window-file-record-title"))
        .id(egui::Id::unique("file_record"))
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ui.ctx().content_rect().center())
        .default_width(520.0)
        .max_height(ui.ctx().content_rect().height() - 80.0)
        .open(&mut open)
        .show(ui.ctx(), |ui| {
            ui.strong(&name);
            ui.add_space(theme::SPACE_S);
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    body_ui(ui, record);
                });
            ui.add_space(theme::SPACE_M);
            ui.horizontal(|ui| {
                if let Ok(Found {
                    record: Some(made), ..
                }) = &record.outcome
                    && ui
                        .button(t!("window-file-record-reuse"))
                        .on_hover_text(t!("window-file-record-reuse.hint"))
                        .clicked()
                {
                    actions.push(Action::ReuseSettings {
                        model: made.model.clone(),
                        request_json: serde_json::json!({ "input": made.input }).to_string(),
                    });
                    close = true;
                }
                if let Some(task) = &record.task
                    && ui.button(t!("window-file-record-open-task")).clicked()
                {
                    actions.push(Action::Task(TaskAction::OpenTask(task.clone())));
                    close = true;
                }
                if ui.button(t!("window-file-record-close")).clicked() {
                    close = true;
                }
            });
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    if close || !open {
        state.shown = None;
    }
}

fn body_ui(ui: &mut Ui, record: &FileRecord) {
    match &record.outcome {
        Err(message) => {
            theme::error_text(ui, message);
        }
        Ok(Found {
            record: Some(made), ..
        }) => {
            for line in gendesk_core::wording::record_lines(made) {
                ui.add(egui::Label::new(line).wrap());
            }
            if record.task.is_none() {
                ui.add_space(theme::SPACE_S);
                ui.weak(t!("window-file-record-not-in-history"));
            }
        }
        Ok(Found {
            record: None,
            parameters: Some(parameters),
        }) => {
            ui.label(t!("window-file-record-other-tool"));
            ui.add(egui::Label::new(RichText::new(parameters).monospace()).wrap());
        }
        Ok(Found {
            record: None,
            parameters: None,
        }) => {
            ui.add(egui::Label::new(t!("window-file-record-nothing")).wrap());
        }
    }
}
