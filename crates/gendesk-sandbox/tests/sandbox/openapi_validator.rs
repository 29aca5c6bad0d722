//! Tests of the `OpenAPI` body validator in `tests/support/openapi.rs`.

use crate::openapi::OpenApi;
use serde_json::{Value, json};

fn spec() -> &'static OpenApi {
    OpenApi::shared()
}

/// Asserts the body is valid, showing the validator's report otherwise.
#[track_caller]
fn assert_valid(method: &str, path: &str, status: u16, body: &Value) {
    if let Err(report) = spec().validate_response(method, path, status, body) {
        panic!("expected {method} {path} {status} to be valid, got:\n{report}");
    }
}

/// Asserts the body is invalid and returns the report.
#[track_caller]
fn assert_invalid(method: &str, path: &str, status: u16, body: &Value) -> String {
    match spec().validate_response(method, path, status, body) {
        Ok(()) => panic!("expected {method} {path} {status} to be rejected: {body}"),
        Err(report) => report,
    }
}

#[track_caller]
fn assert_contains(report: &str, needles: &[&str]) {
    for needle in needles {
        assert!(
            report.contains(needle),
            "report lacks {needle:?}:\n{report}"
        );
    }
}

fn task_envelope(data: Value) -> Value {
    let mut envelope = json!({ "code": 200, "message": "success" });
    envelope["data"] = data;
    envelope
}

fn batch(items: Value) -> Value {
    let mut batch = json!({
        "batchId": "b1",
        "model": "img-model",
        "status": "running",
        "replayed": false,
        "newlyAcceptedCount": 1,
        "reusedCount": 0,
        "rejectedCount": 1,
        "batchExpiresAt": "2026-11-28T10:00:00",
    });
    batch["items"] = items;
    batch
}

fn accepted_and_rejected_items() -> Value {
    json!([
        {
            "ordinal": 0,
            "clientItemId": "a",
            "taskId": "t-1",
            "accepted": true,
            "status": "queued"
        },
        {
            "ordinal": 1,
            "clientItemId": "b",
            "taskId": null,
            "accepted": false,
            "status": "rejected",
            "error": { "code": "INVALID_INPUT", "message": "prompt is required" }
        }
    ])
}

const STATUS_PATH: &str = "/api/v1/statusTask/img-model?taskId=t-1";

// ---- valid bodies ----------------------------------------------------------------------------

#[test]
fn submit_task_success_envelope_is_valid() {
    assert_valid(
        "POST",
        "/api/v1/generateTask/img-model",
        200,
        &task_envelope(json!({ "taskId": "t-1" })),
    );
}

#[test]
fn task_status_envelopes_in_every_state_are_valid() {
    let bodies = [
        json!({ "taskId": "t-1", "state": "pending", "createTime": 1_767_225_600_000_i64 }),
        json!({ "taskId": "t-1", "state": "processing", "createTime": 1_767_225_600_000_i64 }),
        json!({
            "taskId": "t-1",
            "state": "success",
            "resultJson": "{\"resultUrls\":[\"https://cdn.example/1.png\"]}",
            "costTime": 5400,
            "createTime": 1_767_225_600_000_i64,
            "completeTime": 1_767_225_605_400_i64
        }),
        json!({
            "taskId": "t-1",
            "state": "failed",
            "failCode": "CONTENT_POLICY",
            "failMsg": "rejected by the content filter",
            "createTime": 1_767_225_600_000_i64,
            "completeTime": 1_767_225_601_000_i64
        }),
    ];
    for data in bodies {
        assert_valid("GET", STATUS_PATH, 200, &task_envelope(data));
    }
}

#[test]
fn error_envelopes_with_null_data_are_valid() {
    for status in [401_u16, 404, 429, 500] {
        let body = json!({ "code": status, "message": "something went wrong", "data": null });
        assert_valid("GET", STATUS_PATH, status, &body);
        assert_valid("POST", "/api/v1/generateTask/img-model", status, &body);
        assert_valid("GET", "/api/v1/generateTask/m/batches/b1", status, &body);
    }
}

#[test]
fn batch_envelope_with_accepted_and_rejected_items_is_valid() {
    let body = task_envelope(batch(accepted_and_rejected_items()));
    assert_valid("POST", "/api/v1/generateTask/img-model/batches", 200, &body);
    assert_valid(
        "GET",
        "/api/v1/generateTask/img-model/batches/b1",
        200,
        &body,
    );
}

#[test]
fn finished_batch_items_with_results_are_valid() {
    let items = json!([
        {
            "ordinal": 0, "clientItemId": "a", "taskId": "t-1", "accepted": true,
            "status": "succeeded",
            "result": { "taskId": "t-1", "state": "success", "resultJson": "{\"resultUrls\":[]}" }
        },
        {
            "ordinal": 1, "clientItemId": "b", "taskId": "t-2", "accepted": true,
            "status": "failed",
            "result": { "taskId": "t-2", "state": "failed", "failCode": "X", "failMsg": "y" }
        }
    ]);
    let mut data = batch(items);
    data["status"] = json!("completed_with_errors");
    assert_valid(
        "GET",
        "/api/v1/generateTask/img-model/batches/b1",
        200,
        &task_envelope(data),
    );
}

#[test]
fn balance_envelope_with_a_number_is_valid() {
    assert_valid(
        "GET",
        "/api/v1/apikeys/current-balance",
        200,
        &task_envelope(json!(12.5)),
    );
    assert_valid(
        "GET",
        "/api/v1/apikeys/current-balance",
        200,
        &task_envelope(json!(0)),
    );
}

#[test]
fn secret_envelope_is_valid() {
    assert_valid(
        "GET",
        "/api/v1/webhooks/secret",
        200,
        &task_envelope(json!({ "version": 2, "secret": "whsec_abc" })),
    );
}

#[test]
fn rotate_and_revoke_envelopes_with_any_data_are_valid() {
    for path in [
        "/api/v1/webhooks/secret/rotate",
        "/api/v1/webhooks/secret/revoke",
    ] {
        for data in [
            json!({ "version": 3 }),
            json!(null),
            json!("done"),
            json!([1, 2]),
        ] {
            assert_valid("POST", path, 200, &task_envelope(data));
        }
        assert_valid("POST", path, 200, &json!({ "code": 200, "message": "ok" }));
    }
}

#[test]
fn batch_webhook_body_is_valid() {
    let body = json!({
        "code": 200,
        "message": "success",
        "data": {
            "taskId": "t-1",
            "state": "success",
            "resultJson": "{\"resultUrls\":[\"https://cdn.example/1.png\"]}"
        },
        "batch": { "batchId": "b1", "clientItemId": "a" }
    });
    spec().validate_schema("BatchWebhookBody", &body).unwrap();
}

#[test]
fn task_callback_body_is_valid() {
    let body = task_envelope(json!({ "taskId": "t-1", "state": "failed", "failCode": "E" }));
    spec().validate_schema("TaskEnvelope", &body).unwrap();
}

#[test]
fn request_schemas_validate() {
    let input = json!({ "mode": "text-to-image", "prompt": "a cat", "resolution": "2K" });
    spec()
        .validate_schema(
            "SubmitTaskRequest",
            &json!({ "request_type": "callback", "callback_url": "https://h.example/cb", "input": input }),
        )
        .unwrap();
    spec()
        .validate_schema(
            "BatchRequest",
            &json!({ "items": [{ "client_item_id": "a", "idempotency_key": "k", "input": input }] }),
        )
        .unwrap();

    let report = spec()
        .validate_schema(
            "SubmitTaskRequest",
            &json!({ "request_type": "callback", "callback_url": "http://h.example/cb", "input": input }),
        )
        .unwrap_err();
    assert_contains(&report, &["/callback_url", "SubmitTaskRequest"]);

    let item = json!({ "client_item_id": "a", "idempotency_key": "k", "input": input });
    let too_many: Vec<Value> = std::iter::repeat_n(item, 51).collect();
    let report = spec()
        .validate_schema("BatchRequest", &json!({ "items": too_many }))
        .unwrap_err();
    assert_contains(&report, &["/items"]);
    let report = spec()
        .validate_schema("BatchRequest", &json!({ "items": [] }))
        .unwrap_err();
    assert_contains(&report, &["/items"]);
}

#[test]
fn all_of_schemas_apply_every_part() {
    let good = json!({ "mode": "text-to-image", "prompt": "a cat", "image_urls": [] });
    spec().validate_schema("ImageInput", &good).unwrap();
    // The ModelInput part requires a prompt; the image part restricts the mode.
    let report = spec()
        .validate_schema("ImageInput", &json!({ "mode": "text-to-video" }))
        .unwrap_err();
    assert_contains(&report, &["prompt", "text-to-video"]);
    let six_urls = json!({
        "mode": "image-to-image", "prompt": "p",
        "image_urls": ["https://a", "https://b", "https://c", "https://d", "https://e", "https://f"]
    });
    let report = spec().validate_schema("ImageInput", &six_urls).unwrap_err();
    assert_contains(&report, &["/image_urls"]);
}

#[test]
fn unknown_extra_properties_are_allowed() {
    let body = task_envelope(json!({
        "taskId": "t-1", "state": "pending", "somethingNew": { "x": 1 }
    }));
    assert_valid("GET", STATUS_PATH, 200, &body);
}

#[test]
fn unknown_formats_are_ignored() {
    let doc = r"
openapi: 3.0.3
info: { title: t, version: '1' }
paths: {}
components:
  schemas:
    Odd:
      type: object
      properties:
        n: { type: integer, format: int64 }
        s: { type: string, format: made-up-format }
        u: { type: string, format: uri }
";
    let api = OpenApi::from_yaml(doc).unwrap();
    api.validate_schema("Odd", &json!({ "n": 1, "s": "anything", "u": "not a uri" }))
        .unwrap();
}

// ---- invalid bodies ------------------------------------------------------------------------

#[test]
fn task_without_task_id_is_rejected() {
    let report = assert_invalid(
        "GET",
        STATUS_PATH,
        200,
        &task_envelope(json!({ "state": "pending" })),
    );
    assert_contains(&report, &["getTaskStatus", "200", "/data", "taskId"]);
}

#[test]
fn unknown_task_state_is_rejected() {
    let report = assert_invalid(
        "GET",
        STATUS_PATH,
        200,
        &task_envelope(json!({ "taskId": "t-1", "state": "done" })),
    );
    assert_contains(&report, &["/data/state", "done"]);
}

#[test]
fn balance_as_string_is_rejected() {
    let report = assert_invalid(
        "GET",
        "/api/v1/apikeys/current-balance",
        200,
        &task_envelope(json!("12")),
    );
    assert_contains(&report, &["getBalance", "/data", "number"]);
}

#[test]
fn error_envelope_without_message_is_rejected() {
    let report = assert_invalid(
        "GET",
        STATUS_PATH,
        404,
        &json!({ "code": 404, "data": null }),
    );
    assert_contains(&report, &["getTaskStatus", "404", "message"]);
}

#[test]
fn error_envelope_data_must_be_null_or_object() {
    let report = assert_invalid(
        "GET",
        STATUS_PATH,
        500,
        &json!({ "code": 500, "message": "boom", "data": "oops" }),
    );
    assert_contains(&report, &["/data"]);
}

#[test]
fn batch_expiry_in_the_wrong_format_is_rejected() {
    let mut data = batch(accepted_and_rejected_items());
    data["batchExpiresAt"] = json!("2026-11-28 10:00");
    let report = assert_invalid(
        "GET",
        "/api/v1/generateTask/m/batches/b1",
        200,
        &task_envelope(data),
    );
    assert_contains(&report, &["getBatch", "/data/batchExpiresAt"]);
}

#[test]
fn unknown_batch_item_status_is_rejected() {
    let mut items = accepted_and_rejected_items();
    items[0]["status"] = json!("weird");
    let report = assert_invalid(
        "POST",
        "/api/v1/generateTask/m/batches",
        200,
        &task_envelope(batch(items)),
    );
    assert_contains(&report, &["submitBatch", "/data/items/0/status", "weird"]);
}

#[test]
fn nullable_task_id_still_checks_its_type() {
    let mut items = accepted_and_rejected_items();
    items[1]["taskId"] = json!(7);
    let report = assert_invalid(
        "POST",
        "/api/v1/generateTask/m/batches",
        200,
        &task_envelope(batch(items)),
    );
    assert_contains(&report, &["/data/items/1/taskId"]);
}

#[test]
fn success_envelope_with_code_201_is_rejected() {
    let body = json!({ "code": 201, "message": "created", "data": { "taskId": "t-1" } });
    let report = assert_invalid("POST", "/api/v1/generateTask/m", 200, &body);
    assert_contains(&report, &["submitTask", "/code", "201"]);
}

#[test]
fn every_violation_is_listed() {
    let body = json!({ "code": "200", "data": { "taskId": 1, "state": "done" } });
    let report = assert_invalid("GET", STATUS_PATH, 200, &body);
    assert_contains(
        &report,
        &["/code", "message", "/data/taskId", "/data/state"],
    );
}

#[test]
fn undocumented_status_is_rejected() {
    let body = json!({ "code": 418, "message": "teapot", "data": null });
    let report = assert_invalid("GET", STATUS_PATH, 418, &body);
    assert_contains(&report, &["getTaskStatus", "418", "undocumented"]);
}

#[test]
fn unknown_path_is_rejected() {
    let report = assert_invalid("GET", "/api/v1/nope/here", 200, &json!({}));
    assert_contains(&report, &["/api/v1/nope/here"]);
    assert!(spec().operation_id("GET", "/api/v1/nope/here").is_none());
    // A parameter segment never matches an empty segment.
    assert!(spec().operation_id("GET", "/api/v1/statusTask/").is_none());
}

#[test]
fn undocumented_method_is_rejected() {
    let report = assert_invalid("DELETE", STATUS_PATH, 200, &json!({}));
    assert_contains(&report, &["/statusTask/{model}", "DELETE"]);
    assert!(
        spec()
            .operation_id("GET", "/api/v1/generateTask/m")
            .is_none()
    );
}

#[test]
fn unknown_schema_name_is_rejected() {
    let report = spec()
        .validate_schema("NoSuchSchema", &json!({}))
        .unwrap_err();
    assert_contains(&report, &["NoSuchSchema", "BatchWebhookBody"]);
}

#[test]
fn invalid_batch_webhook_body_is_rejected() {
    let body = json!({
        "code": 200,
        "message": "success",
        "data": { "taskId": "t-1", "state": "pending" },
        "batch": { "batchId": "b1" }
    });
    let report = spec()
        .validate_schema("BatchWebhookBody", &body)
        .unwrap_err();
    assert_contains(&report, &["/data/state", "/batch", "clientItemId"]);
}

// ---- path matching ---------------------------------------------------------------------------

#[test]
fn percent_encoded_model_ids_are_one_segment() {
    let path = "/api/v1/statusTask/vendor%2Fmodel?taskId=x";
    assert_eq!(
        spec().operation_id("GET", path).as_deref(),
        Some("getTaskStatus")
    );
    assert_eq!(spec().path_template(path), Some("/statusTask/{model}"));
    assert_valid(
        "GET",
        path,
        200,
        &task_envelope(json!({ "taskId": "x", "state": "pending" })),
    );
}

#[test]
fn batch_and_task_paths_pick_the_right_operation() {
    let cases = [
        ("POST", "/api/v1/generateTask/m/batches", "submitBatch"),
        ("GET", "/api/v1/generateTask/m/batches/b1", "getBatch"),
        ("POST", "/api/v1/generateTask/m", "submitTask"),
        (
            "post",
            "/api/v1/generateTask/vendor%2Fm/batches?x=1",
            "submitBatch",
        ),
        ("GET", "/api/v1/statusTask/m?taskId=t", "getTaskStatus"),
        ("GET", "/api/v1/webhooks/secret", "getWebhookSecret"),
        (
            "POST",
            "/api/v1/webhooks/secret/rotate",
            "rotateWebhookSecret",
        ),
        (
            "POST",
            "/api/v1/webhooks/secret/revoke",
            "revokeWebhookSecret",
        ),
        ("GET", "/api/v1/apikeys/current-balance", "getBalance"),
    ];
    for (method, path, want) in cases {
        assert_eq!(
            spec().operation_id(method, path).as_deref(),
            Some(want),
            "{method} {path}"
        );
    }
    // A batch id is a parameter, so GET on the batches collection is not an operation.
    assert!(
        spec()
            .operation_id("GET", "/api/v1/generateTask/m/batches")
            .is_none()
    );
    assert!(
        spec()
            .operation_id("POST", "/api/v1/generateTask/m/batches/b1")
            .is_none()
    );
}

#[test]
fn full_urls_and_fragments_are_accepted() {
    assert_eq!(
        spec()
            .operation_id(
                "GET",
                "http://127.0.0.1:4321/api/v1/generateTask/m/batches/b%201#x"
            )
            .as_deref(),
        Some("getBatch")
    );
}

// ---- the dialect conversion, on small documents ---------------------------------------------

const SMALL_DOC: &str = r"
openapi: 3.0.3
info: { title: t, version: '1' }
servers:
  - url: /base
paths:
  /things/{id}:
    get:
      operationId: getThing
      responses:
        200:
          description: unquoted status key
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Thing' }
        4XX:
          description: any client error
          content:
            application/problem+json:
              schema: { type: object, required: [title] }
        default:
          description: anything else
          content:
            application/json:
              schema: { type: object, required: [error] }
    delete:
      responses:
        '204': { description: no body }
components:
  schemas:
    Kind:
      type: string
      enum: [a, b]
    Thing:
      type: object
      properties:
        label: { type: string, nullable: true, enum: [x, y] }
        kind:
          nullable: true
          allOf:
            - $ref: '#/components/schemas/Kind'
        free: { nullable: true, minLength: 2 }
        ref: { $ref: '#/components/schemas/Kind', nullable: true }
";

#[test]
fn nullable_is_converted_in_every_shape() {
    let api = OpenApi::from_yaml(SMALL_DOC).unwrap();
    let nulls = json!({ "label": null, "kind": null, "free": null, "ref": null });
    api.validate_response("GET", "/base/things/1", 200, &nulls)
        .unwrap();
    let good = json!({ "label": "x", "kind": "a", "free": "ab", "ref": "b" });
    api.validate_response("GET", "/base/things/1", 200, &good)
        .unwrap();
    let bad = json!({ "label": "z", "kind": "c", "free": "a", "ref": "c" });
    let report = api
        .validate_response("GET", "/base/things/1", 200, &bad)
        .unwrap_err();
    assert_contains(&report, &["/label", "/kind", "/free", "/ref"]);
}

#[test]
fn status_ranges_default_and_bodiless_responses() {
    let api = OpenApi::from_yaml(SMALL_DOC).unwrap();
    api.validate_response("GET", "/base/things/1", 404, &json!({ "title": "t" }))
        .unwrap();
    let report = api
        .validate_response("GET", "/base/things/1", 404, &json!({}))
        .unwrap_err();
    assert_contains(&report, &["getThing", "404", "title"]);
    api.validate_response("GET", "/base/things/1", 503, &json!({ "error": "e" }))
        .unwrap();
    assert!(
        api.validate_response("GET", "/base/things/1", 503, &json!({}))
            .is_err()
    );
    api.validate_response("DELETE", "/base/things/1", 204, &Value::Null)
        .unwrap();
    assert!(
        api.validate_response("DELETE", "/base/things/1", 204, &json!({}))
            .is_err()
    );
    assert_eq!(
        api.operation_id("DELETE", "/base/things/1").as_deref(),
        Some("DELETE /things/{id}")
    );
}

// ---- the vendored copy -------------------------------------------------------------------------

#[test]
fn vendored_spec_matches_the_shared_copy() {
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let shared = root.join("../shared/spec/openapi.yaml");
    if !shared.exists() {
        println!(
            "note: {} does not exist; skipping the drift check",
            shared.display()
        );
        return;
    }
    let vendored = std::fs::read(root.join("assets/spec/openapi.yaml")).unwrap();
    let original = std::fs::read(&shared).unwrap();
    assert!(
        vendored == original,
        "assets/spec/openapi.yaml differs from {}: copy the shared spec over the vendored one",
        shared.display()
    );
}

#[test]
fn every_component_schema_compiles() {
    let names: Vec<&str> = spec().schema_names().collect();
    for name in [
        "BatchWebhookBody",
        "TaskEnvelope",
        "SubmitTaskRequest",
        "BatchRequest",
        "ErrorEnvelope",
    ] {
        assert!(names.contains(&name), "{name} missing from {names:?}");
    }
}
