//! The focus channel between two launches: a local socket (`interprocess`: an abstract Unix
//! socket on Linux, a named pipe on Windows, a socket file in the temporary folder on macOS)
//! named after the data folder, so that GenDesk windows on different data folders do not meet.
//!
//! The protocol is one fixed line each way: the later launch sends [`REQUEST`], the first
//! instance answers `OK <pid>` once its window took the request (within [`TAKE_TIMEOUT`]);
//! a window that does not take it (hung) leaves the later launch without an answer. Anything
//! else is ignored.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use interprocess::local_socket::prelude::*;
use interprocess::local_socket::{
    GenericFilePath, GenericNamespaced, ListenerOptions, Name, Stream,
};
use sha2::Digest as _;

use super::{InstanceError, Pending, TAKE_TIMEOUT};

/// What a later launch sends.
const REQUEST: &str = "GENDESK FOCUS 1";
/// Longest line read from a peer.
const MAX_LINE: u64 = 64;
/// Connections served at once; more are closed at once.
const MAX_PEERS: usize = 4;

/// The socket's name for `data_dir` (printable, for messages and for [`to_name`]).
pub fn name_for(data_dir: &Path) -> String {
    let canonical = std::fs::canonicalize(data_dir).unwrap_or_else(|_| data_dir.to_path_buf());
    let digest = sha2::Sha256::digest(canonical.to_string_lossy().as_bytes());
    let short = hex::encode(&digest[..8]);
    if GenericNamespaced::is_supported() {
        format!("{}-{short}.sock", crate::APP_ID)
    } else {
        std::env::temp_dir()
            .join(format!("{}-{short}.sock", crate::APP_ID))
            .to_string_lossy()
            .into_owned()
    }
}

fn to_name(name: &str) -> std::io::Result<Name<'_>> {
    if GenericNamespaced::is_supported() {
        name.to_ns_name::<GenericNamespaced>()
    } else {
        name.to_fs_name::<GenericFilePath>()
    }
}

/// The running GenDesk answered: its window came to the front.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Answered {
    /// Its process id, as it said.
    pub pid: Option<u32>,
}

/// Asks the GenDesk listening on `name` to come to the front. `None` when nobody answered
/// within `timeout`.
pub fn ask_to_focus(name: &str, timeout: Duration) -> Option<Answered> {
    let (tx, rx) = mpsc::channel();
    let name = name.to_owned();
    // A hung peer may accept and never answer: the exchange runs on its own thread and is
    // abandoned after `timeout`.
    let spawned = std::thread::Builder::new()
        .name("gendesk-handover".to_owned())
        .spawn(move || {
            let answer = exchange(&name);
            // The receiver may have given up already.
            let _ = tx.send(answer);
        });
    if spawned.is_err() {
        return None;
    }
    match rx.recv_timeout(timeout) {
        Ok(Ok(pid)) => Some(Answered { pid }),
        Ok(Err(err)) => {
            tracing::debug!("no answer from the running GenDesk: {err}");
            None
        }
        Err(_) => None,
    }
}

fn exchange(name: &str) -> std::io::Result<Option<u32>> {
    let mut stream = Stream::connect(to_name(name)?)?;
    stream.write_all(format!("{REQUEST}\n").as_bytes())?;
    let mut line = String::new();
    BufReader::new(stream).take(MAX_LINE).read_line(&mut line)?;
    let pid = line
        .trim()
        .strip_prefix("OK")
        .ok_or_else(|| std::io::Error::other(format!("unexpected answer {line:?}")))?;
    Ok(pid.trim().parse().ok())
}

type Waker = Box<dyn Fn() + Send + Sync>;

/// The first instance's listener thread; stopped when dropped.
pub struct Listening {
    name: String,
    stop: Arc<AtomicBool>,
    waker: Arc<Mutex<Option<Waker>>>,
}

impl std::fmt::Debug for Listening {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Listening")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl Listening {
    /// Listens on `name` and forwards each well-formed request to `requests`.
    pub fn start(name: &str, requests: mpsc::Sender<Pending>) -> Result<Self, InstanceError> {
        let failed = |source| InstanceError::Socket {
            name: name.to_owned(),
            source,
        };
        // The caller holds the data folder's lock, so a socket file left by a crashed
        // instance (macOS) is stale and may be replaced.
        let listener = ListenerOptions::new()
            .name(to_name(name).map_err(failed)?)
            .try_overwrite(true)
            .create_sync()
            .map_err(failed)?;
        let stop = Arc::new(AtomicBool::new(false));
        let waker: Arc<Mutex<Option<Waker>>> = Arc::new(Mutex::new(None));
        let peers = Arc::new(AtomicUsize::new(0));
        {
            let stop = Arc::clone(&stop);
            let waker = Arc::clone(&waker);
            std::thread::Builder::new()
                .name("gendesk-instance".to_owned())
                .spawn(move || {
                    for conn in listener.incoming() {
                        if stop.load(Ordering::SeqCst) {
                            break;
                        }
                        let Ok(conn) = conn else { continue };
                        if peers.fetch_add(1, Ordering::SeqCst) >= MAX_PEERS {
                            peers.fetch_sub(1, Ordering::SeqCst);
                            continue;
                        }
                        let requests = requests.clone();
                        let waker = Arc::clone(&waker);
                        let peers = Arc::clone(&peers);
                        let spawned = std::thread::Builder::new()
                            .name("gendesk-instance-peer".to_owned())
                            .spawn(move || {
                                serve(&conn, &requests, &waker);
                                peers.fetch_sub(1, Ordering::SeqCst);
                            });
                        if spawned.is_err() {
                            tracing::debug!("a focus request was dropped: no thread");
                        }
                    }
                })
                .map_err(failed)?;
        }
        Ok(Self {
            name: name.to_owned(),
            stop,
            waker,
        })
    }

    /// Sets what is called after each request is queued.
    pub fn set_waker(&self, wake: Waker) {
        if let Ok(mut slot) = self.waker.lock() {
            *slot = Some(wake);
        }
    }
}

impl Drop for Listening {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the accepting thread so it sees `stop` and closes the socket.
        if let Ok(name) = to_name(&self.name) {
            drop(Stream::connect(name));
        }
    }
}

fn serve(conn: &Stream, requests: &mpsc::Sender<Pending>, waker: &Mutex<Option<Waker>>) {
    let mut line = String::new();
    let mut reader = BufReader::new(conn);
    if reader.by_ref().take(MAX_LINE).read_line(&mut line).is_err() || line.trim() != REQUEST {
        return;
    }
    let (taken, was_taken) = mpsc::sync_channel(1);
    if requests.send(Pending { taken }).is_err() {
        return;
    }
    if let Ok(slot) = waker.lock()
        && let Some(wake) = slot.as_ref()
    {
        wake();
    }
    if was_taken.recv_timeout(TAKE_TIMEOUT).is_err() {
        tracing::warn!("a later launch asked for the window, which did not take the request");
        return;
    }
    let answer = format!("OK {}\n", std::process::id());
    let mut writer = conn;
    if let Err(err) = writer.write_all(answer.as_bytes()) {
        tracing::debug!("the focus answer was not sent: {err}");
    }
}
