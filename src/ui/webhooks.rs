//! The Webhooks view, first part: the account's signing secret — its version, the secret
//! masked with *Reveal* and *Copy*, *Rotate* (with what happens to batches already accepted)
//! and *Revoke* behind a confirmation that says what stops and how to resume. The secret lives
//! in the view model for this session only; it is never written to the history, the settings
//! or the log (`WebhookSecret` prints as `***`).

use egui::{RichText, Ui};

use super::actions::Action;
use super::model::{AppModel, Notice, NoticeLevel};
use super::theme;

/// What the view remembers between frames.
#[derive(Debug, Default)]
pub struct WebhooksState {
    /// The secret was asked for in this session.
    asked: bool,
    /// Show the secret in clear.
    reveal: bool,
    /// The action waiting for its confirmation.
    confirm: Option<SecretConfirm>,
}

/// A secret action that asks first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SecretConfirm {
    Rotate,
    Revoke,
}

impl WebhooksState {
    /// Another profile opened: ask again, show masked.
    pub fn reset(&mut self) {
        *self = Self::default();
    }
}

/// The secret as shown when masked: its length in dots, no characters.
fn masked(secret: &str) -> String {
    "\u{2022}".repeat(secret.chars().count().clamp(8, 24))
}

/// The Webhooks view.
pub fn webhooks_ui(
    ui: &mut Ui,
    state: &mut WebhooksState,
    model: &AppModel,
    actions: &mut Vec<Action>,
) {
    if !state.asked {
        state.asked = true;
        actions.push(Action::GetWebhookSecret);
    }
    egui::ScrollArea::vertical()
        .id_salt("webhooks_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Frame::new()
                .inner_margin(egui::Margin::symmetric(16, 12))
                .show(ui, |ui| {
                    ui.set_max_width(theme::CONTENT_MAX_WIDTH.min(ui.available_width()));
                    ui.heading("Webhook signing secret");
                    ui.label("The service signs every batch webhook with this secret (HMAC-SHA256 over the raw body). A receiver checks the signature with it before trusting a delivery.");
                    ui.add_space(theme::SPACE_M);
                    secret_ui(ui, state, model, actions);
                });
        });
}

fn secret_ui(ui: &mut Ui, state: &mut WebhooksState, model: &AppModel, actions: &mut Vec<Action>) {
    let Some(secret) = &model.webhook_secret else {
        if model.webhook_secret_revoked {
            ui.label("The signing secrets were revoked: outstanding webhook deliveries are suppressed. Fetching the secret again issues a new version, and batches accepted from then on are signed with it.");
            if ui.button("Issue a new secret").clicked() {
                actions.push(Action::GetWebhookSecret);
            }
        } else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Reading the signing secret\u{2026}");
            });
            if ui.small_button("Ask again").clicked() {
                actions.push(Action::GetWebhookSecret);
            }
        }
        return;
    };
    egui::Grid::new("webhook_secret")
        .num_columns(2)
        .spacing([theme::SPACE_L, theme::SPACE_M])
        .show(ui, |ui| {
            ui.label("Version");
            ui.strong(format!("Version {}", secret.version));
            ui.end_row();
            ui.label("Secret");
            ui.horizontal(|ui| {
                let shown = if state.reveal {
                    secret.secret.clone()
                } else {
                    masked(&secret.secret)
                };
                ui.add(egui::Label::new(RichText::new(shown).monospace()).selectable(state.reveal));
                let label = if state.reveal { "Hide" } else { "Reveal" };
                if ui.small_button(label).clicked() {
                    state.reveal = !state.reveal;
                }
                if ui
                    .small_button("Copy")
                    .on_hover_text("Copies the secret to the clipboard")
                    .clicked()
                {
                    ui.ctx().copy_text(secret.secret.clone());
                    actions.push(Action::Notify(Notice::new(
                        NoticeLevel::Info,
                        format!(
                            "The signing secret (version {}) was copied.",
                            secret.version
                        ),
                    )));
                }
            });
            ui.end_row();
        });
    ui.add_space(theme::SPACE_M);
    ui.horizontal(|ui| {
        if ui.button("Rotate\u{2026}").clicked() {
            state.confirm = Some(SecretConfirm::Rotate);
        }
        if ui.button("Revoke\u{2026}").clicked() {
            state.confirm = Some(SecretConfirm::Revoke);
        }
    });
    let Some(confirm) = state.confirm else {
        return;
    };
    let (text, button, action) = match confirm {
        SecretConfirm::Rotate => (
            "A new secret signs the batches accepted from now on. Batches already accepted keep the current secret for 7 days, so their deliveries still verify with it; keep both while they can still arrive.",
            "Rotate the secret",
            Action::RotateWebhookSecret,
        ),
        SecretConfirm::Revoke => (
            "Revoking stops every outstanding webhook delivery (they are suppressed, not sent later). To receive webhooks again, fetch the secret: the service issues a new version for the batches accepted after that.",
            "Revoke the secrets",
            Action::RevokeWebhookSecret,
        ),
    };
    if let Some(confirmed) = confirm_ui(ui, text, button) {
        if confirmed {
            actions.push(action);
        }
        state.confirm = None;
    }
}

/// A framed explanation with a confirm and a cancel button: `Some(true)` confirmed,
/// `Some(false)` cancelled, `None` not decided yet.
fn confirm_ui(ui: &mut Ui, text: &str, confirm: &str) -> Option<bool> {
    ui.add_space(theme::SPACE_S);
    egui::Frame::new()
        .stroke(egui::Stroke::new(1.0, theme::WARNING_DOT))
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            ui.add(egui::Label::new(text).wrap());
            ui.horizontal(|ui| {
                if ui.button(confirm).clicked() {
                    return Some(true);
                }
                ui.button("Cancel").clicked().then_some(false)
            })
            .inner
        })
        .inner
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mask_shows_no_character_of_the_secret() {
        let shown = masked("whsec_abcdef0123456789");
        assert!(shown.chars().all(|c| c == '\u{2022}'));
        assert_eq!(
            masked("ab").chars().count(),
            8,
            "short secrets do not tell their length"
        );
    }
}
