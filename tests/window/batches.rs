//! Batches in the real `GenDeskApp` under `egui_kittest`, against the in-process sandbox: a
//! prompt list of 3 becomes one batch whose items all succeed, shown in the Batches view with
//! its counters, and "Download all results" writes every file and a manifest; a grid of 2
//! prompts × 3 aspect ratios makes 6 items; a CSV of 120 rows with one invalid row and one row
//! the sandbox rejects becomes 3 batches, and the rejected item is fixed and sent again as a
//! new batch.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::fmt::Write as _;
use std::path::Path;

use crate::support::ui_kit::{
    click_button, explore_sandbox, harness, replace_text, type_into, wait_for_button,
    wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gendesk::ui::GenDeskApp;
use gendesk_core::config::AppPaths;
use gendesk_core::store::{BatchPhase, Store};

fn has_text(harness: &Harness<'_, GenDeskApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

/// Waits for "N items → M batches" (the arrow is an icon).
fn wait_for_batches(harness: &mut Harness<'_, GenDeskApp>, items: usize, batches: &str) {
    let start = format!("{items} items ");
    let end = format!(" {batches}");
    wait_until(harness, &format!("{items} items in {batches}"), |h| {
        h.query_all_by_role(egui::accesskit::Role::Label)
            .filter_map(|n| n.value())
            .any(|text| text.starts_with(&start) && text.ends_with(&end))
    });
}

/// The sandbox profile's batches in the history, oldest first.
fn stored_batches(dir: &Path) -> Vec<gendesk_core::store::BatchInfo> {
    let store = Store::open(&AppPaths::portable(dir).database_file()).unwrap();
    let Some(profile) = store.profile_by_name("Offline sandbox").unwrap() else {
        return Vec::new();
    };
    let mut batches = store.list_batches(profile.id, 100).unwrap();
    batches.reverse();
    batches
}

#[test]
fn a_prompt_list_becomes_a_batch_whose_results_are_kept_with_a_manifest() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "Prompt list");
    wait_for_label(&mut harness, "Prompts, one per line");
    type_into(
        &mut harness,
        "Prompts, one per line",
        "a red fox\na lighthouse at dusk\nwaves on a rocky shore",
    );
    wait_for_batches(&mut harness, 3, "1 batch");
    click_button(&mut harness, "Send 3 items\u{2026}");
    wait_for_text(&mut harness, "Estimated cost");
    click_button(&mut harness, "Send 3 paid tasks");
    // The window shows the new batch in Batches, and its items finish.
    wait_until(&mut harness, "3 succeeded items", |h| {
        has_text(h, "3 succeeded")
    });
    assert!(has_text(&harness, "3 accepted"));
    // The balance follows the batch: 3 images at 2K, $0.04 each.
    wait_for_text(&mut harness, "$24.88");
    let batches = stored_batches(dir.path());
    assert_eq!(batches.len(), 1);
    assert_eq!(batches[0].phase, BatchPhase::Accepted);

    click_button(&mut harness, "Download all results");
    let folder = AppPaths::portable(dir.path())
        .downloads_dir
        .join(format!("batch-{}", batches[0].row));
    let manifest = folder.join("manifest.csv");
    wait_until(&mut harness, "the manifest", |_| manifest.exists());
    let mut reader = csv::Reader::from_path(&manifest).unwrap();
    let headers = reader.headers().unwrap().clone();
    let column = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 3);
    let prompts: Vec<&str> = rows.iter().map(|r| &r[column("prompt")]).collect();
    assert_eq!(
        prompts,
        [
            "a red fox",
            "a lighthouse at dusk",
            "waves on a rocky shore"
        ]
    );
    for (n, row) in rows.iter().enumerate() {
        // The words Activity uses; the model; the item's own name on its file.
        assert_eq!(&row[column("state")], "success");
        assert_eq!(&row[column("model")], "sandbox/image-fast");
        assert_eq!(row[column("item")], (n + 1).to_string());
        let file = &row[column("local_files")];
        assert!(
            file.starts_with(&row[column("client_item_id")]),
            "{file} is named by its item"
        );
        assert!(folder.join(file).is_file(), "{file} was downloaded");
    }
    assert!(folder.join("manifest.jsonl").is_file());

    // After a restart the Batches view shows the same batch with the same counters.
    drop(harness);
    let mut harness = crate::support::ui_kit::harness(dir.path());
    wait_for_label(&mut harness, "Batches");
    wait_until(&mut harness, "the Batches view after a restart", |h| {
        if has_text(h, "3 succeeded") {
            return true;
        }
        h.get_by_label("Batches").click_accesskit();
        false
    });
    assert!(has_text(&harness, "Batch #1"));
}

#[test]
fn a_grid_of_two_prompts_and_three_ratios_makes_six_items() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "Grid");
    wait_for_label(&mut harness, "Grid prompts");
    for ratio in ["1:1", "16:9", "9:16"] {
        harness.get_by_label(ratio).click();
        harness.run_steps(2);
    }
    type_into(&mut harness, "Grid prompts", "a cat\na dog");
    wait_for_batches(&mut harness, 6, "1 batch");
    assert!(has_text(&harness, "6 items"));
}

/// 120 rows: row 8 has an aspect ratio the model does not offer, row 30 a prompt the sandbox
/// rejects.
fn write_csv(path: &Path) {
    let mut text = String::from("prompt,aspect_ratio,client_item_id,style\r\n");
    for n in 1..=120 {
        let (prompt, ratio) = match n {
            8 => (format!("\"row {n}, bad ratio\""), "7:3"),
            30 => (format!("\"row {n} [reject]\""), "1:1"),
            _ => (format!("\"row {n}, a fox\""), "16:9"),
        };
        writeln!(text, "{prompt},{ratio},r{n},ink\r").unwrap();
    }
    std::fs::write(path, text).unwrap();
}

#[test]
fn a_csv_of_120_rows_becomes_three_batches_and_a_rejected_item_is_fixed() {
    let dir = tempfile::tempdir().unwrap();
    let csv_path = dir.path().join("items.csv");
    write_csv(&csv_path);
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "File");
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(crate::support::ui_kit::Dropped(
            csv_path.clone(),
        )));
    harness.run_steps(2);
    wait_for_text(&mut harness, "items.csv: 120 rows");
    assert!(has_text(&harness, "1 need fixing"), "row 8 is blocked");
    // `style` is not a field of the model: ignored unless the person sends it as extra.
    assert!(!has_text(&harness, "style = ink"));
    harness.get_by_label("style").click();
    harness.run_steps(2);
    click_button(&mut harness, "send as an extra field");
    wait_for_text(&mut harness, "style = ink");
    wait_for_batches(&mut harness, 119, "3 batches");
    click_button(&mut harness, "Send 119 items\u{2026}");
    click_button(&mut harness, "Send 119 paid tasks");
    wait_until(&mut harness, "three accepted batches", |_| {
        let batches = stored_batches(dir.path());
        batches.len() == 3 && batches.iter().all(|b| b.phase == BatchPhase::Accepted)
    });
    let batches = stored_batches(dir.path());
    assert!(batches.iter().all(|b| b.run_id == batches[0].run_id));
    let keys: std::collections::HashSet<_> =
        batches.iter().map(|b| b.idempotency_key.clone()).collect();
    assert_eq!(keys.len(), 3, "each batch has its own key");
    let store = Store::open(&AppPaths::portable(dir.path()).database_file()).unwrap();
    let sent = store.batch_item_details(batches[0].row).unwrap();
    assert!(
        sent[0].request_json.contains(r#""style":"ink""#),
        "{}",
        sent[0].request_json
    );
    // The first batch of the run (shown once the run is recorded) holds row 30: its detail
    // shows the rejection with its code (filtered to the rejected items).
    wait_for_text(&mut harness, "1 rejected");
    click_button(&mut harness, "Rejected");
    wait_for_text(&mut harness, "Rejected (INVALID_PARAM_VALUE)");
    click_button(&mut harness, "Fix rejected items (1)");
    click_button(&mut harness, "Edit");
    wait_for_label(&mut harness, "Prompt of item 1");
    replace_text(&mut harness, "Prompt of item 1", "row 30, fixed");
    harness.run_steps(2);
    click_button(&mut harness, "Send 1 item\u{2026}");
    click_button(&mut harness, "Send 1 paid task");
    wait_until(&mut harness, "the new batch", |_| {
        let batches = stored_batches(dir.path());
        batches.len() == 4 && batches[3].phase == BatchPhase::Accepted
    });
    let fixed = &stored_batches(dir.path())[3];
    assert_eq!(
        fixed.origin.map(|(row, _)| row),
        Some(batches[0].row),
        "the new batch links back"
    );
    assert!(!keys.contains(&fixed.idempotency_key), "a new key");
    wait_until(&mut harness, "the fixed item succeeds", |h| {
        has_text(h, "1 succeeded")
    });
}

#[test]
fn failed_items_are_sent_again_as_a_new_linked_batch_after_a_confirmation() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "Prompt list");
    wait_for_label(&mut harness, "Prompts, one per line");
    type_into(
        &mut harness,
        "Prompts, one per line",
        "a calm lake\na storm [fail:Website TimeOut]\na cliff [fail:NSFW]",
    );
    wait_for_batches(&mut harness, 3, "1 batch");
    click_button(&mut harness, "Send 3 items\u{2026}");
    click_button(&mut harness, "Send 3 paid tasks");
    wait_until(&mut harness, "two failed items", |h| {
        has_text(h, "2 failed")
    });
    // Only the temporary failure (Website TimeOut) is offered again, and only after a
    // confirmation that says it is a new paid task.
    click_button(&mut harness, "Retry failed items (1)");
    wait_for_text(&mut harness, "is paid again");
    assert_eq!(
        stored_batches(dir.path()).len(),
        1,
        "nothing sent before confirming"
    );
    click_button(&mut harness, "Send 1 new paid task");
    wait_until(&mut harness, "the retry batch", |_| {
        let batches = stored_batches(dir.path());
        batches.len() == 2 && batches[1].phase == BatchPhase::Accepted
    });
    let batches = stored_batches(dir.path());
    assert_eq!(
        batches[1].origin,
        Some((
            batches[0].row,
            gendesk_core::store::BatchOrigin::RetryFailed
        ))
    );
    assert_ne!(batches[1].idempotency_key, batches[0].idempotency_key);
    let store = Store::open(&AppPaths::portable(dir.path()).database_file()).unwrap();
    let items = store.batch_items(batches[1].row).unwrap();
    assert_eq!(items.len(), 1);
    assert!(items[0].prompt_excerpt.contains("a storm"), "{items:?}");
}

#[test]
fn a_batch_the_service_refused_for_now_says_why_and_is_sent_again_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    crate::support::ui_kit::pick_model(&mut harness, "cinema", "Sandbox Video Cinema");
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "Prompt list");
    wait_for_label(&mut harness, "Prompts, one per line");
    // 30 clips of 8 s at 1080p: $28.80, more than the demo balance of $25.
    let prompts: Vec<String> = (1..=30).map(|n| format!("a cinematic shot {n}")).collect();
    type_into(&mut harness, "Prompts, one per line", &prompts.join("\n"));
    wait_for_batches(&mut harness, 30, "1 batch");
    click_button(&mut harness, "Send 30 items\u{2026}");
    wait_for_text(
        &mut harness,
        "The balance does not cover the estimated cost",
    );
    click_button(&mut harness, "Send 30 paid tasks");
    // The service refuses it whole (402): the batch says why and waits for the person.
    wait_for_text(&mut harness, "Not accepted yet");
    wait_for_button(&mut harness, "Send again");
    let first = stored_batches(dir.path());
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].phase, BatchPhase::Error, "{first:?}");
    assert_eq!(first[0].send_attempts, 1);
    click_button(&mut harness, "Send again");
    wait_until(&mut harness, "the second send", |_| {
        stored_batches(dir.path())
            .first()
            .is_some_and(|b| b.send_attempts == 2 && b.phase == BatchPhase::Error)
    });
    let again = stored_batches(dir.path());
    assert_eq!(again.len(), 1, "sent again, not a new batch");
    assert_eq!(
        again[0].idempotency_key, first[0].idempotency_key,
        "the same request and key"
    );
}

#[test]
fn a_prompt_list_of_60_scrolls_in_its_box_and_send_stays_in_view() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "Prompt list");
    wait_for_label(&mut harness, "Prompts, one per line");
    let prompts: Vec<String> = (1..=60)
        .map(|n| format!("a lighthouse, take {n}"))
        .collect();
    type_into(&mut harness, "Prompts, one per line", &prompts.join("\n"));
    wait_for_batches(&mut harness, 60, "2 batches");
    harness.run_steps(3);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1100.0, 720.0));
    let send = harness.get_by_label("Send 60 items\u{2026}").rect();
    assert!(window.contains_rect(send), "Send is off-screen at {send:?}");
    // And the batch can be sent from there.
    click_button(&mut harness, "Send 60 items\u{2026}");
    wait_for_text(&mut harness, "Estimated cost");
}

/// Typing 60 copies makes 60 items in two batches, as a prompt list or a file would, and the
/// limit is said beside the field (it was silently 50).
#[test]
fn sixty_copies_of_the_form_are_sixty_items_in_two_batches() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    type_into(&mut harness, "Prompt", "a lighthouse at dusk");
    click_button(&mut harness, "Batch");
    wait_for_label(&mut harness, "Copies of the form:");
    assert!(has_text(
        &harness,
        "more than 50 are sent as several batches"
    ));
    harness.get_by_label("Copies of the form:").focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Copies of the form:").type_text("60");
    harness.key_press(egui::Key::Enter);
    wait_for_batches(&mut harness, 60, "2 batches");
    click_button(&mut harness, "Send 60 items\u{2026}");
    wait_for_text(&mut harness, "Estimated cost");
    click_button(&mut harness, "Send 60 paid tasks");

    // The whole run downloads into the folder named as the run is shown ("Run #N" → run-N),
    // its items numbered 1 to 60 across both batches.
    wait_until(&mut harness, "two accepted batches", |_| {
        let batches = stored_batches(dir.path());
        batches.len() == 2 && batches.iter().all(|b| b.phase == BatchPhase::Accepted)
    });
    let first = stored_batches(dir.path())[0].row;
    wait_for_text(
        &mut harness,
        &format!("Run #{first} \u{b7} 60 items in 2 batches"),
    );
    wait_until(&mut harness, "every item succeeded", |h| {
        has_text(h, "50 succeeded") && has_text(h, "10 succeeded")
    });
    click_button(&mut harness, "Download the whole run");
    let folder = AppPaths::portable(dir.path())
        .downloads_dir
        .join(format!("run-{first}"));
    let manifest = folder.join("manifest.csv");
    wait_until(&mut harness, "the run's manifest", |_| manifest.exists());
    let mut reader = csv::Reader::from_path(&manifest).unwrap();
    let headers = reader.headers().unwrap().clone();
    let column = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let items: Vec<String> = reader
        .records()
        .map(|r| r.unwrap()[column("item")].to_owned())
        .collect();
    let expected: Vec<String> = (1..=60).map(|n| n.to_string()).collect();
    assert_eq!(items, expected);
    // Sixty saved files are one message, with the folder to open.
    wait_until(&mut harness, "one message for the run's files", |h| {
        h.state()
            .notice_showing()
            .is_some_and(|t| t.contains(&format!("run-{first}")))
    });
    let bar_text = harness.state().notice_showing().unwrap();
    assert!(bar_text.lines().count() <= 4, "{bar_text}");
    assert!(
        harness
            .query_all_by_role_and_label(egui::Role::Button, "Open folder")
            .count()
            >= 2,
        "the notice bar offers the folder too"
    );
}

/// Where no file dialog can open (no portal), a typed path reads the file the same way.
#[test]
fn a_typed_path_reads_a_file_of_items_without_a_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("few.csv");
    std::fs::write(&path, "prompt\na heron\na crane\na stork\n").unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    click_button(&mut harness, "Batch");
    click_button(&mut harness, "File");
    wait_for_label(&mut harness, "File path");
    type_into(&mut harness, "File path", &path.display().to_string());
    click_button(&mut harness, "Open");
    wait_for_text(&mut harness, "few.csv: 3 rows");
    wait_for_batches(&mut harness, 3, "1 batch");
}
