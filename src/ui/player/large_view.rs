//! The large view of a video: the picture over the whole window on black, the controls along
//! the bottom, Full screen, and Close (or Esc). Playing goes on in it while the view below is
//! hidden.

use egui::{Color32, Ui};
use egui_material_icons::icons::{ICON_CLOSE, ICON_FULLSCREEN, ICON_FULLSCREEN_EXIT};
use gendesk_core::t;

use crate::ui::actions::Action;
use crate::ui::thumbnails::Thumbnails;

use super::transport::{TransportOptions, transport_ui};
use super::video_view::picture_ui;
use super::{Players, Status, problem_ui};

/// Height kept for the controls under the picture.
const CONTROLS: f32 = 44.0;

/// Draws the large view when a video is in it; call after the panels.
pub fn large_view_ui(
    ctx: &egui::Context,
    players: &mut Players,
    thumbs: &mut Thumbnails,
    actions: &mut Vec<Action>,
) {
    let Some(large) = players.large.clone() else {
        return;
    };
    let target = large.borrow();
    let screen = ctx.content_rect();
    let mut close = false;
    let shown = egui::Area::new(egui::Id::unique("video_large_view"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            ui.set_min_size(screen.size());
            ui.set_max_size(screen.size());
            ui.painter()
                .rect_filled(screen, 0.0, Color32::from_gray(12));
            let state = players.state_of(&target);
            let picture_size = egui::vec2(screen.width(), screen.height() - CONTROLS - 8.0);
            let (picture, toggled) =
                picture_ui(ui, players, thumbs, &target, picture_size, &state.status);
            if !picture.has_focus() && ui.memory(|m| m.focused().is_none()) {
                picture.request_focus();
            }
            let mut input = None;
            ui.horizontal(|ui| {
                ui.add_space(8.0);
                ui.visuals_mut().override_text_color = Some(Color32::from_gray(230));
                input = Some(controls_ui(ui, players, &state, &mut close));
            });
            if let Some(mut input) = input {
                input.toggle |= toggled;
                input.large = false;
                players.apply(&target, &input);
            }
            if let Status::Failed(message) = &state.status {
                problem_ui(ui, players, &target, message, actions);
            }
        });
    close |= crate::ui::escape::closes_overlay(ctx, shown.response.layer_id);
    if close {
        players.large = None;
        if players.fullscreen {
            players.fullscreen = false;
            ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(false));
        }
    }
}

fn controls_ui(
    ui: &mut Ui,
    players: &mut Players,
    state: &super::PlayerState,
    close: &mut bool,
) -> super::transport::TransportInput {
    let input = ui
        .allocate_ui(egui::vec2(ui.available_width() - 110.0, CONTROLS), |ui| {
            transport_ui(
                ui,
                state,
                players.volume(),
                players.looping(),
                TransportOptions {
                    seek_bar: true,
                    large_view: false,
                    volume: true,
                },
            )
        })
        .inner;
    let (icon, word) = if players.fullscreen {
        (ICON_FULLSCREEN_EXIT, t!("player-leave-full-screen"))
    } else {
        (ICON_FULLSCREEN, t!("player-full-screen"))
    };
    let full = ui.button(<&str>::from(icon)).on_hover_text(&word);
    full.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &word));
    if full.clicked() {
        players.fullscreen = !players.fullscreen;
        ui.ctx()
            .send_viewport_cmd(egui::ViewportCommand::Fullscreen(players.fullscreen));
    }
    let shut = ui
        .button(<&str>::from(ICON_CLOSE))
        .on_hover_text(t!("player-close-large-view.hint"));
    shut.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Button, true, t!("player-close-large-view"))
    });
    if shut.clicked() {
        *close = true;
    }
    input
}
