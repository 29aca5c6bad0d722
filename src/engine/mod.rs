//! The headless engine: everything that talks to the network, the disk or the keyring runs
//! here, on its own tokio runtime. The UI sends [`Command`]s through a bounded channel and
//! drains [`Event`]s; a waker callback tells it when to look. The SQLite store is written
//! before anything is acted upon, so a crash loses nothing and duplicates nothing.

pub mod download;
pub mod messages;
pub mod poll_policy;
pub mod store_handle;
pub mod worker;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc as std_mpsc;

use tokio::sync::{Mutex, Notify, mpsc, watch};

pub use messages::{Command, Event};
pub use poll_policy::PollPolicy;
pub use worker::Waker;

use crate::api::{ApiError, ApiKey, BaseUrl, Client, ClientConfig};
use crate::store::{ProfileId, Store, StoreError};
use worker::{Emitter, Worker, now_ms};

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
    /// The runtime could not start.
    #[error("the background worker could not start: {0}")]
    Runtime(#[from] std::io::Error),
    /// Too many commands waiting.
    #[error("GenDesk is still busy with earlier requests; try again in a moment")]
    Busy,
    /// The engine has stopped.
    #[error("the background worker has stopped; restart GenDesk")]
    Stopped,
}

/// A running engine.
pub struct Engine {
    commands: mpsc::Sender<Command>,
    events: std_mpsc::Receiver<Event>,
    stop: watch::Sender<bool>,
    runtime: Option<tokio::runtime::Runtime>,
    profile: ProfileId,
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
        let mut store = Store::open(&config.db_path)?;
        let profile = store.upsert_profile(
            &config.profile_name,
            &config.base_url.display_url(),
            config.is_sandbox,
            now_ms(),
        )?;
        let client = Client::with_config(
            config.base_url.clone(),
            config.key.clone(),
            config.client.clone(),
        )?;
        let mut poll_config = config.client.clone();
        poll_config.retry.max_rate_limit_retries = 0;
        let poll_client = Client::with_config(config.base_url, config.key, poll_config)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("gendesk-engine")
            .enable_all()
            .build()?;
        let (commands, command_rx) = mpsc::channel(COMMAND_QUEUE);
        let (event_tx, events) = std_mpsc::channel();
        let (stop, stopped) = watch::channel(false);
        let worker = Arc::new(Worker {
            store: store_handle::StoreHandle::new(store),
            profile,
            client,
            poll_client,
            gate: poll_policy::RateGate::new(config.poll.max_requests_per_sec),
            policy: config.poll,
            emitter: Emitter::new(event_tx, waker),
            poll_now: Notify::new(),
            paused_until: Mutex::new(None),
        });
        runtime.spawn(worker.run(command_rx, stopped));
        Ok(Self {
            commands,
            events,
            stop,
            runtime: Some(runtime),
            profile,
        })
    }

    /// The profile's row in the history.
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
