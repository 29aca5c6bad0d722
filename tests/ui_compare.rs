//! "Send to several models…" in the real window under `egui_kittest`, against the in-process
//! sandbox: one prompt on both sandbox image models makes two tasks, the window says what a
//! model does not take, and the Compare view shows both results side by side.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

mod support;

use egui_kittest::kittest::Queryable as _;
use gendesk_core::store::{Store, TaskFilter, TaskPhase};
use support::ui_kit::{
    click_button, explore_sandbox, harness, pick_model, type_into, wait_for_text, wait_until,
};

#[test]
fn one_prompt_on_both_image_models_is_compared_side_by_side() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    pick_model(&mut harness, "pro", "Sandbox Image Pro");
    type_into(&mut harness, "Prompt", "a lighthouse at dusk");
    type_into(&mut harness, "Seed", "42");
    harness.run_steps(2);

    click_button(&mut harness, "Send to several models\u{2026}");
    wait_for_text(&mut harness, "Send to several models");
    // The form's model is chosen; add the other image model.
    harness
        .get_by_label("Sandbox Image Fast (sandbox/image-fast)")
        .click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "without what it does not take");
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
