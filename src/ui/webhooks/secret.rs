//! The signing-secret panel: the account's secret — its version, masked with *Reveal* and
//! *Copy*, *Rotate* (with what happens to batches already accepted) and *Revoke* behind a
//! confirmation that says what stops and how to resume — and the versions GenDesk keeps in the
//! OS keyring to verify webhooks. The secret lives in the view model for this session only; it
//! is never written to the history, the settings or the log (`WebhookSecret` prints as `***`).

use egui::{RichText, Ui};

use gendesk_core::t;
use gendesk_core::webhooks::ring::SecretStatus;

use super::super::actions::Action;
use super::super::frame_time::FrameTime;
use super::super::live_state::{LiveState, Notice, NoticeLevel};
use super::super::theme;

/// What the view remembers between frames.
#[derive(Debug, Default)]
pub struct SecretState {
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

/// The secret as shown when masked: its length in dots, no characters.
fn masked(secret: &str) -> String {
    "\u{2022}".repeat(secret.chars().count().clamp(8, 24))
}

/// Asks for the secret the first time the view is shown for a profile.
pub fn ask_once(state: &mut SecretState, actions: &mut Vec<Action>) {
    if !state.asked {
        state.asked = true;
        actions.push(Action::GetWebhookSecret);
    }
}

/// The panel.
pub fn secret_panel_ui(
    ui: &mut Ui,
    state: &mut SecretState,
    live: &LiveState,
    time: FrameTime,
    actions: &mut Vec<Action>,
) {
    ask_once(state, actions);
    ui.heading(t!("hook-secret-title"));
    ui.add(egui::Label::new(t!("hook-secret-explained")).wrap());
    ui.add_space(theme::SPACE_S);
    secret_ui(ui, state, live, actions);
    versions_ui(ui, live, time);
}

/// The versions kept in the keyring and which of them may sign now.
fn versions_ui(ui: &mut Ui, live: &LiveState, time: FrameTime) {
    if live.secret_versions.len() < 2 {
        return;
    }
    ui.add_space(theme::SPACE_S);
    ui.weak(t!("hook-versions-kept"));
    for (version, status) in &live.secret_versions {
        let version = version.to_string();
        let text = match status {
            SecretStatus::Current => t!("hook-version-current", version = version),
            SecretStatus::Grace { until_ms } => t!(
                "hook-version-grace",
                version = version,
                until = time.day_time(*until_ms)
            ),
            SecretStatus::Expired => t!("hook-version-expired", version = version),
            SecretStatus::Revoked { at_ms } => t!(
                "hook-version-revoked",
                version = version,
                at = time.day_time(*at_ms)
            ),
        };
        ui.label(RichText::new(text).small());
    }
}

fn secret_ui(ui: &mut Ui, state: &mut SecretState, live: &LiveState, actions: &mut Vec<Action>) {
    let Some(secret) = &live.webhook_secret else {
        if live.webhook_secret_revoked {
            ui.label(t!("hook-secret-revoked"));
            if ui.button(t!("hook-secret-issue")).clicked() {
                actions.push(Action::GetWebhookSecret);
            }
        } else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("hook-secret-reading"));
            });
            if ui.small_button(t!("hook-secret-ask-again")).clicked() {
                actions.push(Action::GetWebhookSecret);
            }
        }
        return;
    };
    egui::Grid::new("webhook_secret")
        .num_columns(2)
        .spacing([theme::SPACE_L, theme::SPACE_M])
        .show(ui, |ui| {
            ui.label(t!("hook-secret-version-label"));
            ui.strong(t!(
                "hook-secret-version",
                version = secret.version.to_string()
            ));
            ui.end_row();
            ui.label(t!("hook-secret-label"));
            ui.horizontal(|ui| {
                let shown = if state.reveal {
                    secret.secret.clone()
                } else {
                    masked(&secret.secret)
                };
                ui.add(egui::Label::new(RichText::new(shown).monospace()).selectable(state.reveal));
                let label = if state.reveal {
                    t!("hook-secret-hide")
                } else {
                    t!("hook-secret-reveal")
                };
                if ui.small_button(label).clicked() {
                    state.reveal = !state.reveal;
                }
                if ui
                    .small_button(t!("hook-secret-copy"))
                    .on_hover_text(t!("hook-secret-copy.hint"))
                    .clicked()
                {
                    ui.ctx().copy_text(secret.secret.clone());
                    actions.push(Action::Notify(Notice::new(
                        NoticeLevel::Info,
                        t!("hook-secret-copied", version = secret.version.to_string()),
                    )));
                }
            });
            ui.end_row();
        });
    ui.add_space(theme::SPACE_M);
    ui.horizontal(|ui| {
        if ui.button(t!("hook-secret-rotate")).clicked() {
            state.confirm = Some(SecretConfirm::Rotate);
        }
        if ui.button(t!("hook-secret-revoke")).clicked() {
            state.confirm = Some(SecretConfirm::Revoke);
        }
    });
    let Some(confirm) = state.confirm else {
        return;
    };
    let (text, button, action) = match confirm {
        SecretConfirm::Rotate => (
            t!("hook-rotate-explained"),
            t!("hook-rotate-confirm"),
            Action::RotateWebhookSecret,
        ),
        SecretConfirm::Revoke => (
            t!("hook-revoke-explained"),
            t!("hook-revoke-confirm"),
            Action::RevokeWebhookSecret,
        ),
    };
    if let Some(confirmed) = confirm_ui(ui, &text, &button) {
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
                let cancel = ui
                    .button(t!("hook-cancel"))
                    .on_hover_text(t!("hook-cancel.hint"))
                    .clicked();
                (cancel || crate::ui::escape::closes_panel(ui.ctx())).then_some(false)
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
