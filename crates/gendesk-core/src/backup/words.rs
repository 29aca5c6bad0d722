//! What a restore did, in the person's words, one line per fact: the same lines for
//! `gendesk restore` and the window's report after it reopens.

use std::path::Path;

use super::{RestoreSummary, SecretsOutcome};

/// The lines saying what [`super::restore`] did with `file`; `skipped_secrets` is the line for
/// secrets left out because no passphrase was given (the command and the window say how to
/// give one differently).
pub fn restore_lines(file: &Path, summary: &RestoreSummary, skipped_secrets: &str) -> Vec<String> {
    let file = file.display().to_string();
    let mut lines = Vec::new();
    if let Some(merged) = &summary.merged {
        lines.push(crate::t!(
            "backup-cli-restored-merge",
            file = file,
            added = merged.tasks_added,
            present = merged.tasks_present,
            batches = merged.batches_added,
            downloads = merged.downloads_added
        ));
    } else {
        lines.push(crate::t!("backup-cli-restored-replace", file = file));
        lines.push(crate::t!(
            "backup-cli-history",
            tasks = summary.counts.tasks,
            batches = summary.counts.batches,
            downloads = summary.counts.downloads,
            profiles = summary.counts.profiles
        ));
    }
    if !summary.profiles_added.is_empty() {
        lines.push(crate::t!(
            "backup-cli-profiles-added",
            names = summary.profiles_added.join(", ")
        ));
    }
    lines.push(crate::t!(
        "backup-cli-settings-written",
        count = summary.settings_written as u64
    ));
    if summary.results_written + summary.results_kept > 0 {
        lines.push(crate::t!(
            "backup-cli-results-restored",
            written = summary.results_written as u64,
            kept = summary.results_kept as u64
        ));
    }
    if let Some(safety) = &summary.safety_backup {
        lines.push(crate::t!(
            "backup-cli-safety",
            file = safety.display().to_string()
        ));
    }
    lines.push(match summary.secrets {
        SecretsOutcome::NotInFile => crate::t!("backup-cli-secrets-none"),
        SecretsOutcome::SkippedNoPassphrase => skipped_secrets.to_owned(),
        SecretsOutcome::Restored { saved, kept } => crate::t!(
            "backup-cli-secrets-restored",
            saved = saved as u64,
            kept = kept as u64
        ),
    });
    if !summary.profiles_without_key.is_empty() {
        lines.push(crate::t!(
            "backup-cli-no-key",
            names = summary.profiles_without_key.join(", ")
        ));
    }
    lines
}
