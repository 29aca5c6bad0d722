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
        doing = .doing.to_string()
    ))]
    Busy {
        /// The database file.
        path: PathBuf,
        /// What the store was doing.
        doing: &'static str,
    },

    /// The disk is full.
    #[error("{}", crate::t!(
        "err-store-disk-full",
        path = .path.display().to_string(),
        doing = .doing.to_string()
    ))]
    DiskFull {
        /// The database file.
        path: PathBuf,
        /// What the store was doing.
        doing: &'static str,
    },

    /// A write would break a uniqueness or reference rule of the schema.
    #[error("{}", crate::t!(
        "err-store-conflict",
        doing = .doing.to_string(),
        cause = .cause.to_string()
    ))]
    Conflict {
        /// What the store was doing.
        doing: &'static str,
        /// What SQLite said (names the constraint).
        cause: rusqlite::Error,
    },

    /// Any other database failure.
    #[error("{}", crate::t!(
        "err-store-database",
        path = .path.display().to_string(),
        doing = .doing.to_string(),
        cause = .cause.to_string()
    ))]
    Database {
        /// The database file.
        path: PathBuf,
        /// What the store was doing.
        doing: &'static str,
        /// What SQLite said.
        cause: rusqlite::Error,
    },

    /// The row the caller named does not exist (it may have been deleted with its profile).
    #[error("{}", crate::t!("err-store-not-found", what = .what.to_string(), id = .id.to_string()))]
    NotFound {
        /// The kind of row ("task row", "batch row", ...).
        what: &'static str,
        /// Its id.
        id: i64,
    },

    /// The row exists but is in a phase where the operation makes no sense.
    #[error("{}", crate::t!(
        "err-store-wrong-phase",
        row = .row.to_string(),
        phase = .phase.to_string(),
        action = .action.to_string()
    ))]
    WrongPhase {
        /// The task row.
        row: i64,
        /// Its current phase.
        phase: &'static str,
        /// What was attempted, as a past participle ("marked submitted").
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
    /// Maps a `rusqlite` error met while `doing` something to the matching variant.
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
