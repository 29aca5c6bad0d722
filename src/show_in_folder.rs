//! *Show in folder*: the system's file manager opened on a file's folder with the file
//! selected, where the system allows it: Explorer's `/select` on Windows, Finder's `open -R` on
//! macOS, and on Linux any file manager that answers `org.freedesktop.FileManager1.ShowItems`
//! on the session bus (Files, Dolphin, Nemo, Caja, Thunar, `PCManFM`…). Where none does, the
//! folder is opened instead. Blocking: call it off the UI thread.

use std::path::{Path, PathBuf};

use gendesk_core::t;

/// How the file was shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// In its folder, selected.
    Selected,
    /// Its folder was opened (no file manager here selects a file when asked).
    FolderOpened,
}

/// Why the file could not be shown.
#[derive(Debug, thiserror::Error)]
pub enum ShowError {
    /// The file is gone.
    #[error("{}", t!("cli-show-missing", path = .0.display().to_string()))]
    Missing(PathBuf),
    /// Neither selecting it nor opening its folder worked.
    #[error("{}", t!("cli-show-not-opened", folder = .folder.display().to_string()))]
    Open {
        /// The folder.
        folder: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
}

/// Shows `path` in the file manager: selected where the system allows it, else its folder.
pub fn show_in_folder(path: &Path) -> Result<Shown, ShowError> {
    if !path.exists() {
        return Err(ShowError::Missing(path.to_path_buf()));
    }
    match select(path) {
        Ok(()) => return Ok(Shown::Selected),
        Err(why) => {
            tracing::info!(%why, "the file manager did not select the file; opening its folder");
        }
    }
    let folder = path.parent().unwrap_or(path).to_path_buf();
    open::that_detached(&folder)
        .map(|()| Shown::FolderOpened)
        .map_err(|source| {
            tracing::warn!(%source, folder = %folder.display(), "the folder could not be opened");
            ShowError::Open { folder, source }
        })
}

#[cfg(target_os = "windows")]
fn select(path: &Path) -> Result<(), String> {
    use std::os::windows::process::CommandExt as _;
    // Explorer takes `/select,"C:\path"` as one raw argument; Windows paths cannot hold `"`.
    // Its exit code says nothing (1 even when it worked), so a started Explorer counts.
    std::process::Command::new("explorer.exe")
        .raw_arg(format!("/select,\"{}\"", path.display()))
        .spawn()
        .map(drop)
        .map_err(|err| err.to_string())
}

#[cfg(target_os = "macos")]
fn select(path: &Path) -> Result<(), String> {
    let status = std::process::Command::new("open")
        .arg("-R")
        .arg(path)
        .status()
        .map_err(|err| err.to_string())?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("open -R ended with {status}"))
    }
}

#[cfg(target_os = "linux")]
fn select(path: &Path) -> Result<(), String> {
    let bus = zbus::blocking::connection::Builder::session()
        .and_then(|builder| builder.method_timeout(METHOD_TIMEOUT).build())
        .map_err(|err| format!("no session bus: {err}"))?;
    show_items(&bus, path)
}

#[cfg(not(any(target_os = "windows", target_os = "macos", target_os = "linux")))]
fn select(_path: &Path) -> Result<(), String> {
    Err("this system has no way to select a file".to_owned())
}

/// How long a file manager may take to answer (one being started by the bus answers late).
#[cfg(target_os = "linux")]
const METHOD_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// Asks the file manager on `bus` to show `path` selected (`FileManager1.ShowItems`).
#[cfg(target_os = "linux")]
pub fn show_items(bus: &zbus::blocking::Connection, path: &Path) -> Result<(), String> {
    let uri = url::Url::from_file_path(path)
        .map_err(|()| format!("{} is not an absolute path", path.display()))?;
    bus.call_method(
        Some("org.freedesktop.FileManager1"),
        "/org/freedesktop/FileManager1",
        Some("org.freedesktop.FileManager1"),
        "ShowItems",
        &(vec![uri.as_str()], ""),
    )
    .map(drop)
    .map_err(|err| err.to_string())
}

#[cfg(test)]
#[cfg(target_os = "linux")]
mod tests {
    use super::*;
    use std::io::BufRead as _;
    use std::sync::{Arc, Mutex};

    /// A private session bus: `dbus-daemon` from Debian, stopped when dropped.
    struct Bus {
        daemon: std::process::Child,
        address: String,
    }

    impl Bus {
        fn start() -> Self {
            let mut daemon = std::process::Command::new("dbus-daemon")
                .args(["--session", "--nofork", "--print-address"])
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("dbus-daemon (Debian's dbus package) runs");
            let mut address = String::new();
            std::io::BufReader::new(daemon.stdout.take().unwrap())
                .read_line(&mut address)
                .unwrap();
            Self {
                daemon,
                address: address.trim().to_owned(),
            }
        }

        fn connect(&self) -> zbus::blocking::Connection {
            zbus::blocking::connection::Builder::address(self.address.as_str())
                .unwrap()
                .method_timeout(METHOD_TIMEOUT)
                .build()
                .unwrap()
        }
    }

    impl Drop for Bus {
        fn drop(&mut self) {
            let _ = self.daemon.kill();
            let _ = self.daemon.wait();
        }
    }

    /// What a file manager was asked to show: the URIs and the startup ID, per call.
    type Asked = Arc<Mutex<Vec<(Vec<String>, String)>>>;

    /// A file manager that notes what it was asked to show.
    struct FileManager {
        shown: Asked,
    }

    #[zbus::interface(name = "org.freedesktop.FileManager1")]
    impl FileManager {
        fn show_items(&self, uris: Vec<String>, startup_id: String) {
            self.shown.lock().unwrap().push((uris, startup_id));
        }
    }

    #[test]
    fn a_file_manager_on_the_bus_is_asked_to_select_the_file() {
        let bus = Bus::start();
        let shown = Asked::default();
        let _file_manager = zbus::blocking::connection::Builder::address(bus.address.as_str())
            .unwrap()
            .name("org.freedesktop.FileManager1")
            .unwrap()
            .serve_at(
                "/org/freedesktop/FileManager1",
                FileManager {
                    shown: shown.clone(),
                },
            )
            .unwrap()
            .build()
            .unwrap();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("A fox #1 (2).png");
        std::fs::write(&file, b"png").unwrap();

        show_items(&bus.connect(), &file).unwrap();

        let uri = url::Url::from_file_path(&file).unwrap();
        assert!(uri.as_str().ends_with("/A%20fox%20%231%20(2).png"), "{uri}");
        assert_eq!(
            *shown.lock().unwrap(),
            [(vec![uri.to_string()], String::new())]
        );
    }

    #[test]
    fn without_a_file_manager_on_the_bus_asking_fails_so_the_folder_is_opened_instead() {
        let bus = Bus::start();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.png");
        std::fs::write(&file, b"png").unwrap();
        let err = show_items(&bus.connect(), &file).unwrap_err();
        assert!(err.contains("FileManager1"), "{err}");
    }

    #[test]
    fn a_file_that_is_gone_is_not_shown() {
        let dir = tempfile::tempdir().unwrap();
        let gone = dir.path().join("gone.png");
        let err = show_in_folder(&gone).unwrap_err();
        assert!(matches!(err, ShowError::Missing(_)), "{err}");
        assert!(err.to_string().contains("moved or deleted"), "{err}");
    }
}
