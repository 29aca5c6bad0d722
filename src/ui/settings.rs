//! The settings window: download folder (with a system folder picker), auto-download, theme,
//! and the polling limit. Every change is saved at once (off the UI thread, by the app).

use std::path::Path;

use egui::Ui;

use super::actions::Action;
use super::prefs::{POLL_LIMIT_MAX, POLL_LIMIT_MIN, ThemeChoice, UiPrefs};
use super::theme;

/// The window's state.
#[derive(Debug, Clone, Default)]
pub struct SettingsState {
    /// Whether the window is shown.
    pub open: bool,
    /// The folder picker is open.
    pub picking: bool,
    /// The download folder as typed (`None` until edited).
    pub folder_text: Option<String>,
}

/// The settings window (shown when `state.open`).
pub fn settings_ui(
    ui: &mut Ui,
    state: &mut SettingsState,
    prefs: &mut UiPrefs,
    default_downloads: &Path,
    actions: &mut Vec<Action>,
) {
    if !state.open {
        return;
    }
    let before = prefs.clone();
    let mut open = state.open;
    egui::Window::new("Settings")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(460.0)
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(egui::pos2(ui.ctx().content_rect().center().x, 80.0))
        .show(ui.ctx(), |ui| {
            downloads_section_ui(ui, state, prefs, default_downloads, actions);
            ui.separator();
            appearance_section_ui(ui, prefs);
            ui.separator();
            polling_section_ui(ui, prefs);
        });
    state.open = open;
    if *prefs != before {
        actions.push(Action::PrefsChanged);
    }
}

fn downloads_section_ui(
    ui: &mut Ui,
    state: &mut SettingsState,
    prefs: &mut UiPrefs,
    default_downloads: &Path,
    actions: &mut Vec<Action>,
) {
    ui.strong("Downloads");
    let folder = prefs
        .download_dir
        .clone()
        .unwrap_or_else(|| default_downloads.to_path_buf());
    ui.horizontal(|ui| {
        let label = ui.label("Folder");
        let text = state
            .folder_text
            .get_or_insert_with(|| folder.display().to_string());
        let edit = ui
            .add(egui::TextEdit::singleline(text).desired_width(340.0))
            .labelled_by(label.id)
            .on_hover_text("Type a folder, or choose one with Browse…");
        if edit.lost_focus() {
            let typed = text.trim();
            if typed.is_empty() {
                prefs.download_dir = None;
            } else if Path::new(typed) != folder.as_path() {
                prefs.download_dir = Some(typed.into());
            }
            state.folder_text = None;
        }
    });
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!state.picking, egui::Button::new("Browse…"))
            .clicked()
        {
            actions.push(Action::BrowseDownloadFolder);
        }
        if prefs.download_dir.is_some() && ui.button("Use the default").clicked() {
            prefs.download_dir = None;
            state.folder_text = None;
        }
        if state.picking {
            ui.spinner();
            ui.weak("Choose a folder in the dialog…");
        }
    });
    ui.checkbox(
        &mut prefs.auto_download,
        "Download results automatically when tasks succeed",
    );
    ui.add_space(theme::SPACE_S);
}

fn appearance_section_ui(ui: &mut Ui, prefs: &mut UiPrefs) {
    ui.strong("Appearance");
    ui.horizontal(|ui| {
        ui.label("Theme");
        ui.radio_value(&mut prefs.theme, ThemeChoice::System, "System");
        ui.radio_value(&mut prefs.theme, ThemeChoice::Light, "Light");
        ui.radio_value(&mut prefs.theme, ThemeChoice::Dark, "Dark");
    });
    ui.add_space(theme::SPACE_S);
}

fn polling_section_ui(ui: &mut Ui, prefs: &mut UiPrefs) {
    ui.strong("Status checks");
    ui.horizontal(|ui| {
        let label = ui.label("At most");
        ui.add(
            egui::DragValue::new(&mut prefs.poll_limit)
                .range(POLL_LIMIT_MIN..=POLL_LIMIT_MAX)
                .speed(0.1)
                .fixed_decimals(1)
                .suffix(" requests/s"),
        )
        .labelled_by(label.id);
    });
    ui.weak("How often GenDesk may ask the service about running tasks. Applies when a profile is next opened.");
}
