//! Putting a backup in place. Everything that can refuse it is done before anything changes:
//! the whole file is checked, the secrets decrypted, the history taken out and brought to this
//! version's schema. Then, replacing: a safety backup of the current data, the history copied
//! in with SQLite's backup (atomic for other connections), every settings file written under a
//! temporary name and renamed, settings files the backup lacks removed; merging: the history
//! merged in one transaction, profiles missing here added, settings files missing here
//! added. Downloaded results are written only where no file exists.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use rusqlite::backup::{Backup, StepResult};

use super::create::{TempFile, settings_entry_names, temp_beside};
use super::inspect::{self, Opened};
use super::manifest::{
    self, CONFIG_PREFIX, DATA_PREFIX, HISTORY_ENTRY, RESULTS_PREFIX, SECRETS_ENTRY,
};
use super::secrets::{SecretsFile, SecretsOutcome};
use super::{BackupError, BackupOptions, Progress, RestoreMode, RestoreSummary, Step, merge};
use crate::config::{AppPaths, KeyVault, ProfileKind, Profiles};
use crate::store::{BUSY_TIMEOUT, Store};

/// Where an entry of the backup goes: settings (config or data folder) or results.
enum Target {
    Settings(PathBuf),
    Result(PathBuf),
    Other,
}

fn target_of(paths: &AppPaths, entry: &str) -> Target {
    if let Some(rest) = entry.strip_prefix(CONFIG_PREFIX) {
        Target::Settings(manifest::entry_path(&paths.config_dir, rest))
    } else if let Some(rest) = entry.strip_prefix(DATA_PREFIX) {
        Target::Settings(manifest::entry_path(&paths.data_dir, rest))
    } else if let Some(rest) = entry.strip_prefix(RESULTS_PREFIX) {
        Target::Result(manifest::entry_path(&paths.downloads_dir, rest))
    } else {
        Target::Other
    }
}

pub(super) fn restore(
    paths: &AppPaths,
    file: &Path,
    mode: RestoreMode,
    passphrase: Option<&str>,
    vault: &KeyVault,
    progress: &dyn Fn(Progress),
) -> Result<RestoreSummary, BackupError> {
    // 1. Everything that may refuse the file, with nothing changed.
    let mut opened = inspect::open_checked(file, progress)?;
    let secrets = match (opened.manifest.entry(SECRETS_ENTRY).cloned(), passphrase) {
        (None, _) => None,
        (Some(_), None) => Some(None),
        (Some(entry), Some(passphrase)) => {
            let bytes = inspect::read_entry(file, &mut opened.archive, &entry)?;
            let secrets = super::secrets::open_secrets(&bytes, passphrase)?;
            secrets.check()?;
            Some(Some(secrets))
        }
    };
    std::fs::create_dir_all(&paths.data_dir)
        .map_err(|err| BackupError::io(&paths.data_dir, err))?;
    let live = paths.database_file();
    let incoming = TempFile(temp_beside(&live, "incoming"));
    let history = opened
        .manifest
        .entry(HISTORY_ENTRY)
        .cloned()
        .ok_or_else(|| {
            BackupError::damaged(
                file,
                crate::t!("backup-problem-missing-entry", entry = HISTORY_ENTRY),
            )
        })?;
    inspect::extract_entry(file, &mut opened.archive, &history, &incoming.0, &|_| {})?;
    // Brings an older history to this version (a newer one was refused above).
    drop(Store::open(&incoming.0).map_err(|err| BackupError::History(err.to_string()))?);
    // Merging adds the backup's profiles missing here: read (and checked) before any change.
    let profiles_entry = opened
        .manifest
        .entry(&format!("{CONFIG_PREFIX}profiles.toml"))
        .cloned()
        .filter(|_| mode == RestoreMode::Merge);
    let incoming_profiles = match profiles_entry {
        Some(entry) => {
            let bytes = inspect::read_entry(file, &mut opened.archive, &entry)?;
            let text = String::from_utf8_lossy(&bytes);
            Some(
                toml::from_str::<Profiles>(&text)
                    .map_err(|err| BackupError::Settings(err.to_string()))?,
            )
        }
        None => None,
    };
    let mut summary = RestoreSummary {
        mode,
        counts: opened.manifest.counts,
        merged: None,
        settings_written: 0,
        results_written: 0,
        results_kept: 0,
        profiles_added: Vec::new(),
        safety_backup: None,
        secrets: match &secrets {
            None => SecretsOutcome::NotInFile,
            Some(None) => SecretsOutcome::SkippedNoPassphrase,
            Some(Some(_)) => SecretsOutcome::Restored { saved: 0, kept: 0 },
        },
        profiles_without_key: Vec::new(),
    };

    // 2. Changes.
    match mode {
        RestoreMode::Replace => {
            let safety = safety_backup(paths, progress)?;
            summary.safety_backup.clone_from(&safety);
            let done = replace(
                paths,
                file,
                &mut opened,
                &incoming.0,
                &mut summary,
                progress,
            )
            .and_then(|()| apply_secrets(secrets.as_ref(), vault, mode, &mut summary));
            if let Err(err) = done {
                return Err(match safety {
                    Some(safety) => BackupError::Interrupted {
                        reason: err.to_string(),
                        safety,
                    },
                    None => err,
                });
            }
        }
        RestoreMode::Merge => {
            // The profiles file here is read before anything changes, too.
            let profiles_file = paths.profiles_file();
            let local = Profiles::load(&profiles_file)
                .map_err(|err| BackupError::Settings(err.to_string()))?;
            drop(Store::open(&live).map_err(|err| BackupError::History(err.to_string()))?);
            summary.merged = Some(merge::merge_history(&live, &incoming.0)?);
            if let Some(incoming) = &incoming_profiles {
                summary.profiles_added = add_missing_profiles(&profiles_file, local, incoming)?;
            }
            put_files(paths, file, &mut opened, false, &mut summary, progress)?;
            apply_secrets(secrets.as_ref(), vault, mode, &mut summary)?;
        }
    }
    drop(incoming);
    summary.profiles_without_key = profiles_without_key(paths, vault);
    Ok(summary)
}

fn apply_secrets(
    secrets: Option<&Option<SecretsFile>>,
    vault: &KeyVault,
    mode: RestoreMode,
    summary: &mut RestoreSummary,
) -> Result<(), BackupError> {
    if let Some(Some(secrets)) = secrets {
        summary.secrets = secrets.apply(vault, mode)?;
    }
    Ok(())
}

/// A backup of the current data in `<data>/backups/` before it is replaced; `None` when there
/// is nothing yet (no history, no settings).
fn safety_backup(
    paths: &AppPaths,
    progress: &dyn Fn(Progress),
) -> Result<Option<PathBuf>, BackupError> {
    if !paths.database_file().exists() && settings_entry_names(paths)?.is_empty() {
        return Ok(None);
    }
    let folder = paths.data_dir.join("backups");
    let stamp = chrono::Local::now().format("%Y-%m-%d-%H%M%S");
    let mut out = folder.join(format!("before-restore-{stamp}.zip"));
    let mut n = 2;
    while out.exists() {
        out = folder.join(format!("before-restore-{stamp}-{n}.zip"));
        n += 1;
    }
    let report = |p: Progress| {
        progress(Progress {
            step: Step::SafetyBackup,
            ..p
        });
    };
    super::create::create(paths, &out, &BackupOptions::default(), &report)?;
    Ok(Some(out))
}

fn replace(
    paths: &AppPaths,
    file: &Path,
    opened: &mut Opened,
    incoming: &Path,
    summary: &mut RestoreSummary,
    progress: &dyn Fn(Progress),
) -> Result<(), BackupError> {
    let before = settings_entry_names(paths)?;
    copy_history_into(incoming, &paths.database_file())?;
    put_files(paths, file, opened, true, summary, progress)?;
    let kept: HashSet<&str> = opened
        .manifest
        .entries
        .iter()
        .map(|e| e.path.as_str())
        .collect();
    for (entry, path) in before {
        if !kept.contains(entry.as_str()) {
            std::fs::remove_file(&path).map_err(|err| BackupError::io(&path, err))?;
        }
    }
    Ok(())
}

/// Writes the backup's settings files (all of them, or in merge mode only those missing here,
/// never profiles.toml) and its results (only where no file is).
fn put_files(
    paths: &AppPaths,
    file: &Path,
    opened: &mut Opened,
    replace: bool,
    summary: &mut RestoreSummary,
    progress: &dyn Fn(Progress),
) -> Result<(), BackupError> {
    let total = opened.manifest.total_bytes();
    let mut done = 0;
    let profiles_entry = format!("{CONFIG_PREFIX}profiles.toml");
    for entry in opened.manifest.entries.clone() {
        let base = done;
        done += entry.size;
        let target = match target_of(paths, &entry.path) {
            Target::Settings(path) => {
                if !replace && (entry.path == profiles_entry || path.exists()) {
                    continue;
                }
                summary.settings_written += 1;
                path
            }
            Target::Result(path) => {
                if path.exists() {
                    summary.results_kept += 1;
                    continue;
                }
                summary.results_written += 1;
                path
            }
            Target::Other => continue,
        };
        inspect::extract_entry(file, &mut opened.archive, &entry, &target, &|n| {
            progress(Progress {
                step: Step::Restoring,
                done: base + n,
                total,
            });
        })?;
    }
    Ok(())
}

/// Copies the history at `incoming` over `live` with SQLite's backup: other connections see
/// the old history or the new one, never a mix, and no stale WAL can be replayed over it.
fn copy_history_into(incoming: &Path, live: &Path) -> Result<(), BackupError> {
    let sqlite = |err: rusqlite::Error| BackupError::History(err.to_string());
    let source = Connection::open(incoming).map_err(sqlite)?;
    let mut target = Connection::open(live).map_err(sqlite)?;
    target.busy_timeout(BUSY_TIMEOUT).map_err(sqlite)?;
    let backup = Backup::new(&source, &mut target).map_err(sqlite)?;
    let deadline = Instant::now() + BUSY_TIMEOUT;
    loop {
        match backup.step(-1).map_err(sqlite)? {
            StepResult::Done => return Ok(()),
            StepResult::More => {}
            // Busy or locked (the enum is non-exhaustive): wait a little, then give up.
            _ if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            _ => {
                return Err(BackupError::History(crate::t!(
                    "backup-problem-history-busy"
                )));
            }
        }
    }
}

/// Adds the backup's profiles that `profiles` (read from `file`) lacks, by name, and saves
/// the file when it added any; returns their names.
fn add_missing_profiles(
    file: &Path,
    mut profiles: Profiles,
    incoming: &Profiles,
) -> Result<Vec<String>, BackupError> {
    let mut added = Vec::new();
    for profile in &incoming.profiles {
        if profiles.get(&profile.name).is_none() {
            profiles.profiles.push(profile.clone());
            added.push(profile.name.clone());
        }
    }
    if !added.is_empty() {
        profiles
            .save(file)
            .map_err(|err| BackupError::Settings(err.to_string()))?;
    }
    Ok(added)
}

/// Profiles of a real service whose key the vault does not have (or cannot read). An
/// unreadable profiles file names none here: the window says what is wrong with it when it
/// opens it.
fn profiles_without_key(paths: &AppPaths, vault: &KeyVault) -> Vec<String> {
    let Ok(profiles) = Profiles::load(&paths.profiles_file()) else {
        return Vec::new();
    };
    profiles
        .profiles
        .iter()
        .filter(|p| p.kind == ProfileKind::Remote)
        .filter(|p| !matches!(vault.load(&p.name), Ok(Some(_))))
        .map(|p| p.name.clone())
        .collect()
}
