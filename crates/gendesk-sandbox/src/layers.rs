//! Middleware around `/api/v1`: request counters (outermost), fault injection, then the
//! per-key rate limit.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::routes::{bearer, failure};
use super::server::ConnControl;
use super::state::SandboxState;

/// Every name [`endpoint_name`] gives, so a counter asked for another (a typo) can say so.
pub const ENDPOINTS: [&str; 12] = [
    "submitTask",
    "getTaskStatus",
    "submitBatch",
    "getBatch",
    "getWebhookSecret",
    "rotateWebhookSecret",
    "revokeWebhookSecret",
    "getBalance",
    "media",
    "blob",
    "admin",
    "other",
];

/// The operation id of a matched route template, for counters.
pub fn endpoint_name(method: &str, template: Option<&str>) -> &'static str {
    match (method, template.unwrap_or("")) {
        ("POST", "/api/v1/generateTask/{model}") => "submitTask",
        ("GET", "/api/v1/statusTask/{model}") => "getTaskStatus",
        ("POST", "/api/v1/generateTask/{model}/batches") => "submitBatch",
        ("GET", "/api/v1/generateTask/{model}/batches/{batch_id}") => "getBatch",
        ("GET", "/api/v1/webhooks/secret") => "getWebhookSecret",
        ("POST", "/api/v1/webhooks/secret/rotate") => "rotateWebhookSecret",
        ("POST", "/api/v1/webhooks/secret/revoke") => "revokeWebhookSecret",
        ("GET", "/api/v1/apikeys/current-balance") => "getBalance",
        (_, t) if t.starts_with("/media/") => "media",
        (_, super::blob_route::BLOB_PATH) => "blob",
        (_, t) if t.starts_with("/sandbox/") => "admin",
        _ => "other",
    }
}

/// Counts every answered request by endpoint and status.
pub async fn count(
    State(shared): State<Arc<SandboxState>>,
    request: Request,
    next: Next,
) -> Response {
    let template = request
        .extensions()
        .get::<MatchedPath>()
        .map(|m| m.as_str().to_owned());
    let name = endpoint_name(request.method().as_str(), template.as_deref());
    let reads_only = request.method() == axum::http::Method::GET;
    let response = next.run(request).await;
    shared.counters.request(name, response.status().as_u16());
    if !reads_only {
        shared.changed.notify_one();
    }
    response
}

/// Per-key token bucket: 429 with `Retry-After` when the key is over its limit.
pub async fn rate_limit(
    State(shared): State<Arc<SandboxState>>,
    request: Request,
    next: Next,
) -> Response {
    let key = bearer(request.headers()).unwrap_or("").to_owned();
    match shared.limiter.check(&key) {
        Ok(()) => next.run(request).await,
        Err(wait) => {
            let mut response = failure(
                429,
                "Too many requests: this key is over its rate limit; retry after the indicated wait",
            );
            let secs = wait.as_secs_f64().ceil().max(1.0);
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs_u64(secs)));
            response
        }
    }
}

/// Injected faults, when configured: latency, error statuses, dropped connections, broken bodies.
pub async fn faults(
    State(shared): State<Arc<SandboxState>>,
    request: Request,
    next: Next,
) -> Response {
    let faults = &shared.config.faults;
    if !faults.any() {
        return next.run(request).await;
    }
    if let Some((low, high)) = faults.latency {
        let span = high.saturating_sub(low);
        let extra = span.mul_f64(shared.fault_rng.lock().map_or(0.5, |mut rng| rng.f64()));
        tokio::time::sleep(low + extra).await;
    }
    let conn = request.extensions().get::<ConnControl>().cloned();
    let endpoint = endpoint_name(
        request.method().as_str(),
        request
            .extensions()
            .get::<MatchedPath>()
            .map(MatchedPath::as_str),
    );
    if shared.roll(faults.drop_before) {
        shared.counters.fault("drop_before", endpoint);
        return hang_up(conn).await;
    }
    for (status, rate) in [
        (429, faults.rate_429),
        (500, faults.rate_500),
        (502, faults.rate_502),
        (503, faults.rate_503),
        (504, faults.rate_504),
    ] {
        if shared.roll(rate) {
            shared.counters.fault(&status.to_string(), endpoint);
            let mut response = failure(status, "injected fault (sandbox fault injection is on)");
            if status == 429 {
                response
                    .headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
            }
            return response;
        }
    }
    let response = next.run(request).await;
    if shared.roll(faults.drop_after) {
        shared.counters.fault("drop_after", endpoint);
        return hang_up(conn).await;
    }
    if shared.roll(faults.malformed) {
        shared.counters.fault("malformed", endpoint);
        let (mut parts, body) = response.into_parts();
        let bytes = axum::body::to_bytes(body, usize::MAX)
            .await
            .unwrap_or_default();
        let cut = bytes.slice(..bytes.len() / 2);
        parts.headers.remove(header::CONTENT_LENGTH);
        return Response::from_parts(parts, Body::from(cut));
    }
    response
}

/// Closes the connection without an answer (the request future is dropped with it).
async fn hang_up(conn: Option<ConnControl>) -> Response {
    match conn {
        Some(conn) => {
            conn.kill();
            std::future::pending::<Response>().await
        }
        // Not behind the sandbox's own server (cannot happen in `Sandbox::start`): answer 503.
        None => failure(503, "connection drop requested").into_response(),
    }
}

#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "clamped to [1, 3600] first"
)]
fn secs_u64(secs: f64) -> u64 {
    secs.clamp(1.0, 3600.0) as u64
}
