//! Updates: the announcement with its notes, the download's progress, a verified package to
//! open, a failed install, and Settings → Updates after a check that failed.

use std::collections::BTreeMap;

use egui_kittest::kittest::Queryable as _;

use gendesk_core::update::install::AnnounceReason;
use gendesk_core::update::{Applied, Feed, FileRef, Offer, UpdateSettings, VerifiedFile};

use super::super::updates::updates_section_ui;
use super::super::updates::{Announced, CheckStatus, Stage, UpdatesState, update_bar_ui};
use super::{NOW_MS, Scene, harness, snapshot};

/// The size of the strip's place: the window's width, a bar's height.
const BAR: egui::Vec2 = egui::vec2(1100.0, 220.0);

fn announced() -> Box<Announced> {
    let version = semver::Version::new(0, 2, 0);
    let published: jiff::Timestamp = "2026-11-20T10:00:00Z".parse().unwrap();
    Box::new(Announced {
        offer: Offer {
            version: version.clone(),
            notes: "## GenDesk 0.2.0\n\n- Signed updates\n- Models from the service's catalogue\n- Faster start on large histories".to_owned(),
            published,
            required: false,
            skipped: false,
        },
        feed: Feed {
            version,
            published,
            notes: String::new(),
            minimum_version: None,
            packages: BTreeMap::new(),
            catalog: None,
        },
    })
}

fn bar(stage: Stage, notes_open: bool, name: &str) -> Vec<super::Action> {
    let mut updates = UpdatesState::read(UpdateSettings::default(), None);
    updates.stage = stage;
    updates.view.notes_open = notes_open;
    let mut harness = harness(BAR, Scene::new(updates), |ui, scene, _players| {
        update_bar_ui(ui, &mut scene.view, &mut scene.actions);
    });
    snapshot(&mut harness, name)
}

#[test]
fn a_newer_version_with_its_notes() {
    let actions = bar(Stage::Available(announced()), true, "update_announced");
    assert!(actions.is_empty(), "{actions:?}");
}

#[test]
fn a_newer_version_where_gendesk_cannot_replace_itself() {
    let mut updates = UpdatesState::read(UpdateSettings::default(), None);
    updates.stage = Stage::Available(announced());
    updates.installed_as(gendesk_core::update::install::InstallKind::AnnounceOnly {
        package: Some(gendesk_core::update::PackageKind::Deb),
        why: AnnounceReason::SystemPackage,
    });
    let mut harness = harness(BAR, Scene::new(updates), |ui, scene, _players| {
        update_bar_ui(ui, &mut scene.view, &mut scene.actions);
    });
    harness.run_steps(2);
    harness.get_by_label("Download").click();
    let actions = snapshot(&mut harness, "update_announced_download");
    assert!(
        matches!(
            actions.as_slice(),
            [super::Action::Update(
                crate::ui::actions::UpdateAction::Start
            )]
        ),
        "{actions:?}"
    );
}

#[test]
fn the_download_in_progress() {
    let stage = Stage::Downloading {
        announced: announced(),
        done: 12 * 1024 * 1024,
        total: Some(40 * 1024 * 1024),
    };
    bar(stage, false, "update_downloading");
}

#[test]
fn a_verified_package_to_open() {
    let applied = Applied::Downloaded {
        version: semver::Version::new(0, 2, 0),
        package: VerifiedFile {
            path: "/home/ada/.local/share/gendesk/updates/downloads/gendesk_0.2.0-1_amd64.deb"
                .into(),
            expected: FileRef {
                url: "https://example.org/gendesk_0.2.0-1_amd64.deb".to_owned(),
                size: 1,
                sha256: "0".repeat(64),
            },
        },
        why: AnnounceReason::SystemPackage,
    };
    let stage = Stage::Ready {
        announced: announced(),
        applied: Box::new(applied),
    };
    bar(stage, false, "update_package_ready");
}

#[test]
fn an_install_that_failed() {
    let stage = Stage::Failed {
        announced: announced(),
        message: "The downloaded update's SHA-256 does not match the signed feed: it was removed and nothing was installed.".to_owned(),
    };
    bar(stage, false, "update_failed");
}

#[test]
fn settings_after_a_check_that_failed() {
    let mut state = UpdatesState::read(UpdateSettings::default(), Some(NOW_MS / 1000 - 7200));
    state.status = CheckStatus::Said {
        text: "The check failed: the update feed could not be reached (dns error); check the connection and try again".to_owned(),
        failed: true,
    };
    // As narrow as the Settings window.
    let mut harness = harness(BAR, Scene::new(state), |ui, scene, _players| {
        ui.allocate_ui(egui::vec2(440.0, 200.0), |ui| {
            updates_section_ui(ui, &mut scene.view, NOW_MS / 1000, &mut scene.actions);
        });
    });
    snapshot(&mut harness, "settings_updates_failed");
}
