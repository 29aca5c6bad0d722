#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::cast_precision_loss,
    clippy::too_many_lines,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! The local webhook receiver on loopback: signed batch webhooks are posted to a running engine's
//! receiver by concurrent clients; each one is verified (HMAC over the raw body), checked for a
//! duplicate, written to the SQLite history and only then answered 200. Reports verified
//! deliveries per second with the store writing each one, the time from request to 2xx (p50,
//! p99, max), and the process's memory and the history's size once 100 000 deliveries are
//! stored. The per-second limit is raised for the run, to measure the pipeline itself. Run with
//! `cargo bench --bench receiver_bench`.
//!
//! Knobs (environment): `GENDESK_BENCH_DELIVERIES` (100000), `GENDESK_BENCH_CLIENTS` (16).

use std::error::Error;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gendesk_api::webhook::SignatureHeaders;
use gendesk_api::{ApiKey, BaseUrl};
use gendesk_core::engine::{
    AccountEvent, Command, Engine, EngineConfig, Event, ReceiverStatus, WebhookEvent,
};
use gendesk_core::store::{DeliveryFilter, DeliveryVerdict, Store};
use gendesk_core::webhooks::ReceiverOptions;
use gendesk_core::webhooks::receiver::ReceiverSettings;
use gendesk_sandbox::{DEMO_KEY, Sandbox, SandboxConfig};

type Res<T> = Result<T, Box<dyn Error>>;

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> Res<T> {
    match std::env::var(name) {
        Ok(text) => text
            .parse()
            .map_err(|_| format!("{name}={text} is not a number").into()),
        Err(_) => Ok(default),
    }
}

/// Resident memory of this process, in KiB (Linux; 0 elsewhere).
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

/// Waits (up to a minute) for the engine to report something `pick` recognises.
fn wait_for<T>(engine: &Engine, mut pick: impl FnMut(&Event) -> Option<T>) -> Res<T> {
    let start = Instant::now();
    while start.elapsed() < Duration::from_mins(1) {
        for event in engine.drain_events() {
            if let Some(found) = pick(&event) {
                return Ok(found);
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    Err("the engine did not report in time".into())
}

/// The `per_mille`/1000 quantile of sorted durations.
fn quantile(sorted: &[Duration], per_mille: usize) -> Duration {
    let index = sorted.len().saturating_sub(1) * per_mille / 1000;
    sorted.get(index).copied().unwrap_or_default()
}

fn millis(span: Duration) -> f64 {
    span.as_secs_f64() * 1000.0
}

/// Posts delivery `n`, signed at the sandbox's time; returns how long the 2xx took.
async fn post_one(
    http: &reqwest::Client,
    url: &str,
    secret: &str,
    now_secs: i64,
    n: usize,
) -> Duration {
    let body = body(n);
    let signed =
        SignatureHeaders::new(secret.as_bytes(), format!("evt-bench-{n}"), now_secs, &body);
    let sent = Instant::now();
    let status = http
        .post(url)
        .header("Content-Type", "application/json")
        .header("X-Service-Event-Id", signed.event_id)
        .header("X-Service-Timestamp", signed.timestamp)
        .header("X-Service-Signature", signed.signature)
        .body(body)
        .send()
        .await
        .expect("the receiver answers")
        .status();
    assert_eq!(status.as_u16(), 200, "delivery {n}");
    sent.elapsed()
}

fn body(n: usize) -> Vec<u8> {
    format!(
        r#"{{"code":200,"message":"success","data":{{"taskId":"tk-bench-{n}","state":"success","resultJson":"{{\"resultUrls\":[\"https://example.com/bench/{n}.png\"]}}"}},"batch":{{"batchId":"b-bench-{}","clientItemId":"item-{n}"}}}}"#,
        n / 50
    )
    .into_bytes()
}

fn main() -> Res<()> {
    let total: usize = env_or("GENDESK_BENCH_DELIVERIES", 100_000)?;
    let clients: usize = env_or("GENDESK_BENCH_CLIENTS", 16)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig {
        seed: Some(7),
        ..SandboxConfig::default()
    }))?;
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("history.sqlite3");
    let mut config = EngineConfig::new(
        db.clone(),
        "Offline sandbox",
        BaseUrl::parse(sandbox.base_url())?,
        ApiKey::new(DEMO_KEY)?,
        true,
    );
    config.receiver = Some(ReceiverOptions {
        listen: ReceiverSettings {
            port: 0,
            per_second: u32::MAX,
            ..ReceiverSettings::default()
        },
        tolerance: Duration::from_mins(5),
        kept: u32::try_from(total).unwrap_or(u32::MAX).max(1),
    });
    let clock = sandbox.clock().clone();
    config.sandbox_clock = Some(gendesk_core::engine::ServiceClock::new(move || {
        clock.now_ms()
    }));
    let engine = Engine::start(config, Arc::new(|| {}))?;
    let url = wait_for(&engine, |event| match event {
        Event::Webhook(WebhookEvent::Receiver(ReceiverStatus::Listening {
            webhook_url, ..
        })) => Some(webhook_url.clone()),
        _ => None,
    })?;
    engine.send(Command::GetWebhookSecret)?;
    let secret = wait_for(&engine, |event| match event {
        Event::Account(AccountEvent::WebhookSecret {
            secret: Some(secret),
            ..
        }) => Some(secret.secret.clone()),
        _ => None,
    })?;
    let rss_before = rss_kib();
    println!(
        "receiver_bench: {total} signed webhooks, {clients} concurrent clients, loopback, history on disk"
    );

    let started = Instant::now();
    let latencies = runtime.block_on(async {
        let http = reqwest::Client::builder()
            .pool_max_idle_per_host(clients)
            .build()
            .expect("an HTTP client");
        let next = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let mut workers = Vec::new();
        for _ in 0..clients {
            let (http, url, secret, next) =
                (http.clone(), url.clone(), secret.clone(), next.clone());
            let clock = sandbox.clock().clone();
            workers.push(tokio::spawn(async move {
                let mut latencies = Vec::new();
                loop {
                    let n = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if n >= total {
                        return latencies;
                    }
                    latencies.push(post_one(&http, &url, &secret, clock.now_secs(), n).await);
                }
            }));
        }
        let mut all = Vec::with_capacity(total);
        for worker in workers {
            all.extend(worker.await.expect("a client task"));
        }
        all
    });
    let elapsed = started.elapsed();
    let mut latencies = latencies;
    latencies.sort_unstable();
    println!(
        "throughput: {:.0} verified deliveries/s ({total} in {:.1} s)",
        total as f64 / elapsed.as_secs_f64(),
        elapsed.as_secs_f64()
    );
    println!(
        "request to 2xx: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        millis(quantile(&latencies, 500)),
        millis(quantile(&latencies, 990)),
        millis(latencies.last().copied().unwrap_or_default())
    );

    // One sender at a time: the time a single delivery takes, without queueing behind others.
    let single: usize = 2_000.min(total);
    let mut alone = runtime.block_on(async {
        let http = reqwest::Client::new();
        let mut latencies = Vec::with_capacity(single);
        for n in total..total + single {
            latencies.push(post_one(&http, &url, &secret, sandbox.clock().now_secs(), n).await);
        }
        latencies
    });
    alone.sort_unstable();
    println!(
        "one sender at a time ({single} more, the oldest pruned to keep {total}): p50 {:.2} ms, p99 {:.2} ms",
        millis(quantile(&alone, 500)),
        millis(quantile(&alone, 990))
    );

    let profile = engine.profile();
    let store = Store::open(&db)?;
    let stored = store.count_deliveries(profile, &DeliveryFilter::default())?;
    let verified = store.count_deliveries(
        profile,
        &DeliveryFilter {
            verdicts: vec![DeliveryVerdict::Verified],
            ..DeliveryFilter::default()
        },
    )?;
    assert_eq!(stored, total as u64, "every delivery is stored");
    assert_eq!(verified, total as u64, "every delivery verified");
    let page_started = Instant::now();
    let newest = store.list_deliveries(profile, &DeliveryFilter::default(), None, 500)?;
    let page = page_started.elapsed();
    assert_eq!(newest.len(), 500.min(total));
    let rss_after = rss_kib();
    let db_bytes: u64 = ["", "-wal"]
        .iter()
        .filter_map(|suffix| {
            std::fs::metadata(format!("{}{suffix}", db.display()))
                .ok()
                .map(|m| m.len())
        })
        .sum();
    println!(
        "after {stored} stored deliveries: process RSS {:.1} MiB (was {:.1} MiB before the run), history {:.1} MiB on disk; the inspector's first page (500 rows) read in {:.1} ms",
        rss_after as f64 / 1024.0,
        rss_before as f64 / 1024.0,
        db_bytes as f64 / (1024.0 * 1024.0),
        millis(page)
    );
    engine.shutdown();
    drop(sandbox);
    Ok(())
}
