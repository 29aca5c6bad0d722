//! The desktop's own notifications (`notify-rust`): the freedesktop notification service over
//! D-Bus on Linux, toasts under GenDesk's `AppUserModelID` on Windows (the installer's
//! Start-menu shortcut carries it), Notification Center on macOS.
//!
//! Where the platform reports clicks (Linux, Windows), a click calls the `on_click` given at
//! start with the notification's target; a thread per shown notification waits for it, at
//! most [`MAX_WAITING`] at once. No notification service: the error is logged once and
//! nothing else happens.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::{Notification, Sink, Target};

/// Notifications whose click is waited for at once; later ones are shown without.
pub const MAX_WAITING: usize = 8;

/// Called with the target of a clicked notification (on a worker thread).
pub type OnClick = Arc<dyn Fn(Target) + Send + Sync>;

/// Shows notifications on the desktop.
pub struct DesktopSink {
    on_click: OnClick,
    waiting: Arc<AtomicUsize>,
    warned: AtomicBool,
}

impl DesktopSink {
    /// A sink that reports clicks to `on_click`.
    pub fn new(on_click: OnClick) -> Self {
        #[cfg(target_os = "macos")]
        if let Err(err) = notify_rust::set_application(crate::APP_ID) {
            tracing::debug!("notifications: the application could not be set: {err}");
        }
        Self {
            on_click,
            waiting: Arc::new(AtomicUsize::new(0)),
            warned: AtomicBool::new(false),
        }
    }
}

impl Sink for DesktopSink {
    fn show(&self, notification: Notification) {
        let mut note = notify_rust::Notification::new();
        note.summary(&notification.title)
            .body(&notification.body)
            .appname("GenDesk");
        #[cfg(all(unix, not(target_os = "macos")))]
        {
            note.icon(crate::APP_ID)
                .hint(notify_rust::Hint::DesktopEntry(crate::APP_ID.to_owned()));
        }
        #[cfg(not(target_os = "macos"))]
        {
            note.action("default", "Show in GenDesk");
        }
        #[cfg(target_os = "windows")]
        {
            note.app_id(crate::APP_ID);
        }
        match note.show() {
            Ok(handle) => self.wait_for_click(handle, notification.target),
            Err(err) => {
                if !self.warned.swap(true, Ordering::SeqCst) {
                    tracing::info!("desktop notifications are not available: {err}");
                }
            }
        }
    }
}

impl DesktopSink {
    #[cfg(not(target_os = "macos"))]
    fn wait_for_click(&self, handle: notify_rust::NotificationHandle, target: Target) {
        if self.waiting.fetch_add(1, Ordering::SeqCst) >= MAX_WAITING {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
            return;
        }
        let on_click = Arc::clone(&self.on_click);
        let waiting = Arc::clone(&self.waiting);
        let spawned = std::thread::Builder::new()
            .name("gendesk-notify-click".to_owned())
            .spawn(move || {
                handle.wait_for_action(|action| {
                    if action != "__closed" {
                        on_click(target);
                    }
                });
                waiting.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
        }
    }

    #[cfg(target_os = "macos")]
    fn wait_for_click(&self, _handle: notify_rust::NotificationHandle, _target: Target) {
        // Notification Center does not report clicks through notify-rust.
        let _ = (&self.on_click, &self.waiting);
    }
}
