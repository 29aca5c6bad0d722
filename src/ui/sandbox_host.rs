//! Runs the in-process offline sandbox for the window on the window's runtime (kept alive as
//! long as the host), so the sandbox serves while the window runs. Starting blocks briefly
//! (binding a port): call it from a worker thread.

use gendesk_core::t;
use gendesk_sandbox::{Sandbox, SandboxConfig, SandboxHandle};

use super::async_work::{AsyncUnavailable, AsyncWork};

/// A running sandbox and the runtime that drives it.
pub struct SandboxHost {
    handle: Option<SandboxHandle>,
    _work: AsyncWork,
}

impl std::fmt::Debug for SandboxHost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SandboxHost")
            .field("base_url", &self.base_url())
            .finish_non_exhaustive()
    }
}

/// Why the sandbox could not start, for the person.
#[derive(Debug, thiserror::Error)]
pub enum SandboxHostError {
    /// The runtime could not start.
    #[error("{}", t!("window-sandbox-could-not-start", problem = .0.to_string()))]
    Runtime(#[from] AsyncUnavailable),
    /// The server could not start.
    #[error("{}", t!("window-sandbox-could-not-start", problem = .0.to_string()))]
    Sandbox(#[from] gendesk_sandbox::SandboxError),
}

impl SandboxHost {
    /// Starts a sandbox with `config` on 127.0.0.1 on the runtime `work`. Blocks until it
    /// listens.
    pub fn start(config: SandboxConfig, work: AsyncWork) -> Result<Self, SandboxHostError> {
        let handle = work.block_on(Sandbox::start(config))??;
        Ok(Self {
            handle: Some(handle),
            _work: work,
        })
    }

    /// Where it listens, e.g. `http://127.0.0.1:40123`.
    pub fn base_url(&self) -> &str {
        self.handle.as_ref().map_or("", SandboxHandle::base_url)
    }

    /// The sandbox's simulated clock.
    pub fn clock(&self) -> Option<gendesk_sandbox::SimClock> {
        self.handle.as_ref().map(|handle| handle.clock().clone())
    }

    /// The demo key that can use every model.
    pub fn demo_key() -> &'static str {
        gendesk_sandbox::DEMO_KEY
    }
}

impl Drop for SandboxHost {
    fn drop(&mut self) {
        // Dropping the handle signals the server and its loops to stop; nothing waits here
        // (this may run on the UI thread when the window closes).
        drop(self.handle.take());
    }
}
