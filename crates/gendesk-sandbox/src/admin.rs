//! The sandbox's own endpoints under `/sandbox/` (clearly apart from the service's `/api/v1`):
//! the model catalogue, the demo keys with live balances, counters, and a clock jump.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use axum::Json;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::json;

use super::state::SandboxState;

/// Routes under `/sandbox`.
pub fn admin_routes() -> axum::Router<Arc<SandboxState>> {
    axum::Router::new()
        .route("/catalog", get(catalog))
        .route("/admin/keys", get(keys))
        .route("/admin/counters", get(counters))
        .route("/admin/advance", post(advance))
}

async fn catalog(State(shared): State<Arc<SandboxState>>) -> Response {
    Json(shared.world().catalog.clone()).into_response()
}

async fn keys(State(shared): State<Arc<SandboxState>>) -> Response {
    shared.run_due();
    let world = shared.world();
    let keys: Vec<_> = world
        .keys
        .iter()
        .map(|k| {
            json!({"name": k.demo.name, "key": k.demo.key, "account": k.demo.account,
                        "kinds": k.demo.kinds, "revoked": k.demo.revoked, "balance": k.balance})
        })
        .collect();
    Json(json!({ "keys": keys })).into_response()
}

async fn counters(State(shared): State<Arc<SandboxState>>) -> Response {
    Json(shared.counters.snapshot()).into_response()
}

/// `POST /sandbox/admin/advance?seconds=N`: jumps simulated time forward.
async fn advance(
    State(shared): State<Arc<SandboxState>>,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    let Some(seconds) = query.get("seconds").and_then(|s| s.parse::<u64>().ok()) else {
        return super::routes::failure(400, "give ?seconds=N (a whole number)");
    };
    shared.clock.advance(Duration::from_secs(seconds));
    shared.run_due();
    Json(json!({ "nowMs": shared.clock.now_ms() })).into_response()
}
