//! The waveform of a sound: its peaks drawn to the width it gets, the part played in the
//! accent colour, a play head, and click or drag to seek. It takes keyboard focus, and Space
//! then plays or pauses.

use std::time::Duration;

use egui::{Color32, Response, Sense, Ui};

use gendesk_core::media::audio::AudioClip;
use gendesk_core::t;

/// Height of a player's waveform.
pub const HEIGHT: f32 = 64.0;

/// What the person did with the waveform.
#[derive(Debug, Default)]
pub struct WaveformInput {
    /// Clicked or dragged to this time.
    pub seek_to: Option<Duration>,
    /// Space pressed while it had focus.
    pub toggle: bool,
}

/// Draws `clip`'s waveform across the available width, `position` into `duration` played.
#[allow(
    clippy::cast_precision_loss,
    reason = "column counts are a few hundred"
)]
pub fn waveform_ui(
    ui: &mut Ui,
    clip: Option<&AudioClip>,
    position: Duration,
    duration: Option<Duration>,
    name: &str,
) -> (Response, WaveformInput) {
    let width = ui.available_width().max(60.0);
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, HEIGHT), Sense::click_and_drag());
    let total = duration.unwrap_or_default();
    let fraction = if total.is_zero() {
        0.0
    } else {
        (position.as_secs_f32() / total.as_secs_f32()).clamp(0.0, 1.0)
    };
    response.widget_info(|| {
        egui::WidgetInfo::slider(
            true,
            f64::from(fraction) * total.as_secs_f64(),
            t!("player-waveform", name = name),
        )
    });
    let mut input = WaveformInput::default();
    if (response.clicked() || response.dragged())
        && let Some(pointer) = response.interact_pointer_pos()
        && !total.is_zero()
    {
        let at = ((pointer.x - rect.left()) / rect.width()).clamp(0.0, 1.0);
        input.seek_to = Some(total.mul_f32(at));
        response.request_focus();
    }
    if response.has_focus() && ui.input(|i| i.key_pressed(egui::Key::Space)) {
        input.toggle = true;
    }
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    painter.rect_filled(rect, 4.0, visuals.extreme_bg_color);
    if response.has_focus() {
        painter.rect_stroke(
            rect,
            4.0,
            visuals.selection.stroke,
            egui::StrokeKind::Inside,
        );
    }
    let played_colour = visuals.selection.stroke.color;
    let rest_colour = visuals.weak_text_color();
    let middle = rect.center().y;
    let half = rect.height() / 2.0 - 4.0;
    match clip {
        Some(clip) => {
            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                reason = "a width in points, at least 60"
            )]
            let columns = (rect.width() / 2.0).round() as usize;
            let peaks = clip.peaks(columns.max(1));
            let loudest = peaks
                .iter()
                .map(|(min, max)| min.abs().max(max.abs()))
                .fold(0.0_f32, f32::max)
                .max(0.125);
            let step = rect.width() / peaks.len().max(1) as f32;
            let head = rect.left() + fraction * rect.width();
            for (column, (min, max)) in peaks.iter().enumerate() {
                let x = rect.left() + (column as f32 + 0.5) * step;
                let top = middle - (max / loudest).clamp(-1.0, 1.0) * half;
                let bottom = middle - (min / loudest).clamp(-1.0, 1.0) * half;
                let colour = if x <= head {
                    played_colour
                } else {
                    rest_colour
                };
                painter.line_segment(
                    [
                        egui::pos2(x, top.min(middle - 0.5)),
                        egui::pos2(x, bottom.max(middle + 0.5)),
                    ],
                    egui::Stroke::new((step - 0.5).clamp(1.0, 3.0), colour),
                );
            }
            painter.line_segment(
                [
                    egui::pos2(head, rect.top()),
                    egui::pos2(head, rect.bottom()),
                ],
                egui::Stroke::new(2.0, visuals.strong_text_color()),
            );
        }
        None => {
            painter.line_segment(
                [
                    egui::pos2(rect.left() + 4.0, middle),
                    egui::pos2(rect.right() - 4.0, middle),
                ],
                egui::Stroke::new(1.0, Color32::from_gray(128)),
            );
        }
    }
    let response = response.on_hover_cursor(egui::CursorIcon::PointingHand);
    (response, input)
}
