//! The local receiver: a small HTTP server bound to 127.0.0.1 only, with one path for batch
//! webhooks and one for single-task callbacks, both under a random path token so that only URLs
//! GenDesk handed out are accepted. It caps body size and requests per second, then hands each
//! request (raw bytes, headers in order) to whoever records it, and answers with the status that
//! one decides — 2xx only once the delivery is recorded, as the interface asks of receivers.
//!
//! Nothing here verifies or stores: see [`super::check`] and the engine's delivery handling.

use std::net::{Ipv4Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot, watch};

use crate::references::SharedFiles;
use crate::references::shared_files::FILES_SEGMENT;
use crate::store::DeliveryKind;
use governor::clock::{Clock as _, DefaultClock};
use governor::{DefaultDirectRateLimiter, Quota};

/// The port the receiver listens on unless the person picks another in Settings.
pub const DEFAULT_PORT: u16 = 47_110;
/// Largest body accepted by default (webhook bodies are a few kilobytes).
pub const DEFAULT_BODY_LIMIT: usize = 1024 * 1024;
/// Requests per second accepted by default (bursts of the same size).
pub const DEFAULT_PER_SECOND: u32 = 100;
/// Deliveries waiting to be recorded at most; beyond this the receiver answers 503.
const QUEUE: usize = 1024;
/// How long a request waits for its delivery to be recorded (the service waits 30 s).
const RECORD_DEADLINE: Duration = Duration::from_secs(20);
/// The path segment of batch webhooks.
const WEBHOOK_SEGMENT: &str = "batch";
/// The path segment of single-task callbacks.
const CALLBACK_SEGMENT: &str = "callback";

/// The queue between a receiver and whoever records its deliveries.
pub fn delivery_queue() -> (mpsc::Sender<Incoming>, mpsc::Receiver<Incoming>) {
    mpsc::channel(QUEUE)
}

/// How the receiver listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReceiverSettings {
    /// TCP port on 127.0.0.1; 0 picks a free one.
    pub port: u16,
    /// Largest request body, in bytes.
    pub body_limit: usize,
    /// Requests per second (and burst) before answering 429.
    pub per_second: u32,
}

impl Default for ReceiverSettings {
    fn default() -> Self {
        Self {
            port: DEFAULT_PORT,
            body_limit: DEFAULT_BODY_LIMIT,
            per_second: DEFAULT_PER_SECOND,
        }
    }
}

/// One request that reached a receiver path with the right token, within the limits.
#[derive(Debug)]
pub struct Incoming {
    /// Webhook or callback, from the path.
    pub kind: DeliveryKind,
    /// The request method (POST normally).
    pub method: String,
    /// The path as received.
    pub path: String,
    /// The headers as received.
    pub headers: HeaderMap,
    /// The raw body, exactly as received.
    pub body: Bytes,
    reply: oneshot::Sender<Reply>,
}

impl Incoming {
    /// Takes the request apart, keeping the means to answer it.
    pub fn split(self) -> (IncomingParts, Answer) {
        (
            IncomingParts {
                kind: self.kind,
                method: self.method,
                path: self.path,
                headers: self.headers,
                body: self.body,
            },
            Answer(self.reply),
        )
    }
}

/// The request of an [`Incoming`] once answered or split.
#[derive(Debug, Clone)]
pub struct IncomingParts {
    /// Webhook or callback.
    pub kind: DeliveryKind,
    /// The request method.
    pub method: String,
    /// The path as received.
    pub path: String,
    /// The headers as received.
    pub headers: HeaderMap,
    /// The raw body.
    pub body: Bytes,
}

/// The means to answer one request later.
#[derive(Debug)]
pub struct Answer(oneshot::Sender<Reply>);

impl Answer {
    /// Sends the answer (ignored when the request already gave up).
    pub fn send(self, reply: Reply) {
        let _ = self.0.send(reply);
    }
}

/// The status and a short text body for the sender.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// HTTP status.
    pub status: StatusCode,
    /// One line for whoever reads the response (never a secret).
    pub text: String,
}

impl Reply {
    /// A reply with `status` and `text`.
    pub fn new(status: StatusCode, text: impl Into<String>) -> Self {
        Self {
            status,
            text: text.into(),
        }
    }
}

/// Requests refused before they could be recorded, by reason.
#[derive(Debug, Default)]
pub struct Refusals {
    /// Unknown path or wrong path token (404).
    pub wrong_path: AtomicU64,
    /// Body over the cap (413).
    pub too_large: AtomicU64,
    /// Over the per-second limit (429).
    pub rate_limited: AtomicU64,
    /// Not a POST (405).
    pub wrong_method: AtomicU64,
    /// Nothing recorded it in time, or the queue was full (503).
    pub unavailable: AtomicU64,
}

/// A copy of [`Refusals`] at one moment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RefusalCounts {
    /// Unknown path or wrong path token.
    pub wrong_path: u64,
    /// Body over the cap.
    pub too_large: u64,
    /// Over the per-second limit.
    pub rate_limited: u64,
    /// Not a POST.
    pub wrong_method: u64,
    /// Not recorded in time.
    pub unavailable: u64,
}

impl RefusalCounts {
    /// All refusals together.
    pub fn total(&self) -> u64 {
        self.wrong_path + self.too_large + self.rate_limited + self.wrong_method + self.unavailable
    }
}

impl Refusals {
    /// The counts now.
    pub fn snapshot(&self) -> RefusalCounts {
        RefusalCounts {
            wrong_path: self.wrong_path.load(Ordering::Relaxed),
            too_large: self.too_large.load(Ordering::Relaxed),
            rate_limited: self.rate_limited.load(Ordering::Relaxed),
            wrong_method: self.wrong_method.load(Ordering::Relaxed),
            unavailable: self.unavailable.load(Ordering::Relaxed),
        }
    }
}

/// Why the receiver could not start (worded by `crate::wording::receiver_error`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReceiverError {
    /// Another program listens on the port.
    #[error("{}", crate::t!("err-receiver-port-taken", port = .port.to_string()))]
    PortTaken {
        /// The port asked for.
        port: u16,
    },
    /// Binding failed otherwise.
    #[error("{}", crate::t!(
        "err-receiver-bind",
        port = .port.to_string(),
        cause = .cause.to_string()
    ))]
    Bind {
        /// The port asked for.
        port: u16,
        /// What the system said.
        cause: crate::io_cause::IoCause,
    },
}

struct Ctx {
    token: String,
    files: SharedFiles,
    body_limit: usize,
    /// Requests per second over all paths (one bucket: the receiver serves one person).
    limiter: DefaultDirectRateLimiter,
    refusals: Arc<Refusals>,
    deliveries: mpsc::Sender<Incoming>,
}

/// A running receiver; dropping it stops it.
#[derive(Debug)]
pub struct Receiver {
    addr: SocketAddr,
    token: String,
    refusals: Arc<Refusals>,
    stop: watch::Sender<bool>,
}

impl Receiver {
    /// Binds 127.0.0.1 and serves until dropped. Every accepted request goes to `deliveries`,
    /// which must answer it.
    pub async fn start(
        settings: &ReceiverSettings,
        token: String,
        deliveries: mpsc::Sender<Incoming>,
    ) -> Result<Self, ReceiverError> {
        Self::start_with_files(settings, token, deliveries, SharedFiles::default()).await
    }

    /// [`Receiver::start`], also serving the pictures shared through `files` at
    /// `/files/<token>/<name>` (GET only, within the same per-second limit).
    pub async fn start_with_files(
        settings: &ReceiverSettings,
        token: String,
        deliveries: mpsc::Sender<Incoming>,
        files: SharedFiles,
    ) -> Result<Self, ReceiverError> {
        let port = settings.port;
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, port))
            .await
            .map_err(|cause| match cause.kind() {
                std::io::ErrorKind::AddrInUse => ReceiverError::PortTaken { port },
                _ => ReceiverError::Bind {
                    port,
                    cause: cause.into(),
                },
            })?;
        let addr = listener.local_addr().map_err(|cause| ReceiverError::Bind {
            port,
            cause: cause.into(),
        })?;
        let refusals = Arc::new(Refusals::default());
        let per_second = NonZeroU32::new(settings.per_second).unwrap_or(NonZeroU32::MIN);
        let ctx = Arc::new(Ctx {
            token: token.clone(),
            files,
            body_limit: settings.body_limit,
            limiter: DefaultDirectRateLimiter::direct(Quota::per_second(per_second)),
            refusals: refusals.clone(),
            deliveries,
        });
        let app = Router::new()
            .route("/hooks/{token}/{kind}", any(receive))
            .route(
                &format!("/{FILES_SEGMENT}/{{token}}/{{name}}"),
                get(serve_file),
            )
            .fallback(not_here)
            .with_state(ctx);
        let (stop, mut stopped) = watch::channel(false);
        tokio::spawn(async move {
            let shutdown = async move {
                // Stops when told, or when the handle is gone.
                let _ = stopped.wait_for(|stop| *stop).await;
            };
            if let Err(err) = axum::serve(listener, app)
                .with_graceful_shutdown(shutdown)
                .await
            {
                tracing::warn!(%err, "the webhook receiver stopped");
            }
        });
        Ok(Self {
            addr,
            token,
            refusals,
            stop,
        })
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    /// `http://127.0.0.1:PORT`.
    pub fn origin(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The path (after the origin) of batch webhooks.
    pub fn webhook_path(&self) -> String {
        format!("/hooks/{}/{WEBHOOK_SEGMENT}", self.token)
    }

    /// The path (after the origin) of single-task callbacks.
    pub fn callback_path(&self) -> String {
        format!("/hooks/{}/{CALLBACK_SEGMENT}", self.token)
    }

    /// The full local URL for batch webhooks.
    pub fn webhook_url(&self) -> String {
        format!("{}{}", self.origin(), self.webhook_path())
    }

    /// The full local URL for single-task callbacks.
    pub fn callback_url(&self) -> String {
        format!("{}{}", self.origin(), self.callback_path())
    }

    /// Requests refused so far.
    pub fn refusals(&self) -> RefusalCounts {
        self.refusals.snapshot()
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        // The server may have ended already; then it is stopped.
        let _ = self.stop.send(true);
    }
}

fn text_response(status: StatusCode, text: &str) -> Response {
    let mut response = (status, format!("{text}\n")).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}

async fn not_here(State(ctx): State<Arc<Ctx>>) -> Response {
    ctx.refusals.wrong_path.fetch_add(1, Ordering::Relaxed);
    text_response(
        StatusCode::NOT_FOUND,
        "No GenDesk receiver path here: use the exact URL GenDesk shows.",
    )
}

/// A shared picture, read-only; anything not shared is 404.
async fn serve_file(
    State(ctx): State<Arc<Ctx>>,
    Path((token, name)): Path<(String, String)>,
) -> Response {
    if let Err(wait) = take_turn(&ctx.limiter) {
        return too_many(&ctx, wait);
    }
    let Some((bytes, mime)) = ctx.files.get(&token, &name) else {
        return not_here(State(ctx)).await;
    };
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// Takes one request's turn, or says how long until the next one is allowed.
fn take_turn(limiter: &DefaultDirectRateLimiter) -> Result<(), Duration> {
    limiter
        .check()
        .map_err(|not_until| not_until.wait_time_from(DefaultClock::default().now()))
}

fn too_many(ctx: &Ctx, wait: Duration) -> Response {
    ctx.refusals.rate_limited.fetch_add(1, Ordering::Relaxed);
    let mut response = text_response(
        StatusCode::TOO_MANY_REQUESTS,
        "Too many requests this second; send it again later.",
    );
    let secs = wait.as_secs().max(1);
    if let Ok(value) = HeaderValue::from_str(&secs.to_string()) {
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    response
}

async fn receive(
    State(ctx): State<Arc<Ctx>>,
    Path((token, segment)): Path<(String, String)>,
    request: Request,
) -> Response {
    if let Err(wait) = take_turn(&ctx.limiter) {
        return too_many(&ctx, wait);
    }
    let kind = match segment.as_str() {
        WEBHOOK_SEGMENT => DeliveryKind::Webhook,
        CALLBACK_SEGMENT => DeliveryKind::Callback,
        _ => return not_here(State(ctx)).await,
    };
    if !same_token(&token, &ctx.token) {
        return not_here(State(ctx)).await;
    }
    if request.method() != Method::POST {
        ctx.refusals.wrong_method.fetch_add(1, Ordering::Relaxed);
        let mut response = text_response(
            StatusCode::METHOD_NOT_ALLOWED,
            "Only POST is accepted here.",
        );
        response
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("POST"));
        return response;
    }
    let (parts, body) = request.into_parts();
    let Ok(body) = axum::body::to_bytes(Body::new(body), ctx.body_limit).await else {
        ctx.refusals.too_large.fetch_add(1, Ordering::Relaxed);
        return text_response(
            StatusCode::PAYLOAD_TOO_LARGE,
            &format!(
                "The body is larger than this receiver's {}-byte limit (or was cut off); it was not recorded.",
                ctx.body_limit
            ),
        );
    };
    let (reply, answered) = oneshot::channel();
    let incoming = Incoming {
        kind,
        method: parts.method.to_string(),
        path: parts.uri.path().to_owned(),
        headers: parts.headers,
        body,
        reply,
    };
    if ctx.deliveries.try_send(incoming).is_err() {
        return unavailable(&ctx);
    }
    match tokio::time::timeout(RECORD_DEADLINE, answered).await {
        Ok(Ok(reply)) => text_response(reply.status, &reply.text),
        _ => unavailable(&ctx),
    }
}

fn unavailable(ctx: &Ctx) -> Response {
    ctx.refusals.unavailable.fetch_add(1, Ordering::Relaxed);
    let mut response = text_response(
        StatusCode::SERVICE_UNAVAILABLE,
        "GenDesk could not record this delivery right now; send it again later.",
    );
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
    response
}

/// Compares path tokens without an early exit on the first differing byte.
fn same_token(given: &str, expected: &str) -> bool {
    let (given, expected) = (given.as_bytes(), expected.as_bytes());
    given.len() == expected.len()
        && given
            .iter()
            .zip(expected)
            .fold(0_u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_compare_exactly() {
        assert!(same_token("abc", "abc"));
        assert!(!same_token("abd", "abc"));
        assert!(!same_token("ab", "abc"));
        assert!(!same_token("", "abc"));
    }
}
