//! Esc in the real window under `egui_kittest`: every window and overlay closes with Esc, one
//! press closes only the one on top (a window above Settings, the full-image viewer above the
//! task detail, a confirmation above the window), and detail panels and Gallery's Compare
//! close when nothing floats above them.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use crate::support::ui_kit::{
    click_button, explore_sandbox, harness, open_task_row, show_activity, submit_prompt, type_into,
    wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gendesk::ui::GenDeskApp;

fn shows(harness: &Harness<'_, GenDeskApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

/// Presses Esc and lets the window draw the result.
fn escape(harness: &mut Harness<'_, GenDeskApp>) {
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
}

/// Clicks the button `label` through accessibility (a window may lie over its position).
fn press(harness: &mut Harness<'_, GenDeskApp>, label: &str) {
    wait_until(harness, label, |h| {
        h.query_by_role_and_label(egui::Role::Button, label)
            .is_some()
    });
    harness
        .get_by_role_and_label(egui::Role::Button, label)
        .click_accesskit();
    harness.run_steps(3);
}

#[test]
fn esc_closes_each_window_of_the_compose_view_and_only_the_one_on_top() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "a lighthouse at dusk");

    // Settings, then Show request above it: Esc closes the request, then Settings.
    press(&mut harness, "Settings");
    wait_for_label(&mut harness, "Dark");
    press(&mut harness, "Show request");
    wait_for_text(&mut harness, "Request preview");
    escape(&mut harness);
    assert!(!shows(&harness, "Request preview"), "the request closed");
    assert!(shows(&harness, "Dark"), "Settings, below it, stays open");
    escape(&mut harness);
    assert!(harness.query_by_label("Dark").is_none(), "Settings closed");

    // Send to several models, Add a model, Add profile.
    press(&mut harness, "Send to several models\u{2026}");
    wait_for_text(&mut harness, "Choose at least two models");
    escape(&mut harness);
    assert!(!shows(&harness, "Choose at least two models"));

    press(&mut harness, "Add a model\u{2026}");
    wait_for_text(
        &mut harness,
        "A model the service offers that is not in the list",
    );
    escape(&mut harness);
    assert!(!shows(
        &harness,
        "A model the service offers that is not in the list"
    ));

    harness.get_by_label("Profile").click();
    harness.run_steps(2);
    // A real click (the menu closes behind it).
    harness.get_by_label("Add profile\u{2026}").click();
    harness.run_steps(3);
    wait_for_text(&mut harness, "Connect another account");
    escape(&mut harness);
    assert!(!shows(&harness, "Connect another account"));

    // The batch pre-flight.
    click_button(&mut harness, "Batch");
    press(&mut harness, "Send 1 item\u{2026}");
    wait_for_text(&mut harness, "Estimated cost");
    escape(&mut harness);
    assert!(!shows(&harness, "Estimated cost"), "the pre-flight closed");
    assert!(
        shows(&harness, "Copies of the form"),
        "the batch editor stays"
    );

    // A confirmation closes before the window it belongs to would.
    press(&mut harness, "Settings");
    wait_for_label(&mut harness, "Dark");
    press(&mut harness, "Remove this profile");
    wait_for_text(&mut harness, "Remove this profile?");
    // The sandbox has no key and no account to speak of.
    assert!(shows(&harness, "explore the offline sandbox again"));
    assert!(!shows(&harness, "API key"));
    escape(&mut harness);
    assert!(
        !shows(&harness, "Remove this profile?"),
        "the confirmation closed"
    );
    assert!(shows(&harness, "Dark"), "Settings stays open below it");
    assert!(shows(&harness, "Offline sandbox"), "the profile is kept");
}

#[test]
fn esc_closes_the_full_image_viewer_then_the_task_detail() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    submit_prompt(&mut harness, "a red fox in fresh snow");
    show_activity(&mut harness);
    open_task_row(&mut harness, "a red fox");
    wait_until(&mut harness, "the preview", |h| {
        h.query_all_by_label_contains("Preview of").next().is_some()
    });
    harness
        .query_all_by_label_contains("Preview of")
        .next()
        .unwrap()
        .click();
    harness.run_steps(3);
    wait_for_label(&mut harness, "Fit");
    escape(&mut harness);
    assert!(harness.query_by_label("Fit").is_none(), "the viewer closed");
    assert!(
        harness
            .query_by_role_and_label(egui::Role::Button, "Close")
            .is_some(),
        "the detail stays"
    );
    escape(&mut harness);
    assert!(
        harness
            .query_all_by_label_contains("Preview of")
            .next()
            .is_none(),
        "the detail closed"
    );
}

#[test]
fn esc_leaves_gallery_compare_and_closes_the_gallery_viewer() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    submit_prompt(&mut harness, "a red fox in fresh snow");
    crate::support::ui_kit::replace_text(&mut harness, "Prompt", "a grey wolf in fresh snow");
    harness.get_by_label("Submit").click();
    harness.step();
    let tile = |h: &Harness<'_, GenDeskApp>, prompt: &str| {
        h.query_all_by_role(egui::accesskit::Role::Button)
            .filter_map(|n| n.accesskit_node().label())
            .find(|label| label.starts_with("Result: ") && label.contains(prompt))
    };
    wait_until(&mut harness, "the Gallery with two results", |h| {
        h.get_by_label("Gallery").click_accesskit();
        tile(h, "a red fox").is_some() && tile(h, "a grey wolf").is_some()
    });
    for prompt in ["a red fox", "a grey wolf"] {
        let tile = tile(&harness, prompt).unwrap();
        harness
            .get_by_role_and_label(egui::Role::Button, &tile)
            .click();
        harness.run_steps(3);
        press(&mut harness, "Add to side by side");
    }
    // The viewer's buttons do not overlap (the star was clipped under Previous at 1100 px).
    let previous = harness.get_by_label_contains("Previous").rect();
    let star = harness.get_by_label_contains("favourites").rect();
    assert!(!previous.intersects(star), "{previous:?} {star:?}");
    // Picked tiles carry a mark.
    assert_eq!(
        harness
            .query_all_by_label_contains(", picked for side by side")
            .count(),
        2
    );
    // The viewer names settings in words, not by their keys.
    wait_for_text(&mut harness, "Aspect ratio");
    assert!(harness.query_by_label("aspect_ratio").is_none());
    press(&mut harness, "Show 2 side by side");
    wait_for_text(&mut harness, "Compared picture in column 2");
    // Two takes are told apart by their task.
    assert!(shows(&harness, "Task 1 \u{b7} Picture 1 (PNG)"));
    assert!(shows(&harness, "Task 2 \u{b7} Picture 1 (PNG)"));
    escape(&mut harness);
    assert!(
        !shows(&harness, "Compared picture in column 2"),
        "back to the grid"
    );
    assert!(
        shows(&harness, "2 of 4 picked to show side by side"),
        "the picks are kept"
    );
    // The viewer beside the grid (the last tile opened) closes too.
    assert!(
        shows(&harness, "Remove from side by side"),
        "the viewer is open"
    );
    escape(&mut harness);
    assert!(
        harness
            .query_by_role_and_label(egui::Role::Button, "Close")
            .is_none(),
        "the viewer closed"
    );
}
