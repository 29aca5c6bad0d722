//! Whether the service can be reached. A request that finds no way to it (no connection, no
//! answer, a proxy that is away) makes the engine check once, with one balance call; when that
//! fails too, the profile is offline: polling and downloads wait, one [`Event::Offline`] says
//! since when, and a balance call after 1 s, 2 s, 4 s … up to 30 s looks for the way back. The
//! first answer ends it: one [`Event::Online`], polling goes on at once, and the downloads that
//! waited go on from their `.part`. Nothing is sent again that was not known to be unsent.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tokio::sync::{Notify, watch};

use super::messages::Event;
use super::worker::{Worker, now_ms};

/// Where the way to the service stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkState {
    /// Requests reach the service.
    Online,
    /// A request found no way; one check is under way.
    Checking {
        /// When the first request failed (Unix ms).
        since_ms: i64,
    },
    /// The check failed too: everything that needs the service waits.
    Offline {
        /// When the first request failed (Unix ms).
        since_ms: i64,
    },
}

/// The way to the service, shared by the poll loop, the downloads and the check that watches it.
#[derive(Debug)]
pub struct Connectivity {
    state: watch::Sender<LinkState>,
    /// Wakes the check.
    suspected: Notify,
    /// Outages so far (a download that failed during one tries again when it ends).
    outages: AtomicU64,
}

impl Default for Connectivity {
    fn default() -> Self {
        Self {
            state: watch::Sender::new(LinkState::Online),
            suspected: Notify::new(),
            outages: AtomicU64::new(0),
        }
    }
}

impl Connectivity {
    /// A request found no way to the service: the check runs (once, however many say so).
    pub fn suspect(&self) {
        self.state.send_if_modified(|state| {
            if *state == LinkState::Online {
                *state = LinkState::Checking { since_ms: now_ms() };
                true
            } else {
                false
            }
        });
        self.suspected.notify_one();
    }

    /// Where the way stands now.
    pub fn state(&self) -> LinkState {
        *self.state.borrow()
    }

    /// Whether requests reach the service (no check under way, not offline).
    pub fn is_online(&self) -> bool {
        self.state() == LinkState::Online
    }

    /// Outages so far.
    pub fn outages(&self) -> u64 {
        self.outages.load(Ordering::Acquire)
    }

    /// Returns once requests reach the service (at once when they do).
    pub async fn online(&self) {
        let mut state = self.state.subscribe();
        // The sender lives in `self`, which outlives this wait: the wait cannot fail.
        let _ = state.wait_for(|state| *state == LinkState::Online).await;
    }

    fn set(&self, state: LinkState) {
        self.state.send_replace(state);
    }
}

/// What one check found.
enum Reach {
    /// The service answered (whatever it said).
    Answered,
    /// No way to it.
    NoWay,
}

impl Worker {
    /// Runs the checks of the way to the service until `stop` (spawned by `Worker::start`).
    pub async fn watch_connectivity(self: Arc<Self>, mut stop: watch::Receiver<bool>) {
        let link = Arc::clone(&self.shared.link);
        loop {
            tokio::select! {
                () = link.suspected.notified() => {}
                _ = stop.changed() => return,
            }
            let since_ms = match link.state() {
                // A wake-up left from a check that already ended.
                LinkState::Online => continue,
                LinkState::Checking { since_ms } | LinkState::Offline { since_ms } => since_ms,
            };
            let mut wait = self.policy.offline_probe_first;
            let mut offline = false;
            loop {
                if let Reach::Answered = self.probe().await {
                    link.set(LinkState::Online);
                    if offline {
                        self.announce(Event::Online {
                            offline_since_ms: since_ms,
                        });
                    }
                    self.poll_now.notify_one();
                    break;
                }
                if !offline {
                    offline = true;
                    link.outages.fetch_add(1, Ordering::AcqRel);
                    link.set(LinkState::Offline { since_ms });
                    self.announce(Event::Offline { since_ms });
                }
                tokio::select! {
                    () = tokio::time::sleep(wait) => {}
                    _ = stop.changed() => return,
                }
                wait = wait.saturating_mul(2).min(self.policy.offline_probe_cap);
            }
        }
    }

    /// One balance call, through the poll client (no retries of its own); a balance read is
    /// kept and shown like any other.
    async fn probe(&self) -> Reach {
        self.gate.acquire().await;
        let asked_ms = now_ms();
        match self.poll_client.balance().await {
            Ok(usd) => {
                super::account_flow::keep_balance(&self.shared, self.profile, asked_ms, usd).await;
                Reach::Answered
            }
            Err(err) if err.is_unreachable() => {
                tracing::debug!(%err, "the service is still out of reach");
                Reach::NoWay
            }
            // Refused, rate limited, a server error …: the service is there.
            Err(_) => Reach::Answered,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn many_suspicions_make_one_check_and_waiters_go_on_when_it_is_back() {
        let link = Arc::new(Connectivity::default());
        link.suspect();
        let first = link.state();
        link.suspect();
        assert!(matches!(first, LinkState::Checking { .. }));
        assert_eq!(
            link.state(),
            first,
            "a second suspicion keeps the first time"
        );
        let waiter = tokio::spawn({
            let link = Arc::clone(&link);
            async move { link.online().await }
        });
        tokio::task::yield_now().await;
        assert!(
            !waiter.is_finished(),
            "nothing goes on while the check runs"
        );
        link.set(LinkState::Online);
        waiter.await.expect("the waiter ends once the link is back");
        assert!(link.is_online());
    }
}
