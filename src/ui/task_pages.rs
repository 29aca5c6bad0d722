//! `TaskPages`: a newest-first list of the profile's tasks read page by page on the history
//! reader's thread (`history_query.rs`), for lists that show 100 000+ tasks while only the
//! visible pages are ever read — the Activity list and the Gallery. It follows a filter, keeps
//! the pages it has until fresher ones arrive, and re-reads when the engine reports changes (at
//! most every [`REFRESH_THROTTLE`]).

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use gendesk_core::store::{ProfileId, TaskFilter, TaskSummary};

use super::history_query::{HistoryQuery, PAGE_SIZE, Query, Reply};

/// Shortest gap between two re-reads while the engine reports changes.
pub const REFRESH_THROTTLE: Duration = Duration::from_millis(300);

/// The list's pages and its reader.
#[derive(Default)]
pub struct TaskPages {
    reader: Option<(ProfileId, HistoryQuery)>,
    applied: TaskFilter,
    generation: u64,
    total: Option<u64>,
    pages: HashMap<usize, Vec<TaskSummary>>,
    requested: HashSet<usize>,
    seen_changes: u64,
    last_refresh: Option<Instant>,
    error: Option<String>,
}

#[cfg(test)]
impl TaskPages {
    /// The pages as if read: `tasks`, newest first (view tests).
    pub fn read(tasks: &[TaskSummary]) -> Self {
        let total = u64::try_from(tasks.len()).unwrap_or(u64::MAX);
        let mut pages = HashMap::new();
        for (index, page) in tasks.chunks(PAGE_SIZE).enumerate() {
            pages.insert(index, page.to_vec());
        }
        Self {
            requested: pages.keys().copied().collect(),
            pages,
            total: Some(total),
            ..Self::default()
        }
    }

    /// A list whose reading failed with `message` (view tests).
    pub fn failed(message: &str) -> Self {
        Self {
            error: Some(message.to_owned()),
            ..Self::default()
        }
    }
}

impl TaskPages {
    /// Connects the list to `profile`'s history (one reader per profile).
    pub fn attach(&mut self, profile: ProfileId, db_path: PathBuf, ctx: &egui::Context) {
        if self.reader.as_ref().is_some_and(|(p, _)| *p == profile) {
            return;
        }
        self.detach();
        match HistoryQuery::start(db_path, ctx.clone()) {
            Ok(reader) => {
                self.reader = Some((profile, reader));
                self.refresh(true);
            }
            Err(message) => self.error = Some(message),
        }
    }

    /// Forgets the profile's list (another profile is opening); the filter stays.
    pub fn detach(&mut self) {
        *self = Self {
            applied: std::mem::take(&mut self.applied),
            generation: self.generation.wrapping_add(1),
            ..Self::default()
        };
    }

    /// Shows the tasks `filter` selects (read again from the first page when it changed).
    pub fn set_filter(&mut self, filter: TaskFilter) {
        if filter != self.applied {
            self.applied = filter;
            self.refresh(true);
        }
    }

    /// Asks for the count and the pages again; `clear` drops what is shown (a new filter),
    /// otherwise the old pages stay until the new ones arrive.
    pub fn refresh(&mut self, clear: bool) {
        self.generation = self.generation.wrapping_add(1);
        self.requested.clear();
        self.last_refresh = Some(Instant::now());
        if clear {
            self.pages.clear();
            self.total = None;
        }
        if let Some(query) = self.query()
            && let Some((_, reader)) = &self.reader
        {
            reader.count(query.clone());
            let shown: Vec<usize> = if clear {
                vec![0]
            } else {
                self.pages.keys().copied().collect()
            };
            for index in shown {
                reader.page(query.clone(), index);
                self.requested.insert(index);
            }
        }
    }

    /// Re-reads when `tasks_changed` moved since the last read (throttled; asks for a repaint
    /// when it has to wait).
    pub fn follow(&mut self, tasks_changed: u64, ctx: &egui::Context) {
        if self.seen_changes == tasks_changed || self.reader.is_none() {
            return;
        }
        let waited = self.last_refresh.map_or(REFRESH_THROTTLE, |t| t.elapsed());
        if waited >= REFRESH_THROTTLE {
            self.seen_changes = tasks_changed;
            self.refresh(false);
        } else {
            ctx.request_repaint_after(REFRESH_THROTTLE.saturating_sub(waited));
        }
    }

    fn query(&self) -> Option<Query> {
        self.reader.as_ref().map(|(profile, _)| Query {
            generation: self.generation,
            profile: *profile,
            filter: self.applied.clone(),
        })
    }

    /// Asks for page `index` unless it was asked for in this generation.
    pub fn request_page(&mut self, index: usize) {
        if self.requested.contains(&index) {
            return;
        }
        if let (Some(query), Some((_, reader))) = (self.query(), &self.reader) {
            reader.page(query, index);
            self.requested.insert(index);
        }
    }

    /// Takes the reader's answers about the list; returns the others (task details) for the
    /// owner.
    pub fn receive(&mut self) -> Vec<Reply> {
        let Some((_, reader)) = &self.reader else {
            return Vec::new();
        };
        let mut others = Vec::new();
        for reply in reader.replies() {
            match reply {
                Reply::Count { generation, total } => {
                    if generation == self.generation {
                        self.total = Some(total);
                        self.error = None;
                    }
                }
                Reply::Page {
                    generation,
                    index,
                    items,
                } => {
                    if generation == self.generation {
                        self.pages.insert(index, items);
                    }
                }
                Reply::Failed {
                    generation,
                    message,
                } => {
                    if generation == self.generation {
                        self.error = Some(message);
                    }
                }
                detail @ Reply::Detail(..) => others.push(detail),
            }
        }
        others
    }

    /// The task at `index` of the list, when its page is here.
    pub fn row(&self, index: usize) -> Option<&TaskSummary> {
        self.pages.get(&(index / PAGE_SIZE))?.get(index % PAGE_SIZE)
    }

    /// The task at `index`, asking for its page when it is not here yet.
    pub fn row_or_request(&mut self, index: usize) -> Option<&TaskSummary> {
        if self.row(index).is_none() {
            self.request_page(index / PAGE_SIZE);
            return None;
        }
        self.row(index)
    }

    /// A task of the pages read, by row.
    pub fn find(&self, row: gendesk_core::store::TaskRow) -> Option<&TaskSummary> {
        self.pages.values().flatten().find(|t| t.row == row)
    }

    /// How many tasks match (`None` until counted).
    pub fn total(&self) -> Option<u64> {
        self.total
    }

    /// Why the list could not be read, if so.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The reader (for task details), when connected.
    pub fn reader(&self) -> Option<&HistoryQuery> {
        self.reader.as_ref().map(|(_, reader)| reader)
    }
}
