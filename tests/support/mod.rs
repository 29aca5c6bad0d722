//! Test peers for the API client: a scripted HTTP server on 127.0.0.1:0 that records every
//! request, a raw TCP server that reads a request and hangs up or stalls, and a sleeper that
//! records waits instead of waiting.
#![allow(dead_code, reason = "each test binary uses a different part")]
#![allow(
    clippy::unwrap_used,
    clippy::needless_pass_by_value,
    reason = "test scaffolding: a failure here is a test failure"
)]

use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use gendesk_api::retry::Sleeper;
use gendesk_api::{ApiKey, BaseUrl, Client, ClientConfig};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

pub mod child;
pub mod engine_kit;
pub mod receiver;
pub mod ui_kit;

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

/// Records requested waits and returns at once.
#[derive(Debug, Default)]
pub struct RecordingSleeper {
    waits: Mutex<Vec<Duration>>,
}

impl RecordingSleeper {
    pub fn new() -> Arc<Self> {
        Arc::new(Self::default())
    }
    pub fn waits(&self) -> Vec<Duration> {
        self.waits.lock().unwrap().clone()
    }
}

impl Sleeper for RecordingSleeper {
    fn sleep(&self, duration: Duration) -> Pin<Box<dyn Future<Output = ()> + Send + 'static>> {
        self.waits.lock().unwrap().push(duration);
        Box::pin(std::future::ready(()))
    }
}

/// What the raw server does once it has read a whole request.
#[derive(Debug, Clone, Copy)]
pub enum AfterRead {
    /// Close the connection without answering.
    HangUp,
    /// Keep the connection open and never answer.
    Stall,
}

/// A raw TCP server that reads each request completely, counts it, then misbehaves.
pub struct RawServer {
    pub url: String,
    count: Arc<Mutex<usize>>,
}

impl RawServer {
    pub async fn start(after: AfterRead) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let count = Arc::new(Mutex::new(0));
        let counter = count.clone();
        tokio::spawn(async move {
            loop {
                let Ok((mut socket, _)) = listener.accept().await else {
                    return;
                };
                let counter = counter.clone();
                tokio::spawn(async move {
                    if read_request(&mut socket).await {
                        *counter.lock().unwrap() += 1;
                    }
                    match after {
                        AfterRead::HangUp => {
                            let _ = socket.shutdown().await;
                        }
                        AfterRead::Stall => tokio::time::sleep(Duration::from_secs(30)).await,
                    }
                });
            }
        });
        Self { url, count }
    }

    /// Requests read completely so far.
    pub fn requests(&self) -> usize {
        *self.count.lock().unwrap()
    }
}

/// Reads one HTTP/1.1 request (headers and a Content-Length body); true when complete.
async fn read_request(socket: &mut tokio::net::TcpStream) -> bool {
    let mut data = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let Ok(n) = socket.read(&mut buf).await else {
            return false;
        };
        if n == 0 {
            return false;
        }
        data.extend_from_slice(&buf[..n]);
        let Some(end) = data.windows(4).position(|w| w == b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&data[..end]).to_ascii_lowercase();
        let length: usize = head
            .lines()
            .find_map(|line| line.strip_prefix("content-length:"))
            .map_or(0, |v| v.trim().parse().unwrap_or(0));
        if data.len() >= end + 4 + length {
            return true;
        }
    }
}

/// A loopback URL where nothing listens (the port was bound, then released).
pub async fn dead_url() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    drop(listener);
    url
}

/// Polls `condition` every 5 ms until it holds; panics with a clear message at the deadline.
pub async fn wait_until(deadline: Duration, mut condition: impl FnMut() -> bool) {
    let start = std::time::Instant::now();
    while !condition() {
        assert!(
            start.elapsed() < deadline,
            "condition not met within {deadline:?}"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// A client for an in-process sandbox with `key`, with instant retries.
pub fn sandbox_client(sandbox: &gendesk_sandbox::SandboxHandle, key: &str) -> Client {
    Client::new(
        BaseUrl::parse(sandbox.base_url()).unwrap(),
        ApiKey::new(key).unwrap(),
    )
    .unwrap()
    .with_sleeper(RecordingSleeper::new())
}

/// Starts a sandbox for tests: fast clock, loopback targets allowed, no rate limit, fixed seed.
pub async fn start_sandbox(time_scale: f64) -> gendesk_sandbox::SandboxHandle {
    start_sandbox_with(gendesk_sandbox::SandboxConfig {
        time_scale,
        allow_loopback_targets: true,
        rate_limit: None,
        seed: Some(7),
        ..gendesk_sandbox::SandboxConfig::default()
    })
    .await
}

pub async fn start_sandbox_with(
    config: gendesk_sandbox::SandboxConfig,
) -> gendesk_sandbox::SandboxHandle {
    gendesk_sandbox::Sandbox::start(config).await.unwrap()
}

/// Polls a task until it is final (deadline 10 s real).
pub async fn wait_final(client: &Client, model: &str, task_id: &str) -> gendesk_api::TaskRecord {
    let start = std::time::Instant::now();
    loop {
        let record = client.task_status(model, task_id).await.unwrap();
        if record.state.is_final() {
            return record;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "task {task_id} not final: {record:?}"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}
