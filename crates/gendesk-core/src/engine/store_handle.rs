//! `StoreHandle`: the SQLite store used from async code — every call runs on a blocking thread.

use std::sync::{Arc, Mutex, PoisonError};

use crate::store::{Store, StoreError};

/// Shared access to the store from the engine's tasks.
#[derive(Debug, Clone)]
pub struct StoreHandle {
    inner: Arc<Mutex<Store>>,
}

/// A store call failed, or its thread did not finish.
#[derive(Debug, thiserror::Error)]
pub enum StoreCallError {
    /// The store said no.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The blocking thread panicked or was cancelled.
    #[error("{}", crate::t!("err-engine-store-join", reason = .0.clone()))]
    Join(String),
}

impl StoreHandle {
    /// Wraps an open store.
    pub fn new(store: Store) -> Self {
        Self {
            inner: Arc::new(Mutex::new(store)),
        }
    }

    /// Runs `f` with the store on a blocking thread.
    pub async fn call<R, F>(&self, f: F) -> Result<R, StoreCallError>
    where
        R: Send + 'static,
        F: FnOnce(&mut Store) -> Result<R, StoreError> + Send + 'static,
    {
        let inner = self.inner.clone();
        tokio::task::spawn_blocking(move || {
            let mut store = inner.lock().unwrap_or_else(PoisonError::into_inner);
            f(&mut store)
        })
        .await
        .map_err(|err| StoreCallError::Join(err.to_string()))?
        .map_err(StoreCallError::Store)
    }
}
