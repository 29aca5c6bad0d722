//! The model-testing bench in the real `GenDeskApp` under `egui_kittest`, against the
//! in-process sandbox: recent prompts found again (search, arrow keys, Enter), also after a
//! restart; a star on a task keeps its result under the Gallery's Favourites.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use crate::support::ui_kit::{
    explore_sandbox, harness, harness_with, open_task_row, options, replace_text, show_activity,
    submit_prompt, wait_for_label, wait_for_text, wait_until,
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

#[test]
fn recent_prompts_are_found_by_search_and_keys_and_kept_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = harness(dir.path());
        explore_sandbox(&mut harness);
        submit_prompt(&mut harness, "a red fox in fresh snow");
        wait_for_text(&mut harness, "1 task sent from this form");
        replace_text(&mut harness, "Prompt", "a blue whale at night");
        harness.get_by_label("Submit").click();
        harness.run_steps(2);
        wait_for_text(&mut harness, "2 tasks sent from this form");
        // Both recorded in the history before this window closes.
        show_activity(&mut harness);
        wait_for_label(&mut harness, "2 tasks");
    }
    let mut restarted = options(dir.path());
    restarted.sandbox.seed = Some(12);
    let mut harness = harness_with(restarted);
    wait_until(&mut harness, "the compose form", |h| {
        if h.query_by_label("Prompt").is_some() {
            return true;
        }
        if let Some(compose) = h.query_by_label("Compose") {
            compose.click_accesskit();
        }
        false
    });
    wait_until(&mut harness, "recent prompts read", |h| {
        !h.get_by_label("Recent prompts…")
            .accesskit_node()
            .is_disabled()
    });
    harness.get_by_label("Recent prompts…").click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Search");
    // Newest first: the whale, then the fox; Down moves to the fox, Enter takes it.
    let listed: Vec<String> = harness
        .query_all_by_label_contains("a ")
        .filter_map(|n| n.accesskit_node().label())
        .filter(|l| l == "a blue whale at night" || l == "a red fox in fresh snow")
        .collect();
    assert_eq!(listed, ["a blue whale at night", "a red fox in fresh snow"]);
    harness.key_press(egui::Key::ArrowDown);
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert!(
        harness.query_by_label("Search").is_none(),
        "the list closed"
    );
    harness.get_by_label("Show request").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "\"prompt\": \"a red fox in fresh snow\"");
    harness.get_by_label("Hide request").click();
    harness.run_steps(2);

    // Search as you type; Esc closes without changing the form.
    harness.get_by_label("Recent prompts…").click();
    harness.run_steps(2);
    harness.get_by_label("Search").type_text("WHALE");
    harness.run_steps(2);
    assert!(harness.query_by_label("a red fox in fresh snow").is_none());
    assert!(harness.query_by_label("a blue whale at night").is_some());
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("Search").is_none());
    harness.get_by_label("Show request").click();
    harness.run_steps(2);
    wait_for_text(&mut harness, "\"prompt\": \"a red fox in fresh snow\"");
}

#[test]
fn a_starred_task_is_under_the_gallerys_favourites() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    submit_prompt(&mut harness, "a red fox in fresh snow");
    wait_for_text(&mut harness, "1 task sent from this form");
    replace_text(&mut harness, "Prompt", "a blue whale at night");
    harness.get_by_label("Submit").click();
    harness.run_steps(2);
    show_activity(&mut harness);
    open_task_row(&mut harness, "a red fox in fresh snow");
    wait_for_label(&mut harness, "Add to favourites");
    harness.get_by_label("Add to favourites").click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Remove from favourites");

    wait_until(&mut harness, "the Gallery view", |h| {
        h.get_by_label("Gallery").click_accesskit();
        h.query_by_label("Small").is_some()
    });
    wait_until(&mut harness, "two results", |h| tiles(h).len() == 2);
    harness.get_by_label("Favourites").click();
    harness.run_steps(2);
    wait_until(&mut harness, "only the starred result", |h| {
        let shown = tiles(h);
        shown.len() == 1 && shown[0].contains("a red fox in fresh snow")
    });
}
