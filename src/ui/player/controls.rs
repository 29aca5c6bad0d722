//! What a player's controls asked for (play, seek, volume, loop, full size), carried out, and
//! what a player offers when it cannot play: try again, the system's player, download.

use gendesk_core::t;

use super::{PlayTarget, Players, transport};
use crate::ui::actions::{Action, External, TaskAction};

impl Players {
    /// Carries out what the controls of `url`'s player asked.
    pub(super) fn apply(&mut self, target: &PlayTarget<'_>, input: &transport::TransportInput) {
        let url = target.url;
        if let Some(to) = input.seek_to {
            self.seek(url, to);
        }
        if input.toggle {
            self.toggle(url);
        }
        if let Some(volume) = input.volume {
            self.set_volume(volume);
        }
        if let Some(looping) = input.looping {
            self.set_looping(looping);
        }
        if input.large {
            self.open_large(target);
            if self.active.as_ref().is_none_or(|a| a.url != url) {
                self.play(url);
            }
        }
    }
}

/// Why a player cannot play (or plays without sound), and what can be done: try the sound
/// again, open the file in the system's player, or download it.
pub(super) fn problem_ui(
    ui: &mut egui::Ui,
    players: &mut Players,
    target: &PlayTarget<'_>,
    message: &str,
    actions: &mut Vec<Action>,
) {
    crate::ui::theme::error_text(ui, message);
    let system_player = players
        .failure(target.url)
        .is_none_or(|failure| failure.system_player_may_help);
    let load_failed = players.failure(target.url).is_some();
    ui.horizontal_wrapped(|ui| {
        if load_failed && ui.button(t!("player-try-again")).clicked() {
            players.loaded.remove(target.url);
        }
        if !load_failed
            && players.sound_problem().is_some()
            && ui
                .button(t!("player-retry-sound"))
                .on_hover_text(t!("player-retry-sound.hint"))
                .clicked()
        {
            players.retry_sound();
            players.play(target.url);
        }
        if system_player
            && ui
                .button(t!("player-open-in-system-player"))
                .on_hover_text(t!("player-open-in-system-player.hint"))
                .clicked()
        {
            actions.push(Action::Open(match target.local {
                Some(path) => External::File(path.to_path_buf()),
                None => External::Url(target.url.to_owned()),
            }));
        }
        if target.local.is_none() && ui.button(t!("player-download")).clicked() {
            actions.push(Action::Task(TaskAction::Download {
                task: target.task,
                only: Some(vec![target.index]),
            }));
        }
    });
}
