//! `gendesk diagnostics` as a real process over real folders: a log, a crash report, settings
//! and a real history full of secrets (a presigned result link, a bearer token, passwords in a
//! proxy address and in `password=`) give a zip that holds none of them and no prompt unless
//! `--with-prompts`; a headless engine's folder is read too; the line printed is in the
//! person's language; a bad place for the file exits 1 with a sentence.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};
use std::process::Command as Process;

use gendesk_api::{ModelKind, TaskState};
use gendesk_core::config::AppPaths;
use gendesk_core::diagnostics::read_back;
use gendesk_core::store::{StatusUpdate, Store};

const SENTINEL: &str = "SENTINEL";
const RESULT_URL: &str =
    "https://bucket.example/x.png?X-Amz-Signature=SENTINEL-signature-e4d1&X-Amz-Expires=86400";
const PROMPTS: [&str; 2] = [
    "a lighthouse in watercolour PROMPTMARK-one",
    "three owls on a branch PROMPTMARK-two",
];
const NOW: i64 = 1_800_000_000_000;

/// Runs `gendesk diagnostics --data-dir DIR ARGS…` in `language`; (exit code, stdout, stderr).
fn diagnostics(dir: &Path, language: &str, args: &[&std::ffi::OsStr]) -> (i32, String, String) {
    let output = Process::new(env!("CARGO_BIN_EXE_gendesk"))
        .arg("diagnostics")
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .env("GENDESK_LANGUAGE", language)
        // No session bus: the command finds no keyring here (and never the developer's own).
        .env_remove("DBUS_SESSION_BUS_ADDRESS")
        .env("XDG_RUNTIME_DIR", dir)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A log line set that carries secrets every way they could slip in.
fn leaky_lines() -> String {
    format!(
        "INFO GenDesk started\n\
         GET {RESULT_URL} -> 200\n\
         Authorization: Bearer SENTINEL-bearer-aa12\n\
         proxy=http://ann:SENTINEL-inline-pw@proxy.example:3128 password=SENTINEL-pw\n"
    )
}

/// A real history: two image tasks, one succeeded with a presigned result link.
fn make_history(file: &Path) {
    let mut store = Store::open(file).unwrap();
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
        }
    }
}

/// A portable GenDesk folder with a log, a crash report, two settings files and a history.
fn portable_folder(root: &Path) -> AppPaths {
    let paths = AppPaths::portable(root);
    std::fs::create_dir_all(paths.logs_dir()).unwrap();
    std::fs::write(paths.logs_dir().join("gendesk.log"), leaky_lines()).unwrap();
    gendesk_core::crash::write_report(
        &gendesk_core::crash::folder(&paths.data_dir),
        &format!("GenDesk crash report\n\n{}", leaky_lines()),
    )
    .unwrap();
    std::fs::create_dir_all(&paths.config_dir).unwrap();
    std::fs::write(
        paths.network_file(),
        "[default]\nproxy = \"custom\"\nhost = \"http://ann:SENTINEL-net-pw@proxy.example\"\n\
         port = 3128\nuser = \"ann\"\n",
    )
    .unwrap();
    std::fs::write(
        paths.profiles_file(),
        "[[profile]]\nname = \"Main\"\nbase_url = \"https://api.example.com\"\n",
    )
    .unwrap();
    make_history(&paths.database_file());
    paths
}

/// Asserts that neither the zip's bytes nor any entry (unpacked) holds `word`; the entries.
fn assert_nowhere(file: &Path, word: &str) -> Vec<(String, String)> {
    let raw = std::fs::read(file).unwrap();
    assert!(
        !raw.windows(word.len()).any(|w| w == word.as_bytes()),
        "{word} in the zip's bytes"
    );
    let entries = read_back(file).unwrap();
    for (name, text) in &entries {
        assert!(!text.contains(word), "{word} in {name}:\n{text}");
    }
    entries
}

fn names(entries: &[(String, String)]) -> Vec<&str> {
    entries.iter().map(|(name, _)| name.as_str()).collect()
}

fn text<'a>(entries: &'a [(String, String)], name: &str) -> &'a str {
    &entries.iter().find(|(n, _)| n == name).unwrap().1
}

#[test]
fn the_zip_holds_no_secret_and_no_prompt_unless_asked() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("gendesk");
    portable_folder(&root);
    let out = dir.path().join("for the bug report.zip");

    let (code, stdout, stderr) = diagnostics(&root, "en-US", &[out.as_os_str()]);
    assert_eq!(code, 0, "{stderr}");
    let size = std::fs::metadata(&out).unwrap().len();
    assert!(size > 0);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(
        stdout.starts_with(&format!("Saved {} (", out.display())),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "one log file, one crash report, 2 settings files and the history’s counts \
             (without prompts). Keys, passwords and result links are left out."
        ),
        "{stdout}"
    );
    let entries = assert_nowhere(&out, SENTINEL);
    assert_nowhere(&out, "PROMPTMARK");
    assert_nowhere(&out, "X-Amz-Signature");
    let listed = names(&entries);
    assert_eq!(listed[0], "logs/gendesk.log");
    assert!(listed[1].starts_with("logs/crashes/crash-"), "{listed:?}");
    assert_eq!(
        listed[2..],
        [
            "settings/profiles.toml",
            "settings/network.toml",
            "history.txt",
            "about.txt"
        ]
    );
    assert!(text(&entries, "logs/gendesk.log").contains("http://ann:***@proxy.example:3128"));
    assert!(text(&entries, "history.txt").contains("final/success: 1"));
    assert!(text(&entries, "about.txt").contains("language: en-US"));

    let with = [out.as_os_str(), "--with-prompts".as_ref()];
    let (code, stdout, stderr) = diagnostics(&root, "en-US", &with);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("the history’s counts with the prompts of the last 2 tasks"),
        "{stdout}"
    );
    let entries = assert_nowhere(&out, SENTINEL);
    let history = text(&entries, "history.txt");
    for prompt in PROMPTS {
        assert!(history.contains(prompt), "{prompt} missing:\n{history}");
    }
    assert!(!history.contains("bucket.example"), "{history}");
    let leftovers: Vec<PathBuf> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "part"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn a_headless_engines_folder_is_read_too() {
    let dir = tempfile::tempdir().unwrap();
    // `gendesk engine --data-dir D` keeps its history and logs in D itself.
    let engine = dir.path().join("engine");
    std::fs::create_dir_all(engine.join("logs")).unwrap();
    std::fs::write(engine.join("logs").join("gendesk.log"), leaky_lines()).unwrap();
    make_history(&engine.join("history.sqlite3"));
    let out = dir.path().join("d.zip");
    let (code, _, stderr) = diagnostics(&engine, "en-US", &[out.as_os_str()]);
    assert_eq!(code, 0, "{stderr}");
    let entries = assert_nowhere(&out, SENTINEL);
    assert_eq!(
        names(&entries),
        ["logs/gendesk.log", "history.txt", "about.txt"]
    );
    assert!(
        text(&entries, "about.txt").contains(&format!("data folder: {}", engine.display())),
        "{}",
        text(&entries, "about.txt")
    );
}

#[test]
fn the_line_is_in_the_persons_language() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("d.zip");
    let (code, stdout, stderr) = diagnostics(dir.path(), "fr", &[out.as_os_str()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.starts_with(&format!("{} enregistré (", out.display())),
        "{stdout}"
    );
    assert!(stdout.contains("aucun historique"), "{stdout}");
    let entries = read_back(&out).unwrap();
    assert_eq!(names(&entries), ["about.txt"]);
    assert!(text(&entries, "about.txt").contains("language: fr"));
}

#[test]
fn a_bad_place_for_the_file_exits_1_with_a_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no such folder");
    let out = missing.join("d.zip");
    let (code, stdout, stderr) = diagnostics(dir.path(), "en-US", &[out.as_os_str()]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(
        stderr.contains(&format!(
            "gendesk diagnostics: the folder {} does not exist; save the diagnostics in an \
             existing folder",
            missing.display()
        )),
        "{stderr}"
    );
    assert!(!missing.exists());

    let (code, _, stderr) = diagnostics(dir.path(), "en-US", &[dir.path().as_os_str()]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains(&format!("{} is a folder", dir.path().display())),
        "{stderr}"
    );
}
