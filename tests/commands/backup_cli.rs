//! `gendesk backup` and `gendesk restore` as real processes over real data folders: a backup
//! and a restore exit 0 with a short summary; a cut-short file or one from a newer GenDesk
//! exits 2 and changes nothing; a missing passphrase or an existing file exits 1.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use gendesk_core::config::AppPaths;
use gendesk_core::store::{SCHEMA_VERSION, Store};

fn gendesk(data_dir: &Path, args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_gendesk"))
        .arg("--data-dir")
        .arg(data_dir)
        .args(args)
        .env("GENDESK_LANGUAGE", "en-US")
        .env_remove("GENDESK_BACKUP_PASSPHRASE")
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A data folder with a profiles file and a history of `tasks` submissions made from `since`
/// (Unix ms) on, one a millisecond.
fn data_folder(root: &Path, tasks: u32, since: i64) -> AppPaths {
    let paths = AppPaths::portable(root);
    std::fs::create_dir_all(&paths.config_dir).unwrap();
    std::fs::write(
        paths.profiles_file(),
        "[[profile]]\nname = \"Work\"\nbase_url = \"https://api.example.com\"\n",
    )
    .unwrap();
    let mut store = Store::open(&paths.database_file()).unwrap();
    let profile = store
        .upsert_profile("Work", "https://api.example.com", false, 1)
        .unwrap();
    for i in 0..tasks {
        store
            .insert_submission(
                profile,
                "m",
                None,
                "{}",
                &format!("prompt {i}"),
                since + i64::from(i),
            )
            .unwrap();
    }
    paths
}

/// Every file under `root` but the instance lock a restore takes.
fn snapshot(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let Ok(listing) = std::fs::read_dir(&folder) else {
            continue;
        };
        for item in listing {
            let path = item.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                folders.push(path);
            } else if name != "gendesk.lock" && name != "gendesk.pid" {
                files.insert(path.clone(), std::fs::read(&path).unwrap());
            }
        }
    }
    files
}

fn tasks(paths: &AppPaths) -> u64 {
    let store = Store::open(&paths.database_file()).unwrap();
    let profile = store.profile_by_name("Work").unwrap().unwrap().id;
    store
        .count_tasks(profile, &gendesk_core::store::TaskFilter::default())
        .unwrap()
}

#[test]
fn backup_and_restore_exit_0_and_a_refused_file_exits_2_with_nothing_changed() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("source");
    data_folder(&source, 12, 1_000);
    let file = dir.path().join("backup.zip");
    let file_arg = file.to_str().unwrap();

    let (code, out, err) = gendesk(&source, &["backup", file_arg]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Backup written:"), "{out}");
    assert!(out.contains("12 tasks"), "{out}");
    assert!(out.contains("Keys and secrets: not included"), "{out}");

    let (code, _, err) = gendesk(&source, &["backup", file_arg]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("exists already"), "{err}");
    let secret_file = dir.path().join("secrets.zip");
    let (code, _, err) = gendesk(
        &source,
        &["backup", secret_file.to_str().unwrap(), "--with-secrets"],
    );
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("GENDESK_BACKUP_PASSPHRASE"), "{err}");
    assert!(!secret_file.exists());

    let target = dir.path().join("target");
    let target_paths = data_folder(&target, 3, 2_000);
    let (code, out, err) = gendesk(&target, &["restore", file_arg, "--merge"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Merged from"), "{out}");
    assert!(out.contains("12 tasks added"), "{out}");
    assert_eq!(tasks(&target_paths), 15);

    // A cut-short file and one from a newer GenDesk: exit 2, nothing changed.
    let bytes = std::fs::read(&file).unwrap();
    let cut = dir.path().join("cut.zip");
    std::fs::write(&cut, &bytes[..bytes.len() * 2 / 3]).unwrap();
    let newer_source = dir.path().join("newer");
    let newer_paths = data_folder(&newer_source, 1, 3_000);
    rusqlite::Connection::open(newer_paths.database_file())
        .unwrap()
        .pragma_update(None, "user_version", SCHEMA_VERSION + 1)
        .unwrap();
    let newer = dir.path().join("newer.zip");
    let (code, out, err) = gendesk(&newer_source, &["backup", newer.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    let before = snapshot(&target);
    for (bad, says) in [
        (&cut, "was refused, nothing was changed"),
        (&newer, "made by a newer GenDesk"),
    ] {
        for extra in [None, Some("--merge")] {
            let mut args = vec!["restore", bad.to_str().unwrap()];
            args.extend(extra);
            let (code, out, err) = gendesk(&target, &args);
            assert_eq!(code, 2, "{args:?}: {out}{err}");
            assert!(err.contains(says), "{err}");
            assert_eq!(snapshot(&target), before, "{args:?}");
        }
    }

    // Replacing: the backup's history, and a safety backup of what was there.
    let (code, out, err) = gendesk(&target, &["restore", file_arg]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("the history and settings were replaced"),
        "{out}"
    );
    assert!(out.contains("What was here before:"), "{out}");
    assert_eq!(tasks(&target_paths), 12);
}
