//! The Webhooks view, in two tabs: *Deliveries*, the delivery inspector (`inspector.rs`, with
//! `delivery_detail.rs` and its reader thread `reader.rs`), and *Secret and receiver*, the
//! signing secret (`secret.rs`) beside the local receiver (`receiver_panel.rs`).

mod delivery_detail;
mod inspector;
mod reader;
mod receiver_panel;
mod secret;

use std::path::PathBuf;

use egui::Ui;

use gendesk_core::store::ProfileId;
use gendesk_core::t;

use super::actions::Action;
use super::frame_time::FrameTime;
use super::live_state::LiveState;
use super::theme;

pub use inspector::InspectorState;
pub use receiver_panel::ReceiverCtx;
use secret::SecretState;

/// The view's two tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum WebhooksTab {
    /// The signing secret and the local receiver.
    #[default]
    Setup,
    /// The delivery inspector.
    Deliveries,
}

/// What the view remembers between frames.
#[derive(Default)]
pub struct WebhooksState {
    secret: SecretState,
    /// The delivery inspector.
    pub inspector: InspectorState,
    /// The tab shown.
    pub tab: WebhooksTab,
}

impl WebhooksState {
    /// Connects the inspector to `profile`'s history.
    pub fn attach(&mut self, profile: ProfileId, db_path: PathBuf, ctx: &egui::Context) {
        self.inspector.attach(profile, db_path, ctx);
    }

    /// Another profile opened: ask for its secret again, show it masked, forget deliveries.
    pub fn reset(&mut self) {
        self.secret = SecretState::default();
        self.inspector.detach();
    }
}

/// The Webhooks view.
pub fn webhooks_ui(
    ui: &mut Ui,
    state: &mut WebhooksState,
    live: &LiveState,
    receiver: &ReceiverCtx,
    time: FrameTime,
    actions: &mut Vec<Action>,
) {
    egui::Panel::top("webhooks_tabs").show(ui, |ui| {
        ui.add_space(theme::SPACE_S);
        ui.horizontal(|ui| {
            ui.selectable_value(&mut state.tab, WebhooksTab::Setup, t!("hook-tab-setup"));
            ui.selectable_value(
                &mut state.tab,
                WebhooksTab::Deliveries,
                t!("hook-tab-deliveries"),
            );
            if live.deliveries_seen > 0 {
                ui.weak(t!("hook-seen-tab", count = live.deliveries_seen));
            }
        });
        ui.add_space(theme::SPACE_S);
    });
    match state.tab {
        WebhooksTab::Setup => {
            egui::ScrollArea::vertical()
                .id_salt("webhooks_setup_scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.add_space(theme::SPACE_M);
                    ui.columns(2, |columns| {
                        secret::secret_panel_ui(
                            &mut columns[0],
                            &mut state.secret,
                            live,
                            time,
                            actions,
                        );
                        receiver_panel::receiver_panel_ui(&mut columns[1], live, receiver, actions);
                    });
                });
        }
        WebhooksTab::Deliveries => {
            // The secret is asked for even when the setup tab was never shown.
            secret::ask_once(&mut state.secret, actions);
            inspector::inspector_ui(ui, &mut state.inspector, live, time, actions);
        }
    }
}
