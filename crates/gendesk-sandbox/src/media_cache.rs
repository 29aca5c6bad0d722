//! Rendered result media, rendered once per file on a blocking thread and kept within a byte
//! budget (oldest first out).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::OnceCell;

use super::media::{Media, MediaSpec, render};

/// Bytes of rendered media kept in memory.
pub const CACHE_BUDGET_BYTES: usize = 256 * 1024 * 1024;

type Slot = Arc<OnceCell<Result<Media, String>>>;

/// The cache.
#[derive(Debug, Default)]
pub struct MediaCache {
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    slots: HashMap<String, Slot>,
    order: VecDeque<String>,
    bytes: usize,
}

impl MediaCache {
    /// The rendered file for `token`, rendering it if needed (concurrent callers share one
    /// render). Errors are messages for a 500 answer.
    pub async fn get(&self, token: &str, spec: &MediaSpec) -> Result<Media, String> {
        let slot = {
            let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
            inner.slots.entry(token.to_owned()).or_default().clone()
        };
        let spec = spec.clone();
        let result = slot
            .get_or_init(|| async move {
                tokio::task::spawn_blocking(move || render(&spec).map_err(|err| err.to_string()))
                    .await
                    .unwrap_or_else(|err| Err(format!("rendering stopped: {err}")))
            })
            .await
            .clone();
        if let Ok(media) = &result {
            self.account(token, media.bytes.len());
        }
        result
    }

    /// Records a finished render once and evicts the oldest files beyond the budget.
    fn account(&self, token: &str, len: usize) {
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        if inner.order.iter().any(|t| t == token) {
            return;
        }
        inner.order.push_back(token.to_owned());
        inner.bytes += len;
        while inner.bytes > CACHE_BUDGET_BYTES && inner.order.len() > 1 {
            let Some(oldest) = inner.order.pop_front() else {
                break;
            };
            if let Some(slot) = inner.slots.remove(&oldest) {
                let size = slot
                    .get()
                    .and_then(|r| r.as_ref().ok())
                    .map_or(0, |m| m.bytes.len());
                inner.bytes = inner.bytes.saturating_sub(size);
            }
        }
    }
}
