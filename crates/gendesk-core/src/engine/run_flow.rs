//! Runs of batches and keeping their results: a run (an import split into consecutive
//! batches of at most 50 items) is stored whole — every batch's key, item keys and exact bytes
//! — before the first send; "Download all results" of batches queues every result file, waits
//! for them to end, and writes a manifest of the items beside the files.

use super::failure::{Doing, Problem};
use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::batch_flow::{freeze, new_run_id};
use super::messages::{BatchDownloadDone, BatchEvent, Event};
use super::worker::{Worker, now_ms};
use crate::batch::estimate::PriceSource;
use crate::batch::manifest::{ManifestRow, write_manifest};
use crate::store::{
    BatchInfo, BatchItemDetail, BatchOrigin, BatchRow, DownloadRow, DownloadStatus, NewRun, Store,
    TaskRow,
};
use gendesk_api::{BatchRequest, ModelKind};

/// Longest wait for a sign of progress before the download states are read again.
const DOWNLOAD_CHECK_EVERY: Duration = Duration::from_millis(500);

impl Worker {
    /// Records every batch of a run (one transaction), then sends them in order.
    pub async fn submit_run(
        self: Arc<Self>,
        model: String,
        kind: ModelKind,
        batches: Vec<BatchRequest>,
        origin: Option<(BatchRow, BatchOrigin)>,
        price: PriceSource,
        permit: Option<super::limit_flow::LimitPermit>,
    ) {
        let estimates: Vec<Vec<Option<f64>>> = batches
            .iter()
            .map(|batch| super::costs::item_estimates(&model, price, batch))
            .collect();
        let mut frozen = Vec::with_capacity(batches.len());
        for (n, request) in batches.into_iter().enumerate() {
            match freeze(request, kind) {
                Ok(batch) => frozen.push(batch),
                Err(message) => {
                    return self.error(
                        Doing::PreparingRun,
                        Problem::RunBatchInvalid {
                            number: n + 1,
                            detail: message,
                        },
                    );
                }
            }
        }
        let items: usize = frozen.iter().map(|f| f.items.len()).sum();
        let run_id = new_run_id();
        let profile = self.profile;
        let (run, model_row) = (run_id.clone(), model.clone());
        let stored = self
            .store
            .call(move |store| {
                let news: Vec<_> = frozen.iter().map(|f| f.as_new(&model_row)).collect();
                let new_run = NewRun {
                    run_id: &run,
                    origin,
                };
                let rows = store.insert_run(profile, &new_run, &news, now_ms())?;
                for (row, estimates) in rows.iter().zip(&estimates) {
                    super::costs::keep_item_estimates(store, *row, estimates);
                }
                Ok(rows
                    .into_iter()
                    .zip(frozen)
                    .map(|(row, f)| f.into_stored(row, model_row.clone()))
                    .collect::<Vec<_>>())
            })
            .await;
        // Recorded (or not): the next spending check counts what is.
        drop(permit);
        let stored = match stored {
            Ok(stored) => stored,
            Err(err) => {
                return self.error(Doing::SavingRun, Problem::detail(&err));
            }
        };
        // Claimed before anything else can see them: the resend loop must not send a batch
        // of the run while it waits for its turn here (that would be a needless replay).
        let rows: Vec<BatchRow> = stored.iter().map(|s| s.row).collect();
        let claimed = self.claim_sends(&rows);
        self.announce(Event::Batch(BatchEvent::RunRecorded {
            run_id,
            batches: rows,
            items,
        }));
        for batch in stored {
            // In order: each waits for the profile's submission pace.
            if claimed {
                self.clone().send_claimed(batch).await;
            } else {
                self.clone().send_batch(batch).await;
            }
        }
    }

    /// Downloads every result of `batches` into `folder`, waits until each file ended, then
    /// writes the manifest there.
    pub async fn download_batches(self: Arc<Self>, batches: Vec<BatchRow>, folder: PathBuf) {
        let Some(&first) = batches.first() else {
            return;
        };
        let wanted = batches.clone();
        let details = self
            .store
            .call(move |store| {
                let mut all = Vec::new();
                for batch in wanted {
                    let info = store.batch(batch)?;
                    for detail in store.batch_item_details(batch)? {
                        all.push((batch, info.clone(), detail));
                    }
                }
                Ok(all)
            })
            .await;
        let details = match details {
            Ok(details) => details,
            Err(err) => return self.error(Doing::DownloadingBatchResults, Problem::detail(&err)),
        };
        let mut queued = Vec::new();
        for (_, _, detail) in &details {
            if let Some(task) = detail.task.as_ref().filter(|t| !t.result_urls.is_empty()) {
                queued.extend(
                    self.shared
                        .downloads
                        .clone()
                        .queue_rows(
                            task.row,
                            folder.clone(),
                            None,
                            Some(detail.item.client_item_id.clone()),
                        )
                        .await,
                );
            }
        }
        let mut seen = HashSet::new();
        queued.retain(|row| seen.insert(*row));
        let total = queued.len();
        let failed = self.wait_for_downloads(first, &queued).await;
        let task_rows: Vec<_> = details
            .iter()
            .filter_map(|(_, _, d)| d.task.as_ref().map(|t| t.row))
            .collect();
        let dir = folder.clone();
        let files = self
            .store
            .call(move |store| {
                let mut files = Vec::new();
                for task in task_rows {
                    for download in store.downloads_for_task(task)? {
                        if download.status == DownloadStatus::Done && download.target_dir == dir {
                            files.push((task, download.url_index, download.file_name));
                        }
                    }
                }
                Ok(files)
            })
            .await
            .unwrap_or_default();
        let rows = manifest_rows(&details, &files);
        let file_count = files.len();
        let written = tokio::task::spawn_blocking({
            let folder = folder.clone();
            move || write_manifest(&folder, &rows)
        })
        .await;
        let (manifest, error) = match written {
            Ok(Ok(path)) => (Some(path), None),
            Ok(Err(err)) => (None, Some(err.to_string())),
            Err(err) => (None, Some(err.to_string())),
        };
        self.announce(Event::Batch(BatchEvent::BatchDownload {
            first,
            done: total,
            total,
            finished: Some(BatchDownloadDone {
                folder,
                manifest,
                files: file_count,
                failed,
                error,
            }),
        }));
    }

    /// Waits until every download in `rows` ended, reporting progress; returns how many did
    /// not end with a file.
    async fn wait_for_downloads(&self, first: BatchRow, rows: &[DownloadRow]) -> usize {
        let total = rows.len();
        let mut last_done = usize::MAX;
        loop {
            let wanted: Vec<DownloadRow> = rows.to_vec();
            let states = self
                .store
                .call(move |store| download_states(store, &wanted))
                .await;
            let states = match states {
                Ok(states) => states,
                Err(err) => {
                    self.error(Doing::FollowingBatchDownloads, Problem::detail(&err));
                    return total;
                }
            };
            let ended: Vec<_> = states
                .iter()
                .filter(|s| !matches!(s, DownloadStatus::Queued | DownloadStatus::Running))
                .collect();
            if ended.len() != last_done {
                last_done = ended.len();
                self.announce(Event::Batch(BatchEvent::BatchDownload {
                    first,
                    done: ended.len(),
                    total,
                    finished: None,
                }));
            }
            if ended.len() == total {
                return ended
                    .iter()
                    .filter(|s| ***s != DownloadStatus::Done)
                    .count();
            }
            // Woken when any download ends; the timeout covers an end that came first.
            let _ = tokio::time::timeout(
                DOWNLOAD_CHECK_EVERY,
                self.shared.downloads.ended().notified(),
            )
            .await;
        }
    }
}

/// The status of each download (a missing row counts as failed).
fn download_states(
    store: &Store,
    rows: &[DownloadRow],
) -> Result<Vec<DownloadStatus>, crate::store::StoreError> {
    let mut states = Vec::with_capacity(rows.len());
    for row in rows {
        states.push(
            store
                .download(*row)?
                .map_or(DownloadStatus::Failed, |d| d.status),
        );
    }
    Ok(states)
}

/// The manifest's rows for `details` (in batch order), with the files downloaded for each;
/// items count on across the batches downloaded together (a run's 60, not 1-50 then 1-10).
fn manifest_rows(
    details: &[(BatchRow, Option<BatchInfo>, BatchItemDetail)],
    files: &[(TaskRow, u32, String)],
) -> Vec<ManifestRow> {
    let mut offset = 0;
    let mut previous: Option<BatchRow> = None;
    let mut batch_size = 0;
    details
        .iter()
        .map(|(batch, info, detail)| {
            if previous != Some(*batch) {
                offset += batch_size;
                batch_size = 0;
                previous = Some(*batch);
            }
            batch_size += 1;
            let local: Vec<String> = detail
                .task
                .as_ref()
                .map(|task| {
                    let mut names: Vec<_> =
                        files.iter().filter(|(t, _, _)| *t == task.row).collect();
                    names.sort_by_key(|(_, index, _)| *index);
                    names.into_iter().map(|(_, _, name)| name.clone()).collect()
                })
                .unwrap_or_default();
            let mut row = ManifestRow::new(info.as_ref(), detail, local);
            row.item += offset;
            row
        })
        .collect()
}
