//! The connect form: profile name, service address and API key, verified with a balance call
//! before anything is saved. Used on the welcome page and by "Add profile…".

use egui::Ui;

use gendesk_api::ApiKey;
use gendesk_core::config::ProfileConfig;
use gendesk_core::t;

use super::actions::Action;
use super::theme;

/// Where the form stands.
#[derive(Debug, Clone, Default)]
pub enum ConnectStatus {
    /// Being filled in.
    #[default]
    Editing,
    /// The balance call is on its way.
    Verifying,
    /// Verification or saving failed; the sentence says why.
    Failed(String),
    /// The key works but the keyring refused it.
    KeyringFailed {
        /// Why, for the person.
        reason: String,
        /// The verified profile, waiting for a decision.
        profile: Box<ProfileConfig>,
        /// Its verified key.
        key: ApiKey,
    },
}

/// The form's fields.
#[derive(Debug, Clone, Default)]
pub struct ConnectState {
    /// Profile name.
    pub name: String,
    /// Service address.
    pub base_url: String,
    /// API key as typed (cleared once saved).
    pub key: String,
    /// Progress.
    pub status: ConnectStatus,
    /// The existing profile whose key (and address) is being entered again.
    pub replacing: Option<String>,
    /// Keys are kept beside a portable GenDesk, encrypted, not in the system keyring.
    pub keys_beside: bool,
}

impl ConnectState {
    /// Empties the form (after a save or a cancel).
    pub fn clear(&mut self) {
        *self = Self {
            keys_beside: self.keys_beside,
            ..Self::default()
        };
    }
}

/// The connect form. `cancellable` adds a Cancel button.
pub fn connect_ui(
    ui: &mut Ui,
    state: &mut ConnectState,
    cancellable: bool,
    actions: &mut Vec<Action>,
) {
    let busy = matches!(state.status, ConnectStatus::Verifying);
    egui::Grid::new("connect_grid")
        .num_columns(2)
        .spacing([theme::SPACE_M, theme::SPACE_M])
        .min_col_width(theme::LABEL_WIDTH)
        .show(ui, |ui| {
            let label = ui.label(t!("window-connect-name"));
            ui.add_enabled(
                !busy && state.replacing.is_none(),
                egui::TextEdit::singleline(&mut state.name)
                    .hint_text(t!("window-connect-name.hint"))
                    .desired_width(320.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("window-connect-base-url"));
            ui.add_enabled(
                !busy,
                egui::TextEdit::singleline(&mut state.base_url)
                    .hint_text("https://your-service-host")
                    .desired_width(320.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("window-connect-key"));
            ui.add_enabled(
                !busy,
                egui::TextEdit::singleline(&mut state.key)
                    .password(true)
                    .hint_text(if state.keys_beside {
                        t!("window-connect-key-beside")
                    } else {
                        t!("window-connect-key.hint")
                    })
                    .desired_width(320.0),
            )
            .labelled_by(label.id);
            ui.end_row();
        });
    ui.add_space(theme::SPACE_M);
    ui.horizontal(|ui| {
        let ready = !busy
            && !state.name.trim().is_empty()
            && !state.base_url.trim().is_empty()
            && !state.key.trim().is_empty();
        if ui
            .add_enabled(ready, egui::Button::new(t!("window-connect-verify")))
            .on_disabled_hover_text(t!("window-connect-verify.hint"))
            .clicked()
        {
            actions.push(Action::VerifyAndSave);
        }
        if cancellable
            && ui
                .add_enabled(!busy, egui::Button::new(t!("window-connect-cancel")))
                .clicked()
        {
            actions.push(Action::CloseConnectForm);
        }
        if busy {
            ui.spinner();
            ui.label(t!("window-connect-checking"));
        }
    });
    match &state.status {
        ConnectStatus::Failed(message) => {
            theme::error_text(ui, message);
        }
        ConnectStatus::KeyringFailed { reason, .. } => {
            ui.add_space(theme::SPACE_S);
            ui.label(t!("window-connect-keyring-failed"));
            theme::error_text(ui, reason);
            ui.label(t!("window-connect-keyring-session"));
            if ui.button(t!("window-connect-session-only")).clicked() {
                actions.push(Action::UseSessionOnly);
            }
        }
        ConnectStatus::Editing | ConnectStatus::Verifying => {}
    }
}
