//! "Backup restored" (or why not): shown once when the window opens again after Settings →
//! Backup → Restore, with what was put in place and *Show the earlier data* for the copy
//! made before a replace. Closes with Esc.

use egui::{Context, RichText};
use gendesk_core::t;

use super::actions::{Action, External};
use super::reopen::Restored;
use super::theme;

/// The window, while `report` holds something; cleared when closed.
pub fn restore_report_ui(ctx: &Context, report: &mut Option<Restored>, actions: &mut Vec<Action>) {
    let Some(restored) = report.as_ref() else {
        return;
    };
    let mut open = true;
    let mut close = false;
    let title = if restored.done {
        t!("restore-report-title")
    } else {
        t!("restore-report-failed-title")
    };
    let shown = egui::Window::new(title)
        .id(egui::Id::unique("restore_report"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(egui::pos2(ctx.content_rect().center().x, 80.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    for line in &restored.lines {
                        let text = RichText::new(line);
                        let text = if restored.done {
                            text
                        } else {
                            text.color(theme::ERROR_TEXT)
                        };
                        ui.add(egui::Label::new(text).wrap());
                    }
                });
            ui.add_space(theme::SPACE_S);
            ui.horizontal_wrapped(|ui| {
                if let Some(safety) = &restored.safety_backup
                    && ui
                        .button(t!("restore-report-show-earlier"))
                        .on_hover_text(safety.display().to_string())
                        .clicked()
                {
                    actions.push(Action::Open(External::ShowFile(safety.clone())));
                }
                if ui.button(t!("restore-report-close")).clicked() {
                    close = true;
                }
            });
        });
    super::escape::close_window_on_escape(ctx, shown.as_ref(), &mut open);
    if close || !open {
        *report = None;
    }
}
