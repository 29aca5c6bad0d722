//! The audio player of a sound result: its waveform (click or drag to seek, Space to play or
//! pause), Play/Pause, time, Loop and volume, and what to do when it cannot play.

use egui::Ui;

use crate::ui::actions::Action;
use gendesk_core::media::playable::Playable;
use gendesk_core::t;

use super::transport::{TransportOptions, transport_ui};
use super::waveform::waveform_ui;
use super::{PlayTarget, Players, Status, problem_ui};

/// The player of `target`, across the available width.
pub fn audio_player_ui(
    ui: &mut Ui,
    players: &mut Players,
    target: &PlayTarget<'_>,
    actions: &mut Vec<Action>,
) {
    let state = players.state_of(target);
    let media = players.media(target.url).cloned();
    let clip = match media.as_deref() {
        Some(Playable::Sound(clip)) => Some(clip),
        _ => None,
    };
    ui.vertical(|ui| {
        let (_, wave) = waveform_ui(ui, clip, state.position, state.duration, target.name);
        let mut input = transport_ui(
            ui,
            &state,
            players.volume(),
            players.looping(),
            TransportOptions {
                seek_bar: false,
                large_view: false,
                volume: true,
            },
        );
        input.toggle |= wave.toggle;
        input.seek_to = input.seek_to.or(wave.seek_to);
        players.apply(target, &input);
        if let Status::Failed(message) = &state.status {
            problem_ui(ui, players, target, message, actions);
        } else if let Some(reason) = players.sound_problem().map(str::to_owned) {
            let message = t!("player-no-sound", reason = reason);
            problem_ui(ui, players, target, &message, actions);
        }
    });
}
