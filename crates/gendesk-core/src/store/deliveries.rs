//! Deliveries received by the local webhook receiver: batch webhooks and single-task callbacks,
//! each with its raw request, the verdict of verification and what GenDesk did with it.
//! Bounded: only the newest deliveries of each profile are kept.
//!
//! The raw request is stored as received (body bytes exactly, headers in order) so a person can
//! see why a delivery was refused. Lists read [`DeliverySummary`] rows without the body or the
//! headers, newest first by row id (keyset paging, no `OFFSET`); [`Store::delivery`] reads one
//! delivery whole. Each profile also gets a random path segment for its receiver URLs
//! ([`Store::receiver_path`]).

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, Value, ValueRef};
use rusqlite::{Connection, OptionalExtension, Row, params, params_from_iter};

use super::batches::require_profile;
use super::error::Res;
use super::values::{
    BatchRow, DeliveryRow, ProfileId, TaskRow, count_u32, like_contains, text_enum, unsigned,
};
use super::{Store, StoreError};

text_enum! {
    /// Which receiver path a delivery came in on.
    pub enum DeliveryKind {
        /// A signed batch webhook (one per accepted batch item).
        Webhook => "webhook",
        /// A single-task callback (carries no signature in this interface).
        Callback => "callback",
    }
}

text_enum! {
    /// The outcome of checking one delivery.
    pub enum DeliveryVerdict {
        /// The signature matched a secret that may sign now, the timestamp is fresh and the event
        /// id is new.
        Verified => "verified",
        /// A genuine (verified) delivery of an event id already received.
        Duplicate => "duplicate",
        /// One of the three signature headers is absent.
        MissingHeader => "missing-header",
        /// A header is present but unusable (empty, not digits, odd-length hex, …).
        Malformed => "malformed",
        /// The signature uses a scheme other than `v1`.
        WrongScheme => "wrong-scheme",
        /// The signature matches no secret that may sign now.
        Mismatch => "mismatch",
        /// The timestamp is older than the freshness window.
        Stale => "stale",
        /// The timestamp is ahead of this computer's clock by more than the window.
        Future => "future",
        /// No signing secret is known, so nothing can be verified.
        NoSecret => "no-secret",
        /// A single-task callback: unsigned, so never trusted; it triggers a status check.
        Callback => "callback",
        /// A verified webhook or a callback whose body is not what the interface describes.
        Unreadable => "unreadable",
    }
}

/// One request received by the local receiver, as it is about to be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDelivery {
    /// The profile whose receiver URL it came in on.
    pub profile: ProfileId,
    /// When it arrived (Unix milliseconds).
    pub received_ms: i64,
    /// Which receiver path it came in on.
    pub kind: DeliveryKind,
    /// The HTTP method.
    pub method: String,
    /// The request path (and query), as received.
    pub path: String,
    /// The request headers in the order received; values that were not UTF-8 converted lossily
    /// by the caller.
    pub headers: Vec<(String, String)>,
    /// The body, exactly as received.
    pub body: Vec<u8>,
    /// The `X-Service-Event-Id` header, if present.
    pub event_id: Option<String>,
    /// The `X-Service-Timestamp` header text, if present.
    pub signed_timestamp: Option<String>,
    /// The service's taskId named by the body, if it could be read.
    pub task_id: Option<String>,
    /// The service's batch id named by the body, if any.
    pub batch_id: Option<String>,
    /// The batch item's `clientItemId` named by the body, if any.
    pub client_item_id: Option<String>,
    /// The outcome of checking it.
    pub verdict: DeliveryVerdict,
    /// Why, as a sentence for people.
    pub reason: String,
    /// The version of the signing secret that verified it, or that a retired or revoked secret
    /// matched (a number, never the secret).
    pub secret_version: Option<i64>,
    /// The signature the receiver computed (hex), when it computed one.
    pub expected_signature: Option<String>,
    /// The signature the request carried, as received.
    pub received_signature: Option<String>,
    /// What GenDesk did with it (may be set later with [`Store::set_delivery_action`]).
    pub action: String,
}

/// What [`Store::insert_delivery`] stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredDelivery {
    /// The new row.
    pub row: DeliveryRow,
    /// 1 + the stored earlier deliveries of the same event id (for a webhook) or of the same
    /// taskId (for a callback) in this profile; 1 when the id is unknown.
    pub attempt: u32,
    /// The task of this profile with the delivery's taskId, if recorded.
    pub task_row: Option<TaskRow>,
    /// The batch of this profile with the delivery's batch id, if recorded (the newest one if
    /// several rows carry it).
    pub batch_row: Option<BatchRow>,
    /// The newest earlier `verified` delivery of the same event id in this profile, looked up
    /// before this one was stored. With a small `keep`, this very call may have pruned it.
    pub earlier_verified: Option<DeliveryRow>,
}

/// Which deliveries a list shows. `None`, an empty list and empty text mean "any".
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeliveryFilter {
    /// Only this kind.
    pub kind: Option<DeliveryKind>,
    /// Only these verdicts (empty: all).
    pub verdicts: Vec<DeliveryVerdict>,
    /// Only deliveries naming this batch id (exact).
    pub batch_id: Option<String>,
    /// Text contained (case-insensitively for ASCII, literally: `%`, `_` and `\` match
    /// themselves) in the event id, taskId, batch id, `clientItemId`, reason or action.
    pub text: String,
}

/// A delivery as lists show it: no body and no headers, so a list of 100 000 stays light.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliverySummary {
    /// Its row (increasing; also the paging key).
    pub row: DeliveryRow,
    /// Its profile.
    pub profile: ProfileId,
    /// When it arrived (Unix milliseconds).
    pub received_ms: i64,
    /// Which receiver path it came in on.
    pub kind: DeliveryKind,
    /// The `X-Service-Event-Id` header, if present.
    pub event_id: Option<String>,
    /// The taskId named by the body.
    pub task_id: Option<String>,
    /// The batch id named by the body.
    pub batch_id: Option<String>,
    /// The `clientItemId` named by the body.
    pub client_item_id: Option<String>,
    /// The outcome of checking it.
    pub verdict: DeliveryVerdict,
    /// Why, as a sentence.
    pub reason: String,
    /// The version of the signing secret that verified it (or that a retired or revoked secret
    /// matched).
    pub secret_version: Option<i64>,
    /// What GenDesk did with it.
    pub action: String,
    /// Which delivery of its event id (or, for a callback, of its taskId) this was, from 1.
    pub attempt: u32,
    /// The task it names, if recorded (cleared if the task is deleted).
    pub task_row: Option<TaskRow>,
    /// The batch it names, if recorded (cleared if the batch is deleted).
    pub batch_row: Option<BatchRow>,
    /// The body's size in bytes.
    pub body_len: u64,
}

/// One delivery whole: the summary plus the raw request and the signatures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryDetail {
    /// What lists show.
    pub summary: DeliverySummary,
    /// The HTTP method.
    pub method: String,
    /// The request path, as received.
    pub path: String,
    /// The request headers, in the order received.
    pub headers: Vec<(String, String)>,
    /// The body, exactly as received.
    pub body: Vec<u8>,
    /// The `X-Service-Timestamp` header text.
    pub signed_timestamp: Option<String>,
    /// The signature the receiver computed (hex).
    pub expected_signature: Option<String>,
    /// The signature the request carried.
    pub received_signature: Option<String>,
}

/// Request headers, stored as a JSON array of `[name, value]` pairs.
struct HeaderList(Vec<(String, String)>);

impl HeaderList {
    /// The JSON text stored in `headers`.
    fn to_json(headers: &[(String, String)]) -> Result<String, StoreError> {
        serde_json::to_string(headers).map_err(|e| StoreError::InvalidInput {
            detail: crate::t!("store-detail-headers-not-json", error = e.to_string()),
        })
    }
}

impl FromSql for HeaderList {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let text = value.as_str()?;
        serde_json::from_str(text).map(HeaderList).map_err(|e| {
            FromSqlError::Other(format!("headers is not a JSON list of pairs: {e}").into())
        })
    }
}

const SUMMARY_COLUMNS: &str = "id, profile_id, received_ms, kind, event_id, task_id, batch_id,
    client_item_id, verdict, reason, signer_version, action, attempt, task_row, batch_row,
    length(body)";

fn summary_from_row(r: &Row<'_>) -> rusqlite::Result<DeliverySummary> {
    Ok(DeliverySummary {
        row: r.get(0)?,
        profile: r.get(1)?,
        received_ms: r.get(2)?,
        kind: r.get(3)?,
        event_id: r.get(4)?,
        task_id: r.get(5)?,
        batch_id: r.get(6)?,
        client_item_id: r.get(7)?,
        verdict: r.get(8)?,
        reason: r.get(9)?,
        secret_version: r.get(10)?,
        action: r.get(11)?,
        attempt: count_u32(r, 12)?,
        task_row: r.get(13)?,
        batch_row: r.get(14)?,
        body_len: unsigned(r.get(15)?),
    })
}

/// Detail columns, after [`SUMMARY_COLUMNS`] (from index 16).
const DETAIL_COLUMNS: &str =
    "method, path, headers, body, signed_timestamp, expected_signature, received_signature";

fn detail_from_row(r: &Row<'_>) -> rusqlite::Result<DeliveryDetail> {
    Ok(DeliveryDetail {
        summary: summary_from_row(r)?,
        method: r.get(16)?,
        path: r.get(17)?,
        headers: r.get::<_, HeaderList>(18)?.0,
        body: r.get(19)?,
        signed_timestamp: r.get(20)?,
        expected_signature: r.get(21)?,
        received_signature: r.get(22)?,
    })
}

/// How many deliveries stored before this one share its event id (a webhook) or its taskId
/// (a callback).
fn earlier_attempts(conn: &Connection, delivery: &NewDelivery) -> Res<i64> {
    let n = match (delivery.kind, &delivery.event_id, &delivery.task_id) {
        (DeliveryKind::Webhook, Some(event_id), _) => conn
            .prepare_cached(
                "SELECT COUNT(*) FROM deliveries WHERE profile_id = ?1 AND event_id = ?2",
            )?
            .query_row(params![delivery.profile, event_id], |r| r.get(0))?,
        (DeliveryKind::Callback, _, Some(task_id)) => conn
            .prepare_cached(
                "SELECT COUNT(*) FROM deliveries
                 WHERE profile_id = ?1 AND task_id = ?2 AND kind = 'callback'",
            )?
            .query_row(params![delivery.profile, task_id], |r| r.get(0))?,
        _ => 0,
    };
    Ok(n)
}

/// The newest `verified` delivery of `event_id` in `profile`.
fn verified_of(conn: &Connection, profile: ProfileId, event_id: &str) -> Res<Option<DeliveryRow>> {
    Ok(conn
        .prepare_cached(
            "SELECT id FROM deliveries
             WHERE profile_id = ?1 AND event_id = ?2 AND verdict = 'verified'
             ORDER BY id DESC LIMIT 1",
        )?
        .query_row(params![profile, event_id], |r| r.get(0))
        .optional()?)
}

/// The task of `profile` with this remote taskId.
fn task_of(conn: &Connection, profile: ProfileId, task_id: &str) -> Res<Option<TaskRow>> {
    Ok(conn
        .prepare_cached("SELECT id FROM tasks WHERE profile_id = ?1 AND task_id = ?2")?
        .query_row(params![profile, task_id], |r| r.get(0))
        .optional()?)
}

/// The newest batch of `profile` with this remote batch id.
fn batch_of(conn: &Connection, profile: ProfileId, batch_id: &str) -> Res<Option<BatchRow>> {
    Ok(conn
        .prepare_cached(
            "SELECT id FROM batches WHERE profile_id = ?1 AND remote_batch_id = ?2
             ORDER BY id DESC LIMIT 1",
        )?
        .query_row(params![profile, batch_id], |r| r.get(0))
        .optional()?)
}

/// Counts the delivery just stored and deletes the profile's oldest beyond the newest `keep`.
/// The count lives on the profile row, so this costs the same with 10 or 1 000 000 kept.
fn prune(conn: &Connection, profile: ProfileId, keep: u32) -> Res<()> {
    let kept: i64 = conn
        .prepare_cached(
            "UPDATE profiles SET deliveries_kept = deliveries_kept + 1 WHERE id = ?1
             RETURNING deliveries_kept",
        )?
        .query_row(params![profile], |r| r.get(0))?;
    let excess = kept - i64::from(keep);
    if excess > 0 {
        let deleted = conn
            .prepare_cached(
                "DELETE FROM deliveries WHERE id IN (
                    SELECT id FROM deliveries WHERE profile_id = ?1 ORDER BY id LIMIT ?2
                 )",
            )?
            .execute(params![profile, excess])?;
        conn.prepare_cached(
            "UPDATE profiles SET deliveries_kept = deliveries_kept - ?2 WHERE id = ?1",
        )?
        .execute(params![profile, i64::try_from(deleted).unwrap_or(i64::MAX)])?;
    }
    Ok(())
}

/// The profile's stored receiver path (`None` if not chosen yet), or `NotFound`.
fn stored_receiver_path(conn: &Connection, profile: ProfileId) -> Res<Option<String>> {
    conn.prepare_cached("SELECT receiver_path FROM profiles WHERE id = ?1")?
        .query_row([profile], |r| r.get::<_, Option<String>>(0))
        .optional()?
        .ok_or_else(|| {
            StoreError::NotFound {
                what: "store-what-profile",
                id: profile.get(),
            }
            .into()
        })
}

/// A new random receiver path: 32 lowercase hex characters.
///
/// Two `SipHash` outputs under a fresh [`RandomState`], whose keys std draws from the operating
/// system's random source (no new dependency: `uuid` here has no `v4`, and `fastrand` seeds
/// from the clock). Unguessable enough to keep scans off the receiver, which is all it is for:
/// the path is not a credential (webhooks are trusted for their signature, callbacks never).
fn new_receiver_path() -> String {
    let keys = RandomState::new();
    let half = |n: u8| {
        let mut hasher = keys.build_hasher();
        hasher.write_u8(n);
        hasher.finish()
    };
    format!("{:016x}{:016x}", half(0), half(1))
}

/// Appends the filter's conditions to `sql` and their values to `args`.
fn push_filter(
    sql: &mut String,
    args: &mut Vec<Value>,
    profile: ProfileId,
    filter: &DeliveryFilter,
) {
    sql.push_str(" WHERE profile_id = ?");
    args.push(Value::Integer(profile.get()));
    if let Some(kind) = filter.kind {
        sql.push_str(" AND kind = ?");
        args.push(Value::Text(kind.as_str().to_owned()));
    }
    if !filter.verdicts.is_empty() {
        sql.push_str(" AND verdict IN (");
        for i in 0..filter.verdicts.len() {
            sql.push_str(if i == 0 { "?" } else { ", ?" });
        }
        sql.push(')');
        args.extend(
            filter
                .verdicts
                .iter()
                .map(|v| Value::Text(v.as_str().to_owned())),
        );
    }
    if let Some(batch_id) = &filter.batch_id {
        sql.push_str(" AND batch_id = ?");
        args.push(Value::Text(batch_id.clone()));
    }
    let text = filter.text.trim();
    if !text.is_empty() {
        sql.push_str(
            " AND (event_id LIKE ? ESCAPE '\\' OR task_id LIKE ? ESCAPE '\\'
                   OR batch_id LIKE ? ESCAPE '\\' OR client_item_id LIKE ? ESCAPE '\\'
                   OR reason LIKE ? ESCAPE '\\' OR action LIKE ? ESCAPE '\\')",
        );
        args.extend(std::iter::repeat_n(Value::Text(like_contains(text)), 6));
    }
}

impl Store {
    /// Stores a received delivery in one transaction: counts its attempt, links it to the task
    /// and batch it names (by the service's ids), inserts it, then deletes this profile's
    /// deliveries beyond the newest `keep` (0 counts as 1).
    ///
    /// To de-duplicate across restarts, the receiver asks [`Store::verified_delivery_of`] first
    /// and stores a genuine repeat as `duplicate`; `earlier_verified` in the answer tells it if
    /// a verified delivery of the same event id was stored meanwhile.
    pub fn insert_delivery(
        &mut self,
        delivery: &NewDelivery,
        keep: u32,
    ) -> Result<StoredDelivery, StoreError> {
        let headers = HeaderList::to_json(&delivery.headers)?;
        let keep = keep.max(1);
        let profile = delivery.profile;
        self.write("store-doing-storing-a-received-delivery", |conn| {
            require_profile(conn, profile)?;
            let attempt = earlier_attempts(conn, delivery)?.saturating_add(1);
            let earlier_verified = match delivery.event_id.as_deref() {
                Some(event_id) => verified_of(conn, profile, event_id)?,
                None => None,
            };
            let task_row = match delivery.task_id.as_deref() {
                Some(task_id) => task_of(conn, profile, task_id)?,
                None => None,
            };
            let batch_row = match delivery.batch_id.as_deref() {
                Some(batch_id) => batch_of(conn, profile, batch_id)?,
                None => None,
            };
            let row: DeliveryRow = conn
                .prepare_cached(
                    "INSERT INTO deliveries (profile_id, received_ms, kind, method, path, headers,
                        body, event_id, signed_timestamp, task_id, batch_id, client_item_id,
                        verdict, reason, signer_version, expected_signature, received_signature,
                        action, attempt, task_row, batch_row)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,
                             ?16, ?17, ?18, ?19, ?20, ?21)
                     RETURNING id",
                )?
                .query_row(
                    params![
                        profile,
                        delivery.received_ms,
                        delivery.kind,
                        delivery.method,
                        delivery.path,
                        headers,
                        delivery.body,
                        delivery.event_id,
                        delivery.signed_timestamp,
                        delivery.task_id,
                        delivery.batch_id,
                        delivery.client_item_id,
                        delivery.verdict,
                        delivery.reason,
                        delivery.secret_version,
                        delivery.expected_signature,
                        delivery.received_signature,
                        delivery.action,
                        attempt,
                        task_row,
                        batch_row
                    ],
                    |r| r.get(0),
                )?;
            prune(conn, profile, keep)?;
            Ok(StoredDelivery {
                row,
                attempt: u32::try_from(attempt).unwrap_or(u32::MAX),
                task_row,
                batch_row,
                earlier_verified,
            })
        })
    }

    /// The newest stored `verified` delivery of `event_id` in `profile`, if any: a genuine
    /// delivery of that event was already received (and acted upon).
    pub fn verified_delivery_of(
        &self,
        profile: ProfileId,
        event_id: &str,
    ) -> Result<Option<DeliveryRow>, StoreError> {
        self.read("store-doing-looking-for-an-earlier-delivery", |conn| {
            verified_of(conn, profile, event_id)
        })
    }

    /// Records what GenDesk did with a delivery. Returns `false` if the row is gone (pruned, or
    /// deleted with its profile).
    pub fn set_delivery_action(
        &mut self,
        row: DeliveryRow,
        action: &str,
    ) -> Result<bool, StoreError> {
        self.write(
            "store-doing-recording-what-was-done-with-a-delivery",
            |conn| {
                let n = conn
                    .prepare_cached("UPDATE deliveries SET action = ?2 WHERE id = ?1")?
                    .execute(params![row, action])?;
                Ok(n > 0)
            },
        )
    }

    /// `profile`'s deliveries matching `filter`, newest first, older than `before` (`None` =
    /// from the newest). Pass the last row of a page as `before` for the next page.
    pub fn list_deliveries(
        &self,
        profile: ProfileId,
        filter: &DeliveryFilter,
        before: Option<DeliveryRow>,
        limit: u32,
    ) -> Result<Vec<DeliverySummary>, StoreError> {
        self.read("store-doing-listing-received-deliveries", |conn| {
            let (sql, args) = list_query(profile, filter, before, limit);
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows = stmt.query_map(params_from_iter(&args), summary_from_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// How many of `profile`'s deliveries match `filter`.
    pub fn count_deliveries(
        &self,
        profile: ProfileId,
        filter: &DeliveryFilter,
    ) -> Result<u64, StoreError> {
        self.read("store-doing-counting-received-deliveries", |conn| {
            let mut sql = String::from("SELECT COUNT(*) FROM deliveries");
            let mut args = Vec::new();
            push_filter(&mut sql, &mut args, profile, filter);
            let n: i64 = conn
                .prepare_cached(&sql)?
                .query_row(params_from_iter(&args), |r| r.get(0))?;
            Ok(unsigned(n))
        })
    }

    /// One delivery whole (raw request included), or `None` if there is no such row.
    pub fn delivery(&self, row: DeliveryRow) -> Result<Option<DeliveryDetail>, StoreError> {
        self.read("store-doing-reading-a-received-delivery", |conn| {
            let sql =
                format!("SELECT {SUMMARY_COLUMNS}, {DETAIL_COLUMNS} FROM deliveries WHERE id = ?1");
            Ok(conn
                .prepare_cached(&sql)?
                .query_row([row], detail_from_row)
                .optional()?)
        })
    }

    /// The profile's path segment for its local receiver URLs: chosen at random (32 lowercase
    /// hex characters) and stored on first use, the same on every later call and after a
    /// restart. Not a credential: it is part of the webhook URLs sent to the service.
    pub fn receiver_path(&mut self, profile: ProfileId) -> Result<String, StoreError> {
        let stored = self.read("store-doing-reading-the-receiver-path", |conn| {
            stored_receiver_path(conn, profile)
        })?;
        if let Some(path) = stored {
            return Ok(path);
        }
        self.write("store-doing-choosing-the-receiver-path", |conn| {
            // Re-read under the write lock: another connection may have chosen one meanwhile.
            if let Some(path) = stored_receiver_path(conn, profile)? {
                return Ok(path);
            }
            let path = new_receiver_path();
            conn.prepare_cached("UPDATE profiles SET receiver_path = ?2 WHERE id = ?1")?
                .execute(params![profile, path])?;
            Ok(path)
        })
    }
}

/// The SQL and arguments of one list page.
fn list_query(
    profile: ProfileId,
    filter: &DeliveryFilter,
    before: Option<DeliveryRow>,
    limit: u32,
) -> (String, Vec<Value>) {
    let mut sql = format!("SELECT {SUMMARY_COLUMNS} FROM deliveries");
    let mut args = Vec::new();
    push_filter(&mut sql, &mut args, profile, filter);
    if let Some(before) = before {
        sql.push_str(" AND id < ?");
        args.push(Value::Integer(before.get()));
    }
    sql.push_str(" ORDER BY id DESC LIMIT ?");
    args.push(Value::Integer(i64::from(limit)));
    (sql, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn delivery(profile: ProfileId, kind: DeliveryKind, verdict: DeliveryVerdict) -> NewDelivery {
        NewDelivery {
            profile,
            received_ms: 1,
            kind,
            method: "POST".to_owned(),
            path: "/hooks/x".to_owned(),
            headers: Vec::new(),
            body: Vec::new(),
            event_id: None,
            signed_timestamp: None,
            task_id: None,
            batch_id: None,
            client_item_id: None,
            verdict,
            reason: "test".to_owned(),
            secret_version: None,
            expected_signature: None,
            received_signature: None,
            action: String::new(),
        }
    }

    #[test]
    fn every_kind_and_verdict_passes_the_schema_check() {
        let mut store = Store::open_in_memory().unwrap();
        let profile = store.upsert_profile("p", "https://x", false, 0).unwrap();
        for &kind in DeliveryKind::ALL {
            for &verdict in DeliveryVerdict::ALL {
                let stored = store
                    .insert_delivery(&delivery(profile, kind, verdict), 1_000)
                    .unwrap();
                let back = store.delivery(stored.row).unwrap().unwrap();
                assert_eq!((back.summary.kind, back.summary.verdict), (kind, verdict));
            }
        }
        let all = DeliveryKind::ALL.len() * DeliveryVerdict::ALL.len();
        let counted = store
            .count_deliveries(profile, &DeliveryFilter::default())
            .unwrap();
        assert_eq!(counted, u64::try_from(all).unwrap());
        // And an unknown spelling is refused by the CHECK.
        let refused = store.conn.execute(
            "INSERT INTO deliveries (profile_id, received_ms, kind, method, path, headers, body,
                                     verdict, reason)
             VALUES (?1, 1, 'webhook', 'POST', '/', '[]', x'', 'fine', 'r')",
            [profile],
        );
        assert!(refused.is_err());
    }

    /// The query plan of a list query, one line per step.
    fn plan(store: &Store, filter: &DeliveryFilter) -> String {
        let (sql, args) = list_query(ProfileId(1), filter, Some(DeliveryRow(500)), 100);
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
    fn lists_walk_the_newest_first_index_without_sorting() {
        let store = Store::open_in_memory().unwrap();
        let filters = [
            DeliveryFilter::default(),
            DeliveryFilter {
                kind: Some(DeliveryKind::Webhook),
                verdicts: vec![DeliveryVerdict::Mismatch, DeliveryVerdict::Stale],
                batch_id: Some("b".to_owned()),
                text: "evt".to_owned(),
            },
        ];
        for filter in &filters {
            let plan = plan(&store, filter);
            assert!(plan.contains("deliveries_newest"), "{plan}");
            assert!(!plan.contains("TEMP B-TREE"), "{plan}");
        }
    }
}
