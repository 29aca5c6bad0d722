//! The Webhooks view of the real `GenDeskApp` under `egui_kittest`, against the in-process
//! sandbox: the signing secret is shown masked with its version, *Reveal* shows it, *Rotate*
//! and *Revoke* ask first and say what they do, and a revoke is followed by a new version.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

mod support;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gendesk::ui::GenDeskApp;
use support::ui_kit::{explore_sandbox, harness, wait_for_button, wait_for_text, wait_until};

fn has_text(harness: &Harness<'_, GenDeskApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

fn click_button(harness: &mut Harness<'_, GenDeskApp>, label: &str) {
    wait_for_button(harness, label);
    harness
        .get_by_role_and_label(egui::Role::Button, label)
        .click();
    harness.run_steps(2);
}

/// The secret as the view shows it (masked or not): the monospace label after "Secret".
fn shown_secret(harness: &Harness<'_, GenDeskApp>) -> String {
    harness
        .query_all_by_role(egui::accesskit::Role::Label)
        .filter_map(|n| n.value())
        .find(|text| text.chars().count() >= 8 && !text.contains(' '))
        .unwrap_or_default()
}

#[test]
fn the_signing_secret_is_masked_revealed_rotated_and_revoked_with_confirmations() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    wait_until(&mut harness, "the Webhooks view", |h| {
        if has_text(h, "Webhook signing secret") {
            return true;
        }
        h.get_by_label("Webhooks").click_accesskit();
        false
    });
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
