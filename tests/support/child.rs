//! The `gendesk engine` binary as a child process: commands in on stdin, event lines out,
//! and `kill -9` whenever the test likes.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A running `gendesk engine`.
pub struct EngineChild {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
    /// Every line read so far.
    pub seen: Vec<String>,
}

impl EngineChild {
    /// Starts `gendesk engine` on `data_dir` against `base_url` with `key`.
    pub fn start(data_dir: &Path, base_url: &str, key: &str, extra: &[&str]) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gendesk"))
            .args([
                "engine",
                "--sandbox",
                "--fast-poll",
                "--profile",
                "Offline sandbox",
            ])
            .arg("--data-dir")
            .arg(data_dir)
            .args(["--base-url", base_url])
            .args(extra)
            .env("GENDESK_API_KEY", key)
            .env("GENDESK_LOG", "debug")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Self {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    /// Sends one command line.
    pub fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Waits (deadline 30 s) for a line containing `needle`; returns it.
    pub fn wait_for(&mut self, needle: &str) -> String {
        self.wait_for_count(needle, 1)
    }

    /// Waits (deadline 30 s) until `count` lines containing `needle` were seen in all.
    pub fn wait_for_count(&mut self, needle: &str, count: usize) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let matching: Vec<&String> = self.seen.iter().filter(|l| l.contains(needle)).collect();
            if matching.len() >= count {
                return matching[count - 1].clone();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "no {count} lines with {needle:?}; seen: {:#?}",
                self.seen
            );
            if let Ok(line) = self.lines.recv_timeout(left.min(Duration::from_millis(50))) {
                self.seen.push(line);
            }
        }
    }

    /// Reads whatever arrived without waiting.
    pub fn poll(&mut self) {
        while let Ok(line) = self.lines.try_recv() {
            self.seen.push(line);
        }
    }

    /// `kill -9`, and reaps it.
    pub fn kill(mut self) -> Vec<String> {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
        self.poll();
        self.seen
    }

    /// Asks it to quit and waits for the exit.
    pub fn quit(mut self) -> Vec<String> {
        self.send("quit");
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}");
        while let Ok(line) = self.lines.recv_timeout(Duration::from_millis(200)) {
            self.seen.push(line);
        }
        self.seen
    }
}

/// The number after `name(` in a line like `event: SubmissionRecorded(TaskRow(3))`.
pub fn row_after(line: &str, name: &str) -> i64 {
    let start = line.find(name).unwrap() + name.len();
    line[start..]
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap()
}
