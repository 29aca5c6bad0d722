//! The gallery's grid: only the rows in view are laid out, and only their pages are read.

use egui::{Sense, Ui};

use gendesk_api::ModelKind;
use gendesk_core::store::TaskSummary;
use gendesk_core::t;

use super::super::task_results::MediaKind;
use super::super::theme;
use super::super::thumbnails::{DETAIL_EDGE, LIST_EDGE, Thumb, Thumbnails};
use super::GalleryState;

/// Space between tiles.
const GAP: f32 = 8.0;
/// Height of a tile's caption.
const CAPTION: f32 = 18.0;

/// The grid; returns the position of the tile clicked, if any.
pub fn grid_ui(
    ui: &mut Ui,
    state: &mut GalleryState,
    thumbs: &mut Thumbnails,
    total: usize,
) -> Option<usize> {
    let side = state.size.side();
    let columns = columns_for(ui.available_width(), side);
    let rows = total.div_ceil(columns);
    let row_height = side + CAPTION + GAP;
    let mut area = egui::ScrollArea::vertical()
        .id_salt("gallery_grid")
        .auto_shrink([false, false]);
    if std::mem::take(&mut state.scroll_to_open)
        && let Some(open) = state.open
    {
        area = area.vertical_scroll_offset(offset_of_row(open / columns, row_height));
    }
    let mut clicked = None;
    area.show_rows(ui, row_height, rows, |ui, range| {
        for row in range {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = GAP;
                for column in 0..columns {
                    let index = row * columns + column;
                    if index >= total {
                        break;
                    }
                    let open = state.open == Some(index);
                    let task = state.pages.row_or_request(index).cloned();
                    let picked = task
                        .as_ref()
                        .is_some_and(|t| state.picked.iter().any(|p| p.task.row == t.row));
                    if tile_ui(ui, task.as_ref(), side, (open, picked), thumbs) {
                        clicked = Some(index);
                    }
                }
            });
            ui.add_space(GAP);
        }
    });
    clicked
}

/// How many tiles of `side` points fit in `width` (at least one, at most 64).
fn columns_for(width: f32, side: f32) -> usize {
    let mut columns: u16 = 1;
    while columns < 64 && f32::from(columns + 1) * (side + GAP) - GAP <= width {
        columns += 1;
    }
    usize::from(columns)
}

/// The scroll offset that shows `row` with one row above it.
#[allow(
    clippy::cast_precision_loss,
    reason = "a row number below 2^24 (16 million rows of tiles) is exact in f32"
)]
fn offset_of_row(row: usize, row_height: f32) -> f32 {
    (row.saturating_sub(1) as f32) * row_height
}

/// One tile; true when clicked.
fn tile_ui(
    ui: &mut Ui,
    task: Option<&TaskSummary>,
    side: f32,
    (open, picked): (bool, bool),
    thumbs: &mut Thumbnails,
) -> bool {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side + CAPTION), Sense::click());
    let Some(task) = task else {
        ui.painter()
            .rect_filled(rect, 6.0, ui.visuals().faint_bg_color);
        return false;
    };
    let Some(url) = task.result_urls.first() else {
        return false;
    };
    let image_rect = egui::Rect::from_min_size(rect.min, egui::vec2(side, side));
    let painter = ui.painter_at(rect);
    painter.rect_filled(image_rect, 6.0, ui.visuals().extreme_bg_color);
    let kind = MediaKind::of(url, task.kind);
    let edge = if side > 160.0 {
        DETAIL_EDGE
    } else {
        LIST_EDGE * 2
    };
    match kind {
        MediaKind::Image | MediaKind::Video | MediaKind::Audio => match thumbs.get(url, None, edge)
        {
            Thumb::Ready(texture) => {
                let natural = texture.size_vec2();
                let scale = (side / natural.x.max(1.0)).min(side / natural.y.max(1.0));
                let shown = egui::Rect::from_center_size(image_rect.center(), natural * scale);
                painter.image(
                    texture.id(),
                    shown,
                    egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
                    egui::Color32::WHITE,
                );
            }
            Thumb::Loading => {
                painter.text(
                    image_rect.center(),
                    egui::Align2::CENTER_CENTER,
                    "\u{2026}",
                    egui::FontId::proportional(18.0),
                    ui.visuals().weak_text_color(),
                );
            }
            Thumb::Failed(_) => symbol(&painter, image_rect, theme::kind_icon(task.kind), ui),
        },
        MediaKind::Other => symbol(&painter, image_rect, theme::kind_icon(None), ui),
    }
    if kind == MediaKind::Video {
        // A poster is a still: the mark says it plays.
        painter.text(
            image_rect.left_bottom() + egui::vec2(6.0, -6.0),
            egui::Align2::LEFT_BOTTOM,
            theme::kind_icon(Some(ModelKind::Video)),
            egui::FontId::proportional(16.0),
            theme::BADGE_TEXT,
        );
    }
    if task.result_urls.len() > 1 {
        painter.text(
            image_rect.right_top() + egui::vec2(-6.0, 6.0),
            egui::Align2::RIGHT_TOP,
            format!("+{}", task.result_urls.len() - 1),
            egui::FontId::proportional(12.0),
            theme::BADGE_TEXT,
        );
    }
    painter.text(
        egui::pos2(rect.left() + 2.0, image_rect.bottom() + 2.0),
        egui::Align2::LEFT_TOP,
        short(&task.model, side),
        egui::FontId::proportional(11.0),
        ui.visuals().weak_text_color(),
    );
    let stroke = if open {
        egui::Stroke::new(2.0, ui.visuals().selection.stroke.color)
    } else if response.hovered() {
        egui::Stroke::new(1.0, ui.visuals().widgets.hovered.bg_stroke.color)
    } else {
        egui::Stroke::NONE
    };
    painter.rect_stroke(image_rect, 6.0, stroke, egui::StrokeKind::Inside);
    if picked {
        picked_mark(&painter, image_rect);
    }
    let label = if picked {
        t!(
            "gallery-tile-picked",
            prompt = task.prompt_excerpt.as_str(),
            model = task.model.as_str()
        )
    } else {
        t!(
            "gallery-tile",
            prompt = task.prompt_excerpt.as_str(),
            model = task.model.as_str()
        )
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    response.clicked()
}

/// Picked to show side by side: a check in the corner.
fn picked_mark(painter: &egui::Painter, image_rect: egui::Rect) {
    let centre = image_rect.left_top() + egui::vec2(14.0, 14.0);
    painter.circle_filled(centre, 10.0, theme::PRIMARY_BUTTON);
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        <&str>::from(egui_material_icons::icons::ICON_CHECK),
        egui::FontId::proportional(14.0),
        theme::BADGE_TEXT,
    );
}

fn symbol(painter: &egui::Painter, rect: egui::Rect, icon: &str, ui: &Ui) {
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        icon,
        egui::FontId::proportional(rect.height() * 0.35),
        ui.visuals().weak_text_color(),
    );
}

/// The model name cut to fit a tile of `side` points (about 6.5 points a character).
fn short(model: &str, side: f32) -> String {
    let fits = if side > 160.0 { 32 } else { 17 };
    if model.chars().count() <= fits {
        return model.to_owned();
    }
    let cut: String = model.chars().take(fits.saturating_sub(1)).collect();
    format!("{cut}\u{2026}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_per_row_and_offsets() {
        assert_eq!(columns_for(50.0, 120.0), 1, "at least one");
        assert_eq!(columns_for(120.0, 120.0), 1);
        assert_eq!(columns_for(248.0, 120.0), 2);
        assert_eq!(columns_for(247.0, 120.0), 1);
        assert_eq!(columns_for(100_000.0, 120.0), 64, "at most 64");
        assert!((offset_of_row(0, 100.0) - 0.0).abs() < f32::EPSILON);
        assert!((offset_of_row(5, 100.0) - 400.0).abs() < f32::EPSILON);
        assert_eq!(
            short("sandbox/image-fast", 120.0),
            "sandbox/image-fa\u{2026}"
        );
        assert_eq!(short("sandbox/image-fast", 220.0), "sandbox/image-fast");
    }
}
