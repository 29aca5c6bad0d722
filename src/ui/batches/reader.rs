//! The Batches view's reader: a background thread with its own SQLite connection that answers
//! "the profile's batches with their counters and a few results" and "one batch's items with
//! their tasks", so the window never waits on the disk. Older list requests queued behind a
//! newer one are skipped.

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use gendesk_core::store::{BatchItemDetail, BatchRow, BatchSummary, ProfileId, Store, TaskRow};
use gendesk_core::t;

/// Batches listed at most (newest first).
pub const BATCHES_LISTED: usize = 500;
/// Results shown per batch in the list's thumbnail strip.
pub const STRIP_RESULTS: usize = 6;

/// One batch of the list with the first results of its succeeded items.
#[derive(Debug, Clone)]
pub struct ListedBatch {
    /// The batch and its counters.
    pub summary: BatchSummary,
    /// `(task, kind, first result URL)` of its first succeeded items.
    pub results: Vec<(TaskRow, Option<gendesk_api::ModelKind>, String)>,
}

enum Request {
    List { generation: u64, profile: ProfileId },
    Items(BatchRow),
}

/// What the reader answers.
#[derive(Debug)]
pub enum Reply {
    /// The profile's batches, newest first.
    List {
        /// Of this generation.
        generation: u64,
        /// The batches.
        batches: Vec<ListedBatch>,
    },
    /// One batch's items.
    Items(BatchRow, Vec<BatchItemDetail>),
    /// Reading failed.
    Failed(String),
}

/// The handle the view keeps; dropping it ends the thread.
pub struct BatchReader {
    requests: mpsc::Sender<Request>,
    replies: mpsc::Receiver<Reply>,
}

impl BatchReader {
    /// Starts the reader for the database at `db_path`; `ctx` is woken on every answer.
    pub fn start(db_path: PathBuf, ctx: egui::Context) -> Result<Self, String> {
        let (requests, request_rx) = mpsc::channel();
        let (reply_tx, replies) = mpsc::channel();
        std::thread::Builder::new()
            .name("gendesk-batches".to_owned())
            .spawn(move || serve(&db_path, &request_rx, &reply_tx, &ctx))
            .map_err(|err| t!("batch-reader-not-started", error = err.to_string()))?;
        Ok(Self { requests, replies })
    }

    /// Asks for the profile's batches.
    pub fn list(&self, generation: u64, profile: ProfileId) -> bool {
        self.requests
            .send(Request::List {
                generation,
                profile,
            })
            .is_ok()
    }

    /// Asks for one batch's items.
    pub fn items(&self, batch: BatchRow) -> bool {
        self.requests.send(Request::Items(batch)).is_ok()
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
        let mut queued = vec![first];
        queued.extend(requests.try_iter());
        let newest_list = queued
            .iter()
            .filter_map(|r| match r {
                Request::List { generation, .. } => Some(*generation),
                Request::Items(_) => None,
            })
            .max();
        let mut items_done = Vec::new();
        for request in queued {
            let store = match &mut store {
                Some(store) => store,
                None => match Store::open(db_path) {
                    Ok(opened) => store.insert(opened),
                    Err(err) => {
                        send(
                            replies,
                            Reply::Failed(t!("batch-list-unreadable", error = err.to_string())),
                        );
                        continue;
                    }
                },
            };
            let reply = match request {
                Request::List {
                    generation,
                    profile,
                } => {
                    if Some(generation) != newest_list {
                        continue;
                    }
                    match read_list(store, profile) {
                        Ok(batches) => Reply::List {
                            generation,
                            batches,
                        },
                        Err(err) => {
                            Reply::Failed(t!("batch-list-unreadable", error = err.to_string()))
                        }
                    }
                }
                Request::Items(batch) => {
                    if items_done.contains(&batch) {
                        continue;
                    }
                    items_done.push(batch);
                    match store.batch_item_details(batch) {
                        Ok(items) => Reply::Items(batch, items),
                        Err(err) => {
                            Reply::Failed(t!("batch-items-unreadable", error = err.to_string()))
                        }
                    }
                }
            };
            send(replies, reply);
        }
        ctx.request_repaint();
    }
}

fn read_list(
    store: &Store,
    profile: ProfileId,
) -> Result<Vec<ListedBatch>, gendesk_core::store::StoreError> {
    store
        .list_batch_summaries(profile, BATCHES_LISTED)?
        .into_iter()
        .map(|summary| {
            let results = if summary.counts.succeeded > 0 {
                store.batch_results(summary.info.row, STRIP_RESULTS)?
            } else {
                Vec::new()
            };
            Ok(ListedBatch { summary, results })
        })
        .collect()
}

fn send(replies: &mpsc::Sender<Reply>, reply: Reply) {
    if replies.send(reply).is_err() {
        tracing::debug!("the batch list closed; an answer was dropped");
    }
}
