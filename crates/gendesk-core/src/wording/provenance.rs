//! A file's generation record in words, a line each (`gendesk media info`, and the panel a
//! dropped file opens).

use crate::provenance::Record;

/// "Model: sandbox/image-fast (image)", "Prompt: …", then every other setting, the task, the
/// batch item, the times, the estimate, the references and the service.
pub fn record_lines(record: &Record) -> Vec<String> {
    let mut lines = Vec::new();
    let kind = record
        .kind
        .map(|kind| format!(" ({})", kind.as_str()))
        .unwrap_or_default();
    lines.push(format!("Model: {}{kind}", record.model));
    if let Some(prompt) = record.prompt() {
        lines.push(format!("Prompt: {prompt}"));
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
        let result = record
            .result
            .map(|n| format!(", result {n}"))
            .unwrap_or_default();
        lines.push(format!("Task: {task}{result}"));
    }
    if let Some(batch) = &record.batch {
        lines.push(format!(
            "Batch: {}{}",
            batch.id.as_deref().unwrap_or("(not known)"),
            batch
                .item
                .as_deref()
                .map(|item| format!(", item {item}"))
                .unwrap_or_default()
        ));
    }
    if let Some(created) = &record.created {
        lines.push(format!("Created: {created}"));
    }
    if let Some(completed) = &record.completed {
        lines.push(format!("Completed: {completed}"));
    }
    if let Some(usd) = record.estimated_cost_usd {
        lines.push(format!("Estimated cost: {}", crate::money::format_usd(usd)));
    }
    if !record.references.is_empty() {
        lines.push(format!("References: {}", record.references.join(", ")));
    }
    lines.push(format!("Service: {}", record.service));
    lines.push(format!("Written by: {}", record.generator));
    lines
}
