#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! Download benchmark: one large file from the in-process sandbox's `/sandbox/files/blob`,
//! fetched by `curl` and by the engine's `Downloader`, with throughput, the ratio between them
//! and our process's peak memory growth; with Debian's `tinyproxy` installed, the `Downloader`
//! also fetches it through tinyproxy on loopback, and the ratio proxied/direct is printed (the
//! goal: at least 0.9). Run with `cargo bench --bench download_bench`
//! (`GENDESK_BENCH_BYTES` overrides the 1 GiB size, `GENDESK_BENCH_ROUNDS` the 3 rounds; the
//! summary gives medians, as a shared machine makes single runs noisy).

#[path = "support/rss.rs"]
mod rss;

use std::error::Error;
use std::fmt::Write as _;
use std::fs::File;
use std::io::{ErrorKind, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rss::vm_rss_kib;

use gendesk_core::download::{DownloadLimits, DownloadRequest, Downloader, Progress};
use gendesk_sandbox::blob_route::{MAX_BLOB_BYTES, fill};
use gendesk_sandbox::{Sandbox, SandboxConfig};
use tokio::sync::watch;

type Res<T> = Result<T, Box<dyn Error>>;

const DEFAULT_BYTES: u64 = 1024 * 1024 * 1024;
const SEED: u64 = 20_240_601;
const MIB: f64 = 1024.0 * 1024.0;

fn main() -> Res<()> {
    let bytes: u64 = env_or("GENDESK_BENCH_BYTES", DEFAULT_BYTES)?;
    let rounds: usize = env_or("GENDESK_BENCH_ROUNDS", 3)?;
    if bytes > MAX_BLOB_BYTES {
        return Err("GENDESK_BENCH_BYTES is over the sandbox's 8 GiB limit".into());
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig {
        rate_limit: None,
        seed: Some(1),
        ..SandboxConfig::default()
    }))?;
    let url = sandbox.blob_url(bytes, SEED);
    let dir = tempfile::tempdir()?;
    println!(
        "download_bench: {bytes} bytes ({:.1} MiB) from {url}, {rounds} rounds",
        mib(bytes)
    );
    println!(
        "download_bench: files in {} (server: in-process sandbox, 2 tokio worker threads)",
        dir.path().display()
    );
    let has_curl = curl_available();
    let (proxy, through_proxy) = proxied()?.unzip();

    let mut curl_runs = Vec::new();
    let mut ours_runs = Vec::new();
    let mut proxied_runs = Vec::new();
    let mut curl_proxied_runs = Vec::new();
    for round in 1..=rounds.max(1) {
        let curl_path = dir.path().join("curl.bin");
        let curl = if has_curl {
            run_curl(&url, &curl_path, None)?
        } else {
            None
        };
        if let Some(run) = &curl {
            println!(
                "round {round} curl:       {:>7.1} MiB/s  ({:.3} s to last byte; {:.3} s with an fsync afterwards: {:.1} MiB/s)",
                rate(bytes, run.transfer),
                run.transfer.as_secs_f64(),
                run.with_fsync.as_secs_f64(),
                rate(bytes, run.with_fsync),
            );
        }
        let ours = run_ours(
            &runtime,
            &url,
            dir.path(),
            bytes,
            &gendesk_api::Network::direct(),
        )?;
        println!(
            "round {round} Downloader: {:>7.1} MiB/s  ({:.3} s to last byte written; {:.3} s with its fsync and rename: {:.1} MiB/s; peak VmRSS growth {})",
            rate(bytes, ours.transfer),
            ours.transfer.as_secs_f64(),
            ours.total.as_secs_f64(),
            rate(bytes, ours.total),
            ours.memory.as_ref().map_or_else(
                || "n/a".to_owned(),
                |m| format!("{:.1} MiB", m.peak_growth_mib())
            ),
        );
        check(
            &ours.path,
            curl.as_ref().map(|_| curl_path.as_path()),
            bytes,
            round == 1,
        )?;
        std::fs::remove_file(&ours.path)?;
        if curl.is_some() {
            std::fs::remove_file(&curl_path)?;
        }
        curl_runs.extend(curl);
        ours_runs.push(ours);
        if let (Some(network), Some(proxy)) = (&through_proxy, &proxy) {
            let (proxied, curl) = proxied_round(
                round,
                &runtime,
                (&url, dir.path(), bytes),
                network,
                proxy,
                has_curl,
            )?;
            proxied_runs.push(proxied);
            curl_proxied_runs.extend(curl);
        }
    }
    summarize(bytes, &curl_runs, &ours_runs);
    summarize_proxy(
        bytes,
        (&ours_runs, &proxied_runs),
        &curl_proxied_runs,
        proxy.as_ref(),
    );
    dir.close()?;
    runtime.block_on(sandbox.shutdown());
    println!("download_bench: temporary files removed");
    Ok(())
}

/// Checks sizes and sampled ranges of both files against the generator, and on the first round
/// that the two files are byte-identical.
fn check(ours: &Path, curl: Option<&Path>, bytes: u64, compare_whole: bool) -> Res<()> {
    let ours_len = std::fs::metadata(ours)?.len();
    assert_eq!(ours_len, bytes, "the Downloader's file has the wrong size");
    let sampled = check_samples(ours, bytes)?;
    let mut line = format!(
        "        check:      Downloader file is {ours_len} bytes, {sampled} sampled ranges equal the generator"
    );
    if let Some(curl) = curl {
        let curl_len = std::fs::metadata(curl)?.len();
        assert_eq!(curl_len, bytes, "curl's file has the wrong size");
        check_samples(curl, bytes)?;
        write!(line, "; curl file is {curl_len} bytes, samples equal")?;
        if compare_whole {
            assert!(same_contents(ours, curl)?, "the two files differ");
            line.push_str(", whole files byte-identical");
        }
    }
    println!("{line}");
    Ok(())
}

/// Medians over the rounds, the ratio and the memory figure.
fn summarize(bytes: u64, curl: &[CurlRun], ours: &[OursRun]) {
    let ours_transfer = median(ours.iter().map(|r| r.transfer));
    let ours_total = median(ours.iter().map(|r| r.total));
    println!(
        "median Downloader: {:>7.1} MiB/s to last byte, {:.1} MiB/s including fsync and rename",
        rate(bytes, ours_transfer),
        rate(bytes, ours_total)
    );
    if curl.is_empty() {
        println!("median curl:       skipped (no curl run)");
        println!("ratio ours/curl:   skipped (no curl run)");
    } else {
        let curl_transfer = median(curl.iter().map(|r| r.transfer));
        let curl_total = median(curl.iter().map(|r| r.with_fsync));
        println!(
            "median curl:       {:>7.1} MiB/s to last byte, {:.1} MiB/s including an fsync",
            rate(bytes, curl_transfer),
            rate(bytes, curl_total)
        );
        println!(
            "ratio ours/curl:   {:.2} (throughput to last byte), {:.2} (both including fsync)",
            curl_transfer.as_secs_f64() / ours_transfer.as_secs_f64(),
            curl_total.as_secs_f64() / ours_total.as_secs_f64(),
        );
    }
    let peak = ours
        .iter()
        .filter_map(|r| r.memory.as_ref())
        .max_by_key(|m| m.peak_kib.saturating_sub(m.baseline_kib));
    match peak {
        Some(memory) => println!(
            "memory:            peak VmRSS growth during our download {:.1} MiB (worst round; baseline {:.1} MiB, peak {:.1} MiB, {} samples every ~10 ms; includes the in-process sandbox serving the file)",
            memory.peak_growth_mib(),
            kib_to_mib(memory.baseline_kib),
            kib_to_mib(memory.peak_kib),
            memory.samples,
        ),
        None => println!("memory:            not measured (no /proc/self/status on this system)"),
    }
}

/// One round through the proxy: the Downloader, then curl (when there is curl) the same way.
fn proxied_round(
    round: usize,
    runtime: &tokio::runtime::Runtime,
    (url, dir, bytes): (&str, &Path, u64),
    network: &gendesk_api::Network,
    proxy: &gendesk_api::testing::RealProxy,
    has_curl: bool,
) -> Res<(OursRun, Option<CurlRun>)> {
    let proxied = run_ours(runtime, url, dir, bytes, network)?;
    println!(
        "round {round} via proxy:  {:>7.1} MiB/s  ({:.3} s to last byte written, through tinyproxy on loopback)",
        rate(bytes, proxied.transfer),
        proxied.transfer.as_secs_f64(),
    );
    check(&proxied.path, None, bytes, false)?;
    std::fs::remove_file(&proxied.path)?;
    if !has_curl {
        return Ok((proxied, None));
    }
    let curl_path = dir.join("curl.bin");
    let address = format!("http://{}", proxy.address());
    let curl = run_curl(url, &curl_path, Some(&address))?;
    if let Some(run) = &curl {
        println!(
            "round {round} curl via proxy: {:>7.1} MiB/s  ({:.3} s to last byte)",
            rate(bytes, run.transfer),
            run.transfer.as_secs_f64(),
        );
        std::fs::remove_file(&curl_path)?;
    }
    Ok((proxied, curl))
}

/// The proxied downloads against the direct ones of the same rounds.
fn summarize_proxy(
    bytes: u64,
    (direct, proxied): (&[OursRun], &[OursRun]),
    curl_proxied: &[CurlRun],
    proxy: Option<&gendesk_api::testing::RealProxy>,
) {
    let Some(proxy) = proxy else {
        println!("via proxy:         skipped (no tinyproxy; apt-get install -y tinyproxy)");
        return;
    };
    let direct = median(direct.iter().map(|r| r.transfer));
    let proxied_median = median(proxied.iter().map(|r| r.transfer));
    println!(
        "median via proxy:  {:>7.1} MiB/s to last byte ({} requests in tinyproxy's log)",
        rate(bytes, proxied_median),
        proxy.log_text().matches("Request (").count(),
    );
    println!(
        "ratio proxy/direct: {:.2} (throughput to last byte; goal at least 0.90)",
        direct.as_secs_f64() / proxied_median.as_secs_f64(),
    );
    if !curl_proxied.is_empty() {
        let curl = median(curl_proxied.iter().map(|r| r.transfer));
        println!(
            "ratio ours/curl via proxy: {:.2} (the same proxy; what the proxy itself costs shows in curl's figure)",
            curl.as_secs_f64() / proxied_median.as_secs_f64(),
        );
    }
}

/// Tinyproxy on loopback and the network settings through it (nothing bypassed, so the
/// sandbox on this computer is reached through it); `None` without tinyproxy.
fn proxied() -> Res<Option<(gendesk_api::testing::RealProxy, gendesk_api::Network)>> {
    if !tinyproxy_available() {
        return Ok(None);
    }
    let proxy = gendesk_api::testing::RealProxy::tinyproxy(None);
    let custom = gendesk_api::network::CustomProxy::new(
        gendesk_api::network::ProxyKind::Http,
        "127.0.0.1",
        proxy.port(),
    );
    let network = gendesk_api::Network::new(gendesk_api::network::ProxyChoice::Custom(custom), "")?;
    Ok(Some((proxy, network)))
}

/// Whether Debian's tinyproxy can be run (said on stdout when not).
fn tinyproxy_available() -> bool {
    let found = Command::new("tinyproxy").arg("-v").output().is_ok();
    if !found {
        println!("download_bench: no tinyproxy, so no proxied rounds");
    }
    found
}

fn median(values: impl Iterator<Item = Duration>) -> Duration {
    let mut values: Vec<Duration> = values.collect();
    values.sort();
    values.get(values.len() / 2).copied().unwrap_or_default()
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

/// Our run.
struct OursRun {
    path: PathBuf,
    /// Until the last byte was written (before the fsync).
    transfer: Duration,
    /// Until the file had its final name.
    total: Duration,
    memory: Option<Memory>,
}

/// Downloads `url` with the engine's `Downloader`, sampling memory meanwhile.
fn run_ours(
    runtime: &tokio::runtime::Runtime,
    url: &str,
    dir: &Path,
    bytes: u64,
    network: &gendesk_api::Network,
) -> Res<OursRun> {
    let downloader = Downloader::new(
        DownloadLimits {
            max_bytes: MAX_BLOB_BYTES,
            ..DownloadLimits::default()
        },
        network,
    )?;
    let request = DownloadRequest {
        url: url.to_owned(),
        target_dir: dir.to_owned(),
        file_stem: "gendesk".to_owned(),
        resume_from_part: false,
    };
    let (_keep, cancel) = watch::channel(false);
    let rss = RssSampler::start();
    let started = Instant::now();
    let mut last_byte = None;
    let path = runtime.block_on(downloader.download(&request, &cancel, |p| {
        if let Progress::Bytes { done, .. } = p
            && done == bytes
            && last_byte.is_none()
        {
            last_byte = Some(started.elapsed());
        }
    }))?;
    let total = started.elapsed();
    let memory = rss.stop();
    Ok(OursRun {
        path,
        transfer: last_byte.unwrap_or(total),
        total,
        memory,
    })
}

/// One curl run.
struct CurlRun {
    transfer: Duration,
    with_fsync: Duration,
}

/// Prints curl's version; `false` when curl cannot be run (said on stdout).
fn curl_available() -> bool {
    match Command::new("curl").arg("--version").output() {
        Ok(output) => {
            let text = String::from_utf8_lossy(&output.stdout);
            println!(
                "download_bench: {}",
                text.lines().next().unwrap_or("curl (unknown version)")
            );
            true
        }
        Err(err) if err.kind() == ErrorKind::NotFound => {
            println!(
                "download_bench: curl not found on PATH; skipping the curl runs and the ratio"
            );
            false
        }
        Err(err) => {
            println!(
                "download_bench: curl could not run ({err}); skipping the curl runs and the ratio"
            );
            false
        }
    }
}

/// Runs `curl -sS -o path url`; `None` when it fails (said on stdout).
fn run_curl(url: &str, path: &Path, proxy: Option<&str>) -> Res<Option<CurlRun>> {
    let started = Instant::now();
    let mut command = Command::new("curl");
    command.arg("-sS").arg("-o").arg(path).arg(url);
    if let Some(proxy) = proxy {
        // Nothing bypassed: curl skips proxies for loopback only when NO_PROXY says so.
        command.arg("-x").arg(proxy).arg("--noproxy").arg("");
    }
    let status = command.status()?;
    let transfer = started.elapsed();
    if !status.success() {
        println!("curl failed ({status}); this round has no curl figure");
        return Ok(None);
    }
    // The Downloader fsyncs before naming its file; this makes the second figure comparable.
    File::open(path)?.sync_all()?;
    Ok(Some(CurlRun {
        transfer,
        with_fsync: started.elapsed(),
    }))
}

/// Compares a few ranges of the file (start, end, chunk borders, pseudo-random spots) with the
/// generator; returns how many.
fn check_samples(path: &Path, len: u64) -> Res<usize> {
    let mut file = File::open(path)?;
    let mut spots = vec![0, len.saturating_sub(4096), 65_536 - 7, len / 2 + 3];
    let mut rng = fastrand::Rng::with_seed(SEED);
    spots.extend((0..8).map(|_| rng.u64(0..len.max(1))));
    let mut checked = 0;
    for start in spots {
        let n = usize::try_from(4096.min(len.saturating_sub(start)))?;
        let mut got = vec![0_u8; n];
        file.seek(SeekFrom::Start(start))?;
        file.read_exact(&mut got)?;
        let mut want = vec![0_u8; n];
        fill(SEED, start, &mut want);
        assert!(got == want, "{} differs at byte {start}", path.display());
        checked += 1;
    }
    Ok(checked)
}

/// Whether two files hold the same bytes (read 1 MiB at a time).
fn same_contents(a: &Path, b: &Path) -> Res<bool> {
    let (mut a, mut b) = (File::open(a)?, File::open(b)?);
    let mut buf_a = vec![0_u8; 1 << 20];
    let mut buf_b = vec![0_u8; 1 << 20];
    loop {
        let n = read_full(&mut a, &mut buf_a)?;
        let m = read_full(&mut b, &mut buf_b)?;
        if n != m || buf_a[..n] != buf_b[..m] {
            return Ok(false);
        }
        if n == 0 {
            return Ok(true);
        }
    }
}

fn read_full(file: &mut File, buf: &mut [u8]) -> Res<usize> {
    let mut filled = 0;
    while filled < buf.len() {
        match file.read(&mut buf[filled..])? {
            0 => break,
            n => filled += n,
        }
    }
    Ok(filled)
}

/// Samples this process's resident memory every ~10 ms on a thread.
struct RssSampler {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Option<Memory>>,
}

/// What the sampler saw.
struct Memory {
    baseline_kib: u64,
    peak_kib: u64,
    samples: usize,
}

impl Memory {
    fn peak_growth_mib(&self) -> f64 {
        kib_to_mib(self.peak_kib.saturating_sub(self.baseline_kib))
    }
}

impl RssSampler {
    fn start() -> Self {
        let baseline = vm_rss_kib();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::spawn(move || {
            let baseline_kib = baseline?;
            let mut peak_kib = baseline_kib;
            let mut samples = 0;
            while !flag.load(Ordering::Relaxed) {
                if let Some(now) = vm_rss_kib() {
                    peak_kib = peak_kib.max(now);
                    samples += 1;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            Some(Memory {
                baseline_kib,
                peak_kib,
                samples,
            })
        });
        Self { stop, thread }
    }

    fn stop(self) -> Option<Memory> {
        self.stop.store(true, Ordering::Relaxed);
        self.thread.join().ok().flatten()
    }
}

#[allow(
    clippy::cast_precision_loss,
    reason = "byte counts below 2^53 convert exactly enough for a printed figure"
)]
fn mib(bytes: u64) -> f64 {
    bytes as f64 / MIB
}

#[allow(
    clippy::cast_precision_loss,
    reason = "KiB counts convert exactly enough for a printed figure"
)]
fn kib_to_mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

fn rate(bytes: u64, took: Duration) -> f64 {
    mib(bytes) / took.as_secs_f64().max(1e-9)
}
