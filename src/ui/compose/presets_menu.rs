//! Compose → Presets: the whole form saved under a name and brought back later — apply,
//! rename, duplicate, delete, export to a file and import one. The profile's presets are read
//! and written by the app off the UI thread; this view only asks.

use egui::{RichText, Ui};

use gendesk_core::compose::ComposeForm;
use gendesk_core::compose::preset::{Preset, PresetFile, check_name};
use gendesk_core::t;

use crate::ui::actions::{Action, PresetAction};
use crate::ui::theme;

/// The presets of the open profile, and the naming window.
#[derive(Debug, Default)]
pub struct PresetsState {
    /// The profile's presets (`None` while they are read).
    pub file: Option<PresetFile>,
    /// Why they could not be read.
    pub error: Option<String>,
    naming: Option<Naming>,
    deleting: Option<String>,
}

#[derive(Debug)]
struct Naming {
    /// `None`: save the form as a new preset; `Some(old)`: rename `old`.
    renaming: Option<String>,
    text: String,
    problem: Option<String>,
    /// The name field was given the keyboard focus when the window opened.
    focused: bool,
}

impl PresetsState {
    /// Starts naming a new preset (the prompt's start as a first idea).
    fn save_as(&mut self, form: &ComposeForm) {
        let idea: String = form.prompt.chars().take(40).collect();
        self.naming = Some(Naming {
            renaming: None,
            text: idea.trim().to_owned(),
            problem: None,
            focused: false,
        });
    }
}

/// The Presets menu button and its windows.
pub(super) fn presets_menu_ui(
    ui: &mut Ui,
    state: &mut PresetsState,
    form: &ComposeForm,
    actions: &mut Vec<Action>,
) {
    let count = state.file.as_ref().map_or(0, |f| f.presets.len());
    let label = if count == 0 {
        t!("preset-menu")
    } else {
        t!("preset-menu-count", count = count)
    };
    ui.menu_button(label, |ui| {
        if ui
            .button(t!("preset-save-as"))
            .on_hover_text(t!("preset-save-as.hint"))
            .clicked()
        {
            state.save_as(form);
            ui.close();
        }
        if ui
            .button(t!("preset-import"))
            .on_hover_text(t!("preset-import.hint"))
            .clicked()
        {
            actions.push(Action::Preset(PresetAction::Import));
            ui.close();
        }
        ui.separator();
        match (&state.file, &state.error) {
            (_, Some(error)) => {
                theme::error_text(ui, error);
            }
            (None, None) => {
                ui.weak(t!("preset-reading"));
            }
            (Some(file), None) if file.presets.is_empty() => {
                ui.weak(t!("preset-none-yet"));
            }
            (Some(file), None) => {
                egui::ScrollArea::vertical()
                    .max_height(320.0)
                    .show(ui, |ui| {
                        for preset in &file.presets {
                            preset_entry_ui(
                                ui,
                                preset,
                                &mut state.naming,
                                &mut state.deleting,
                                actions,
                            );
                        }
                    });
            }
        }
    });
    naming_window_ui(ui, state, form, actions);
    delete_window_ui(ui, state, actions);
}

fn preset_entry_ui(
    ui: &mut Ui,
    preset: &Preset,
    naming: &mut Option<Naming>,
    deleting: &mut Option<String>,
    actions: &mut Vec<Action>,
) {
    ui.menu_button(&preset.name, |ui| {
        ui.label(RichText::new(&preset.model).weak().monospace());
        if !preset.prompt.is_empty() {
            let prompt: String = preset.prompt.chars().take(80).collect();
            ui.weak(prompt);
        }
        if ui
            .button(t!("preset-apply"))
            .on_hover_text(t!("preset-apply.hint"))
            .clicked()
        {
            actions.push(Action::Preset(PresetAction::Apply(Box::new(
                preset.clone(),
            ))));
            ui.close();
        }
        if ui.button(t!("preset-rename")).clicked() {
            *naming = Some(Naming {
                renaming: Some(preset.name.clone()),
                text: preset.name.clone(),
                problem: None,
                focused: false,
            });
            ui.close();
        }
        if ui.button(t!("preset-duplicate")).clicked() {
            actions.push(Action::Preset(PresetAction::Duplicate(preset.name.clone())));
            ui.close();
        }
        if ui
            .button(t!("preset-export"))
            .on_hover_text(t!("preset-export.hint"))
            .clicked()
        {
            actions.push(Action::Preset(PresetAction::Export(preset.name.clone())));
            ui.close();
        }
        if ui.button(t!("preset-delete")).clicked() {
            *deleting = Some(preset.name.clone());
            ui.close();
        }
    });
}

/// Names a new preset, or renames one. Esc or Cancel closes it.
fn naming_window_ui(
    ui: &mut Ui,
    state: &mut PresetsState,
    form: &ComposeForm,
    actions: &mut Vec<Action>,
) {
    let Some(naming) = &mut state.naming else {
        return;
    };
    let title = if naming.renaming.is_some() {
        t!("preset-rename-title")
    } else {
        t!("preset-save-title")
    };
    let mut close = false;
    let mut done = false;
    let shown = egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ui.ctx(), |ui| {
            let label = ui.label(t!("preset-name"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut naming.text).desired_width(320.0))
                .labelled_by(label.id);
            // Read before anything asks for focus again (that would hide the loss).
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if !naming.focused {
                field.request_focus();
                naming.focused = true;
            }
            if let Some(problem) = &naming.problem {
                theme::error_text(ui, problem);
            }
            let taken = state.file.as_ref().is_some_and(|file| {
                file.get(&naming.text).is_some()
                    && naming
                        .renaming
                        .as_deref()
                        .is_none_or(|old| !old.eq_ignore_ascii_case(naming.text.trim()))
            });
            if taken && naming.renaming.is_none() {
                ui.weak(t!("preset-name-taken"));
            }
            ui.horizontal(|ui| {
                let verb = if naming.renaming.is_some() {
                    t!("preset-rename-confirm")
                } else {
                    t!("preset-save-confirm")
                };
                if ui.button(verb).clicked() || entered {
                    done = true;
                }
                if ui.button(t!("preset-cancel")).clicked() {
                    close = true;
                }
            });
        });
    if shown
        .as_ref()
        .is_some_and(|shown| crate::ui::escape::closes_overlay(ui.ctx(), shown.response.layer_id))
    {
        close = true;
    }
    if done {
        match check_name(&naming.text) {
            Ok(name) => {
                actions.push(Action::Preset(match naming.renaming.take() {
                    Some(from) => PresetAction::Rename { from, to: name },
                    None => PresetAction::Save(Box::new(Preset::from_form(&name, form))),
                }));
                close = true;
            }
            Err(err) => naming.problem = Some(err.to_string()),
        }
    }
    if close {
        state.naming = None;
    }
}

/// Confirms a deletion. Esc or Cancel keeps the preset.
fn delete_window_ui(ui: &mut Ui, state: &mut PresetsState, actions: &mut Vec<Action>) {
    let Some(name) = state.deleting.clone() else {
        return;
    };
    let mut close = false;
    let shown = egui::Window::new(t!("preset-delete-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ui.ctx(), |ui| {
            ui.label(t!("preset-delete-question", name = name.as_str()));
            ui.horizontal(|ui| {
                if ui.button(t!("preset-delete-confirm")).clicked() {
                    actions.push(Action::Preset(PresetAction::Delete(name.clone())));
                    close = true;
                }
                if ui.button(t!("preset-cancel")).clicked() {
                    close = true;
                }
            });
        });
    if shown
        .as_ref()
        .is_some_and(|shown| crate::ui::escape::closes_overlay(ui.ctx(), shown.response.layer_id))
    {
        close = true;
    }
    if close {
        state.deleting = None;
    }
}
