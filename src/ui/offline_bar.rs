//! The strip under the top bar while the service cannot be reached: since when, and that
//! GenDesk waits and goes on by itself (the engine's connectivity check).

use egui::{RichText, Ui};
use egui_material_icons::icons::ICON_CLOUD_OFF;

use super::theme;

/// "Offline since 14:03:27", with what GenDesk does about it; `since` is a time of day.
pub fn offline_bar_ui(ui: &mut Ui, since: &str) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(<&str>::from(ICON_CLOUD_OFF)).color(theme::WARNING_DOT));
        ui.label(
            RichText::new(format!("Offline since {since}"))
                .strong()
                .color(theme::WARNING_DOT),
        );
        ui.label(
            "GenDesk cannot reach the service. Status checks and downloads wait and go on by themselves when it answers; nothing is lost or sent twice. If it lasts, check this computer's connection and the Network settings.",
        );
    });
}
