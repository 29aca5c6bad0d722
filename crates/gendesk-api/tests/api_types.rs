//! Every example shape of the interface document parses, every resource round-trips, unknown
//! values are kept, and a broken `resultJson` is a typed error.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_api::envelope::Envelope;
use gendesk_api::task::SubmitTaskResponse;
use gendesk_api::{
    Batch, BatchItem, BatchRequest, BatchStatus, BatchWebhookBody, FailCategory, FailCode,
    ItemStatus, ModelInput, Provider, RequestType, ResultJsonError, SubmitTaskRequest,
    TaskCallback, TaskOutcome, TaskRecord, TaskState, WebhookSecret,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// Parses `value` as `T`, then checks that serializing gives the same JSON back.
#[allow(
    clippy::unwrap_used,
    clippy::needless_pass_by_value,
    reason = "test helper"
)]
#[track_caller]
fn round_trip<T: Serialize + DeserializeOwned + std::fmt::Debug + PartialEq>(value: Value) -> T {
    let parsed: T =
        serde_json::from_value(value.clone()).unwrap_or_else(|e| panic!("{e}: {value}"));
    assert_eq!(
        serde_json::to_value(&parsed).unwrap(),
        value,
        "round trip of {parsed:?}"
    );
    let again: T = serde_json::from_value(serde_json::to_value(&parsed).unwrap()).unwrap();
    assert_eq!(again, parsed);
    parsed
}

const RESULT: &str = r#"{"resultUrls":["https://cdn.example/a.png","https://cdn.example/b.png"]}"#;

#[test]
fn submission_response_envelope() {
    let env: Envelope<SubmitTaskResponse> =
        round_trip(json!({"code": 200, "message": "success", "data": {"taskId": "task_12345678"}}));
    assert!(env.is_ok());
    assert_eq!(env.data.unwrap().task_id, "task_12345678");
}

#[test]
fn whole_request_failure_envelope_has_null_data() {
    let env: Envelope<Value> =
        round_trip(json!({"code": 401, "message": "API key is invalid or missing", "data": null}));
    assert!(!env.is_ok());
    assert_eq!(env.data, None);
    let missing_data: Envelope<Value> =
        serde_json::from_value(json!({"code": 500, "message": "x"})).unwrap();
    assert_eq!(missing_data.data, None);
}

#[test]
fn pending_and_processing_records_carry_id_state_and_create_time() {
    for state in ["pending", "processing"] {
        let record: TaskRecord = round_trip(
            json!({"taskId": "t1", "state": state, "createTime": 1_700_000_000_000_i64}),
        );
        assert!(!record.state.is_final());
        assert!(matches!(
            record.outcome().unwrap(),
            TaskOutcome::InProgress(_)
        ));
        assert_eq!(record.result_urls().unwrap(), Vec::<String>::new());
    }
}

#[test]
fn success_record_decodes_its_result_urls() {
    let record: TaskRecord = round_trip(json!({
        "taskId": "t1", "state": "success", "resultJson": RESULT,
        "costTime": 8123, "createTime": 1_700_000_000_000_i64, "completeTime": 1_700_000_008_123_i64
    }));
    assert!(record.state.is_final());
    assert_eq!(
        record.result_urls().unwrap(),
        vec!["https://cdn.example/a.png", "https://cdn.example/b.png"]
    );
    assert_eq!(record.cost_time, Some(8123));
}

#[test]
fn failed_record_inside_a_200_envelope() {
    let env: Envelope<TaskRecord> = round_trip(json!({"code": 200, "message": "success", "data": {
        "taskId": "t1", "state": "failed", "failCode": "NSFW", "failMsg": "flagged",
        "createTime": 1, "completeTime": 2
    }}));
    let record = env.data.unwrap();
    match record.outcome().unwrap() {
        TaskOutcome::Failed {
            code: Some(code),
            message,
        } => {
            assert_eq!(code, FailCode::Nsfw);
            assert_eq!(code.category(), FailCategory::ContentPolicy);
            assert!(!code.is_retryable());
            assert_eq!(message.as_deref(), Some("flagged"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn unknown_states_and_codes_are_kept_verbatim() {
    let record: TaskRecord =
        round_trip(json!({"taskId": "t", "state": "queued_upstream", "createTime": 1}));
    assert_eq!(record.state, TaskState::Unknown("queued_upstream".into()));
    assert!(!record.state.is_final());
    let failed: TaskRecord = round_trip(
        json!({"taskId": "t", "state": "failed", "failCode": "BrandNewCode", "failMsg": "?"}),
    );
    assert_eq!(
        failed.fail_code,
        Some(FailCode::Unknown("BrandNewCode".into()))
    );
    assert_eq!(failed.fail_code.unwrap().category(), FailCategory::Unknown);
    let batch: Batch = serde_json::from_value(json!({"batchId": "b", "model": "m", "status": "paused", "items": [
        {"ordinal": 0, "clientItemId": "a", "taskId": "t", "accepted": true, "status": "throttled"}
    ]}))
    .unwrap();
    assert_eq!(batch.status, BatchStatus::Unknown("paused".into()));
    assert_eq!(
        batch.items[0].status,
        ItemStatus::Unknown("throttled".into())
    );
}

#[test]
fn codes_with_spaces_survive() {
    for code in [
        "Website TimeOut",
        "Task TimeOut",
        "Validation error",
        "Upload error",
        "outputimagesensitivecontentdetected",
    ] {
        let record: TaskRecord =
            round_trip(json!({"taskId": "t", "state": "failed", "failCode": code}));
        let parsed = record.fail_code.unwrap();
        assert!(parsed.is_known(), "{code}");
        assert_eq!(parsed.as_str(), code);
    }
    assert!(FailCode::parse("Website TimeOut").is_retryable());
    assert_eq!(
        FailCode::parse("Task TimeOut").category(),
        FailCategory::ExpiredTask
    );
}

#[test]
fn success_with_broken_result_json_is_a_typed_error() {
    for broken in [
        "",
        "not json",
        "{\"resultUrls\": \"x\"}",
        "{\"other\": []}",
        "{\"resultUrls\":[1]}",
        "[]",
    ] {
        let record: TaskRecord = serde_json::from_value(
            json!({"taskId": "t", "state": "success", "resultJson": broken}),
        )
        .unwrap();
        assert!(
            matches!(record.outcome(), Err(ResultJsonError::Invalid { .. })),
            "{broken:?}"
        );
        assert!(record.result_urls().is_err());
    }
    let missing: TaskRecord =
        serde_json::from_value(json!({"taskId": "t", "state": "success"})).unwrap();
    assert_eq!(missing.outcome(), Err(ResultJsonError::Missing));
}

#[test]
fn result_json_extra_fields_are_kept() {
    let record: TaskRecord = serde_json::from_value(
        json!({"taskId": "t", "state": "success", "resultJson": "{\"resultUrls\":[\"https://x/a.mp3\"],\"duration\":31.5}"}),
    )
    .unwrap();
    let TaskOutcome::Succeeded(payload) = record.outcome().unwrap() else {
        panic!()
    };
    assert_eq!(payload.extra["duration"], json!(31.5));
}

fn submitted_batch() -> Value {
    json!({
        "batchId": "batch_1", "model": "img-model", "status": "queued", "replayed": false,
        "newlyAcceptedCount": 1, "reusedCount": 1, "rejectedCount": 1,
        "items": [
            {"ordinal": 0, "clientItemId": "row-1", "taskId": "t1", "accepted": true, "status": "queued"},
            {"ordinal": 1, "clientItemId": "row-2", "taskId": "t0", "accepted": true, "status": "queued"},
            {"ordinal": 2, "clientItemId": "row-3", "taskId": null, "accepted": false, "status": "rejected",
             "error": {"code": "INVALID_PARAM_VALUE", "message": "aspect_ratio 7:3 is not allowed"}}
        ],
        "batchExpiresAt": "2026-11-28T07:42:00"
    })
}

#[test]
fn batch_submission_with_accepted_reused_and_rejected_items() {
    let batch: Batch = round_trip(submitted_batch());
    assert_eq!(
        (
            batch.newly_accepted_count,
            batch.reused_count,
            batch.rejected_count
        ),
        (1, 1, 1)
    );
    assert!(!batch.replayed);
    let rejected = &batch.items[2];
    assert!(!rejected.accepted && rejected.task_id.is_none());
    assert_eq!(
        rejected.error.as_ref().unwrap().code,
        FailCode::InvalidParamValue
    );
    assert_eq!(
        batch.expires_at().unwrap().to_string(),
        "2026-11-28 07:42:00"
    );
}

#[test]
fn batch_status_with_terminal_results() {
    let batch: Batch = round_trip(json!({
        "batchId": "batch_1", "model": "img-model", "status": "completed", "replayed": false,
        "newlyAcceptedCount": 2, "reusedCount": 0, "rejectedCount": 0,
        "items": [
            {"ordinal": 0, "clientItemId": "row-1", "taskId": "t1", "accepted": true, "status": "succeeded",
             "result": {"taskId": "t1", "state": "success", "resultJson": RESULT}},
            {"ordinal": 1, "clientItemId": "row-2", "taskId": "t2", "accepted": true, "status": "failed",
             "result": {"taskId": "t2", "state": "failed", "failCode": "UpstreamError", "failMsg": "provider down"}}
        ]
    }));
    assert!(batch.status.is_final());
    assert_eq!(batch.expires_at(), None);
    assert_eq!(
        batch.items[0]
            .result
            .as_ref()
            .unwrap()
            .payload()
            .unwrap()
            .result_urls
            .len(),
        2
    );
    let failed = batch.items[1].result.as_ref().unwrap();
    assert!(failed.fail_code.as_ref().unwrap().is_retryable());
    assert_eq!(failed.payload(), Err(ResultJsonError::Missing));
}

#[test]
fn batch_item_minimal_shape_and_replay_flag() {
    let item: BatchItem = serde_json::from_value(
        json!({"ordinal": 0, "clientItemId": "a", "accepted": false, "status": "rejected"}),
    )
    .unwrap();
    assert_eq!(item.task_id, None);
    let mut replayed = submitted_batch();
    replayed["replayed"] = json!(true);
    assert!(round_trip::<Batch>(replayed).replayed);
    let completed_with_errors: Batch = serde_json::from_value(
        json!({"batchId": "b", "model": "m", "status": "completed_with_errors", "items": []}),
    )
    .unwrap();
    assert_eq!(
        completed_with_errors.status,
        BatchStatus::CompletedWithErrors
    );
    assert_eq!(completed_with_errors.newly_accepted_count, 0);
}

#[test]
fn single_task_submission_bodies() {
    let request: SubmitTaskRequest = round_trip(json!({
        "provider": "value", "request_type": "callback", "callback_url": "https://hooks.example/cb",
        "input": {"mode": "image-to-video", "prompt": "waves", "image_urls": ["https://x/a.png"],
                  "aspect_ratio": "16:9", "resolution": "720p", "duration": 5, "sound": true}
    }));
    assert_eq!(request.provider, Some(Provider::Value));
    assert_eq!(request.request_type, RequestType::Callback);
    assert_eq!(request.input.extra["duration"], json!(5));
    assert!(request.validate().is_ok());
    let music: SubmitTaskRequest = round_trip(json!({
        "request_type": "async", "input": {"mode": "V4_5PLUS", "prompt": "calm piano", "customMode": false, "instrumental": true}
    }));
    assert_eq!(music.provider, None);
    let built = SubmitTaskRequest::asynchronous(
        ModelInput::new("V5", "calm piano").with("instrumental", true),
    );
    assert_eq!(
        serde_json::to_value(&built).unwrap(),
        json!({"request_type": "async", "input": {"mode": "V5", "prompt": "calm piano", "instrumental": true}})
    );
    assert!(
        serde_json::from_value::<SubmitTaskRequest>(
            json!({"request_type": "sync", "input": {"mode": "m", "prompt": "p"}})
        )
        .is_err()
    );
}

#[test]
fn callback_url_rules() {
    let input = ModelInput::new("text-to-image", "p");
    assert!(
        SubmitTaskRequest::callback(input.clone(), "https://hooks.example/cb")
            .validate()
            .is_ok()
    );
    assert!(
        SubmitTaskRequest::callback(input.clone(), "http://127.0.0.1:9000/cb")
            .validate()
            .is_ok()
    );
    assert!(
        SubmitTaskRequest::callback(input.clone(), "http://hooks.example/cb")
            .validate()
            .is_err()
    );
    assert!(
        SubmitTaskRequest::callback(input.clone(), "not a url")
            .validate()
            .is_err()
    );
    assert!(SubmitTaskRequest::callback(input, "  ").validate().is_err());
}

#[test]
fn batch_request_body() {
    let request: BatchRequest = round_trip(json!({
        "webhook_url": "https://hooks.example/batch",
        "items": [{"client_item_id": "row-1", "idempotency_key": "k-1", "input": {"mode": "text-to-image", "prompt": "a"}}]
    }));
    assert_eq!(request.items[0].client_item_id, "row-1");
}

#[test]
fn webhook_secret_and_balance() {
    let env: Envelope<WebhookSecret> = round_trip(
        json!({"code": 200, "message": "success", "data": {"version": 2, "secret": "whsec_x"}}),
    );
    let secret = env.data.unwrap();
    assert_eq!(secret.version, 2);
    assert!(!format!("{secret:?}").contains("whsec_x"));
    let balance: Envelope<f64> =
        round_trip(json!({"code": 200, "message": "success", "data": 42.75}));
    assert_eq!(balance.data, Some(42.75));
    let integer: Envelope<f64> =
        serde_json::from_value(json!({"code": 200, "message": "success", "data": 3})).unwrap();
    assert_eq!(integer.data, Some(3.0));
}

#[test]
fn single_task_callback_body() {
    let callback: TaskCallback = round_trip(json!({"code": 200, "message": "success", "data": {
        "taskId": "t1", "state": "success", "resultJson": RESULT, "costTime": 10, "createTime": 1, "completeTime": 11
    }}));
    assert_eq!(callback.data.unwrap().result_urls().unwrap().len(), 2);
    let failed: TaskCallback = round_trip(json!({"code": 200, "message": "success", "data": {
        "taskId": "t1", "state": "failed", "failCode": "Timeout", "failMsg": "slow", "costTime": 10, "createTime": 1, "completeTime": 11
    }}));
    assert!(failed.data.unwrap().fail_code.unwrap().is_retryable());
}

#[test]
fn batch_webhook_body() {
    let body: BatchWebhookBody = round_trip(json!({
        "code": 200, "message": "success",
        "data": {"taskId": "t1", "state": "success", "resultJson": RESULT},
        "batch": {"batchId": "batch_1", "clientItemId": "row-1"}
    }));
    assert_eq!(body.batch.client_item_id, "row-1");
    assert_eq!(body.data.payload().unwrap().result_urls.len(), 2);
    let failed: BatchWebhookBody = round_trip(json!({
        "code": 200, "message": "success",
        "data": {"taskId": "t2", "state": "failed", "failCode": "ImageNotAccess", "failMsg": "404 on image"},
        "batch": {"batchId": "batch_1", "clientItemId": "row-2"}
    }));
    assert_eq!(
        failed.data.fail_code.unwrap().category(),
        FailCategory::MediaInput
    );
}
