//! The Help menu at the right of the top bar (a question mark, named "Help" for screen
//! readers): the keyboard shortcuts, the user guide, *Report a problem…* (`help_links.rs`),
//! About, *Export diagnostics…* (with the last prompts only
//! when ticked), the data folder, the log and the crash reports, and a detailed log until
//! GenDesk restarts.

use egui::Ui;
use egui_material_icons::icons::ICON_HELP;
use gendesk_core::t;

use super::actions::{Action, HelpAction};

/// Where the menu keeps its "with prompts" tick (for this run only).
const WITH_PROMPTS: &str = "help_diagnostics_with_prompts";

/// The menu button; `detailed_log`: whether a detailed log was asked for in this run.
pub fn help_menu_ui(ui: &mut Ui, detailed_log: bool, actions: &mut Vec<Action>) {
    let menu = ui.menu_button(<&str>::from(ICON_HELP), |ui| {
        if ui
            .button(t!("help-shortcuts"))
            .on_hover_text(t!("help-shortcuts.hint"))
            .clicked()
        {
            actions.push(Action::ShowShortcuts);
            ui.close();
        }
        for (action, id, hint) in [
            (HelpAction::UserGuide, "help-guide", "help-guide.hint"),
            (HelpAction::ReportProblem, "help-report", "help-report.hint"),
        ] {
            if ui.button(t!(id)).on_hover_text(t!(hint)).clicked() {
                actions.push(Action::Help(action));
                ui.close();
            }
        }
        if ui.button(t!("help-about")).clicked() {
            actions.push(Action::OpenAbout);
            ui.close();
        }
        ui.separator();
        let with_prompts_id = egui::Id::unique(WITH_PROMPTS);
        let mut with_prompts = ui.data(|d| d.get_temp::<bool>(with_prompts_id).unwrap_or(false));
        if ui
            .button(t!("help-diagnostics"))
            .on_hover_text(t!("help-diagnostics.hint"))
            .clicked()
        {
            actions.push(Action::Help(HelpAction::ExportDiagnostics(with_prompts)));
            ui.close();
        }
        if ui
            .checkbox(&mut with_prompts, t!("help-diagnostics-prompts"))
            .on_hover_text(t!("help-diagnostics-prompts.hint"))
            .changed()
        {
            ui.data_mut(|d| d.insert_temp(with_prompts_id, with_prompts));
        }
        ui.separator();
        for (action, id) in [
            (HelpAction::OpenDataFolder, "help-data-folder"),
            (HelpAction::OpenLog, "help-log"),
            (HelpAction::OpenCrashReports, "help-crash-reports"),
        ] {
            if ui.button(t!(id)).clicked() {
                actions.push(Action::Help(action));
                ui.close();
            }
        }
        detailed_log_ui(ui, detailed_log, actions);
    });
    let button = menu.response.on_hover_text(t!("help-menu"));
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, t!("help-menu")));
}

/// "Detailed log until GenDesk restarts" (the Help menu and Settings); `detailed`: whether one
/// was asked for in this run.
pub fn detailed_log_ui(ui: &mut Ui, detailed: bool, actions: &mut Vec<Action>) {
    let mut detailed = detailed;
    if ui
        .checkbox(&mut detailed, t!("help-detailed-log"))
        .on_hover_text(t!("help-detailed-log.hint"))
        .changed()
    {
        actions.push(Action::Help(HelpAction::DetailedLog(detailed)));
    }
}
