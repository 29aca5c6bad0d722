//! `AppPaths`: the config, data and download folders, from the platform conventions or one
//! `--data-dir` folder that holds everything (portable use, tests).

use std::path::{Path, PathBuf};

/// Why the folders could not be found.
#[derive(Debug, thiserror::Error)]
pub enum PathsError {
    /// The OS gave no home or config folder.
    #[error(
        "could not find a home folder for GenDesk's settings; start it with --data-dir <folder>"
    )]
    NoHome,
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
}

impl AppPaths {
    /// Platform folders (e.g. `~/.config/gendesk`, `~/.local/share/gendesk` on Linux;
    /// downloads in the user's Downloads folder under `GenDesk`).
    pub fn platform() -> Result<Self, PathsError> {
        let dirs = directories::ProjectDirs::from("", "", "GenDesk").ok_or(PathsError::NoHome)?;
        let downloads = directories::UserDirs::new()
            .and_then(|u| u.download_dir().map(Path::to_path_buf))
            .unwrap_or_else(|| dirs.data_dir().join("downloads"));
        Ok(Self {
            config_dir: dirs.config_dir().to_path_buf(),
            data_dir: dirs.data_dir().to_path_buf(),
            downloads_dir: downloads.join("GenDesk"),
        })
    }

    /// Everything under one folder: `config/`, `data/`, `downloads/`.
    pub fn portable(root: &Path) -> Self {
        Self {
            config_dir: root.join("config"),
            data_dir: root.join("data"),
            downloads_dir: root.join("downloads"),
        }
    }

    /// `--data-dir` when given, else the platform folders.
    pub fn resolve(data_dir: Option<&Path>) -> Result<Self, PathsError> {
        match data_dir {
            Some(root) => Ok(Self::portable(root)),
            None => Self::platform(),
        }
    }

    /// The profiles file.
    pub fn profiles_file(&self) -> PathBuf {
        self.config_dir.join("profiles.toml")
    }

    /// The history database.
    pub fn database_file(&self) -> PathBuf {
        self.data_dir.join("history.sqlite3")
    }

    /// Small preview images of results, kept so they show after the result links expire.
    pub fn thumbnails_dir(&self) -> PathBuf {
        self.data_dir.join("thumbnails")
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
    }
}
