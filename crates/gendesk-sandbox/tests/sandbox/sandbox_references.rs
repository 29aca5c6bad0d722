//! Reference pictures over real loopback HTTP: uploaded to the sandbox, fetched by its tasks
//! like the service fetches them, judged by their bytes, and visible in the result.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::io::Cursor;

use gendesk_api::testing::dead_url;
use gendesk_api::{FailCode, ModelInput, SubmitTaskRequest, TaskRecord, TaskState};
use gendesk_sandbox::testing::{sandbox_client, start_sandbox, wait_final};
use gendesk_sandbox::{DEMO_KEY, SandboxHandle};
use image::{DynamicImage, ImageFormat, RgbImage};
use serde_json::Value;

const IMAGE: &str = "sandbox/image-fast";
const VIDEO: &str = "sandbox/video-lite";

/// A plain picture of one colour, encoded as `format`.
fn picture(color: [u8; 3], format: ImageFormat) -> Vec<u8> {
    let image = RgbImage::from_pixel(96, 64, image::Rgb(color));
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(image)
        .write_to(&mut out, format)
        .unwrap();
    out.into_inner()
}

/// Uploads `bytes` to the sandbox; the URL it answers.
async fn upload(sandbox: &SandboxHandle, name: &str, bytes: Vec<u8>) -> String {
    let answer: Value = reqwest::Client::new()
        .post(format!(
            "{}/sandbox/uploads?name={}",
            sandbox.base_url(),
            name.replace(' ', "%20")
        ))
        .bearer_auth(DEMO_KEY)
        .body(bytes)
        .send()
        .await
        .unwrap()
        .error_for_status()
        .unwrap()
        .json()
        .await
        .unwrap();
    answer["url"].as_str().unwrap().to_owned()
}

fn edit(prompt: &str, urls: &[&str]) -> SubmitTaskRequest {
    SubmitTaskRequest::asynchronous(
        ModelInput::new("image-to-image", prompt)
            .with("resolution", "1K")
            .with("image_urls", urls.to_vec()),
    )
}

async fn run(sandbox: &SandboxHandle, model: &str, request: &SubmitTaskRequest) -> TaskRecord {
    let client = sandbox_client(sandbox, DEMO_KEY);
    let task_id = client.submit_task(model, request).await.unwrap();
    wait_final(&client, model, &task_id).await
}

fn mean_rgb(bytes: &[u8]) -> [f64; 3] {
    let rgb = image::load_from_memory(bytes).unwrap().to_rgb8();
    let mut sum = [0f64; 3];
    for p in rgb.pixels() {
        for (s, c) in sum.iter_mut().zip(p.0) {
            *s += f64::from(c);
        }
    }
    sum.map(|s| s / f64::from(rgb.width() * rgb.height()))
}

async fn result_bytes(record: &TaskRecord) -> Vec<u8> {
    let url = &record.result_urls().unwrap()[0];
    reqwest::get(url)
        .await
        .unwrap()
        .error_for_status()
        .unwrap()
        .bytes()
        .await
        .unwrap()
        .to_vec()
}

fn failure(record: &TaskRecord) -> (FailCode, String) {
    assert_eq!(record.state, TaskState::Failed, "{record:?}");
    (
        record.fail_code.clone().unwrap(),
        record.fail_msg.clone().unwrap(),
    )
}

#[tokio::test]
async fn an_uploaded_picture_is_fetched_and_colours_the_result() {
    let sandbox = start_sandbox(50.0).await;
    for (color, format, name) in [
        ([230, 30, 30], ImageFormat::Png, "red.png"),
        ([30, 30, 230], ImageFormat::Jpeg, "blue photo.jpg"),
        ([30, 200, 40], ImageFormat::WebP, "green.webp"),
    ] {
        let url = upload(&sandbox, name, picture(color, format)).await;
        assert!(url.starts_with(&format!("{}/sandbox/uploads/", sandbox.base_url())));
        let record = run(&sandbox, IMAGE, &edit("a lighthouse at dusk", &[&url])).await;
        assert_eq!(record.state, TaskState::Success, "{name}: {record:?}");
        let mean = mean_rgb(&result_bytes(&record).await);
        let strongest = (0..3).max_by(|&a, &b| mean[a].total_cmp(&mean[b])).unwrap();
        let expected = (0..3).max_by_key(|&c| color[c]).unwrap();
        assert_eq!(strongest, expected, "{name}: result colours {mean:?}");
    }
    assert_eq!(sandbox.counters().references_checked, 3);
}

#[tokio::test]
async fn every_reference_is_checked_and_the_first_refusal_fails_the_task() {
    let sandbox = start_sandbox(50.0).await;
    let good = upload(&sandbox, "good.png", picture([9, 9, 9], ImageFormat::Png)).await;
    let text = upload(
        &sandbox,
        "notes.png",
        b"<html>not a picture</html>".to_vec(),
    )
    .await;
    let record = run(&sandbox, IMAGE, &edit("two pictures", &[&good, &text])).await;
    let (code, message) = failure(&record);
    assert_eq!(code, FailCode::ImageFormatIncorrect);
    assert!(
        message.contains("reference image 2") && message.contains("JPEG, PNG or WebP"),
        "{message}"
    );
    // A PNG signature over garbage: recognised, then refused when it cannot be decoded.
    let mut broken = picture([1, 2, 3], ImageFormat::Png);
    broken.truncate(40);
    let broken = upload(&sandbox, "broken.png", broken).await;
    let (code, message) = failure(&run(&sandbox, IMAGE, &edit("broken", &[&broken])).await);
    assert_eq!(code, FailCode::ImageFormatIncorrect);
    assert!(message.contains("could not be read"), "{message}");
}

#[tokio::test]
async fn unreachable_missing_and_oversized_references_fail_with_the_interfaces_codes() {
    let sandbox = start_sandbox(50.0).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let before = client.balance().await.unwrap();

    let gone = format!(
        "{}/sandbox/uploads/0123456789abcdef/x.png?X-Amz-Signature=secretsignature",
        sandbox.base_url()
    );
    let (code, message) = failure(&run(&sandbox, IMAGE, &edit("missing", &[&gone])).await);
    assert_eq!(code, FailCode::ImageNotAccess);
    assert!(message.contains("HTTP 404"), "{message}");
    assert!(
        !message.contains("secretsignature"),
        "a presigned URL's signature must not be repeated: {message}"
    );

    let refused = format!("{}/picture.png", dead_url().await);
    let (code, message) = failure(&run(&sandbox, IMAGE, &edit("refused", &[&refused])).await);
    assert_eq!(code, FailCode::ImageNotAccess);
    assert!(message.contains("could not be fetched"), "{message}");

    let huge = sandbox.blob_url(10_000_001, 3);
    let (code, message) = failure(&run(&sandbox, IMAGE, &edit("huge", &[&huge])).await);
    assert_eq!(code, FailCode::ImageSizeIncorrect);
    assert!(message.contains("under 10 MB"), "{message}");

    // Failed tasks are refunded, as every failure is.
    sandbox.clock().advance(std::time::Duration::from_mins(1));
    sandbox.run_due();
    let after = client.balance().await.unwrap();
    assert!((after - before).abs() < 1e-9, "{before} → {after}");
}

#[tokio::test]
async fn image_to_video_fetches_its_picture_too() {
    let sandbox = start_sandbox(100.0).await;
    let url = upload(
        &sandbox,
        "still.png",
        picture([200, 200, 0], ImageFormat::Png),
    )
    .await;
    let request = SubmitTaskRequest::asynchronous(
        ModelInput::new("image-to-video", "the still comes alive")
            .with("resolution", "480p")
            .with("duration", 5)
            .with("image_urls", vec![url]),
    );
    let record = run(&sandbox, VIDEO, &request).await;
    assert_eq!(record.state, TaskState::Success, "{record:?}");
    let text = upload(&sandbox, "a.txt", b"hello".to_vec()).await;
    let request = SubmitTaskRequest::asynchronous(
        ModelInput::new("image-to-video", "no picture")
            .with("resolution", "480p")
            .with("duration", 5)
            .with("image_urls", vec![text]),
    );
    let (code, _) = failure(&run(&sandbox, VIDEO, &request).await);
    assert_eq!(code, FailCode::ImageFormatIncorrect);
}

#[tokio::test]
async fn uploads_need_a_key_and_are_served_only_under_their_token_and_name() {
    let sandbox = start_sandbox(50.0).await;
    let http = reqwest::Client::new();
    let anonymous = http
        .post(format!("{}/sandbox/uploads?name=a.png", sandbox.base_url()))
        .body(vec![1, 2, 3])
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), 401);
    let bytes = picture([5, 6, 7], ImageFormat::Png);
    let url = upload(&sandbox, "../../etc/passwd.png", bytes.clone()).await;
    assert!(url.ends_with("/passwd.png"), "{url}");
    let served = http.get(&url).send().await.unwrap();
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.bytes().await.unwrap().to_vec(), bytes);
    let other_name = url.replace("/passwd.png", "/other.png");
    assert_eq!(http.get(&other_name).send().await.unwrap().status(), 404);
    let (prefix, _) = url.rsplit_once('/').unwrap();
    let (base, token) = prefix.rsplit_once('/').unwrap();
    let other_token = format!("{base}/{}/passwd.png", "0".repeat(token.len()));
    assert_eq!(http.get(&other_token).send().await.unwrap().status(), 404);
}

#[tokio::test]
async fn a_batch_items_references_are_fetched_before_its_webhook() {
    let sandbox = start_sandbox(50.0).await;
    let receiver = gendesk_sandbox::testing::Receiver::start(vec![200]).await;
    let client = sandbox_client(&sandbox, DEMO_KEY);
    let url = upload(&sandbox, "ok.png", picture([0, 120, 0], ImageFormat::Png)).await;
    let item = |id: &str, url: String| gendesk_api::BatchRequestItem {
        client_item_id: id.into(),
        idempotency_key: format!("key-{id}"),
        input: ModelInput::new("image-to-image", id)
            .with("resolution", "1K")
            .with("image_urls", vec![url]),
    };
    let request = gendesk_api::BatchRequest {
        items: vec![
            item("good", url.clone()),
            item("missing", format!("{url}-gone")),
        ],
        webhook_url: Some(receiver.url.clone()),
    };
    let prepared = gendesk_api::PreparedBatch::new("op-references", &request).unwrap();
    let batch = client.submit_batch(IMAGE, &prepared).await.unwrap();
    let hooks = receiver
        .wait_for(2, std::time::Duration::from_secs(10))
        .await;
    let mut states: Vec<(String, TaskState, Option<FailCode>)> = hooks
        .iter()
        .map(|r| {
            let body: gendesk_api::BatchWebhookBody = serde_json::from_slice(&r.body).unwrap();
            (
                body.batch.client_item_id,
                body.data.state,
                body.data.fail_code,
            )
        })
        .collect();
    states.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        states,
        vec![
            ("good".into(), TaskState::Success, None),
            (
                "missing".into(),
                TaskState::Failed,
                Some(FailCode::ImageNotAccess)
            ),
        ],
        "batch {}",
        batch.batch_id
    );
}
