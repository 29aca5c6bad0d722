//! `StoreError`: what went wrong with the history database, worded so a person can act on it.

use std::io;
use std::path::PathBuf;

use rusqlite::ErrorCode;

/// An error from the store.
///
/// Every message names what failed and what to do about it. The underlying `rusqlite` or I/O
/// error is part of the message and kept in a field (not in `source()`, so chained reports do
/// not print it twice).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The folder for the database could not be created.
    #[error("{}", crate::t!(
        "err-store-create-dir",
        path = .path.display().to_string(),
        cause = .cause.to_string()
    ))]
    CreateDir {
        /// The folder.
        path: PathBuf,
        /// What the OS said.
        cause: io::Error,
    },

    /// The database file could not be opened or is not a database.
    #[error("{}", crate::t!(
        "err-store-open",
        path = .path.display().to_string(),
        cause = .cause.to_string()
    ))]
    Open {
        /// The database file.
        path: PathBuf,
        /// What SQLite said.
        cause: rusqlite::Error,
    },

    /// The file system does not support SQLite's write-ahead log (some network shares).
    #[error("{}", crate::t!(
        "err-store-no-wal",
        path = .path.display().to_string(),
        mode = .mode.clone()
    ))]
    NoWal {
        /// The database file.
        path: PathBuf,
        /// The journal mode SQLite reported.
        mode: String,
    },

    /// The database was written by a newer GenDesk; it was not modified.
    #[error("{}", crate::t!(
        "err-store-too-new",
        path = .path.display().to_string(),
        found = .found.to_string(),
        supported = .supported.to_string()
    ))]
    TooNew {
        /// The database file.
        path: PathBuf,
        /// The file's `user_version`.
        found: i64,
        /// The newest schema version this build knows.
        supported: i64,
    },

    /// A schema upgrade failed and was rolled back.
    #[error("{}", crate::t!(
        "err-store-migration",
        path = .path.display().to_string(),
        version = .version.to_string(),
        cause = .cause.to_string(),
        version_before = .version_before.to_string()
    ))]
    Migration {
        /// The database file.
        path: PathBuf,
        /// The version being applied.
        version: i64,
        /// The version the file still has.
        version_before: i64,
        /// What SQLite said.
        cause: rusqlite::Error,
    },

    /// Another connection held the database lock for longer than the busy timeout.
    #[error("{}", crate::t!(
        "err-store-busy",
        path = .path.display().to_string(),
        doing = crate::i18n::tr(.doing, None)
    ))]
    Busy {
        /// The database file.
        path: PathBuf,
        /// What the store was doing: a message ID (`store-doing-…`).
        doing: &'static str,
    },

    /// The disk is full.
    #[error("{}", crate::t!(
        "err-store-disk-full",
        path = .path.display().to_string(),
        doing = crate::i18n::tr(.doing, None)
    ))]
    DiskFull {
        /// The database file.
        path: PathBuf,
        /// What the store was doing: a message ID (`store-doing-…`).
        doing: &'static str,
    },

    /// A write would break a uniqueness or reference rule of the schema.
    #[error("{}", crate::t!(
        "err-store-conflict",
        doing = crate::i18n::tr(.doing, None),
        cause = .cause.to_string()
    ))]
    Conflict {
        /// What the store was doing: a message ID (`store-doing-…`).
        doing: &'static str,
        /// What SQLite said (names the constraint).
        cause: rusqlite::Error,
    },

    /// Any other database failure.
    #[error("{}", crate::t!(
        "err-store-database",
        path = .path.display().to_string(),
        doing = crate::i18n::tr(.doing, None),
        cause = .cause.to_string()
    ))]
    Database {
        /// The database file.
        path: PathBuf,
        /// What the store was doing: a message ID (`store-doing-…`).
        doing: &'static str,
        /// What SQLite said.
        cause: rusqlite::Error,
    },

    /// The row the caller named does not exist (it may have been deleted with its profile).
    #[error("{}", crate::t!(
        "err-store-not-found",
        what = crate::i18n::tr(.what, None),
        id = .id.to_string()
    ))]
    NotFound {
        /// The kind of row, as a message ID (`store-what-task-row`, `store-what-profile`…).
        what: &'static str,
        /// Its id.
        id: i64,
    },

    /// The row exists but is in a phase where the operation makes no sense.
    #[error("{}", crate::t!(
        "err-store-wrong-phase",
        row = .row.to_string(),
        phase = .phase.to_string(),
        action = crate::i18n::tr(.action, None)
    ))]
    WrongPhase {
        /// The task row.
        row: i64,
        /// Its current phase.
        phase: &'static str,
        /// What was attempted, as a message ID (`store-action-marked-submitted`…).
        action: &'static str,
    },

    /// The remote task id is already recorded on another row of the same profile.
    #[error("{}", crate::t!(
        "err-store-duplicate-task-id",
        task_id = .task_id.clone(),
        existing = .existing.to_string()
    ))]
    DuplicateTaskId {
        /// The remote taskId.
        task_id: String,
        /// The row that has it.
        existing: i64,
    },

    /// Another download already targets the same file.
    #[error("{}", crate::t!(
        "err-store-file-name-taken",
        file_name = format!("{:?}", .file_name),
        target_dir = .target_dir.display().to_string()
    ))]
    FileNameTaken {
        /// The folder.
        target_dir: PathBuf,
        /// The file name.
        file_name: String,
    },

    /// The caller passed something the store cannot record.
    #[error("{}", crate::t!("err-store-invalid-input", detail = .detail.clone()))]
    InvalidInput {
        /// What is wrong.
        detail: String,
    },
}

impl StoreError {
    /// Maps a `rusqlite` error met while `doing` something (a `store-doing-…` message ID) to the
    /// matching variant.
    pub(super) fn from_sqlite(
        path: &std::path::Path,
        doing: &'static str,
        cause: rusqlite::Error,
    ) -> Self {
        match cause.sqlite_error_code() {
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => Self::Busy {
                path: path.to_path_buf(),
                doing,
            },
            Some(ErrorCode::DiskFull) => Self::DiskFull {
                path: path.to_path_buf(),
                doing,
            },
            Some(ErrorCode::ConstraintViolation) => Self::Conflict { doing, cause },
            _ => Self::Database {
                path: path.to_path_buf(),
                doing,
                cause,
            },
        }
    }

    /// Whether retrying later may succeed (a lock or a full disk), as opposed to a bug or a
    /// damaged file.
    pub fn is_transient(&self) -> bool {
        matches!(self, Self::Busy { .. } | Self::DiskFull { .. })
    }
}

/// The error type inside store operations: SQLite errors get their context (what the store was
/// doing, which file) when the operation returns.
#[derive(Debug)]
pub(super) enum Fail {
    Sql(rusqlite::Error),
    Store(StoreError),
}

impl From<rusqlite::Error> for Fail {
    fn from(e: rusqlite::Error) -> Self {
        Self::Sql(e)
    }
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Self {
        Self::Store(e)
    }
}

impl Fail {
    pub(super) fn into_store(self, path: &std::path::Path, doing: &'static str) -> StoreError {
        match self {
            Self::Sql(cause) => StoreError::from_sqlite(path, doing, cause),
            Self::Store(e) => e,
        }
    }
}

/// Result of the closures inside store operations.
pub(super) type Res<T> = Result<T, Fail>;

#[cfg(test)]
mod tests {
    /// The phrases the store and the keyring name by message ID (what the store was doing, kinds
    /// of rows, what was tried, what the keyring holds) are looked up only when an error is
    /// shown: each must be a message English has.
    #[test]
    fn every_phrase_named_by_id_is_a_message() {
        let english = crate::i18n::message_ids(crate::i18n::ENGLISH.tag);
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let prefixes = [
            "store-doing-",
            "store-what-",
            "store-action-",
            "store-secret-",
        ];
        let mut named = 0;
        let mut missing = Vec::new();
        for dir in ["store", "config"] {
            for entry in std::fs::read_dir(src.join(dir)).unwrap() {
                let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
                let ids = text.split('"').skip(1).step_by(2).filter(|text| {
                    !text.ends_with('-') && prefixes.iter().any(|p| text.starts_with(p))
                });
                for id in ids {
                    named += 1;
                    if !english.iter().any(|known| known == id) {
                        missing.push(id.to_owned());
                    }
                }
            }
        }
        assert!(named > 70, "the store names its phrases by ID ({named})");
        assert!(missing.is_empty(), "not in English: {missing:?}");
    }
}
