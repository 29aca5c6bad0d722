//! The first-run page: two clear paths — explore the offline sandbox (no account, no network),
//! or connect to the service with a profile name, address and API key.

use egui::{RichText, Ui};

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
    egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.set_max_width(theme::CONTENT_MAX_WIDTH);
            ui.add_space(theme::SPACE_XL);
            ui.heading(RichText::new("Welcome to GenDesk").size(28.0));
            ui.add_space(theme::SPACE_S);
            ui.label("Generate images, videos and music with AI models, watch your tasks finish live, and keep the results.");
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
            RichText::new("Try it without an account")
                .strong()
                .size(17.0),
        );
        ui.label("The offline sandbox simulates the whole service on this computer: demo models, a $25 demo balance, real result files. Nothing leaves your machine and nothing is charged.");
        ui.add_space(theme::SPACE_M);
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    !busy,
                    egui::Button::new(
                        RichText::new("Explore the offline sandbox")
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
                ui.label("Starting the sandbox…");
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
        ui.label(RichText::new("Use your account").strong().size(17.0));
        ui.label("Connect with the service's address and your API key. The key is checked first, then kept in your system keyring, never in a file.");
        ui.add_space(theme::SPACE_M);
        if state.connecting {
            connect_ui(ui, connect, false, actions);
        } else if ui
            .add(
                egui::Button::new(RichText::new("Connect to the service").size(15.0))
                    .min_size(egui::vec2(0.0, 30.0)),
            )
            .clicked()
        {
            state.connecting = true;
        }
    });
}
