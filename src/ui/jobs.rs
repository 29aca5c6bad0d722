//! Background work for the window: named worker threads whose results come back as messages
//! on a channel drained each frame, with a repaint request so they are seen at once. A single
//! "disk" thread runs file writes in the order they were asked for.

use std::sync::mpsc;

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
}

impl<M: Send + 'static> Jobs<M> {
    /// An empty inbox that wakes `ctx`.
    pub fn new(ctx: egui::Context) -> Self {
        let (tx, inbox) = mpsc::channel();
        Self {
            reporter: Reporter { tx, ctx },
            inbox,
            serial: None,
        }
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
            .map_err(|err| format!("GenDesk could not start a background task ({err}). Close some programs and try again."))
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
        std::thread::Builder::new()
            .name("gendesk-disk".to_owned())
            .spawn(move || {
                for job in rx {
                    if let Some(msg) = job() {
                        reporter.report(msg);
                    }
                }
            })
            .map_err(|err| format!("GenDesk could not start its file writer ({err}). Your last change was not saved."))?;
        tx.send(job).map_err(|_| {
            "GenDesk's file writer stopped; your last change was not saved.".to_owned()
        })?;
        self.serial = Some(tx);
        Ok(())
    }

    /// Every result delivered since the last call (never waits).
    pub fn drain(&self) -> Vec<M> {
        self.inbox.try_iter().collect()
    }
}
