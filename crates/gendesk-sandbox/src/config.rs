//! How a sandbox is started: port, time scale, loopback targets, rate limit and fault injection.

use std::time::Duration;

use super::accounts::DemoKey;

/// Everything that shapes one sandbox run. `Default` is a faithful, fault-free service at real
/// speed on an ephemeral port.
#[derive(Debug, Clone, PartialEq)]
pub struct SandboxConfig {
    /// TCP port on 127.0.0.1; 0 picks a free one.
    pub port: u16,
    /// Simulated seconds per real second (1.0 = real time; 1000.0 makes a 24 h expiry 86 s).
    pub time_scale: f64,
    /// Also accept `http://127.0.0.1` / `http://localhost` callback and webhook targets
    /// (the interface requires public HTTPS; tests and the app's local receiver need this).
    pub allow_loopback_targets: bool,
    /// Send every callback and webhook twice, to exercise receivers' de-duplication.
    pub duplicate_deliveries: bool,
    /// Per-key request rate limit; `None` disables 429s from the limiter.
    pub rate_limit: Option<RateLimit>,
    /// Injected faults (all off by default).
    pub faults: FaultConfig,
    /// Seed for durations, failure wording and fault draws; `None` seeds from entropy.
    pub seed: Option<u64>,
    /// Shortest real time a delivery receiver is given to answer (its simulated limit is 30 s).
    pub min_delivery_timeout: Duration,
    /// Keys accepted besides the demo keys (e.g. a sentinel key a test looks for on disk).
    pub extra_keys: Vec<&'static DemoKey>,
    /// Where the world is kept across runs (`None`: in memory only). With a file, the sandbox
    /// starts from the world saved there — on the same port when `port` is 0 and that port
    /// is free — and saves it as it changes.
    pub state_file: Option<std::path::PathBuf>,
}

impl Default for SandboxConfig {
    fn default() -> Self {
        Self {
            port: 0,
            time_scale: 1.0,
            allow_loopback_targets: false,
            duplicate_deliveries: false,
            rate_limit: Some(RateLimit::default()),
            faults: FaultConfig::default(),
            seed: None,
            min_delivery_timeout: Duration::from_millis(500),
            extra_keys: Vec::new(),
            state_file: None,
        }
    }
}

/// A token bucket per API key, in real time.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateLimit {
    /// Sustained requests per second.
    pub per_second: f64,
    /// Requests allowed in a burst.
    pub burst: u32,
}

impl Default for RateLimit {
    fn default() -> Self {
        Self {
            per_second: 20.0,
            burst: 40,
        }
    }
}

/// Fault injection on `/api/v1` requests; each rate is a probability in [0, 1] drawn per request.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct FaultConfig {
    /// Answer 429 (with `Retry-After: 1`) without handling the request.
    pub rate_429: f64,
    /// Answer 500 without handling the request.
    pub rate_500: f64,
    /// Answer 502 without handling the request.
    pub rate_502: f64,
    /// Answer 503 without handling the request.
    pub rate_503: f64,
    /// Answer 504 without handling the request.
    pub rate_504: f64,
    /// Close the connection before handling the request (nothing happens server-side).
    pub drop_before: f64,
    /// Handle the request (a task may be created and charged), then close the connection
    /// instead of answering: the client's "outcome unknown" case.
    pub drop_after: f64,
    /// Handle the request, then send a truncated, unparseable body.
    pub malformed: f64,
    /// Added latency before handling, drawn uniformly from this range.
    pub latency: Option<(Duration, Duration)>,
}

impl FaultConfig {
    /// Whether any fault is switched on.
    pub fn any(&self) -> bool {
        self.latency.is_some()
            || [
                self.rate_429,
                self.rate_500,
                self.rate_502,
                self.rate_503,
                self.rate_504,
                self.drop_before,
                self.drop_after,
                self.malformed,
            ]
            .iter()
            .any(|rate| *rate > 0.0)
    }
}
