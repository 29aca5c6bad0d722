//! `gendesk backup FILE` and `gendesk restore FILE`: the data folder (the window's, or
//! `--data-dir`'s) in one file and back. The passphrase for keys and secrets comes from
//! `GENDESK_BACKUP_PASSPHRASE`, never from the command line. Exit 0 when done, 2 when the file
//! was refused (damaged, changed, or from a newer GenDesk; nothing changed), 1 otherwise.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use gendesk_core::backup::{self, BackupOptions, BackupSummary, RestoreMode, RestoreSummary};
use gendesk_core::config::{AppPaths, KeyVault};
use gendesk_core::t;

/// The environment variable that holds the passphrase.
pub const PASSPHRASE_VARIABLE: &str = "GENDESK_BACKUP_PASSPHRASE";

/// Exit status when the file was refused and nothing changed.
const EXIT_REFUSED: u8 = 2;

/// Options of `gendesk backup`.
#[derive(Debug, clap::Args)]
pub struct BackupArgs {
    /// The backup file to write (a .zip; it must not exist yet).
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Also the files of the downloads folder.
    #[arg(long)]
    with_results: bool,
    /// Also every profile's API key, webhook secrets, bucket key and proxy passwords,
    /// encrypted with the passphrase in `GENDESK_BACKUP_PASSPHRASE`.
    #[arg(long)]
    with_secrets: bool,
}

/// Options of `gendesk restore`.
#[derive(Debug, clap::Args)]
pub struct RestoreArgs {
    /// The backup file to restore.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Add the backup's history to the current one (no duplicates) and keep the current
    /// settings, instead of replacing everything (a safety backup is made first then).
    #[arg(long)]
    merge: bool,
}

/// An error to print, with the exit status.
type Failure = (u8, String);

fn failure(err: &backup::BackupError) -> Failure {
    let code = if err.is_refusal() { EXIT_REFUSED } else { 1 };
    (code, err.to_string())
}

fn finish(result: Result<String, Failure>, command: &str) -> ExitCode {
    match result {
        Ok(text) => {
            #[allow(clippy::print_stdout, reason = "the command's output")]
            {
                print!("{text}");
            }
            ExitCode::SUCCESS
        }
        Err((code, message)) => {
            eprintln!("gendesk {command}: {message}");
            ExitCode::from(code)
        }
    }
}

/// `gendesk backup`.
pub fn run_backup(args: &BackupArgs, data_dir: Option<&Path>) -> ExitCode {
    let result = AppPaths::resolve(data_dir)
        .map_err(|err| (1, err.to_string()))
        .and_then(|paths| {
            let passphrase = std::env::var(PASSPHRASE_VARIABLE).ok();
            // The keyring only when the secrets go in (and can be encrypted).
            let vault = (args.with_secrets && passphrase.is_some())
                .then(|| Arc::new(crate::portable_start::command_vault()));
            backup_with_vault(args, &paths, passphrase, vault)
        });
    finish(result, "backup")
}

/// `gendesk restore`: not while a GenDesk has the data folder.
pub fn run_restore(args: &RestoreArgs, data_dir: Option<&Path>) -> ExitCode {
    let result = AppPaths::resolve(data_dir)
        .map_err(|err| (1, err.to_string()))
        .and_then(|paths| {
            let held = gendesk_core::instance::DataLock::try_take(&paths.data_dir)
                .map_err(|err| (1, err.to_string()))?;
            let Some(_held) = held else {
                return Err((
                    1,
                    t!(
                        "backup-cli-busy",
                        folder = paths.data_dir.display().to_string()
                    ),
                ));
            };
            let passphrase = std::env::var(PASSPHRASE_VARIABLE).ok();
            restore_with_vault(
                args,
                &paths,
                passphrase.as_deref(),
                &crate::portable_start::command_vault(),
            )
        });
    finish(result, "restore")
}

/// The backup with a given vault and passphrase; the text to print.
fn backup_with_vault(
    args: &BackupArgs,
    paths: &AppPaths,
    passphrase: Option<String>,
    vault: Option<Arc<KeyVault>>,
) -> Result<String, Failure> {
    let secrets = if args.with_secrets {
        Some(passphrase.ok_or_else(|| (1, t!("backup-cli-no-passphrase")))?)
    } else {
        None
    };
    if args.file.exists() {
        return Err((
            1,
            t!("backup-cli-exists", file = args.file.display().to_string()),
        ));
    }
    let options = BackupOptions {
        with_results: args.with_results,
        secrets,
        vault,
    };
    let summary = backup::create(paths, &args.file, &options).map_err(|err| failure(&err))?;
    Ok(backup_text(&summary))
}

fn backup_text(summary: &BackupSummary) -> String {
    let mut lines = vec![
        t!(
            "backup-cli-written",
            file = summary.file.display().to_string(),
            size = gendesk_core::byte_size::approx(summary.bytes)
        ),
        t!(
            "backup-cli-history",
            tasks = summary.counts.tasks,
            batches = summary.counts.batches,
            downloads = summary.counts.downloads,
            profiles = summary.counts.profiles
        ),
        t!("backup-cli-files", files = summary.entries as u64),
    ];
    if summary.with_results {
        lines.push(t!("backup-cli-results-included"));
    }
    lines.push(if summary.with_secrets {
        t!("backup-cli-secrets-included")
    } else {
        t!("backup-cli-secrets-left-out")
    });
    if !summary.skipped.is_empty() {
        let names: Vec<String> = summary
            .skipped
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        lines.push(t!("backup-cli-skipped", files = names.join(", ")));
    }
    lines.join("\n") + "\n"
}

/// The restore with a given vault and passphrase; the text to print.
fn restore_with_vault(
    args: &RestoreArgs,
    paths: &AppPaths,
    passphrase: Option<&str>,
    vault: &KeyVault,
) -> Result<String, Failure> {
    let mode = if args.merge {
        RestoreMode::Merge
    } else {
        RestoreMode::Replace
    };
    let summary =
        backup::restore(paths, &args.file, mode, passphrase, vault).map_err(|err| failure(&err))?;
    Ok(restore_text(&args.file, &summary))
}

fn restore_text(file: &Path, summary: &RestoreSummary) -> String {
    backup::restore_lines(file, summary, &t!("backup-cli-secrets-skipped")).join("\n") + "\n"
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    fn mock_vault() -> Arc<KeyVault> {
        Arc::new(KeyVault::with_store(
            keyring_core::mock::Store::new().unwrap(),
        ))
    }

    fn profile_with_key(paths: &AppPaths, vault: &KeyVault) {
        let mut profiles = gendesk_core::config::Profiles::default();
        profiles
            .add(gendesk_core::config::ProfileConfig {
                name: "Work".into(),
                base_url: "https://api.example.com".into(),
                kind: gendesk_core::config::ProfileKind::Remote,
                default_model: None,
                models: None,
                receiver: None,
                references: gendesk_core::references::ReferenceHosting::default(),
                spending_limit: gendesk_core::config::LimitCents::default(),
            })
            .unwrap();
        profiles.save(&paths.profiles_file()).unwrap();
        vault
            .save(
                "Work",
                &gendesk_api::ApiKey::new("sk-CLI-SENTINEL-1").unwrap(),
            )
            .unwrap();
    }

    #[test]
    fn secrets_need_the_passphrase_variable_and_travel_with_it() {
        gendesk_core::i18n::keep_to_this_thread();
        gendesk_core::i18n::set_language(gendesk_core::i18n::ENGLISH);
        let dir = tempfile::tempdir().unwrap();
        let paths = AppPaths::portable(&dir.path().join("old"));
        let vault = mock_vault();
        profile_with_key(&paths, &vault);
        let file = dir.path().join("backup.zip");
        let args = BackupArgs {
            file: file.clone(),
            with_results: false,
            with_secrets: true,
        };
        let (code, message) =
            backup_with_vault(&args, &paths, None, Some(vault.clone())).unwrap_err();
        assert_eq!(code, 1);
        assert!(message.contains(PASSPHRASE_VARIABLE), "{message}");
        assert!(!file.exists());

        let text = backup_with_vault(&args, &paths, Some("pass word".into()), Some(vault)).unwrap();
        assert!(text.contains("Keys and secrets: included"), "{text}");

        let fresh = AppPaths::portable(&dir.path().join("new"));
        let other = mock_vault();
        let restore = RestoreArgs { file, merge: false };
        let text = restore_with_vault(&restore, &fresh, None, &other).unwrap();
        assert!(text.contains("skipped"), "{text}");
        assert!(text.contains("Profiles without an API key: Work"), "{text}");
        assert_eq!(other.load("Work").unwrap(), None);
        let text = restore_with_vault(&restore, &fresh, Some("pass word"), &other).unwrap();
        assert!(text.contains("1 saved"), "{text}");
        assert!(!text.contains("without an API key"), "{text}");
        assert_eq!(
            other.load("Work").unwrap().unwrap().expose(),
            "sk-CLI-SENTINEL-1"
        );
    }
}
