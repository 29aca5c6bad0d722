//! The log file: `<folder>/gendesk.log`, appended by a background thread. Log lines never carry
//! the API key (it prints as `***` everywhere).

use std::path::Path;

pub use tracing_appender::non_blocking::WorkerGuard;

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
    let appender = tracing_appender::rolling::never(folder, "gendesk.log");
    let (writer, guard) = tracing_appender::non_blocking(appender);
    let filter = tracing_subscriber::EnvFilter::try_from_env("GENDESK_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_ansi(false)
        .try_init()
        .map_err(|err| LogError::AlreadySet(err.to_string()))?;
    Ok(guard)
}
