//! Batches: the exact request bytes and idempotency keys, stored before the first send and
//! resent unchanged until the service answers; then the batch poll schedule.
//!
//! Phases: `sending` (stored, not yet confirmed: resend with the same bytes and key, also after
//! a restart) → `accepted`; or `rejected` (the whole request was refused for good) or `error`
//! (cannot succeed until the user acts, e.g. a bad key; [`Store::requeue_batch`] resends it).
//! The service's answers are recorded by `batch_answers.rs`.

use gendesk_api::ModelKind;
use rusqlite::{Connection, OptionalExtension, params};

use super::error::Res;
use super::values::{
    BatchRow, KindColumn, ProfileId, count_u32, prompt_excerpt, sql_limit, text_enum,
};
use super::{Store, StoreError, batch_not_found};
use crate::trouble::Trouble;

/// Most items one batch may carry.
pub const MAX_BATCH_ITEMS: usize = 50;

text_enum! {
    /// Where a batch submission is.
    pub enum BatchPhase {
        /// Stored; not yet confirmed by the service. Resent with the same bytes and key.
        Sending => "sending",
        /// The service returned the batch.
        Accepted => "accepted",
        /// The whole request was refused for good; nothing was created.
        Rejected => "rejected",
        /// Stopped resending until the user acts (see [`SendFailure::NeedsUser`]).
        Error => "error",
    }
}

text_enum! {
    /// Why a batch was made from the items of another one.
    pub enum BatchOrigin {
        /// The person fixed items the service rejected and sent them again.
        FixRejected => "fix-rejected",
        /// The person sent again items whose task failed with a temporary fail code.
        RetryFailed => "retry-failed",
    }
}

/// Batches sent together: one import split into consecutive batches of at most 50 items,
/// each its own business operation with its own `Idempotency-Key`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRun<'a> {
    /// Shared by the run's batches (a `UUIDv7`).
    pub run_id: &'a str,
    /// The batch these items came from, and why (fixed rejects, retried failures).
    pub origin: Option<(BatchRow, BatchOrigin)>,
}

/// How a send attempt failed (see [`Store::record_batch_send_error`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendFailure {
    /// Timeout, connection failure, 429 or 5xx: stays `sending`; resend the same bytes later.
    Retryable,
    /// Refused for good (e.g. validation): `rejected`.
    Permanent,
    /// Cannot succeed until the user acts (bad key, no credit): `error`.
    NeedsUser,
}

/// A new batch: everything needed to resend it byte for byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBatch<'a> {
    /// The model.
    pub model: &'a str,
    /// The request's `Idempotency-Key` (unique across the whole history).
    pub idempotency_key: &'a str,
    /// The exact request body bytes.
    pub body: &'a [u8],
    /// The callback URL in the body, if any (for display).
    pub webhook_url: Option<&'a str>,
    /// The items, in request order (1 to [`MAX_BATCH_ITEMS`]).
    pub items: &'a [NewBatchItem],
}

/// One item of a new batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBatchItem {
    /// The item's `clientItemId` (unique within the batch).
    pub client_item_id: String,
    /// The item's idempotency key (unique within the batch).
    pub idempotency_key: String,
    /// The item's `input` JSON, kept as the request of the task it becomes.
    pub request_json: String,
    /// The prompt, for lists and search.
    pub prompt: String,
    /// The kind, if known.
    pub kind: Option<ModelKind>,
}

/// A batch waiting to be (re)sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredBatch {
    /// Its row.
    pub row: BatchRow,
    /// The model.
    pub model: String,
    /// The `Idempotency-Key` to send.
    pub idempotency_key: String,
    /// The exact bytes to send.
    pub body: Vec<u8>,
    /// Attempts that failed so far.
    pub send_attempts: u32,
}

/// An accepted, unfinished batch whose status poll is due.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchPollItem {
    /// Its row.
    pub row: BatchRow,
    /// The service's batch id.
    pub remote_batch_id: String,
    /// The model.
    pub model: String,
    /// Polls so far (for backoff).
    pub poll_count: u32,
}

/// `NotFound` unless the profile exists (a clearer error than a foreign-key failure).
pub(super) fn require_profile(conn: &Connection, profile: ProfileId) -> Res<()> {
    conn.prepare_cached("SELECT 1 FROM profiles WHERE id = ?1")?
        .query_row([profile], |_| Ok(()))
        .optional()?
        .ok_or_else(|| {
            StoreError::NotFound {
                what: "store-what-profile",
                id: profile.get(),
            }
            .into()
        })
}

/// The batch's phase, or `NotFound`.
pub(super) fn batch_phase(conn: &Connection, row: BatchRow) -> Res<BatchPhase> {
    conn.prepare_cached("SELECT phase FROM batches WHERE id = ?1")?
        .query_row([row], |r| r.get(0))
        .optional()?
        .ok_or_else(|| batch_not_found(row))
}

impl Store {
    /// Stores a batch and all its items in one transaction, phase `sending`, before the first
    /// send. Nothing is stored if any item is invalid or duplicated.
    pub fn insert_batch(
        &mut self,
        profile: ProfileId,
        batch: &NewBatch<'_>,
        now: i64,
    ) -> Result<BatchRow, StoreError> {
        check_item_count(batch)?;
        self.write("store-doing-saving-a-new-batch", |conn| {
            require_profile(conn, profile)?;
            insert_batch_row(conn, profile, batch, None, now)
        })
    }

    /// Stores every batch of a run in one transaction (phase `sending`), before the first of
    /// them is sent: a crash never leaves half a run. Returns the rows in run order.
    pub fn insert_run(
        &mut self,
        profile: ProfileId,
        run: &NewRun<'_>,
        batches: &[NewBatch<'_>],
        now: i64,
    ) -> Result<Vec<BatchRow>, StoreError> {
        if batches.is_empty() {
            return Err(StoreError::InvalidInput {
                detail: crate::t!("store-detail-empty-run"),
            });
        }
        for batch in batches {
            check_item_count(batch)?;
        }
        let size = i64::try_from(batches.len()).unwrap_or(i64::MAX);
        self.write("store-doing-saving-a-new-run-of-batches", |conn| {
            require_profile(conn, profile)?;
            let mut rows = Vec::with_capacity(batches.len());
            for (index, batch) in (0_i64..).zip(batches) {
                let link = RunLink { run, index, size };
                rows.push(insert_batch_row(conn, profile, batch, Some(&link), now)?);
            }
            Ok(rows)
        })
    }
}

/// Where a batch sits in its run.
struct RunLink<'r, 'a> {
    run: &'r NewRun<'a>,
    index: i64,
    size: i64,
}

/// 1 to [`MAX_BATCH_ITEMS`] items.
fn check_item_count(batch: &NewBatch<'_>) -> Result<(), StoreError> {
    if batch.items.is_empty() || batch.items.len() > MAX_BATCH_ITEMS {
        return Err(StoreError::InvalidInput {
            detail: crate::t!(
                "store-detail-batch-size",
                most = MAX_BATCH_ITEMS.to_string(),
                items = batch.items.len().to_string()
            ),
        });
    }
    Ok(())
}

/// Inserts one batch and its items (inside the caller's transaction).
fn insert_batch_row(
    conn: &Connection,
    profile: ProfileId,
    batch: &NewBatch<'_>,
    link: Option<&RunLink<'_, '_>>,
    now: i64,
) -> Res<BatchRow> {
    let (run_id, run_index, run_size) = match link {
        Some(link) => (Some(link.run.run_id), Some(link.index), Some(link.size)),
        None => (None, None, None),
    };
    let (origin_batch, origin_reason) = match link.and_then(|l| l.run.origin) {
        Some((row, reason)) => (Some(row), Some(reason)),
        None => (None, None),
    };
    let row: BatchRow = conn
        .prepare_cached(
            "INSERT INTO batches (profile_id, model, idempotency_key, body, webhook_url,
                                          phase, created_ms, updated_ms, run_id, run_index,
                                          run_size, origin_batch, origin_reason)
                     VALUES (?1, ?2, ?3, ?4, ?5, 'sending', ?6, ?6, ?7, ?8, ?9, ?10, ?11)
                     RETURNING id",
        )?
        .query_row(
            params![
                profile,
                batch.model,
                batch.idempotency_key,
                batch.body,
                batch.webhook_url,
                now,
                run_id,
                run_index,
                run_size,
                origin_batch,
                origin_reason
            ],
            |r| r.get(0),
        )?;
    let mut insert = conn.prepare_cached(
        "INSERT INTO batch_items (batch_row, ordinal, client_item_id, idempotency_key,
                                          request_json, kind, prompt_excerpt)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for (ordinal, item) in (0_i64..).zip(batch.items) {
        insert.execute(params![
            row,
            ordinal,
            item.client_item_id,
            item.idempotency_key,
            item.request_json,
            KindColumn::text(item.kind),
            prompt_excerpt(&item.prompt),
        ])?;
    }
    Ok(row)
}

impl Store {
    /// Batches of `profile` still in `sending`, oldest first: resend each with exactly these
    /// bytes and this key (after a failure or a restart).
    pub fn batches_to_send(&self, profile: ProfileId) -> Result<Vec<StoredBatch>, StoreError> {
        self.read("store-doing-finding-batches-to-send", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT id, model, idempotency_key, body, send_attempts FROM batches
                 WHERE profile_id = ?1 AND phase = 'sending' ORDER BY id",
            )?;
            let rows = stmt.query_map([profile], |r| {
                Ok(StoredBatch {
                    row: r.get(0)?,
                    model: r.get(1)?,
                    idempotency_key: r.get(2)?,
                    body: r.get(3)?,
                    send_attempts: count_u32(r, 4)?,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// Records a failed send attempt and returns the batch's phase afterwards. An already
    /// accepted batch keeps its phase (a late failure of a duplicate send changes nothing).
    pub fn record_batch_send_error(
        &mut self,
        row: BatchRow,
        error: &Trouble,
        failure: SendFailure,
        now: i64,
    ) -> Result<BatchPhase, StoreError> {
        self.write("store-doing-recording-a-batch-send-error", |conn| {
            let phase = batch_phase(conn, row)?;
            if phase == BatchPhase::Accepted {
                return Ok(phase);
            }
            let to = match failure {
                SendFailure::Retryable => BatchPhase::Sending,
                SendFailure::Permanent => BatchPhase::Rejected,
                SendFailure::NeedsUser => BatchPhase::Error,
            };
            conn.prepare_cached(
                "UPDATE batches SET phase = ?2, error = ?3, updated_ms = ?4,
                    send_attempts = send_attempts + 1
                 WHERE id = ?1",
            )?
            .execute(params![row, to, error, now])?;
            Ok(to)
        })
    }

    /// Puts a batch in `error` back to `sending` (the user fixed the cause). Returns `false` if
    /// it was not in `error`.
    pub fn requeue_batch(&mut self, row: BatchRow, now: i64) -> Result<bool, StoreError> {
        self.write("store-doing-resending-a-batch", |conn| {
            if batch_phase(conn, row)? != BatchPhase::Error {
                return Ok(false);
            }
            conn.prepare_cached(
                "UPDATE batches SET phase = 'sending', updated_ms = ?2 WHERE id = ?1",
            )?
            .execute(params![row, now])?;
            Ok(true)
        })
    }

    /// Accepted batches of `profile` that are not final and whose status poll is due.
    pub fn batches_to_poll(
        &self,
        profile: ProfileId,
        now: i64,
        limit: usize,
    ) -> Result<Vec<BatchPollItem>, StoreError> {
        self.read("store-doing-finding-batches-to-poll", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT id, remote_batch_id, model, poll_count FROM batches
                 WHERE profile_id = ?1 AND phase = 'accepted' AND next_poll_ms <= ?2
                   AND finished_ms IS NULL
                 ORDER BY next_poll_ms, id LIMIT ?3",
            )?;
            let rows = stmt.query_map(params![profile, now, sql_limit(limit)], |r| {
                Ok(BatchPollItem {
                    row: r.get(0)?,
                    remote_batch_id: r.get(1)?,
                    model: r.get(2)?,
                    poll_count: count_u32(r, 3)?,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// Records a failed batch status poll and when to try again. Returns `false` if the batch
    /// is not accepted-and-unfinished.
    pub fn record_batch_poll_error(
        &mut self,
        row: BatchRow,
        error: &Trouble,
        now: i64,
        next_poll_ms: i64,
    ) -> Result<bool, StoreError> {
        self.write("store-doing-recording-a-batch-poll-error", |conn| {
            batch_phase(conn, row)?;
            let n = conn
                .prepare_cached(
                    "UPDATE batches SET error = ?2, updated_ms = ?3, next_poll_ms = ?4,
                        poll_count = poll_count + 1
                     WHERE id = ?1 AND phase = 'accepted' AND finished_ms IS NULL",
                )?
                .execute(params![row, error, now, next_poll_ms])?;
            Ok(n > 0)
        })
    }
}
