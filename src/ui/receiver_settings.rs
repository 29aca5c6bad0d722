//! Settings → Webhook receiver: the port on 127.0.0.1, the freshness window, how many
//! deliveries each profile keeps, and the public URL of the person's own tunnel. Edits are
//! drafts until *Apply*, so the receiver is not restarted at every keystroke; a port outside
//! 1–65535 is refused with a reason, never clamped, and where the receiver stands now is shown.

use egui::Ui;
use gendesk_core::engine::ReceiverStatus;
use gendesk_core::t;

use super::prefs::UiPrefs;
use super::receiver_prefs::{
    KEPT_MAX, KEPT_MIN, ReceiverPrefs, TOLERANCE_SECS_MAX, TOLERANCE_SECS_MIN, check_public_url,
};

/// The section's drafts (`None` until edited).
#[derive(Debug, Clone, Default)]
pub struct ReceiverDraft {
    draft: Option<ReceiverPrefs>,
    url_text: String,
    port_text: String,
}

/// The port as typed: a whole number from 1 to 65535, or what is wrong with it.
fn parse_port(text: &str) -> Result<u16, String> {
    let text = text.trim();
    text.parse::<u16>()
        .ok()
        .filter(|port| *port != 0)
        .ok_or_else(|| t!("settings-receiver-bad-port", text = text))
}

/// The section; applying a valid draft changes `prefs`. `status` is where the open profile's
/// receiver stands now.
pub fn receiver_section_ui(
    ui: &mut Ui,
    state: &mut ReceiverDraft,
    prefs: &mut UiPrefs,
    status: &ReceiverStatus,
) {
    ui.strong(t!("settings-receiver"));
    ui.weak(t!("settings-receiver-explained"));
    match status {
        ReceiverStatus::Off => {
            ui.weak(t!("settings-receiver-off"));
        }
        ReceiverStatus::Listening { port, .. } => {
            ui.label(t!("settings-receiver-listening", port = port.to_string()));
        }
        ReceiverStatus::Failed(failure) => {
            super::theme::error_text(
                ui,
                &t!(
                    "settings-receiver-failed",
                    reason = gendesk_core::wording::receiver_failure(failure)
                ),
            );
        }
    }
    let draft = state.draft.get_or_insert_with(|| {
        state.url_text = prefs.receiver.public_url.clone().unwrap_or_default();
        state.port_text = prefs.receiver.port.to_string();
        prefs.receiver.clone()
    });
    let mut port_problem = None;
    egui::Grid::new("receiver_settings")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label(t!("settings-receiver-port"));
            ui.add(egui::TextEdit::singleline(&mut state.port_text).desired_width(80.0))
                .labelled_by(label.id)
                .on_hover_text(t!("settings-receiver-port.hint"));
            match parse_port(&state.port_text) {
                Ok(port) => draft.port = port,
                Err(problem) => port_problem = Some(problem),
            }
            ui.end_row();
            let label = ui.label(t!("settings-receiver-freshness"));
            ui.add(
                egui::DragValue::new(&mut draft.tolerance_secs)
                    .range(TOLERANCE_SECS_MIN..=TOLERANCE_SECS_MAX)
                    .suffix(" s"),
            )
            .labelled_by(label.id)
            .on_hover_text(t!("settings-receiver-freshness.hint"));
            ui.end_row();
            let label = ui.label(t!("settings-receiver-kept"));
            ui.add(
                egui::DragValue::new(&mut draft.kept)
                    .range(KEPT_MIN..=KEPT_MAX)
                    .suffix(t!("settings-receiver-kept-unit")),
            )
            .labelled_by(label.id)
            .on_hover_text(t!("settings-receiver-kept.hint"));
            ui.end_row();
            let label = ui.label(t!("settings-receiver-tunnel"));
            ui.add(
                egui::TextEdit::singleline(&mut state.url_text)
                    .hint_text("https://your-tunnel.example")
                    .desired_width(280.0),
            )
            .labelled_by(label.id)
            .on_hover_text(t!("settings-receiver-tunnel.hint"));
            ui.end_row();
        });
    let url = state.url_text.trim();
    let url_problem = (!url.is_empty())
        .then(|| check_public_url(url).err())
        .flatten();
    if let Some(problem) = &port_problem {
        super::theme::error_text(ui, problem);
    }
    if let Some(problem) = &url_problem {
        super::theme::error_text(ui, problem);
    }
    let candidate = ReceiverPrefs {
        public_url: Some(url.to_owned()),
        ..draft.clone()
    }
    .sanitized();
    let changed = candidate != prefs.receiver;
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                changed && url_problem.is_none() && port_problem.is_none(),
                egui::Button::new(t!("settings-receiver-apply")),
            )
            .clicked()
        {
            prefs.receiver = candidate;
        }
        if (changed || port_problem.is_some()) && ui.button(t!("settings-receiver-undo")).clicked()
        {
            state.draft = None;
        }
    });
}
