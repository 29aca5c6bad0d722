//! The Gallery view of the real window under `egui_kittest`, against the in-process sandbox: an
//! image, a video and a music result are listed as tiles, a tile opens beside the grid with its
//! prompt and settings, the arrow keys step through the results, and the kind filter narrows the
//! grid.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use crate::support::ui_kit::{
    explore_sandbox, harness, pick_model, pick_music_v5, replace_text, submit_prompt,
    wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gendesk::ui::GenDeskApp;

fn tiles(harness: &Harness<'_, GenDeskApp>) -> Vec<String> {
    harness
        .query_all_by_role(egui::accesskit::Role::Button)
        .filter_map(|n| n.accesskit_node().label())
        .filter(|label| label.starts_with("Result: "))
        .collect()
}

/// Which kind of result the viewer shows now, if any.
fn shown_kind(harness: &Harness<'_, GenDeskApp>) -> Option<&'static str> {
    let has = |text: &str| harness.query_all_by_label_contains(text).next().is_some();
    // The viewer plays sound and video in place: a waveform, or the video's poster.
    if has("Waveform of ") {
        Some("music")
    } else if has("Poster of ") {
        Some("video")
    } else if has("Use as reference") {
        Some("image")
    } else {
        None
    }
}

/// Which kind of result the viewer shows, once it shows one.
fn open_kind(harness: &mut Harness<'_, GenDeskApp>) -> &'static str {
    wait_until(harness, "a result in the viewer", |h| {
        shown_kind(h).is_some()
    });
    shown_kind(harness).unwrap_or_default()
}

#[test]
fn the_gallery_lists_every_kind_and_steps_with_the_arrow_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    submit_prompt(&mut harness, "a red fox in fresh snow");
    pick_model(&mut harness, "video", "Sandbox Video Lite");
    replace_text(&mut harness, "Prompt", "waves on a rocky shore");
    harness.get_by_label("Submit").click();
    harness.step();
    pick_music_v5(&mut harness);
    replace_text(&mut harness, "Prompt", "a calm piano melody");
    harness.get_by_label("Submit").click();
    harness.step();

    wait_until(&mut harness, "the Gallery view", |h| {
        h.get_by_label("Gallery").click_accesskit();
        h.query_by_label("Small").is_some()
    });
    wait_until(&mut harness, "three results", |h| tiles(h).len() == 3);
    let shown = tiles(&harness);
    for (prompt, model) in [
        ("a red fox in fresh snow", "sandbox/image-fast"),
        ("waves on a rocky shore", "sandbox/video-lite"),
        ("a calm piano melody", "sandbox/music"),
    ] {
        assert!(
            shown
                .iter()
                .any(|t| t.contains(prompt) && t.contains(model)),
            "{prompt} ({model}) in {shown:?}"
        );
    }

    // The first tile opens beside the grid; the arrow keys step through all three.
    let first = shown[0].clone();
    harness
        .get_by_role_and_label(egui::Role::Button, &first)
        .click();
    harness.run_steps(3);
    wait_for_text(&mut harness, "Reuse settings");
    let mut seen = vec![open_kind(&mut harness)];
    for _ in 0..2 {
        harness.key_press(egui::Key::ArrowRight);
        harness.run_steps(3);
        seen.push(open_kind(&mut harness));
    }
    let mut kinds = seen.clone();
    kinds.sort_unstable();
    assert_eq!(
        kinds,
        ["image", "music", "video"],
        "in the grid's order: {seen:?}"
    );
    harness.key_press(egui::Key::ArrowLeft);
    harness.run_steps(3);
    assert_eq!(open_kind(&mut harness), seen[1], "left goes back one");

    // A video shows its poster in its task's detail.
    crate::support::ui_kit::show_activity(&mut harness);
    crate::support::ui_kit::open_task_row(&mut harness, "waves on a rocky shore");
    wait_until(&mut harness, "the video's poster", |h| {
        h.query_all_by_label_contains("Poster of ").next().is_some()
    });
    harness.get_by_label("Gallery").click_accesskit();
    harness.run_steps(2);

    // The kind filter narrows the grid.
    harness.get_by_label("Kind").click();
    harness.run_steps(2);
    harness.get_by_label("Images").click();
    harness.run_steps(2);
    wait_until(&mut harness, "only the image", |h| {
        let tiles = tiles(h);
        tiles.len() == 1 && tiles[0].contains("sandbox/image-fast")
    });
}

/// Opens the tile whose label contains `text` and adds the result to the side-by-side view.
fn pick_for_compare(harness: &mut Harness<'_, GenDeskApp>, text: &str) {
    let label = tiles(harness)
        .into_iter()
        .find(|t| t.contains(text))
        .unwrap();
    harness
        .get_by_role_and_label(egui::Role::Button, &label)
        .click();
    harness.run_steps(3);
    wait_until(harness, "Add to side by side", |h| {
        h.query_by_role_and_label(egui::Role::Button, "Add to side by side")
            .is_some()
    });
    harness
        .get_by_role_and_label(egui::Role::Button, "Add to side by side")
        .click_accesskit();
    harness.run_steps(2);
}

#[test]
fn compare_plays_videos_together_and_zooms_pictures_together() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    submit_prompt(&mut harness, "a red fox in fresh snow");
    pick_model(&mut harness, "video", "Sandbox Video Lite");
    for prompt in ["waves at dawn", "waves at dusk"] {
        replace_text(&mut harness, "Prompt", prompt);
        harness.get_by_label("Submit").click();
        harness.step();
    }
    wait_until(&mut harness, "the Gallery view", |h| {
        h.get_by_label("Gallery").click_accesskit();
        h.query_by_label("Small").is_some()
    });
    wait_until(&mut harness, "three results", |h| tiles(h).len() == 3);

    pick_for_compare(&mut harness, "waves at dawn");
    wait_for_text(&mut harness, "1 of 4 picked to show side by side");
    pick_for_compare(&mut harness, "waves at dusk");
    harness
        .get_by_role_and_label(egui::Role::Button, "Show 2 side by side")
        .click_accesskit();
    harness.run_steps(2);
    wait_until(&mut harness, "both videos side by side", |h| {
        h.query_by_label("Compared video in column 1").is_some()
            && h.query_by_label("Compared video in column 2").is_some()
    });
    wait_until(&mut harness, "Play", |h| {
        h.query_by_role_and_label(egui::Role::Button, "Play")
            .is_some()
    });
    harness
        .get_by_role_and_label(egui::Role::Button, "Play")
        .click_accesskit();
    harness.step();
    wait_until(&mut harness, "both playing", |h| {
        let shown = h.state().compared_videos_shown();
        shown.len() == 2 && shown.iter().all(|&n| n >= 8)
    });
    harness
        .get_by_role_and_label(egui::Role::Button, "Pause")
        .click_accesskit();
    harness.run_steps(5);
    let paused = harness.state().compared_videos_shown();
    std::thread::sleep(std::time::Duration::from_millis(400));
    harness.run_steps(5);
    assert_eq!(
        harness.state().compared_videos_shown(),
        paused,
        "both pause together"
    );

    // A picture joins them; the zoom is one for all pictures.
    harness
        .get_by_role_and_label(egui::Role::Button, "Back to the grid")
        .click_accesskit();
    harness.run_steps(2);
    pick_for_compare(&mut harness, "a red fox");
    harness
        .get_by_role_and_label(egui::Role::Button, "Show 3 side by side")
        .click_accesskit();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Compared picture in column 3");
    wait_for_text(&mut harness, "Zoom 1.0");
    harness
        .get_by_role_and_label(egui::Role::Button, "Zoom in")
        .click_accesskit();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Zoom 1.5");
    harness.check_accessibility();
}
