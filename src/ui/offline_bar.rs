//! The strip under the top bar while the service cannot be reached: since when, and that
//! GenDesk waits and goes on by itself (the engine's connectivity check).

use egui::{RichText, Ui};
use egui_material_icons::icons::ICON_CLOUD_OFF;
use gendesk_core::t;

use super::theme;

/// "Offline since 14:03:27", with what GenDesk does about it; `since` is a time of day.
pub fn offline_bar_ui(ui: &mut Ui, since: &str) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(<&str>::from(ICON_CLOUD_OFF)).color(theme::WARNING_DOT));
        ui.label(
            RichText::new(t!("window-offline-since", since = since))
                .strong()
                .color(theme::WARNING_DOT),
        );
        ui.label(t!("window-offline-text"));
    });
}
