//! Closing the window to do what cannot be done under it, then opening it again: restoring a
//! backup, which needs the engine, the history readers and the settings held in memory to let
//! go of the data first. The window leaves a [`Reopen`] in its [`AfterClose`] and closes;
//! `main` restores between the two windows ([`restore_between_windows`]) and hands the next
//! window what happened ([`Restored`]), which it shows once (`restore_report.rs`).

use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};

use gendesk_core::backup::{self, RestoreMode};
use gendesk_core::config::{AppPaths, KeyVault};
use gendesk_core::instance::Instance;
use gendesk_core::t;

/// A backup to put in place.
#[derive(Clone, PartialEq, Eq)]
pub struct RestoreRequest {
    /// The backup file (checked by the window just before).
    pub file: PathBuf,
    /// Merge or replace.
    pub mode: RestoreMode,
    /// The passphrase of its keys (tried by the window just before); `None`: without them.
    pub passphrase: Option<String>,
}

impl std::fmt::Debug for RestoreRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RestoreRequest")
            .field("file", &self.file)
            .field("mode", &self.mode)
            .field("passphrase", &self.passphrase.as_ref().map(|_| "***"))
            .finish()
    }
}

/// What to do once the window has closed, before it opens again.
#[derive(Debug)]
pub struct Reopen {
    /// The restore.
    pub restore: RestoreRequest,
    /// The window's hold on the data folder, kept across the restore (`None` where the window
    /// held none, e.g. in tests).
    pub instance: Option<Instance>,
    /// The keys' store the window used (`None`: it was not open yet).
    pub vault: Option<Arc<KeyVault>>,
}

/// Where the window leaves a [`Reopen`] for `main` (cloning shares it).
#[derive(Debug, Clone, Default)]
pub struct AfterClose(Arc<Mutex<Option<Reopen>>>);

impl AfterClose {
    /// The window is about to close for this.
    pub fn set(&self, reopen: Reopen) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(reopen);
    }

    /// What the closed window asked for, once.
    pub fn take(&self) -> Option<Reopen> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).take()
    }
}

/// What the restore did, for the next window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restored {
    /// Whether it was done.
    pub done: bool,
    /// What happened, one line per fact (or why nothing was done).
    pub lines: Vec<String>,
    /// The copy of what was there before (a replace), to show in its folder.
    pub safety_backup: Option<PathBuf>,
}

/// Restores `request` into `paths` while no window is open (the caller holds the data folder).
pub fn restore_between_windows(
    paths: &AppPaths,
    request: &RestoreRequest,
    vault: &KeyVault,
) -> Restored {
    tracing::info!(
        "restoring {} ({:?}) between two windows",
        request.file.display(),
        request.mode
    );
    let result = backup::restore(
        paths,
        &request.file,
        request.mode,
        request.passphrase.as_deref(),
        vault,
    );
    match result {
        Ok(summary) => {
            tracing::info!("restored: {:?}", summary.counts);
            Restored {
                done: true,
                lines: backup::restore_lines(
                    &request.file,
                    &summary,
                    &t!("restore-report-secrets-skipped"),
                ),
                safety_backup: summary.safety_backup,
            }
        }
        Err(err) => {
            tracing::warn!("the restore failed: {err}");
            let safety_backup = match &err {
                backup::BackupError::Interrupted { safety, .. } => Some(safety.clone()),
                _ => None,
            };
            Restored {
                done: false,
                lines: vec![crate::ui::live_state::sentence(&err.to_string())],
                safety_backup,
            }
        }
    }
}
