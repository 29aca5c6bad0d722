//! A portable GenDesk: the real `gendesk` binary, placed in a folder with a `portable` marker
//! beside it, keeps what its commands write in `GenDesk-data` beside it and nothing in the
//! home folder; `--data-dir` still wins; a marker it does not understand stops it with the
//! reason.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// `gendesk` placed in `folder` (linked where the system allows, else copied).
fn placed_in(folder: &Path) -> PathBuf {
    let exe = folder.join(format!("gendesk{}", std::env::consts::EXE_SUFFIX));
    let built = Path::new(env!("CARGO_BIN_EXE_gendesk"));
    if std::fs::hard_link(built, &exe).is_err() {
        std::fs::copy(built, &exe).unwrap();
    }
    exe
}

/// Runs `exe` with `args` and a home folder of its own.
fn run(exe: &Path, home: &Path, args: &[&str]) -> Output {
    Command::new(exe)
        .args(args)
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("XDG_DATA_HOME", home.join(".local/share"))
        .env("GENDESK_LANGUAGE", "en-US")
        .output()
        .unwrap()
}

fn files_under(folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                found.push(path);
            }
        }
    }
    found
}

#[test]
fn a_marker_beside_gendesk_keeps_its_data_beside_it_and_none_in_the_home_folder() {
    let stick = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let exe = placed_in(stick.path());
    std::fs::write(stick.path().join("portable"), "").unwrap();

    // `--data-dir` wins over the marker: a backup of another (empty) folder.
    let elsewhere = tempfile::tempdir().unwrap();
    let seed = stick.path().join("seed.zip");
    let output = run(
        &exe,
        home.path(),
        &[
            "--data-dir",
            elsewhere.path().to_str().unwrap(),
            "backup",
            seed.to_str().unwrap(),
        ],
    );
    assert!(output.status.success(), "{output:?}");
    assert!(!stick.path().join("GenDesk-data").exists());

    // Without it, the marker's folder: the restored history is beside GenDesk.
    let output = run(&exe, home.path(), &["restore", seed.to_str().unwrap()]);
    assert!(output.status.success(), "{output:?}");
    let kept = files_under(&stick.path().join("GenDesk-data"));
    assert!(
        kept.iter().any(|p| p.ends_with("data/history.sqlite3")),
        "the history is beside GenDesk: {kept:?}"
    );
    assert_eq!(
        files_under(home.path()),
        Vec::<PathBuf>::new(),
        "nothing in the home folder"
    );

    // A marker it does not understand: exit 1 and the reason, nothing written.
    std::fs::write(stick.path().join("portable"), "keys = \"cloud\"\n").unwrap();
    let out = stick.path().join("refused.zip");
    let output = run(&exe, home.path(), &["backup", out.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("keys = \"keyring\""), "{stderr}");
    assert!(!out.exists());
}
