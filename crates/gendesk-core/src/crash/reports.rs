//! The crash reports in their folder: the ones the next start has not shown yet, and pruning to
//! the newest few.

use std::path::{Path, PathBuf};

/// How many reports are kept; older ones are deleted when a new one is written.
pub const KEPT_REPORTS: usize = 20;

/// The marker beside a report once a start has shown it.
const SEEN: &str = "seen";

/// A crash report a start has not shown yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrashReport {
    /// The report's file.
    pub path: PathBuf,
    /// Its first lines after the heading: time, version, place and message.
    pub summary: String,
}

/// The reports in `folder` no start has shown yet, newest first, now marked as shown (so the
/// next start does not say it again). Reads a few small files: call it before the window opens.
pub fn take_unseen(folder: &Path) -> Vec<CrashReport> {
    let mut unseen: Vec<CrashReport> = reports(folder)
        .into_iter()
        .filter(|path| !seen_marker(path).exists())
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            let summary = text
                .lines()
                .filter(|line| {
                    ["time:", "version:", "place:", "message:"]
                        .iter()
                        .any(|key| line.starts_with(key))
                })
                .collect::<Vec<_>>()
                .join("\n");
            Some(CrashReport { path, summary })
        })
        .collect();
    unseen.reverse();
    for report in &unseen {
        if let Err(err) = std::fs::write(seen_marker(&report.path), b"") {
            tracing::warn!(%err, report = %report.path.display(), "a crash report could not be marked as shown");
        }
    }
    unseen
}

/// Deletes all but the newest [`KEPT_REPORTS`] reports (and their markers).
pub(super) fn prune(folder: &Path) {
    let all = reports(folder);
    let extra = all.len().saturating_sub(KEPT_REPORTS);
    for old in all.into_iter().take(extra) {
        for path in [seen_marker(&old), old] {
            if let Err(err) = std::fs::remove_file(&path)
                && err.kind() != std::io::ErrorKind::NotFound
            {
                tracing::warn!(%err, file = %path.display(), "an old crash report was not deleted");
            }
        }
    }
}

/// The reports in `folder`, oldest first (their names sort by time).
fn reports(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut all: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension().is_some_and(|extension| extension == "txt")
                && path
                    .file_name()
                    .and_then(|name| name.to_str())
                    .is_some_and(|name| name.starts_with("crash-"))
        })
        .collect();
    all.sort();
    all
}

fn seen_marker(report: &Path) -> PathBuf {
    report.with_extension(SEEN)
}
