//! Portable use: a file named `portable` beside the executable keeps everything GenDesk has
//! (settings, history, downloads, logs, and the keys) in the folder `GenDesk-data` beside it, so
//! that the whole folder can live on a USB stick and move between computers. The keys are
//! kept in `GenDesk-data/keys.age`, encrypted with a passphrase asked at each start
//! ([`KeyFileStore`]), unless the marker says `keys = "keyring"`: then this computer's keyring
//! keeps them (they do not travel with the folder).
//!
//! The marker is a small TOML file; empty means the defaults.

mod key_file;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::config::AppPaths;

pub use key_file::{KeyFileError, KeyFileStore};

/// The marker's name, beside the executable.
pub const MARKER: &str = "portable";

/// The folder beside the executable that holds everything.
pub const DATA_FOLDER: &str = "GenDesk-data";

/// The encrypted keys' file in [`DATA_FOLDER`].
pub const KEYS_FILE: &str = "keys.age";

/// What the marker says is written there when it is made by GenDesk.
const MARKER_HEADER: &str = "# GenDesk runs portable: everything it keeps is in GenDesk-data beside this file.\n\
# keys = \"file\" keeps the keys there, encrypted with a passphrase asked at each start;\n\
# keys = \"keyring\" keeps them in this computer's keyring instead (they stay behind when the folder moves).\n";

/// Where a portable GenDesk keeps its keys.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PortableKeys {
    /// In [`KEYS_FILE`], encrypted with a passphrase.
    #[default]
    File,
    /// In this computer's keyring.
    Keyring,
}

/// The marker file's settings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MarkerFile {
    #[serde(default)]
    keys: PortableKeys,
}

/// Why the marker could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum PortableError {
    /// The marker could not be read or written.
    #[error("{}", crate::t!("err-portable-io", file = .file.display().to_string(), reason = .reason.clone()))]
    Io {
        /// The marker.
        file: PathBuf,
        /// What the system said.
        reason: String,
    },
    /// The marker holds something GenDesk does not understand.
    #[error("{}", crate::t!("err-portable-marker", file = .file.display().to_string(), reason = .reason.clone()))]
    Marker {
        /// The marker.
        file: PathBuf,
        /// What is wrong.
        reason: String,
    },
}

/// A GenDesk that runs portable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Portable {
    /// The folder of the executable (and of the marker).
    pub folder: PathBuf,
    /// Where the keys are kept.
    pub keys: PortableKeys,
}

impl Portable {
    /// The portable GenDesk of the executable `exe`: `None` without a marker beside it.
    /// Reads the disk: call it before the window opens.
    pub fn detect(exe: &Path) -> Result<Option<Self>, PortableError> {
        let Some(folder) = exe.parent() else {
            return Ok(None);
        };
        let marker = folder.join(MARKER);
        let text = match std::fs::read_to_string(&marker) {
            Ok(text) => text,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            // A folder called `portable`, say: not a marker.
            Err(_) if marker.is_dir() => return Ok(None),
            Err(err) => {
                return Err(PortableError::Io {
                    file: marker,
                    reason: err.to_string(),
                });
            }
        };
        let settings: MarkerFile = toml::from_str(&text).map_err(|err| PortableError::Marker {
            file: marker.clone(),
            reason: err.message().to_owned(),
        })?;
        Ok(Some(Self {
            folder: folder.to_path_buf(),
            keys: settings.keys,
        }))
    }

    /// The folder that holds everything.
    pub fn data_root(&self) -> PathBuf {
        self.folder.join(DATA_FOLDER)
    }

    /// The folders: everything under [`Portable::data_root`].
    pub fn paths(&self) -> AppPaths {
        AppPaths::portable(&self.data_root())
    }

    /// The encrypted keys' file.
    pub fn keys_file(&self) -> PathBuf {
        self.data_root().join(KEYS_FILE)
    }

    /// Writes `keys` into the marker (the person chose where the keys live).
    pub fn set_keys(&mut self, keys: PortableKeys) -> Result<(), PortableError> {
        let marker = self.folder.join(MARKER);
        let body = toml::to_string(&MarkerFile { keys }).map_err(|err| PortableError::Marker {
            file: marker.clone(),
            reason: err.to_string(),
        })?;
        crate::config::write_atomic(&marker, format!("{MARKER_HEADER}{body}").as_bytes()).map_err(
            |err| PortableError::Io {
                file: marker,
                reason: err.to_string(),
            },
        )?;
        self.keys = keys;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn a_marker_beside_the_executable_keeps_everything_beside_it() {
        crate::i18n::keep_to_this_thread();
        let dir = tempfile::tempdir().unwrap();
        let exe = dir.path().join("gendesk.exe");
        assert_eq!(Portable::detect(&exe).unwrap(), None);

        std::fs::write(dir.path().join(MARKER), "").unwrap();
        let mut portable = Portable::detect(&exe).unwrap().unwrap();
        assert_eq!(portable.keys, PortableKeys::File);
        let paths = portable.paths();
        for folder in [&paths.config_dir, &paths.data_dir, &paths.downloads_dir] {
            assert!(
                folder.starts_with(dir.path().join(DATA_FOLDER)),
                "{folder:?}"
            );
        }
        assert_eq!(
            portable.keys_file(),
            dir.path().join("GenDesk-data/keys.age")
        );

        portable.set_keys(PortableKeys::Keyring).unwrap();
        let again = Portable::detect(&exe).unwrap().unwrap();
        assert_eq!(again.keys, PortableKeys::Keyring);
        let text = std::fs::read_to_string(dir.path().join(MARKER)).unwrap();
        assert!(text.starts_with("# GenDesk runs portable"), "{text}");

        std::fs::write(dir.path().join(MARKER), "keys = \"cloud\"\n").unwrap();
        let err = Portable::detect(&exe).unwrap_err();
        assert!(err.to_string().contains("portable"), "{err}");
    }

    #[test]
    fn a_folder_called_portable_is_not_a_marker() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join(MARKER)).unwrap();
        assert_eq!(Portable::detect(&dir.path().join("gendesk")).unwrap(), None);
    }
}
