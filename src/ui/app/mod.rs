//! `GenDeskApp`: the eframe application. It owns the state (persisted preferences apart from
//! transient view state), routes background results and engine events into its `LiveState` at
//! the top of each frame, lays out the views, and carries out the `Action`s they ask for —
//! always on worker threads when they touch the network, the disk or the keyring.
//!
//! Here: the state and its construction, notices. Beside it, one concern per file:
//! `startup` (boot, loading, the sandbox, worker results), `profiles` (open, connect, remove),
//! `engine_side` (what an engine starts with, commands), `action_handling` (the views'
//! actions), `frame` (eframe's `logic` and `ui`, the views' layout), and the actions of
//! batches, comparisons and the webhook receiver, and the desktop links.

use std::path::PathBuf;
use std::sync::Arc;

use gendesk_core::config::{AppPaths, KeyVault, ProfileConfig, Profiles};
use gendesk_core::engine::PollPolicy;
use gendesk_core::instance::{Instance, Waiting};
use gendesk_core::media::audio::OutputChoice;
use gendesk_sandbox::SandboxConfig;

mod action_handling;
mod backup_actions;
mod batch_actions;
mod compare_actions;
mod desktop_links;
mod diagnostics_actions;
mod engine_side;
mod file_dialogs;
mod file_record_actions;
mod frame;
mod insights_actions;
mod network_actions;
mod picture_actions;
mod preset_actions;
pub(crate) use picture_actions::Restored;
mod profiles;
mod receiver_actions;
mod reference_hosting;
mod restore_actions;
mod startup;
mod unlock_actions;
mod update_actions;
pub use update_actions::RESTARTED_FROM;

use desktop_links::DesktopLinks;
pub use desktop_links::{InstanceChoice, NotifierChoice};
use profiles::Verified;

use super::activity::ActivityState;
use super::async_work::AsyncWork;
use super::batches::BatchesState;
use super::catalog_state::CatalogState;
use super::compare::CompareState;
use super::compose::ComposeState;
use super::connect::ConnectState;
use super::engine_link::{DownloadSettings, EngineLink};
use super::gallery::GalleryState;
use super::insights::InsightsState;
use super::jobs::Jobs;
use super::live_state::{LiveState, Notice};
use super::player::VideoColour;
use super::player::{Players, VideoStats};
use super::prefs::UiPrefs;
use super::sandbox_host::SandboxHost;
use super::settings::SettingsState;
use super::thumbnails::Thumbnails;
use super::top_bar::TopBarState;
use super::updates::{UpdateSetup, UpdatesState};
use super::webhooks::WebhooksState;
use super::welcome::WelcomeState;

/// Where API keys are kept.
#[derive(Clone)]
pub enum KeyStoreChoice {
    /// The OS keyring (opened on a worker thread at start), or session-only with a reason.
    Platform,
    /// A given vault (tests use a mock keyring or a session-only vault).
    Vault(Arc<KeyVault>),
    /// A portable GenDesk's keys beside it, opened with a passphrase asked first.
    PortableFile(gendesk_core::portable::Portable),
}

/// How the window is set up.
pub struct AppOptions {
    /// The folders (platform or `--data-dir`).
    pub paths: AppPaths,
    /// Where keys are kept.
    pub keys: KeyStoreChoice,
    /// How the offline sandbox is started (tests speed up its clock).
    pub sandbox: SandboxConfig,
    /// Poll timing; `None` uses the defaults with the limit from the settings.
    pub poll: Option<PollPolicy>,
    /// The webhook receiver's port instead of the one in Settings (tests use 0: any free port).
    pub receiver_port: Option<u16>,
    /// Where the players' sound goes: the default device (`GENDESK_AUDIO=null` picks none;
    /// tests use the null output).
    pub audio: OutputChoice,
    /// Where notifications go (tests record them).
    pub notifier: NotifierChoice,
    /// This window's hold on the data folder (`main` claims it before the window opens).
    pub instance: InstanceChoice,
    /// Where playing videos' colour is converted (`GENDESK_VIDEO_COLOUR`).
    pub video_colour: VideoColour,
    /// What updates trust and replace (tests: a private CA, a scratch installation).
    pub updates: UpdateOptions,
    /// The language spoken when Settings names none: the system's (tests: English).
    pub system_language: gendesk_core::i18n::Language,
    /// The language spoken whatever Settings say (`GENDESK_LANGUAGE`, e.g. `en-XA` for the
    /// pseudo-language in screenshots).
    pub forced_language: Option<gendesk_core::i18n::Language>,
    /// The crash reports of earlier runs not shown yet (`main` takes them before the window
    /// opens).
    pub crash_reports: Vec<gendesk_core::crash::CrashReport>,
    /// Where the window leaves what to do once it has closed (a restore), for `main`.
    pub after_close: crate::ui::reopen::AfterClose,
    /// What the restore between the last window and this one did (shown once).
    pub restored: Option<crate::ui::reopen::Restored>,
    /// With [`KeyStoreChoice::PortableFile`]: whether keys were kept beside GenDesk already
    /// (`main` looks before the window opens).
    pub portable_keys_exist: bool,
}

/// The renderer drawing the window, as About names it: the GPU adapter and its API with wgpu,
/// else OpenGL.
fn renderer_name(cc: &eframe::CreationContext<'_>) -> String {
    match &cc.wgpu_render_state {
        Some(render) => {
            let info = render.adapter.get_info();
            format!("{} ({:?})", info.name, info.backend)
        }
        None if cc.gl.is_some() => "OpenGL".to_owned(),
        None => "-".to_owned(),
    }
}

/// What updates trust and replace.
#[derive(Debug, Clone)]
pub struct UpdateOptions {
    /// The installed binary to update (`None`: the running one).
    pub exe: Option<PathBuf>,
    /// Behave as a distribution's build (`GENDESK_DISTRIBUTION_BUILD`; tests set it).
    pub distribution: bool,
}

impl AppOptions {
    /// The platform keyring, a real-time sandbox and default polling.
    pub fn new(paths: AppPaths) -> Self {
        Self {
            paths,
            keys: KeyStoreChoice::Platform,
            // The local webhook receiver is on loopback: the sandbox must be allowed to call it.
            sandbox: SandboxConfig {
                allow_loopback_targets: true,
                ..SandboxConfig::default()
            },
            poll: None,
            receiver_port: None,
            audio: OutputChoice::from_env(),
            notifier: NotifierChoice::Desktop,
            instance: InstanceChoice::Unclaimed,
            video_colour: VideoColour::from_env(),
            updates: UpdateOptions::default(),
            system_language: gendesk_core::i18n::system(),
            forced_language: std::env::var("GENDESK_LANGUAGE")
                .ok()
                .and_then(|tag| gendesk_core::i18n::by_tag(&tag)),
            crash_reports: Vec::new(),
            after_close: crate::ui::reopen::AfterClose::default(),
            restored: None,
            portable_keys_exist: false,
        }
    }
}

impl Default for UpdateOptions {
    /// The system's roots, the running binary, and this build's own switch.
    fn default() -> Self {
        Self {
            exe: None,
            distribution: gendesk_core::update::DISTRIBUTION_BUILD,
        }
    }
}

/// The big picture of what the window shows.
enum Phase {
    /// A portable GenDesk asks for the passphrase of its keys.
    Unlock,
    /// Profiles and preferences are being read.
    Opening,
    /// No profile yet.
    Welcome,
    /// A profile is open (or opening).
    Main,
    /// The profiles could not be read.
    Broken(String),
}

/// The offline sandbox, once asked for.
enum SandboxSlot {
    Off,
    Starting,
    Running(SandboxHost),
    Failed,
}

/// Results of background work.
enum Msg {
    Loaded {
        profiles: Result<Profiles, String>,
        prefs: UiPrefs,
        prefs_warning: Option<String>,
        vault: Arc<KeyVault>,
        /// The data folder, once another GenDesk holding it ended (`None`: it was not held).
        instance: Option<Result<Option<Instance>, String>>,
    },
    SandboxStarted(Result<SandboxHost, String>),
    Verified(Verified),
    FolderPicked(Result<Option<PathBuf>, String>),
    BatchFilePicked(Result<Option<PathBuf>, String>),
    BatchFile(Result<super::compose::LoadedFile, String>),
    PicturesPicked(Result<Vec<PathBuf>, String>),
    PicturesRead(Vec<Result<super::compose::ReadPicture, String>>),
    PictureFitted(Result<super::compose::ReadPicture, String>),
    BucketChecked(Result<(), String>),
    Network(network_actions::NetworkMsg),
    Restore(restore_actions::RestoreMsg),
    Unlocked(Result<Arc<KeyVault>, String>),
    FileRecord(file_record_actions::FileRecordMsg),
    PicturesRestored(Vec<picture_actions::Restored>),
    ResultsToPick(Result<Vec<super::compose::PickableResult>, String>),
    UrlProbed {
        url: String,
        result: Result<super::compose::ReadPicture, String>,
    },
    PresetsLoaded {
        path: PathBuf,
        result: Result<gendesk_core::compose::preset::PresetFile, String>,
    },
    PresetsImported(Result<Option<gendesk_core::compose::preset::PresetFile>, String>),
    RecentPrompts {
        profile: String,
        prompts: Vec<String>,
    },
    ReferenceSetupReady {
        profile: String,
        setup: gendesk_core::engine::ReferenceSetup,
        notice: Notice,
    },
    Notice(Notice),
}

/// Where start-up is: the first frame shows the bare window, the rest starts after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum StartStage {
    /// Nothing but the window yet.
    BareWindow,
    /// Fonts, catalogue, profiles, preferences and keyring are loading or loaded.
    Booted,
}

/// The GenDesk window.
pub struct GenDeskApp {
    options: AppOptions,
    jobs: Jobs<Msg>,
    phase: Phase,
    // Persisted state (profiles.toml, ui.toml).
    profiles: Profiles,
    prefs: UiPrefs,
    // Transient state.
    vault: Option<Arc<KeyVault>>,
    sandbox: SandboxSlot,
    catalog: CatalogState,
    link: EngineLink,
    live: LiveState,
    current: Option<ProfileConfig>,
    notices: super::notice_bar::NoticeBar,
    welcome: WelcomeState,
    connect: ConnectState,
    connect_window: bool,
    top_bar: TopBarState,
    settings: SettingsState,
    /// A portable GenDesk's first page.
    unlock: crate::ui::unlock::UnlockDraft,
    /// The keyboard shortcuts overview is open (F1).
    shortcuts_open: bool,
    /// "GenDesk closed unexpectedly", after a crash.
    crash_notice: crate::ui::crash_notice::CrashNotice,
    /// What the restore before this window did, until closed.
    restore_report: Option<crate::ui::reopen::Restored>,
    /// What About says about this build and run.
    about: crate::ui::updates::AboutFacts,
    /// The window's title as last set (it names the view shown, in the language in force).
    title: String,
    file_record: super::file_record::FileRecordState,
    activity: ActivityState,
    compose: ComposeState,
    batches: BatchesState,
    webhooks: WebhooksState,
    compare: CompareState,
    gallery: GalleryState,
    insights: InsightsState,
    /// Updates of GenDesk: settings, checks, the announcement, the About window.
    updates: UpdatesState,
    /// The compose forms and comparisons of the profiles left in this session, by profile
    /// name: switching back brings them back as they were left.
    parked: std::collections::HashMap<String, profiles::ParkedProfile>,
    /// Show the next run recorded (just sent from this window) in Batches.
    show_next_run: bool,
    thumbs: Thumbnails,
    players: Players,
    /// The download settings the open profile's engine has: started with, or last sent
    /// (`None`: no engine started yet).
    engine_downloads: Option<DownloadSettings>,
    /// The spending limit the running engine was told (`None`: no engine).
    engine_limit: Option<gendesk_core::engine::SpendingLimit>,
    /// The window's runtime for async work on worker threads (sandbox, key checks, dialogs,
    /// previews, the players' fetches).
    async_work: AsyncWork,
    /// The latest notice, on the notice bar's one line once its highlight is over.
    status: Option<Notice>,
    /// The receiver options last sent to the engine (`None`: nothing sent to this engine yet).
    receiver_sent: receiver_actions::ReceiverSent,
    /// Whether [`GenDeskApp::boot`] ran.
    start: StartStage,
    /// What "Opening…" says (waiting for another GenDesk to close, say).
    opening_text: String,
    /// Notifications and the single-instance channel.
    desktop: DesktopLinks,
    /// Another GenDesk holds the data folder: opening waits for it (once).
    waiting: Option<Waiting>,
}

impl GenDeskApp {
    /// Creates the app and starts reading the profiles on a worker thread.
    pub fn new(cc: &eframe::CreationContext<'_>, mut options: AppOptions) -> Self {
        let ctx = cc.egui_ctx.clone();
        let instance = std::mem::take(&mut options.instance);
        let async_work = AsyncWork::start();
        let mut app = Self {
            jobs: Jobs::new(ctx.clone()),
            phase: Phase::Opening,
            profiles: Profiles::default(),
            prefs: UiPrefs::default(),
            vault: None,
            sandbox: SandboxSlot::Off,
            catalog: CatalogState::idle(
                ctx.clone(),
                options.paths.user_models_file(),
                gendesk_core::update::UpdatePaths::new(&options.paths.data_dir),
            ),
            link: EngineLink::new(ctx.clone(), async_work.network().clone()),
            live: LiveState::default(),
            current: None,
            notices: super::notice_bar::NoticeBar::default(),
            welcome: WelcomeState::default(),
            connect: ConnectState::default(),
            connect_window: false,
            top_bar: TopBarState::default(),
            settings: SettingsState::default(),
            unlock: crate::ui::unlock::UnlockDraft::default(),
            shortcuts_open: false,
            restore_report: options.restored.clone(),
            crash_notice: crate::ui::crash_notice::CrashNotice {
                reports: options.crash_reports.clone(),
            },
            about: crate::ui::updates::AboutFacts {
                renderer: renderer_name(cc),
            },
            title: "GenDesk".to_owned(),
            file_record: super::file_record::FileRecordState::default(),
            activity: ActivityState::default(),
            compose: ComposeState::default(),
            batches: BatchesState::default(),
            webhooks: WebhooksState::default(),
            compare: CompareState::default(),
            parked: std::collections::HashMap::new(),
            gallery: GalleryState::default(),
            insights: InsightsState::default(),
            updates: UpdatesState::new(
                ctx.clone(),
                UpdateSetup {
                    config_dir: options.paths.config_dir.clone(),
                    data_dir: options.paths.data_dir.clone(),
                    network: async_work.network().clone(),
                    exe: options.updates.exe.clone(),
                    distribution: options.updates.distribution,
                },
            ),
            show_next_run: false,
            thumbs: Thumbnails::new(&ctx, &options.paths.thumbnails_dir(), &async_work),
            players: Players::new(&ctx, options.audio, async_work.clone()),
            engine_downloads: None,
            engine_limit: None,
            async_work,
            status: None,
            receiver_sent: receiver_actions::ReceiverSent::Nothing,
            start: StartStage::BareWindow,
            opening_text: gendesk_core::t!("window-opening"),
            desktop: DesktopLinks::new(),
            waiting: None,
            options,
        };
        match instance {
            InstanceChoice::Held(instance) => app.hold_instance(instance, &ctx),
            InstanceChoice::Waiting(waiting) => app.waiting = Some(waiting),
            InstanceChoice::Unclaimed => {}
        }
        // With wgpu on a real GPU, videos' colour is converted by a shader.
        if let Some(render) = &cc.wgpu_render_state
            && app.options.video_colour.on_gpu(&render.adapter.get_info())
        {
            app.players.use_gpu(render);
        }
        app
    }

    /// Later launches that asked this window to come to the front (for tests).
    pub fn focus_requests_served(&self) -> u64 {
        self.desktop.focus_requests
    }

    /// How many result previews are loaded as textures, and their bytes (for benchmarks).
    pub fn previews_loaded(&self) -> (usize, usize) {
        self.thumbs.loaded()
    }

    /// Figures of the playing video, if one plays (for tests and benchmarks).
    pub fn video_stats(&self) -> Option<VideoStats> {
        self.players.video_stats()
    }

    /// Videos' colour is converted on the GPU (the wgpu renderer), not on the decoding thread.
    pub fn video_colour_on_gpu(&self) -> bool {
        self.players.converts_on_gpu()
    }

    /// Pictures shown so far by each video of the gallery's Compare (for tests).
    pub fn compared_videos_shown(&self) -> Vec<u64> {
        self.players.together_shown()
    }

    /// When the sound playing now started reaching the null output (for benchmarks).
    pub fn sound_started_at(&self) -> Option<std::time::Instant> {
        self.players.sound_started_at()
    }

    /// What the notice bar highlights now, if anything (for tests).
    pub fn notice_showing(&self) -> Option<String> {
        self.notices
            .active(std::time::Instant::now())
            .map(|n| n.text.clone())
    }

    /// Messages raised so far, a burst counting once (for tests).
    pub fn notices_raised(&self) -> usize {
        self.notices.raised()
    }

    /// Shows `notice` on the notice bar (merged with its burst).
    fn notify(&mut self, notice: Notice) {
        let shown = self.notices.push(notice, std::time::Instant::now());
        self.status = Some(shown);
    }

    /// Several notices from one piece of work as one message (the most severe level).
    fn notify_all(&mut self, notices: &[Notice]) {
        let Some(level) = notices
            .iter()
            .map(|n| n.level)
            .max_by_key(|l| super::notice_bar::severity(*l))
        else {
            return;
        };
        let text = notices
            .iter()
            .map(|n| n.text.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        self.notify(Notice::new(level, text));
    }

    fn ctx(&self) -> &egui::Context {
        self.jobs.ctx()
    }
}
