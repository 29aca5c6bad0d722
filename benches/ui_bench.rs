#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! UI benchmark: the real GenDesk window (eframe/egui) under a display, measured from outside
//! the product code. Each measurement runs the window in a child process (this binary again,
//! with `GENDESK_UI_BENCH_CHILD` set) that wraps `GenDeskApp` in a small `eframe::App`; the parent
//! seeds data, runs an in-process sandbox when one is needed, and prints the figures:
//!
//! - `startup`: spawn → first `ui()` call → first frame presented → view shown, for an empty
//!   eframe window, GenDesk on a fresh data folder (welcome) and GenDesk on an existing sandbox
//!   profile (Activity's empty state); medians and the ratios to the empty window.
//! - `idle`: CPU % of one core, frames per second and the causes of every repaint while the
//!   Activity view shows 10 tasks in flight and nobody touches the window.
//! - `history`: 100 000 tasks, 500 of them successful images served by the sandbox: the app's
//!   `logic` + `ui` time per frame (median, p95, p99, max) while scrolling and jumping, and
//!   `VmRSS` before opening, after the first screen and after scrolling over the 500 image rows,
//!   with the number of egui textures (thumbnails observed or not).
//! - `compose`: the Compose view of the sandbox profile with its first image model's form,
//!   repainted without input: the app's `logic` + `ui` time per frame. The form's words are
//!   looked up in the window's language: `GENDESK_LANGUAGE=ja` against English measures what
//!   translating costs.
//!
//! Run under a display, e.g. `xvfb-run -a -s "-screen 0 1280x800x24" cargo bench --bench
//! ui_bench` (all three) or `… --bench ui_bench -- history`. Knobs (environment):
//! `GENDESK_BENCH_STARTUP_RUNS` (10), `GENDESK_BENCH_IDLE_SECS` (15), `GENDESK_BENCH_HISTORY_TASKS`
//! (100000).

#[path = "support/rss.rs"]
mod rss;
#[path = "support/ui_window.rs"]
mod ui_window;

use std::io::BufRead as _;
use std::path::Path;
use std::process::{Command as Process, ExitCode, Stdio};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::{Context as _, bail};
use gendesk_api::{
    ApiError, ApiKey, BaseUrl, Client, ModelInput, ModelKind, SubmitTaskRequest, TaskState,
};
use gendesk_core::config::{AppPaths, ProfileConfig, ProfileKind, Profiles};
use gendesk_core::engine::{Command, Engine, EngineConfig, Event, TaskEvent};
use gendesk_core::store::{StatusUpdate, Store};
use gendesk_core::trouble::Trouble;
use gendesk_sandbox::{DEMO_KEY, Sandbox, SandboxConfig, SandboxHandle};

use ui_window::{
    CHILD_ENV, DIR_ENV, IDLE_SECS_ENV, KEY_ENV, MARK, PROFILE_ENV, PROMPT_TAG, TASKS_ENV,
    THUMB_ROWS_ENV,
};

type Res<T> = anyhow::Result<T>;

const IMAGE: &str = "sandbox/image-fast";
const VIDEO: &str = "sandbox/video-lite";
/// Tasks in flight for the idle measurement.
const IDLE_TASKS: u64 = 10;
/// Successful image tasks in the big history (every other row of the newest 1 000).
const THUMBNAILS: u64 = 500;
const REMOTE_PROFILE: &str = "Bench";
const XVFB_HINT: &str = "xvfb-run -a -s \"-screen 0 1280x800x24\" cargo bench --bench ui_bench [-- startup|idle|history|compose]";

fn main() -> ExitCode {
    if let Ok(mode) = std::env::var(CHILD_ENV) {
        return ExitCode::from(ui_window::run(&mode));
    }
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            println!("ui_bench: failed: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Res<()> {
    // `cargo bench` passes `--bench`; anything else without dashes names what to run.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let which = args.first().map_or("all", String::as_str);
    if !["all", "startup", "idle", "history", "compose"].contains(&which) {
        println!("ui_bench: unknown benchmark {which:?}; usage: {XVFB_HINT}");
        return Ok(());
    }
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        println!(
            "ui_bench: skipped: no display (DISPLAY and WAYLAND_DISPLAY are unset); run it under Xvfb: {XVFB_HINT}"
        );
        return Ok(());
    }
    println!(
        "ui_bench: {} CPU cores, load average {} at start (other builds may be running); window {}×{} points",
        std::thread::available_parallelism().map_or(0, std::num::NonZero::get),
        std::fs::read_to_string("/proc/loadavg")
            .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
            .unwrap_or_default(),
        gendesk::ui::WINDOW_SIZE[0],
        gendesk::ui::WINDOW_SIZE[1],
    );
    let outcome = (|| -> Res<()> {
        if matches!(which, "all" | "startup") {
            startup(env_or("GENDESK_BENCH_STARTUP_RUNS", 10)?)?;
        }
        if matches!(which, "all" | "idle") {
            idle(env_or("GENDESK_BENCH_IDLE_SECS", 15)?)?;
        }
        if matches!(which, "all" | "history") {
            history(env_or("GENDESK_BENCH_HISTORY_TASKS", 100_000)?)?;
        }
        if matches!(which, "all" | "compose") {
            compose()?;
        }
        Ok(())
    })();
    match outcome {
        Err(err) if err.downcast_ref::<NoWindow>().is_some() => {
            println!("ui_bench: skipped: {err}; run it under Xvfb: {XVFB_HINT}");
            Ok(())
        }
        other => other,
    }
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> Res<T> {
    match std::env::var(name) {
        Ok(text) => text
            .trim()
            .parse()
            .map_err(|_| anyhow::anyhow!("{name}={text:?} is not a number")),
        Err(_) => Ok(default),
    }
}

/// The window could not open (no usable display or graphics driver).
#[derive(Debug, thiserror::Error)]
#[error("the window could not open ({0})")]
struct NoWindow(String);

// ---------------------------------------------------------------------------------------------
// Child processes

struct ChildRun {
    /// Marker lines (without the prefix) and when they arrived, from the spawn.
    marks: Vec<(Duration, String)>,
    timed_out: bool,
}

impl ChildRun {
    fn at(&self, mark: &str) -> Option<Duration> {
        self.marks.iter().find(|(_, m)| m == mark).map(|(t, _)| *t)
    }

    fn value(&self, key: &str) -> Option<&str> {
        self.marks
            .iter()
            .find_map(|(_, m)| m.strip_prefix(key)?.strip_prefix(' '))
    }
}

/// Runs this binary as the window child `mode` on the data folder `dir`; with `echo`, prints
/// its reports and notes as they come.
fn spawn_child(
    mode: &str,
    dir: &Path,
    envs: &[(&str, String)],
    deadline: Duration,
    echo: bool,
) -> Res<ChildRun> {
    let exe = std::env::current_exe()?;
    let mut command = Process::new(exe);
    command
        .env(CHILD_ENV, mode)
        .env(DIR_ENV, dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in envs {
        command.env(name, value);
    }
    let started = Instant::now();
    let mut child = command.spawn().context("starting the window child")?;
    let stdout = child.stdout.take().context("child stdout")?;
    let stderr = child.stderr.take().context("child stderr")?;
    // Passed on, except a line that winit's Wayland probe prints on every start under Xvfb.
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stderr).lines() {
            let Ok(line) = line else { break };
            if !line.contains("XDG_RUNTIME_DIR is invalid or not set") {
                eprintln!("{line}");
            }
        }
    });
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send((Instant::now(), line)).is_err() {
                break;
            }
        }
    });
    let mut run = ChildRun {
        marks: Vec::new(),
        timed_out: false,
    };
    loop {
        let left = deadline.saturating_sub(started.elapsed());
        match rx.recv_timeout(left) {
            Ok((at, line)) => {
                let Some(rest) = line.strip_prefix(MARK) else {
                    continue;
                };
                let rest = rest.trim().to_owned();
                if echo {
                    if let Some(report) = rest.strip_prefix("report ") {
                        println!("  {report}");
                    } else if let Some(note) = rest.strip_prefix("note ") {
                        println!("  ({note})");
                    }
                }
                if let Some(error) = rest.strip_prefix("error ") {
                    if error.starts_with("window:") {
                        let _ = child.kill();
                        let _ = child.wait();
                        return Err(NoWindow(error.to_owned()).into());
                    }
                    println!("  child {mode}: ERROR {error}");
                }
                run.marks.push((at.duration_since(started), rest));
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                println!(
                    "  child {mode}: no exit within {} s; stopping it",
                    deadline.as_secs()
                );
                run.timed_out = true;
                let _ = child.kill();
                break;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let status = child.wait()?;
    if !status.success() && !run.timed_out {
        println!("  child {mode}: exited with {status}");
    }
    Ok(run)
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Writes `profiles.toml` with `profile` as the last one, and `ui.toml` opening Activity.
fn write_config(paths: &AppPaths, profiles: &Profiles) -> Res<()> {
    std::fs::create_dir_all(&paths.config_dir)?;
    std::fs::create_dir_all(&paths.data_dir)?;
    profiles.save(&paths.profiles_file())?;
    std::fs::write(
        paths.config_dir.join("ui.toml"),
        "last_view = \"activity\"\n",
    )?;
    Ok(())
}

fn remote_profiles(base_url: &str) -> Res<Profiles> {
    let mut profiles = Profiles::default();
    profiles.add(ProfileConfig {
        name: REMOTE_PROFILE.to_owned(),
        base_url: base_url.to_owned(),
        kind: ProfileKind::Remote,
        default_model: None,
        models: None,
        receiver: None,
        references: gendesk_core::references::ReferenceHosting::None,
        spending_limit: gendesk_core::config::LimitCents::default(),
    })?;
    profiles.last_profile = Some(REMOTE_PROFILE.to_owned());
    Ok(profiles)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

// ---------------------------------------------------------------------------------------------
// 1. Start to first frame

struct Timings {
    /// The options built (GenDesk: keyring mock, data folder claimed), before eframe starts.
    options: Vec<Duration>,
    /// The app constructed (`GenDeskApp::new`, in eframe's creation callback).
    created: Vec<Duration>,
    first_ui: Vec<Duration>,
    presented: Vec<Duration>,
    ready: Vec<Duration>,
}

fn median(samples: &[Duration]) -> Option<Duration> {
    let mut sorted = samples.to_vec();
    sorted.sort();
    sorted.get(sorted.len() / 2).copied()
}

fn summary(samples: &[Duration]) -> String {
    match (median(samples), samples.iter().min(), samples.iter().max()) {
        (Some(m), Some(lo), Some(hi)) => {
            format!("{:>6.0} ms (min {:.0}, max {:.0})", ms(m), ms(*lo), ms(*hi))
        }
        _ => "     — (not reached)".to_owned(),
    }
}

fn startup(runs: usize) -> Res<()> {
    println!(
        "\n== 1. start to first frame (release build; {runs} runs per mode after one warm-up round, modes interleaved; times from spawning the process) =="
    );
    let modes = [
        ("empty", "empty eframe window         "),
        ("welcome", "GenDesk, fresh data folder  "),
        ("main", "GenDesk, sandbox profile    "),
    ];
    let mut timings: Vec<Timings> = modes
        .iter()
        .map(|_| Timings {
            options: Vec::new(),
            created: Vec::new(),
            first_ui: Vec::new(),
            presented: Vec::new(),
            ready: Vec::new(),
        })
        .collect();
    for round in 0..=runs {
        for ((mode, _), timing) in modes.iter().zip(&mut timings) {
            let dir = tempfile::tempdir()?;
            if *mode == "main" {
                let mut profiles = Profiles::default();
                let name = profiles.ensure_sandbox().name.clone();
                profiles.last_profile = Some(name);
                write_config(&AppPaths::portable(dir.path()), &profiles)?;
            }
            let run = spawn_child(mode, dir.path(), &[], Duration::from_secs(90), false)?;
            if round == 0 {
                if *mode == "empty"
                    && let Some(renderer) = run.value("note")
                {
                    println!("  {renderer}");
                }
                continue;
            }
            timing.options.extend(
                run.marks
                    .iter()
                    .find(|(_, m)| m.starts_with("rss_before_open_kib"))
                    .map(|(t, _)| *t),
            );
            timing.created.extend(run.at("created"));
            timing.first_ui.extend(run.at("first_ui"));
            timing.presented.extend(run.at("presented"));
            timing.ready.extend(run.at("ready"));
        }
    }
    for ((mode, label), timing) in modes.iter().zip(&timings) {
        println!(
            "  {label} first ui() {}   first frame presented {}",
            summary(&timing.first_ui),
            summary(&timing.presented)
        );
        println!(
            "  {label}   (on the way: options ready {}, app created {})",
            summary(&timing.options),
            summary(&timing.created)
        );
        match *mode {
            "welcome" => println!("  {label} welcome page painted {}", summary(&timing.ready)),
            "main" => println!(
                "  {label} main view painted (Activity's \u{201c}No tasks yet\u{201d}, after the in-app sandbox and engine start) {}",
                summary(&timing.ready)
            ),
            _ => {}
        }
    }
    let empty = median(&timings[0].presented);
    for (index, what) in [(1, "fresh data folder"), (2, "sandbox profile")] {
        if let (Some(base), Some(ours)) = (empty, median(&timings[index].presented)) {
            println!(
                "  ratio GenDesk ({what}) / empty window, first frame presented: {:.2}×",
                ours.as_secs_f64() / base.as_secs_f64()
            );
        }
    }
    if let (Some(base), Some(ours)) = (empty, median(&timings[2].ready)) {
        println!(
            "  ratio GenDesk (sandbox profile, main view painted) / empty window first frame: {:.2}×",
            ours.as_secs_f64() / base.as_secs_f64()
        );
    }
    println!(
        "  (the keyring is a mock in every GenDesk run: the OS keyring's start-up cost is not included)"
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// 2. Idle with tasks in flight

fn idle(secs: u64) -> Res<()> {
    println!(
        "\n== 2. idle CPU with {IDLE_TASKS} tasks in flight (Activity view, no input, {secs} s) =="
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()?;
    // 1 real second = 0.01 simulated: an image task stays pending 30–150 s, then runs minutes.
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig {
        time_scale: 0.01,
        seed: Some(3),
        ..SandboxConfig::default()
    }))?;
    let dir = tempfile::tempdir()?;
    let paths = AppPaths::portable(dir.path());
    write_config(&paths, &remote_profiles(sandbox.base_url())?)?;
    submit_in_flight(&paths, &sandbox)?;
    let before = sandbox.counters();
    let run = spawn_child(
        "idle",
        dir.path(),
        &[
            (PROFILE_ENV, REMOTE_PROFILE.to_owned()),
            (KEY_ENV, DEMO_KEY.to_owned()),
            (TASKS_ENV, IDLE_TASKS.to_string()),
            (IDLE_SECS_ENV, secs.to_string()),
        ],
        Duration::from_secs(180 + secs),
        true,
    )?;
    let after = sandbox.counters();
    let polls = after.requests_to("getTaskStatus") - before.requests_to("getTaskStatus");
    println!(
        "  status requests the window's engine sent while it was open: {polls} (in {:.0} s, default polling: 2 s growing ×1.5 to 15 s for images, 5 s to 30 s for video)",
        run.at("exited")
            .or_else(|| run.marks.last().map(|(t, _)| *t))
            .unwrap_or_default()
            .as_secs_f64()
    );
    drop(sandbox);
    Ok(())
}

/// The Compose view's frame time with the first image model's form (see `ui_compose.rs`).
fn compose() -> Res<()> {
    println!("\n== 5. frame time of the Compose view (the first image model's form, no input) ==");
    // The offline sandbox's profile, as "Explore the sandbox" makes it: the window starts its
    // own sandbox and shows its models.
    let dir = tempfile::tempdir()?;
    let paths = AppPaths::portable(dir.path());
    let mut profiles = Profiles::default();
    let name = profiles.ensure_sandbox().name.clone();
    profiles.last_profile = Some(name);
    write_config(&paths, &profiles)?;
    spawn_child("compose", dir.path(), &[], Duration::from_mins(3), true)?;
    Ok(())
}

/// Submits the in-flight tasks through an engine on the profile's history (then stops it): the
/// window's engine finds them there and polls them.
fn submit_in_flight(paths: &AppPaths, sandbox: &SandboxHandle) -> Res<()> {
    let config = EngineConfig::new(
        paths.database_file(),
        REMOTE_PROFILE,
        BaseUrl::parse(sandbox.base_url())?,
        ApiKey::new(DEMO_KEY)?,
        false,
    );
    let engine = Engine::start(config, Arc::new(|| {}))?;
    for i in 0..IDLE_TASKS {
        let command = if i % 3 == 2 {
            Command::SubmitTask {
                model: VIDEO.into(),
                kind: ModelKind::Video,
                request: SubmitTaskRequest::asynchronous(
                    ModelInput::new("text-to-video", format!("idle bench clip {i}"))
                        .with("resolution", "480p")
                        .with("duration", 5),
                ),
                price: gendesk_core::batch::estimate::PriceSource::Sandbox,
            }
        } else {
            Command::SubmitTask {
                model: IMAGE.into(),
                kind: ModelKind::Image,
                request: SubmitTaskRequest::asynchronous(
                    ModelInput::new("text-to-image", format!("idle bench picture {i}"))
                        .with("resolution", "1K"),
                ),
                price: gendesk_core::batch::estimate::PriceSource::Sandbox,
            }
        };
        engine.send(command)?;
    }
    let started = Instant::now();
    let mut submitted = 0;
    while submitted < IDLE_TASKS {
        for event in engine.drain_events() {
            match event {
                Event::Task(TaskEvent::Submitted { .. }) => submitted += 1,
                Event::Task(
                    TaskEvent::SubmissionRejected { error, .. }
                    | TaskEvent::SubmissionUnknown { error, .. },
                ) => {
                    bail!(
                        "an in-flight task was not accepted: {}",
                        gendesk_core::wording::submission_error(&error)
                    )
                }
                _ => {}
            }
        }
        if started.elapsed() > Duration::from_mins(1) {
            bail!("only {submitted} of {IDLE_TASKS} tasks were accepted within 60 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    engine.shutdown();
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// 3 + 4. Frame time and memory with a big history

fn history(tasks: u64) -> Res<()> {
    if tasks < 2 * THUMBNAILS {
        bail!(
            "GENDESK_BENCH_HISTORY_TASKS must be at least {}",
            2 * THUMBNAILS
        );
    }
    println!(
        "\n== 3. frame time and 4. memory: {tasks} tasks, {THUMBNAILS} of them successful 1024×1024 PNG images served by the sandbox =="
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    // 60× time: a 1K image is done in ~0.1 s and its URL works for 24 min of real time.
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig {
        time_scale: 60.0,
        rate_limit: None,
        seed: Some(9),
        ..SandboxConfig::default()
    }))?;
    let started = Instant::now();
    let images = runtime.block_on(finished_images(&sandbox))?;
    println!(
        "  {} image tasks created and finished in the sandbox in {:.1} s",
        images.len(),
        started.elapsed().as_secs_f64()
    );
    let started = Instant::now();
    let bytes = runtime.block_on(prefetch(&images))?;
    println!(
        "  their files rendered once by the sandbox (so the window's fetches are served from its cache): {:.1} MiB in {:.1} s",
        mib(bytes),
        started.elapsed().as_secs_f64()
    );
    let dir = tempfile::tempdir()?;
    let paths = AppPaths::portable(dir.path());
    write_config(&paths, &remote_profiles(sandbox.base_url())?)?;
    let started = Instant::now();
    seed_history(&paths, sandbox.base_url(), tasks, &images)?;
    println!(
        "  history seeded with {tasks} tasks in {:.1} s ({} bytes on disk)",
        started.elapsed().as_secs_f64(),
        std::fs::metadata(paths.database_file()).map_or(0, |m| m.len())
    );
    let before = sandbox.counters();
    let run = spawn_child(
        "history",
        dir.path(),
        &[
            (PROFILE_ENV, REMOTE_PROFILE.to_owned()),
            (KEY_ENV, DEMO_KEY.to_owned()),
            (TASKS_ENV, tasks.to_string()),
            (THUMB_ROWS_ENV, (2 * THUMBNAILS).to_string()),
        ],
        Duration::from_mins(15),
        true,
    )?;
    let after = sandbox.counters();
    println!(
        "  result files the window fetched from the sandbox: {} (of {THUMBNAILS} images)",
        after.media_served - before.media_served
    );
    if run.timed_out {
        println!("  (the run was stopped at its deadline; figures above may be partial)");
    }
    drop(sandbox);
    Ok(())
}

#[allow(
    clippy::cast_precision_loss,
    reason = "byte counts below 2^53 print exactly enough"
)]
fn mib(bytes: u64) -> f64 {
    bytes as f64 / 1_048_576.0
}

/// Creates the image tasks in the sandbox and waits until each has its result URL.
async fn finished_images(sandbox: &SandboxHandle) -> Res<Vec<(String, String)>> {
    let client = Client::new(BaseUrl::parse(sandbox.base_url())?, ApiKey::new(DEMO_KEY)?)?;
    let mut ids = Vec::new();
    for i in 0..THUMBNAILS {
        let request = SubmitTaskRequest::asynchronous(
            ModelInput::new(
                "text-to-image",
                format!("thumbnail {i}: a lighthouse at dusk"),
            )
            .with("resolution", "1K"),
        );
        ids.push(client.submit_task(IMAGE, &request).await?);
    }
    let started = Instant::now();
    let mut done = Vec::new();
    let mut waiting = ids;
    while !waiting.is_empty() {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let mut still = Vec::new();
        for id in waiting {
            let record = client.task_status(IMAGE, &id).await?;
            match record.state {
                TaskState::Success => {
                    let url = record.result_urls()?.into_iter().next().context("no URL")?;
                    done.push((id, url));
                }
                TaskState::Failed => bail!("sandbox image task {id} failed"),
                _ => still.push(id),
            }
        }
        waiting = still;
        if started.elapsed() > Duration::from_mins(2) {
            bail!("{} image tasks never finished", waiting.len());
        }
    }
    Ok(done)
}

/// Fetches every image once, two at a time; returns the bytes.
async fn prefetch(images: &[(String, String)]) -> Res<u64> {
    let http = reqwest::Client::new();
    let mut total = 0;
    for pair in images.chunks(2) {
        let mut fetches = tokio::task::JoinSet::new();
        for (_, url) in pair {
            let (http, url) = (http.clone(), url.clone());
            fetches.spawn(async move {
                let response = http.get(&url).send().await?.error_for_status()?;
                Ok::<_, reqwest::Error>(response.bytes().await?.len() as u64)
            });
        }
        while let Some(fetched) = fetches.join_next().await {
            total += fetched??;
        }
    }
    Ok(total)
}

/// What a seeded row becomes.
enum Seeded<'a> {
    Thumbnail(&'a (String, String)),
    Video,
    Music,
    Failed(&'static str, &'static str),
    Rejected,
    Unknown,
}

const WORDS: [&str; 8] = [
    "a lighthouse at dusk over a stormy sea",
    "portrait of a red fox in the snow, soft light",
    "isometric city block at night with neon signs and rain",
    "macro photo of dew on a spider web",
    "a cosy reading corner, warm lamp, autumn",
    "low-poly mountains under a pastel sky",
    "an astronaut riding a horse on the moon, cinematic, 35 mm film grain, dramatic rim lighting",
    "watercolour of a harbour town",
];

/// Seeds `tasks` rows: the newest `2 × images.len()` rows alternate the real images with other
/// tasks; the rest mixes finished videos and music (result URLs that the sandbox does not know),
/// failures, refused and outcome-unknown submissions. Nothing is left in flight, so the window's
/// engine has nothing to poll.
fn seed_history(
    paths: &AppPaths,
    base_url: &str,
    tasks: u64,
    images: &[(String, String)],
) -> Res<()> {
    let mut store = Store::open(&paths.database_file())?;
    let now = now_ms();
    let profile = store.upsert_profile(REMOTE_PROFILE, base_url, false, now)?;
    let region_start = tasks - 2 * images.len() as u64;
    for i in 0..tasks {
        let created = now - i64::try_from(tasks - i)? * 1000;
        let from_top = tasks - 1 - i;
        let seeded = if i >= region_start && from_top.is_multiple_of(2) {
            Seeded::Thumbnail(&images[usize::try_from(from_top / 2)?])
        } else {
            match i % 20 {
                0..=6 => Seeded::Video,
                7..=9 => Seeded::Music,
                10..=13 => Seeded::Failed(IMAGE, "image"),
                14..=16 => Seeded::Failed(VIDEO, "video"),
                17 => Seeded::Rejected,
                18 => Seeded::Unknown,
                _ => Seeded::Failed("sandbox/music", "audio"),
            }
        };
        let (model, kind) = match &seeded {
            Seeded::Thumbnail(_) | Seeded::Rejected | Seeded::Unknown => (IMAGE, "image"),
            Seeded::Video => (VIDEO, "video"),
            Seeded::Music => ("sandbox/music", "audio"),
            Seeded::Failed(model, kind) => (*model, *kind),
        };
        let prompt = format!("{PROMPT_TAG}{i:06} {}", WORDS[usize::try_from(i % 8)?]);
        let body = format!(r#"{{"input":{{"prompt":"{prompt}"}}}}"#);
        let row = store.insert_submission(
            profile,
            model,
            ModelKind::parse(kind),
            &body,
            &prompt,
            created,
        )?;
        let remote_id = format!("bench_{i:06}");
        let done = |state: &str, urls: Option<Vec<String>>| StatusUpdate {
            state: gendesk_api::TaskState::parse(state),
            remote_create_ms: Some(created + 500),
            completed_ms: Some(created + 9_000),
            cost_time_ms: Some(8_500),
            fail_code: None,
            fail_msg: None,
            result_urls: urls,
            final_: true,
        };
        let update = match seeded {
            Seeded::Rejected => {
                let refused = ApiError::Http {
                    status: 402,
                    code: Some(402),
                    message: Some("Insufficient balance".to_owned()),
                    retry_after: None,
                };
                store.mark_rejected(row, &Trouble::Submission(refused), created + 200)?;
                continue;
            }
            Seeded::Unknown => {
                let lost = ApiError::OutcomeUnknown {
                    timed_out: false,
                    detail: "The connection dropped after sending.".to_owned(),
                };
                store.mark_unknown(row, &Trouble::Submission(lost), created + 200)?;
                continue;
            }
            Seeded::Thumbnail((task_id, url)) => {
                store.mark_submitted(row, task_id, created + 200)?;
                done("success", Some(vec![url.clone()]))
            }
            Seeded::Video => {
                store.mark_submitted(row, &remote_id, created + 200)?;
                done(
                    "success",
                    Some(vec![format!("{base_url}/media/{remote_id}.mp4")]),
                )
            }
            Seeded::Music => {
                store.mark_submitted(row, &remote_id, created + 200)?;
                done(
                    "success",
                    Some(vec![
                        format!("{base_url}/media/{remote_id}-1.wav"),
                        format!("{base_url}/media/{remote_id}-2.wav"),
                    ]),
                )
            }
            Seeded::Failed(..) => {
                store.mark_submitted(row, &remote_id, created + 200)?;
                StatusUpdate {
                    fail_code: Some("SensitiveContent".to_owned()),
                    fail_msg: Some("The prompt was flagged by the provider.".to_owned()),
                    ..done("failed", None)
                }
            }
        };
        store.record_status(row, &update, created + 9_000, None)?;
    }
    Ok(())
}
