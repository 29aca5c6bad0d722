//! "From results…": the profile's pictures made by the service, newest first, with their
//! previews, to use as reference images — by their link while it works, else by the copy
//! downloaded from it. Read by the app on a worker; Esc closes.

use std::path::PathBuf;

use egui::{RichText, Ui};
use gendesk_core::t;

use crate::ui::actions::{Action, PictureAction};
use crate::ui::thumbnails::{Thumbnails, result_thumb_ui};

/// One picture a task made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickableResult {
    /// The task's prompt (excerpt).
    pub prompt: String,
    /// The model.
    pub model: String,
    /// The result link.
    pub url: String,
    /// Whether the link still works long enough for a task to fetch it.
    pub live: bool,
    /// The copy downloaded from it, when there is one.
    pub downloaded: Option<PathBuf>,
}

/// The picker's state.
#[derive(Debug, Default)]
pub struct ResultPicker {
    /// Whether the window is open.
    open: bool,
    /// The results (`None` while read).
    results: Option<Result<Vec<PickableResult>, String>>,
}

impl ResultPicker {
    /// Opens the window (the app reads the results).
    pub fn open(&mut self) {
        self.open = true;
        self.results = None;
    }

    /// The results were read.
    pub fn read(&mut self, results: Result<Vec<PickableResult>, String>) {
        self.results = Some(results);
    }
}

/// The window; a pick becomes an action (a link for the form, or a file to read).
pub(super) fn result_picker_ui(
    ui: &mut Ui,
    picker: &mut ResultPicker,
    thumbs: &mut Thumbnails,
    actions: &mut Vec<Action>,
) -> Option<String> {
    if !picker.open {
        return None;
    }
    let mut open = true;
    let mut picked_url = None;
    let mut picked_file = false;
    let shown = egui::Window::new(t!("compose-pick-result"))
        .id(egui::Id::unique("Pick a result"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(560.0)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 100.0))
        .show(ui.ctx(), |ui| match &picker.results {
            None => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t!("compose-pick-result-reading"));
                });
            }
            Some(Err(message)) => {
                crate::ui::theme::error_text(ui, message);
            }
            Some(Ok(results)) if results.is_empty() => {
                ui.weak(t!("compose-pick-result-none"));
            }
            Some(Ok(results)) => {
                egui::ScrollArea::vertical()
                    .max_height(420.0)
                    .show(ui, |ui| {
                        for (index, result) in results.iter().enumerate() {
                            ui.horizontal(|ui| {
                                result_thumb_ui(
                                    ui,
                                    thumbs,
                                    Some(&result.url),
                                    Some(gendesk_api::ModelKind::Image),
                                    56.0,
                                    20.0,
                                );
                                ui.vertical(|ui| {
                                    let prompt: String = result.prompt.chars().take(90).collect();
                                    ui.label(prompt);
                                    ui.label(RichText::new(&result.model).weak().small());
                                    let (enabled, note) = match (&result.downloaded, result.live) {
                                        (_, true) => (true, t!("compose-pick-result-live")),
                                        (Some(_), false) => {
                                            (true, t!("compose-pick-result-downloaded"))
                                        }
                                        (None, false) => (false, t!("compose-pick-result-gone")),
                                    };
                                    ui.label(RichText::new(note).weak().small());
                                    let button = ui
                                        .add_enabled(
                                            enabled,
                                            egui::Button::new(t!("compose-pick-result-use")),
                                        )
                                        .on_hover_text(t!("compose-pick-result-use.hint"));
                                    let button = button.accessible_name(t!(
                                        "compose-pick-result-use.name",
                                        number = index + 1,
                                        prompt = result.prompt.as_str()
                                    ));
                                    if button.clicked() {
                                        if result.live {
                                            picked_url = Some(result.url.clone());
                                        } else if let Some(path) = &result.downloaded {
                                            actions.push(Action::Picture(PictureAction::Read(
                                                vec![path.clone()],
                                            )));
                                            picked_file = true;
                                        }
                                    }
                                });
                            });
                            ui.separator();
                        }
                    });
            }
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    if !open || picked_url.is_some() || picked_file {
        picker.open = false;
    }
    picked_url
}
