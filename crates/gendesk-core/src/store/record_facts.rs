//! What a downloaded result's generation record is made of, read in one query: the task, its
//! request as sent, its batch and item, and the profile's service address.

use rusqlite::OptionalExtension as _;

use super::values::{KindColumn, TaskRow};
use super::{Store, StoreError};
use crate::provenance::RecordFacts;

impl Store {
    /// The facts of `row`'s generation record; `None` when the task is not in the history.
    pub fn record_facts(&self, row: TaskRow) -> Result<Option<RecordFacts>, StoreError> {
        self.read("store-doing-reading-what-made-a-result", |conn| {
            Ok(conn
                .prepare_cached(
                    "SELECT p.base_url, t.model, t.kind, t.request_json, t.task_id,
                            b.remote_batch_id, i.client_item_id,
                            COALESCE(t.remote_create_ms, t.created_ms), t.completed_ms,
                            t.estimated_usd
                     FROM tasks t
                     JOIN profiles p ON p.id = t.profile_id
                     LEFT JOIN batches b ON b.id = t.batch_row
                     LEFT JOIN batch_items i ON i.task_row = t.id
                     WHERE t.id = ?1",
                )?
                .query_row([row], |r| {
                    Ok(RecordFacts {
                        base_url: r.get(0)?,
                        model: r.get(1)?,
                        kind: r.get::<_, KindColumn>(2)?.0,
                        request_json: r.get(3)?,
                        task_id: r.get(4)?,
                        batch_id: r.get(5)?,
                        item_id: r.get(6)?,
                        created_ms: r.get(7)?,
                        completed_ms: r.get(8)?,
                        estimated_usd: r.get(9)?,
                    })
                })
                .optional()?)
        })
    }
}
