//! The result open beside the gallery's grid: large (an image's preview, or the video or
//! audio player), with its task's prompt and key settings, and Download, Copy URL, Reuse settings,
//! Use as reference; Previous and Next (or the arrow keys) step through the results.

use egui::{RichText, Ui};
use egui_material_icons::icons::{ICON_ARROW_BACK, ICON_ARROW_FORWARD};
use gendesk_api::ModelKind;
use gendesk_core::t;
use serde_json::Value;

use super::super::actions::{Action, TaskAction};
use super::super::live_state::{Notice, NoticeLevel};
use super::super::player::{PlayTarget, Players};
use super::super::task_results::{MediaKind, result_media_ui};
use super::super::theme;
use super::super::thumbnails::Thumbnails;
use super::GalleryState;
use super::side_by_side::{MAX_PICKED, Picked};

/// The panel; returns true when the person closes it.
pub fn viewer_ui(
    ui: &mut Ui,
    state: &mut GalleryState,
    catalog: Option<&gendesk_core::catalog::Catalog>,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    actions: &mut Vec<Action>,
) -> bool {
    let Some(task) = state.open_task().cloned() else {
        ui.spinner();
        return false;
    };
    let close = header_ui(ui, state, &task, actions);
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("gallery_viewer_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (index, url) in task.result_urls.iter().enumerate() {
                let index_u32 = u32::try_from(index).unwrap_or(u32::MAX);
                let local = state
                    .detail
                    .as_ref()
                    .filter(|detail| detail.summary.row == task.row)
                    .and_then(|detail| downloaded(&detail.downloads, index_u32));
                let name = super::super::task_results::result_title(
                    url,
                    task.kind,
                    index_u32,
                    local.as_deref(),
                );
                let target = PlayTarget {
                    url,
                    local: local.as_deref(),
                    name: &name,
                    task: task.row,
                    index: index_u32,
                };
                result_media_ui(
                    ui,
                    &target,
                    task.kind,
                    520.0,
                    &t!("viewer-other-file"),
                    thumbs,
                    players,
                    actions,
                );
                let aspect_ratio = crate::ui::task_results::aspect_ratio_of(
                    state
                        .detail
                        .as_ref()
                        .filter(|d| d.summary.row == task.row)
                        .and_then(|d| d.request_json.as_deref()),
                );
                buttons_ui(
                    ui,
                    &task,
                    aspect_ratio,
                    index,
                    url,
                    &mut state.picked,
                    actions,
                );
                ui.add_space(theme::SPACE_M);
            }
            ui.add(egui::Label::new(RichText::new(&task.prompt_excerpt).italics()).wrap());
            ui.add_space(theme::SPACE_S);
            match &state.detail {
                Some(detail) if detail.summary.row == task.row => {
                    let spec = catalog.and_then(|c| c.get(&task.model));
                    settings_ui(ui, detail.request_json.as_deref(), spec);
                    if let Some(json) = &detail.request_json
                        && ui
                            .button(t!("viewer-reuse-settings"))
                            .on_hover_text(t!("viewer-reuse-settings.hint"))
                            .clicked()
                    {
                        actions.push(Action::ReuseSettings {
                            model: task.model.clone(),
                            request_json: json.clone(),
                        });
                    }
                }
                _ => {
                    ui.spinner();
                }
            }
            if ui.button(t!("viewer-open-task")).clicked() {
                actions.push(Action::Task(TaskAction::OpenTask(Box::new(task.clone()))));
            }
        });
    close
}

/// The downloaded copy of result `index`, if one was finished.
fn downloaded(
    downloads: &[gendesk_core::store::DownloadInfo],
    index: u32,
) -> Option<std::path::PathBuf> {
    downloads
        .iter()
        .filter(|d| d.url_index == index && d.status == gendesk_core::store::DownloadStatus::Done)
        .max_by_key(|d| d.row.get())
        .map(|d| d.target_dir.join(&d.file_name))
}

/// The viewer's top row: the model, the star, Close, Next and Previous; `true` when closed.
fn header_ui(
    ui: &mut Ui,
    state: &mut GalleryState,
    task: &gendesk_core::store::TaskSummary,
    actions: &mut Vec<Action>,
) -> bool {
    let mut close = false;
    // Two rows: in a narrow viewer one row clipped the star under Previous.
    ui.horizontal(|ui| {
        let room = (ui.available_width() - 72.0).max(40.0);
        ui.allocate_ui(egui::vec2(room, 22.0), |ui| {
            ui.add(egui::Label::new(RichText::new(&task.model).strong()).truncate());
        });
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .button(t!("viewer-close"))
                .on_hover_text(t!("viewer-close.hint"))
                .clicked()
            {
                close = true;
            }
        });
    });
    ui.horizontal_wrapped(|ui| {
        let previous = format!(
            "{} {}",
            <&str>::from(ICON_ARROW_BACK),
            t!("viewer-previous")
        );
        if ui
            .button(previous)
            .on_hover_text(t!("viewer-previous.hint"))
            .clicked()
        {
            state.step = -1;
        }
        let next = format!("{} {}", <&str>::from(ICON_ARROW_FORWARD), t!("viewer-next"));
        if ui
            .button(next)
            .on_hover_text(t!("viewer-next.hint"))
            .clicked()
        {
            state.step = 1;
        }
        crate::ui::favourite::favourite_button(ui, task, actions);
    });
    close
}

fn buttons_ui(
    ui: &mut Ui,
    task: &gendesk_core::store::TaskSummary,
    aspect_ratio: Option<String>,
    index: usize,
    url: &str,
    picked: &mut Vec<Picked>,
    actions: &mut Vec<Action>,
) {
    ui.horizontal_wrapped(|ui| {
        if matches!(
            MediaKind::of(url, task.kind),
            MediaKind::Image | MediaKind::Video
        ) {
            let at = picked
                .iter()
                .position(|p| p.task.row == task.row && p.index == index);
            if let Some(at) = at {
                if ui
                    .button(t!("viewer-unpick"))
                    .on_hover_text(t!("viewer-unpick.hint"))
                    .clicked()
                {
                    picked.remove(at);
                }
            } else {
                let full = picked.len() >= MAX_PICKED;
                if ui
                    .add_enabled(!full, egui::Button::new(t!("viewer-pick")))
                    .on_hover_text(t!("viewer-pick.hint"))
                    .on_disabled_hover_text(t!("viewer-pick-full"))
                    .clicked()
                {
                    picked.push(Picked {
                        task: task.clone(),
                        index,
                    });
                }
            }
        }
        if ui.button(t!("viewer-download")).clicked() {
            actions.push(Action::Task(TaskAction::Download {
                task: task.row,
                only: Some(vec![u32::try_from(index).unwrap_or(0)]),
            }));
        }
        if ui.button(t!("viewer-copy-url")).clicked() {
            ui.ctx().copy_text(url.to_owned());
            actions.push(Action::Notify(Notice::new(
                NoticeLevel::Info,
                t!("viewer-url-copied"),
            )));
        }
        if MediaKind::of(url, task.kind) == MediaKind::Image
            && ui
                .button(t!("viewer-use-as-reference"))
                .on_hover_text(t!("viewer-use-as-reference.hint"))
                .clicked()
        {
            actions.push(Action::UseAsReference {
                url: url.to_owned(),
                target_kind: ModelKind::Image,
                aspect_ratio,
            });
        }
    });
}

/// The request's input fields other than the prompt, as "Label: value" lines (the model's
/// own labels, else the key in words: "Image urls", never `image_urls`).
fn settings_ui(
    ui: &mut Ui,
    request_json: Option<&str>,
    spec: Option<&gendesk_core::catalog::ModelSpec>,
) {
    let Some(input) = request_json
        .and_then(|json| serde_json::from_str::<Value>(json).ok())
        .and_then(|body| body.get("input").cloned())
    else {
        return;
    };
    let Some(fields) = input.as_object() else {
        return;
    };
    egui::Grid::new("gallery_settings")
        .num_columns(2)
        .show(ui, |ui| {
            for (key, value) in fields {
                if key == "prompt" {
                    continue;
                }
                let label = spec.and_then(|s| s.field(key)).map_or_else(
                    || gendesk_core::catalog::humanize_key(key),
                    |f| f.shown_label().into_owned(),
                );
                ui.weak(label);
                ui.label(gendesk_core::catalog::value_label(value));
                ui.end_row();
            }
        });
}
