//! The desktop window (eframe/egui): the only part of GenDesk that imports egui.
//!
//! `app` owns the state and carries out what views ask; each view is one file with a
//! `<name>_ui(ui, &mut State, &Model, actions)` function. Nothing here waits on the network,
//! the disk, the keyring or decoding: that runs on worker threads (`jobs`, `engine_link`,
//! `history_query`, `sandbox_host`) whose results arrive by channel with a repaint request.

mod actions;
mod activity;
mod app;
mod batches;
mod catalog_state;
mod compare;
mod compose;
mod connect;
mod engine_link;
mod gallery;
mod history_query;
mod image_viewer;
mod jobs;
mod model;
mod player;
mod prefs;
mod receiver_prefs;
mod receiver_settings;
mod sandbox_host;
mod settings;
mod task_detail;
mod task_pages;
mod task_results;
mod theme;
mod thumbnails;
mod top_bar;
mod webhooks;
mod welcome;

pub use app::{AppOptions, GenDeskApp, KeyStoreChoice};
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

/// Opens the GenDesk window and runs until it is closed. Window size and position are
/// remembered in `window.ron` in the config folder.
pub fn run_native(options: AppOptions) -> Result<(), UiError> {
    let native = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("GenDesk")
            .with_app_id("gendesk")
            .with_inner_size(WINDOW_SIZE)
            .with_min_inner_size(WINDOW_MIN_SIZE),
        persist_window: true,
        persistence_path: Some(options.paths.config_dir.join("window.ron")),
        ..eframe::NativeOptions::default()
    };
    eframe::run_native(
        "GenDesk",
        native,
        Box::new(move |cc| Ok(Box::new(GenDeskApp::new(cc, options)))),
    )
    .map_err(|err| UiError::Window(err.to_string()))
}
