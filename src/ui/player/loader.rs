//! Loads results for the players on a worker thread: the downloaded file when there is one,
//! else the URL (key-free result client, size cap), then opens it for playing (a sound's
//! length and waveform, a video's tracks). The UI keeps the last few loaded results.

use std::path::{Path, PathBuf};
use std::sync::{Arc, mpsc};

use gendesk_core::media::{self, playable::Playable};
use gendesk_core::t;

use crate::ui::async_work::AsyncWork;

/// Largest result file loaded for playing.
pub const MAX_PLAY_BYTES: u64 = 256 * 1024 * 1024;

/// Why a result cannot be played here.
#[derive(Debug, Clone)]
pub struct LoadFailure {
    /// What happened and what to do, as a sentence.
    pub message: String,
    /// Another program might play it: offer Open in system player.
    pub system_player_may_help: bool,
}

/// A finished load.
pub type Loaded = (String, Result<Arc<Playable>, LoadFailure>);

struct Request {
    url: String,
    local: Option<PathBuf>,
}

/// The loading thread. Dropping it stops the thread after its current load.
pub struct Loader {
    requests: mpsc::Sender<Request>,
    results: mpsc::Receiver<Loaded>,
    /// A loader without a thread keeps its requests here, unanswered (view tests).
    #[cfg(test)]
    _parked: Option<mpsc::Receiver<Request>>,
}

impl Loader {
    /// Starts the thread; links are fetched on the window's runtime `work`.
    pub fn new(ctx: &egui::Context, work: AsyncWork) -> Self {
        let (requests, inbox) = mpsc::channel::<Request>();
        let (outbox, results) = mpsc::channel();
        let ctx = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("gendesk-player-load".to_owned())
            .spawn(move || load_loop(&inbox, &outbox, &ctx, &work));
        if let Err(err) = spawned {
            tracing::warn!("the players' loading thread could not start: {err}");
        }
        Self {
            requests,
            results,
            #[cfg(test)]
            _parked: None,
        }
    }

    /// A loader without a thread: what is asked for stays loading (view tests).
    #[cfg(test)]
    pub fn idle() -> Self {
        let (requests, inbox) = mpsc::channel::<Request>();
        let (_, results) = mpsc::channel();
        Self {
            requests,
            results,
            _parked: Some(inbox),
        }
    }

    /// Asks for `url` (reading `local` instead when it is a downloaded copy).
    pub fn request(&self, url: &str, local: Option<&Path>) -> Result<(), LoadFailure> {
        self.requests
            .send(Request {
                url: url.to_owned(),
                local: local.map(Path::to_path_buf),
            })
            .map_err(|_| LoadFailure {
                message: t!("player-could-not-start"),
                system_player_may_help: true,
            })
    }

    /// Loads finished since the last call.
    pub fn finished(&self) -> Vec<Loaded> {
        self.results.try_iter().collect()
    }
}

fn load_loop(
    inbox: &mpsc::Receiver<Request>,
    outbox: &mpsc::Sender<Loaded>,
    ctx: &egui::Context,
    work: &AsyncWork,
) {
    let mut client = crate::ui::network_cell::PreviewClient::new(work.network().clone());
    for request in inbox {
        let outcome = read(&request, work, client.get().ok()).and_then(|bytes| {
            media::playable::open_playable(bytes)
                .map(Arc::new)
                .map_err(|err| LoadFailure {
                    system_player_may_help: err.system_player_may_help(),
                    message: crate::ui::live_state::sentence(&err.to_string()),
                })
        });
        if outbox.send((request.url, outcome)).is_err() {
            return;
        }
        ctx.request_repaint();
    }
}

/// The downloaded copy when it is readable, else the URL.
fn read(
    request: &Request,
    work: &AsyncWork,
    client: Option<&reqwest::Client>,
) -> Result<Vec<u8>, LoadFailure> {
    let failure = |message: String, system_player_may_help: bool| LoadFailure {
        message: crate::ui::live_state::sentence(&message),
        system_player_may_help,
    };
    if let Some(path) = &request.local {
        match std::fs::metadata(path) {
            Ok(meta) if meta.len() > MAX_PLAY_BYTES => {
                return Err(failure(
                    t!(
                        "player-file-too-large",
                        mebibytes = MAX_PLAY_BYTES / 1024 / 1024
                    ),
                    true,
                ));
            }
            Ok(_) => match std::fs::read(path) {
                Ok(bytes) => return Ok(bytes),
                Err(err) => tracing::debug!("{} unreadable, using the URL: {err}", path.display()),
            },
            Err(err) => tracing::debug!("{} missing, using the URL: {err}", path.display()),
        }
    }
    let Some(client) = client else {
        return Err(failure(t!("player-no-connection"), false));
    };
    work.block_on(media::fetch_bytes(client, &request.url, MAX_PLAY_BYTES))
        .map_err(|err| failure(err.to_string(), false))?
        .map_err(|err| failure(err.to_string(), false))
}
