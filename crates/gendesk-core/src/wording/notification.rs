//! The words of each notification: short titles, a body with the model and the start of the
//! prompt, and counts for batches.

use std::path::PathBuf;

use gendesk_api::ModelKind;

use crate::engine::BatchDownloadDone;
use crate::notifications::{Notification, Target};
use crate::store::{BatchSummary, TaskSummary};
use crate::t;

/// Longest prompt excerpt, in characters.
const PROMPT_CHARS: usize = 80;

/// The kind's name for the messages' selectors: "image", "video", "music" or "task".
fn kind_key(kind: Option<ModelKind>) -> &'static str {
    match kind {
        Some(ModelKind::Image) => "image",
        Some(ModelKind::Video) => "video",
        Some(ModelKind::Audio) => "music",
        None => "task",
    }
}

/// The prompt of a recorded request (`input.prompt`), shortened.
fn prompt_of(request_json: &str) -> Option<String> {
    let value: serde_json::Value = serde_json::from_str(request_json).ok()?;
    let prompt = value.pointer("/input/prompt")?.as_str()?.trim();
    if prompt.is_empty() {
        return None;
    }
    let short: String = prompt.chars().take(PROMPT_CHARS).collect();
    Some(if short.len() < prompt.len() {
        t!(
            "core-notify-prompt",
            prompt = format!("{}\u{2026}", short.trim_end())
        )
    } else {
        t!("core-notify-prompt", prompt = short)
    })
}

/// A task that ended (success or failure).
pub fn task_ended(task: &TaskSummary, request_json: Option<&str>) -> Notification {
    let kind = kind_key(task.kind);
    let ok = task.state == Some(gendesk_api::TaskState::Success);
    let title = if ok {
        t!("core-notify-task-ready", kind = kind)
    } else {
        t!("core-notify-task-failed", kind = kind)
    };
    let mut body = task.model.clone();
    if let Some(prompt) = request_json.and_then(prompt_of) {
        body = format!("{prompt}\n{body}");
    }
    let trouble = task.error.as_ref().map(super::trouble);
    if !ok && let Some(reason) = task.fail_msg.as_deref().or(trouble.as_deref()) {
        body = format!("{body}\n{reason}");
    }
    Notification {
        title,
        body,
        target: Target::Task(Box::new(task.clone())),
    }
}

/// A batch whose tasks are all final.
pub fn batch_ended(summary: &BatchSummary) -> Notification {
    let counts = &summary.counts;
    let failed = counts.failed + counts.rejected;
    let title = if failed == 0 {
        t!(
            "core-notify-batch-finished",
            ready = counts.succeeded,
            total = counts.total
        )
    } else {
        t!(
            "core-notify-batch-finished-failed",
            ready = counts.succeeded,
            total = counts.total,
            failed = failed
        )
    };
    Notification {
        title,
        body: t!(
            "core-notify-batch-finished-body",
            model = summary.info.model.as_str()
        ),
        target: Target::Batch(summary.info.row),
    }
}

/// A batch the service refused for good.
pub fn batch_refused(summary: &BatchSummary, message: &str) -> Notification {
    Notification {
        title: t!("core-notify-batch-refused", count = summary.counts.total),
        body: format!("{}\n{message}", summary.info.model),
        target: Target::Batch(summary.info.row),
    }
}

/// A download that ended.
pub fn download_ended(task: TaskSummary, outcome: &Result<PathBuf, String>) -> Notification {
    let target = Target::Task(Box::new(task));
    match outcome {
        Ok(path) => Notification {
            title: t!("core-notify-download-finished"),
            body: path.display().to_string(),
            target,
        },
        Err(message) => Notification {
            title: t!("core-notify-download-failed"),
            body: message.clone(),
            target,
        },
    }
}

/// The end of "Download all results" of batches.
pub fn batch_download(done: &BatchDownloadDone) -> String {
    let folder = done.folder.display().to_string();
    if done.failed == 0 {
        t!(
            "core-notify-batch-download",
            count = done.files,
            folder = folder
        )
    } else {
        t!(
            "core-notify-batch-download-failed",
            count = done.files,
            folder = folder,
            failed = done.failed
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prompts_are_quoted_and_shortened() {
        assert_eq!(
            prompt_of(r#"{"model":"m","input":{"prompt":"a red fox"}}"#).as_deref(),
            Some("\u{201c}a red fox\u{201d}")
        );
        let long = format!(r#"{{"input":{{"prompt":"{}"}}}}"#, "word ".repeat(40));
        let short = prompt_of(&long).unwrap();
        assert!(short.ends_with("\u{2026}\u{201d}") && short.chars().count() <= PROMPT_CHARS + 3);
        assert_eq!(prompt_of(r#"{"input":{}}"#), None);
        assert_eq!(prompt_of("not json"), None);
    }
}
