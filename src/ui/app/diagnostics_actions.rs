//! *Help → Export diagnostics…*: the file the person picks, then the zip written on a worker
//! (every secret the window's keyring holds hidden first), and a notice that says what it
//! holds, with *Open folder*. And About's *Third-party licences*: the list compiled in
//! (`assets/third-party-licenses.txt`, made by `packaging/licenses/make.sh`), written into the
//! data folder on a worker and opened by the system.

use gendesk_core::diagnostics::{self, DiagnosticsOptions};
use gendesk_core::t;

use super::file_dialogs::SaveAs;
use super::{GenDeskApp, Msg};
use crate::ui::live_state::{Notice, NoticeLevel};

impl GenDeskApp {
    /// Asks where, then writes the diagnostics zip there (`with_prompts`: the last prompts too).
    pub(super) fn export_diagnostics(&mut self, with_prompts: bool) {
        let save = SaveAs {
            title: t!("help-diagnostics-dialog"),
            file_name: format!(
                "gendesk-diagnostics-{}.zip",
                chrono::Local::now().format("%Y-%m-%d")
            ),
            filter: ("ZIP".to_owned(), vec!["zip".to_owned()]),
            instead: t!("help-diagnostics-instead"),
            nothing: t!("help-diagnostics-nothing"),
        };
        let paths = self.options.paths.clone();
        let vault = self.vault.clone();
        self.save_on_worker("gendesk-diagnostics", save, move |path| {
            // Secrets only in the keyring (never read in this run) are hidden too.
            if let Some(vault) = &vault {
                diagnostics::remember_secrets(&paths, vault);
            }
            let options = DiagnosticsOptions { with_prompts };
            match diagnostics::export(&paths, &path, &options) {
                Ok(summary) => {
                    let notice = Notice::new(NoticeLevel::Success, summary.describe());
                    match path.parent() {
                        Some(folder) => notice.with_folder(folder.to_path_buf()),
                        None => notice,
                    }
                }
                Err(err) => Notice::new(NoticeLevel::Error, err.to_string()),
            }
        });
    }

    /// Writes the third-party licences into the data folder and opens them.
    pub(super) fn open_licences(&mut self) {
        let path = self
            .options
            .paths
            .data_dir
            .join("licenses")
            .join("third-party-licenses.txt");
        let spawned = self.jobs.spawn("gendesk-licences", move || {
            let written = path
                .parent()
                .map_or(Ok(()), std::fs::create_dir_all)
                .and_then(|()| {
                    gendesk_core::config::write_atomic(&path, THIRD_PARTY_LICENSES.as_bytes())
                });
            let target = path.display().to_string();
            Msg::Notice(match written.and_then(|()| open::that_detached(&path)) {
                Ok(()) => Notice::new(NoticeLevel::Info, t!("window-opened", target = target)),
                Err(err) => Notice::new(
                    NoticeLevel::Error,
                    t!(
                        "window-open-failed",
                        target = target,
                        problem = err.to_string()
                    ),
                ),
            })
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }
}

/// Every licence of the crates and fonts GenDesk is built from.
pub const THIRD_PARTY_LICENSES: &str = include_str!("../../../assets/third-party-licenses.txt");

#[cfg(test)]
mod tests {
    use super::THIRD_PARTY_LICENSES;

    /// The compiled-in list names the crates the window is made of and the bundled fonts'
    /// licences (`packaging/licenses/make.sh` makes it from Cargo.lock).
    #[test]
    fn the_licence_list_names_the_main_components_and_the_fonts() {
        for component in [
            " egui ",
            " eframe ",
            " tokio ",
            " rusqlite ",
            " reqwest ",
            " fluent-bundle ",
            " file-rotate ",
            " zip ",
            " age ",
        ] {
            assert!(
                THIRD_PARTY_LICENSES.contains(component),
                "{component} is not in assets/third-party-licenses.txt: run packaging/licenses/make.sh"
            );
        }
        assert!(THIRD_PARTY_LICENSES.contains("SIL OPEN FONT LICENSE"));
        assert!(THIRD_PARTY_LICENSES.contains("Ubuntu Font Licence"));
    }
}
