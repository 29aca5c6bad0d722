//! The `gendesk` command: the desktop app (no subcommand) and small tools.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use gendesk::api::{ApiKey, BaseUrl, Client};
use gendesk::config::AppPaths;
use gendesk::engine::{EngineConfig, PollPolicy};
use gendesk::sandbox::{FaultConfig, Sandbox, SandboxConfig};

/// GenDesk: a desktop client for the Asynchronous Generation Service.
#[derive(Debug, Parser)]
#[command(version, about)]
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
    },
    /// Run the offline sandbox headless (prints its base URL and demo key).
    Sandbox(SandboxArgs),
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
}

/// Subcommands of `gendesk media`.
#[derive(Debug, Subcommand)]
enum MediaCommand {
    /// Decode a video with GenDesk's own player code (or read an audio file's header) and
    /// print the container, codec, size, duration, frames decoded in presentation order,
    /// the audio track and the decode speed. Exits 0 when GenDesk can play it, 1 when it
    /// cannot (the reason is printed), 2 when the file cannot be read.
    Probe(ProbeArgs),
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
}

/// Options of `gendesk sandbox`.
#[derive(Debug, clap::Args)]
struct SandboxArgs {
    /// Port on 127.0.0.1 (0 = any free port).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// Simulated seconds per real second (e.g. 60 makes a 24 h expiry last 24 min).
    #[arg(long, default_value_t = 1.0)]
    time_scale: f64,
    /// Also deliver callbacks/webhooks to plain-http loopback targets (127.0.0.1, localhost).
    #[arg(long)]
    allow_loopback_targets: bool,
    /// Deliver every callback and webhook twice (to test de-duplication).
    #[arg(long)]
    duplicate_deliveries: bool,
    /// Turn the per-key rate limit (20 req/s, burst 40) off.
    #[arg(long)]
    no_rate_limit: bool,
    /// Seed for durations, IDs and fault draws (repeatable runs).
    #[arg(long)]
    seed: Option<u64>,
    /// Fraction of API requests answered 429.
    #[arg(long, default_value_t = 0.0)]
    fault_429: f64,
    /// Fraction answered 500.
    #[arg(long, default_value_t = 0.0)]
    fault_500: f64,
    /// Fraction answered 502.
    #[arg(long, default_value_t = 0.0)]
    fault_502: f64,
    /// Fraction answered 503.
    #[arg(long, default_value_t = 0.0)]
    fault_503: f64,
    /// Fraction answered 504.
    #[arg(long, default_value_t = 0.0)]
    fault_504: f64,
    /// Fraction of connections closed before the request is handled.
    #[arg(long, default_value_t = 0.0)]
    drop_before: f64,
    /// Fraction handled (tasks created) and then closed without an answer.
    #[arg(long, default_value_t = 0.0)]
    drop_after: f64,
    /// Fraction answered with a truncated body.
    #[arg(long, default_value_t = 0.0)]
    malformed: f64,
    /// Added latency in milliseconds, as MIN-MAX (e.g. 50-400).
    #[arg(long)]
    latency_ms: Option<String>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
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
    use gendesk::webhooks::cli;
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
    use gendesk::media::probe;
    let limits = gendesk::media::video::VideoLimits::default();
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
        Some(Command::Sandbox(args)) => run_sandbox(&args).map(|()| ExitCode::SUCCESS),
        Some(Command::Engine(args)) => {
            run_engine(args, cli.data_dir.as_deref()).map(|()| ExitCode::SUCCESS)
        }
        Some(Command::Webhook(WebhookCommand::Verify(args))) => Ok(run_verify(&args)),
        Some(Command::Media(MediaCommand::Probe(args))) => Ok(run_probe(&args)),
        Some(Command::Balance { base_url }) => {
            let base = BaseUrl::parse(&base_url)?;
            let raw_key = std::env::var("GENDESK_API_KEY").context(
                "set GENDESK_API_KEY to the API key (it is never taken from the command line)",
            )?;
            let client = Client::new(base, ApiKey::new(raw_key)?)?;
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            let balance = runtime
                .block_on(client.balance())
                .map_err(|err| anyhow::anyhow!(err.user_message()))?;
            #[allow(clippy::print_stdout, reason = "the command's output")]
            {
                println!("{}", gendesk::money::format_usd(balance));
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn run_engine(args: EngineArgs, data_dir: Option<&Path>) -> anyhow::Result<()> {
    let data_dir = data_dir
        .context("give --data-dir FOLDER: the headless engine keeps its history and log there")?
        .to_path_buf();
    // The history is never written by two processes: not while a GenDesk window (or another
    // headless engine) has this data folder.
    let _held = gendesk::instance::DataLock::try_take(&data_dir)?.with_context(|| {
        format!(
            "GenDesk is running with the data folder {} (its window or another `gendesk engine`); close it first, or give another --data-dir",
            data_dir.display()
        )
    })?;
    let _log = gendesk::logging::init(&data_dir.join("logs"))?;
    let raw_key = std::env::var("GENDESK_API_KEY")
        .context("set GENDESK_API_KEY to the API key (it is never taken from the command line)")?;
    let mut config = EngineConfig::new(
        data_dir.join("history.sqlite3"),
        args.profile,
        BaseUrl::parse(&args.base_url)?,
        ApiKey::new(raw_key)?,
        args.sandbox,
    );
    config.auto_download = args.auto_download;
    if let Some(ms) = args.request_timeout_ms {
        config.client.request_timeout = std::time::Duration::from_millis(ms);
    }
    if args.fast_poll {
        config.poll = PollPolicy::fast();
    }
    config.receiver = args
        .receiver_port
        .map(|port| gendesk::webhooks::ReceiverOptions {
            listen: gendesk::webhooks::receiver::ReceiverSettings {
                port,
                ..gendesk::webhooks::receiver::ReceiverSettings::default()
            },
            tolerance: gendesk::api::webhook::DEFAULT_TOLERANCE,
            kept: 10_000,
        });
    let stdin = std::io::BufReader::new(std::io::stdin());
    gendesk::headless::run(config, stdin, std::io::stdout().lock())?;
    Ok(())
}

fn run_window(data_dir: Option<&Path>) -> anyhow::Result<()> {
    use gendesk::instance::{ANSWER_TIMEOUT, Claim, claim};
    use gendesk::ui::InstanceChoice;
    let paths = AppPaths::resolve(data_dir)?;
    let instance = match claim(&paths.data_dir, ANSWER_TIMEOUT)? {
        Claim::First(instance) => InstanceChoice::Held(instance),
        Claim::Focused { pid } => {
            let who = pid.map_or_else(String::new, |pid| format!(" (process {pid})"));
            eprintln!(
                "GenDesk is already open with this data folder{who}: its window was brought to the front."
            );
            return Ok(());
        }
        Claim::Unanswered(waiting) => {
            eprintln!("gendesk: {}", waiting.message());
            InstanceChoice::Waiting(waiting)
        }
    };
    let mut options = gendesk::ui::AppOptions::new(paths);
    options.instance = instance;
    gendesk::ui::run_native(options)?;
    Ok(())
}

fn run_sandbox(args: &SandboxArgs) -> anyhow::Result<()> {
    let latency = match &args.latency_ms {
        None => None,
        Some(text) => {
            let (low, high) = text
                .split_once('-')
                .unwrap_or((text.as_str(), text.as_str()));
            let low: u64 = low
                .trim()
                .parse()
                .context("--latency-ms takes MIN-MAX in milliseconds, e.g. 50-400")?;
            let high: u64 = high
                .trim()
                .parse()
                .context("--latency-ms takes MIN-MAX in milliseconds, e.g. 50-400")?;
            Some((
                std::time::Duration::from_millis(low),
                std::time::Duration::from_millis(high.max(low)),
            ))
        }
    };
    for (name, rate) in [
        ("--fault-429", args.fault_429),
        ("--fault-500", args.fault_500),
        ("--fault-502", args.fault_502),
        ("--fault-503", args.fault_503),
        ("--fault-504", args.fault_504),
        ("--drop-before", args.drop_before),
        ("--drop-after", args.drop_after),
        ("--malformed", args.malformed),
    ] {
        anyhow::ensure!(
            (0.0..=1.0).contains(&rate),
            "{name} is a fraction between 0 and 1, got {rate}"
        );
    }
    anyhow::ensure!(
        args.time_scale > 0.0 && args.time_scale.is_finite(),
        "--time-scale must be a positive number"
    );
    let config = SandboxConfig {
        port: args.port,
        time_scale: args.time_scale,
        allow_loopback_targets: args.allow_loopback_targets,
        duplicate_deliveries: args.duplicate_deliveries,
        rate_limit: if args.no_rate_limit {
            None
        } else {
            Some(gendesk::sandbox::RateLimit::default())
        },
        seed: args.seed,
        faults: FaultConfig {
            rate_429: args.fault_429,
            rate_500: args.fault_500,
            rate_502: args.fault_502,
            rate_503: args.fault_503,
            rate_504: args.fault_504,
            drop_before: args.drop_before,
            drop_after: args.drop_after,
            malformed: args.malformed,
            latency,
        },
        ..SandboxConfig::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("sandbox")
        .build()?;
    runtime.block_on(async {
        let sandbox = Sandbox::start(config).await?;
        #[allow(clippy::print_stdout, reason = "the command's output")]
        {
            println!("GenDesk sandbox listening on {}", sandbox.api_base());
            println!("Demo API key: {}", sandbox.demo_key());
            println!(
                "Models: {}/sandbox/catalog   Counters: {}/sandbox/admin/counters",
                sandbox.base_url(),
                sandbox.base_url()
            );
            println!("Press Ctrl+C to stop.");
        }
        tokio::signal::ctrl_c()
            .await
            .context("waiting for Ctrl+C")?;
        sandbox.shutdown().await;
        Ok(())
    })
}
