//! The About window: which GenDesk this is, how it stays current (or that a distribution's
//! package manager does that), and where its folders are. Closes with Esc.

use egui::Ui;

use gendesk_core::config::AppPaths;
use gendesk_core::t;
use gendesk_core::update::RUNNING_VERSION;

use super::UpdatesState;
use crate::ui::actions::{Action, External};
use crate::ui::theme;

/// The window (shown when `state.about_open`).
pub fn about_ui(
    ui: &mut Ui,
    state: &mut UpdatesState,
    paths: &AppPaths,
    actions: &mut Vec<Action>,
) {
    if !state.view.about_open {
        return;
    }
    let mut open = true;
    let shown = egui::Window::new(t!("update-about"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(420.0)
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(egui::pos2(ui.ctx().content_rect().center().x, 80.0))
        .show(ui.ctx(), |ui| {
            ui.heading(format!("GenDesk {RUNNING_VERSION}"));
            ui.label(t!("update-about-tagline"));
            ui.add_space(theme::SPACE_S);
            if state.distribution() {
                ui.label(t!("update-about-distribution"));
            } else {
                let automatic = state.settings.as_ref().is_none_or(|s| s.automatic);
                ui.label(if automatic {
                    t!("update-about-automatic")
                } else {
                    t!("update-about-manual")
                });
                ui.label(t!("update-about-feed", url = state.feed_url()));
            }
            ui.add_space(theme::SPACE_S);
            ui.horizontal(|ui| {
                if ui.button(t!("update-about-data-folder")).clicked() {
                    actions.push(Action::Open(External::Folder(paths.data_dir.clone())));
                }
                if ui.button(t!("update-about-settings-folder")).clicked() {
                    actions.push(Action::Open(External::Folder(paths.config_dir.clone())));
                }
            });
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    state.view.about_open = open;
}
