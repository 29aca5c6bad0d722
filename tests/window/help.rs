//! Help and crashes. The Help menu of the real window (`egui_kittest`) opens the shortcuts and
//! About and names itself for screen readers. A crash is never silent: the real `gendesk`
//! binary, made to panic (a test build's `GENDESK_PANIC_FOR_TEST`), leaves a report in the data
//! folder that holds no secret, and the next start shows it once, closed with Esc. Settings →
//! Backup asks for a passphrase typed twice before it backs up keys. Settings → Backup → Restore
//! checks a file and shows what it holds, refuses a damaged one and a wrong passphrase with the
//! window open, and otherwise closes the window for `main` to restore; the next window says
//! what came back, and the restored history is there. A portable GenDesk asks for its keys'
//! passphrase on its first page.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};
use std::process::Command as Process;

use crate::support::ui_kit::{
    explore_sandbox, harness, harness_with, open_settings_at, options, replace_text, submit_prompt,
    wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gendesk::ui::AppOptions;
use gendesk_core::config::AppPaths;

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
    assert!(
        harness
            .query_by_label("Export diagnostics\u{2026}")
            .is_some()
    );
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
        "User guide",
        "Report a problem\u{2026}",
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
    // The log's level is raised in Settings too (not clicked: the flag is the process's).
    assert!(
        harness
            .query_by_label("Detailed log until GenDesk restarts")
            .is_some()
    );
    replace_text(&mut harness, "Passphrase", "correct horse");
    replace_text(&mut harness, "Again", "correct hose");
    harness.run_steps(3);
    wait_for_label(&mut harness, "The two passphrases differ.");
    assert!(!enabled(&harness));
    replace_text(&mut harness, "Again", "correct horse");
    harness.run_steps(3);
    assert!(enabled(&harness), "the same passphrase twice");
}

/// Checks the backup typed into Settings → Backup → Restore until its contents show.
fn check_backup_in_settings(
    harness: &mut egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>,
    file: &Path,
) {
    if harness.query_by_label("Backup file").is_none() {
        open_settings_at(harness, "Backup file");
    }
    replace_text(harness, "Backup file", file.to_str().unwrap());
    click_in_settings(harness, "Check");
}

/// Clicks `label` in the settings window, wherever it is scrolled to.
fn click_in_settings(
    harness: &mut egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>,
    label: &str,
) {
    wait_for_label(harness, label);
    harness.get_by_label(label).click_accesskit();
    harness.run_steps(2);
}

/// A sandbox session with one finished task; the data folder is backed up into `file`.
fn backed_up_session(dir: &Path, prompt: &str, file: &Path, passphrase: Option<&str>) {
    let options = options(dir);
    let gendesk::ui::KeyStoreChoice::Vault(vault) = &options.keys else {
        unreachable!("the test options use a mock keyring");
    };
    let vault = vault.clone();
    {
        let mut harness = harness_with(options);
        explore_sandbox(&mut harness);
        submit_prompt(&mut harness, prompt);
        harness.get_by_label("Activity").click_accesskit();
        wait_for_label(&mut harness, "success");
    }
    gendesk_core::backup::create(
        &AppPaths::portable(dir),
        file,
        &gendesk_core::backup::BackupOptions {
            with_results: false,
            secrets: passphrase.map(str::to_owned),
            vault: Some(vault),
        },
    )
    .unwrap();
}

#[test]
fn restoring_in_the_window_checks_the_file_closes_restores_and_the_next_window_says_so() {
    let old = tempfile::tempdir().unwrap();
    let file = old.path().join("moving.zip");
    backed_up_session(
        &old.path().join("home"),
        "a lighthouse to take along",
        &file,
        None,
    );

    // The new computer: its own session, replaced by the backup.
    let new = tempfile::tempdir().unwrap();
    let first = options(new.path());
    let after_close = first.after_close.clone();
    let mut harness = harness_with(first);
    explore_sandbox(&mut harness);
    check_backup_in_settings(&mut harness, &file);
    wait_for_text(&mut harness, "History: 1 task");
    wait_for_text(&mut harness, "Made by GenDesk");
    wait_for_text(&mut harness, "Keys and secrets: not in this backup");
    click_in_settings(
        &mut harness,
        "Replace everything here with it (a copy of what is here now is kept first)",
    );
    click_in_settings(&mut harness, "Restore and reopen\u{2026}");
    // A replace asks first; the window stays until it is confirmed.
    wait_for_text(&mut harness, "will be replaced by the backup's");
    assert!(after_close.take().is_none());
    click_in_settings(&mut harness, "Replace and reopen");
    let reopen = after_close
        .take()
        .expect("the window left the restore for main");
    assert_eq!(reopen.restore.file, file);
    assert_eq!(
        reopen.restore.mode,
        gendesk_core::backup::RestoreMode::Replace
    );
    assert_eq!(reopen.restore.passphrase, None);
    drop(harness);

    // What `main` does between the two windows.
    let paths = AppPaths::portable(new.path());
    let vault = reopen.vault.expect("the window's keyring");
    let restored = gendesk::ui::reopen::restore_between_windows(&paths, &reopen.restore, &vault);
    assert!(restored.done, "{restored:?}");
    let safety = restored
        .safety_backup
        .clone()
        .expect("a copy of the sandbox session");
    assert!(
        safety.starts_with(paths.data_dir.join("backups")),
        "{safety:?}"
    );

    let mut harness = harness_with(AppOptions {
        restored: Some(restored),
        ..options(new.path())
    });
    wait_for_label(&mut harness, "Backup restored");
    wait_for_text(&mut harness, "the history and settings were replaced");
    assert!(harness.query_by_label("Show the earlier data").is_some());
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
    assert!(
        harness.query_by_label("Backup restored").is_none(),
        "closed with Esc"
    );
    wait_until(&mut harness, "the restored task in Activity", |h| {
        if let Some(tab) = h.query_by_label("Activity") {
            tab.click_accesskit();
        }
        h.query_all_by_label_contains("a lighthouse to take along")
            .next()
            .is_some()
    });
}

#[test]
fn a_wrong_passphrase_or_a_damaged_file_keeps_the_window_open_and_says_why() {
    let old = tempfile::tempdir().unwrap();
    let file = old.path().join("sealed.zip");
    backed_up_session(
        &old.path().join("home"),
        "a sealed lighthouse",
        &file,
        Some("correct horse"),
    );
    let damaged = old.path().join("damaged.zip");
    let mut bytes = std::fs::read(&file).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x55;
    std::fs::write(&damaged, bytes).unwrap();

    let new = tempfile::tempdir().unwrap();
    let first = options(new.path());
    let after_close = first.after_close.clone();
    let mut harness = harness_with(first);
    explore_sandbox(&mut harness);

    check_backup_in_settings(&mut harness, &damaged);
    wait_for_text(&mut harness, "nothing was changed");
    assert!(
        harness
            .query_by_label("Restore and reopen\u{2026}")
            .is_none()
    );

    check_backup_in_settings(&mut harness, &file);
    wait_for_text(&mut harness, "Keys and secrets: included, encrypted");
    replace_text(&mut harness, "Passphrase of the keys", "wrong horse");
    // Merge: no confirmation, the passphrase is tried at once.
    click_in_settings(&mut harness, "Restore and reopen\u{2026}");
    wait_until(&mut harness, "the passphrase refused", |h| {
        h.query_all_by_label_contains("nothing was changed")
            .next()
            .is_some()
            && h.query_by_label("Restore and reopen\u{2026}").is_some()
    });
    assert!(after_close.take().is_none(), "the window stays open");

    replace_text(&mut harness, "Passphrase of the keys", "correct horse");
    click_in_settings(&mut harness, "Restore and reopen\u{2026}");
    wait_until(&mut harness, "the window closing to restore", |_| {
        after_close.take().is_some_and(|reopen| {
            reopen.restore.mode == gendesk_core::backup::RestoreMode::Merge
                && reopen.restore.passphrase.as_deref() == Some("correct horse")
        })
    });
}

/// The window of a portable GenDesk in `dir` whose keys are kept beside it.
fn portable_window(dir: &Path) -> egui_kittest::Harness<'static, gendesk::ui::GenDeskApp> {
    std::fs::write(dir.join(gendesk_core::portable::MARKER), "").unwrap();
    let portable = gendesk_core::portable::Portable::detect(&dir.join("gendesk"))
        .unwrap()
        .unwrap();
    let exist = gendesk_core::portable::KeyFileStore::exists(&portable.keys_file());
    harness_with(AppOptions {
        keys: gendesk::ui::KeyStoreChoice::PortableFile(portable.clone()),
        portable_keys_exist: exist,
        ..options(&portable.data_root())
    })
}

#[test]
fn a_portable_gendesk_asks_for_its_keys_passphrase_first_and_keeps_the_keys_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = portable_window(dir.path());
        wait_for_label(&mut harness, "Portable GenDesk");
        wait_for_text(&mut harness, "Choose a passphrase");
        let create = "Encrypt the keys with this passphrase";
        replace_text(&mut harness, "Passphrase", "correct horse");
        replace_text(&mut harness, "Again", "correct hose");
        harness.run_steps(2);
        wait_for_label(&mut harness, "The two passphrases differ.");
        assert!(
            harness
                .get_by_role_and_label(egui::Role::Button, create)
                .accesskit_node()
                .is_disabled()
        );
        replace_text(&mut harness, "Again", "correct horse");
        harness.run_steps(2);
        harness.get_by_label(create).click();
        wait_for_label(&mut harness, "Welcome to GenDesk");
        // Not "kept in your system keyring": where the keys really go.
        wait_for_text(&mut harness, "kept beside this portable GenDesk");
    }
    let keys = dir.path().join("GenDesk-data").join("keys.identity.age");
    assert!(keys.is_file(), "the keys' identity is beside GenDesk");

    // The next start asks for the same passphrase; a wrong one is said, and Enter opens.
    let mut harness = portable_window(dir.path());
    wait_for_text(&mut harness, "type their passphrase to open them");
    assert!(harness.query_by_label("Again").is_none());
    replace_text(&mut harness, "Passphrase", "wrong horse");
    harness.get_by_label("Open").click();
    wait_for_text(&mut harness, "does not open the keys");
    assert!(harness.query_by_label("Welcome to GenDesk").is_none());
    replace_text(&mut harness, "Passphrase", "correct horse");
    harness.key_press(egui::Key::Enter);
    wait_for_label(&mut harness, "Welcome to GenDesk");
}
