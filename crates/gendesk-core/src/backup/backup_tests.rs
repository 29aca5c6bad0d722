#![allow(clippy::unwrap_used, reason = "tests")]
//! Unit tests of the backup's parts: entry names, the seal against any flipped bit, the merge's
//! list of tables against the schema, the secrets' encryption.

use std::sync::Arc;

use super::manifest::{self, is_safe_entry_name};
use super::*;
use crate::store::Store;

fn english() {
    crate::i18n::keep_to_this_thread();
    crate::i18n::set_language(crate::i18n::ENGLISH);
}

#[test]
fn only_plain_names_under_known_folders_are_accepted() {
    for good in [
        "history.sqlite3",
        "secrets.age",
        "config/profiles.toml",
        "config/presets/Work-1a2b.toml",
        "data/pasted/a.png",
        "results/2026/11/picture 1.png",
    ] {
        assert!(is_safe_entry_name(good), "{good}");
    }
    for bad in [
        "",
        "config/",
        "config/../../etc/passwd",
        "results/./a.png",
        "results//a.png",
        "/config/a",
        "other/a",
        "results/C:/a",
        "results/a\\..\\b",
        "manifest.json",
    ] {
        assert!(!is_safe_entry_name(bad), "{bad}");
    }
    assert_eq!(
        manifest::entry_name("config/", std::path::Path::new("presets/a.toml")).as_deref(),
        Some("config/presets/a.toml")
    );
}

#[test]
fn the_merge_knows_every_table_of_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.sqlite3");
    drop(Store::open(&db).unwrap());
    let conn = rusqlite::Connection::open(&db).unwrap();
    let mut tables = merge::table_names(&conn, "main").unwrap();
    let mut known: Vec<String> = merge::TABLES.iter().map(|t| (*t).to_owned()).collect();
    tables.sort();
    known.sort();
    assert_eq!(
        tables, known,
        "a new table needs its place in backup/merge.rs (how its rows are matched and remapped)"
    );
}

#[test]
fn any_flipped_bit_of_a_small_backup_is_refused() {
    english();
    let dir = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(&dir.path().join("home"));
    std::fs::create_dir_all(&paths.config_dir).unwrap();
    std::fs::write(paths.profiles_file(), "last_profile = \"Work\"\n").unwrap();
    let out = dir.path().join("small.zip");
    let summary = create(&paths, &out, &BackupOptions::default()).unwrap();
    assert_eq!(summary.counts, HistoryCounts::default());
    let good = std::fs::read(&out).unwrap();
    let contents = inspect(&out).unwrap();
    assert_eq!(contents.manifest.format, FORMAT);
    assert_eq!(contents.bytes, good.len() as u64);
    let bad = dir.path().join("bad.zip");
    for at in 0..good.len() {
        let mut changed = good.clone();
        changed[at] ^= 0x10;
        std::fs::write(&bad, &changed).unwrap();
        let err = inspect(&bad).unwrap_err();
        assert!(err.is_refusal(), "byte {at}: {err:?}");
    }
}

#[test]
fn a_newer_format_is_called_newer() {
    english();
    let dir = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(&dir.path().join("home"));
    let out = dir.path().join("b.zip");
    create(&paths, &out, &BackupOptions::default()).unwrap();
    let mut bytes = std::fs::read(&out).unwrap();
    // The seal's format number: "GenDesk backup 1 sha256=…" becomes "… 9 …".
    let seal = bytes
        .windows(15)
        .rposition(|w| w == b"GenDesk backup ")
        .unwrap();
    bytes[seal + 15] = b'9';
    std::fs::write(&out, &bytes).unwrap();
    let err = inspect(&out).unwrap_err();
    assert!(
        matches!(
            err,
            BackupError::NewerFormat {
                found: 9,
                known: FORMAT
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("update GenDesk first"), "{err}");
}

#[test]
fn secrets_need_a_passphrase_and_a_keyring() {
    english();
    let dir = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(dir.path());
    let out = dir.path().join("b.zip");
    let empty = BackupOptions {
        secrets: Some(String::new()),
        vault: Some(Arc::new(KeyVault::with_store(
            keyring_core::mock::Store::new().unwrap(),
        ))),
        ..BackupOptions::default()
    };
    let err = create(&paths, &out, &empty).unwrap_err();
    assert!(err.to_string().contains("passphrase is empty"), "{err}");
    let no_vault = BackupOptions {
        secrets: Some("pass".into()),
        ..BackupOptions::default()
    };
    assert!(matches!(
        create(&paths, &out, &no_vault).unwrap_err(),
        BackupError::Secrets(_)
    ));
    assert!(!out.exists());
    assert!(!format!("{no_vault:?}").contains("pass\""));
}

#[test]
fn secrets_decrypt_only_with_their_passphrase() {
    let vault = KeyVault::with_store(keyring_core::mock::Store::new().unwrap());
    let dir = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(dir.path());
    let mut profiles = crate::config::Profiles::default();
    profiles.profiles.push(crate::config::ProfileConfig {
        name: "Work".into(),
        base_url: "https://api.example.com".into(),
        kind: crate::config::ProfileKind::Remote,
        default_model: None,
        models: None,
        receiver: None,
        references: crate::references::ReferenceHosting::default(),
        spending_limit: crate::config::LimitCents::default(),
    });
    profiles.save(&paths.profiles_file()).unwrap();
    vault
        .save(
            "Work",
            &gendesk_api::ApiKey::new("sk-UNIT-SENTINEL").unwrap(),
        )
        .unwrap();
    let sealed = secrets::sealed_secrets(&paths.profiles_file(), &vault, "right").unwrap();
    assert!(!sealed.windows(16).any(|w| w == b"sk-UNIT-SENTINEL"));
    assert!(matches!(
        secrets::open_secrets(&sealed, "wrong"),
        Err(BackupError::WrongPassphrase)
    ));
    let opened = secrets::open_secrets(&sealed, "right").unwrap();
    let other = KeyVault::with_store(keyring_core::mock::Store::new().unwrap());
    assert_eq!(
        opened.apply(&other, RestoreMode::Replace).unwrap(),
        SecretsOutcome::Restored { saved: 1, kept: 0 }
    );
    assert_eq!(
        other.load("Work").unwrap().unwrap().expose(),
        "sk-UNIT-SENTINEL"
    );
}
