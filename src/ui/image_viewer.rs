//! The full image view: a window with the result at up to 4096 pixels (decoded off the UI
//! thread by the preview cache), zoomed with the wheel or the buttons and panned by dragging
//! (egui's `Scene`). Esc closes it.

use std::path::PathBuf;

use egui::Ui;
use gendesk_core::t;

use super::actions::{Action, External};
use super::live_state::{Notice, NoticeLevel};
use super::theme;
use super::thumbnails::{FULL_EDGE, Thumb, Thumbnails};

/// An open image view.
#[derive(Debug, Clone)]
pub struct ViewerState {
    /// The result URL.
    pub url: String,
    /// A downloaded copy, read instead of the URL.
    pub local: Option<PathBuf>,
    /// The part of the image in view (egui's `Scene` keeps it).
    scene_rect: egui::Rect,
}

impl ViewerState {
    /// A view of `url` fitted to the window.
    pub fn new(url: String, local: Option<PathBuf>) -> Self {
        Self {
            url,
            local,
            scene_rect: egui::Rect::ZERO,
        }
    }
}

/// Shows the image window while `state` is `Some`; closing it sets `None`.
pub fn image_viewer_ui(
    ctx: &egui::Context,
    state: &mut Option<ViewerState>,
    thumbs: &mut Thumbnails,
    actions: &mut Vec<Action>,
) {
    let Some(viewer) = state.as_mut() else {
        return;
    };
    let mut open = true;
    let content = ctx.content_rect();
    let shown = egui::Window::new(t!("viewer-title"))
        .id(egui::Id::unique("image_viewer"))
        .open(&mut open)
        .default_size(content.size() * 0.8)
        .default_pos(content.min + content.size() * 0.1)
        .resizable(true)
        .collapsible(false)
        .show(ctx, |ui| viewer_body_ui(ui, viewer, thumbs, actions));
    crate::ui::escape::close_window_on_escape(ctx, shown.as_ref(), &mut open);
    if !open {
        *state = None;
    }
}

fn viewer_body_ui(
    ui: &mut Ui,
    viewer: &mut ViewerState,
    thumbs: &mut Thumbnails,
    actions: &mut Vec<Action>,
) {
    let thumb = thumbs.get(&viewer.url, viewer.local.as_deref(), FULL_EDGE);
    let texture = match thumb {
        Thumb::Ready(texture) => Some(texture.clone()),
        Thumb::Loading | Thumb::Failed(_) => None,
    };
    ui.horizontal(|ui| {
        if ui
            .button(t!("viewer-fit"))
            .on_hover_text(t!("viewer-fit.hint"))
            .clicked()
        {
            viewer.scene_rect = egui::Rect::ZERO;
        }
        if let Some(texture) = &texture
            && ui
                .button(t!("viewer-actual-size"))
                .on_hover_text(t!("viewer-actual-size.hint"))
                .clicked()
        {
            let size = texture.size_vec2();
            let view = ui.available_size();
            viewer.scene_rect = egui::Rect::from_center_size((size / 2.0).to_pos2(), view);
        }
        if ui.button(t!("viewer-copy-url")).clicked() {
            ui.ctx().copy_text(viewer.url.clone());
            actions.push(Action::Notify(Notice::new(
                NoticeLevel::Info,
                t!("viewer-url-copied"),
            )));
        }
        let open_label = if viewer.local.is_some() {
            t!("viewer-open-file")
        } else {
            t!("viewer-open-in-browser")
        };
        if ui.button(open_label).clicked() {
            actions.push(Action::Open(match &viewer.local {
                Some(path) => External::File(path.clone()),
                None => External::Url(viewer.url.clone()),
            }));
        }
        if let Some(texture) = &texture {
            let [w, h] = texture.size();
            ui.weak(t!(
                "viewer-size",
                width = w.to_string(),
                height = h.to_string()
            ));
        }
    });
    ui.separator();
    match (
        texture,
        thumbs.get(&viewer.url, viewer.local.as_deref(), FULL_EDGE),
    ) {
        (Some(texture), _) => {
            let description = t!("viewer-image", name = file_name(viewer));
            let response = egui::Scene::new()
                .zoom_range(0.05..=16.0)
                .show(ui, &mut viewer.scene_rect, |ui| {
                    let picture =
                        ui.add(egui::Image::new(&texture).fit_to_exact_size(texture.size_vec2()));
                    picture.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Image, true, &description)
                    });
                })
                .response;
            if response.double_clicked() {
                viewer.scene_rect = egui::Rect::ZERO;
            }
        }
        (None, Thumb::Failed(message)) => {
            ui.add_space(theme::SPACE_L);
            theme::error_text(ui, message);
        }
        (None, _) => {
            ui.add_space(theme::SPACE_L);
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("viewer-loading"));
            });
        }
    }
}

/// The name of the file shown: the downloaded copy's, else the URL's last part.
fn file_name(viewer: &ViewerState) -> String {
    viewer
        .local
        .as_deref()
        .and_then(|path| path.file_name())
        .map(|name| name.to_string_lossy().into_owned())
        .or_else(|| {
            let path = viewer.url.split(['?', '#']).next().unwrap_or_default();
            path.rsplit('/').next().map(str::to_owned)
        })
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| viewer.url.clone())
}
