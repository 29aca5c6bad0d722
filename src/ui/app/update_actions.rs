//! What the app does for updates: the person's update actions, the update work's results (a
//! notice, a newer catalogue read again, the window closed for the installer), and the
//! restart into a freshly installed version (the new process waits until this one has let the
//! data folder go: `main` reads [`RESTARTED_FROM`]).

use gendesk_core::t;
use gendesk_core::update::Applied;

use super::GenDeskApp;
use crate::ui::actions::UpdateAction;
use crate::ui::live_state::{Notice, NoticeLevel};
use crate::ui::updates::{Stage, UpdateEffect};

/// The environment variable a restarted GenDesk finds the previous one's process id in.
pub const RESTARTED_FROM: &str = "GENDESK_RESTARTED_FROM";

impl GenDeskApp {
    /// Carries out an update action from a view.
    pub(super) fn handle_update(&mut self, action: UpdateAction) {
        match action {
            UpdateAction::CheckNow => self.updates.check_now(),
            UpdateAction::Start => self.updates.start_update(),
            UpdateAction::Cancel => self.updates.cancel(),
            UpdateAction::Later => self.updates.later(),
            UpdateAction::Skip => self.updates.skip(),
            UpdateAction::Restart => self.restart_into_update(),
            UpdateAction::SetAutomatic(on) => self.updates.set(|s| s.automatic = on),
            UpdateAction::SetFeed(url) => {
                if let Some(url) = &url
                    && let Err(err) = gendesk_core::update::check_address(url)
                {
                    self.notify(Notice::new(NoticeLevel::Error, err.to_string()));
                    return;
                }
                self.updates.set(|s| s.feed_url = url);
            }
        }
    }

    /// Takes in the update work's results (once per frame).
    pub(super) fn poll_updates(&mut self, ctx: &egui::Context) {
        self.updates.tick(self.live.sending());
        for effect in self.updates.poll() {
            match effect {
                UpdateEffect::Notice(notice) => self.notify(notice),
                UpdateEffect::CatalogChanged => self.catalog.reload(),
                UpdateEffect::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            }
        }
    }

    /// Starts the installed new version with the same arguments, then closes this window.
    fn restart_into_update(&mut self) {
        let Stage::Ready { applied, .. } = &self.updates.stage else {
            return;
        };
        let Applied::Replaced { report, .. } = applied.as_ref() else {
            return;
        };
        let started = std::process::Command::new(&report.exe)
            .args(std::env::args_os().skip(1))
            .env(RESTARTED_FROM, std::process::id().to_string())
            .spawn();
        match started {
            Ok(_child) => self.ctx().send_viewport_cmd(egui::ViewportCommand::Close),
            Err(err) => self.notify(Notice::new(
                NoticeLevel::Error,
                t!("window-update-restart-failed", problem = err.to_string()),
            )),
        }
    }
}
