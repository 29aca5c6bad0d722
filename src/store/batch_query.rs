//! Batch reads for views: one batch, a profile's batches, a batch's items.

use rusqlite::{OptionalExtension, Row, params};

use super::batches::BatchPhase;
use super::values::{BatchRow, ProfileId, TaskRow, count_u32, sql_limit};
use super::{Store, StoreError};

/// A batch as views show it (without the body).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchInfo {
    /// Its row.
    pub row: BatchRow,
    /// Its profile.
    pub profile: ProfileId,
    /// The model.
    pub model: String,
    /// The `Idempotency-Key`.
    pub idempotency_key: String,
    /// The callback URL, if any.
    pub webhook_url: Option<String>,
    /// Local phase.
    pub phase: BatchPhase,
    /// The service's batch id, once accepted.
    pub remote_batch_id: Option<String>,
    /// The remote batch status text.
    pub status: Option<String>,
    /// Whether the last answer was a replay of an earlier acceptance.
    pub replayed: bool,
    /// When it was stored.
    pub created_ms: i64,
    /// Last change.
    pub updated_ms: i64,
    /// Failed send attempts.
    pub send_attempts: u32,
    /// Last error (send or poll).
    pub error: Option<String>,
    /// Next scheduled status poll.
    pub next_poll_ms: Option<i64>,
    /// Status polls so far.
    pub poll_count: u32,
    /// When the remote status became final.
    pub finished_ms: Option<i64>,
}

/// One item of a stored batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchItemInfo {
    /// Position in the request.
    pub ordinal: u32,
    /// `clientItemId`.
    pub client_item_id: String,
    /// The item's idempotency key.
    pub idempotency_key: String,
    /// The kind, if known.
    pub kind: Option<String>,
    /// The prompt excerpt.
    pub prompt_excerpt: String,
    /// The task row created for it once accepted.
    pub task_row: Option<TaskRow>,
    /// `None` until the service answered; then whether it accepted the item.
    pub accepted: Option<bool>,
    /// Remote item status text.
    pub item_status: Option<String>,
    /// Why it was not accepted.
    pub error_code: Option<String>,
    /// Why it was not accepted, in words.
    pub error_message: Option<String>,
}

const BATCH_COLUMNS: &str = "id, profile_id, model, idempotency_key, webhook_url, phase,
    remote_batch_id, status, replayed, created_ms, updated_ms, send_attempts, error,
    next_poll_ms, poll_count, finished_ms";
fn batch_from_row(r: &Row<'_>) -> rusqlite::Result<BatchInfo> {
    Ok(BatchInfo {
        row: r.get(0)?,
        profile: r.get(1)?,
        model: r.get(2)?,
        idempotency_key: r.get(3)?,
        webhook_url: r.get(4)?,
        phase: r.get(5)?,
        remote_batch_id: r.get(6)?,
        status: r.get(7)?,
        replayed: r.get(8)?,
        created_ms: r.get(9)?,
        updated_ms: r.get(10)?,
        send_attempts: count_u32(r, 11)?,
        error: r.get(12)?,
        next_poll_ms: r.get(13)?,
        poll_count: count_u32(r, 14)?,
        finished_ms: r.get(15)?,
    })
}

impl Store {
    /// One batch (without its body), or `None`.
    pub fn batch(&self, row: BatchRow) -> Result<Option<BatchInfo>, StoreError> {
        self.read("reading a batch", |conn| {
            let sql = format!("SELECT {BATCH_COLUMNS} FROM batches WHERE id = ?1");
            Ok(conn
                .prepare_cached(&sql)?
                .query_row([row], batch_from_row)
                .optional()?)
        })
    }

    /// `profile`'s batches, newest first (at most `limit`).
    pub fn list_batches(
        &self,
        profile: ProfileId,
        limit: usize,
    ) -> Result<Vec<BatchInfo>, StoreError> {
        self.read("listing batches", |conn| {
            let sql = format!(
                "SELECT {BATCH_COLUMNS} FROM batches WHERE profile_id = ?1
                 ORDER BY id DESC LIMIT ?2"
            );
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows = stmt.query_map(params![profile, sql_limit(limit)], batch_from_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// The items of a batch, in request order (empty if there is no such batch).
    pub fn batch_items(&self, row: BatchRow) -> Result<Vec<BatchItemInfo>, StoreError> {
        self.read("reading batch items", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT ordinal, client_item_id, idempotency_key, kind, prompt_excerpt,
                        task_row, accepted, item_status, error_code, error_message
                 FROM batch_items WHERE batch_row = ?1 ORDER BY ordinal",
            )?;
            let rows = stmt.query_map([row], |r| {
                Ok(BatchItemInfo {
                    ordinal: count_u32(r, 0)?,
                    client_item_id: r.get(1)?,
                    idempotency_key: r.get(2)?,
                    kind: r.get(3)?,
                    prompt_excerpt: r.get(4)?,
                    task_row: r.get(5)?,
                    accepted: r.get(6)?,
                    item_status: r.get(7)?,
                    error_code: r.get(8)?,
                    error_message: r.get(9)?,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }
}
