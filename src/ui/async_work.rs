//! The one tokio runtime the window's side uses for async work off the UI thread: the
//! in-process sandbox, key checks, file dialogs, fetching previews and media for the players.
//! The app makes it once ([`AsyncWork::start`], two worker threads named `gendesk-async`) and
//! hands cheap clones to the parts that need it. Worker threads wait on it with
//! [`AsyncWork::block_on`]; the UI thread never does. (The engine has its own runtime: it is
//! not the window's.)

use std::future::Future;
use std::sync::Arc;

use gendesk_core::t;

/// A handle on the window's runtime; the runtime ends, without waiting for anything, when the
/// last clone is dropped.
#[derive(Clone)]
pub struct AsyncWork {
    inner: Result<Arc<Owner>, Arc<str>>,
    /// The open profile's network settings, for the work that fetches result links.
    network: super::network_cell::NetworkCell,
}

/// Owns the runtime; shuts it down in the background when dropped, so no thread (the UI
/// thread included) ever waits for it.
struct Owner {
    runtime: Option<tokio::runtime::Runtime>,
}

impl Drop for Owner {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl std::fmt::Debug for AsyncWork {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AsyncWork")
            .field("running", &self.inner.is_ok())
            .field("network", &self.network)
            .finish()
    }
}

/// The runtime could not start (the system refused threads); what needs it says so.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{}", t!("window-async-could-not-start", problem = .0.as_ref()))]
pub struct AsyncUnavailable(Arc<str>);

impl AsyncWork {
    /// Starts the runtime. A failure is kept and reported by every use instead.
    pub fn start() -> Self {
        let built = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("gendesk-async")
            .enable_all()
            .build();
        let inner = match built {
            Ok(runtime) => Ok(Arc::new(Owner {
                runtime: Some(runtime),
            })),
            Err(err) => {
                tracing::warn!("the window's async runtime could not start: {err}");
                Err(Arc::from(err.to_string()))
            }
        };
        Self {
            inner,
            network: super::network_cell::NetworkCell::default(),
        }
    }

    /// The open profile's network settings (the engine link sets them).
    pub fn network(&self) -> &super::network_cell::NetworkCell {
        &self.network
    }

    /// The runtime's handle, to spawn long-lived work on it.
    pub fn handle(&self) -> Result<tokio::runtime::Handle, AsyncUnavailable> {
        match &self.inner {
            Ok(owner) => owner
                .runtime
                .as_ref()
                .map(|runtime| runtime.handle().clone())
                .ok_or_else(|| AsyncUnavailable(Arc::from(t!("window-async-stopped")))),
            Err(why) => Err(AsyncUnavailable(Arc::clone(why))),
        }
    }

    /// Runs `future` to completion on the calling worker thread, with the runtime's timers and
    /// I/O. Never call it on the UI thread or inside async code.
    pub fn block_on<F: Future>(&self, future: F) -> Result<F::Output, AsyncUnavailable> {
        Ok(self.handle()?.block_on(future))
    }
}
