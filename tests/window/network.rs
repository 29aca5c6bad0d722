//! Settings → Network in the real window (`egui_kittest`) with a real tinyproxy on loopback:
//! a custom HTTP proxy with a login is typed in, *Test connection* says the route and that the
//! offline sandbox answered through it (and, with a wrong password, what is wrong), *Save*
//! keeps the settings in `network.toml` and the password in the keyring only, and the reopened
//! profile's next task goes through the proxy, as its own log shows. A service that goes away
//! and comes back is one "Offline since …" strip under the top bar and one message when it is
//! back.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::sync::Arc;

use crate::support::ui_kit::{
    add_remote_profile, click_button, explore_sandbox, harness_with, options, replace_text,
    submit_prompt, type_into, wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::kittest::Queryable as _;
use gendesk::ui::KeyStoreChoice;
use gendesk_api::testing::RealProxy;
use gendesk_core::config::{NetworkFile, NetworkScope, ProxyMode};

const USER: &str = "dana";

/// Scrolls the Settings window to the button `label` and clicks it (the section sits below
/// the window's first screen).
fn press(harness: &mut egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>, label: &str) {
    wait_for_label(harness, label);
    harness
        .get_by_role_and_label(egui::Role::Button, label)
        .scroll_to_me();
    harness.run_steps(3);
    click_button(harness, label);
}
const PASSWORD: &str = "pr0xy-pass";

#[test]
fn a_custom_proxy_with_a_login_is_tested_saved_and_used() {
    let dir = tempfile::tempdir().unwrap();
    let proxy = RealProxy::tinyproxy(Some((USER, PASSWORD)));
    let options = options(dir.path());
    let KeyStoreChoice::Vault(vault) = &options.keys else {
        panic!("the test options keep keys in a mock keyring");
    };
    let vault = Arc::clone(vault);
    let mut harness = harness_with(options);
    explore_sandbox(&mut harness);
    harness.get_by_label("Settings").click();
    wait_for_label(&mut harness, "Test connection");
    // The section sits below the window's first screen: clicks reach only what is shown.
    harness.get_by_label("Custom").scroll_to_me();
    harness.run_steps(3);
    harness.get_by_label("Custom").click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Proxy host");
    type_into(&mut harness, "Proxy host", "127.0.0.1");
    replace_text(&mut harness, "Proxy port", &proxy.port().to_string());
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    type_into(&mut harness, "Proxy user name", USER);
    type_into(&mut harness, "Proxy password", "wrong");
    // Nothing bypasses the proxy: the sandbox on this computer goes through it too.
    replace_text(&mut harness, "Bypass", " ");

    press(&mut harness, "Test connection");
    wait_for_text(&mut harness, "refused the user name or password");
    harness.check_accessibility();

    replace_text(&mut harness, "Proxy password", PASSWORD);
    press(&mut harness, "Test connection");
    wait_for_text(&mut harness, "It answered: the balance is $");
    wait_for_text(
        &mut harness,
        &format!("Through HTTP proxy 127.0.0.1:{}", proxy.port()),
    );

    press(&mut harness, "Save network settings");
    wait_for_text(&mut harness, "The network settings are saved.");
    let file = NetworkFile::load(&dir.path().join("config").join("network.toml")).unwrap();
    assert_eq!(file.default.proxy, ProxyMode::Custom);
    assert_eq!(file.default.port, proxy.port());
    assert_eq!(file.default.user, USER);
    assert_eq!(file.default.bypass.trim(), "");
    let text = std::fs::read_to_string(dir.path().join("config").join("network.toml")).unwrap();
    assert!(!text.contains(PASSWORD), "{text}");
    assert_eq!(
        vault
            .load_proxy_password(&NetworkScope::Default)
            .unwrap()
            .unwrap()
            .expose(),
        PASSWORD
    );

    // The reopened sandbox profile submits through the proxy.
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    wait_for_label(&mut harness, "Prompt");
    let before = proxy.log_text().matches("generateTask").count();
    submit_prompt(&mut harness, "a lighthouse through the proxy");
    wait_until(&mut harness, "the submission in the proxy's log", |_| {
        proxy.log_text().matches("generateTask").count() > before
    });
}

#[test]
fn the_section_offers_every_profile_or_only_the_open_one_and_closes_with_escape() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);
    harness.get_by_label("Settings").click();
    wait_for_label(&mut harness, "every profile");
    wait_for_label(&mut harness, "only \u{201c}Offline sandbox\u{201d}");
    wait_for_label(&mut harness, "The system's");
    assert!(
        harness.query_by_label("Proxy host").is_none(),
        "no custom fields yet"
    );
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("Test connection").is_none());
}

#[test]
fn a_service_that_goes_away_is_offline_since_then_and_back_by_itself() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let world = dir.path().join("remote-world.json");
    let remote_config = || gendesk_sandbox::SandboxConfig {
        time_scale: 100.0,
        rate_limit: None,
        allow_loopback_targets: true,
        state_file: Some(world.clone()),
        ..gendesk_sandbox::SandboxConfig::default()
    };
    let remote = runtime.block_on(gendesk_sandbox::testing::start_sandbox_with(remote_config()));
    let base = remote.base_url().to_owned();
    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);
    add_remote_profile(&mut harness, "Studio", &base, gendesk_sandbox::DEMO_KEY);
    // The top bar's balance: the profile's engine has reached the service.
    wait_for_label(&mut harness, "Balance: $25.00");

    runtime.block_on(remote.shutdown());
    // The next call finds no way to the service.
    harness.get_by_label("Refresh").click();
    wait_for_text(&mut harness, "Offline since ");
    assert!(
        harness
            .query_all_by_label_contains("failed")
            .next()
            .is_none(),
        "being offline is a state, not an error"
    );
    harness.check_accessibility();

    let back = runtime.block_on(gendesk_sandbox::testing::start_sandbox_with(remote_config()));
    assert_eq!(back.base_url(), base, "the saved port");
    wait_for_text(
        &mut harness,
        "The service answers again after less than a minute",
    );
    wait_until(&mut harness, "the offline state gone", |h| {
        h.query_all_by_label_contains("Offline since")
            .next()
            .is_none()
    });
}
