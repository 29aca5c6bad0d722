//! The log file: `<folder>/gendesk.log`, appended by a background thread, rotated when it
//! passes [`ROTATE_AT_BYTES`] (`gendesk.log.1` … `.4` kept; rotated files older than
//! [`MAX_AGE`] are deleted at start), at `info` unless `GENDESK_LOG` says otherwise or the
//! person asks for a detailed log until the next start ([`set_detailed`]). Log lines never
//! carry the API key (it prints as `***` everywhere).

use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, SystemTime};

use file_rotate::compression::Compression;
use file_rotate::suffix::AppendCount;
use file_rotate::{ContentLimit, FileRotate};
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;
use tracing_subscriber::{EnvFilter, Registry, reload};

pub use tracing_appender::non_blocking::WorkerGuard;

/// The log file's name in its folder.
pub const LOG_FILE: &str = "gendesk.log";
/// The size at which the log is moved to `gendesk.log.1` and a new one started.
pub const ROTATE_AT_BYTES: usize = 8 * 1024 * 1024;
/// How many rotated files are kept beside the current one.
pub const KEPT_ROTATED: usize = 4;
/// Rotated files older than this are deleted when logging starts.
pub const MAX_AGE: Duration = Duration::from_hours(14 * 24);

/// The level filter in force, changed by [`set_detailed`].
static FILTER: OnceLock<reload::Handle<EnvFilter, Registry>> = OnceLock::new();
/// Whether [`set_detailed`] turned the detailed log on.
static DETAILED: AtomicBool = AtomicBool::new(false);

/// Why logging could not start.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    /// The folder could not be created.
    #[error("{}", crate::t!(
        "err-logging-folder",
        path = .path.clone(),
        cause = .source.to_string()
    ))]
    Folder {
        /// The folder.
        path: String,
        /// The OS error.
        source: std::io::Error,
    },
    /// A global logger was installed already.
    #[error("{}", crate::t!("err-logging-already-set", reason = .0.clone()))]
    AlreadySet(String),
}

/// Starts writing log lines to `folder/gendesk.log` (level from `GENDESK_LOG`, default
/// `info`). Keep the guard alive until exit so the last lines are written.
pub fn init(folder: &Path) -> Result<WorkerGuard, LogError> {
    std::fs::create_dir_all(folder).map_err(|source| LogError::Folder {
        path: folder.display().to_string(),
        source,
    })?;
    delete_old(folder, MAX_AGE);
    let (writer, guard) = tracing_appender::non_blocking(rotating(folder));
    let (filter, handle) = reload::Layer::new(normal_filter());
    tracing_subscriber::registry()
        .with(filter)
        .with(
            tracing_subscriber::fmt::layer()
                .with_writer(writer)
                .with_ansi(false),
        )
        .try_init()
        .map_err(|err| LogError::AlreadySet(err.to_string()))?;
    // `try_init` succeeded, so this is the only call that gets here.
    let _ = FILTER.set(handle);
    Ok(guard)
}

/// The log writer of `folder`: rotated by size, [`KEPT_ROTATED`] old files kept.
fn rotating(folder: &Path) -> FileRotate<AppendCount> {
    FileRotate::new(
        folder.join(LOG_FILE),
        AppendCount::new(KEPT_ROTATED),
        ContentLimit::BytesSurpassed(ROTATE_AT_BYTES),
        Compression::None,
        None,
    )
}

/// `GENDESK_LOG`'s filter, else `info`.
fn normal_filter() -> EnvFilter {
    EnvFilter::try_from_env("GENDESK_LOG").unwrap_or_else(|_| EnvFilter::new("info"))
}

/// A detailed log (`debug` for GenDesk's own crates) from now until the next start, or back
/// to the normal level. Does nothing when logging has not started.
pub fn set_detailed(detailed: bool) {
    let Some(handle) = FILTER.get() else {
        return;
    };
    let filter = if detailed {
        EnvFilter::new("info,gendesk=debug,gendesk_core=debug,gendesk_api=debug")
    } else {
        normal_filter()
    };
    match handle.reload(filter) {
        Ok(()) => DETAILED.store(detailed, Ordering::Relaxed),
        Err(err) => tracing::warn!(%err, "the log level could not be changed"),
    }
}

/// Whether a detailed log was asked for in this run.
pub fn is_detailed() -> bool {
    DETAILED.load(Ordering::Relaxed)
}

/// Deletes the rotated logs (`gendesk.log.N`) in `folder` last written more than `max_age`
/// ago; the current log is kept whatever its age.
fn delete_old(folder: &Path, max_age: Duration) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let prefix = format!("{LOG_FILE}.");
    let now = SystemTime::now();
    for entry in entries.filter_map(Result::ok) {
        let rotated = entry
            .file_name()
            .to_str()
            .and_then(|name| name.strip_prefix(&prefix))
            .is_some_and(|n| n.parse::<u32>().is_ok());
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|written| now.duration_since(written).ok())
            .is_some_and(|age| age > max_age);
        if rotated
            && old
            && let Err(err) = std::fs::remove_file(entry.path())
        {
            eprintln!(
                "gendesk: an old log {} was not deleted: {err}",
                entry.path().display()
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write as _;

    #[test]
    fn the_log_rotates_by_size_and_keeps_a_few_files() {
        let dir = tempfile::tempdir().unwrap();
        let mut log = rotating(dir.path());
        let line = vec![b'x'; 64 * 1024];
        // Twice what the kept files hold: the oldest are dropped.
        let lines = 2 * (KEPT_ROTATED + 1) * ROTATE_AT_BYTES / line.len();
        for _ in 0..lines {
            log.write_all(&line).unwrap();
            log.write_all(b"\n").unwrap();
        }
        log.flush().unwrap();
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                "gendesk.log",
                "gendesk.log.1",
                "gendesk.log.2",
                "gendesk.log.3",
                "gendesk.log.4"
            ]
        );
        for name in &names {
            let size = std::fs::metadata(dir.path().join(name)).unwrap().len();
            assert!(
                size <= (ROTATE_AT_BYTES + line.len() + 1) as u64,
                "{name}: {size}"
            );
        }
    }

    #[test]
    fn rotated_logs_past_their_age_are_deleted_and_the_current_one_kept() {
        let dir = tempfile::tempdir().unwrap();
        let month_ago = SystemTime::now() - Duration::from_hours(30 * 24);
        for name in ["gendesk.log", "gendesk.log.1", "gendesk.log.2", "notes.txt"] {
            let file = std::fs::File::create(dir.path().join(name)).unwrap();
            file.set_modified(month_ago).unwrap();
        }
        std::fs::write(dir.path().join("gendesk.log.3"), b"recent\n").unwrap();
        delete_old(dir.path(), MAX_AGE);
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, ["gendesk.log", "gendesk.log.3", "notes.txt"]);
    }
}
