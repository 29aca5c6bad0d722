//! Test peers for code that talks to the service (feature `testing`): a sleeper that records
//! waits instead of waiting, a raw TCP server that reads a request and then hangs up or
//! stalls, a loopback URL where nothing listens, a polling wait with a deadline, and real
//! proxies (`proxies`).
//!
//! Only for tests: every failure here panics, which is a test failure.
#![allow(
    clippy::missing_panics_doc,
    reason = "test scaffolding: a failure here is a test failure"
)]

use std::fmt::Display;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

use crate::retry::Sleeper;

mod proxies;
pub use proxies::RealProxy;

/// The value of `result`, or a panic naming the step that failed: a broken test peer is a
/// failed test, said in words rather than by an anonymous `unwrap`.
pub fn must<T, E: Display>(what: &str, result: Result<T, E>) -> T {
    result.unwrap_or_else(|err| panic!("test scaffolding: {what} failed: {err}"))
}

/// Locks `mutex`; a peer thread that panicked while holding it left plain data, still usable.
pub fn locked<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A loopback listener on a free port and its `http://` URL.
pub async fn loopback_listener() -> (TcpListener, String) {
    let listener = must(
        "binding 127.0.0.1:0",
        TcpListener::bind("127.0.0.1:0").await,
    );
    let addr = must("reading the bound address", listener.local_addr());
    (listener, format!("http://{addr}"))
}

/// Records requested waits and returns at once.
#[derive(Debug, Default)]
pub struct RecordingSleeper {
    waits: Mutex<Vec<Duration>>,
}

impl RecordingSleeper {
    pub fn new() -> Arc<Self> {
        Arc::new(Self::default())
    }

    /// The waits requested so far, in order.
    pub fn waits(&self) -> Vec<Duration> {
        locked(&self.waits).clone()
    }
}

impl Sleeper for RecordingSleeper {
    fn sleep(&self, duration: Duration) -> Pin<Box<dyn Future<Output = ()> + Send + 'static>> {
        locked(&self.waits).push(duration);
        Box::pin(std::future::ready(()))
    }
}

/// What the raw server does once it has read a whole request.
#[derive(Debug, Clone, Copy)]
pub enum AfterRead {
    /// Close the connection without answering.
    HangUp,
    /// Keep the connection open and never answer.
    Stall,
}

/// A raw TCP server that reads each request completely, counts it, then misbehaves.
pub struct RawServer {
    pub url: String,
    count: Arc<Mutex<usize>>,
}

impl RawServer {
    pub async fn start(after: AfterRead) -> Self {
        let (listener, url) = loopback_listener().await;
        let count = Arc::new(Mutex::new(0));
        let counter = count.clone();
        tokio::spawn(async move {
            loop {
                let Ok((mut socket, _)) = listener.accept().await else {
                    return;
                };
                let counter = counter.clone();
                tokio::spawn(async move {
                    if read_request(&mut socket).await {
                        *locked(&counter) += 1;
                    }
                    match after {
                        AfterRead::HangUp => {
                            let _ = socket.shutdown().await;
                        }
                        AfterRead::Stall => tokio::time::sleep(Duration::from_secs(30)).await,
                    }
                });
            }
        });
        Self { url, count }
    }

    /// Requests read completely so far.
    pub fn requests(&self) -> usize {
        *locked(&self.count)
    }
}

/// Reads one HTTP/1.1 request (headers and a Content-Length body); true when complete.
async fn read_request(socket: &mut tokio::net::TcpStream) -> bool {
    let mut data = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let Ok(n) = socket.read(&mut buf).await else {
            return false;
        };
        if n == 0 {
            return false;
        }
        data.extend_from_slice(&buf[..n]);
        let Some(end) = data.windows(4).position(|w| w == b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&data[..end]).to_ascii_lowercase();
        let length: usize = head
            .lines()
            .find_map(|line| line.strip_prefix("content-length:"))
            .map_or(0, |v| v.trim().parse().unwrap_or(0));
        if data.len() >= end + 4 + length {
            return true;
        }
    }
}

/// A loopback URL where nothing listens (the port was bound, then released).
pub async fn dead_url() -> String {
    let (listener, url) = loopback_listener().await;
    drop(listener);
    url
}

/// Polls `condition` every 5 ms until it holds; panics with a clear message at the deadline.
pub async fn wait_until(deadline: Duration, mut condition: impl FnMut() -> bool) {
    let start = std::time::Instant::now();
    while !condition() {
        assert!(
            start.elapsed() < deadline,
            "condition not met within {deadline:?}"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}
