//! The command line of the simulator run on its own, shared by `gendesk-sandbox` and
//! `gendesk sandbox` so the two take exactly the same flags: [`SandboxArgs`] → a checked
//! [`SandboxConfig`], and [`run`], which serves until Ctrl+C.

use std::time::Duration;

use crate::{FaultConfig, RateLimit, Sandbox, SandboxConfig, SandboxError};

/// Options of the simulator run on its own.
#[derive(Debug, Clone, clap::Args)]
pub struct SandboxArgs {
    /// Port on 127.0.0.1 (0 = any free port).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// Simulated seconds per real second (e.g. 60 makes a 24 h expiry last 24 min).
    #[arg(long, default_value_t = 1.0)]
    pub time_scale: f64,
    /// Also deliver callbacks/webhooks to plain-http loopback targets (127.0.0.1, localhost).
    #[arg(long)]
    pub allow_loopback_targets: bool,
    /// Deliver every callback and webhook twice (to test de-duplication).
    #[arg(long)]
    pub duplicate_deliveries: bool,
    /// Turn the per-key rate limit (20 req/s, burst 40) off.
    #[arg(long)]
    pub no_rate_limit: bool,
    /// Seed for durations, IDs and fault draws (repeatable runs).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Fraction of API requests answered 429.
    #[arg(long, default_value_t = 0.0)]
    pub fault_429: f64,
    /// Fraction answered 500.
    #[arg(long, default_value_t = 0.0)]
    pub fault_500: f64,
    /// Fraction answered 502.
    #[arg(long, default_value_t = 0.0)]
    pub fault_502: f64,
    /// Fraction answered 503.
    #[arg(long, default_value_t = 0.0)]
    pub fault_503: f64,
    /// Fraction answered 504.
    #[arg(long, default_value_t = 0.0)]
    pub fault_504: f64,
    /// Fraction of connections closed before the request is handled.
    #[arg(long, default_value_t = 0.0)]
    pub drop_before: f64,
    /// Fraction handled (tasks created) and then closed without an answer.
    #[arg(long, default_value_t = 0.0)]
    pub drop_after: f64,
    /// Fraction answered with a truncated body.
    #[arg(long, default_value_t = 0.0)]
    pub malformed: f64,
    /// Added latency in milliseconds, as MIN-MAX (e.g. 50-400).
    #[arg(long)]
    pub latency_ms: Option<String>,
}

/// Why the simulator could not be run from the command line.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// `--latency-ms` is not `MIN-MAX`.
    #[error("--latency-ms takes MIN-MAX in milliseconds, e.g. 50-400: {0}")]
    Latency(std::num::ParseIntError),
    /// A fault rate outside 0..=1.
    #[error("{name} is a fraction between 0 and 1, got {rate}")]
    Fraction {
        /// The flag.
        name: &'static str,
        /// What it was given.
        rate: f64,
    },
    /// `--time-scale` is zero, negative or not finite.
    #[error("--time-scale must be a positive number")]
    TimeScale,
    /// The async runtime could not be built.
    #[error("the sandbox's runtime could not start: {0}")]
    Runtime(std::io::Error),
    /// The sandbox could not start (its port is taken…).
    #[error(transparent)]
    Start(#[from] SandboxError),
    /// Ctrl+C could not be waited for.
    #[error("waiting for Ctrl+C: {0}")]
    Signal(std::io::Error),
}

impl SandboxArgs {
    /// The checked configuration these options describe.
    pub fn config(&self) -> Result<SandboxConfig, CliError> {
        let latency = match &self.latency_ms {
            None => None,
            Some(text) => {
                let (low, high) = text
                    .split_once('-')
                    .unwrap_or((text.as_str(), text.as_str()));
                let low: u64 = low.trim().parse().map_err(CliError::Latency)?;
                let high: u64 = high.trim().parse().map_err(CliError::Latency)?;
                Some((
                    Duration::from_millis(low),
                    Duration::from_millis(high.max(low)),
                ))
            }
        };
        for (name, rate) in [
            ("--fault-429", self.fault_429),
            ("--fault-500", self.fault_500),
            ("--fault-502", self.fault_502),
            ("--fault-503", self.fault_503),
            ("--fault-504", self.fault_504),
            ("--drop-before", self.drop_before),
            ("--drop-after", self.drop_after),
            ("--malformed", self.malformed),
        ] {
            if !(0.0..=1.0).contains(&rate) {
                return Err(CliError::Fraction { name, rate });
            }
        }
        if !(self.time_scale > 0.0 && self.time_scale.is_finite()) {
            return Err(CliError::TimeScale);
        }
        Ok(SandboxConfig {
            port: self.port,
            time_scale: self.time_scale,
            allow_loopback_targets: self.allow_loopback_targets,
            duplicate_deliveries: self.duplicate_deliveries,
            rate_limit: if self.no_rate_limit {
                None
            } else {
                Some(RateLimit::default())
            },
            seed: self.seed,
            faults: FaultConfig {
                rate_429: self.fault_429,
                rate_500: self.fault_500,
                rate_502: self.fault_502,
                rate_503: self.fault_503,
                rate_504: self.fault_504,
                drop_before: self.drop_before,
                drop_after: self.drop_after,
                malformed: self.malformed,
                latency,
            },
            ..SandboxConfig::default()
        })
    }
}

/// Runs the simulator with these options on its own runtime, prints its base URL and demo
/// key, and serves until Ctrl+C.
pub fn run(args: &SandboxArgs) -> Result<(), CliError> {
    let config = args.config()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("sandbox")
        .build()
        .map_err(CliError::Runtime)?;
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
        tokio::signal::ctrl_c().await.map_err(CliError::Signal)?;
        sandbox.shutdown().await;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Debug, Parser)]
    struct Cli {
        #[command(flatten)]
        args: SandboxArgs,
    }

    fn parse(flags: &[&str]) -> SandboxArgs {
        let mut argv = vec!["gendesk-sandbox"];
        argv.extend_from_slice(flags);
        Cli::try_parse_from(argv).unwrap().args
    }

    #[test]
    fn flags_become_the_configuration() {
        let config = parse(&[
            "--port",
            "0",
            "--time-scale",
            "60",
            "--no-rate-limit",
            "--fault-503",
            "0.25",
            "--latency-ms",
            "50-400",
            "--seed",
            "7",
        ])
        .config()
        .unwrap();
        assert_eq!(config.port, 0);
        assert!((config.time_scale - 60.0).abs() < f64::EPSILON);
        assert!(config.rate_limit.is_none());
        assert!((config.faults.rate_503 - 0.25).abs() < f64::EPSILON);
        assert_eq!(
            config.faults.latency,
            Some((Duration::from_millis(50), Duration::from_millis(400)))
        );
        assert_eq!(config.seed, Some(7));
    }

    #[test]
    fn bad_flags_say_what_is_wrong() {
        let err = parse(&["--fault-429", "1.5"]).config().unwrap_err();
        assert_eq!(
            err.to_string(),
            "--fault-429 is a fraction between 0 and 1, got 1.5"
        );
        let err = parse(&["--latency-ms", "fast"]).config().unwrap_err();
        assert!(
            err.to_string()
                .starts_with("--latency-ms takes MIN-MAX in milliseconds, e.g. 50-400: "),
            "{err}"
        );
        let err = parse(&["--time-scale", "0"]).config().unwrap_err();
        assert_eq!(err.to_string(), "--time-scale must be a positive number");
    }
}
