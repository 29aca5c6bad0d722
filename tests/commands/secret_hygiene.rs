//! Secret hygiene: a sentinel API key is used for everything — saved through the vault,
//! submissions, a batch, polling, downloads, failures, a kill -9 and a restart of the
//! `gendesk engine` binary with debug logging — and afterwards it appears nowhere on disk: not in
//! the data dir (history, WAL, logs, downloads), not in the config file, not in the output.
//! Likewise the account's webhook signing secrets, through verified deliveries to the local
//! receiver, a rotation and a restart.
#![allow(
    clippy::unwrap_used,
    clippy::case_sensitive_file_extension_comparisons,
    reason = "integration tests: a failed unwrap is a failed test; our own names are lower case"
)]

use std::path::Path;

use crate::support::child::EngineChild;
use gendesk_api::ApiKey;
use gendesk_core::config::{AppPaths, KeyVault, ProfileConfig, ProfileKind, Profiles};
use gendesk_sandbox::testing::start_sandbox_with;
use gendesk_sandbox::{DemoKey, SandboxConfig};

const SENTINEL: &str = "gdsentinel-5f2c9a7e13b4d6";

static SENTINEL_KEY: DemoKey = DemoKey {
    name: "Sentinel",
    key: SENTINEL,
    account: "acct_demo",
    kinds: None,
    revoked: false,
    balance: 25.0,
};

/// Every file under `dir` whose bytes contain `needle`.
fn files_containing(dir: &Path, needle: &[u8]) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(next) = stack.pop() {
        for entry in std::fs::read_dir(&next).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let bytes = std::fs::read(&path).unwrap();
                if bytes.windows(needle.len()).any(|w| w == needle) {
                    found.push(path.display().to_string());
                }
            }
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread")]
async fn the_key_is_written_nowhere() {
    let sandbox = start_sandbox_with(SandboxConfig {
        time_scale: 1000.0,
        allow_loopback_targets: true,
        rate_limit: None,
        seed: Some(3),
        extra_keys: vec![&SENTINEL_KEY],
        ..SandboxConfig::default()
    })
    .await;
    let root = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(root.path());
    let data = root.path().join("data");

    // The profile and its key, as the app saves them.
    let vault = KeyVault::with_store(keyring_core::mock::Store::new().unwrap());
    let mut profiles = Profiles::default();
    profiles
        .add(ProfileConfig {
            name: "Sentinel".into(),
            base_url: sandbox.base_url().to_owned(),
            kind: ProfileKind::Remote,
            default_model: None,
            models: None,
            receiver: None,
            references: gendesk_core::references::ReferenceHosting::None,
            spending_limit: gendesk_core::config::LimitCents::default(),
        })
        .unwrap();
    profiles.save(&paths.profiles_file()).unwrap();
    vault
        .save("Sentinel", &ApiKey::new(SENTINEL).unwrap())
        .unwrap();
    assert_eq!(
        vault.load("Sentinel").unwrap().unwrap().expose(),
        SENTINEL,
        "the key went to the keyring"
    );

    // Work, a crash, and more work.
    let downloads = data.join("Downloads");
    let library = data.join("Library");
    let auto = ["--auto-download", library.to_str().unwrap()];
    let mut child = EngineChild::start(&data, sandbox.base_url(), SENTINEL, &auto);
    child.wait_for("Started");
    child.send("submit sandbox/image-fast text-to-image a lantern");
    child.send("submit sandbox/image-fast text-to-image broken [fail:NSFW]");
    child.send("batch sandbox/image-fast text-to-image 3 lanterns");
    child.send("balance");
    child.wait_for("BatchAccepted");
    // Both single tasks have their ids, so each one is expected to finish after the restart.
    child.wait_for_count("Submitted {", 2);
    child.kill();
    let mut child = EngineChild::start(&data, sandbox.base_url(), SENTINEL, &auto);
    child.send("submit sandbox/nope text-to-image not a model");
    // Every success ends up in the library, also those that finished just before the kill.
    let finished = |dir: &Path| {
        std::fs::read_dir(dir).map_or(0, |entries| {
            entries
                .filter(|e| {
                    let name = e.as_ref().unwrap().file_name();
                    !name.to_string_lossy().ends_with(".part")
                })
                .count()
        })
    };
    gendesk_api::testing::wait_until(std::time::Duration::from_secs(30), || {
        child.poll();
        finished(&library) == 4
    })
    .await;
    child.send(&format!("download 1 {}", downloads.display()));
    child.wait_for("DownloadFinished");
    let mut output = child.quit();
    let wrong = EngineChild::start(&data, sandbox.base_url(), "gdsentinel-wrong", &[]);
    output.extend(wrong.quit());

    assert!(
        std::fs::read_to_string(data.join("logs/gendesk.log"))
            .unwrap()
            .lines()
            .count()
            > 10,
        "the log was written"
    );
    assert_eq!(
        files_containing(root.path(), SENTINEL.as_bytes()),
        Vec::<String>::new(),
        "the key is on disk"
    );
    assert_eq!(
        files_containing(root.path(), b"gdsentinel"),
        Vec::<String>::new()
    );
    let leaked: Vec<&String> = output.iter().filter(|l| l.contains("gdsentinel")).collect();
    assert!(leaked.is_empty(), "{leaked:#?}");
    assert!(
        std::fs::read_to_string(paths.profiles_file())
            .unwrap()
            .contains("Sentinel"),
        "the config file is where we looked"
    );
}

/// The text between `name: "` and the next `"` in an event line.
fn quoted_after<'a>(line: &'a str, name: &str) -> &'a str {
    let start = line.find(&format!("{name}: \"")).unwrap() + name.len() + 3;
    let end = line[start..].find('"').unwrap();
    &line[start..start + end]
}

#[tokio::test(flavor = "multi_thread")]
async fn the_webhook_signing_secrets_are_written_nowhere() {
    // Real time: the headless engine checks freshness against this computer's clock.
    let sandbox = start_sandbox_with(SandboxConfig {
        time_scale: 1.0,
        allow_loopback_targets: true,
        rate_limit: None,
        seed: Some(4),
        extra_keys: vec![&SENTINEL_KEY],
        ..SandboxConfig::default()
    })
    .await;
    let client = gendesk_sandbox::testing::sandbox_client(&sandbox, SENTINEL);
    let first = client.webhook_secret().await.unwrap();
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let receiver = ["--receiver-port", "0"];

    // Verified deliveries, a rotation, a restart that learns the secret again.
    let mut child = EngineChild::start(&data, sandbox.base_url(), SENTINEL, &receiver);
    let listening = child.wait_for("Receiver(Listening");
    let url = quoted_after(&listening, "webhook_url").to_owned();
    child.wait_for("SecretVersions([(1");
    child.send(&format!(
        "hooked-batch sandbox/image-fast text-to-image 2 {url} lanterns"
    ));
    child.wait_for_count("DeliveryRecorded", 2);
    child.send("secret");
    child.send("rotate");
    child.wait_for("Rotated");
    let mut output = child.quit();
    let second = client.webhook_secret().await.unwrap();
    assert_eq!(second.version, first.version + 1);
    let mut child = EngineChild::start(&data, sandbox.base_url(), SENTINEL, &receiver);
    child.wait_for("Receiver(Listening");
    child.send("secret");
    child.wait_for("WebhookSecret {");
    output.extend(child.quit());

    let verified = output
        .iter()
        .filter(|l| l.contains("DeliveryRecorded") && l.contains("verdict: Verified"))
        .count();
    assert_eq!(verified, 2, "the deliveries verified: {output:#?}");
    for secret in [&first.secret, &second.secret] {
        assert_eq!(
            files_containing(root.path(), secret.as_bytes()),
            Vec::<String>::new(),
            "a signing secret is on disk"
        );
        let leaked: Vec<&String> = output
            .iter()
            .filter(|l| l.contains(secret.as_str()))
            .collect();
        assert!(leaked.is_empty(), "{leaked:#?}");
    }
    assert!(
        std::fs::read_to_string(data.join("logs/gendesk.log"))
            .unwrap()
            .lines()
            .count()
            > 5,
        "the log was written"
    );
}
