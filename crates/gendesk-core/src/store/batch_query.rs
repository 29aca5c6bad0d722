//! Batch reads for views: one batch, a profile's batches with their item counters, a run's
//! batches, a batch's items (with their tasks).

use gendesk_api::ModelKind;
use rusqlite::{OptionalExtension, Row, params};

use crate::trouble::Trouble;

use super::batches::{BatchOrigin, BatchPhase};
use super::task_query::{SUMMARY_COLUMNS, TaskSummary, summary_from_row};
use super::values::{BatchRow, KindColumn, ProfileId, TaskRow, UrlList, count_u32, sql_limit};
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
    pub error: Option<Trouble>,
    /// Next scheduled status poll.
    pub next_poll_ms: Option<i64>,
    /// Status polls so far.
    pub poll_count: u32,
    /// When the remote status became final.
    pub finished_ms: Option<i64>,
    /// The run it belongs to (batches sent together from one import), if any.
    pub run_id: Option<String>,
    /// Its position in the run (zero-based).
    pub run_index: Option<u32>,
    /// How many batches the run has.
    pub run_size: Option<u32>,
    /// The batch its items came from, and why.
    pub origin: Option<(BatchRow, BatchOrigin)>,
    /// Items that reused an existing task (`reusedCount` of the service's answer).
    pub reused_count: u32,
}

/// A batch with its item counters, for lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchSummary {
    /// The batch.
    pub info: BatchInfo,
    /// Counters over its items.
    pub counts: ItemCounts,
}

/// How a batch's items stand.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ItemCounts {
    /// Items in the batch.
    pub total: u32,
    /// Not answered yet (the batch is not accepted).
    pub unsent: u32,
    /// Accepted by the service.
    pub accepted: u32,
    /// Not accepted.
    pub rejected: u32,
    /// Accepted, task not final yet.
    pub open: u32,
    /// Task succeeded.
    pub succeeded: u32,
    /// Task failed.
    pub failed: u32,
}

impl ItemCounts {
    /// Items that will not change any more (rejected, succeeded or failed).
    pub fn settled(&self) -> u32 {
        self.rejected + self.succeeded + self.failed
    }

    /// Adds another batch's counters (for a run).
    pub fn add(&mut self, other: &ItemCounts) {
        self.total += other.total;
        self.unsent += other.unsent;
        self.accepted += other.accepted;
        self.rejected += other.rejected;
        self.open += other.open;
        self.succeeded += other.succeeded;
        self.failed += other.failed;
    }
}

/// One item with its task, for the batch detail and manifests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchItemDetail {
    /// The item.
    pub item: BatchItemInfo,
    /// The item's `input` JSON as sent.
    pub request_json: String,
    /// Its task, once accepted.
    pub task: Option<TaskSummary>,
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
    pub kind: Option<ModelKind>,
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
    next_poll_ms, poll_count, finished_ms, run_id, run_index, run_size, origin_batch,
    origin_reason, reused_count";
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
        run_id: r.get(16)?,
        run_index: r
            .get::<_, Option<i64>>(17)?
            .and_then(|v| u32::try_from(v).ok()),
        run_size: r
            .get::<_, Option<i64>>(18)?
            .and_then(|v| u32::try_from(v).ok()),
        origin: match (
            r.get::<_, Option<BatchRow>>(19)?,
            r.get::<_, Option<BatchOrigin>>(20)?,
        ) {
            (Some(row), Some(reason)) => Some((row, reason)),
            _ => None,
        },
        reused_count: count_u32(r, 21)?,
    })
}

/// Counters per batch: `COUNT` and conditional `SUM`s over its items and their tasks.
const COUNT_COLUMNS: &str = "COUNT(i.ordinal),
    COALESCE(SUM(i.accepted IS NULL), 0),
    COALESCE(SUM(i.accepted = 1), 0),
    COALESCE(SUM(i.accepted = 0), 0),
    COALESCE(SUM(i.accepted = 1 AND (t.phase IS NULL OR t.phase <> 'final')), 0),
    COALESCE(SUM(t.phase = 'final' AND t.state = 'success'), 0),
    COALESCE(SUM(t.phase = 'final' AND t.state IS NOT 'success'), 0)";

fn counts_from_row(r: &Row<'_>, first: usize) -> rusqlite::Result<ItemCounts> {
    Ok(ItemCounts {
        total: count_u32(r, first)?,
        unsent: count_u32(r, first + 1)?,
        accepted: count_u32(r, first + 2)?,
        rejected: count_u32(r, first + 3)?,
        open: count_u32(r, first + 4)?,
        succeeded: count_u32(r, first + 5)?,
        failed: count_u32(r, first + 6)?,
    })
}

/// Batches with their item counters: the batch's columns, then the counters from column 22;
/// `tail` filters, groups and orders.
fn batch_summaries_sql(tail: &str) -> String {
    format!(
        "SELECT {}, {COUNT_COLUMNS}
         FROM batches b
         LEFT JOIN batch_items i ON i.batch_row = b.id
         LEFT JOIN tasks t ON t.id = i.task_row
         {tail}",
        qualified_batch_columns()
    )
}

fn batch_summary_from_row(r: &Row<'_>) -> rusqlite::Result<BatchSummary> {
    Ok(BatchSummary {
        info: batch_from_row(r)?,
        counts: counts_from_row(r, 22)?,
    })
}

/// `BATCH_COLUMNS` qualified with the `b.` alias.
fn qualified_batch_columns() -> String {
    BATCH_COLUMNS
        .split(',')
        .map(|c| format!("b.{}", c.trim()))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Store {
    /// One batch (without its body), or `None`.
    pub fn batch(&self, row: BatchRow) -> Result<Option<BatchInfo>, StoreError> {
        self.read("store-doing-reading-a-batch", |conn| {
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
        self.read("store-doing-listing-batches", |conn| {
            let sql = format!(
                "SELECT {BATCH_COLUMNS} FROM batches WHERE profile_id = ?1
                 ORDER BY id DESC LIMIT ?2"
            );
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows = stmt.query_map(params![profile, sql_limit(limit)], batch_from_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// One batch with its item counters, or `None`.
    pub fn batch_summary(&self, row: BatchRow) -> Result<Option<BatchSummary>, StoreError> {
        self.read("store-doing-reading-a-batch", |conn| {
            let sql = batch_summaries_sql("WHERE b.id = ?1 GROUP BY b.id");
            Ok(conn
                .prepare_cached(&sql)?
                .query_row([row], batch_summary_from_row)
                .optional()?)
        })
    }

    /// `profile`'s batches with their item counters, newest first (at most `limit`).
    pub fn list_batch_summaries(
        &self,
        profile: ProfileId,
        limit: usize,
    ) -> Result<Vec<BatchSummary>, StoreError> {
        self.read("store-doing-listing-batches", |conn| {
            let sql = batch_summaries_sql(
                "WHERE b.profile_id = ?1 GROUP BY b.id ORDER BY b.id DESC LIMIT ?2",
            );
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows =
                stmt.query_map(params![profile, sql_limit(limit)], batch_summary_from_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// The first result of each succeeded item of a batch (task row, kind and URL), in item
    /// order, at most `limit` (the thumbnail strip of a list row).
    pub fn batch_results(
        &self,
        row: BatchRow,
        limit: usize,
    ) -> Result<Vec<(TaskRow, Option<ModelKind>, String)>, StoreError> {
        self.read("store-doing-reading-a-batchs-results", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT t.id, t.kind, t.result_urls FROM batch_items i
                 JOIN tasks t ON t.id = i.task_row
                 WHERE i.batch_row = ?1 AND t.state = 'success' AND t.result_urls IS NOT NULL
                 ORDER BY i.ordinal LIMIT ?2",
            )?;
            let rows = stmt.query_map(params![row, sql_limit(limit)], |r| {
                Ok((
                    r.get::<_, TaskRow>(0)?,
                    r.get::<_, KindColumn>(1)?.0,
                    r.get::<_, UrlList>(2)?,
                ))
            })?;
            let mut out = Vec::new();
            for row in rows {
                let (task, kind, urls) = row?;
                if let Some(url) = urls.0.into_iter().next() {
                    out.push((task, kind, url));
                }
            }
            Ok(out)
        })
    }

    /// The batches of a run, in run order.
    pub fn run_batches(&self, run_id: &str) -> Result<Vec<BatchInfo>, StoreError> {
        self.read("store-doing-reading-a-runs-batches", |conn| {
            let sql = format!(
                "SELECT {BATCH_COLUMNS} FROM batches WHERE run_id = ?1 ORDER BY run_index, id"
            );
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows = stmt.query_map([run_id], batch_from_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// The items of a batch with their requests and tasks, in request order.
    pub fn batch_item_details(&self, row: BatchRow) -> Result<Vec<BatchItemDetail>, StoreError> {
        let items = self.batch_items(row)?;
        self.read("store-doing-reading-batch-items", |conn| {
            let mut request = conn.prepare_cached(
                "SELECT request_json FROM batch_items WHERE batch_row = ?1 AND ordinal = ?2",
            )?;
            let sql = format!("SELECT {SUMMARY_COLUMNS} FROM tasks WHERE id = ?1");
            let mut task = conn.prepare_cached(&sql)?;
            let mut details = Vec::with_capacity(items.len());
            for item in items {
                let request_json: String =
                    request.query_row(params![row, item.ordinal], |r| r.get(0))?;
                let task = match item.task_row {
                    Some(task_row) => task.query_row([task_row], summary_from_row).optional()?,
                    None => None,
                };
                details.push(BatchItemDetail {
                    item,
                    request_json,
                    task,
                });
            }
            Ok(details)
        })
    }

    /// The items of a batch, in request order (empty if there is no such batch).
    pub fn batch_items(&self, row: BatchRow) -> Result<Vec<BatchItemInfo>, StoreError> {
        self.read("store-doing-reading-batch-items", |conn| {
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
                    kind: r.get::<_, KindColumn>(3)?.0,
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
