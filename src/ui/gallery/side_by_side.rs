//! The gallery's Compare: two to four results side by side instead of the grid. Pictures
//! share one zoom and pan (wheel or Zoom in/out, drag to pan, double-click to fit); videos
//! play together by one clock, without sound.

use egui::{Color32, RichText, Sense, Ui};

use super::super::player::Players;
use super::super::task_results::MediaKind;
use super::super::theme;
use super::super::thumbnails::{DETAIL_EDGE, FULL_EDGE, Thumb, Thumbnails};
use gendesk_core::store::TaskSummary;
use gendesk_core::t;

/// Most results compared at once.
pub const MAX_PICKED: usize = 4;
const MAX_ZOOM: f32 = 16.0;

/// One result picked for Compare.
#[derive(Debug, Clone)]
pub struct Picked {
    /// Its task.
    pub task: TaskSummary,
    /// Which of the task's results.
    pub index: usize,
}

impl Picked {
    /// The result's URL.
    pub fn url(&self) -> &str {
        self.task
            .result_urls
            .get(self.index)
            .map_or("", String::as_str)
    }

    fn kind(&self) -> MediaKind {
        MediaKind::of(self.url(), self.task.kind)
    }
}

/// The zoom all pictures share: how much, and the picture point at the centre (0..1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SharedZoom {
    scale: f32,
    centre: egui::Vec2,
}

impl Default for SharedZoom {
    fn default() -> Self {
        Self {
            scale: 1.0,
            centre: egui::vec2(0.5, 0.5),
        }
    }
}

impl SharedZoom {
    fn zoom_by(&mut self, factor: f32) {
        self.scale = (self.scale * factor).clamp(1.0, MAX_ZOOM);
        self.clamp();
    }

    fn clamp(&mut self) {
        let half = 0.5 / self.scale;
        self.centre.x = self.centre.x.clamp(half, 1.0 - half);
        self.centre.y = self.centre.y.clamp(half, 1.0 - half);
    }

    fn uv(self) -> egui::Rect {
        let half = 0.5 / self.scale;
        egui::Rect::from_min_max(
            egui::pos2(self.centre.x - half, self.centre.y - half),
            egui::pos2(self.centre.x + half, self.centre.y + half),
        )
    }
}

/// The Compare pane; returns true when the person goes back to the grid.
pub fn side_by_side_ui(
    ui: &mut Ui,
    picked: &mut Vec<Picked>,
    zoom: &mut SharedZoom,
    thumbs: &mut Thumbnails,
    players: &mut Players,
) -> bool {
    let mut back = false;
    let videos: Vec<String> = picked
        .iter()
        .filter(|p| p.kind() == MediaKind::Video)
        .map(|p| p.url().to_owned())
        .collect();
    let has_images = picked.iter().any(|p| p.kind() == MediaKind::Image);
    ui.horizontal(|ui| {
        ui.heading(t!("gallery-side-by-side"));
        if ui
            .button(t!("gallery-back-to-grid"))
            .on_hover_text(t!("gallery-back-to-grid.hint"))
            .clicked()
        {
            back = true;
        }
        if has_images {
            ui.separator();
            if ui.button(t!("gallery-zoom-out")).clicked() {
                zoom.zoom_by(1.0 / 1.5);
            }
            ui.label(t!("gallery-zoom", scale = format!("{:.1}", zoom.scale)));
            if ui.button(t!("gallery-zoom-in")).clicked() {
                zoom.zoom_by(1.5);
            }
            if ui.button(t!("gallery-zoom-fit")).clicked() {
                *zoom = SharedZoom::default();
            }
            ui.weak(t!("gallery-zoom-help"));
        }
    });
    ui.add_space(theme::SPACE_S);
    if !videos.is_empty() {
        let targets: Vec<(&str, Option<&std::path::Path>)> =
            videos.iter().map(|url| (url.as_str(), None)).collect();
        players.together(&targets);
    }
    let controls = if videos.is_empty() { 0.0 } else { 40.0 };
    let height = (ui.available_height() - controls - 60.0).max(120.0);
    let mut remove = None;
    let count = picked.len().max(1);
    ui.columns(count, |columns| {
        let mut video_index = 0;
        for (n, (column, pick)) in columns.iter_mut().zip(picked.iter()).enumerate() {
            if caption_ui(column, pick) {
                remove = Some(n);
            }
            let size = egui::vec2(column.available_width(), height);
            match pick.kind() {
                MediaKind::Image => {
                    // For screen readers; the caption above names the model and prompt.
                    let label = t!("gallery-compared-picture", column = n + 1);
                    image_ui(column, pick.url(), &label, size, zoom, thumbs);
                }
                MediaKind::Video => {
                    let label = t!("gallery-compared-video", column = n + 1);
                    video_ui(
                        column,
                        pick.url(),
                        (&label, video_index),
                        size,
                        thumbs,
                        players,
                    );
                    video_index += 1;
                }
                MediaKind::Audio | MediaKind::Other => {
                    column.weak(t!("gallery-column-no-sound"));
                }
            }
        }
    });
    if let Some(n) = remove {
        picked.remove(n);
    }
    if !videos.is_empty()
        && let Some(state) = players.together_state()
    {
        together_controls_ui(ui, &state, players);
    }
    back || picked.len() < 2
}

/// A column's caption: the model (with Remove), the task and result, the prompt; true when
/// Remove is clicked.
fn caption_ui(ui: &mut Ui, pick: &Picked) -> bool {
    let mut remove = false;
    ui.horizontal(|ui| {
        ui.add(egui::Label::new(RichText::new(&pick.task.model).strong()).truncate());
        remove = ui.small_button(t!("gallery-column-remove")).clicked();
    });
    // Two takes of one model and prompt differ by their task and result.
    let which = t!(
        "gallery-column-task",
        number = pick.task.number.to_string(),
        result = crate::ui::task_results::result_title(
            pick.url(),
            pick.task.kind,
            u32::try_from(pick.index).unwrap_or(u32::MAX),
            None,
        )
    );
    ui.add(egui::Label::new(RichText::new(which).small()).truncate());
    ui.add(egui::Label::new(RichText::new(&pick.task.prompt_excerpt).weak()).truncate());
    remove
}

fn fit(rect: egui::Rect, natural: egui::Vec2) -> egui::Rect {
    let scale = (rect.width() / natural.x.max(1.0)).min(rect.height() / natural.y.max(1.0));
    egui::Rect::from_center_size(rect.center(), natural * scale)
}

fn image_ui(
    ui: &mut Ui,
    url: &str,
    label: &str,
    size: egui::Vec2,
    zoom: &mut SharedZoom,
    thumbs: &mut Thumbnails,
) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::click_and_drag());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, label));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, ui.visuals().extreme_bg_color);
    match thumbs.get(url, None, FULL_EDGE) {
        Thumb::Ready(texture) => {
            let shown = fit(rect, texture.size_vec2());
            painter.image(texture.id(), shown, zoom.uv(), Color32::WHITE);
            if response.hovered() {
                let wheel = ui.input(|i| i.smooth_scroll_delta.y);
                if wheel != 0.0 {
                    zoom.zoom_by((wheel * 0.003).exp());
                }
            }
            if response.dragged() {
                let delta = response.drag_delta();
                zoom.centre -=
                    egui::vec2(delta.x / shown.width(), delta.y / shown.height()) / zoom.scale;
                zoom.clamp();
            }
            if response.double_clicked() {
                *zoom = SharedZoom::default();
            }
        }
        Thumb::Loading => {
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                t!("gallery-loading"),
                egui::FontId::proportional(14.0),
                ui.visuals().weak_text_color(),
            );
        }
        Thumb::Failed(message) => {
            let message = message.clone();
            ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
                theme::error_text(ui, &message);
            });
        }
    }
}

/// `label`: its description for screen readers; `index`: which of the compared videos it is.
fn video_ui(
    ui: &mut Ui,
    url: &str,
    (label, index): (&str, usize),
    size: egui::Vec2,
    thumbs: &mut Thumbnails,
    players: &Players,
) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, Color32::BLACK);
    let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
    if let Some((texture, size)) = players.together_texture(index) {
        painter.image(texture, fit(rect, size), uv, Color32::WHITE);
    } else if let Thumb::Ready(poster) = thumbs.get(url, None, DETAIL_EDGE) {
        painter.image(
            poster.id(),
            fit(rect, poster.size_vec2()),
            uv,
            Color32::WHITE,
        );
    }
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, label));
}

fn together_controls_ui(
    ui: &mut Ui,
    state: &super::super::player::PlayerState,
    players: &mut Players,
) {
    let input = super::super::player::transport_row(ui, state, players.looping());
    if input.toggle {
        players.together_toggle();
    }
    if let Some(to) = input.seek_to {
        players.together_seek(to);
    }
    if let Some(looping) = input.looping {
        players.set_looping(looping);
    }
    ui.weak(t!("gallery-together-silent"));
}
