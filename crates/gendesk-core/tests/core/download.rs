//! Result downloads: against the sandbox (real media, `Range`, 24 h expiry) and against tiny raw
//! HTTP/1.1 servers for what the sandbox does not do (dropped or stalled connections, servers
//! without `Range`, oversized bodies, redirects, recorded request headers).
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gendesk_api::{ApiKey, BaseUrl, Client, ModelInput, SubmitTaskRequest};
use gendesk_sandbox::{Sandbox, SandboxConfig, SandboxHandle};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::JoinHandle;

// The module under test: this `use` is the only place that names its crate path.
use gendesk_core::download::{
    DownloadError, DownloadLimits, DownloadRequest, Downloader, Progress, extension_for,
    sanitize_stem,
};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

async fn start_sandbox() -> SandboxHandle {
    Sandbox::start(SandboxConfig {
        time_scale: 1000.0,
        rate_limit: None,
        seed: Some(11),
        ..SandboxConfig::default()
    })
    .await
    .unwrap()
}

/// Submits one task and returns its result URLs once it succeeded.
async fn result_urls(sandbox: &SandboxHandle, model: &str, input: ModelInput) -> Vec<String> {
    let client = Client::new(
        BaseUrl::parse(sandbox.base_url()).unwrap(),
        ApiKey::new(sandbox.demo_key()).unwrap(),
    )
    .unwrap();
    let task_id = client
        .submit_task(model, &SubmitTaskRequest::asynchronous(input))
        .await
        .unwrap();
    let start = Instant::now();
    loop {
        let record = client.task_status(model, &task_id).await.unwrap();
        if record.state.is_final() {
            let urls = record.result_urls().unwrap();
            assert!(!urls.is_empty(), "task {task_id} has no result: {record:?}");
            return urls;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "task {task_id} not final: {record:?}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

async fn image_url(sandbox: &SandboxHandle, prompt: &str) -> String {
    result_urls(
        sandbox,
        "sandbox/image-fast",
        ModelInput::new("text-to-image", prompt).with("resolution", "1K"),
    )
    .await
    .remove(0)
}

/// The bytes a plain GET returns.
async fn plain_get(url: &str) -> Vec<u8> {
    let response = reqwest::Client::new().get(url).send().await.unwrap();
    assert_eq!(response.status(), 200);
    response.bytes().await.unwrap().to_vec()
}

/// How many `/media` answers with `status` the sandbox sent.
fn media_answers(sandbox: &SandboxHandle, status: u16) -> u64 {
    sandbox
        .counters()
        .requests
        .iter()
        .filter(|count| count.endpoint == "media" && count.status == status)
        .map(|count| count.count)
        .sum()
}

fn request(url: &str, dir: &Path, stem: &str) -> DownloadRequest {
    DownloadRequest {
        url: url.to_owned(),
        target_dir: dir.to_owned(),
        file_stem: stem.to_owned(),
        resume_from_part: true,
    }
}

/// Limits for the raw servers: short stalls, quick retries.
fn quick_limits() -> DownloadLimits {
    DownloadLimits {
        connect_timeout: Duration::from_secs(5),
        read_timeout: Duration::from_millis(400),
        max_resume_attempts: 3,
        ..DownloadLimits::default()
    }
}

/// A cancel token that is never set (the sender lives as long as the test).
fn never_cancel() -> (watch::Sender<bool>, watch::Receiver<bool>) {
    watch::channel(false)
}

/// Downloads and collects the progress events.
async fn fetch(
    downloader: &Downloader,
    request: &DownloadRequest,
) -> (Result<PathBuf, DownloadError>, Vec<Progress>) {
    let (_keep, cancel) = never_cancel();
    let mut events = Vec::new();
    let result = downloader
        .download(request, &cancel, |event| events.push(event))
        .await;
    (result, events)
}

/// File names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect(),
        Err(_) => Vec::new(),
    };
    names.sort();
    names
}

/// Deterministic bytes that are not all alike.
fn sample(len: usize) -> Vec<u8> {
    let mut state = 0x2545_f491_u32;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state.to_le_bytes()[0]
        })
        .collect()
}

fn started(events: &[Progress]) -> Vec<(Option<u64>, u64)> {
    events
        .iter()
        .filter_map(|event| match event {
            Progress::Started {
                total,
                resumed_from,
            } => Some((*total, *resumed_from)),
            Progress::Bytes { .. } => None,
        })
        .collect()
}

fn last_done(events: &[Progress]) -> Option<u64> {
    events.iter().rev().find_map(|event| match event {
        Progress::Bytes { done, .. } => Some(*done),
        Progress::Started { .. } => None,
    })
}

// ---------------------------------------------------------------------------------------------
// A raw HTTP/1.1 server: one request per connection, answers scripted per request number.
// ---------------------------------------------------------------------------------------------

/// A request as the raw server received it.
#[derive(Debug, Clone)]
struct Head {
    line: String,
    headers: Vec<(String, String)>,
}

impl Head {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
    fn path(&self) -> &str {
        self.line.split(' ').nth(1).unwrap_or_default()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum After {
    /// Close the connection after writing.
    Close,
    /// Keep the connection open without sending anything more (for a while).
    Stall,
}

#[derive(Debug, Clone)]
struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
    /// Send only this many body bytes (the headers still announce all of them).
    send_only: Option<usize>,
    after: After,
}

impl Reply {
    /// A complete answer with `Content-Type` and `Content-Length`.
    fn full(status: u16, content_type: &str, body: &[u8]) -> Self {
        Self {
            status,
            headers: vec![
                ("Content-Type".into(), content_type.into()),
                ("Content-Length".into(), body.len().to_string()),
            ],
            body: body.to_vec(),
            send_only: None,
            after: After::Close,
        }
    }
    /// A body without `Content-Length`, ended by closing the connection.
    fn close_delimited(content_type: &str, body: &[u8]) -> Self {
        Self {
            status: 200,
            headers: vec![("Content-Type".into(), content_type.into())],
            body: body.to_vec(),
            send_only: None,
            after: After::Close,
        }
    }
    /// Honours `Range: bytes=N-` like the sandbox does.
    fn ranged(head: &Head, content_type: &str, body: &[u8]) -> Self {
        let total = body.len();
        let start = head
            .header("range")
            .and_then(|value| value.strip_prefix("bytes="))
            .and_then(|spec| spec.strip_suffix('-'))
            .and_then(|start| start.parse::<usize>().ok());
        match start {
            None => Self::full(200, content_type, body),
            Some(start) if start >= total => Self::full(416, "text/plain", b"out of range")
                .header("Content-Range", &format!("bytes */{total}")),
            Some(start) => Self::full(206, content_type, &body[start..]).header(
                "Content-Range",
                &format!("bytes {start}-{}/{total}", total - 1),
            ),
        }
    }
    fn header(mut self, name: &str, value: &str) -> Self {
        self.headers.push((name.into(), value.into()));
        self
    }
    /// Sends only the first `n` body bytes, then does `after`.
    fn cut(mut self, n: usize, after: After) -> Self {
        self.send_only = Some(n);
        self.after = after;
        self
    }
}

type Handler = Arc<dyn Fn(usize, &Head) -> Reply + Send + Sync>;

struct RawServer {
    base: String,
    seen: Arc<Mutex<Vec<Head>>>,
    task: JoinHandle<()>,
}

impl Drop for RawServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl RawServer {
    async fn start(handler: impl Fn(usize, &Head) -> Reply + Send + Sync + 'static) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let seen = Arc::new(Mutex::new(Vec::new()));
        let handler: Handler = Arc::new(handler);
        let task = tokio::spawn({
            let seen = seen.clone();
            async move {
                // Bounded: no test needs more than a few dozen connections.
                for _ in 0..64 {
                    let Ok((stream, _)) = listener.accept().await else {
                        return;
                    };
                    tokio::spawn(serve_one(stream, seen.clone(), handler.clone()));
                }
            }
        });
        Self { base, seen, task }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    fn requests(&self) -> Vec<Head> {
        self.seen.lock().unwrap().clone()
    }
}

async fn serve_one(mut stream: TcpStream, seen: Arc<Mutex<Vec<Head>>>, handler: Handler) {
    let mut buffer = Vec::new();
    let mut chunk = [0_u8; 4096];
    while !buffer.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => return,
            Ok(n) => buffer.extend_from_slice(&chunk[..n]),
        }
        if buffer.len() > 64 * 1024 {
            return;
        }
    }
    let text = String::from_utf8_lossy(&buffer).into_owned();
    let mut lines = text.split("\r\n");
    let line = lines.next().unwrap_or_default().to_owned();
    let headers = lines
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let head = Head { line, headers };
    let index = {
        let mut seen = seen.lock().unwrap();
        seen.push(head.clone());
        seen.len() - 1
    };
    let reply = handler(index, &head);
    let mut out = format!("HTTP/1.1 {} Scripted\r\n", reply.status);
    for (name, value) in &reply.headers {
        out.push_str(name);
        out.push_str(": ");
        out.push_str(value);
        out.push_str("\r\n");
    }
    out.push_str("Connection: close\r\n\r\n");
    let mut bytes = out.into_bytes();
    let send = reply
        .send_only
        .unwrap_or(reply.body.len())
        .min(reply.body.len());
    bytes.extend_from_slice(&reply.body[..send]);
    if stream.write_all(&bytes).await.is_err() {
        return;
    }
    let _ = stream.flush().await;
    if reply.after == After::Stall {
        tokio::time::sleep(Duration::from_secs(15)).await;
    }
    let _ = stream.shutdown().await;
}

// ---------------------------------------------------------------------------------------------
// Against the sandbox
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn a_sandbox_image_downloads_byte_identical_with_progress() {
    let sandbox = start_sandbox().await;
    let url = image_url(&sandbox, "a fox").await;
    let expected = plain_get(&url).await;
    let dir = tempfile::tempdir().unwrap();
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();

    let (result, events) = fetch(
        &downloader,
        &request(&url, dir.path(), "sandbox-image-fast_task_ab12_1"),
    )
    .await;
    let path = result.unwrap();

    assert_eq!(path, dir.path().join("sandbox-image-fast_task_ab12_1.png"));
    assert_eq!(std::fs::read(&path).unwrap(), expected);
    assert_eq!(listing(dir.path()), ["sandbox-image-fast_task_ab12_1.png"]);
    let total = expected.len() as u64;
    assert_eq!(started(&events), [(Some(total), 0)]);
    assert!(matches!(events[0], Progress::Started { .. }));
    assert_eq!(last_done(&events), Some(total));
    sandbox.shutdown().await;
}

#[tokio::test]
async fn extensions_follow_the_content_type_for_jpeg_video_and_music() {
    let sandbox = start_sandbox().await;
    let dir = tempfile::tempdir().unwrap();
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();

    let jpeg = result_urls(
        &sandbox,
        "sandbox/image-fast",
        ModelInput::new("text-to-image", "a jpeg whale")
            .with("resolution", "1K")
            .with("output_format", "jpeg"),
    )
    .await
    .remove(0);
    let video = result_urls(
        &sandbox,
        "sandbox/video-lite",
        ModelInput::new("text-to-video", "waves")
            .with("resolution", "480p")
            .with("duration", 5),
    )
    .await
    .remove(0);
    let music = result_urls(
        &sandbox,
        "sandbox/music",
        ModelInput::new("V5", "calm piano").with("instrumental", true),
    )
    .await;
    assert_eq!(music.len(), 2, "music gives two tracks");

    let cases = [
        (jpeg.as_str(), "image", "image.jpg"),
        (video.as_str(), "video", "video.mp4"),
        (music[0].as_str(), "track_1", "track_1.wav"),
        (music[1].as_str(), "track_2", "track_2.wav"),
    ];
    for (url, stem, file) in cases {
        let (result, _) = fetch(&downloader, &request(url, dir.path(), stem)).await;
        let path = result.unwrap();
        assert_eq!(path, dir.path().join(file));
        assert_eq!(
            std::fs::read(&path).unwrap(),
            plain_get(url).await,
            "{file}"
        );
    }
    assert_eq!(
        listing(dir.path()),
        ["image.jpg", "track_1.wav", "track_2.wav", "video.mp4"]
    );
    sandbox.shutdown().await;
}

#[tokio::test]
async fn an_existing_file_is_never_overwritten() {
    let sandbox = start_sandbox().await;
    let url = image_url(&sandbox, "collisions").await;
    let expected = plain_get(&url).await;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("fox.png"), b"the user's own file").unwrap();
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();

    let first = fetch(&downloader, &request(&url, dir.path(), "fox"))
        .await
        .0
        .unwrap();
    let second = fetch(&downloader, &request(&url, dir.path(), "fox"))
        .await
        .0
        .unwrap();

    assert_eq!(first, dir.path().join("fox (2).png"));
    assert_eq!(second, dir.path().join("fox (3).png"));
    assert_eq!(
        std::fs::read(dir.path().join("fox.png")).unwrap(),
        b"the user's own file"
    );
    assert_eq!(std::fs::read(&first).unwrap(), expected);
    assert_eq!(std::fs::read(&second).unwrap(), expected);
    assert_eq!(
        listing(dir.path()),
        ["fox (2).png", "fox (3).png", "fox.png"]
    );
    sandbox.shutdown().await;
}

#[tokio::test]
async fn traversal_and_odd_stems_stay_inside_the_target_dir() {
    let sandbox = start_sandbox().await;
    let url = image_url(&sandbox, "traversal").await;
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("downloads").join("nested");
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();

    let stems = [
        ("../../etc/passwd", "etc_passwd.png"),
        ("/abs", "abs.png"),
        ("a/b\\c", "a_b_c.png"),
        ("CON", "CON_.png"),
        ("nul.txt", "nul_.txt.png"),
        ("", "result.png"),
        ("…", "….png"),
        ("..", "result (2).png"),
        ("\u{202e}gnp.exe", "gnp.exe.png"),
        ("C:\\Windows\\evil", "C_Windows_evil.png"),
    ];
    for (stem, file) in stems {
        let (result, _) = fetch(&downloader, &request(&url, &dir, stem)).await;
        let path = result.unwrap();
        assert_eq!(path.parent(), Some(dir.as_path()), "stem {stem:?}");
        assert_eq!(path, dir.join(file), "stem {stem:?}");
    }
    // Nothing appeared anywhere but the target folder.
    assert_eq!(listing(root.path()), ["downloads"]);
    assert_eq!(listing(&root.path().join("downloads")), ["nested"]);
    assert_eq!(listing(&dir).len(), stems.len());

    let long = sanitize_stem(&"x/".repeat(300));
    assert!(long.len() <= 120 && !long.contains('/'), "{long}");
    assert_eq!(
        sanitize_stem("sandbox-image-fast_task_ab12_1"),
        "sandbox-image-fast_task_ab12_1"
    );
    assert_eq!(extension_for(Some("image/png"), &url), "png");
    sandbox.shutdown().await;
}

#[tokio::test]
async fn an_existing_part_is_resumed_with_a_range_request() {
    let sandbox = start_sandbox().await;
    let url = image_url(&sandbox, "resume me").await;
    let expected = plain_get(&url).await;
    let n = expected.len() / 3;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("fox.png.part"), &expected[..n]).unwrap();
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();

    let (result, events) = fetch(&downloader, &request(&url, dir.path(), "fox")).await;
    let path = result.unwrap();

    assert_eq!(std::fs::read(&path).unwrap(), expected);
    // The sandbox answers 206 (and so a resumed start) only to a `Range: bytes=n-` request.
    assert_eq!(media_answers(&sandbox, 206), 1);
    assert_eq!(started(&events), [(Some(expected.len() as u64), n as u64)]);
    assert_eq!(listing(dir.path()), ["fox.png"]);
    sandbox.shutdown().await;
}

#[tokio::test]
async fn a_complete_part_answered_with_416_is_finished() {
    let sandbox = start_sandbox().await;
    let url = image_url(&sandbox, "already complete").await;
    let expected = plain_get(&url).await;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("fox.png.part"), &expected).unwrap();
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();

    let (result, events) = fetch(&downloader, &request(&url, dir.path(), "fox")).await;

    assert_eq!(std::fs::read(result.unwrap()).unwrap(), expected);
    let total = expected.len() as u64;
    assert_eq!(started(&events), [(Some(total), total)]);
    assert_eq!(media_answers(&sandbox, 416), 1);
    assert_eq!(listing(dir.path()), ["fox.png"]);
    sandbox.shutdown().await;
}

#[tokio::test]
async fn an_expired_url_gives_expired_and_leaves_no_file() {
    let sandbox = start_sandbox().await;
    let url = image_url(&sandbox, "expiring").await;
    let fresh = image_url(&sandbox, "expiring too").await;
    sandbox.clock().advance(Duration::from_hours(25));
    let dir = tempfile::tempdir().unwrap();
    // A `.part` from an earlier attempt goes too: the URL will never finish it.
    std::fs::write(dir.path().join("old.png.part"), b"partial").unwrap();
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();

    let started_at = Instant::now();
    let (result, _) = fetch(&downloader, &request(&url, dir.path(), "fox")).await;
    let err = result.unwrap_err();
    assert!(matches!(err, DownloadError::Expired), "{err:?}");
    assert_eq!(media_answers(&sandbox, 410), 1, "asked once, no retry");
    assert!(err.is_expired());
    assert!(
        gendesk_core::wording::download_error(&err).contains("24 hours"),
        "{}",
        gendesk_core::wording::download_error(&err)
    );
    let (result, _) = fetch(&downloader, &request(&fresh, dir.path(), "old")).await;
    assert!(result.unwrap_err().is_expired());
    assert!(
        started_at.elapsed() < Duration::from_secs(5),
        "no retry loop on expiry"
    );
    assert!(listing(dir.path()).is_empty(), "{:?}", listing(dir.path()));
    sandbox.shutdown().await;
}

// ---------------------------------------------------------------------------------------------
// Against raw servers
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn a_dropped_connection_is_resumed_and_the_file_is_identical() {
    let body = sample(300_000);
    let half = body.len() / 2;
    let server = RawServer::start({
        let body = body.clone();
        move |index, head| {
            let reply = Reply::ranged(head, "image/png", &body);
            if index == 0 {
                reply.cut(half, After::Close)
            } else {
                reply
            }
        }
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let downloader = Downloader::new(quick_limits(), &gendesk_api::Network::direct()).unwrap();

    let (result, events) = fetch(
        &downloader,
        &request(&server.url("/media/x.png"), dir.path(), "x"),
    )
    .await;

    assert_eq!(std::fs::read(result.unwrap()).unwrap(), body);
    let requests = server.requests();
    assert_eq!(requests.len(), 2, "{requests:?}");
    assert_eq!(requests[0].header("range"), None);
    assert_eq!(
        requests[1].header("range"),
        Some(format!("bytes={half}-").as_str())
    );
    let total = body.len() as u64;
    assert_eq!(
        started(&events),
        [(Some(total), 0), (Some(total), half as u64)]
    );
    assert_eq!(last_done(&events), Some(total));
    assert_eq!(listing(dir.path()), ["x.png"]);
}

#[tokio::test]
async fn a_server_that_ignores_range_restarts_cleanly() {
    let body = sample(50_000);
    let server = RawServer::start({
        let body = body.clone();
        move |_, _| Reply::full(200, "video/mp4", &body)
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    // A stale part whose bytes are not even the file's.
    std::fs::write(dir.path().join("clip.mp4.part"), vec![0xAA; 1234]).unwrap();
    let downloader = Downloader::new(quick_limits(), &gendesk_api::Network::direct()).unwrap();

    let (result, events) = fetch(
        &downloader,
        &request(&server.url("/clip.mp4"), dir.path(), "clip"),
    )
    .await;

    assert_eq!(std::fs::read(result.unwrap()).unwrap(), body);
    let requests = server.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].header("range"), Some("bytes=1234-"));
    assert_eq!(started(&events), [(Some(body.len() as u64), 0)]);
    assert_eq!(listing(dir.path()), ["clip.mp4"]);
}

#[tokio::test]
async fn resume_from_part_false_starts_over_without_range() {
    let body = sample(20_000);
    let server = RawServer::start({
        let body = body.clone();
        move |_, head| Reply::ranged(head, "audio/wav", &body)
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("song.wav.part"), vec![0x55; 999]).unwrap();
    let downloader = Downloader::new(quick_limits(), &gendesk_api::Network::direct()).unwrap();
    let mut fresh = request(&server.url("/song"), dir.path(), "song");
    fresh.resume_from_part = false;

    let (result, _) = fetch(&downloader, &fresh).await;

    assert_eq!(result.unwrap(), dir.path().join("song.wav"));
    assert_eq!(std::fs::read(dir.path().join("song.wav")).unwrap(), body);
    assert_eq!(server.requests()[0].header("range"), None);
    assert_eq!(listing(dir.path()), ["song.wav"]);
}

#[tokio::test]
async fn a_part_saved_under_the_content_type_extension_is_found_again() {
    // The URL has no extension: the first attempt learns "png" from Content-Type, the restart
    // finds `pic.png.part` although the URL alone suggests "bin".
    let body = sample(40_000);
    let server = RawServer::start({
        let body = body.clone();
        move |index, head| {
            let reply = Reply::ranged(head, "image/png", &body);
            if index == 0 {
                reply.cut(10_000, After::Close)
            } else {
                reply
            }
        }
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let limits = DownloadLimits {
        max_resume_attempts: 0,
        ..quick_limits()
    };
    let downloader = Downloader::new(limits, &gendesk_api::Network::direct()).unwrap();
    let req = request(&server.url("/media/token"), dir.path(), "pic");

    let (first, _) = fetch(&downloader, &req).await;
    assert!(matches!(first, Err(DownloadError::Network(_))), "{first:?}");
    assert_eq!(listing(dir.path()), ["pic.png.part"]);
    assert_eq!(
        std::fs::metadata(dir.path().join("pic.png.part"))
            .unwrap()
            .len(),
        10_000
    );

    let (second, events) = fetch(&downloader, &req).await;
    assert_eq!(std::fs::read(second.unwrap()).unwrap(), body);
    assert_eq!(started(&events), [(Some(body.len() as u64), 10_000)]);
    assert_eq!(server.requests()[1].header("range"), Some("bytes=10000-"));
    assert_eq!(listing(dir.path()), ["pic.png"]);
}

#[tokio::test]
async fn a_stalled_body_is_resumed() {
    let body = sample(100_000);
    let server = RawServer::start({
        let body = body.clone();
        move |index, head| {
            let reply = Reply::ranged(head, "image/webp", &body);
            if index == 0 {
                reply.cut(30_000, After::Stall)
            } else {
                reply
            }
        }
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let downloader = Downloader::new(quick_limits(), &gendesk_api::Network::direct()).unwrap();

    let started_at = Instant::now();
    let (result, _) = fetch(&downloader, &request(&server.url("/a"), dir.path(), "a")).await;

    assert_eq!(std::fs::read(result.unwrap()).unwrap(), body);
    assert!(started_at.elapsed() < Duration::from_secs(5));
    let requests = server.requests();
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[1].header("range"), Some("bytes=30000-"));
}

#[tokio::test]
async fn a_body_that_keeps_stalling_ends_in_a_network_error_and_keeps_the_part() {
    let body = sample(100_000);
    let server = RawServer::start({
        let body = body.clone();
        move |_, head| {
            // Each connection sends 1000 more bytes, then goes silent.
            let reply = Reply::ranged(head, "image/png", &body);
            reply.cut(1000, After::Stall)
        }
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let limits = DownloadLimits {
        read_timeout: Duration::from_millis(200),
        max_resume_attempts: 2,
        ..quick_limits()
    };
    let downloader = Downloader::new(limits, &gendesk_api::Network::direct()).unwrap();

    let (result, _) = fetch(
        &downloader,
        &request(&server.url("/a.png"), dir.path(), "a"),
    )
    .await;

    let err = result.unwrap_err();
    assert!(
        matches!(&err, DownloadError::Network(why) if why.contains("no data")),
        "{err:?}"
    );
    assert!(gendesk_core::wording::download_error(&err).contains("continues where it stopped"));
    assert_eq!(
        server.requests().len(),
        3,
        "one try plus two resume attempts"
    );
    assert_eq!(listing(dir.path()), ["a.png.part"]);
    assert_eq!(
        std::fs::metadata(dir.path().join("a.png.part"))
            .unwrap()
            .len(),
        3000
    );
}

#[tokio::test]
async fn a_server_error_is_retried_and_a_client_error_is_not() {
    let body = sample(5_000);
    let server = RawServer::start({
        let body = body.clone();
        move |index, head| match (head.path(), index) {
            ("/flaky.png", 0) => Reply::full(503, "text/plain", b"busy"),
            ("/flaky.png", _) => Reply::ranged(head, "image/png", &body),
            _ => Reply::full(400, "text/plain", b"bad"),
        }
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let downloader = Downloader::new(quick_limits(), &gendesk_api::Network::direct()).unwrap();

    let (result, _) = fetch(
        &downloader,
        &request(&server.url("/flaky.png"), dir.path(), "a"),
    )
    .await;
    assert_eq!(std::fs::read(result.unwrap()).unwrap(), body);

    let (result, _) = fetch(
        &downloader,
        &request(&server.url("/bad.png"), dir.path(), "b"),
    )
    .await;
    assert!(
        matches!(result, Err(DownloadError::HttpStatus(400))),
        "{result:?}"
    );
    assert_eq!(server.requests().len(), 3);
    assert_eq!(listing(dir.path()), ["a.png"]);
}

#[tokio::test]
async fn not_found_and_forbidden_count_as_expired() {
    let server = RawServer::start(|_, head| match head.path() {
        "/gone" => Reply::full(410, "text/plain", b"gone"),
        "/missing" => Reply::full(404, "text/plain", b"missing"),
        _ => Reply::full(403, "text/plain", b"signature expired"),
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("m.bin.part"), b"stale").unwrap();
    let downloader = Downloader::new(quick_limits(), &gendesk_api::Network::direct()).unwrap();

    for (path, stem) in [("/gone", "g"), ("/missing", "m"), ("/denied", "d")] {
        let (result, _) = fetch(&downloader, &request(&server.url(path), dir.path(), stem)).await;
        assert!(
            matches!(result, Err(DownloadError::Expired)),
            "{path}: {result:?}"
        );
    }
    assert_eq!(server.requests().len(), 3, "no retries");
    assert!(listing(dir.path()).is_empty(), "{:?}", listing(dir.path()));
}

#[tokio::test]
async fn a_content_length_over_the_cap_is_too_large() {
    let body = sample(10_000);
    let server = RawServer::start({
        let body = body.clone();
        move |_, head| Reply::ranged(head, "video/mp4", &body)
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("big.mp4.part"), &body[..100]).unwrap();
    let limits = DownloadLimits {
        max_bytes: 9_999,
        ..quick_limits()
    };
    let downloader = Downloader::new(limits, &gendesk_api::Network::direct()).unwrap();

    let (result, events) = fetch(
        &downloader,
        &request(&server.url("/big.mp4"), dir.path(), "big"),
    )
    .await;

    let err = result.unwrap_err();
    assert!(
        matches!(err, DownloadError::TooLarge { limit: 9_999 }),
        "{err:?}"
    );
    assert!(
        gendesk_core::wording::download_error(&err).contains("9999 bytes"),
        "{}",
        gendesk_core::wording::download_error(&err)
    );
    assert!(events.is_empty(), "refused before any byte: {events:?}");
    assert!(listing(dir.path()).is_empty(), "{:?}", listing(dir.path()));
}

#[tokio::test]
async fn a_body_growing_past_the_cap_is_too_large() {
    // No Content-Length: the size shows only while receiving.
    let body = sample(200_000);
    let server = RawServer::start({
        let body = body.clone();
        move |_, _| Reply::close_delimited("audio/mpeg", &body)
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let limits = DownloadLimits {
        max_bytes: 64 * 1024,
        ..quick_limits()
    };
    let downloader = Downloader::new(limits, &gendesk_api::Network::direct()).unwrap();

    let (result, _) = fetch(
        &downloader,
        &request(&server.url("/song.mp3"), dir.path(), "s"),
    )
    .await;

    assert!(
        matches!(result, Err(DownloadError::TooLarge { limit: 65_536 })),
        "{result:?}"
    );
    assert!(listing(dir.path()).is_empty(), "{:?}", listing(dir.path()));
    assert_eq!(server.requests().len(), 1);

    // Under the cap, the same close-delimited body downloads completely.
    let downloader = Downloader::new(quick_limits(), &gendesk_api::Network::direct()).unwrap();
    let (result, events) = fetch(
        &downloader,
        &request(&server.url("/song.mp3"), dir.path(), "s"),
    )
    .await;
    assert_eq!(std::fs::read(result.unwrap()).unwrap(), body);
    assert_eq!(started(&events), [(None, 0)]);
}

#[tokio::test]
async fn cancel_stops_promptly_keeps_the_part_and_a_later_download_resumes() {
    let body = sample(80_000);
    let server = RawServer::start({
        let body = body.clone();
        move |index, head| {
            let reply = Reply::ranged(head, "image/png", &body);
            if index == 0 {
                reply.cut(20_000, After::Stall)
            } else {
                reply
            }
        }
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let limits = DownloadLimits {
        read_timeout: Duration::from_secs(30),
        ..quick_limits()
    };
    let downloader = Downloader::new(limits, &gendesk_api::Network::direct()).unwrap();
    let req = request(&server.url("/c.png"), dir.path(), "c");
    let (cancel_tx, cancel) = watch::channel(false);

    let started_at = Instant::now();
    let part = dir.path().join("c.png.part");
    let (result, cancelled_at) = tokio::join!(downloader.download(&req, &cancel, |_| {}), async {
        // Let the first 20 000 bytes reach the `.part`, then cancel during the stall.
        while std::fs::metadata(&part).map_or(0, |meta| meta.len()) < 20_000 {
            assert!(
                started_at.elapsed() < Duration::from_secs(20),
                "no bytes arrived"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        cancel_tx.send(true).unwrap();
        Instant::now()
    });

    assert!(
        matches!(result, Err(DownloadError::Cancelled)),
        "{result:?}"
    );
    assert!(
        cancelled_at.elapsed() < Duration::from_secs(2),
        "prompt cancel"
    );
    assert_eq!(listing(dir.path()), ["c.png.part"]);
    assert_eq!(
        std::fs::metadata(dir.path().join("c.png.part"))
            .unwrap()
            .len(),
        20_000
    );

    // An already cancelled token does nothing at all.
    let result = downloader.download(&req, &cancel, |_| {}).await;
    assert!(matches!(result, Err(DownloadError::Cancelled)));
    assert_eq!(server.requests().len(), 1);

    let (result, events) = fetch(&downloader, &req).await;
    assert_eq!(std::fs::read(result.unwrap()).unwrap(), body);
    assert_eq!(started(&events), [(Some(body.len() as u64), 20_000)]);
    assert_eq!(listing(dir.path()), ["c.png"]);
}

#[tokio::test]
async fn no_authorization_header_is_sent_even_through_a_redirect() {
    let body = sample(3_000);
    let server = RawServer::start({
        let body = body.clone();
        move |_, head| match head.path() {
            "/start" => Reply::full(302, "text/plain", b"").header("Location", "/media/r.jpg"),
            _ => Reply::ranged(head, "image/jpeg", &body),
        }
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let downloader = Downloader::new(quick_limits(), &gendesk_api::Network::direct()).unwrap();

    let (result, _) = fetch(
        &downloader,
        &request(&server.url("/start"), dir.path(), "r"),
    )
    .await;
    assert_eq!(std::fs::read(result.unwrap()).unwrap(), body);

    // Credentials in the URL would become `Authorization: Basic …`: refused before sending.
    let with_credentials = server
        .url("/start")
        .replace("http://", "http://user:secret@");
    let (result, _) = fetch(&downloader, &request(&with_credentials, dir.path(), "r")).await;
    assert!(
        matches!(result, Err(DownloadError::InvalidUrl(_))),
        "{result:?}"
    );

    let requests = server.requests();
    assert_eq!(requests.len(), 2, "{requests:?}");
    assert_eq!(requests[1].path(), "/media/r.jpg");
    for head in &requests {
        assert_eq!(head.header("authorization"), None, "{head:?}");
        assert_eq!(head.header("cookie"), None, "{head:?}");
        assert_eq!(head.header("referer"), None, "{head:?}");
    }
    assert_eq!(listing(dir.path()), ["r.jpg"]);
}

#[tokio::test]
async fn a_redirect_to_a_non_http_url_is_refused() {
    let server = RawServer::start(|_, _| {
        Reply::full(302, "text/plain", b"").header("Location", "file:///etc/passwd")
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let downloader = Downloader::new(quick_limits(), &gendesk_api::Network::direct()).unwrap();

    let (result, _) = fetch(&downloader, &request(&server.url("/x"), dir.path(), "x")).await;

    assert!(
        matches!(&result, Err(DownloadError::NotHttp(scheme)) if scheme == "file"),
        "{result:?}"
    );
    assert_eq!(server.requests().len(), 1, "no retry loop");
    assert!(listing(dir.path()).is_empty());
}

#[tokio::test]
async fn non_http_urls_are_refused_without_touching_the_disk() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("not-created");
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();

    for url in [
        "file:///etc/passwd",
        "ftp://example.com/a.png",
        "javascript:alert(1)",
        "data:image/png;base64,AAAA",
    ] {
        let (result, events) = fetch(&downloader, &request(url, &dir, "x")).await;
        let err = result.unwrap_err();
        assert!(matches!(err, DownloadError::NotHttp(_)), "{url}: {err:?}");
        assert!(!gendesk_core::wording::download_error(&err).is_empty());
        assert!(events.is_empty());
    }
    let (result, _) = fetch(&downloader, &request("not a url", &dir, "x")).await;
    assert!(
        matches!(result, Err(DownloadError::InvalidUrl(_))),
        "{result:?}"
    );
    assert!(!dir.exists());
    assert!(listing(root.path()).is_empty());
}

#[test]
fn the_download_future_is_send() {
    fn assert_send<T: Send>(_: &T) {}
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();
    let req = request("https://example.com/a.png", Path::new("/nonexistent"), "a");
    let (_tx, cancel) = watch::channel(false);
    let future = downloader.download(&req, &cancel, |_| {});
    assert_send(&future);
}

/// A result link on this computer where nothing answers (the sandbox that made it runs
/// elsewhere now) is gone at once: no resume attempts, no `.part`, and it counts as a dead link.
#[tokio::test]
async fn a_loopback_link_where_nothing_answers_is_gone_without_retrying() {
    let port = {
        let listener = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap();
        listener.local_addr().unwrap().port()
    };
    let dir = tempfile::tempdir().unwrap();
    let limits = DownloadLimits {
        max_resume_attempts: 5,
        ..quick_limits()
    };
    let downloader = Downloader::new(limits, &gendesk_api::Network::direct()).unwrap();
    let url = format!("http://127.0.0.1:{port}/media/token.png");
    let (result, _) = fetch(&downloader, &request(&url, dir.path(), "pic")).await;
    let err = result.unwrap_err();
    assert!(matches!(err, DownloadError::LocalGone), "{err:?}");
    assert!(err.is_expired(), "the link cannot be used again");
    assert!(listing(dir.path()).is_empty(), "nothing left behind");
    assert!(
        gendesk_core::wording::download_error(&err).contains("no longer available"),
        "{}",
        gendesk_core::wording::download_error(&err)
    );
}
