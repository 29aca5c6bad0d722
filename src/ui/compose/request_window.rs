//! "Show request": the exact JSON the form will send, and the same request as a curl command
//! with the API key masked, each with a Copy button. While the form is invalid it lists what to
//! fix instead.

use egui::{RichText, Ui};

use gendesk_core::catalog::ModelSpec;
use gendesk_core::compose::request_preview;
use gendesk_core::t;

use super::ComposeState;
use crate::ui::theme;

/// The preview window, while open.
pub(super) fn request_window(
    ui: &mut Ui,
    state: &mut ComposeState,
    spec: &ModelSpec,
    base_url: &str,
) {
    if !state.show_request {
        return;
    }
    let Some(form) = &state.form else {
        return;
    };
    let built = form.build_request(spec);
    let mut open = true;
    let shown = egui::Window::new(t!("compose-request-preview"))
        .id(egui::Id::unique("Request preview"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(560.0)
        .default_pos(egui::pos2(ui.ctx().content_rect().center().x - 280.0, 90.0))
        .show(ui.ctx(), |ui| match &built {
            Ok(request) => {
                let preview = request_preview(base_url, &spec.id, request);
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new("POST").strong());
                    ui.label(RichText::new(&preview.url).monospace());
                });
                ui.add_space(theme::SPACE_S);
                block_ui(
                    ui,
                    &t!("compose-request-body"),
                    &preview.json_pretty,
                    &t!("compose-copy-json"),
                    false,
                );
                ui.add_space(theme::SPACE_M);
                block_ui(ui, "curl", &preview.curl, &t!("compose-copy-curl"), true);
                ui.add(
                    egui::Label::new(RichText::new(t!("compose-api-key-hidden")).weak().small())
                        .wrap(),
                );
            }
            Err(issues) => {
                ui.label(t!("compose-request-not-built"));
                for issue in issues {
                    theme::error_text(ui, &format!("\u{2022} {}", issue.message));
                }
            }
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    if !open {
        state.show_request = false;
    }
}

/// A titled monospace block with a Copy button; `wrap` breaks long lines (the one-line curl
/// command) instead of scrolling sideways.
fn block_ui(ui: &mut Ui, title: &str, text: &str, copy: &str, wrap: bool) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(title).strong());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .button(copy)
                .on_hover_text(t!("compose-copy-hint"))
                .clicked()
            {
                ui.ctx().copy_text(text.to_owned());
            }
        });
    });
    egui::Frame::group(ui.style()).show(ui, |ui| {
        let label = egui::Label::new(RichText::new(text).monospace()).selectable(true);
        let scroll = if wrap {
            egui::ScrollArea::vertical()
        } else {
            egui::ScrollArea::both()
        };
        scroll
            .id_salt(("compose_preview", wrap))
            .max_height(220.0)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.add(if wrap { label.wrap() } else { label.extend() });
            });
    });
}
