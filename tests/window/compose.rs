//! The model-aware compose form in the real `GenDeskApp` under `egui_kittest`, against the
//! in-process sandbox: picking a model through the search picker and submitting, validation
//! that blocks Submit with the reason shown, choices reflected in "Show request" with the key
//! masked, Ctrl+Enter (also with keystrokes of the same frame), values kept after submitting
//! and per model, a user-added model that survives a restart, and a profile on a real service
//! that offers only the models added for it.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::support::ui_kit::{
    DEADLINE, explore_sandbox, harness, harness_with, options, pick_model, replace_text, type_into,
    wait_for_button, wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gendesk::ui::{GenDeskApp, KeyStoreChoice};
use gendesk_core::config::{AppPaths, KeyVault, Profiles};

fn has_text(harness: &Harness<'_, GenDeskApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

/// Scrolls the widget into view, then clicks it.
fn click(harness: &mut Harness<'_, GenDeskApp>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run_steps(3);
    harness.get_by_label(label).click();
    harness.run_steps(2);
}

/// Picks `option` in the combo box labelled `combo`.
fn choose(harness: &mut Harness<'_, GenDeskApp>, combo: &str, option: &str) {
    click(harness, combo);
    wait_for_button(harness, option);
    harness
        .get_by_role_and_label(egui::Role::Button, option)
        .click();
    harness.run_steps(3);
}

fn submit_is_disabled(harness: &Harness<'_, GenDeskApp>) -> bool {
    harness
        .get_by_label("Submit")
        .accesskit_node()
        .is_disabled()
}

fn user_models_file(dir: &Path) -> PathBuf {
    AppPaths::portable(dir).config_dir.join("models.toml")
}

/// Waits until the user models file (written on a worker) satisfies `done`.
fn saved_models(dir: &Path, done: impl Fn(&str) -> bool) -> String {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(user_models_file(dir)).unwrap_or_default();
        if done(&text) {
            return text;
        }
        assert!(
            start.elapsed() < DEADLINE,
            "models.toml never matched: {text}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn an_image_model_picked_through_search_is_submitted_and_succeeds() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    // Every sandbox model is listed, grouped by where it comes from.
    wait_for_label(&mut harness, "Sandbox models");
    harness.get_by_role_and_label(egui::Role::Button, "Sandbox Video Lite");
    harness.check_accessibility();

    pick_model(&mut harness, "image pro", "Sandbox Image Pro");
    assert!(
        harness
            .query_by_role_and_label(egui::Role::Button, "Sandbox Video Lite")
            .is_none(),
        "the search filters the list"
    );
    // The form is the model's: its own prompt limit and its extra "seed" field.
    wait_for_text(&mut harness, "0 / 2000 characters");
    harness.get_by_label("Seed");

    type_into(&mut harness, "Prompt", "a lighthouse at dusk, oil painting");
    wait_for_text(&mut harness, "34 / 2000 characters");
    type_into(&mut harness, "Seed", "42");
    assert!(!submit_is_disabled(&harness));
    harness.get_by_label("Submit").click();
    wait_for_text(&mut harness, "accepted by the service");
    harness.get_by_label("Activity").click_accesskit();
    wait_for_label(&mut harness, "success");
    assert!(has_text(&harness, "a lighthouse at dusk, oil painting"));
    assert!(has_text(&harness, "sandbox/image-pro"));
    harness.check_accessibility();
}

#[test]
fn the_kind_filter_and_an_empty_search_say_what_they_show() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    harness.get_by_label("Video models").click();
    harness.run_steps(2);
    harness.get_by_role_and_label(egui::Role::Button, "Sandbox Video Cinema");
    assert!(
        harness
            .query_by_role_and_label(egui::Role::Button, "Sandbox Image Fast")
            .is_none()
    );
    harness.get_by_label("Search models").focus();
    harness.step();
    harness.get_by_label("Search models").type_text("zebra");
    harness.run_steps(2);
    wait_for_text(
        &mut harness,
        "No video model matches \u{201c}zebra\u{201d}.",
    );
    harness.check_accessibility();
    harness.get_by_label("Clear search").click();
    harness.run_steps(2);
    harness.get_by_role_and_label(egui::Role::Button, "Sandbox Image Fast");
    harness.get_by_role_and_label(egui::Role::Button, "Sandbox Music");
}

#[test]
fn an_empty_or_too_long_prompt_blocks_submit_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    // A fresh form: Submit is disabled and says why.
    assert!(submit_is_disabled(&harness));
    assert!(has_text(
        &harness,
        "Submit is unavailable: The prompt is empty; describe what to generate."
    ));

    pick_model(&mut harness, "image-pro", "Sandbox Image Pro");
    type_into(&mut harness, "Prompt", &"a".repeat(2001));
    wait_for_text(&mut harness, "2001 / 2000 characters");
    // Inline next to the field (it was typed into), and beside the disabled Submit.
    let message = "accepts at most 2000. Shorten it by 1.";
    wait_until(&mut harness, "the message twice", |h| {
        h.query_all_by_label_contains(message).count() == 2
    });
    assert!(submit_is_disabled(&harness));
    // Ctrl+Enter does not send an invalid form either.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    harness.run_steps(3);
    assert!(!has_text(&harness, "sent from this form"));
    harness.check_accessibility();
}

#[test]
fn a_reference_image_must_be_an_http_url() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "the same, at night");
    assert!(!submit_is_disabled(&harness));
    choose(&mut harness, "Mode", "image-to-image");
    // The reference list appears with one row; an empty list is not enough.
    wait_for_label(&mut harness, "Reference images");
    assert!(submit_is_disabled(&harness));
    assert!(has_text(&harness, "needs at least one reference image"));
    type_into(
        &mut harness,
        "Reference images",
        "ftp://files.example/cat.png",
    );
    wait_for_text(&mut harness, "is not an http(s) URL");
    assert!(has_text(&harness, "Only http:// and https:// addresses"));
    assert!(submit_is_disabled(&harness));

    // Rows are added up to five and removed one by one.
    for _ in 0..4 {
        click(&mut harness, "Add image URL");
    }
    wait_for_text(&mut harness, "5 of at most 5");
    assert!(
        harness
            .get_by_label("Add image URL")
            .accesskit_node()
            .is_disabled()
    );
    for n in (2..=5).rev() {
        click(&mut harness, &format!("Remove reference image {n}"));
    }
    wait_for_text(&mut harness, "1 of at most 5");

    // A web address makes it valid.
    harness.get_by_label("Reference images").focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("Reference images")
        .type_text("https://files.example/cat.png");
    harness.run_steps(3);
    wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));
    harness.check_accessibility();
}

#[test]
fn bad_extra_json_and_a_plain_http_callback_block_submit() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "a red fox");
    click(&mut harness, "Advanced");
    wait_for_label(&mut harness, "Extra JSON");

    type_into(&mut harness, "Extra JSON", "{\"style\": vivid}");
    wait_for_text(
        &mut harness,
        "The extra JSON is not valid JSON at line 1, column 11",
    );
    assert!(submit_is_disabled(&harness));
    harness.get_by_label("Extra JSON").focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("Extra JSON")
        .type_text("{\"style\": \"vivid\"}");
    harness.run_steps(3);
    wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));

    // In the offline sandbox, callback mode fills in GenDesk's own receiver.
    click(&mut harness, "callback (the service calls your URL)");
    wait_for_text(&mut harness, "GenDesk's receiver");
    wait_until(&mut harness, "Submit enabled", |h| !submit_is_disabled(h));
    replace_text(&mut harness, "Callback URL", " ");
    wait_for_text(&mut harness, "Callback mode needs a callback URL");
    assert!(submit_is_disabled(&harness));
    replace_text(&mut harness, "Callback URL", "http://hooks.example/gendesk");
    wait_for_text(&mut harness, "must use https://");
    assert!(submit_is_disabled(&harness));
    assert!(
        harness.query_by_label("Use GenDesk's receiver").is_some(),
        "the receiver is offered again"
    );
    harness.check_accessibility();

    // The preview lists what to fix instead of a request.
    click(&mut harness, "Show request");
    wait_for_text(
        &mut harness,
        "The request cannot be built until these are fixed",
    );
}

#[test]
fn choices_show_in_the_request_preview_and_the_key_is_masked() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    pick_model(&mut harness, "cinema", "Sandbox Video Cinema");
    wait_for_label(&mut harness, "Duration (s)");
    type_into(&mut harness, "Prompt", "waves at dawn");
    choose(&mut harness, "Resolution", "720p");
    choose(&mut harness, "Duration (s)", "12");
    click(&mut harness, "Sound");
    click(&mut harness, "Advanced");
    choose(&mut harness, "Provider", "official");
    click(&mut harness, "Show request");
    wait_for_text(&mut harness, "\"resolution\": \"720p\"");
    for expected in [
        "\"duration\": 12",
        "\"sound\": true",
        "\"provider\": \"official\"",
        "\"prompt\": \"waves at dawn\"",
        "\"mode\": \"text-to-video\"",
        "/api/v1/generateTask/sandbox%2Fvideo-cinema",
        "'Authorization: Bearer ***'",
        "\"duration\":12",
    ] {
        assert!(has_text(&harness, expected), "the preview shows {expected}");
    }
    assert!(
        harness
            .query_all_by_label_contains(gendesk_sandbox::DEMO_KEY)
            .next()
            .is_none(),
        "the key is never shown"
    );
    harness.get_by_label("Copy JSON");
    harness.get_by_label("Copy curl").click();
    harness.run_steps(2);
    harness.check_accessibility();
}

#[test]
fn ctrl_enter_submits_and_the_form_keeps_its_values() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    choose(&mut harness, "Resolution", "1K");
    type_into(&mut harness, "Prompt", "a paper boat");
    // The prompt box has the focus: Ctrl+Enter submits rather than adding a line.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    harness.run_steps(2);
    wait_for_text(&mut harness, "accepted by the service");
    wait_for_text(&mut harness, "1 task sent from this form");
    assert_eq!(
        harness.get_by_label("Prompt").value().as_deref(),
        Some("a paper boat"),
        "the prompt is kept, without a new line"
    );
    assert_eq!(
        harness
            .get_by_role_and_label(egui::Role::ComboBox, "Resolution")
            .value()
            .as_deref(),
        Some("1K"),
        "the resolution is kept"
    );

    // A variation is one change and one more Ctrl+Enter.
    type_into(&mut harness, "Prompt", " in the rain");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    wait_for_text(&mut harness, "2 tasks sent from this form");
    harness.get_by_label("Activity").click_accesskit();
    wait_for_label(&mut harness, "2 tasks");
    // 1K images cost $0.02 each.
    wait_for_label(&mut harness, "Balance: $24.96");
}

#[test]
fn a_user_model_is_saved_and_still_there_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    click(&mut harness, "Add a model\u{2026}");
    wait_for_label(&mut harness, "Model ID");
    // Nothing typed yet: it says what is missing.
    click(&mut harness, "Save model");
    wait_for_text(
        &mut harness,
        "Enter the model ID exactly as the service spells it",
    );

    type_into(&mut harness, "Model ID", "vendor/my-clip");
    choose(&mut harness, "Kind", "Video");
    type_into(&mut harness, "Display name", "My clip model");
    click(&mut harness, "Add field");
    type_into(&mut harness, "Field 1 key", "seed");
    choose(&mut harness, "Field 1 type", "whole number");
    type_into(&mut harness, "Field 1 minimum", "0");
    type_into(&mut harness, "Field 1 maximum", "10");
    harness.check_accessibility();
    click(&mut harness, "Save model");

    // Listed under your models and selected, with the video fields and its own.
    wait_for_button(&mut harness, "My clip model");
    wait_for_label(&mut harness, "Your models");
    wait_for_label(&mut harness, "Seed");
    harness.get_by_label("Sound");
    wait_for_text(&mut harness, "0 to 10");
    let saved = saved_models(dir.path(), |t| t.contains("vendor/my-clip"));
    assert!(saved.contains("kind = \"video\""), "{saved}");
    assert!(saved.contains("seed"), "{saved}");

    // Out of bounds is caught like any field.
    type_into(&mut harness, "Prompt", "a skateboard trick");
    type_into(&mut harness, "Seed", "11");
    wait_until(&mut harness, "the seed message", |h| {
        h.query_all_by_label_contains("Seed must be between 0 and 10; 11 is out of range.")
            .count()
            == 2
    });
    assert!(submit_is_disabled(&harness));
    drop(harness);

    // A new start reads the file: the model is there.
    let mut harness = self::harness(dir.path());
    wait_for_button(&mut harness, "My clip model");

    // Removing it saves the file again.
    click(&mut harness, "Remove vendor/my-clip");
    wait_until(&mut harness, "the model gone", |h| {
        h.query_by_role_and_label(egui::Role::Button, "My clip model")
            .is_none()
    });
    saved_models(dir.path(), |t| !t.contains("vendor/my-clip"));
}

#[test]
fn ctrl_enter_sends_the_keystrokes_typed_in_the_same_frame() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    choose(&mut harness, "Resolution", "1K");
    type_into(&mut harness, "Prompt", "waves on a ");
    // Typing fast: the last keystrokes and Ctrl+Enter arrive in one frame (the harness's own
    // helpers give each event a frame of its own).
    let enter = |pressed| egui::Event::Key {
        key: egui::Key::Enter,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: egui::Modifiers::COMMAND,
    };
    harness.input_mut().events.extend([
        egui::Event::Text("rocky shore".to_owned()),
        egui::Event::ModifiersChanged(egui::Modifiers::COMMAND),
        enter(true),
        enter(false),
        egui::Event::ModifiersChanged(egui::Modifiers::NONE),
    ]);
    harness.step();
    wait_for_text(&mut harness, "1 task sent from this form");
    harness.get_by_label("Activity").click_accesskit();
    wait_for_text(&mut harness, "waves on a");
    assert!(
        has_text(&harness, "waves on a rocky shore"),
        "the task was sent with the whole prompt"
    );
}

#[test]
fn a_video_model_starts_at_its_own_aspect_ratio_and_keeps_what_was_set_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    let aspect = |h: &Harness<'_, GenDeskApp>| {
        h.get_by_role_and_label(egui::Role::ComboBox, "Aspect ratio")
            .value()
    };
    assert_eq!(
        aspect(&harness).as_deref(),
        Some("1:1"),
        "the image default"
    );
    pick_model(&mut harness, "video lite", "Sandbox Video Lite");
    wait_for_label(&mut harness, "Duration (s)");
    assert_eq!(
        aspect(&harness).as_deref(),
        Some("16:9"),
        "the video default"
    );
    choose(&mut harness, "Aspect ratio", "9:16");
    pick_model(&mut harness, "image fast", "Sandbox Image Fast");
    wait_for_text(&mut harness, "0 / 5000 characters");
    pick_model(&mut harness, "video lite", "Sandbox Video Lite");
    wait_for_label(&mut harness, "Duration (s)");
    assert_eq!(aspect(&harness).as_deref(), Some("9:16"), "as set for it");
}

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
            "profiles.toml never matched: {profiles:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_real_service_offers_no_sandbox_models_and_its_profile_remembers_the_ones_added() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let service = runtime.block_on(gendesk_sandbox::testing::start_sandbox(100.0));
    let dir = tempfile::tempdir().unwrap();
    // One keyring for both starts, so the second finds the key.
    let store: Arc<keyring_core::CredentialStore> = keyring_core::mock::Store::new().unwrap();
    let options = || {
        let mut options = options(dir.path());
        options.keys = KeyStoreChoice::Vault(Arc::new(KeyVault::with_store(Arc::clone(&store))));
        options
    };
    let mut harness = harness_with(options());
    wait_for_label(&mut harness, "Connect to the service");
    harness.get_by_label("Connect to the service").click();
    wait_for_label(&mut harness, "Profile name");
    type_into(&mut harness, "Profile name", "Work");
    type_into(&mut harness, "Base URL", service.base_url());
    type_into(&mut harness, "API key", gendesk_sandbox::DEMO_KEY);
    harness.get_by_label("Verify and save").click();

    // No model list from the service, and none of the sandbox's.
    wait_for_text(&mut harness, "This service publishes no model list.");
    wait_for_label(&mut harness, "No model to compose with");
    for absent in ["Sandbox Image Fast", "Built-in models", "Sandbox models"] {
        assert!(!has_text(&harness, absent), "{absent} is not offered");
    }
    harness.check_accessibility();

    // One step: the ID (and kind) of the model the person uses.
    harness
        .get_by_label("Add a model by its ID\u{2026}")
        .click();
    wait_for_label(&mut harness, "Model ID");
    type_into(&mut harness, "Model ID", "sandbox/image-pro");
    click(&mut harness, "Save model");
    wait_for_label(&mut harness, "Prompt");
    wait_for_label(&mut harness, "Your models");
    type_into(&mut harness, "Prompt", "a harbour at noon");
    harness.get_by_label("Submit").click();
    wait_for_text(&mut harness, "accepted by the service");
    let profiles = saved_profiles(dir.path(), |p| {
        p.get("Work")
            .is_some_and(|w| w.uses_model("sandbox/image-pro"))
    });
    assert_eq!(
        profiles.get("Work").unwrap().models,
        Some(vec!["sandbox/image-pro".to_owned()])
    );
    saved_models(dir.path(), |t| t.contains("sandbox/image-pro"));
    drop(harness);

    // The next start offers it again in that profile.
    let mut harness = harness_with(options());
    wait_for_button(&mut harness, "sandbox/image-pro");
    wait_for_label(&mut harness, "Prompt");
    drop(harness);
    drop(service);
}

/// The label of the focused widget, if any.
fn focused(harness: &Harness<'_, GenDeskApp>) -> Option<String> {
    harness
        .query_all(egui_kittest::kittest::By::new())
        .find(egui_kittest::Node::is_focused)
        .and_then(|n| n.accesskit_node().label())
}

/// Tab follows the form: the first Tab lands in the prompt (not on nine header buttons and
/// the model list), Tab walks the fields down to Submit, and Extra JSON lets Tab leave
/// instead of typing a tab character into it.
#[test]
fn tab_follows_the_form_and_leaves_extra_json() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    harness.run_steps(3);
    harness.key_press(egui::Key::Tab);
    harness.run_steps(2);
    assert_eq!(focused(&harness).as_deref(), Some("Prompt"));
    harness.get_by_label("Prompt").type_text("a red fox");
    harness.run_steps(2);
    let mut order = Vec::new();
    for _ in 0..8 {
        harness.key_press(egui::Key::Tab);
        harness.run_steps(2);
        order.push(focused(&harness).unwrap_or_default());
    }
    assert_eq!(
        order[..6],
        [
            "Negative prompt",
            "Aspect ratio",
            "Resolution",
            "Output format",
            "Advanced",
            "Submit"
        ],
        "{order:?}"
    );

    click(&mut harness, "Advanced");
    wait_for_label(&mut harness, "Extra JSON");
    harness.get_by_label("Extra JSON").focus();
    harness.run_steps(2);
    harness.key_press(egui::Key::Tab);
    harness.run_steps(2);
    assert_ne!(
        focused(&harness).as_deref(),
        Some("Extra JSON"),
        "Tab left it"
    );
    let text = harness
        .get_by_label("Extra JSON")
        .accesskit_node()
        .value()
        .unwrap_or_default();
    assert!(!text.contains('\t'), "no tab typed: {text:?}");
}

/// In Japanese the form's labels and help and the model's description are Japanese: the
/// catalogue is English data, and its built-in words come from the translations.
#[test]
fn the_form_and_the_model_speak_the_chosen_language() {
    use gendesk_core::t;
    let dir = tempfile::tempdir().unwrap();
    let japanese = gendesk_core::i18n::by_tag("ja").unwrap();
    let options = gendesk::ui::AppOptions {
        forced_language: Some(japanese),
        ..options(dir.path())
    };
    // This thread's words in Japanese before the window has read its settings.
    gendesk_core::i18n::set_language(japanese);
    let mut harness = harness_with(options);
    let explore = t!("window-welcome-sandbox-explore");
    wait_until(&mut harness, "the welcome screen", |h| {
        h.query_by_label(&explore).is_some()
    });
    harness.get_by_label(&explore).click();
    wait_for_label(&mut harness, "プロンプト");
    // The prompt box is named by its label, for a screen reader too.
    harness.get_by_role_and_label(egui::Role::MultilineTextInput, "プロンプト");
    for japanese in [
        "アスペクト比",
        "ネガティブプロンプト",
        "避けたい要素。",
        "手早い下書き向け",
    ] {
        assert!(has_text(&harness, japanese), "“{japanese}” is shown");
    }
    for english in [
        "Aspect ratio",
        "Negative prompt",
        "Elements to avoid",
        "Quick drafts",
    ] {
        assert!(!has_text(&harness, english), "“{english}” is still shown");
    }
}
