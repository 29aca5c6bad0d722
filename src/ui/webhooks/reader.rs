//! The delivery inspector's reader: a background thread with its own SQLite connection that
//! answers "the newest deliveries matching a filter" and "one delivery in full", so the window
//! never waits on the disk. Older list requests queued behind a newer one are skipped.

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use gendesk_core::t;

use gendesk_core::store::{
    DeliveryDetail, DeliveryFilter, DeliveryRow, DeliverySummary, ProfileId, Store,
};

/// Deliveries listed at most (newest first).
pub const LISTED: u32 = 500;

enum Request {
    List {
        generation: u64,
        profile: ProfileId,
        filter: DeliveryFilter,
    },
    Detail(DeliveryRow),
}

/// What the reader answers.
#[derive(Debug)]
pub enum Reply {
    /// The newest matching deliveries and how many match in all.
    List {
        /// Of this generation.
        generation: u64,
        /// Newest first.
        deliveries: Vec<DeliverySummary>,
        /// How many match.
        total: u64,
    },
    /// One delivery in full (`None`: it is gone, e.g. beyond the number kept).
    Detail(DeliveryRow, Option<Box<DeliveryDetail>>),
    /// Reading failed.
    Failed(String),
}

/// The handle the view keeps; dropping it ends the thread.
pub struct DeliveryReader {
    requests: mpsc::Sender<Request>,
    replies: mpsc::Receiver<Reply>,
}

impl DeliveryReader {
    /// Starts the reader for the database at `db_path`; `ctx` is woken on every answer.
    pub fn start(db_path: PathBuf, ctx: egui::Context) -> Result<Self, String> {
        let (requests, request_rx) = mpsc::channel();
        let (reply_tx, replies) = mpsc::channel();
        std::thread::Builder::new()
            .name("gendesk-deliveries".to_owned())
            .spawn(move || serve(&db_path, &request_rx, &reply_tx, &ctx))
            .map_err(|err| t!("hook-reader-failed", error = err.to_string()))?;
        Ok(Self { requests, replies })
    }

    /// Asks for the newest deliveries matching `filter`.
    pub fn list(&self, generation: u64, profile: ProfileId, filter: DeliveryFilter) -> bool {
        self.requests
            .send(Request::List {
                generation,
                profile,
                filter,
            })
            .is_ok()
    }

    /// Asks for one delivery in full.
    pub fn detail(&self, row: DeliveryRow) -> bool {
        self.requests.send(Request::Detail(row)).is_ok()
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
                Request::Detail(_) => None,
            })
            .max();
        for request in queued {
            let store = match &mut store {
                Some(store) => store,
                None => match Store::open(db_path) {
                    Ok(opened) => store.insert(opened),
                    Err(err) => {
                        send(
                            replies,
                            Reply::Failed(t!("hook-read-failed", error = err.to_string())),
                        );
                        continue;
                    }
                },
            };
            let reply = match request {
                Request::List {
                    generation,
                    profile,
                    filter,
                } => {
                    if Some(generation) != newest_list {
                        continue;
                    }
                    let read = store
                        .list_deliveries(profile, &filter, None, LISTED)
                        .and_then(|deliveries| {
                            let total = store.count_deliveries(profile, &filter)?;
                            Ok((deliveries, total))
                        });
                    match read {
                        Ok((deliveries, total)) => Reply::List {
                            generation,
                            deliveries,
                            total,
                        },
                        Err(err) => Reply::Failed(t!("hook-read-failed", error = err.to_string())),
                    }
                }
                Request::Detail(row) => match store.delivery(row) {
                    Ok(detail) => Reply::Detail(row, detail.map(Box::new)),
                    Err(err) => Reply::Failed(t!("hook-read-one-failed", error = err.to_string())),
                },
            };
            send(replies, reply);
        }
        ctx.request_repaint();
    }
}

fn send(replies: &mpsc::Sender<Reply>, reply: Reply) {
    if replies.send(reply).is_err() {
        tracing::debug!("the delivery list closed; an answer was dropped");
    }
}
