//! The real `GenDeskApp` under `egui_kittest`, wired to the in-process sandbox with a temporary
//! data folder and a mock keyring: first run, exploring the sandbox, submitting a task and
//! seeing it succeed in Activity, and a refused key in the connect form.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_api::ModelKind;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::support::ui_kit::{
    DEADLINE, add_remote_profile, explore_sandbox, harness, harness_with, open_settings_at,
    options, show_activity, switch_profile, type_into, wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::kittest::Queryable as _;
use gendesk::ui::KeyStoreChoice;
use gendesk_core::config::{AppPaths, DownloadsDefault, KeyVault, Profiles};

/// Waits until the profiles file (written on the app's disk thread) satisfies `done`.
fn saved_profiles(dir: &Path, done: impl Fn(&Profiles) -> bool) -> Profiles {
    let file = AppPaths::portable(dir).profiles_file();
    let start = Instant::now();
    loop {
        let profiles = Profiles::load(&file).unwrap();
        if done(&profiles) {
            return profiles;
        }
        assert!(
            start.elapsed() < DEADLINE,
            "profiles file never matched: {profiles:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn first_run_shows_the_welcome_page_with_two_paths() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    wait_for_label(&mut harness, "Welcome to GenDesk");
    harness.get_by_label("Explore the offline sandbox");
    harness.get_by_label("Connect to the service");
    harness.check_accessibility();
}

#[test]
fn exploring_the_sandbox_opens_the_main_view_with_an_empty_activity_list() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    assert!(
        harness
            .query_by_role_and_label(egui::Role::Label, "Offline sandbox")
            .is_some(),
        "the sandbox badge is shown"
    );
    harness.check_accessibility();
    harness.get_by_label("Activity").click_accesskit();
    wait_for_label(&mut harness, "No tasks yet");
    harness.get_by_label("Go to Compose");
    harness.check_accessibility();

    // The choice is remembered: the next start opens the sandbox directly.
    drop(harness);
    saved_profiles(dir.path(), |p| {
        p.last_profile.as_deref() == Some("Offline sandbox")
    });
    let mut harness = self::harness(dir.path());
    wait_for_label(&mut harness, "No tasks yet");
}

#[test]
fn a_prompt_submitted_from_compose_succeeds_in_the_activity_list() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "a lighthouse at dusk");
    harness.get_by_label("Submit").click();
    // Toasts are painted, not widgets: the status line repeats the latest one for everyone.
    wait_for_text(&mut harness, "accepted by the service");
    harness.get_by_label("Activity").click_accesskit();
    wait_for_label(&mut harness, "success");
    assert!(
        harness
            .query_all_by_label_contains("a lighthouse at dusk")
            .next()
            .is_some(),
        "the row shows the prompt"
    );
    // Balance was refreshed after the submission: $25.00 - $0.04 (2K, the default resolution).
    wait_for_label(&mut harness, "Balance: $24.96");
    harness.check_accessibility();
}

#[test]
fn a_refused_key_in_the_connect_form_shows_the_401_sentence() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let sandbox = runtime.block_on(gendesk_sandbox::testing::start_sandbox(100.0));
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    wait_for_label(&mut harness, "Connect to the service");
    harness.get_by_label("Connect to the service").click();
    wait_for_label(&mut harness, "Profile name");
    type_into(&mut harness, "Profile name", "Work");
    type_into(&mut harness, "Base URL", sandbox.base_url());
    type_into(&mut harness, "API key", "sandbox-revoked-key");
    harness.check_accessibility();
    harness.get_by_label("Verify and save").click();
    wait_for_text(&mut harness, "The API key was refused");
    assert!(
        harness
            .query_by_label_contains("sandbox-revoked-key")
            .is_none(),
        "the key is never shown"
    );
    // Nothing was saved.
    let profiles = Profiles::load(&AppPaths::portable(dir.path()).profiles_file()).unwrap();
    assert!(profiles.profiles.is_empty());
    drop(harness);
    drop(sandbox);
}

#[test]
fn without_a_keyring_a_verified_key_can_be_used_for_this_session_only() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let sandbox = runtime.block_on(gendesk_sandbox::testing::start_sandbox(100.0));
    let dir = tempfile::tempdir().unwrap();
    let mut options = options(dir.path());
    options.keys = KeyStoreChoice::Vault(Arc::new(KeyVault::session_only(
        "no keyring service answered in this test",
    )));
    let mut harness = harness_with(options);
    wait_for_label(&mut harness, "Connect to the service");
    harness.get_by_label("Connect to the service").click();
    wait_for_label(&mut harness, "Profile name");
    type_into(&mut harness, "Profile name", "Work");
    type_into(&mut harness, "Base URL", sandbox.base_url());
    type_into(&mut harness, "API key", gendesk_sandbox::DEMO_KEY);
    harness.get_by_label("Verify and save").click();
    wait_for_text(&mut harness, "no keyring service answered in this test");
    harness.get_by_label("Use for this session only").click();
    // The remote profile opens: host badge instead of the sandbox badge, and its balance.
    wait_for_label(&mut harness, "Balance: $25.00");
    assert!(
        harness
            .query_by_role_and_label(egui::Role::Label, "127.0.0.1")
            .is_some()
    );
    assert!(
        harness
            .query_by_role_and_label(egui::Role::Label, "Offline sandbox")
            .is_none()
    );
    saved_profiles(dir.path(), |p| p.last_profile.as_deref() == Some("Work"));
    let saved = std::fs::read_to_string(AppPaths::portable(dir.path()).profiles_file()).unwrap();
    assert!(
        !saved.contains(gendesk_sandbox::DEMO_KEY),
        "the key is never written"
    );
    drop(harness);

    // Next start: the key is gone with the session; the profile says so and takes it again.
    let mut options = self::options(dir.path());
    options.keys = KeyStoreChoice::Vault(Arc::new(KeyVault::session_only("still no keyring")));
    let mut harness = harness_with(options);
    wait_for_label(&mut harness, "Enter the API key again");
    harness.get_by_label("Enter the API key again").click();
    wait_for_label(&mut harness, "API key");
    type_into(&mut harness, "API key", gendesk_sandbox::DEMO_KEY);
    harness.get_by_label("Verify and save").click();
    wait_for_label(&mut harness, "Use for this session only");
    harness.get_by_label("Use for this session only").click();
    wait_for_label(&mut harness, "Balance: $25.00");
    let profiles = saved_profiles(dir.path(), |p| {
        p.profiles.first().is_some_and(|w| w.name == "Work")
    });
    assert_eq!(
        profiles.profiles.len(),
        1,
        "the profile was updated, not added"
    );
    drop(harness);
    drop(sandbox);
}

#[test]
fn a_history_of_100_000_tasks_opens_and_scrolls_to_the_oldest() {
    const TASKS: i64 = 100_000;
    let dir = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(dir.path());
    let started = Instant::now();
    {
        let mut store = gendesk_core::store::Store::open(&paths.database_file()).unwrap();
        let profile = store
            .upsert_profile("Offline sandbox", "http://127.0.0.1", true, 1)
            .unwrap();
        for i in 0..TASKS {
            store
                .insert_submission(
                    profile,
                    "sandbox/image-fast",
                    Some(ModelKind::Image),
                    "{}",
                    &format!("history prompt number {i}"),
                    1_700_000_000_000 + i,
                )
                .unwrap();
        }
        let mut profiles = Profiles::default();
        profiles.ensure_sandbox();
        profiles.last_profile = Some("Offline sandbox".into());
        profiles.save(&paths.profiles_file()).unwrap();
    }
    eprintln!("inserted {TASKS} tasks in {:?}", started.elapsed());
    let mut harness = harness(dir.path());
    show_activity(&mut harness);
    wait_for_label(&mut harness, "100000 tasks");
    // The newest row is shown first (row ids follow insertion order).
    wait_for_text(&mut harness, "history prompt number 99999");
    let list = harness
        .query_all_by_label_contains("history prompt number 99999")
        .next()
        .unwrap()
        .rect()
        .center();
    harness.hover_at(list);
    harness.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, -1.0e7),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    // The oldest page is read by offset, without reading the pages in between.
    let jumped = Instant::now();
    wait_for_text(&mut harness, "history prompt number 0");
    eprintln!("reached the oldest task in {:?}", jumped.elapsed());
    harness.check_accessibility();
}

#[test]
fn profiles_are_added_from_the_menu_and_switched() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let sandbox = runtime.block_on(gendesk_sandbox::testing::start_sandbox(100.0));
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);

    add_remote_profile(
        &mut harness,
        "Work",
        sandbox.base_url(),
        gendesk_sandbox::DEMO_KEY,
    );
    wait_for_label(&mut harness, "Balance: $25.00");

    switch_profile(&mut harness, "Offline sandbox");
    wait_until(&mut harness, "the sandbox profile", |h| {
        h.query_by_role_and_label(egui::Role::Label, "Offline sandbox")
            .is_some()
    });
    wait_for_label(&mut harness, "Prompt");
    let profiles = saved_profiles(dir.path(), |p| {
        p.last_profile.as_deref() == Some("Offline sandbox")
    });
    assert_eq!(profiles.profiles.len(), 2);
    drop(harness);
    drop(sandbox);
}

#[test]
fn a_failed_task_shows_its_state_and_the_refunded_balance() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "a cat in a box [fail:NSFW]");
    harness.get_by_label("Submit").click();
    harness.get_by_label("Activity").click_accesskit();
    wait_for_label(&mut harness, "failed");
    // The status line words the failure for a person, with the service's hint.
    wait_for_text(&mut harness, "A task failed (NSFW)");
    // Failed tasks are refunded, and the balance is read again after a failure.
    wait_for_label(&mut harness, "Balance: $25.00");
    harness.check_accessibility();
}

#[test]
fn settings_changes_are_saved_and_a_removed_profile_loses_its_key_and_webhook_secrets() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let sandbox = runtime.block_on(gendesk_sandbox::testing::start_sandbox(100.0));
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<keyring_core::CredentialStore> = keyring_core::mock::Store::new().unwrap();
    let vault = Arc::new(KeyVault::with_store(store));
    let mut options = options(dir.path());
    options.keys = KeyStoreChoice::Vault(vault.clone());
    let mut harness = harness_with(options);

    wait_for_label(&mut harness, "Connect to the service");
    harness.get_by_label("Connect to the service").click();
    wait_for_label(&mut harness, "Profile name");
    type_into(&mut harness, "Profile name", "Work");
    type_into(&mut harness, "Base URL", sandbox.base_url());
    type_into(&mut harness, "API key", gendesk_sandbox::DEMO_KEY);
    harness.get_by_label("Verify and save").click();
    wait_for_label(&mut harness, "Balance: $25.00");
    assert!(vault.load("Work").unwrap().is_some(), "kept in the keyring");
    let mut ring = gendesk_core::webhooks::ring::SecretRing::default();
    ring.learn(1, "whsec_for_work", 1_000);
    vault.save_webhook_secrets("Work", &ring).unwrap();

    open_settings_at(&mut harness, "Dark");
    harness.get_by_label("Dark").click();
    harness.check_accessibility();
    let prefs = dir.path().join("config").join("ui.toml");
    let start = Instant::now();
    while !std::fs::read_to_string(&prefs).is_ok_and(|t| t.contains("theme = \"dark\"")) {
        harness.step();
        assert!(start.elapsed() < DEADLINE, "ui.toml never said dark");
        std::thread::sleep(Duration::from_millis(20));
    }

    harness.get_by_label("Remove this profile").click();
    wait_for_label(&mut harness, "Remove profile");
    harness.get_by_label("Remove profile").click();
    wait_for_label(&mut harness, "Welcome to GenDesk");
    saved_profiles(dir.path(), |p| p.profiles.is_empty());
    let start = Instant::now();
    while vault.load("Work").unwrap().is_some()
        || !vault.load_webhook_secrets("Work").unwrap().is_empty()
    {
        harness.step();
        assert!(
            start.elapsed() < DEADLINE,
            "the key or the webhook secrets were never deleted"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(harness);
    drop(sandbox);
}

#[test]
fn settings_say_where_downloads_go_and_when_that_is_the_fallback() {
    let dir = tempfile::tempdir().unwrap();
    let mut options = options(dir.path());
    // What the platform folders give on a computer without a Downloads folder.
    let fallback = dir.path().join("data").join("downloads").join("GenDesk");
    options.paths.downloads_dir.clone_from(&fallback);
    options.paths.downloads_default = DownloadsDefault::NoDownloadsFolder;
    let mut harness = harness_with(options);
    explore_sandbox(&mut harness);
    harness.get_by_label("Settings").click();
    wait_for_text(
        &mut harness,
        &format!("Downloads go to {}", fallback.display()),
    );
    wait_for_text(&mut harness, "it has no Downloads folder");
    harness.check_accessibility();

    // A folder of one's own is named as such.
    let mine = dir.path().join("Mine");
    harness
        .get_by_role_and_label(egui::Role::TextInput, "Folder")
        .focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_role_and_label(egui::Role::TextInput, "Folder")
        .type_text(&mine.display().to_string());
    harness.step();
    harness.key_press(egui::Key::Enter);
    harness.run_steps(3);
    wait_for_text(&mut harness, &format!("Downloads go to {}", mine.display()));
    wait_for_text(&mut harness, "The folder you chose.");
}

/// Settings → Appearance → Language: the whole window changes at once, and GenDesk starts in
/// the chosen language the next time.
#[test]
fn a_language_chosen_in_settings_changes_the_window_at_once_and_stays_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = any_script_harness(dir.path());
        explore_sandbox(&mut harness);
        open_settings_at(&mut harness, "Theme");
        harness
            .get_by_role_and_label(egui::Role::ComboBox, "Language")
            .click();
        wait_for_label(&mut harness, "日本語");
        harness.get_by_label("日本語").click();
        // The next frames: the top bar, the settings window and its sections in Japanese.
        wait_for_label(&mut harness, "アクティビティ");
        wait_for_label(&mut harness, "設定");
        wait_for_label(&mut harness, "テーマ");
        for english in ["Activity", "Settings", "Theme", "Compose"] {
            assert!(
                harness.query_by_label(english).is_none(),
                "“{english}” is still shown"
            );
        }
        let prefs = AppPaths::portable(dir.path()).config_dir.join("ui.toml");
        wait_until(&mut harness, "ui.toml names the language", |_| {
            std::fs::read_to_string(&prefs).is_ok_and(|t| t.contains("language = \"ja\""))
        });
    }
    let mut harness = any_script_harness(dir.path());
    wait_for_label(&mut harness, "アクティビティ");
    assert_eq!(gendesk_core::i18n::language().tag, "ja");
}

/// The app over `dir`, drawing boxes for characters no font here has (the picker names each
/// language in its own script; whether they show is the fonts' business, not this test's).
fn any_script_harness(dir: &Path) -> egui_kittest::Harness<'static, gendesk::ui::GenDeskApp> {
    let options = options(dir);
    egui_kittest::Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .allow_missing_glyphs()
        .build_eframe(move |cc| gendesk::ui::GenDeskApp::new(cc, options))
}

/// Settings → Appearance → Interface size at 200 %: the window is drawn twice as large at once,
/// Submit can still be reached in a 1100×720 window, and the size is remembered; Ctrl − (egui's
/// zoom keys) changes it the same way.
#[test]
fn the_interface_size_doubles_keeps_submit_reachable_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    open_settings_at(&mut harness, "Interface size");
    harness
        .get_by_role_and_label(egui::Role::SpinButton, "Interface size")
        .set_value_accesskit(200.0);
    harness.run_steps(3);
    assert!(
        (harness.ctx.zoom_factor() - 2.0).abs() < 1e-3,
        "drawn at 200 %"
    );
    let prefs = AppPaths::portable(dir.path()).config_dir.join("ui.toml");
    wait_until(&mut harness, "ui.toml says 200", |_| {
        std::fs::read_to_string(&prefs).is_ok_and(|t| t.contains("interface_size = 200"))
    });
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
    // Submit: scrolled to like any control, and then inside the window.
    wait_for_label(&mut harness, "Submit");
    harness.get_by_label("Submit").scroll_to_me();
    harness.run_steps(3);
    let screen = harness.ctx.content_rect();
    let submit = harness.get_by_label("Submit").rect();
    assert!(screen.contains_rect(submit), "{submit:?} inside {screen:?}");
    // Ctrl − : egui's zoom key, remembered as a change made in Settings.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
    harness.run_steps(3);
    wait_until(&mut harness, "ui.toml says 190", |_| {
        std::fs::read_to_string(&prefs).is_ok_and(|t| t.contains("interface_size = 190"))
    });
}

/// Settings → Appearance → Prompt and result text at 200 %: the prompt field's text (and so
/// its six rows) is drawn twice as tall at once, the rest of the window is not, and the size is
/// remembered.
#[test]
fn the_prompt_text_size_grows_the_prompt_alone_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    let prompt_height = |h: &egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>| {
        h.get_by_label("Prompt").rect().height()
    };
    let before = prompt_height(&harness);
    let submit_before = harness.get_by_label("Submit").rect().height();
    open_settings_at(&mut harness, "Prompt and result text");
    harness
        .get_by_role_and_label(egui::Role::SpinButton, "Prompt and result text")
        .set_value_accesskit(200.0);
    harness.run_steps(3);
    let prefs = AppPaths::portable(dir.path()).config_dir.join("ui.toml");
    wait_until(&mut harness, "ui.toml says 200", |_| {
        std::fs::read_to_string(&prefs).is_ok_and(|t| t.contains("reading_size = 200"))
    });
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
    let after = prompt_height(&harness);
    assert!(
        after > before * 1.6,
        "the prompt grew from {before} to {after}"
    );
    let submit_after = harness.get_by_label("Submit").rect().height();
    assert!(
        (submit_after - submit_before).abs() < 0.5,
        "buttons keep their size"
    );
}
