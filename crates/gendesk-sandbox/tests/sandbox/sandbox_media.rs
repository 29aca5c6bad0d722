//! Result media served by the sandbox: real files of the right type and size, `Range`
//! requests, no auth, and expiry 24 h (simulated) after issue.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::time::Duration;

use gendesk_api::{ModelInput, SubmitTaskRequest};
use gendesk_sandbox::DEMO_KEY;
use gendesk_sandbox::testing::{sandbox_client, start_sandbox, wait_final};

async fn result_url(
    sandbox: &gendesk_sandbox::SandboxHandle,
    model: &str,
    input: ModelInput,
) -> String {
    let client = sandbox_client(sandbox, DEMO_KEY);
    let task_id = client
        .submit_task(model, &SubmitTaskRequest::asynchronous(input))
        .await
        .unwrap();
    wait_final(&client, model, &task_id)
        .await
        .result_urls()
        .unwrap()
        .remove(0)
}

async fn fetch(url: &str, range: Option<&str>) -> reqwest::Response {
    let mut request = reqwest::Client::new().get(url);
    if let Some(range) = range {
        request = request.header("range", range);
    }
    request.send().await.unwrap()
}

#[tokio::test]
async fn images_have_the_requested_format_and_size_and_differ_by_prompt() {
    let sandbox = start_sandbox(1000.0).await;
    let png = result_url(
        &sandbox,
        "sandbox/image-fast",
        ModelInput::new("text-to-image", "a red fox")
            .with("resolution", "1K")
            .with("aspect_ratio", "16:9"),
    )
    .await;
    let response = fetch(&png, None).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/png");
    assert_eq!(response.headers()["accept-ranges"], "bytes");
    let length: usize = response.headers()["content-length"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    let bytes = response.bytes().await.unwrap();
    assert_eq!(bytes.len(), length);
    let decoded = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (1024, 576));

    let jpeg = result_url(
        &sandbox,
        "sandbox/image-fast",
        ModelInput::new("text-to-image", "a blue whale")
            .with("resolution", "1K")
            .with("output_format", "jpeg")
            .with("aspect_ratio", "3:4"),
    )
    .await;
    let response = fetch(&jpeg, None).await;
    assert_eq!(response.headers()["content-type"], "image/jpeg");
    let other = image::load_from_memory_with_format(
        &response.bytes().await.unwrap(),
        image::ImageFormat::Jpeg,
    )
    .unwrap();
    assert_eq!((other.width(), other.height()), (768, 1024));
    let mean = |img: &image::DynamicImage| {
        let rgb = img.to_rgb8();
        let n = f64::from(rgb.width() * rgb.height());
        (0..3)
            .map(|c| rgb.pixels().map(|p| f64::from(p[c])).sum::<f64>() / n)
            .collect::<Vec<_>>()
    };
    let (a, b) = (mean(&decoded), mean(&other));
    assert!(
        a.iter().zip(&b).map(|(x, y)| (x - y).abs()).sum::<f64>() > 15.0,
        "different prompts look different: {a:?} {b:?}"
    );
}

#[tokio::test]
async fn range_requests_are_honoured() {
    let sandbox = start_sandbox(1000.0).await;
    let url = result_url(
        &sandbox,
        "sandbox/image-fast",
        ModelInput::new("text-to-image", "ranges").with("resolution", "1K"),
    )
    .await;
    let full = fetch(&url, None).await.bytes().await.unwrap();
    let total = full.len();
    let part = fetch(&url, Some("bytes=0-99")).await;
    assert_eq!(part.status(), 206);
    assert_eq!(
        part.headers()["content-range"],
        format!("bytes 0-99/{total}").as_str()
    );
    assert_eq!(part.headers()["content-length"], "100");
    assert_eq!(part.bytes().await.unwrap(), full.slice(0..100));
    let tail = fetch(&url, Some("bytes=100-")).await;
    assert_eq!(tail.status(), 206);
    assert_eq!(tail.bytes().await.unwrap(), full.slice(100..));
    let suffix = fetch(&url, Some("bytes=-10")).await.bytes().await.unwrap();
    assert_eq!(suffix, full.slice(total - 10..));
    let beyond = fetch(&url, Some(&format!("bytes={total}-"))).await;
    assert_eq!(beyond.status(), 416);
    assert_eq!(
        beyond.headers()["content-range"],
        format!("bytes */{total}").as_str()
    );
}

#[tokio::test]
async fn video_and_music_are_real_mp4_and_wav() {
    let sandbox = start_sandbox(1000.0).await;
    let video = result_url(
        &sandbox,
        "sandbox/video-lite",
        ModelInput::new("text-to-video", "waves")
            .with("resolution", "480p")
            .with("duration", 5),
    )
    .await;
    let response = fetch(&video, None).await;
    assert_eq!(response.headers()["content-type"], "video/mp4");
    let bytes = response.bytes().await.unwrap();
    assert_eq!(&bytes[4..8], b"ftyp");
    let music = result_url(
        &sandbox,
        "sandbox/music",
        ModelInput::new("V5", "calm piano").with("instrumental", true),
    )
    .await;
    let response = fetch(&music, None).await;
    assert_eq!(response.headers()["content-type"], "audio/wav");
    let bytes = response.bytes().await.unwrap();
    assert_eq!((&bytes[0..4], &bytes[8..12]), (&b"RIFF"[..], &b"WAVE"[..]));
}

#[tokio::test]
async fn urls_expire_24_hours_after_issue_and_unknown_files_are_404() {
    let sandbox = start_sandbox(1000.0).await;
    let url = result_url(
        &sandbox,
        "sandbox/image-fast",
        ModelInput::new("text-to-image", "expiring").with("resolution", "1K"),
    )
    .await;
    assert_eq!(fetch(&url, None).await.status(), 200);
    sandbox.clock().advance(Duration::from_hours(23));
    assert_eq!(fetch(&url, None).await.status(), 200);
    sandbox.clock().advance(Duration::from_hours(2));
    let gone = fetch(&url, None).await;
    assert_eq!(gone.status(), 410);
    assert!(gone.text().await.unwrap().contains("expired"));
    let missing = fetch(&format!("{}/media/nothing.png", sandbox.base_url()), None).await;
    assert_eq!(missing.status(), 404);
    assert!(sandbox.counters().media_served >= 2);
}
