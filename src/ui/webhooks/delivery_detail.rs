//! One delivery in full: its verdict and the precise reason, what GenDesk did with it, the
//! request line and every header, the raw body exactly as received beside the pretty-printed
//! JSON, the signed string that was checked with the expected and received signatures, and
//! *Copy body*, *Copy headers* and *Copy as curl* (to replay the exact bytes elsewhere).

use egui::{RichText, Ui};

use gendesk_core::store::{DeliveryDetail, DeliveryKind};
use gendesk_core::t;
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
                    DeliveryKind::Webhook => t!("hook-kind-webhook"),
                    DeliveryKind::Callback => t!("hook-kind-single-callback"),
                });
                ui.weak(t!(
                    "hook-received-at",
                    time = time.clock_time(summary.received_ms)
                ));
                if summary.attempt > 1 {
                    ui.weak(t!("hook-attempt-of-event", attempt = summary.attempt));
                }
            });
            ui.add(egui::Label::new(&summary.reason).wrap());
            if !summary.action.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    ui.strong(t!("hook-what-done"));
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
    let copied = |words: String| Action::Notify(Notice::new(NoticeLevel::Info, words));
    ui.horizontal_wrapped(|ui| {
        if ui.button(t!("hook-copy-body")).clicked() {
            ui.ctx()
                .copy_text(String::from_utf8_lossy(&detail.body).into_owned());
            actions.push(copied(t!("hook-copied-body")));
        }
        if ui.button(t!("hook-copy-headers")).clicked() {
            ui.ctx().copy_text(header_lines(&detail.headers));
            actions.push(copied(t!("hook-copied-headers")));
        }
    });
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("hook-replay-to"));
        ui.add(
            egui::TextEdit::singleline(&mut state.replay_url)
                .hint_text(REPLAY_HINT)
                .desired_width(260.0),
        )
        .labelled_by(label.id);
        let url = state.replay_url.trim();
        let url = if url.is_empty() { REPLAY_HINT } else { url };
        if ui
            .button(t!("hook-copy-curl"))
            .on_hover_text(t!("hook-copy-curl.hint"))
            .clicked()
        {
            ui.ctx()
                .copy_text(curl_command(url, &detail.headers, &detail.body));
            actions.push(copied(t!("hook-copied-curl")));
        }
    });
}

fn request_ui(ui: &mut Ui, detail: &DeliveryDetail) {
    ui.strong(t!("hook-request"));
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
        ui.strong(t!("hook-body"));
        ui.weak(t!("hook-bytes", count = body.len()));
        if !utf8 {
            ui.colored_label(theme::WARNING_DOT, t!("hook-body-not-utf8"));
        }
        if body.len() > BODY_SHOWN {
            ui.weak(t!("hook-body-first-kib", kib = BODY_SHOWN / 1024));
        }
    });
    let pretty = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|value| serde_json::to_string_pretty(&value).ok());
    match pretty {
        Some(pretty) if ui.available_width() >= 560.0 => {
            ui.columns(2, |columns| {
                columns[0].weak(t!("hook-as-received"));
                code_ui(&mut columns[0], "delivery_raw", &text);
                columns[1].weak(t!("hook-pretty-json"));
                code_ui(&mut columns[1], "delivery_pretty", &pretty);
            });
        }
        Some(pretty) => {
            ui.weak(t!("hook-as-received"));
            code_ui(ui, "delivery_raw", &text);
            ui.weak(t!("hook-pretty-json"));
            code_ui(ui, "delivery_pretty", &pretty);
        }
        None => {
            ui.weak(t!("hook-as-received-not-json"));
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
    ui.strong(t!("hook-signature-check"));
    match (&detail.summary.event_id, &detail.signed_timestamp) {
        (Some(event_id), Some(timestamp)) => {
            ui.weak(t!("hook-signed-string"));
            let signed =
                signed_string_preview(event_id, timestamp, &detail.body, SIGNED_BODY_SHOWN);
            code_ui(ui, "delivery_signed", &signed);
        }
        _ => {
            ui.weak(t!("hook-no-signed-string"));
        }
    }
    egui::Grid::new("delivery_signatures")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(t!("hook-signature-received"));
            ui.label(
                RichText::new(
                    detail
                        .received_signature
                        .clone()
                        .unwrap_or_else(|| t!("hook-signature-none")),
                )
                .monospace()
                .small(),
            );
            ui.end_row();
            ui.label(t!("hook-signature-expected"));
            ui.label(
                RichText::new(
                    detail
                        .expected_signature
                        .clone()
                        .unwrap_or_else(|| t!("hook-signature-not-computed")),
                )
                .monospace()
                .small(),
            );
            ui.end_row();
            if let Some(version) = detail.summary.secret_version {
                ui.label(t!("hook-secret-version-row"));
                ui.label(format!("{version}"));
                ui.end_row();
            }
        });
}
