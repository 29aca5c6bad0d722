//! The Webhooks view of the real `GenDeskApp` under `egui_kittest`, against the in-process
//! sandbox: the signing secret is shown masked with its version, *Reveal* shows it, *Rotate*
//! and *Revoke* ask first and say what they do, and a revoke is followed by a new version. The
//! delivery inspector lists the verified webhooks of a batch sent from the window (its
//! pre-flight offers the local receiver) beside a forged delivery, each with its badge and
//! reason.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use crate::support::ui_kit::{
    click_button, explore_sandbox, harness, type_into, wait_for_button, wait_for_label,
    wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gendesk::ui::GenDeskApp;

fn has_text(harness: &Harness<'_, GenDeskApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

/// The secret as the view shows it (masked or not): the monospace label after "Secret" (the
/// receiver's URLs are the only other labels without spaces).
fn shown_secret(harness: &Harness<'_, GenDeskApp>) -> String {
    harness
        .query_all_by_role(egui::accesskit::Role::Label)
        .filter_map(|n| n.value())
        .find(|text| text.chars().count() >= 8 && !text.contains(' ') && !text.contains('/'))
        .unwrap_or_default()
}

/// Opens the Webhooks view on its "Secret and receiver" tab.
fn open_webhooks(harness: &mut Harness<'_, GenDeskApp>) {
    wait_until(harness, "the Webhooks view", |h| {
        if has_text(h, "Signing secret") {
            return true;
        }
        if h.query_by_label("Secret and receiver").is_some() {
            h.get_by_label("Secret and receiver").click();
        } else {
            h.get_by_label("Webhooks").click_accesskit();
        }
        false
    });
}

/// Opens the Webhooks view on its "Deliveries" tab.
fn open_deliveries(harness: &mut Harness<'_, GenDeskApp>) {
    open_webhooks(harness);
    harness.get_by_label("Deliveries").click();
    harness.run_steps(2);
}

#[test]
fn the_signing_secret_is_masked_revealed_rotated_and_revoked_with_confirmations() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    open_webhooks(&mut harness);
    wait_for_text(&mut harness, "Version 1");
    let masked = shown_secret(&harness);
    assert!(
        !masked.is_empty() && masked.chars().all(|c| c == '\u{2022}'),
        "masked: {masked:?}"
    );
    click_button(&mut harness, "Reveal");
    let revealed = shown_secret(&harness);
    assert!(
        !revealed.contains('\u{2022}') && revealed.len() >= 16,
        "revealed: {revealed:?}"
    );
    click_button(&mut harness, "Hide");

    // Rotate explains the 7-day grace first; nothing changes until confirmed.
    click_button(&mut harness, "Rotate\u{2026}");
    wait_for_text(&mut harness, "keep the current secret for 7 days");
    click_button(&mut harness, "Cancel");
    assert!(has_text(&harness, "Version 1"));
    click_button(&mut harness, "Rotate\u{2026}");
    click_button(&mut harness, "Rotate the secret");
    wait_for_text(&mut harness, "Version 2");
    click_button(&mut harness, "Reveal");
    assert_ne!(shown_secret(&harness), revealed, "a new secret");

    // Revoke says what stops and how to resume.
    click_button(&mut harness, "Revoke\u{2026}");
    wait_for_text(&mut harness, "suppressed");
    click_button(&mut harness, "Revoke the secrets");
    wait_for_text(&mut harness, "were revoked");
    click_button(&mut harness, "Issue a new secret");
    wait_for_text(&mut harness, "Version 3");
}

/// The local webhook URL the receiver panel shows.
fn shown_webhook_url(harness: &Harness<'_, GenDeskApp>) -> Option<String> {
    harness
        .query_all_by_role(egui::accesskit::Role::Label)
        .filter_map(|n| n.value())
        .find(|text| text.starts_with("http://127.0.0.1:") && text.ends_with("/batch"))
}

/// Posts a webhook whose signature was made with another secret.
fn post_forged(url: &str) -> u16 {
    let body = br#"{"code":200,"message":"success","data":{"taskId":"tk-forged","state":"success","resultJson":"{\"resultUrls\":[\"https://example.com/x.png\"]}"},"batch":{"batchId":"b-forged","clientItemId":"x"}}"#;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let signed = gendesk_api::webhook::SignatureHeaders::new(
        b"not-the-account-secret",
        "evt-forged-1",
        i64::try_from(stamp).unwrap(),
        body,
    );
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        reqwest::Client::new()
            .post(url)
            .header("X-Service-Event-Id", signed.event_id)
            .header("X-Service-Timestamp", signed.timestamp)
            .header("X-Service-Signature", signed.signature)
            .body(body.to_vec())
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    })
}

fn click_row(harness: &mut Harness<'_, GenDeskApp>, starts_with: &str) {
    let label = harness
        .query_all_by_role(egui::accesskit::Role::Button)
        .filter_map(|n| n.accesskit_node().label())
        .find(|label| label.starts_with(starts_with))
        .unwrap_or_else(|| panic!("no row starting with {starts_with:?}"));
    harness
        .get_by_role_and_label(egui::Role::Button, &label)
        .click();
    harness.run_steps(3);
}

#[test]
fn the_inspector_lists_verified_webhooks_of_a_batch_and_a_forged_one_with_reasons() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    // The sandbox profile's receiver is on by default.
    open_webhooks(&mut harness);
    wait_for_text(&mut harness, "Listening on 127.0.0.1");
    let url = shown_webhook_url(&harness).expect("the receiver shows its webhook URL");
    open_deliveries(&mut harness);
    wait_for_text(&mut harness, "No deliveries yet");

    // A batch sent from the window: the pre-flight offers the receiver as its webhook URL.
    harness.get_by_label("Compose").click_accesskit();
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "Prompt list");
    wait_for_label(&mut harness, "Prompts, one per line");
    type_into(&mut harness, "Prompts, one per line", "a red fox\nan owl");
    wait_for_button(&mut harness, "Send 2 items\u{2026}");
    click_button(&mut harness, "Send 2 items\u{2026}");
    wait_for_text(&mut harness, "GenDesk's receiver");
    click_button(&mut harness, "Send 2 paid tasks");

    open_deliveries(&mut harness);
    wait_until(&mut harness, "two verified deliveries", |h| {
        h.query_all_by_role(egui::accesskit::Role::Button)
            .filter_map(|n| n.accesskit_node().label())
            .filter(|label| label.starts_with("Verified Batch webhook"))
            .count()
            == 2
    });
    assert_eq!(post_forged(&url), 401);
    wait_until(&mut harness, "the forged delivery", |h| {
        h.query_all_by_role(egui::accesskit::Role::Button)
            .filter_map(|n| n.accesskit_node().label())
            .any(|label| label.starts_with("Bad signature Batch webhook evt-forged-1"))
    });

    click_row(&mut harness, "Bad signature");
    wait_for_text(
        &mut harness,
        "matches none of the secrets that may sign now",
    );
    wait_for_text(&mut harness, "only verified webhooks are acted upon");
    assert!(has_text(&harness, "Expected"));
    let signed_string_shown = harness
        .root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().value())
        .any(|text| text.starts_with("evt-forged-1."));
    assert!(signed_string_shown, "the signed string is shown");

    click_row(&mut harness, "Verified");
    wait_for_text(&mut harness, "verified with secret version 1");
    // Polling is fast in these tests: the webhook finished the task, or found it finished by a
    // status check a moment before (both are right; the two never conflict).
    wait_until(&mut harness, "what the webhook did", |h| {
        has_text(h, "from this webhook") || has_text(h, "a status check got there first")
    });

    // Filters: only the refused one.
    harness.get_by_label("Verdict").click();
    harness.run_steps(2);
    harness.get_by_label("Refused").click();
    harness.run_steps(2);
    wait_until(&mut harness, "only the forged delivery listed", |h| {
        let rows: Vec<String> = h
            .query_all_by_role(egui::accesskit::Role::Button)
            .filter_map(|n| n.accesskit_node().label())
            .filter(|label| label.contains(" Batch webhook "))
            .collect();
        rows.len() == 1 && rows[0].starts_with("Bad signature")
    });
}

#[test]
fn a_real_accounts_receiver_is_off_until_turned_on_and_offers_the_tunnel_urls() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let sandbox = runtime.block_on(gendesk_sandbox::testing::start_sandbox(100.0));
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    crate::support::ui_kit::add_remote_profile(
        &mut harness,
        "Work",
        sandbox.base_url(),
        gendesk_sandbox::DEMO_KEY,
    );
    open_webhooks(&mut harness);
    wait_for_text(&mut harness, "Off. Turn it on");

    // Settings: the tunnel's public URL must be https.
    harness
        .get_by_role_and_label(egui::Role::Button, "Settings")
        .click();
    wait_for_label(&mut harness, "Tunnel URL");
    // The section is below the Settings window's first screen.
    harness.get_by_label("Tunnel URL").scroll_to_me();
    harness.run_steps(3);
    type_into(&mut harness, "Tunnel URL", "http://tunnel.example");
    wait_for_text(&mut harness, "must start with https://");
    crate::support::ui_kit::replace_text(&mut harness, "Tunnel URL", "https://tunnel.example/");
    harness.run_steps(2);
    // Below the fold of the settings window: clicked the way a screen reader does.
    harness
        .get_by_role_and_label(egui::Role::Button, "Apply")
        .click_accesskit();
    harness.run_steps(2);
    wait_until(&mut harness, "the settings saved", |_| {
        std::fs::read_to_string(dir.path().join("config/ui.toml"))
            .is_ok_and(|text| text.contains("public_url = \"https://tunnel.example\""))
    });
    harness.get_by_label("Close window").click();
    harness.run_steps(2);

    // On for this profile: it listens, and the URLs to give the service go through the tunnel.
    harness
        .get_by_label("Receive webhooks and callbacks on this computer")
        .click();
    wait_for_text(&mut harness, "Listening on 127.0.0.1");
    wait_until(&mut harness, "the tunnel URLs", |h| {
        h.query_all_by_role(egui::accesskit::Role::Label)
            .filter_map(|n| n.value())
            .any(|text| {
                text.starts_with("https://tunnel.example/hooks/") && text.ends_with("/batch")
            })
    });
    wait_until(&mut harness, "the profile saved", |_| {
        std::fs::read_to_string(dir.path().join("config/profiles.toml"))
            .is_ok_and(|text| text.contains("receiver = true"))
    });

    // Callback mode offers the tunnel's callback URL.
    harness.get_by_label("Compose").click_accesskit();
    harness.run_steps(2);
    crate::support::ui_kit::add_image_model_by_id(&mut harness, "acme/image-1");
    wait_for_label(&mut harness, "Prompt");
    // Below the fold of a 720 px window: opened the way a screen reader does.
    harness.get_by_label("Advanced").click_accesskit();
    harness.run_steps(2);
    wait_for_label(&mut harness, "callback (the service calls your URL)");
    // Below the fold of the form: chosen the way a screen reader does.
    harness
        .get_by_label("callback (the service calls your URL)")
        .click_accesskit();
    harness.run_steps(3);
    wait_for_text(&mut harness, "GenDesk's receiver");
    let callback = harness
        .get_by_label("Callback URL")
        .accesskit_node()
        .value()
        .unwrap_or_default();
    assert!(
        callback.starts_with("https://tunnel.example/hooks/") && callback.ends_with("/callback"),
        "{callback}"
    );
    drop(harness);
    drop(sandbox);
}

/// Settings → Webhook receiver: a port taken by another program is said where the port is
/// chosen; a port beyond 65535 is refused with the reason (it was silently made 65535); after
/// Apply with a free port the window says the receiver now listens there (the old "in use"
/// stayed the last word before).
#[test]
fn a_new_port_applied_in_settings_is_confirmed_and_a_bad_one_refused() {
    let taken = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap();
    let taken_port = taken.local_addr().unwrap().port();
    let free_port = {
        let free = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap();
        free.local_addr().unwrap().port()
    };
    let dir = tempfile::tempdir().unwrap();
    let config = gendesk_core::config::AppPaths::portable(dir.path()).config_dir;
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(
        config.join("ui.toml"),
        format!("[receiver]\nport = {taken_port}\n"),
    )
    .unwrap();
    let mut options = crate::support::ui_kit::options(dir.path());
    options.receiver_port = None;
    let mut harness = crate::support::ui_kit::harness_with(options);
    explore_sandbox(&mut harness);
    wait_for_text(
        &mut harness,
        &format!("Port {taken_port} on 127.0.0.1 is already in use"),
    );

    harness.get_by_label("Settings").click_accesskit();
    harness.run_steps(2);
    wait_for_text(&mut harness, "Now: Port");
    // The receiver's section is below the Settings window's first screen.
    harness.get_by_label("Port").scroll_to_me();
    harness.run_steps(3);
    crate::support::ui_kit::replace_text(&mut harness, "Port", "70000");
    wait_for_text(&mut harness, "\u{201c}70000\u{201d} is not one");
    assert!(
        harness
            .get_by_role_and_label(egui::Role::Button, "Apply")
            .accesskit_node()
            .is_disabled(),
        "Apply waits for a port that exists"
    );
    crate::support::ui_kit::replace_text(&mut harness, "Port", &free_port.to_string());
    harness
        .get_by_role_and_label(egui::Role::Button, "Apply")
        .click_accesskit();
    harness.run_steps(2);
    wait_for_text(
        &mut harness,
        &format!("The webhook receiver now listens on 127.0.0.1, port {free_port}."),
    );
    wait_for_text(
        &mut harness,
        &format!("Now: listening on port {free_port}."),
    );
    drop(taken);
}
