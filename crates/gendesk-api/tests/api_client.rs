//! The client against real HTTP on loopback: auth, encoding, every endpoint, the retry policy,
//! and unreadable answers.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

mod support;

use std::time::Duration;

use gendesk_api::testing::{AfterRead, RawServer, RecordingSleeper, dead_url};
use gendesk_api::{
    ApiError, BatchRequest, BatchRequestItem, ClientConfig, ModelInput, PreparedBatch,
    SubmitTaskRequest, TaskState,
};
use serde_json::json;
use support::{MockServer, Reply, TEST_KEY, client_for};

fn image_request() -> SubmitTaskRequest {
    SubmitTaskRequest::asynchronous(
        ModelInput::new("text-to-image", "a red fox").with("resolution", "1K"),
    )
}

#[allow(clippy::unwrap_used, reason = "test helper")]
fn batch() -> PreparedBatch {
    let items = (0..3)
        .map(|i| BatchRequestItem {
            client_item_id: format!("item-{i}"),
            idempotency_key: format!("0190-item-{i}"),
            input: ModelInput::new("text-to-image", format!("fox number {i}")),
        })
        .collect();
    PreparedBatch::new(
        "0190-batch-key",
        &BatchRequest {
            items,
            webhook_url: None,
        },
    )
    .unwrap()
}

fn batch_data() -> serde_json::Value {
    json!({"batchId": "b1", "model": "m", "status": "queued", "replayed": false,
           "newlyAcceptedCount": 1, "reusedCount": 0, "rejectedCount": 0,
           "items": [{"ordinal": 0, "clientItemId": "item-0", "taskId": "t1", "accepted": true, "status": "queued"}],
           "batchExpiresAt": "2026-11-28T10:00:00"})
}

#[tokio::test]
async fn sends_bearer_auth_json_and_the_exact_body() {
    let server = MockServer::start(vec![Reply::ok(json!({"taskId": "task_1"}))]).await;
    let sleeper = RecordingSleeper::new();
    let task_id = server
        .client(sleeper.clone())
        .submit_task("img-model", &image_request())
        .await
        .unwrap();
    assert_eq!(task_id, "task_1");
    let requests = server.requests();
    assert_eq!(requests.len(), 1);
    let req = &requests[0];
    assert_eq!(req.method, "POST");
    assert_eq!(req.path, "/api/v1/generateTask/img-model");
    assert_eq!(
        req.headers["authorization"],
        format!("Bearer {TEST_KEY}").as_str()
    );
    assert_eq!(req.headers["content-type"], "application/json");
    let body: serde_json::Value = serde_json::from_slice(&req.body).unwrap();
    assert_eq!(
        body,
        json!({"request_type": "async", "input": {"mode": "text-to-image", "prompt": "a red fox", "resolution": "1K"}})
    );
    assert!(sleeper.waits().is_empty());
}

#[tokio::test]
async fn encodes_model_task_and_batch_ids() {
    let record = json!({"taskId": "t/1 x", "state": "pending", "createTime": 1});
    let server = MockServer::start(vec![Reply::ok(record), Reply::ok(batch_data())]).await;
    let client = server.client(RecordingSleeper::new());
    let odd_model = "vendor/model v2?x#%";
    client.task_status(odd_model, "t/1 x&y=2").await.unwrap();
    client.batch_status(odd_model, "b/../1").await.unwrap();
    let requests = server.requests();
    assert_eq!(
        requests[0].path,
        "/api/v1/statusTask/vendor%2Fmodel%20v2%3Fx%23%25"
    );
    assert_eq!(requests[0].query.as_deref(), Some("taskId=t%2F1+x%26y%3D2"));
    assert_eq!(
        requests[1].path,
        "/api/v1/generateTask/vendor%2Fmodel%20v2%3Fx%23%25/batches/b%2F..%2F1"
    );
}

#[tokio::test]
async fn every_endpoint_has_its_method_path_and_payload() {
    let server = MockServer::start(vec![
        Reply::ok(json!({"taskId": "t1"})),
        Reply::ok(json!({"taskId": "t1", "state": "success", "resultJson": "{\"resultUrls\":[\"https://cdn/x.png\"]}",
                         "createTime": 1, "completeTime": 5, "costTime": 4})),
        Reply::ok(batch_data()),
        Reply::ok(batch_data()),
        Reply::ok(json!({"version": 3, "secret": "whsec_abc"})),
        Reply::ok(json!({"version": 4, "secret": "whsec_new"})),
        Reply::ok(json!(null)),
        Reply::ok(json!(12.5)),
    ])
    .await;
    let client = server.client(RecordingSleeper::new());
    assert_eq!(
        client.submit_task("m", &image_request()).await.unwrap(),
        "t1"
    );
    let record = client.task_status("m", "t1").await.unwrap();
    assert_eq!(record.state, TaskState::Success);
    assert_eq!(record.result_urls().unwrap(), vec!["https://cdn/x.png"]);
    assert_eq!(
        client.submit_batch("m", &batch()).await.unwrap().batch_id,
        "b1"
    );
    assert_eq!(client.batch_status("m", "b1").await.unwrap().items.len(), 1);
    let secret = client.webhook_secret().await.unwrap();
    assert_eq!((secret.version, secret.secret.as_str()), (3, "whsec_abc"));
    assert!(!format!("{secret:?}").contains("whsec_abc"));
    assert_eq!(
        client.rotate_webhook_secret().await.unwrap(),
        Some(json!({"version": 4, "secret": "whsec_new"}))
    );
    assert_eq!(client.revoke_webhook_secret().await.unwrap(), None);
    assert!((client.balance().await.unwrap() - 12.5).abs() < f64::EPSILON);
    let seen: Vec<(String, String)> = server
        .requests()
        .into_iter()
        .map(|r| (r.method, r.path))
        .collect();
    let expected = [
        ("POST", "/api/v1/generateTask/m"),
        ("GET", "/api/v1/statusTask/m"),
        ("POST", "/api/v1/generateTask/m/batches"),
        ("GET", "/api/v1/generateTask/m/batches/b1"),
        ("GET", "/api/v1/webhooks/secret"),
        ("POST", "/api/v1/webhooks/secret/rotate"),
        ("POST", "/api/v1/webhooks/secret/revoke"),
        ("GET", "/api/v1/apikeys/current-balance"),
    ];
    let expected: Vec<(String, String)> = expected
        .iter()
        .map(|(m, p)| ((*m).to_owned(), (*p).to_owned()))
        .collect();
    assert_eq!(seen, expected);
}

#[tokio::test]
async fn rate_limited_get_waits_as_retry_after_says_then_succeeds() {
    let server = MockServer::start(vec![
        Reply::error(429, "slow down").header("retry-after", "2"),
        Reply::ok(json!(3.0)),
    ])
    .await;
    let sleeper = RecordingSleeper::new();
    let balance = server.client(sleeper.clone()).balance().await.unwrap();
    assert!((balance - 3.0).abs() < f64::EPSILON);
    assert_eq!(sleeper.waits(), vec![Duration::from_secs(2)]);
    assert_eq!(server.requests().len(), 2);
}

#[tokio::test]
async fn rate_limit_without_retry_after_waits_about_a_minute() {
    let server = MockServer::start(vec![Reply::error(429, "slow down"), Reply::ok(json!(1))]).await;
    let sleeper = RecordingSleeper::new();
    server.client(sleeper.clone()).balance().await.unwrap();
    assert_eq!(sleeper.waits(), vec![Duration::from_mins(1)]);
}

#[tokio::test]
async fn three_503s_then_200_succeeds() {
    let mut replies = vec![Reply::error(503, "busy"); 3];
    replies.push(Reply::ok(json!(7)));
    let server = MockServer::start(replies).await;
    let sleeper = RecordingSleeper::new();
    assert!((server.client(sleeper.clone()).balance().await.unwrap() - 7.0).abs() < f64::EPSILON);
    assert_eq!(server.requests().len(), 4);
    let waits = sleeper.waits();
    assert_eq!(waits.len(), 3);
    assert!(
        waits[0] >= Duration::from_millis(500) && waits[2] >= Duration::from_secs(2),
        "{waits:?}"
    );
}

#[tokio::test]
async fn four_503s_fail_after_exactly_three_retries() {
    let server = MockServer::start(vec![Reply::error(503, "busy"); 4]).await;
    let sleeper = RecordingSleeper::new();
    let err = server
        .client(sleeper.clone())
        .task_status("m", "t")
        .await
        .unwrap_err();
    assert_eq!(err.status(), Some(503));
    assert_eq!(server.requests().len(), 4);
    assert_eq!(sleeper.waits().len(), 3);
    // Its sentence ("temporary problem") is gendesk_core::wording's; tested there.
}

#[tokio::test]
async fn client_errors_are_never_retried() {
    // What each status tells a person is gendesk_core::wording's; tested there.
    for status in [401, 402, 404, 400, 403] {
        let server =
            MockServer::start(vec![Reply::error(status, "nope"), Reply::ok(json!(1))]).await;
        let sleeper = RecordingSleeper::new();
        let err = server.client(sleeper.clone()).balance().await.unwrap_err();
        assert_eq!(server.requests().len(), 1, "status {status}");
        assert!(sleeper.waits().is_empty());
        assert!(
            matches!(&err, ApiError::Http { status: s, code: Some(c), message: Some(m), .. } if *s == status && i64::from(status) == *c && m == "nope"),
            "{err:?}"
        );
    }
}

#[tokio::test]
async fn single_task_post_dropped_after_sending_is_outcome_unknown_and_sent_once() {
    let server = RawServer::start(AfterRead::HangUp).await;
    let sleeper = RecordingSleeper::new();
    let client = client_for(&server.url, sleeper.clone(), ClientConfig::default());
    let err = client.submit_task("m", &image_request()).await.unwrap_err();
    assert!(err.is_outcome_unknown(), "{err:?}");
    assert!(matches!(
        err,
        ApiError::OutcomeUnknown {
            timed_out: false,
            ..
        }
    ));
    assert_eq!(server.requests(), 1);
    assert!(sleeper.waits().is_empty());
}

#[tokio::test]
async fn single_task_post_timing_out_is_outcome_unknown_and_sent_once() {
    let server = RawServer::start(AfterRead::Stall).await;
    let config = ClientConfig {
        request_timeout: Duration::from_millis(300),
        ..ClientConfig::default()
    };
    let client = client_for(&server.url, RecordingSleeper::new(), config);
    let err = client.submit_task("m", &image_request()).await.unwrap_err();
    assert!(
        matches!(
            err,
            ApiError::OutcomeUnknown {
                timed_out: true,
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(server.requests(), 1);
}

#[tokio::test]
async fn single_task_post_is_not_retried_after_a_5xx() {
    for reply in [Reply::error(503, "busy"), Reply::error(500, "oops")] {
        let server = MockServer::start(vec![reply, Reply::ok(json!({"taskId": "t2"}))]).await;
        let sleeper = RecordingSleeper::new();
        assert!(
            server
                .client(sleeper.clone())
                .submit_task("m", &image_request())
                .await
                .is_err()
        );
        assert_eq!(server.requests().len(), 1);
        assert!(sleeper.waits().is_empty());
    }
}

#[tokio::test]
async fn single_task_post_waits_out_a_429_then_is_sent_again() {
    // 429 means "not processed": the interface says to retry, and nothing was charged.
    let server = MockServer::start(vec![
        Reply::error(429, "slow").header("retry-after", "1"),
        Reply::ok(json!({"taskId": "t2"})),
    ])
    .await;
    let sleeper = RecordingSleeper::new();
    let id = server
        .client(sleeper.clone())
        .submit_task("m", &image_request())
        .await
        .unwrap();
    assert_eq!(id, "t2");
    assert_eq!(server.requests().len(), 2);
    assert_eq!(sleeper.waits(), [Duration::from_secs(1)]);
}

#[tokio::test]
async fn single_task_post_is_retried_when_it_never_left() {
    let url = dead_url().await;
    let sleeper = RecordingSleeper::new();
    let client = client_for(&url, sleeper.clone(), ClientConfig::default());
    let err = client.submit_task("m", &image_request()).await.unwrap_err();
    assert!(err.is_not_sent(), "{err:?}");
    assert_eq!(sleeper.waits().len(), 3);
}

#[tokio::test]
async fn lost_connections_on_gets_are_retried_at_most_three_times() {
    let server = RawServer::start(AfterRead::HangUp).await;
    let sleeper = RecordingSleeper::new();
    let client = client_for(&server.url, sleeper.clone(), ClientConfig::default());
    let err = client.task_status("m", "t").await.unwrap_err();
    assert!(err.is_outcome_unknown(), "{err:?}");
    assert_eq!(server.requests(), 4);
    assert_eq!(sleeper.waits().len(), 3);
}

#[tokio::test]
async fn batch_post_retried_after_503_resends_identical_bytes_and_key() {
    let server = MockServer::start(vec![Reply::error(503, "busy"), Reply::ok(batch_data())]).await;
    let sleeper = RecordingSleeper::new();
    let prepared = batch();
    let result = server
        .client(sleeper.clone())
        .submit_batch("m", &prepared)
        .await
        .unwrap();
    assert_eq!(result.batch_id, "b1");
    let requests = server.requests();
    assert_eq!(requests.len(), 2);
    for req in &requests {
        assert_eq!(req.headers["idempotency-key"], "0190-batch-key");
        assert_eq!(&req.body[..], &prepared.body()[..]);
    }
    assert_eq!(requests[0].body, requests[1].body);
    assert_eq!(sleeper.waits().len(), 1);
}

#[tokio::test]
async fn unreadable_answers_become_clear_errors() {
    let html = "<html><body><h1>502 Bad Gateway</h1></body></html>";
    let server = MockServer::start(vec![
        Reply::raw(200, "text/html", html),
        Reply::raw(
            200,
            "application/json",
            r#"{"code":200,"message":"success","data":{"taskId":"#,
        ),
        Reply::raw(
            200,
            "application/json",
            r#"{"code":200,"message":"success","data":{"state":"pending"}}"#,
        ),
        Reply::json(
            200,
            json!({"code": 401, "message": "API key is invalid", "data": null}),
        ),
        Reply::raw(418, "text/html", html),
    ])
    .await;
    let client = server.client(RecordingSleeper::new());
    let html_err = client.submit_task("m", &image_request()).await.unwrap_err();
    assert!(
        matches!(&html_err, ApiError::Decode { status: 200, sample, .. } if sample.starts_with("<html>")),
        "{html_err:?}"
    );
    let truncated = client.submit_task("m", &image_request()).await.unwrap_err();
    assert!(
        matches!(truncated, ApiError::Decode { .. }),
        "{truncated:?}"
    );
    let wrong_shape = client.task_status("m", "t").await.unwrap_err();
    assert!(
        matches!(&wrong_shape, ApiError::Decode { reason, .. } if reason.contains("taskId")),
        "{wrong_shape:?}"
    );
    let envelope = client.task_status("m", "t").await.unwrap_err();
    assert!(
        matches!(&envelope, ApiError::Envelope { code: 401, .. }),
        "{envelope:?}"
    );
    let teapot = client.task_status("m", "t").await.unwrap_err();
    assert!(
        matches!(
            teapot,
            ApiError::Http {
                status: 418,
                code: None,
                message: None,
                ..
            }
        ),
        "{teapot:?}"
    );
}

#[tokio::test]
async fn the_key_never_appears_in_errors() {
    let echo = format!("bad key {TEST_KEY}");
    let server = MockServer::start(vec![
        Reply::error(401, &echo),
        Reply::raw(200, "text/plain", &echo),
    ])
    .await;
    let client = server.client(RecordingSleeper::new());
    for err in [
        client.balance().await.unwrap_err(),
        client.balance().await.unwrap_err(),
    ] {
        for text in [err.to_string(), format!("{err:?}")] {
            assert!(!text.contains("SENTINEL"), "{text}");
        }
    }
    assert!(!format!("{client:?}").contains("SENTINEL"));
}

#[tokio::test]
async fn oversized_answers_are_refused_not_buffered() {
    let big = format!(
        "{{\"code\":200,\"message\":\"{}\",\"data\":1}}",
        "x".repeat(4096)
    );
    let server = MockServer::start(vec![Reply::raw(200, "application/json", &big)]).await;
    let config = ClientConfig {
        max_response_bytes: 1024,
        ..ClientConfig::default()
    };
    let client = client_for(&server.url, RecordingSleeper::new(), config);
    assert!(matches!(
        client.balance().await.unwrap_err(),
        ApiError::TooLarge { limit: 1024 }
    ));
}

#[tokio::test]
async fn redirects_are_not_followed() {
    let server = MockServer::start(vec![
        Reply::raw(302, "text/plain", "").header("location", "https://elsewhere.example/"),
    ])
    .await;
    let err = server
        .client(RecordingSleeper::new())
        .balance()
        .await
        .unwrap_err();
    assert_eq!(err.status(), Some(302));
    assert_eq!(server.requests().len(), 1);
}

#[tokio::test]
async fn callback_mode_without_https_url_is_refused_before_sending() {
    let server = MockServer::start(vec![]).await;
    let client = server.client(RecordingSleeper::new());
    let mut request = image_request();
    request.request_type = gendesk_api::RequestType::Callback;
    assert!(matches!(
        client.submit_task("m", &request).await,
        Err(ApiError::InvalidRequest(_))
    ));
    request.callback_url = Some("http://hooks.example/cb".into());
    assert!(matches!(
        client.submit_task("m", &request).await,
        Err(ApiError::InvalidRequest(_))
    ));
    assert!(server.requests().is_empty());
}

#[tokio::test]
async fn a_balance_that_is_not_a_number_is_a_clear_error() {
    for data in ["\"lots\"", "\"25.00\"", "null", "{\"usd\": 1}", "1e400"] {
        let body = format!("{{\"code\": 200, \"message\": \"success\", \"data\": {data}}}");
        let server = MockServer::start(vec![Reply::raw(200, "application/json", &body)]).await;
        let err = server
            .client(RecordingSleeper::new())
            .balance()
            .await
            .unwrap_err();
        assert!(matches!(err, ApiError::Decode { .. }), "{data}: {err:?}");
        assert_eq!(server.requests().len(), 1, "{data}: not retried");
    }
}

#[tokio::test]
async fn negative_and_huge_balances_are_read_as_they_are() {
    for (data, expected) in [("-3.2", -3.2), ("1e308", 1e308), ("0", 0.0)] {
        let body = format!("{{\"code\": 200, \"message\": \"success\", \"data\": {data}}}");
        let server = MockServer::start(vec![Reply::raw(200, "application/json", &body)]).await;
        let balance = server
            .client(RecordingSleeper::new())
            .balance()
            .await
            .unwrap();
        assert!(
            (balance - expected).abs() <= f64::EPSILON * expected.abs(),
            "{data}"
        );
        assert!(balance.is_finite());
    }
}
