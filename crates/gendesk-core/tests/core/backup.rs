#![allow(
    clippy::unwrap_used,
    clippy::too_many_lines,
    reason = "integration tests: a failed unwrap is a failed test; each scenario reads top to bottom"
)]
//! Backup and restore with real parts: real SQLite histories in temporary data folders, a
//! writer thread busy during the backup, real zip files damaged on purpose, and the keyring's
//! mock store.

use std::collections::BTreeMap;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use gendesk_api::ApiKey;
use gendesk_api::network::ProxyPassword;
use gendesk_core::backup::{self, BackupError, BackupOptions, RestoreMode, SecretsOutcome};
use gendesk_core::config::{
    AppPaths, KeyVault, LimitCents, NetworkScope, ProfileConfig, ProfileKind, Profiles,
};
use gendesk_core::references::{BucketSecret, ReferenceHosting};
use gendesk_core::store::{SCHEMA_VERSION, Store};
use gendesk_core::webhooks::ring::SecretRing;
use rusqlite::Connection;
use rusqlite::types::Value;

const NOW: i64 = 1_800_000_000_000;

fn english() {
    gendesk_core::i18n::keep_to_this_thread();
    gendesk_core::i18n::set_language(gendesk_core::i18n::ENGLISH);
}

fn mock_vault() -> KeyVault {
    KeyVault::with_store(keyring_core::mock::Store::new().unwrap())
}

fn profile(name: &str) -> ProfileConfig {
    ProfileConfig {
        name: name.into(),
        base_url: "https://api.example.com".into(),
        kind: ProfileKind::Remote,
        default_model: None,
        models: None,
        receiver: None,
        references: ReferenceHosting::default(),
        spending_limit: LimitCents::default(),
    }
}

/// Profiles, one preset file per profile and a models file, as the window writes them.
fn settings(paths: &AppPaths, names: &[&str]) {
    let mut profiles = Profiles::default();
    for name in names {
        profiles.add(profile(name)).unwrap();
        let preset = paths.presets_dir().join(format!("{name}.toml"));
        std::fs::create_dir_all(preset.parent().unwrap()).unwrap();
        std::fs::write(&preset, format!("[preset]\nname = \"{name}'s look\"\n")).unwrap();
    }
    profiles.save(&paths.profiles_file()).unwrap();
    std::fs::write(paths.user_models_file(), "# the person's models\n").unwrap();
}

/// Tasks `task-<i>` (final, a download each, an activity line each) of `profile`, the first
/// ten in a batch keyed `batch_key`; `favourites` starred; one task that never got an id.
fn seed(db: &Path, profile: &str, ids: std::ops::Range<u32>, batch_key: &str, favourites: &[u32]) {
    let mut store = Store::open(db).unwrap();
    let profile_id = store
        .upsert_profile(profile, "https://api.example.com", false, NOW)
        .unwrap()
        .get();
    drop(store);
    let mut conn = Connection::open(db).unwrap();
    let tx = conn.transaction().unwrap();
    let batch: i64 = tx
        .query_row(
            "INSERT INTO batches (profile_id, model, idempotency_key, body, phase, remote_batch_id,
                                  created_ms, updated_ms)
             VALUES (?1, 'm', ?2, x'7b7d', 'accepted', 'rb-' || ?2, ?3, ?3)
             ON CONFLICT (idempotency_key) DO UPDATE SET updated_ms = excluded.updated_ms
             RETURNING id",
            rusqlite::params![profile_id, batch_key, NOW],
            |r| r.get(0),
        )
        .unwrap();
    let first = ids.start;
    for i in ids {
        let in_batch = i < first + 10;
        let row: i64 = tx
            .query_row(
                "INSERT INTO tasks (profile_id, model, kind, request_json, phase, state, task_id,
                                    batch_row, created_ms, updated_ms, result_urls,
                                    prompt_excerpt, favourite)
                 VALUES (?1, 'm', 'image', ?2, 'final', 'success', ?3, ?4, ?5, ?5, ?6, ?7, ?8)
                 RETURNING id",
                rusqlite::params![
                    profile_id,
                    format!(r#"{{"model":"m","input":{{"prompt":"p{i}"}}}}"#),
                    format!("{profile}-task-{i}"),
                    in_batch.then_some(batch),
                    NOW + i64::from(i),
                    format!(r#"["https://r.example/{i}.png"]"#),
                    format!("prompt {i}"),
                    favourites.contains(&i),
                ],
                |r| r.get(0),
            )
            .unwrap();
        tx.execute(
            "INSERT INTO downloads (task_row, url_index, url, target_dir, file_name, bytes_done,
                                    total_bytes, status, created_ms, updated_ms)
             VALUES (?1, 0, ?2, '/downloads', ?3, 10, 10, 'done', ?4, ?4)",
            rusqlite::params![
                row,
                format!("https://r.example/{i}.png"),
                format!("{profile}-{i}.png"),
                NOW
            ],
        )
        .unwrap();
        tx.execute(
            "INSERT INTO events (profile_id, at_ms, level, kind, task_row, message)
             VALUES (?1, ?2, 'info', 'task', ?3, ?4)",
            rusqlite::params![
                profile_id,
                NOW + i64::from(i),
                row,
                format!("task {i} done")
            ],
        )
        .unwrap();
        if in_batch {
            tx.execute(
                "INSERT OR IGNORE INTO batch_items (batch_row, ordinal, client_item_id,
                                                    idempotency_key, request_json, task_row,
                                                    accepted)
                 VALUES (?1, ?2, ?3, ?4, '{}', ?5, 1)",
                rusqlite::params![
                    batch,
                    i - first,
                    format!("item-{}", i - first),
                    format!("{batch_key}-{}", i - first),
                    row
                ],
            )
            .unwrap();
        }
    }
    tx.execute(
        "INSERT INTO tasks (profile_id, model, request_json, phase, created_ms, updated_ms)
         VALUES (?1, 'm', '{\"unsent\":true}', 'unknown', ?2, ?2)",
        rusqlite::params![profile_id, NOW - 1],
    )
    .unwrap();
    tx.commit().unwrap();
}

/// Every row of `table` by rowid.
fn rows(db: &Path, table: &str) -> BTreeMap<i64, Vec<Value>> {
    let conn = Connection::open(db).unwrap();
    let mut statement = conn
        .prepare(&format!("SELECT rowid, * FROM {table}"))
        .unwrap();
    let width = statement.column_count();
    statement
        .query_map([], |r| {
            let values: Vec<Value> = (1..width).map(|i| r.get(i).unwrap()).collect();
            Ok((r.get(0)?, values))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

fn count(db: &Path, sql: &str) -> i64 {
    Connection::open(db)
        .unwrap()
        .query_row(sql, [], |r| r.get(0))
        .unwrap()
}

/// Every file under `root` with its bytes.
fn snapshot(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let Ok(listing) = std::fs::read_dir(&folder) else {
            continue;
        };
        for item in listing {
            let path = item.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                files.insert(path.clone(), std::fs::read(&path).unwrap());
            }
        }
    }
    files
}

fn wait_until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn a_busy_history_of_10000_tasks_comes_back_whole() {
    english();
    let dir = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(&dir.path().join("home"));
    settings(&paths, &["Work"]);
    let db = paths.database_file();
    seed(&db, "Work", 0..10_000, "batch-1", &[7, 70]);
    std::fs::create_dir_all(paths.logs_dir()).unwrap();
    std::fs::write(paths.logs_dir().join("gendesk.log"), "a log line").unwrap();
    std::fs::create_dir_all(paths.thumbnails_dir()).unwrap();
    std::fs::write(paths.thumbnails_dir().join("t.png"), "cached").unwrap();

    // Another connection keeps writing tasks, each with its download in one transaction.
    let written = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let (db, written, stop) = (db.clone(), written.clone(), stop.clone());
        std::thread::spawn(move || {
            let mut conn = Connection::open(&db).unwrap();
            conn.busy_timeout(Duration::from_secs(10)).unwrap();
            let mut n = 0u64;
            while !stop.load(Ordering::SeqCst) {
                let tx = conn
                    .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
                    .unwrap();
                let row: i64 = tx
                    .query_row(
                        "INSERT INTO tasks (profile_id, model, request_json, phase, state,
                                            task_id, created_ms, updated_ms)
                         VALUES (1, 'm', '{}', 'final', 'success', ?1, ?2, ?2) RETURNING id",
                        rusqlite::params![format!("live-{n}"), NOW],
                        |r| r.get(0),
                    )
                    .unwrap();
                tx.execute(
                    "INSERT INTO downloads (task_row, url_index, url, target_dir, file_name,
                                            status, created_ms, updated_ms)
                     VALUES (?1, 0, 'https://r.example/live', '/downloads', ?2, 'queued', ?3, ?3)",
                    rusqlite::params![row, format!("live-{n}.png"), NOW],
                )
                .unwrap();
                tx.commit().unwrap();
                n += 1;
                written.store(n, Ordering::SeqCst);
            }
        })
    };
    wait_until("the writer to start", || {
        written.load(Ordering::SeqCst) >= 5
    });
    let before = written.load(Ordering::SeqCst);
    let out = dir.path().join("backup.zip");
    let steps = std::sync::Mutex::new(Vec::new());
    let summary = backup::create_with_progress(&paths, &out, &BackupOptions::default(), &|p| {
        steps.lock().unwrap().push(p.step);
    })
    .unwrap();
    // The writer went on while the backup ran and after it.
    let during = written.load(Ordering::SeqCst);
    wait_until("the writer to go on", || {
        written.load(Ordering::SeqCst) > during + 5
    });
    stop.store(true, Ordering::SeqCst);
    writer.join().unwrap();
    assert!(summary.counts.tasks >= 10_001 + before, "{summary:?}");
    assert!(!summary.with_secrets);
    let steps = steps.into_inner().unwrap();
    assert!(steps.contains(&backup::Step::History), "{steps:?}");
    assert!(steps.contains(&backup::Step::Settings), "{steps:?}");

    let contents = backup::inspect(&out).unwrap();
    assert_eq!(contents.manifest.schema_version, SCHEMA_VERSION);
    assert_eq!(contents.manifest.counts, summary.counts);
    let names: Vec<&str> = contents
        .manifest
        .entries
        .iter()
        .map(|e| e.path.as_str())
        .collect();
    assert!(names.contains(&"config/profiles.toml"), "{names:?}");
    assert!(names.contains(&"config/presets/Work.toml"), "{names:?}");
    assert!(names.contains(&"config/models.toml"), "{names:?}");
    assert!(
        !names
            .iter()
            .any(|n| n.contains("log") || n.contains("thumbnails")),
        "caches and logs stay out: {names:?}"
    );

    let fresh = AppPaths::portable(&dir.path().join("fresh"));
    let restored =
        backup::restore(&fresh, &out, RestoreMode::Replace, None, &mock_vault()).unwrap();
    assert_eq!(restored.counts, summary.counts);
    assert_eq!(
        restored.safety_backup, None,
        "nothing to keep in a fresh folder"
    );
    assert_eq!(restored.profiles_without_key, ["Work"]);
    assert_eq!(restored.secrets, SecretsOutcome::NotInFile);

    // Every restored row is the source's row of the same id, and the copy is one moment:
    // the tasks the writer added each came with their download.
    let copy = fresh.database_file();
    for table in [
        "profiles",
        "tasks",
        "batches",
        "batch_items",
        "downloads",
        "events",
    ] {
        let (source, target) = (rows(&db, table), rows(&copy, table));
        for (id, row) in &target {
            assert_eq!(source.get(id), Some(row), "{table} row {id}");
        }
        if table != "tasks" && table != "downloads" {
            assert_eq!(source.len(), target.len(), "{table}");
        }
    }
    let tasks = count(&copy, "SELECT count(*) FROM tasks");
    assert_eq!(u64::try_from(tasks).unwrap(), summary.counts.tasks);
    assert_eq!(
        count(
            &copy,
            "SELECT count(*) FROM tasks WHERE task_id LIKE 'live-%'"
        ),
        count(
            &copy,
            "SELECT count(*) FROM downloads WHERE file_name LIKE 'live-%'"
        ),
    );
    assert_eq!(
        count(&copy, "SELECT count(*) FROM tasks WHERE favourite = 1"),
        2
    );
    // The restored history opens as GenDesk's own.
    let store = Store::open(&copy).unwrap();
    assert!(store.profile_by_name("Work").unwrap().is_some());
    drop(store);
    for file in [
        fresh.profiles_file(),
        fresh.presets_dir().join("Work.toml"),
        fresh.user_models_file(),
    ] {
        let original = paths
            .config_dir
            .join(file.strip_prefix(&fresh.config_dir).unwrap());
        assert_eq!(
            std::fs::read(&file).unwrap(),
            std::fs::read(original).unwrap()
        );
    }
    assert!(!fresh.logs_dir().exists() && !fresh.thumbnails_dir().exists());
}

#[test]
fn replacing_keeps_a_safety_backup_and_results_never_overwrite_files() {
    english();
    let dir = tempfile::tempdir().unwrap();
    let old = AppPaths::portable(&dir.path().join("old"));
    settings(&old, &["Work"]);
    seed(&old.database_file(), "Work", 0..20, "batch-1", &[]);
    std::fs::create_dir_all(old.downloads_dir.join("2026")).unwrap();
    std::fs::write(old.downloads_dir.join("2026/a.png"), "picture a").unwrap();
    std::fs::write(old.downloads_dir.join("b.png"), "picture b").unwrap();
    std::fs::write(old.downloads_dir.join("c.png.part"), "half").unwrap();
    let out = dir.path().join("with-results.zip");
    let options = BackupOptions {
        with_results: true,
        ..BackupOptions::default()
    };
    let summary = backup::create(&old, &out, &options).unwrap();
    assert!(summary.with_results);

    let here = AppPaths::portable(&dir.path().join("here"));
    settings(&here, &["Home", "Extra"]);
    seed(&here.database_file(), "Home", 0..5, "batch-home", &[]);
    std::fs::create_dir_all(&here.downloads_dir).unwrap();
    std::fs::write(here.downloads_dir.join("b.png"), "my own b").unwrap();

    let restored = backup::restore(&here, &out, RestoreMode::Replace, None, &mock_vault()).unwrap();
    assert_eq!(restored.results_written, 1);
    assert_eq!(restored.results_kept, 1);
    assert_eq!(
        std::fs::read(here.downloads_dir.join("2026/a.png")).unwrap(),
        b"picture a"
    );
    assert_eq!(
        std::fs::read(here.downloads_dir.join("b.png")).unwrap(),
        b"my own b"
    );
    assert!(!here.downloads_dir.join("c.png.part").exists());
    // The data is the backup's now; what was here is in the safety backup.
    let loaded = Profiles::load(&here.profiles_file()).unwrap();
    let names: Vec<&str> = loaded.profiles.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Work"]);
    assert!(!here.presets_dir().join("Extra.toml").exists());
    let store = Store::open(&here.database_file()).unwrap();
    assert!(store.profile_by_name("Home").unwrap().is_none());
    assert!(store.profile_by_name("Work").unwrap().is_some());
    drop(store);
    let safety = restored.safety_backup.unwrap();
    assert!(
        safety.starts_with(here.data_dir.join("backups")),
        "{safety:?}"
    );
    let kept = backup::inspect(&safety).unwrap();
    assert!(kept.manifest.entry("config/presets/Extra.toml").is_some());
    assert_eq!(kept.manifest.counts.tasks, 6);
}

#[test]
fn merging_two_histories_with_an_overlap_keeps_one_of_each() {
    english();
    let dir = tempfile::tempdir().unwrap();
    let here = AppPaths::portable(&dir.path().join("here"));
    settings(&here, &["Work"]);
    seed(&here.database_file(), "Work", 0..60, "batch-1", &[]);
    let there = AppPaths::portable(&dir.path().join("there"));
    settings(&there, &["Work", "Home"]);
    std::fs::write(there.presets_dir().join("Work.toml"), "changed there").unwrap();
    seed(&there.database_file(), "Home", 0..10, "batch-home", &[3]);
    seed(&there.database_file(), "Work", 40..100, "batch-1", &[45]);
    // A second task the service never named, made in the same millisecond with the same
    // request as the one both histories have: a different task all the same.
    Connection::open(there.database_file())
        .unwrap()
        .execute(
            "INSERT INTO tasks (profile_id, model, request_json, phase, created_ms, updated_ms)
             SELECT id, 'm', '{\"unsent\":true}', 'unknown', ?1, ?1 FROM profiles
              WHERE name = 'Work'",
            [NOW - 1],
        )
        .unwrap();
    let out = dir.path().join("there.zip");
    backup::create(&there, &out, &BackupOptions::default()).unwrap();

    let vault = mock_vault();
    let merged = backup::restore(&here, &out, RestoreMode::Merge, None, &vault).unwrap();
    let counts = merged.merged.unwrap();
    // 40..100 of Work (20 already here), 0..10 of Home, Home's task without an id and Work's
    // second one.
    assert_eq!(counts.tasks_added, 40 + 10 + 1 + 1, "{counts:?}");
    assert_eq!(counts.tasks_present, 20 + 1, "{counts:?}");
    assert_eq!(counts.batches_added, 1, "{counts:?}");
    assert_eq!(counts.batches_present, 1, "{counts:?}");
    assert_eq!(counts.favourites_marked, 1, "{counts:?}");
    assert_eq!(merged.profiles_added, ["Home"]);
    assert_eq!(merged.safety_backup, None);

    let db = here.database_file();
    let check = || {
        assert_eq!(
            count(
                &db,
                "SELECT count(*) FROM tasks t JOIN profiles p ON p.id = t.profile_id WHERE p.name = 'Work'"
            ),
            100 + 2
        );
        assert_eq!(
            count(
                &db,
                "SELECT count(DISTINCT task_id) FROM tasks WHERE task_id LIKE 'Work-task-%'"
            ),
            100
        );
        assert_eq!(
            count(
                &db,
                "SELECT count(*) FROM tasks WHERE task_id LIKE 'Home-task-%'"
            ),
            10
        );
        assert_eq!(count(&db, "SELECT count(*) FROM batches"), 2);
        assert_eq!(count(&db, "SELECT count(*) FROM downloads"), 100 + 10);
        assert_eq!(
            count(
                &db,
                "SELECT count(*) FROM downloads d JOIN tasks t ON t.id = d.task_row
                        WHERE d.file_name = replace(t.task_id, '-task-', '-') || '.png'"
            ),
            110,
            "every download belongs to its own task after the ids moved"
        );
        assert_eq!(
            count(
                &db,
                "SELECT count(*) FROM tasks WHERE favourite = 1 AND task_id IN ('Work-task-45', 'Home-task-3')"
            ),
            2
        );
        assert_eq!(count(&db, "SELECT count(*) FROM events"), 100 + 10);
        assert_eq!(count(&db, "SELECT count(*) FROM batch_items"), 20);
        // Home's batch items point at Home's tasks.
        assert_eq!(
            count(
                &db,
                "SELECT count(*) FROM batch_items i JOIN batches b ON b.id = i.batch_row
                        JOIN tasks t ON t.id = i.task_row
                        WHERE b.idempotency_key = 'batch-home' AND t.task_id LIKE 'Home-task-%'"
            ),
            10
        );
    };
    check();
    // Home's tasks are numbered as they were; the task numbers of Work stay unique.
    assert_eq!(
        count(
            &db,
            "SELECT count(DISTINCT number) FROM tasks t JOIN profiles p ON p.id = t.profile_id WHERE p.name = 'Work'"
        ),
        102
    );
    // Settings: the profile is added with its presets, what is here is kept.
    let names: Vec<String> = Profiles::load(&here.profiles_file())
        .unwrap()
        .profiles
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(names, ["Work", "Home"]);
    assert!(here.presets_dir().join("Home.toml").exists());
    assert_ne!(
        std::fs::read(here.presets_dir().join("Work.toml")).unwrap(),
        b"changed there"
    );
    assert_eq!(merged.profiles_without_key, ["Work", "Home"]);

    // The same file again adds nothing.
    let again = backup::restore(&here, &out, RestoreMode::Merge, None, &vault).unwrap();
    let counts = again.merged.unwrap();
    assert_eq!(
        (
            counts.tasks_added,
            counts.batches_added,
            counts.downloads_added,
            counts.events_added
        ),
        (0, 0, 0, 0),
        "{counts:?}"
    );
    assert!(again.profiles_added.is_empty());
    check();
}

/// A data folder with a history, settings and a key, and its files as they are.
fn occupied(root: &Path) -> (AppPaths, BTreeMap<PathBuf, Vec<u8>>) {
    let paths = AppPaths::portable(root);
    settings(&paths, &["Work"]);
    seed(&paths.database_file(), "Work", 0..30, "batch-1", &[]);
    (paths, snapshot(root))
}

fn refused(err: &BackupError) {
    assert!(err.is_refusal(), "{err:?}");
    assert!(err.to_string().contains("nothing was changed"), "{err}");
}

#[test]
fn a_backup_from_a_newer_gendesk_is_refused_and_nothing_changes() {
    english();
    let dir = tempfile::tempdir().unwrap();
    let newer = AppPaths::portable(&dir.path().join("newer"));
    settings(&newer, &["Work"]);
    seed(&newer.database_file(), "Work", 0..5, "batch-1", &[]);
    Connection::open(newer.database_file())
        .unwrap()
        .pragma_update(None, "user_version", SCHEMA_VERSION + 1)
        .unwrap();
    let out = dir.path().join("newer.zip");
    backup::create(&newer, &out, &BackupOptions::default()).unwrap();

    let err = backup::inspect(&out).unwrap_err();
    assert!(
        matches!(err, BackupError::NewerHistory { found, known }
        if found == SCHEMA_VERSION + 1 && known == SCHEMA_VERSION),
        "{err:?}"
    );
    let message = err.to_string();
    assert!(
        message.contains(&format!(
            "made by a newer GenDesk (history version {}, this one reads up to {SCHEMA_VERSION}): update GenDesk first",
            SCHEMA_VERSION + 1
        )),
        "{message}"
    );
    let (here, before) = occupied(&dir.path().join("here"));
    for mode in [RestoreMode::Replace, RestoreMode::Merge] {
        let err = backup::restore(&here, &out, mode, None, &mock_vault()).unwrap_err();
        refused(&err);
        assert_eq!(snapshot(&dir.path().join("here")), before, "{mode:?}");
    }
}

#[test]
fn a_cut_short_or_changed_file_is_refused_and_nothing_changes() {
    english();
    let dir = tempfile::tempdir().unwrap();
    let source = AppPaths::portable(&dir.path().join("source"));
    settings(&source, &["Work"]);
    seed(&source.database_file(), "Work", 0..200, "batch-1", &[]);
    let out = dir.path().join("good.zip");
    backup::create(&source, &out, &BackupOptions::default()).unwrap();
    let good = std::fs::read(&out).unwrap();
    backup::inspect(&out).unwrap();
    let (here, before) = occupied(&dir.path().join("here"));

    let bad = dir.path().join("bad.zip");
    let mut cases: Vec<(String, Vec<u8>)> = Vec::new();
    for len in [0, 100, good.len() / 2, good.len() - 23, good.len() - 1] {
        cases.push((format!("cut at {len}"), good[..len].to_vec()));
    }
    // One flipped bit in every part: entries, the central directory, the seal.
    let step = (good.len() / 97).max(1);
    for at in (0..good.len())
        .step_by(step)
        .chain([good.len() - 1, good.len() - 40])
    {
        let mut changed = good.clone();
        changed[at] ^= 0x01;
        cases.push((format!("bit flipped at {at}"), changed));
    }
    for (i, (what, bytes)) in cases.iter().enumerate() {
        std::fs::write(&bad, bytes).unwrap();
        let err = backup::inspect(&bad).map(|_| ()).unwrap_err();
        assert!(err.is_refusal(), "{what}: {err:?}");
        // Restoring each would be slow; a few go all the way.
        if i % 10 == 0 {
            let mode = if i % 20 == 0 {
                RestoreMode::Replace
            } else {
                RestoreMode::Merge
            };
            let err = backup::restore(&here, &bad, mode, None, &mock_vault()).unwrap_err();
            refused(&err);
            assert_eq!(snapshot(&dir.path().join("here")), before, "{what}");
        }
    }
    std::fs::write(&bad, &good[..good.len() / 2]).unwrap();
    let message = backup::inspect(&bad).unwrap_err().to_string();
    assert!(
        message.contains("bad.zip was refused, nothing was changed"),
        "{message}"
    );
}

const SENTINELS: [&str; 4] = [
    "sk-SENTINEL-api-key-0001",
    "whsec_SENTINEL_ring_0002",
    "SENTINEL-bucket-0003",
    "SENTINEL-proxy-0004",
];

fn vault_with_secrets() -> KeyVault {
    let vault = mock_vault();
    vault
        .save("Work", &ApiKey::new(SENTINELS[0]).unwrap())
        .unwrap();
    let mut ring = SecretRing::default();
    ring.learn(1, SENTINELS[1], NOW);
    vault.save_webhook_secrets("Work", &ring).unwrap();
    vault
        .save_bucket_secret("Work", &BucketSecret::new(SENTINELS[2]))
        .unwrap();
    vault
        .save_proxy_password(&NetworkScope::Default, &ProxyPassword::new(SENTINELS[3]))
        .unwrap();
    vault
}

/// The file's bytes and every entry's contents, unpacked.
fn every_byte(file: &Path) -> Vec<u8> {
    let mut all = std::fs::read(file).unwrap();
    let mut archive = zip::ZipArchive::new(std::fs::File::open(file).unwrap()).unwrap();
    for i in 0..archive.len() {
        archive.by_index(i).unwrap().read_to_end(&mut all).unwrap();
    }
    all
}

fn holds(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

#[test]
fn secrets_travel_only_encrypted_and_only_with_the_right_passphrase() {
    english();
    let dir = tempfile::tempdir().unwrap();
    let paths = AppPaths::portable(&dir.path().join("home"));
    settings(&paths, &["Work"]);
    seed(&paths.database_file(), "Work", 0..3, "batch-1", &[]);
    let vault = Arc::new(vault_with_secrets());

    let plain = dir.path().join("plain.zip");
    let summary = backup::create(
        &paths,
        &plain,
        &BackupOptions {
            vault: Some(vault.clone()),
            ..BackupOptions::default()
        },
    )
    .unwrap();
    assert!(!summary.with_secrets);
    let bytes = every_byte(&plain);
    for sentinel in SENTINELS {
        assert!(
            !holds(&bytes, sentinel),
            "{sentinel} is in a backup without passphrase"
        );
    }
    assert!(
        holds(&bytes, "api.example.com"),
        "the unpacked check reads the entries"
    );
    assert!(!backup::inspect(&plain).unwrap().has_secrets());

    let sealed = dir.path().join("sealed.zip");
    let summary = backup::create(
        &paths,
        &sealed,
        &BackupOptions {
            with_results: false,
            secrets: Some("correct horse".into()),
            vault: Some(vault),
        },
    )
    .unwrap();
    assert!(summary.with_secrets);
    let bytes = every_byte(&sealed);
    for sentinel in SENTINELS {
        assert!(
            !holds(&bytes, sentinel),
            "{sentinel} is readable in the file"
        );
    }
    assert!(backup::inspect(&sealed).unwrap().has_secrets());
    // The window checks the passphrase before it closes to restore.
    assert!(matches!(
        backup::check_passphrase(&sealed, "wrong horse"),
        Err(BackupError::WrongPassphrase)
    ));
    backup::check_passphrase(&sealed, "correct horse").unwrap();
    backup::check_passphrase(&plain, "anything").unwrap();

    // A wrong passphrase: refused before anything changes.
    let target = dir.path().join("fresh");
    let fresh = AppPaths::portable(&target);
    let other = mock_vault();
    let err = backup::restore(
        &fresh,
        &sealed,
        RestoreMode::Replace,
        Some("wrong horse"),
        &other,
    )
    .unwrap_err();
    assert!(matches!(err, BackupError::WrongPassphrase), "{err:?}");
    assert!(err.to_string().contains("nothing was changed"), "{err}");
    assert!(snapshot(&target).is_empty());
    assert_eq!(other.load("Work").unwrap(), None);

    // No passphrase: the rest is restored, the secrets are skipped and said so.
    let skipped = backup::restore(&fresh, &sealed, RestoreMode::Replace, None, &other).unwrap();
    assert_eq!(skipped.secrets, SecretsOutcome::SkippedNoPassphrase);
    assert_eq!(skipped.profiles_without_key, ["Work"]);

    let restored = backup::restore(
        &fresh,
        &sealed,
        RestoreMode::Replace,
        Some("correct horse"),
        &other,
    )
    .unwrap();
    assert_eq!(
        restored.secrets,
        SecretsOutcome::Restored { saved: 4, kept: 0 }
    );
    assert!(restored.profiles_without_key.is_empty());
    assert_eq!(other.load("Work").unwrap().unwrap().expose(), SENTINELS[0]);
    let ring = other.load_webhook_secrets("Work").unwrap();
    assert_eq!(ring.get(1).unwrap().secret, SENTINELS[1]);
    assert_eq!(
        other.load_bucket_secret("Work").unwrap().unwrap().expose(),
        SENTINELS[2]
    );
    assert_eq!(
        other
            .load_proxy_password(&NetworkScope::Default)
            .unwrap()
            .unwrap()
            .expose(),
        SENTINELS[3]
    );

    // Merging keeps a key this computer has.
    let mine = mock_vault();
    mine.save("Work", &ApiKey::new("sk-mine-already").unwrap())
        .unwrap();
    let merged = backup::restore(
        &fresh,
        &sealed,
        RestoreMode::Merge,
        Some("correct horse"),
        &mine,
    )
    .unwrap();
    assert_eq!(
        merged.secrets,
        SecretsOutcome::Restored { saved: 3, kept: 1 }
    );
    assert_eq!(
        mine.load("Work").unwrap().unwrap().expose(),
        "sk-mine-already"
    );
}
