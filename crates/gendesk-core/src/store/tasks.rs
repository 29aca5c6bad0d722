//! Task writes: recording a submission, its answer, and every status until it is final; and
//! the poll scheduler's query.
//!
//! Life of a single-task row: `submitting` (row written before the POST) → `active` (taskId
//! known) → `final`; or `submitting` → `unknown` (POST sent, no answer: never resent
//! automatically) or `rejected` (the service refused it; nothing was created).

use gendesk_api::{ModelKind, TaskState};
use rusqlite::{Connection, OptionalExtension, params};

use super::error::Res;
use super::values::{KindColumn, ProfileId, TaskRow, UrlList, prompt_excerpt, text_enum};
use super::{Store, StoreError, task_not_found};
use crate::trouble::Trouble;

/// How long the service keeps result URLs valid after issuing them (24 h).
pub const RESULT_URL_LIFETIME_MS: i64 = 24 * 60 * 60 * 1000;

text_enum! {
    /// Where a task row is in its local life.
    pub enum TaskPhase {
        /// Row written; the POST has not been answered yet.
        Submitting => "submitting",
        /// The POST was sent but no answer came: the outcome is unknown. Never resent
        /// automatically (a single-task POST has no idempotency key).
        Unknown => "unknown",
        /// The service refused the submission (an HTTP error); nothing was created.
        Rejected => "rejected",
        /// Has a remote taskId; pending or processing.
        Active => "active",
        /// Success or failure; will not change any more.
        Final => "final",
    }
}

impl TaskPhase {
    /// Whether the engine still has work for this row (`submitting` or `active`).
    pub fn is_open(self) -> bool {
        matches!(self, Self::Submitting | Self::Active)
    }
}

text_enum! {
    /// Why GenDesk itself ended a task, with no final answer from the service.
    pub enum EndReason {
        /// A task of the offline sandbox still running when GenDesk closed: a fresh sandbox
        /// does not know it, so it can never finish (it cost nothing).
        SandboxForgot => "sandbox_forgot",
    }
}

/// A status answer for one task (from a poll, a callback, or a batch status).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusUpdate {
    /// The service's state (`pending`, `processing`, `success`, `failed`, or a newer value).
    pub state: TaskState,
    /// When the service created the task.
    pub remote_create_ms: Option<i64>,
    /// When it completed.
    pub completed_ms: Option<i64>,
    /// How long the service worked on it.
    pub cost_time_ms: Option<i64>,
    /// The failure code, when failed.
    pub fail_code: Option<String>,
    /// The failure message, when failed.
    pub fail_msg: Option<String>,
    /// Result URLs, when successful.
    pub result_urls: Option<Vec<String>>,
    /// Whether this state is final (the caller knows the protocol; the store does not guess).
    pub final_: bool,
}

impl Default for StatusUpdate {
    /// A `pending` answer with nothing else in it.
    fn default() -> Self {
        Self {
            state: TaskState::Pending,
            remote_create_ms: None,
            completed_ms: None,
            cost_time_ms: None,
            fail_code: None,
            fail_msg: None,
            result_urls: None,
            final_: false,
        }
    }
}

/// What [`Store::record_status`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusApplied {
    /// The task just became final (act on it once: notify, start downloads).
    BecameFinal,
    /// Stored: a non-final status, or new details of an already final task.
    Updated,
    /// Already final with exactly this data; nothing was written.
    Unchanged,
    /// Still running with exactly the stored data: only the poll schedule was written (nothing
    /// to tell anyone).
    Confirmed,
    /// A non-final status for a task already final (a late poll answer); ignored.
    IgnoredStale,
}

/// What the status logic needs to know about a row.
struct Current {
    profile: ProfileId,
    phase: TaskPhase,
    task_id: Option<String>,
    state: Option<String>,
    remote_create_ms: Option<i64>,
    completed_ms: Option<i64>,
    cost_time_ms: Option<i64>,
    fail_code: Option<String>,
    fail_msg: Option<String>,
    result_urls: Option<UrlList>,
    results_issued_ms: Option<i64>,
}

fn load_current(conn: &Connection, row: TaskRow) -> Res<Current> {
    conn.prepare_cached(
        "SELECT profile_id, phase, task_id, state, remote_create_ms, completed_ms, cost_time_ms,
                fail_code, fail_msg, result_urls, results_issued_ms
         FROM tasks WHERE id = ?1",
    )?
    .query_row([row], |r| {
        Ok(Current {
            profile: r.get(0)?,
            phase: r.get(1)?,
            task_id: r.get(2)?,
            state: r.get(3)?,
            remote_create_ms: r.get(4)?,
            completed_ms: r.get(5)?,
            cost_time_ms: r.get(6)?,
            fail_code: r.get(7)?,
            fail_msg: r.get(8)?,
            result_urls: r.get(9)?,
            results_issued_ms: r.get(10)?,
        })
    })
    .optional()?
    .ok_or_else(|| task_not_found(row))
}

impl Store {
    /// Ends a running task as failed on GenDesk's own authority, for `reason` (no answer from
    /// the service will ever come). A task that is not running is left as it is.
    pub fn end_locally(
        &mut self,
        row: TaskRow,
        reason: EndReason,
        now: i64,
    ) -> Result<StatusApplied, StoreError> {
        self.write("store-doing-ending-a-task", |conn| {
            let changed = conn
                .prepare_cached(
                    "UPDATE tasks SET phase = 'final', state = ?2, end_reason = ?3,
                        next_poll_ms = NULL, error = NULL, updated_ms = ?4, seen_final_ms = ?4
                     WHERE id = ?1 AND phase = 'active'",
                )?
                .execute(params![row, TaskState::Failed.as_str(), reason, now])?;
            if changed == 1 {
                return Ok(StatusApplied::BecameFinal);
            }
            load_current(conn, row)?;
            Ok(StatusApplied::Unchanged)
        })
    }
}

/// `WrongPhase`; `action` is a `store-action-…` message ID.
fn wrong_phase(row: TaskRow, phase: TaskPhase, action: &'static str) -> super::Fail {
    super::Fail::Store(StoreError::WrongPhase {
        row: row.get(),
        phase: phase.as_str(),
        action,
    })
}

/// Applies a status to a task row inside an open transaction (shared with batch statuses).
pub(super) fn apply_status(
    conn: &Connection,
    row: TaskRow,
    update: &StatusUpdate,
    now: i64,
    next_poll_ms: Option<i64>,
) -> Res<StatusApplied> {
    let cur = load_current(conn, row)?;
    let was_final = match cur.phase {
        TaskPhase::Active => false,
        TaskPhase::Final => true,
        other => {
            return Err(wrong_phase(
                row,
                other,
                "store-action-given-a-remote-status",
            ));
        }
    };
    if was_final && !update.final_ {
        return Ok(StatusApplied::IgnoredStale);
    }
    // Known details are never erased by an answer that omits them.
    let remote_create_ms = update.remote_create_ms.or(cur.remote_create_ms);
    let completed_ms = update.completed_ms.or(cur.completed_ms);
    let cost_time_ms = update.cost_time_ms.or(cur.cost_time_ms);
    let fail_code = update.fail_code.clone().or_else(|| cur.fail_code.clone());
    let fail_msg = update.fail_msg.clone().or_else(|| cur.fail_msg.clone());
    let stored_urls = cur.result_urls.map(|u| u.0);
    let (result_urls, results_issued_ms) = match &update.result_urls {
        Some(new) if stored_urls.as_ref() != Some(new) => {
            // First results are issued at completion; a re-issued list is fresh from now.
            let issued = if stored_urls.is_none() {
                update.completed_ms.unwrap_or(now)
            } else {
                now
            };
            (Some(new.clone()), Some(issued))
        }
        _ => (stored_urls.clone(), cur.results_issued_ms),
    };
    // The answer says exactly what is stored already.
    let same_as_stored = cur.state.as_deref() == Some(update.state.as_str())
        && remote_create_ms == cur.remote_create_ms
        && completed_ms == cur.completed_ms
        && cost_time_ms == cur.cost_time_ms
        && fail_code == cur.fail_code
        && fail_msg == cur.fail_msg
        && result_urls == stored_urls
        && results_issued_ms == cur.results_issued_ms;
    if was_final && same_as_stored {
        return Ok(StatusApplied::Unchanged);
    }
    let phase = if update.final_ {
        TaskPhase::Final
    } else {
        TaskPhase::Active
    };
    let next_poll_ms = if update.final_ { None } else { next_poll_ms };
    let polled = i64::from(!was_final);
    conn.prepare_cached(
        "UPDATE tasks SET phase = ?2, state = ?3, remote_create_ms = ?4, completed_ms = ?5,
            cost_time_ms = ?6, fail_code = ?7, fail_msg = ?8, result_urls = ?9,
            results_issued_ms = ?10, next_poll_ms = ?11, poll_count = poll_count + ?12,
            error = NULL, updated_ms = ?13,
            seen_final_ms = COALESCE(seen_final_ms, CASE WHEN ?2 = 'final' THEN ?13 END)
         WHERE id = ?1",
    )?
    .execute(params![
        row,
        phase,
        update.state.as_str(),
        remote_create_ms,
        completed_ms,
        cost_time_ms,
        fail_code,
        fail_msg,
        result_urls.as_deref().map(UrlList::to_json),
        results_issued_ms,
        next_poll_ms,
        polled,
        now,
    ])?;
    Ok(if was_final {
        StatusApplied::Updated
    } else if update.final_ {
        StatusApplied::BecameFinal
    } else if same_as_stored && cur.phase == phase {
        StatusApplied::Confirmed
    } else {
        StatusApplied::Updated
    })
}

impl Store {
    /// Records a submission *before* its POST is sent: phase `submitting`.
    pub fn insert_submission(
        &mut self,
        profile: ProfileId,
        model: &str,
        kind: Option<ModelKind>,
        request_json: &str,
        prompt: &str,
        now: i64,
    ) -> Result<TaskRow, StoreError> {
        self.write("store-doing-saving-a-new-submission", |conn| {
            super::batches::require_profile(conn, profile)?;
            let row = conn
                .prepare_cached(
                    "INSERT INTO tasks (profile_id, model, kind, request_json, phase,
                                        created_ms, updated_ms, prompt_excerpt)
                     VALUES (?1, ?2, ?3, ?4, 'submitting', ?5, ?5, ?6) RETURNING id",
                )?
                .query_row(
                    params![
                        profile,
                        model,
                        KindColumn::text(kind),
                        request_json,
                        now,
                        prompt_excerpt(prompt)
                    ],
                    |r| r.get(0),
                )?;
            Ok(row)
        })
    }

    /// Records the service's taskId: phase `active`, state `pending`, first poll due `now`.
    ///
    /// Allowed from `submitting`, and from `unknown` (the taskId was found later). Repeating it
    /// with the same taskId is a no-op.
    pub fn mark_submitted(
        &mut self,
        row: TaskRow,
        task_id: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write("store-doing-recording-a-task-id", |conn| {
            let cur = load_current(conn, row)?;
            match cur.phase {
                TaskPhase::Submitting | TaskPhase::Unknown => {}
                TaskPhase::Active | TaskPhase::Final if cur.task_id.as_deref() == Some(task_id) => {
                    return Ok(());
                }
                other => return Err(wrong_phase(row, other, "store-action-marked-submitted")),
            }
            let existing: Option<TaskRow> = conn
                .prepare_cached("SELECT id FROM tasks WHERE profile_id = ?1 AND task_id = ?2")?
                .query_row(params![cur.profile, task_id], |r| r.get(0))
                .optional()?;
            if let Some(existing) = existing {
                return Err(StoreError::DuplicateTaskId {
                    task_id: task_id.to_owned(),
                    existing: existing.get(),
                }
                .into());
            }
            conn.prepare_cached(
                "UPDATE tasks SET phase = 'active', state = 'pending', task_id = ?2,
                    submitted_ms = ?3, updated_ms = ?3, next_poll_ms = ?3, error = NULL
                 WHERE id = ?1",
            )?
            .execute(params![row, task_id, now])?;
            Ok(())
        })
    }

    /// The POST was sent but not answered: phase `unknown`. Never resent automatically.
    pub fn mark_unknown(
        &mut self,
        row: TaskRow,
        error: &Trouble,
        now: i64,
    ) -> Result<(), StoreError> {
        self.end_submission(row, TaskPhase::Unknown, error, now)
    }

    /// The service refused the submission: phase `rejected` (nothing was created remotely).
    pub fn mark_rejected(
        &mut self,
        row: TaskRow,
        error: &Trouble,
        now: i64,
    ) -> Result<(), StoreError> {
        self.end_submission(row, TaskPhase::Rejected, error, now)
    }

    fn end_submission(
        &mut self,
        row: TaskRow,
        to: TaskPhase,
        error: &Trouble,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write("store-doing-recording-a-failed-submission", |conn| {
            let cur = load_current(conn, row)?;
            if cur.phase != TaskPhase::Submitting && cur.phase != to {
                let action = if to == TaskPhase::Unknown {
                    "store-action-marked-outcome-unknown"
                } else {
                    "store-action-marked-rejected"
                };
                return Err(wrong_phase(row, cur.phase, action));
            }
            conn.prepare_cached(
                "UPDATE tasks SET phase = ?2, error = ?3, updated_ms = ?4, next_poll_ms = NULL
                 WHERE id = ?1",
            )?
            .execute(params![row, to, error, now])?;
            Ok(())
        })
    }

    /// Stores a status answer. Final answers set phase `final`, clear the poll schedule and
    /// keep result URLs with `results_issued_ms` = completion time (or `now`). Calling it again
    /// with the same final data changes nothing ([`StatusApplied::Unchanged`]).
    pub fn record_status(
        &mut self,
        row: TaskRow,
        update: &StatusUpdate,
        now: i64,
        next_poll_ms: Option<i64>,
    ) -> Result<StatusApplied, StoreError> {
        self.write("store-doing-recording-a-task-status", |conn| {
            apply_status(conn, row, update, now, next_poll_ms)
        })
    }
}
