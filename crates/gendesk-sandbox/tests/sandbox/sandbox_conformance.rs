//! Conformance: every response body the sandbox sends in a scenario covering all endpoints
//! and their documented statuses — and every callback and webhook body it POSTs — validates
//! against the interface's OpenAPI document (vendored in `assets/spec/openapi.yaml`).
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]
#![allow(
    clippy::too_many_lines,
    reason = "end-to-end scenarios read best in one piece"
)]

use std::collections::BTreeSet;
use std::time::Duration;

use crate::openapi::OpenApi;
use gendesk_sandbox::accounts::{LOW_BALANCE_KEY, REVOKED_KEY};
use gendesk_sandbox::testing::Receiver;
use gendesk_sandbox::testing::start_sandbox_with;
use gendesk_sandbox::{DEMO_KEY, FaultConfig, RateLimit, SandboxConfig, SandboxHandle};
use serde_json::{Value, json};

/// Sends one request and validates the answer; returns status and body.
struct Probe<'a> {
    sandbox: &'a SandboxHandle,
    http: reqwest::Client,
    spec: &'static OpenApi,
    /// Every kind of response validated: method, route (IDs and query left out) and status.
    checked: BTreeSet<String>,
}

impl Probe<'_> {
    async fn call(
        &mut self,
        method: &str,
        path: &str,
        key: Option<&str>,
        body: Option<Value>,
        idem: Option<&str>,
    ) -> (u16, Value) {
        let url = format!("{}{path}", self.sandbox.base_url());
        let mut request = if method == "GET" {
            self.http.get(url)
        } else {
            self.http.post(url)
        };
        if let Some(key) = key {
            request = request.bearer_auth(key);
        }
        if let Some(idem) = idem {
            request = request.header("Idempotency-Key", idem);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap();
        if let Err(violations) = self.spec.validate_response(method, path, status, &body) {
            panic!("{method} {path} → {status}: {violations}\nbody: {body}");
        }
        self.checked.insert(kind(method, path, status));
        (status, body)
    }
}

/// A response's kind: `GET /api/v1/statusTask/{model} 200`, with batch IDs as `{batchId}`.
fn kind(method: &str, path: &str, status: u16) -> String {
    let route = path.split('?').next().unwrap_or(path);
    let route: Vec<&str> = route
        .split('/')
        .map(|segment| {
            if segment.starts_with("batch_") {
                "{batchId}"
            } else {
                segment
            }
        })
        .collect();
    format!("{method} {} {status}", route.join("/"))
}

const M: &str = "/api/v1/generateTask/sandbox%2Fimage-fast";

fn image(prompt: &str) -> Value {
    json!({"request_type": "async", "input": {"mode": "text-to-image", "prompt": prompt, "resolution": "1K"}})
}

#[tokio::test]
async fn every_response_body_matches_the_openapi_document() {
    let sandbox = start_sandbox_with(SandboxConfig {
        time_scale: 1000.0,
        allow_loopback_targets: true,
        rate_limit: Some(RateLimit {
            per_second: 1000.0,
            burst: 1000,
        }),
        seed: Some(3),
        ..SandboxConfig::default()
    })
    .await;
    let receiver = Receiver::start(vec![]).await;
    let mut p = Probe {
        sandbox: &sandbox,
        http: reqwest::Client::new(),
        spec: OpenApi::shared(),
        checked: BTreeSet::new(),
    };
    let key = Some(DEMO_KEY);

    // Single tasks: success, failure, callback; each status of the submit endpoint.
    let (_, ok) = p.call("POST", M, key, Some(image("fox")), None).await;
    let (_, bad) = p
        .call("POST", M, key, Some(image("fox [fail:NSFW]")), None)
        .await;
    let callback = json!({"request_type": "callback", "callback_url": receiver.url, "input": {"mode": "text-to-image", "prompt": "owl"}});
    p.call("POST", M, key, Some(callback), None).await;
    assert_eq!(
        p.call(
            "POST",
            M,
            key,
            Some(json!({"request_type": "async", "input": {"mode": "x"}})),
            None
        )
        .await
        .0,
        400
    );
    assert_eq!(p.call("POST", M, None, Some(image("x")), None).await.0, 401);
    assert_eq!(
        p.call("POST", M, Some(REVOKED_KEY), Some(image("x")), None)
            .await
            .0,
        401
    );
    assert_eq!(
        p.call("POST", M, Some(LOW_BALANCE_KEY), Some(image("x")), None)
            .await
            .0,
        402
    );
    assert_eq!(
        p.call(
            "POST",
            "/api/v1/generateTask/nope",
            key,
            Some(image("x")),
            None
        )
        .await
        .0,
        404
    );

    // Status in every state.
    for task in [&ok, &bad] {
        let id = task["data"]["taskId"].as_str().unwrap();
        let path = format!("/api/v1/statusTask/sandbox%2Fimage-fast?taskId={id}");
        loop {
            let (status, body) = p.call("GET", &path, key, None, None).await;
            assert_eq!(status, 200);
            if ["success", "failed"].contains(&body["data"]["state"].as_str().unwrap()) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(3)).await;
        }
    }
    assert_eq!(
        p.call(
            "GET",
            "/api/v1/statusTask/sandbox%2Fimage-fast?taskId=missing",
            key,
            None,
            None
        )
        .await
        .0,
        404
    );
    assert_eq!(
        p.call(
            "GET",
            "/api/v1/statusTask/sandbox%2Fimage-fast?taskId=x",
            None,
            None,
            None
        )
        .await
        .0,
        401
    );

    // Batches: created, replayed, whole-request failures, status and 404s.
    let items = json!({"webhook_url": receiver.url, "items": [
        {"client_item_id": "a", "idempotency_key": "k1", "input": {"mode": "text-to-image", "prompt": "fox"}},
        {"client_item_id": "b", "idempotency_key": "k2", "input": {"mode": "text-to-image", "prompt": "owl [fail:Timeout]"}},
        {"client_item_id": "c", "idempotency_key": "k3", "input": {"mode": "nope", "prompt": "x"}}]});
    let batches = format!("{M}/batches");
    let (_, batch) = p
        .call("POST", &batches, key, Some(items.clone()), Some("op-1"))
        .await;
    let (_, replay) = p
        .call("POST", &batches, key, Some(items), Some("op-1"))
        .await;
    assert_eq!(replay["data"]["replayed"], true);
    assert_eq!(
        p.call(
            "POST",
            &batches,
            key,
            Some(json!({"items": []})),
            Some("op-2")
        )
        .await
        .0,
        400
    );
    assert_eq!(
        p.call("POST", &batches, key, Some(json!({"items": []})), None)
            .await
            .0,
        400
    );
    assert_eq!(
        p.call(
            "POST",
            &batches,
            Some("bad-key"),
            Some(json!({"items": []})),
            Some("op-3")
        )
        .await
        .0,
        401
    );
    let batch_path = format!("{batches}/{}", batch["data"]["batchId"].as_str().unwrap());
    loop {
        let (_, body) = p.call("GET", &batch_path, key, None, None).await;
        if body["data"]["status"] == "completed" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(3)).await;
    }
    assert_eq!(
        p.call("GET", &format!("{batches}/batch_nope"), key, None, None)
            .await
            .0,
        404
    );
    assert_eq!(p.call("GET", &batch_path, None, None, None).await.0, 401);

    // Outbound bodies: the callback (TaskEnvelope) and the two webhooks (BatchWebhookBody).
    // Collected before the secret is revoked below, which suppresses outstanding deliveries.
    let got = receiver.wait_for(3, Duration::from_secs(10)).await;

    // Secrets and balance.
    for (method, path) in [
        ("GET", "/api/v1/webhooks/secret"),
        ("POST", "/api/v1/webhooks/secret/rotate"),
        ("POST", "/api/v1/webhooks/secret/revoke"),
    ] {
        assert_eq!(p.call(method, path, key, None, None).await.0, 200);
        assert_eq!(p.call(method, path, None, None, None).await.0, 401);
    }
    assert_eq!(
        p.call("GET", "/api/v1/apikeys/current-balance", key, None, None)
            .await
            .0,
        200
    );
    assert_eq!(
        p.call("GET", "/api/v1/apikeys/current-balance", None, None, None)
            .await
            .0,
        401
    );

    let spec = OpenApi::shared();
    for delivery in got {
        let schema = if delivery.headers.contains_key("x-service-signature") {
            "BatchWebhookBody"
        } else {
            "TaskEnvelope"
        };
        spec.validate_schema(schema, &delivery.json())
            .unwrap_or_else(|e| panic!("{schema}: {e}"));
    }
    // Every kind of response was checked, however many polls the tasks took to finish.
    let want = [
        "GET /api/v1/apikeys/current-balance 200",
        "GET /api/v1/apikeys/current-balance 401",
        "GET /api/v1/generateTask/sandbox%2Fimage-fast/batches/{batchId} 200",
        "GET /api/v1/generateTask/sandbox%2Fimage-fast/batches/{batchId} 401",
        "GET /api/v1/generateTask/sandbox%2Fimage-fast/batches/{batchId} 404",
        "GET /api/v1/statusTask/sandbox%2Fimage-fast 200",
        "GET /api/v1/statusTask/sandbox%2Fimage-fast 401",
        "GET /api/v1/statusTask/sandbox%2Fimage-fast 404",
        "GET /api/v1/webhooks/secret 200",
        "GET /api/v1/webhooks/secret 401",
        "POST /api/v1/generateTask/nope 404",
        "POST /api/v1/generateTask/sandbox%2Fimage-fast 200",
        "POST /api/v1/generateTask/sandbox%2Fimage-fast 400",
        "POST /api/v1/generateTask/sandbox%2Fimage-fast 401",
        "POST /api/v1/generateTask/sandbox%2Fimage-fast 402",
        "POST /api/v1/generateTask/sandbox%2Fimage-fast/batches 200",
        "POST /api/v1/generateTask/sandbox%2Fimage-fast/batches 400",
        "POST /api/v1/generateTask/sandbox%2Fimage-fast/batches 401",
        "POST /api/v1/webhooks/secret/revoke 200",
        "POST /api/v1/webhooks/secret/revoke 401",
        "POST /api/v1/webhooks/secret/rotate 200",
        "POST /api/v1/webhooks/secret/rotate 401",
    ];
    let want: BTreeSet<String> = want.iter().map(|k| (*k).to_owned()).collect();
    assert_eq!(p.checked, want);
}

#[tokio::test]
async fn rate_limit_and_injected_errors_match_the_document_too() {
    let sandbox = start_sandbox_with(SandboxConfig {
        rate_limit: Some(RateLimit {
            per_second: 0.1,
            burst: 1,
        }),
        ..SandboxConfig::default()
    })
    .await;
    let mut p = Probe {
        sandbox: &sandbox,
        http: reqwest::Client::new(),
        spec: OpenApi::shared(),
        checked: BTreeSet::new(),
    };
    p.call(
        "GET",
        "/api/v1/apikeys/current-balance",
        Some(DEMO_KEY),
        None,
        None,
    )
    .await;
    assert_eq!(
        p.call(
            "GET",
            "/api/v1/apikeys/current-balance",
            Some(DEMO_KEY),
            None,
            None
        )
        .await
        .0,
        429
    );
    assert_eq!(
        p.call("GET", "/api/v1/webhooks/secret", Some(DEMO_KEY), None, None)
            .await
            .0,
        429
    );

    for (status, faults) in [
        (
            500,
            FaultConfig {
                rate_500: 1.0,
                ..FaultConfig::default()
            },
        ),
        (
            502,
            FaultConfig {
                rate_502: 1.0,
                ..FaultConfig::default()
            },
        ),
        (
            503,
            FaultConfig {
                rate_503: 1.0,
                ..FaultConfig::default()
            },
        ),
        (
            504,
            FaultConfig {
                rate_504: 1.0,
                ..FaultConfig::default()
            },
        ),
    ] {
        let sandbox = start_sandbox_with(SandboxConfig {
            faults,
            rate_limit: None,
            ..SandboxConfig::default()
        })
        .await;
        let mut p = Probe {
            sandbox: &sandbox,
            http: reqwest::Client::new(),
            spec: OpenApi::shared(),
            checked: BTreeSet::new(),
        };
        assert_eq!(
            p.call(
                "GET",
                "/api/v1/statusTask/m?taskId=t",
                Some(DEMO_KEY),
                None,
                None
            )
            .await
            .0,
            status
        );
        assert_eq!(
            p.call("POST", M, Some(DEMO_KEY), Some(image("x")), None)
                .await
                .0,
            status
        );
    }
}
