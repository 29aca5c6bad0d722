//! The `gendesk-sandbox` command on its own, as another project's CI would run it: it prints
//! its address and demo key, serves the interface, and refuses bad flags with a sentence.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

/// Kills the child when the test ends, however it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test]
async fn the_command_serves_the_interface_on_its_own() {
    let child = Command::new(env!("CARGO_BIN_EXE_gendesk-sandbox"))
        .args(["--port", "0", "--seed", "7", "--no-rate-limit"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut running = Running(child);
    let mut lines = BufReader::new(running.0.stdout.take().unwrap()).lines();
    let first = lines.next().unwrap().unwrap();
    let api_base = first
        .strip_prefix("GenDesk sandbox listening on ")
        .unwrap_or_else(|| panic!("unexpected first line: {first}"))
        .to_owned();
    let second = lines.next().unwrap().unwrap();
    let key = second.strip_prefix("Demo API key: ").unwrap().to_owned();

    let body = reqwest::Client::new()
        .get(format!("{api_base}/apikeys/current-balance"))
        .bearer_auth(&key)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let balance: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(balance["code"], 200, "{balance}");
    assert!(balance["data"].as_f64().unwrap() > 0.0, "{balance}");
}

#[test]
fn bad_flags_get_a_sentence_and_exit_code_one() {
    let output = Command::new(env!("CARGO_BIN_EXE_gendesk-sandbox"))
        .args(["--port", "0", "--drop-after", "1.5"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).trim(),
        "gendesk-sandbox: --drop-after is a fraction between 0 and 1, got 1.5"
    );
    assert!(output.stdout.is_empty());
}
