//! A person's own pictures as references in the real `GenDeskApp` under `egui_kittest`, against
//! the in-process sandbox: a PNG dropped on the window becomes reference image 1 with its
//! thumbnail, size and pixels, is uploaded to the sandbox at once, and the task sent with it
//! succeeds with a result painted from the picture's colours; a picture over 10 MB is refused
//! until its smaller copy is taken.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::io::Cursor;
use std::path::Path;

use crate::support::ui_kit::{
    drop_file, explore_sandbox, harness, harness_with, open_task_row, options, replace_text,
    show_activity, type_into, wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT as _, Queryable as _};
use gendesk::ui::GenDeskApp;
use gendesk_core::config::AppPaths;
use gendesk_core::store::{Store, TaskFilter};
use image::{DynamicImage, ImageFormat, RgbImage};

fn png(image: RgbImage) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(image)
        .write_to(&mut out, ImageFormat::Png)
        .unwrap();
    out.into_inner()
}

/// The mean red, green and blue of the picture at `url`.
fn mean_colour(runtime: &tokio::runtime::Runtime, url: &str) -> [f64; 3] {
    let bytes = runtime
        .block_on(async { reqwest::get(url).await?.bytes().await })
        .unwrap();
    let rgb = image::load_from_memory(&bytes).unwrap().to_rgb8();
    let n = f64::from(rgb.width() * rgb.height());
    [0, 1, 2].map(|c| rgb.pixels().map(|p| f64::from(p.0[c])).sum::<f64>() / n)
}

fn submit_is_disabled(harness: &Harness<'_, GenDeskApp>) -> bool {
    harness
        .get_by_label("Submit")
        .accesskit_node()
        .is_disabled()
}

/// The first result URL of the newest task in the history, once it has one. The history is
/// opened once and only read (opening it checks its schema in write transactions, which
/// would compete with the engine's writes if done in a loop).
fn newest_result(dir: &Path, harness: &mut Harness<'_, GenDeskApp>) -> String {
    let store = Store::open(&AppPaths::portable(dir).database_file()).unwrap();
    let profile = store.profile_by_name("Offline sandbox").unwrap().unwrap();
    let newest = || {
        store
            .page_tasks(profile.id, &TaskFilter::default(), None, 1)
            .unwrap()
            .items
            .into_iter()
            .next()
    };
    let start = std::time::Instant::now();
    loop {
        if let Some(url) = newest().and_then(|t| t.result_urls.first().cloned()) {
            return url;
        }
        assert!(
            start.elapsed() < crate::support::ui_kit::DEADLINE,
            "no finished task with a result: {:?}; the window shows {}",
            newest(),
            harness
                .query_all_by_role(egui::accesskit::Role::Label)
                .filter_map(|n| n.value())
                .collect::<Vec<_>>()
                .join(" | ")
        );
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[test]
fn a_dropped_picture_is_shown_uploaded_sent_and_the_result_takes_its_colours() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "the same square, at night");

    // Dropped on a text-to-image form: the form turns to image-to-image with the picture.
    let picture = dir.path().join("red square.png");
    std::fs::write(
        &picture,
        png(RgbImage::from_pixel(120, 80, image::Rgb([220, 20, 20]))),
    )
    .unwrap();
    drop_file(&mut harness, &picture);
    wait_for_text(&mut harness, "red square.png");
    wait_for_text(&mut harness, "120 × 80, ");
    wait_for_text(&mut harness, " bytes, PNG");
    assert!(
        harness
            .query_all_by_label_contains("Reference image 1: red square.png")
            .next()
            .is_some(),
        "the thumbnail is there"
    );
    wait_for_text(&mut harness, "Ready: the service fetches it from here.");
    wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));
    harness.get_by_label("Submit").click();
    harness.run_steps(2);

    // The sandbox fetched the picture: the result is painted from its red.
    let url = newest_result(dir.path(), &mut harness);
    let mean = mean_colour(&tokio::runtime::Runtime::new().unwrap(), &url);
    let mean = |c: usize| mean[c];
    assert!(
        mean(0) > mean(2) + 60.0,
        "the result is not the picture's red: r {} b {}",
        mean(0),
        mean(2)
    );
}

#[test]
fn a_picture_over_10_mb_is_refused_until_its_smaller_copy_is_taken() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "a scan, cleaned up");
    // Noise does not compress: about 3 bytes per pixel, over 10 MB.
    let mut rng = fastrand::Rng::with_seed(3);
    let noise = RgbImage::from_fn(2000, 1800, |_, _| {
        image::Rgb([rng.u8(..), rng.u8(..), rng.u8(..)])
    });
    let big = dir.path().join("scan.png");
    std::fs::write(&big, png(noise)).unwrap();
    drop_file(&mut harness, &big);
    wait_for_text(&mut harness, "is too large: references must be under 10 MB");
    assert!(submit_is_disabled(&harness));
    harness
        .get_by_label("Use a smaller copy of reference image 1")
        .click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "scan.jpg");
    wait_for_text(&mut harness, "JPEG · smaller copy");
    wait_for_text(&mut harness, "Ready: the service fetches it from here.");
    wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));
    // The person's file is untouched.
    assert!(std::fs::metadata(&big).unwrap().len() > 10_000_000);
}

#[test]
fn reuse_settings_after_a_restart_finds_the_picture_again_and_uploads_it_anew() {
    let dir = tempfile::tempdir().unwrap();
    let picture = dir.path().join("blue square.png");
    std::fs::write(
        &picture,
        png(RgbImage::from_pixel(64, 64, image::Rgb([20, 20, 220]))),
    )
    .unwrap();
    let first_link = {
        let mut harness = harness(dir.path());
        explore_sandbox(&mut harness);
        type_into(&mut harness, "Prompt", "the blue square, again");
        drop_file(&mut harness, &picture);
        wait_for_text(&mut harness, "Ready: the service fetches it from here.");
        wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));
        harness.get_by_label("Submit").click();
        harness.run_steps(2);
        newest_result(dir.path(), &mut harness);
        newest_request_link(dir.path())
    };
    // A new start: a new sandbox, which no longer serves the old link (another seed: with the
    // same one it would hand out the same task IDs again, which the history keeps unique).
    let mut restarted = options(dir.path());
    restarted.sandbox.seed = Some(12);
    let mut harness = harness_with(restarted);
    wait_for_text(&mut harness, "Prompt");
    show_activity(&mut harness);
    open_task_row(&mut harness, "the blue square, again");
    wait_for_text(&mut harness, "Reuse settings");
    harness.get_by_label("Reuse settings").click();
    harness.run_steps(2);
    // The row is the picture again (name, thumbnail), hosted anew on this sandbox.
    wait_for_text(&mut harness, "blue square.png");
    wait_for_text(&mut harness, "Ready: the service fetches it from here.");
    wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));
    harness.get_by_label("Submit").click();
    harness.run_steps(2);
    wait_until(&mut harness, "a second task with a new link", |_| {
        newest_request_link(dir.path()) != first_link
    });
    let url = newest_result(dir.path(), &mut harness);
    let mean = mean_colour(&tokio::runtime::Runtime::new().unwrap(), &url);
    let mean = |c: usize| mean[c];
    assert!(mean(2) > mean(0) + 60.0, "not the picture's blue");
}

/// The reference link in the newest task's stored request.
fn newest_request_link(dir: &Path) -> String {
    let db = AppPaths::portable(dir).database_file();
    let store = Store::open(&db).unwrap();
    let profile = store.profile_by_name("Offline sandbox").unwrap().unwrap();
    let page = store
        .page_tasks(profile.id, &TaskFilter::default(), None, 1)
        .unwrap();
    let json = store.request_json(page.items[0].row).unwrap().unwrap();
    let request: serde_json::Value = serde_json::from_str(&json).unwrap();
    request["input"]["image_urls"][0]
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn a_form_kept_as_a_preset_comes_back_after_a_restart_with_its_picture() {
    let dir = tempfile::tempdir().unwrap();
    let picture = dir.path().join("dusk.png");
    std::fs::write(
        &picture,
        png(RgbImage::from_pixel(40, 30, image::Rgb([200, 120, 20]))),
    )
    .unwrap();
    {
        let mut harness = harness(dir.path());
        explore_sandbox(&mut harness);
        type_into(&mut harness, "Prompt", "the harbour at dusk, watercolour");
        drop_file(&mut harness, &picture);
        wait_for_text(&mut harness, "Ready: the service fetches it from here.");
        harness.get_by_label("Presets").click();
        harness.run_steps(2);
        harness.get_by_label("Save as preset…").click();
        harness.run_steps(2);
        // Esc closes the naming window without saving; it opens again.
        harness.key_press(egui::Key::Escape);
        harness.run_steps(2);
        assert!(harness.query_by_label("Name").is_none());
        harness.get_by_label("Presets").click();
        harness.run_steps(2);
        harness.get_by_label("Save as preset…").click();
        harness.run_steps(2);
        replace_text(&mut harness, "Name", "Harbour edits");
        // Enter in the name field saves, as Save does.
        harness.key_press(egui::Key::Enter);
        harness.run_steps(2);
        wait_for_text(
            &mut harness,
            "The form is kept as the preset “Harbour edits”.",
        );
    }
    let presets = std::fs::read_dir(AppPaths::portable(dir.path()).presets_dir())
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect::<Vec<_>>();
    assert_eq!(presets.len(), 1);
    assert!(
        presets[0].contains("name = \"Harbour edits\""),
        "{}",
        presets[0]
    );
    assert!(presets[0].contains("dusk.png"), "{}", presets[0]);

    let mut restarted = options(dir.path());
    restarted.sandbox.seed = Some(12);
    let mut harness = harness_with(restarted);
    wait_for_text(&mut harness, "Presets (1)");
    harness.get_by_label("Presets (1)").click();
    harness.run_steps(2);
    harness.get_by_label("Harbour edits").click();
    harness.run_steps(2);
    harness.get_by_label("Apply").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "The preset “Harbour edits” is in the form.");
    // The prompt is back: the request shows it.
    harness.get_by_label("Show request").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "the harbour at dusk, watercolour");
    wait_for_text(&mut harness, "dusk.png");
    wait_for_text(&mut harness, "Ready: the service fetches it from here.");
    wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));
}

#[test]
fn a_result_of_the_profile_is_picked_as_a_reference_from_the_form() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "a green lighthouse");
    harness.get_by_label("Submit").click();
    harness.run_steps(2);
    let made = newest_result(dir.path(), &mut harness);
    // The same form, now editing that picture.
    harness.get_by_label("Mode").click();
    harness.run_steps(2);
    harness
        .get_by_role_and_label(egui::Role::Button, "image-to-image")
        .click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "From results…");
    harness.get_by_label("From results…").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Used by its link");
    // Esc closes the picker; it opens again.
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("Pick a result").is_none());
    harness.get_by_label("From results…").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Used by its link");
    harness
        .get_by_label("Use result 1: a green lighthouse")
        .click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Pick a result").is_none());
    wait_until(&mut harness, "the result's link in the form", |h| {
        h.query_all_by_role(egui::Role::TextInput)
            .any(|n| n.value().as_deref() == Some(made.as_str()))
    });
    // GenDesk fetched it as the service would: its pixels, size and type are shown.
    wait_for_text(&mut harness, "2048 × 2048, ");
    wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));

    // An address that is not a picture, and one too large, are said before anything is sent.
    let origin = made.split("/media/").next().unwrap().to_owned();
    harness.get_by_label("Add image URL").click();
    harness.run_steps(2);
    type_into(
        &mut harness,
        "Reference image 2",
        &format!("{origin}/sandbox/files/blob?bytes=2000&seed=1"),
    );
    harness.get_by_label("Prompt").focus();
    harness.run_steps(2);
    wait_for_text(&mut harness, "is not a picture GenDesk can read");
    harness.get_by_label("Add image URL").click_accesskit();
    harness.run_steps(2);
    harness.get_by_label("Reference image 3").scroll_to_me();
    harness.run_steps(2);
    type_into(
        &mut harness,
        "Reference image 3",
        &format!("{origin}/sandbox/files/blob?bytes=10000001&seed=2"),
    );
    harness.get_by_label("Prompt").focus();
    harness.run_steps(2);
    wait_for_text(&mut harness, "it is 10 MB or larger");
}

/// An S3-compatible server (s3s-fs) on `runtime`, checking signatures with one key pair; its
/// endpoint. The bucket `references` is a folder under `root`.
fn start_s3(runtime: &tokio::runtime::Runtime, root: &Path) -> String {
    std::fs::create_dir_all(root.join("references")).unwrap();
    let fs = s3s_fs::FileSystem::new(root).unwrap();
    let mut builder = s3s::service::S3ServiceBuilder::new(fs);
    builder.set_auth(s3s::auth::SimpleAuth::from_single(
        "GENDESKUIKEY",
        "gendesk-ui-test-secret",
    ));
    let service = builder.build();
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let addr = listener.local_addr().unwrap();
    runtime.spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let service = service.clone();
            tokio::spawn(async move {
                let builder = hyper_util::server::conn::auto::Builder::new(
                    hyper_util::rt::TokioExecutor::new(),
                );
                let _ = builder
                    .serve_connection(hyper_util::rt::TokioIo::new(socket), service)
                    .await;
            });
        }
    });
    format!("http://{addr}")
}

#[test]
fn with_a_bucket_profile_the_picture_goes_through_the_bucket_and_the_task_takes_its_colours() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    // The "service" of a real account: a sandbox of its own; the bucket: an S3 server.
    let service = runtime.block_on(gendesk_sandbox::testing::start_sandbox(50.0));
    let dir = tempfile::tempdir().unwrap();
    let endpoint = start_s3(&runtime, &dir.path().join("s3"));
    let picture = dir.path().join("teal tile.png");
    std::fs::write(
        &picture,
        png(RgbImage::from_pixel(48, 48, image::Rgb([10, 170, 170]))),
    )
    .unwrap();

    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    crate::support::ui_kit::add_remote_profile(
        &mut harness,
        "Studio",
        service.base_url(),
        gendesk_sandbox::DEMO_KEY,
    );
    harness.get_by_label("Settings").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Reference pictures");
    // Below the Settings window's first screen: scrolled to, as a person would.
    let bucket = || By::new().label_contains("To my bucket (S3-compatible");
    harness.get(bucket()).scroll_to_me();
    harness.run_steps(3);
    harness.get(bucket()).click_accesskit();
    harness.run_steps(2);
    type_into(&mut harness, "Endpoint", &endpoint);
    type_into(&mut harness, "Bucket", "references");
    replace_text(&mut harness, "Region", "us-east-1");
    type_into(&mut harness, "Access key ID", "GENDESKUIKEY");
    type_into(&mut harness, "Secret key", "gendesk-ui-test-secret");
    harness.get_by_label("Test").click_accesskit();
    harness.run_steps(2);
    wait_for_text(&mut harness, "The bucket works");
    harness.get_by_label("Save").click_accesskit();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Reference pictures for “Studio” are set.");
    // profiles.toml is written on a worker thread.
    let file = AppPaths::portable(dir.path()).profiles_file();
    wait_until(&mut harness, "profiles.toml with the bucket", |_| {
        std::fs::read_to_string(&file).is_ok_and(|t| t.contains("host = \"bucket\""))
    });
    let profiles = std::fs::read_to_string(&file).unwrap();
    assert!(!profiles.contains("gendesk-ui-test-secret"), "{profiles}");

    crate::support::ui_kit::add_image_model_by_id(&mut harness, "sandbox/image-fast");
    type_into(&mut harness, "Prompt", "the tile, glazed");
    drop_file(&mut harness, &picture);
    wait_for_text(&mut harness, "teal tile.png");
    wait_for_text(
        &mut harness,
        "Uploaded; the link is made again before it runs out.",
    );
    wait_for_text(&mut harness, "uploaded to your bucket “references”");
    wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));
    harness.get_by_label("Submit").click_accesskit();
    harness.run_steps(2);

    let db = AppPaths::portable(dir.path()).database_file();
    let store = Store::open(&db).unwrap();
    let result = {
        let start = std::time::Instant::now();
        loop {
            let profile = store.profile_by_name("Studio").unwrap().unwrap();
            let newest = store
                .page_tasks(profile.id, &TaskFilter::default(), None, 1)
                .unwrap()
                .items
                .into_iter()
                .next();
            if let Some(url) = newest.as_ref().and_then(|t| t.result_urls.first()) {
                break url.clone();
            }
            assert!(
                start.elapsed() < crate::support::ui_kit::DEADLINE,
                "no result: {newest:?}"
            );
            harness.step();
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    };
    // The request carried a presigned link into the bucket, and the picture is there.
    let profile = store.profile_by_name("Studio").unwrap().unwrap();
    let newest = store
        .page_tasks(profile.id, &TaskFilter::default(), None, 1)
        .unwrap()
        .items
        .remove(0);
    let json = store.request_json(newest.row).unwrap().unwrap();
    assert!(
        json.contains(&format!("{endpoint}/references/gendesk/")),
        "{json}"
    );
    assert!(json.contains("X-Amz-Signature="), "{json}");
    let mean = mean_colour(&runtime, &result);
    let mean = |c: usize| mean[c];
    assert!(
        mean(1) > mean(0) + 60.0 && mean(2) > mean(0) + 60.0,
        "not the picture's teal"
    );
    drop(harness);
    runtime.block_on(service.shutdown());
}

#[test]
fn a_batch_made_from_a_form_with_a_picture_sends_it_with_every_item() {
    let dir = tempfile::tempdir().unwrap();
    let picture = dir.path().join("plum.png");
    std::fs::write(
        &picture,
        png(RgbImage::from_pixel(32, 32, image::Rgb([150, 20, 160]))),
    )
    .unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    crate::support::ui_kit::click_button(&mut harness, "Batch");
    drop_file(&mut harness, &picture);
    wait_for_text(&mut harness, "Ready: the service fetches it from here.");
    crate::support::ui_kit::click_button(&mut harness, "Prompt list");
    wait_for_text(&mut harness, "Prompts, one per line");
    type_into(
        &mut harness,
        "Prompts, one per line",
        "the plum, glazed\nthe plum, at night",
    );
    crate::support::ui_kit::click_button(&mut harness, "Send 2 items\u{2026}");
    wait_for_text(&mut harness, "Estimated cost");
    crate::support::ui_kit::click_button(&mut harness, "Send 2 paid tasks");
    wait_until(&mut harness, "2 succeeded items", |h| {
        h.query_all_by_label_contains("2 succeeded")
            .next()
            .is_some()
    });
    // Both items carried the picture's link.
    let store = Store::open(&AppPaths::portable(dir.path()).database_file()).unwrap();
    let profile = store.profile_by_name("Offline sandbox").unwrap().unwrap();
    let tasks = store
        .page_tasks(profile.id, &TaskFilter::default(), None, 10)
        .unwrap()
        .items;
    assert_eq!(tasks.len(), 2);
    for task in tasks {
        let json = store.request_json(task.row).unwrap().unwrap();
        assert!(
            json.contains("/sandbox/uploads/") && json.contains("plum.png"),
            "{json}"
        );
    }
}
