#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! A run of batches through the engine and the in-process sandbox: 500 items (10 batches of
//! 50, `sandbox/image-fast` 1K) sent as one run and followed to the end. Reports status
//! requests per completed item (one batch status request covers up to 50 items, so the goal is
//! far below 1), and how long after the last item finished (the sandbox's own completion time)
//! the engine reported its batch final — which is what the Batches view shows, plus at most its
//! 300 ms refresh throttle and one SQLite read. Run with `cargo bench --bench batch_run_bench`.
//!
//! Then one batch of 50 is followed direct and through Debian's tinyproxy on loopback (when it
//! is installed): the proxy must not add status requests.
//!
//! Knobs (environment): `GENDESK_BENCH_ITEMS` (500), `GENDESK_BENCH_TIME_SCALE` (10).

use std::collections::HashSet;
use std::error::Error;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gendesk_api::{ApiKey, BaseUrl, BatchRequestItem, Client, ModelInput, ModelKind, Network};
use gendesk_core::engine::{BatchEvent, Command, Engine, EngineConfig, Event};
use gendesk_core::store::{BatchRow, Store};
use gendesk_sandbox::{DEMO_KEY, Sandbox, SandboxConfig};

type Res<T> = Result<T, Box<dyn Error>>;

const IMAGE: &str = "sandbox/image-fast";

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> Res<T> {
    match std::env::var(name) {
        Ok(text) => text
            .parse()
            .map_err(|_| format!("{name}={text} is not a number").into()),
        Err(_) => Ok(default),
    }
}

fn main() -> Res<()> {
    let items: usize = env_or("GENDESK_BENCH_ITEMS", 500)?;
    let time_scale: f64 = env_or("GENDESK_BENCH_TIME_SCALE", 10.0)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let poll = gendesk_core::engine::PollPolicy::default();
    println!(
        "batch_run_bench: {items} items of {IMAGE} 1K as one run; sandbox time scale {time_scale}; engine poll limit {}/s, first poll after {:?}, backing off to {:?}",
        poll.max_requests_per_sec, poll.image_first, poll.image_cap
    );
    let run = run(&runtime, items, time_scale, Network::direct())?;
    let per_item = per_item(run.counters.requests_to("getBatch"), run.succeeded);
    println!(
        "batch_run_bench: {} of {items} items succeeded in {} batches, {:.1} s wall",
        run.succeeded,
        run.batches,
        run.wall.as_secs_f64()
    );
    println!(
        "batch_run_bench: batch sends {}, batch status requests {}, single-task status requests {}",
        run.counters.requests_to("submitBatch"),
        run.counters.requests_to("getBatch"),
        run.counters.requests_to("getTaskStatus")
    );
    println!("batch_run_bench: status requests per completed item: {per_item:.3}");
    println!(
        "batch_run_bench: last item finished → engine reported the last batch final: {:.0} ms (real time; the Batches view adds at most its 300 ms refresh throttle)",
        run.lag_ms
    );
    through_a_proxy(&runtime, time_scale)
}

/// One batch of 50 followed direct, then through tinyproxy on loopback (each on a fresh
/// sandbox with the same seed): the proxy must not add status requests.
fn through_a_proxy(runtime: &tokio::runtime::Runtime, time_scale: f64) -> Res<()> {
    if std::process::Command::new("tinyproxy")
        .arg("-v")
        .output()
        .is_err()
    {
        println!("batch_run_bench: no tinyproxy, so no run through a proxy");
        return Ok(());
    }
    let proxy = gendesk_api::testing::RealProxy::tinyproxy(None);
    let custom = gendesk_api::network::CustomProxy::new(
        gendesk_api::network::ProxyKind::Http,
        "127.0.0.1",
        proxy.port(),
    );
    // Nothing bypassed: the sandbox on this computer is reached through the proxy.
    let proxied = Network::new(gendesk_api::network::ProxyChoice::Custom(custom), "")?;
    let direct = run(runtime, 50, time_scale, Network::direct())?;
    let through = run(runtime, 50, time_scale, proxied)?;
    let figures = |run: &Run| {
        let total =
            run.counters.requests_to("getBatch") + run.counters.requests_to("getTaskStatus");
        (total, run.counters.requests_to("getBatch"))
    };
    let ((direct_total, direct_batch), (proxy_total, proxy_batch)) =
        (figures(&direct), figures(&through));
    println!(
        "batch_run_bench: one batch of 50, status requests: direct {direct_total} ({direct_batch} batch status), through tinyproxy {proxy_total} ({proxy_batch} batch status); the proxy's log shows {} requests to the sandbox",
        proxy.requests_to(through.port)
    );
    println!(
        "batch_run_bench: through the proxy, {}",
        match proxy_total.cmp(&direct_total) {
            std::cmp::Ordering::Greater => "MORE status requests than direct",
            std::cmp::Ordering::Equal => "as many status requests as direct",
            std::cmp::Ordering::Less => "fewer status requests than direct",
        }
    );
    Ok(())
}

fn per_item(requests: u64, succeeded: u32) -> f64 {
    u32::try_from(requests).map_or(f64::NAN, f64::from) / f64::from(succeeded.max(1))
}

/// What one run did.
struct Run {
    succeeded: u32,
    batches: usize,
    wall: Duration,
    counters: gendesk_sandbox::CountersSnapshot,
    lag_ms: f64,
    /// The sandbox's port.
    port: u16,
}

/// `items` items as one run on a fresh sandbox, the engine's requests going by `network`.
fn run(
    runtime: &tokio::runtime::Runtime,
    items: usize,
    time_scale: f64,
    network: Network,
) -> Res<Run> {
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig {
        time_scale,
        seed: Some(7),
        ..SandboxConfig::default()
    }))?;
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("history.sqlite3");
    let mut config = EngineConfig::new(
        db.clone(),
        "bench",
        BaseUrl::parse(sandbox.base_url())?,
        ApiKey::new(DEMO_KEY)?,
        true,
    );
    config.client.network = network;
    let engine = Engine::start(config, Arc::new(|| {}))?;
    let request_items: Vec<BatchRequestItem> = (0..items)
        .map(|n| {
            let mut input = ModelInput::new("text-to-image", format!("run item {n}, a red fox"));
            input
                .extra
                .insert("resolution".into(), serde_json::Value::from("1K"));
            BatchRequestItem {
                client_item_id: format!("item-{n}"),
                idempotency_key: String::new(),
                input,
            }
        })
        .collect();
    let batches = gendesk_core::batch::split(request_items, None)?;
    let batch_count = batches.len();
    let started = Instant::now();
    engine.send(Command::SubmitRun {
        model: IMAGE.to_owned(),
        kind: ModelKind::Image,
        batches,
        origin: None,
        price: gendesk_core::batch::estimate::PriceSource::Sandbox,
    })?;
    let final_seen_sim_ms = follow(&engine, &sandbox, batch_count);
    let wall = started.elapsed();
    let counters = sandbox.counters();
    engine.shutdown();

    let (succeeded, last_complete) = last_completion(runtime, &db, sandbox.base_url())?;
    let port = url::Url::parse(sandbox.base_url())?
        .port()
        .ok_or("the sandbox's address has no port")?;
    runtime.block_on(sandbox.shutdown());
    #[allow(
        clippy::cast_precision_loss,
        reason = "milliseconds of a benchmark run fit an f64 exactly"
    )]
    let lag_ms = (final_seen_sim_ms - last_complete) as f64 / time_scale;
    Ok(Run {
        succeeded,
        batches: batch_count,
        wall,
        counters,
        lag_ms,
        port,
    })
}

/// Drains the engine's events until every batch reported itself final; returns the
/// sandbox's clock when the last one did.
fn follow(engine: &Engine, sandbox: &gendesk_sandbox::SandboxHandle, batches: usize) -> i64 {
    let mut finished: HashSet<BatchRow> = HashSet::new();
    let mut final_seen_sim_ms = 0;
    let deadline = Instant::now() + Duration::from_mins(10);
    while finished.len() < batches {
        assert!(
            Instant::now() < deadline,
            "the run did not finish in 10 minutes"
        );
        for event in engine.drain_events() {
            match event {
                Event::Batch(BatchEvent::BatchUpdated {
                    batch,
                    is_final: true,
                    ..
                }) if finished.insert(batch) => final_seen_sim_ms = sandbox.clock().now_ms(),
                Event::Batch(BatchEvent::BatchSendFailed { error, .. }) => {
                    let message = gendesk_core::wording::api_error(&error);
                    println!("batch_run_bench: engine said: {message}");
                }
                Event::Error { problem, .. } => {
                    let message = gendesk_core::wording::problem(&problem);
                    println!("batch_run_bench: engine said: {message}");
                }
                _ => {}
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    final_seen_sim_ms
}

/// How many items succeeded, and when the last of them finished (the service's
/// `completeTime`, asked for each task).
fn last_completion(
    runtime: &tokio::runtime::Runtime,
    db: &std::path::Path,
    base_url: &str,
) -> Res<(u32, i64)> {
    let store = Store::open(db)?;
    let profile = store.list_profiles()?[0].id;
    let client = Client::new(BaseUrl::parse(base_url)?, ApiKey::new(DEMO_KEY)?)?;
    let mut last_complete = 0;
    let mut succeeded = 0;
    for summary in store.list_batch_summaries(profile, 100)? {
        succeeded += summary.counts.succeeded;
        for detail in store.batch_item_details(summary.info.row)? {
            if let Some(task_id) = detail.task.and_then(|t| t.task_id) {
                let record = runtime.block_on(client.task_status(IMAGE, &task_id))?;
                last_complete = last_complete.max(record.complete_time.unwrap_or(0));
            }
        }
    }
    Ok((succeeded, last_complete))
}
