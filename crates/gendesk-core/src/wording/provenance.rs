//! A file's generation record in words, a line each (`gendesk media info`, and the panel a
//! dropped file opens). Only shown, never written into files: the record in a file is
//! `crate::provenance`'s JSON.

use crate::provenance::Record;
use crate::t;

/// "Model: sandbox/image-fast (image)", "Prompt: …", then every other setting, the task, the
/// batch item, the times, the estimate, the references and the service.
pub fn record_lines(record: &Record) -> Vec<String> {
    let mut lines = Vec::new();
    lines.push(if let Some(kind) = record.kind {
        t!(
            "core-record-model-kind",
            model = record.model.as_str(),
            kind = kind.as_str()
        )
    } else {
        t!("core-record-model", model = record.model.as_str())
    });
    if let Some(prompt) = record.prompt() {
        lines.push(t!("core-record-prompt", prompt = prompt));
    }
    for (key, value) in &record.input {
        if key == "prompt" {
            continue;
        }
        let value = match value {
            serde_json::Value::String(text) => text.clone(),
            other => other.to_string(),
        };
        lines.push(format!("{key}: {value}"));
    }
    if let Some(task) = &record.task_id {
        lines.push(if let Some(n) = record.result {
            t!("core-record-task-result", task = task.as_str(), result = n)
        } else {
            t!("core-record-task", task = task.as_str())
        });
    }
    if let Some(batch) = &record.batch {
        let id = batch
            .id
            .clone()
            .unwrap_or_else(|| t!("core-record-batch-unknown"));
        lines.push(if let Some(item) = batch.item.as_deref() {
            t!("core-record-batch-item", batch = id, item = item)
        } else {
            t!("core-record-batch", batch = id)
        });
    }
    if let Some(created) = &record.created {
        lines.push(t!("core-record-created", time = created.as_str()));
    }
    if let Some(completed) = &record.completed {
        lines.push(t!("core-record-completed", time = completed.as_str()));
    }
    if let Some(usd) = record.estimated_cost_usd {
        lines.push(t!(
            "core-record-estimated-cost",
            amount = crate::money::format_usd(usd)
        ));
    }
    if !record.references.is_empty() {
        lines.push(t!(
            "core-record-references",
            references = record.references.join(", ")
        ));
    }
    lines.push(t!("core-record-service", service = record.service.as_str()));
    lines.push(t!(
        "core-record-written-by",
        generator = record.generator.as_str()
    ));
    lines
}
