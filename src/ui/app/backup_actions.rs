//! Settings → Backup → *Back up…*: the file the person picks, then `backup::create` on a worker
//! (the history copied while the engine keeps writing), and a notice that says what the file
//! holds, with *Open folder*.

use gendesk_core::backup::{self, BackupOptions};
use gendesk_core::t;

use super::file_dialogs::Picked;
use super::{GenDeskApp, Msg};
use crate::ui::actions::BackupRequest;
use crate::ui::live_state::{Notice, NoticeLevel};

impl GenDeskApp {
    /// Asks where, then writes the backup there.
    pub(super) fn back_up(&mut self, request: BackupRequest) {
        let file_name = format!(
            "gendesk-backup-{}.zip",
            chrono::Local::now().format("%Y-%m-%d")
        );
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(t!("settings-backup-dialog"))
            .set_file_name(file_name)
            .add_filter("ZIP", &["zip"])
            .save_file();
        let work = self.async_work.clone();
        let paths = self.options.paths.clone();
        let vault = self.vault.clone();
        let spawned = self.jobs.spawn("gendesk-backup", move || {
            let path = match super::file_dialogs::wait_for(
                &work,
                dialog,
                &t!("settings-backup-instead"),
            ) {
                Picked::Chosen(handle) => handle.path().to_path_buf(),
                Picked::Cancelled => {
                    return Msg::Notice(Notice::new(
                        NoticeLevel::Info,
                        t!("settings-backup-nothing"),
                    ));
                }
                Picked::NoDialog(words) => {
                    return Msg::Notice(Notice::new(NoticeLevel::Error, words));
                }
            };
            let options = BackupOptions {
                with_results: request.with_results,
                secrets: request.passphrase,
                vault,
            };
            Msg::Notice(match backup::create(&paths, &path, &options) {
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
            })
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }
}
