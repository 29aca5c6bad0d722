//! The About window: which GenDesk this is (version, commit, day of the build, the renderer in
//! use, the system), how it stays current (or that a distribution's package manager does that),
//! and where its folders and log are; *Copy these facts* for a bug report. Closes with Esc.

use egui::Ui;

use gendesk_core::config::AppPaths;
use gendesk_core::t;
use gendesk_core::update::RUNNING_VERSION;

use super::UpdatesState;
use crate::ui::actions::{Action, External, HelpAction};
use crate::ui::notice::{Notice, NoticeLevel};
use crate::ui::theme;

/// What the About window says about this build and this run, found once at start.
#[derive(Debug, Clone, Default)]
pub struct AboutFacts {
    /// The renderer drawing the window ("llvmpipe (Vulkan)", "OpenGL").
    pub renderer: String,
}

impl AboutFacts {
    /// The facts as plain lines (the same in every language: they go into bug reports).
    pub fn text(&self, paths: &AppPaths) -> String {
        format!(
            "GenDesk {RUNNING_VERSION}\ncommit {COMMIT}, built {BUILT}\nrenderer {}\nsystem {} {}\ndata {}\n",
            self.renderer,
            std::env::consts::OS,
            std::env::consts::ARCH,
            paths.data_dir.display()
        )
    }
}

/// The commit GenDesk was built from (`build.rs`).
const COMMIT: &str = env!("GENDESK_COMMIT");
/// The day it was built (`build.rs`).
const BUILT: &str = env!("GENDESK_BUILD_DATE");

/// The window (shown when `state.about_open`).
pub fn about_ui(
    ui: &mut Ui,
    state: &mut UpdatesState,
    facts: &AboutFacts,
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
            egui::Grid::new("about_facts")
                .num_columns(2)
                .spacing([theme::SPACE_M, theme::SPACE_S])
                .show(ui, |ui| {
                    for (name, value) in [
                        (
                            t!("update-about-build"),
                            t!("update-about-build-value", commit = COMMIT, day = BUILT),
                        ),
                        (t!("update-about-renderer"), facts.renderer.clone()),
                        (
                            t!("update-about-system"),
                            format!("{} {}", std::env::consts::OS, std::env::consts::ARCH),
                        ),
                        (
                            t!("update-about-data"),
                            paths.data_dir.display().to_string(),
                        ),
                    ] {
                        ui.weak(name);
                        ui.add(egui::Label::new(value).wrap().selectable(true));
                        ui.end_row();
                    }
                });
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
                if ui.button(t!("help-log")).clicked() {
                    actions.push(Action::Help(HelpAction::OpenLog));
                }
                if ui.button(t!("update-about-licences")).clicked() {
                    actions.push(Action::Help(HelpAction::OpenLicences));
                }
                if ui
                    .button(t!("update-about-copy"))
                    .on_hover_text(t!("update-about-copy.hint"))
                    .clicked()
                {
                    ui.ctx().copy_text(facts.text(paths));
                    actions.push(Action::Notify(Notice::new(
                        NoticeLevel::Info,
                        t!("update-about-copied"),
                    )));
                }
            });
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    state.view.about_open = open;
}
