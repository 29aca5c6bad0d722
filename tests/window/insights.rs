//! Insights and the spending limit in the real `GenDeskApp` under `egui_kittest`, against the
//! in-process sandbox: a daily limit of one cent set in Settings holds the next task and asks;
//! "Don't send" sends nothing and keeps the prompt, "Send anyway" sends it once; a failing
//! task follows; Insights then shows the spend, the model's figures and its fail code, the
//! same as `Report::compute` (what `gendesk report` prints) over the same history.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::Path;

use crate::support::ui_kit::{
    click_button, explore_sandbox, harness, submit_prompt, type_into, wait_for_label,
    wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gendesk::ui::GenDeskApp;
use gendesk_core::config::AppPaths;
use gendesk_core::insights::{Period, Report};
use gendesk_core::money::format_usd;
use gendesk_core::store::{Store, TaskFilter};

/// The sandbox profile's tasks in the history, and how many of them are final.
fn tasks(dir: &Path) -> (u64, u64) {
    let store = Store::open(&AppPaths::portable(dir).database_file()).unwrap();
    let Some(profile) = store.profile_by_name("Offline sandbox").unwrap() else {
        return (0, 0);
    };
    let all = store
        .count_tasks(profile.id, &TaskFilter::default())
        .unwrap();
    let report = Report::of_period(&store, Some(profile.id), Period::ALL).unwrap();
    (all, report.totals.succeeded + report.totals.failed)
}

/// Clicks "Save the limit" by AccessKit: the section is below the fold of the Settings window.
fn save_the_limit(harness: &mut Harness<'_, GenDeskApp>) {
    wait_until(harness, "Save the limit", |h| {
        h.query_by_role_and_label(egui::Role::Button, "Save the limit")
            .is_some()
    });
    harness
        .get_by_role_and_label(egui::Role::Button, "Save the limit")
        .click_accesskit();
    harness.run_steps(2);
}

/// Types `amount` (empty: none) as the daily limit in Settings, saves it, waits for `saved` and
/// closes Settings with Esc.
fn set_daily_limit(harness: &mut Harness<'_, GenDeskApp>, amount: &str, saved: &str) {
    click_button(harness, "Settings");
    wait_for_label(harness, "Per day ($)");
    harness.get_by_label("Per day ($)").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.key_press(egui::Key::Backspace);
    harness.run_steps(2);
    if !amount.is_empty() {
        type_into(harness, "Per day ($)", amount);
    }
    save_the_limit(harness);
    wait_for_text(harness, saved);
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
    assert!(
        harness.query_by_label("Per day ($)").is_none(),
        "Esc closes Settings"
    );
}

/// Opens Insights from the top bar and waits for its figures.
fn open_insights(harness: &mut Harness<'_, GenDeskApp>) {
    wait_for_label(harness, "Insights");
    wait_until(harness, "the Insights view", |h| {
        // The top bar's button, then the view's heading too.
        if h.query_all_by_label("Insights").count() > 1 {
            return true;
        }
        h.get_by_label("Insights").click_accesskit();
        false
    });
    wait_for_label(harness, "Per model");
}

/// `gendesk report --json` on the data folder `dir` (while the window has it open) says what
/// `report` says.
fn report_cli_agrees(dir: &Path, report: &Report) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_gendesk"))
        .args([
            "report",
            "--json",
            "--profile",
            "Offline sandbox",
            "--data-dir",
        ])
        .arg(dir)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let model = &report.models[0];
    assert_eq!(json["models"][0]["model"], model.model.as_str());
    assert_eq!(json["models"][0]["tasks"], model.figures.tasks);
    assert_eq!(json["models"][0]["fail_codes"]["NSFW"], 1);
    assert_eq!(
        json["totals"]["spent_usd"]["estimated"].as_f64(),
        Some(report.totals.spent_usd.estimated)
    );
}

/// Picks `option` in the combo box labelled `label`.
fn choose(harness: &mut Harness<'_, GenDeskApp>, label: &str, option: &str) {
    harness
        .get_by_role_and_label(egui::Role::ComboBox, label)
        .click();
    harness.run_steps(2);
    harness
        .get_by_role_and_label(egui::Role::Button, option)
        .click();
    harness.run_steps(2);
}

fn has_text(harness: &Harness<'_, GenDeskApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn a_spending_limit_asks_first_and_insights_counts_what_was_sent() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);

    // A limit of one cent a day, set in Settings.
    set_daily_limit(&mut harness, "0.01", "At most $0.01 a day.");

    // The next task would pass it: asked first, and "Don't send" sends nothing.
    submit_prompt(&mut harness, "a red fox in the snow");
    wait_for_text(&mut harness, "Over your spending limit");
    assert!(has_text(
        &harness,
        "would pass today's spending limit of $0.01"
    ));
    click_button(&mut harness, "Don't send");
    harness.run_steps(5);
    assert_eq!(tasks(dir.path()).0, 0, "nothing was recorded or sent");
    assert!(
        !has_text(&harness, "sent from this form"),
        "the form does not claim a task was sent"
    );
    assert_eq!(
        harness.get_by_label("Prompt").value().as_deref(),
        Some("a red fox in the snow"),
        "the form keeps the prompt"
    );

    // Asked again; Esc is "Don't send" too; then "Send anyway" sends it once.
    harness.get_by_label("Submit").click();
    wait_for_text(&mut harness, "Over your spending limit");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
    assert!(!has_text(&harness, "Over your spending limit"));
    assert_eq!(tasks(dir.path()).0, 0);
    harness.get_by_label("Submit").click();
    wait_for_text(&mut harness, "Over your spending limit");
    click_button(&mut harness, "Send anyway");
    wait_until(&mut harness, "the task to finish", |_| {
        tasks(dir.path()) == (1, 1)
    });

    // No limit any more: the sandbox's failure marker makes a failed task.
    set_daily_limit(&mut harness, "", "No spending limit.");
    harness.get_by_label("Prompt").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.key_press(egui::Key::Backspace);
    submit_prompt(&mut harness, "a fox [fail:NSFW] please");
    wait_until(&mut harness, "the failed task", |_| {
        tasks(dir.path()) == (2, 2)
    });
    assert!(!has_text(&harness, "Over your spending limit"));

    // Insights: the figures match what the history says.
    open_insights(&mut harness);
    let store = Store::open(&AppPaths::portable(dir.path()).database_file()).unwrap();
    let profile = store.profile_by_name("Offline sandbox").unwrap().unwrap();
    let report = Report::of_period(&store, Some(profile.id), Period::ALL).unwrap();
    let [model] = report.models.as_slice() else {
        panic!("one model: {:?}", report.models)
    };
    assert_eq!((model.figures.tasks, model.figures.failed), (2, 1));
    assert_eq!(model.figures.fail_codes.get("NSFW"), Some(&1));
    assert!(model.figures.spent_usd.estimated > 0.0, "{report:?}");
    wait_for_text(&mut harness, &format_usd(report.totals.spent_usd.estimated));
    assert!(
        harness
            .query_by_role_and_label(egui::accesskit::Role::Link, &model.model)
            .is_some(),
        "the model's row"
    );
    wait_for_text(&mut harness, "1 (50%)");
    report_cli_agrees(dir.path(), &report);
    // All time, then only videos (nothing), then any kind again: the figures follow.
    choose(&mut harness, "Period", "All time");
    wait_for_text(&mut harness, "1 (50%)");
    choose(&mut harness, "Kind", "video");
    wait_for_text(&mut harness, "Nothing to count here yet");
    choose(&mut harness, "Kind", "Any kind");
    wait_for_text(&mut harness, "1 (50%)");
    // The fail code opens Activity on the model's failed tasks.
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "NSFW \u{d7}1")
        .click();
    wait_until(&mut harness, "Activity on the failed tasks", |h| {
        h.query_all_by_label("State").next().is_some()
    });
    harness.run_steps(2);
    let state = harness
        .get_by_role_and_label(egui::Role::ComboBox, "State")
        .value()
        .unwrap_or_default();
    assert!(
        state.to_lowercase().contains("failed"),
        "the State filter: {state}"
    );
    assert_eq!(
        harness
            .get_by_role_and_label(egui::Role::TextInput, "Model")
            .value()
            .as_deref(),
        Some(model.model.as_str()),
        "the Model filter"
    );
}

#[test]
fn a_batch_over_the_limit_waits_for_an_answer() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    set_daily_limit(&mut harness, "0.05", "At most $0.05 a day.");
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "Prompt list");
    wait_for_label(&mut harness, "Prompts, one per line");
    type_into(
        &mut harness,
        "Prompts, one per line",
        "a red fox\na lighthouse at dusk\nwaves on a rocky shore",
    );
    click_button(&mut harness, "Send 3 items\u{2026}");
    wait_for_text(&mut harness, "Estimated cost");
    click_button(&mut harness, "Send 3 paid tasks");
    // Three images at $0.04: $0.12 would pass $0.05 by $0.07.
    wait_for_text(&mut harness, "Over your spending limit");
    wait_for_text(&mut harness, "spending limit of $0.05 by $0.07");
    click_button(&mut harness, "Don't send");
    harness.run_steps(5);
    let store = Store::open(&AppPaths::portable(dir.path()).database_file()).unwrap();
    let profile = store.profile_by_name("Offline sandbox").unwrap().unwrap();
    assert!(
        store.list_batches(profile.id, 10).unwrap().is_empty(),
        "no batch was recorded or sent"
    );
    assert_eq!(tasks(dir.path()).0, 0);
}
