//! One GenDesk per data folder.
//!
//! The first GenDesk to start takes an OS file lock beside the history (`gendesk.lock`) and
//! listens on a local socket (a named pipe on Windows) named after the data folder. A second
//! launch finds the lock taken, asks the first one over the socket to bring its window to the
//! front, and exits. The OS drops the lock when a process ends, however it ends, so a crashed
//! first instance never blocks a start. A first instance that holds the lock but does not
//! answer (hung) is waited for: the history is never opened for writing by two processes.
//!
//! The request carries no data from the second launch (no arguments, no paths): it is one
//! fixed line, and the answer is one fixed line with the first instance's process id.

mod lock;
mod socket;

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

pub use lock::{DataLock, LOCK_FILE};
use socket::{Listening, ask_to_focus};

/// How long a second launch waits for the first one's answer by default.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(3);
/// How long the first instance's socket waits for its window to take a request before it
/// leaves the later launch without an answer (its window is hung). Shorter than
/// [`ANSWER_TIMEOUT`], so that the later launch hears the answer of a live window.
pub const TAKE_TIMEOUT: Duration = Duration::from_secs(2);

/// What went wrong while claiming the data folder.
#[derive(Debug, thiserror::Error)]
pub enum InstanceError {
    /// The lock file could not be created or locked.
    #[error("{}", crate::t!(
        "err-instance-lock-file",
        path = .path.display().to_string(),
        cause = .source.to_string()
    ))]
    LockFile {
        /// The lock file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The local socket for focus requests could not be opened.
    #[error("{}", crate::t!(
        "err-instance-socket",
        name = .name.clone(),
        cause = .source.to_string()
    ))]
    Socket {
        /// The socket's name.
        name: String,
        /// Why.
        source: std::io::Error,
    },
}

/// The outcome of [`claim`].
#[derive(Debug)]
pub enum Claim {
    /// This process is the only GenDesk on this data folder.
    First(Instance),
    /// Another GenDesk runs on this data folder and was asked to come to the front.
    Focused {
        /// Its process id, as it answered.
        pid: Option<u32>,
    },
    /// Another process holds the data folder but did not answer in time (hung or busy).
    Unanswered(Waiting),
}

/// A GenDesk that holds the data folder: its lock, and focus requests from later launches.
#[derive(Debug)]
pub struct Instance {
    _lock: DataLock,
    listening: Option<Listening>,
    requests: mpsc::Receiver<Pending>,
}

/// A request as the socket queues it: answered (`OK <pid>`) only once the window took it, so a
/// hung window is not taken for a live one.
#[derive(Debug)]
pub(crate) struct Pending {
    taken: mpsc::SyncSender<()>,
}

impl Pending {
    fn take(self) -> FocusRequest {
        // The socket thread may have stopped waiting: the request still counts.
        let _ = self.taken.try_send(());
        FocusRequest
    }
}

/// A later launch asked this GenDesk to bring its window to the front.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FocusRequest;

impl Instance {
    /// Takes the focus requests that arrived since the last call (each later launch is then
    /// told that this GenDesk came to the front). Call it from the window's frame, so that
    /// only a window that runs answers.
    pub fn take_requests(&self) -> usize {
        self.requests.try_iter().map(Pending::take).count()
    }

    /// Waits up to `timeout` for a focus request and takes it (tests and tools).
    pub fn wait_request(&self, timeout: Duration) -> Option<FocusRequest> {
        self.requests.recv_timeout(timeout).ok().map(Pending::take)
    }

    /// Calls `wake` whenever a focus request arrives (e.g. to repaint the window, which then
    /// takes the requests). Requests that arrived before are kept.
    pub fn on_request(&self, wake: impl Fn() + Send + Sync + 'static) {
        if let Some(listening) = &self.listening {
            listening.set_waker(Box::new(wake));
        }
    }

    /// Whether later launches can reach this instance (the socket opened).
    pub fn is_listening(&self) -> bool {
        self.listening.is_some()
    }
}

/// Another process holds the data folder; [`Waiting::wait`] takes it once that one ends.
#[derive(Debug)]
pub struct Waiting {
    data_dir: PathBuf,
    /// The other process's id, as recorded when it took the folder.
    pub holder: Option<u32>,
}

impl Waiting {
    /// Blocks (on a worker thread) until the other process ends, polling every `every`, then
    /// claims the data folder. Returns `Ok(None)` if `give_up` says so first.
    pub fn wait(
        &self,
        every: Duration,
        give_up: impl Fn() -> bool,
    ) -> Result<Option<Instance>, InstanceError> {
        loop {
            if let Some(lock) = DataLock::try_take(&self.data_dir)? {
                return Ok(Some(start(lock, &self.data_dir)));
            }
            if give_up() {
                return Ok(None);
            }
            std::thread::sleep(every);
        }
    }

    /// What to tell the person while waiting.
    pub fn message(&self) -> String {
        let who = self.holder.map_or_else(
            || "Another GenDesk".to_owned(),
            |pid| format!("Another GenDesk (process {pid})"),
        );
        format!(
            "{who} is open with this data folder but does not answer. GenDesk opens as soon as it closes; if it hung, end it (Task Manager, Activity Monitor or `kill {}`).",
            self.holder
                .map_or_else(|| "PID".to_owned(), |pid| pid.to_string())
        )
    }
}

/// Claims `data_dir` for this process, or hands over to the GenDesk that has it.
pub fn claim(data_dir: &Path, answer_timeout: Duration) -> Result<Claim, InstanceError> {
    if let Some(lock) = DataLock::try_take(data_dir)? {
        return Ok(Claim::First(start(lock, data_dir)));
    }
    match ask_to_focus(&socket::name_for(data_dir), answer_timeout) {
        Some(answered) => Ok(Claim::Focused { pid: answered.pid }),
        None => Ok(Claim::Unanswered(Waiting {
            data_dir: data_dir.to_path_buf(),
            holder: DataLock::holder(data_dir),
        })),
    }
}

/// Starts listening for focus requests; without a socket GenDesk still runs (later launches
/// then wait for it instead of focusing it).
fn start(lock: DataLock, data_dir: &Path) -> Instance {
    let (tx, requests) = mpsc::channel();
    let listening = match Listening::start(&socket::name_for(data_dir), tx) {
        Ok(listening) => Some(listening),
        Err(err) => {
            tracing::warn!("{err}");
            None
        }
    };
    Instance {
        _lock: lock,
        listening,
        requests,
    }
}
