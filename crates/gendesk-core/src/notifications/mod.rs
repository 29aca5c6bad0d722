//! Desktop notifications when work ends while GenDesk is in the background.
//!
//! The window hands every engine event to [`Notifications::observe`] with whether it has the
//! focus; that only queues. A worker thread decides, reading the history on its own
//! connection: a task, a batch or a download the person asked for finished or failed, the
//! window was not focused, and it was not said already. A task of a batch is never announced
//! alone: the batch gets one notification when it ends. The worker hands the words to a
//! [`Sink`]: the desktop's notification service ([`desktop::DesktopSink`]) or, in tests, a
//! [`RecordingSink`]. Nothing here can block or break the window: no notification service
//! means no notification.

pub mod desktop;

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, mpsc};

use crate::engine::{BatchEvent, DownloadEvent, Event, TaskEvent};
use crate::store::{BatchRow, Store, TaskRow, TaskSummary};
use crate::wording::notification as wording;

/// What a click on a notification leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A task's detail.
    Task(Box<TaskSummary>),
    /// A batch in Batches.
    Batch(BatchRow),
}

/// One notification, worded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    /// The first line.
    pub title: String,
    /// The rest.
    pub body: String,
    /// Where a click leads.
    pub target: Target,
}

/// Where notifications go.
pub trait Sink: Send + Sync {
    /// Shows `notification` (must not block for long: it runs on the worker).
    fn show(&self, notification: Notification);
}

/// A sink that keeps what would have been shown (tests).
#[derive(Debug, Default)]
pub struct RecordingSink {
    shown: Mutex<Vec<Notification>>,
}

impl RecordingSink {
    /// Everything shown so far.
    pub fn shown(&self) -> Vec<Notification> {
        self.shown.lock().map(|v| v.clone()).unwrap_or_default()
    }
}

impl Sink for RecordingSink {
    fn show(&self, notification: Notification) {
        if let Ok(mut shown) = self.shown.lock() {
            shown.push(notification);
        }
    }
}

/// What the worker is told.
enum Observed {
    TaskEnded {
        row: TaskRow,
        focused: bool,
    },
    BatchEnded {
        batch: BatchRow,
        focused: bool,
    },
    BatchRefused {
        batch: BatchRow,
        message: String,
        focused: bool,
    },
    DownloadEnded {
        task: TaskRow,
        outcome: Result<PathBuf, String>,
        focused: bool,
    },
    BatchDownloadEnded {
        first: BatchRow,
        text: String,
        focused: bool,
    },
    /// The person asked for this task's files (their end is announced).
    Asked(TaskRow),
}

/// The window's link to the notification worker.
pub struct Notifications {
    tx: mpsc::Sender<Observed>,
}

impl Notifications {
    /// Starts the worker, which reads `database` and shows through `sink`.
    pub fn start(database: PathBuf, sink: Arc<dyn Sink>) -> Result<Self, std::io::Error> {
        let (tx, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("gendesk-notify".to_owned())
            .spawn(move || Worker::new(database, sink).run(&rx))?;
        Ok(Self { tx })
    }

    /// Considers `event`; `focused` is whether the window has the keyboard focus now.
    pub fn observe(&self, event: &Event, focused: bool) {
        let observed = match event {
            Event::Task(task) => task_ended(task, focused),
            Event::Batch(batch) => batch_ended(batch, focused),
            Event::Download(download) => download_ended(download, focused),
            // Nothing a person waits for in the background.
            Event::Started { .. }
            | Event::RateLimited { .. }
            | Event::Offline { .. }
            | Event::Online { .. }
            | Event::Account(_)
            | Event::Webhook(_)
            | Event::Reference(_)
            | Event::Error { .. } => None,
        };
        if let Some(observed) = observed {
            self.send(observed);
        }
    }

    /// The person asked to download `task`'s files: their end is announced.
    pub fn asked_download(&self, task: TaskRow) {
        self.send(Observed::Asked(task));
    }

    fn send(&self, observed: Observed) {
        if self.tx.send(observed).is_err() {
            tracing::debug!("the notification worker has stopped");
        }
    }
}

/// The worker's state: what was announced, and the history it reads.
struct Worker {
    database: PathBuf,
    store: Option<Store>,
    sink: Arc<dyn Sink>,
    asked: HashSet<TaskRow>,
    told_tasks: HashSet<TaskRow>,
    told_batches: HashSet<BatchRow>,
}

impl Worker {
    fn new(database: PathBuf, sink: Arc<dyn Sink>) -> Self {
        Self {
            database,
            store: None,
            sink,
            asked: HashSet::new(),
            told_tasks: HashSet::new(),
            told_batches: HashSet::new(),
        }
    }

    fn run(mut self, rx: &mpsc::Receiver<Observed>) {
        while let Ok(observed) = rx.recv() {
            if let Some(notification) = self.decide(observed) {
                self.sink.show(notification);
            }
        }
    }

    fn store(&mut self) -> Option<&Store> {
        if self.store.is_none() {
            match Store::open(&self.database) {
                Ok(store) => self.store = Some(store),
                Err(err) => tracing::debug!("notifications cannot read the history: {err}"),
            }
        }
        self.store.as_ref()
    }

    fn decide(&mut self, observed: Observed) -> Option<Notification> {
        match observed {
            Observed::Asked(task) => {
                self.asked.insert(task);
                None
            }
            Observed::TaskEnded { row, focused } => {
                let task = self.store()?.task(row).ok()??;
                if task.batch_row.is_some() || !self.told_tasks.insert(row) || focused {
                    return None;
                }
                let prompt = self.store()?.request_json(row).ok().flatten();
                Some(wording::task_ended(&task, prompt.as_deref()))
            }
            Observed::BatchEnded { batch, focused } => {
                if !self.told_batches.insert(batch) || focused {
                    return None;
                }
                let summary = self.store()?.batch_summary(batch).ok()??;
                Some(wording::batch_ended(&summary))
            }
            Observed::BatchRefused {
                batch,
                message,
                focused,
            } => {
                if !self.told_batches.insert(batch) || focused {
                    return None;
                }
                let summary = self.store()?.batch_summary(batch).ok()??;
                Some(wording::batch_refused(&summary, &message))
            }
            Observed::DownloadEnded {
                task,
                outcome,
                focused,
            } => {
                let asked = self.asked.remove(&task);
                let summary = self.store()?.task(task).ok()??;
                // A file the person asked for, or a failed file outside a batch (a batch's
                // downloads are summed up when "Download all" ends).
                let tell = asked || (outcome.is_err() && summary.batch_row.is_none());
                (tell && !focused).then(|| wording::download_ended(summary, &outcome))
            }
            Observed::BatchDownloadEnded {
                first,
                text,
                focused,
            } => (!focused).then(|| Notification {
                title: "Batch download finished".to_owned(),
                body: text,
                target: Target::Batch(first),
            }),
        }
    }
}

/// A task that ended (well or not).
fn task_ended(event: &TaskEvent, focused: bool) -> Option<Observed> {
    match event {
        TaskEvent::TaskUpdated {
            row,
            is_final: true,
            ..
        }
        | TaskEvent::TaskFailed { row, .. } => Some(Observed::TaskEnded { row: *row, focused }),
        TaskEvent::TaskUpdated {
            is_final: false, ..
        }
        | TaskEvent::SubmissionRecorded(_)
        | TaskEvent::ComparisonMember { .. }
        | TaskEvent::FavouriteChanged { .. }
        | TaskEvent::TimesKnown(_)
        | TaskEvent::Submitted { .. }
        | TaskEvent::SubmissionUnknown { .. }
        | TaskEvent::SubmissionRejected { .. } => None,
    }
}

/// A batch that ended, was refused for good, or whose results are all downloaded.
fn batch_ended(event: &BatchEvent, focused: bool) -> Option<Observed> {
    match event {
        BatchEvent::BatchUpdated {
            batch,
            is_final: true,
            ..
        } => Some(Observed::BatchEnded {
            batch: *batch,
            focused,
        }),
        BatchEvent::BatchSendFailed {
            batch,
            error,
            will_retry: false,
        } => Some(Observed::BatchRefused {
            batch: *batch,
            message: crate::wording::api_error(error),
            focused,
        }),
        BatchEvent::BatchDownload {
            first,
            finished: Some(done),
            ..
        } => Some(Observed::BatchDownloadEnded {
            first: *first,
            text: wording::batch_download(done),
            focused,
        }),
        BatchEvent::BatchUpdated {
            is_final: false, ..
        }
        | BatchEvent::BatchSendFailed {
            will_retry: true, ..
        }
        | BatchEvent::BatchDownload { finished: None, .. }
        | BatchEvent::BatchRecorded { .. }
        | BatchEvent::BatchAccepted { .. }
        | BatchEvent::RunRecorded { .. } => None,
    }
}

/// A download that ended with a file or a failure (not a cancellation).
fn download_ended(event: &DownloadEvent, focused: bool) -> Option<Observed> {
    match event {
        DownloadEvent::DownloadFinished { task, path, .. } => Some(Observed::DownloadEnded {
            task: *task,
            outcome: Ok(path.clone()),
            focused,
        }),
        DownloadEvent::DownloadFailed {
            task,
            error,
            cancelled: false,
            ..
        } => Some(Observed::DownloadEnded {
            task: *task,
            outcome: Err(crate::wording::download_error(error)),
            focused,
        }),
        DownloadEvent::DownloadFailed {
            cancelled: true, ..
        }
        | DownloadEvent::DownloadQueued { .. }
        | DownloadEvent::DownloadProgress { .. } => None,
    }
}
