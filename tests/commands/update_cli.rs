//! `gendesk update check|apply` as a real process against a signed feed on loopback: a newer
//! version is announced (exit 1) with its notes, an equal one is up to date (exit 0), HTTPS with
//! a private CA trusted through the system's certificate file, a tampered package refused
//! (exit 2) with the installation untouched, and a tar.gz installation in a scratch `~/.local`
//! updated by `gendesk update apply` (this very binary is the old version, kept as
//! `gendesk.old`).
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use gendesk_core::update::PackageKind;
use gendesk_core::update::testing::{
    FeedServer, SigningKey, TestRelease, linux_tarball, script_binary,
};

fn newer() -> String {
    let running = gendesk_core::update::running_version();
    format!("{}.{}.0", running.major, running.minor + 1)
}

/// Runs `exe update <args>` with its data under `data`.
async fn run(exe: &Path, data: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(exe);
    command.arg("--data-dir").arg(data).arg("update").args(args);
    for (name, value) in env {
        command.env(name, value);
    }
    tokio::task::spawn_blocking(move || command.output().unwrap())
        .await
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn release(bytes: Vec<u8>) -> TestRelease {
    TestRelease::new(&newer(), "2026-12-01T10:00:00Z").with_package(
        PackageKind::LinuxTarGz,
        "gendesk-linux.tar.gz",
        bytes,
    )
}

/// A scratch `~/.local` holding this very binary, installed as the tar.gz installs it.
fn installed_copy(home: &Path) -> (PathBuf, PathBuf) {
    let root = home.join(".local");
    let exe = root.join("bin/gendesk");
    std::fs::create_dir_all(exe.parent().unwrap()).unwrap();
    std::fs::copy(env!("CARGO_BIN_EXE_gendesk"), &exe).unwrap();
    let desktop = root.join("share/applications/app.gendesk.GenDesk.desktop");
    std::fs::create_dir_all(desktop.parent().unwrap()).unwrap();
    std::fs::write(&desktop, "[Desktop Entry]\nName=GenDesk\n").unwrap();
    (root, exe)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn check_announces_a_newer_version_with_its_notes() {
    let server = FeedServer::http().await;
    let feed = release(vec![1; 100]).publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let exe = Path::new(env!("CARGO_BIN_EXE_gendesk"));
    let out = run(exe, data.path(), &["check", "--feed", &feed], &[]).await;
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains(&format!("GenDesk {} is available", newer())),
        "{said}"
    );
    assert!(said.contains("Faster start"), "{said}");
    assert!(said.contains("gendesk update apply"), "{said}");

    let out = run(exe, data.path(), &["check", "--feed", &feed, "--json"], &[]).await;
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["status"], "available");
    assert_eq!(json["version"], newer());
    assert_eq!(json["running"], gendesk_core::update::RUNNING_VERSION);
    assert_eq!(server.requests_for("/files/gendesk-linux.tar.gz"), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_equal_version_is_up_to_date_and_a_wrong_key_is_refused() {
    let server = FeedServer::http().await;
    let data = tempfile::tempdir().unwrap();
    let exe = Path::new(env!("CARGO_BIN_EXE_gendesk"));
    let feed = TestRelease::new(
        gendesk_core::update::RUNNING_VERSION,
        "2026-12-01T10:00:00Z",
    )
    .publish(&server, &SigningKey::trusted());
    let out = run(exe, data.path(), &["check", "--feed", &feed], &[]).await;
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("is up to date"));

    release(vec![1; 100]).publish(&server, &SigningKey::untrusted());
    let out = run(exe, data.path(), &["check", "--feed", &feed], &[]).await;
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out.stderr);
    assert!(said.contains("a key this GenDesk does not trust"), "{said}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn https_with_a_private_ca_from_the_system_certificate_file() {
    let server = FeedServer::https().await;
    let feed = release(vec![1; 100]).publish(&server, &SigningKey::trusted());
    let data = tempfile::tempdir().unwrap();
    let ca = data.path().join("company-ca.pem");
    std::fs::write(&ca, server.ca_pem().unwrap()).unwrap();
    let exe = Path::new(env!("CARGO_BIN_EXE_gendesk"));
    let out = run(exe, data.path(), &["check", "--feed", &feed], &[]).await;
    assert_eq!(out.status.code(), Some(2), "an unknown CA is refused");
    let out = run(
        exe,
        data.path(),
        &["check", "--feed", &feed],
        &[("SSL_CERT_FILE", ca.to_str().unwrap())],
    )
    .await;
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn apply_updates_a_tarball_installation_and_keeps_the_old_binary() {
    let server = FeedServer::http().await;
    let version = newer();
    let bytes = linux_tarball(&version, &script_binary(&format!("gendesk {version}")));
    let feed = release(bytes).publish(&server, &SigningKey::trusted());
    let home = tempfile::tempdir().unwrap();
    let (root, exe) = installed_copy(home.path());
    let data = home.path().join("data");
    let out = run(&exe, &data, &["apply", "--feed", &feed], &[]).await;
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains(&format!("Updated to GenDesk {version}")),
        "{said}"
    );
    let now = Command::new(&exe).arg("--version").output().unwrap();
    assert_eq!(text(&now.stdout).trim(), format!("gendesk {version}"));
    let old = Command::new(root.join("bin/gendesk.old"))
        .arg("--version")
        .output()
        .unwrap();
    assert_eq!(
        text(&old.stdout).trim(),
        format!("gendesk {}", gendesk_core::update::RUNNING_VERSION)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn apply_refuses_a_tampered_package_and_changes_nothing() {
    let server = FeedServer::http().await;
    let version = newer();
    let bytes = linux_tarball(&version, &script_binary(&format!("gendesk {version}")));
    let feed = release(bytes).publish(&server, &SigningKey::trusted());
    let mut tampered = server.get("/files/gendesk-linux.tar.gz").unwrap();
    tampered[40] ^= 0x20;
    server.put("/files/gendesk-linux.tar.gz", tampered);
    let home = tempfile::tempdir().unwrap();
    let (root, exe) = installed_copy(home.path());
    let before = std::fs::read(&exe).unwrap();
    let out = run(
        &exe,
        &home.path().join("data"),
        &["apply", "--feed", &feed, "--json"],
        &[],
    )
    .await;
    assert_eq!(out.status.code(), Some(2));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["status"], "refused");
    assert!(
        json["error"].as_str().unwrap().contains("SHA-256"),
        "{json}"
    );
    assert!(
        std::fs::read(&exe).unwrap() == before,
        "the binary is untouched"
    );
    assert!(!root.join("bin/gendesk.old").exists());
}
