//! The data folder's lock: an OS advisory lock on `gendesk.lock`, released by the OS when
//! the process ends however it ends, and the holder's process id in `gendesk.pid` (a separate
//! file: Windows locks forbid reading a locked file).

use std::fs::{File, OpenOptions, TryLockError};
use std::io::Write as _;
use std::path::{Path, PathBuf};

use super::InstanceError;

/// The lock file's name in the data folder.
pub const LOCK_FILE: &str = "gendesk.lock";
/// The holder's process id, beside the lock.
const PID_FILE: &str = "gendesk.pid";

/// The data folder, held by this process until dropped.
#[derive(Debug)]
pub struct DataLock {
    _file: File,
}

impl DataLock {
    /// Takes the lock of `data_dir` (created if missing), or `None` if another process holds it.
    pub fn try_take(data_dir: &Path) -> Result<Option<Self>, InstanceError> {
        let path = data_dir.join(LOCK_FILE);
        let failed = |source| InstanceError::LockFile {
            path: path.clone(),
            source,
        };
        std::fs::create_dir_all(data_dir).map_err(failed)?;
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(failed)?;
        match file.try_lock() {
            Ok(()) => {
                write_pid(&data_dir.join(PID_FILE));
                Ok(Some(Self { _file: file }))
            }
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(source)) => Err(failed(source)),
        }
    }

    /// The process id the holder recorded, if readable.
    pub fn holder(data_dir: &Path) -> Option<u32> {
        std::fs::read_to_string(data_dir.join(PID_FILE))
            .ok()?
            .trim()
            .parse()
            .ok()
    }
}

/// Records this process's id for messages; a failure only makes messages vaguer.
fn write_pid(path: &PathBuf) {
    let written = File::create(path).and_then(|mut file| write!(file, "{}", std::process::id()));
    if let Err(err) = written {
        tracing::debug!("{} not written: {err}", path.display());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_is_exclusive_and_freed_on_drop() {
        let dir = tempfile::tempdir().unwrap();
        let first = DataLock::try_take(dir.path()).unwrap();
        assert!(first.is_some(), "a free folder is taken");
        assert!(
            DataLock::try_take(dir.path()).unwrap().is_none(),
            "a second lock on the same folder fails while the first is held"
        );
        assert_eq!(DataLock::holder(dir.path()), Some(std::process::id()));
        drop(first);
        assert!(DataLock::try_take(dir.path()).unwrap().is_some());
    }

    #[test]
    fn an_unwritable_folder_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("not-a-folder");
        std::fs::write(&file, b"x").unwrap();
        let err = DataLock::try_take(&file).unwrap_err().to_string();
        assert!(
            err.contains("lock file") && err.contains("writable"),
            "{err}"
        );
    }
}
