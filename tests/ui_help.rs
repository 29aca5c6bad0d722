//! Help and crashes. The Help menu of the real window (`egui_kittest`) opens the shortcuts and
//! About and names itself for screen readers. A crash is never silent: the real `gendesk`
//! binary, made to panic (a test build's `GENDESK_PANIC_FOR_TEST`), leaves a report in the data
//! folder that holds no secret, and the next start shows it once, closed with Esc. Settings →
//! Backup asks for a passphrase typed twice before it backs up keys.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

mod support;

use std::path::{Path, PathBuf};
use std::process::Command as Process;

use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gendesk::ui::AppOptions;
use gendesk_core::config::AppPaths;
use support::ui_kit::{
    explore_sandbox, harness, harness_with, open_settings_at, options, replace_text,
    wait_for_label, wait_until,
};

/// The API key the engine is given; no report may hold it.
const SENTINEL_KEY: &str = "sk-crash-sentinel-0123456789";

/// Runs `gendesk` with `args`, panicking with `message`; its exit code and stderr.
fn crash(args: &[&str], message: &str) -> (Option<i32>, String) {
    let output = Process::new(env!("CARGO_BIN_EXE_gendesk"))
        .args(args)
        .env("GENDESK_PANIC_FOR_TEST", message)
        .env("GENDESK_API_KEY", SENTINEL_KEY)
        .env("GENDESK_LANGUAGE", "en-US")
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn reports(folder: &Path) -> Vec<PathBuf> {
    let mut all: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|entries| entries.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    all.retain(|p| p.extension().is_some_and(|x| x == "txt"));
    all
}

#[test]
fn a_panic_in_the_engine_leaves_a_report_without_the_key_or_signed_links() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let message = format!(
        "provoked with key {SENTINEL_KEY} while fetching \
         https://bucket.example/r.png?X-Amz-Signature=sig-sentinel"
    );
    let (code, stderr) = crash(
        &[
            "--data-dir",
            data,
            "engine",
            "--base-url",
            "http://127.0.0.1:9",
        ],
        &message,
    );
    assert_eq!(code, Some(101), "a panic's exit code: {stderr}");
    let found = reports(&gendesk_core::crash::folder(dir.path()));
    assert_eq!(found.len(), 1, "{found:?}");
    let text = std::fs::read_to_string(&found[0]).unwrap();
    assert!(text.contains("message: provoked with key ***"), "{text}");
    assert!(text.contains("https://bucket.example/r.png?***"), "{text}");
    assert!(
        text.contains("place: src/main.rs") || text.contains("crash/mod.rs"),
        "{text}"
    );
    assert!(text.contains(&format!(
        "version: GenDesk {}",
        gendesk_core::update::RUNNING_VERSION
    )));
    assert!(text.contains("backtrace:"), "{text}");
    for secret in [SENTINEL_KEY, "sig-sentinel"] {
        assert!(!text.contains(secret), "{secret} in the report:\n{text}");
    }
}

#[test]
fn after_a_crash_of_the_window_the_next_start_shows_the_report_once() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let (code, stderr) = crash(&["--data-dir", data], "provoked for the window test");
    assert_eq!(code, Some(101), "a panic's exit code: {stderr}");
    let paths = AppPaths::portable(dir.path());
    let folder = gendesk_core::crash::folder(&paths.data_dir);
    assert_eq!(reports(&folder).len(), 1);

    // As `gendesk` does before its window opens.
    let crash_reports = gendesk_core::crash::take_unseen(&folder);
    assert_eq!(crash_reports.len(), 1);
    assert!(
        gendesk_core::crash::take_unseen(&folder).is_empty(),
        "shown once"
    );
    let mut harness = harness_with(AppOptions {
        crash_reports,
        ..options(dir.path())
    });
    wait_for_label(&mut harness, "GenDesk closed unexpectedly");
    wait_until(&mut harness, "the report's message", |h| {
        h.query_all_by_label_contains("message: provoked for the window test")
            .next()
            .is_some()
    });
    assert!(harness.query_by_label("Open the report").is_some());
    assert!(harness.query_by_label("Show in folder").is_some());
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label("GenDesk closed unexpectedly")
            .is_none(),
        "Esc closes the notice"
    );
}

#[test]
fn the_help_menu_opens_the_shortcuts_and_about() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    // Before any profile too: the welcome page has it.
    wait_for_label(&mut harness, "Welcome to GenDesk");
    assert!(
        harness
            .query_by_role_and_label(egui::Role::Button, "Help")
            .is_some()
    );
    explore_sandbox(&mut harness);
    let open_menu = |harness: &mut egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>| {
        harness
            .get_by_role_and_label(egui::Role::Button, "Help")
            .click();
        harness.run_steps(3);
    };
    open_menu(&mut harness);
    for entry in [
        "Keyboard shortcuts",
        "About GenDesk",
        "Export diagnostics\u{2026}",
        "Include my last prompts",
        "Open the data folder",
        "Open the log",
        "Open the crash reports",
        "Detailed log until GenDesk restarts",
    ] {
        assert!(
            harness.query_by_label(entry).is_some(),
            "the menu offers “{entry}”"
        );
    }
    harness.get_by_label("Keyboard shortcuts").click();
    wait_for_label(&mut harness, "Show or hide this list");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
    open_menu(&mut harness);
    harness.get_by_label("About GenDesk").click();
    wait_until(&mut harness, "the About window", |h| {
        h.query_all_by_label_contains(&format!(
            "GenDesk {}",
            gendesk_core::update::RUNNING_VERSION
        ))
        .next()
        .is_some()
    });
}

#[test]
fn backing_up_keys_waits_for_the_same_passphrase_twice() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    open_settings_at(&mut harness, "Include the keys and secrets, encrypted");
    let enabled = |h: &egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>| {
        !h.get_by_role_and_label(egui::Role::Button, "Back up\u{2026}")
            .accesskit_node()
            .is_disabled()
    };
    assert!(enabled(&harness), "without keys there is nothing to ask");
    harness
        .get_by_label("Include the keys and secrets, encrypted")
        .click();
    harness.run_steps(3);
    wait_for_label(&mut harness, "Choose a passphrase to protect the keys.");
    assert!(!enabled(&harness));
    replace_text(&mut harness, "Passphrase", "correct horse");
    replace_text(&mut harness, "Again", "correct hose");
    harness.run_steps(3);
    wait_for_label(&mut harness, "The two passphrases differ.");
    assert!(!enabled(&harness));
    replace_text(&mut harness, "Again", "correct horse");
    harness.run_steps(3);
    assert!(enabled(&harness), "the same passphrase twice");
}
