//! The real `GenDeskApp` under `egui_kittest` for tests: options with a temporary data folder,
//! a mock keyring, a fast sandbox and fast polling, and waits that step the app until a
//! condition holds (with a deadline, never a bare sleep as an assertion).

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable as _};
use gendesk::ui::{AppOptions, GenDeskApp, KeyStoreChoice};
use gendesk_core::config::{AppPaths, KeyVault};
use gendesk_core::engine::PollPolicy;
use gendesk_sandbox::SandboxConfig;

/// How long any wait may take before the test fails (generous: the 100 000-task test shares
/// 2 cores with the rest of the suite).
pub const DEADLINE: Duration = Duration::from_secs(90);

/// The app over `dir` with a mock keyring, a sandbox 200× faster than real time and fast polls.
/// Automatic update checks are off in its settings (a test of updates turns them on with its
/// own feed), so no test asks the project's feed.
pub fn options(dir: &Path) -> AppOptions {
    gendesk_core::i18n::keep_to_this_thread();
    let paths = AppPaths::portable(dir);
    let updates = gendesk_core::update::UpdateSettings::file(&paths.config_dir);
    if !updates.exists() {
        gendesk_core::update::UpdateSettings {
            automatic: false,
            feed_url: None,
        }
        .save(&updates)
        .unwrap();
    }
    let store: Arc<keyring_core::CredentialStore> = keyring_core::mock::Store::new().unwrap();
    AppOptions {
        paths,
        keys: KeyStoreChoice::Vault(Arc::new(KeyVault::with_store(store))),
        sandbox: SandboxConfig {
            time_scale: 200.0,
            rate_limit: None,
            seed: Some(11),
            allow_loopback_targets: true,
            ..SandboxConfig::default()
        },
        poll: Some(PollPolicy {
            image_first: Duration::from_millis(20),
            image_cap: Duration::from_millis(100),
            slow_first: Duration::from_millis(20),
            slow_cap: Duration::from_millis(100),
            max_requests_per_sec: 100.0,
            idle_tick: Duration::from_millis(10),
            ..PollPolicy::default()
        }),
        // Any free port: tests run side by side.
        receiver_port: Some(0),
        // No sound card on CI: the null output plays at real-time pace into nothing.
        audio: gendesk_core::media::audio::OutputChoice::Null,
        // Never the desktop's notifications from a test: they are recorded.
        notifier: gendesk::ui::NotifierChoice::Recording(Arc::default()),
        instance: gendesk::ui::InstanceChoice::Unclaimed,
        // Lavapipe here: the shader path only where a test asks for it.
        video_colour: gendesk::ui::VideoColour::Auto,
        updates: gendesk::ui::UpdateOptions::default(),
        // English whatever this machine's language, and the window's language kept to the
        // test's thread: tests run side by side in one process.
        system_language: gendesk_core::i18n::ENGLISH,
        forced_language: None,
        crash_reports: Vec::new(),
        after_close: gendesk::ui::reopen::AfterClose::default(),
        restored: None,
        portable_keys_exist: false,
    }
}

/// The app over `dir` with [`options`].
pub fn harness(dir: &Path) -> Harness<'static, GenDeskApp> {
    harness_with(options(dir))
}

/// A harness of the window's default size.
pub fn harness_with(options: AppOptions) -> Harness<'static, GenDeskApp> {
    Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .build_eframe(move |cc| GenDeskApp::new(cc, options))
}

/// [`harness`] drawn by egui's wgpu renderer (lavapipe on a machine without a GPU), as the
/// window draws, with videos' colour converted on the GPU.
pub fn harness_on_gpu(dir: &Path) -> Harness<'static, GenDeskApp> {
    let options = AppOptions {
        // Even on lavapipe, where the app on its own would keep the CPU path.
        video_colour: gendesk::ui::VideoColour::Gpu,
        ..options(dir)
    };
    Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .wgpu()
        .build_eframe(move |cc| GenDeskApp::new(cc, options))
}

/// Steps the app (with short real pauses, since the work happens on other threads) until
/// `done` holds; fails after [`DEADLINE`].
pub fn wait_until(
    harness: &mut Harness<'_, GenDeskApp>,
    what: &str,
    done: impl Fn(&Harness<'_, GenDeskApp>) -> bool,
) {
    let start = Instant::now();
    loop {
        harness.step();
        if done(harness) {
            return;
        }
        if start.elapsed() >= DEADLINE {
            let status = harness
                .query_all_by_role(egui::accesskit::Role::Label)
                .filter_map(|n| n.value())
                .collect::<Vec<_>>()
                .join(" | ");
            panic!("timed out waiting for {what}; the window shows: {status}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Waits for a widget labelled exactly `label`.
pub fn wait_for_label(harness: &mut Harness<'_, GenDeskApp>, label: &str) {
    wait_until(harness, label, |h| {
        h.query_all_by_label(label).next().is_some()
    });
}

/// Waits for a widget whose label contains `text`.
pub fn wait_for_text(harness: &mut Harness<'_, GenDeskApp>, text: &str) {
    wait_until(harness, text, |h| {
        h.query_all_by_label_contains(text).next().is_some()
    });
}

/// Types into the text field labelled `label`.
pub fn type_into(harness: &mut Harness<'_, GenDeskApp>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.step();
    harness.get_by_label(label).type_text(text);
    harness.step();
    harness.step();
}

/// Waits for a button labelled exactly `label`.
pub fn wait_for_button(harness: &mut Harness<'_, GenDeskApp>, label: &str) {
    wait_until(harness, label, |h| {
        h.query_by_role_and_label(egui::Role::Button, label)
            .is_some()
    });
}

/// Waits for the button `label`, clicks it and lets the app handle the click.
pub fn click_button(harness: &mut Harness<'_, GenDeskApp>, label: &str) {
    wait_for_button(harness, label);
    harness
        .get_by_role_and_label(egui::Role::Button, label)
        .click();
    harness.run_steps(2);
}

/// Opens Settings and scrolls its window to the control labelled `label` (most sections sit
/// below the window's first screen).
pub fn open_settings_at(harness: &mut Harness<'_, GenDeskApp>, label: &str) {
    harness.get_by_label("Settings").click();
    wait_for_label(harness, label);
    harness.get_by_label(label).scroll_to_me();
    harness.run_steps(3);
}

/// Adds a remote profile from the top bar's profile menu and waits until it is open.
pub fn add_remote_profile(
    harness: &mut Harness<'_, GenDeskApp>,
    name: &str,
    base_url: &str,
    key: &str,
) {
    harness.get_by_label("Profile").click();
    wait_for_label(harness, "Add profile…");
    harness.get_by_label("Add profile…").click();
    wait_for_label(harness, "Base URL");
    type_into(harness, "Profile name", name);
    type_into(harness, "Base URL", base_url);
    type_into(harness, "API key", key);
    harness.get_by_label("Verify and save").click();
    // Saved in the (mock) keyring: the remote profile opens at once.
    wait_until(harness, "the remote profile", |h| {
        h.query_by_role_and_label(egui::Role::Label, "127.0.0.1")
            .is_some()
    });
}

/// Opens the profile `name` from the top bar's profile menu.
pub fn switch_profile(harness: &mut Harness<'_, GenDeskApp>, name: &str) {
    harness.get_by_label("Profile").click();
    wait_for_button(harness, name);
    harness
        .get_by_role_and_label(egui::Role::Button, name)
        .click();
}

/// Replaces the text of the field labelled `label` (select all, then type).
pub fn replace_text(harness: &mut Harness<'_, GenDeskApp>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.step();
    harness.get_by_label(label).type_text(text);
    harness.step();
}

/// Picks a model in the compose form's picker through its search box.
pub fn pick_model(harness: &mut Harness<'_, GenDeskApp>, search: &str, name: &str) {
    replace_text(harness, "Search models", search);
    wait_for_button(harness, name);
    harness
        .get_by_role_and_label(egui::Role::Button, name)
        .click();
    harness.run_steps(2);
}

/// In a profile on a real service (which publishes no model list): adds the image model `id`
/// from the picker's empty state and waits for its form.
pub fn add_image_model_by_id(harness: &mut Harness<'_, GenDeskApp>, id: &str) {
    wait_for_text(harness, "This service publishes no model list.");
    wait_for_button(harness, "Add a model by its ID\u{2026}");
    harness
        .get_by_label("Add a model by its ID\u{2026}")
        .click();
    wait_for_label(harness, "Model ID");
    type_into(harness, "Model ID", id);
    harness.get_by_label("Save model").click();
    wait_for_label(harness, "Prompt");
}

/// Shows the Activity view, clicking again while the top bar is still settling (the profile's
/// badge appears once it opens and moves the buttons).
pub fn show_activity(harness: &mut Harness<'_, GenDeskApp>) {
    wait_for_label(harness, "Activity");
    wait_until(harness, "the Activity view", |h| {
        if h.query_all_by_label("State").next().is_some() {
            return true;
        }
        // By AccessKit, not by position: the top bar moves while the profile opens, and a click
        // by position could land on the button beside it.
        h.get_by_label("Activity").click_accesskit();
        false
    });
}

/// First run: opens the offline sandbox and waits for the compose form.
pub fn explore_sandbox(harness: &mut Harness<'_, GenDeskApp>) {
    wait_for_label(harness, "Explore the offline sandbox");
    harness.get_by_label("Explore the offline sandbox").click();
    wait_for_label(harness, "Prompt");
}

/// Submits `prompt` from the compose form with the preselected model.
pub fn submit_prompt(harness: &mut Harness<'_, GenDeskApp>, prompt: &str) {
    type_into(harness, "Prompt", prompt);
    harness.get_by_label("Submit").click();
    harness.step();
}

/// Clicks the first activity row whose label contains `text` (rows are labelled
/// "Task N: state, model, prompt").
pub fn open_task_row(harness: &mut Harness<'_, GenDeskApp>, text: &str) {
    let row = || {
        By::new()
            .role(egui::accesskit::Role::Row)
            .label_contains(text)
    };
    wait_until(harness, "the task row", |h| h.query(row()).is_some());
    harness.get(row()).click();
    harness.step();
}

/// Picks Sandbox Music in the compose form and its version V5 (the model requires one).
pub fn pick_music_v5(harness: &mut Harness<'_, GenDeskApp>) {
    pick_model(harness, "music", "Sandbox Music");
    harness.get_by_label("Version").click();
    harness.run_steps(2);
    harness
        .get_by_role_and_label(egui::Role::Button, "V5")
        .click();
    harness.run_steps(2);
}

/// Ticks the video form's *Sound* box and checks that it is ticked.
pub fn ask_for_sound(harness: &mut Harness<'_, GenDeskApp>) {
    use egui_kittest::kittest::NodeT as _;
    harness.get_by_label("Sound").scroll_to_me();
    harness.run_steps(3);
    harness.get_by_label("Sound").click();
    harness.run_steps(2);
    assert_eq!(
        harness.get_by_label("Sound").accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True),
        "sound is asked for"
    );
}

/// A file dropped on the window, as the windowing layer hands it over.
#[derive(Debug)]
pub struct Dropped(pub std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|err| err.to_string())
    }
}

/// Drops the file at `path` on the window.
pub fn drop_file(harness: &mut Harness<'_, GenDeskApp>, path: &Path) {
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(Dropped(path.to_path_buf())));
    harness.run_steps(2);
}
