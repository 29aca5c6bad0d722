//! Settings → Backup → Restore on the app's side, all on workers: the system's file dialog,
//! checking the chosen file (with progress), trying the keys' passphrase; then the window
//! leaves the restore for `main` (`reopen.rs`) and closes, keeping its hold on the data folder
//! for the next window.

use std::path::PathBuf;

use gendesk_core::backup::{self, BackupContents};
use gendesk_core::t;

use super::{GenDeskApp, Msg};
use crate::ui::actions::RestoreAction;
use crate::ui::live_state::{Notice, NoticeLevel, sentence};
use crate::ui::reopen::{Reopen, RestoreRequest};
use crate::ui::restore_settings::RestoreStage;

/// What the workers of this section bring back.
pub(super) enum RestoreMsg {
    Picked(Result<Option<PathBuf>, String>),
    Checked {
        path: PathBuf,
        result: Result<BackupContents, String>,
    },
    Unlocked {
        request: RestoreRequest,
        result: Result<(), String>,
    },
}

impl GenDeskApp {
    pub(super) fn restore_action(&mut self, action: RestoreAction) {
        match action {
            RestoreAction::Browse => self.browse_backup(),
            RestoreAction::Check(path) => self.check_backup(path),
            RestoreAction::Restore(request) => match request.passphrase {
                Some(_) => self.unlock_backup(request),
                None => self.reopen_to_restore(request),
            },
        }
    }

    pub(super) fn restore_msg(&mut self, msg: RestoreMsg) {
        let draft = &mut self.settings.restore;
        match msg {
            RestoreMsg::Picked(picked) => {
                draft.picking = false;
                match picked {
                    Ok(Some(path)) => {
                        draft.path = path.display().to_string();
                        draft.checking();
                        self.check_backup(path);
                    }
                    Ok(None) => {}
                    Err(words) => self.notify(Notice::new(NoticeLevel::Error, words)),
                }
            }
            RestoreMsg::Checked { path, result } => {
                // A check of a path changed since is stale.
                if matches!(draft.stage, RestoreStage::Checking)
                    && std::path::Path::new(draft.path.trim()) == path
                {
                    draft.checked(result);
                }
            }
            RestoreMsg::Unlocked { request, result } => match result {
                Ok(()) => self.reopen_to_restore(request),
                Err(words) => draft.unlock_failed(words),
            },
        }
    }

    fn browse_backup(&mut self) {
        // The dialog is created here, on the UI thread, and driven on a worker.
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(t!("settings-restore-dialog"))
            .add_filter("ZIP", &["zip"])
            .pick_file();
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn("gendesk-restore-picker", move || {
            let picked =
                super::file_dialogs::wait_for(&work, dialog, &t!("settings-restore-instead"))
                    .into_result()
                    .map(|handle| handle.map(|h| h.path().to_path_buf()));
            Msg::Restore(RestoreMsg::Picked(picked))
        });
        if let Err(message) = spawned {
            self.settings.restore.picking = false;
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn check_backup(&mut self, path: PathBuf) {
        let progress = self.settings.restore.progress.clone();
        let spawned = self.jobs.spawn("gendesk-restore-check", move || {
            let result = backup::inspect_with_progress(&path, &|p| progress.report(p))
                .map_err(|err| sentence(&err.to_string()));
            Msg::Restore(RestoreMsg::Checked { path, result })
        });
        if let Err(message) = spawned {
            self.settings.restore.checked(Err(message));
        }
    }

    /// Tries the passphrase before the window closes: a wrong one keeps the window open.
    fn unlock_backup(&mut self, request: RestoreRequest) {
        let spawned = self.jobs.spawn("gendesk-restore-unlock", move || {
            let result = match &request.passphrase {
                Some(passphrase) => backup::check_passphrase(&request.file, passphrase)
                    .map_err(|err| sentence(&err.to_string())),
                None => Ok(()),
            };
            Msg::Restore(RestoreMsg::Unlocked { request, result })
        });
        if let Err(message) = spawned {
            self.settings.restore.unlock_failed(message);
        }
    }

    /// Leaves the restore (and the hold on the data folder) for `main`, and closes.
    fn reopen_to_restore(&mut self, request: RestoreRequest) {
        tracing::info!("closing the window to restore {}", request.file.display());
        let reopen = Reopen {
            restore: request,
            instance: self.hand_over_instance(),
            vault: self.vault.clone(),
        };
        self.options.after_close.set(reopen);
        self.settings.restore.stage = RestoreStage::Idle;
        self.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
    }
}
