//! A local HTTP receiver for callbacks and webhooks: records each POST's headers and raw body,
//! and answers from a script (default 200).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use gendesk_api::testing::{locked, loopback_listener, must};

/// One received POST.
#[derive(Debug, Clone)]
pub struct Received {
    pub path: String,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl Received {
    pub fn json(&self) -> serde_json::Value {
        must(
            "reading the body as JSON",
            serde_json::from_slice(&self.body),
        )
    }
}

#[derive(Default)]
struct Inner {
    received: Mutex<Vec<Received>>,
    statuses: Mutex<VecDeque<u16>>,
}

/// The receiver; its URL is `http://127.0.0.1:PORT/hook`.
pub struct Receiver {
    pub url: String,
    inner: Arc<Inner>,
}

impl Receiver {
    /// Answers the first requests with `statuses` in turn, then 200.
    pub async fn start(statuses: Vec<u16>) -> Self {
        let inner = Arc::new(Inner {
            received: Mutex::default(),
            statuses: Mutex::new(statuses.into()),
        });
        let app = axum::Router::new()
            .fallback(record)
            .with_state(inner.clone());
        let (listener, url) = loopback_listener().await;
        let url = format!("{url}/hook");
        tokio::spawn(async move { must("serving the receiver", axum::serve(listener, app).await) });
        Self { url, inner }
    }

    pub fn received(&self) -> Vec<Received> {
        locked(&self.inner.received).clone()
    }

    /// Waits (polling, with a deadline) until at least `n` requests arrived.
    pub async fn wait_for(&self, n: usize, deadline: Duration) -> Vec<Received> {
        gendesk_api::testing::wait_until(deadline, || self.received().len() >= n).await;
        self.received()
    }
}

async fn record(
    State(inner): State<Arc<Inner>>,
    uri: axum::http::Uri,
    headers: HeaderMap,
    body: Bytes,
) -> StatusCode {
    locked(&inner.received).push(Received {
        path: uri.path().to_owned(),
        headers,
        body,
    });
    let status = locked(&inner.statuses).pop_front().unwrap_or(200);
    must("making the scripted status", StatusCode::from_u16(status))
}
