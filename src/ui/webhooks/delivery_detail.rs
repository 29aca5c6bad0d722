//! One delivery in full: its verdict and the precise reason, what GenDesk did with it, the
//! request line and every header, the raw body exactly as received beside the pretty-printed
//! JSON, the signed string that was checked with the expected and received signatures, and
//! *Copy body*, *Copy headers* and *Copy as curl* (to replay the exact bytes elsewhere).

use egui::{RichText, Ui};

use gendesk_core::store::{DeliveryDetail, DeliveryKind};
use gendesk_core::webhooks::check::signed_string_preview;
use gendesk_core::webhooks::replay::{curl_command, header_lines};

use super::super::actions::Action;
use super::super::live_state::{Notice, NoticeLevel};
use super::super::theme;
use super::inspector::verdict_badge;
use crate::ui::frame_time::FrameTime;

/// Body bytes shown at most (the copy buttons always take all of it).
const BODY_SHOWN: usize = 64 * 1024;
/// Body bytes shown in the signed string.
const SIGNED_BODY_SHOWN: usize = 600;
/// Placeholder of the replay URL.
const REPLAY_HINT: &str = "http://localhost:3000/webhook";

/// What the pane remembers.
#[derive(Debug, Clone, Default)]
pub struct DetailState {
    /// Where "Copy as curl" sends the request.
    pub replay_url: String,
}

/// The pane.
pub fn detail_ui(
    ui: &mut Ui,
    detail: &DeliveryDetail,
    state: &mut DetailState,
    time: FrameTime,
    actions: &mut Vec<Action>,
) {
    let summary = &detail.summary;
    egui::ScrollArea::vertical()
        .id_salt("delivery_detail_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                verdict_badge(ui, summary.verdict);
                ui.strong(match summary.kind {
                    DeliveryKind::Webhook => "Batch webhook",
                    DeliveryKind::Callback => "Single-task callback",
                });
                ui.weak(format!("received {}", time.clock_time(summary.received_ms)));
                if summary.attempt > 1 {
                    ui.weak(format!("\u{b7} delivery {} of this event", summary.attempt));
                }
            });
            ui.add(egui::Label::new(&summary.reason).wrap());
            if !summary.action.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    ui.strong("What GenDesk did:");
                    ui.label(&summary.action);
                });
            }
            ui.add_space(theme::SPACE_S);
            buttons_ui(ui, detail, state, actions);
            ui.separator();
            request_ui(ui, detail);
            ui.separator();
            body_ui(ui, &detail.body);
            if summary.kind == DeliveryKind::Webhook {
                ui.separator();
                signature_ui(ui, detail);
            }
        });
}

fn buttons_ui(
    ui: &mut Ui,
    detail: &DeliveryDetail,
    state: &mut DetailState,
    actions: &mut Vec<Action>,
) {
    let copied = |what: &str| {
        Action::Notify(Notice::new(
            NoticeLevel::Info,
            format!("The delivery's {what} was copied."),
        ))
    };
    ui.horizontal_wrapped(|ui| {
        if ui.button("Copy body").clicked() {
            ui.ctx()
                .copy_text(String::from_utf8_lossy(&detail.body).into_owned());
            actions.push(copied("body"));
        }
        if ui.button("Copy headers").clicked() {
            ui.ctx().copy_text(header_lines(&detail.headers));
            actions.push(copied("headers"));
        }
    });
    ui.horizontal_wrapped(|ui| {
        let label = ui.label("Replay to");
        ui.add(
            egui::TextEdit::singleline(&mut state.replay_url)
                .hint_text(REPLAY_HINT)
                .desired_width(260.0),
        )
        .labelled_by(label.id);
        let url = state.replay_url.trim();
        let url = if url.is_empty() { REPLAY_HINT } else { url };
        if ui
            .button("Copy as curl")
            .on_hover_text("A shell command that sends exactly these bytes and headers to the URL, e.g. your own server under development")
            .clicked()
        {
            ui.ctx()
                .copy_text(curl_command(url, &detail.headers, &detail.body));
            actions.push(copied("curl command"));
        }
    });
}

fn request_ui(ui: &mut Ui, detail: &DeliveryDetail) {
    ui.strong("Request");
    ui.add(
        egui::Label::new(RichText::new(format!("{} {}", detail.method, detail.path)).monospace())
            .wrap(),
    );
    egui::Grid::new("delivery_headers")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (name, value) in &detail.headers {
                ui.label(RichText::new(name).monospace());
                ui.add(egui::Label::new(RichText::new(value).monospace()).wrap());
                ui.end_row();
            }
        });
}

fn body_ui(ui: &mut Ui, body: &[u8]) {
    let text = String::from_utf8_lossy(body.get(..BODY_SHOWN).unwrap_or(body));
    let utf8 = std::str::from_utf8(body).is_ok();
    ui.horizontal(|ui| {
        ui.strong("Body");
        ui.weak(format!("{} bytes", body.len()));
        if !utf8 {
            ui.colored_label(
                theme::WARNING_DOT,
                "not valid UTF-8: shown with replacement marks for the bad bytes (Copy as curl keeps them)",
            );
        }
        if body.len() > BODY_SHOWN {
            ui.weak(format!("(first {} KiB shown)", BODY_SHOWN / 1024));
        }
    });
    let pretty = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|value| serde_json::to_string_pretty(&value).ok());
    match pretty {
        Some(pretty) if ui.available_width() >= 560.0 => {
            ui.columns(2, |columns| {
                columns[0].weak("As received");
                code_ui(&mut columns[0], "delivery_raw", &text);
                columns[1].weak("Pretty-printed JSON");
                code_ui(&mut columns[1], "delivery_pretty", &pretty);
            });
        }
        Some(pretty) => {
            ui.weak("As received");
            code_ui(ui, "delivery_raw", &text);
            ui.weak("Pretty-printed JSON");
            code_ui(ui, "delivery_pretty", &pretty);
        }
        None => {
            ui.weak("As received (not JSON)");
            code_ui(ui, "delivery_raw", &text);
        }
    }
}

/// Read-only, selectable code text that wraps at the width it has.
fn code_ui(ui: &mut Ui, id: &str, text: &str) {
    let mut shown = text;
    ui.add(
        egui::TextEdit::multiline(&mut shown)
            .id_salt(id)
            .code_editor()
            .lock_focus(false)
            .desired_rows(1)
            .desired_width(f32::INFINITY),
    );
}

fn signature_ui(ui: &mut Ui, detail: &DeliveryDetail) {
    ui.strong("Signature check");
    match (&detail.summary.event_id, &detail.signed_timestamp) {
        (Some(event_id), Some(timestamp)) => {
            ui.weak("Signed string ({eventId}.{timestamp}.{raw body}):");
            let signed =
                signed_string_preview(event_id, timestamp, &detail.body, SIGNED_BODY_SHOWN);
            code_ui(ui, "delivery_signed", &signed);
        }
        _ => {
            ui.weak("No signed string: the event id or timestamp header is missing.");
        }
    }
    egui::Grid::new("delivery_signatures")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label("Received");
            ui.label(
                RichText::new(detail.received_signature.as_deref().unwrap_or("(none)"))
                    .monospace()
                    .small(),
            );
            ui.end_row();
            ui.label("Expected");
            ui.label(
                RichText::new(
                    detail.expected_signature.as_deref().unwrap_or(
                        "(not computed: no current secret, or the headers were unusable)",
                    ),
                )
                .monospace()
                .small(),
            );
            ui.end_row();
            if let Some(version) = detail.summary.secret_version {
                ui.label("Secret version");
                ui.label(format!("{version}"));
                ui.end_row();
            }
        });
}
