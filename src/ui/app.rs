//! `GenDeskApp`: the eframe application. It owns the state (persisted preferences apart from
//! transient view state), routes background results and engine events into the view model at
//! the top of each frame, lays out the views, and carries out the [`Action`]s they ask for —
//! always on worker threads when they touch the network, the disk or the keyring.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use gendesk_api::{ApiKey, BaseUrl, Client};
use gendesk_core::config::{
    AppPaths, KeyStorage, KeyVault, ProfileConfig, ProfileKind, Profiles, VaultError,
};
use gendesk_core::engine::{Command, PollPolicy};
use gendesk_core::instance::{Instance, Waiting};
use gendesk_core::media::audio::OutputChoice;
use gendesk_sandbox::SandboxConfig;

mod batch_actions;
mod compare_actions;
mod desktop_links;
mod receiver_actions;

use desktop_links::DesktopLinks;
pub use desktop_links::{InstanceChoice, NotifierChoice};

use super::actions::Action;
use super::actions::External;
use super::activity::{ActivityCtx, ActivityState, activity_ui};
use super::async_work::AsyncWork;
use super::batches::{BatchesCtx, BatchesState, batches_ui};
use super::catalog_state::{CatalogState, USER_MODELS_FILE};
use super::compare::{CompareState, compare_ui};
use super::compose::{ComposeModel, ComposeState, compose_ui};
use super::connect::{ConnectState, ConnectStatus, connect_ui};
use super::engine_link::{DownloadSettings, EngineLink, EngineSpec, KeySource, LinkState};
use super::gallery::{GalleryState, gallery_ui};
use super::jobs::Jobs;
use super::live_state::{LiveState, Notice, NoticeLevel, sentence};
use super::player::{Players, VideoStats, large_view_ui};
use super::prefs::{PREFS_FILE, UiPrefs, View};
use super::sandbox_host::SandboxHost;
use super::settings::{SettingsState, settings_ui};
use super::theme;
use super::thumbnails::Thumbnails;
use super::top_bar::{TopBarModel, TopBarState, top_bar_ui};
use super::webhooks::{WebhooksState, webhooks_ui};
use super::welcome::{WelcomeState, welcome_ui};

/// Where API keys are kept.
#[derive(Clone)]
pub enum KeyStoreChoice {
    /// The OS keyring (opened on a worker thread at start), or session-only with a reason.
    Platform,
    /// A given vault (tests use a mock keyring or a session-only vault).
    Vault(Arc<KeyVault>),
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
        }
    }
}

/// The big picture of what the window shows.
enum Phase {
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

/// The outcome of "Verify and save".
enum Verified {
    Saved {
        profile: ProfileConfig,
        key: ApiKey,
        balance: f64,
        storage: KeyStorage,
    },
    KeyringFailed {
        profile: ProfileConfig,
        key: ApiKey,
        reason: String,
    },
    Failed(String),
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
    model: LiveState,
    current: Option<ProfileConfig>,
    toasts: egui_notify::Toasts,
    welcome: WelcomeState,
    connect: ConnectState,
    connect_window: bool,
    top_bar: TopBarState,
    settings: SettingsState,
    activity: ActivityState,
    compose: ComposeState,
    batches: BatchesState,
    webhooks: WebhooksState,
    compare: CompareState,
    gallery: GalleryState,
    /// Show the next run recorded (just sent from this window) in Batches.
    show_next_run: bool,
    thumbs: Thumbnails,
    players: Players,
    /// The download settings the open profile's engine has: started with, or last sent
    /// (`None`: no engine started yet).
    engine_downloads: Option<DownloadSettings>,
    /// The window's runtime for async work on worker threads (sandbox, key checks, dialogs,
    /// previews, the players' fetches).
    async_work: AsyncWork,
    /// The latest notice, repeated in the status line (toasts are not read by screen readers).
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
                options.paths.config_dir.join(USER_MODELS_FILE),
            ),
            link: EngineLink::new(ctx.clone()),
            model: LiveState::default(),
            current: None,
            // Bottom right, above the status line, clear of the top bar's controls.
            toasts: egui_notify::Toasts::default()
                .with_anchor(egui_notify::Anchor::BottomRight)
                .with_margin(egui::vec2(theme::SPACE_M, 40.0)),
            welcome: WelcomeState::default(),
            connect: ConnectState::default(),
            connect_window: false,
            top_bar: TopBarState::default(),
            settings: SettingsState::default(),
            activity: ActivityState::default(),
            compose: ComposeState::default(),
            batches: BatchesState::default(),
            webhooks: WebhooksState::default(),
            compare: CompareState::default(),
            gallery: GalleryState::default(),
            show_next_run: false,
            thumbs: Thumbnails::new(&ctx, &options.paths.thumbnails_dir(), &async_work),
            players: Players::new(&ctx, options.audio, async_work.clone()),
            engine_downloads: None,
            async_work,
            status: None,
            receiver_sent: receiver_actions::ReceiverSent::Nothing,
            start: StartStage::BareWindow,
            opening_text: "Opening\u{2026}".to_owned(),
            desktop: DesktopLinks::new(),
            waiting: None,
            options,
        };
        match instance {
            InstanceChoice::Held(instance) => app.hold_instance(instance, &ctx),
            InstanceChoice::Waiting(waiting) => app.waiting = Some(waiting),
            InstanceChoice::Unclaimed => {}
        }
        app
    }

    /// Later launches that asked this window to come to the front (for tests).
    pub fn focus_requests_served(&self) -> u64 {
        self.desktop.focus_requests
    }

    /// Everything but the window: fonts and icons, the catalogue, the profiles, the
    /// preferences and the keyring. Runs once, in the frame after the first one was shown, so
    /// that nothing but the window is on the start path.
    fn boot(&mut self, ctx: &egui::Context) {
        self.start = StartStage::Booted;
        theme::install(ctx);
        self.start_notifications(ctx);
        self.catalog.start_loading();
        self.load();
    }

    /// How many result previews are loaded as textures, and their bytes (for benchmarks).
    pub fn previews_loaded(&self) -> (usize, usize) {
        self.thumbs.loaded()
    }

    /// Figures of the playing video, if one plays (for tests and benchmarks).
    pub fn video_stats(&self) -> Option<VideoStats> {
        self.players.video_stats()
    }

    /// Pictures shown so far by each video of the gallery's Compare (for tests).
    pub fn compared_videos_shown(&self) -> Vec<u64> {
        self.players.together_shown()
    }

    /// When the sound playing now started reaching the null output (for benchmarks).
    pub fn sound_started_at(&self) -> Option<std::time::Instant> {
        self.players.sound_started_at()
    }

    fn prefs_file(&self) -> PathBuf {
        self.options.paths.config_dir.join(PREFS_FILE)
    }

    /// Reads profiles, preferences and opens the keyring, off the UI thread.
    fn load(&mut self) {
        self.phase = Phase::Opening;
        let keys = self.options.keys.clone();
        let profiles_file = self.options.paths.profiles_file();
        let prefs_file = self.prefs_file();
        let waiting = self.waiting.take();
        if let Some(waiting) = &waiting {
            self.opening_text = waiting.message();
        }
        let spawned = self.jobs.spawn("gendesk-open", move || {
            let instance = waiting.map(|waiting| {
                waiting
                    .wait(Duration::from_millis(250), || false)
                    .map_err(|err| sentence(&err.to_string()))
            });
            let vault = match keys {
                KeyStoreChoice::Platform => Arc::new(KeyVault::platform()),
                KeyStoreChoice::Vault(vault) => vault,
            };
            let profiles = Profiles::load(&profiles_file).map_err(|err| sentence(&err.to_string()));
            let (prefs, prefs_warning) = UiPrefs::load(&prefs_file);
            Msg::Loaded {
                profiles,
                prefs,
                prefs_warning,
                vault,
                instance,
            }
        });
        if let Err(message) = spawned {
            self.phase = Phase::Broken(message);
        }
    }

    fn notify(&mut self, notice: Notice) {
        let text = wrap_lines(&notice.text, 64);
        // A dot in the level's colour: egui-notify's own icons and close cross are symbols that
        // egui's bundled font lacks.
        let colour = theme::notice_colour(notice.level);
        let seconds = match notice.level {
            NoticeLevel::Info | NoticeLevel::Success => 4,
            NoticeLevel::Warning => 10,
            NoticeLevel::Error => 12,
        };
        self.toasts
            .custom(text, "\u{2022}".to_owned(), colour)
            .duration(Some(Duration::from_secs(seconds)))
            .closable(false);
        self.status = Some(notice);
    }

    fn handle_msg(&mut self, msg: Msg) {
        match msg {
            Msg::Loaded {
                profiles,
                prefs,
                prefs_warning,
                vault,
                instance,
            } => {
                match instance {
                    Some(Ok(Some(instance))) => self.hold_instance(instance, &self.ctx().clone()),
                    Some(Err(message)) => {
                        self.phase = Phase::Broken(message);
                        return;
                    }
                    Some(Ok(None)) | None => {}
                }
                self.vault = Some(vault);
                self.prefs = prefs;
                theme::apply_theme(self.ctx(), self.prefs.theme);
                if let Some(warning) = prefs_warning {
                    self.notify(Notice::new(NoticeLevel::Warning, warning));
                }
                match profiles {
                    Ok(profiles) => {
                        self.profiles = profiles;
                        match self.profiles.startup().map(|p| p.name.clone()) {
                            Some(name) => {
                                self.phase = Phase::Main;
                                self.open_profile(&name, None);
                            }
                            None => self.phase = Phase::Welcome,
                        }
                    }
                    Err(message) => self.phase = Phase::Broken(message),
                }
            }
            Msg::SandboxStarted(result) => self.sandbox_started(result),
            Msg::Verified(verified) => self.verified(verified),
            Msg::FolderPicked(result) => {
                self.settings.picking = false;
                match result {
                    Ok(Some(folder)) => {
                        self.settings.folder_text = None;
                        self.prefs.download_dir = Some(folder);
                        self.save_prefs();
                    }
                    Ok(None) => {}
                    Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
                }
            }
            Msg::BatchFilePicked(result) => match result {
                Ok(Some(path)) => self.import_batch_file(path),
                Ok(None) => {}
                Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
            },
            Msg::BatchFile(result) => {
                if let Some(notice) = self.compose.batch_file_loaded(result) {
                    self.notify(notice);
                }
            }
            Msg::Notice(notice) => self.notify(notice),
        }
    }

    fn ctx(&self) -> &egui::Context {
        self.jobs.ctx()
    }

    fn sandbox_started(&mut self, result: Result<SandboxHost, String>) {
        let current_is_sandbox = self
            .current
            .as_ref()
            .is_some_and(|p| p.kind == ProfileKind::Sandbox);
        match result {
            Ok(host) => {
                let spec = current_is_sandbox.then(|| self.sandbox_spec(&host));
                self.sandbox = SandboxSlot::Running(host);
                if let Some(spec) = spec
                    && matches!(self.link.state(), LinkState::Preparing { .. })
                {
                    self.start_engine(spec);
                }
            }
            Err(message) => {
                self.sandbox = SandboxSlot::Failed;
                if let Some(profile) = self.current.clone().filter(|_| current_is_sandbox) {
                    self.link.fail(&profile.name, message);
                } else {
                    self.notify(Notice::new(NoticeLevel::Error, message));
                }
            }
        }
    }

    fn poll_policy(&self) -> PollPolicy {
        self.options.poll.clone().unwrap_or_else(|| PollPolicy {
            max_requests_per_sec: self.prefs.poll_limit,
            ..PollPolicy::default()
        })
    }

    fn sandbox_spec(&self, host: &SandboxHost) -> EngineSpec {
        let profile = self
            .current
            .as_ref()
            .map_or(gendesk_core::config::profiles::SANDBOX_PROFILE, |p| {
                p.name.as_str()
            });
        EngineSpec {
            db_path: self.options.paths.database_file(),
            profile: profile.to_owned(),
            base_url: host.base_url().to_owned(),
            // The demo key is public and held for this session only; never saved.
            key: match ApiKey::new(SandboxHost::demo_key()) {
                Ok(key) => KeySource::Given(key),
                Err(_) => KeySource::Vault(self.vault()),
            },
            is_sandbox: true,
            poll: self.poll_policy(),
            downloads: self.download_settings(),
            secrets: self.vault(),
            sandbox_clock: host.clock(),
        }
    }

    fn vault(&self) -> Arc<KeyVault> {
        self.vault.clone().unwrap_or_else(|| {
            Arc::new(KeyVault::session_only(
                "the keyring has not been opened yet",
            ))
        })
    }

    /// Opens a profile: stops the old engine and starts one for it (after the sandbox, for the
    /// sandbox profile). `key` is a key just verified, else the vault is read.
    fn open_profile(&mut self, name: &str, key: Option<ApiKey>) {
        let Some(profile) = self.profiles.get(name).cloned() else {
            self.notify(Notice::new(
                NoticeLevel::Error,
                format!("There is no profile named \u{201c}{name}\u{201d}."),
            ));
            return;
        };
        if self.profiles.last_profile.as_deref() != Some(name) {
            self.profiles.last_profile = Some(profile.name.clone());
            self.save_profiles();
        }
        self.current = Some(profile.clone());
        self.engine_downloads = None;
        self.receiver_sent = receiver_actions::ReceiverSent::Nothing;
        self.model.reset();
        self.activity.detach();
        self.batches.detach();
        self.webhooks.reset();
        self.compare.detach();
        self.gallery.detach();
        self.compose.reset(profile.default_model.clone());
        self.catalog
            .set_profile(profile.kind == ProfileKind::Sandbox, profile.models.clone());
        match profile.kind {
            ProfileKind::Sandbox => match &self.sandbox {
                SandboxSlot::Running(host) => {
                    let spec = self.sandbox_spec(host);
                    self.start_engine(spec);
                }
                SandboxSlot::Starting => self.link.prepare(name, "Starting the offline sandbox…"),
                SandboxSlot::Off | SandboxSlot::Failed => {
                    self.link.prepare(name, "Starting the offline sandbox…");
                    self.start_sandbox();
                }
            },
            ProfileKind::Remote => {
                let key = key.map_or_else(|| KeySource::Vault(self.vault()), KeySource::Given);
                self.start_engine(EngineSpec {
                    db_path: self.options.paths.database_file(),
                    profile: profile.name.clone(),
                    base_url: profile.base_url.clone(),
                    key,
                    is_sandbox: false,
                    poll: self.poll_policy(),
                    downloads: self.download_settings(),
                    secrets: self.vault(),
                    sandbox_clock: None,
                });
            }
        }
    }

    fn start_sandbox(&mut self) {
        let config = self.options.sandbox.clone();
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn("gendesk-sandbox-start", move || {
            Msg::SandboxStarted(
                SandboxHost::start(config, work).map_err(|err| sentence(&err.to_string())),
            )
        });
        match spawned {
            Ok(()) => self.sandbox = SandboxSlot::Starting,
            Err(message) => self.sandbox_started(Err(message)),
        }
    }

    fn save_profiles(&mut self) {
        let profiles = self.profiles.clone();
        let path = self.options.paths.profiles_file();
        let queued = self.jobs.spawn_serial(move || {
            profiles
                .save(&path)
                .err()
                .map(|err| Msg::Notice(Notice::new(NoticeLevel::Error, sentence(&err.to_string()))))
        });
        if let Err(message) = queued {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn save_prefs(&mut self) {
        let prefs = self.prefs.clone();
        let path = self.prefs_file();
        let queued = self.jobs.spawn_serial(move || {
            prefs
                .save(&path)
                .err()
                .map(|err| Msg::Notice(Notice::new(NoticeLevel::Error, sentence(&err.to_string()))))
        });
        if let Err(message) = queued {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn verify_and_save(&mut self) {
        let profile = ProfileConfig {
            name: self.connect.name.trim().to_owned(),
            base_url: self.connect.base_url.trim().to_owned(),
            kind: ProfileKind::Remote,
            default_model: None,
            // The service publishes no model list: the person adds the models they use.
            models: Some(Vec::new()),
            receiver: None,
        };
        let mut check = self.profiles.clone();
        if let Some(old) = &self.connect.replacing {
            // Entering the key again: the old entry gives way to the new one.
            let _removed = check.remove(old);
        }
        if let Err(err) = check.add(profile.clone()) {
            self.connect.status = ConnectStatus::Failed(sentence(&err.to_string()));
            return;
        }
        let key = match ApiKey::new(self.connect.key.trim()) {
            Ok(key) => key,
            Err(err) => {
                self.connect.status =
                    ConnectStatus::Failed(format!("The API key is not usable: {err}."));
                return;
            }
        };
        let vault = self.vault();
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn("gendesk-verify", move || {
            Msg::Verified(verify(profile, key, &vault, &work))
        });
        self.connect.status = match spawned {
            Ok(()) => ConnectStatus::Verifying,
            Err(message) => ConnectStatus::Failed(message),
        };
    }

    fn verified(&mut self, verified: Verified) {
        match verified {
            Verified::Saved {
                profile,
                key,
                balance,
                storage,
            } => {
                if let KeyStorage::SessionOnly { reason } = storage {
                    self.notify(Notice::new(
                        NoticeLevel::Warning,
                        format!("The key is kept for this session only: {reason}."),
                    ));
                }
                self.notify(Notice::new(
                    NoticeLevel::Success,
                    format!(
                        "Connected as \u{201c}{}\u{201d}. Balance: {}.",
                        profile.name,
                        gendesk_core::money::format_usd(balance)
                    ),
                ));
                self.finish_connect(profile, key);
            }
            Verified::KeyringFailed {
                profile,
                key,
                reason,
            } => {
                self.connect.status = ConnectStatus::KeyringFailed {
                    reason,
                    profile,
                    key,
                };
            }
            Verified::Failed(message) => self.connect.status = ConnectStatus::Failed(message),
        }
    }

    fn finish_connect(&mut self, profile: ProfileConfig, key: ApiKey) {
        let name = profile.name.clone();
        let saved = match self.connect.replacing.clone() {
            Some(old) => {
                // A new key for the same account: the models it uses stay.
                let mut profile = profile;
                if let Some(previous) = self.profiles.get(&old) {
                    profile.models.clone_from(&previous.models);
                }
                self.profiles.update(&old, profile)
            }
            None => self.profiles.add(profile),
        };
        if let Err(err) = saved {
            self.connect.status = ConnectStatus::Failed(sentence(&err.to_string()));
            return;
        }
        self.connect.clear();
        self.welcome.connecting = false;
        self.connect_window = false;
        self.phase = Phase::Main;
        self.open_profile(&name, Some(key));
    }

    fn remove_profile(&mut self, name: &str) {
        let removed = match self.profiles.remove(name) {
            Ok(removed) => removed,
            Err(err) => {
                self.notify(Notice::new(NoticeLevel::Error, sentence(&err.to_string())));
                return;
            }
        };
        self.save_profiles();
        // The keyring may block (D-Bus, prompts): delete the key and the webhook secrets on a
        // worker. Every kind of profile may have webhook secrets; only remote ones have a key.
        let vault = self.vault();
        let owned = name.to_owned();
        let has_key = removed.kind == ProfileKind::Remote;
        let spawned = self.jobs.spawn("gendesk-key-delete", move || {
            Msg::Notice(forget_profile_secrets(&vault, &owned, has_key))
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
        if self.current.as_ref().is_some_and(|p| p.name == name) {
            if let Some(next) = self.profiles.startup().map(|p| p.name.clone()) {
                self.open_profile(&next, None);
            } else {
                self.link.stop();
                self.current = None;
                self.activity.detach();
                self.model.reset();
                self.phase = Phase::Welcome;
            }
        }
    }

    fn browse_download_folder(&mut self) {
        let start = self
            .prefs
            .download_dir
            .clone()
            .unwrap_or_else(|| self.options.paths.downloads_dir.clone());
        // The dialog is created here, on the UI thread, and driven on a worker.
        let dialog = rfd::AsyncFileDialog::new()
            .set_title("Choose the download folder")
            .set_directory(&start)
            .pick_folder();
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn("gendesk-folder-picker", move || {
            let picked = work
                .block_on(dialog)
                .map(|handle| handle.map(|h| h.path().to_path_buf()))
                .map_err(|err| format!("The folder dialog could not open: {err}."));
            Msg::FolderPicked(picked)
        });
        match spawned {
            Ok(()) => self.settings.picking = true,
            Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
        }
    }

    fn send(&mut self, command: Command) -> bool {
        match self.link.send(command) {
            Ok(()) => true,
            Err(message) => {
                self.notify(Notice::new(NoticeLevel::Error, message));
                false
            }
        }
    }

    /// After a keyring failure: keeps the verified key in memory for this session.
    fn use_session_only(&mut self) {
        if let ConnectStatus::KeyringFailed { profile, key, .. } =
            std::mem::take(&mut self.connect.status)
        {
            // An in-memory map: no keyring call, safe on this thread.
            self.vault().save_for_session(&profile.name, &key);
            self.notify(Notice::new(
                NoticeLevel::Info,
                format!(
                    "Connected as \u{201c}{}\u{201d}. The key is kept for this session only.",
                    profile.name
                ),
            ));
            self.finish_connect(profile, key);
        }
    }

    /// What the task detail and its results ask for.
    fn handle_task_action(&mut self, action: Action) {
        match action {
            Action::ResubmitAsNew {
                model,
                request_json,
            } => self.resubmit(model, &request_json),
            Action::RefreshTask(row) => {
                self.send(Command::RefreshTask(row));
            }
            Action::Download { task, only } => {
                self.asked_download(task);
                let folder = self.download_folder();
                self.send(Command::Download { task, folder, only });
            }
            Action::CancelDownload(row) => {
                self.send(Command::CancelDownload(row));
            }
            Action::Open(target) => self.open_external(target),
            _ => {}
        }
    }

    fn handle_action(&mut self, action: Action) {
        match action {
            Action::ExploreSandbox => {
                let name = self.profiles.ensure_sandbox().name.clone();
                self.save_profiles();
                self.phase = Phase::Main;
                self.open_profile(&name, None);
            }
            Action::VerifyAndSave => self.verify_and_save(),
            Action::UseSessionOnly => self.use_session_only(),
            Action::OpenConnectForm => {
                self.connect.clear();
                self.connect_window = true;
            }
            Action::ReenterKey => {
                self.connect.clear();
                if let Some(profile) = &self.current {
                    self.connect.name.clone_from(&profile.name);
                    self.connect.base_url.clone_from(&profile.base_url);
                    self.connect.replacing = Some(profile.name.clone());
                }
                self.connect_window = true;
            }
            Action::CloseConnectForm => {
                self.connect.clear();
                self.connect_window = false;
            }
            Action::SwitchProfile(name) => self.open_profile(&name, None),
            Action::RemoveProfile(name) => self.remove_profile(&name),
            Action::ReopenProfile => {
                if let Some(name) = self.current.as_ref().map(|p| p.name.clone()) {
                    self.open_profile(&name, None);
                }
            }
            Action::RefreshBalance => {
                self.send(Command::RefreshBalance);
            }
            Action::GetWebhookSecret => {
                self.send(Command::GetWebhookSecret);
            }
            Action::RotateWebhookSecret => {
                self.send(Command::RotateWebhookSecret);
            }
            Action::RevokeWebhookSecret => {
                self.send(Command::RevokeWebhookSecret);
            }
            Action::SetReceiverOn(on) => self.set_receiver_on(on),
            Action::SubmitComparison { prompt, tasks } => self.submit_comparison(prompt, tasks),
            Action::SubmitTask { model, request } => {
                if self.send(Command::SubmitTask { model, request }) {
                    self.compose.submitted();
                }
            }
            Action::ReuseSettings {
                model,
                request_json,
            } => self.reuse_settings(&model, &request_json),
            Action::UseAsReference { url, target_kind } => {
                self.use_as_reference(&url, &target_kind);
            }
            action @ (Action::ResubmitAsNew { .. }
            | Action::RefreshTask(_)
            | Action::Download { .. }
            | Action::CancelDownload(_)
            | Action::Open(_)) => self.handle_task_action(action),
            action @ (Action::SubmitRun { .. }
            | Action::RetryBatchSend(_)
            | Action::RefreshBatch(_)
            | Action::DownloadBatches { .. }
            | Action::FixItems { .. }
            | Action::OpenTask(_)
            | Action::OpenBatchEditor
            | Action::PickBatchFile
            | Action::ImportBatchFile(_)) => self.handle_batch_action(action),
            Action::Notify(notice) => self.notify(notice),
            Action::Navigate(view) => {
                self.prefs.last_view = view;
                self.save_prefs();
            }
            Action::OpenSettings => self.settings.open = true,
            Action::BrowseDownloadFolder => self.browse_download_folder(),
            Action::PrefsChanged => {
                theme::apply_theme(self.ctx(), self.prefs.theme);
                self.save_prefs();
            }
            Action::AddUserModel(doc) => self.add_user_model(doc),
            Action::RemoveUserModel(id) => self.remove_user_model(&id),
        }
    }

    /// "Add a model…": saves the definition and remembers that the open profile uses it.
    fn add_user_model(&mut self, doc: gendesk_core::catalog::ModelDoc) {
        let id = doc.id.clone();
        let offered = self.catalog.user_model_ids();
        let notice = match self.catalog.add_user_model(doc) {
            Ok(()) => {
                self.change_profile_models(|profiles, name| {
                    profiles.remember_model(name, &id, &offered)
                });
                Notice::new(
                    NoticeLevel::Success,
                    format!("\u{201c}{id}\u{201d} was added to your models."),
                )
            }
            Err(message) => Notice::new(NoticeLevel::Error, message),
        };
        self.notify(notice);
    }

    /// Removes one of the person's models from the open profile, and its definition once no
    /// profile uses it any more.
    fn remove_user_model(&mut self, id: &str) {
        let offered = self.catalog.user_model_ids();
        self.change_profile_models(|profiles, name| profiles.forget_model(name, id, &offered));
        let notice = if self.profiles.any_uses_model(id) {
            Notice::new(
                NoticeLevel::Info,
                format!(
                    "\u{201c}{id}\u{201d} was removed from this profile\u{2019}s models; other profiles still use it."
                ),
            )
        } else {
            match self.catalog.remove_user_model(id) {
                Ok(_) => Notice::new(
                    NoticeLevel::Info,
                    format!("\u{201c}{id}\u{201d} was removed from your models."),
                ),
                Err(message) => Notice::new(NoticeLevel::Error, message),
            }
        };
        self.notify(notice);
    }

    /// Changes the open profile's list of models with `change` (which says whether it changed
    /// anything), saves the profiles on the disk thread and shows the new list.
    fn change_profile_models(&mut self, change: impl FnOnce(&mut Profiles, &str) -> bool) {
        let Some(name) = self.current.as_ref().map(|p| p.name.clone()) else {
            return;
        };
        if !change(&mut self.profiles, &name) {
            return;
        }
        self.save_profiles();
        self.current = self.profiles.get(&name).cloned();
        let models = self.current.as_ref().and_then(|p| p.models.clone());
        self.catalog.set_profile_models(models);
    }

    /// Where downloads go: the chosen folder, else the default.
    /// Starts the engine for `spec`, remembering the download settings it starts with.
    fn start_engine(&mut self, spec: EngineSpec) {
        self.engine_downloads = Some(spec.downloads.clone());
        self.link.start(spec);
    }

    /// The download settings the engine should have, from the preferences.
    fn download_settings(&self) -> DownloadSettings {
        DownloadSettings {
            max_bytes: self.prefs.download_limit_bytes(),
            auto_folder: self.prefs.auto_download.then(|| self.download_folder()),
        }
    }

    /// Tells the running engine the download settings that changed since it started or was
    /// last told (a change in Settings), and nothing when none did.
    fn sync_download_settings(&mut self) {
        let Some(had) = self.engine_downloads.clone() else {
            return;
        };
        let want = self.download_settings();
        let mut now = had.clone();
        if want.max_bytes != had.max_bytes
            && self
                .link
                .send(Command::SetDownloadLimit(want.max_bytes))
                .is_ok()
        {
            now.max_bytes = want.max_bytes;
        }
        if want.auto_folder != had.auto_folder
            && self
                .link
                .send(Command::SetAutoDownload(want.auto_folder.clone()))
                .is_ok()
        {
            now.auto_folder = want.auto_folder;
        }
        self.engine_downloads = Some(now);
    }

    fn download_folder(&self) -> PathBuf {
        self.prefs
            .download_dir
            .clone()
            .unwrap_or_else(|| self.options.paths.downloads_dir.clone())
    }

    /// Sends a recorded request again as a new task (the person confirmed it is paid).
    fn resubmit(&mut self, model: String, request_json: &str) {
        match serde_json::from_str::<gendesk_api::SubmitTaskRequest>(request_json) {
            Ok(request) => {
                if self.send(Command::SubmitTask { model, request }) {
                    self.notify(Notice::new(
                        NoticeLevel::Info,
                        "A new task with the same settings was sent. Follow it in Activity.",
                    ));
                }
            }
            Err(err) => self.notify(Notice::new(
                NoticeLevel::Error,
                format!("The recorded request could not be read ({err}). Use \u{201c}Reuse settings\u{201d} and submit it from the form."),
            )),
        }
    }

    /// Opens a URL (http/https only), file or folder with the system, on a worker thread.
    fn open_external(&mut self, target: External) {
        let target = match target {
            External::Url(url) => match gendesk_core::download::parse_result_url(&url) {
                Ok(url) => url.to_string(),
                Err(err) => {
                    self.notify(Notice::new(
                        NoticeLevel::Error,
                        format!(
                            "This address is not opened: {}",
                            sentence(&err.user_message())
                        ),
                    ));
                    return;
                }
            },
            External::File(path) | External::Folder(path) => path.display().to_string(),
        };
        let spawned = self.jobs.spawn("gendesk-open-external", move || {
            Msg::Notice(match open::that_detached(&target) {
                Ok(()) => Notice::new(NoticeLevel::Info, format!("Opened {target}.")),
                Err(err) => Notice::new(
                    NoticeLevel::Error,
                    format!("{target} could not be opened ({err}). Open it from your file manager or browser instead."),
                ),
            })
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    /// "Reuse settings": the recorded request goes back into the compose form, which is shown.
    fn reuse_settings(&mut self, model: &str, request_json: &str) {
        let result = self
            .compose
            .reuse_settings(self.catalog.catalog(), model, request_json);
        self.show_compose_result(result);
    }

    /// "Use as reference": a new image-to-image or image-to-video form with the result's URL.
    fn use_as_reference(&mut self, url: &str, target_kind: &str) {
        let result = self
            .compose
            .use_as_reference(self.catalog.catalog(), url, target_kind);
        self.show_compose_result(result);
    }

    /// Tells the outcome of a hand-off to the compose form, and shows the form when it worked.
    fn show_compose_result(&mut self, result: Result<Notice, Notice>) {
        match result {
            Ok(notice) => {
                self.notify(notice);
                if self.prefs.last_view != View::Compose {
                    self.prefs.last_view = View::Compose;
                    self.save_prefs();
                }
            }
            Err(notice) => self.notify(notice),
        }
    }

    /// The main view of a running profile.
    fn view_ui(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        match self.prefs.last_view {
            View::Compose => {
                let base_url = match (&self.current, &self.sandbox) {
                    (Some(p), SandboxSlot::Running(host)) if p.kind == ProfileKind::Sandbox => {
                        host.base_url()
                    }
                    (Some(p), _) => p.base_url.as_str(),
                    (None, _) => "",
                };
                let model = ComposeModel {
                    catalog: &self.catalog,
                    base_url,
                    balance: self.model.balance,
                    sandbox: self
                        .current
                        .as_ref()
                        .is_some_and(|p| p.kind == ProfileKind::Sandbox),
                    receiver: self.receiver_urls(),
                };
                compose_ui(ui, &mut self.compose, &model, actions);
            }
            View::Activity => {
                let folder = self.download_folder();
                let context = ActivityCtx {
                    model: &self.model,
                    folder: &folder,
                };
                activity_ui(
                    ui,
                    &mut self.activity,
                    &context,
                    &mut self.thumbs,
                    &mut self.players,
                    actions,
                );
            }
            View::Batches => {
                let context = BatchesCtx {
                    model: &self.model,
                    now_ms: gendesk_core::engine::worker::now_ms(),
                };
                batches_ui(ui, &mut self.batches, &context, &mut self.thumbs, actions);
            }
            View::Gallery => {
                gallery_ui(
                    ui,
                    &mut self.gallery,
                    &self.model,
                    &mut self.thumbs,
                    &mut self.players,
                    actions,
                );
            }
            View::Compare => {
                compare_ui(
                    ui,
                    &mut self.compare,
                    &self.model,
                    &mut self.thumbs,
                    &mut self.players,
                    actions,
                );
            }
            View::Webhooks => {
                let receiver = self.receiver_ctx();
                webhooks_ui(ui, &mut self.webhooks, &self.model, &receiver, actions);
            }
        }
    }

    fn main_ui(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        egui::Panel::top("top_bar").show(ui, |ui| {
            ui.add_space(theme::SPACE_S);
            let model = TopBarModel {
                profiles: &self.profiles,
                current: self.current.as_ref(),
                balance: self.model.balance,
                link: self.link.state(),
                view: self.prefs.last_view,
                compare: !self.model.comparisons.is_empty(),
            };
            top_bar_ui(ui, &mut self.top_bar, &model, actions);
            ui.add_space(theme::SPACE_S);
        });
        egui::Panel::bottom("status_line").show(ui, |ui| {
            ui.horizontal(|ui| match &self.status {
                Some(notice) => {
                    let colour = theme::notice_colour(notice.level);
                    ui.colored_label(colour, "\u{2022}");
                    ui.add(egui::Label::new(notice.text.as_str()).truncate())
                        .on_hover_text(&notice.text);
                }
                None => {
                    ui.weak("Ready.");
                }
            });
        });
        egui::CentralPanel::default().show(ui, |ui| match self.link.state() {
            LinkState::Running { .. } => self.view_ui(ui, actions),
            LinkState::Failed { profile, message } => {
                let remote = self
                    .current
                    .as_ref()
                    .is_some_and(|p| p.kind == ProfileKind::Remote);
                ui.add_space(theme::SPACE_XL);
                ui.vertical_centered(|ui| {
                    ui.set_max_width(theme::CONTENT_MAX_WIDTH);
                    ui.heading(format!("\u{201c}{profile}\u{201d} could not be opened"));
                    theme::error_text(ui, message);
                    ui.add_space(theme::SPACE_M);
                    ui.horizontal(|ui| {
                        if ui.button("Try again").clicked() {
                            actions.push(Action::ReopenProfile);
                        }
                        if remote && ui.button("Enter the API key again").clicked() {
                            actions.push(Action::ReenterKey);
                        }
                        if ui.button("Add profile…").clicked() {
                            actions.push(Action::OpenConnectForm);
                        }
                    });
                });
            }
            LinkState::Preparing { doing, .. } => opening_ui(ui, doing),
            LinkState::Starting { profile } => {
                opening_ui(ui, &format!("Opening \u{201c}{profile}\u{201d}…"));
            }
            LinkState::Idle => opening_ui(ui, "Opening…"),
        });
    }
}

fn opening_ui(ui: &mut egui::Ui, text: &str) {
    ui.add_space(theme::SPACE_XL);
    ui.vertical_centered(|ui| {
        ui.spinner();
        ui.label(text);
    });
}

/// Runs on a worker thread: checks the key with a balance call, then stores it.
fn verify(profile: ProfileConfig, key: ApiKey, vault: &KeyVault, work: &AsyncWork) -> Verified {
    let base = match BaseUrl::parse(&profile.base_url) {
        Ok(base) => base,
        Err(err) => return Verified::Failed(format!("The service address is not usable: {err}.")),
    };
    let client = match Client::new(base, key.clone()) {
        Ok(client) => client,
        Err(err) => return Verified::Failed(err.user_message()),
    };
    let balance = match work.block_on(client.balance()) {
        Ok(Ok(balance)) => balance,
        Ok(Err(err)) => return Verified::Failed(err.user_message()),
        Err(err) => return Verified::Failed(format!("{err}.")),
    };
    if let KeyStorage::SessionOnly { reason } = vault.default_storage() {
        // No keyring at all: ask before keeping the key in memory only.
        return Verified::KeyringFailed {
            profile,
            key,
            reason: sentence(&format!("no system keyring is available: {reason}")),
        };
    }
    match vault.save(&profile.name, &key) {
        Ok(storage) => Verified::Saved {
            profile,
            key,
            balance,
            storage,
        },
        Err(err @ VaultError::Keyring { .. }) => Verified::KeyringFailed {
            profile,
            key,
            reason: sentence(&err.to_string()),
        },
        Err(err) => Verified::Failed(sentence(&err.to_string())),
    }
}

/// Deletes a removed profile's key (when it has one) and webhook signing secrets from the vault,
/// and says what happened.
fn forget_profile_secrets(vault: &KeyVault, name: &str, has_key: bool) -> Notice {
    let key = if has_key {
        vault.delete(name).err()
    } else {
        None
    };
    let ring = vault.delete_webhook_secrets(name).err();
    let failures: Vec<String> = [("its key", key), ("its webhook signing secrets", ring)]
        .into_iter()
        .filter_map(|(what, err)| {
            err.map(|err| {
                format!(
                    "{what} could not be deleted from the keyring: {}",
                    sentence(&err.to_string())
                )
            })
        })
        .collect();
    if failures.is_empty() {
        let what = if has_key { " and its key were" } else { " was" };
        return Notice::new(
            NoticeLevel::Info,
            format!("Profile \u{201c}{name}\u{201d}{what} removed."),
        );
    }
    Notice::new(
        NoticeLevel::Warning,
        format!(
            "Profile \u{201c}{name}\u{201d} was removed, but {}",
            failures.join(" Also, ")
        ),
    )
}

/// Breaks `text` into lines of at most about `width` characters (toasts do not wrap).
fn wrap_lines(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split_whitespace() {
        let len = word.chars().count();
        if line > 0 && line + 1 + len > width {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += len;
    }
    out
}

impl eframe::App for GenDeskApp {
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        if self.start == StartStage::BareWindow {
            if ctx.cumulative_frame_nr() == 0 {
                // The first frame shows the bare window; the rest starts in the next one.
                ctx.request_repaint();
                return;
            }
            self.boot(ctx);
        }
        for msg in self.jobs.drain() {
            self.handle_msg(msg);
        }
        self.serve_desktop(ctx);
        let focused = ctx.input(|i| i.focused);
        let notifications = if self.prefs.notifications {
            self.desktop.notifications()
        } else {
            None
        };
        let mut observe = |event: &gendesk_core::engine::Event| {
            if let Some(notifications) = notifications {
                notifications.observe(event, focused);
            }
        };
        for notice in self.link.poll(&mut self.model, &mut observe) {
            self.notify(notice);
        }
        for notice in self.catalog.poll() {
            self.notify(notice);
        }
        if let Some(profile) = self.link.profile_id() {
            self.activity
                .attach(profile, self.options.paths.database_file(), ctx);
            self.batches
                .attach(profile, self.options.paths.database_file(), ctx);
            self.webhooks
                .attach(profile, self.options.paths.database_file(), ctx);
            self.compare
                .attach(profile, self.options.paths.database_file(), ctx);
            self.gallery
                .attach(profile, self.options.paths.database_file(), ctx);
        }
        self.follow_receiver();
        if let Some(run) = self.model.last_run.take()
            && std::mem::take(&mut self.show_next_run)
            && let Some(first) = run.first()
        {
            self.batches.select(*first);
            self.navigate(View::Batches);
        }
        if self.model.engine_started {
            self.sync_download_settings();
        }
        self.thumbs.begin_frame(ctx);
        self.players.begin_frame();
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if self.start == StartStage::BareWindow {
            // The first frame is the bare window in the theme's background colour
            // (`clear_color`): painting anything would cost the first frame more than the
            // rest of the start-up, because the renderer prepares its pipelines on first use.
            return;
        }
        let mut actions = Vec::new();
        match &self.phase {
            Phase::Opening => {
                let text = self.opening_text.clone();
                egui::CentralPanel::default().show(ui, |ui| opening_ui(ui, &text));
            }
            Phase::Broken(message) => {
                let message = message.clone();
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.add_space(theme::SPACE_XL);
                    ui.vertical_centered(|ui| {
                        ui.set_max_width(theme::CONTENT_MAX_WIDTH);
                        ui.heading("GenDesk could not read its settings");
                        theme::error_text(ui, &message);
                        if ui.button("Try again").clicked() {
                            self.load();
                        }
                    });
                });
            }
            Phase::Welcome => {
                let sandbox_busy = matches!(self.sandbox, SandboxSlot::Starting);
                egui::CentralPanel::default().show(ui, |ui| {
                    welcome_ui(
                        ui,
                        &mut self.welcome,
                        &mut self.connect,
                        sandbox_busy,
                        &mut actions,
                    );
                });
            }
            Phase::Main => self.main_ui(ui, &mut actions),
        }
        if self.connect_window {
            let mut open = true;
            let title = if self.connect.replacing.is_some() {
                "Enter the API key again"
            } else {
                "Add a profile"
            };
            egui::Window::new(title)
                .open(&mut open)
                .collapsible(false)
                .resizable(false)
                .min_width(480.0)
                .pivot(egui::Align2::CENTER_TOP)
                .default_pos(egui::pos2(ui.ctx().content_rect().center().x, 80.0))
                .show(ui.ctx(), |ui| {
                    ui.label(if self.connect.replacing.is_some() {
                        "Enter this profile's API key; it is checked with the service before it is kept."
                    } else {
                        "Connect another account with its service address and API key."
                    });
                    ui.add_space(theme::SPACE_S);
                    connect_ui(ui, &mut self.connect, true, &mut actions);
                });
            if !open {
                actions.push(Action::CloseConnectForm);
            }
        }
        settings_ui(
            ui,
            &mut self.settings,
            &mut self.prefs,
            &self.options.paths,
            &mut actions,
        );
        super::image_viewer::image_viewer_ui(
            ui.ctx(),
            &mut self.activity.viewer,
            &mut self.thumbs,
            &mut actions,
        );
        if matches!(self.phase, Phase::Main) {
            large_view_ui(ui.ctx(), &mut self.players, &mut self.thumbs, &mut actions);
        }
        self.toasts.show(ui.ctx());
        for action in actions {
            self.handle_action(action);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toast_text_is_wrapped_at_word_boundaries() {
        assert_eq!(wrap_lines("one two three four", 9), "one two\nthree\nfour");
        assert_eq!(wrap_lines("  spaced   out ", 80), "spaced out");
    }
}
