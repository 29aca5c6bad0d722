//! The keyboard alone in the real window under `egui_kittest`: a first task made, sent,
//! watched and its result opened without a pointer (Tab, Enter, Ctrl+Enter, Ctrl+2, Esc), and
//! the shortcuts overview (F1, Ctrl+/) listing what exists.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use crate::support::ui_kit::{harness, wait_for_label, wait_until};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT as _, Queryable as _};
use gendesk::ui::GenDeskApp;

/// The label of the control that has the keyboard focus.
fn focused(harness: &Harness<'_, GenDeskApp>) -> Option<String> {
    harness
        .query(By::new().predicate(
            #[allow(
                clippy::redundant_closure_for_method_calls,
                reason = "the method's lifetime is not general enough for a predicate"
            )]
            |node| node.is_focused(),
        ))
        .and_then(|node| node.accesskit_node().label())
}

/// Presses Tab until the focused control's label satisfies `wanted` (at most 80 presses: every
/// control of a view), and fails saying where the focus went.
fn tab_to(harness: &mut Harness<'_, GenDeskApp>, what: &str, wanted: impl Fn(&str) -> bool) {
    let mut seen = Vec::new();
    for _ in 0..80 {
        if focused(harness).is_some_and(|label| wanted(&label)) {
            return;
        }
        harness.key_press(Key::Tab);
        harness.run_steps(2);
        seen.push(focused(harness).unwrap_or_default());
    }
    panic!("Tab never reached {what}; the focus went through {seen:?}");
}

/// Presses `key` with `modifiers` and lets the window draw the result.
fn press(harness: &mut Harness<'_, GenDeskApp>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run_steps(3);
}

#[test]
fn the_first_task_is_made_sent_watched_and_opened_with_the_keyboard_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    wait_for_label(&mut harness, "Explore the offline sandbox");
    tab_to(&mut harness, "the sandbox button", |l| {
        l == "Explore the offline sandbox"
    });
    press(&mut harness, Modifiers::NONE, Key::Enter);
    wait_for_label(&mut harness, "Prompt");

    tab_to(&mut harness, "the prompt", |l| l == "Prompt");
    harness
        .root()
        .type_text("a lighthouse drawn by keyboard alone");
    harness.run_steps(2);
    press(&mut harness, Modifiers::COMMAND, Key::Enter);
    // The notice a sighted person sees is said by a screen reader as it appears.
    wait_until(&mut harness, "an announced notice", |h| {
        h.query_all(By::new().predicate(|n| {
            n.live() != egui::accesskit::Live::Off
                && n.value().is_some_and(|l| l.contains("accepted"))
        }))
        .next()
        .is_some()
    });

    // Ctrl+2 is Activity; the task finishes there, live.
    press(&mut harness, Modifiers::COMMAND, Key::Num2);
    let row = |l: &str| l.contains("keyboard alone") && l.contains("success");
    wait_until(&mut harness, "the task to succeed in Activity", |h| {
        h.query(By::new().predicate(|n| n.label().is_some_and(|l| row(&l))))
            .is_some()
    });
    tab_to(&mut harness, "the task's row", row);
    press(&mut harness, Modifiers::NONE, Key::Enter);

    // The detail's picture opens full size with Enter, and Esc closes it again.
    wait_until(&mut harness, "the result's preview", |h| {
        h.query_all_by_label_contains("Preview of").next().is_some()
    });
    tab_to(&mut harness, "the result's preview", |l| {
        l.starts_with("Preview of")
    });
    press(&mut harness, Modifiers::NONE, Key::Enter);
    wait_until(&mut harness, "the full-image viewer", |h| {
        h.query_all_by_label_contains("Fit").next().is_some()
    });
    press(&mut harness, Modifiers::NONE, Key::Escape);
    wait_until(&mut harness, "the viewer to close", |h| {
        h.query_all_by_label_contains("Fit").next().is_none()
    });
}

#[test]
fn f1_and_ctrl_slash_list_the_shortcuts_and_esc_closes_the_list() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    wait_for_label(&mut harness, "Explore the offline sandbox");
    let listed =
        |h: &Harness<'_, GenDeskApp>| h.query_all_by_label("Submit the task").next().is_some();
    press(&mut harness, Modifiers::NONE, Key::F1);
    wait_until(&mut harness, "the overview", listed);
    assert!(
        harness
            .query_all_by_label_contains("Ctrl+2")
            .next()
            .is_some(),
        "the keys are written as this OS writes them"
    );
    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert!(!listed(&harness), "Esc closes the overview");
    press(&mut harness, Modifiers::COMMAND, Key::Slash);
    wait_until(&mut harness, "the overview again", listed);
    press(&mut harness, Modifiers::COMMAND, Key::Slash);
    assert!(!listed(&harness), "the same keys close it");
}
