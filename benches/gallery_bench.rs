#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! The Gallery with 10 000 results: the real `GenDeskApp` under `egui_kittest` (no display, no
//! GPU) over a history seeded with 10 000 finished tasks — images (their files served by a
//! sandbox), videos and music — then the grid scrolled with the mouse wheel, jumped to its end,
//! and a result opened and stepped through with the arrow keys. Prints the time of each frame of
//! the app plus egui's layout (`Harness::step`, without rendering): median, p95 and max. The
//! goal is a median under 4 ms. Run with `cargo bench --bench gallery_bench`.
//!
//! Knob (environment): `GENDESK_BENCH_RESULTS` (10000).

#[allow(
    dead_code,
    reason = "shared with the UI tests; the bench uses a few of its helpers"
)]
#[path = "../tests/support/ui_kit.rs"]
mod ui_kit;

use gendesk_api::ModelKind;
use std::time::{Duration, Instant};

use egui_kittest::kittest::{NodeT as _, Queryable as _};

use gendesk_api::{ApiKey, BaseUrl, Client, ModelInput, SubmitTaskRequest, TaskState};
use gendesk_core::config::AppPaths;
use gendesk_core::store::{StatusUpdate, Store};
use gendesk_sandbox::{DEMO_KEY, Sandbox, SandboxConfig};

const FRAMES: usize = 300;
/// Distinct image files the seeded results point at (served by a sandbox).
const IMAGES: usize = 24;

fn main() {
    let results: usize = std::env::var("GENDESK_BENCH_RESULTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let sandbox = runtime
        .block_on(Sandbox::start(SandboxConfig {
            time_scale: 100.0,
            rate_limit: None,
            seed: Some(5),
            ..SandboxConfig::default()
        }))
        .unwrap();
    let images = runtime.block_on(finished_images(sandbox.base_url()));

    let dir = tempfile::tempdir().unwrap();
    let seeding = Instant::now();
    seed(&AppPaths::portable(dir.path()), results, &images);
    let seeded = seeding.elapsed();

    let mut harness = ui_kit::harness(dir.path());
    ui_kit::explore_sandbox(&mut harness);
    let opened = Instant::now();
    ui_kit::wait_until(&mut harness, "the Gallery", |h| {
        h.get_by_label("Gallery").click_accesskit();
        h.query_all_by_label_contains(&format!("{results} results"))
            .next()
            .is_some()
    });
    let shown = opened.elapsed();

    let over_grid = egui::pos2(300.0, 400.0);
    let mut times = Vec::with_capacity(FRAMES);
    for frame in 0..FRAMES {
        if frame == FRAMES * 2 / 3 {
            // Open the result under the pointer, then step with the arrow keys.
            harness
                .input_mut()
                .events
                .push(egui::Event::PointerMoved(egui::pos2(60.0, 130.0)));
        }
        let delta = if frame == FRAMES / 3 {
            -2_000_000.0
        } else {
            -150.0
        };
        harness
            .input_mut()
            .events
            .push(egui::Event::PointerMoved(over_grid));
        harness.input_mut().events.push(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, delta),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::NONE,
        });
        if frame > FRAMES * 2 / 3 && frame % 10 == 0 {
            harness.key_press(egui::Key::ArrowRight);
        }
        let started = Instant::now();
        harness.step();
        times.push(started.elapsed());
        if frame == FRAMES * 2 / 3
            && let Some(tile) = harness.query_all_by_label_contains("Result: ").next()
        {
            tile.click();
        }
    }
    // The jump took the grid (newest first) to its oldest results.
    let oldest_shown = harness
        .query_all_by_label_contains("Result: result ")
        .filter_map(|n| n.accesskit_node().label())
        .filter_map(|label| {
            let digits = label.strip_prefix("Result: result ")?.get(..5)?;
            digits.parse::<usize>().ok()
        })
        .min()
        .unwrap_or(usize::MAX);
    assert!(
        oldest_shown < results / 10,
        "the grid did not scroll: the oldest result shown is {oldest_shown}"
    );
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |per_mille: usize| times[(times.len() - 1) * per_mille / 1000];
    println!(
        "gallery_bench: {results} results seeded in {:.1} s; the gallery showed its count {:.0} ms after it was opened",
        seeded.as_secs_f64(),
        ms(shown)
    );
    println!(
        "gallery_bench: {FRAMES} frames scrolling the grid (one a jump to the end), opening a result and stepping with the arrow keys: median {:.2} ms, p95 {:.2} ms, max {:.2} ms (app + egui layout, no rendering; goal: median under 4 ms)",
        ms(at(500)),
        ms(at(950)),
        ms(at(1000))
    );
    drop(harness);
    drop(sandbox);
}

/// Makes `IMAGES` sandbox images and returns their result URLs.
async fn finished_images(base_url: &str) -> Vec<String> {
    let client = Client::new(
        BaseUrl::parse(base_url).unwrap(),
        ApiKey::new(DEMO_KEY).unwrap(),
    )
    .unwrap();
    let mut ids = Vec::new();
    for i in 0..IMAGES {
        let request = SubmitTaskRequest::asynchronous(
            ModelInput::new(
                "text-to-image",
                format!("gallery {i}: a lighthouse at dusk"),
            )
            .with("resolution", "1K"),
        );
        ids.push(
            client
                .submit_task("sandbox/image-fast", &request)
                .await
                .unwrap(),
        );
    }
    let started = Instant::now();
    let mut urls = Vec::new();
    while !ids.is_empty() {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let mut still = Vec::new();
        for id in ids {
            let record = client.task_status("sandbox/image-fast", &id).await.unwrap();
            match record.state {
                TaskState::Success => urls.extend(record.result_urls().unwrap()),
                TaskState::Failed => panic!("a sandbox image failed"),
                _ => still.push(id),
            }
        }
        ids = still;
        assert!(
            started.elapsed() < Duration::from_mins(2),
            "images never finished"
        );
    }
    urls
}

/// Seeds the sandbox profile's history with `results` finished tasks, one in eight a video and
/// one in eight music (their tiles show the kind), the rest images cycling through `images`.
fn seed(paths: &AppPaths, results: usize, images: &[String]) {
    let mut store = Store::open(&paths.database_file()).unwrap();
    let now = chrono::Utc::now().timestamp_millis();
    let profile = store
        .upsert_profile("Offline sandbox", "http://127.0.0.1", true, now)
        .unwrap();
    for i in 0..results {
        let created = now - i64::try_from(results - i).unwrap() * 1000;
        let (model, kind, url) = match i % 8 {
            0 => (
                "sandbox/video-lite",
                "video",
                format!("https://example.com/v/{i}.mp4"),
            ),
            1 => (
                "sandbox/music",
                "audio",
                format!("https://example.com/a/{i}.wav"),
            ),
            _ => (
                "sandbox/image-fast",
                "image",
                images[i % images.len()].clone(),
            ),
        };
        let prompt = format!("result {i:05}: a lighthouse at dusk");
        let body = format!(r#"{{"input":{{"mode":"text-to-image","prompt":"{prompt}"}}}}"#);
        let row = store
            .insert_submission(
                profile,
                model,
                ModelKind::parse(kind),
                &body,
                &prompt,
                created,
            )
            .unwrap();
        store
            .mark_submitted(row, &format!("bench_{i:05}"), created + 100)
            .unwrap();
        let update = StatusUpdate {
            state: gendesk_api::TaskState::Success,
            remote_create_ms: Some(created + 500),
            completed_ms: Some(created + 9_000),
            cost_time_ms: Some(8_500),
            fail_code: None,
            fail_msg: None,
            result_urls: Some(vec![url]),
            final_: true,
        };
        store
            .record_status(row, &update, created + 9_000, None)
            .unwrap();
    }
}
