//! Renders the main views of the real `GenDeskApp` (against the in-process sandbox) to PNG with
//! `egui_kittest`'s wgpu renderer (Mesa lavapipe without a GPU): the welcome page, the compose
//! form, the activity list with results, a task's detail with its preview, and a failure; the
//! batch editor, pre-flight and Batches view; the Webhooks view and its delivery inspector;
//! Activity in Japanese.
//!
//! The files go to `target/screenshots/`, or to `$GENDESK_SCREENSHOTS_DIR` — the README's
//! pictures are made with `GENDESK_SCREENSHOTS_DIR=docs/screenshots cargo test --test window
//! screenshots::`.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::PathBuf;

use crate::support::ui_kit::{
    ask_for_sound, explore_sandbox, open_task_row, options, pick_model, pick_music_v5,
    replace_text, show_activity, wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gendesk::ui::GenDeskApp;

fn out_dir() -> PathBuf {
    let dir = std::env::var_os("GENDESK_SCREENSHOTS_DIR").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/screenshots"),
        PathBuf::from,
    );
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Renders the current frame to `<name>.png`. What each view looks like is checked against
/// baselines by the view tests (`src/ui/view_tests`); here the frames come from a live
/// sandbox, so they are pictures for people (the README's), not comparisons.
fn shoot(harness: &mut Harness<'_, GenDeskApp>, name: &str) {
    for _ in 0..3 {
        harness.step();
    }
    let image = harness.render().unwrap_or_else(|err| {
        panic!("rendering failed ({err}); on Linux without a GPU install Mesa's software Vulkan driver: apt-get install -y mesa-vulkan-drivers")
    });
    assert_eq!((image.width(), image.height()), (1100, 720), "{name}");
    image.save(out_dir().join(format!("{name}.png"))).unwrap();
}

#[test]
fn the_main_views_render_to_png() {
    let dir = tempfile::tempdir().unwrap();
    let app_options = options(dir.path());
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .with_render_cursor(false)
        .build_eframe(move |cc| GenDeskApp::new(cc, app_options));
    wait_for_label(&mut harness, "Explore the offline sandbox");
    shoot(&mut harness, "welcome");

    explore_sandbox(&mut harness);
    let prompts = [
        "a lighthouse at dusk, oil painting",
        "a red fox in fresh snow, morning light",
        "a quiet harbour with fishing boats [fail:NSFW]",
        "an isometric city block at night, neon signs",
    ];
    for prompt in prompts {
        replace_text(&mut harness, "Prompt", prompt);
        harness.get_by_label("Submit").click();
        harness.step();
    }
    replace_text(
        &mut harness,
        "Prompt",
        "a paper boat on a rainy street, watercolour",
    );
    shoot(&mut harness, "compose");

    harness.get_by_label("Activity").click();
    wait_until(&mut harness, "three successes and a failure", |h| {
        h.query_all_by_label("success").count() == 3 && h.query_by_label("failed").is_some()
    });
    wait_until(&mut harness, "the list thumbnails", |h| {
        h.state().previews_loaded().0 >= 3
    });
    shoot(&mut harness, "activity");

    open_task_row(&mut harness, "a red fox");
    wait_for_text(&mut harness, "Preview of ");
    shoot(&mut harness, "detail");

    open_task_row(&mut harness, "a quiet harbour");
    wait_for_label(&mut harness, "Failed: NSFW");
    shoot(&mut harness, "failure");

    // The gallery: three image results, one open beside the grid.
    harness.get_by_label("Gallery").click_accesskit();
    harness.run_steps(2);
    wait_until(&mut harness, "three tiles", |h| {
        h.query_all_by_label_contains("Result: ").count() == 3
    });
    harness
        .query_all_by_label_contains("Result: a red fox")
        .next()
        .unwrap()
        .click();
    harness.run_steps(3);
    wait_for_text(&mut harness, "Reuse settings");
    // Three list thumbnails and a detail preview before; three tiles now.
    wait_until(&mut harness, "the gallery previews", |h| {
        h.state().previews_loaded().0 >= 7
    });
    shoot(&mut harness, "gallery");
}

#[test]
fn the_batch_views_render_to_png() {
    let dir = tempfile::tempdir().unwrap();
    let app_options = options(dir.path());
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .with_render_cursor(false)
        .build_eframe(move |cc| GenDeskApp::new(cc, app_options));
    explore_sandbox(&mut harness);
    replace_text(&mut harness, "Prompt", "watercolour, soft morning light");
    harness.get_by_label("Batch").click();
    harness.run_steps(4);
    // By accessibility: the panels settle their widths in the first frames of batch mode.
    harness.get_by_label("Prompt list").click_accesskit();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Prompts, one per line");
    replace_text(
        &mut harness,
        "Prompts, one per line",
        "a lighthouse at dusk\na red fox in fresh snow\na quiet harbour with fishing boats [reject]\nan isometric city block at night\na paper boat on a rainy street\n",
    );
    wait_for_text(&mut harness, "5 items");
    shoot(&mut harness, "batch_editor");

    harness.get_by_label("Send 5 items\u{2026}").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Estimated cost");
    shoot(&mut harness, "batch_preflight");
    harness.get_by_label("Send 5 paid tasks").click();
    harness.run_steps(2);
    wait_until(&mut harness, "the batch to finish", |h| {
        h.query_all_by_label_contains("4 succeeded")
            .next()
            .is_some()
    });
    // Let the result previews arrive.
    wait_until(&mut harness, "the result previews", |h| {
        h.state().previews_loaded().0 >= 4
    });
    shoot(&mut harness, "batches");
    harness.get_by_label("Rejected").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Rejected (INVALID_PARAM_VALUE)");
    shoot(&mut harness, "batch_rejected");

    harness.get_by_label("Webhooks").click_accesskit();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Version 1");
    wait_for_text(&mut harness, "Listening on 127.0.0.1");
    shoot(&mut harness, "webhooks");

    // The inspector: the batch's four verified webhooks (it was sent to the local receiver)
    // and a forged delivery, selected.
    let url = harness
        .query_all_by_role(egui::accesskit::Role::Label)
        .filter_map(|n| n.value())
        .find(|text| text.starts_with("http://127.0.0.1:") && text.ends_with("/batch"))
        .unwrap();
    harness.get_by_label("Deliveries").click();
    harness.run_steps(2);
    wait_until(&mut harness, "four verified deliveries", |h| {
        h.query_all_by_label_contains("Verified Batch webhook")
            .count()
            == 4
    });
    post_forged(&url);
    wait_until(&mut harness, "the forged delivery", |h| {
        h.query_all_by_label_contains("Bad signature Batch webhook")
            .next()
            .is_some()
    });
    harness
        .query_all_by_label_contains("Bad signature Batch webhook")
        .next()
        .unwrap()
        .click();
    harness.run_steps(3);
    wait_for_text(&mut harness, "What GenDesk did:");
    shoot(&mut harness, "webhooks_inspector");
}

/// Posts a batch webhook signed with a secret that is not the account's.
fn post_forged(url: &str) {
    let body = br#"{"code":200,"message":"success","data":{"taskId":"task_0a1b2c3d4e5f60718293","state":"success","resultJson":"{\"resultUrls\":[\"https://example.com/forged.png\"]}"},"batch":{"batchId":"batch_forged","clientItemId":"prompt-9"}}"#;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let signed = gendesk_api::webhook::SignatureHeaders::new(
        b"an-old-copy-of-the-secret",
        "evt_forged_7c1e",
        i64::try_from(stamp).unwrap(),
        body,
    );
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let status = runtime.block_on(async {
        reqwest::Client::new()
            .post(url)
            .header("Content-Type", "application/json")
            .header("X-Service-Event-Id", signed.event_id)
            .header("X-Service-Timestamp", signed.timestamp)
            .header("X-Service-Signature", signed.signature)
            .body(body.to_vec())
            .send()
            .await
            .unwrap()
            .status()
    });
    assert_eq!(status.as_u16(), 401);
}

#[test]
fn the_compare_view_renders_to_png() {
    let dir = tempfile::tempdir().unwrap();
    let app_options = options(dir.path());
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .with_render_cursor(false)
        .build_eframe(move |cc| GenDeskApp::new(cc, app_options));
    explore_sandbox(&mut harness);
    replace_text(&mut harness, "Prompt", "a lighthouse at dusk, watercolour");
    harness
        .get_by_label("Send to several models\u{2026}")
        .click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Sandbox Image Pro (sandbox/image-pro)");
    harness
        .get_by_label("Sandbox Image Pro (sandbox/image-pro)")
        .click();
    harness.run_steps(2);
    shoot(&mut harness, "send_to_several");
    harness.get_by_label("Send 2 paid tasks").click();
    harness.run_steps(2);
    wait_until(&mut harness, "both results", |h| {
        h.query_all_by_label_contains("took ").count() == 2
    });
    wait_until(&mut harness, "both previews", |h| {
        h.state().previews_loaded().0 >= 2
    });
    shoot(&mut harness, "compare");
}

#[test]
fn the_players_render_to_png() {
    let dir = tempfile::tempdir().unwrap();
    let app_options = options(dir.path());
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .with_render_cursor(false)
        .build_eframe(move |cc| GenDeskApp::new(cc, app_options));
    explore_sandbox(&mut harness);
    pick_music_v5(&mut harness);
    replace_text(&mut harness, "Prompt", "a slow waltz on a rainy evening");
    harness.get_by_label("Submit").click();
    harness.step();
    pick_model(&mut harness, "cinema", "Sandbox Video Cinema");
    wait_for_label(&mut harness, "Duration (s)");
    ask_for_sound(&mut harness);
    replace_text(
        &mut harness,
        "Prompt",
        "dusk over the sea, slow camera drift",
    );
    harness.get_by_label("Submit").click();
    harness.step();
    replace_text(&mut harness, "Prompt", "a neon city at night");
    harness.get_by_label("Submit").click();
    harness.step();

    show_activity(&mut harness);
    wait_until(&mut harness, "all finished", |h| {
        h.query_all_by_label("success").count() == 3
    });
    // The first take plays: the waveform shows what was played.
    open_task_row(&mut harness, "a slow waltz");
    wait_until(&mut harness, "the takes loaded", |h| {
        h.query_all_by_label_contains("Waveform of ").count() == 2
            && h.query_all_by_label_contains("of 0:30").count() == 2
    });
    harness
        .query_all_by_label("Play")
        .next()
        .unwrap()
        .click_accesskit();
    wait_until(&mut harness, "two seconds played", |h| {
        h.query_all_by_label_contains("Position 0:02")
            .next()
            .is_some()
    });
    shoot(&mut harness, "audio_player");

    // The video plays in the detail, then in the large view.
    open_task_row(&mut harness, "dusk over the sea");
    wait_for_text(&mut harness, "Poster of ");
    harness
        .get_by_role_and_label(egui::Role::Button, "Play")
        .click_accesskit();
    wait_until(&mut harness, "pictures", |h| {
        h.state().video_stats().is_some_and(|s| s.shown >= 12)
    });
    shoot(&mut harness, "video_player");
    harness
        .get_by_role_and_label(egui::Role::Button, "Large view")
        .click_accesskit();
    harness.run_steps(3);
    wait_for_label(&mut harness, "Close large view");
    shoot(&mut harness, "video_large");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(
        harness.query_by_label("Close large view").is_none(),
        "Esc closes the large view"
    );

    gallery_media_shots(&mut harness);
}

/// The gallery with a waveform and posters as tiles and a film in the viewer, then two films
/// compared side by side.
fn gallery_media_shots(harness: &mut Harness<'_, GenDeskApp>) {
    // The gallery: a waveform and a poster as tiles, the film open in the viewer.
    harness.get_by_label("Gallery").click_accesskit();
    harness.run_steps(2);
    wait_until(harness, "the tiles", |h| {
        h.query_all_by_label_contains("Result: ").count() == 3
    });
    harness
        .query_all_by_label_contains("Result: dusk over the sea")
        .next()
        .unwrap()
        .click();
    wait_for_text(harness, "Reuse settings");
    wait_until(harness, "the tiles' previews", |h| {
        h.state().previews_loaded().0 >= 7
    });
    shoot(harness, "gallery_media");

    // Both films side by side, playing together.
    for prompt in ["dusk over the sea", "a neon city"] {
        harness
            .query_all_by_label_contains(&format!("Result: {prompt}"))
            .next()
            .unwrap()
            .click();
        harness.run_steps(3);
        wait_for_label(harness, "Add to side by side");
        harness
            .get_by_label("Add to side by side")
            .click_accesskit();
        harness.run_steps(2);
    }
    harness
        .get_by_label("Show 2 side by side")
        .click_accesskit();
    harness.run_steps(2);
    wait_for_label(harness, "Play");
    harness.get_by_label("Play").click_accesskit();
    wait_until(harness, "both playing", |h| {
        h.state().compared_videos_shown().iter().all(|&n| n >= 30)
    });
    shoot(harness, "gallery_compare");
}

#[test]
fn the_insights_view_renders_to_png() {
    let dir = tempfile::tempdir().unwrap();
    let app_options = options(dir.path());
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .with_render_cursor(false)
        .build_eframe(move |cc| GenDeskApp::new(cc, app_options));
    explore_sandbox(&mut harness);
    open_insights(&mut harness);
    wait_for_text(&mut harness, "Nothing to count here yet");
    shoot(&mut harness, "insights_empty");

    // A few tasks on three models, two of them failing, and a batch with a rejected item.
    harness.get_by_label("Compose").click_accesskit();
    wait_for_label(&mut harness, "Prompt");
    let mut sent = 0;
    for (search, name, prompts) in [
        (
            "image fast",
            "Sandbox Image Fast",
            &[
                "a lighthouse at dusk",
                "a red fox in fresh snow",
                "a harbour at night [fail:NSFW]",
                "a paper boat on a rainy street",
            ][..],
        ),
        (
            "image pro",
            "Sandbox Image Pro",
            &[
                "a tea garden in spring, 35mm",
                "a quiet library [fail:Timeout]",
            ][..],
        ),
        (
            "video lite",
            "Sandbox Video Lite",
            &["waves on a rocky shore"][..],
        ),
    ] {
        pick_model(&mut harness, search, name);
        for prompt in prompts {
            replace_text(&mut harness, "Prompt", prompt);
            harness.get_by_label("Submit").click();
            harness.step();
            sent += 1;
            wait_for_text(&mut harness, &format!("{sent} task"));
        }
    }
    pick_model(&mut harness, "image fast", "Sandbox Image Fast");
    harness.get_by_label("Batch").click();
    harness.run_steps(4);
    harness.get_by_label("Prompt list").click_accesskit();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Prompts, one per line");
    replace_text(
        &mut harness,
        "Prompts, one per line",
        "a kite over dunes\na glass teapot [fail:NSFW]\na snowy cabin\na red bicycle [reject]\n",
    );
    wait_for_text(&mut harness, "4 items");
    harness.get_by_label("Send 4 items\u{2026}").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Estimated cost");
    harness.get_by_label("Send 4 paid tasks").click();
    harness.run_steps(2);
    open_insights(&mut harness);
    wait_until(&mut harness, "every task in the figures", |h| {
        h.query_all_by_label_contains("7 succeeded \u{b7} 3 failed")
            .next()
            .is_some()
    });
    // The pointer, last on the Send button, away from the plots (no hover lines).
    harness.event(egui::Event::PointerGone);
    shoot(&mut harness, "insights");
    harness.get_by_label("Batches and runs").scroll_to_me();
    harness.run_steps(3);
    shoot(&mut harness, "insights_models");
}

/// Opens Insights from the top bar (the view's heading says it is there).
fn open_insights(harness: &mut Harness<'_, GenDeskApp>) {
    wait_until(harness, "the Insights view", |h| {
        if h.query_all_by_label("Insights").count() > 1 {
            return true;
        }
        h.get_by_label("Insights").click_accesskit();
        false
    });
}

/// Activity in Japanese with a task's detail open: the README's picture of GenDesk in another
/// language (the prompt field's label comes from the model catalogue, in English).
#[test]
fn activity_in_japanese_renders_to_png() {
    use gendesk_core::t;
    let dir = tempfile::tempdir().unwrap();
    let japanese = gendesk_core::i18n::by_tag("ja").unwrap();
    let app_options = gendesk::ui::AppOptions {
        forced_language: Some(japanese),
        ..options(dir.path())
    };
    // This thread's words in Japanese from the start (the window switches once its settings
    // are read, which may be after the first words below are looked up).
    gendesk_core::i18n::set_language(japanese);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .with_render_cursor(false)
        .build_eframe(move |cc| GenDeskApp::new(cc, app_options));
    let explore = t!("window-welcome-sandbox-explore");
    wait_until(&mut harness, "the welcome screen", |h| {
        h.query_by_label(&explore).is_some()
    });
    harness.get_by_label(&explore).click();
    let prompt_label = t!("catalog-label-prompt");
    wait_for_label(&mut harness, &prompt_label);
    for prompt in ["夕暮れの灯台、油絵", "a red fox in fresh snow"] {
        replace_text(&mut harness, &prompt_label, prompt);
        harness.get_by_label(&t!("compose-submit")).click();
        harness.step();
    }
    harness.get_by_label(&t!("nav-activity")).click();
    let success = t!("task-state-success");
    wait_until(&mut harness, "two successes", |h| {
        h.query_all_by_label(&success).count() == 2
    });
    open_task_row(&mut harness, "夕暮れの灯台");
    wait_until(&mut harness, "the thumbnails and the preview", |h| {
        h.state().previews_loaded().0 >= 3
    });
    shoot(&mut harness, "activity_ja");
}
