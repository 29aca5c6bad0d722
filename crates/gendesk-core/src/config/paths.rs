//! `AppPaths`: the config, data and download folders, from the platform conventions or one
//! `--data-dir` folder that holds everything (portable use, tests).

use std::path::{Path, PathBuf};

/// File name of the person's own models, in the config folder.
pub const USER_MODELS_FILE: &str = "models.toml";

/// Why the folders could not be found.
#[derive(Debug, thiserror::Error)]
pub enum PathsError {
    /// The OS gave no home or config folder.
    #[error("{}", crate::t!("err-paths-no-home"))]
    NoHome,
}

/// Where the default download folder comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DownloadsDefault {
    /// `GenDesk` in the user's Downloads folder.
    UserDownloads,
    /// The system names no Downloads folder and there is no `Downloads` in the home folder:
    /// `downloads/GenDesk` in the data folder.
    NoDownloadsFolder,
    /// `downloads` in the `--data-dir` folder.
    Portable,
}

/// The folders GenDesk uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppPaths {
    /// Settings and the profiles file.
    pub config_dir: PathBuf,
    /// The history database and logs.
    pub data_dir: PathBuf,
    /// Default folder for downloaded results.
    pub downloads_dir: PathBuf,
    /// Why `downloads_dir` is where it is.
    pub downloads_default: DownloadsDefault,
}

impl AppPaths {
    /// Platform folders (e.g. `~/.config/gendesk`, `~/.local/share/gendesk` on Linux;
    /// downloads in the user's Downloads folder under `GenDesk`, see [`default_downloads`]).
    /// Looks at the disk once (whether `~/Downloads` exists): call it before the window opens.
    pub fn platform() -> Result<Self, PathsError> {
        let dirs = directories::ProjectDirs::from("", "", "GenDesk").ok_or(PathsError::NoHome)?;
        let user = directories::UserDirs::new();
        // Linux names the Downloads folder only in ~/.config/user-dirs.dirs, which minimal
        // systems lack; an existing ~/Downloads is what people mean then.
        let reported = user
            .as_ref()
            .and_then(|u| u.download_dir().map(Path::to_path_buf));
        let in_home = user
            .as_ref()
            .map(|u| u.home_dir().join("Downloads"))
            .filter(|folder| folder.is_dir());
        let (downloads_dir, downloads_default) =
            default_downloads(reported.or(in_home), dirs.data_dir());
        Ok(Self {
            config_dir: dirs.config_dir().to_path_buf(),
            data_dir: dirs.data_dir().to_path_buf(),
            downloads_dir,
            downloads_default,
        })
    }

    /// Everything under one folder: `config/`, `data/`, `downloads/`.
    pub fn portable(root: &Path) -> Self {
        Self {
            config_dir: root.join("config"),
            data_dir: root.join("data"),
            downloads_dir: root.join("downloads"),
            downloads_default: DownloadsDefault::Portable,
        }
    }

    /// `--data-dir` when given, else the platform folders.
    pub fn resolve(data_dir: Option<&Path>) -> Result<Self, PathsError> {
        match data_dir {
            Some(root) => Ok(Self::portable(root)),
            None => Self::platform(),
        }
    }

    /// The window's log folder (`gendesk.log` and its rotated files).
    pub fn logs_dir(&self) -> PathBuf {
        self.data_dir.join("logs")
    }

    /// The profiles file.
    pub fn profiles_file(&self) -> PathBuf {
        self.config_dir.join("profiles.toml")
    }

    /// The network settings ([`super::NETWORK_FILE`] in the config folder).
    pub fn network_file(&self) -> PathBuf {
        self.config_dir.join(super::NETWORK_FILE)
    }

    /// The person's own models ([`USER_MODELS_FILE`] in the config folder).
    pub fn user_models_file(&self) -> PathBuf {
        self.config_dir.join(USER_MODELS_FILE)
    }

    /// The history database.
    pub fn database_file(&self) -> PathBuf {
        self.data_dir.join("history.sqlite3")
    }

    /// Small preview images of results, kept so they show after the result links expire.
    pub fn thumbnails_dir(&self) -> PathBuf {
        self.data_dir.join("thumbnails")
    }

    /// The profiles' named presets (one TOML file per profile).
    pub fn presets_dir(&self) -> PathBuf {
        self.config_dir.join("presets")
    }

    /// The offline sandbox's world (its tasks, result links, balance), kept across restarts.
    pub fn sandbox_world_file(&self) -> PathBuf {
        self.data_dir.join("sandbox-world.json")
    }

    /// Pictures pasted as references, kept as files so presets and reused settings find them.
    pub fn pasted_dir(&self) -> PathBuf {
        self.data_dir.join("pasted")
    }
}

/// The default download folder: `GenDesk` in the user's Downloads folder when there is one,
/// else `downloads/GenDesk` in the data folder.
pub fn default_downloads(
    user_downloads: Option<PathBuf>,
    data_dir: &Path,
) -> (PathBuf, DownloadsDefault) {
    match user_downloads {
        Some(folder) => (folder.join("GenDesk"), DownloadsDefault::UserDownloads),
        None => (
            data_dir.join("downloads").join("GenDesk"),
            DownloadsDefault::NoDownloadsFolder,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn portable_keeps_everything_under_one_folder() {
        let paths = AppPaths::resolve(Some(Path::new("/tmp/gd"))).unwrap();
        assert_eq!(
            paths.profiles_file(),
            Path::new("/tmp/gd/config/profiles.toml")
        );
        assert_eq!(
            paths.database_file(),
            Path::new("/tmp/gd/data/history.sqlite3")
        );
        assert_eq!(paths.downloads_dir, Path::new("/tmp/gd/downloads"));
        assert_eq!(paths.downloads_default, DownloadsDefault::Portable);
    }

    #[test]
    fn downloads_go_to_the_downloads_folder_else_the_data_folder() {
        let data = Path::new("/home/ann/.local/share/gendesk");
        assert_eq!(
            default_downloads(Some("/home/ann/Downloads".into()), data),
            (
                PathBuf::from("/home/ann/Downloads/GenDesk"),
                DownloadsDefault::UserDownloads
            )
        );
        assert_eq!(
            default_downloads(None, data),
            (
                PathBuf::from("/home/ann/.local/share/gendesk/downloads/GenDesk"),
                DownloadsDefault::NoDownloadsFolder
            )
        );
    }
}
