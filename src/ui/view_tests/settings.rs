//! Settings: the window over the app with the default preferences (the network settings read),
//! a download folder typed by hand, and the file-name pattern: its example, two results named
//! alike, a field inserted by its button, and a pattern that cannot be used; the window in the
//! pseudo-language and in Japanese.

use egui_kittest::kittest::Queryable as _;
use gendesk_core::config::AppPaths;

use super::super::prefs::UiPrefs;
use super::super::settings::{SettingsCtx, SettingsState, settings_ui};
use super::super::updates::UpdatesState;
use super::{Scene, WINDOW, harness, snapshot};

type SettingsScene = (SettingsState, UiPrefs, UpdatesState);

fn settings_harness(
    mut state: SettingsState,
) -> egui_kittest::Harness<'static, Scene<SettingsScene>> {
    // As the app has it once network.toml was read (a missing file: the defaults).
    state
        .network
        .loaded(Ok(gendesk_core::config::NetworkFile::default()));
    let paths = AppPaths::portable(std::path::Path::new("/home/ada/GenDesk"));
    let updates = UpdatesState::read(gendesk_core::update::UpdateSettings::default(), Some(0));
    let scene = Scene::new((state, UiPrefs::default(), updates));
    let mut harness = harness(WINDOW, scene, move |ui, scene, _players| {
        let (state, prefs, updates) = &mut scene.view;
        let context = SettingsCtx {
            paths: &paths,
            profile: None,
            receiver: &gendesk_core::engine::ReceiverStatus::Off,
            now_s: 3 * 3600,
            system_language: gendesk_core::i18n::ENGLISH,
        };
        settings_ui(ui, state, prefs, updates, &context, &mut scene.actions);
    });
    harness.step();
    harness
}

fn shown(state: SettingsState, name: &str) -> Vec<super::Action> {
    snapshot(&mut settings_harness(state), name)
}

#[test]
fn the_default_preferences() {
    let state = SettingsState {
        open: true,
        ..SettingsState::default()
    };
    let actions = shown(state, "settings");
    assert!(
        actions.is_empty(),
        "opening Settings changes nothing: {actions:?}"
    );
}

#[test]
fn a_download_folder_typed_by_hand() {
    let state = SettingsState {
        open: true,
        folder_text: Some("/media/ada/Archive/GenDesk results".to_owned()),
        ..SettingsState::default()
    };
    shown(state, "settings_folder_typed");
}

/// Types `text` into the file-name pattern, replacing what it held.
fn type_pattern(harness: &mut egui_kittest::Harness<'_, Scene<SettingsScene>>, text: &str) {
    harness.get_by_label("File names").focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.step();
    harness.get_by_label("File names").type_text(text);
    harness.step();
}

#[test]
fn a_file_name_pattern_shows_its_example_numbers_a_clash_and_is_taken_on_leaving() {
    let mut harness = settings_harness(SettingsState {
        open: true,
        ..SettingsState::default()
    });
    // The default: the model, the task and the result's number.
    harness.get_by_label("sandbox_image-fast_task_8f3a2c_1.png");
    harness.get_by_label("sandbox_image-fast_task_8f3a2c_2.png");

    type_pattern(&mut harness, "{kind}/{prompt:9}");
    // Live, before it is taken: both results of the example task get the same name, the
    // second is numbered and the window says how to tell them apart.
    harness.get_by_label("image/A red fox.png");
    harness.get_by_label("image/A red fox (2).png");
    harness.get_by_label_contains("so each after the first is numbered. Add {n}");
    assert_eq!(
        harness.state().view.1.file_names,
        gendesk_core::download::DEFAULT_PATTERN,
        "not taken while typing"
    );

    // A field's button puts it where the cursor is (the end) and takes the pattern.
    harness.get_by_label("{n}").click();
    harness.step();
    harness.step();
    assert_eq!(harness.state().view.1.file_names, "{kind}/{prompt:9}{n}");
    harness.get_by_label("image/A red fox1.png");
    assert!(
        harness
            .state()
            .actions
            .iter()
            .any(|a| matches!(a, super::Action::PrefsChanged)),
        "a taken pattern is saved"
    );
}

#[test]
fn a_file_name_pattern_that_cannot_be_used_says_why_and_keeps_the_one_in_force() {
    let mut harness = settings_harness(SettingsState {
        open: true,
        ..SettingsState::default()
    });
    type_pattern(&mut harness, "{date}/{colour}");
    harness.get_by_label_contains("“{colour}” is not a field. The fields are {date} {time}");
    harness.get_by_label("Downloads go on being named by {model}_{task}_{n}.");
    // Enter leaves the field, which does not take it.
    harness.key_press(egui::Key::Enter);
    harness.step();
    harness.step();
    assert_eq!(
        harness.state().view.1.file_names,
        gendesk_core::download::DEFAULT_PATTERN
    );
    harness.get_by_label_contains("is not a field");
}

/// The pseudo-language: every translated word accented, bracketed and 40 % longer, to see that
/// nothing is clipped or left in English in the window at 1100×720.
#[test]
fn in_the_pseudo_language() {
    gendesk_core::i18n::keep_to_this_thread();
    gendesk_core::i18n::set_language(gendesk_core::i18n::PSEUDO);
    let mut harness = settings_harness(SettingsState {
        open: true,
        ..SettingsState::default()
    });
    harness.get_by_label("[Döwñlöádš····]");
    snapshot(&mut harness, "settings_pseudo");
    gendesk_core::i18n::set_language(gendesk_core::i18n::ENGLISH);
}

/// Japanese, drawn with the CJK subset GenDesk carries (no system font is asked in tests).
#[test]
fn in_japanese() {
    gendesk_core::i18n::keep_to_this_thread();
    gendesk_core::i18n::set_language(gendesk_core::i18n::LANGUAGES[2]);
    let mut harness = settings_harness(SettingsState {
        open: true,
        ..SettingsState::default()
    });
    harness.get_by_label("ダウンロード");
    snapshot(&mut harness, "settings_ja");
    gendesk_core::i18n::set_language(gendesk_core::i18n::ENGLISH);
}
