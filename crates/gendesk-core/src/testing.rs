//! Engine test scaffolding (feature `testing`): an engine on a sandbox with fast polling,
//! event collection with a deadline, and a finished task seeded into a history.
//!
//! Only for tests: every failure here panics, which is a test failure.
#![allow(
    clippy::missing_panics_doc,
    reason = "test scaffolding: a failure here is a test failure"
)]

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::engine::{Command, DownloadEvent, Engine, EngineConfig, Event, PollPolicy, TaskEvent};
use crate::store::{StatusUpdate, Store, TaskRow};
use gendesk_api::testing::must;
use gendesk_api::{ApiKey, BaseUrl, ModelInput, ModelKind, SubmitTaskRequest};
use gendesk_sandbox::SandboxHandle;

/// The sandbox's fast image model.
pub const IMAGE: &str = "sandbox/image-fast";

/// Poll timing for tests: milliseconds instead of seconds.
pub fn fast_polling() -> PollPolicy {
    PollPolicy::fast()
}

/// A configuration for an engine on `sandbox` with its history in `dir`.
pub fn config(sandbox: &SandboxHandle, dir: &Path, key: &str) -> EngineConfig {
    let mut config = EngineConfig::new(
        dir.join("history.sqlite3"),
        "Offline sandbox",
        must(
            "reading the sandbox's address",
            BaseUrl::parse(sandbox.base_url()),
        ),
        must("taking the key", ApiKey::new(key)),
        true,
    );
    config.poll = fast_polling();
    config
}

/// An engine on `sandbox` counting its wake-ups in `wakes`.
pub fn engine(sandbox: &SandboxHandle, dir: &Path, key: &str, wakes: Arc<AtomicUsize>) -> Engine {
    let started = Engine::start(
        config(sandbox, dir, key),
        Arc::new(move || {
            wakes.fetch_add(1, Ordering::Relaxed);
        }),
    );
    must("starting the engine", started)
}

/// Collects events until `done` says stop (deadline 20 s).
pub async fn collect_until(engine: &Engine, done: impl FnMut(&[Event]) -> bool) -> Vec<Event> {
    collect_more(engine, Vec::new(), done).await
}

/// Adds events to `events` until `done` says stop (deadline 20 s).
pub async fn collect_more(
    engine: &Engine,
    mut events: Vec<Event>,
    mut done: impl FnMut(&[Event]) -> bool,
) -> Vec<Event> {
    let start = Instant::now();
    loop {
        events.extend(engine.drain_events());
        if done(&events) {
            return events;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "timed out; events so far: {events:#?}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// A 1K image submission, priced by the sandbox's list.
pub fn image(prompt: &str) -> Command {
    Command::SubmitTask {
        model: IMAGE.into(),
        kind: ModelKind::Image,
        request: SubmitTaskRequest::asynchronous(
            ModelInput::new("text-to-image", prompt).with("resolution", "1K"),
        ),
        price: crate::batch::estimate::PriceSource::Sandbox,
    }
}

/// Whether some task became final.
pub fn final_update(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
        )
    })
}

/// The first event `pick` maps to something.
pub fn find<T>(events: &[Event], pick: impl FnMut(&Event) -> Option<T>) -> Option<T> {
    events.iter().find_map(pick)
}

/// Sends `command` (one task), waits until it is final and downloads its result into
/// `folder`: the task's row and the downloaded file. No engine error on the way.
pub async fn sent_and_downloaded(
    engine: &Engine,
    command: Command,
    folder: &Path,
) -> (TaskRow, std::path::PathBuf) {
    must("sending the task", engine.send(command));
    let events = collect_until(engine, |events| {
        events.iter().any(|e| {
            matches!(
                e,
                Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
            )
        })
    })
    .await;
    let row = events
        .iter()
        .find_map(|e| match e {
            Event::Task(TaskEvent::Submitted { row, .. }) => Some(*row),
            _ => None,
        })
        .ok_or("no Submitted event");
    let row = must("finding the task", row);
    let asked = engine.send(Command::Download {
        task: row,
        folder: folder.to_owned(),
        only: None,
    });
    must("asking for the download", asked);
    let events = collect_more(engine, Vec::new(), |events| {
        events
            .iter()
            .any(|e| matches!(e, Event::Download(DownloadEvent::DownloadFinished { .. })))
    })
    .await;
    assert!(
        !events.iter().any(|e| matches!(e, Event::Error { .. })),
        "{events:#?}"
    );
    let path = events
        .iter()
        .find_map(|e| match e {
            Event::Download(DownloadEvent::DownloadFinished { path, .. }) => Some(path.clone()),
            _ => None,
        })
        .ok_or("no DownloadFinished event");
    (row, must("finding the file", path))
}

/// Records, in the history in `dir`, a finished task of the sandbox profile whose one result
/// lives at `url` (a file server the test controls).
pub fn seed_finished_task(
    dir: &Path,
    sandbox: &SandboxHandle,
    task_id: &str,
    url: &str,
) -> TaskRow {
    let mut store = must(
        "opening the history",
        Store::open(&dir.join("history.sqlite3")),
    );
    let profile = must(
        "recording the profile",
        store.upsert_profile("Offline sandbox", sandbox.base_url(), true, 1),
    );
    let row = must(
        "recording the submission",
        store.insert_submission(profile, IMAGE, Some(ModelKind::Image), "{}", task_id, 1),
    );
    must(
        "recording the answer",
        store.mark_submitted(row, task_id, 2),
    );
    let update = StatusUpdate {
        state: "success".into(),
        remote_create_ms: None,
        completed_ms: None,
        cost_time_ms: None,
        fail_code: None,
        fail_msg: None,
        result_urls: Some(vec![url.to_owned()]),
        final_: true,
    };
    must(
        "recording the result",
        store.record_status(row, &update, 3, None),
    );
    row
}

/// An HTTPS front on 127.0.0.1 with a certificate for `localhost` issued by a fresh private CA
/// (CN=GenDesk test CA), passing every connection on to a plain-HTTP server (the sandbox): an
/// HTTPS service behind a private certificate authority, as a company's TLS inspection looks.
pub struct TlsFront {
    base_url: String,
    ca_pem: String,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for TlsFront {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl TlsFront {
    /// Starts the front for the server at `target` (`http://127.0.0.1:PORT…`).
    pub async fn start(target: &str) -> Self {
        let target_port = must("reading the target's address", url::Url::parse(target))
            .port()
            .unwrap_or(80);
        let (acceptor, ca_pem) = crate::update::testing::tls_acceptor();
        let listener = must(
            "listening for the HTTPS front",
            tokio::net::TcpListener::bind("127.0.0.1:0").await,
        );
        let port = must("reading the front's port", listener.local_addr()).port();
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let acceptor = acceptor.clone();
                tokio::spawn(async move {
                    let Ok(mut tls) = acceptor.accept(stream).await else {
                        return;
                    };
                    let Ok(mut plain) =
                        tokio::net::TcpStream::connect(("127.0.0.1", target_port)).await
                    else {
                        return;
                    };
                    let _ = tokio::io::copy_bidirectional(&mut tls, &mut plain).await;
                });
            }
        });
        Self {
            base_url: format!("https://localhost:{port}"),
            ca_pem,
            task,
        }
    }

    /// `https://localhost:PORT`.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// The private CA's certificate (PEM).
    pub fn ca_pem(&self) -> &str {
        &self.ca_pem
    }
}
