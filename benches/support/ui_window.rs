//! The window side of `ui_bench`: the real `GenDeskApp` (or an empty eframe app) wrapped in a
//! small `eframe::App` that times the app's `logic` + `ui`, counts frames, reads what a frame
//! painted (text shapes of the root layer, so no hooks in product code are needed), injects
//! pointer and wheel events through `raw_input_hook`, and reports on stdout with lines starting
//! with [`MARK`]. The parent process (`ui_bench.rs`) starts one such child per measurement.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::rss::vm_rss_kib;

use gendesk::ui::{AppOptions, GenDeskApp, KeyStoreChoice};
use gendesk_api::ApiKey;
use gendesk_core::config::{AppPaths, KeyVault};
use gendesk_sandbox::SandboxConfig;

/// Selects the child mode (`empty`, `welcome`, `main`, `idle`, `history`).
pub const CHILD_ENV: &str = "GENDESK_UI_BENCH_CHILD";
/// The data folder (`--data-dir` layout) the window opens.
pub const DIR_ENV: &str = "GENDESK_UI_BENCH_DIR";
/// The remote profile whose key the child puts in its mock keyring.
pub const PROFILE_ENV: &str = "GENDESK_UI_BENCH_PROFILE";
/// That profile's key.
pub const KEY_ENV: &str = "GENDESK_UI_BENCH_KEY";
/// How many tasks the history holds (the list shows "N tasks").
pub const TASKS_ENV: &str = "GENDESK_UI_BENCH_TASKS";
/// How many rows at the top of the history carry the thumbnail tasks (every other row).
pub const THUMB_ROWS_ENV: &str = "GENDESK_UI_BENCH_THUMB_ROWS";
/// Seconds of idle measurement.
pub const IDLE_SECS_ENV: &str = "GENDESK_UI_BENCH_IDLE_SECS";
/// Prefix of every line the parent reads.
pub const MARK: &str = "@ui_bench";
/// Every seeded prompt starts with this and the row's number (`bench #012345 …`).
pub const PROMPT_TAG: &str = "bench #";

/// How long a child may take to show what it waits for.
const CHILD_DEADLINE: Duration = Duration::from_mins(2);
/// Settling time before the idle measurement.
const IDLE_SETTLE: Duration = Duration::from_secs(3);
/// Wheel step while scrolling over the thumbnail rows (then dwelling until quiet).
const THUMB_STEP_PX: f32 = 360.0;
/// Wheel step per frame during the continuous scroll.
const SCROLL_STEP_PX: f32 = 120.0;
/// Frames of continuous scrolling.
const SCROLL_FRAMES: u32 = 300;
/// Jumps around the history, each followed by `JUMP_FOLLOW_FRAMES` frames of scrolling.
const JUMPS: u32 = 12;
const JUMP_FOLLOW_FRAMES: u32 = 30;

#[path = "ui_compose.rs"]
mod compose;

fn mark(what: &str) {
    println!("{MARK} {what}");
}

fn report(line: &str) {
    println!("{MARK} report {line}");
}

/// Runs the child `mode`; returns the process exit code.
pub fn run(mode: &str) -> u8 {
    match run_mode(mode) {
        Ok(()) => 0,
        Err(err) => {
            mark(&format!("error {err:#}"));
            1
        }
    }
}

fn env(name: &str) -> anyhow::Result<String> {
    std::env::var(name).map_err(|_| anyhow::anyhow!("{name} is not set"))
}

fn env_num<T: std::str::FromStr>(name: &str) -> anyhow::Result<T> {
    env(name)?
        .parse()
        .map_err(|_| anyhow::anyhow!("{name} is not a number"))
}

fn run_mode(mode: &str) -> anyhow::Result<()> {
    let dir = PathBuf::from(env(DIR_ENV)?);
    let paths = AppPaths::portable(&dir);
    let script: Box<dyn Script> = match mode {
        "empty" => Box::new(Startup::new(None)),
        "welcome" => Box::new(Startup::new(Some("Welcome to GenDesk"))),
        "main" => Box::new(Startup::new(Some("No tasks yet"))),
        "idle" => Box::new(Idle::new(
            env_num(TASKS_ENV)?,
            Duration::from_secs(env_num(IDLE_SECS_ENV)?),
        )),
        "history" => Box::new(History::new(env_num(TASKS_ENV)?, env_num(THUMB_ROWS_ENV)?)),
        "compose" => Box::new(compose::Compose::new()),
        other => anyhow::bail!("unknown child mode {other:?}"),
    };
    let options = if mode == "empty" {
        None
    } else {
        // A mock keyring (as the UI tests use): no Secret Service is needed, and opening it
        // costs nothing, so start-up figures do not depend on the desktop's keyring.
        let store: Arc<keyring_core::CredentialStore> = keyring_core::mock::Store::new()?;
        let vault = Arc::new(KeyVault::with_store(store));
        if let (Ok(profile), Ok(key)) = (env(PROFILE_ENV), env(KEY_ENV)) {
            vault.save(&profile, &ApiKey::new(&key)?)?;
        }
        Some(AppOptions {
            paths: paths.clone(),
            keys: KeyStoreChoice::Vault(vault),
            sandbox: SandboxConfig {
                allow_loopback_targets: true,
                ..SandboxConfig::default()
            },
            poll: None,
            // Any free port: a GenDesk window open on this machine may hold the default one.
            receiver_port: Some(0),
            audio: gendesk_core::media::audio::OutputChoice::from_env(),
            notifier: gendesk::ui::NotifierChoice::Recording(Arc::default()),
            video_colour: gendesk::ui::VideoColour::from_env(),
            updates: gendesk::ui::UpdateOptions::default(),
            // The figures are English's unless GENDESK_LANGUAGE names another.
            system_language: gendesk_core::i18n::ENGLISH,
            forced_language: std::env::var("GENDESK_LANGUAGE")
                .ok()
                .and_then(|tag| gendesk_core::i18n::by_tag(&tag)),
            crash_reports: Vec::new(),
            after_close: gendesk::ui::reopen::AfterClose::default(),
            restored: None,
            portable_keys_exist: false,
            // As `gendesk` does before its window opens: claim the data folder.
            instance: match gendesk_core::instance::claim(
                &paths.data_dir,
                gendesk_core::instance::ANSWER_TIMEOUT,
            )? {
                gendesk_core::instance::Claim::First(instance) => {
                    gendesk::ui::InstanceChoice::Held(instance)
                }
                _ => anyhow::bail!("the bench's data folder is held by another process"),
            },
        })
    };
    mark(&format!(
        "rss_before_open_kib {}",
        vm_rss_kib().unwrap_or(0)
    ));
    let frames = FRAMES.with(Clone::clone);
    let native = gendesk::ui::native_options(&paths.config_dir);
    eframe::run_native(
        "GenDesk",
        native,
        Box::new(move |cc| {
            let inner = options.map(|options| GenDeskApp::new(cc, options));
            mark("created");
            Ok(Box::new(BenchApp {
                inner,
                script,
                frames,
                events: Vec::new(),
                app_time: Duration::ZERO,
                cpu_usage: None,
                in_frame: false,
                closed: false,
            }))
        }),
    )
    .map_err(|err| anyhow::anyhow!("window: {err}"))?;
    mark("exited");
    Ok(())
}

enum Flow {
    Continue,
    Close,
}

/// What a measurement does with the frames of the wrapped app.
trait Script {
    /// Start of frame `index` (0-based), before its input is handed to egui.
    fn before_frame(&mut self, _index: u64) {}
    /// After the app's `ui` in every pass; `texts` are the texts painted on the root layer.
    fn after_ui(
        &mut self,
        ctx: &egui::Context,
        frame: &eframe::Frame,
        texts: &[String],
        events: &mut Vec<egui::Event>,
    ) -> Flow;
    /// The previous frame's cost: the app's `logic` + `ui` wall time (all passes), and what
    /// eframe reported as the whole frame's CPU time (the frame before it).
    fn frame_timed(&mut self, _app: Duration, _cpu_usage: Option<f32>) {}
}

struct BenchApp {
    inner: Option<GenDeskApp>,
    script: Box<dyn Script>,
    frames: Arc<AtomicU64>,
    events: Vec<egui::Event>,
    app_time: Duration,
    cpu_usage: Option<f32>,
    in_frame: bool,
    closed: bool,
}

impl eframe::App for BenchApp {
    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        if self.in_frame {
            self.script.frame_timed(self.app_time, self.cpu_usage);
        }
        self.app_time = Duration::ZERO;
        self.in_frame = true;
        let index = self.frames.fetch_add(1, Ordering::Relaxed);
        self.script.before_frame(index);
        raw_input.events.append(&mut self.events);
    }

    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        match &self.inner {
            Some(app) => eframe::App::clear_color(app, visuals),
            None => {
                egui::Color32::from_rgba_unmultiplied(12, 12, 12, 180).to_normalized_gamma_f32()
            }
        }
    }

    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        self.cpu_usage = frame.info().cpu_usage;
        let started = Instant::now();
        if let Some(app) = &mut self.inner {
            app.logic(ctx, frame);
        }
        self.app_time += started.elapsed();
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let started = Instant::now();
        if let Some(app) = &mut self.inner {
            app.ui(ui, frame);
        }
        self.app_time += started.elapsed();
        if self.closed {
            return;
        }
        let texts = painted_texts(ui);
        if let Flow::Close = self
            .script
            .after_ui(ui.ctx(), frame, &texts, &mut self.events)
        {
            self.closed = true;
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
        if !self.events.is_empty() {
            ui.ctx().request_repaint();
        }
    }
}

/// Every text shape painted so far in this pass on `ui`'s layer (the root layer).
fn painted_texts(ui: &egui::Ui) -> Vec<String> {
    fn collect(shape: &egui::Shape, out: &mut Vec<String>) {
        match shape {
            egui::Shape::Text(text) => out.push(text.galley.text().to_owned()),
            egui::Shape::Vec(shapes) => {
                for shape in shapes {
                    collect(shape, out);
                }
            }
            _ => {}
        }
    }
    let layer = ui.layer_id();
    ui.ctx().graphics(|graphics| {
        let mut out = Vec::new();
        if let Some(list) = graphics.get(layer) {
            for clipped in list.all_entries() {
                collect(&clipped.shape, &mut out);
            }
        }
        out
    })
}

fn adapter_line(frame: &eframe::Frame) -> String {
    frame.wgpu_render_state().map_or_else(
        || "renderer: not wgpu".to_owned(),
        |state| {
            let info = state.adapter.get_info();
            format!(
                "renderer: wgpu {:?} on \u{201c}{}\u{201d} ({:?}; driver {} {})",
                info.backend, info.name, info.device_type, info.driver, info.driver_info
            )
        },
    )
}

// ---------------------------------------------------------------------------------------------
// Start-up

/// Marks the first `ui()` call, the start of the second frame (the first one was presented),
/// and the first frame that paints `ready`; then closes.
struct Startup {
    ready: Option<&'static str>,
    started: Instant,
    first_ui: bool,
    presented: bool,
    ready_seen: bool,
}

impl Startup {
    fn new(ready: Option<&'static str>) -> Self {
        Self {
            ready,
            started: Instant::now(),
            first_ui: false,
            presented: false,
            ready_seen: false,
        }
    }
}

impl Script for Startup {
    fn before_frame(&mut self, index: u64) {
        if index == 1 {
            mark("presented");
            self.presented = true;
        }
    }

    fn after_ui(
        &mut self,
        ctx: &egui::Context,
        frame: &eframe::Frame,
        texts: &[String],
        _events: &mut Vec<egui::Event>,
    ) -> Flow {
        if !self.first_ui {
            self.first_ui = true;
            mark("first_ui");
            mark(&format!("note {}", adapter_line(frame)));
            // A second frame, so that the first one is known to be presented.
            ctx.request_repaint();
        }
        if let Some(ready) = self.ready
            && !self.ready_seen
            && texts.iter().any(|t| t.contains(ready))
        {
            self.ready_seen = true;
            mark("ready");
        }
        if self.presented && (self.ready.is_none() || self.ready_seen) {
            return Flow::Close;
        }
        if self.started.elapsed() > CHILD_DEADLINE {
            mark("timeout");
            return Flow::Close;
        }
        Flow::Continue
    }
}

// ---------------------------------------------------------------------------------------------
// Idle

/// Waits until the Activity list shows the tasks in flight, lets it settle, then measures CPU
/// time and frames over a quiet period on a sampler thread, and the causes of every repaint.
struct Idle {
    tasks: u64,
    measure: Duration,
    started: Instant,
    sampler: Option<Arc<IdleShared>>,
    causes: BTreeMap<String, u64>,
    last_frame: u64,
}

struct IdleShared {
    measuring: AtomicBool,
    report: Mutex<Option<Vec<String>>>,
}

impl Idle {
    fn new(tasks: u64, measure: Duration) -> Self {
        Self {
            tasks,
            measure,
            started: Instant::now(),
            sampler: None,
            causes: BTreeMap::new(),
            last_frame: u64::MAX,
        }
    }
}

impl Script for Idle {
    fn after_ui(
        &mut self,
        ctx: &egui::Context,
        _frame: &eframe::Frame,
        texts: &[String],
        _events: &mut Vec<egui::Event>,
    ) -> Flow {
        let Some(shared) = &self.sampler else {
            // In the language the window speaks (GENDESK_LANGUAGE measures another one).
            let count = gendesk_core::t!("activity-task-count", count = self.tasks);
            let running = texts.iter().any(|t| {
                [
                    "task-state-pending",
                    "task-state-processing",
                    "task-state-submitting",
                ]
                .iter()
                .any(|state| *t == gendesk_core::t!(state))
            });
            if texts.contains(&count) && running {
                mark(&format!(
                    "note the Activity list shows {count} in flight after {:.1} s; settling {} s, then measuring {} s",
                    self.started.elapsed().as_secs_f64(),
                    IDLE_SETTLE.as_secs(),
                    self.measure.as_secs()
                ));
                let shared = Arc::new(IdleShared {
                    measuring: AtomicBool::new(false),
                    report: Mutex::new(None),
                });
                let thread_shared = shared.clone();
                let ctx = ctx.clone();
                let measure = self.measure;
                let frames = FRAMES.with(Clone::clone);
                std::thread::Builder::new()
                    .name("ui-bench-sampler".to_owned())
                    .spawn(move || idle_sampler(&thread_shared, &ctx, &frames, measure))
                    .expect("sampler thread");
                self.sampler = Some(shared);
            } else if self.started.elapsed() > CHILD_DEADLINE {
                mark(&format!(
                    "error the Activity list never showed {count} in flight; texts: {texts:?}"
                ));
                return Flow::Close;
            }
            return Flow::Continue;
        };
        let frame_nr = ctx.cumulative_frame_nr();
        if shared.measuring.load(Ordering::Relaxed) && frame_nr != self.last_frame {
            self.last_frame = frame_nr;
            for cause in ctx.repaint_causes() {
                *self.causes.entry(cause.to_string()).or_default() += 1;
            }
        }
        let done = shared.report.lock().expect("report lock").take();
        if let Some(lines) = done {
            for line in lines {
                report(&line);
            }
            if self.causes.is_empty() {
                report("repaint causes during the measurement: none (no frame was painted)");
            } else {
                report(
                    "repaint requests during the measurement (egui's file:line of the request; frames whose previous pass made it):",
                );
                let mut causes: Vec<_> = self.causes.iter().collect();
                causes.sort_by(|a, b| b.1.cmp(a.1));
                for (cause, count) in causes {
                    report(&format!("  {count:>5}  {cause}"));
                }
            }
            return Flow::Close;
        }
        Flow::Continue
    }
}

thread_local! {
    /// The frame counter of the window running on this (the main) thread.
    static FRAMES: Arc<AtomicU64> = Arc::new(AtomicU64::new(0));
}

fn idle_sampler(
    shared: &IdleShared,
    ctx: &egui::Context,
    frames: &Arc<AtomicU64>,
    measure: Duration,
) {
    std::thread::sleep(IDLE_SETTLE);
    let before = CpuSnapshot::take();
    let frames_before = frames.load(Ordering::Relaxed);
    shared.measuring.store(true, Ordering::Relaxed);
    std::thread::sleep(measure);
    shared.measuring.store(false, Ordering::Relaxed);
    let frames_after = frames.load(Ordering::Relaxed);
    let after = CpuSnapshot::take();
    let wall = after.at.duration_since(before.at).as_secs_f64();
    let frames = frames_after - frames_before;
    let mut lines = vec![
        format!(
            "idle over {wall:.1} s: process CPU {:.1} % of one core ({:.2} s CPU), {} frames painted = {:.2} frames/s",
            100.0 * ticks_secs(after.process - before.process) / wall,
            ticks_secs(after.process - before.process),
            frames,
            count_f64(frames) / wall
        ),
        "CPU by thread (same window; threads named by the OS, digits dropped):".to_owned(),
    ];
    let mut by_name: HashMap<String, u64> = HashMap::new();
    let main_thread = std::process::id().to_string();
    let process_name = after.threads.get(&main_thread).map(|(n, _)| n.clone());
    for (tid, (name, ticks)) in &after.threads {
        let old = before.threads.get(tid).map_or(0, |(_, t)| *t);
        let base = if *tid == main_thread {
            "main thread (egui: app logic + ui, tessellation, wgpu submission)"
        } else if Some(name) == process_name.as_ref() {
            "unnamed threads"
        } else {
            name.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-' || c == ':')
        };
        *by_name.entry(base.to_owned()).or_default() += ticks.saturating_sub(old);
    }
    let mut by_name: Vec<_> = by_name.into_iter().filter(|(_, t)| *t > 0).collect();
    by_name.sort_by_key(|b| std::cmp::Reverse(b.1));
    if by_name.is_empty() {
        lines.push("  (no thread used a measurable amount)".to_owned());
    }
    for (name, ticks) in by_name.into_iter().take(8) {
        lines.push(format!(
            "  {:>5.1} %  {name}",
            100.0 * ticks_secs(ticks) / wall
        ));
    }
    *shared.report.lock().expect("report lock") = Some(lines);
    ctx.request_repaint();
}

/// Process and per-thread CPU time from `/proc/self` (clock ticks).
struct CpuSnapshot {
    at: Instant,
    process: u64,
    threads: HashMap<String, (String, u64)>,
}

impl CpuSnapshot {
    fn take() -> Self {
        let process = std::fs::read_to_string("/proc/self/stat")
            .ok()
            .and_then(|s| stat_ticks(&s))
            .unwrap_or(0);
        let mut threads = HashMap::new();
        if let Ok(dir) = std::fs::read_dir("/proc/self/task") {
            for entry in dir.flatten() {
                let path = entry.path();
                let name = std::fs::read_to_string(path.join("comm"))
                    .unwrap_or_default()
                    .trim()
                    .to_owned();
                if let Some(ticks) = std::fs::read_to_string(path.join("stat"))
                    .ok()
                    .and_then(|s| stat_ticks(&s))
                {
                    threads.insert(
                        entry.file_name().to_string_lossy().into_owned(),
                        (name, ticks),
                    );
                }
            }
        }
        Self {
            at: Instant::now(),
            process,
            threads,
        }
    }
}

/// `utime + stime` of a `/proc/.../stat` line (fields 14 and 15; the name may hold spaces).
fn stat_ticks(stat: &str) -> Option<u64> {
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some(utime + stime)
}

/// Clock ticks to seconds: Linux reports them in `USER_HZ`, 100 per second on every
/// mainstream architecture.
fn ticks_secs(ticks: u64) -> f64 {
    count_f64(ticks) / 100.0
}

#[allow(
    clippy::cast_precision_loss,
    reason = "counts far below 2^52 print exactly as f64"
)]
fn count_f64(n: u64) -> f64 {
    n as f64
}

// ---------------------------------------------------------------------------------------------
// History: frame times and memory

/// Asks a watcher thread to say when the window has painted no frame for a while.
struct Watch {
    frames: Arc<AtomicU64>,
    request: Mutex<Option<QuietRequest>>,
    result: Mutex<Option<QuietResult>>,
}

#[derive(Clone, Copy)]
struct QuietRequest {
    /// No frame for this long (and, with `rss_stable`, `VmRSS` within 1 MiB over it).
    quiet: Duration,
    /// Give up after this long.
    max: Duration,
    rss_stable: bool,
    since: Instant,
}

#[derive(Clone, Copy)]
struct QuietResult {
    waited: Duration,
    timed_out: bool,
}

impl Watch {
    fn start(ctx: egui::Context, frames: Arc<AtomicU64>) -> Arc<Self> {
        let watch = Arc::new(Self {
            frames,
            request: Mutex::new(None),
            result: Mutex::new(None),
        });
        let thread_watch = watch.clone();
        std::thread::Builder::new()
            .name("ui-bench-watch".to_owned())
            .spawn(move || thread_watch.run(&ctx))
            .expect("watch thread");
        watch
    }

    fn wait(&self, quiet: Duration, max: Duration, rss_stable: bool) {
        *self.result.lock().expect("watch lock") = None;
        *self.request.lock().expect("watch lock") = Some(QuietRequest {
            quiet,
            max,
            rss_stable,
            since: Instant::now(),
        });
    }

    fn take(&self) -> Option<QuietResult> {
        self.result.lock().expect("watch lock").take()
    }

    fn run(&self, ctx: &egui::Context) {
        let mut seen = self.frames.load(Ordering::Relaxed);
        let mut last_change = Instant::now();
        let mut rss: VecDeque<(Instant, u64)> = VecDeque::new();
        let mut current: Option<Instant> = None;
        loop {
            std::thread::sleep(Duration::from_millis(20));
            let Some(request) = *self.request.lock().expect("watch lock") else {
                continue;
            };
            let now = Instant::now();
            if current != Some(request.since) {
                current = Some(request.since);
                last_change = request.since;
                rss.clear();
            }
            let frames = self.frames.load(Ordering::Relaxed);
            if frames != seen {
                seen = frames;
                last_change = now;
            }
            if rss
                .back()
                .is_none_or(|(t, _)| now.duration_since(*t) >= Duration::from_millis(200))
            {
                rss.push_back((now, vm_rss_kib().unwrap_or(0)));
            }
            while rss
                .front()
                .is_some_and(|(t, _)| now.duration_since(*t) > request.quiet)
            {
                rss.pop_front();
            }
            let rss_ok = !request.rss_stable || {
                let (lo, hi) = rss
                    .iter()
                    .fold((u64::MAX, 0), |(lo, hi), (_, v)| (lo.min(*v), hi.max(*v)));
                rss.len() >= 3 && hi - lo <= 1024
            };
            let quiet = now.duration_since(last_change) >= request.quiet && rss_ok;
            let timed_out = now.duration_since(request.since) >= request.max;
            if quiet || timed_out {
                *self.request.lock().expect("watch lock") = None;
                *self.result.lock().expect("watch lock") = Some(QuietResult {
                    waited: now.duration_since(request.since),
                    timed_out: !quiet,
                });
                ctx.request_repaint();
            }
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Phase {
    Thumbs,
    Scroll,
    Jumps,
}

impl Phase {
    fn describe(self) -> &'static str {
        match self {
            Self::Thumbs => "over the thumbnail rows (wheel steps, dwelling until quiet)",
            Self::Scroll => "continuous wheel scrolling (a step every frame)",
            Self::Jumps => "jumps to the end, the top and far positions, then scrolling",
        }
    }
}

enum Stage {
    Open,
    FirstSettle,
    Thumbs { steps: u32 },
    ThumbsSettle,
    Scroll { frames: u32 },
    Jump { jump: u32, frames: u32 },
}

struct Memory {
    before_open_kib: u64,
    first_screen_kib: u64,
    first_screen_textures: (usize, usize),
    after_thumbs_kib: u64,
    after_thumbs_textures: (usize, usize),
    settle: Option<QuietResult>,
}

/// Opens the big history on Activity, scrolls over the thumbnail rows (dwelling at each step
/// until no frame comes), waits for loads to finish, then scrolls and jumps around; records
/// the app's time per frame and `VmRSS` at each stage.
struct History {
    tasks: u64,
    thumb_rows: u64,
    started: Instant,
    stage: Stage,
    watch: Option<Arc<Watch>>,
    samples: BTreeMap<Phase, (Vec<Duration>, Vec<f32>)>,
    memory: Memory,
    thumbs_steps_capped: bool,
    rng: fastrand::Rng,
    first_screen_after: Duration,
    /// Oldest and newest row number on screen during the scrolling and the jumps.
    visited: Option<(u64, u64)>,
    /// Frames of those phases that showed rows whose page was not read yet ("…").
    unread_frames: u32,
}

impl History {
    fn new(tasks: u64, thumb_rows: u64) -> Self {
        Self {
            tasks,
            thumb_rows,
            started: Instant::now(),
            stage: Stage::Open,
            watch: None,
            samples: BTreeMap::new(),
            memory: Memory {
                before_open_kib: vm_rss_kib().unwrap_or(0),
                first_screen_kib: 0,
                first_screen_textures: (0, 0),
                after_thumbs_kib: 0,
                after_thumbs_textures: (0, 0),
                settle: None,
            },
            thumbs_steps_capped: false,
            rng: fastrand::Rng::with_seed(42),
            first_screen_after: Duration::ZERO,
            visited: None,
            unread_frames: 0,
        }
    }

    fn phase(&self) -> Option<Phase> {
        match self.stage {
            Stage::Thumbs { .. } => Some(Phase::Thumbs),
            Stage::Scroll { .. } => Some(Phase::Scroll),
            Stage::Jump { .. } => Some(Phase::Jumps),
            _ => None,
        }
    }

    fn watch(&self) -> &Watch {
        self.watch.as_deref().expect("watch started")
    }

    /// One frame of the jumps: a far jump at its first frame, then steady scrolling.
    fn jump(
        &mut self,
        ctx: &egui::Context,
        jump: u32,
        frames: u32,
        events: &mut Vec<egui::Event>,
    ) -> Flow {
        if frames == 0 {
            let dy = match jump {
                0 => -1.0e9,
                1 => 1.0e9,
                _ => {
                    let far = self.rng.f32().mul_add(2.0e6, 1.0e5);
                    if self.rng.bool() { far } else { -far }
                }
            };
            wheel(ctx, dy, events);
        } else {
            // Scroll back up after the jump to the end, down otherwise.
            wheel(ctx, if jump == 0 { 80.0 } else { -80.0 }, events);
        }
        if frames >= JUMP_FOLLOW_FRAMES {
            if jump + 1 >= JUMPS {
                self.finish();
                return Flow::Close;
            }
            self.stage = Stage::Jump {
                jump: jump + 1,
                frames: 0,
            };
        } else {
            self.stage = Stage::Jump {
                jump,
                frames: frames + 1,
            };
        }
        Flow::Continue
    }

    fn finish(&self) {
        let m = &self.memory;
        report(&format!(
            "first screen (rows of the {} tasks painted) {:.2} s after run_native was called",
            self.tasks,
            self.first_screen_after.as_secs_f64()
        ));
        let mut all: (Vec<Duration>, Vec<f32>) = (Vec::new(), Vec::new());
        for (phase, (app, cpu)) in &self.samples {
            report(&format!("frames {}:", phase.describe()));
            report(&format!("  {}", stats_line("app logic+ui", app)));
            report(&format!("  {}", cpu_stats_line(cpu)));
            all.0.extend(app);
            all.1.extend(cpu);
        }
        if let Some((lo, hi)) = self.visited {
            report(&format!(
                "scrolling and jumps showed rows from #{lo:06} to #{hi:06} (oldest row on screen); {} frames showed rows still being read (\u{2026})",
                self.unread_frames
            ));
        }
        report("frames, all phases together:");
        report(&format!("  {}", stats_line("app logic+ui", &all.0)));
        report(&format!("  {}", cpu_stats_line(&all.1)));
        let mib = |kib: u64| count_f64(kib) / 1024.0;
        report(&format!(
            "memory: VmRSS before the window opened {:.1} MiB; after the first screen {:.1} MiB; after scrolling over the {} thumbnail rows and waiting {} {:.1} MiB",
            mib(m.before_open_kib),
            mib(m.first_screen_kib),
            self.thumb_rows,
            m.settle.map_or_else(
                || "(never settled)".to_owned(),
                |s| if s.timed_out {
                    format!(
                        "{:.1} s (deadline: frames or RSS still moving)",
                        s.waited.as_secs_f64()
                    )
                } else {
                    format!("{:.1} s for quiet", s.waited.as_secs_f64())
                }
            ),
            mib(m.after_thumbs_kib),
        ));
        let thumbs = self.thumb_rows / 2;
        let delta = i128::from(m.after_thumbs_kib) - i128::from(m.first_screen_kib);
        report(&format!(
            "memory: growth over the thumbnail rows {:+.1} MiB = {:+.0} KiB per thumbnail task ({thumbs})",
            signed_f64(delta) / 1024.0,
            signed_f64(delta) / count_f64(thumbs.max(1))
        ));
        let (t0, b0) = m.first_screen_textures;
        let (t1, b1) = m.after_thumbs_textures;
        let observed = t1 > t0 + 10;
        report(&format!(
            "textures allocated by egui: {t0} ({:.1} MiB) after the first screen, {t1} ({:.1} MiB) after the thumbnail rows: thumbnails {}",
            count_f64(b0 as u64) / 1_048_576.0,
            count_f64(b1 as u64) / 1_048_576.0,
            if observed {
                "observed"
            } else {
                "NOT observed (no thumbnail textures; this is the list without thumbnails)"
            }
        ));
        if self.thumbs_steps_capped {
            report(
                "note: the thumbnail scroll stopped at its step cap before passing every thumbnail row",
            );
        }
    }
}

fn textures(ctx: &egui::Context) -> (usize, usize) {
    let manager = ctx.tex_manager();
    let manager = manager.read();
    let bytes = manager.allocated().map(|(_, meta)| meta.bytes_used()).sum();
    (manager.num_allocated(), bytes)
}

/// The smallest row number (`bench #N`) among the painted texts: the oldest row on screen.
fn oldest_row(texts: &[String]) -> Option<u64> {
    texts
        .iter()
        .filter_map(|t| {
            let rest = &t[t.find(PROMPT_TAG)? + PROMPT_TAG.len()..];
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .min()
}

fn wheel(ctx: &egui::Context, dy: f32, events: &mut Vec<egui::Event>) {
    let area = ctx.content_rect();
    let pos = egui::pos2(area.center().x, area.top() + area.height() * 0.6);
    events.push(egui::Event::PointerMoved(pos));
    events.push(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, dy),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Wheel,
        modifiers: egui::Modifiers::NONE,
    });
}

impl Script for History {
    fn frame_timed(&mut self, app: Duration, cpu_usage: Option<f32>) {
        if let Some(phase) = self.phase() {
            let entry = self.samples.entry(phase).or_default();
            entry.0.push(app);
            if let Some(cpu) = cpu_usage {
                entry.1.push(cpu);
            }
        }
    }

    fn after_ui(
        &mut self,
        ctx: &egui::Context,
        _frame: &eframe::Frame,
        texts: &[String],
        events: &mut Vec<egui::Event>,
    ) -> Flow {
        if self.watch.is_none() {
            self.watch = Some(Watch::start(ctx.clone(), FRAMES.with(Clone::clone)));
        }
        if matches!(self.stage, Stage::Scroll { .. } | Stage::Jump { .. }) {
            if let Some(row) = oldest_row(texts) {
                let (lo, hi) = self.visited.unwrap_or((row, row));
                self.visited = Some((lo.min(row), hi.max(row)));
            }
            if texts.iter().any(|t| t == "\u{2026}") {
                self.unread_frames += 1;
            }
        }
        if self.started.elapsed() > Duration::from_mins(10) {
            mark("error the history run took over 10 minutes");
            return Flow::Close;
        }
        match self.stage {
            Stage::Open => {
                // In the language the window speaks (GENDESK_LANGUAGE measures another one).
                let count = gendesk_core::t!("activity-task-count", count = self.tasks);
                if texts.contains(&count) && oldest_row(texts).is_some() {
                    self.first_screen_after = self.started.elapsed();
                    self.watch()
                        .wait(Duration::from_millis(500), Duration::from_secs(10), false);
                    self.stage = Stage::FirstSettle;
                } else if self.started.elapsed() > CHILD_DEADLINE {
                    mark(&format!(
                        "error the Activity list never showed {count}; texts: {texts:?}"
                    ));
                    return Flow::Close;
                }
            }
            Stage::FirstSettle => {
                if self.watch().take().is_some() {
                    self.memory.first_screen_kib = vm_rss_kib().unwrap_or(0);
                    self.memory.first_screen_textures = textures(ctx);
                    mark("note first screen shown; scrolling over the thumbnail rows");
                    self.stage = Stage::Thumbs { steps: 0 };
                    wheel(ctx, -THUMB_STEP_PX, events);
                    self.watch().wait(
                        Duration::from_millis(200),
                        Duration::from_millis(1500),
                        false,
                    );
                }
            }
            Stage::Thumbs { steps } => {
                if self.watch().take().is_some() {
                    let region_start = self.tasks.saturating_sub(self.thumb_rows);
                    let passed = oldest_row(texts).is_some_and(|row| row < region_start);
                    if passed || steps >= 2000 {
                        self.thumbs_steps_capped = !passed;
                        mark(&format!(
                            "note passed the thumbnail rows in {steps} steps; waiting for loads to finish"
                        ));
                        self.watch()
                            .wait(Duration::from_secs(2), Duration::from_mins(1), true);
                        self.stage = Stage::ThumbsSettle;
                    } else {
                        self.stage = Stage::Thumbs { steps: steps + 1 };
                        wheel(ctx, -THUMB_STEP_PX, events);
                        self.watch().wait(
                            Duration::from_millis(200),
                            Duration::from_millis(1500),
                            false,
                        );
                    }
                }
            }
            Stage::ThumbsSettle => {
                if let Some(result) = self.watch().take() {
                    self.memory.settle = Some(result);
                    self.memory.after_thumbs_kib = vm_rss_kib().unwrap_or(0);
                    self.memory.after_thumbs_textures = textures(ctx);
                    mark("note scrolling and jumping around the history");
                    self.stage = Stage::Scroll { frames: 0 };
                    wheel(ctx, -SCROLL_STEP_PX, events);
                }
            }
            Stage::Scroll { frames } => {
                if frames + 1 >= SCROLL_FRAMES {
                    self.stage = Stage::Jump { jump: 0, frames: 0 };
                } else {
                    self.stage = Stage::Scroll { frames: frames + 1 };
                }
                wheel(ctx, -SCROLL_STEP_PX, events);
            }
            Stage::Jump { jump, frames } => return self.jump(ctx, jump, frames, events),
        }
        Flow::Continue
    }
}

fn quantile<T: Copy>(sorted: &[T], q: f64) -> T {
    let last = sorted.len() - 1;
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss,
        reason = "an index into a short list of samples"
    )]
    let index = ((last as f64) * q).round() as usize;
    sorted[index.min(last)]
}

fn stats_line(what: &str, samples: &[Duration]) -> String {
    if samples.is_empty() {
        return format!("{what}: no frames");
    }
    let mut sorted = samples.to_vec();
    sorted.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    format!(
        "{what} per frame over {} frames: median {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        sorted.len(),
        ms(quantile(&sorted, 0.5)),
        ms(quantile(&sorted, 0.95)),
        ms(quantile(&sorted, 0.99)),
        ms(sorted[sorted.len() - 1]),
    )
}

fn cpu_stats_line(samples: &[f32]) -> String {
    let what = "eframe frame time on the UI thread (cpu_usage: egui pass, tessellation, wgpu submission; llvmpipe rasterizes on its own threads)";
    if samples.is_empty() {
        return format!("{what}: not reported");
    }
    let mut sorted = samples.to_vec();
    sorted.sort_by(f32::total_cmp);
    let ms = |s: f32| f64::from(s) * 1e3;
    format!(
        "{what}: median {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(quantile(&sorted, 0.5)),
        ms(quantile(&sorted, 0.95)),
        ms(quantile(&sorted, 0.99)),
        ms(sorted[sorted.len() - 1]),
    )
}

#[allow(
    clippy::cast_precision_loss,
    reason = "memory deltas far below 2^52 KiB print exactly as f64"
)]
fn signed_f64(n: i128) -> f64 {
    n as f64
}
