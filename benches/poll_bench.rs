#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! Polling benchmark: the engine submits 1 000 tasks to the in-process sandbox (rate limited
//! like the service) and polls them all to a final state. Reports status requests per task and
//! the peak status-request rate against the engine's and the sandbox's limits. Run with
//! `cargo bench --bench poll_bench`.
//!
//! The commands are sent all at once (as a person pasting a long list would); the engine paces
//! the POSTs itself (`max_submits_per_sec`, 8/s here).
//!
//! Knobs (environment): `GENDESK_BENCH_TASKS` (1000), `GENDESK_BENCH_SUBMIT_PER_SEC` (0 = send
//! the commands as fast as the engine takes them; N paces them in the bench), `GENDESK_BENCH_TIME_SCALE` (10),
//! `GENDESK_BENCH_DEADLINE_SECS` (900).

use std::collections::{BTreeMap, HashSet};
use std::error::Error;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gendesk_api::{ApiKey, BaseUrl, ModelInput, ModelKind, SubmitTaskRequest};
use gendesk_core::engine::{Command, Engine, EngineConfig, EngineError, Event, TaskEvent};
use gendesk_core::store::TaskRow;
use gendesk_core::wording;
use gendesk_sandbox::{
    CountersSnapshot, DEMO_KEY, RateLimit, Sandbox, SandboxConfig, SandboxHandle,
};

type Res<T> = Result<T, Box<dyn Error>>;

const IMAGE: &str = "sandbox/image-fast";
const VIDEO: &str = "sandbox/video-lite";
/// `sandbox/image-fast` at 1K.
const IMAGE_PRICE: f64 = 0.02;
/// `sandbox/video-lite`, 5 s at 480p.
const VIDEO_PRICE: f64 = 0.10;
/// The sandbox's per-key limit: the service's documented one.
const SANDBOX_LIMIT: RateLimit = RateLimit {
    per_second: 20.0,
    burst: 40,
};
/// The engine's poll limit, below the sandbox's.
const ENGINE_POLL_LIMIT: f64 = 10.0;
const SAMPLE_EVERY: Duration = Duration::from_millis(100);

fn main() -> Res<()> {
    let tasks: usize = env_or("GENDESK_BENCH_TASKS", 1000)?;
    let submit_per_sec: f64 = env_or("GENDESK_BENCH_SUBMIT_PER_SEC", 0.0)?;
    let time_scale: f64 = env_or("GENDESK_BENCH_TIME_SCALE", 10.0)?;
    let deadline_secs: u64 = env_or("GENDESK_BENCH_DEADLINE_SECS", 900)?;
    // The demo key holds $25: 6 % videos keep 1 000 tasks within it (940 × $0.02 + 60 × $0.10).
    let videos = tasks * 6 / 100;
    let images = tasks - videos;

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig {
        time_scale,
        rate_limit: Some(SANDBOX_LIMIT),
        seed: Some(5),
        ..SandboxConfig::default()
    }))?;
    let balance = sandbox.balance_of(DEMO_KEY);
    let cost = count_f64(images) * IMAGE_PRICE + count_f64(videos) * VIDEO_PRICE;
    println!(
        "poll_bench: {tasks} tasks ({images} × {IMAGE} 1K, {videos} × {VIDEO} 480p 5 s) costing ${cost:.2} of ${balance:.2}"
    );
    if cost > balance + 1e-9 {
        println!("poll_bench: WARNING: over the demo balance; the last submissions will get 402");
    }
    println!(
        "poll_bench: sandbox time scale {time_scale}, rate limit {}/s burst {} per key; engine poll limit {ENGINE_POLL_LIMIT}/s; submissions {}",
        SANDBOX_LIMIT.per_second,
        SANDBOX_LIMIT.burst,
        if submit_per_sec > 0.0 {
            format!("paced at {submit_per_sec}/s")
        } else {
            "unpaced (as fast as the engine takes them)".to_owned()
        }
    );

    let dir = tempfile::tempdir()?;
    let mut config = EngineConfig::new(
        dir.path().join("history.sqlite3"),
        "bench",
        BaseUrl::parse(sandbox.base_url())?,
        ApiKey::new(DEMO_KEY)?,
        true,
    );
    config.poll.max_requests_per_sec = ENGINE_POLL_LIMIT;
    config.poll.max_submits_per_sec = 8.0;
    let poll = config.poll.clone();
    println!(
        "poll_bench: engine submission pace {}/s",
        poll.max_submits_per_sec
    );
    println!(
        "poll_bench: engine poll policy: images first after {:?} (cap {:?}), video after {:?} (cap {:?}), growth ×{}",
        poll.image_first, poll.image_cap, poll.slow_first, poll.slow_cap, poll.growth
    );
    let engine = Engine::start(config, Arc::new(|| {}))?;

    let run = drive(
        &engine,
        &sandbox,
        tasks,
        videos,
        submit_per_sec,
        deadline_secs,
    );
    let counters = sandbox.counters();
    engine.shutdown();
    runtime.block_on(sandbox.shutdown());
    report(tasks, &run, &counters);
    Ok(())
}

/// What one run saw.
struct Run {
    sent: usize,
    busy: usize,
    last_sent_at: Duration,
    wall: Duration,
    timed_out: bool,
    tally: Tally,
    samples: Vec<Sample>,
}

/// Sends the submissions at their pace and drains events until every task is settled or the
/// deadline passes, sampling the sandbox's counters every 100 ms.
fn drive(
    engine: &Engine,
    sandbox: &SandboxHandle,
    tasks: usize,
    videos: usize,
    submit_per_sec: f64,
    deadline_secs: u64,
) -> Run {
    let started = Instant::now();
    let deadline = started + Duration::from_secs(deadline_secs);
    let mut tally = Tally::default();
    let mut samples = vec![Sample::take(sandbox, Duration::ZERO)];
    let mut sent = 0_usize;
    let mut busy = 0_usize;
    let mut last_sent_at = Duration::ZERO;
    let mut stopped = false;
    let timed_out = loop {
        while sent < tasks
            && (submit_per_sec <= 0.0
                || started.elapsed().as_secs_f64() >= count_f64(sent) / submit_per_sec)
        {
            match engine.send(command(sent, tasks, videos)) {
                Ok(()) => {
                    sent += 1;
                    last_sent_at = started.elapsed();
                }
                Err(EngineError::Busy) => {
                    busy += 1;
                    break;
                }
                Err(err) => {
                    println!("poll_bench: the engine stopped taking commands: {err}");
                    stopped = true;
                    break;
                }
            }
        }
        for event in engine.drain_events() {
            tally.record(event, started.elapsed());
        }
        if samples
            .last()
            .is_none_or(|s| started.elapsed() >= s.at + SAMPLE_EVERY)
        {
            samples.push(Sample::take(sandbox, started.elapsed()));
        }
        if tally.finished() >= tasks {
            break false;
        }
        if stopped || Instant::now() >= deadline {
            break true;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let wall = started.elapsed();
    samples.push(Sample::take(sandbox, wall));
    Run {
        sent,
        busy,
        last_sent_at,
        wall,
        timed_out,
        tally,
        samples,
    }
}

/// The `i`th of `tasks` submissions; `videos` of them, spread evenly, are videos.
fn command(i: usize, tasks: usize, videos: usize) -> Command {
    let is_video = (i + 1) * videos / tasks > i * videos / tasks;
    if is_video {
        Command::SubmitTask {
            model: VIDEO.to_owned(),
            kind: ModelKind::Video,
            request: SubmitTaskRequest::asynchronous(
                ModelInput::new("text-to-video", format!("poll bench clip {i}"))
                    .with("resolution", "480p")
                    .with("duration", 5),
            ),
            price: gendesk_core::batch::estimate::PriceSource::Sandbox,
        }
    } else {
        Command::SubmitTask {
            model: IMAGE.to_owned(),
            kind: ModelKind::Image,
            request: SubmitTaskRequest::asynchronous(
                ModelInput::new("text-to-image", format!("poll bench picture {i}"))
                    .with("resolution", "1K"),
            ),
            price: gendesk_core::batch::estimate::PriceSource::Sandbox,
        }
    }
}

/// What the events said.
#[derive(Default)]
struct Tally {
    finals: HashSet<TaskRow>,
    last_final_at: Duration,
    rejected: Vec<String>,
    unknown: Vec<String>,
    failed: usize,
    rate_limited: usize,
    errors: BTreeMap<String, (usize, String)>,
    updates: usize,
}

impl Tally {
    fn record(&mut self, event: Event, at: Duration) {
        match event {
            Event::Task(TaskEvent::TaskUpdated { row, is_final, .. }) => {
                self.updates += 1;
                if is_final && self.finals.insert(row) {
                    self.last_final_at = at;
                }
            }
            Event::Task(TaskEvent::SubmissionRejected { error, .. }) => {
                self.rejected.push(wording::submission_error(&error));
            }
            Event::Task(TaskEvent::SubmissionUnknown { error, .. }) => {
                self.unknown.push(wording::submission_error(&error));
            }
            Event::Task(TaskEvent::TaskFailed { .. }) => self.failed += 1,
            Event::RateLimited { .. } => self.rate_limited += 1,
            Event::Error { doing, problem } => {
                let entry = self
                    .errors
                    .entry(wording::doing(doing).to_owned())
                    .or_insert((0, wording::problem(&problem)));
                entry.0 += 1;
            }
            _ => {}
        }
    }

    /// Tasks that will not change any more: final, or never created.
    fn finished(&self) -> usize {
        self.finals.len() + self.rejected.len() + self.unknown.len()
    }
}

/// Request counters at one moment.
struct Sample {
    at: Duration,
    status: u64,
    api: u64,
}

impl Sample {
    fn take(sandbox: &SandboxHandle, at: Duration) -> Self {
        let counters = sandbox.counters();
        Self {
            at,
            status: counters.requests_to("getTaskStatus"),
            api: api_requests(&counters),
        }
    }
}

/// Every request the key's rate limit counts.
fn api_requests(counters: &CountersSnapshot) -> u64 {
    counters
        .requests
        .iter()
        .filter(|r| !matches!(r.endpoint.as_str(), "media" | "blob" | "admin" | "other"))
        .map(|r| r.count)
        .sum()
}

/// The most requests seen in any window of at least 1 s between two samples, and its length.
fn peak_window(samples: &[Sample], value: impl Fn(&Sample) -> u64) -> (u64, Duration) {
    let mut best = (0, Duration::ZERO);
    let mut j = 0;
    for (i, sample) in samples.iter().enumerate() {
        // The latest earlier sample at least 1 s before this one.
        while j + 1 < i && sample.at.saturating_sub(samples[j + 1].at) >= Duration::from_secs(1) {
            j += 1;
        }
        if i == j || sample.at.saturating_sub(samples[j].at) < Duration::from_secs(1) {
            continue;
        }
        let count = value(sample) - value(&samples[j]);
        if count > best.0 {
            best = (count, sample.at.saturating_sub(samples[j].at));
        }
    }
    best
}

fn report(tasks: usize, r: &Run, c: &CountersSnapshot) {
    let t = &r.tally;
    let status = c.requests_to("getTaskStatus");
    let finals = t.finals.len();
    if r.timed_out {
        println!(
            "poll_bench: DEADLINE REACHED with {} of {} tasks finished",
            t.finished(),
            tasks
        );
    }
    println!(
        "tasks:           {} sent ({} Busy retries), {} final ({} failed), {} rejected, {} outcome unknown",
        r.sent,
        r.busy,
        finals,
        t.failed,
        t.rejected.len(),
        t.unknown.len()
    );
    println!(
        "wall time:       {:.1} s (last submission at {:.1} s, last task final at {:.1} s)",
        r.wall.as_secs_f64(),
        r.last_sent_at.as_secs_f64(),
        t.last_final_at.as_secs_f64()
    );
    println!(
        "requests:        {} submitTask, {} getTaskStatus, {} getBalance ({} TaskUpdated events)",
        c.requests_to("submitTask"),
        status,
        c.requests_to("getBalance"),
        t.updates
    );
    if finals > 0 {
        println!(
            "per task:        {:.3} status requests per completed task",
            count_f64_u64(status) / count_f64(finals)
        );
    }
    let (peak_status, status_window) = peak_window(&r.samples, |s| s.status);
    let (peak_api, api_window) = peak_window(&r.samples, |s| s.api);
    println!(
        "peak status:     {peak_status} requests in {:.2} s ({:.1}/s) vs engine limit {ENGINE_POLL_LIMIT}/s and sandbox limit {}/s (burst {})",
        status_window.as_secs_f64(),
        count_f64_u64(peak_status) / status_window.as_secs_f64().max(1e-9),
        SANDBOX_LIMIT.per_second,
        SANDBOX_LIMIT.burst
    );
    println!(
        "peak all API:    {peak_api} requests in {:.2} s ({:.1}/s) (submit + status + balance: all that the key's sandbox limit counts)",
        api_window.as_secs_f64(),
        count_f64_u64(peak_api) / api_window.as_secs_f64().max(1e-9),
    );
    println!(
        "429s:            {} getTaskStatus, {} submitTask, {} getBalance; {} RateLimited events",
        c.count("getTaskStatus", 429),
        c.count("submitTask", 429),
        c.count("getBalance", 429),
        t.rate_limited
    );
    println!(
        "samples:         {} counter samples every ~{} ms",
        r.samples.len(),
        SAMPLE_EVERY.as_millis()
    );
    if let Some(first) = t.rejected.first() {
        println!("first rejection: {first}");
    }
    for (context, (count, message)) in &t.errors {
        println!("errors:          {count} × {context}: {message}");
    }
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> Res<T>
where
    T::Err: std::fmt::Display,
{
    match std::env::var(name) {
        Ok(text) => text
            .trim()
            .parse()
            .map_err(|err| format!("{name}={text:?}: {err}").into()),
        Err(_) => Ok(default),
    }
}

#[allow(clippy::cast_precision_loss, reason = "task counts are far below 2^52")]
fn count_f64(n: usize) -> f64 {
    n as f64
}

#[allow(
    clippy::cast_precision_loss,
    reason = "request counts are far below 2^52"
)]
fn count_f64_u64(n: u64) -> f64 {
    n as f64
}
