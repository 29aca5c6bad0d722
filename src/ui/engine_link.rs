//! The window's link to the engine: starts it for a profile on a worker thread (the start
//! opens the database and may read the keyring), forwards commands without waiting, drains
//! its events into the [`LiveState`] at the top of each frame, and stops the old engine on a
//! worker thread when another profile is opened.

use std::path::PathBuf;
use std::sync::{Arc, mpsc};

use gendesk_api::{ApiKey, BaseUrl};
use gendesk_core::config::{KeyVault, NetworkFile};
use gendesk_core::engine::{
    Command, Engine, EngineConfig, EngineError, PollPolicy, ReferenceSetup, ServiceClock,
};
use gendesk_core::references::ReferenceHosting;
use gendesk_core::store::ProfileId;
use gendesk_core::t;

use super::live_state::{LiveState, Notice, sentence};

/// Where the engine gets the profile's key.
#[derive(Clone)]
pub enum KeySource {
    /// Already in hand (the sandbox's demo key, or a key just verified).
    Given(ApiKey),
    /// Read from the vault on the worker thread.
    Vault(Arc<KeyVault>),
}

/// What is needed to start an engine for one profile.
#[derive(Clone)]
pub struct EngineSpec {
    /// The history database.
    pub db_path: PathBuf,
    /// The network settings file (the profile's proxy is read from it on the worker).
    pub network_file: PathBuf,
    /// Profile name.
    pub profile: String,
    /// Service address as entered.
    pub base_url: String,
    /// The key.
    pub key: KeySource,
    /// Whether this is the offline sandbox.
    pub is_sandbox: bool,
    /// Poll timing.
    pub poll: PollPolicy,
    /// The largest download and the auto-download folder, from the start (also for
    /// downloads resumed and caught up at start).
    pub downloads: DownloadSettings,
    /// Where the profile's known webhook signing secrets are kept.
    pub secrets: Arc<KeyVault>,
    /// The offline sandbox's clock (the webhooks it signs carry its time).
    pub sandbox_clock: Option<gendesk_sandbox::SimClock>,
    /// How the profile hosts pictures from this computer (its bucket secret is read from
    /// `secrets` on the worker).
    pub references: ReferenceHosting,
    /// The tunnel URL in front of the receiver (Settings), for hosting through it.
    pub tunnel: Option<String>,
}

/// The download settings an engine runs with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DownloadSettings {
    /// Largest result file downloaded, in bytes.
    pub max_bytes: u64,
    /// Where finished results are downloaded on their own (`None`: auto-download is off).
    pub auto_folder: Option<PathBuf>,
    /// Write each result's prompt and settings into its file.
    pub records: bool,
    /// Also beside it, as `<file>.json`.
    pub sidecars: bool,
    /// How downloaded results are named and put in folders.
    pub pattern: gendesk_core::download::NamePattern,
}

/// Where the link stands.
pub enum LinkState {
    /// No profile is open.
    Idle,
    /// Waiting for something before the engine can start (e.g. the sandbox).
    Preparing {
        /// Profile being opened.
        profile: String,
        /// What is happening, for the person.
        doing: String,
    },
    /// The engine is starting on a worker thread.
    Starting {
        /// Profile being opened.
        profile: String,
    },
    /// Running.
    Running {
        /// The engine.
        engine: Engine,
    },
    /// Could not start.
    Failed {
        /// Profile name.
        profile: String,
        /// What happened and what to do.
        message: String,
    },
}

type Started = (u64, Result<Engine, String>);

/// Owns the running engine.
pub struct EngineLink {
    ctx: egui::Context,
    state: LinkState,
    generation: u64,
    started_tx: mpsc::Sender<Started>,
    started_rx: mpsc::Receiver<Started>,
    /// Set to the running engine's network settings (the window's fetches follow them).
    network: super::network_cell::NetworkCell,
}

impl EngineLink {
    /// A link with no engine; `ctx` is woken whenever the engine reports.
    pub fn new(ctx: egui::Context, network: super::network_cell::NetworkCell) -> Self {
        let (started_tx, started_rx) = mpsc::channel();
        Self {
            ctx,
            network,
            state: LinkState::Idle,
            generation: 0,
            started_tx,
            started_rx,
        }
    }

    /// Where the link stands.
    pub fn state(&self) -> &LinkState {
        &self.state
    }

    /// The running engine's profile row.
    pub fn profile_id(&self) -> Option<ProfileId> {
        match &self.state {
            LinkState::Running { engine } => Some(engine.profile()),
            _ => None,
        }
    }

    /// Stops the current engine (on a worker thread) and shows `doing` until [`Self::start`].
    pub fn prepare(&mut self, profile: &str, doing: impl Into<String>) {
        self.stop();
        self.state = LinkState::Preparing {
            profile: profile.to_owned(),
            doing: doing.into(),
        };
    }

    /// Marks the profile as failed to open.
    pub fn fail(&mut self, profile: &str, message: impl Into<String>) {
        self.stop();
        self.state = LinkState::Failed {
            profile: profile.to_owned(),
            message: message.into(),
        };
    }

    /// Stops any current engine and starts one for `spec` on a worker thread.
    pub fn start(&mut self, spec: EngineSpec) {
        self.stop();
        let generation = self.generation;
        let profile = spec.profile.clone();
        let tx = self.started_tx.clone();
        let ctx = self.ctx.clone();
        let waker_ctx = self.ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("gendesk-engine-start".to_owned())
            .spawn(move || {
                let waker: gendesk_core::engine::Waker =
                    Arc::new(move || waker_ctx.request_repaint());
                let result = start_engine(spec, waker);
                if tx.send((generation, result)).is_err() {
                    tracing::debug!("the window closed while an engine was starting");
                }
                ctx.request_repaint();
            });
        self.state = match spawned {
            Ok(_) => LinkState::Starting { profile },
            Err(err) => LinkState::Failed {
                profile,
                message: t!("window-engine-worker-failed", error = err.to_string()),
            },
        };
    }

    /// Stops the engine, if any, on a worker thread.
    pub fn stop(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        let old = std::mem::replace(&mut self.state, LinkState::Idle);
        if let LinkState::Running { engine } = old {
            let stopper = std::thread::Builder::new()
                .name("gendesk-engine-stop".to_owned())
                .spawn(move || engine.shutdown());
            if let Err(err) = stopper {
                // The engine was dropped with the closure, which stops it here instead.
                tracing::warn!("could not stop the engine on a worker thread: {err}");
            }
        }
    }

    /// Queues a command without waiting; the error is a sentence for the person.
    pub fn send(&self, command: Command) -> Result<(), String> {
        match &self.state {
            LinkState::Running { engine } => engine.send(command).map_err(|err| match err {
                EngineError::Busy => t!("window-engine-busy"),
                other => sentence(&other.to_string()),
            }),
            LinkState::Starting { profile } | LinkState::Preparing { profile, .. } => Err(t!(
                "window-engine-still-opening",
                profile = profile.as_str()
            )),
            LinkState::Failed { message, .. } => Err(message.clone()),
            LinkState::Idle => Err(t!("window-engine-no-profile")),
        }
    }

    /// Takes a finished start and every engine event; call at the top of each frame.
    pub fn poll(
        &mut self,
        model: &mut LiveState,
        observe: &mut dyn FnMut(&gendesk_core::engine::Event),
    ) -> Vec<Notice> {
        let mut notices = Vec::new();
        for (generation, result) in self.started_rx.try_iter().collect::<Vec<_>>() {
            if generation != self.generation {
                // A profile was switched while this engine started: stop it again.
                if let Ok(engine) = result {
                    stop_in_background(engine);
                }
                continue;
            }
            let LinkState::Starting { profile } = &self.state else {
                continue;
            };
            self.state = match result {
                // The engine reports the balance itself from the start.
                Ok(engine) => {
                    self.network.set(engine.network().clone());
                    LinkState::Running { engine }
                }
                Err(message) => LinkState::Failed {
                    profile: profile.clone(),
                    message,
                },
            };
        }
        if let LinkState::Running { engine } = &self.state {
            let mut fresh = Vec::new();
            for event in engine.drain_events() {
                observe(&event);
                fresh.extend(model.apply(event));
            }
            notices.extend(super::live_state::coalesce(fresh));
        }
        notices
    }
}

fn stop_in_background(engine: Engine) {
    if let Err(err) = std::thread::Builder::new()
        .name("gendesk-engine-stop".to_owned())
        .spawn(move || engine.shutdown())
    {
        tracing::warn!("could not stop an engine on a worker thread: {err}");
    }
}

/// What the engine hosts pictures with: the profile's choice, with the bucket's secret key
/// from the keyring (none when it cannot be read: hosting then says so).
pub fn reference_setup(
    hosting: &ReferenceHosting,
    tunnel: Option<String>,
    vault: &KeyVault,
    profile: &str,
) -> ReferenceSetup {
    match hosting {
        ReferenceHosting::None => ReferenceSetup::None,
        ReferenceHosting::Receiver => ReferenceSetup::Receiver { tunnel },
        ReferenceHosting::Bucket(settings) => ReferenceSetup::Bucket {
            settings: settings.clone(),
            secret: vault.load_bucket_secret(profile).unwrap_or_else(|err| {
                tracing::warn!(%err, "the bucket's secret key could not be read");
                None
            }),
        },
    }
}

/// Runs on a worker thread: reads the key if needed and starts the engine.
fn start_engine(spec: EngineSpec, waker: gendesk_core::engine::Waker) -> Result<Engine, String> {
    let base_url = BaseUrl::parse(&spec.base_url)
        .map_err(|err| t!("window-engine-bad-address", error = err.to_string()))?;
    let key = match spec.key {
        KeySource::Given(key) => key,
        KeySource::Vault(vault) => match vault.load(&spec.profile) {
            Ok(Some(key)) => key,
            Ok(None) => {
                return Err(t!("window-engine-no-key", profile = spec.profile.as_str()));
            }
            Err(err) => return Err(sentence(&err.to_string())),
        },
    };
    let network = NetworkFile::load(&spec.network_file)
        .and_then(|file| file.network_for(&spec.profile, &spec.secrets))
        .map_err(|err| {
            t!(
                "window-engine-open-failed",
                reason = err.to_string().trim_end_matches('.').to_owned()
            )
        })?;
    let references = reference_setup(&spec.references, spec.tunnel, &spec.secrets, &spec.profile);
    let mut config = EngineConfig::new(spec.db_path, spec.profile, base_url, key, spec.is_sandbox);
    config.client.network = network;
    config.references = references;
    config.poll = spec.poll;
    config.download.max_bytes = spec.downloads.max_bytes;
    config.auto_download = spec.downloads.auto_folder;
    config.records_in_files = spec.downloads.records;
    config.record_sidecars = spec.downloads.sidecars;
    config.name_pattern = spec.downloads.pattern;
    config.secrets = Some(spec.secrets);
    config.sandbox_clock = spec
        .sandbox_clock
        .map(|clock| ServiceClock::new(move || clock.now_ms()));
    Engine::start(config, waker).map_err(|err| {
        t!(
            "window-engine-open-failed",
            reason = err.to_string().trim_end_matches('.').to_owned()
        )
    })
}
