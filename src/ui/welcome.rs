//! The first-run page: two clear paths — explore the offline sandbox (no account, no network),
//! or connect to the service with a profile name, address and API key.
//! The Help menu sits at its top right (logs, diagnostics, About before any profile exists).

use egui::{RichText, Ui};
use gendesk_core::t;

use super::actions::Action;
use super::connect::{ConnectState, connect_ui};
use super::theme;

/// What the welcome page shows.
#[derive(Debug, Clone, Default)]
pub struct WelcomeState {
    /// The connect form is open.
    pub connecting: bool,
}

/// The welcome view. `sandbox_busy` greys the sandbox button while it starts.
pub fn welcome_ui(
    ui: &mut Ui,
    state: &mut WelcomeState,
    connect: &mut ConnectState,
    sandbox_busy: bool,
    actions: &mut Vec<Action>,
) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // Help before any profile: the log, diagnostics and About when the start goes wrong.
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                super::help_menu::help_menu_ui(ui, gendesk_core::logging::is_detailed(), actions);
            });
            ui.vertical_centered(|ui| {
                ui.set_max_width(theme::CONTENT_MAX_WIDTH);
                ui.add_space(theme::SPACE_L);
                ui.heading(RichText::new(t!("window-welcome-title")).size(28.0));
                ui.add_space(theme::SPACE_S);
                ui.label(t!("window-welcome-intro"));
                ui.add_space(theme::SPACE_XL);
            });
            ui.vertical_centered(|ui| {
                ui.set_max_width(theme::CONTENT_MAX_WIDTH);
                sandbox_section_ui(ui, sandbox_busy, actions);
                ui.add_space(theme::SPACE_L);
                connect_section_ui(ui, state, connect, actions);
            });
        });
}

fn card(ui: &mut Ui, add: impl FnOnce(&mut Ui)) {
    egui::Frame::group(ui.style())
        .inner_margin(egui::Margin::same(16))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), add);
        });
}

fn sandbox_section_ui(ui: &mut Ui, busy: bool, actions: &mut Vec<Action>) {
    card(ui, |ui| {
        ui.label(
            RichText::new(t!("window-welcome-sandbox-title"))
                .strong()
                .size(17.0),
        );
        ui.label(t!("window-welcome-sandbox-text"));
        ui.add_space(theme::SPACE_M);
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    !busy,
                    egui::Button::new(
                        RichText::new(t!("window-welcome-sandbox-explore"))
                            .strong()
                            .size(15.0)
                            .color(theme::BADGE_TEXT),
                    )
                    .fill(theme::PRIMARY_BUTTON)
                    .min_size(egui::vec2(0.0, 30.0)),
                )
                .clicked()
            {
                actions.push(Action::ExploreSandbox);
            }
            if busy {
                ui.spinner();
                ui.label(t!("window-welcome-sandbox-starting"));
            }
        });
    });
}

fn connect_section_ui(
    ui: &mut Ui,
    state: &mut WelcomeState,
    connect: &mut ConnectState,
    actions: &mut Vec<Action>,
) {
    card(ui, |ui| {
        ui.label(
            RichText::new(t!("window-welcome-account-title"))
                .strong()
                .size(17.0),
        );
        ui.label(if connect.keys_beside {
            t!("window-welcome-account-text-beside")
        } else {
            t!("window-welcome-account-text")
        });
        ui.add_space(theme::SPACE_M);
        if state.connecting {
            connect_ui(ui, connect, false, actions);
        } else if ui
            .add(
                egui::Button::new(RichText::new(t!("window-welcome-connect")).size(15.0))
                    .min_size(egui::vec2(0.0, 30.0)),
            )
            .clicked()
        {
            state.connecting = true;
        }
    });
}
