#![allow(clippy::unwrap_used, reason = "tests")]
//! The export over real folders: secrets put in every store and place GenDesk has (the keyring,
//! the log, a crash report, the settings files, the history) never reach the zip; prompts only
//! when asked; missing pieces are fine; the file appears whole or not at all.

use std::path::Path;
use std::sync::Arc;

use gendesk_api::network::ProxyPassword;
use gendesk_api::{ApiKey, ModelKind, TaskState};
use keyring_core::CredentialStore;
use tempfile::TempDir;

use super::*;
use crate::config::{KeyVault, NetworkScope};
use crate::references::BucketSecret;
use crate::store::{StatusUpdate, Store};
use crate::webhooks::ring::SecretRing;

/// Every secret below holds this word; none may reach a diagnostics file.
const SENTINEL: &str = "SENTINEL";
const API_KEY: &str = "sk-SENTINEL-api-7f3a9c";
const WEBHOOK_SECRET: &str = "whsec-SENTINEL-hook-51b2";
const BUCKET_SECRET: &str = "bucket-SENTINEL-secret-88";
const PROXY_PASSWORD: &str = "proxy-SENTINEL-pass-19";
const RESULT_URL: &str =
    "https://bucket.example/x.png?X-Amz-Signature=SENTINEL-signature-e4d1&X-Amz-Expires=86400";
const NOW: i64 = 1_800_000_000_000;

/// Words only the prompts hold.
const PROMPTS: [&str; 2] = [
    "a lighthouse in watercolour PROMPTMARK-one",
    "three owls on a branch PROMPTMARK-two",
];

/// A portable data folder under a temporary one.
fn folders() -> (TempDir, AppPaths) {
    let dir = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(&dir.path().join("gendesk"));
    (dir, paths)
}

/// The keyring holds every kind of secret (saving them registers them with the crash scrubber,
/// as reading them does in a running GenDesk).
fn fill_the_keyring() {
    let store: Arc<CredentialStore> = keyring_core::mock::Store::new().unwrap();
    let vault = KeyVault::with_store(store);
    vault.save("Main", &ApiKey::new(API_KEY).unwrap()).unwrap();
    let mut ring = SecretRing::default();
    ring.learn(2, WEBHOOK_SECRET, NOW);
    vault.save_webhook_secrets("Main", &ring).unwrap();
    vault
        .save_bucket_secret("Main", &BucketSecret::new(BUCKET_SECRET))
        .unwrap();
    vault
        .save_proxy_password(&NetworkScope::Default, &ProxyPassword::new(PROXY_PASSWORD))
        .unwrap();
}

/// Lines that carry every secret in every way one could slip into a log or a crash report.
fn leaky_lines() -> String {
    format!(
        "2026-11-30T10:00:00Z INFO GenDesk started\n\
         loaded key {API_KEY} for Main\n\
         webhook ring {WEBHOOK_SECRET}; bucket {BUCKET_SECRET}; proxy {PROXY_PASSWORD}\n\
         GET {RESULT_URL} -> 200\n\
         Authorization: Bearer SENTINEL-bearer-aa12\n\
         request headers {{\"authorization\": \"Basic SENTINEL-basic\"}}\n\
         proxy=http://ann:SENTINEL-inline-pw@proxy.example:3128 token=SENTINEL-token\n\
         2026-11-30T10:00:01Z WARN renderer wgpu failed, trying glow\n"
    )
}

/// The log (current and rotated), a crash report, and every settings file, each with secrets.
fn fill_the_files(paths: &AppPaths) {
    let logs = paths.logs_dir();
    std::fs::create_dir_all(&logs).unwrap();
    std::fs::write(logs.join("gendesk.log"), leaky_lines()).unwrap();
    std::fs::write(logs.join("gendesk.log.1"), leaky_lines()).unwrap();
    crate::crash::write_report(
        &crate::crash::folder(&paths.data_dir),
        &format!("GenDesk crash report\n\nmessage: boom\n{}", leaky_lines()),
    )
    .unwrap();
    let config = &paths.config_dir;
    std::fs::create_dir_all(config).unwrap();
    std::fs::write(
        paths.profiles_file(),
        "last_profile = \"Main\"\n\n[[profile]]\nname = \"Main\"\n\
         base_url = \"https://api.example.com/?api_key=SENTINEL-in-url\"\n",
    )
    .unwrap();
    std::fs::write(
        paths.network_file(),
        "[default]\nproxy = \"custom\"\nkind = \"http\"\n\
         host = \"http://ann:SENTINEL-net-pw@proxy.example\"\nport = 3128\nuser = \"ann\"\n\
         bypass = \"localhost\"\n\n[profiles.Main]\nproxy = \"none\"\n\
         # note: password = SENTINEL-comment\n",
    )
    .unwrap();
    std::fs::write(config.join("ui.toml"), "last_view = \"gallery\"\n").unwrap();
    std::fs::write(paths.user_models_file(), "[[models]]\nid = \"my-model\"\n").unwrap();
    std::fs::write(
        crate::update::UpdateSettings::file(config),
        "automatic = false\nfeed_url = \"https://mirror.example/update.json?token=SENTINEL-feed\"\n",
    )
    .unwrap();
    std::fs::write(config.join("renderer.toml"), "renderer = \"glow\"\n").unwrap();
    // Not settings: presets hold prompts, the sandbox's world holds result links.
    std::fs::create_dir_all(paths.presets_dir()).unwrap();
    std::fs::write(
        paths.presets_dir().join("p.toml"),
        "prompt = \"PROMPTMARK-preset\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(&paths.data_dir).unwrap();
    std::fs::write(paths.sandbox_world_file(), RESULT_URL).unwrap();
}

/// A real history: two image tasks, one succeeded with a presigned result link and queued
/// for download. The store stays open, as in a running GenDesk.
fn fill_the_history(paths: &AppPaths) -> Store {
    let mut store = Store::open(&paths.database_file()).unwrap();
    let profile = store
        .upsert_profile("Main", "https://api.example.com", false, NOW)
        .unwrap();
    for (n, prompt) in PROMPTS.iter().enumerate() {
        let body = serde_json::json!({"model": "m", "input": {"prompt": prompt}}).to_string();
        let row = store
            .insert_submission(profile, "m", Some(ModelKind::Image), &body, prompt, NOW)
            .unwrap();
        store
            .mark_submitted(row, &format!("t-{n}"), NOW + 1)
            .unwrap();
        if n == 0 {
            let done = StatusUpdate {
                state: TaskState::Success,
                completed_ms: Some(NOW + 60_000),
                result_urls: Some(vec![RESULT_URL.to_owned()]),
                final_: true,
                ..StatusUpdate::default()
            };
            store.record_status(row, &done, NOW + 60_000, None).unwrap();
            store
                .queue_download(
                    row,
                    0,
                    RESULT_URL,
                    &paths.downloads_dir,
                    "x.png",
                    NOW + 61_000,
                )
                .unwrap();
        }
    }
    store
}

/// Every entry's text, asserting that neither it nor the zip's bytes hold `word`.
fn assert_nowhere(file: &Path, word: &str) -> Vec<(String, String)> {
    let entries = read_back(file).unwrap();
    for (name, text) in &entries {
        assert!(!name.contains(word), "{word} in the entry name {name}");
        assert!(!text.contains(word), "{word} in {name}:\n{text}");
    }
    let raw = std::fs::read(file).unwrap();
    assert!(
        !raw.windows(word.len()).any(|w| w == word.as_bytes()),
        "{word} in the zip's bytes"
    );
    entries
}

fn entry<'a>(entries: &'a [(String, String)], name: &str) -> &'a str {
    let Some((_, text)) = entries.iter().find(|(n, _)| n == name) else {
        panic!(
            "no {name} in {:?}",
            entries.iter().map(|e| &e.0).collect::<Vec<_>>()
        );
    };
    text
}

#[test]
fn no_secret_from_any_store_or_place_reaches_the_zip() {
    let (dir, paths) = folders();
    fill_the_keyring();
    fill_the_files(&paths);
    let mut store = fill_the_history(&paths);
    let out = dir.path().join("diagnostics.zip");
    for with_prompts in [false, true] {
        let summary = export(&paths, &out, &DiagnosticsOptions { with_prompts }).unwrap();
        let entries = assert_nowhere(&out, SENTINEL);
        assert_nowhere(&out, "X-Amz-Signature");
        assert_eq!(
            summary.entries,
            [
                "logs/gendesk.log",
                "logs/gendesk.log.1",
                &format!("logs/crashes/{}", file_name(&crash_report(&paths))),
                "settings/profiles.toml",
                "settings/ui.toml",
                "settings/network.toml",
                "settings/models.toml",
                "settings/updates.toml",
                "settings/renderer.toml",
                "history.txt",
                "about.txt",
            ]
            .map(String::from)
        );
        assert_eq!(
            entries.iter().map(|e| e.0.clone()).collect::<Vec<_>>(),
            summary.entries
        );
        assert_eq!(
            (
                summary.log_files,
                summary.crash_reports,
                summary.settings_files
            ),
            (2, 1, 6)
        );
        assert!(matches!(summary.history, HistoryPart::Counts { .. }));
        assert_eq!(summary.bytes, std::fs::metadata(&out).unwrap().len());
        // What helps a developer is still there, secrets shown as ***.
        let log = entry(&entries, "logs/gendesk.log");
        assert!(log.contains("INFO GenDesk started"), "{log}");
        assert!(log.contains("renderer wgpu failed, trying glow"), "{log}");
        assert!(
            log.contains("GET https://bucket.example/x.png?*** -> 200"),
            "{log}"
        );
        assert!(log.contains("http://ann:***@proxy.example:3128"), "{log}");
        let network = entry(&entries, "settings/network.toml");
        assert!(network.contains("port = 3128"), "{network}");
        // Neither presets (prompts) nor the sandbox's world (result links) are settings.
        assert_nowhere(&out, "PROMPTMARK-preset");
        let about = entry(&entries, "about.txt");
        assert!(
            about.contains("proxy passwords), Authorization headers and their tokens, values"),
            "its own words are not taken for secrets:\n{about}"
        );
        assert!(about.contains(crate::update::RUNNING_VERSION), "{about}");
        assert!(about.contains(std::env::consts::OS), "{about}");
        assert!(
            about.contains(&format!("data folder: {}", paths.data_dir.display())),
            "{about}"
        );
        assert!(
            about.contains(&format!("language: {}", crate::i18n::language().tag)),
            "{about}"
        );
        let history = entry(&entries, "history.txt");
        assert!(
            history.contains(&format!("schema version: {}", crate::store::SCHEMA_VERSION)),
            "{history}"
        );
        assert!(
            history.contains("  active/pending: 1\n  final/success: 1\n  total: 2"),
            "{history}"
        );
        assert!(
            history.contains("tasks by model kind:\n  image: 2\n"),
            "{history}"
        );
        assert!(
            history.contains("downloads by status:\n  queued: 1\n"),
            "{history}"
        );
        assert!(history.contains("profiles:\n  all: 1\n"), "{history}");
    }
    // The running GenDesk's store was not disturbed: it still writes.
    let profile = store.profile_by_name("Main").unwrap().unwrap().id;
    store
        .insert_submission(profile, "m", Some(ModelKind::Image), "{}", "later", NOW + 2)
        .unwrap();
    assert!(
        !dir.path().join("diagnostics.zip.part").exists(),
        "no temporary file is left"
    );
}

/// The one crash report written by [`fill_the_files`].
fn crash_report(paths: &AppPaths) -> PathBuf {
    std::fs::read_dir(crate::crash::folder(&paths.data_dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "txt"))
        .unwrap()
}

#[test]
fn prompts_are_in_it_only_when_asked() {
    let (dir, paths) = folders();
    let _store = fill_the_history(&paths);
    let out = dir.path().join("d.zip");
    let without = export(&paths, &out, &DiagnosticsOptions::default()).unwrap();
    assert_eq!(without.history, HistoryPart::Counts { prompts: 0 });
    let entries = assert_nowhere(&out, "PROMPTMARK");
    assert!(entry(&entries, "history.txt").contains("prompts: not included"));
    assert!(entry(&entries, "about.txt").contains("prompts: not included"));

    let with = export(&paths, &out, &DiagnosticsOptions { with_prompts: true }).unwrap();
    assert_eq!(with.history, HistoryPart::Counts { prompts: 2 });
    let entries = read_back(&out).unwrap();
    let history = entry(&entries, "history.txt");
    for prompt in PROMPTS {
        assert!(history.contains(prompt), "{prompt} missing:\n{history}");
    }
    // Newest first (the second was recorded last, at the same time, so by row).
    let first = history.find(PROMPTS[1]).unwrap();
    assert!(first < history.find(PROMPTS[0]).unwrap(), "{history}");
    assert!(
        history.contains("task row 1 · m · image · final/success"),
        "{history}"
    );
    assert!(!history.contains("https://"), "no result link:\n{history}");
    assert!(entry(&entries, "about.txt").contains("prompts: included, of the last 50 tasks"));
}

#[test]
fn nothing_to_collect_is_fine_and_said() {
    let (dir, paths) = folders();
    let out = dir.path().join("empty.zip");
    let summary = export(&paths, &out, &DiagnosticsOptions { with_prompts: true }).unwrap();
    assert_eq!(summary.entries, ["about.txt"]);
    assert_eq!(
        (
            summary.log_files,
            summary.crash_reports,
            summary.settings_files,
            summary.history
        ),
        (0, 0, 0, HistoryPart::Missing)
    );
    // Dated now, not the zip format's 1980.
    let mut archive = zip::ZipArchive::new(std::fs::File::open(&out).unwrap()).unwrap();
    let dated = archive.by_index(0).unwrap().last_modified().unwrap();
    assert!(dated.year() >= 2026, "{dated:?}");
    let entries = read_back(&out).unwrap();
    let about = entry(&entries, "about.txt");
    for line in ["crash reports (", "settings (", "history: (none)"] {
        let found = about.lines().find(|l| l.starts_with(line)).unwrap();
        assert!(found.ends_with("(none)"), "{found}");
    }
    assert!(
        about
            .lines()
            .any(|l| l.starts_with("logs (") && l.ends_with("): (none)")),
        "{about}"
    );
    crate::i18n::keep_to_this_thread();
    crate::i18n::set_language(crate::i18n::ENGLISH);
    let said = summary.describe();
    assert!(
        said.starts_with(&format!("Saved {}", out.display())),
        "{said}"
    );
    assert!(
        said.contains("0 log files, 0 crash reports, 0 settings files and no history"),
        "{said}"
    );
}

#[test]
fn the_summary_counts_in_words() {
    crate::i18n::keep_to_this_thread();
    crate::i18n::set_language(crate::i18n::ENGLISH);
    let summary = DiagnosticsSummary {
        file: PathBuf::from("/tmp/d.zip"),
        bytes: 1536,
        log_files: 1,
        crash_reports: 2,
        settings_files: 3,
        history: HistoryPart::Counts { prompts: 50 },
        entries: Vec::new(),
    };
    let said = summary.describe();
    assert!(said.starts_with("Saved /tmp/d.zip (1.5 KiB): one log file, 2 crash reports, 3 settings files and the history’s counts with the prompts of the last 50 tasks."), "{said}");
}

#[test]
fn the_file_appears_whole_or_not_at_all() {
    let (dir, paths) = folders();
    // A folder that does not exist: said, nothing made.
    let nowhere = dir.path().join("no").join("d.zip");
    let err = export(&paths, &nowhere, &DiagnosticsOptions::default()).unwrap_err();
    assert!(
        matches!(err, DiagnosticsError::NoFolder(ref f) if f == &dir.path().join("no")),
        "{err}"
    );
    assert!(!dir.path().join("no").exists());
    // A folder given as the file.
    let err = export(&paths, dir.path(), &DiagnosticsOptions::default()).unwrap_err();
    assert!(matches!(err, DiagnosticsError::IsAFolder(_)), "{err}");
    assert!(err.to_string().contains("gendesk-diagnostics.zip"), "{err}");
    // A file of that name is replaced only by a whole new one: when writing fails (here its
    // temporary name is taken by a folder), the old file stays as it was.
    let out = dir.path().join("d.zip");
    std::fs::write(&out, b"the previous file").unwrap();
    std::fs::create_dir(dir.path().join("d.zip.part")).unwrap();
    let err = export(&paths, &out, &DiagnosticsOptions::default()).unwrap_err();
    assert!(matches!(err, DiagnosticsError::Write { .. }), "{err}");
    assert_eq!(std::fs::read(&out).unwrap(), b"the previous file");
    std::fs::remove_dir(dir.path().join("d.zip.part")).unwrap();
    export(&paths, &out, &DiagnosticsOptions::default()).unwrap();
    assert_eq!(read_back(&out).unwrap()[0].0, "about.txt");
    assert!(!dir.path().join("d.zip.part").exists());
    // Something that is not a diagnostics file is refused when read back, with the reason.
    std::fs::write(&out, b"not a zip").unwrap();
    let err = read_back(&out).unwrap_err();
    assert!(
        err.to_string().contains(&out.display().to_string()),
        "{err}"
    );
}

#[test]
fn a_file_written_into_the_log_folder_does_not_take_itself_in() {
    let (_dir, paths) = folders();
    std::fs::create_dir_all(paths.logs_dir()).unwrap();
    std::fs::write(paths.logs_dir().join("gendesk.log"), "line\n").unwrap();
    let out = paths.logs_dir().join("gendesk.log.diagnostics.zip");
    let summary = export(&paths, &out, &DiagnosticsOptions::default()).unwrap();
    assert_eq!(summary.entries, ["logs/gendesk.log", "about.txt"]);
    // Again, with the first zip now beside the log: still only the log.
    let again = export(&paths, &out, &DiagnosticsOptions::default()).unwrap();
    assert_eq!(again.entries, ["logs/gendesk.log", "about.txt"]);
}

#[test]
fn secrets_only_in_the_keyring_are_read_before_a_separate_export() {
    let (dir, paths) = folders();
    std::fs::create_dir_all(&paths.config_dir).unwrap();
    std::fs::write(
        paths.profiles_file(),
        "[[profile]]\nname = \"Other\"\nbase_url = \"https://api.example.com\"\n",
    )
    .unwrap();
    // Put straight into the keyring, as an earlier run of GenDesk did: this process has not
    // read it, so nothing knows it yet.
    let keyring: Arc<CredentialStore> = keyring_core::mock::Store::new().unwrap();
    let unknown = "sk-UNREGISTERED-4d5e6f-key";
    keyring
        .build("GenDesk", "Other", None)
        .unwrap()
        .set_password(unknown)
        .unwrap();
    let logs = paths.logs_dir();
    std::fs::create_dir_all(&logs).unwrap();
    std::fs::write(logs.join("gendesk.log"), format!("oops {unknown}\n")).unwrap();
    assert_eq!(hide_secrets(unknown), unknown, "not known yet");
    let vault = KeyVault::with_store(keyring);
    assert_eq!(remember_secrets(&paths, &vault), 1);
    let out = dir.path().join("d.zip");
    export(&paths, &out, &DiagnosticsOptions::default()).unwrap();
    let entries = assert_nowhere(&out, "UNREGISTERED");
    assert_eq!(entry(&entries, "logs/gendesk.log"), "oops ***\n");
}

#[test]
fn a_damaged_history_is_said_not_fatal() {
    let (dir, paths) = folders();
    std::fs::create_dir_all(&paths.data_dir).unwrap();
    std::fs::write(paths.database_file(), b"not a database, not even close").unwrap();
    let out = dir.path().join("d.zip");
    let summary = export(&paths, &out, &DiagnosticsOptions::default()).unwrap();
    assert_eq!(summary.history, HistoryPart::Unreadable);
    assert_eq!(summary.entries, ["about.txt"]);
    let entries = read_back(&out).unwrap();
    let about = entry(&entries, "about.txt");
    assert!(about.contains("(could not be read)"), "{about}");
    let not_read = about.split("not read:\n").nth(1).unwrap();
    assert!(
        not_read.contains(&paths.database_file().display().to_string()),
        "{about}"
    );
    crate::i18n::keep_to_this_thread();
    crate::i18n::set_language(crate::i18n::ENGLISH);
    assert!(
        summary
            .describe()
            .contains("and the history, which could not be read (see about.txt)"),
        "{}",
        summary.describe()
    );
}
