//! The controls under a player: Play/Pause, time and length, a seek bar (videos; sounds seek
//! on their waveform), Loop, volume, and Large view for videos.

use std::time::Duration;

use egui::{RichText, Ui};
use egui_material_icons::icons::{
    ICON_OPEN_IN_FULL, ICON_PAUSE, ICON_PLAY_ARROW, ICON_REPEAT, ICON_REPLAY, ICON_VOLUME_OFF,
    ICON_VOLUME_UP,
};
use gendesk_core::t;

use super::{PlayerState, Status, clock_text};

/// Which controls to show.
#[derive(Debug, Clone, Copy)]
pub struct TransportOptions {
    /// A seek bar (a sound seeks on its waveform instead).
    pub seek_bar: bool,
    /// The Large view button.
    pub large_view: bool,
    /// The volume slider (videos played together have no sound).
    pub volume: bool,
}

/// Narrower than this, Loop, volume and Large view go on a second row.
const ONE_ROW_WIDTH: f32 = 440.0;

/// What the person asked for.
#[derive(Debug, Default)]
pub struct TransportInput {
    /// Play or pause.
    pub toggle: bool,
    /// Go to this time.
    pub seek_to: Option<Duration>,
    /// New volume.
    pub volume: Option<f32>,
    /// Loop turned on or off.
    pub looping: Option<bool>,
    /// Large view asked for.
    pub large: bool,
}

/// One row of controls for a player in `state`.
pub fn transport_ui(
    ui: &mut Ui,
    state: &PlayerState,
    volume: f32,
    looping: bool,
    options: TransportOptions,
) -> TransportInput {
    let mut input = TransportInput::default();
    let one_row = ui.available_width() >= ONE_ROW_WIDTH;
    ui.horizontal(|ui| {
        let (icon, word) = match state.status {
            Status::Playing => (ICON_PAUSE, t!("player-pause")),
            Status::Ended => (ICON_REPLAY, t!("player-play-again")),
            _ => (ICON_PLAY_ARROW, t!("player-play")),
        };
        let enabled = !matches!(state.status, Status::Failed(_));
        let button = ui
            .add_enabled(
                enabled,
                egui::Button::new(RichText::new(format!("{} {word}", <&str>::from(icon)))),
            )
            .on_hover_text(t!("player-play-hint"));
        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &word));
        if button.clicked() {
            input.toggle = true;
        }
        if state.status == Status::Loading {
            ui.spinner();
        }
        let length = state.duration.unwrap_or_default();
        let time = ui.label(
            RichText::new(format!(
                "{} / {}",
                clock_text(state.position),
                state.duration.map_or_else(|| "-:--".to_owned(), clock_text)
            ))
            .monospace(),
        );
        time.widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::Label,
                true,
                t!(
                    "player-position",
                    position = clock_text(state.position),
                    length = clock_text(length)
                ),
            )
        });
        if options.seek_bar {
            let mut secs = state.position.as_secs_f64();
            let width = (ui.available_width() - if one_row { 200.0 } else { 8.0 }).max(60.0);
            ui.spacing_mut().slider_width = width;
            let slider = ui.add_enabled(
                !length.is_zero(),
                egui::Slider::new(&mut secs, 0.0..=length.as_secs_f64().max(0.001))
                    .show_value(false),
            );
            slider.widget_info(|| egui::WidgetInfo::slider(true, secs, t!("player-seek")));
            if slider.changed() {
                input.seek_to = Some(Duration::from_secs_f64(secs.max(0.0)));
            }
        }
        if one_row {
            extras_ui(ui, volume, looping, options, &mut input);
        }
    });
    if !one_row {
        ui.horizontal(|ui| extras_ui(ui, volume, looping, options, &mut input));
    }
    input
}

/// Loop, volume and Large view.
fn extras_ui(
    ui: &mut Ui,
    volume: f32,
    looping: bool,
    options: TransportOptions,
    input: &mut TransportInput,
) {
    let repeat = ui
        .selectable_label(looping, RichText::new(<&str>::from(ICON_REPEAT)))
        .on_hover_text(if looping {
            t!("player-loop.hint-on")
        } else {
            t!("player-loop.hint")
        });
    repeat.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::CheckBox, true, looping, t!("player-loop"))
    });
    if repeat.clicked() {
        input.looping = Some(!looping);
    }
    if options.volume {
        let speaker = if volume <= 0.0 {
            ICON_VOLUME_OFF
        } else {
            ICON_VOLUME_UP
        };
        ui.label(<&str>::from(speaker));
        let mut level = volume;
        ui.spacing_mut().slider_width = 70.0;
        let slider = ui
            .add(egui::Slider::new(&mut level, 0.0..=1.0).show_value(false))
            .on_hover_text(t!(
                "player-volume-level",
                percent = format!("{:.0}", level * 100.0)
            ));
        slider
            .widget_info(|| egui::WidgetInfo::slider(true, f64::from(level), t!("player-volume")));
        if slider.changed() {
            input.volume = Some(level);
        }
    }
    if options.large_view {
        let large = ui
            .button(<&str>::from(ICON_OPEN_IN_FULL))
            .on_hover_text(t!("player-large-view.hint"));
        large.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Button, true, t!("player-large-view"))
        });
        if large.clicked() {
            input.large = true;
        }
    }
}
