//! The activity list's reader: a background thread with its own SQLite connection (WAL lets it
//! read while the engine writes) answering count and page requests over channels, so the list
//! can show 100 000+ tasks while only the visible pages are ever read.
//!
//! Pages are fixed-size slices of the newest-first order. A page is read with the keyset
//! cursor of the page before it when that is known (the usual case when scrolling), and by
//! offset otherwise (a jump to a far scroll position). Every request carries a generation: a
//! new filter or a change in the tasks bumps it, and answers for older generations are
//! dropped.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::mpsc;

use gendesk_core::t;

use gendesk_core::store::{
    Cursor, DownloadInfo, Page, ProfileId, Store, TaskFilter, TaskRow, TaskSummary,
};

/// Tasks per page.
pub const PAGE_SIZE: usize = 100;

/// What the list asks for.
#[derive(Debug, Clone)]
pub struct Query {
    /// Bumped by the list when the filter or the tasks change.
    pub generation: u64,
    /// Whose tasks.
    pub profile: ProfileId,
    /// Which tasks.
    pub filter: TaskFilter,
}

enum Request {
    Count(Query),
    Page(Query, usize),
    Detail(TaskRow),
}

/// Everything the detail view shows of one task.
#[derive(Debug, Clone)]
pub struct TaskDetail {
    /// The task.
    pub summary: TaskSummary,
    /// The request body exactly as recorded.
    pub request_json: Option<String>,
    /// Its downloads, oldest first.
    pub downloads: Vec<DownloadInfo>,
}

/// What the reader answers.
#[derive(Debug)]
pub enum Reply {
    /// How many tasks match.
    Count {
        /// Of this generation.
        generation: u64,
        /// The number.
        total: u64,
    },
    /// One page.
    Page {
        /// Of this generation.
        generation: u64,
        /// Page index (rows `index * PAGE_SIZE ..`).
        index: usize,
        /// Its tasks, newest first.
        items: Vec<TaskSummary>,
    },
    /// One task in full (`None`: it is gone).
    Detail(TaskRow, Option<Box<TaskDetail>>),
    /// Reading failed.
    Failed {
        /// Of this generation.
        generation: u64,
        /// What happened, for the person.
        message: String,
    },
}

/// The handle the list keeps; dropping it ends the thread.
pub struct HistoryQuery {
    requests: mpsc::Sender<Request>,
    replies: mpsc::Receiver<Reply>,
}

impl HistoryQuery {
    /// Starts the reader for the database at `db_path`; `ctx` is woken on every answer.
    pub fn start(db_path: PathBuf, ctx: egui::Context) -> Result<Self, String> {
        let (requests, request_rx) = mpsc::channel();
        let (reply_tx, replies) = mpsc::channel();
        std::thread::Builder::new()
            .name("gendesk-history".to_owned())
            .spawn(move || serve(&db_path, &request_rx, &reply_tx, &ctx))
            .map_err(|err| t!("activity-reader-failed", problem = err.to_string()))?;
        Ok(Self { requests, replies })
    }

    /// Asks for the number of matching tasks.
    pub fn count(&self, query: Query) -> bool {
        self.requests.send(Request::Count(query)).is_ok()
    }

    /// Asks for page `index`.
    pub fn page(&self, query: Query, index: usize) -> bool {
        self.requests.send(Request::Page(query, index)).is_ok()
    }

    /// Asks for everything about one task.
    pub fn detail(&self, row: TaskRow) -> bool {
        self.requests.send(Request::Detail(row)).is_ok()
    }

    /// Every answer so far (never waits).
    pub fn replies(&self) -> Vec<Reply> {
        self.replies.try_iter().collect()
    }
}

fn serve(
    db_path: &std::path::Path,
    requests: &mpsc::Receiver<Request>,
    replies: &mpsc::Sender<Reply>,
    ctx: &egui::Context,
) {
    let mut store: Option<Store> = None;
    // Cursor that starts page `index`, for the generation they were read in.
    let mut cursors: HashMap<usize, Cursor> = HashMap::new();
    let mut cursor_generation = 0;
    while let Ok(first) = requests.recv() {
        // Take everything queued; answer only the newest generation, each request once.
        let mut batch = vec![first];
        batch.extend(requests.try_iter());
        let newest = batch.iter().filter_map(generation_of).max().unwrap_or(0);
        let mut seen_pages = Vec::new();
        let mut counted = false;
        for request in batch {
            if generation_of(&request).is_some_and(|g| g != newest) {
                continue;
            }
            if newest != cursor_generation {
                cursors.clear();
                cursor_generation = newest;
            }
            let store = match &mut store {
                Some(store) => store,
                None => match Store::open(db_path) {
                    Ok(opened) => store.insert(opened),
                    Err(err) => {
                        send(
                            replies,
                            Reply::Failed {
                                generation: newest,
                                message: t!(
                                    "activity-history-unreadable",
                                    problem = err.to_string()
                                ),
                            },
                        );
                        continue;
                    }
                },
            };
            let reply = match request {
                Request::Count(query) if !counted => {
                    counted = true;
                    match store.count_tasks(query.profile, &query.filter) {
                        Ok(total) => Reply::Count {
                            generation: query.generation,
                            total,
                        },
                        Err(err) => failed(query.generation, &err),
                    }
                }
                Request::Count(_) => continue,
                Request::Detail(row) => match read_detail(store, row) {
                    Ok(detail) => Reply::Detail(row, detail.map(Box::new)),
                    Err(err) => failed(newest, &err),
                },
                Request::Page(query, index) => {
                    if seen_pages.contains(&index) {
                        continue;
                    }
                    seen_pages.push(index);
                    match read_page(store, &query, index, &cursors) {
                        Ok(page) => {
                            if let Some(next) = page.next {
                                cursors.insert(index + 1, next);
                            }
                            Reply::Page {
                                generation: query.generation,
                                index,
                                items: page.items,
                            }
                        }
                        Err(err) => failed(query.generation, &err),
                    }
                }
            };
            send(replies, reply);
        }
        // One repaint for the whole batch of answers.
        ctx.request_repaint();
    }
}

/// The generation of a list request (`None` for a detail, which is answered whatever the list
/// does).
fn generation_of(request: &Request) -> Option<u64> {
    match request {
        Request::Count(query) | Request::Page(query, _) => Some(query.generation),
        Request::Detail(_) => None,
    }
}

fn read_detail(
    store: &Store,
    row: TaskRow,
) -> Result<Option<TaskDetail>, gendesk_core::store::StoreError> {
    let Some(summary) = store.task(row)? else {
        return Ok(None);
    };
    Ok(Some(TaskDetail {
        summary,
        request_json: store.request_json(row)?,
        downloads: store.downloads_for_task(row)?,
    }))
}

fn read_page(
    store: &Store,
    query: &Query,
    index: usize,
    cursors: &HashMap<usize, Cursor>,
) -> Result<Page<TaskSummary>, gendesk_core::store::StoreError> {
    if index == 0 {
        return store.page_tasks(query.profile, &query.filter, None, PAGE_SIZE);
    }
    if let Some(cursor) = cursors.get(&index) {
        store.page_tasks(query.profile, &query.filter, Some(*cursor), PAGE_SIZE)
    } else {
        let offset = u64::try_from(index.saturating_mul(PAGE_SIZE)).unwrap_or(u64::MAX);
        store.page_tasks_at(query.profile, &query.filter, offset, PAGE_SIZE)
    }
}

fn failed(generation: u64, err: &gendesk_core::store::StoreError) -> Reply {
    Reply::Failed {
        generation,
        message: t!("activity-history-unreadable", problem = err.to_string()),
    }
}

fn send(replies: &mpsc::Sender<Reply>, reply: Reply) {
    if replies.send(reply).is_err() {
        tracing::debug!("the activity list closed; an answer was dropped");
    }
}
