//! From an imported file to batches: rows converted for the model become draft items (rows
//! that cannot be converted are blocked with their line and reason), items are checked with
//! the form's rules, and the valid ones are split into batches. The window's batch editor and
//! `gendesk engine`'s `batch-file` share this path.

use std::path::Path;

use super::draft::{BatchDraft, DraftItem};
use super::split::{SplitError, split};
use super::{ColumnPlan, Imported, RowProblem, import_file};
use crate::catalog::ModelSpec;
use crate::compose::ComposeForm;
use gendesk_api::BatchRequest;

/// Largest file of batch items read (50 MiB).
pub const MAX_BATCH_FILE_BYTES: u64 = 50 * 1024 * 1024;

/// The rows of `imported` as items for `spec` with `plan`, and the rows blocked on the way
/// (the file's own problems included), by line.
pub fn rows_to_items(
    imported: &Imported,
    plan: &ColumnPlan,
    spec: &ModelSpec,
) -> (Vec<DraftItem>, Vec<RowProblem>) {
    let mut items = Vec::with_capacity(imported.rows.len());
    let mut blocked = imported.problems.clone();
    for row in &imported.rows {
        match plan.convert(spec, row) {
            Ok(converted) => {
                let id = converted
                    .client_item_id
                    .filter(|id| !id.trim().is_empty())
                    .unwrap_or_else(|| format!("line-{}", converted.line));
                let mut item = DraftItem::new(id);
                item.overrides = converted.fields;
                item.extra = converted.extra;
                item.line = Some(converted.line);
                items.push(item);
            }
            Err(problem) => blocked.push(problem),
        }
    }
    blocked.sort_by_key(|p| p.line);
    (items, blocked)
}

/// A file made ready to send: the batches of its valid rows, and every row blocked before
/// sending with its line and reason.
#[derive(Debug, Clone)]
pub struct FileRun {
    /// The batches, in file order.
    pub batches: Vec<BatchRequest>,
    /// Rows not sent, by line.
    pub blocked: Vec<RowProblem>,
}

/// Why a file cannot be made into batches at all.
#[derive(Debug, thiserror::Error)]
pub enum FileRunError {
    /// The file could not be read or parsed.
    #[error(transparent)]
    Import(#[from] super::ImportError),
    /// No row is valid.
    #[error(transparent)]
    Split(#[from] SplitError),
}

/// Reads `path` (at most `max_bytes`), converts its rows for `spec` with the model's defaults
/// for every field a row does not set (unknown columns ignored), checks them, and splits the
/// valid ones into batches.
pub fn file_run(path: &Path, max_bytes: u64, spec: &ModelSpec) -> Result<FileRun, FileRunError> {
    let imported = import_file(path, max_bytes)?;
    Ok(imported_run(&imported, spec)?)
}

/// [`file_run`] for rows already imported (pasted text, or a file read elsewhere).
pub fn imported_run(imported: &Imported, spec: &ModelSpec) -> Result<FileRun, SplitError> {
    let plan = ColumnPlan::for_import(spec, imported);
    let (items, mut blocked) = rows_to_items(imported, &plan, spec);
    let base = ComposeForm::new(spec);
    let mut draft = BatchDraft::new(items);
    draft.make_ids_unique();
    draft.revalidate(&base, spec);
    for (index, item) in draft.items().iter().enumerate() {
        if let Some(issue) = draft.issues(index).first() {
            blocked.push(RowProblem::new(
                item.line.unwrap_or(0),
                issue.message.clone(),
            ));
        }
    }
    blocked.sort_by_key(|p| p.line);
    let requests = draft
        .request_items(&base, spec)
        .into_iter()
        .map(|(_, item)| item)
        .collect();
    let batches = split(requests, None)?;
    Ok(FileRun { batches, blocked })
}
