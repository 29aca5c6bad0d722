//! Background work for the window: named worker threads whose results come back as messages
//! on a channel drained each frame, with a repaint request so they are seen at once. A single
//! "disk" thread runs file writes in the order they were asked for, and the writes still queued
//! when the window closes are finished before it goes (a closed window never loses the last
//! change to its preferences or profiles).

use std::sync::mpsc;

use gendesk_core::t;

/// A unit of ordered work; may report a message (e.g. a failure).
type SerialJob<M> = Box<dyn FnOnce() -> Option<M> + Send>;

/// Sends a result to the window and wakes it.
pub struct Reporter<M> {
    tx: mpsc::Sender<M>,
    ctx: egui::Context,
}

impl<M> Clone for Reporter<M> {
    fn clone(&self) -> Self {
        Self {
            tx: self.tx.clone(),
            ctx: self.ctx.clone(),
        }
    }
}

impl<M> Reporter<M> {
    /// Delivers `msg` and requests a repaint. When the window has closed there is nobody left
    /// to tell, which is logged rather than treated as an error.
    pub fn report(&self, msg: M) {
        if self.tx.send(msg).is_err() {
            tracing::debug!("the window has closed; a background result was dropped");
        }
        self.ctx.request_repaint();
    }
}

/// The window's worker threads and their inbox.
pub struct Jobs<M> {
    reporter: Reporter<M>,
    inbox: mpsc::Receiver<M>,
    serial: Option<mpsc::Sender<SerialJob<M>>>,
    writer: Option<std::thread::JoinHandle<()>>,
}

impl<M> Drop for Jobs<M> {
    /// Lets the disk thread finish what is queued, then waits for it (only when the window
    /// closes: small file writes, never a network call).
    fn drop(&mut self) {
        drop(self.serial.take());
        if let Some(writer) = self.writer.take() {
            // A write that panicked has already lost its change; there is nobody left to tell.
            let _ = writer.join();
        }
    }
}

impl<M: Send + 'static> Jobs<M> {
    /// An empty inbox that wakes `ctx`.
    pub fn new(ctx: egui::Context) -> Self {
        let (tx, inbox) = mpsc::channel();
        Self {
            reporter: Reporter { tx, ctx },
            inbox,
            serial: None,
            writer: None,
        }
    }

    /// A sender of results, for work that reports more than once (progress).
    pub fn reporter(&self) -> Reporter<M> {
        self.reporter.clone()
    }

    /// The window's context.
    pub fn ctx(&self) -> &egui::Context {
        &self.reporter.ctx
    }

    /// Runs `work` on a new named thread and delivers its result.
    pub fn spawn(
        &self,
        name: &str,
        work: impl FnOnce() -> M + Send + 'static,
    ) -> Result<(), String> {
        let reporter = self.reporter.clone();
        std::thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || reporter.report(work()))
            .map(drop)
            .map_err(|err| t!("window-job-could-not-start", problem = err.to_string()))
    }

    /// Runs `work` on the disk thread after everything queued before it.
    pub fn spawn_serial(
        &mut self,
        work: impl FnOnce() -> Option<M> + Send + 'static,
    ) -> Result<(), String> {
        let job: SerialJob<M> = Box::new(work);
        let job = match &self.serial {
            Some(tx) => match tx.send(job) {
                Ok(()) => return Ok(()),
                // The thread ended (it never does on its own); start a new one below.
                Err(mpsc::SendError(job)) => job,
            },
            None => job,
        };
        let (tx, rx) = mpsc::channel::<SerialJob<M>>();
        let reporter = self.reporter.clone();
        let writer = std::thread::Builder::new()
            .name("gendesk-disk".to_owned())
            .spawn(move || {
                for job in rx {
                    if let Some(msg) = job() {
                        reporter.report(msg);
                    }
                }
            })
            .map_err(|err| t!("window-writer-could-not-start", problem = err.to_string()))?;
        tx.send(job).map_err(|_| t!("window-writer-stopped"))?;
        self.serial = Some(tx);
        self.writer = Some(writer);
        Ok(())
    }

    /// Every result delivered since the last call (never waits).
    pub fn drain(&self) -> Vec<M> {
        self.inbox.try_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        reason = "tests: a failed unwrap is a failed test"
    )]

    use super::*;

    #[test]
    fn writes_queued_when_the_window_closes_are_finished_first() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("prefs.toml");
        let mut jobs: Jobs<String> = Jobs::new(egui::Context::default());
        let (started_tx, started) = mpsc::channel();
        let (release_tx, release) = mpsc::channel::<()>();
        jobs.spawn_serial(move || {
            started_tx.send(()).unwrap();
            // Still writing when the window goes away.
            release.recv().unwrap();
            None
        })
        .unwrap();
        let target = path.clone();
        jobs.spawn_serial(move || {
            std::fs::write(&target, "last_view = \"Activity\"").unwrap();
            None
        })
        .unwrap();
        started.recv().unwrap();
        let closing = std::thread::spawn(move || drop(jobs));
        assert!(!path.exists(), "the second write waits behind the first");
        release_tx.send(()).unwrap();
        closing.join().unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "last_view = \"Activity\"",
            "dropping the jobs waited for the queued write"
        );
    }
}
