//! The local receiver's panel: on or off for this profile, where it listens, the URLs to give
//! the service (local ones for the offline sandbox, the tunnel's public ones for a real
//! service) with *Copy*, and why it is not listening when it cannot.

use egui::{RichText, Ui};

use gendesk_core::engine::ReceiverStatus;
use gendesk_core::t;

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
    ui.heading(t!("hook-receiver-title"));
    let mut on = ctx.on;
    if ui
        .checkbox(&mut on, t!("hook-receiver-on"))
        .on_hover_text(t!("hook-receiver-on.hint"))
        .changed()
    {
        actions.push(Action::SetReceiverOn(on));
    }
    match &live.receiver {
        ReceiverStatus::Off => {
            ui.weak(if ctx.on {
                t!("hook-receiver-starting")
            } else {
                t!("hook-receiver-off")
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
                ui.label(t!("hook-receiver-listening", port = port.to_string()));
            });
            if ctx.sandbox {
                ui.weak(t!("hook-receiver-sandbox"));
                url_row(ui, Url::Webhooks, webhook_url, actions);
                url_row(ui, Url::Callbacks, callback_url, actions);
            } else if let Some(public) = &ctx.public_url {
                ui.weak(t!("hook-receiver-tunnel"));
                url_row(
                    ui,
                    Url::Webhooks,
                    &format!("{public}{webhook_path}"),
                    actions,
                );
                url_row(
                    ui,
                    Url::Callbacks,
                    &format!("{public}{callback_path}"),
                    actions,
                );
                ui.weak(t!("hook-receiver-forward", port = port.to_string()));
            } else {
                ui.add(egui::Label::new(t!("hook-receiver-needs-tunnel")).wrap());
                url_row(ui, Url::LocalWebhooks, webhook_url, actions);
                url_row(ui, Url::LocalCallbacks, callback_url, actions);
            }
        }
    }
    if live.deliveries_seen > 0 {
        ui.weak(t!("hook-seen-session", count = live.deliveries_seen));
    }
}

/// Which URL a row shows.
#[derive(Debug, Clone, Copy)]
enum Url {
    Webhooks,
    Callbacks,
    LocalWebhooks,
    LocalCallbacks,
}

impl Url {
    fn label(self) -> String {
        match self {
            Self::Webhooks => t!("hook-url-webhooks"),
            Self::Callbacks => t!("hook-url-callbacks"),
            Self::LocalWebhooks => t!("hook-url-local-webhooks"),
            Self::LocalCallbacks => t!("hook-url-local-callbacks"),
        }
    }

    fn copied(self) -> String {
        match self {
            Self::Webhooks => t!("hook-url-webhooks.copied"),
            Self::Callbacks => t!("hook-url-callbacks.copied"),
            Self::LocalWebhooks => t!("hook-url-local-webhooks.copied"),
            Self::LocalCallbacks => t!("hook-url-local-callbacks.copied"),
        }
    }
}

fn url_row(ui: &mut Ui, which: Url, url: &str, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        ui.label(which.label());
        ui.add(egui::Label::new(RichText::new(url).monospace().small()).truncate())
            .on_hover_text(url);
        if ui.small_button(t!("hook-copy")).clicked() {
            ui.ctx().copy_text(url.to_owned());
            actions.push(Action::Notify(Notice::new(
                NoticeLevel::Info,
                which.copied(),
            )));
        }
    });
}
