//! `gendesk report`: what was spent, how long each model took and what failed, printed from
//! the history (the window's, or a headless engine's with `--data-dir`), as text or JSON.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use gendesk_core::config::AppPaths;
use gendesk_core::insights::{Period, Report};
use gendesk_core::store::Store;
use gendesk_core::t;

/// Options of `gendesk report`.
#[derive(Debug, clap::Args)]
pub struct ReportArgs {
    /// Only this profile (as named in the window, or `gendesk engine --profile`).
    #[arg(long, value_name = "NAME")]
    profile: Option<String>,
    /// From: a span back from now (24h, 7d, 30d) or a date (2026-11-01, local time).
    #[arg(long, value_name = "7d|DATE")]
    since: Option<String>,
    /// Until the end of this date (local time).
    #[arg(long, value_name = "DATE")]
    until: Option<String>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

/// Exit status for a mistake in the arguments.
const EXIT_USAGE: u8 = 2;

/// The history file: with `--data-dir`, a headless engine's (`FOLDER/history.sqlite3`) or a
/// portable window's (`FOLDER/data/history.sqlite3`); without, the window's.
fn history_file(data_dir: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(dir) = data_dir {
        let engine = dir.join("history.sqlite3");
        if engine.exists() {
            return Ok(engine);
        }
    }
    AppPaths::resolve(data_dir)
        .map(|paths| paths.database_file())
        .map_err(|err| err.to_string())
}

/// Runs the command; prints the report or says what is wrong.
pub fn run(args: &ReportArgs, data_dir: Option<&Path>) -> ExitCode {
    match report(args, data_dir) {
        Ok(text) => {
            #[allow(clippy::print_stdout, reason = "the command's output")]
            {
                print!("{text}");
            }
            ExitCode::SUCCESS
        }
        Err((code, message)) => {
            eprintln!("gendesk report: {message}");
            ExitCode::from(code)
        }
    }
}

fn report(args: &ReportArgs, data_dir: Option<&Path>) -> Result<String, (u8, String)> {
    let now_ms = chrono::Utc::now().timestamp_millis();
    let period = Period::parse(args.since.as_deref(), args.until.as_deref(), now_ms)
        .map_err(|err| (EXIT_USAGE, err.to_string()))?;
    let file = history_file(data_dir).map_err(|err| (1, err))?;
    let empty = Report::default();
    let (report, profile_name) = if file.exists() {
        let store = Store::open(&file).map_err(|err| (1, err.to_string()))?;
        let profile = match &args.profile {
            Some(name) => {
                let found = store
                    .profile_by_name(name)
                    .map_err(|err| (1, err.to_string()))?;
                let Some(found) = found else {
                    let names: Vec<String> = store
                        .list_profiles()
                        .map_err(|err| (1, err.to_string()))?
                        .into_iter()
                        .map(|p| format!("{:?}", p.name))
                        .collect();
                    let file = file.display().to_string();
                    return Err((
                        EXIT_USAGE,
                        if names.is_empty() {
                            t!(
                                "cli-report-no-such-profile-none",
                                name = format!("{name:?}"),
                                file = file
                            )
                        } else {
                            t!(
                                "cli-report-no-such-profile",
                                name = format!("{name:?}"),
                                file = file,
                                profiles = names.join(", ")
                            )
                        },
                    ));
                };
                Some(found.id)
            }
            None => None,
        };
        let report =
            Report::of_period(&store, profile, period).map_err(|err| (1, err.to_string()))?;
        (report, args.profile.clone())
    } else if let Some(name) = &args.profile {
        return Err((
            EXIT_USAGE,
            t!(
                "cli-report-no-history",
                name = format!("{name:?}"),
                file = file.display().to_string()
            ),
        ));
    } else {
        (empty, None)
    };
    if args.json {
        return serde_json::to_string_pretty(&report)
            .map(|json| format!("{json}\n"))
            .map_err(|err| (1, err.to_string()));
    }
    let heading = t!(
        "cli-report-heading",
        file = file.display().to_string(),
        profile = profile_name.map_or_else(
            || t!("cli-report-every-profile"),
            |n| t!("cli-report-profile", name = format!("{n:?}"))
        ),
        period = match (&args.since, &args.until) {
            (None, None) => t!("cli-report-all-time"),
            (Some(since), None) => t!("cli-report-since", since = since.as_str()),
            (None, Some(until)) => t!("cli-report-until", until = until.as_str()),
            (Some(since), Some(until)) => t!(
                "cli-report-between",
                since = since.as_str(),
                until = until.as_str()
            ),
        }
    );
    Ok(report.to_text(&heading))
}
