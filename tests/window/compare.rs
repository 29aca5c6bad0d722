//! "Send to several models…" in the real window under `egui_kittest`, against the in-process
//! sandbox: one prompt on both sandbox image models makes two tasks, the window says what a
//! model does not take, and the Compare view shows both results side by side.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use crate::support::ui_kit::{
    click_button, explore_sandbox, harness, pick_model, type_into, wait_for_text, wait_until,
};
use egui_kittest::kittest::Queryable as _;
use gendesk_core::store::{Store, TaskFilter, TaskPhase};

#[test]
fn one_prompt_on_both_image_models_is_compared_side_by_side() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    pick_model(&mut harness, "pro", "Sandbox Image Pro");
    type_into(&mut harness, "Prompt", "a lighthouse at dusk");
    type_into(&mut harness, "Seed", "42");
    harness.run_steps(2);
    // What one task costs is said before it is sent (Image Pro at 2K).
    wait_for_text(&mut harness, "Cost: $0.09");

    click_button(&mut harness, "Send to several models\u{2026}");
    wait_for_text(&mut harness, "Send to several models");
    // The form's model is chosen; add the other image model.
    harness
        .get_by_label("Sandbox Image Fast (sandbox/image-fast)")
        .click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "without what it does not take");
    // Each model's price, and the sum, before anything is paid.
    wait_for_text(&mut harness, "sandbox/image-fast: ready, $0.04");
    wait_for_text(&mut harness, "Estimated cost: $0.13");
    assert!(
        harness
            .query_all_by_label_contains("Seed 42")
            .next()
            .is_some(),
        "the seed Image Fast does not take is named"
    );
    click_button(&mut harness, "Send 2 paid tasks");

    // The Compare view fills in as each finishes.
    wait_for_text(&mut harness, "\u{201c}a lighthouse at dusk\u{201d}");
    wait_until(&mut harness, "both results", |h| {
        h.query_all_by_label_contains("took ").count() == 2
    });
    assert!(harness.query_by_label("sandbox/image-fast").is_some());
    assert!(harness.query_by_label("sandbox/image-pro").is_some());

    // A result is enlarged in the full viewer and downloaded from the view itself.
    crate::support::ui_kit::wait_for_label(
        &mut harness,
        "sandbox/image-pro result: Picture 1 (PNG)",
    );
    harness
        .get_by_label("sandbox/image-pro result: Picture 1 (PNG)")
        .click();
    harness.run_steps(3);
    wait_for_text(&mut harness, "scroll to zoom");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
    assert!(
        harness.query_by_label("Actual size").is_none(),
        "the viewer closed"
    );
    let downloads = harness.query_all_by_label("Download").count();
    assert_eq!(downloads, 2, "one Download per model");
    harness
        .query_all_by_label("Download")
        .next()
        .unwrap()
        .click();
    wait_until(&mut harness, "a result saved", |_| {
        std::fs::read_dir(
            gendesk_core::config::AppPaths::portable(dir.path())
                .downloads_dir
                .clone(),
        )
        .is_ok_and(|entries| {
            entries
                .flatten()
                .any(|e| e.path().extension().is_some_and(|x| x == "png"))
        })
    });

    let store = Store::open(&dir.path().join("data/history.sqlite3")).unwrap();
    let profile = store.list_profiles().unwrap()[0].id;
    let tasks = store
        .page_tasks(profile, &TaskFilter::default(), None, 10)
        .unwrap()
        .items;
    assert_eq!(tasks.len(), 2, "one task per model");
    let mut models: Vec<&str> = tasks.iter().map(|t| t.model.as_str()).collect();
    models.sort_unstable();
    assert_eq!(models, ["sandbox/image-fast", "sandbox/image-pro"]);
    assert!(tasks.iter().all(|t| t.phase == TaskPhase::Final));
}

/// The text of the field labelled `label`.
fn field_text(harness: &egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>, label: &str) -> String {
    use egui_kittest::kittest::NodeT as _;
    harness
        .get_by_label(label)
        .accesskit_node()
        .value()
        .unwrap_or_default()
}

/// Switching to another profile and back keeps each profile's form (model, prompt, seed) and
/// its comparison with the Compare tab; before, both were wiped in both directions.
#[test]
fn each_profile_keeps_its_form_and_comparison_across_a_switch() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let service = runtime.block_on(gendesk_sandbox::testing::start_sandbox(100.0));
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    pick_model(&mut harness, "pro", "Sandbox Image Pro");
    type_into(&mut harness, "Prompt", "a lighthouse at dusk");
    type_into(&mut harness, "Seed", "42");
    click_button(&mut harness, "Send to several models\u{2026}");
    harness
        .get_by_label("Sandbox Image Fast (sandbox/image-fast)")
        .click();
    harness.run_steps(2);
    click_button(&mut harness, "Send 2 paid tasks");
    wait_for_text(&mut harness, "\u{201c}a lighthouse at dusk\u{201d}");

    crate::support::ui_kit::add_remote_profile(
        &mut harness,
        "Work",
        service.base_url(),
        gendesk_sandbox::DEMO_KEY,
    );
    harness.get_by_label("Compose").click_accesskit();
    harness.run_steps(2);
    // The service behind Work publishes no model list: add one.
    crate::support::ui_kit::add_image_model_by_id(&mut harness, "sandbox/image-fast");
    wait_until(&mut harness, "Work's own form", |h| {
        h.query_by_label("Prompt").is_some()
    });
    assert_eq!(
        field_text(&harness, "Prompt"),
        "",
        "a new profile starts empty"
    );
    assert!(
        harness.query_all_by_label("Compare").next().is_none(),
        "Work has no comparison"
    );
    type_into(&mut harness, "Prompt", "the office at night");

    crate::support::ui_kit::switch_profile(&mut harness, "Offline sandbox");
    wait_until(&mut harness, "the sandbox's form as it was left", |h| {
        h.query_by_label("Prompt")
            .is_some_and(|_| field_text(h, "Prompt") == "a lighthouse at dusk")
    });
    assert_eq!(field_text(&harness, "Seed"), "42");
    assert!(
        harness
            .query_all_by_label("Sandbox Image Pro")
            .next()
            .is_some()
    );
    assert!(
        harness.query_all_by_label("Compare").next().is_some(),
        "the Compare tab is back"
    );

    crate::support::ui_kit::switch_profile(&mut harness, "Work");
    wait_until(&mut harness, "Work's form as it was left", |h| {
        h.query_by_label("Prompt")
            .is_some_and(|_| field_text(h, "Prompt") == "the office at night")
    });
    drop(harness);
    drop(service);
}
