//! Insights' reader: a background thread with its own SQLite connection that works out the
//! figures of a scope (report, spend series, runway), so the window never waits on the disk
//! or the arithmetic. Requests queued behind a newer one are skipped.

use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use gendesk_core::insights::{Report, Runway, SpendSeries};
use gendesk_core::store::{InsightScope, Store};
use gendesk_core::t;

/// Everything the view shows for one scope.
#[derive(Debug, Clone, PartialEq)]
pub struct Computed {
    /// What was asked.
    pub scope: InsightScope,
    /// The figures.
    pub report: Report,
    /// Spend over time.
    pub series: SpendSeries,
    /// The balance's runway, when a balance is known.
    pub runway: Option<Runway>,
    /// How long working them out took.
    pub took: Duration,
    /// Every profile in the history (for the Profiles filter).
    pub profiles: Vec<(gendesk_core::store::ProfileId, String)>,
}

impl Computed {
    /// The figures of `scope` in `store` (the reader's work; also used by benchmarks).
    pub fn compute(
        store: &Store,
        scope: InsightScope,
        now_ms: i64,
    ) -> Result<Self, gendesk_core::store::StoreError> {
        let started = Instant::now();
        let report = Report::compute(store, &scope)?;
        let series = SpendSeries::of(&report, &scope.range);
        let runway = Runway::of(&report, &scope.range, now_ms);
        let profiles = store
            .list_profiles()?
            .into_iter()
            .map(|p| (p.id, p.name))
            .collect();
        Ok(Self {
            scope,
            report,
            series,
            runway,
            took: started.elapsed(),
            profiles,
        })
    }

    /// The period the figures cover.
    pub fn range(&self) -> &Range<i64> {
        &self.scope.range
    }
}

struct Request {
    generation: u64,
    scope: InsightScope,
    now_ms: i64,
}

/// One answer.
#[derive(Debug)]
pub struct Reply {
    /// Of this request.
    pub generation: u64,
    /// The figures, or what went wrong (a sentence).
    pub result: Result<Arc<Computed>, String>,
}

/// The handle the view keeps; dropping it ends the thread.
pub struct InsightsReader {
    requests: mpsc::Sender<Request>,
    replies: mpsc::Receiver<Reply>,
}

impl InsightsReader {
    /// Starts the reader for the database at `db_path`; `ctx` is woken on every answer.
    pub fn start(db_path: PathBuf, ctx: egui::Context) -> Result<Self, String> {
        let (requests, request_rx) = mpsc::channel();
        let (reply_tx, replies) = mpsc::channel();
        std::thread::Builder::new()
            .name("gendesk-insights".to_owned())
            .spawn(move || serve(&db_path, &request_rx, &reply_tx, &ctx))
            .map_err(|err| t!("insights-reader-not-started", reason = err.to_string()))?;
        Ok(Self { requests, replies })
    }

    /// Asks for the figures of `scope`.
    pub fn ask(&self, generation: u64, scope: InsightScope, now_ms: i64) -> bool {
        self.requests
            .send(Request {
                generation,
                scope,
                now_ms,
            })
            .is_ok()
    }

    /// Every answer so far (never waits).
    pub fn replies(&self) -> Vec<Reply> {
        self.replies.try_iter().collect()
    }
}

fn serve(
    db_path: &Path,
    requests: &mpsc::Receiver<Request>,
    replies: &mpsc::Sender<Reply>,
    ctx: &egui::Context,
) {
    let mut store: Option<Store> = None;
    while let Ok(first) = requests.recv() {
        // Only the newest request matters: the others' filters are gone.
        let request = requests.try_iter().last().unwrap_or(first);
        let result = match &mut store {
            Some(store) => Ok(store),
            None => Store::open(db_path).map(|opened| store.insert(opened)),
        }
        .and_then(|store| Computed::compute(store, request.scope, request.now_ms))
        .map(Arc::new)
        .map_err(|err| t!("insights-read-failed", reason = err.to_string()));
        if replies
            .send(Reply {
                generation: request.generation,
                result,
            })
            .is_err()
        {
            return;
        }
        ctx.request_repaint();
    }
}
