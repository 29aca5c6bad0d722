//! Insights' figures per batch: the pre-flight estimate beside what the accepted items cost,
//! how the tasks ended, and how the batch's time went (queue, processing, first to last
//! result), for the newest batches of a scope.

use rusqlite::params;

use super::insight_rows::InsightScope;
use super::values::{BatchRow, KindColumn};
use super::{Store, StoreError};

/// Batches Insights lists at most (newest first).
pub const BATCH_FIGURES_LISTED: usize = 200;

/// One batch's raw figures.
#[derive(Debug, Clone, PartialEq)]
pub struct BatchFigures {
    /// The batch.
    pub batch: BatchRow,
    /// Its model.
    pub model: String,
    /// The run it belongs to, if it is one of several batches of a job.
    pub run_id: Option<String>,
    /// When it was recorded (Unix ms).
    pub created_ms: i64,
    /// Items sent.
    pub items: u64,
    /// The pre-flight estimate of every item (items without a price are not in it).
    pub estimated_usd: f64,
    /// Items without a price.
    pub unpriced_items: u64,
    /// Items the service accepted.
    pub accepted: u64,
    /// The estimate of the accepted items.
    pub accepted_usd: f64,
    /// The estimate of the accepted items whose tasks did not fail (failed ones are refunded).
    pub spent_usd: f64,
    /// Tasks that finished with results.
    pub succeeded: u64,
    /// Tasks that failed.
    pub failed: u64,
    /// Processing times of the succeeded tasks, ms, ascending.
    pub processing_ms: Vec<i64>,
    /// Queue times of the succeeded tasks, ms, ascending.
    pub queue_ms: Vec<i64>,
    /// When the last task became final (the service's time, else when GenDesk first saw it),
    /// if any did.
    pub last_final_ms: Option<i64>,
}

impl BatchFigures {
    /// The figures of a run: its batches' (non-empty, in any order) added up, the run starting
    /// with its first batch and ending with its last final task. `None` for no batches.
    pub fn run_of(batches: &[&Self]) -> Option<Self> {
        let first = batches.iter().min_by_key(|b| (b.created_ms, b.batch))?;
        let mut run = Self {
            batch: first.batch,
            model: first.model.clone(),
            run_id: first.run_id.clone(),
            created_ms: first.created_ms,
            items: 0,
            estimated_usd: 0.0,
            unpriced_items: 0,
            accepted: 0,
            accepted_usd: 0.0,
            spent_usd: 0.0,
            succeeded: 0,
            failed: 0,
            processing_ms: Vec::new(),
            queue_ms: Vec::new(),
            last_final_ms: None,
        };
        for b in batches {
            run.items += b.items;
            run.estimated_usd += b.estimated_usd;
            run.unpriced_items += b.unpriced_items;
            run.accepted += b.accepted;
            run.accepted_usd += b.accepted_usd;
            run.spent_usd += b.spent_usd;
            run.succeeded += b.succeeded;
            run.failed += b.failed;
            run.processing_ms.extend(&b.processing_ms);
            run.queue_ms.extend(&b.queue_ms);
            run.last_final_ms = run.last_final_ms.max(b.last_final_ms);
        }
        run.processing_ms.sort_unstable();
        run.queue_ms.sort_unstable();
        Some(run)
    }

    /// Finished items per minute, from the batch's start to its last final task.
    pub fn items_per_minute(&self) -> Option<f64> {
        let finished = self.succeeded + self.failed;
        let span = self.last_final_ms? - self.created_ms;
        #[allow(
            clippy::cast_precision_loss,
            reason = "counts and spans far below 2^52"
        )]
        (finished > 0 && span > 0).then(|| finished as f64 * 60_000.0 / span as f64)
    }
}

impl Store {
    /// The newest [`BATCH_FIGURES_LISTED`] batches of `scope` (recorded in its range, of its
    /// profile, kind and models), newest first.
    pub fn batch_figures(&self, scope: &InsightScope) -> Result<Vec<BatchFigures>, StoreError> {
        self.read("store-doing-reading-batch-figures-for-insights", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT b.id, b.model, b.run_id, b.created_ms, COUNT(i.ordinal),
                        TOTAL(i.estimated_usd), TOTAL(i.estimated_usd IS NULL),
                        TOTAL(i.accepted = 1),
                        TOTAL(CASE WHEN i.accepted = 1 THEN i.estimated_usd END)
                   FROM batches b LEFT JOIN batch_items i ON i.batch_row = b.id
                  WHERE (?1 IS NULL OR b.profile_id = ?1) AND b.created_ms >= ?2
                        AND b.created_ms < ?3
                        AND (?4 IS NULL OR EXISTS (SELECT 1 FROM batch_items k
                              WHERE k.batch_row = b.id AND k.kind = ?4))
                  GROUP BY b.id ORDER BY b.created_ms DESC, b.id DESC",
            )?;
            let kind = KindColumn::text(scope.kind);
            let mut rows = stmt.query(params![
                scope.profile,
                scope.range.start,
                scope.range.end,
                kind
            ])?;
            let mut batches = Vec::new();
            while let Some(r) = rows.next()? {
                let model: String = r.get(1)?;
                if !scope.models.is_empty() && !scope.models.contains(&model) {
                    continue;
                }
                #[allow(
                    clippy::cast_possible_truncation,
                    clippy::cast_sign_loss,
                    reason = "TOTAL of 0/1 values: a whole, small, non-negative count"
                )]
                let count = |n: f64| n as u64;
                batches.push(BatchFigures {
                    batch: r.get(0)?,
                    model,
                    run_id: r.get(2)?,
                    created_ms: r.get(3)?,
                    items: r.get::<_, i64>(4)?.unsigned_abs(),
                    estimated_usd: r.get(5)?,
                    unpriced_items: count(r.get(6)?),
                    accepted: count(r.get(7)?),
                    accepted_usd: r.get(8)?,
                    spent_usd: 0.0,
                    succeeded: 0,
                    failed: 0,
                    processing_ms: Vec::new(),
                    queue_ms: Vec::new(),
                    last_final_ms: None,
                });
                if batches.len() == BATCH_FIGURES_LISTED {
                    break;
                }
            }
            let mut tasks = conn.prepare_cached(
                "SELECT phase = 'final' AND state = 'success', phase = 'final' AND state = 'failed',
                        cost_time_ms, remote_create_ms, completed_ms, estimated_usd,
                        COALESCE(completed_ms, seen_final_ms)
                   FROM tasks WHERE batch_row = ?1 AND task_id IS NOT NULL",
            )?;
            for figures in &mut batches {
                let mut rows = tasks.query(params![figures.batch])?;
                while let Some(r) = rows.next()? {
                    let (succeeded, failed): (bool, bool) = (r.get(0)?, r.get(1)?);
                    let cost_time: Option<i64> = r.get(2)?;
                    let created: Option<i64> = r.get(3)?;
                    let completed: Option<i64> = r.get(4)?;
                    let estimate: Option<f64> = r.get(5)?;
                    // Batch answers often lack the service's times: then GenDesk's own.
                    let final_at: Option<i64> = r.get(6)?;
                    if succeeded {
                        figures.succeeded += 1;
                        if let Some(ms) = cost_time {
                            figures.processing_ms.push(ms);
                            figures
                                .queue_ms
                                .extend(super::insight_rows::queue_time(created, completed, ms));
                        }
                    }
                    if failed {
                        figures.failed += 1;
                    } else {
                        figures.spent_usd += estimate.unwrap_or(0.0);
                    }
                    if succeeded || failed {
                        figures.last_final_ms = figures.last_final_ms.max(final_at);
                    }
                }
                figures.processing_ms.sort_unstable();
                figures.queue_ms.sort_unstable();
            }
            Ok(batches)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn batch(row: i64, created_ms: i64, items: u64, last_final_ms: i64) -> BatchFigures {
        let usd = 0.1 * f64::from(u32::try_from(items).unwrap_or(0));
        BatchFigures {
            batch: BatchRow(row),
            model: "m".to_owned(),
            run_id: Some("run-1".to_owned()),
            created_ms,
            items,
            estimated_usd: usd,
            unpriced_items: 0,
            accepted: items,
            accepted_usd: usd,
            spent_usd: usd,
            succeeded: items,
            failed: 0,
            processing_ms: vec![1_000; usize::try_from(items).unwrap_or(0)],
            queue_ms: Vec::new(),
            last_final_ms: Some(last_final_ms),
        }
    }

    #[test]
    fn a_run_adds_up_its_batches_from_the_first_start_to_the_last_result() {
        let (a, b) = (batch(2, 1_000, 50, 61_000), batch(3, 2_000, 10, 121_000));
        let run = BatchFigures::run_of(&[&b, &a]).unwrap();
        assert_eq!((run.batch, run.items, run.succeeded), (BatchRow(2), 60, 60));
        assert!((run.estimated_usd - 6.0).abs() < 1e-9);
        assert_eq!(run.processing_ms.len(), 60);
        // 60 items from 1 s to 121 s: 30 a minute.
        assert!((run.items_per_minute().unwrap() - 30.0).abs() < 1e-9);
        assert_eq!(BatchFigures::run_of(&[]), None);
    }
}
