//! Desktop notifications in the real `GenDeskApp` under `egui_kittest`, against the in-process
//! sandbox, with a recording notifier: a task that finishes while the window is not focused is
//! announced once; one that finishes while it is focused is not; a batch of 10 is announced
//! once, not per item; turning notifications off in Settings stops them; a click on a
//! notification's target opens that task.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_api::TaskState;
use std::sync::Arc;

use crate::support::ui_kit::{
    click_button, explore_sandbox, harness_with, open_settings_at, options, submit_prompt,
    type_into, wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gendesk::ui::{GenDeskApp, NotifierChoice};
use gendesk_core::config::AppPaths;
use gendesk_core::notifications::{Notification, RecordingSink, Target};
use gendesk_core::store::Store;

fn recording_harness(dir: &std::path::Path) -> (Harness<'static, GenDeskApp>, Arc<RecordingSink>) {
    let sink = Arc::new(RecordingSink::default());
    let mut options = options(dir);
    options.notifier = NotifierChoice::Recording(Arc::clone(&sink));
    (harness_with(options), sink)
}

fn set_focused(harness: &mut Harness<'_, GenDeskApp>, focused: bool) {
    harness.input_mut().focused = focused;
    harness.run_steps(2);
}

/// Tasks of the sandbox profile that are final.
fn final_tasks(dir: &std::path::Path) -> usize {
    let store = Store::open(&AppPaths::portable(dir).database_file()).unwrap();
    let Some(profile) = store.profile_by_name("Offline sandbox").unwrap() else {
        return 0;
    };
    let filter = gendesk_core::store::TaskFilter::default();
    store
        .page_tasks(profile.id, &filter, None, 1000)
        .unwrap()
        .items
        .iter()
        .filter(|t| t.phase == gendesk_core::store::TaskPhase::Final)
        .count()
}

#[test]
fn a_task_finishing_in_the_background_is_announced_once_and_not_when_focused() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, sink) = recording_harness(dir.path());
    explore_sandbox(&mut harness);
    set_focused(&mut harness, false);
    submit_prompt(&mut harness, "a lighthouse at dusk");
    wait_until(&mut harness, "one notification", |_| {
        !sink.shown().is_empty()
    });
    let shown = sink.shown();
    assert_eq!(shown.len(), 1, "{shown:?}");
    let Notification {
        title,
        body,
        target,
    } = &shown[0];
    assert_eq!(title, "Image ready");
    assert!(body.contains("a lighthouse at dusk"), "{body}");
    let Target::Task(task) = target else {
        panic!("a task's notification leads to the task: {target:?}")
    };
    assert_eq!(task.state, Some(TaskState::Success));

    // Focused: the next task finishes without a notification.
    set_focused(&mut harness, true);
    submit_prompt(&mut harness, "waves on a rocky shore");
    wait_until(&mut harness, "the second task is final", |_| {
        final_tasks(dir.path()) == 2
    });
    harness.run_steps(5);
    assert_eq!(sink.shown().len(), 1, "{:?}", sink.shown());
}

#[test]
fn a_batch_of_ten_is_announced_once_when_it_ends() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, sink) = recording_harness(dir.path());
    explore_sandbox(&mut harness);
    set_focused(&mut harness, false);
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "Prompt list");
    wait_for_label(&mut harness, "Prompts, one per line");
    let prompts: Vec<String> = (1..=10).map(|n| format!("a fox, take {n}")).collect();
    type_into(&mut harness, "Prompts, one per line", &prompts.join("\n"));
    click_button(&mut harness, "Send 10 items\u{2026}");
    wait_for_text(&mut harness, "Estimated cost");
    click_button(&mut harness, "Send 10 paid tasks");
    wait_until(&mut harness, "the batch's notification", |_| {
        !sink.shown().is_empty()
    });
    wait_until(&mut harness, "all ten tasks final", |_| {
        final_tasks(dir.path()) == 10
    });
    harness.run_steps(10);
    let shown = sink.shown();
    assert_eq!(shown.len(), 1, "one notification for the batch: {shown:?}");
    assert_eq!(shown[0].title, "Batch finished: 10 of 10 ready");
    assert!(matches!(shown[0].target, Target::Batch(_)));
}

#[test]
fn notifications_turned_off_in_settings_stay_off_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let (mut harness, _sink) = recording_harness(dir.path());
        explore_sandbox(&mut harness);
        let toggle = "Notify me when work finishes while GenDesk is in the background";
        open_settings_at(&mut harness, toggle);
        harness.get_by_label(toggle).click();
        let prefs = AppPaths::portable(dir.path()).config_dir.join("ui.toml");
        wait_until(&mut harness, "ui.toml says notifications = false", |_| {
            std::fs::read_to_string(&prefs).is_ok_and(|t| t.contains("notifications = false"))
        });
    }
    // GenDesk again, on the same folder: the sandbox profile opens with notifications off.
    let (mut harness, sink) = recording_harness(dir.path());
    wait_for_label(&mut harness, "Prompt");
    set_focused(&mut harness, false);
    submit_prompt(&mut harness, "a quiet harbour");
    wait_until(&mut harness, "the task is final", |_| {
        final_tasks(dir.path()) == 1
    });
    harness.run_steps(5);
    assert!(sink.shown().is_empty(), "{:?}", sink.shown());
}

/// The window's notices for a 4-item batch: what is said while it is sent and as it finishes
/// comes as one message per burst (it was five toasts at once), and each thing is said once.
#[test]
fn a_batch_of_four_raises_one_message_per_burst() {
    let dir = tempfile::tempdir().unwrap();
    let (mut harness, _sink) = recording_harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "a fox in the snow");
    click_button(&mut harness, "Batch");
    wait_for_label(&mut harness, "Copies of the form:");
    harness.get_by_label("Copies of the form:").focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Copies of the form:").type_text("4");
    harness.key_press(egui::Key::Enter);
    click_button(&mut harness, "Send 4 items\u{2026}");
    wait_for_text(&mut harness, "Estimated cost");
    let before = harness.state().notices_raised();
    click_button(&mut harness, "Send 4 paid tasks");
    wait_until(&mut harness, "all four tasks final", |_| {
        final_tasks(dir.path()) == 4
    });
    wait_until(&mut harness, "the notice saying they finished", |h| {
        h.state()
            .notice_showing()
            .is_some_and(|t| t.contains("4 tasks finished successfully."))
    });
    let raised = harness.state().notices_raised() - before;
    assert!(
        raised <= 2,
        "one message while sending and one as they finish, not {raised}"
    );
    let toast = harness.state().notice_showing().unwrap();
    assert_eq!(
        toast.matches("finished successfully").count(),
        1,
        "each thing said once: {toast}"
    );
}
