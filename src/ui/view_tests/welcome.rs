//! The welcome page: first start, the connect form, and a failed key check.

use super::super::connect::{ConnectState, ConnectStatus};
use super::super::welcome::{WelcomeState, welcome_ui};
use super::{Scene, WINDOW, harness, snapshot};

fn shown(welcome: WelcomeState, connect: ConnectState, sandbox_busy: bool, name: &str) {
    let scene = Scene::new((welcome, connect));
    let mut harness = harness(WINDOW, scene, move |ui, scene, _players| {
        let (welcome, connect) = &mut scene.view;
        welcome_ui(ui, welcome, connect, sandbox_busy, &mut scene.actions);
    });
    snapshot(&mut harness, name);
}

#[test]
fn first_start() {
    shown(
        WelcomeState::default(),
        ConnectState::default(),
        false,
        "welcome",
    );
}

#[test]
fn the_sandbox_starting() {
    shown(
        WelcomeState::default(),
        ConnectState::default(),
        true,
        "welcome_sandbox_starting",
    );
}

#[test]
fn a_key_the_service_refused() {
    let connect = ConnectState {
        name: "Studio".to_owned(),
        base_url: "https://api.example.com".to_owned(),
        key: "sk-live-0123456789".to_owned(),
        status: ConnectStatus::Failed(
            "The service did not accept this API key (401). Check the key and try again."
                .to_owned(),
        ),
        replacing: None,
        keys_beside: false,
    };
    shown(
        WelcomeState { connecting: true },
        connect,
        false,
        "welcome_connect_failed",
    );
}
