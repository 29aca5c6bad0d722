//! The eight `/api/v1` endpoints of the interface, with its envelope, statuses and rules.

use std::collections::HashMap;
use std::sync::Arc;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;
use serde_json::{Value, json};

use super::state::SandboxState;
use super::validate::validate_input;
use super::world::{Caller, Refusal, World};
use gendesk_api::client::IDEMPOTENCY_KEY_HEADER;
use gendesk_api::{Envelope, RequestType, SubmitTaskRequest};

/// The `/api/v1` router (without the fault, rate-limit and counter layers).
pub fn api_routes() -> axum::Router<Arc<SandboxState>> {
    axum::Router::new()
        .route("/generateTask/{model}", post(submit_task))
        .route("/statusTask/{model}", get(task_status))
        .route("/generateTask/{model}/batches", post(submit_batch))
        .route(
            "/generateTask/{model}/batches/{batch_id}",
            get(batch_status),
        )
        .route("/webhooks/secret", get(get_secret))
        .route("/webhooks/secret/rotate", post(rotate_secret))
        .route("/webhooks/secret/revoke", post(revoke_secret))
        .route("/apikeys/current-balance", get(balance))
}

/// A success envelope.
pub fn success<T: Serialize>(data: T) -> Response {
    Json(Envelope::success(data)).into_response()
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        failure(self.status, &self.message)
    }
}

/// A whole-request failure envelope with `data: null`.
pub fn failure(status: u16, message: &str) -> Response {
    let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    (
        code,
        Json(Envelope::<Value>::failure(i64::from(status), message)),
    )
        .into_response()
}

/// The bearer token, if the header is well-formed.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then_some(token.trim())
        .filter(|t| !t.is_empty())
}

fn caller(world: &World, headers: &HeaderMap) -> Result<Caller, Refusal> {
    world.authenticate(bearer(headers))
}

fn bad_request(message: impl AsRef<str>) -> Refusal {
    Refusal::new(400, message.as_ref())
}

async fn submit_task(
    State(shared): State<Arc<SandboxState>>,
    Path(model_id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Refusal> {
    let now = shared.clock.now_ms();
    let mut world = shared.world();
    let caller = caller(&world, &headers)?;
    let model = world.model_for(caller, &model_id)?;
    let request: Value = serde_json::from_slice(&body)
        .map_err(|err| bad_request(format!("BadRequest: the body is not valid JSON ({err})")))?;
    let Some(request) = request.as_object() else {
        return Err(bad_request("BadRequest: the body must be a JSON object"));
    };
    match request.get("provider") {
        None | Some(Value::Null) => {}
        Some(Value::String(p)) if ["auto", "value", "official"].contains(&p.as_str()) => {}
        Some(other) => {
            return Err(bad_request(format!(
                "ParameterError: provider {other} is not one of auto, value, official"
            )));
        }
    }
    match request.get("request_type").and_then(Value::as_str) {
        Some("async" | "callback") => {}
        Some(other) => {
            return Err(bad_request(format!(
                "ParameterError: request_type {other:?} is not async or callback"
            )));
        }
        None => {
            return Err(bad_request(
                "MissingParameter: request_type is required (async or callback)",
            ));
        }
    }
    let input = request
        .get("input")
        .ok_or_else(|| bad_request("MissingParameter: input is required"))?;
    validate_input(&model, input)
        .map_err(|err| bad_request(format!("{}: {}", err.code, err.message)))?;
    // Checked field by field above for precise messages; now read through the shared API type,
    // so the sandbox accepts exactly what the client sends.
    let typed: SubmitTaskRequest = serde_json::from_value(Value::Object(request.clone()))
        .map_err(|err| bad_request(format!("BadRequest: {err}")))?;
    let callback_url = match typed.request_type {
        RequestType::Async => None,
        RequestType::Callback => {
            let url = typed
                .callback_url
                .filter(|u| !u.trim().is_empty())
                .ok_or_else(|| {
                    bad_request(
                        "MissingParameter: callback_url is required when request_type is callback",
                    )
                })?;
            world
                .check_target(&url)
                .map_err(|reason| bad_request(format!("ParameterError: callback_url {reason}")))?;
            Some(url)
        }
    };
    let cost = model.price_of(input);
    world.charge(caller.key, cost)?;
    let task_id = world.create_task(caller, &model, input, cost, now, callback_url);
    drop(world);
    shared.start_reference_checks();
    shared.counters.task_created();
    Ok(success(json!({ "taskId": task_id })))
}

async fn task_status(
    State(shared): State<Arc<SandboxState>>,
    Path(model_id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let now = shared.clock.now_ms();
    let world = shared.world();
    let caller = caller(&world, &headers)?;
    world.model_for(caller, &model_id)?;
    let task_id = query
        .get("taskId")
        .filter(|t| !t.is_empty())
        .ok_or_else(|| bad_request("MissingParameter: the taskId query parameter is required"))?;
    let task = world.task_for(caller, &model_id, task_id)?;
    Ok(success(task.record_at(now, &world.base_url)))
}

async fn submit_batch(
    State(shared): State<Arc<SandboxState>>,
    Path(model_id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, Refusal> {
    let now = shared.clock.now_ms();
    let mut world = shared.world();
    let caller = caller(&world, &headers)?;
    let key = headers
        .get(IDEMPOTENCY_KEY_HEADER)
        .and_then(|v| v.to_str().ok());
    let tasks_before = world.tasks.len();
    let batches_before = world.batches.len();
    let batch = world.submit_batch(caller, &model_id, key, &body, now)?;
    let created = world.tasks.len() - tasks_before;
    let new_batch = world.batches.len() > batches_before;
    drop(world);
    shared.start_reference_checks();
    for _ in 0..created {
        shared.counters.task_created();
    }
    if new_batch {
        shared.counters.batch_created();
    }
    Ok(success(batch))
}

async fn batch_status(
    State(shared): State<Arc<SandboxState>>,
    Path((model_id, batch_id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let now = shared.clock.now_ms();
    let world = shared.world();
    let caller = caller(&world, &headers)?;
    world.model_for(caller, &model_id)?;
    Ok(success(world.batch_for(caller, &model_id, &batch_id, now)?))
}

async fn get_secret(
    State(shared): State<Arc<SandboxState>>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let mut world = shared.world();
    let caller = caller(&world, &headers)?;
    let mut rng = fastrand::Rng::with_seed(world.rng.u64(..));
    Ok(success(world.secret_ring(caller.account).current(&mut rng)))
}

async fn rotate_secret(
    State(shared): State<Arc<SandboxState>>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let now = shared.clock.now_ms();
    let mut world = shared.world();
    let caller = caller(&world, &headers)?;
    let mut rng = fastrand::Rng::with_seed(world.rng.u64(..));
    Ok(success(
        world.secret_ring(caller.account).rotate(now, &mut rng),
    ))
}

async fn revoke_secret(
    State(shared): State<Arc<SandboxState>>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let now = shared.clock.now_ms();
    let mut world = shared.world();
    let caller = caller(&world, &headers)?;
    world.secret_ring(caller.account).revoke(now);
    Ok(success(Value::Null))
}

async fn balance(
    State(shared): State<Arc<SandboxState>>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    shared.run_due();
    let world = shared.world();
    let caller = caller(&world, &headers)?;
    Ok(success(world.balance(caller.key)))
}
