//! Single tasks against the in-process sandbox over real loopback HTTP: lifecycle, callbacks,
//! every failure family, auth, money, validation and the rate limit.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]
#![allow(
    clippy::case_sensitive_file_extension_comparisons,
    reason = "the sandbox promises lower-case extensions"
)]

use std::time::Duration;

use gendesk_api::webhook::WebhookHeaders;
use gendesk_api::{
    ApiError, FailCategory, FailCode, ModelInput, SubmitTaskRequest, TaskCallback, TaskOutcome,
    TaskState,
};
use gendesk_sandbox::accounts::{IMAGES_ONLY_KEY, LOW_BALANCE_KEY, OTHER_ACCOUNT_KEY, REVOKED_KEY};
use gendesk_sandbox::testing::Receiver;
use gendesk_sandbox::testing::{sandbox_client, start_sandbox, start_sandbox_with, wait_final};
use gendesk_sandbox::{DEMO_KEY, RateLimit, SandboxConfig};

const IMAGE: &str = "sandbox/image-fast";
const VIDEO: &str = "sandbox/video-lite";
const MUSIC: &str = "sandbox/music";

fn image(prompt: &str) -> SubmitTaskRequest {
    SubmitTaskRequest::asynchronous(
        ModelInput::new("text-to-image", prompt).with("resolution", "1K"),
    )
}

#[tokio::test]
async fn image_task_goes_pending_processing_success_with_times_and_urls() {
    let sandbox = start_sandbox(20.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let task_id = client
        .submit_task(IMAGE, &image("a red fox in snow"))
        .await
        .unwrap();
    let first = client.task_status(IMAGE, &task_id).await.unwrap();
    assert_eq!(first.state, TaskState::Pending);
    assert!(
        first.create_time.is_some() && first.result_json.is_none() && first.complete_time.is_none()
    );
    let mut seen = vec![first.state.clone()];
    let record = loop {
        let record = client.task_status(IMAGE, &task_id).await.unwrap();
        if seen.last() != Some(&record.state) {
            seen.push(record.state.clone());
        }
        if record.state.is_final() {
            break record;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    assert_eq!(
        seen,
        vec![
            TaskState::Pending,
            TaskState::Processing,
            TaskState::Success
        ]
    );
    let (create, complete, cost) = (
        record.create_time.unwrap(),
        record.complete_time.unwrap(),
        record.cost_time.unwrap(),
    );
    assert_eq!(complete - create, cost);
    assert!(
        (3_000..=12_000).contains(&cost),
        "image cost time {cost} ms"
    );
    let urls = record.result_urls().unwrap();
    assert_eq!(urls.len(), 1);
    assert!(
        urls[0].starts_with(&format!("{}/media/", sandbox.base_url())) && urls[0].ends_with(".png")
    );
    assert_eq!(sandbox.counters().tasks_created, 1);
}

#[tokio::test]
async fn video_and_music_take_longer_and_music_returns_two_takes() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let video = SubmitTaskRequest::asynchronous(
        ModelInput::new("text-to-video", "waves")
            .with("duration", 10)
            .with("resolution", "480p"),
    );
    let video_id = client.submit_task(VIDEO, &video).await.unwrap();
    let music_id = client
        .submit_task(
            MUSIC,
            &SubmitTaskRequest::asynchronous(ModelInput::new("V5", "calm piano")),
        )
        .await
        .unwrap();
    let video = wait_final(&client, VIDEO, &video_id).await;
    assert!(video.cost_time.unwrap() >= 20_000, "{video:?}");
    assert!(video.result_urls().unwrap()[0].ends_with(".mp4"));
    let music = wait_final(&client, MUSIC, &music_id).await;
    let urls = music.result_urls().unwrap();
    assert_eq!(urls.len(), 2);
    assert!(urls.iter().all(|u| u.ends_with(".wav")));
    assert!(music.cost_time.unwrap() >= 15_000);
}

#[tokio::test]
async fn every_fail_code_family_is_produced_by_a_prompt_marker() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let codes = [
        ("NSFW", FailCategory::ContentPolicy),
        ("PromptLengthExceeded", FailCategory::Validation),
        ("ImageNotAccess", FailCategory::MediaInput),
        ("InsufficientQuota", FailCategory::AuthQuota),
        ("UpstreamInternalError", FailCategory::Transient),
        ("Website TimeOut", FailCategory::Transient),
        ("RateLimited", FailCategory::Transient),
        ("Task TimeOut", FailCategory::ExpiredTask),
        ("SomethingNew", FailCategory::Unknown),
    ];
    let mut messages = std::collections::HashSet::new();
    for (code, category) in codes {
        let task_id = client
            .submit_task(IMAGE, &image(&format!("a cat [fail:{code}]")))
            .await
            .unwrap();
        let record = wait_final(&client, IMAGE, &task_id).await;
        assert_eq!(record.state, TaskState::Failed);
        let TaskOutcome::Failed {
            code: Some(got),
            message: Some(message),
        } = record.outcome().unwrap()
        else {
            panic!("{record:?}")
        };
        assert_eq!(got.as_str(), code);
        assert_eq!(got.category(), category, "{code}");
        assert!(!message.is_empty());
        messages.insert(message);
        assert!(record.complete_time.is_some() && record.result_json.is_none());
    }
    assert!(
        messages.len() > 3,
        "failMsg wording should vary: {messages:?}"
    );
}

#[tokio::test]
async fn balance_falls_on_acceptance_and_failures_are_refunded() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let start = client.balance().await.unwrap();
    assert!((start - 25.0).abs() < 1e-9);
    let ok_id = client.submit_task(IMAGE, &image("fine")).await.unwrap();
    let bad_id = client
        .submit_task(IMAGE, &image("nope [fail:NSFW]"))
        .await
        .unwrap();
    assert!(
        (client.balance().await.unwrap() - (25.0 - 0.04)).abs() < 1e-9,
        "1K costs $0.02 each"
    );
    wait_final(&client, IMAGE, &ok_id).await;
    wait_final(&client, IMAGE, &bad_id).await;
    assert!(
        (client.balance().await.unwrap() - (25.0 - 0.02)).abs() < 1e-9,
        "the failed task is refunded"
    );
}

#[tokio::test]
async fn callback_mode_posts_the_documented_body_and_status_still_works() {
    let sandbox = start_sandbox(1000.0).await;
    let receiver = Receiver::start(vec![]).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let request = SubmitTaskRequest::callback(
        ModelInput::new("text-to-image", "owl").with("resolution", "1K"),
        receiver.url.clone(),
    );
    let task_id = client.submit_task(IMAGE, &request).await.unwrap();
    let got = receiver.wait_for(1, Duration::from_secs(10)).await;
    let body: TaskCallback = serde_json::from_slice(&got[0].body).unwrap();
    assert_eq!((body.code, body.message.as_str()), (200, "success"));
    let data = body.data.unwrap();
    assert_eq!(data.task_id, task_id);
    assert_eq!(data.state, TaskState::Success);
    assert!(data.cost_time.is_some() && data.create_time.is_some() && data.complete_time.is_some());
    assert_eq!(data.result_urls().unwrap().len(), 1);
    assert_eq!(
        WebhookHeaders::from_header_map(&got[0].headers).signature,
        None,
        "callbacks are unsigned"
    );
    assert_eq!(
        wait_final(&client, IMAGE, &task_id).await.state,
        TaskState::Success
    );
    let counters = sandbox.counters();
    assert_eq!(
        (counters.callbacks_attempted, counters.callbacks_succeeded),
        (1, 1)
    );
}

#[tokio::test]
async fn callbacks_retry_after_30s_2m_10m_then_give_up() {
    let sandbox = start_sandbox(2000.0).await;
    let receiver = Receiver::start(vec![500, 503, 404, 500, 500]).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let request = SubmitTaskRequest::callback(
        ModelInput::new("text-to-image", "owl [fail:Timeout]"),
        receiver.url.clone(),
    );
    let task_id = client.submit_task(IMAGE, &request).await.unwrap();
    let got = receiver.wait_for(4, Duration::from_secs(10)).await;
    gendesk_api::testing::wait_until(Duration::from_secs(5), || {
        sandbox.counters().callbacks_abandoned == 1
    })
    .await;
    assert_eq!(
        receiver.received().len(),
        4,
        "first attempt + 3 retries, then abandoned"
    );
    let times: Vec<i64> = got
        .iter()
        .map(|r| {
            serde_json::from_slice::<TaskCallback>(&r.body)
                .unwrap()
                .data
                .unwrap()
                .complete_time
                .unwrap()
        })
        .collect();
    assert!(
        times.windows(2).all(|w| w[0] == w[1]),
        "same task body each time"
    );
    let failed = wait_final(&client, IMAGE, &task_id).await;
    assert_eq!(failed.fail_code, Some(FailCode::Timeout));
}

#[tokio::test]
async fn callbacks_to_a_receiver_that_never_answers_time_out_and_are_retried() {
    let sandbox = start_sandbox_with(SandboxConfig {
        time_scale: 5000.0,
        allow_loopback_targets: true,
        rate_limit: None,
        min_delivery_timeout: Duration::from_millis(100),
        ..SandboxConfig::default()
    })
    .await;
    let silent =
        gendesk_api::testing::RawServer::start(gendesk_api::testing::AfterRead::Stall).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let request = SubmitTaskRequest::callback(
        ModelInput::new("text-to-image", "owl"),
        format!("{}/hook", silent.url),
    );
    client.submit_task(IMAGE, &request).await.unwrap();
    gendesk_api::testing::wait_until(Duration::from_secs(10), || {
        sandbox.counters().callbacks_abandoned == 1
    })
    .await;
    assert_eq!(
        silent.requests(),
        4,
        "first attempt + 3 retries, each cut off at the deadline"
    );
    assert_eq!(sandbox.counters().callbacks_succeeded, 0);
}

#[tokio::test]
async fn duplicate_delivery_option_sends_each_callback_twice() {
    let sandbox = start_sandbox_with(SandboxConfig {
        time_scale: 1000.0,
        allow_loopback_targets: true,
        duplicate_deliveries: true,
        rate_limit: None,
        ..SandboxConfig::default()
    })
    .await;
    let receiver = Receiver::start(vec![]).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let request = SubmitTaskRequest::callback(
        ModelInput::new("text-to-image", "owl"),
        receiver.url.clone(),
    );
    client.submit_task(IMAGE, &request).await.unwrap();
    let got = receiver.wait_for(2, Duration::from_secs(10)).await;
    assert_eq!(got[0].body, got[1].body);
}

#[tokio::test]
async fn callback_url_must_be_https_unless_loopback_is_allowed() {
    let strict = start_sandbox_with(SandboxConfig {
        rate_limit: None,
        ..SandboxConfig::default()
    })
    .await;
    let client = sandbox_client(&strict, DEMO_KEY);
    let request = SubmitTaskRequest::callback(
        ModelInput::new("text-to-image", "owl"),
        "http://127.0.0.1:9/hook",
    );
    let err = client.submit_task(IMAGE, &request).await.unwrap_err();
    assert!(
        matches!(&err, ApiError::Http { status: 400, message: Some(m), .. } if m.contains("loopback")),
        "{err:?}"
    );
    let raw = reqwest::Client::new()
        .post(format!("{}/api/v1/generateTask/sandbox%2Fimage-fast", strict.base_url()))
        .bearer_auth(DEMO_KEY)
        .json(&serde_json::json!({"request_type": "callback", "input": {"mode": "text-to-image", "prompt": "x"}}))
        .send()
        .await
        .unwrap();
    assert_eq!(raw.status(), 400);
    let body: serde_json::Value = raw.json().await.unwrap();
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("callback_url is required"),
        "{body}"
    );
    assert_eq!(body["data"], serde_json::Value::Null);
}

#[tokio::test]
async fn authentication_failures_are_401_with_the_stated_message() {
    let sandbox = start_sandbox(1000.0).await;
    let no_header = reqwest::Client::new()
        .get(format!("{}/apikeys/current-balance", sandbox.api_base()))
        .send()
        .await
        .unwrap();
    assert_eq!(no_header.status(), 401);
    let body: serde_json::Value = no_header.json().await.unwrap();
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("API key is invalid or missing")
    );
    for key in ["made-up-key", REVOKED_KEY] {
        let err = sandbox_client(&sandbox, key).balance().await.unwrap_err();
        assert_eq!(err.status(), Some(401), "{key}");
    }
    let restricted = sandbox_client(&sandbox, IMAGES_ONLY_KEY);
    assert!(restricted.submit_task(IMAGE, &image("ok")).await.is_ok());
    let video = SubmitTaskRequest::asynchronous(ModelInput::new("text-to-video", "waves"));
    let err = restricted.submit_task(VIDEO, &video).await.unwrap_err();
    assert!(
        matches!(&err, ApiError::Http { status: 401, message: Some(m), .. } if m.contains("permission")),
        "{err:?}"
    );
}

#[tokio::test]
async fn low_balance_is_402_and_nothing_is_created() {
    let sandbox = start_sandbox(1000.0).await;
    let err = sandbox_client(&sandbox, LOW_BALANCE_KEY)
        .submit_task(IMAGE, &image("x"))
        .await
        .unwrap_err();
    assert_eq!(err.status(), Some(402));
    assert_eq!(sandbox.counters().tasks_created, 0);
    assert!((sandbox.balance_of(LOW_BALANCE_KEY) - 0.01).abs() < 1e-9);
}

#[tokio::test]
async fn unknown_models_and_tasks_are_404_and_tasks_stay_in_their_account_and_model() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    assert_eq!(
        client
            .submit_task("no/such-model", &image("x"))
            .await
            .unwrap_err()
            .status(),
        Some(404)
    );
    assert_eq!(
        client
            .task_status(IMAGE, "task_missing")
            .await
            .unwrap_err()
            .status(),
        Some(404)
    );
    let task_id = client.submit_task(IMAGE, &image("x")).await.unwrap();
    assert_eq!(
        client
            .task_status("sandbox/image-pro", &task_id)
            .await
            .unwrap_err()
            .status(),
        Some(404)
    );
    let other = sandbox_client(&sandbox, OTHER_ACCOUNT_KEY);
    assert_eq!(
        other
            .task_status(IMAGE, &task_id)
            .await
            .unwrap_err()
            .status(),
        Some(404)
    );
}

#[tokio::test]
async fn invalid_inputs_are_400_with_the_fail_code_family_in_the_message() {
    let sandbox = start_sandbox(1000.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let cases = [
        (
            IMAGE,
            ModelInput::new("text-to-image", "x".repeat(5001)),
            "PromptLengthExceeded",
        ),
        (
            IMAGE,
            ModelInput::new("text-to-image", ""),
            "MissingParameter",
        ),
        (
            IMAGE,
            ModelInput::new("text-to-image", "x").with("aspect_ratio", "2:1"),
            "RatioError",
        ),
        (
            IMAGE,
            ModelInput::new("text-to-image", "x").with("output_format", "gif"),
            "ParameterError",
        ),
        (
            IMAGE,
            ModelInput::new("image-to-image", "x").with("image_urls", vec!["https://a/1.png"; 6]),
            "ParameterError",
        ),
        (
            IMAGE,
            ModelInput::new("image-to-image", "x").with("image_urls", vec!["file:///etc/passwd"]),
            "INVALID_IMAGE_URL",
        ),
        (
            VIDEO,
            ModelInput::new("text-to-video", "x").with("resolution", "4K"),
            "ParameterError",
        ),
        (
            VIDEO,
            ModelInput::new("text-to-video", "x").with("duration", 7),
            "ParameterError",
        ),
        (MUSIC, ModelInput::new("V9", "x"), "ParameterError"),
        (
            MUSIC,
            ModelInput::new("V5", "x").with("instrumental", "yes"),
            "ParameterError",
        ),
    ];
    for (model, input, family) in cases {
        let err = client
            .submit_task(model, &SubmitTaskRequest::asynchronous(input.clone()))
            .await
            .unwrap_err();
        assert!(
            matches!(&err, ApiError::Http { status: 400, message: Some(m), .. } if m.starts_with(family)),
            "{model} {input:?}: {err:?}"
        );
    }
    assert_eq!(sandbox.counters().tasks_created, 0);
    assert!((client.balance().await.unwrap() - 25.0).abs() < 1e-9);
}

#[tokio::test]
async fn the_rate_limit_answers_429_with_retry_after() {
    let sandbox = start_sandbox_with(SandboxConfig {
        rate_limit: Some(RateLimit {
            per_second: 0.5,
            burst: 3,
        }),
        ..SandboxConfig::default()
    })
    .await;
    let http = reqwest::Client::new();
    let mut statuses = Vec::new();
    let mut retry_after = None;
    for _ in 0..5 {
        let response = http
            .get(format!("{}/apikeys/current-balance", sandbox.api_base()))
            .bearer_auth(DEMO_KEY)
            .send()
            .await
            .unwrap();
        statuses.push(response.status().as_u16());
        if response.status() == 429 {
            retry_after = response
                .headers()
                .get("retry-after")
                .map(|v| v.to_str().unwrap().to_owned());
        }
    }
    assert_eq!(statuses, vec![200, 200, 200, 429, 429]);
    assert_eq!(retry_after.as_deref(), Some("2"));
    assert_eq!(sandbox.counters().count("getBalance", 429), 2);
}
