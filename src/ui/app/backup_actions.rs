//! Settings → Backup → *Back up…*: the file the person picks, then `backup::create` on a worker
//! (the history copied while the engine keeps writing; the section shows its progress), and a
//! notice that says what the file
//! holds, with *Open folder*.

use gendesk_core::backup::{self, BackupOptions};
use gendesk_core::t;

use super::GenDeskApp;
use super::file_dialogs::SaveAs;
use crate::ui::actions::BackupRequest;
use crate::ui::live_state::{Notice, NoticeLevel};

impl GenDeskApp {
    /// Asks where, then writes the backup there.
    pub(super) fn back_up(&mut self, request: BackupRequest) {
        let save = SaveAs {
            title: t!("settings-backup-dialog"),
            file_name: format!(
                "gendesk-backup-{}.zip",
                chrono::Local::now().format("%Y-%m-%d")
            ),
            filter: ("ZIP".to_owned(), vec!["zip".to_owned()]),
            instead: t!("settings-backup-instead"),
            nothing: t!("settings-backup-nothing"),
        };
        let paths = self.options.paths.clone();
        let options = BackupOptions {
            with_results: request.with_results,
            secrets: request.passphrase,
            vault: self.vault.clone(),
        };
        let progress = self.settings.backup.progress.clone();
        self.save_on_worker("gendesk-backup", save, move |path| {
            progress.start();
            let written =
                backup::create_with_progress(&paths, &path, &options, &|p| progress.report(p));
            progress.finish();
            match written {
                Ok(summary) => {
                    let notice = Notice::new(
                        NoticeLevel::Success,
                        t!(
                            "settings-backup-done",
                            file = summary.file.display().to_string(),
                            tasks = summary.counts.tasks,
                            size = gendesk_core::byte_size::approx(summary.bytes)
                        ),
                    );
                    match path.parent() {
                        Some(folder) => notice.with_folder(folder.to_path_buf()),
                        None => notice,
                    }
                }
                Err(err) => Notice::new(NoticeLevel::Error, err.to_string()),
            }
        });
    }
}
