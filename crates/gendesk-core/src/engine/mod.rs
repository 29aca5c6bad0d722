//! The headless engine: everything that talks to the network, the disk or the keyring runs
//! here, on its own tokio runtime. The UI sends [`Command`]s through a bounded channel and
//! drains [`Event`]s; a waker callback tells it when to look. The SQLite store is written
//! before anything is acted upon, so a crash loses nothing and duplicates nothing.

mod account_flow;
mod batch_flow;
mod connectivity;
mod costs;
mod delivery_flow;
mod download_flow;
mod failure;
mod limit_flow;
mod messages;
mod poll_flow;
mod poll_policy;
mod receiver_host;
mod reference_flow;
mod run_flow;
mod secret_ring;
mod service_clock;
mod spending;
mod store_handle;
mod worker;

use std::path::PathBuf;
use std::sync::mpsc as std_mpsc;
use std::sync::{Arc, Mutex};

use tokio::sync::{mpsc, watch};

pub use connectivity::LinkState;
pub use failure::{Doing, Problem};
pub use messages::{
    AccountEvent, BatchDownloadDone, BatchEvent, Command, ComparisonTask, DownloadEvent, Event,
    ProfileTarget, ReceiverFailure, ReceiverStatus, ReferenceEvent, ReferenceSetup, SecretAction,
    TaskEvent, WebhookEvent,
};
pub use poll_policy::PollPolicy;
pub use service_clock::ServiceClock;
pub use spending::{LimitPeriod, LimitQuestion, OverLimitAsk, SpendingLimit};
pub use worker::{Waker, may_have_created, now_ms};

use crate::config::KeyVault;
use crate::download::{DownloadError, DownloadLimits, Downloader};
use crate::store::{ProfileId, Store, StoreError};
use crate::webhooks::ReceiverOptions;
use download_flow::Downloads;
use gendesk_api::{ApiError, ApiKey, BaseUrl, ClientConfig};
use store_handle::StoreHandle;
use worker::{Emitter, EngineShared, Worker};

/// Commands waiting at most; beyond this `send` reports the engine busy.
pub const COMMAND_QUEUE: usize = 256;

/// What an engine needs to run for one profile.
#[derive(Debug, Clone)]
pub struct EngineConfig {
    /// The history database.
    pub db_path: PathBuf,
    /// Profile name (the history is kept per profile).
    pub profile_name: String,
    /// Service address.
    pub base_url: BaseUrl,
    /// The profile's key (from the vault; never stored by the engine).
    pub key: ApiKey,
    /// Whether this is the offline sandbox.
    pub is_sandbox: bool,
    /// HTTP settings.
    pub client: ClientConfig,
    /// Poll timing.
    pub poll: PollPolicy,
    /// Download every result into this folder as soon as it exists.
    pub auto_download: Option<PathBuf>,
    /// Bounds on downloads.
    pub download: DownloadLimits,
    /// Run the local webhook receiver with these options (`None`: off).
    pub receiver: Option<ReceiverOptions>,
    /// Where known webhook signing secrets are kept (`None`: in memory only).
    pub secrets: Option<Arc<KeyVault>>,
    /// The offline sandbox's simulated clock: the webhooks it signs carry its time, so their
    /// freshness is checked against it (`None`: this computer's clock).
    pub sandbox_clock: Option<ServiceClock>,
    /// How the person's own pictures are hosted (sandbox profiles: by the sandbox, always).
    pub references: ReferenceSetup,
    /// The profile's spending limit (none by default).
    pub spending_limit: SpendingLimit,
    /// Write each result's prompt and settings into the files downloaded (on by default).
    pub records_in_files: bool,
    /// Also write them beside each file, as `<file>.json` (off by default).
    pub record_sidecars: bool,
    /// How downloaded results are named and put in folders (`{model}_{task}_{n}` by default).
    pub name_pattern: crate::download::NamePattern,
}

impl EngineConfig {
    /// A configuration with the default HTTP settings and poll timing.
    pub fn new(
        db_path: PathBuf,
        profile_name: impl Into<String>,
        base_url: BaseUrl,
        key: ApiKey,
        is_sandbox: bool,
    ) -> Self {
        Self {
            db_path,
            profile_name: profile_name.into(),
            base_url,
            key,
            is_sandbox,
            client: ClientConfig::default(),
            poll: PollPolicy::default(),
            auto_download: None,
            download: DownloadLimits::default(),
            receiver: None,
            secrets: None,
            sandbox_clock: None,
            references: ReferenceSetup::None,
            spending_limit: SpendingLimit::default(),
            records_in_files: true,
            record_sidecars: false,
            name_pattern: crate::download::NamePattern::default(),
        }
    }
}

/// Why the engine could not start or take a command.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The history database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The HTTP client could not be built.
    #[error(transparent)]
    Api(#[from] ApiError),
    /// The downloader could not be set up.
    #[error(transparent)]
    Download(#[from] DownloadError),
    /// The runtime could not start.
    #[error("{}", crate::t!("err-engine-runtime", cause = .0.to_string()))]
    Runtime(#[from] std::io::Error),
    /// Too many commands waiting.
    #[error("{}", crate::t!("err-engine-busy"))]
    Busy,
    /// The engine has stopped.
    #[error("{}", crate::t!("err-engine-stopped"))]
    Stopped,
}

/// A running engine.
pub struct Engine {
    commands: mpsc::Sender<Command>,
    events: std_mpsc::Receiver<Event>,
    stop: watch::Sender<bool>,
    runtime: Option<tokio::runtime::Runtime>,
    profile: ProfileId,
    /// The proxy and certificate authorities its requests go through.
    network: Arc<gendesk_api::Network>,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("profile", &self.profile)
            .finish_non_exhaustive()
    }
}

impl Engine {
    /// Opens the history and starts the worker threads. Blocks on the disk: call it from a
    /// worker thread, not the UI thread.
    pub fn start(config: EngineConfig, waker: Waker) -> Result<Self, EngineError> {
        let network = Arc::new(config.client.network.clone());
        let mut store = Store::open(&config.db_path)?;
        let profile = store.upsert_profile(
            &config.profile_name,
            &config.base_url.display_url(),
            config.is_sandbox,
            worker::now_ms(),
        )?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("gendesk-engine")
            .enable_all()
            .build()?;
        let (commands, command_rx) = mpsc::channel(COMMAND_QUEUE);
        let (event_tx, events) = std_mpsc::channel();
        let (stop, stopped) = watch::channel(false);
        let emitter = Emitter::new(event_tx, waker);
        let store = StoreHandle::new(store);
        let link = Arc::new(connectivity::Connectivity::default());
        let downloads = Arc::new(Downloads::new(
            store.clone(),
            emitter.clone(),
            Arc::clone(&link),
            Downloader::new(config.download, &config.client.network)?,
            config.auto_download.clone(),
        ));
        downloads.set_records(config.records_in_files);
        downloads.set_sidecars(config.record_sidecars);
        downloads.set_name_pattern(config.name_pattern.clone());
        let shared = Arc::new(EngineShared {
            store,
            emitter,
            downloads,
            link,
            client: config.client.clone(),
            policy: config.poll.clone(),
            in_flight: Mutex::default(),
            secrets: config.secrets.clone(),
            sandbox_clock: config.sandbox_clock.clone(),
        });
        let target = ProfileTarget {
            name: config.profile_name,
            base_url: config.base_url,
            key: config.key,
            is_sandbox: config.is_sandbox,
        };
        let first = Worker::new(shared.clone(), &target, profile)?;
        first.set_spending_limit(config.spending_limit);
        first.set_references(config.references);
        runtime.spawn(supervise(
            shared,
            first,
            Channels {
                commands: command_rx,
                stop: stopped,
            },
            config.receiver,
        ));
        Ok(Self {
            commands,
            events,
            stop,
            runtime: Some(runtime),
            profile,
            network,
        })
    }

    /// The proxy and certificate authorities its requests go through (the window fetches
    /// previews the same way).
    pub fn network(&self) -> &gendesk_api::Network {
        &self.network
    }

    /// The row, in the history, of the profile served.
    pub fn profile(&self) -> ProfileId {
        self.profile
    }

    /// Queues a command without waiting (safe on the UI thread).
    pub fn send(&self, command: Command) -> Result<(), EngineError> {
        self.commands.try_send(command).map_err(|err| match err {
            mpsc::error::TrySendError::Full(_) => EngineError::Busy,
            mpsc::error::TrySendError::Closed(_) => EngineError::Stopped,
        })
    }

    /// Every event reported since the last call (never waits).
    pub fn drain_events(&self) -> Vec<Event> {
        self.events.try_iter().collect()
    }

    /// Stops the worker and waits briefly for it.
    pub fn shutdown(mut self) {
        self.stop_now();
    }

    fn stop_now(&mut self) {
        // The receiver may already be gone if the worker ended; stopping is then done.
        let _ = self.stop.send(true);
        if let Some(runtime) = self.runtime.take() {
            // Waiting is not allowed inside another async runtime (tests); let it wind down there.
            if tokio::runtime::Handle::try_current().is_ok() {
                runtime.shutdown_background();
            } else {
                runtime.shutdown_timeout(std::time::Duration::from_secs(2));
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.stop_now();
    }
}

/// What the supervisor listens to.
struct Channels {
    commands: mpsc::Receiver<Command>,
    stop: watch::Receiver<bool>,
}

/// Runs the profile's worker and hands it the commands; applies, in order, the ones that
/// change what later commands see (the download limit, the webhook receiver).
async fn supervise(
    shared: Arc<EngineShared>,
    worker: Arc<Worker>,
    channels: Channels,
    mut receiver_options: Option<ReceiverOptions>,
) {
    let Channels {
        mut commands,
        mut stop,
    } = channels;
    shared.downloads.clone().resume_all().await;
    let current = worker;
    // Recovery ends before any command is handled.
    let recovered = current.recover().await;
    let poll_stop = current.clone().start(recovered);
    current.load_ring().await;
    let mut receiver = run_receiver(&current, receiver_options.as_ref(), false).await;
    current.note_receiver(receiver.is_some());
    current.sweep_uploads_soon();
    loop {
        tokio::select! {
            command = commands.recv() => match command {
                // Applied here, in order: downloads asked for after it get the new limit.
                Some(Command::SetDownloadLimit(bytes)) => shared.downloads.set_max_bytes(bytes),
                Some(Command::SetRecordsInFiles(on)) => shared.downloads.set_records(on),
                Some(Command::SetRecordSidecars(on)) => shared.downloads.set_sidecars(on),
                Some(Command::SetNamePattern(pattern)) => {
                    shared.downloads.set_name_pattern(pattern);
                }
                Some(Command::SetReceiver(options)) => {
                    drop(receiver.take());
                    receiver_options = options;
                    receiver = run_receiver(&current, receiver_options.as_ref(), true).await;
                    current.note_receiver(receiver.is_some());
                }
                // Applied in order: pictures hosted after it go the new way.
                Some(Command::SetReferenceHosting(setup)) => current.set_references(setup),
                // Applied in order: submissions after it are checked against the new limit.
                Some(Command::SetSpendingLimit(limit)) => current.set_spending_limit(limit),
                Some(command) => {
                    let worker = current.clone();
                    tokio::spawn(async move { worker.handle(command).await });
                }
                None => break,
            },
            _ = stop.changed() => break,
        }
    }
    // The receiver may be gone already if the poller ended; stopping is then done.
    let _ = poll_stop.send(true);
}

/// Starts the receiver when it is on, or reports it off (when `announce_off`: not at the start,
/// where off is what everyone assumes).
async fn run_receiver(
    worker: &Arc<Worker>,
    options: Option<&ReceiverOptions>,
    announce_off: bool,
) -> Option<crate::webhooks::receiver::Receiver> {
    if let Some(options) = options {
        return receiver_host::start_receiver(worker, options).await;
    }
    if announce_off {
        worker.announce(Event::Webhook(WebhookEvent::Receiver(ReceiverStatus::Off)));
    }
    None
}
