//! Settings: the window over the app with the default preferences, and a download folder
//! typed by hand.

use gendesk_core::config::AppPaths;

use super::super::prefs::UiPrefs;
use super::super::settings::{SettingsState, settings_ui};
use super::{Scene, WINDOW, harness, snapshot};

fn shown(state: SettingsState, name: &str) -> Vec<super::Action> {
    let paths = AppPaths::portable(std::path::Path::new("/home/ada/GenDesk"));
    let scene = Scene::new((state, UiPrefs::default()));
    let mut harness = harness(WINDOW, scene, move |ui, scene, _players| {
        let (state, prefs) = &mut scene.view;
        settings_ui(
            ui,
            state,
            prefs,
            &paths,
            None,
            &gendesk_core::engine::ReceiverStatus::Off,
            &mut scene.actions,
        );
    });
    snapshot(&mut harness, name)
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
