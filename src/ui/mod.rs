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
mod backup_settings;
mod batches;
mod catalog_state;
mod compare;
mod compose;
mod connect;
mod crash_notice;
mod engine_link;
mod escape;
mod favourite;
mod file_name_settings;
mod file_record;
mod fonts;
mod frame_time;
mod gallery;
mod help_links;
mod help_menu;
mod history_query;
mod image_viewer;
mod insights;
mod jobs;
mod live_state;
mod model_filter;
mod network_cell;
mod network_settings;
mod notice;
mod notice_bar;
mod offline_bar;
mod over_limit;
mod player;
mod prefs;
mod receiver_prefs;
mod receiver_settings;
mod reference_settings;
pub mod renderer;
pub mod reopen;
mod restore_report;
mod restore_settings;
mod sandbox_host;
mod settings;
mod shortcuts;
mod spending_settings;
mod table_roles;
mod task_detail;
mod task_pages;
mod task_results;
mod task_state;
mod theme;
mod thumbnails;
mod top_bar;
mod unlock;
mod updates;
#[cfg(test)]
mod view_tests;
mod webhooks;
mod welcome;
mod work_progress;

pub use app::RESTARTED_FROM;
pub use app::{
    AppOptions, GenDeskApp, InstanceChoice, KeyStoreChoice, NotifierChoice, UpdateOptions,
};
/// For benchmarks only: the Insights view drawn headless.
#[doc(hidden)]
pub use insights::frame_bench;
/// The video player's GPU colour conversion, for the benchmark that measures it.
pub use player::{GpuPicture, VideoColour, YuvPipeline};
pub use renderer::RendererChoice;
pub use theme::{WINDOW_MIN_SIZE, WINDOW_SIZE};

use std::cell::RefCell;
use std::rc::Rc;

/// The window could not be shown.
#[derive(Debug, thiserror::Error)]
pub enum UiError {
    /// eframe failed (no display, …).
    #[error("{}", gendesk_core::t!("err-ui-window", reason = .0.clone()))]
    Window(String),
    /// No renderer could start: each one tried, and why it failed.
    #[error("{}", no_renderer_text(.0))]
    NoRenderer(Vec<(RendererChoice, String)>),
}

/// The words for [`UiError::NoRenderer`]: what was tried; why each one failed is in the log
/// (drivers' messages are long and say little to most people).
fn no_renderer_text(attempts: &[(RendererChoice, String)]) -> String {
    let tried: Vec<String> = attempts.iter().map(|(choice, _)| choice.label()).collect();
    gendesk_core::t!("app-no-renderer", tried = tried.join(", "))
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

/// Opens the GenDesk window and runs until it is closed. Renderers are tried in
/// [`renderer::attempt_order`] until one starts; that one is remembered for the next start.
pub fn run_native(options: AppOptions) -> Result<(), UiError> {
    let config_dir = options.paths.config_dir.clone();
    // Read before the window exists (a file of a few bytes); nothing is drawn yet.
    let remembered = renderer::remembered(&config_dir);
    let order = renderer::attempt_order(renderer::from_env(), remembered);
    // The app is made once, by the first renderer that starts: a renderer that fails fails
    // before eframe calls the app creator, and leaves the options for the next one.
    let pending = Rc::new(RefCell::new(Some(options)));
    let mut failures = Vec::new();
    for choice in order {
        let mut native = native_options(&config_dir);
        choice.apply(&mut native);
        tracing::info!("starting the window with {}", choice.name());
        let slot = Rc::clone(&pending);
        let dir = config_dir.clone();
        let result = eframe::run_native(
            "GenDesk",
            native,
            Box::new(move |cc| {
                let options = slot
                    .borrow_mut()
                    .take()
                    .ok_or("the window was already made once")?;
                tracing::info!("the window started with {}", choice.name());
                if remembered != Some(choice) {
                    std::thread::spawn(move || match renderer::remember(&dir, choice) {
                        Ok(path) => tracing::info!("remembered in {}", path.display()),
                        Err(err) => tracing::warn!("the renderer could not be remembered: {err}"),
                    });
                }
                Ok(Box::new(GenDeskApp::new(cc, options)))
            }),
        );
        let started = pending.borrow().is_none();
        match result {
            Ok(()) => return Ok(()),
            Err(err) if !started && is_renderer_failure(&err) => {
                tracing::warn!("{} could not start: {err}", choice.name());
                failures.push((choice, err.to_string()));
            }
            Err(err) => return Err(UiError::Window(err.to_string())),
        }
    }
    Err(UiError::NoRenderer(failures))
}

/// Whether eframe failed in the renderer (another one may work), not in the window system.
fn is_renderer_failure(err: &eframe::Error) -> bool {
    match err {
        eframe::Error::Wgpu(_)
        | eframe::Error::OpenGL(_)
        | eframe::Error::Glutin(_)
        | eframe::Error::NoGlutinConfigs(..) => true,
        eframe::Error::AppCreation(_)
        | eframe::Error::Winit(_)
        | eframe::Error::WinitEventLoop(_) => false,
    }
}

/// Tells the person in a window of the system's own (a message box on Windows and macOS,
/// zenity on Linux) that GenDesk could not start, and where its log is. Blocks until closed;
/// for use before or after GenDesk's own window, never while it is open.
pub fn show_fatal_message(text: &str) {
    rfd::MessageDialog::new()
        .set_level(rfd::MessageLevel::Error)
        .set_title("GenDesk could not start")
        .set_description(text)
        .set_buttons(rfd::MessageButtons::Ok)
        .show();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn when_no_renderer_starts_the_words_name_each_one_tried() {
        let err = UiError::NoRenderer(vec![
            (
                RendererChoice::Wgpu,
                "WGPU error: Parent device is lost".to_owned(),
            ),
            (
                RendererChoice::Glow,
                "glutin error: GLXBadFBConfig".to_owned(),
            ),
        ]);
        let text = err.to_string();
        assert!(
            text.starts_with("GenDesk could not open its window"),
            "{text}"
        );
        assert!(
            text.contains("(it tried wgpu's own choice of backend, OpenGL (glow))."),
            "{text}"
        );
        assert!(
            !text.contains("Parent device"),
            "the reasons are in the log: {text}"
        );
        assert!(text.contains("Updating the graphics driver"), "{text}");
    }

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
