//! The history's raw figures for Insights and `gendesk report`, grouped by model in SQL: task
//! counts by outcome, fail codes, estimated and measured spend, and every succeeded task's
//! processing time (for percentiles). Tasks are chosen by when they were recorded.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use gendesk_api::ModelKind;
use rusqlite::params;

use super::values::{KindColumn, ProfileId};
use super::{Store, StoreError};

/// The columns of one scope's tasks (those the service accepted) that Insights reads, all in
/// the covering index `tasks_figures`, so a scan never touches the wide rows.
const COLUMNS: &str = "SELECT model, phase = 'final' AND state = 'success',
        phase = 'final' AND state = 'failed', COALESCE(fail_code, end_reason, 'unknown'),
        cost_time_ms, remote_create_ms, completed_ms, estimated_usd, measured_usd, created_ms
   FROM tasks INDEXED BY tasks_figures";

/// Which tasks: of one profile (or all) recorded within a time range (Unix ms, end excluded),
/// of one kind and some models (or any).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct InsightScope {
    /// One profile, or every profile.
    pub profile: Option<ProfileId>,
    /// When the tasks were recorded.
    pub range: Range<i64>,
    /// Only tasks of this kind.
    pub kind: Option<ModelKind>,
    /// Only these models (by ID); empty for every model.
    pub models: BTreeSet<String>,
}

impl InsightScope {
    /// Every task of `profile` (or of every profile) recorded in `range`.
    pub fn of(profile: Option<ProfileId>, range: Range<i64>) -> Self {
        Self {
            profile,
            range,
            ..Self::default()
        }
    }
}

/// One model's raw figures.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ModelRows {
    /// Tasks the service accepted.
    pub tasks: u64,
    /// Of those, final and successful.
    pub succeeded: u64,
    /// Final and failed.
    pub failed: u64,
    /// Failure codes and how often each came (a task ended by GenDesk, such as one the sandbox
    /// lost, counts under its end reason).
    pub fail_codes: BTreeMap<String, u64>,
    /// Processing times of the succeeded tasks that have one, in ms, ascending.
    pub processing_ms: Vec<i64>,
    /// Queue times (accepted → the service started, where it says), in ms, ascending.
    pub queue_ms: Vec<i64>,
    /// From sending to the first result on disk, for tasks whose results GenDesk downloaded,
    /// in ms, ascending.
    pub to_file_ms: Vec<i64>,
    /// Sum of the estimated costs of tasks that did not fail (failed tasks are refunded).
    pub estimated_usd: f64,
    /// Of that, the succeeded tasks' (tasks still running are not results yet).
    pub succeeded_usd: f64,
    /// Tasks that did not fail and have no estimate.
    pub unpriced: u64,
    /// Sum of the costs the balance measured.
    pub measured_usd: f64,
    /// Tasks with a measured cost.
    pub measured: u64,
    /// When each task that did not fail and has an estimate was recorded, with that estimate:
    /// the spend over time (in the order read, not sorted).
    pub spend: Vec<(i64, f64)>,
}

/// One task's columns, as [`COLUMNS`] reads them.
struct TaskFigures {
    succeeded: bool,
    failed: bool,
    fail_code: String,
    cost_time_ms: Option<i64>,
    remote_create_ms: Option<i64>,
    completed_ms: Option<i64>,
    estimated_usd: Option<f64>,
    measured_usd: Option<f64>,
    created_ms: i64,
}

/// How long a task waited before processing: the service's completion − creation − processing
/// times, when it gives both times and they add up.
pub(super) fn queue_time(
    created: Option<i64>,
    completed: Option<i64>,
    cost_ms: i64,
) -> Option<i64> {
    Some(completed? - created? - cost_ms).filter(|queued| *queued >= 0)
}

impl ModelRows {
    fn add(&mut self, task: TaskFigures) {
        self.tasks += 1;
        if task.succeeded {
            self.succeeded += 1;
            if let Some(ms) = task.cost_time_ms {
                self.processing_ms.push(ms);
                self.queue_ms
                    .extend(queue_time(task.remote_create_ms, task.completed_ms, ms));
            }
        }
        if task.failed {
            self.failed += 1;
            *self.fail_codes.entry(task.fail_code).or_default() += 1;
        } else {
            match task.estimated_usd {
                Some(usd) => {
                    self.estimated_usd += usd;
                    if task.succeeded {
                        self.succeeded_usd += usd;
                    }
                    self.spend.push((task.created_ms, usd));
                }
                None => self.unpriced += 1,
            }
        }
        if let Some(usd) = task.measured_usd {
            self.measured_usd += usd;
            self.measured += 1;
        }
    }
}

impl Store {
    /// The raw figures of every model with tasks in `scope`, by model ID: one pass over the
    /// covering index.
    pub fn insight_rows(
        &self,
        scope: &InsightScope,
    ) -> Result<BTreeMap<String, ModelRows>, StoreError> {
        self.read("store-doing-reading-figures-for-insights", |conn| {
            let mut models: BTreeMap<String, ModelRows> = BTreeMap::new();
            let (start, end) = (scope.range.start, scope.range.end);
            let mut add = |r: &rusqlite::Row<'_>| -> rusqlite::Result<()> {
                let model: String = r.get(0)?;
                let task = TaskFigures {
                    succeeded: r.get(1)?,
                    failed: r.get(2)?,
                    fail_code: r.get(3)?,
                    cost_time_ms: r.get(4)?,
                    remote_create_ms: r.get(5)?,
                    completed_ms: r.get(6)?,
                    estimated_usd: r.get(7)?,
                    measured_usd: r.get(8)?,
                    created_ms: r.get(9)?,
                };
                if !scope.models.is_empty() && !scope.models.contains(&model) {
                    return Ok(());
                }
                models.entry(model).or_default().add(task);
                Ok(())
            };
            // With a profile, a range of the index; without, all of it (still not the rows).
            let profile_test = if scope.profile.is_some() {
                "profile_id = ?1"
            } else {
                "?1 IS NULL"
            };
            let sql = format!(
                "{COLUMNS} WHERE {profile_test} AND created_ms >= ?2 AND created_ms < ?3
                    AND task_id IS NOT NULL AND (?4 IS NULL OR kind = ?4)"
            );
            let kind = KindColumn::text(scope.kind);
            let mut stmt = conn.prepare_cached(&sql)?;
            let mut rows = stmt.query(params![scope.profile, start, end, kind])?;
            while let Some(row) = rows.next()? {
                add(row)?;
            }
            // Downloads are not in the covering index: read from their own table (done ones
            // only), joined to their tasks by row.
            let mut files = conn.prepare_cached(
                "SELECT t.model, MIN(d.updated_ms) - t.created_ms
                   FROM downloads d JOIN tasks t ON t.id = d.task_row
                  WHERE d.status = 'done' AND (?1 IS NULL OR t.profile_id = ?1)
                        AND t.created_ms >= ?2 AND t.created_ms < ?3
                        AND (?4 IS NULL OR t.kind = ?4)
                  GROUP BY d.task_row",
            )?;
            let mut rows = files.query(params![scope.profile, start, end, kind])?;
            while let Some(row) = rows.next()? {
                let model: String = row.get(0)?;
                let took: i64 = row.get(1)?;
                if let Some(figures) = models.get_mut(&model)
                    && took >= 0
                {
                    figures.to_file_ms.push(took);
                }
            }
            for figures in models.values_mut() {
                figures.processing_ms.sort_unstable();
                figures.queue_ms.sort_unstable();
                figures.to_file_ms.sort_unstable();
            }
            Ok(models)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::StatusUpdate;
    use gendesk_api::TaskState;

    fn finished(store: &mut Store, p: ProfileId, model: &str, at: i64, fail: Option<&str>) {
        let kind = if model == "m2" {
            ModelKind::Video
        } else {
            ModelKind::Image
        };
        let row = store
            .insert_submission(p, model, Some(kind), "{}", "x", at)
            .unwrap();
        store.set_task_estimate(row, Some(0.5)).unwrap();
        store
            .mark_submitted(row, &format!("t-{p:?}-{at}"), at + 1)
            .unwrap();
        let update = StatusUpdate {
            state: if fail.is_some() {
                TaskState::Failed
            } else {
                TaskState::Success
            },
            remote_create_ms: Some(at + 10),
            completed_ms: Some(at + 10 + 1_000 + 50),
            cost_time_ms: Some(1_000),
            fail_code: fail.map(str::to_owned),
            fail_msg: None,
            result_urls: fail.is_none().then(|| vec!["https://x/1.png".to_owned()]),
            final_: true,
        };
        store.record_status(row, &update, at + 2_000, None).unwrap();
    }

    #[test]
    fn figures_follow_the_profile_and_the_period() {
        let mut store = Store::open_in_memory().unwrap();
        let a = store.upsert_profile("a", "https://a", false, 0).unwrap();
        let b = store.upsert_profile("b", "https://b", false, 0).unwrap();
        finished(&mut store, a, "m1", 1_000, None);
        finished(&mut store, a, "m1", 2_000, Some("NSFW"));
        finished(&mut store, a, "m2", 3_000, None);
        finished(&mut store, b, "m1", 4_000, None);
        // Recorded but never accepted: not a task of the service, not counted.
        store
            .insert_submission(a, "m1", None, "{}", "x", 5_000)
            .unwrap();

        let of_a = store
            .insight_rows(&InsightScope::of(Some(a), 0..i64::MAX))
            .unwrap();
        let m1 = &of_a["m1"];
        assert_eq!((m1.tasks, m1.succeeded, m1.failed), (2, 1, 1));
        assert_eq!(m1.fail_codes.get("NSFW"), Some(&1));
        assert_eq!(m1.processing_ms, [1_000]);
        assert_eq!(m1.queue_ms, [50]);
        assert!(
            (m1.estimated_usd - 0.5).abs() < 1e-9,
            "the failed one is refunded"
        );
        assert_eq!(of_a["m2"].tasks, 1);

        // A task still running counts as spent, not yet as a success's cost.
        let running = store
            .insert_submission(a, "m2", Some(ModelKind::Video), "{}", "x", 3_500)
            .unwrap();
        store.set_task_estimate(running, Some(0.5)).unwrap();
        store.mark_submitted(running, "t-running", 3_501).unwrap();
        let m2 = &store
            .insight_rows(&InsightScope::of(Some(a), 0..i64::MAX))
            .unwrap()["m2"];
        assert_eq!((m2.tasks, m2.succeeded), (2, 1));
        assert!((m2.estimated_usd - 1.0).abs() < 1e-9);
        assert!((m2.succeeded_usd - 0.5).abs() < 1e-9);

        let everyone = store
            .insight_rows(&InsightScope::of(None, 0..i64::MAX))
            .unwrap();
        assert_eq!(everyone["m1"].tasks, 3);
        let early = store
            .insight_rows(&InsightScope::of(None, 0..2_500))
            .unwrap();
        assert_eq!(early["m1"].tasks, 2);
        assert!(!early.contains_key("m2"));
        assert_eq!(
            early["m1"].spend,
            [(1_000, 0.5)],
            "the failed task cost nothing"
        );

        let videos = store
            .insight_rows(&InsightScope {
                kind: Some(ModelKind::Video),
                ..InsightScope::of(None, 0..i64::MAX)
            })
            .unwrap();
        assert_eq!(videos.keys().collect::<Vec<_>>(), ["m2"]);
        let chosen = store
            .insight_rows(&InsightScope {
                models: BTreeSet::from(["m2".to_owned()]),
                ..InsightScope::of(Some(a), 0..i64::MAX)
            })
            .unwrap();
        assert_eq!(chosen.keys().collect::<Vec<_>>(), ["m2"]);
    }
}
