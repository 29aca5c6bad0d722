//! Results, task detail and profiles in the real `GenDeskApp` (`egui_kittest`) against the
//! in-process sandbox over loopback: a finished image shows its preview and downloads into the
//! download folder; a failure shows its code, category and hint, and a temporary one can be
//! retried as a new paid task behind a confirmation; an *outcome unknown* submission explains
//! what to do; each profile shows its own history.
#![allow(
    clippy::unwrap_used,
    clippy::case_sensitive_file_extension_comparisons,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};

use crate::support::ui_kit::{
    add_image_model_by_id, add_remote_profile, drop_file, explore_sandbox, harness_with,
    open_task_row, options, pick_model, pick_music_v5, replace_text, show_activity, submit_prompt,
    switch_profile, wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::kittest::Queryable as _;
use gendesk_api::{ApiError, FailCode, ModelKind};
use gendesk_core::config::{AppPaths, Profiles};
use gendesk_core::store::Store;
use gendesk_core::trouble::Trouble;
use gendesk_core::wording;

/// Files in `dir` (none if it does not exist).
fn files_in(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|entries| entries.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default()
}

#[test]
fn a_finished_image_shows_its_preview_and_downloads_into_the_download_folder() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(options(dir.path()));
    // First run → sandbox → pick an image model → prompt → submit.
    explore_sandbox(&mut harness);
    pick_model(&mut harness, "image fast", "Sandbox Image Fast");
    submit_prompt(&mut harness, "a lighthouse at dusk");
    harness.get_by_label("Activity").click_accesskit();
    wait_for_label(&mut harness, "success");
    // The list shows the result's thumbnail once it is decoded.
    wait_until(&mut harness, "the list thumbnail", |h| {
        h.state().previews_loaded().0 >= 1
    });
    open_task_row(&mut harness, "a lighthouse at dusk");

    // The preview was fetched, decoded and downscaled off the UI thread, and cached on disk.
    wait_for_text(&mut harness, "Preview of ");
    // The service's clock (the sandbox's runs 200× fast) never stretches the 24 h.
    wait_until(&mut harness, "the expiry countdown", |h| {
        h.query_by_label_contains("links expire in 23 h").is_some()
            || h.query_by_label_contains("links expire in 24 h 0 min")
                .is_some()
    });
    let thumbnails = AppPaths::portable(dir.path()).thumbnails_dir();
    let cached = files_in(&thumbnails);
    assert!(
        cached
            .iter()
            .any(|p| p.to_string_lossy().ends_with("-320.png")),
        "the preview is cached: {cached:?}"
    );

    harness.get_by_label("Download").click();
    wait_for_text(&mut harness, "Downloaded");
    let downloads = AppPaths::portable(dir.path()).downloads_dir;
    let files = files_in(&downloads);
    assert_eq!(files.len(), 1, "one file and no .part: {files:?}");
    let file = &files[0];
    assert!(!file.to_string_lossy().ends_with(".part"));
    let bytes = std::fs::read(file).unwrap();
    let image = gendesk_core::media::decode_limited(&bytes).unwrap();
    assert!(
        image.width() >= 1024 || image.height() >= 1024,
        "a full-size image"
    );
    // The file keeps the prompt and settings it was made with (on by default).
    let record = gendesk_core::provenance::read(file)
        .unwrap()
        .record
        .unwrap();
    assert_eq!(record.prompt(), Some("a lighthouse at dusk"));
    assert_eq!(record.model, "sandbox/image-fast");
    // The status line says where it went.
    wait_for_text(&mut harness, "Saved ");

    // The full image view opens from the preview.
    harness.get_by_label_contains("Preview of ").click();
    wait_for_label(&mut harness, "Actual size");
    wait_for_text(&mut harness, "scroll to zoom");
    harness.check_accessibility();

    // Esc closes the image view (and leaves the detail open).
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("Actual size").is_none());

    // "Use as reference" starts an image-to-image form with the result's URL.
    harness.get_by_label("Use as reference").click();
    wait_for_label(&mut harness, "In an image-to-image form");
    harness.get_by_label("In an image-to-image form").click();
    wait_for_label(&mut harness, "Prompt");
    wait_until(&mut harness, "the reference URL in the form", |h| {
        h.query_all_by_role(egui::Role::TextInput)
            .any(|n| n.value().is_some_and(|v| v.starts_with("http://127.0.0.1")))
    });
}

#[test]
fn a_temporary_failure_shows_code_category_hint_and_retries_only_after_confirmation() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);
    submit_prompt(&mut harness, "a quiet harbour [fail:Timeout]");
    harness.get_by_label("Activity").click_accesskit();
    wait_for_label(&mut harness, "failed");
    open_task_row(&mut harness, "a quiet harbour");

    wait_for_label(&mut harness, "Failed: Timeout");
    wait_for_text(&mut harness, "Temporary upstream problem");
    wait_for_text(&mut harness, wording::fail_code_hint(&FailCode::Timeout));
    wait_for_text(&mut harness, "Failed tasks are refunded");

    harness.get_by_label("Retry as a new task…").click();
    wait_for_label(&mut harness, "Retry as a new task?");
    wait_for_text(&mut harness, "It is a new paid task");
    // Cancel sends nothing.
    harness.get_by_label("Cancel").click();
    for _ in 0..5 {
        harness.step();
    }
    assert!(harness.query_by_label("Retry as a new task?").is_none());
    wait_for_label(&mut harness, "1 task");

    harness.get_by_label("Retry as a new task…").click();
    wait_for_label(&mut harness, "Send new paid task");
    harness.get_by_label("Send new paid task").click();
    wait_for_label(&mut harness, "2 tasks");
    harness.check_accessibility();
}

#[test]
fn a_content_failure_shows_its_hint_and_offers_no_retry() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);
    submit_prompt(&mut harness, "a cat in a box [fail:NSFW]");
    harness.get_by_label("Activity").click_accesskit();
    wait_for_label(&mut harness, "failed");
    open_task_row(&mut harness, "a cat in a box");
    wait_for_label(&mut harness, "Failed: NSFW");
    wait_for_text(&mut harness, FailCode::parse("NSFW").category().label());
    wait_for_text(
        &mut harness,
        wording::fail_code_hint(&FailCode::parse("NSFW")),
    );
    assert!(harness.query_by_label("Retry as a new task…").is_none());
}

#[test]
fn an_outcome_unknown_submission_explains_what_to_do_and_warns_before_sending_again() {
    let dir = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(dir.path());
    // A submission whose answer never came (recorded by an earlier run).
    let mut profiles = Profiles::default();
    profiles.ensure_sandbox();
    profiles.save(&paths.profiles_file()).unwrap();
    std::fs::create_dir_all(&paths.data_dir).unwrap();
    let mut store = Store::open(&paths.database_file()).unwrap();
    let profile = store
        .upsert_profile("Offline sandbox", "http://127.0.0.1:9", true, 1)
        .unwrap();
    let request = r#"{"input":{"mode":"text-to-image","prompt":"a red kite"}}"#;
    let row = store
        .insert_submission(
            profile,
            "sandbox/image-fast",
            Some(ModelKind::Image),
            request,
            "a red kite",
            1,
        )
        .unwrap();
    let lost = ApiError::OutcomeUnknown {
        timed_out: false,
        detail: "the connection dropped after the request was sent".to_owned(),
    };
    store
        .mark_unknown(row, &Trouble::Submission(lost), 2)
        .unwrap();
    drop(store);

    let mut harness = harness_with(options(dir.path()));
    show_activity(&mut harness);
    wait_for_label(&mut harness, "unknown");
    open_task_row(&mut harness, "a red kite");
    wait_for_label(&mut harness, "Outcome unknown");
    wait_for_text(&mut harness, "GenDesk never resends a paid task by itself");
    harness.get_by_label("Send again as a new task…").click();
    wait_for_text(&mut harness, "you are charged twice");
    harness.get_by_label("Cancel").click();
    harness.step();
    // Reuse settings loads the request into the form.
    harness.get_by_label("Reuse settings").click();
    wait_for_label(&mut harness, "Prompt");
    wait_until(&mut harness, "the prompt in the form", |h| {
        h.query_all_by_value("a red kite").next().is_some()
    });
}

#[test]
fn each_profile_shows_its_own_history() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let remote = runtime.block_on(gendesk_sandbox::testing::start_sandbox(100.0));
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);
    submit_prompt(&mut harness, "only in the sandbox profile");
    wait_for_text(&mut harness, "accepted by the service");

    add_remote_profile(
        &mut harness,
        "Work",
        remote.base_url(),
        gendesk_sandbox::DEMO_KEY,
    );
    harness.get_by_label("Compose").click_accesskit();
    // A real service publishes no model list: its profile offers no sandbox model, and the
    // person adds the one they use.
    add_image_model_by_id(&mut harness, "sandbox/image-fast");
    assert!(
        harness
            .query_by_role_and_label(egui::Role::Button, "Sandbox Image Fast")
            .is_none()
    );
    replace_text(&mut harness, "Prompt", "only in the work profile");
    harness.get_by_label("Submit").click();
    harness.get_by_label("Activity").click_accesskit();
    wait_for_text(&mut harness, "only in the work profile");
    assert!(
        harness
            .query_by_label_contains("only in the sandbox profile")
            .is_none()
    );

    switch_profile(&mut harness, "Offline sandbox");
    harness.get_by_label("Activity").click_accesskit();
    wait_for_text(&mut harness, "only in the sandbox profile");
    assert!(
        harness
            .query_by_label_contains("only in the work profile")
            .is_none()
    );
    drop(harness);
    drop(remote);
}

#[test]
fn a_download_over_the_largest_download_set_in_settings_fails_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);

    // Settings shows the limit (4 GiB by default); it is lowered to 1 MiB.
    harness.get_by_label("Settings").click();
    wait_for_label(&mut harness, "Largest download");
    wait_for_text(&mut harness, "= 4 GiB");
    harness
        .get_by_label("Largest download")
        .set_value_accesskit(1.0);
    harness.run_steps(2);
    let prefs = AppPaths::portable(dir.path()).config_dir.join("ui.toml");
    wait_until(&mut harness, "the limit in ui.toml", |_| {
        std::fs::read_to_string(&prefs).is_ok_and(|t| t.contains("download_limit_mib = 1\n"))
    });
    harness.get_by_label("Close window").click();
    harness.run_steps(2);

    // A music take is a 30 s WAV of about 1.3 MB: over the limit.
    pick_music_v5(&mut harness);
    submit_prompt(&mut harness, "a slow waltz for the limit");
    show_activity(&mut harness);
    wait_for_label(&mut harness, "success");
    open_task_row(&mut harness, "a slow waltz for the limit");
    wait_for_label(&mut harness, "Download all");
    harness.get_by_label("Download all").click();
    wait_for_text(&mut harness, "larger than the download limit of 1 MiB");
    assert!(
        harness
            .query_all_by_label_contains("Largest download\u{201d} in Settings")
            .next()
            .is_some(),
        "it says where to raise it"
    );
    // Both takes end refused, and nothing of them is kept (not even a .part).
    let paths = AppPaths::portable(dir.path());
    let history = rusqlite::Connection::open(paths.database_file()).unwrap();
    history
        .busy_timeout(std::time::Duration::from_secs(5))
        .unwrap();
    wait_until(&mut harness, "both downloads refused", |_| {
        let statuses: Vec<String> = history
            .prepare("SELECT status FROM downloads")
            .unwrap()
            .query_map([], |row| row.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        statuses == ["failed", "failed"]
    });
    assert_eq!(files_in(&paths.downloads_dir), Vec::<PathBuf>::new());
}

/// With "Keep the prompt and settings inside downloaded files" off in Settings, a
/// downloaded picture is the file the service sent, byte for byte.
#[test]
fn pictures_are_downloaded_without_their_prompt_and_under_the_chosen_name_when_settings_say_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);
    harness.get_by_label("Settings").click();
    let switch = "Keep the prompt and settings inside downloaded files";
    wait_for_label(&mut harness, switch);
    harness.get_by_label(switch).click();
    harness.run_steps(2);
    let prefs = AppPaths::portable(dir.path()).config_dir.join("ui.toml");
    wait_until(&mut harness, "the switch in ui.toml", |_| {
        std::fs::read_to_string(&prefs).is_ok_and(|t| t.contains("in_files = false"))
    });
    // A folder per kind, the file named by the prompt's first 9 characters.
    replace_text(&mut harness, "File names", "{kind}/{prompt:9}");
    harness.key_press(egui::Key::Enter);
    wait_until(&mut harness, "the pattern in ui.toml", |_| {
        std::fs::read_to_string(&prefs).is_ok_and(|t| t.contains("{kind}/{prompt:9}"))
    });
    // The pointer comes to the button first, as a person's does: after the keyboard, a click
    // that arrives with no pointer position before it does not close the window.
    harness.get_by_label("Close window").hover();
    harness.run_steps(1);
    harness.get_by_label("Close window").click();
    harness.run_steps(2);

    pick_model(&mut harness, "image fast", "Sandbox Image Fast");
    submit_prompt(&mut harness, "a private sketch");
    show_activity(&mut harness);
    wait_for_label(&mut harness, "success");
    open_task_row(&mut harness, "a private sketch");
    wait_for_label(&mut harness, "Download");
    harness.get_by_label("Download").click();
    wait_for_text(&mut harness, "Downloaded");
    let downloads = AppPaths::portable(dir.path()).downloads_dir;
    assert_eq!(files_in(&downloads), [downloads.join("image")]);
    let files = files_in(&downloads.join("image"));
    assert_eq!(files, [downloads.join("image").join("a private.png")]);
    let found = gendesk_core::provenance::read(&files[0]).unwrap();
    assert_eq!(found.record, None, "no record");
    assert_eq!(found.parameters, None, "no parameters text");
    let bytes = std::fs::read(&files[0]).unwrap();
    assert!(
        !bytes.windows(16).any(|w| w == b"a private sketch"),
        "the prompt is nowhere in the file"
    );
}

/// A downloaded picture's path and pixels go to the clipboard; dropped on the window (in
/// Activity: in Compose a picture is a reference) it says how it was made; *Reuse settings* puts them back in the form, and *Open the
/// task* finds its task. A file that carries nothing says so.
#[test]
fn a_downloaded_picture_dropped_on_the_window_says_how_it_was_made() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);
    pick_model(&mut harness, "image fast", "Sandbox Image Fast");
    submit_prompt(&mut harness, "a red kite over the bay");
    show_activity(&mut harness);
    wait_for_label(&mut harness, "success");
    open_task_row(&mut harness, "a red kite over the bay");
    wait_for_label(&mut harness, "Download");
    harness.get_by_label("Download").click();
    wait_for_text(&mut harness, "Downloaded");
    let file = files_in(&AppPaths::portable(dir.path()).downloads_dir).remove(0);

    // The path and the picture itself go to the clipboard.
    harness.get_by_label("Copy file path").click();
    harness.step();
    let copied = |h: &egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>| {
        h.output().platform_output.commands.clone()
    };
    assert!(
        copied(&harness).contains(&egui::OutputCommand::CopyText(file.display().to_string())),
        "{:?}",
        copied(&harness)
    );
    harness.get_by_label("Copy image").click();
    let decoded = image::open(&file).unwrap().to_rgba8();
    wait_until(&mut harness, "the picture on the clipboard", |h| {
        copied(h).iter().any(|command| {
            matches!(command, egui::OutputCommand::CopyImage(image)
                if image.size == [decoded.width() as usize, decoded.height() as usize])
        })
    });

    drop_file(&mut harness, &file);
    wait_for_label(&mut harness, "What this file says");
    wait_for_text(&mut harness, "Prompt: a red kite over the bay");
    wait_for_text(&mut harness, "Model: sandbox/image-fast (image)");
    harness.check_accessibility();
    // Esc closes it.
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("What this file says").is_none());

    drop_file(&mut harness, &file);
    wait_for_label(&mut harness, "Open the task");
    harness.get_by_label("Reuse these settings").click();
    harness.run_steps(2);
    wait_until(&mut harness, "the prompt back in the form", |h| {
        h.query_all_by_value("a red kite over the bay")
            .next()
            .is_some()
    });

    // A picture made elsewhere, with nothing in it.
    let plain = dir.path().join("plain.png");
    image::RgbImage::new(8, 8).save(&plain).unwrap();
    show_activity(&mut harness);
    drop_file(&mut harness, &plain);
    wait_for_text(&mut harness, "This file does not say how it was made");
    assert!(harness.query_by_label("Reuse these settings").is_none());
}

/// The offline sandbox keeps its world across a restart of the app: an image made before the
/// restart still has its link (same port), its countdown, and downloads afterwards.
#[test]
fn a_sandbox_result_made_before_a_restart_downloads_after_it() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = harness_with(options(dir.path()));
        explore_sandbox(&mut harness);
        submit_prompt(&mut harness, "a lighthouse before the restart");
        harness.get_by_label("Activity").click_accesskit();
        wait_for_label(&mut harness, "success");
    }
    let mut harness = harness_with(options(dir.path()));
    wait_until(&mut harness, "the Activity view", |h| {
        if let Some(tab) = h.query_by_label("Activity") {
            tab.click_accesskit();
        }
        h.query_all_by_label_contains("a lighthouse before the restart")
            .next()
            .is_some()
    });
    open_task_row(&mut harness, "a lighthouse before the restart");
    wait_for_text(&mut harness, "links expire in 2");
    harness.get_by_label("Download").click();
    wait_for_text(&mut harness, "Downloaded");
    let files = files_in(&AppPaths::portable(dir.path()).downloads_dir);
    assert_eq!(files.len(), 1, "{files:?}");
    let bytes = std::fs::read(&files[0]).unwrap();
    assert!(gendesk_core::media::decode_limited(&bytes).is_ok());
}

/// When the sandbox's saved port is taken at the next start, it runs elsewhere and its old
/// links are gone: the task says "no longer available" and offers neither Download nor Copy
/// URL (it counted down "23 h" and failed after 20 s of retries before).
#[test]
fn sandbox_links_from_another_port_say_no_longer_available_and_offer_no_download() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = harness_with(options(dir.path()));
        explore_sandbox(&mut harness);
        submit_prompt(&mut harness, "a lighthouse on the old port");
        harness.get_by_label("Activity").click_accesskit();
        wait_for_label(&mut harness, "success");
    }
    let saved =
        gendesk_sandbox::persist::read(&AppPaths::portable(dir.path()).sandbox_world_file())
            .unwrap()
            .unwrap();
    // The closed window's sandbox may take a moment to let its port go.
    let started = std::time::Instant::now();
    let _squatter = loop {
        match std::net::TcpListener::bind(("127.0.0.1", saved.port)) {
            Ok(listener) => break listener,
            Err(err) => {
                assert!(
                    started.elapsed() < crate::support::ui_kit::DEADLINE,
                    "{err}"
                );
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
        }
    };
    let mut harness = harness_with(options(dir.path()));
    wait_until(&mut harness, "the Activity view", |h| {
        if let Some(tab) = h.query_by_label("Activity") {
            tab.click_accesskit();
        }
        h.query_all_by_label_contains("a lighthouse on the old port")
            .next()
            .is_some()
    });
    open_task_row(&mut harness, "a lighthouse on the old port");
    wait_for_text(&mut harness, "links no longer available");
    assert!(
        harness
            .query_all_by_label_contains("Not downloaded; the link is no longer available")
            .next()
            .is_some()
    );
    assert!(harness.query_by_label("Download").is_none());
    assert!(harness.query_by_label("Copy URL").is_none());
    assert!(harness.query_by_label("links expire in").is_none());
}

/// Activity's Model filter finds models by name or part of the ID ("fast", "Image Pro"), and
/// suggests the models it finds; a suggestion picked puts the ID in the field. (Only the exact
/// ID matched before: "fast" found nothing.)
#[test]
fn the_model_filter_finds_names_and_parts_of_ids_and_suggests() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);
    submit_prompt(&mut harness, "a fast fox");
    pick_model(&mut harness, "pro", "Sandbox Image Pro");
    replace_text(&mut harness, "Prompt", "a slow tortoise");
    harness.get_by_label("Submit").click();
    harness.step();
    show_activity(&mut harness);
    wait_for_text(&mut harness, "a slow tortoise");
    wait_for_text(&mut harness, "a fast fox");
    let rows = |h: &egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>, text: &str| {
        h.query_all_by_label_contains(text).next().is_some()
    };

    let model_field = |h: &mut egui_kittest::Harness<'_, gendesk::ui::GenDeskApp>, text: &str| {
        h.get_by_role_and_label(egui::Role::TextInput, "Model")
            .focus();
        h.step();
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        h.get_by_role_and_label(egui::Role::TextInput, "Model")
            .type_text(text);
        h.run_steps(2);
    };
    model_field(&mut harness, "fast");
    wait_until(&mut harness, "only the Image Fast task", |h| {
        rows(h, "a fast fox") && !rows(h, "a slow tortoise")
    });
    wait_for_text(&mut harness, "Sandbox Image Fast (sandbox/image-fast)");

    model_field(&mut harness, "Image Pro");
    wait_until(&mut harness, "only the Image Pro task", |h| {
        rows(h, "a slow tortoise") && !rows(h, "a fast fox")
    });
    harness
        .get_by_label("Sandbox Image Pro (sandbox/image-pro)")
        .click();
    harness.run_steps(3);
    assert_eq!(
        egui_kittest::kittest::NodeT::accesskit_node(
            &harness.get_by_role_and_label(egui::Role::TextInput, "Model")
        )
        .value()
        .as_deref(),
        Some("sandbox/image-pro")
    );
    wait_until(&mut harness, "the picked model's task", |h| {
        rows(h, "a slow tortoise") && !rows(h, "a fast fox")
    });
}
