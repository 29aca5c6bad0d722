//! The local receiver's panel: on or off for this profile, where it listens, the URLs to give
//! the service (local ones for the offline sandbox, the tunnel's public ones for a real
//! service) with *Copy*, and why it is not listening when it cannot.

use egui::{RichText, Ui};

use gendesk_core::engine::ReceiverStatus;

use super::super::actions::Action;
use super::super::live_state::{LiveState, Notice, NoticeLevel};
use super::super::theme;

/// What the panel shows besides the engine's state.
#[derive(Debug, Clone)]
pub struct ReceiverCtx {
    /// The receiver is on for this profile.
    pub on: bool,
    /// The profile is the offline sandbox.
    pub sandbox: bool,
    /// The tunnel's public URL from Settings, if any.
    pub public_url: Option<String>,
}

/// The panel.
pub fn receiver_panel_ui(
    ui: &mut Ui,
    live: &LiveState,
    ctx: &ReceiverCtx,
    actions: &mut Vec<Action>,
) {
    ui.heading("Local receiver");
    let mut on = ctx.on;
    if ui
        .checkbox(&mut on, "Receive webhooks and callbacks on this computer")
        .on_hover_text("An HTTP server on 127.0.0.1 only: nothing outside this computer can reach it unless you run a tunnel to it")
        .changed()
    {
        actions.push(Action::SetReceiverOn(on));
    }
    match &live.receiver {
        ReceiverStatus::Off => {
            ui.weak(if ctx.on {
                "Starting\u{2026}"
            } else {
                "Off. Turn it on to see every webhook and callback, verified, as it arrives."
            });
        }
        ReceiverStatus::Failed(failure) => {
            theme::error_text(ui, &gendesk_core::wording::receiver_failure(failure));
        }
        ReceiverStatus::Listening {
            port,
            webhook_url,
            callback_url,
            webhook_path,
            callback_path,
        } => {
            ui.horizontal(|ui| {
                ui.colored_label(theme::SUCCESS_DOT, "\u{2022}");
                ui.label(format!("Listening on 127.0.0.1, port {port}."));
            });
            if ctx.sandbox {
                ui.weak(
                    "The offline sandbox's callback mode and batches use these URLs by default.",
                );
                url_row(ui, "Batch webhooks", webhook_url, actions);
                url_row(ui, "Callbacks", callback_url, actions);
            } else if let Some(public) = &ctx.public_url {
                ui.weak("Through your tunnel (the Webhook receiver section of Settings); the compose and batch forms use these:");
                url_row(
                    ui,
                    "Batch webhooks",
                    &format!("{public}{webhook_path}"),
                    actions,
                );
                url_row(
                    ui,
                    "Callbacks",
                    &format!("{public}{callback_path}"),
                    actions,
                );
                ui.weak(format!(
                    "Your tunnel must forward to http://127.0.0.1:{port}."
                ));
            } else {
                ui.add(egui::Label::new("The service only calls public HTTPS addresses. Run a tunnel to this port (see the README) and enter its public URL in the Webhook receiver section of Settings; the forms then use it.").wrap());
                url_row(ui, "Local webhooks", webhook_url, actions);
                url_row(ui, "Local callbacks", callback_url, actions);
            }
        }
    }
    if live.deliveries_seen > 0 {
        ui.weak(format!(
            "{} deliveries received in this session.",
            live.deliveries_seen
        ));
    }
}

fn url_row(ui: &mut Ui, label: &str, url: &str, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        ui.label(label);
        ui.add(egui::Label::new(RichText::new(url).monospace().small()).truncate())
            .on_hover_text(url);
        if ui.small_button("Copy").clicked() {
            ui.ctx().copy_text(url.to_owned());
            actions.push(Action::Notify(Notice::new(
                NoticeLevel::Info,
                format!("The {} URL was copied.", label.to_lowercase()),
            )));
        }
    });
}
