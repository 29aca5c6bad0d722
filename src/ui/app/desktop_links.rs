//! The window's links to the desktop: desktop notifications (started after the first frame,
//! fed with engine events while the window is not focused, their clicks brought back here)
//! and the single-instance channel (a later launch asks this window to come to the front).

use std::sync::{Arc, mpsc};

use gendesk_core::instance::{Instance, Waiting};
use gendesk_core::notifications::desktop::DesktopSink;
use gendesk_core::notifications::{Notifications, RecordingSink, Sink, Target};
use gendesk_core::store::TaskRow;

use super::GenDeskApp;
use crate::ui::actions::{Action, TaskAction};
use crate::ui::prefs::View;

/// Where notifications go.
#[derive(Clone)]
pub enum NotifierChoice {
    /// The desktop's notification service.
    Desktop,
    /// Kept for a test to read (nothing is shown).
    Recording(Arc<RecordingSink>),
}

/// The window's place among GenDesk processes on its data folder.
#[derive(Default)]
pub enum InstanceChoice {
    /// Not claimed (tests and tools that run several windows on one folder on purpose).
    #[default]
    Unclaimed,
    /// This process holds the data folder.
    Held(Instance),
    /// Another process holds it and does not answer: opening waits for it to end.
    Waiting(Waiting),
}

/// The links, once started.
pub(super) struct DesktopLinks {
    notifications: Option<Notifications>,
    clicks: mpsc::Receiver<Target>,
    click_tx: mpsc::Sender<Target>,
    instance: Option<Instance>,
    /// Focus requests from later launches served so far.
    pub focus_requests: u64,
}

impl DesktopLinks {
    /// The notification worker, once started.
    pub(super) fn notifications(&self) -> Option<&Notifications> {
        self.notifications.as_ref()
    }

    pub(super) fn new() -> Self {
        let (click_tx, clicks) = mpsc::channel();
        Self {
            notifications: None,
            clicks,
            click_tx,
            instance: None,
            focus_requests: 0,
        }
    }
}

impl GenDeskApp {
    /// Starts the notification worker (after the first frame).
    pub(super) fn start_notifications(&mut self, ctx: &egui::Context) {
        let sink: Arc<dyn Sink> = match &self.options.notifier {
            NotifierChoice::Desktop => {
                let tx = self.desktop.click_tx.clone();
                let ctx = ctx.clone();
                Arc::new(DesktopSink::new(Arc::new(move |target| {
                    if tx.send(target).is_ok() {
                        ctx.request_repaint();
                    }
                })))
            }
            NotifierChoice::Recording(sink) => Arc::clone(sink) as Arc<dyn Sink>,
        };
        match Notifications::start(self.options.paths.database_file(), sink) {
            Ok(notifications) => self.desktop.notifications = Some(notifications),
            Err(err) => tracing::warn!("desktop notifications could not start: {err}"),
        }
    }

    /// Keeps this process's hold on the data folder and repaints when a later launch asks
    /// for the window.
    /// Lets go of the data folder's hold, to hand it to the next window (a restore).
    pub(super) fn hand_over_instance(&mut self) -> Option<Instance> {
        self.desktop.instance.take()
    }

    pub(super) fn hold_instance(&mut self, instance: Instance, ctx: &egui::Context) {
        let ctx = ctx.clone();
        instance.on_request(move || ctx.request_repaint());
        self.desktop.instance = Some(instance);
    }

    /// The person asked for `task`'s files: say when they are there.
    pub(super) fn asked_download(&self, task: TaskRow) {
        if let Some(notifications) = &self.desktop.notifications {
            notifications.asked_download(task);
        }
    }

    /// Serves focus requests from later launches and clicked notifications.
    pub(super) fn serve_desktop(&mut self, ctx: &egui::Context) {
        let requests = self
            .desktop
            .instance
            .as_ref()
            .map_or(0, Instance::take_requests);
        if requests > 0 {
            self.desktop.focus_requests += requests as u64;
            bring_to_front(ctx);
        }
        let clicked: Vec<Target> = self.desktop.clicks.try_iter().collect();
        for target in clicked {
            bring_to_front(ctx);
            match target {
                Target::Task(task) => self.handle_action(Action::Task(TaskAction::OpenTask(task))),
                Target::Batch(batch) => {
                    self.batches.select(batch);
                    self.navigate(View::Batches);
                }
            }
        }
    }
}

/// Un-minimizes and focuses the window (Wayland may only flash it: it lets no app take the
/// focus by itself).
fn bring_to_front(ctx: &egui::Context) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Minimized(false));
    ctx.send_viewport_cmd(egui::ViewportCommand::Focus);
    ctx.send_viewport_cmd(egui::ViewportCommand::RequestUserAttention(
        egui::UserAttentionType::Informational,
    ));
}
