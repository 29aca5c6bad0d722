//! The desktop window (eframe/egui): the only part of GenDesk that imports egui.
//!
//! `app` owns the state and carries out what views ask; each view is one file with a
//! `<name>_ui(ui, &mut State, &Model, actions)` function. Nothing here waits on the network,
//! the disk, the keyring or decoding: that runs on worker threads (`jobs`, `engine_link`,
//! `history_query`, `sandbox_host`) whose results arrive by channel with a repaint request.

mod actions;
mod activity;
mod app;
mod async_work;
mod batches;
mod catalog_state;
mod compare;
mod compose;
mod connect;
mod engine_link;
mod frame_time;
mod gallery;
mod history_query;
mod image_viewer;
mod jobs;
mod live_state;
mod player;
mod prefs;
mod receiver_prefs;
mod receiver_settings;
mod sandbox_host;
mod settings;
mod task_detail;
mod task_pages;
mod task_results;
mod task_state;
mod theme;
mod thumbnails;
mod top_bar;
#[cfg(test)]
mod view_tests;
mod webhooks;
mod welcome;

pub use app::{AppOptions, GenDeskApp, InstanceChoice, KeyStoreChoice, NotifierChoice};
pub use theme::{WINDOW_MIN_SIZE, WINDOW_SIZE};

/// The window could not be shown.
#[derive(Debug, thiserror::Error)]
pub enum UiError {
    /// eframe failed (no display, no graphics driver, …).
    #[error(
        "the GenDesk window could not open: {0}. On Linux, check that a desktop session (X11 or Wayland) is running"
    )]
    Window(String),
}

pub use gendesk_core::APP_ID;

/// The window and taskbar icon (made from `packaging/icons/gendesk.svg` by
/// `packaging/make-icons.sh`).
const ICON_PNG: &[u8] =
    include_bytes!("../../packaging/icons/hicolor/256x256/apps/app.gendesk.GenDesk.png");

/// The window icon; `None` (egui's default icon) if the embedded picture cannot be read.
pub fn window_icon() -> Option<std::sync::Arc<egui::IconData>> {
    match eframe::icon_data::from_png_bytes(ICON_PNG) {
        Ok(icon) => Some(std::sync::Arc::new(icon)),
        Err(err) => {
            tracing::warn!("the window icon could not be read: {err}");
            None
        }
    }
}

/// The window's options: title, app id, icon, size, and where its size and position are
/// remembered (`window.ron` in `config_dir`).
pub fn native_options(config_dir: &std::path::Path) -> eframe::NativeOptions {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("GenDesk")
        .with_app_id(APP_ID)
        .with_inner_size(WINDOW_SIZE)
        .with_min_inner_size(WINDOW_MIN_SIZE);
    if let Some(icon) = window_icon() {
        viewport = viewport.with_icon(icon);
    }
    eframe::NativeOptions {
        viewport,
        persist_window: true,
        persistence_path: Some(config_dir.join("window.ron")),
        ..eframe::NativeOptions::default()
    }
}

/// Opens the GenDesk window and runs until it is closed.
pub fn run_native(options: AppOptions) -> Result<(), UiError> {
    let native = native_options(&options.paths.config_dir);
    eframe::run_native(
        "GenDesk",
        native,
        Box::new(move |cc| Ok(Box::new(GenDeskApp::new(cc, options)))),
    )
    .map_err(|err| UiError::Window(err.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_icon_is_the_packaged_one() {
        let icon = window_icon();
        assert!(
            icon.as_ref()
                .is_some_and(|i| (i.width, i.height) == (256, 256) && i.rgba.len() == 256 * 256 * 4),
            "the embedded 256 px icon decodes"
        );
    }
}
