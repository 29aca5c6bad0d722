//! The settings window: download folder (with a system folder picker and where downloads go
//! now), auto-download, the largest download, file names (`file_name_settings.rs`), theme, the polling limit, the network
//! (`network_settings.rs`), the webhook receiver (`receiver_settings.rs`), updates
//! (`updates/settings_section.rs`), backup (`backup_settings.rs`) and restore
//! (`restore_settings.rs`). Every change is
//! saved at once (off the UI thread, by the app).

use std::path::{Path, PathBuf};

use egui::Ui;

use gendesk_core::config::{AppPaths, DownloadsDefault, ProfileConfig};
use gendesk_core::i18n::{LANGUAGES, Language};
use gendesk_core::t;

use super::actions::Action;
use super::prefs::{
    DOWNLOAD_LIMIT_MIB_MAX, DOWNLOAD_LIMIT_MIB_MIN, INTERFACE_SIZE_DEFAULT, INTERFACE_SIZE_MAX,
    INTERFACE_SIZE_MIN, POLL_LIMIT_MAX, POLL_LIMIT_MIN, READING_SIZE_DEFAULT, READING_SIZE_MAX,
    READING_SIZE_MIN, ThemeChoice, UiPrefs,
};
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
    /// The webhook receiver's drafts.
    pub receiver: super::receiver_settings::ReceiverDraft,
    /// The open profile's reference pictures draft.
    pub references: super::reference_settings::ReferenceDraft,
    /// The open profile's spending limit as typed.
    pub limit: super::spending_settings::LimitDraft,
    /// The network settings' draft.
    pub network: super::network_settings::NetworkDraft,
    /// The file-name pattern as typed.
    pub file_names: super::file_name_settings::FileNameDraft,
    /// The backup's choices and passphrase.
    pub backup: super::backup_settings::BackupDraft,
    /// The restore's file, choice and passphrase.
    pub restore: super::restore_settings::RestoreDraft,
}

/// What the settings window shows besides the preferences it edits.
pub struct SettingsCtx<'a> {
    /// The folders.
    pub paths: &'a AppPaths,
    /// The open profile.
    pub profile: Option<&'a ProfileConfig>,
    /// The webhook receiver's state.
    pub receiver: &'a gendesk_core::engine::ReceiverStatus,
    /// The frame's time (Unix seconds).
    pub now_s: i64,
    /// The language "System" stands for.
    pub system_language: Language,
}

/// The settings window (shown when `state.open`).
pub fn settings_ui(
    ui: &mut Ui,
    state: &mut SettingsState,
    prefs: &mut UiPrefs,
    updates: &mut super::updates::UpdatesState,
    context: &SettingsCtx<'_>,
    actions: &mut Vec<Action>,
) {
    let SettingsCtx {
        paths,
        profile,
        receiver,
        now_s,
        ..
    } = *context;
    if !state.open {
        return;
    }
    let before = prefs.clone();
    let mut open = state.open;
    // As tall as the window allows (below the top bar, above the status line): the sections
    // scroll inside it only when even that is too small.
    let room = (ui.ctx().content_rect().height() - 120.0).max(240.0);
    let shown = egui::Window::new(t!("settings-title"))
        .id(egui::Id::unique("settings_window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(460.0)
        .default_height(room)
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(egui::pos2(ui.ctx().content_rect().center().x, 48.0))
        .show(ui.ctx(), |ui| {
            egui::ScrollArea::vertical()
                .id_salt("settings_scroll")
                .max_height(room - 40.0)
                .show(ui, |ui| {
                    downloads_section_ui(ui, state, prefs, paths, actions);
                    ui.separator();
                    appearance_section_ui(ui, prefs, context.system_language);
                    ui.separator();
                    polling_section_ui(ui, prefs);
                    ui.separator();
                    super::network_settings::network_section_ui(
                        ui,
                        &mut state.network,
                        profile,
                        actions,
                    );
                    ui.separator();
                    super::reference_settings::reference_section_ui(
                        ui,
                        &mut state.references,
                        profile,
                        prefs.receiver.public_url.as_deref(),
                        actions,
                    );
                    ui.separator();
                    // With its own separator: nothing at all without an open profile.
                    super::spending_settings::spending_section_ui(
                        ui,
                        &mut state.limit,
                        profile,
                        actions,
                    );
                    super::receiver_settings::receiver_section_ui(
                        ui,
                        &mut state.receiver,
                        prefs,
                        receiver,
                    );
                    super::updates::updates_section_ui(ui, updates, now_s, actions);
                    ui.separator();
                    ui.strong(t!("settings-log"));
                    super::help_menu::detailed_log_ui(
                        ui,
                        gendesk_core::logging::is_detailed(),
                        actions,
                    );
                    ui.separator();
                    super::backup_settings::backup_section_ui(ui, &mut state.backup, actions);
                    ui.add_space(theme::SPACE_S);
                    super::restore_settings::restore_section_ui(ui, &mut state.restore, actions);
                });
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    state.open = open;
    if *prefs != before {
        actions.push(Action::PrefsChanged);
    }
}

fn downloads_section_ui(
    ui: &mut Ui,
    state: &mut SettingsState,
    prefs: &mut UiPrefs,
    paths: &AppPaths,
    actions: &mut Vec<Action>,
) {
    ui.strong(t!("settings-downloads"));
    let (folder, _) = where_downloads_go(prefs.download_dir.as_deref(), paths);
    ui.horizontal(|ui| {
        let label = ui.label(t!("settings-folder"));
        let text = state
            .folder_text
            .get_or_insert_with(|| folder.display().to_string());
        let edit = ui
            .add(egui::TextEdit::singleline(text).desired_width(340.0))
            .labelled_by(label.id)
            .on_hover_text(t!("settings-folder.hint"));
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
            .add_enabled(!state.picking, egui::Button::new(t!("settings-browse")))
            .clicked()
        {
            actions.push(Action::BrowseDownloadFolder);
        }
        if prefs.download_dir.is_some() && ui.button(t!("settings-use-default")).clicked() {
            prefs.download_dir = None;
            state.folder_text = None;
        }
        if state.picking {
            ui.spinner();
            ui.weak(t!("settings-choose-in-dialog"));
        }
    });
    // After this frame's edits: always the folder in force.
    let (folder, why) = where_downloads_go(prefs.download_dir.as_deref(), paths);
    let go_to = t!(
        "settings-downloads-go-to",
        folder = folder.display().to_string()
    );
    ui.add(egui::Label::new(go_to).wrap());
    ui.add(egui::Label::new(egui::RichText::new(why).weak()).wrap());
    ui.checkbox(&mut prefs.auto_download, t!("settings-auto-download"));
    ui.horizontal(|ui| {
        let label = ui.label(t!("settings-largest"));
        ui.add(
            egui::DragValue::new(&mut prefs.download_limit_mib)
                .range(DOWNLOAD_LIMIT_MIB_MIN..=DOWNLOAD_LIMIT_MIB_MAX)
                .speed(16.0)
                .suffix(" MiB"),
        )
        .labelled_by(label.id)
        .on_hover_text(t!("settings-largest.hint"));
        if prefs.download_limit_mib >= 1024 {
            ui.weak(format!("= {}", size_words(prefs.download_limit_mib)));
        }
    });
    ui.add(egui::Label::new(egui::RichText::new(t!("settings-largest-explained")).weak()).wrap());
    ui.add_space(theme::SPACE_S);
    super::file_name_settings::file_names_ui(ui, &mut state.file_names, prefs);
    ui.add_space(theme::SPACE_S);
    ui.checkbox(&mut prefs.records.in_files, t!("settings-records"));
    ui.add(egui::Label::new(egui::RichText::new(t!("settings-records-explained")).weak()).wrap());
    ui.checkbox(&mut prefs.records.beside, t!("settings-beside"))
        .on_hover_text(t!("settings-beside.hint"));
    ui.add_space(theme::SPACE_S);
}

/// The folder downloads go to now, and why it is that one.
fn where_downloads_go(chosen: Option<&Path>, paths: &AppPaths) -> (PathBuf, String) {
    if let Some(folder) = chosen {
        return (folder.to_path_buf(), t!("settings-folder-chosen"));
    }
    let why = match paths.downloads_default {
        DownloadsDefault::UserDownloads => "settings-folder-default",
        DownloadsDefault::NoDownloadsFolder => "settings-folder-fallback",
        DownloadsDefault::Portable => "settings-folder-portable",
    };
    (paths.downloads_dir.clone(), t!(why))
}

/// `4096` MiB → `4 GiB`, `1536` → `1.5 GiB`.
fn size_words(mib: u64) -> String {
    if mib.is_multiple_of(1024 * 1024) {
        format!("{} TiB", mib / (1024 * 1024))
    } else if mib.is_multiple_of(1024) {
        format!("{} GiB", mib / 1024)
    } else {
        #[allow(
            clippy::cast_precision_loss,
            reason = "at most 2^20 MiB: exact in an f64"
        )]
        let gib = mib as f64 / 1024.0;
        format!("{gib:.1} GiB")
    }
}

/// A size in percent: its name, the value (with its hint), and "Back to 100 %" once changed.
fn percent_row(
    ui: &mut Ui,
    (name, hint): (String, String),
    value: &mut u32,
    range: std::ops::RangeInclusive<u32>,
    default: u32,
) {
    ui.horizontal(|ui| {
        let label = ui.label(name);
        ui.add(
            egui::DragValue::new(value)
                .range(range)
                .speed(1.0)
                .suffix("\u{a0}%"),
        )
        .labelled_by(label.id)
        .on_hover_text(hint);
        if *value != default && ui.button(t!("settings-interface-size-reset")).clicked() {
            *value = default;
        }
    });
}

fn appearance_section_ui(ui: &mut Ui, prefs: &mut UiPrefs, system: Language) {
    ui.strong(t!("settings-appearance"));
    language_ui(ui, prefs, system);
    percent_row(
        ui,
        (
            t!("settings-interface-size"),
            t!("settings-interface-size.hint"),
        ),
        &mut prefs.interface_size,
        INTERFACE_SIZE_MIN..=INTERFACE_SIZE_MAX,
        INTERFACE_SIZE_DEFAULT,
    );
    percent_row(
        ui,
        (
            t!("settings-reading-size"),
            t!("settings-reading-size.hint"),
        ),
        &mut prefs.reading_size,
        READING_SIZE_MIN..=READING_SIZE_MAX,
        READING_SIZE_DEFAULT,
    );
    ui.horizontal(|ui| {
        ui.label(t!("settings-theme"));
        ui.radio_value(
            &mut prefs.theme,
            ThemeChoice::System,
            t!("settings-theme-system"),
        );
        ui.radio_value(
            &mut prefs.theme,
            ThemeChoice::Light,
            t!("settings-theme-light"),
        );
        ui.radio_value(
            &mut prefs.theme,
            ThemeChoice::Dark,
            t!("settings-theme-dark"),
        );
    });
    ui.checkbox(&mut prefs.notifications, t!("settings-notify"));
    ui.add(egui::Label::new(egui::RichText::new(t!("settings-notify-explained")).weak()).wrap());
    ui.add_space(theme::SPACE_S);
}

/// The language picker: the system's, or one of the shipped languages, each named in itself.
fn language_ui(ui: &mut Ui, prefs: &mut UiPrefs, system: Language) {
    ui.horizontal(|ui| {
        let label = ui.label(t!("settings-language"));
        let follow_system = t!("settings-language-system", language = system.name);
        let shown = prefs
            .language
            .as_deref()
            .and_then(gendesk_core::i18n::by_tag)
            .map_or(follow_system.clone(), |language| language.name.to_owned());
        egui::ComboBox::from_id_salt("language_picker")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut prefs.language, None, follow_system);
                for language in LANGUAGES {
                    ui.selectable_value(
                        &mut prefs.language,
                        Some(language.tag.to_owned()),
                        language.name,
                    );
                }
            })
            .response
            .labelled_by(label.id)
            .on_hover_text(t!("settings-language-hint"));
    });
}

fn polling_section_ui(ui: &mut Ui, prefs: &mut UiPrefs) {
    ui.strong(t!("settings-polling"));
    ui.horizontal(|ui| {
        let label = ui.label(t!("settings-polling-at-most"));
        ui.add(
            egui::DragValue::new(&mut prefs.poll_limit)
                .range(POLL_LIMIT_MIN..=POLL_LIMIT_MAX)
                .speed(0.1)
                .fixed_decimals(1)
                .suffix(t!("settings-polling-unit")),
        )
        .labelled_by(label.id);
    });
    ui.add(egui::Label::new(egui::RichText::new(t!("settings-polling-explained")).weak()).wrap());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_say_where_downloads_go_and_why() {
        let portable = AppPaths::portable(Path::new("/tmp/gd"));
        let (folder, why) = where_downloads_go(None, &portable);
        assert_eq!(folder, Path::new("/tmp/gd/downloads"));
        assert!(why.contains("--data-dir"), "{why}");

        let fallback = AppPaths {
            downloads_dir: PathBuf::from("/home/ann/.local/share/gendesk/downloads/GenDesk"),
            downloads_default: DownloadsDefault::NoDownloadsFolder,
            ..portable.clone()
        };
        let (folder, why) = where_downloads_go(None, &fallback);
        assert_eq!(folder, fallback.downloads_dir);
        assert!(why.contains("has no Downloads folder"), "{why}");

        let (folder, why) = where_downloads_go(Some(Path::new("/media/usb")), &fallback);
        assert_eq!(folder, Path::new("/media/usb"));
        assert_eq!(why, "The folder you chose.");
    }

    #[test]
    fn sizes_are_worded() {
        assert_eq!(size_words(4096), "4 GiB");
        assert_eq!(size_words(1536), "1.5 GiB");
        assert_eq!(size_words(1024 * 1024), "1 TiB");
    }
}
