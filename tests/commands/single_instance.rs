//! One GenDesk per data folder, across real processes: a second launch of the real binary
//! asks the first to come to the front and exits; a first instance that was killed leaves
//! nothing that blocks the next start; one that holds the folder without answering (or whose
//! window does not take the request) is waited for; the headless engine refuses a folder a
//! window holds.
//!
//! The "first instance" of the cross-process tests is this test binary re-run as a child
//! (`--exact … --ignored`) with `GENDESK_TEST_HOLD` naming the folder to hold.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::io::{BufRead as _, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use gendesk_core::instance::{ANSWER_TIMEOUT, Claim, DataLock, Instance, claim};

const HOLD_ENV: &str = "GENDESK_TEST_HOLD";
/// What a holder prints once it holds the folder (libtest may print before it on the line).
const READY: &str = "GENDESK-HOLDER-READY";

/// Runs the real `gendesk` binary with no display, so that a launch that wrongly went on to
/// open a window fails instead of showing one.
fn gendesk(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gendesk"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("GENDESK_API_KEY")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start gendesk");
    // A guard against a hang (the second launch must not wait for anything), not a timing
    // assertion: the launch normally ends in well under a second.
    let deadline = Instant::now() + Duration::from_mins(1);
    while child.try_wait().expect("poll gendesk").is_none() {
        if Instant::now() > deadline {
            child.kill().ok();
            panic!("gendesk {args:?} did not end within a minute");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("gendesk output")
}

/// This test binary, re-run to hold `dir` the way a first GenDesk does (`holder` names the
/// ignored test that holds it). Returns once the child says it holds the folder.
fn spawn_holder(holder: &str, dir: &Path) -> Child {
    // libtest names a test by its path in the test binary, without the binary's own name.
    let in_binary = module_path!().split_once("::").map_or("", |(_, path)| path);
    let holder = format!("{in_binary}::{holder}");
    let mut child = Command::new(std::env::current_exe().expect("test binary"))
        .args([
            "--exact",
            holder.as_str(),
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(HOLD_ENV, dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start the holder");
    let stdout = child.stdout.take().expect("holder stdout");
    let mut lines = BufReader::new(stdout).lines();
    loop {
        match lines.next() {
            Some(Ok(line)) if line.contains(READY) => break,
            Some(Ok(_)) => {}
            other => panic!(
                "the holder ended before holding {}: {other:?}",
                dir.display()
            ),
        }
    }
    // Keep the pipe drained so the child never blocks on a full stdout.
    std::thread::spawn(move || lines.for_each(drop));
    child
}

/// Blocks the child until its stdin closes or it is killed.
fn hold_until_stdin_closes() {
    let mut sink = String::new();
    while std::io::stdin().read_line(&mut sink).is_ok_and(|n| n > 0) {}
}

fn held_dir() -> Option<PathBuf> {
    std::env::var_os(HOLD_ENV).map(PathBuf::from)
}

/// Claims `dir` as a first instance that later launches can reach.
fn claim_listening(dir: &Path) -> Instance {
    let Claim::First(instance) = claim(dir, ANSWER_TIMEOUT).expect("claim") else {
        panic!("the holder could not claim {}", dir.display());
    };
    assert!(instance.is_listening());
    instance
}

#[test]
#[ignore = "run by the tests below as their first instance"]
fn hold_as_first_instance() {
    let Some(instance) = held_dir().map(|dir| claim_listening(&dir)) else {
        return;
    };
    // A live window takes focus requests as they come.
    std::thread::spawn(move || {
        loop {
            instance.wait_request(Duration::from_hours(1));
        }
    });
    println!("{READY}");
    hold_until_stdin_closes();
}

#[test]
#[ignore = "run by the tests below as a first instance whose window hangs"]
fn hold_without_taking_requests() {
    let Some(instance) = held_dir().map(|dir| claim_listening(&dir)) else {
        return;
    };
    println!("{READY}");
    hold_until_stdin_closes();
    drop(instance);
}

#[test]
#[ignore = "run by the tests below as a first instance that never answers"]
fn hold_lock_without_answering() {
    let Some(dir) = held_dir() else { return };
    let _lock = DataLock::try_take(&dir)
        .expect("lock file")
        .expect("the folder is free");
    println!("{READY}");
    hold_until_stdin_closes();
}

fn kill(mut child: Child) {
    child.kill().expect("kill the holder");
    child.wait().expect("reap the holder");
}

#[test]
fn a_second_launch_brings_the_first_to_the_front_and_exits() {
    let root = tempfile::tempdir().unwrap();
    // The window's data folder for `--data-dir ROOT` is ROOT/data.
    let Claim::First(first) = claim(&root.path().join("data"), ANSWER_TIMEOUT).unwrap() else {
        panic!("a fresh folder must be free");
    };
    assert_eq!(first.take_requests(), 0);
    // The first instance's window, taking requests as they come.
    let window = std::thread::spawn(move || {
        let request = first.wait_request(Duration::from_mins(1));
        (first, request)
    });

    let second = gendesk(&["--data-dir", root.path().to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&second.stderr);
    assert!(second.status.success(), "second launch failed: {stderr}");
    assert!(
        stderr.contains("GenDesk is already open with this data folder")
            && stderr.contains(&format!("(process {})", std::process::id())),
        "{stderr}"
    );
    let (first, request) = window.join().unwrap();
    assert!(request.is_some(), "the first instance got no focus request");
    // Exactly one request per launch.
    assert_eq!(first.take_requests(), 0);

    // The second launch did not touch the history.
    assert!(!root.path().join("data/history.sqlite3").exists());
    assert!(!root.path().join("config").exists());
}

#[test]
fn a_killed_first_instance_does_not_block_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let holder = spawn_holder("hold_as_first_instance", dir.path());
    let holder_pid = holder.id();

    match claim(dir.path(), ANSWER_TIMEOUT).unwrap() {
        Claim::Focused { pid } => assert_eq!(pid, Some(holder_pid)),
        other => panic!("expected the running holder to be focused, got {other:?}"),
    }

    // kill -9: no clean-up ran; the lock file and the pid file stay behind.
    kill(holder);
    assert!(dir.path().join("gendesk.lock").exists());
    let Claim::First(instance) = claim(dir.path(), ANSWER_TIMEOUT).unwrap() else {
        panic!("a killed first instance blocked the start");
    };
    assert!(instance.is_listening());
    assert_eq!(DataLock::holder(dir.path()), Some(std::process::id()));
}

#[test]
fn a_holder_that_does_not_answer_is_waited_for_never_shared() {
    let dir = tempfile::tempdir().unwrap();
    let holder = spawn_holder("hold_lock_without_answering", dir.path());
    let holder_pid = holder.id();

    let Claim::Unanswered(waiting) = claim(dir.path(), Duration::from_millis(300)).unwrap() else {
        panic!("a silent holder must be waited for");
    };
    assert_eq!(waiting.holder, Some(holder_pid));
    assert!(
        waiting.message().contains(&holder_pid.to_string()),
        "{}",
        waiting.message()
    );
    // While it holds the folder, waiting does not take it.
    assert!(
        waiting
            .wait(Duration::from_millis(10), || true)
            .unwrap()
            .is_none()
    );

    kill(holder);
    let started = Instant::now();
    let taken = waiting
        .wait(Duration::from_millis(20), || {
            started.elapsed() > Duration::from_secs(30)
        })
        .unwrap();
    assert!(
        taken.is_some(),
        "the folder stayed taken after its holder died"
    );
}

#[test]
fn a_window_that_does_not_take_the_request_counts_as_hung() {
    let dir = tempfile::tempdir().unwrap();
    let holder = spawn_holder("hold_without_taking_requests", dir.path());
    let holder_pid = holder.id();
    // Its socket accepts the request, but nobody takes it: no answer, so the later launch
    // waits for the folder instead of believing a window came to the front.
    match claim(dir.path(), ANSWER_TIMEOUT).unwrap() {
        Claim::Unanswered(waiting) => assert_eq!(waiting.holder, Some(holder_pid)),
        other => panic!("a hung window must not count as focused, got {other:?}"),
    }
    kill(holder);
    assert!(matches!(
        claim(dir.path(), ANSWER_TIMEOUT).unwrap(),
        Claim::First(_)
    ));
}

#[test]
fn the_headless_engine_refuses_a_folder_that_is_in_use() {
    let dir = tempfile::tempdir().unwrap();
    let _held = DataLock::try_take(dir.path()).unwrap().unwrap();
    let out = gendesk(&[
        "--data-dir",
        dir.path().to_str().unwrap(),
        "engine",
        "--base-url",
        "http://127.0.0.1:9",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("GenDesk is running with the data folder")
            && stderr.contains("close it first, or give another --data-dir"),
        "{stderr}"
    );
    assert!(!dir.path().join("history.sqlite3").exists());
}
