//! Settings → Webhook receiver: the port on 127.0.0.1, the freshness window, how many
//! deliveries each profile keeps, and the public URL of the person's own tunnel. Edits are
//! drafts until *Apply*, so the receiver is not restarted at every keystroke.

use egui::Ui;

use super::prefs::UiPrefs;
use super::receiver_prefs::{
    KEPT_MAX, KEPT_MIN, ReceiverPrefs, TOLERANCE_SECS_MAX, TOLERANCE_SECS_MIN, check_public_url,
};

/// The section's drafts (`None` until edited).
#[derive(Debug, Clone, Default)]
pub struct ReceiverDraft {
    draft: Option<ReceiverPrefs>,
    url_text: String,
}

/// The section; applying a valid draft changes `prefs`.
pub fn receiver_section_ui(ui: &mut Ui, state: &mut ReceiverDraft, prefs: &mut UiPrefs) {
    ui.strong("Webhook receiver");
    ui.weak("Turn it on per profile in the Webhooks view. It listens on this computer only (127.0.0.1).");
    let draft = state.draft.get_or_insert_with(|| {
        state.url_text = prefs.receiver.public_url.clone().unwrap_or_default();
        prefs.receiver.clone()
    });
    egui::Grid::new("receiver_settings")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label("Port");
            ui.add(egui::DragValue::new(&mut draft.port).range(1..=65_535))
                .labelled_by(label.id)
                .on_hover_text("The port on 127.0.0.1; choose another if a program already uses it");
            ui.end_row();
            let label = ui.label("Freshness window");
            ui.add(
                egui::DragValue::new(&mut draft.tolerance_secs)
                    .range(TOLERANCE_SECS_MIN..=TOLERANCE_SECS_MAX)
                    .suffix(" s"),
            )
            .labelled_by(label.id)
            .on_hover_text("How far a webhook's signing time may be from this computer's clock before it is refused as too old or from the future");
            ui.end_row();
            let label = ui.label("Deliveries kept");
            ui.add(
                egui::DragValue::new(&mut draft.kept)
                    .range(KEPT_MIN..=KEPT_MAX)
                    .suffix(" per profile"),
            )
            .labelled_by(label.id)
            .on_hover_text("The oldest deliveries are removed beyond this number");
            ui.end_row();
            let label = ui.label("Tunnel URL");
            ui.add(
                egui::TextEdit::singleline(&mut state.url_text)
                    .hint_text("https://your-tunnel.example")
                    .desired_width(280.0),
            )
            .labelled_by(label.id)
            .on_hover_text("The public https:// address of your own tunnel to this port; the forms use it for a real service");
            ui.end_row();
        });
    let url = state.url_text.trim();
    let url_problem = (!url.is_empty())
        .then(|| check_public_url(url).err())
        .flatten();
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
            .add_enabled(changed && url_problem.is_none(), egui::Button::new("Apply"))
            .clicked()
        {
            prefs.receiver = candidate;
        }
        if changed && ui.button("Undo").clicked() {
            state.draft = None;
        }
    });
}
