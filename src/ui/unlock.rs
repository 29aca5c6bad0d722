//! The first page of a portable GenDesk whose keys are kept beside it: the passphrase that
//! opens them (or a new one, typed twice, the first time), or the choice to keep the keys in
//! this computer's keyring instead, or to go on without keys for this run. Enter opens.

use egui::{RichText, Ui};
use gendesk_core::t;

use super::actions::{Action, UnlockAction};
use super::theme;

/// What the page holds (the passphrase is never saved).
#[derive(Clone, Default)]
pub struct UnlockDraft {
    /// The data folder beside GenDesk.
    pub folder: String,
    /// Whether keys were kept there already (else a new passphrase is chosen).
    pub exists: bool,
    /// The passphrase.
    pub passphrase: String,
    /// The new passphrase again.
    pub again: String,
    /// The keys are being opened.
    pub busy: bool,
    /// Why the last try failed.
    pub problem: Option<String>,
    /// The passphrase field was given the focus (again after a failed try).
    pub focused: bool,
}

impl std::fmt::Debug for UnlockDraft {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UnlockDraft")
            .field("folder", &self.folder)
            .field("exists", &self.exists)
            .field("busy", &self.busy)
            .finish_non_exhaustive()
    }
}

/// The page.
pub fn unlock_ui(ui: &mut Ui, draft: &mut UnlockDraft, actions: &mut Vec<Action>) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.add_space(theme::SPACE_XL);
        ui.vertical_centered(|ui| {
            ui.set_max_width(theme::CONTENT_MAX_WIDTH.min(560.0));
            ui.heading(t!("unlock-title"));
            ui.add_space(theme::SPACE_S);
            let intro = if draft.exists {
                t!("unlock-intro-existing", folder = draft.folder.as_str())
            } else {
                t!("unlock-intro-new", folder = draft.folder.as_str())
            };
            ui.add(egui::Label::new(intro).wrap());
            ui.add_space(theme::SPACE_M);
            fields_ui(ui, draft, actions);
            ui.add_space(theme::SPACE_L);
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                if ui
                    .add_enabled(!draft.busy, egui::Button::new(t!("unlock-keyring")))
                    .on_hover_text(t!("unlock-keyring.hint"))
                    .clicked()
                {
                    actions.push(Action::Unlock(UnlockAction::UseKeyring));
                }
                if ui
                    .add_enabled(!draft.busy, egui::Button::new(t!("unlock-without")))
                    .on_hover_text(t!("unlock-without.hint"))
                    .clicked()
                {
                    actions.push(Action::Unlock(UnlockAction::WithoutKeys));
                }
            });
            if draft.exists {
                ui.add(egui::Label::new(RichText::new(t!("unlock-forgot")).weak().small()).wrap());
            }
        });
    });
}

/// The passphrase (twice when new), what is wrong with it, and the button.
fn fields_ui(ui: &mut Ui, draft: &mut UnlockDraft, actions: &mut Vec<Action>) {
    let mut enter = false;
    egui::Grid::new("unlock_fields")
        .num_columns(2)
        .spacing([theme::SPACE_M, theme::SPACE_S])
        .show(ui, |ui| {
            let label = ui.label(t!("unlock-passphrase"));
            let field = ui
                .add_enabled(
                    !draft.busy,
                    egui::TextEdit::singleline(&mut draft.passphrase)
                        .password(true)
                        .desired_width(280.0),
                )
                .labelled_by(label.id);
            if !draft.busy && !draft.focused {
                field.request_focus();
                draft.focused = true;
            }
            enter |= field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.end_row();
            if !draft.exists {
                let label = ui.label(t!("unlock-again"));
                let again = ui
                    .add_enabled(
                        !draft.busy,
                        egui::TextEdit::singleline(&mut draft.again)
                            .password(true)
                            .desired_width(280.0),
                    )
                    .labelled_by(label.id);
                enter |= again.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.end_row();
            }
        });
    let problem = if draft.passphrase.is_empty() {
        None
    } else if !draft.exists && draft.passphrase != draft.again {
        Some(t!("unlock-differs"))
    } else {
        None
    };
    let ready = !draft.busy && !draft.passphrase.is_empty() && problem.is_none();
    if let Some(words) = problem.as_ref().or(draft.problem.as_ref()) {
        ui.add(egui::Label::new(RichText::new(words).color(theme::ERROR_TEXT)).wrap());
    }
    let button = if draft.exists {
        t!("unlock-open")
    } else {
        t!("unlock-create")
    };
    let clicked = ui.add_enabled(ready, egui::Button::new(button)).clicked();
    if draft.busy {
        ui.add(egui::Spinner::new());
        ui.label(t!("unlock-opening"));
    }
    if ready && (clicked || enter) {
        draft.busy = true;
        draft.problem = None;
        actions.push(Action::Unlock(UnlockAction::Open(std::mem::take(
            &mut draft.passphrase,
        ))));
        draft.again.clear();
    }
}
