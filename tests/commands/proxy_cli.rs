//! The `gendesk` commands behind real proxies: `gendesk engine --proxy socks5h://USER@…` with
//! the password from `GENDESK_PROXY_PASSWORD` submits, polls and downloads through microsocks
//! and says its route in the event lines; `gendesk balance` through tinyproxy says a wrong or
//! missing password in words.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use gendesk_api::testing::RealProxy;
use gendesk_sandbox::DEMO_KEY;
use gendesk_sandbox::testing::start_sandbox;

const USER: &str = "carol";
const PASSWORD: &str = "pa55-word";

fn gendesk() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gendesk"));
    command
        .env("GENDESK_API_KEY", DEMO_KEY)
        .env_remove("GENDESK_PROXY_PASSWORD")
        .env_remove("HTTP_PROXY")
        .env_remove("HTTPS_PROXY")
        .env_remove("ALL_PROXY");
    command
}

#[tokio::test(flavor = "multi_thread")]
async fn the_headless_engine_works_through_a_socks5_proxy_and_says_its_route() {
    let sandbox = start_sandbox(1000.0).await;
    let proxy = RealProxy::microsocks(Some((USER, PASSWORD)));
    let dir = tempfile::tempdir().unwrap();
    let downloads = dir.path().join("downloads");
    let mut child = gendesk()
        .env("GENDESK_PROXY_PASSWORD", PASSWORD)
        .args([
            "--data-dir",
            dir.path().to_str().unwrap(),
            "engine",
            "--sandbox",
        ])
        .args(["--base-url", sandbox.base_url(), "--fast-poll"])
        .args(["--auto-download", downloads.to_str().unwrap()])
        .args([
            "--proxy",
            &format!("socks5h://{USER}@127.0.0.1:{}", proxy.port()),
        ])
        .args(["--no-proxy", ""])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    writeln!(
        stdin,
        "submit sandbox/image-fast text-to-image a fox behind a proxy"
    )
    .unwrap();
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let line = line.unwrap_or_default();
            let line = line.strip_prefix("event: ").unwrap_or(&line).to_owned();
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    let mut lines = Vec::new();
    while !lines.iter().any(|line: &String| {
        line.starts_with("DownloadFinished") || line.starts_with("DownloadFailed")
    }) {
        match rx.recv_timeout(Duration::from_secs(30)) {
            Ok(line) => lines.push(line),
            Err(timeout) => panic!("no download within 30 s ({timeout}); lines so far: {lines:#?}"),
        }
    }
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    let status = child.wait().unwrap();
    assert!(status.success());
    let route = format!("route: \"through SOCKS5 proxy 127.0.0.1:{}\"", proxy.port());
    let started = lines
        .iter()
        .find(|line| line.starts_with("Started"))
        .unwrap();
    assert!(started.contains(&route), "{started}");
    let queued = lines
        .iter()
        .find(|line| line.starts_with("DownloadQueued"))
        .unwrap();
    assert!(queued.contains(&route), "{queued}");
    assert!(
        lines
            .iter()
            .any(|line| line.starts_with("DownloadFinished")),
        "{lines:#?}"
    );
    let sandbox_port = url::Url::parse(sandbox.base_url()).unwrap().port().unwrap();
    assert!(proxy.requests_to(sandbox_port) >= 1, "{}", proxy.log_text());
    assert_eq!(std::fs::read_dir(&downloads).unwrap().count(), 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn balance_through_tinyproxy_says_a_wrong_or_missing_password_in_words() {
    let sandbox = start_sandbox(1000.0).await;
    let proxy = RealProxy::tinyproxy(Some((USER, PASSWORD)));
    let dir = tempfile::tempdir().unwrap();
    let balance = |password: Option<&str>| {
        let mut command = gendesk();
        if let Some(password) = password {
            command.env("GENDESK_PROXY_PASSWORD", password);
        }
        let output = command
            .args(["--data-dir", dir.path().to_str().unwrap(), "balance"])
            .args(["--base-url", sandbox.base_url()])
            .args([
                "--proxy",
                &format!("http://{USER}@127.0.0.1:{}", proxy.port()),
            ])
            .args(["--no-proxy", ""])
            .output()
            .unwrap();
        (
            output.status.success(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    };
    let (ok, stdout, _) = balance(Some(PASSWORD));
    assert!(ok && stdout.contains("25.00"), "{stdout}");
    let (ok, _, stderr) = balance(Some("wrong"));
    assert!(!ok);
    assert!(
        stderr.contains("refused the user name or password"),
        "{stderr}"
    );
    let (ok, _, stderr) = balance(None);
    assert!(!ok);
    assert!(
        stderr.contains("GENDESK_PROXY_PASSWORD is not set"),
        "{stderr}"
    );
    assert!(proxy.requests_to(url::Url::parse(sandbox.base_url()).unwrap().port().unwrap()) >= 1);
}
