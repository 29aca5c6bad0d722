//! "GenDesk closed unexpectedly": shown once at the start after a crash, with the report's
//! first lines, *Open the report*, *Show in folder* and *Export diagnostics…*. Closes with Esc.

use egui::{Context, RichText};
use gendesk_core::crash::CrashReport;
use gendesk_core::t;

use super::actions::{Action, External, HelpAction};
use super::theme;

/// The reports of the crashes since the last start (newest first); empty once closed.
#[derive(Debug, Default)]
pub struct CrashNotice {
    /// What the start found.
    pub reports: Vec<CrashReport>,
}

/// The window, while there are reports to show.
pub fn crash_notice_ui(ctx: &Context, notice: &mut CrashNotice, actions: &mut Vec<Action>) {
    let Some(newest) = notice.reports.first().cloned() else {
        return;
    };
    let mut open = true;
    let mut close = false;
    let shown = egui::Window::new(t!("crash-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(480.0)
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(egui::pos2(ctx.content_rect().center().x, 80.0))
        .show(ctx, |ui| {
            ui.label(t!("crash-saved"));
            if notice.reports.len() > 1 {
                ui.label(t!("crash-more", count = notice.reports.len()));
            }
            ui.add_space(theme::SPACE_S);
            egui::ScrollArea::vertical()
                .max_height(160.0)
                .show(ui, |ui| {
                    ui.add(
                        egui::Label::new(RichText::new(&newest.summary).monospace().small()).wrap(),
                    );
                });
            ui.add_space(theme::SPACE_S);
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button(t!("crash-open-report"))
                    .on_hover_text(newest.path.display().to_string())
                    .clicked()
                {
                    actions.push(Action::Open(External::File(newest.path.clone())));
                }
                if ui.button(t!("crash-show-in-folder")).clicked() {
                    actions.push(Action::Open(External::ShowFile(newest.path.clone())));
                }
                // The zip to attach to a bug report (the report is in it, without secrets).
                if ui
                    .button(t!("help-diagnostics"))
                    .on_hover_text(t!("help-diagnostics.hint"))
                    .clicked()
                {
                    actions.push(Action::Help(HelpAction::ExportDiagnostics(false)));
                }
                if ui.button(t!("crash-close")).clicked() {
                    close = true;
                }
            });
        });
    super::escape::close_window_on_escape(ctx, shown.as_ref(), &mut open);
    if close || !open {
        notice.reports.clear();
    }
}
