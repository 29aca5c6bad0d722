//! The durable store: GenDesk's history in SQLite, the app's source of truth.
//!
//! The engine writes every state here *before* acting on it (a submission row exists before its
//! POST is sent; a batch's exact bytes and idempotency keys exist before the first send; a
//! `taskId` is recorded the moment it arrives), so a crash at any point loses nothing and
//! duplicates nothing. Every writing call is one transaction.
//!
//! **No credentials, ever.** API keys live in the OS keyring only; no table has a column for a
//! key, secret or token (the only `*_key` columns are idempotency keys, which are not secret),
//! and request bodies stored here never contain one. A test checks the schema for this.
//!
//! The API is synchronous: the engine owns a [`Store`] on a blocking thread (a `Store` is
//! `Send`, not `Sync`). A second `Store` on the same file (say, a reader on another worker
//! thread) works too: WAL lets readers run while one writer writes, and writers queue for up to
//! [`BUSY_TIMEOUT`].
//!
//! Layout: `schema` (migrations as SQL), `migrations` (applying them), `profiles`, `tasks`
//! (submission and status writes), `polling` (the poll schedule), `task_query` (lists, search,
//! counts), `batches` (storing and sending), `batch_answers` (the service's answers),
//! `batch_query`, `downloads`, `events`, `deliveries` (requests the local webhook receiver got,
//! and each profile's receiver path); `values` holds ids and shared conversions.

mod balances;
mod batch_answers;
mod batch_figures;
mod batch_query;
mod batches;
mod costs;
mod deliveries;
mod downloads;
mod error;
mod events;
mod insight_rows;
mod migrations;
mod polling;
mod processing_times;
mod profiles;
mod record_facts;
mod references;
mod schema;
mod task_query;
mod tasks;
mod values;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, TransactionBehavior};

pub use balances::BalanceSample;
pub use batch_answers::{
    AcceptOutcome, BatchAnswer, BatchStatusOutcome, BatchStatusUpdate, ItemAnswer, ItemStatusUpdate,
};
pub use batch_figures::{BATCH_FIGURES_LISTED, BatchFigures};
pub use batch_query::{BatchInfo, BatchItemDetail, BatchItemInfo, BatchSummary, ItemCounts};
pub use batches::{
    BatchOrigin, BatchPhase, BatchPollItem, MAX_BATCH_ITEMS, NewBatch, NewBatchItem, NewRun,
    SendFailure, StoredBatch,
};
pub use deliveries::{
    DeliveryDetail, DeliveryFilter, DeliveryKind, DeliverySummary, DeliveryVerdict, NewDelivery,
    StoredDelivery,
};
pub use downloads::{DownloadInfo, DownloadStatus};
pub use error::StoreError;
pub use events::{EVENTS_KEPT_PER_PROFILE, EventInfo, EventLevel, NewEvent};
pub use insight_rows::{InsightScope, ModelRows};
pub use polling::PollItem;
pub use processing_times::TimeWanted;
pub use profiles::Profile;
pub use references::{ReferenceSource, UploadToDelete};
pub use schema::SCHEMA_VERSION;
pub use task_query::{Cursor, ModelMatch, Page, TaskFilter, TaskSummary};
pub use tasks::{EndReason, RESULT_URL_LIFETIME_MS, StatusApplied, StatusUpdate, TaskPhase};
pub use values::{
    BatchRow, DeliveryRow, DownloadRow, EventId, PROMPT_EXCERPT_CHARS, ProfileId, TaskRow,
};

use error::{Fail, Res};

/// How long a call waits for another connection's lock before giving up with
/// [`StoreError::Busy`].
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The history database. See the module docs.
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    ///
    /// A file written by a newer GenDesk is refused with [`StoreError::TooNew`] before anything
    /// is written to it.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|cause| StoreError::CreateDir {
                path: parent.to_path_buf(),
                cause,
            })?;
        }
        let conn = Connection::open(path).map_err(|cause| StoreError::Open {
            path: path.to_path_buf(),
            cause,
        })?;
        Self::set_up(conn, path.to_path_buf())
    }

    /// A private, empty in-memory database (for unit tests and previews).
    pub fn open_in_memory() -> Result<Self, StoreError> {
        let path = PathBuf::from(":memory:");
        let conn = Connection::open_in_memory().map_err(|cause| StoreError::Open {
            path: path.clone(),
            cause,
        })?;
        Self::set_up(conn, path)
    }

    fn set_up(mut conn: Connection, path: PathBuf) -> Result<Self, StoreError> {
        let open_failed = |cause| StoreError::Open {
            path: path.clone(),
            cause,
        };
        conn.busy_timeout(BUSY_TIMEOUT).map_err(open_failed)?;
        // Read-only check first: a newer file must be left exactly as it is (even switching it
        // to WAL would write to it).
        let found = migrations::check_not_newer(&conn, &path)?;
        // WAL + synchronous=NORMAL: a commit is appended to the WAL and survives the app
        // crashing or being killed at any instant; only a power cut or OS crash can lose the
        // last few commits (never corrupt the file). App crashes are the failure that matters
        // here, and NORMAL avoids an fsync per commit, which keeps every state write cheap.
        let mode: String = conn
            .pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))
            .map_err(open_failed)?;
        if !mode.eq_ignore_ascii_case("wal") && !mode.eq_ignore_ascii_case("memory") {
            return Err(StoreError::NoWal { path, mode });
        }
        conn.pragma_update(None, "synchronous", "NORMAL")
            .and_then(|()| conn.pragma_update(None, "foreign_keys", "ON"))
            .map_err(open_failed)?;
        if found < SCHEMA_VERSION {
            migrations::migrate(&mut conn, &path)?;
        }
        Ok(Self { conn, path })
    }

    /// The database file (`:memory:` for an in-memory store).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `f` in one `IMMEDIATE` transaction and commits it; any error rolls everything back.
    /// `doing` is a `store-doing-…` message ID, said in the error if it fails.
    ///
    /// `IMMEDIATE` takes the write lock up front, so a second connection waits (up to
    /// [`BUSY_TIMEOUT`]) instead of failing half-way when it upgrades a read to a write.
    fn write<T>(
        &mut self,
        doing: &'static str,
        f: impl FnOnce(&Connection) -> Res<T>,
    ) -> Result<T, StoreError> {
        let path = &self.path;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| StoreError::from_sqlite(path, doing, e))?;
        let out = f(&tx).map_err(|e| e.into_store(path, doing))?;
        tx.commit()
            .map_err(|e| StoreError::from_sqlite(path, doing, e))?;
        Ok(out)
    }

    /// Runs a read; several statements see one snapshot only inside [`Store::write`]. `doing`
    /// is a `store-doing-…` message ID, said in the error if it fails.
    fn read<T>(
        &self,
        doing: &'static str,
        f: impl FnOnce(&Connection) -> Res<T>,
    ) -> Result<T, StoreError> {
        f(&self.conn).map_err(|e| e.into_store(&self.path, doing))
    }
}

/// `NotFound` for a task row.
fn task_not_found(row: TaskRow) -> Fail {
    Fail::Store(StoreError::NotFound {
        what: "store-what-task-row",
        id: row.get(),
    })
}

/// `NotFound` for a batch row.
fn batch_not_found(row: BatchRow) -> Fail {
    Fail::Store(StoreError::NotFound {
        what: "store-what-batch-row",
        id: row.get(),
    })
}
