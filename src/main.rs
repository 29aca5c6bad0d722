//! The `gendesk` command: the desktop app (no subcommand) and small tools.

// Windows: a GUI program, so no console window opens with GenDesk's (the tools join the
// console they were typed into: `gendesk::windows_console`).
#![cfg_attr(windows, windows_subsystem = "windows")]

mod backup_command;
mod diagnostics_command;
mod media_info_command;
mod network_args;
mod portable_start;
mod report_command;
mod update_command;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use gendesk_api::{ApiKey, BaseUrl, Client};
use gendesk_core::config::AppPaths;
use gendesk_core::engine::{EngineConfig, PollPolicy};
use gendesk_core::t;

/// GenDesk: a desktop client for the Asynchronous Generation Service.
#[derive(Debug, Parser)]
#[command(version = gendesk_core::update::RUNNING_VERSION, about)]
struct Cli {
    /// Keep everything (settings, history, downloads) under this folder, for portable use.
    #[arg(long, global = true, value_name = "FOLDER")]
    data_dir: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    #[command(
        about = "Print the remaining balance of an API key (read from the GENDESK_API_KEY variable)"
    )]
    Balance {
        #[arg(
            long,
            help = "Service address, e.g. https://host or https://host/api/v1"
        )]
        base_url: String,
        #[command(flatten)]
        network: network_args::NetworkArgs,
    },
    /// Run the offline sandbox headless (prints its base URL and demo key).
    Sandbox(gendesk_sandbox::cli::SandboxArgs),
    /// Run the engine without a window: one command per line on stdin (`submit MODEL MODE
    /// PROMPT`, `batch MODEL MODE COUNT PROMPT`, `download TASK_ROW FOLDER`, `cancel ROW`,
    /// `balance`, `quit`), one event per line on stdout. The key comes from `GENDESK_API_KEY`.
    Engine(EngineArgs),
    /// Check batch webhook deliveries by hand.
    #[command(subcommand)]
    Webhook(WebhookCommand),
    /// Media files: see what GenDesk makes of them.
    #[command(subcommand)]
    Media(MediaCommand),
    /// What was spent, how long each model took and what failed, from the history: per model
    /// tasks, successes, failures with their codes, processing times (p50, p90, max) and spend
    /// (estimated and measured), the totals and the balances. Exits 0; 2 on bad arguments.
    Report(report_command::ReportArgs),
    /// Signed updates of GenDesk and its model catalogue, as the window does them: `check`
    /// (exit 0 up to date, 1 newer available) or `apply` (exit 0 up to date or updated, 1 only
    /// downloaded); 2 when the feed or a file is refused, with the reason.
    #[command(subcommand)]
    Update(update_command::UpdateCommand),
    /// Write the data folder (history, settings, profiles, presets, own models; with
    /// --with-results the downloads, with --with-secrets the keys, encrypted with the passphrase
    /// in `GENDESK_BACKUP_PASSPHRASE`) to one file. Exits 0 when written, 1 when not.
    Backup(backup_command::BackupArgs),
    /// Put a backup file in place: replace the data (a safety backup is made first) or, with
    /// --merge, add its history to the current one. Exits 0 when done, 2 when the file is
    /// damaged, changed or from a newer GenDesk (nothing changed), 1 on other failures.
    Restore(backup_command::RestoreArgs),
    /// One zip to attach to a bug report: the logs, crash reports, settings and the history's
    /// counts, with every key, password, token and result link removed (prompts only with
    /// --with-prompts). Exits 0 and says what it holds; 1 when it cannot be written.
    Diagnostics(diagnostics_command::DiagnosticsArgs),
}

/// Subcommands of `gendesk media`.
#[derive(Debug, Subcommand)]
enum MediaCommand {
    /// Decode a video with GenDesk's own player code (or read an audio file's header) and
    /// print the container, codec, size, duration, frames decoded in presentation order,
    /// the audio track and the decode speed. Exits 0 when GenDesk can play it, 1 when it
    /// cannot (the reason is printed), 2 when the file cannot be read.
    Probe(ProbeArgs),
    /// Print the prompt, model and settings a file carries (GenDesk's record, or an
    /// AUTOMATIC1111 `parameters` text) and a picture's format and size. Exits 0 when it
    /// carries them, 1 when it does not, 2 when the file cannot be read.
    Info(media_info_command::InfoArgs),
}

/// Options of `gendesk media probe`.
#[derive(Debug, clap::Args)]
struct ProbeArgs {
    /// The file to examine (MP4/MOV video, or WAV/MP3/M4A audio).
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Print one JSON object instead of lines for people.
    #[arg(long)]
    json: bool,
}

/// Subcommands of `gendesk webhook`.
#[derive(Debug, Subcommand)]
enum WebhookCommand {
    /// Verify one delivery: the raw body on stdin, the signing secret in an environment
    /// variable. Prints the verdict (`verified`, `mismatch`, `stale`, …) and the reason; exits 0
    /// when verified, 1 when not, 2 on a usage error.
    Verify(VerifyArgs),
}

/// Options of `gendesk webhook verify`.
#[derive(Debug, clap::Args)]
struct VerifyArgs {
    /// Name of the environment variable holding the signing secret (never the secret itself).
    #[arg(long, value_name = "VAR")]
    secret_env: String,
    /// The X-Service-Event-Id header value.
    #[arg(long, value_name = "ID", allow_hyphen_values = true)]
    event_id: String,
    /// The X-Service-Timestamp header value, as sent.
    #[arg(long, value_name = "TS", allow_hyphen_values = true)]
    timestamp: String,
    /// The X-Service-Signature header value, as sent (`v1,<hex>`).
    #[arg(long, value_name = "SIG", allow_hyphen_values = true)]
    signature: String,
    /// Check freshness against this Unix time (seconds) instead of the clock.
    #[arg(long, value_name = "TS")]
    now: Option<i64>,
    /// Freshness window in seconds, past or future.
    #[arg(long, value_name = "N", default_value_t = 300)]
    tolerance_secs: u64,
    /// The secret's version number, used only in the messages.
    #[arg(long, value_name = "N", default_value_t = 1)]
    secret_version: i64,
}

/// Options of `gendesk engine`.
#[derive(Debug, clap::Args)]
struct EngineArgs {
    #[arg(
        long,
        help = "Service address, e.g. https://host or http://127.0.0.1:8080 for a local sandbox"
    )]
    base_url: String,
    /// Profile name the history is kept under.
    #[arg(long, default_value = "Headless")]
    profile: String,
    /// The service is the offline sandbox.
    #[arg(long)]
    sandbox: bool,
    /// Download every result into this folder as soon as it exists.
    #[arg(long)]
    auto_download: Option<std::path::PathBuf>,
    /// Poll every few milliseconds instead of seconds (for simulated time in tests).
    #[arg(long)]
    fast_poll: bool,
    /// Give up waiting for an answer after this many milliseconds.
    #[arg(long)]
    request_timeout_ms: Option<u64>,
    /// Run the local webhook receiver on this port of 127.0.0.1 (0 = any free port); its URLs
    /// are printed in a `Receiver(Listening …)` event line.
    #[arg(long)]
    receiver_port: Option<u16>,
    /// Spending limit per day (local time), in USD: a submission or batch that would pass it,
    /// or whose price is not known, is held until answered with `send-anyway N` or `drop N`.
    #[arg(long, value_name = "USD")]
    limit_per_day: Option<f64>,
    /// Spending limit per calendar month, in USD (held and answered the same way).
    #[arg(long, value_name = "USD")]
    limit_per_month: Option<f64>,
    #[command(flatten)]
    network: network_args::NetworkArgs,
}

fn main() -> ExitCode {
    gendesk::windows_console::attach_parent_console();
    let mut cli = Cli::parse();
    // The tools speak the system's language (or GENDESK_LANGUAGE's); the window then chooses
    // its own from its settings.
    let forced = std::env::var("GENDESK_LANGUAGE")
        .ok()
        .and_then(|tag| gendesk_core::i18n::by_tag(&tag));
    gendesk_core::i18n::set_language(forced.unwrap_or_else(gendesk_core::i18n::system));
    // A `portable` marker beside the executable keeps everything beside it.
    match portable_start::data_dir(cli.data_dir.take()) {
        Ok(data_dir) => cli.data_dir = data_dir,
        Err(err) => {
            let text = err.to_string();
            if cli.command.is_none() {
                gendesk::ui::show_fatal_message(&text);
            }
            eprintln!("gendesk: {text}");
            return ExitCode::FAILURE;
        }
    }
    match run(cli) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("gendesk: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// `gendesk webhook verify`: its own exit codes (0 verified, 1 not, 2 usage).
fn run_verify(args: &VerifyArgs) -> ExitCode {
    use gendesk_core::webhooks::cli;
    let input = cli::secret_from_env(&args.secret_env)
        .and_then(|secret| Ok((secret, cli::read_body(std::io::stdin().lock())?)));
    let (secret, body) = match input {
        Ok(input) => input,
        Err(err) => {
            eprintln!("gendesk: {err}");
            return ExitCode::from(cli::EXIT_USAGE);
        }
    };
    let options = cli::VerifyOptions {
        secret_version: args.secret_version,
        event_id: args.event_id.clone(),
        timestamp: args.timestamp.clone(),
        signature: args.signature.clone(),
        now_unix: args.now.unwrap_or_else(|| chrono::Utc::now().timestamp()),
        tolerance: std::time::Duration::from_secs(args.tolerance_secs),
    };
    let report = cli::verify(&secret, &options, &body);
    #[allow(clippy::print_stdout, reason = "the command's output")]
    {
        print!("{}", report.text);
    }
    ExitCode::from(report.exit_code)
}

/// `gendesk media probe`: its own exit codes (0 plays, 1 cannot play, 2 cannot read).
fn run_probe(args: &ProbeArgs) -> ExitCode {
    use gendesk_core::media::probe;
    let limits = gendesk_video::VideoLimits::default();
    match probe::probe_file(&args.file, &limits) {
        Ok(report) => {
            #[allow(clippy::print_stdout, reason = "the command's output")]
            if args.json {
                println!("{}", report.to_json());
            } else {
                print!("{}", report.to_text());
            }
            ExitCode::from(report.exit_code())
        }
        Err(err) => {
            if args.json {
                let json = serde_json::json!({
                    "file": args.file.display().to_string(),
                    "error": err.to_string(),
                });
                #[allow(clippy::print_stdout, reason = "the command's output")]
                {
                    println!("{json:#}");
                }
            }
            eprintln!("gendesk: {err}");
            ExitCode::from(probe::EXIT_USAGE)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        None => run_window(cli.data_dir.as_deref()).map(|()| ExitCode::SUCCESS),
        Some(Command::Sandbox(args)) => {
            gendesk_sandbox::cli::run(&args)?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Engine(args)) => {
            run_engine(args, cli.data_dir.as_deref()).map(|()| ExitCode::SUCCESS)
        }
        Some(Command::Webhook(WebhookCommand::Verify(args))) => Ok(run_verify(&args)),
        Some(Command::Media(MediaCommand::Probe(args))) => Ok(run_probe(&args)),
        Some(Command::Media(MediaCommand::Info(args))) => Ok(media_info_command::run(&args)),
        Some(Command::Report(args)) => Ok(report_command::run(&args, cli.data_dir.as_deref())),
        Some(Command::Update(command)) => {
            Ok(update_command::run(&command, cli.data_dir.as_deref()))
        }
        Some(Command::Backup(args)) => {
            Ok(backup_command::run_backup(&args, cli.data_dir.as_deref()))
        }
        Some(Command::Restore(args)) => {
            Ok(backup_command::run_restore(&args, cli.data_dir.as_deref()))
        }
        Some(Command::Diagnostics(args)) => {
            Ok(diagnostics_command::run(&args, cli.data_dir.as_deref()))
        }
        Some(Command::Balance { base_url, network }) => {
            let base = BaseUrl::parse(&base_url)?;
            let raw_key =
                std::env::var("GENDESK_API_KEY").with_context(|| t!("cli-api-key-variable"))?;
            let paths = AppPaths::resolve(cli.data_dir.as_deref())?;
            let config = gendesk_api::ClientConfig {
                network: network.network(&paths.network_file(), None)?,
                ..gendesk_api::ClientConfig::default()
            };
            let client = Client::with_config(base, ApiKey::new(raw_key)?, config)?;
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            let balance = runtime
                .block_on(client.balance())
                .map_err(|err| anyhow::anyhow!(gendesk_core::wording::api_error(&err)))?;
            #[allow(clippy::print_stdout, reason = "the command's output")]
            {
                println!("{}", gendesk_core::money::format_usd(balance));
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// A GenDesk restarted into its new version waits (up to 30 s) until the one that started
/// it has exited, so that it opens the data folder rather than bringing the closing window
/// to the front.
fn wait_for_the_previous_version() {
    let Some(pid) = std::env::var_os(gendesk::ui::RESTARTED_FROM) else {
        return;
    };
    let pid = pid.to_string_lossy().into_owned();
    let proc_dir = std::path::Path::new("/proc").join(&pid);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while proc_dir.exists() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

fn run_engine(args: EngineArgs, data_dir: Option<&Path>) -> anyhow::Result<()> {
    let data_dir = data_dir
        .with_context(|| t!("cli-engine-data-dir"))?
        .to_path_buf();
    // The history is never written by two processes: not while a GenDesk window (or another
    // headless engine) has this data folder.
    let _held = gendesk_core::instance::DataLock::try_take(&data_dir)?.with_context(|| {
        t!(
            "cli-engine-data-folder-busy",
            folder = data_dir.display().to_string()
        )
    })?;
    let _log = gendesk_core::logging::init(&data_dir.join("logs"))?;
    gendesk_core::crash::install_hook(gendesk_core::crash::folder(&data_dir));
    let raw_key = std::env::var("GENDESK_API_KEY").with_context(|| t!("cli-api-key-variable"))?;
    gendesk_core::crash::keep_out_of_reports(&raw_key);
    gendesk_core::crash::panic_if_asked_in_a_test_build();
    let mut config = EngineConfig::new(
        data_dir.join("history.sqlite3"),
        args.profile,
        BaseUrl::parse(&args.base_url)?,
        ApiKey::new(raw_key)?,
        args.sandbox,
    );
    config.auto_download = args.auto_download;
    let network_file = AppPaths::resolve(Some(&data_dir))?.network_file();
    config.client.network = args
        .network
        .network(&network_file, Some(&config.profile_name))?;
    if let Some(ms) = args.request_timeout_ms {
        config.client.request_timeout = std::time::Duration::from_millis(ms);
    }
    for (name, limit) in [
        ("--limit-per-day", args.limit_per_day),
        ("--limit-per-month", args.limit_per_month),
    ] {
        if limit.is_some_and(|usd| !usd.is_finite() || usd < 0.0) {
            anyhow::bail!(t!("cli-engine-limit-amount", option = name));
        }
    }
    config.spending_limit = gendesk_core::engine::SpendingLimit {
        per_day_usd: args.limit_per_day,
        per_month_usd: args.limit_per_month,
    };
    if args.fast_poll {
        config.poll = PollPolicy::fast();
    }
    config.receiver = args
        .receiver_port
        .map(|port| gendesk_core::webhooks::ReceiverOptions {
            listen: gendesk_core::webhooks::receiver::ReceiverSettings {
                port,
                ..gendesk_core::webhooks::receiver::ReceiverSettings::default()
            },
            tolerance: gendesk_api::webhook::DEFAULT_TOLERANCE,
            kept: 10_000,
        });
    let stdin = std::io::BufReader::new(std::io::stdin());
    let models_file = AppPaths::resolve(Some(&data_dir))?.user_models_file();
    gendesk_core::headless::run(config, &models_file, stdin, std::io::stdout().lock())?;
    Ok(())
}

fn run_window(data_dir: Option<&Path>) -> anyhow::Result<()> {
    use gendesk::ui::InstanceChoice;
    use gendesk_core::instance::{ANSWER_TIMEOUT, Claim, claim};
    let paths = AppPaths::resolve(data_dir)?;
    wait_for_the_previous_version();
    let instance = match claim(&paths.data_dir, ANSWER_TIMEOUT)? {
        Claim::First(instance) => InstanceChoice::Held(instance),
        Claim::Focused { pid } => {
            let words = match pid {
                Some(pid) => t!("cli-already-open-process", pid = pid.to_string()),
                None => t!("cli-already-open"),
            };
            eprintln!("{words}");
            return Ok(());
        }
        Claim::Unanswered(waiting) => {
            eprintln!("gendesk: {}", waiting.message());
            InstanceChoice::Waiting(waiting)
        }
    };
    // The window's log: what it could not do, and which renderer it drew with.
    let log_dir = paths.logs_dir();
    let _log = gendesk_core::logging::init(&log_dir)
        .inspect_err(|err| {
            eprintln!(
                "gendesk: {}",
                t!("cli-no-log-file", reason = err.to_string())
            );
        })
        .ok();
    if let Some(portable) = portable_start::current() {
        tracing::info!(
            "portable: everything is kept in {}",
            portable.data_root().display()
        );
    }
    // A panic from here on leaves a report; the reports of an earlier crash are shown once.
    let crashes = gendesk_core::crash::folder(&paths.data_dir);
    gendesk_core::crash::install_hook(crashes.clone());
    let crash_reports = gendesk_core::crash::take_unseen(&crashes);
    gendesk_core::crash::panic_if_asked_in_a_test_build();
    let mut options = gendesk::ui::AppOptions::new(paths.clone());
    options.instance = instance;
    options.crash_reports = crash_reports;
    (options.keys, options.portable_keys_exist) = portable_start::window_keys();
    loop {
        let after_close = options.after_close.clone();
        run_one_window(options, &log_dir)?;
        // The window closed to restore a backup: restore, then open it again.
        let Some(reopen) = after_close.take() else {
            return Ok(());
        };
        options = gendesk::ui::AppOptions::new(paths.clone());
        (options.keys, options.portable_keys_exist) = portable_start::window_keys();
        // The keys stay open across the restore (it may have put some into them).
        if let Some(vault) = &reopen.vault {
            options.keys = gendesk::ui::KeyStoreChoice::Vault(vault.clone());
        }
        options.restored = Some(restore_between_windows(&paths, reopen, &mut options));
    }
}

/// Restores what the window asked for while no window is open, holding the data folder (the
/// window's hold, handed over to the next window; or taken here, and claimed again for it).
fn restore_between_windows(
    paths: &AppPaths,
    reopen: gendesk::ui::reopen::Reopen,
    next: &mut gendesk::ui::AppOptions,
) -> gendesk::ui::reopen::Restored {
    use gendesk::ui::InstanceChoice;
    use gendesk::ui::reopen::Restored;
    let refused = |line: String| Restored {
        done: false,
        lines: vec![line],
        safety_backup: None,
    };
    let vault = reopen
        .vault
        .unwrap_or_else(|| std::sync::Arc::new(portable_start::command_vault()));
    if let Some(instance) = reopen.instance {
        next.instance = InstanceChoice::Held(instance);
        return gendesk::ui::reopen::restore_between_windows(paths, &reopen.restore, &vault);
    }
    let restored = match gendesk_core::instance::DataLock::try_take(&paths.data_dir) {
        Ok(Some(_held)) => {
            gendesk::ui::reopen::restore_between_windows(paths, &reopen.restore, &vault)
        }
        Ok(None) => refused(t!(
            "backup-cli-busy",
            folder = paths.data_dir.display().to_string()
        )),
        Err(err) => refused(err.to_string()),
    };
    if let Ok(gendesk_core::instance::Claim::First(instance)) =
        gendesk_core::instance::claim(&paths.data_dir, gendesk_core::instance::ANSWER_TIMEOUT)
    {
        next.instance = InstanceChoice::Held(instance);
    }
    restored
}

/// One window, from opening to closing; a window that cannot be drawn at all is said in a
/// system dialog too.
fn run_one_window(options: gendesk::ui::AppOptions, log_dir: &Path) -> anyhow::Result<()> {
    match gendesk::ui::run_native(options) {
        Ok(()) => Ok(()),
        Err(err @ gendesk::ui::UiError::NoRenderer(_)) => {
            // Started from a menu nobody sees stderr: say it in a window of the system's too.
            let log = log_dir.join(gendesk_core::logging::LOG_FILE);
            tracing::error!(
                "{err}. Why each one failed is in the log: {}",
                log.display()
            );
            let text = t!(
                "cli-no-renderer",
                reason = err.to_string(),
                log = log.display().to_string()
            );
            gendesk::ui::show_fatal_message(&text);
            Err(anyhow::anyhow!(text))
        }
        Err(err) => Err(err.into()),
    }
}
