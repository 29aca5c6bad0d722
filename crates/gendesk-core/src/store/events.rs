//! The activity log: what happened, per profile, newest first; pruned to the newest
//! [`EVENTS_KEPT_PER_PROFILE`] entries per profile.

use rusqlite::{Connection, Row, params};

use super::error::Res;
use super::values::{BatchRow, EventId, ProfileId, TaskRow, sql_limit, text_enum};
use super::{Store, StoreError};

/// Entries kept per profile (and for app-wide entries); older ones are pruned.
pub const EVENTS_KEPT_PER_PROFILE: usize = 50_000;

/// Every this many appends, the appended entry's profile is pruned (so the log may exceed the
/// limit by this many between prunes).
const PRUNE_EVERY: i64 = 1_000;

text_enum! {
    /// How much an event matters.
    pub enum EventLevel {
        /// Normal progress.
        Info => "info",
        /// Something the user may want to look at.
        Warn => "warn",
        /// Something failed.
        Error => "error",
    }
}

/// A new activity log entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewEvent<'a> {
    /// Its profile; `None` for app-wide entries.
    pub profile: Option<ProfileId>,
    /// When it happened.
    pub at_ms: i64,
    /// How much it matters.
    pub level: EventLevel,
    /// A short machine-readable kind (`submitted`, `outcome_unknown`, `task_final`, …).
    pub kind: &'a str,
    /// The task it is about.
    pub task_row: Option<TaskRow>,
    /// The batch it is about.
    pub batch_row: Option<BatchRow>,
    /// What happened, for people.
    pub message: &'a str,
}

/// A stored activity log entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventInfo {
    /// Its id (increasing; also the paging key).
    pub id: EventId,
    /// Its profile; `None` for app-wide entries.
    pub profile: Option<ProfileId>,
    /// When it happened.
    pub at_ms: i64,
    /// How much it matters.
    pub level: EventLevel,
    /// Its kind.
    pub kind: String,
    /// The task it is about (cleared if the task is deleted).
    pub task_row: Option<TaskRow>,
    /// The batch it is about (cleared if the batch is deleted).
    pub batch_row: Option<BatchRow>,
    /// What happened.
    pub message: String,
}

fn event_from_row(r: &Row<'_>) -> rusqlite::Result<EventInfo> {
    Ok(EventInfo {
        id: r.get(0)?,
        profile: r.get(1)?,
        at_ms: r.get(2)?,
        level: r.get(3)?,
        kind: r.get(4)?,
        task_row: r.get(5)?,
        batch_row: r.get(6)?,
        message: r.get(7)?,
    })
}

/// Deletes all but the newest `keep` entries of one profile (or of the app-wide entries).
fn prune(conn: &Connection, profile: Option<ProfileId>, keep: usize) -> Res<u64> {
    let deleted = conn
        .prepare_cached(
            "DELETE FROM events WHERE profile_id IS ?1 AND id <= (
                SELECT id FROM events WHERE profile_id IS ?1 ORDER BY id DESC LIMIT 1 OFFSET ?2
             )",
        )?
        .execute(params![profile, sql_limit(keep)])?;
    Ok(u64::try_from(deleted).unwrap_or(u64::MAX))
}

impl Store {
    /// Appends an entry to the activity log (pruning its profile now and then).
    pub fn append_event(&mut self, event: &NewEvent<'_>) -> Result<EventId, StoreError> {
        self.write("store-doing-writing-to-the-activity-log", |conn| {
            let id: EventId = conn
                .prepare_cached(
                    "INSERT INTO events (profile_id, at_ms, level, kind, task_row, batch_row,
                                         message)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id",
                )?
                .query_row(
                    params![
                        event.profile,
                        event.at_ms,
                        event.level,
                        event.kind,
                        event.task_row,
                        event.batch_row,
                        event.message
                    ],
                    |r| r.get(0),
                )?;
            if id.get() % PRUNE_EVERY == 0 {
                prune(conn, event.profile, EVENTS_KEPT_PER_PROFILE)?;
            }
            Ok(id)
        })
    }

    /// Entries of `profile` (`None` = app-wide entries), newest first, older than `before`
    /// (`None` = from the newest). Pass the last id of a page as `before` for the next page.
    pub fn recent_events(
        &self,
        profile: Option<ProfileId>,
        before: Option<EventId>,
        limit: usize,
    ) -> Result<Vec<EventInfo>, StoreError> {
        self.read("store-doing-reading-the-activity-log", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT id, profile_id, at_ms, level, kind, task_row, batch_row, message
                 FROM events WHERE profile_id IS ?1 AND id < ?2 ORDER BY id DESC LIMIT ?3",
            )?;
            let before = before.map_or(i64::MAX, EventId::get);
            let rows =
                stmt.query_map(params![profile, before, sql_limit(limit)], event_from_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// Keeps only the newest `keep` entries of `profile` (`None` = app-wide entries); returns
    /// how many were deleted. `append_event` does this with [`EVENTS_KEPT_PER_PROFILE`] now and
    /// then; call it at start-up to bound the log at once.
    pub fn prune_events(
        &mut self,
        profile: Option<ProfileId>,
        keep: usize,
    ) -> Result<u64, StoreError> {
        self.write("store-doing-pruning-the-activity-log", |conn| {
            prune(conn, profile, keep)
        })
    }
}
