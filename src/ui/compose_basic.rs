//! A temporary, simple compose form: model (from the sandbox catalogue or any model ID), mode,
//! prompt with a character count, and Submit (Ctrl+Enter). The model-aware form replaces it.

use egui::{RichText, Ui};

use crate::api::{ModelInput, SubmitTaskRequest};
use crate::sandbox::validate::AUDIO_MODES;
use crate::sandbox::{Catalog, ModelKind};

use super::actions::Action;
use super::theme;

/// The form's fields.
#[derive(Debug, Clone, Default)]
pub struct ComposeState {
    /// Model ID.
    pub model: String,
    /// `mode` of the input.
    pub mode: String,
    /// The prompt.
    pub prompt: String,
    /// Why the last Submit did nothing.
    pub problem: Option<String>,
}

impl ComposeState {
    /// Preselects `model` (and a matching mode) when nothing is chosen yet.
    pub fn preselect(&mut self, model: Option<&str>, catalog: Option<&Catalog>) {
        if self.model.is_empty()
            && let Some(model) = model
        {
            model.clone_into(&mut self.model);
        }
        if self.mode.is_empty()
            && let Some(first) = modes_for(&self.model, catalog).first()
        {
            (*first).clone_into(&mut self.mode);
        }
    }
}

/// Modes offered for a catalogue model (text-based ones: this form has no image inputs).
fn modes_for(model: &str, catalog: Option<&Catalog>) -> &'static [&'static str] {
    match catalog.and_then(|c| c.get(model)).map(|m| m.kind) {
        Some(ModelKind::Image) => &["text-to-image"],
        Some(ModelKind::Video) => &["text-to-video"],
        Some(ModelKind::Audio) => AUDIO_MODES,
        None => &["text-to-image", "text-to-video"],
    }
}

/// The compose view. `catalog` is the sandbox's model list (none for a remote service).
pub fn compose_basic_ui(
    ui: &mut Ui,
    state: &mut ComposeState,
    catalog: Option<&Catalog>,
    actions: &mut Vec<Action>,
) {
    ui.set_max_width(theme::CONTENT_MAX_WIDTH);
    ui.heading("Compose");
    ui.label("Describe what you want and submit it; the task then runs in the background and shows up in Activity.");
    ui.add_space(theme::SPACE_M);
    let limit = catalog
        .and_then(|c| c.get(state.model.trim()))
        .map(|m| m.prompt_max_chars);
    egui::Grid::new("compose_grid")
        .num_columns(2)
        .spacing([theme::SPACE_M, theme::SPACE_M])
        .min_col_width(theme::LABEL_WIDTH)
        .show(ui, |ui| {
            model_section_ui(ui, state, catalog);
            ui.end_row();
            mode_section_ui(ui, state, catalog);
            ui.end_row();
            let label = ui
                .with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    ui.label("Prompt")
                })
                .inner;
            ui.vertical(|ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut state.prompt)
                        .hint_text("e.g. a lighthouse at dusk, oil painting")
                        .desired_rows(6)
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(label.id);
                let count = state.prompt.chars().count();
                let text = match limit {
                    Some(max) => format!("{count} / {max} characters"),
                    None => format!("{count} characters"),
                };
                let over = limit.is_some_and(|max| count > max);
                ui.label(if over {
                    RichText::new(text).color(theme::ERROR_TEXT)
                } else {
                    RichText::new(text).weak()
                });
            });
            ui.end_row();
        });
    ui.add_space(theme::SPACE_M);
    let shortcut = ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter));
    ui.horizontal(|ui| {
        let submit = ui.button("Submit").on_hover_text("Ctrl+Enter");
        ui.weak("Ctrl+Enter also submits. Tasks are paid: each Submit sends one task.");
        if submit.clicked() || shortcut {
            submit_action(state, limit, actions);
        }
    });
    if let Some(problem) = &state.problem {
        theme::error_text(ui, problem);
    }
}

fn model_section_ui(ui: &mut Ui, state: &mut ComposeState, catalog: Option<&Catalog>) {
    let label = ui.label("Model");
    ui.horizontal(|ui| {
        if let Some(catalog) = catalog {
            let before = state.model.clone();
            let shown = catalog
                .get(state.model.trim())
                .map_or_else(|| "Other model".to_owned(), |m| m.display_name.clone());
            egui::ComboBox::from_id_salt("compose_model")
                .selected_text(shown)
                .width(200.0)
                .show_ui(ui, |ui| {
                    for model in &catalog.models {
                        ui.selectable_value(
                            &mut state.model,
                            model.id.clone(),
                            &model.display_name,
                        )
                        .on_hover_text(&model.description);
                    }
                })
                .response
                .labelled_by(label.id);
            if state.model != before {
                state.mode = modes_for(&state.model, Some(catalog))
                    .first()
                    .map(|m| (*m).to_owned())
                    .unwrap_or_default();
            }
        }
        let id_label = ui.label("ID");
        ui.add(
            egui::TextEdit::singleline(&mut state.model)
                .hint_text("provider/model-name")
                .desired_width(220.0),
        )
        .labelled_by(id_label.id)
        .on_hover_text("Any model ID the service offers");
    });
}

fn mode_section_ui(ui: &mut Ui, state: &mut ComposeState, catalog: Option<&Catalog>) {
    let label = ui.label("Mode");
    ui.horizontal(|ui| {
        egui::ComboBox::from_id_salt("compose_mode")
            .selected_text(
                if state.mode.is_empty() {
                    "Choose…"
                } else {
                    state.mode.as_str()
                }
                .to_owned(),
            )
            .width(200.0)
            .show_ui(ui, |ui| {
                for mode in modes_for(state.model.trim(), catalog) {
                    ui.selectable_value(&mut state.mode, (*mode).to_owned(), *mode);
                }
            })
            .response
            .labelled_by(label.id);
    });
}

fn submit_action(state: &mut ComposeState, limit: Option<usize>, actions: &mut Vec<Action>) {
    let model = state.model.trim().to_owned();
    let prompt = state.prompt.trim().to_owned();
    state.problem = if model.is_empty() {
        Some("Choose a model first.".to_owned())
    } else if state.mode.trim().is_empty() {
        Some("Choose a mode first.".to_owned())
    } else if prompt.is_empty() {
        Some("Write a prompt first.".to_owned())
    } else {
        limit
            .filter(|max| prompt.chars().count() > *max)
            .map(|max| format!("This model accepts at most {max} characters; shorten the prompt."))
    };
    if state.problem.is_some() {
        return;
    }
    let request = SubmitTaskRequest::asynchronous(ModelInput::new(state.mode.trim(), prompt));
    if let Err(reason) = request.validate() {
        state.problem = Some(format!("This task cannot be sent: {reason}."));
        return;
    }
    actions.push(Action::SubmitTask { model, request });
}
