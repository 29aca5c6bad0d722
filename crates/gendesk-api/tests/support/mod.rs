//! Test peer for the API client: a scripted HTTP server on 127.0.0.1:0 that records every
//! request. The other peers (sleeper, raw server, dead URL) are in `gendesk_api::testing`.
#![allow(dead_code, reason = "each test binary uses a different part")]
#![allow(
    clippy::unwrap_used,
    clippy::needless_pass_by_value,
    reason = "test scaffolding: a failure here is a test failure"
)]

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use gendesk_api::testing::RecordingSleeper;
use gendesk_api::{ApiKey, BaseUrl, Client, ClientConfig};
use tokio::net::TcpListener;

/// A request as the server saw it.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub method: String,
    /// The path exactly as it arrived (still percent-encoded).
    pub path: String,
    pub query: Option<String>,
    pub headers: HeaderMap,
    pub body: Bytes,
}

/// One scripted answer.
#[derive(Debug, Clone)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: String,
}

impl Reply {
    pub fn ok(data: serde_json::Value) -> Self {
        Self::json(
            200,
            serde_json::json!({"code": 200, "message": "success", "data": data}),
        )
    }
    pub fn error(status: u16, message: &str) -> Self {
        Self::json(
            status,
            serde_json::json!({"code": status, "message": message, "data": null}),
        )
    }
    pub fn json(status: u16, body: serde_json::Value) -> Self {
        Self {
            status,
            headers: vec![("content-type", "application/json".into())],
            body: body.to_string(),
        }
    }
    pub fn raw(status: u16, content_type: &str, body: &str) -> Self {
        Self {
            status,
            headers: vec![("content-type", content_type.into())],
            body: body.into(),
        }
    }
    pub fn header(mut self, name: &'static str, value: &str) -> Self {
        self.headers.push((name, value.into()));
        self
    }
}

#[derive(Default)]
struct Shared {
    script: Mutex<VecDeque<Reply>>,
    log: Mutex<Vec<Recorded>>,
}

/// A scripted server: each request takes the next reply (a 500 when the script is empty).
pub struct MockServer {
    pub url: String,
    shared: Arc<Shared>,
}

impl MockServer {
    pub async fn start(replies: Vec<Reply>) -> Self {
        let shared = Arc::new(Shared {
            script: Mutex::new(replies.into()),
            log: Mutex::default(),
        });
        let app = axum::Router::new()
            .fallback(handle)
            .with_state(shared.clone());
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Self { url, shared }
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.log.lock().unwrap().clone()
    }

    pub fn client(&self, sleeper: Arc<RecordingSleeper>) -> Client {
        client_for(&self.url, sleeper, ClientConfig::default())
    }
}

async fn handle(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let body = axum::body::to_bytes(body, usize::MAX)
        .await
        .unwrap_or_default();
    shared.log.lock().unwrap().push(Recorded {
        method: parts.method.to_string(),
        path: parts.uri.path().to_owned(),
        query: parts.uri.query().map(str::to_owned),
        headers: parts.headers,
        body,
    });
    let reply = shared
        .script
        .lock()
        .unwrap()
        .pop_front()
        .unwrap_or_else(|| Reply::error(500, "script exhausted"));
    let mut response = Response::builder().status(StatusCode::from_u16(reply.status).unwrap());
    for (name, value) in reply.headers {
        response = response.header(name, value);
    }
    response.body(Body::from(reply.body)).unwrap()
}

pub const TEST_KEY: &str = "sk-test-SENTINEL-0001";

pub fn client_for(url: &str, sleeper: Arc<RecordingSleeper>, config: ClientConfig) -> Client {
    Client::with_config(
        BaseUrl::parse(url).unwrap(),
        ApiKey::new(TEST_KEY).unwrap(),
        config,
    )
    .unwrap()
    .with_sleeper(sleeper)
}
