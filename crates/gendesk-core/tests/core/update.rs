//! Signed updates against a real feed server on loopback (HTTP, and HTTPS with a private CA),
//! feeds signed with minisign in test setup: the happy path, every refusal (a flipped byte in a
//! package, an edited feed, a wrong key, a mismatched signed comment, an older feed), a
//! download cut short (resumed with `Range`) or from a server that ignores `Range` (started
//! over), the once-a-day rule and the switch (no request at all), the catalogue (a new model
//! taken, a broken one refused with the old one kept), and the Linux tar.gz installed over a
//! scratch installation (and left untouched when the new binary fails its smoke test).

#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::Path;

use gendesk_core::catalog::{Catalog, ModelSource};
use gendesk_core::update::testing::{
    FeedServer, Quirks, SigningKey, TestRelease, catalogue_with_a_new_model, linux_tarball,
    scratch_installation, script_binary,
};
use gendesk_core::update::{
    CHECK_INTERVAL_S, CatalogOutcome, PackageKind, UpdateError, UpdatePaths, UpdateState, Updater,
    UpdaterConfig, Verdict, apply_catalog, current_catalog, install,
};
use tokio::sync::watch;

const NOW: i64 = 1_796_000_000;

fn updater(server: &FeedServer, feed_url: &str, data: &Path) -> Updater {
    let mut config = UpdaterConfig::new(feed_url, data);
    if let Some(pem) = server.ca_pem() {
        config.network = gendesk_api::Network::default()
            .with_extra_roots_pem(pem.as_bytes())
            .unwrap();
    }
    Updater::new(config).unwrap()
}

fn newer() -> String {
    let running = gendesk_core::update::running_version();
    format!("{}.{}.{}", running.major, running.minor + 1, 0)
}

fn package_bytes(len: usize) -> Vec<u8> {
    (0..len)
        .map(|i| u8::try_from(i * 31 % 251).unwrap())
        .collect()
}

fn release() -> TestRelease {
    TestRelease::new(&newer(), "2026-12-01T10:00:00Z").with_package(
        PackageKind::LinuxTarGz,
        "gendesk-linux.tar.gz",
        package_bytes(300_000),
    )
}

fn never_cancel() -> (watch::Sender<bool>, watch::Receiver<bool>) {
    watch::channel(false)
}

async fn download_linux(
    updater: &Updater,
    report_feed: &gendesk_core::update::Feed,
) -> Result<gendesk_core::update::VerifiedFile, UpdateError> {
    let file = &report_feed.packages[&PackageKind::LinuxTarGz];
    let (_tx, cancel) = never_cancel();
    updater
        .download(file, "gendesk-linux.tar.gz", &cancel, |_| {})
        .await
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[tokio::test]
async fn a_newer_version_is_found_downloaded_and_verified_over_https() {
    let server = FeedServer::https().await;
    let release = release();
    let feed_url = release.publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let updater = updater(&server, &feed_url, data.path());
    let report = updater.check(NOW).await.unwrap();
    let Verdict::Newer(offer) = &report.verdict else {
        panic!("expected a newer version: {:?}", report.verdict);
    };
    assert_eq!(offer.version.to_string(), newer());
    assert!(offer.notes.contains("Faster start"));
    assert!(!offer.required && !offer.skipped);
    let state = UpdateState::load(&UpdatePaths::new(data.path()).state_file());
    assert_eq!(state.last_check_s, Some(NOW));
    assert_eq!(
        state.last_feed_published_s,
        Some(report.feed.published.as_second())
    );

    let mut progress = Vec::new();
    let file = &report.feed.packages[&PackageKind::LinuxTarGz];
    let (_tx, cancel) = never_cancel();
    let verified = updater
        .download(file, "gendesk-linux.tar.gz", &cancel, |p| progress.push(p))
        .await
        .unwrap();
    assert_eq!(
        std::fs::read(&verified.path).unwrap(),
        release.packages[&PackageKind::LinuxTarGz].1
    );
    assert!(
        verified
            .path
            .ends_with("updates/downloads/gendesk-linux.tar.gz")
    );
    assert!(!progress.is_empty(), "progress is reported");
    verified.recheck().await.unwrap();
    // Changed on disk after the download: the check just before use refuses it.
    std::fs::write(&verified.path, b"tampered").unwrap();
    assert!(matches!(
        verified.recheck().await,
        Err(UpdateError::SizeMismatch { .. })
    ));
}

#[tokio::test]
async fn the_feed_is_a_plain_get_with_nothing_that_identifies_anyone() {
    let server = FeedServer::http().await;
    let feed_url = release().publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    updater(&server, &feed_url, data.path())
        .check(NOW)
        .await
        .unwrap();
    let paths: Vec<String> = server.seen().into_iter().map(|s| s.path).collect();
    assert_eq!(paths, ["/update.json", "/update.json.minisig"]);
}

#[tokio::test]
async fn a_distribution_build_fetches_nothing() {
    let server = FeedServer::http().await;
    let feed_url = release().publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let mut config = UpdaterConfig::new(&feed_url, data.path());
    config.enabled = false;
    let err = Updater::new(config).unwrap_err();
    assert_eq!(err, UpdateError::Disabled);
    assert!(err.to_string().contains("package manager"), "{err}");
    assert!(server.seen().is_empty());
}

#[tokio::test]
async fn without_the_private_ca_https_is_refused() {
    let server = FeedServer::https().await;
    let feed_url = release().publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let plain = Updater::new(UpdaterConfig::new(&feed_url, data.path())).unwrap();
    let err = plain.check(NOW).await.unwrap_err();
    assert!(matches!(err, UpdateError::Unreachable { .. }), "{err}");
    assert!(err.to_string().contains("could not be reached"), "{err}");
}

#[tokio::test]
async fn a_flipped_byte_in_a_package_is_refused_and_removed() {
    let server = FeedServer::http().await;
    let release = release();
    let feed_url = release.publish(&server, &SigningKey::trusted());
    let mut bytes = server.get("/files/gendesk-linux.tar.gz").unwrap();
    bytes[1234] ^= 0x01;
    server.put("/files/gendesk-linux.tar.gz", bytes);
    let data = tempfile::tempdir().unwrap();
    let updater = updater(&server, &feed_url, data.path());
    let report = updater.check(NOW).await.unwrap();
    let err = download_linux(&updater, &report.feed).await.unwrap_err();
    assert_eq!(err, UpdateError::HashMismatch);
    assert!(err.to_string().contains("nothing was installed"), "{err}");
    let downloads = UpdatePaths::new(data.path()).downloads_dir();
    assert_eq!(
        files_in(&downloads),
        Vec::<String>::new(),
        "nothing is left"
    );
}

#[tokio::test]
async fn a_longer_file_than_the_feed_says_is_refused() {
    let server = FeedServer::http().await;
    let feed_url = release().publish(&server, &SigningKey::trusted());
    let mut bytes = server.get("/files/gendesk-linux.tar.gz").unwrap();
    bytes.extend_from_slice(b"more");
    server.put("/files/gendesk-linux.tar.gz", bytes);
    let data = tempfile::tempdir().unwrap();
    let updater = updater(&server, &feed_url, data.path());
    let report = updater.check(NOW).await.unwrap();
    let err = download_linux(&updater, &report.feed).await.unwrap_err();
    assert!(matches!(err, UpdateError::SizeMismatch { .. }), "{err}");
}

#[tokio::test]
async fn edited_feeds_wrong_keys_and_mismatched_comments_are_refused() {
    let server = FeedServer::http().await;
    let release = release();
    let feed_url = release.publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let updater = updater(&server, &feed_url, data.path());

    // Edited after signing.
    let signed = server.get("/update.json").unwrap();
    let edited = String::from_utf8(signed.clone())
        .unwrap()
        .replace("Faster start", "Faster start!");
    server.put("/update.json", edited);
    assert_eq!(
        updater.check(NOW).await.unwrap_err(),
        UpdateError::BadSignature
    );
    server.put("/update.json", signed.clone());

    // Signed by a key GenDesk does not trust.
    let comment = format!("gendesk {}", newer());
    server.put(
        "/update.json.minisig",
        SigningKey::untrusted().sign(&signed, &comment),
    );
    assert_eq!(
        updater.check(NOW).await.unwrap_err(),
        UpdateError::UntrustedKey
    );

    // A genuine signature whose comment names another version.
    server.put(
        "/update.json.minisig",
        SigningKey::trusted().sign(&signed, "gendesk 0.0.1"),
    );
    let err = updater.check(NOW).await.unwrap_err();
    assert!(matches!(err, UpdateError::CommentMismatch { .. }), "{err}");
    assert!(err.to_string().contains("gendesk 0.0.1"), "{err}");

    // Not a signature at all.
    server.put("/update.json.minisig", "hello");
    assert!(matches!(
        updater.check(NOW).await.unwrap_err(),
        UpdateError::SignatureUnreadable { .. }
    ));
    // No package was ever asked for.
    assert_eq!(server.requests_for("/files/gendesk-linux.tar.gz"), 0);
}

#[tokio::test]
async fn an_equal_version_is_up_to_date_and_an_older_feed_is_refused() {
    let server = FeedServer::http().await;
    let data = tempfile::tempdir().unwrap();
    let current = gendesk_core::update::RUNNING_VERSION;
    let feed_url = TestRelease::new(current, "2026-12-05T00:00:00Z")
        .with_package(PackageKind::LinuxTarGz, "same.tar.gz", package_bytes(10))
        .publish(&server, &SigningKey::trusted());
    let updater = updater(&server, &feed_url, data.path());
    let report = updater.check(NOW).await.unwrap();
    assert_eq!(report.verdict, Verdict::UpToDate);

    // An older feed (a newer version, but published before the one accepted) is refused.
    TestRelease::new(&newer(), "2026-12-01T00:00:00Z")
        .with_package(PackageKind::LinuxTarGz, "old.tar.gz", package_bytes(10))
        .publish(&server, &SigningKey::trusted());
    let err = updater.check(NOW).await.unwrap_err();
    assert!(matches!(err, UpdateError::OlderFeed { .. }), "{err}");
    assert_eq!(server.requests_for("/files/same.tar.gz"), 0);
    assert_eq!(server.requests_for("/files/old.tar.gz"), 0);
}

/// Downloads the Linux package of [`release`] from a server misbehaving as `quirks`; checks the
/// file is the package, byte for byte; returns the server.
async fn download_through(quirks: Quirks) -> FeedServer {
    let server = FeedServer::http().await;
    let release = release();
    let feed_url = release.publish(&server, &SigningKey::trusted());
    server.set_quirks(quirks);
    let data = tempfile::tempdir().unwrap();
    let updater = updater(&server, &feed_url, data.path());
    let report = updater.check(NOW).await.unwrap();
    let verified = download_linux(&updater, &report.feed).await.unwrap();
    assert_eq!(
        std::fs::read(&verified.path).unwrap(),
        release.packages[&PackageKind::LinuxTarGz].1
    );
    server
}

#[tokio::test]
async fn a_download_cut_short_is_resumed_with_range() {
    let server = download_through(Quirks {
        cut_once: Some(("/files/gendesk-linux.tar.gz".into(), 100_000)),
        ..Quirks::default()
    })
    .await;
    assert_eq!(
        server.ranges_for("/files/gendesk-linux.tar.gz"),
        [None, Some("bytes=100000-".to_owned())]
    );
}

#[tokio::test]
async fn a_server_that_ignores_range_gets_a_whole_new_download() {
    let server = download_through(Quirks {
        cut_once: Some(("/files/gendesk-linux.tar.gz".into(), 50_000)),
        ignore_range: true,
        ..Quirks::default()
    })
    .await;
    assert_eq!(server.requests_for("/files/gendesk-linux.tar.gz"), 2);
}

#[tokio::test]
async fn automatic_checks_are_once_a_day_and_the_switch_sends_nothing() {
    let server = FeedServer::http().await;
    let feed_url = release().publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let updater = updater(&server, &feed_url, data.path());

    assert!(updater.check_if_due(false, NOW).await.is_none());
    assert!(server.seen().is_empty(), "switched off: not one request");

    assert!(updater.check_if_due(true, NOW).await.unwrap().is_ok());
    let after_first = server.seen().len();
    assert_eq!(after_first, 2);
    // What that check found is kept: announced again without a request, verified again.
    let kept = updater.kept_report().unwrap();
    assert!(matches!(kept.verdict, Verdict::Newer(_)), "{kept:?}");
    assert_eq!(server.seen().len(), after_first);
    assert!(updater.check_if_due(true, NOW + 3600).await.is_none());
    assert!(
        updater
            .check_if_due(true, NOW + CHECK_INTERVAL_S - 1)
            .await
            .is_none()
    );
    assert_eq!(server.seen().len(), after_first, "within a day: no request");
    assert!(
        updater
            .check_if_due(true, NOW + CHECK_INTERVAL_S)
            .await
            .is_some()
    );
    assert_eq!(server.seen().len(), after_first + 2);

    // A kept feed changed on disk no longer verifies, and is not used.
    let (feed_file, _) = UpdatePaths::new(data.path()).kept_feed();
    let edited = std::fs::read_to_string(&feed_file)
        .unwrap()
        .replace("Faster", "Slower");
    std::fs::write(&feed_file, edited).unwrap();
    assert!(updater.kept_report().is_none());
}

/// Publishes a feed (published at `published`) whose catalogue is `document` as `version`, then
/// checks it and takes its catalogue.
async fn offer_catalogue(
    server: &FeedServer,
    updater: &Updater,
    published: &str,
    version: u32,
    document: String,
) -> Result<CatalogOutcome, UpdateError> {
    TestRelease::new(&newer(), published)
        .with_catalog(version, document)
        .publish(server, &SigningKey::trusted());
    let report = updater.check(NOW).await.unwrap();
    apply_catalog(updater, report.feed.catalog.as_ref().unwrap(), NOW).await
}

/// A feed server, a data folder and its updater, which took catalogue 3 (with Acme Image
/// Ultra) from the feed.
async fn with_catalogue_3() -> (FeedServer, tempfile::TempDir, Updater) {
    let server = FeedServer::http().await;
    let data = tempfile::tempdir().unwrap();
    let updater = updater(&server, &server.url("/update.json"), data.path());
    let three = catalogue_with_a_new_model(3);
    offer_catalogue(&server, &updater, "2026-12-01T00:00:00Z", 3, three)
        .await
        .unwrap();
    (server, data, updater)
}

#[tokio::test]
async fn a_newer_catalogue_is_taken_and_its_models_are_new() {
    let server = FeedServer::http().await;
    let release = release().with_catalog(7, catalogue_with_a_new_model(7));
    let feed_url = release.publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let paths = UpdatePaths::new(data.path());
    let before = current_catalog(&paths).unwrap();
    assert!(!before.updated);
    assert_eq!(before.catalog.version(), 1);

    let updater = updater(&server, &feed_url, data.path());
    let report = updater.check(NOW).await.unwrap();
    let offered = report.feed.catalog.clone().unwrap();
    let outcome = apply_catalog(&updater, &offered, NOW).await.unwrap();
    assert_eq!(
        outcome,
        CatalogOutcome::Updated {
            version: 7,
            new_models: vec!["acme/image-ultra".to_owned()]
        }
    );
    let now = current_catalog(&paths).unwrap();
    assert!(now.updated);
    assert_eq!(now.catalog.version(), 7);
    assert!(now.catalog.get("acme/image-ultra").is_some());
    assert_eq!(
        now.catalog.for_service(false).models().len(),
        1,
        "a real service's profile offers the service's models"
    );
    assert_eq!(now.catalog.for_service(true).models().len(), 5);
    let state = UpdateState::load(&paths.state_file());
    assert_eq!(
        state.new_models_at(NOW + 60).collect::<Vec<_>>(),
        ["acme/image-ultra"]
    );
    // Nothing left in the download folder.
    assert_eq!(files_in(&paths.downloads_dir()), Vec::<String>::new());

    // The same catalogue again: nothing downloaded.
    let asked = server.requests_for("/files/catalog-7.json");
    assert_eq!(
        apply_catalog(&updater, &offered, NOW).await.unwrap(),
        CatalogOutcome::Unchanged { version: 7 }
    );
    assert_eq!(server.requests_for("/files/catalog-7.json"), asked);
}

#[tokio::test]
async fn a_broken_catalogue_is_refused_and_the_old_one_kept() {
    // A good catalogue 3 first.
    let (server, data, updater) = with_catalogue_3().await;
    let paths = UpdatePaths::new(data.path());

    // Then 4 with an unknown field (signed and hashed correctly: the schema refuses it).
    let unknown =
        catalogue_with_a_new_model(4).replacen("\"format\": 1", "\"format\": 1, \"colour\": 2", 1);
    let err = offer_catalogue(&server, &updater, "2026-12-02T00:00:00Z", 4, unknown)
        .await
        .unwrap_err();
    assert!(matches!(err, UpdateError::Catalog(_)), "{err}");
    assert!(
        err.to_string().contains("the previous one is kept"),
        "{err}"
    );
    assert!(err.to_string().contains("unknown field"), "{err}");

    // And 5 whose document says another version than the signed feed.
    let six = catalogue_with_a_new_model(6);
    let err = offer_catalogue(&server, &updater, "2026-12-03T00:00:00Z", 5, six)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("says version 6"), "{err}");

    let kept = current_catalog(&paths).unwrap();
    assert_eq!(kept.catalog.version(), 3);
    assert_eq!(files_in(&paths.downloads_dir()), Vec::<String>::new());
}

#[tokio::test]
async fn a_model_a_newer_catalogue_drops_stays_as_no_longer_in_the_catalogue() {
    let (server, data, updater) = with_catalogue_3().await;
    let paths = UpdatePaths::new(data.path());

    // Catalogue 4 drops Acme Image Ultra and the sandbox's Image Pro.
    let mut doc: serde_json::Value =
        serde_json::from_str(include_str!("../../assets/catalog.json")).unwrap();
    doc["version"] = 4.into();
    doc["models"]
        .as_array_mut()
        .unwrap()
        .retain(|m| m["id"] != "sandbox/image-pro");
    let four = serde_json::to_string(&doc).unwrap();
    offer_catalogue(&server, &updater, "2026-12-02T00:00:00Z", 4, four)
        .await
        .unwrap();
    let current = current_catalog(&paths).unwrap();
    assert_eq!(current.catalog.version(), 4);
    for id in ["acme/image-ultra", "sandbox/image-pro"] {
        let kept = current.catalog.get(id).unwrap();
        assert_eq!(kept.source, ModelSource::Retired, "{id}");
        assert_eq!(kept.source.label(), "no longer in the catalogue");
    }
    // Image Pro keeps its own fields (its seed), not only the kind's.
    assert!(
        current
            .catalog
            .get("sandbox/image-pro")
            .unwrap()
            .field("seed")
            .is_some()
    );

    // Catalogue 5 brings Image Pro back: it is a catalogue model again.
    doc["version"] = 5.into();
    doc["models"] =
        serde_json::from_str::<serde_json::Value>(include_str!("../../assets/catalog.json"))
            .unwrap()["models"]
            .clone();
    let five = serde_json::to_string(&doc).unwrap();
    offer_catalogue(&server, &updater, "2026-12-03T00:00:00Z", 5, five)
        .await
        .unwrap();
    let current = current_catalog(&paths).unwrap();
    assert_eq!(
        current.catalog.get("sandbox/image-pro").unwrap().source,
        ModelSource::BuiltIn
    );
    assert_eq!(
        current.catalog.get("acme/image-ultra").unwrap().source,
        ModelSource::Retired
    );
}

#[test]
fn a_damaged_stored_catalogue_falls_back_to_the_built_in_one() {
    let data = tempfile::tempdir().unwrap();
    let paths = UpdatePaths::new(data.path());
    std::fs::create_dir_all(&paths.dir).unwrap();
    std::fs::write(paths.catalog_file(), "{ not json").unwrap();
    let current = current_catalog(&paths).unwrap();
    assert!(!current.updated);
    assert_eq!(current.catalog, Catalog::builtin().unwrap());
    let problem = current.problem.unwrap();
    assert!(problem.contains("built-in one is shown"), "{problem}");
}

/// A tar.gz whose `bin/gendesk` prints `prints` for `--version`.
#[cfg(unix)]
fn tarball(version: &str, prints: &str) -> Vec<u8> {
    linux_tarball(version, &script_binary(prints))
}

/// A scratch `~/.local` holding an installed tar.gz of 0.0.1.
#[cfg(unix)]
fn installed(root: &Path) -> std::path::PathBuf {
    scratch_installation(root, &script_binary("gendesk 0.0.1"))
}

#[cfg(unix)]
#[tokio::test]
async fn the_linux_tarball_is_installed_with_the_old_binary_kept() {
    let server = FeedServer::http().await;
    let version = newer();
    let release = TestRelease::new(&version, "2026-12-01T00:00:00Z").with_package(
        PackageKind::LinuxTarGz,
        "gendesk.tar.gz",
        tarball(&version, &format!("gendesk {version}")),
    );
    let feed_url = release.publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let local = tempfile::tempdir().unwrap();
    let root = local.path().join(".local");
    let exe = installed(&root);
    assert_eq!(
        install::InstallKind::detect(&exe),
        install::InstallKind::LinuxTarball {
            root: root.clone(),
            exe: exe.clone()
        }
    );
    let updater = updater(&server, &feed_url, data.path());
    let report = updater.check(NOW).await.unwrap();
    let verified = download_linux(&updater, &report.feed).await.unwrap();
    let done = install::install_tarball(&verified, &root, &exe, &report.feed.version)
        .await
        .unwrap();
    assert_eq!(done.version_line, format!("gendesk {version}"));
    let out = std::process::Command::new(&exe)
        .arg("--version")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("gendesk {version}")
    );
    let old = std::process::Command::new(&done.backup).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&old.stdout).trim(), "gendesk 0.0.1");
    let desktop =
        std::fs::read_to_string(root.join("share/applications/app.gendesk.GenDesk.desktop"))
            .unwrap();
    assert!(desktop.contains(&version), "{desktop}");
    assert_eq!(
        files_in(&root),
        ["bin", "share"],
        "the unpacked copy is gone"
    );
}

#[cfg(unix)]
#[tokio::test]
async fn a_tarball_whose_binary_fails_its_smoke_test_changes_nothing() {
    let server = FeedServer::http().await;
    let version = newer();
    let release = TestRelease::new(&version, "2026-12-01T00:00:00Z").with_package(
        PackageKind::LinuxTarGz,
        "gendesk.tar.gz",
        tarball(&version, "gendesk 0.0.0-broken"),
    );
    let feed_url = release.publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let local = tempfile::tempdir().unwrap();
    let root = local.path().join(".local");
    let exe = installed(&root);
    let before_exe = std::fs::read(&exe).unwrap();
    let desktop = root.join("share/applications/app.gendesk.GenDesk.desktop");
    let before_desktop = std::fs::read(&desktop).unwrap();
    let updater = updater(&server, &feed_url, data.path());
    let report = updater.check(NOW).await.unwrap();
    let verified = download_linux(&updater, &report.feed).await.unwrap();
    let err = install::install_tarball(&verified, &root, &exe, &report.feed.version)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("did not start"), "{err}");
    assert!(
        err.to_string().contains("this version keeps working"),
        "{err}"
    );
    assert_eq!(std::fs::read(&exe).unwrap(), before_exe);
    assert_eq!(std::fs::read(&desktop).unwrap(), before_desktop);
    assert_eq!(files_in(&root), ["bin", "share"]);
    assert_eq!(files_in(&root.join("bin")), ["gendesk"], "no backup either");
}
