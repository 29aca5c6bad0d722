//! `gendesk update check|apply`: the window's update, headless. `check` fetches and verifies
//! the feed (and takes a newer model catalogue); `apply` also downloads the package for this
//! installation and installs it (tar.gz), starts the installer (Windows), or leaves the
//! verified package for the person to open. Exit status: 0 up to date or updated, 1 a newer
//! version is available (not installed), 2 the feed or a file was refused or could not be
//! fetched, with the reason in words.

use std::path::Path;
use std::process::ExitCode;

use gendesk_core::config::AppPaths;
use gendesk_core::t;
use gendesk_core::update::{
    Applied, CatalogOutcome, CheckReport, RUNNING_VERSION, UpdateError, UpdateSettings, Updater,
    UpdaterConfig, Verdict, apply_catalog, apply_update, install::InstallKind,
};

/// Subcommands of `gendesk update`.
#[derive(Debug, clap::Subcommand)]
pub enum UpdateCommand {
    /// Is a newer GenDesk available? Also takes a newer model catalogue. Exits 0 when up to
    /// date, 1 when a newer version is available, 2 when the feed is refused or unreachable.
    Check(UpdateArgs),
    /// Download and install the newer GenDesk the way this one was installed. Exits 0 when up
    /// to date or updated, 1 when the package could only be downloaded (install it by hand), 2
    /// when the feed or the package is refused or unreachable.
    Apply(UpdateArgs),
}

/// Options of `gendesk update check` and `apply`.
#[derive(Debug, clap::Args)]
pub struct UpdateArgs {
    /// The feed's address instead of the one in Settings → Updates.
    #[arg(long, value_name = "URL")]
    feed: Option<String>,
    /// Print one JSON object instead of sentences.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    network: crate::network_args::NetworkArgs,
}

/// Exit statuses.
const EXIT_AVAILABLE: u8 = 1;
const EXIT_REFUSED: u8 = 2;

/// What the command found or did, printed at the end.
struct Outcome {
    code: u8,
    lines: Vec<String>,
    json: serde_json::Value,
}

/// Runs `gendesk update …`.
pub fn run(command: &UpdateCommand, data_dir: Option<&Path>) -> ExitCode {
    let (args, apply) = match command {
        UpdateCommand::Check(args) => (args, false),
        UpdateCommand::Apply(args) => (args, true),
    };
    let outcome = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime.block_on(update(args, apply, data_dir)),
        Err(err) => Err(UpdateError::Install {
            reason: err.to_string(),
        }),
    };
    let outcome = outcome.unwrap_or_else(|err| Outcome {
        code: EXIT_REFUSED,
        lines: vec![t!("cli-update-refused", reason = err.to_string())],
        json: serde_json::json!({
            "status": "refused",
            "running": RUNNING_VERSION,
            "error": err.to_string(),
        }),
    });
    #[allow(clippy::print_stdout, reason = "the command's output")]
    if args.json {
        println!("{:#}", outcome.json);
    } else if outcome.code == EXIT_REFUSED {
        for line in &outcome.lines {
            eprintln!("gendesk update: {line}");
        }
    } else {
        for line in &outcome.lines {
            println!("{line}");
        }
    }
    ExitCode::from(outcome.code)
}

async fn update(
    args: &UpdateArgs,
    apply: bool,
    data_dir: Option<&Path>,
) -> Result<Outcome, UpdateError> {
    let paths = AppPaths::resolve(data_dir).map_err(|err| UpdateError::Install {
        reason: err.to_string(),
    })?;
    let settings = UpdateSettings::load(&UpdateSettings::file(&paths.config_dir))?;
    let feed_url = args
        .feed
        .clone()
        .unwrap_or_else(|| settings.feed_url().to_owned());
    let mut config = UpdaterConfig::new(&feed_url, &paths.data_dir);
    config.network = args
        .network
        .network(&paths.network_file(), None)
        .map_err(|err| UpdateError::Unreachable {
            reason: err.to_string(),
        })?;
    let updater = Updater::new(config)?;
    let now_s = chrono::Utc::now().timestamp();
    let report = updater.check(now_s).await?;
    let mut lines = Vec::new();
    let catalog = catalogue(&updater, &report, now_s, &mut lines).await;
    let mut json = serde_json::json!({
        "running": RUNNING_VERSION,
        "version": report.feed.version.to_string(),
        "published": report.feed.published.to_string(),
        "catalog": catalog,
    });
    let Verdict::Newer(offer) = &report.verdict else {
        lines.insert(0, t!("cli-update-up-to-date", version = RUNNING_VERSION));
        json["status"] = "up-to-date".into();
        return Ok(Outcome {
            code: 0,
            lines,
            json,
        });
    };
    json["notes"] = offer.notes.clone().into();
    json["required"] = offer.required.into();
    let mut head = vec![t!(
        "cli-update-available",
        version = offer.version.to_string(),
        running = RUNNING_VERSION,
        published = offer.published.strftime("%Y-%m-%d").to_string()
    )];
    if offer.required {
        head.push(t!("cli-update-required"));
    }
    head.push(String::new());
    head.extend(offer.notes.lines().map(str::to_owned));
    head.push(String::new());
    lines.splice(0..0, head);
    if !apply {
        lines.push(t!("cli-update-install-with"));
        json["status"] = "available".into();
        return Ok(Outcome {
            code: EXIT_AVAILABLE,
            lines,
            json,
        });
    }
    let exe = std::env::current_exe().map_err(|err| UpdateError::Install {
        reason: t!("cli-update-own-path-unknown", reason = err.to_string()),
    })?;
    let install = InstallKind::detect(&exe);
    let (_cancel_tx, cancel) = tokio::sync::watch::channel(false);
    let applied = apply_update(&updater, &report.feed, &install, &cancel, |_| {}).await?;
    let code = match applied {
        Applied::Replaced { version, report } => {
            lines.push(t!(
                "cli-update-updated",
                version = version.to_string(),
                backup = report.backup.display().to_string()
            ));
            json["status"] = "updated".into();
            0
        }
        Applied::InstallerStarted { version } => {
            lines.push(t!(
                "cli-update-installer-started",
                version = version.to_string()
            ));
            json["status"] = "installer-started".into();
            0
        }
        Applied::Downloaded { package, why, .. } => {
            lines.push(why.words());
            lines.push(t!(
                "cli-update-package-ready",
                path = package.path.display().to_string()
            ));
            json["status"] = "downloaded".into();
            json["package"] = package.path.display().to_string().into();
            EXIT_AVAILABLE
        }
    };
    Ok(Outcome { code, lines, json })
}

/// Takes the feed's catalogue when it is newer; a refused one is said but does not fail the
/// check (the app's update is judged on its own).
async fn catalogue(
    updater: &Updater,
    report: &CheckReport,
    now_s: i64,
    lines: &mut Vec<String>,
) -> serde_json::Value {
    let Some(offered) = &report.feed.catalog else {
        return serde_json::Value::Null;
    };
    match apply_catalog(updater, offered, now_s).await {
        Ok(CatalogOutcome::Unchanged { version }) => {
            serde_json::json!({ "status": "unchanged", "version": version })
        }
        Ok(CatalogOutcome::Updated {
            version,
            new_models,
        }) => {
            lines.push(t!(
                "cli-update-catalogue",
                version = version.to_string(),
                count = new_models.len(),
                models = new_models.join(", ")
            ));
            serde_json::json!({ "status": "updated", "version": version, "new_models": new_models })
        }
        Err(err) => {
            lines.push(err.to_string());
            serde_json::json!({ "status": "refused", "error": err.to_string() })
        }
    }
}
