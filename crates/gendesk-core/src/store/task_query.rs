//! Task reads: one task, newest-first pages with filters and search (keyset pagination), counts.
//!
//! Pages are keyed by `(created_ms, id)` and walk the `tasks_newest` index, so page 1000 costs
//! what page 1 costs: no `OFFSET`.

use gendesk_api::{ModelKind, TaskState};
use rusqlite::types::Value;
use rusqlite::{Connection, OptionalExtension, Row, params, params_from_iter};

use super::error::Res;
use super::tasks::{EndReason, RESULT_URL_LIFETIME_MS, TaskPhase};
use super::values::{
    BatchRow, KindColumn, ProfileId, TaskRow, UrlList, count_u32, like_contains, sql_limit,
    unsigned,
};
use super::{Store, StoreError};
use crate::trouble::Trouble;

/// A task as lists and detail views show it (everything but the request body; see
/// [`Store::request_json`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaskSummary {
    /// Its row id.
    pub row: TaskRow,
    /// Its profile.
    pub profile: ProfileId,
    /// The model.
    pub model: String,
    /// The kind (image, video, …) if known.
    pub kind: Option<ModelKind>,
    /// Local phase.
    pub phase: TaskPhase,
    /// The service's state, once it has answered.
    pub state: Option<TaskState>,
    /// Remote taskId, once known.
    pub task_id: Option<String>,
    /// The batch it came from.
    pub batch_row: Option<BatchRow>,
    /// When the user submitted it.
    pub created_ms: i64,
    /// When the service accepted it.
    pub submitted_ms: Option<i64>,
    /// Last change of this row.
    pub updated_ms: i64,
    /// Remote completion time.
    pub completed_ms: Option<i64>,
    /// Remote creation time.
    pub remote_create_ms: Option<i64>,
    /// Remote processing time.
    pub cost_time_ms: Option<i64>,
    /// When GenDesk first saw it final (its own clock; `completed_ms` is the service's).
    pub seen_final_ms: Option<i64>,
    /// Failure code.
    pub fail_code: Option<String>,
    /// Failure message (the service's words).
    pub fail_msg: Option<String>,
    /// Why GenDesk itself ended it, when it did.
    pub end_reason: Option<EndReason>,
    /// Starred by the person (Gallery → Favourites).
    pub favourite: bool,
    /// Its number within its profile ("Task 3"), from 1.
    pub number: i64,
    /// Result URLs (empty until success).
    pub result_urls: Vec<String>,
    /// When the result URLs were issued (they expire [`RESULT_URL_LIFETIME_MS`] later).
    pub results_issued_ms: Option<i64>,
    /// Last local error (submission or poll).
    pub error: Option<Trouble>,
    /// Next scheduled poll.
    pub next_poll_ms: Option<i64>,
    /// Polls so far.
    pub poll_count: u32,
    /// The first characters of the prompt.
    pub prompt_excerpt: String,
}

impl TaskSummary {
    /// When the result URLs stop working, if there are any.
    pub fn results_expire_ms(&self) -> Option<i64> {
        self.results_issued_ms
            .map(|t| t.saturating_add(RESULT_URL_LIFETIME_MS))
    }

    /// Whether the result URLs have expired at `now`.
    pub fn results_expired(&self, now: i64) -> bool {
        self.results_expire_ms().is_some_and(|t| now >= t)
    }
}

pub(super) const SUMMARY_COLUMNS: &str =
    "id, profile_id, model, kind, phase, state, task_id, batch_row,
    created_ms, submitted_ms, updated_ms, completed_ms, remote_create_ms, cost_time_ms,
    fail_code, fail_msg, result_urls, results_issued_ms, error, next_poll_ms, poll_count,
    prompt_excerpt, end_reason, favourite, number, seen_final_ms";

pub(super) fn summary_from_row(r: &Row<'_>) -> rusqlite::Result<TaskSummary> {
    Ok(TaskSummary {
        row: r.get(0)?,
        profile: r.get(1)?,
        model: r.get(2)?,
        kind: r.get::<_, KindColumn>(3)?.0,
        phase: r.get(4)?,
        state: r
            .get::<_, Option<String>>(5)?
            .map(|text| TaskState::parse(&text)),
        task_id: r.get(6)?,
        batch_row: r.get(7)?,
        created_ms: r.get(8)?,
        submitted_ms: r.get(9)?,
        updated_ms: r.get(10)?,
        completed_ms: r.get(11)?,
        remote_create_ms: r.get(12)?,
        cost_time_ms: r.get(13)?,
        fail_code: r.get(14)?,
        fail_msg: r.get(15)?,
        result_urls: r
            .get::<_, Option<UrlList>>(16)?
            .map(|u| u.0)
            .unwrap_or_default(),
        results_issued_ms: r.get(17)?,
        error: r.get(18)?,
        next_poll_ms: r.get(19)?,
        poll_count: count_u32(r, 20)?,
        prompt_excerpt: r.get(21)?,
        end_reason: r.get(22)?,
        favourite: r.get(23)?,
        number: r
            .get::<_, Option<i64>>(24)?
            .unwrap_or_else(|| r.get(0).map_or(0, TaskRow::get)),
        seen_final_ms: r.get(25)?,
    })
}

/// Which tasks a list shows. Empty sets and `None` mean "any".
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TaskFilter {
    /// Only these phases.
    pub phases: Vec<TaskPhase>,
    /// Only these service states.
    pub states: Vec<TaskState>,
    /// Only this model (exact).
    pub model: Option<String>,
    /// Only models found by what a person typed: IDs containing the text, or these IDs
    /// (whose display names contain it).
    pub model_match: Option<ModelMatch>,
    /// Only this kind (exact).
    pub kind: Option<ModelKind>,
    /// Only tasks of this batch.
    pub batch: Option<BatchRow>,
    /// Text contained (case-insensitively for ASCII, literally: `%` and `_` match themselves)
    /// in the prompt excerpt, the model or the taskId.
    pub text: Option<String>,
    /// Only tasks created at or after this time (Unix milliseconds).
    pub created_since_ms: Option<i64>,
    /// Only starred tasks.
    pub favourites_only: bool,
}

/// Models found by typed text: an ID containing `text` (case-insensitively for ASCII), or one
/// of `ids` (the models whose names contain it).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ModelMatch {
    /// The text typed.
    pub text: String,
    /// IDs matched by their display names.
    pub ids: Vec<String>,
}

/// Where the next page starts: just after this `(created_ms, row)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    created_ms: i64,
    row: TaskRow,
}

/// One page of a newest-first list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<T> {
    /// The rows, newest first.
    pub items: Vec<T>,
    /// The cursor for the following page, or `None` if this was the last.
    pub next: Option<Cursor>,
}

/// Appends the filter's conditions to `sql` and their values to `args`.
fn push_filter(sql: &mut String, args: &mut Vec<Value>, profile: ProfileId, filter: &TaskFilter) {
    sql.push_str(" WHERE profile_id = ?");
    args.push(Value::Integer(profile.get()));
    if !filter.phases.is_empty() {
        // `+phase` keeps the planner on the newest-first index: the phase index would need a
        // sort of every matching row before the first one could be returned.
        sql.push_str(" AND +phase IN (");
        push_placeholders(sql, filter.phases.len());
        args.extend(
            filter
                .phases
                .iter()
                .map(|p| Value::Text(p.as_str().to_owned())),
        );
    }
    if !filter.states.is_empty() {
        sql.push_str(" AND state IN (");
        push_placeholders(sql, filter.states.len());
        args.extend(
            filter
                .states
                .iter()
                .map(|s| Value::Text(s.as_str().to_owned())),
        );
    }
    if let Some(model) = &filter.model {
        sql.push_str(" AND model = ?");
        args.push(Value::Text(model.clone()));
    }
    if let Some(found) = &filter.model_match {
        sql.push_str(" AND (model LIKE ? ESCAPE '\\'");
        args.push(Value::Text(like_contains(found.text.trim())));
        if !found.ids.is_empty() {
            sql.push_str(" OR model IN (");
            push_placeholders(sql, found.ids.len());
            args.extend(found.ids.iter().map(|id| Value::Text(id.clone())));
        }
        sql.push(')');
    }
    if let Some(kind) = filter.kind {
        sql.push_str(" AND kind = ?");
        args.push(Value::Text(kind.as_str().to_owned()));
    }
    if let Some(batch) = filter.batch {
        sql.push_str(" AND +batch_row = ?");
        args.push(Value::Integer(batch.get()));
    }
    if filter.favourites_only {
        sql.push_str(" AND favourite = 1");
    }
    if let Some(since) = filter.created_since_ms {
        sql.push_str(" AND created_ms >= ?");
        args.push(Value::Integer(since));
    }
    if let Some(text) = filter
        .text
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        sql.push_str(
            " AND (prompt_excerpt LIKE ? ESCAPE '\\' OR model LIKE ? ESCAPE '\\'
                   OR task_id LIKE ? ESCAPE '\\')",
        );
        let pattern = like_contains(text);
        args.extend([
            Value::Text(pattern.clone()),
            Value::Text(pattern.clone()),
            Value::Text(pattern),
        ]);
    }
}

fn push_placeholders(sql: &mut String, n: usize) {
    for i in 0..n {
        sql.push_str(if i == 0 { "?" } else { ", ?" });
    }
    sql.push(')');
}

impl Store {
    /// One task, or `None` if there is no such row.
    pub fn task(&self, row: TaskRow) -> Result<Option<TaskSummary>, StoreError> {
        self.read("store-doing-reading-a-task", |conn| {
            let sql = format!("SELECT {SUMMARY_COLUMNS} FROM tasks WHERE id = ?1");
            Ok(conn
                .prepare_cached(&sql)?
                .query_row([row], summary_from_row)
                .optional()?)
        })
    }

    /// The task of `profile` with this remote taskId, if recorded.
    pub fn task_by_remote(
        &self,
        profile: ProfileId,
        task_id: &str,
    ) -> Result<Option<TaskSummary>, StoreError> {
        self.read("store-doing-reading-a-task", |conn| {
            let sql = format!(
                "SELECT {SUMMARY_COLUMNS} FROM tasks WHERE profile_id = ?1 AND task_id = ?2"
            );
            Ok(conn
                .prepare_cached(&sql)?
                .query_row(params![profile, task_id], summary_from_row)
                .optional()?)
        })
    }

    /// The newest result link of the profile named `profile` (for *Test connection*), if any.
    pub fn latest_result_url(&self, profile: &str) -> Result<Option<String>, StoreError> {
        self.read("store-doing-reading-the-latest-result-link", |conn| {
            let urls: Option<String> = conn
                .prepare_cached(
                    "SELECT t.result_urls FROM tasks t JOIN profiles p ON p.id = t.profile_id
                     WHERE p.name = ?1 AND t.result_urls IS NOT NULL
                     ORDER BY t.created_ms DESC, t.id DESC LIMIT 1",
                )?
                .query_row([profile], |row| row.get(0))
                .optional()?;
            Ok(urls
                .and_then(|json| serde_json::from_str::<Vec<String>>(&json).ok())
                .and_then(|urls| urls.into_iter().next()))
        })
    }

    /// Stars (or unstars) a task.
    pub fn set_favourite(&mut self, row: TaskRow, on: bool) -> Result<(), StoreError> {
        self.write("store-doing-starring-a-task", |conn| {
            conn.prepare_cached("UPDATE tasks SET favourite = ?2 WHERE id = ?1")?
                .execute(params![row, on])?;
            Ok(())
        })
    }

    /// The profile's prompts, newest first, each once (the prompt as sent, from the recorded
    /// requests; batch items included), at most `limit`.
    pub fn recent_prompts(
        &self,
        profile: ProfileId,
        limit: usize,
    ) -> Result<Vec<String>, StoreError> {
        self.read("store-doing-reading-recent-prompts", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT prompt FROM (
                     SELECT json_extract(request_json, '$.input.prompt') AS prompt,
                            MAX(created_ms) AS newest
                     FROM tasks WHERE profile_id = ?1 AND json_valid(request_json)
                     GROUP BY prompt)
                 WHERE typeof(prompt) = 'text' AND trim(prompt) <> ''
                 ORDER BY newest DESC LIMIT ?2",
            )?;
            let rows = stmt.query_map(params![profile, sql_limit(limit)], |r| r.get(0))?;
            Ok(rows.collect::<rusqlite::Result<Vec<String>>>()?)
        })
    }

    /// The exact request body recorded for a task (for "submit again" and the detail view).
    pub fn request_json(&self, row: TaskRow) -> Result<Option<String>, StoreError> {
        self.read("store-doing-reading-a-task-request", |conn| {
            Ok(conn
                .prepare_cached("SELECT request_json FROM tasks WHERE id = ?1")?
                .query_row([row], |r| r.get(0))
                .optional()?)
        })
    }

    /// A page of `profile`'s tasks matching `filter`, newest first by `(created_ms, id)`,
    /// starting after `cursor` (`None` = from the newest).
    pub fn page_tasks(
        &self,
        profile: ProfileId,
        filter: &TaskFilter,
        cursor: Option<Cursor>,
        limit: usize,
    ) -> Result<Page<TaskSummary>, StoreError> {
        self.read("store-doing-listing-tasks", |conn| {
            page(conn, profile, filter, cursor, limit)
        })
    }

    /// A page of `profile`'s tasks matching `filter`, newest first, starting `offset` rows from
    /// the newest: random access for virtualized lists that jump to a scroll position. It walks
    /// the same `tasks_newest` index as [`Store::page_tasks`] (no sort), but skipping costs a
    /// step per skipped row, so prefer `page_tasks` with the returned cursor when reading on.
    pub fn page_tasks_at(
        &self,
        profile: ProfileId,
        filter: &TaskFilter,
        offset: u64,
        limit: usize,
    ) -> Result<Page<TaskSummary>, StoreError> {
        self.read("store-doing-listing-tasks", |conn| {
            page_at(conn, profile, filter, offset, limit)
        })
    }

    /// How many of `profile`'s tasks match `filter`.
    pub fn count_tasks(&self, profile: ProfileId, filter: &TaskFilter) -> Result<u64, StoreError> {
        self.read("store-doing-counting-tasks", |conn| {
            let mut sql = String::from("SELECT COUNT(*) FROM tasks");
            let mut args = Vec::new();
            push_filter(&mut sql, &mut args, profile, filter);
            let n: i64 = conn
                .prepare_cached(&sql)?
                .query_row(params_from_iter(&args), |r| r.get(0))?;
            Ok(unsigned(n))
        })
    }

    /// Tasks of `profile` the engine still works on (`submitting` or `active`).
    pub fn non_final_count(&self, profile: ProfileId) -> Result<u64, StoreError> {
        self.read("store-doing-counting-running-tasks", |conn| {
            let n: i64 = conn
                .prepare_cached(
                    "SELECT COUNT(*) FROM tasks
                     WHERE profile_id = ?1 AND phase IN ('submitting', 'active')",
                )?
                .query_row([profile], |r| r.get(0))?;
            Ok(unsigned(n))
        })
    }
}

/// The SQL and arguments of one page query (one extra row is fetched to detect a next page).
fn page_query(
    profile: ProfileId,
    filter: &TaskFilter,
    cursor: Option<Cursor>,
    limit: usize,
) -> (String, Vec<Value>) {
    let mut sql = format!("SELECT {SUMMARY_COLUMNS} FROM tasks");
    let mut args = Vec::new();
    push_filter(&mut sql, &mut args, profile, filter);
    if let Some(c) = cursor {
        // The redundant `created_ms <= ?` gives SQLite a range to seek to in the index.
        sql.push_str(" AND created_ms <= ? AND (created_ms < ? OR id < ?)");
        args.extend([
            Value::Integer(c.created_ms),
            Value::Integer(c.created_ms),
            Value::Integer(c.row.get()),
        ]);
    }
    sql.push_str(" ORDER BY created_ms DESC, id DESC LIMIT ?");
    args.push(Value::Integer(sql_limit(limit).saturating_add(1)));
    (sql, args)
}

fn page_at(
    conn: &Connection,
    profile: ProfileId,
    filter: &TaskFilter,
    offset: u64,
    limit: usize,
) -> Res<Page<TaskSummary>> {
    let limit = limit.max(1);
    let (mut sql, mut args) = page_query(profile, filter, None, limit);
    sql.push_str(" OFFSET ?");
    args.push(Value::Integer(i64::try_from(offset).unwrap_or(i64::MAX)));
    let mut items = conn
        .prepare_cached(&sql)?
        .query_map(params_from_iter(&args), summary_from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(finish_page(&mut items, limit))
}

/// Trims the extra row fetched to detect a next page and builds the page.
fn finish_page(items: &mut Vec<TaskSummary>, limit: usize) -> Page<TaskSummary> {
    let next = if items.len() > limit {
        items.truncate(limit);
        items.last().map(|t| Cursor {
            created_ms: t.created_ms,
            row: t.row,
        })
    } else {
        None
    };
    Page {
        items: std::mem::take(items),
        next,
    }
}

fn page(
    conn: &Connection,
    profile: ProfileId,
    filter: &TaskFilter,
    cursor: Option<Cursor>,
    limit: usize,
) -> Res<Page<TaskSummary>> {
    let limit = limit.max(1);
    let (sql, args) = page_query(profile, filter, cursor, limit);
    let mut items = conn
        .prepare_cached(&sql)?
        .query_map(params_from_iter(&args), summary_from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(finish_page(&mut items, limit))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The query plan of a page query, one line per step.
    fn plan(store: &Store, filter: &TaskFilter, cursor: Option<Cursor>) -> String {
        let (sql, args) = page_query(ProfileId(1), filter, cursor, 100);
        let mut stmt = store
            .conn
            .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .unwrap();
        let steps = stmt
            .query_map(params_from_iter(&args), |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<rusqlite::Result<Vec<_>>>()
            .unwrap();
        steps.join("\n")
    }

    #[test]
    fn offset_pages_match_keyset_pages_and_use_the_index() {
        let mut store = Store::open_in_memory().unwrap();
        let profile = store
            .upsert_profile("P", "http://127.0.0.1", true, 1)
            .unwrap();
        for i in 0..25 {
            // Two tasks per millisecond: the row id breaks ties.
            store
                .insert_submission(
                    profile,
                    "m",
                    Some(ModelKind::Image),
                    "{}",
                    &format!("p{i}"),
                    i / 2,
                )
                .unwrap();
        }
        let filter = TaskFilter::default();
        let mut keyset = Vec::new();
        let mut cursor = None;
        loop {
            let page = store.page_tasks(profile, &filter, cursor, 10).unwrap();
            keyset.extend(page.items.iter().map(|t| t.row));
            match page.next {
                Some(next) => cursor = Some(next),
                None => break,
            }
        }
        let mut by_offset = Vec::new();
        for offset in [0, 10, 20] {
            let page = store.page_tasks_at(profile, &filter, offset, 10).unwrap();
            assert_eq!(page.next.is_some(), offset < 20, "offset {offset}");
            if let Some(next) = page.next {
                // The cursor continues exactly where the offset page ended.
                let following = store.page_tasks(profile, &filter, Some(next), 10).unwrap();
                let expected = store
                    .page_tasks_at(profile, &filter, offset + 10, 10)
                    .unwrap();
                assert_eq!(following.items, expected.items);
            }
            by_offset.extend(page.items.iter().map(|t| t.row));
        }
        assert_eq!(by_offset, keyset);
        assert_eq!(keyset.len(), 25);
        assert!(
            store
                .page_tasks_at(profile, &filter, 30, 10)
                .unwrap()
                .items
                .is_empty()
        );

        let (mut sql, args) = page_query(profile, &filter, None, 10);
        sql.push_str(" OFFSET 5");
        let mut stmt = store
            .conn
            .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .unwrap();
        let plan = stmt
            .query_map(params_from_iter(&args), |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<rusqlite::Result<Vec<_>>>()
            .unwrap()
            .join("\n");
        assert!(plan.contains("USING INDEX tasks_newest"), "{plan}");
        assert!(!plan.contains("TEMP B-TREE"), "{plan}");
    }

    #[test]
    fn pages_seek_the_newest_first_index_without_sorting() {
        let store = Store::open_in_memory().unwrap();
        let cursor = Some(Cursor {
            created_ms: 5,
            row: TaskRow(9),
        });
        let filters = [
            TaskFilter::default(),
            TaskFilter {
                phases: vec![TaskPhase::Active, TaskPhase::Submitting],
                ..TaskFilter::default()
            },
            TaskFilter {
                states: vec![TaskState::Failed],
                model: Some("m".to_owned()),
                kind: Some(ModelKind::Image),
                text: Some("cat".to_owned()),
                ..TaskFilter::default()
            },
        ];
        for filter in &filters {
            for c in [None, cursor] {
                let plan = plan(&store, filter, c);
                assert!(
                    plan.contains("USING INDEX tasks_newest"),
                    "{filter:?}: {plan}"
                );
                assert!(!plan.contains("TEMP B-TREE"), "{filter:?}: {plan}");
                if c.is_some() {
                    assert!(plan.contains("created_ms<?"), "{filter:?}: {plan}");
                }
            }
        }
    }
}
