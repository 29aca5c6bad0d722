//! The results section of the task detail: a card per result URL (an image's thumbnail that
//! opens the full view, a video player, or an audio player with its waveform), Download with a
//! progress bar and Cancel, Open file, Copy URL, Copy file path, Copy image, Use as reference,
//! Download all and Open
//! folder, and the 24-hour expiry countdown of the links.

use gendesk_api::ModelKind;
use std::path::{Path, PathBuf};

use egui::{RichText, Ui};

use gendesk_core::byte_size;
use gendesk_core::store::{DownloadInfo, DownloadStatus, TaskSummary};
use gendesk_core::{t, wording};

use super::actions::{Action, External, TaskAction};
use super::image_viewer::ViewerState;
use super::live_state::{DownloadPhase, LiveDownload, LiveState, Notice, NoticeLevel, fraction};
use super::player::{PlayTarget, Players, audio_player_ui, video_player_ui};
use super::theme;
use super::thumbnails::{DETAIL_EDGE, Thumb, Thumbnails};

/// Side of a preview card's picture.
const PREVIEW_SIDE: f32 = 160.0;
/// Widest a video plays in a card.
const PLAYER_MAX_WIDTH: f32 = 640.0;

/// What a result file is, from its URL (else the task's kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MediaKind {
    /// A picture GenDesk can preview.
    Image,
    /// A video (played in GenDesk's video player).
    Video,
    /// Audio (played in GenDesk's audio player).
    Audio,
    /// Anything else.
    Other,
}

impl MediaKind {
    /// From the URL's extension, falling back to the task's kind.
    pub fn of(url: &str, task_kind: Option<ModelKind>) -> Self {
        let path = url
            .split(['?', '#'])
            .next()
            .unwrap_or(url)
            .to_ascii_lowercase();
        let ext = path.rsplit('.').next().unwrap_or("");
        match ext {
            "png" | "jpg" | "jpeg" | "webp" | "gif" => Self::Image,
            "mp4" | "mov" | "webm" | "mkv" => Self::Video,
            "mp3" | "wav" | "ogg" | "m4a" | "flac" | "aac" => Self::Audio,
            _ => match task_kind {
                Some(ModelKind::Image) => Self::Image,
                Some(ModelKind::Video) => Self::Video,
                Some(ModelKind::Audio) => Self::Audio,
                None => Self::Other,
            },
        }
    }
}

/// What the results section needs.
pub struct ResultsCtx<'a> {
    /// The task.
    pub task: &'a TaskSummary,
    /// Its stored downloads, oldest first.
    pub downloads: &'a [DownloadInfo],
    /// Live download events.
    pub live: &'a LiveState,
    /// Where downloads go.
    pub folder: &'a Path,
    /// Now, in ms since the epoch.
    pub now_ms: i64,
    /// The task's request as stored (its settings), once read.
    pub request_json: Option<&'a str>,
}

/// The aspect ratio a stored request asked for ("16:9"), if any.
pub fn aspect_ratio_of(request_json: Option<&str>) -> Option<String> {
    let request: serde_json::Value = serde_json::from_str(request_json?).ok()?;
    request
        .pointer("/input/aspect_ratio")
        .and_then(serde_json::Value::as_str)
        .map(str::to_owned)
}

/// One result's download, live when the engine reported on it this session, else as stored.
enum FileState {
    None,
    Running {
        fraction: Option<f32>,
        text: String,
        row: gendesk_core::store::DownloadRow,
    },
    Done(PathBuf),
    Failed {
        message: String,
        expired: bool,
    },
}

fn file_state(ctx: &ResultsCtx<'_>, index: u32) -> FileState {
    let live = ctx
        .live
        .downloads
        .iter()
        .filter(|(_, d)| d.task == ctx.task.row && d.index == index)
        .max_by_key(|(row, _)| row.get());
    if let Some((row, live)) = live {
        return live_state(*row, live);
    }
    let stored = ctx
        .downloads
        .iter()
        .filter(|d| d.url_index == index)
        .max_by_key(|d| d.row.get());
    match stored {
        None => FileState::None,
        Some(d) => match d.status {
            DownloadStatus::Done => FileState::Done(d.target_dir.join(&d.file_name)),
            DownloadStatus::Queued | DownloadStatus::Running => FileState::Running {
                fraction: fraction(d.bytes_done, d.total_bytes),
                text: progress_text(d.bytes_done, d.total_bytes),
                row: d.row,
            },
            DownloadStatus::Expired => FileState::Failed {
                message: d.error.as_ref().map_or_else(
                    || t!("task-result-link-expired-before"),
                    |error| wording::trouble(error).into_owned(),
                ),
                expired: true,
            },
            DownloadStatus::Failed => FileState::Failed {
                message: d.error.as_ref().map_or_else(
                    || t!("task-result-download-failed"),
                    |error| wording::trouble(error).into_owned(),
                ),
                expired: false,
            },
            DownloadStatus::Cancelled => FileState::None,
        },
    }
}

fn live_state(row: gendesk_core::store::DownloadRow, live: &LiveDownload) -> FileState {
    match &live.phase {
        DownloadPhase::Running => FileState::Running {
            fraction: live.fraction(),
            text: progress_text(live.done, live.total),
            row,
        },
        DownloadPhase::Done(path) => FileState::Done(path.clone()),
        DownloadPhase::Failed { message, expired } => FileState::Failed {
            message: message.clone(),
            expired: *expired,
        },
        DownloadPhase::Cancelled => FileState::None,
    }
}

fn progress_text(done: u64, total: Option<u64>) -> String {
    match total {
        Some(total) => t!(
            "task-result-progress",
            done = byte_size::approx(done),
            total = byte_size::approx(total)
        ),
        None => byte_size::approx(done),
    }
}

/// The file name at the end of a URL's path.
pub fn file_name_of(url: &str) -> String {
    let path = url.split(['?', '#']).next().unwrap_or(url);
    path.rsplit('/')
        .find(|s| !s.is_empty())
        .unwrap_or("result")
        .to_owned()
}

/// A result's name for people: its downloaded file's name, else "Picture 1 (PNG)" (the link's
/// own file name is a token, e.g. `8969fc22….png`).
pub fn result_title(
    url: &str,
    task_kind: Option<ModelKind>,
    index: u32,
    local: Option<&Path>,
) -> String {
    if let Some(name) = local.and_then(Path::file_name) {
        return name.to_string_lossy().into_owned();
    }
    let kind = match MediaKind::of(url, task_kind) {
        MediaKind::Image => "image",
        MediaKind::Video => "video",
        MediaKind::Audio => "audio",
        MediaKind::Other => "other",
    };
    let file = file_name_of(url);
    let ext = file
        .rsplit_once('.')
        .map(|(_, ext)| ext.to_ascii_uppercase())
        .filter(|ext| !ext.is_empty() && ext.len() <= 5);
    let number = u64::from(index) + 1;
    if let Some(ext) = ext {
        t!(
            "task-result-title-ext",
            kind = kind,
            number = number,
            ext = ext
        )
    } else {
        t!("task-result-title", kind = kind, number = number)
    }
}

/// How long until `expire_ms`, for a person ("23 h 5 min"); never more than the links' 24 h
/// (a service clock ahead of this one must not promise more).
pub fn countdown(expire_ms: i64, now_ms: i64) -> String {
    const DAY_MS: i64 = 24 * 60 * 60 * 1000;
    let minutes = (expire_ms - now_ms).clamp(0, DAY_MS) / 60_000;
    if minutes >= 60 {
        t!(
            "task-countdown-hours",
            hours = minutes / 60,
            minutes = minutes % 60
        )
    } else {
        t!("task-countdown-minutes", minutes = minutes)
    }
}

/// The results section.
pub fn results_section_ui(
    ui: &mut Ui,
    ctx: &ResultsCtx<'_>,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    viewer: &mut Option<ViewerState>,
    actions: &mut Vec<Action>,
) {
    let task = ctx.task;
    let gone = ctx.live.links_gone(&task.result_urls);
    let expired = gone || task.results_expired(ctx.now_ms);
    ui.horizontal_wrapped(|ui| {
        ui.strong(t!("task-results-count", count = task.result_urls.len()));
        match task.results_expire_ms() {
            _ if gone => {
                ui.label(
                    RichText::new(format!("· {}", t!("task-results-links-gone")))
                        .color(theme::WARNING_DOT),
                )
                .on_hover_text(t!("task-results-links-gone.hint"));
            }
            Some(at) if !expired => {
                ui.weak(format!(
                    "· {}",
                    t!(
                        "task-results-links-expire",
                        time = countdown(at, ctx.now_ms)
                    )
                ))
                .on_hover_text(t!("task-results-links-expire.hint"));
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs(30));
            }
            Some(_) => {
                ui.label(
                    RichText::new(format!("· {}", t!("task-results-links-expired")))
                        .color(theme::WARNING_DOT),
                );
            }
            None => {}
        }
    });
    ui.horizontal_wrapped(|ui| {
        let can_download = !expired;
        if ui
            .add_enabled(
                can_download,
                egui::Button::new(t!("task-results-download-all")),
            )
            .on_hover_text(t!(
                "task-results-download-all.hint",
                folder = ctx.folder.display().to_string()
            ))
            .on_disabled_hover_text(if gone {
                t!("task-results-gone-nothing-more")
            } else {
                t!("task-results-expired-nothing-more")
            })
            .clicked()
        {
            actions.push(Action::Task(TaskAction::Download {
                task: task.row,
                only: None,
            }));
        }
        if ui
            .button(t!("task-results-open-folder"))
            .on_hover_text(ctx.folder.display().to_string())
            .clicked()
        {
            actions.push(Action::Open(External::Folder(ctx.folder.to_path_buf())));
        }
    });
    ui.add_space(theme::SPACE_S);
    for (index, url) in task.result_urls.iter().enumerate() {
        let index = u32::try_from(index).unwrap_or(u32::MAX);
        let media = CardMedia {
            thumbs: &mut *thumbs,
            players: &mut *players,
            viewer: &mut *viewer,
        };
        let dead = if gone {
            Some(Dead::Gone)
        } else if expired {
            Some(Dead::Expired)
        } else {
            None
        };
        result_card_ui(ui, ctx, index, url, dead, media, actions);
        ui.add_space(theme::SPACE_S);
    }
}

/// Why a result's link no longer works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dead {
    /// The sandbox that made it runs at another address now.
    Gone,
    /// Past its expiry.
    Expired,
}

/// What draws a card's media.
struct CardMedia<'a> {
    thumbs: &'a mut Thumbnails,
    players: &'a mut Players,
    viewer: &'a mut Option<ViewerState>,
}

fn result_card_ui(
    ui: &mut Ui,
    ctx: &ResultsCtx<'_>,
    index: u32,
    url: &str,
    dead: Option<Dead>,
    media: CardMedia<'_>,
    actions: &mut Vec<Action>,
) {
    let CardMedia {
        thumbs,
        players,
        viewer,
    } = media;
    let kind = MediaKind::of(url, ctx.task.kind);
    let state = file_state(ctx, index);
    let local = match &state {
        FileState::Done(path) => Some(path.clone()),
        _ => None,
    };
    let name = result_title(url, ctx.task.kind, index, local.as_deref());
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        let target = PlayTarget {
            url,
            local: local.as_deref(),
            name: &name,
            task: ctx.task.row,
            index,
        };
        match kind {
            MediaKind::Audio => audio_player_ui(ui, players, &target, actions),
            MediaKind::Video => {
                video_player_ui(ui, players, thumbs, &target, PLAYER_MAX_WIDTH, actions);
            }
            MediaKind::Image | MediaKind::Other => {}
        }
        ui.horizontal(|ui| {
            if matches!(kind, MediaKind::Image | MediaKind::Other) {
                preview_ui(
                    ui,
                    kind,
                    url,
                    local.as_deref(),
                    &name,
                    thumbs,
                    viewer,
                    actions,
                );
            }
            ui.vertical(|ui| {
                // Long file names and paths are cut to the room there is: the detail panel
                // keeps its width after a download.
                ui.set_max_width(ui.available_width());
                ui.add(egui::Label::new(RichText::new(&name).strong()).truncate())
                    .on_hover_text(url);
                file_state_ui(ui, &state, dead, ctx.task.row, index, actions);
                ui.horizontal_wrapped(|ui| {
                    // A dead link is not offered: only what still works is.
                    if dead.is_none() && ui.button(t!("task-result-copy-url")).clicked() {
                        ui.ctx().copy_text(url.to_owned());
                        actions.push(Action::Notify(Notice::new(
                            NoticeLevel::Info,
                            t!("task-result-url-copied", name = name.as_str()),
                        )));
                    }
                    let open = match kind {
                        MediaKind::Video | MediaKind::Audio => t!("task-result-open-in-player"),
                        MediaKind::Image | MediaKind::Other => t!("task-result-open"),
                    };
                    let target = match &local {
                        Some(path) => Some(External::File(path.clone())),
                        None if dead.is_none() => Some(External::Url(url.to_owned())),
                        None => None,
                    };
                    if let Some(target) = target
                        && ui
                            .button(open)
                            .on_hover_text(t!("task-result-open.hint"))
                            .clicked()
                    {
                        actions.push(Action::Open(target));
                    }
                    if kind == MediaKind::Image {
                        ui.menu_button(t!("task-result-use-as-reference"), |ui| {
                            if ui.button(t!("task-result-into-image-form")).clicked() {
                                actions.push(Action::UseAsReference {
                                    url: url.to_owned(),
                                    target_kind: ModelKind::Image,
                                    aspect_ratio: aspect_ratio_of(ctx.request_json),
                                });
                                ui.close();
                            }
                            if ui.button(t!("task-result-into-video-form")).clicked() {
                                actions.push(Action::UseAsReference {
                                    url: url.to_owned(),
                                    target_kind: ModelKind::Video,
                                    aspect_ratio: aspect_ratio_of(ctx.request_json),
                                });
                                ui.close();
                            }
                        });
                    }
                });
            });
        });
    });
}

#[allow(
    clippy::too_many_arguments,
    reason = "one preview, drawn from its parts"
)]
fn preview_ui(
    ui: &mut Ui,
    kind: MediaKind,
    url: &str,
    local: Option<&Path>,
    name: &str,
    thumbs: &mut Thumbnails,
    viewer: &mut Option<ViewerState>,
    actions: &mut Vec<Action>,
) {
    let side = egui::vec2(PREVIEW_SIDE, PREVIEW_SIDE);
    if kind != MediaKind::Image {
        let text = format!("{}\n{}", theme::kind_icon(None), t!("task-result-file"));
        let button = egui::Button::new(RichText::new(text).size(18.0)).min_size(side);
        if ui
            .add(button)
            .on_hover_text(t!("task-result-file.hint"))
            .clicked()
        {
            actions.push(Action::Open(match local {
                Some(path) => External::File(path.to_path_buf()),
                None => External::Url(url.to_owned()),
            }));
        }
        return;
    }
    match thumbs.get(url, local, DETAIL_EDGE) {
        Thumb::Ready(texture) => {
            let image = egui::Image::new(texture)
                .max_size(side)
                .maintain_aspect_ratio(true)
                .sense(egui::Sense::click());
            let response = ui
                .add_sized(side, image)
                .on_hover_text(t!("task-result-preview.hint"))
                .on_hover_cursor(egui::CursorIcon::ZoomIn);
            response.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Button,
                    true,
                    t!("task-result-preview", name = name),
                )
            });
            if response.clicked() {
                *viewer = Some(ViewerState::new(
                    url.to_owned(),
                    local.map(Path::to_path_buf),
                ));
            }
        }
        Thumb::Loading => {
            ui.allocate_ui(side, |ui| {
                ui.set_min_size(side);
                ui.centered_and_justified(egui::Ui::spinner);
            });
        }
        Thumb::Failed(message) => {
            let message = message.clone();
            ui.allocate_ui(side, |ui| {
                ui.set_min_size(side);
                ui.set_max_width(PREVIEW_SIDE);
                ui.add(egui::Label::new(
                    RichText::new(t!("task-result-no-preview")).weak(),
                ))
                .on_hover_text(&message);
                ui.add(egui::Label::new(RichText::new(message).small().weak()).wrap());
            });
        }
    }
}

/// A result shown large: an image's preview fit within `max_side`, the video or audio player,
/// or `other_text` for any other file.
#[allow(
    clippy::too_many_arguments,
    reason = "one result, drawn from its parts"
)]
pub fn result_media_ui(
    ui: &mut Ui,
    target: &PlayTarget<'_>,
    task_kind: Option<ModelKind>,
    max_side: f32,
    other_text: &str,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    actions: &mut Vec<Action>,
) {
    let side = ui.available_width().min(max_side);
    match MediaKind::of(target.url, task_kind) {
        MediaKind::Image => match thumbs.get(target.url, target.local, DETAIL_EDGE) {
            Thumb::Ready(texture) => {
                let natural = texture.size_vec2();
                let scale = (side / natural.x.max(1.0)).min(side / natural.y.max(1.0));
                ui.add(egui::Image::new(texture).fit_to_exact_size(natural * scale));
            }
            Thumb::Failed(message) => {
                theme::error_text(ui, message);
            }
            Thumb::Loading => {
                ui.spinner();
            }
        },
        MediaKind::Video => video_player_ui(ui, players, thumbs, target, side, actions),
        MediaKind::Audio => audio_player_ui(ui, players, target, actions),
        MediaKind::Other => {
            ui.weak(other_text);
        }
    }
}

fn file_state_ui(
    ui: &mut Ui,
    state: &FileState,
    dead: Option<Dead>,
    task: gendesk_core::store::TaskRow,
    index: u32,
    actions: &mut Vec<Action>,
) {
    match state {
        FileState::None => {
            if let Some(why) = dead {
                ui.weak(match why {
                    Dead::Gone => t!("task-result-not-downloaded-gone"),
                    Dead::Expired => t!("task-result-not-downloaded-expired"),
                });
            } else if ui.button(t!("task-result-download")).clicked() {
                actions.push(Action::Task(TaskAction::Download {
                    task,
                    only: Some(vec![index]),
                }));
            }
        }
        FileState::Running {
            fraction,
            text,
            row,
        } => {
            ui.horizontal(|ui| {
                let bar = match fraction {
                    Some(f) => egui::ProgressBar::new(*f).text(text.as_str()),
                    None => egui::ProgressBar::new(0.0)
                        .animate(true)
                        .text(text.as_str()),
                };
                ui.add_sized([180.0, 18.0], bar);
                if ui.button(t!("task-result-cancel-download")).clicked() {
                    actions.push(Action::Task(TaskAction::CancelDownload(*row)));
                }
            });
        }
        FileState::Done(path) => {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(format!(
                        "{} {}",
                        <&str>::from(egui_material_icons::icons::ICON_CHECK_CIRCLE),
                        t!("task-result-downloaded")
                    ))
                    .color(theme::SUCCESS_DOT),
                );
                ui.add(
                    egui::Label::new(RichText::new(path.display().to_string()).weak()).truncate(),
                )
                .on_hover_text(path.display().to_string());
            });
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button(t!("task-result-show-in-folder"))
                    .on_hover_text(t!("task-result-show-in-folder.hint"))
                    .clicked()
                {
                    actions.push(Action::Open(External::ShowFile(path.clone())));
                }
                if ui
                    .button(t!("task-result-copy-path"))
                    .on_hover_text(t!("task-result-copy-path.hint"))
                    .clicked()
                {
                    ui.ctx().copy_text(path.display().to_string());
                    actions.push(Action::Notify(Notice::new(
                        NoticeLevel::Info,
                        t!("task-result-path-copied", name = file_name(path)),
                    )));
                }
                if crate::ui::compose::looks_like_picture(path)
                    && ui
                        .button(t!("task-result-copy-image"))
                        .on_hover_text(t!("task-result-copy-image.hint"))
                        .clicked()
                {
                    actions.push(Action::CopyImage(path.clone()));
                }
            });
        }
        FileState::Failed {
            message,
            expired: link_expired,
        } => {
            theme::error_text(ui, message);
            if !link_expired
                && dead.is_none()
                && ui.button(t!("task-result-download-again")).clicked()
            {
                actions.push(Action::Task(TaskAction::Download {
                    task,
                    only: Some(vec![index]),
                }));
            }
        }
    }
}

/// A path's file name, for messages.
pub(crate) fn file_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_names_and_countdowns() {
        assert_eq!(
            MediaKind::of("https://x/a/b.PNG?sig=1", None),
            MediaKind::Image
        );
        assert_eq!(
            MediaKind::of("https://x/v.mp4", Some(ModelKind::Image)),
            MediaKind::Video
        );
        assert_eq!(
            MediaKind::of("https://x/file", Some(ModelKind::Audio)),
            MediaKind::Audio
        );
        assert_eq!(MediaKind::of("https://x/file", None), MediaKind::Other);
        assert_eq!(file_name_of("https://x/a/b.png?sig=1#f"), "b.png");
        assert_eq!(file_name_of("https://x/"), "x");
        let token = "http://127.0.0.1:4/media/8969fc2272b36f483fd862f9760a92da.png";
        assert_eq!(
            result_title(token, Some(ModelKind::Image), 0, None),
            "Picture 1 (PNG)"
        );
        assert_eq!(
            result_title("https://x/a.wav", Some(ModelKind::Audio), 1, None),
            "Track 2 (WAV)"
        );
        assert_eq!(
            result_title(token, None, 0, Some(Path::new("/d/lighthouse_1.png"))),
            "lighthouse_1.png"
        );
        assert_eq!(countdown(3_600_000 * 23 + 300_000, 0), "23 h 5 min");
        assert_eq!(countdown(59_000, 0), "0 min");
        assert_eq!(countdown(0, 10), "0 min");
        assert_eq!(countdown(25 * 3_600_000, 0), "24 h 0 min");
        assert_eq!(progress_text(1536, Some(4096)), "1.5 KiB of 4.0 KiB");
    }
}
