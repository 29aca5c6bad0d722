//! A small painted icon per model kind (a picture, a play button, a note). Painted rather than
//! typed: egui 0.37's bundled fonts have no emoji, so `ModelKind::icon()` glyphs would not show.

use egui::{Color32, CornerRadius, Response, Sense, Shape, Stroke, Ui, pos2, vec2};

use gendesk_core::catalog::ModelKind;
use gendesk_core::t;

/// Side of the icon, in points.
const SIZE: f32 = 18.0;

/// Background colour of a kind's icon.
fn kind_colour(kind: ModelKind) -> Color32 {
    match kind {
        ModelKind::Image => Color32::from_rgb(0x2f, 0x8f, 0x6f),
        ModelKind::Video => Color32::from_rgb(0x3a, 0x6c, 0xc8),
        ModelKind::Audio => Color32::from_rgb(0xb0, 0x5a, 0x2c),
    }
}

/// The name of `kind` for people: "Image", "Video", "Music".
pub(super) fn kind_name(kind: ModelKind) -> String {
    match kind {
        ModelKind::Image => t!("compose-kind-image"),
        ModelKind::Video => t!("compose-kind-video"),
        ModelKind::Audio => t!("compose-kind-music"),
    }
}

/// "Image model", "Video model", "Music model".
pub(super) fn kind_model(kind: ModelKind) -> String {
    t!("compose-kind-model", kind = kind.as_str())
}

/// The icon of `kind`, named "<Kind> model" for screen readers.
pub(super) fn kind_icon(ui: &mut Ui, kind: ModelKind) -> Response {
    let (rect, response) = ui.allocate_exact_size(vec2(SIZE, SIZE), Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, kind_model(kind)));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter();
        painter.rect_filled(rect, CornerRadius::same(4), kind_colour(kind));
        let fg = Color32::WHITE;
        let r = rect.shrink(4.0);
        match kind {
            ModelKind::Image => {
                // A mountain under a sun.
                painter.add(Shape::convex_polygon(
                    vec![
                        r.left_bottom(),
                        pos2(r.left() + r.width() * 0.4, r.top() + r.height() * 0.3),
                        pos2(r.left() + r.width() * 0.65, r.top() + r.height() * 0.65),
                        pos2(r.left() + r.width() * 0.8, r.top() + r.height() * 0.5),
                        r.right_bottom(),
                    ],
                    fg,
                    Stroke::NONE,
                ));
                painter.circle_filled(pos2(r.right() - 1.5, r.top() + 1.5), 1.6, fg);
            }
            ModelKind::Video => {
                // A play button.
                painter.add(Shape::convex_polygon(
                    vec![
                        pos2(r.left() + 1.0, r.top()),
                        pos2(r.right(), r.center().y),
                        pos2(r.left() + 1.0, r.bottom()),
                    ],
                    fg,
                    Stroke::NONE,
                ));
            }
            ModelKind::Audio => {
                // A quaver.
                let head = pos2(r.left() + 2.5, r.bottom() - 2.0);
                painter.circle_filled(head, 2.5, fg);
                let stem_x = head.x + 2.2;
                painter.line_segment(
                    [pos2(stem_x, head.y), pos2(stem_x, r.top())],
                    Stroke::new(1.5, fg),
                );
                painter.line_segment(
                    [pos2(stem_x, r.top()), pos2(r.right(), r.top() + 3.0)],
                    Stroke::new(1.5, fg),
                );
            }
        }
    }
    response
}
