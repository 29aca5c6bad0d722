//! Recording the service's answers about a batch: its acceptance (creating and linking one task
//! row per accepted item) and its later statuses (reaching the linked tasks).
//!
//! Both are one transaction each and safe to repeat: a replayed acceptance finds the items
//! already linked and creates nothing; a remote taskId that already has a row in the profile
//! is linked to that row instead of getting a second one.

use gendesk_api::TaskState;
use rusqlite::{Connection, OptionalExtension, params};

use super::batches::{BatchPhase, batch_phase};
use super::error::Res;
use super::tasks::{StatusApplied, StatusUpdate, apply_status};
use super::values::{BatchRow, ProfileId, TaskRow};
use super::{Store, StoreError, batch_not_found};

/// The service's answer to a batch submission.
///
/// Item results are not part of it: they arrive through [`Store::record_batch_status`] (pass
/// the same answer's item results there if it carries any). A batch accepted with a final
/// status is therefore finished only once its linked tasks are final.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BatchAnswer {
    /// The service's batch id.
    pub remote_batch_id: String,
    /// The batch status text.
    pub status: String,
    /// Whether that status is final.
    pub final_: bool,
    /// Whether the answer replays an earlier acceptance of the same key.
    pub replayed: bool,
    /// Items that reused an existing task through their idempotency key (`reusedCount`).
    pub reused_count: u32,
    /// One answer per item.
    pub items: Vec<ItemAnswer>,
}

/// The answer for one item.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ItemAnswer {
    /// The item's `clientItemId`.
    pub client_item_id: String,
    /// The task created (or reused) for it.
    pub task_id: Option<String>,
    /// Whether the item was accepted.
    pub accepted: bool,
    /// The item status text.
    pub status: String,
    /// Why it was not accepted.
    pub error_code: Option<String>,
    /// Why it was not accepted, in words.
    pub error_message: Option<String>,
}

/// What [`Store::record_batch_accepted`] did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AcceptOutcome {
    /// Task rows created by this call.
    pub created: Vec<TaskRow>,
    /// Accepted items linked to rows that already existed (a replay, or a reused taskId).
    pub reused: Vec<TaskRow>,
    /// Items the service did not accept.
    pub not_accepted: usize,
    /// `clientItemId`s in the answer that this batch does not have (ignored).
    pub unknown_items: Vec<String>,
}

/// A batch status answer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BatchStatusUpdate {
    /// The batch status text.
    pub status: String,
    /// Whether it is final.
    pub final_: bool,
    /// Item statuses (only those the answer carries).
    pub items: Vec<ItemStatusUpdate>,
}

/// The status of one item, and of its task when the answer carries it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ItemStatusUpdate {
    /// The item's `clientItemId`.
    pub client_item_id: String,
    /// The item status text.
    pub status: String,
    /// The linked task's status (state, results, failure), if given.
    pub task: Option<StatusUpdate>,
}

/// What [`Store::record_batch_status`] did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BatchStatusOutcome {
    /// Linked tasks that became final with this answer (act on each once).
    pub became_final: Vec<TaskRow>,
    /// `clientItemId`s in the answer that this batch does not have (ignored).
    pub unknown_items: Vec<String>,
}

struct ItemLink {
    task_row: Option<TaskRow>,
    request_json: String,
    kind: Option<String>,
    prompt_excerpt: String,
    /// What the item was expected to cost when the batch was recorded, if known.
    estimated_usd: Option<f64>,
}

fn item_link(conn: &Connection, batch: BatchRow, client_item_id: &str) -> Res<Option<ItemLink>> {
    Ok(conn
        .prepare_cached(
            "SELECT task_row, request_json, kind, prompt_excerpt, estimated_usd FROM batch_items
             WHERE batch_row = ?1 AND client_item_id = ?2",
        )?
        .query_row(params![batch, client_item_id], |r| {
            Ok(ItemLink {
                task_row: r.get(0)?,
                request_json: r.get(1)?,
                kind: r.get(2)?,
                prompt_excerpt: r.get(3)?,
                estimated_usd: r.get(4)?,
            })
        })
        .optional()?)
}

struct BatchHead {
    profile: ProfileId,
    model: String,
    created_ms: i64,
}

/// Finds or creates the task row for an accepted item. `true` = created.
fn task_for_item(
    conn: &Connection,
    batch: BatchRow,
    head: &BatchHead,
    item: &ItemLink,
    answer: &ItemAnswer,
    task_id: &str,
    now: i64,
) -> Res<(TaskRow, bool)> {
    let existing: Option<TaskRow> = conn
        .prepare_cached("SELECT id FROM tasks WHERE profile_id = ?1 AND task_id = ?2")?
        .query_row(params![head.profile, task_id], |r| r.get(0))
        .optional()?;
    if let Some(row) = existing {
        return Ok((row, false));
    }
    // Results arrive through `record_batch_status`; until then the task is pending (or
    // processing, if the item already runs). Batch tasks are polled through their batch, so
    // `next_poll_ms` stays NULL.
    let state = if answer.status == "running" {
        TaskState::Processing
    } else {
        TaskState::Pending
    };
    let row = conn
        .prepare_cached(
            "INSERT INTO tasks (profile_id, model, kind, request_json, phase, state, task_id,
                                batch_row, created_ms, submitted_ms, updated_ms, prompt_excerpt,
                                estimated_usd)
             VALUES (?1, ?2, ?3, ?4, 'active', ?5, ?6, ?7, ?8, ?9, ?9, ?10, ?11) RETURNING id",
        )?
        .query_row(
            params![
                head.profile,
                head.model,
                item.kind,
                item.request_json,
                state.as_str(),
                task_id,
                batch,
                head.created_ms,
                now,
                item.prompt_excerpt,
                item.estimated_usd,
            ],
            |r| r.get(0),
        )?;
    Ok((row, true))
}

/// Finishes the batch if its status is final and none of its linked tasks is still open;
/// otherwise makes sure it has a next poll (`next_poll_ms`, or the existing schedule, or now).
///
/// Invariant: an accepted batch is either finished or scheduled, so no batch task can be left
/// waiting for a poll that never comes.
fn schedule(
    conn: &Connection,
    row: BatchRow,
    status_final: bool,
    now: i64,
    next_poll_ms: Option<i64>,
) -> Res<()> {
    let open_tasks: i64 = conn
        .prepare_cached(
            "SELECT COUNT(*) FROM batch_items i JOIN tasks t ON t.id = i.task_row
             WHERE i.batch_row = ?1 AND t.phase <> 'final'",
        )?
        .query_row([row], |r| r.get(0))?;
    if status_final && open_tasks == 0 {
        conn.prepare_cached(
            "UPDATE batches SET next_poll_ms = NULL, finished_ms = COALESCE(finished_ms, ?2)
             WHERE id = ?1",
        )?
        .execute(params![row, now])?;
    } else {
        // A stale non-final answer does not reopen a finished batch unless it has open tasks.
        conn.prepare_cached(
            "UPDATE batches SET
                finished_ms = CASE WHEN ?4 > 0 THEN NULL ELSE finished_ms END,
                next_poll_ms = CASE WHEN ?4 = 0 AND finished_ms IS NOT NULL THEN NULL
                                    ELSE COALESCE(?2, next_poll_ms, ?3) END
             WHERE id = ?1",
        )?
        .execute(params![row, next_poll_ms, now, open_tasks])?;
    }
    Ok(())
}

impl Store {
    /// Records the service's acceptance of a batch: phase `accepted`, and for each accepted item
    /// a linked task row (phase `active`, `batch_row` set, request = the item's input). Safe to
    /// call again with a replayed answer: nothing is duplicated. The service's answer wins over
    /// a local `rejected`/`error` phase.
    pub fn record_batch_accepted(
        &mut self,
        row: BatchRow,
        answer: &BatchAnswer,
        now: i64,
    ) -> Result<AcceptOutcome, StoreError> {
        self.write("store-doing-recording-a-batch-acceptance", |conn| {
            let head = conn
                .prepare_cached("SELECT profile_id, model, created_ms FROM batches WHERE id = ?1")?
                .query_row([row], |r| {
                    Ok(BatchHead {
                        profile: r.get(0)?,
                        model: r.get(1)?,
                        created_ms: r.get(2)?,
                    })
                })
                .optional()?
                .ok_or_else(|| batch_not_found(row))?;
            conn.prepare_cached(
                "UPDATE batches SET phase = 'accepted', remote_batch_id = ?2, status = ?3,
                    replayed = ?4, error = NULL, updated_ms = ?5, reused_count = ?6
                 WHERE id = ?1",
            )?
            .execute(params![
                row,
                answer.remote_batch_id,
                answer.status,
                answer.replayed,
                now,
                answer.reused_count
            ])?;
            let mut outcome = AcceptOutcome::default();
            for item_answer in &answer.items {
                let Some(item) = item_link(conn, row, &item_answer.client_item_id)? else {
                    outcome
                        .unknown_items
                        .push(item_answer.client_item_id.clone());
                    continue;
                };
                let task_row = if !item_answer.accepted {
                    outcome.not_accepted += 1;
                    item.task_row
                } else if let Some(linked) = item.task_row {
                    outcome.reused.push(linked);
                    Some(linked)
                } else if let Some(task_id) = &item_answer.task_id {
                    let (task, created) =
                        task_for_item(conn, row, &head, &item, item_answer, task_id, now)?;
                    if created {
                        outcome.created.push(task);
                    } else {
                        outcome.reused.push(task);
                    }
                    Some(task)
                } else {
                    None
                };
                conn.prepare_cached(
                    "UPDATE batch_items SET accepted = ?3, item_status = ?4, error_code = ?5,
                        error_message = ?6, task_row = ?7
                     WHERE batch_row = ?1 AND client_item_id = ?2",
                )?
                .execute(params![
                    row,
                    item_answer.client_item_id,
                    item_answer.accepted,
                    item_answer.status,
                    item_answer.error_code,
                    item_answer.error_message,
                    task_row,
                ])?;
            }
            // A first acceptance polls at once; a replay keeps the existing schedule.
            schedule(conn, row, answer.final_, now, None)?;
            Ok(outcome)
        })
    }

    /// Records a batch status answer and applies each item's task status to its linked task
    /// row. The batch is finished (no more polls) once its status is final and every linked
    /// task is final; until then its next poll is at `next_poll_ms`.
    pub fn record_batch_status(
        &mut self,
        row: BatchRow,
        update: &BatchStatusUpdate,
        now: i64,
        next_poll_ms: i64,
    ) -> Result<BatchStatusOutcome, StoreError> {
        self.write("store-doing-recording-a-batch-status", |conn| {
            let phase = batch_phase(conn, row)?;
            if phase != BatchPhase::Accepted {
                return Err(StoreError::InvalidInput {
                    detail: crate::t!(
                        "store-detail-status-before-acceptance",
                        row = row.to_string(),
                        phase = phase.to_string()
                    ),
                }
                .into());
            }
            conn.prepare_cached(
                "UPDATE batches SET status = ?2, updated_ms = ?3, error = NULL,
                    poll_count = poll_count + 1
                 WHERE id = ?1",
            )?
            .execute(params![row, update.status, now])?;
            let mut outcome = BatchStatusOutcome::default();
            for item in &update.items {
                let Some(link) = item_link(conn, row, &item.client_item_id)? else {
                    outcome.unknown_items.push(item.client_item_id.clone());
                    continue;
                };
                conn.prepare_cached(
                    "UPDATE batch_items SET item_status = ?3
                     WHERE batch_row = ?1 AND client_item_id = ?2",
                )?
                .execute(params![row, item.client_item_id, item.status])?;
                if let (Some(task_row), Some(task_update)) = (link.task_row, &item.task) {
                    // Batch tasks are polled through the batch: no per-task schedule.
                    if apply_status(conn, task_row, task_update, now, None)?
                        == StatusApplied::BecameFinal
                    {
                        outcome.became_final.push(task_row);
                    }
                }
            }
            schedule(conn, row, update.final_, now, Some(next_poll_ms))?;
            Ok(outcome)
        })
    }
}
