//! What the window does for batch actions: send a run, send again, refresh, download all
//! results into a folder of their own, take items back into the editor (fix rejected) or send
//! failed items again as a new batch (retry failed, already confirmed), read a file of items
//! off the UI thread.

use std::path::PathBuf;

use gendesk_api::{BatchRequestItem, ModelInput};
use gendesk_core::engine::Command;
use gendesk_core::store::BatchOrigin;
use gendesk_core::t;

use super::{GenDeskApp, Msg};
use crate::ui::actions::{BatchAction, FixItem};
use crate::ui::compose::LoadedFile;
use crate::ui::live_state::{Notice, NoticeLevel, sentence};
use crate::ui::prefs::View;

impl GenDeskApp {
    /// Carries out a batch action.
    pub(super) fn handle_batch_action(&mut self, action: BatchAction) {
        match action {
            BatchAction::SubmitRun {
                model,
                kind,
                batches,
                origin,
            } => {
                let price = self.price_of(&model);
                let sent = self.send(Command::SubmitRun {
                    model,
                    kind,
                    batches,
                    origin,
                    price,
                });
                if sent {
                    self.compose.batch.sent();
                    self.show_next_run = true;
                }
            }
            BatchAction::RetryBatchSend(batch) => {
                self.send(Command::RetryBatchSend(batch));
            }
            BatchAction::RefreshBatch(batch) => {
                self.send(Command::RefreshBatch(batch));
            }
            BatchAction::DownloadBatches { batches, label } => {
                let folder = self
                    .download_folder()
                    .join(gendesk_core::download::sanitize_stem(&label));
                self.send(Command::DownloadBatches { batches, folder });
            }
            BatchAction::FixItems {
                batch,
                model,
                reason: BatchOrigin::RetryFailed,
                items,
            } => self.retry_failed(batch, model, &items),
            BatchAction::FixItems {
                batch,
                model,
                reason,
                items,
            } => {
                let result =
                    self.compose
                        .load_fix(self.catalog.catalog(), &model, batch, reason, &items);
                self.show_compose_result(result);
            }
            BatchAction::OpenBatchEditor => {
                self.compose.batch.on = true;
                self.navigate(View::Compose);
            }
            BatchAction::PickBatchFile => self.pick_batch_file(),
            BatchAction::ImportBatchFile(path) => self.import_batch_file(path),
        }
    }

    /// Sends failed items again as a new batch with new keys (the person confirmed they are
    /// new paid tasks).
    fn retry_failed(
        &mut self,
        batch: gendesk_core::store::BatchRow,
        model: String,
        items: &[FixItem],
    ) {
        let Some(kind) = self.kind_of(&model, items.iter().find_map(|item| item.kind)) else {
            return;
        };
        let mut request_items = Vec::with_capacity(items.len());
        for item in items {
            match serde_json::from_str::<ModelInput>(&item.input_json) {
                Ok(input) => request_items.push(BatchRequestItem {
                    client_item_id: item.client_item_id.clone(),
                    idempotency_key: String::new(),
                    input,
                }),
                Err(err) => {
                    self.notify(Notice::new(
                        NoticeLevel::Error,
                        t!(
                            "batch-retry-unreadable-item",
                            item = item.client_item_id.as_str(),
                            error = err.to_string()
                        ),
                    ));
                    return;
                }
            }
        }
        match gendesk_core::batch::split(request_items, None) {
            Ok(batches) => {
                let price = self.price_of(&model);
                if self.send(Command::SubmitRun {
                    model,
                    kind,
                    batches,
                    origin: Some((batch, BatchOrigin::RetryFailed)),
                    price,
                }) {
                    self.show_next_run = true;
                }
            }
            Err(err) => self.notify(Notice::new(
                NoticeLevel::Error,
                t!(
                    "batch-retry-nothing-sent",
                    error = sentence(&err.to_string())
                ),
            )),
        }
    }

    /// Shows `view` and remembers it.
    pub(super) fn navigate(&mut self, view: View) {
        if self.prefs.last_view != view {
            self.prefs.last_view = view;
            self.save_prefs();
        }
    }

    /// The system dialog for a file of batch items (created here, driven on a worker).
    fn pick_batch_file(&mut self) {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(t!("batch-file-dialog-title"))
            .add_filter(
                t!("batch-file-dialog-filter"),
                &["csv", "jsonl", "ndjson", "txt"],
            )
            .add_filter(t!("batch-file-dialog-all"), &["*"])
            .pick_file();
        let work = self.async_work.clone();
        let instead = t!("batch-file-dialog-instead");
        let spawned = self.jobs.spawn("gendesk-batch-file-picker", move || {
            let picked = super::file_dialogs::wait_for(&work, dialog, &instead)
                .into_result()
                .map(|handle| handle.map(|h| h.path().to_path_buf()));
            Msg::BatchFilePicked(picked)
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    /// Reads and converts a file of batch items on a worker thread, for the selected model.
    pub(super) fn import_batch_file(&mut self, path: PathBuf) {
        let Some(spec) = self.compose.spec().cloned() else {
            self.notify(Notice::new(NoticeLevel::Error, t!("batch-file-no-model")));
            return;
        };
        self.compose.batch.loading_file = true;
        self.compose.batch.on = true;
        self.navigate(View::Compose);
        let spawned = self.jobs.spawn("gendesk-batch-file", move || {
            Msg::BatchFile(LoadedFile::read(&path, &spec))
        });
        if let Err(message) = spawned {
            self.compose.batch.loading_file = false;
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }
}
