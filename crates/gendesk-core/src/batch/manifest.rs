//! The manifest written beside a batch's downloaded results: one row per item with its client
//! item id, task, state, prompt and other input fields, failure, result URLs and local file
//! names — as `manifest.csv` (for spreadsheets) and `manifest.jsonl` (for scripts). Both are
//! written to a temporary name and renamed, so a half-written manifest never exists.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use gendesk_api::{ItemStatus, TaskState};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::store::{BatchInfo, BatchItemDetail};

/// File name of the CSV manifest.
pub const MANIFEST_CSV: &str = "manifest.csv";
/// File name of the JSON Lines manifest.
pub const MANIFEST_JSONL: &str = "manifest.jsonl";

/// Why the manifest could not be written.
#[derive(Debug, thiserror::Error)]
pub enum ManifestError {
    /// The folder or a file could not be written.
    #[error("{}", crate::t!(
        "err-batch-manifest-io",
        path = .path.display().to_string(),
        cause = .source.to_string()
    ))]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A row could not be encoded.
    #[error("{}", crate::t!("err-batch-manifest-encode", reason = .0.clone()))]
    Encode(String),
}

/// One item of the manifest.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ManifestRow {
    /// The run the batch belongs to, if any.
    pub run_id: Option<String>,
    /// The service's batch id, once accepted.
    pub batch_id: Option<String>,
    /// The model the item was sent to.
    pub model: String,
    /// Position of the item in what was downloaded together — its run, else its batch
    /// (1-based, counting on across a run's batches).
    pub item: u32,
    /// The item's `client_item_id`.
    pub client_item_id: String,
    /// The task, once accepted.
    pub task_id: Option<String>,
    /// `success`, `failed`, `rejected`, `processing`, `pending` or `not sent` — the words
    /// Activity uses for tasks.
    pub state: String,
    /// The full prompt as sent.
    pub prompt: String,
    /// The other input fields as sent.
    pub input: Map<String, Value>,
    /// Fail code (task) or error code (rejected item).
    pub fail_code: Option<String>,
    /// Fail or rejection message.
    pub fail_message: Option<String>,
    /// Result URLs.
    pub result_urls: Vec<String>,
    /// Downloaded files (names in the manifest's folder), in result order.
    pub local_files: Vec<String>,
}

impl ManifestRow {
    /// The row of one item of `batch`; `local_files` are its downloaded files.
    pub fn new(
        batch: Option<&BatchInfo>,
        detail: &BatchItemDetail,
        local_files: Vec<String>,
    ) -> Self {
        let mut input = match serde_json::from_str::<Value>(&detail.request_json) {
            Ok(Value::Object(map)) => map,
            _ => Map::new(),
        };
        let prompt = match input.remove("prompt") {
            Some(Value::String(text)) => text,
            _ => detail.item.prompt_excerpt.clone(),
        };
        let task = detail.task.as_ref();
        let state = item_state(detail).as_str().to_owned();
        let (fail_code, fail_message) = match task {
            Some(task) => (task.fail_code.clone(), task.fail_msg.clone()),
            None => (
                detail.item.error_code.clone(),
                detail.item.error_message.clone(),
            ),
        };
        Self {
            run_id: batch.and_then(|b| b.run_id.clone()),
            batch_id: batch.and_then(|b| b.remote_batch_id.clone()),
            model: batch
                .map(|b| b.model.clone())
                .or_else(|| task.map(|t| t.model.clone()))
                .unwrap_or_default(),
            item: detail.item.ordinal + 1,
            client_item_id: detail.item.client_item_id.clone(),
            task_id: task.and_then(|t| t.task_id.clone()),
            state,
            prompt,
            input,
            fail_code,
            fail_message,
            result_urls: task.map(|t| t.result_urls.clone()).unwrap_or_default(),
            local_files,
        }
    }
}

/// Where a batch item stands: not sent yet, or the service's item status (or what its task's
/// state says of it). Its words (`as_str`) are the manifest's `state` column and the Batches
/// view's badges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItemState {
    /// The batch carrying it was not accepted (yet).
    NotSent,
    /// Sent: queued, running, succeeded, failed, rejected, or a newer status.
    Sent(ItemStatus),
}

impl ItemState {
    /// Words a spreadsheet can filter on, the same Activity uses for tasks: `not sent`,
    /// `pending`, `processing`, `success`, `failed`, `rejected` (or a newer status as the
    /// service spells it).
    pub fn as_str(&self) -> &str {
        match self {
            Self::NotSent => "not sent",
            Self::Sent(ItemStatus::Queued) => "pending",
            Self::Sent(ItemStatus::Running) => "processing",
            Self::Sent(ItemStatus::Succeeded) => "success",
            Self::Sent(status) => status.as_str(),
        }
    }
}

/// The item's state, from its task when it has one.
pub fn item_state(detail: &BatchItemDetail) -> ItemState {
    let status = match (&detail.task, detail.item.accepted) {
        (_, None) => return ItemState::NotSent,
        (_, Some(false)) => ItemStatus::Rejected,
        (Some(task), Some(true)) if task.phase == crate::store::TaskPhase::Final => {
            match task.state {
                Some(TaskState::Success) => ItemStatus::Succeeded,
                _ => ItemStatus::Failed,
            }
        }
        (Some(task), Some(true)) => match task.state {
            Some(TaskState::Pending) | None => ItemStatus::Queued,
            Some(_) => ItemStatus::Running,
        },
        (None, Some(true)) => detail
            .item
            .item_status
            .as_deref()
            .map_or(ItemStatus::Queued, ItemStatus::parse),
    };
    ItemState::Sent(status)
}

/// Fixed CSV columns, before one column per input field.
const FIXED: [&str; 8] = [
    "run_id",
    "batch_id",
    "model",
    "item",
    "client_item_id",
    "task_id",
    "state",
    "prompt",
];
/// CSV columns after the input fields.
const TAIL: [&str; 4] = ["fail_code", "fail_message", "result_urls", "local_files"];

/// The manifest as CSV bytes: fixed columns, one column per input field seen in any row
/// (sorted), then the failure, the URLs and the files (several joined with ` | `).
pub fn manifest_csv(rows: &[ManifestRow]) -> Result<Vec<u8>, ManifestError> {
    let fields: BTreeSet<&str> = rows
        .iter()
        .flat_map(|r| r.input.keys().map(String::as_str))
        .collect();
    let mut writer = csv::Writer::from_writer(Vec::new());
    let encode = |err: csv::Error| ManifestError::Encode(err.to_string());
    let header = FIXED
        .iter()
        .copied()
        .chain(fields.iter().copied())
        .chain(TAIL.iter().copied());
    writer.write_record(header).map_err(encode)?;
    for row in rows {
        let mut record = vec![
            row.run_id.clone().unwrap_or_default(),
            row.batch_id.clone().unwrap_or_default(),
            row.model.clone(),
            row.item.to_string(),
            row.client_item_id.clone(),
            row.task_id.clone().unwrap_or_default(),
            row.state.clone(),
            row.prompt.clone(),
        ];
        record.extend(fields.iter().map(|key| {
            match row.input.get(*key) {
                None | Some(Value::Null) => String::new(),
                Some(Value::String(text)) => text.clone(),
                Some(Value::Array(items)) if items.iter().all(Value::is_string) => items
                    .iter()
                    .filter_map(Value::as_str)
                    .collect::<Vec<_>>()
                    .join(" | "),
                Some(other) => other.to_string(),
            }
        }));
        record.extend([
            row.fail_code.clone().unwrap_or_default(),
            row.fail_message.clone().unwrap_or_default(),
            row.result_urls.join(" | "),
            row.local_files.join(" | "),
        ]);
        writer.write_record(&record).map_err(encode)?;
    }
    writer
        .into_inner()
        .map_err(|err| ManifestError::Encode(err.to_string()))
}

/// The manifest as JSON Lines: one object per row.
pub fn manifest_jsonl(rows: &[ManifestRow]) -> Result<Vec<u8>, ManifestError> {
    let mut out = Vec::new();
    for row in rows {
        serde_json::to_writer(&mut out, row)
            .map_err(|err| ManifestError::Encode(err.to_string()))?;
        out.push(b'\n');
    }
    Ok(out)
}

/// Writes `manifest.csv` and `manifest.jsonl` into `folder` (created if missing); returns
/// the CSV's path.
pub fn write_manifest(folder: &Path, rows: &[ManifestRow]) -> Result<PathBuf, ManifestError> {
    let csv_path = folder.join(MANIFEST_CSV);
    let jsonl_path = folder.join(MANIFEST_JSONL);
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| ManifestError::Io { path, source }
    };
    // The CSV comes last: once it exists, both are whole.
    crate::config::write_atomic(&jsonl_path, &manifest_jsonl(rows)?).map_err(io(&jsonl_path))?;
    crate::config::write_atomic(&csv_path, &manifest_csv(rows)?).map_err(io(&csv_path))?;
    Ok(csv_path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: &str, input: &Value) -> ManifestRow {
        ManifestRow {
            run_id: Some("run-1".into()),
            batch_id: Some("b-1".into()),
            model: "sandbox/image-fast".into(),
            item: 1,
            client_item_id: id.into(),
            task_id: Some("t-1".into()),
            state: "success".into(),
            prompt: "a fox, \"quoted\"\nsecond line".into(),
            input: input.as_object().cloned().unwrap_or_default(),
            fail_code: None,
            fail_message: None,
            result_urls: vec!["https://x/a.png".into(), "https://x/b.png".into()],
            local_files: vec!["a.png".into()],
        }
    }

    #[test]
    fn csv_has_a_column_per_input_field_and_round_trips() {
        let rows = vec![
            row(
                "one",
                &serde_json::json!({"aspect_ratio": "16:9", "mode": "text-to-image"}),
            ),
            row(
                "two",
                &serde_json::json!({"seed": 7, "image_urls": ["https://r/1", "https://r/2"]}),
            ),
        ];
        let bytes = manifest_csv(&rows).unwrap();
        let mut reader = csv::Reader::from_reader(bytes.as_slice());
        let header: Vec<String> = reader
            .headers()
            .unwrap()
            .iter()
            .map(str::to_owned)
            .collect();
        assert_eq!(
            header,
            [
                "run_id",
                "batch_id",
                "model",
                "item",
                "client_item_id",
                "task_id",
                "state",
                "prompt",
                "aspect_ratio",
                "image_urls",
                "mode",
                "seed",
                "fail_code",
                "fail_message",
                "result_urls",
                "local_files"
            ]
        );
        let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
        assert_eq!(records.len(), 2);
        assert_eq!(&records[0][2], "sandbox/image-fast");
        assert_eq!(&records[0][7], "a fox, \"quoted\"\nsecond line");
        assert_eq!(&records[0][8], "16:9");
        assert_eq!(&records[1][9], "https://r/1 | https://r/2");
        assert_eq!(&records[1][11], "7");
        assert_eq!(&records[1][14], "https://x/a.png | https://x/b.png");
    }

    #[test]
    fn files_are_written_whole() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("run");
        let rows = vec![row("one", &serde_json::json!({}))];
        let path = write_manifest(&folder, &rows).unwrap();
        assert_eq!(path, folder.join(MANIFEST_CSV));
        let jsonl = std::fs::read_to_string(folder.join(MANIFEST_JSONL)).unwrap();
        let parsed: Value = serde_json::from_str(jsonl.trim()).unwrap();
        assert_eq!(parsed["client_item_id"], "one");
        let names: Vec<_> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(names.len(), 2, "no temporary files left: {names:?}");
    }
}
