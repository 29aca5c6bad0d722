//! Backup and restore in one file: a `.zip` holding a manifest (format, GenDesk and history
//! versions, every entry's size and SHA-256), the history copied with SQLite's online backup
//! (consistent while the engine writes), the person's settings, profiles, presets and own
//! models, optionally the downloaded results and, only with a passphrase, the keys and secrets
//! encrypted with age. The whole file is sealed by a SHA-256 in the zip's comment, so one
//! flipped byte anywhere refuses it.
//!
//! `create` writes the file under a temporary name, then renames it. `inspect` checks a file
//! without changing anything. `restore` inspects first, then either replaces the data (after a
//! safety backup in `<data>/backups/`) or merges the file's history into the current one
//! without duplicating tasks.
//!
//! Layout: `manifest` (the manifest, the seal, entry names), `create` (writing a backup),
//! `inspect` (reading and checking one), `restore` (putting it in place), `merge` (history
//! merging in SQL), `secrets` (the encrypted keys and secrets), `words` (what a restore did,
//! in words).

mod create;
mod inspect;
mod manifest;
mod merge;
mod restore;
mod secrets;
mod words;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::config::{AppPaths, KeyVault};

pub use manifest::{FORMAT, Manifest, ManifestEntry, ManifestOptions};
pub use merge::MergeCounts;
pub use secrets::SecretsOutcome;
pub use words::restore_lines;

/// What a backup holds besides the history and the settings.
#[derive(Clone, Default)]
pub struct BackupOptions {
    /// Also the files of the downloads folder (under `results/`).
    pub with_results: bool,
    /// Also every profile's keys and secrets, encrypted with this passphrase. `None`: no
    /// secret is read, and none is in the file at all.
    pub secrets: Option<String>,
    /// Where the secrets are read from (needed with `secrets`).
    pub vault: Option<Arc<KeyVault>>,
}

impl std::fmt::Debug for BackupOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BackupOptions")
            .field("with_results", &self.with_results)
            .field("secrets", &self.secrets.as_ref().map(|_| "***"))
            .field("vault", &self.vault.is_some())
            .finish()
    }
}

/// What the history in a backup holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryCounts {
    /// Profiles.
    pub profiles: u64,
    /// Tasks.
    pub tasks: u64,
    /// Batches.
    pub batches: u64,
    /// Download records.
    pub downloads: u64,
}

/// Which part of the work a [`Progress`] report is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Copying the history.
    History,
    /// Settings, profiles, presets, own models.
    Settings,
    /// Downloaded results.
    Results,
    /// Keys and secrets.
    Secrets,
    /// Checking a file's sizes and checksums.
    Checking,
    /// The safety backup before a restore.
    SafetyBackup,
    /// Putting the file's contents in place.
    Restoring,
}

/// How far the work is: `done` of `total` bytes of the current step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The step.
    pub step: Step,
    /// Bytes done in this step.
    pub done: u64,
    /// Bytes this step has in all (0 when unknown).
    pub total: u64,
}

/// What [`create`] wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupSummary {
    /// The backup file.
    pub file: PathBuf,
    /// Its size in bytes.
    pub bytes: u64,
    /// What its history holds.
    pub counts: HistoryCounts,
    /// How many files it holds besides the manifest (history, settings, results, secrets).
    pub entries: usize,
    /// Whether downloaded results are in it.
    pub with_results: bool,
    /// Whether encrypted keys and secrets are in it.
    pub with_secrets: bool,
    /// Files left out because their names are not text GenDesk can keep in a zip.
    pub skipped: Vec<PathBuf>,
}

/// A checked backup file (see [`inspect`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupContents {
    /// The file.
    pub file: PathBuf,
    /// Its size in bytes.
    pub bytes: u64,
    /// Its manifest (every entry checked).
    pub manifest: Manifest,
}

impl BackupContents {
    /// Whether it holds encrypted keys and secrets.
    pub fn has_secrets(&self) -> bool {
        self.manifest.entry(manifest::SECRETS_ENTRY).is_some()
    }

    /// How many downloaded results it holds, and their bytes together.
    pub fn results(&self) -> (usize, u64) {
        self.manifest
            .entries
            .iter()
            .filter(|e| e.path.starts_with(manifest::RESULTS_PREFIX))
            .fold((0, 0), |(n, bytes), e| (n + 1, bytes + e.size))
    }
}

/// How [`restore`] puts a backup in place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RestoreMode {
    /// The backup's history and settings replace the current ones (a safety backup of the
    /// current data is made first).
    Replace,
    /// The backup's history is added to the current one without duplicating anything; the
    /// current settings stay, profiles (and their presets) missing here are added.
    Merge,
}

/// What [`restore`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RestoreSummary {
    /// How.
    pub mode: RestoreMode,
    /// What the backup's history holds.
    pub counts: HistoryCounts,
    /// In merge mode, what was added and what was already here.
    pub merged: Option<MergeCounts>,
    /// Settings files written.
    pub settings_written: usize,
    /// Result files written into the downloads folder.
    pub results_written: usize,
    /// Result files already there (kept as they are, never overwritten).
    pub results_kept: usize,
    /// Profiles added to the profiles file (merge mode).
    pub profiles_added: Vec<String>,
    /// The copy of the data made before replacing it.
    pub safety_backup: Option<PathBuf>,
    /// What became of the keys and secrets.
    pub secrets: SecretsOutcome,
    /// Profiles (of a real service) that have no API key now: the window asks for them.
    pub profiles_without_key: Vec<String>,
}

/// Why a backup could not be made, checked or restored.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// A file or folder could not be read or written.
    #[error("{}", crate::t!(
        "err-backup-io",
        path = .path.display().to_string(),
        reason = .reason.clone()
    ))]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        reason: String,
    },
    /// The history could not be copied, read or written.
    #[error("{}", crate::t!("err-backup-history", reason = .0.clone()))]
    History(String),
    /// The file is not a GenDesk backup, or it is damaged, cut short or changed.
    #[error("{}", crate::t!(
        "err-backup-damaged",
        file = .file.display().to_string(),
        reason = .reason.clone()
    ))]
    Damaged {
        /// The backup file.
        file: PathBuf,
        /// What is wrong, in words.
        reason: String,
    },
    /// The file was made by a newer GenDesk in a format this one cannot read.
    #[error("{}", crate::t!(
        "err-backup-newer-format",
        found = .found.to_string(),
        known = .known.to_string()
    ))]
    NewerFormat {
        /// The file's format number.
        found: u32,
        /// The newest this GenDesk reads.
        known: u32,
    },
    /// The file's history was made by a newer GenDesk.
    #[error("{}", crate::t!(
        "err-backup-newer-history",
        found = .found.to_string(),
        known = .known.to_string()
    ))]
    NewerHistory {
        /// The history version in the file.
        found: i64,
        /// The newest this GenDesk reads.
        known: i64,
    },
    /// The passphrase does not open the file's secrets.
    #[error("{}", crate::t!("err-backup-wrong-passphrase"))]
    WrongPassphrase,
    /// The keys and secrets could not be read, encrypted, decrypted or stored.
    #[error("{}", crate::t!("err-backup-secrets", reason = .0.clone()))]
    Secrets(String),
    /// The settings could not be read or changed.
    #[error("{}", crate::t!("err-backup-settings", reason = .0.clone()))]
    Settings(String),
    /// The restore stopped after it had begun changing the data; the safety backup holds what
    /// was there before.
    #[error("{}", crate::t!(
        "err-backup-interrupted",
        reason = .reason.clone(),
        safety = .safety.display().to_string()
    ))]
    Interrupted {
        /// What went wrong.
        reason: String,
        /// The safety backup.
        safety: PathBuf,
    },
}

impl BackupError {
    /// Whether the file itself was refused (damaged, changed, or from a newer GenDesk): nothing
    /// was changed, and `gendesk restore` exits 2.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            Self::Damaged { .. } | Self::NewerFormat { .. } | Self::NewerHistory { .. }
        )
    }

    pub(crate) fn io(path: &Path, err: impl std::fmt::Display) -> Self {
        Self::Io {
            path: path.to_path_buf(),
            reason: err.to_string(),
        }
    }

    pub(crate) fn damaged(file: &Path, reason: impl Into<String>) -> Self {
        Self::Damaged {
            file: file.to_path_buf(),
            reason: reason.into(),
        }
    }
}

/// Writes a backup of `paths` to `out` (see the module docs).
pub fn create(
    paths: &AppPaths,
    out: &Path,
    options: &BackupOptions,
) -> Result<BackupSummary, BackupError> {
    create::create(paths, out, options, &|_| {})
}

/// [`create`], reporting how far it is.
pub fn create_with_progress(
    paths: &AppPaths,
    out: &Path,
    options: &BackupOptions,
    progress: &dyn Fn(Progress),
) -> Result<BackupSummary, BackupError> {
    create::create(paths, out, options, progress)
}

/// Reads a backup's manifest and checks the whole file: its seal, format, history version and
/// every entry's size and SHA-256. Changes nothing.
pub fn inspect(file: &Path) -> Result<BackupContents, BackupError> {
    inspect::inspect(file, &|_| {})
}

/// [`inspect`], reporting how far it is.
pub fn inspect_with_progress(
    file: &Path,
    progress: &dyn Fn(Progress),
) -> Result<BackupContents, BackupError> {
    inspect::inspect(file, progress)
}

/// Whether `passphrase` opens the backup's keys and secrets: reads (and checks) only that
/// entry, and changes nothing. A file without secrets accepts any passphrase.
pub fn check_passphrase(file: &Path, passphrase: &str) -> Result<(), BackupError> {
    let mut opened = inspect::open(file)?;
    let Some(entry) = opened.manifest.entry(manifest::SECRETS_ENTRY).cloned() else {
        return Ok(());
    };
    let bytes = inspect::read_entry(file, &mut opened.archive, &entry)?;
    secrets::open_secrets(&bytes, passphrase)?.check()
}

/// Puts the backup `file` in place (see [`RestoreMode`]). The file is checked first and its
/// secrets decrypted (with `passphrase`) before anything changes: a refused file or a wrong
/// passphrase changes nothing. Without a passphrase the secrets are skipped.
pub fn restore(
    paths: &AppPaths,
    file: &Path,
    mode: RestoreMode,
    passphrase: Option<&str>,
    vault: &KeyVault,
) -> Result<RestoreSummary, BackupError> {
    restore::restore(paths, file, mode, passphrase, vault, &|_| {})
}

/// [`restore`], reporting how far it is.
pub fn restore_with_progress(
    paths: &AppPaths,
    file: &Path,
    mode: RestoreMode,
    passphrase: Option<&str>,
    vault: &KeyVault,
    progress: &dyn Fn(Progress),
) -> Result<RestoreSummary, BackupError> {
    restore::restore(paths, file, mode, passphrase, vault, progress)
}

#[cfg(test)]
#[path = "backup_tests.rs"]
mod tests;
