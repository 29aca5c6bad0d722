//! *Read a file…* and files dropped outside Compose, on the app's side: the file dialog and the
//! reading (the record, and the task it names in the open profile's history) on workers; the
//! answer opens the "What this file says" window (`ui/file_record.rs`). And a downloaded
//! result's *Copy image*, decoded on a worker.

use std::path::PathBuf;

use gendesk_core::provenance;
use gendesk_core::store::{ProfileId, Store};
use gendesk_core::t;

use super::{GenDeskApp, Msg};
use crate::ui::actions::FileRecordAction;
use crate::ui::file_record::FileRecord;
use crate::ui::live_state::{Notice, NoticeLevel, sentence};

/// What the workers of the window (and *Copy image*) bring back.
pub(super) enum FileRecordMsg {
    Picked(Result<Option<PathBuf>, String>),
    Read(Box<FileRecord>),
    ImageToCopy(Result<(String, egui::ColorImage), String>),
}

impl GenDeskApp {
    pub(super) fn file_record_action(&mut self, action: FileRecordAction) {
        match action {
            FileRecordAction::Browse => self.browse_record_file(),
            FileRecordAction::Read(path) => self.read_record_file(path),
        }
    }

    pub(super) fn file_record_msg(&mut self, msg: FileRecordMsg) {
        match msg {
            FileRecordMsg::Picked(Ok(Some(path))) => self.read_record_file(path),
            FileRecordMsg::Picked(Ok(None)) => self.file_record.busy = false,
            FileRecordMsg::Picked(Err(message)) => {
                self.file_record.busy = false;
                self.notify(Notice::new(NoticeLevel::Error, message));
            }
            FileRecordMsg::Read(record) => {
                self.file_record.busy = false;
                self.file_record.shown = Some(*record);
            }
            FileRecordMsg::ImageToCopy(Ok((name, image))) => {
                self.ctx().copy_image(image);
                self.notify(Notice::new(
                    NoticeLevel::Info,
                    t!("window-image-copied", name = name.as_str()),
                ));
            }
            FileRecordMsg::ImageToCopy(Err(message)) => {
                self.notify(Notice::new(NoticeLevel::Error, message));
            }
        }
    }

    /// *Copy image*: the downloaded picture is read and decoded on a worker, then put on the
    /// clipboard.
    pub(super) fn copy_image(&mut self, path: PathBuf) {
        let spawned = self.jobs.spawn("gendesk-copy-image", move || {
            let name = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            let decoded = std::fs::read(&path)
                .map_err(|err| err.to_string())
                .and_then(|bytes| {
                    gendesk_core::media::decode_limited(&bytes).map_err(|err| err.to_string())
                })
                .map(|image| {
                    let size = [image.width() as usize, image.height() as usize];
                    (
                        name.clone(),
                        egui::ColorImage::from_rgba_unmultiplied(size, image.as_raw()),
                    )
                })
                .map_err(|err| {
                    sentence(&t!(
                        "window-image-copy-failed",
                        name = name.as_str(),
                        problem = err
                    ))
                });
            Msg::FileRecord(FileRecordMsg::ImageToCopy(decoded))
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn browse_record_file(&mut self) {
        // The dialog is created here, on the UI thread, and driven on a worker.
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(t!("window-dialog-record-file"))
            .pick_file();
        let work = self.async_work.clone();
        self.file_record.busy = true;
        let spawned = self.jobs.spawn("gendesk-record-picker", move || {
            let picked =
                super::file_dialogs::wait_for(&work, dialog, &t!("window-dialog-instead-drop"))
                    .into_result()
                    .map(|handle| handle.map(|h| h.path().to_path_buf()));
            Msg::FileRecord(FileRecordMsg::Picked(picked))
        });
        if let Err(message) = spawned {
            self.file_record.busy = false;
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn read_record_file(&mut self, path: PathBuf) {
        let database = self.options.paths.database_file();
        let profile = self.link.profile_id();
        self.file_record.busy = true;
        let spawned = self.jobs.spawn("gendesk-record-reader", move || {
            let outcome = provenance::read(&path).map_err(|err| {
                sentence(&t!(
                    "window-record-unreadable",
                    path = path.display().to_string(),
                    problem = err.to_string()
                ))
            });
            let task = match (&outcome, profile) {
                (Ok(found), Some(profile)) => found
                    .record
                    .as_ref()
                    .and_then(|record| record.task_id.as_deref())
                    .and_then(|task_id| task_in_history(&database, profile, task_id)),
                _ => None,
            };
            Msg::FileRecord(FileRecordMsg::Read(Box::new(FileRecord {
                path,
                outcome,
                task: task.map(Box::new),
            })))
        });
        if let Err(message) = spawned {
            self.file_record.busy = false;
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }
}

/// The task `task_id` of `profile` in the history, if it is there (a history that cannot be
/// read only means no *Open the task*).
fn task_in_history(
    database: &std::path::Path,
    profile: ProfileId,
    task_id: &str,
) -> Option<gendesk_core::store::TaskSummary> {
    let store = Store::open(database).ok()?;
    store.task_by_remote(profile, task_id).ok().flatten()
}
