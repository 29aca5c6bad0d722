//! Settings: the window over the app with the default preferences (the network settings read),
//! and a download folder typed by hand.

use gendesk_core::config::AppPaths;

use super::super::prefs::UiPrefs;
use super::super::settings::{SettingsCtx, SettingsState, settings_ui};
use super::super::updates::UpdatesState;
use super::{Scene, WINDOW, harness, snapshot};

fn shown(mut state: SettingsState, name: &str) -> Vec<super::Action> {
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
        };
        settings_ui(ui, state, prefs, updates, &context, &mut scene.actions);
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
