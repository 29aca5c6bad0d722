//! `gendesk diagnostics FILE.zip [--with-prompts]`: the window's "Export diagnostics…" without
//! the window — one zip to attach to a bug report (the logs, crash reports, settings and the
//! history's counts, every secret removed), of the window's folders or of `--data-dir`'s.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use gendesk_core::config::AppPaths;
use gendesk_core::diagnostics::{self, DiagnosticsOptions};

/// Options of `gendesk diagnostics`.
#[derive(Debug, clap::Args)]
pub struct DiagnosticsArgs {
    /// The zip file to write (a file of that name is replaced once the new one is whole).
    #[arg(value_name = "FILE.zip")]
    pub file: PathBuf,
    /// Also include the last 50 tasks' model, state and prompt (prompts are left out
    /// otherwise; result links always are).
    #[arg(long)]
    pub with_prompts: bool,
}

/// Writes the file and prints what it holds (exit 0), or says what went wrong (exit 1).
pub fn run(args: &DiagnosticsArgs, data_dir: Option<&Path>) -> ExitCode {
    let paths = match folders(data_dir) {
        Ok(paths) => paths,
        Err(message) => {
            eprintln!("gendesk diagnostics: {message}");
            return ExitCode::FAILURE;
        }
    };
    // This process has read no secret yet: the keyring's are read first so that one that
    // slipped into a log is hidden too (without a keyring, the other rules still apply).
    let found = diagnostics::remember_secrets(&paths, &crate::portable_start::command_vault());
    tracing::debug!(found, "secrets read for the diagnostics' check");
    let options = DiagnosticsOptions {
        with_prompts: args.with_prompts,
    };
    match diagnostics::export(&paths, &args.file, &options) {
        Ok(summary) => {
            #[allow(clippy::print_stdout, reason = "the command's output")]
            {
                println!("{}", summary.describe());
            }
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("gendesk diagnostics: {err}");
            ExitCode::FAILURE
        }
    }
}

/// The folders to collect from: with `--data-dir`, a portable window's (`FOLDER/config`,
/// `FOLDER/data`) or, when `FOLDER` holds a headless engine's history or logs directly (and
/// no `data` folder), the engine's; without, the window's.
fn folders(data_dir: Option<&Path>) -> Result<AppPaths, String> {
    let mut paths = AppPaths::resolve(data_dir).map_err(|err| err.to_string())?;
    if let Some(dir) = data_dir
        && !paths.data_dir.exists()
        && (dir.join("history.sqlite3").exists() || dir.join("logs").exists())
    {
        paths.data_dir = dir.to_path_buf();
    }
    Ok(paths)
}
