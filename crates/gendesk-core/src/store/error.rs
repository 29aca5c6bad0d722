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
    #[error(
        "the folder {path} for the history database could not be created: {cause}; \
         check the disk and permissions"
    )]
    CreateDir {
        /// The folder.
        path: PathBuf,
        /// What the OS said.
        cause: io::Error,
    },

    /// The database file could not be opened or is not a database.
    #[error(
        "the history database at {path} could not be opened: {cause}; \
         check the disk and permissions, or move the file aside to start a fresh history"
    )]
    Open {
        /// The database file.
        path: PathBuf,
        /// What SQLite said.
        cause: rusqlite::Error,
    },

    /// The file system does not support SQLite's write-ahead log (some network shares).
    #[error(
        "the history database at {path} cannot use write-ahead logging (journal mode stayed \
         {mode}); keep the history on a local disk"
    )]
    NoWal {
        /// The database file.
        path: PathBuf,
        /// The journal mode SQLite reported.
        mode: String,
    },

    /// The database was written by a newer GenDesk; it was not modified.
    #[error(
        "the history database at {path} was written by a newer GenDesk (schema version {found}, \
         this build knows up to {supported}); it was left untouched — update GenDesk, or move the \
         file aside to start a fresh history"
    )]
    TooNew {
        /// The database file.
        path: PathBuf,
        /// The file's `user_version`.
        found: i64,
        /// The newest schema version this build knows.
        supported: i64,
    },

    /// A schema upgrade failed and was rolled back.
    #[error(
        "upgrading the history database at {path} to schema version {version} failed: {cause}; \
         it was left at version {version_before} — check free disk space and restart GenDesk"
    )]
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
    #[error(
        "the history database at {path} stayed locked while {doing}; another GenDesk window or a \
         backup tool may be using it — close it and try again"
    )]
    Busy {
        /// The database file.
        path: PathBuf,
        /// What the store was doing.
        doing: &'static str,
    },

    /// The disk is full.
    #[error("the disk holding the history database at {path} is full ({doing}); free some space")]
    DiskFull {
        /// The database file.
        path: PathBuf,
        /// What the store was doing.
        doing: &'static str,
    },

    /// A write would break a uniqueness or reference rule of the schema.
    #[error("{doing} conflicts with what the history already holds: {cause}")]
    Conflict {
        /// What the store was doing.
        doing: &'static str,
        /// What SQLite said (names the constraint).
        cause: rusqlite::Error,
    },

    /// Any other database failure.
    #[error(
        "the history database at {path} failed while {doing}: {cause}; \
         if this repeats, check the disk and permissions"
    )]
    Database {
        /// The database file.
        path: PathBuf,
        /// What the store was doing.
        doing: &'static str,
        /// What SQLite said.
        cause: rusqlite::Error,
    },

    /// The row the caller named does not exist (it may have been deleted with its profile).
    #[error("{what} {id} is not in the history; it may have been deleted with its profile")]
    NotFound {
        /// The kind of row ("task row", "batch row", ...).
        what: &'static str,
        /// Its id.
        id: i64,
    },

    /// The row exists but is in a phase where the operation makes no sense.
    #[error("task row {row} is `{phase}`, so it cannot be {action}")]
    WrongPhase {
        /// The task row.
        row: i64,
        /// Its current phase.
        phase: &'static str,
        /// What was attempted, as a past participle ("marked submitted").
        action: &'static str,
    },

    /// The remote task id is already recorded on another row of the same profile.
    #[error(
        "task {task_id} is already recorded as task row {existing} of this profile; \
         the service returned an id it had given before"
    )]
    DuplicateTaskId {
        /// The remote taskId.
        task_id: String,
        /// The row that has it.
        existing: i64,
    },

    /// Another download already targets the same file.
    #[error(
        "another download already writes to {file_name:?} in {target_dir}; choose another name"
    )]
    FileNameTaken {
        /// The folder.
        target_dir: PathBuf,
        /// The file name.
        file_name: String,
    },

    /// The caller passed something the store cannot record.
    #[error("the history cannot record this: {detail}")]
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
