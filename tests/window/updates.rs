//! Updates in the real window (`egui_kittest`) against a signed feed on loopback: the check at
//! start announces a newer version with its notes, the feed's catalogue brings a model that a
//! profile on a real service shows at once, marked new; *Update* downloads, verifies and
//! installs over a scratch tar.gz installation, and *Restart now* starts the new binary with
//! the old process's id. With the switch off nothing is asked of the feed; *Check now* says
//! why an edited feed was refused; *Skip this version* keeps later checks quiet.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::support::ui_kit::{
    add_remote_profile, click_button, explore_sandbox, harness_with, options, wait_for_text,
    wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gendesk::ui::GenDeskApp;
use gendesk_core::config::AppPaths;
use gendesk_core::update::testing::{
    FeedServer, Quirks, SigningKey, TestRelease, catalogue_with_a_new_model, linux_tarball,
    scratch_installation,
};
use gendesk_core::update::{PackageKind, UpdateSettings};

fn newer() -> String {
    let running = gendesk_core::update::running_version();
    format!("{}.{}.0", running.major, running.minor + 1)
}

/// A binary that says its version, and otherwise notes that it was started and by whom.
fn new_binary(version: &str) -> Vec<u8> {
    format!(
        "#!/bin/sh\nif [ \"$1\" != --version ]; then echo \"$GENDESK_RESTARTED_FROM\" > \"$(dirname \"$0\")/started\"; fi\necho 'gendesk {version}'\n"
    )
    .into_bytes()
}

/// A scratch `~/.local` holding an installed tar.gz whose binary is a stand-in.
fn installation(home: &Path) -> PathBuf {
    scratch_installation(&home.join(".local"), b"#!/bin/sh\necho 'gendesk 0.0.1'\n")
}

/// Points the window's update settings at `feed`, checking at start or not.
fn set_feed(dir: &Path, feed: &str, automatic: bool) {
    UpdateSettings {
        automatic,
        feed_url: Some(feed.to_owned()),
    }
    .save(&UpdateSettings::file(&AppPaths::portable(dir).config_dir))
    .unwrap();
}

/// The window over `dir`, its update settings pointed at `feed` (checking at start or not),
/// updating the installation whose binary is `exe` (else the running one).
fn window_on(
    dir: &Path,
    feed: &str,
    automatic: bool,
    exe: Option<&Path>,
) -> Harness<'static, GenDeskApp> {
    let mut options = options(dir);
    set_feed(dir, feed, automatic);
    options.updates.exe = exe.map(Path::to_path_buf);
    harness_with(options)
}

/// A newer version, announced only (its package is 64 bytes of nothing); the feed's address.
fn announced(server: &FeedServer) -> String {
    TestRelease::new(&newer(), "2026-12-01T10:00:00Z")
        .with_package(PackageKind::LinuxTarGz, "g.tar.gz", vec![7; 64])
        .publish(server, &SigningKey::trusted())
}

#[test]
fn a_newer_version_is_announced_installed_and_restarted_into_with_the_new_catalogue() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let server = runtime.block_on(FeedServer::http());
    let sandbox = runtime.block_on(gendesk_sandbox::testing::start_sandbox(100.0));
    let version = newer();
    let feed = TestRelease::new(&version, "2026-12-01T10:00:00Z")
        .with_package(
            PackageKind::LinuxTarGz,
            "gendesk-linux.tar.gz",
            linux_tarball(&version, &new_binary(&version)),
        )
        .with_catalog(7, catalogue_with_a_new_model(7))
        .publish(&server, &SigningKey::trusted());
    let dir = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let exe = installation(home.path());
    let mut harness = window_on(dir.path(), &feed, true, Some(&exe));
    explore_sandbox(&mut harness);

    wait_for_text(
        &mut harness,
        &format!("GenDesk {version} is available (this is"),
    );
    harness.get_by_label("What's new").click();
    wait_for_text(&mut harness, "Faster start");

    // The catalogue came with the check: a real service's profile offers its new model.
    add_remote_profile(
        &mut harness,
        "Work",
        sandbox.base_url(),
        gendesk_sandbox::DEMO_KEY,
    );
    wait_until(&mut harness, "the new model, marked new", |h| {
        h.query_by_label("Acme Image Ultra (new)").is_some()
    });

    click_button(&mut harness, "Update");
    wait_for_text(
        &mut harness,
        &format!("GenDesk {version} is installed. Restart GenDesk to use it."),
    );
    let now = std::process::Command::new(&exe)
        .arg("--version")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&now.stdout).trim(),
        format!("gendesk {version}")
    );
    assert!(
        exe.with_file_name("gendesk.old").exists(),
        "the old binary is kept"
    );

    click_button(&mut harness, "Restart now");
    let started = exe.with_file_name("started");
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while !started.exists() {
        assert!(
            std::time::Instant::now() < deadline,
            "the new version never started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // The marker is written as the process starts: wait for the whole line.
    let mut from = String::new();
    while from.trim().is_empty() && std::time::Instant::now() < deadline {
        from = std::fs::read_to_string(&started).unwrap();
    }
    assert_eq!(from.trim(), std::process::id().to_string());
    drop(harness);
    drop(sandbox);
}

#[test]
fn switched_off_nothing_is_asked_and_check_now_says_why_a_feed_was_refused() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let server = runtime.block_on(FeedServer::http());
    let version = newer();
    let feed = announced(&server);
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window_on(dir.path(), &feed, false, None);
    explore_sandbox(&mut harness);
    harness.run_steps(20);
    assert!(server.seen().is_empty(), "switched off: not one request");

    // Check now, from Settings → Updates.
    click_button(&mut harness, "Settings");
    wait_until(&mut harness, "Check now", |h| {
        h.query_by_label("Check now").is_some()
    });
    // The section sits below the Settings window's first screen, and the window settles its
    // layout over its first frames (the Network section reads its file meanwhile).
    harness.get_by_label("Check now").scroll_to_me();
    harness.run_steps(3);
    harness.get_by_label("Check now").click_accesskit();
    wait_for_text(
        &mut harness,
        &format!("GenDesk {version} is available (this is"),
    );
    click_button(&mut harness, "Skip this version");
    wait_until(&mut harness, "the announcement to go", |h| {
        h.query_by_label("Skip this version").is_none()
    });
    let state_file =
        gendesk_core::update::UpdatePaths::new(&AppPaths::portable(dir.path()).data_dir)
            .state_file();
    wait_until(&mut harness, "the skip to be kept", |_| {
        std::fs::read_to_string(&state_file).is_ok_and(|text| text.contains(&version))
    });

    // The feed edited after signing: refused, and said so in words.
    let signed = server.get("/update.json").unwrap();
    let edited = String::from_utf8(signed)
        .unwrap()
        .replace("Faster", "Slower");
    server.put("/update.json", edited);
    harness.get_by_label("Check now").click_accesskit();
    wait_for_text(&mut harness, "changed after it was signed");
    drop(harness);

    // Started again with checks on: the last check was moments ago, so nothing is asked.
    let asked = server.seen().len();
    let mut harness = window_on(dir.path(), &feed, true, None);
    wait_until(&mut harness, "the window", |h| {
        h.query_by_label("Prompt").is_some()
    });
    harness.run_steps(20);
    assert_eq!(server.seen().len(), asked, "checked less than a day ago");
    assert!(
        harness.query_by_label("Skip this version").is_none(),
        "the skipped version stays quiet"
    );
}

#[test]
fn a_version_found_before_a_restart_is_announced_again_without_asking() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let server = runtime.block_on(FeedServer::http());
    let version = newer();
    let feed = announced(&server);
    let dir = tempfile::tempdir().unwrap();
    // Closed on the welcome page, right after the check at start.
    let mut harness = window_on(dir.path(), &feed, true, None);
    wait_until(&mut harness, "the check at start", |_| {
        server.seen().len() == 2
    });
    drop(harness);

    let mut harness = harness_with(options(dir.path()));
    explore_sandbox(&mut harness);
    wait_for_text(
        &mut harness,
        &format!("GenDesk {version} is available (this is"),
    );
    assert_eq!(server.seen().len(), 2, "announced from the kept feed");
}

#[test]
fn a_download_is_cancelled_and_continues_where_it_stopped() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let server = runtime.block_on(FeedServer::http());
    let version = newer();
    let feed = TestRelease::new(&version, "2026-12-01T10:00:00Z")
        .with_package(
            PackageKind::LinuxTarGz,
            "gendesk-linux.tar.gz",
            linux_tarball(&version, &new_binary(&version)),
        )
        .publish(&server, &SigningKey::trusted());
    server.set_quirks(Quirks {
        stall_once: Some(("/files/gendesk-linux.tar.gz".to_owned(), 100)),
        ..Quirks::default()
    });
    let dir = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let exe = installation(home.path());
    let mut harness = window_on(dir.path(), &feed, true, Some(&exe));
    explore_sandbox(&mut harness);
    click_button(&mut harness, "Update");
    wait_for_text(&mut harness, &format!("Downloading GenDesk {version}"));
    // Cancel once the 100 bytes the server sent before stalling are in the `.part`.
    let downloads = AppPaths::portable(dir.path())
        .data_dir
        .join("updates/downloads");
    wait_until(&mut harness, "100 bytes in the .part", |_| {
        std::fs::read_dir(&downloads).is_ok_and(|entries| {
            entries.filter_map(Result::ok).any(|e| {
                e.file_name().to_string_lossy().ends_with(".part")
                    && e.metadata().is_ok_and(|m| m.len() == 100)
            })
        })
    });
    click_button(&mut harness, "Cancel");
    wait_for_text(&mut harness, "Update continues where it stopped");
    click_button(&mut harness, "Update");
    wait_for_text(
        &mut harness,
        &format!("GenDesk {version} is installed. Restart GenDesk to use it."),
    );
    assert_eq!(
        server.ranges_for("/files/gendesk-linux.tar.gz"),
        [None, Some("bytes=100-".to_owned())]
    );
}

#[test]
fn a_distribution_build_asks_nothing_and_says_who_brings_new_versions() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let server = runtime.block_on(FeedServer::http());
    let feed = announced(&server);
    let dir = tempfile::tempdir().unwrap();
    let mut options = options(dir.path());
    set_feed(dir.path(), &feed, true);
    options.updates.distribution = true;
    let mut harness = harness_with(options);
    explore_sandbox(&mut harness);
    harness.run_steps(20);
    assert!(
        server.seen().is_empty(),
        "a distribution's build asks nothing"
    );

    click_button(&mut harness, "Settings");
    wait_for_text(&mut harness, "built for a distribution package");
    assert!(harness.query_by_label("Check now").is_none());
    harness.get_by_label("About GenDesk").scroll_to_me();
    harness.run_steps(3);
    harness.get_by_label("About GenDesk").click_accesskit();
    wait_for_text(&mut harness, "GenDesk does not update itself");
}
