//! The video player of a video result: its poster until it plays, then the pictures at the
//! video's pace (click the picture, or Space while it has focus, to play or pause), with
//! Play/Pause, time, a seek bar, Loop, volume and Large view.

use egui::{Color32, RichText, Sense, Ui};
use egui_material_icons::icons::ICON_PLAY_ARROW;

use crate::ui::actions::Action;
use crate::ui::thumbnails::{DETAIL_EDGE, Thumb, Thumbnails};
use gendesk_core::media::playable::Playable;
use gendesk_core::t;

use super::transport::{TransportOptions, transport_ui};
use super::{PlayTarget, Players, Status, problem_ui};

/// The player of `target`, at most `max_width` wide.
pub fn video_player_ui(
    ui: &mut Ui,
    players: &mut Players,
    thumbs: &mut Thumbnails,
    target: &PlayTarget<'_>,
    max_width: f32,
    actions: &mut Vec<Action>,
) {
    let state = players.state_of(target);
    let width = ui.available_width().min(max_width).max(120.0);
    ui.vertical(|ui| {
        ui.set_max_width(width);
        let aspect = aspect_of(players, target.url);
        let size = egui::vec2(width, (width / aspect).min(width * 1.5));
        let (picture, toggled) = picture_ui(ui, players, thumbs, target, size, &state.status);
        let mut input = transport_ui(
            ui,
            &state,
            players.volume(),
            players.looping(),
            TransportOptions {
                seek_bar: true,
                large_view: true,
                volume: true,
            },
        );
        input.toggle |= toggled;
        if input.toggle || input.seek_to.is_some() {
            picture.request_focus();
        }
        players.apply(target, &input);
        if let Status::Failed(message) = &state.status {
            problem_ui(ui, players, target, message, actions);
        } else if let Some(reason) = players.silent_reason(target.url).map(str::to_owned) {
            ui.weak(reason);
        }
    });
}

/// The picture's width over its height (16:9 until the file is loaded).
pub(super) fn aspect_of(players: &Players, url: &str) -> f32 {
    match players.media(url).map(AsRef::as_ref) {
        Some(Playable::Video { file, .. }) => {
            let info = file.info();
            #[allow(clippy::cast_precision_loss, reason = "picture sizes are small")]
            let aspect = info.display_width.max(1) as f32 / info.display_height.max(1) as f32;
            aspect.clamp(0.2, 5.0)
        }
        _ => 16.0 / 9.0,
    }
}

/// The current picture (or the poster) in `size`; clicking it or Space while it has focus
/// toggles playback (the second value).
pub(super) fn picture_ui(
    ui: &mut Ui,
    players: &Players,
    thumbs: &mut Thumbnails,
    target: &PlayTarget<'_>,
    size: egui::Vec2,
    status: &Status,
) -> (egui::Response, bool) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, Color32::BLACK);
    let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
    let fit = |natural: egui::Vec2| {
        let scale = (rect.width() / natural.x.max(1.0)).min(rect.height() / natural.y.max(1.0));
        egui::Rect::from_center_size(rect.center(), natural * scale)
    };
    let mut showing_video = false;
    if let Some((texture, size)) = players.texture_of(target.url) {
        painter.image(texture, fit(size), uv, Color32::WHITE);
        showing_video = true;
    } else if let Thumb::Ready(poster) = thumbs.get(target.url, target.local, DETAIL_EDGE) {
        painter.image(poster.id(), fit(poster.size_vec2()), uv, Color32::WHITE);
    }
    if !matches!(status, Status::Playing) && !matches!(status, Status::Failed(_)) {
        // A still or a paused picture: the mark says it plays.
        painter.circle_filled(rect.center(), 26.0, Color32::from_black_alpha(150));
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            <&str>::from(ICON_PLAY_ARROW),
            egui::FontId::proportional(30.0),
            Color32::WHITE,
        );
    }
    if response.has_focus() {
        painter.rect_stroke(
            rect,
            4.0,
            ui.visuals().selection.stroke,
            egui::StrokeKind::Inside,
        );
    }
    let label = if showing_video {
        t!("player-video", name = target.name)
    } else {
        t!("player-poster", name = target.name)
    };
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    let mut toggled = response.clicked();
    if response.clicked() {
        response.request_focus();
    }
    if response.has_focus() && ui.input(|i| i.key_pressed(egui::Key::Space)) {
        toggled = true;
    }
    let response = response.on_hover_text(RichText::new(t!("player-video-hint")));
    (response, toggled)
}
