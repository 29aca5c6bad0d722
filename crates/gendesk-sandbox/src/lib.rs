//! The offline sandbox: a faithful local simulator of the whole service interface on
//! 127.0.0.1 — accounts and keys, the demo catalogue, task lifecycles, batches, real media,
//! callbacks, signed webhooks, fault injection and counters. Used by the app with no account,
//! by every integration test, and on its own via the `gendesk-sandbox` command (or
//! `gendesk sandbox`), whose options are [`cli`] (feature `cli`, on by default).

pub mod accounts;
mod admin;
mod batches;
pub mod blob_route;
/// The demo catalogue lives below the simulator and GenDesk's core, which both use it.
pub use gendesk_demo as catalog;
#[cfg(feature = "cli")]
pub mod cli;
mod clock;
mod config;
mod counters;
pub mod deliveries;
mod layers;
pub mod media;
mod media_cache;
mod media_routes;
pub mod persist;
pub mod rate_limit;
pub mod references;
mod routes;
mod server;
mod state;
#[cfg(feature = "testing")]
pub mod testing;
pub mod uploads;
mod validate;
mod world;

use std::sync::{Arc, Mutex};

use axum::extract::DefaultBodyLimit;
use axum::middleware::from_fn_with_state;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;

pub use accounts::{DEMO_KEY, DEMO_KEYS, DemoKey};
pub use catalog::{CatalogModel, DemoCatalog};
pub use clock::SimClock;
pub use config::{FaultConfig, RateLimit, SandboxConfig};
pub use counters::CountersSnapshot;

use gendesk_api::batch::MAX_BATCH_BODY_BYTES;
use state::SandboxState;
use world::World;

/// Why the sandbox could not start.
#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    /// The port could not be bound.
    #[error(
        "the sandbox could not listen on 127.0.0.1:{port}: {source}; choose another port or 0 for any free one"
    )]
    Bind {
        /// Requested port.
        port: u16,
        /// The OS error.
        source: std::io::Error,
    },
    /// No HTTP client for fetching reference pictures (the TLS backend would not start).
    #[error("the sandbox could not make its HTTP client for reference pictures: {0}")]
    HttpClient(#[source] reqwest::Error),
}

/// The sandbox entry point.
#[derive(Debug)]
pub struct Sandbox;

impl Sandbox {
    /// Starts a sandbox on 127.0.0.1 inside the current tokio runtime.
    pub async fn start(config: SandboxConfig) -> Result<SandboxHandle, SandboxError> {
        let saved = config.state_file.as_deref().and_then(|path| {
            persist::read(path).unwrap_or_else(|err| {
                tracing::warn!(%err, "the offline sandbox starts afresh");
                persist::set_aside(path);
                None
            })
        });
        let port = config.port;
        let listener = bind(port, saved.as_ref().map(|s| s.port)).await?;
        let addr = listener
            .local_addr()
            .map_err(|source| SandboxError::Bind { port, source })?;
        let base_url = format!("http://{addr}");
        let seed = config.seed.unwrap_or_else(|| fastrand::u64(..));
        let mut world = World::new(
            base_url.clone(),
            seed,
            config.allow_loopback_targets,
            config.duplicate_deliveries,
            &config.extra_keys,
        );
        let clock = match &saved {
            Some(saved) => SimClock::starting_at(config.time_scale, saved.clock_ms),
            None => SimClock::new(config.time_scale),
        };
        let restored = saved.is_some();
        if let Some(saved) = saved {
            persist::restore(&mut world, saved);
            // Another stream than the saved run's, so new IDs do not repeat old ones.
            world.rng = fastrand::Rng::with_seed(seed ^ world.next_seq.rotate_left(32) ^ 0x5a7e);
        }
        let fetcher = references::fetcher().map_err(SandboxError::HttpClient)?;
        let (outbox, outbox_rx) = mpsc::unbounded_channel();
        let shared = Arc::new(SandboxState {
            world: Mutex::new(world),
            clock,
            limiter: rate_limit::RateLimiter::new(config.rate_limit),
            fault_rng: Mutex::new(fastrand::Rng::with_seed(seed ^ 0x5eed)),
            counters: counters::Counters::default(),
            media: media_cache::MediaCache::default(),
            fetcher,
            uploads: uploads::Uploads::default(),
            outbox,
            changed: tokio::sync::Notify::new(),
            config,
        });
        let (stop, stopped) = watch::channel(false);
        let mut tasks = vec![
            tokio::spawn(server::serve(
                listener,
                router(shared.clone()),
                stopped.clone(),
            )),
            tokio::spawn(deliveries::run_scheduler(shared.clone(), stopped.clone())),
            tokio::spawn(deliveries::run_sender(
                shared.clone(),
                outbox_rx,
                stopped.clone(),
            )),
        ];
        if let Some(path) = shared.config.state_file.clone() {
            tasks.push(tokio::spawn(persist::run_saver(
                shared.clone(),
                path,
                addr.port(),
                stopped,
            )));
        }
        if restored {
            shared.start_reference_checks();
        }
        tracing::info!(%base_url, restored, "sandbox started");
        Ok(SandboxHandle {
            base_url,
            shared,
            stop,
            tasks,
        })
    }
}

/// How long a start waits for its saved port to be let go (a sandbox of the GenDesk that just
/// closed may still be stopping).
const SAVED_PORT_WAIT: std::time::Duration = std::time::Duration::from_secs(3);

/// Listens on `port`; with 0 and a saved port, on the saved one once it is free (so a saved
/// world's result links keep working; waiting up to [`SAVED_PORT_WAIT`] for it), else on any
/// free one.
async fn bind(port: u16, saved: Option<u16>) -> Result<TcpListener, SandboxError> {
    if port == 0
        && let Some(saved) = saved.filter(|p| *p != 0)
    {
        let deadline = tokio::time::Instant::now() + SAVED_PORT_WAIT;
        loop {
            match TcpListener::bind(("127.0.0.1", saved)).await {
                Ok(listener) => return Ok(listener),
                Err(err) if tokio::time::Instant::now() >= deadline => {
                    tracing::warn!(%err, saved, "the sandbox's saved port is taken; its old result links stop working");
                    break;
                }
                Err(_) => tokio::time::sleep(std::time::Duration::from_millis(100)).await,
            }
        }
    }
    TcpListener::bind(("127.0.0.1", port))
        .await
        .map_err(|source| SandboxError::Bind { port, source })
}

/// The whole app: `/api/v1` with its layers, `/media`, `/sandbox` (admin and the large-file
/// endpoint).
fn router(shared: Arc<SandboxState>) -> axum::Router {
    let api = routes::api_routes()
        .layer(from_fn_with_state(shared.clone(), layers::rate_limit))
        .layer(from_fn_with_state(shared.clone(), layers::faults))
        // Read bodies up to 1 MiB past the 5 MiB batch limit, so an oversized batch gets the
        // interface's 400 rather than a bare 413.
        .layer(DefaultBodyLimit::max(MAX_BATCH_BODY_BYTES + 1024 * 1024));
    axum::Router::new()
        .nest("/api/v1", api)
        .route("/media/{file}", axum::routing::get(media_routes::media))
        .route(blob_route::BLOB_PATH, axum::routing::get(blob_route::blob))
        .nest(
            "/sandbox",
            admin::admin_routes().merge(uploads::upload_routes()),
        )
        .fallback(|| async {
            routes::failure(404, "no such endpoint; the service lives under /api/v1")
        })
        .layer(from_fn_with_state(shared.clone(), layers::count))
        .with_state(shared)
}

/// A running sandbox. Dropping it stops the server; prefer [`SandboxHandle::shutdown`].
#[derive(Debug)]
pub struct SandboxHandle {
    base_url: String,
    shared: Arc<SandboxState>,
    stop: watch::Sender<bool>,
    tasks: Vec<JoinHandle<()>>,
}

impl SandboxHandle {
    /// Where it listens, e.g. `http://127.0.0.1:40123` (the service is under `/api/v1`).
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// The full API base, `{base_url}/api/v1`.
    pub fn api_base(&self) -> String {
        format!("{}/api/v1", self.base_url)
    }

    /// The URL of a deterministic pseudo-random file of `bytes` bytes (at most 8 GiB) from
    /// stream `seed`, served without auth and with `Range` support; see [`blob_route::fill`].
    pub fn blob_url(&self, bytes: u64, seed: u64) -> String {
        format!(
            "{}{}?bytes={bytes}&seed={seed}",
            self.base_url,
            blob_route::BLOB_PATH
        )
    }

    /// The main demo key (all models, $25).
    pub fn demo_key(&self) -> &'static str {
        DEMO_KEY
    }

    /// Every demo key.
    pub fn demo_keys(&self) -> &'static [DemoKey] {
        DEMO_KEYS
    }

    /// The scaled clock (read it, or jump it forward).
    pub fn clock(&self) -> &SimClock {
        &self.shared.clock
    }

    /// Applies everything due now (refunds; deliveries are handed to the sender). Call after
    /// [`SimClock::advance`] to act on the jump immediately.
    pub fn run_due(&self) {
        self.shared.run_due();
    }

    /// What happened so far.
    pub fn counters(&self) -> CountersSnapshot {
        self.shared.counters.snapshot()
    }

    /// The demo catalogue.
    pub fn catalog(&self) -> DemoCatalog {
        self.shared.world().catalog.clone()
    }

    /// A key's balance now (after due refunds).
    pub fn balance_of(&self, key: &str) -> f64 {
        self.shared.run_due();
        self.shared.world().balance(key)
    }

    /// Stops the server and background loops and waits for them.
    pub async fn shutdown(mut self) {
        let _ = self.stop.send(true);
        for task in std::mem::take(&mut self.tasks) {
            let _ = task.await;
        }
    }
}

impl Drop for SandboxHandle {
    fn drop(&mut self) {
        // Receivers may already be gone during shutdown; nothing to report then.
        let _ = self.stop.send(true);
    }
}
