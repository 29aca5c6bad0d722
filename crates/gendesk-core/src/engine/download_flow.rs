//! Downloads as the engine runs them: queued in the history first, then streamed by the
//! [`Downloader`] with progress events, cancellable, resumed after a restart, and optionally
//! started by themselves for every finished result (auto-download into a library folder).
//! A download that finds no way to its host while the service cannot be reached either waits
//! for the way back (`connectivity`) and goes on from its `.part`.

use super::failure::{Doing, Problem};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use tokio::sync::watch;

use super::connectivity::{Connectivity, LinkState};
use super::messages::{DownloadEvent, Event};
use super::store_handle::StoreHandle;
use super::worker::{Emitter, now_ms};
use crate::download::{
    DownloadError, DownloadRequest, Downloader, NameFacts, NamePattern, Progress, sanitize_stem,
};
use crate::provenance::Record;
use crate::store::{
    DownloadInfo, DownloadRow, DownloadStatus, ProfileId, RESULT_URL_LIFETIME_MS, TaskRow,
    TaskSummary,
};
use crate::trouble::Trouble;

/// Shortest gap between two progress writes to the history.
const PROGRESS_SAVE_EVERY: Duration = Duration::from_millis(500);

/// The engine's downloads, shared by every profile (result URLs need no key).
pub struct Downloads {
    store: StoreHandle,
    emitter: Emitter,
    /// Whether the service can be reached.
    link: Arc<Connectivity>,
    downloader: Downloader,
    /// Largest file accepted, in bytes (starts at the downloader's; changed by the person).
    max_bytes: AtomicU64,
    running: Mutex<HashMap<DownloadRow, watch::Sender<bool>>>,
    auto_folder: Mutex<Option<PathBuf>>,
    /// Notified whenever a download ends (with a file or without).
    ended: tokio::sync::Notify,
    /// Write each result's generation record into its file (`provenance`).
    records: std::sync::atomic::AtomicBool,
    /// Write each result's generation record beside its file, as `<file>.json`.
    sidecars: std::sync::atomic::AtomicBool,
    /// How results are named and put in folders.
    pattern: Mutex<NamePattern>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Queues a download under `stem`, or `stem (2)`, `stem (3)`, … when another download being
/// made or made into `dir` has the name (two results a pattern names alike: each gets its own
/// `.part`, and the final names never replace each other).
fn queue_numbered(
    store: &mut crate::store::Store,
    task: TaskRow,
    index: u32,
    url: &str,
    dir: &Path,
    stem: &str,
) -> Result<DownloadRow, crate::store::StoreError> {
    let mut n = 1;
    loop {
        let name = if n == 1 {
            stem.to_owned()
        } else {
            format!("{stem} ({n})")
        };
        match store.queue_download(task, index, url, dir, &name, now_ms()) {
            Err(crate::store::StoreError::FileNameTaken { .. }) if n < QUEUE_NAME_TRIES => n += 1,
            other => return other,
        }
    }
}

/// Most numbered names tried for one queued download.
const QUEUE_NAME_TRIES: u32 = 9999;

/// The file name (without extension) for result `index` of a task.
pub fn file_stem(task: &TaskSummary, index: u32) -> String {
    let id = task
        .task_id
        .clone()
        .unwrap_or_else(|| format!("row{}", task.row));
    sanitize_stem(&format!("{}_{id}_{}", task.model, index + 1))
}

impl Downloads {
    /// Downloads over `downloader`, recorded in `store`.
    pub fn new(
        store: StoreHandle,
        emitter: Emitter,
        link: Arc<Connectivity>,
        downloader: Downloader,
        auto_folder: Option<PathBuf>,
    ) -> Self {
        Self {
            store,
            emitter,
            link,
            max_bytes: AtomicU64::new(downloader.limits().max_bytes),
            downloader,
            running: Mutex::default(),
            auto_folder: Mutex::new(auto_folder),
            ended: tokio::sync::Notify::new(),
            records: std::sync::atomic::AtomicBool::new(true),
            sidecars: std::sync::atomic::AtomicBool::new(false),
            pattern: Mutex::new(NamePattern::default()),
        }
    }

    /// Names (and places in folders) the results queued from now on by `pattern`.
    pub fn set_name_pattern(&self, pattern: NamePattern) {
        *lock(&self.pattern) = pattern;
    }

    /// The folder and file name (without extension) `pattern` gives result `index` of `task`:
    /// `folder/{date}/…/stem`. Without the task's facts, the default name in `folder`.
    async fn place(&self, summary: &TaskSummary, index: u32, folder: &Path) -> (PathBuf, String) {
        let pattern = lock(&self.pattern).clone();
        let row = summary.row;
        let facts = if pattern.is_default() {
            None
        } else {
            match self.store.call(move |store| store.record_facts(row)).await {
                Ok(facts) => facts,
                Err(err) => {
                    tracing::warn!(%err, "a result's name facts could not be read");
                    None
                }
            }
        };
        let Some(facts) = facts else {
            return (folder.to_path_buf(), file_stem(summary, index));
        };
        let sent = chrono::DateTime::from_timestamp_millis(summary.created_ms)
            .map(|at| at.with_timezone(&chrono::Local).naive_local())
            .unwrap_or_default();
        let placed = pattern.place(&NameFacts::from_record(&facts, index + 1, sent));
        let dir = placed
            .folders
            .iter()
            .fold(folder.to_path_buf(), |dir, part| dir.join(part));
        (dir, placed.stem)
    }

    /// Writes (or not) each result's generation record into the files downloaded from now on.
    pub fn set_records(&self, on: bool) {
        self.records.store(on, Ordering::Relaxed);
    }

    /// Writes (or not) each result's generation record beside the files downloaded from now on.
    pub fn set_sidecars(&self, on: bool) {
        self.sidecars.store(on, Ordering::Relaxed);
    }

    /// The generation record of result `index` of `task`, when it goes into the file or beside
    /// it and the history knows the task.
    async fn record_for(&self, task: TaskRow, index: u32) -> Option<Record> {
        if !self.records.load(Ordering::Relaxed) && !self.sidecars.load(Ordering::Relaxed) {
            return None;
        }
        match self.store.call(move |store| store.record_facts(task)).await {
            Ok(facts) => facts.map(|facts| Record::from_facts(&facts, Some(index + 1))),
            Err(err) => {
                tracing::warn!(%err, "a result's generation record could not be read");
                None
            }
        }
    }

    fn error(&self, doing: Doing, problem: Problem) {
        tracing::warn!(
            // Logs stay English whatever the window speaks.
            context = crate::wording::in_english(|| crate::wording::doing(doing)),
            message = crate::wording::in_english(|| crate::wording::problem(&problem)),
            "download error"
        );
        self.emitter.emit(Event::Error { doing, problem });
    }

    /// Turns auto-download on (into `folder`) or off.
    pub fn set_auto_folder(&self, folder: Option<PathBuf>) {
        *lock(&self.auto_folder) = folder;
    }

    /// Refuses files larger than `bytes` in downloads that start from now on.
    pub fn set_max_bytes(&self, bytes: u64) {
        self.max_bytes.store(bytes, Ordering::Relaxed);
    }

    /// Downloads a finished task's results into the auto-download folder, if one is set.
    pub async fn auto_download(self: Arc<Self>, task: &TaskSummary) {
        let folder = lock(&self.auto_folder).clone();
        if let Some(folder) = folder {
            self.queue(task.row, folder, None).await;
        }
    }

    /// Auto-downloads the unexpired results of `profile` that were never downloaded (a task
    /// may have finished just before a crash, or before auto-download was turned on).
    pub async fn catch_up(self: Arc<Self>, profile: ProfileId) {
        let Some(folder) = lock(&self.auto_folder).clone() else {
            return;
        };
        let since = now_ms() - RESULT_URL_LIFETIME_MS;
        let missing = self
            .store
            .call(move |store| store.results_never_downloaded(profile, since, 500))
            .await;
        match missing {
            Ok(tasks) => {
                for task in tasks {
                    self.clone().queue(task, folder.clone(), None).await;
                }
            }
            Err(err) => self.error(Doing::FindingResults, Problem::detail(&err)),
        }
    }

    /// Notified whenever a download ends.
    pub fn ended(&self) -> &tokio::sync::Notify {
        &self.ended
    }

    /// Queues (in the history) and starts downloads of a task's result URLs.
    pub async fn queue(self: Arc<Self>, task: TaskRow, folder: PathBuf, only: Option<Vec<u32>>) {
        self.queue_rows(task, folder, only, None).await;
    }

    /// [`Downloads::queue`], returning the download rows (new, running or already done).
    pub async fn queue_rows(
        self: Arc<Self>,
        task: TaskRow,
        folder: PathBuf,
        only: Option<Vec<u32>>,
        name: Option<String>,
    ) -> Vec<DownloadRow> {
        let mut rows = Vec::new();
        let summary = match self.store.call(move |store| store.task(task)).await {
            Ok(Some(summary)) => summary,
            Ok(None) => {
                self.error(Doing::DownloadingResults, Problem::TaskNotInHistory);
                return rows;
            }
            Err(err) => {
                self.error(Doing::DownloadingResults, Problem::detail(&err));
                return rows;
            }
        };
        if summary.result_urls.is_empty() {
            self.error(Doing::DownloadingResults, Problem::NoResultsYet);
            return rows;
        }
        let count = u32::try_from(summary.result_urls.len()).unwrap_or(u32::MAX);
        let indices: Vec<u32> = only.unwrap_or_else(|| (0..count).collect());
        for index in indices {
            let Some(url) = usize::try_from(index)
                .ok()
                .and_then(|i| summary.result_urls.get(i))
                .cloned()
            else {
                self.error(
                    Doing::DownloadingResults,
                    Problem::NoSuchResult(index.saturating_add(1)),
                );
                continue;
            };
            // A batch downloaded into a folder names its files by item ("take-3", "take-3_2"),
            // listed in its manifest; everything else follows the person's pattern.
            let (dir, stem) = match &name {
                Some(name) if count > 1 => (
                    folder.clone(),
                    sanitize_stem(&format!("{name}_{}", index + 1)),
                ),
                Some(name) => (folder.clone(), sanitize_stem(name)),
                None => self.place(&summary, index, &folder).await,
            };
            let route = self.downloader.route(&url);
            let queued = self
                .store
                .call(move |store| {
                    let row = queue_numbered(store, task, index, &url, &dir, &stem)?;
                    store.download(row)
                })
                .await;
            match queued {
                Ok(Some(info)) => {
                    rows.push(info.row);
                    self.emitter
                        .emit(Event::Download(DownloadEvent::DownloadQueued {
                            download: info.row,
                            task,
                            index,
                            route,
                        }));
                    if info.status == DownloadStatus::Done {
                        self.emitter
                            .emit(Event::Download(DownloadEvent::DownloadFinished {
                                download: info.row,
                                task,
                                path: info.target_dir.join(&info.file_name),
                            }));
                    } else {
                        self.start(info);
                    }
                }
                Ok(None) => {}
                Err(err) => self.error(Doing::QueueingDownload, Problem::detail(&err)),
            }
        }
        rows
    }

    /// Picks up the downloads a previous run left unfinished.
    pub async fn resume_all(self: Arc<Self>) {
        match self.store.call(|store| store.downloads_to_resume()).await {
            Ok(unfinished) => {
                for info in unfinished {
                    self.start(info);
                }
            }
            Err(err) => self.error(Doing::ResumingDownloads, Problem::detail(&err)),
        }
    }

    /// Stops a running download (its `.part` stays for a later resume).
    pub fn cancel(&self, download: DownloadRow) {
        if let Some(cancel) = lock(&self.running).get(&download) {
            // A send error means the download just ended by itself: nothing to cancel.
            let _ = cancel.send(true);
        } else {
            let store = self.store.clone();
            let emitter = self.emitter.clone();
            // Queued but not running (e.g. waiting after a restart): end it in the history.
            tokio::spawn(async move {
                let ended = store
                    .call(move |store| {
                        let info = store.download(download)?;
                        let ended = store.finish_download(
                            download,
                            DownloadStatus::Cancelled,
                            Some(&Trouble::Download(DownloadError::Cancelled)),
                            now_ms(),
                        )?;
                        Ok(info.filter(|_| ended))
                    })
                    .await;
                if let Ok(Some(info)) = ended {
                    emitter.emit(Event::Download(DownloadEvent::DownloadFailed {
                        download,
                        task: info.task_row,
                        error: DownloadError::Cancelled,
                        expired: false,
                        cancelled: true,
                    }));
                }
            });
        }
    }

    /// Starts a download unless it is running already. It is registered before this returns,
    /// so a cancel that follows always reaches it.
    fn start(self: &Arc<Self>, info: DownloadInfo) {
        let (cancel, cancelled) = watch::channel(false);
        {
            let mut running = lock(&self.running);
            if running.contains_key(&info.row) {
                return;
            }
            running.insert(info.row, cancel);
        }
        tokio::spawn(self.clone().run(info, cancelled));
    }

    /// Writes `record` beside the downloaded `file`; a failure is said, the file is kept.
    async fn write_sidecar(&self, file: &std::path::Path, record: &Record) {
        let (file, record) = (file.to_owned(), record.clone());
        let written =
            tokio::task::spawn_blocking(move || crate::provenance::write_sidecar(&file, &record))
                .await;
        let problem = match written {
            Ok(Ok(_)) => return,
            Ok(Err(err)) => err.to_string(),
            Err(join) => join.to_string(),
        };
        self.error(
            Doing::WritingRecord,
            Problem::Detail(format!("{problem}; the file is kept without its .json")),
        );
    }

    /// Runs one download to its end and records the outcome.
    async fn run(self: Arc<Self>, info: DownloadInfo, mut cancelled: watch::Receiver<bool>) {
        let row = info.row;
        let request = DownloadRequest {
            url: info.url.clone(),
            target_dir: info.target_dir.clone(),
            file_stem: info.file_name.clone(),
            resume_from_part: true,
        };
        let (progress_tx, progress_rx) = watch::channel((info.bytes_done, info.total_bytes));
        let saver = tokio::spawn(save_progress(self.store.clone(), row, progress_rx));
        let downloader = self
            .downloader
            .with_max_bytes(self.max_bytes.load(Ordering::Relaxed));
        let record = self.record_for(info.task_row, info.url_index).await;
        let result = loop {
            let outages = self.link.outages();
            let emitter = self.emitter.clone();
            let progress = progress_tx.clone();
            let on_progress = move |progress_now| {
                if let Progress::Bytes { done, total } = progress_now {
                    // The saver ends only after every sender is dropped.
                    let _ = progress.send((done, total));
                    emitter.emit(Event::Download(DownloadEvent::DownloadProgress {
                        download: row,
                        done,
                        total,
                    }));
                }
            };
            let in_file = record
                .as_ref()
                .filter(|_| self.records.load(Ordering::Relaxed));
            let result = match in_file {
                Some(record) => downloader
                    .download_recorded(&request, record, &cancelled, on_progress)
                    .await
                    .map(|(path, unrecorded)| {
                        if let Some(err) = unrecorded {
                            self.error(
                                Doing::WritingRecord,
                                Problem::Detail(format!("{err}; the file is kept without them")),
                            );
                        }
                        path
                    }),
                None => downloader.download(&request, &cancelled, on_progress).await,
            };
            if let (Ok(path), Some(record)) = (&result, &record)
                && self.sidecars.load(Ordering::Relaxed)
            {
                self.write_sidecar(path, record).await;
            }
            match result {
                Err(err) if finds_no_way(&err) => {
                    if self.wait_out_outage(outages, &mut cancelled).await {
                        continue;
                    }
                    break Err(if *cancelled.borrow() {
                        DownloadError::Cancelled
                    } else {
                        err
                    });
                }
                result => break result,
            }
        };
        drop(progress_tx);
        // The saver finishes its last write before the outcome is recorded.
        if let Err(err) = saver.await {
            tracing::warn!(%err, "the download progress saver stopped");
        }
        lock(&self.running).remove(&row);
        self.finish(&info, result).await;
        self.ended.notify_waiters();
    }

    /// A download found no way to its host: has the service gone out of reach as well (an
    /// outage began since the try that failed, or the check about to run finds none)? Then it
    /// waits for the way back and says `true`: try again from the `.part`. `false` when the
    /// service is there (the host alone is the problem) or the person cancelled.
    async fn wait_out_outage(&self, outages: u64, cancelled: &mut watch::Receiver<bool>) -> bool {
        let offline_now = matches!(self.link.state(), LinkState::Offline { .. });
        self.link.suspect();
        tokio::select! {
            biased;
            _ = cancelled.wait_for(|cancelled| *cancelled) => return false,
            () = self.link.online() => {}
        }
        offline_now || self.link.outages() != outages
    }

    async fn finish(&self, info: &DownloadInfo, result: Result<PathBuf, DownloadError>) {
        let (row, task) = (info.row, info.task_row);
        match result {
            Ok(path) => {
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let size = tokio::fs::metadata(&path).await.map_or(0, |m| m.len());
                let recorded = self
                    .store
                    .call(move |store| store.complete_download(row, &name, size, now_ms()))
                    .await;
                if let Err(err) = recorded {
                    self.error(Doing::RecordingFinishedDownload, Problem::detail(&err));
                }
                self.emitter
                    .emit(Event::Download(DownloadEvent::DownloadFinished {
                        download: row,
                        task,
                        path,
                    }));
            }
            Err(err) => {
                let status = match &err {
                    DownloadError::Cancelled => DownloadStatus::Cancelled,
                    DownloadError::Expired | DownloadError::LocalGone => DownloadStatus::Expired,
                    _ => DownloadStatus::Failed,
                };
                let trouble = Trouble::Download(err.clone());
                let recorded = self
                    .store
                    .call(move |store| store.finish_download(row, status, Some(&trouble), now_ms()))
                    .await;
                if let Err(store_err) = recorded {
                    self.error(Doing::RecordingFailedDownload, Problem::detail(&store_err));
                }
                self.emitter
                    .emit(Event::Download(DownloadEvent::DownloadFailed {
                        download: row,
                        task,
                        expired: err.is_expired(),
                        cancelled: matches!(err, DownloadError::Cancelled),
                        error: err,
                    }));
            }
        }
    }
}

/// Whether a failed download found no way to its host: the network or a proxy that is away,
/// or (the offline sandbox) a loopback address where nothing answers.
fn finds_no_way(err: &DownloadError) -> bool {
    match err {
        DownloadError::Network(_) | DownloadError::LocalGone => true,
        DownloadError::Blocked(failure) => failure.may_pass(),
        _ => false,
    }
}

/// Writes the latest progress to the history at most every [`PROGRESS_SAVE_EVERY`], and once
/// more when the download ends.
async fn save_progress(
    store: StoreHandle,
    row: DownloadRow,
    mut progress: watch::Receiver<(u64, Option<u64>)>,
) {
    loop {
        let ended = progress.changed().await.is_err();
        let (done, total) = *progress.borrow_and_update();
        let saved = store
            .call(move |store| store.update_download_progress(row, done, total, now_ms()))
            .await;
        if let Err(err) = saved {
            tracing::warn!(%err, "download progress not saved");
        }
        if ended {
            return;
        }
        tokio::time::sleep(PROGRESS_SAVE_EVERY).await;
    }
}
