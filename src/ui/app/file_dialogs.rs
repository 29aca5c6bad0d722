//! The system's file dialogs (rfd), driven on a worker — and what to do where none can open.
//! rfd's default backend asks xdg-desktop-portal; where no portal (and no zenity) answers, the
//! dialog "returns" at once as if cancelled, and nothing opens. An answer sooner than a person
//! can cancel is taken for that: GenDesk then says so and points to the typed-path field or
//! drag and drop instead of doing nothing. `save_on_worker` is the whole "save as…" flow:
//! the dialog, then the writing, on a worker, ending in a notice.

use std::future::Future;
use std::time::{Duration, Instant};

use gendesk_core::t;

use super::Msg;
use crate::ui::async_work::AsyncWork;
use crate::ui::live_state::{Notice, NoticeLevel};

/// Faster than a person can close a dialog: no dialog was shown.
pub const NO_DIALOG_WITHIN: Duration = Duration::from_millis(300);

/// How a dialog ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Picked<T> {
    /// The person chose this.
    Chosen(T),
    /// The person closed the dialog.
    Cancelled,
    /// No dialog could be shown; the words say why and what to do instead.
    NoDialog(String),
}

/// Waits for `dialog` on `work`; `instead` says what to do when no dialog can open (e.g.
/// "type the folder's path in the Folder field").
pub fn wait_for<T>(
    work: &AsyncWork,
    dialog: impl Future<Output = Option<T>>,
    instead: &str,
) -> Picked<T> {
    let started = Instant::now();
    match work.block_on(dialog) {
        Ok(Some(chosen)) => Picked::Chosen(chosen),
        Ok(None) => judge_none(started.elapsed(), instead),
        Err(err) => Picked::NoDialog(t!(
            "window-dialog-failed",
            problem = err.to_string(),
            instead = instead
        )),
    }
}

/// A dialog that gave nothing after `elapsed`: cancelled, or never shown.
pub fn judge_none<T>(elapsed: Duration, instead: &str) -> Picked<T> {
    if elapsed < NO_DIALOG_WITHIN {
        Picked::NoDialog(t!("window-dialog-none", instead = instead))
    } else {
        Picked::Cancelled
    }
}

impl<T> Picked<T> {
    /// `Ok(Some)` chosen, `Ok(None)` cancelled, `Err` no dialog (with what to do).
    pub fn into_result(self) -> Result<Option<T>, String> {
        match self {
            Self::Chosen(chosen) => Ok(Some(chosen)),
            Self::Cancelled => Ok(None),
            Self::NoDialog(words) => Err(words),
        }
    }
}

/// A file to save: the dialog's title, the name it proposes and its filter, what to do where
/// no dialog opens, and what to say when the person cancels.
pub struct SaveAs {
    /// The dialog's title.
    pub title: String,
    /// The name proposed.
    pub file_name: String,
    /// The filter's name and extensions.
    pub filter: (String, Vec<String>),
    /// What to do instead where no dialog can open.
    pub instead: String,
    /// The notice when nothing was saved.
    pub nothing: String,
}

impl super::GenDeskApp {
    /// Asks where to save on a worker (the job `job`), then runs `write` there with the path
    /// chosen; the notice it returns is shown (as are a cancel and a missing dialog).
    pub(super) fn save_on_worker(
        &mut self,
        job: &str,
        save: SaveAs,
        write: impl FnOnce(std::path::PathBuf) -> Notice + Send + 'static,
    ) {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(save.title)
            .set_file_name(save.file_name)
            .add_filter(save.filter.0, &save.filter.1)
            .save_file();
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn(job, move || {
            Msg::Notice(match wait_for(&work, dialog, &save.instead) {
                Picked::Chosen(handle) => write(handle.path().to_path_buf()),
                Picked::Cancelled => Notice::new(NoticeLevel::Info, save.nothing),
                Picked::NoDialog(words) => Notice::new(NoticeLevel::Error, words),
            })
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_instant_nothing_is_no_dialog_and_a_slow_one_a_cancel() {
        let work = AsyncWork::start();
        let picked = wait_for(&work, async { None::<u8> }, "type the path instead");
        match picked {
            Picked::NoDialog(words) => {
                assert!(words.contains("xdg-desktop-portal"), "{words}");
                assert!(words.ends_with("type the path instead."), "{words}");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            judge_none::<u8>(Duration::from_secs(2), "x"),
            Picked::Cancelled
        );
        assert_eq!(wait_for(&work, async { Some(7) }, "x"), Picked::Chosen(7));
    }
}
