//! The announcement of a newer GenDesk, a strip above the notice bar (never floating over the
//! view): the version with its notes (*What's new*), *Update* (*Download* where GenDesk cannot
//! replace itself), *Later* and *Skip this version*
//! (not offered when this version is too old to keep using); then the download's progress
//! with *Cancel*; then *Restart now*, the installer taking over, or the verified package with
//! *Open package* and *Show in folder*; or why it failed, with *Try again*.

use egui::{RichText, Ui};

use gendesk_core::byte_size::approx;
use gendesk_core::t;
use gendesk_core::update::install::AnnounceReason;
use gendesk_core::update::{Applied, RUNNING_VERSION};

use super::{Announced, Stage, UpdatesState};
use crate::ui::actions::{Action, External, UpdateAction};
use crate::ui::theme;

/// The strip, when there is something to say (`Stage::Quiet` or *Later*: nothing).
pub fn update_bar_ui(ui: &mut Ui, state: &mut UpdatesState, actions: &mut Vec<Action>) {
    let mut notes_open = state.view.notes_open;
    match &state.stage {
        Stage::Quiet => {}
        Stage::Available(announced) => {
            available_ui(
                ui,
                announced,
                state.announce_only(),
                &mut notes_open,
                actions,
            );
        }
        Stage::Downloading {
            announced,
            done,
            total,
        } => downloading_ui(ui, announced, *done, *total, actions),
        Stage::Ready { announced, applied } => ready_ui(ui, announced, applied, actions),
        Stage::Failed { announced, message } => {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(t!(
                        "update-failed",
                        version = announced.offer.version.to_string()
                    ))
                    .color(theme::ERROR_TEXT),
                );
                ui.label(message);
                if ui.button(t!("update-try-again")).clicked() {
                    act(actions, UpdateAction::Start);
                }
                if ui.button(t!("update-later")).clicked() {
                    act(actions, UpdateAction::Later);
                }
            });
        }
    }
    state.view.notes_open = notes_open;
}

fn act(actions: &mut Vec<Action>, action: UpdateAction) {
    actions.push(Action::Update(action));
}

/// A newer version: *Update*, *Later*, *Skip this version*, *What's new*.
fn available_ui(
    ui: &mut Ui,
    announced: &Announced,
    announce_only: Option<AnnounceReason>,
    notes_open: &mut bool,
    actions: &mut Vec<Action>,
) {
    let offer = &announced.offer;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(t!(
                "update-available",
                version = offer.version.to_string(),
                running = RUNNING_VERSION
            ))
            .strong(),
        );
        if offer.required {
            ui.label(t!("update-required"));
        }
        // Where GenDesk cannot replace itself, the button says what it does.
        let (label, hover) = match announce_only {
            None => (t!("update-update"), t!("update-update.hint")),
            Some(why) => (t!("update-download"), why.words()),
        };
        if ui.button(label).on_hover_text(hover).clicked() {
            act(actions, UpdateAction::Start);
        }
        if ui
            .button(t!("update-later"))
            .on_hover_text(t!("update-later.hint"))
            .clicked()
        {
            act(actions, UpdateAction::Later);
        }
        if !offer.required
            && ui
                .button(t!("update-skip"))
                .on_hover_text(t!("update-skip.hint"))
                .clicked()
        {
            act(actions, UpdateAction::Skip);
        }
        let label = if *notes_open {
            t!("update-notes-hide")
        } else {
            t!("update-notes-show")
        };
        if ui.link(label).clicked() {
            *notes_open = !*notes_open;
        }
    });
    if *notes_open {
        egui::ScrollArea::vertical()
            .id_salt("update_notes")
            .max_height(160.0)
            .show(ui, |ui| notes_ui(ui, &offer.notes));
    }
}

/// The download's progress and *Cancel*.
fn downloading_ui(
    ui: &mut Ui,
    announced: &Announced,
    done: u64,
    total: Option<u64>,
    actions: &mut Vec<Action>,
) {
    ui.horizontal(|ui| {
        let version = announced.offer.version.to_string();
        ui.label(if let Some(total) = total {
            t!(
                "update-downloading-of",
                version = version,
                done = approx(done),
                total = approx(total)
            )
        } else {
            t!("update-downloading", version = version, done = approx(done))
        });
        if let Some(total) = total.filter(|t| *t > 0) {
            #[allow(clippy::cast_precision_loss, reason = "a fraction for a progress bar")]
            let fraction = done as f32 / total as f32;
            ui.add(egui::ProgressBar::new(fraction).desired_width(200.0));
        }
        if ui.button(t!("update-cancel")).clicked() {
            act(actions, UpdateAction::Cancel);
        }
    });
}

/// After the download: restart, the installer, or the package to open.
fn ready_ui(ui: &mut Ui, announced: &Announced, applied: &Applied, actions: &mut Vec<Action>) {
    let version = announced.offer.version.to_string();
    ui.horizontal_wrapped(|ui| match applied {
        Applied::Replaced { .. } => {
            ui.label(RichText::new(t!("update-installed", version = version.as_str())).strong());
            if ui.button(t!("update-restart")).clicked() {
                act(actions, UpdateAction::Restart);
            }
            if ui.button(t!("update-later")).clicked() {
                act(actions, UpdateAction::Later);
            }
        }
        Applied::InstallerStarted { .. } => {
            ui.label(t!("update-installer-running", version = version.as_str()));
        }
        Applied::Downloaded { package, why, .. } => {
            ui.label(RichText::new(t!("update-downloaded", version = version.as_str())).strong());
            ui.label(why.words());
            if ui.button(t!("update-open-package")).clicked() {
                actions.push(Action::Open(External::File(package.path.clone())));
            }
            if ui.button(t!("update-show-in-folder")).clicked() {
                actions.push(Action::Open(External::ShowFile(package.path.clone())));
            }
            if ui.button(t!("update-later")).clicked() {
                act(actions, UpdateAction::Later);
            }
        }
    });
}

/// Release notes: short Markdown, shown line by line (headings strong, list items bulleted).
fn notes_ui(ui: &mut Ui, notes: &str) {
    for line in notes.lines() {
        let line = line.trim_end();
        if let Some(heading) = line.trim_start_matches('#').strip_prefix(' ')
            && line.starts_with('#')
        {
            ui.label(RichText::new(heading).strong());
        } else if let Some(item) = line.strip_prefix("- ").or_else(|| line.strip_prefix("* ")) {
            ui.label(format!("\u{2022} {item}"));
        } else if !line.is_empty() {
            ui.label(line);
        }
    }
}
