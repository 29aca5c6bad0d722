//! Downloads of result files: queued before the first byte is fetched, resumed after a restart,
//! and never two live downloads aimed at one file (a partial unique index enforces it).

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::error::Res;
use super::values::{DownloadRow, ProfileId, TaskRow, sql_bytes, sql_limit, text_enum, unsigned};
use super::{Store, StoreError, task_not_found};
use crate::trouble::Trouble;

text_enum! {
    /// Where a download is.
    pub enum DownloadStatus {
        /// Waiting for a worker.
        Queued => "queued",
        /// Bytes are arriving.
        Running => "running",
        /// The file is complete and in place.
        Done => "done",
        /// Gave up with an error (may be queued again).
        Failed => "failed",
        /// The result URL expired before the file was fetched.
        Expired => "expired",
        /// The user cancelled it (may be queued again).
        Cancelled => "cancelled",
    }
}

impl DownloadStatus {
    /// Whether the download will not change any more.
    pub fn is_terminal(self) -> bool {
        !matches!(self, Self::Queued | Self::Running)
    }
}

/// A stored download.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DownloadInfo {
    /// Its row.
    pub row: DownloadRow,
    /// The task whose result it fetches.
    pub task_row: TaskRow,
    /// Which of the task's result URLs.
    pub url_index: u32,
    /// The URL.
    pub url: String,
    /// The folder the file goes to.
    pub target_dir: PathBuf,
    /// The final file name in that folder.
    pub file_name: String,
    /// Bytes written so far.
    pub bytes_done: u64,
    /// The size, once known.
    pub total_bytes: Option<u64>,
    /// Where it is.
    pub status: DownloadStatus,
    /// Why it failed.
    pub error: Option<Trouble>,
    /// When it was queued.
    pub created_ms: i64,
    /// Last change.
    pub updated_ms: i64,
}

const DOWNLOAD_COLUMNS: &str = "id, task_row, url_index, url, target_dir, file_name, bytes_done,
    total_bytes, status, error, created_ms, updated_ms";

fn download_from_row(r: &Row<'_>) -> rusqlite::Result<DownloadInfo> {
    Ok(DownloadInfo {
        row: r.get(0)?,
        task_row: r.get(1)?,
        url_index: u32::try_from(r.get::<_, i64>(2)?).unwrap_or(u32::MAX),
        url: r.get(3)?,
        target_dir: PathBuf::from(r.get::<_, String>(4)?),
        file_name: r.get(5)?,
        bytes_done: unsigned(r.get(6)?),
        total_bytes: r.get::<_, Option<i64>>(7)?.map(unsigned),
        status: r.get(8)?,
        error: r.get(9)?,
        created_ms: r.get(10)?,
        updated_ms: r.get(11)?,
    })
}

fn dir_text(target_dir: &Path) -> Result<&str, StoreError> {
    target_dir.to_str().ok_or_else(|| StoreError::InvalidInput {
        detail: crate::t!(
            "store-detail-folder-not-utf8",
            folder = target_dir.display().to_string()
        ),
    })
}

fn download_status(conn: &Connection, row: DownloadRow) -> Res<DownloadStatus> {
    conn.prepare_cached("SELECT status FROM downloads WHERE id = ?1")?
        .query_row([row], |r| r.get(0))
        .optional()?
        .ok_or_else(|| {
            StoreError::NotFound {
                what: "store-what-download-row",
                id: row.get(),
            }
            .into()
        })
}

impl Store {
    /// Queues a download of result URL `url_index` of a task into `target_dir/file_name`.
    ///
    /// Idempotent: while a download of the same (task, URL index, folder) exists and is not
    /// failed or cancelled, that row is returned instead of a new one. Fails with
    /// [`StoreError::FileNameTaken`] if another live or finished download owns the file name.
    pub fn queue_download(
        &mut self,
        task_row: TaskRow,
        url_index: u32,
        url: &str,
        target_dir: &Path,
        file_name: &str,
        now: i64,
    ) -> Result<DownloadRow, StoreError> {
        let dir = dir_text(target_dir)?;
        let name_taken = || StoreError::FileNameTaken {
            target_dir: target_dir.to_path_buf(),
            file_name: file_name.to_owned(),
        };
        self.write("store-doing-queueing-a-download", |conn| {
            let task_exists = conn
                .prepare_cached("SELECT 1 FROM tasks WHERE id = ?1")?
                .query_row([task_row], |_| Ok(()))
                .optional()?
                .is_some();
            if !task_exists {
                return Err(task_not_found(task_row));
            }
            let existing: Option<DownloadRow> = conn
                .prepare_cached(
                    "SELECT id FROM downloads
                     WHERE task_row = ?1 AND url_index = ?2 AND target_dir = ?3
                       AND status NOT IN ('failed', 'cancelled')",
                )?
                .query_row(params![task_row, url_index, dir], |r| r.get(0))
                .optional()?;
            if let Some(row) = existing {
                return Ok(row);
            }
            let taken = conn
                .prepare_cached(
                    "SELECT 1 FROM downloads WHERE target_dir = ?1 AND file_name = ?2
                       AND status IN ('queued', 'running', 'done')",
                )?
                .query_row(params![dir, file_name], |_| Ok(()))
                .optional()?
                .is_some();
            if taken {
                return Err(name_taken().into());
            }
            let row = conn
                .prepare_cached(
                    "INSERT INTO downloads (task_row, url_index, url, target_dir, file_name,
                                            status, created_ms, updated_ms)
                     VALUES (?1, ?2, ?3, ?4, ?5, 'queued', ?6, ?6) RETURNING id",
                )?
                .query_row(
                    params![task_row, url_index, url, dir, file_name, now],
                    |r| r.get(0),
                )?;
            Ok(row)
        })
    }

    /// Downloads to pick up after a restart (`queued` or `running`), oldest first.
    pub fn downloads_to_resume(&self) -> Result<Vec<DownloadInfo>, StoreError> {
        self.read("store-doing-finding-downloads-to-resume", |conn| {
            let sql = format!(
                "SELECT {DOWNLOAD_COLUMNS} FROM downloads
                 WHERE status IN ('queued', 'running') ORDER BY id"
            );
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows = stmt.query_map([], download_from_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// Records progress (and moves a queued download to `running`). Returns `false` if the
    /// download already finished.
    pub fn update_download_progress(
        &mut self,
        row: DownloadRow,
        bytes_done: u64,
        total_bytes: Option<u64>,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sql_bytes("store-detail-progress-too-large", bytes_done)?;
        let total = total_bytes
            .map(|t| sql_bytes("store-detail-size-too-large", t))
            .transpose()?;
        self.write("store-doing-recording-download-progress", |conn| {
            if download_status(conn, row)?.is_terminal() {
                return Ok(false);
            }
            conn.prepare_cached(
                "UPDATE downloads SET status = 'running', bytes_done = ?2,
                    total_bytes = COALESCE(?3, total_bytes), updated_ms = ?4
                 WHERE id = ?1",
            )?
            .execute(params![row, done, total, now])?;
            Ok(true)
        })
    }

    /// Ends a download with a terminal `status` (`done`, `failed`, `expired`, `cancelled`).
    /// Returns `false` if it had already ended (the first ending stands).
    pub fn finish_download(
        &mut self,
        row: DownloadRow,
        status: DownloadStatus,
        error: Option<&Trouble>,
        now: i64,
    ) -> Result<bool, StoreError> {
        if !status.is_terminal() {
            return Err(StoreError::InvalidInput {
                detail: crate::t!("store-detail-not-an-ending", status = status.to_string()),
            });
        }
        self.write("store-doing-finishing-a-download", |conn| {
            if download_status(conn, row)?.is_terminal() {
                return Ok(false);
            }
            conn.prepare_cached(
                "UPDATE downloads SET status = ?2, error = ?3, updated_ms = ?4 WHERE id = ?1",
            )?
            .execute(params![row, status, error, now])?;
            Ok(true)
        })
    }

    /// Ends a download as `done`, recording the name the file finally got (it may differ from
    /// the queued name when that name was taken, e.g. `name (2).png`). Returns `false` if it had
    /// already ended.
    pub fn complete_download(
        &mut self,
        row: DownloadRow,
        final_name: &str,
        bytes: u64,
        now: i64,
    ) -> Result<bool, StoreError> {
        let bytes = sql_bytes("store-detail-size-too-large", bytes)?;
        self.write("store-doing-completing-a-download", |conn| {
            if download_status(conn, row)?.is_terminal() {
                return Ok(false);
            }
            conn.prepare_cached(
                "UPDATE downloads SET status = 'done', file_name = ?2, bytes_done = ?3,
                    total_bytes = ?3, error = NULL, updated_ms = ?4
                 WHERE id = ?1",
            )?
            .execute(params![row, final_name, bytes, now])?;
            Ok(true)
        })
    }

    /// Finished tasks of `profile` with result files issued after `issued_after_ms` (so not yet
    /// expired) that have never had a download queued: what auto-download still has to fetch
    /// (e.g. a task finished just before a crash). Oldest first.
    pub fn results_never_downloaded(
        &self,
        profile: ProfileId,
        issued_after_ms: i64,
        limit: usize,
    ) -> Result<Vec<TaskRow>, StoreError> {
        self.read("store-doing-finding-results-to-download", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT t.id FROM tasks t
                 WHERE t.profile_id = ?1 AND t.phase = 'final' AND t.result_urls IS NOT NULL
                   AND t.results_issued_ms > ?2
                   AND NOT EXISTS (SELECT 1 FROM downloads d WHERE d.task_row = t.id)
                 ORDER BY t.id LIMIT ?3",
            )?;
            let rows = stmt
                .query_map(params![profile, issued_after_ms, sql_limit(limit)], |r| {
                    r.get(0)
                })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// One download, or `None`.
    pub fn download(&self, row: DownloadRow) -> Result<Option<DownloadInfo>, StoreError> {
        self.read("store-doing-reading-a-download", |conn| {
            let sql = format!("SELECT {DOWNLOAD_COLUMNS} FROM downloads WHERE id = ?1");
            Ok(conn
                .prepare_cached(&sql)?
                .query_row([row], download_from_row)
                .optional()?)
        })
    }

    /// Every download of a task, oldest first.
    pub fn downloads_for_task(&self, task_row: TaskRow) -> Result<Vec<DownloadInfo>, StoreError> {
        self.read("store-doing-listing-a-tasks-downloads", |conn| {
            let sql =
                format!("SELECT {DOWNLOAD_COLUMNS} FROM downloads WHERE task_row = ?1 ORDER BY id");
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows = stmt.query_map([task_row], download_from_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }
}
