//! `SandboxState`: what every handler and background loop of one sandbox holds.

use std::sync::{Mutex, MutexGuard, PoisonError};

use tokio::sync::mpsc;

use super::clock::SimClock;
use super::config::SandboxConfig;
use super::counters::Counters;
use super::media_cache::MediaCache;
use super::rate_limit::RateLimiter;
use super::uploads::Uploads;
use super::world::{Delivery, World};

/// State shared by the server, the scheduler and the delivery tasks.
#[derive(Debug)]
pub struct SandboxState {
    /// The simulated service.
    pub world: Mutex<World>,
    /// Scaled time.
    pub clock: SimClock,
    /// Start-up settings.
    pub config: SandboxConfig,
    /// What happened.
    pub counters: Counters,
    /// Rendered media.
    pub media: MediaCache,
    /// Per-key request limiter.
    pub limiter: RateLimiter,
    /// Draws for fault injection.
    pub fault_rng: Mutex<fastrand::Rng>,
    /// Fetches reference pictures (`references.rs`).
    pub fetcher: reqwest::Client,
    /// Pictures a person handed to the sandbox to serve as references (`uploads.rs`).
    pub uploads: Uploads,
    /// Due deliveries go here; the delivery loop sends them.
    pub outbox: mpsc::UnboundedSender<Delivery>,
    /// Signalled after every request that may change the world (the saver writes it then).
    pub changed: tokio::sync::Notify,
}

impl SandboxState {
    /// Locks the world (a panic elsewhere must not take the sandbox down with it).
    pub fn world(&self) -> MutexGuard<'_, World> {
        self.world.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Applies due refunds and hands due deliveries to the delivery loop.
    pub fn run_due(&self) {
        let due = self.world().take_due(self.clock.now_ms());
        for delivery in due {
            // The receiver lives as long as the sandbox; after shutdown nothing is delivered.
            if self.outbox.send(delivery).is_err() {
                break;
            }
        }
    }

    /// Starts fetching the references of the tasks created since the last call.
    pub fn start_reference_checks(self: &std::sync::Arc<Self>) {
        let checks = self.world().take_reference_checks();
        for check in checks {
            tokio::spawn(super::references::run_check(self.clone(), check));
        }
    }

    /// A probability draw for fault injection.
    pub fn roll(&self, rate: f64) -> bool {
        rate > 0.0
            && self
                .fault_rng
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .f64()
                < rate
    }
}
