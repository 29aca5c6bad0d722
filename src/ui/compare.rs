//! The Compare view: the tasks of one prompt sent to several models, side by side, filling in
//! as each finishes — the model, its state, how long it took, and the result (an image preview;
//! other kinds open from the task). Tasks are read with the activity list's reader
//! (`history_query.rs`) on its own thread; the view re-reads them when the engine reports
//! changes.

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use gendesk_core::store::{ProfileId, TaskPhase, TaskRow, TaskSummary};
use gendesk_core::t;
use gendesk_core::wording;

use super::actions::{Action, TaskAction};
use super::history_query::{HistoryQuery, Reply};
use super::live_state::{Comparison, LiveState};
use super::player::{PlayTarget, Players};
use super::task_results::{MediaKind, result_media_ui, result_title};
use super::task_state::ShownState;
use super::theme;
use super::thumbnails::Thumbnails;
use super::thumbnails::{FULL_EDGE, Thumb};

/// Room kept below a result for its buttons, in points.
const BELOW_RESULT: f32 = 150.0;

/// Shortest gap between two re-reads while tasks change.
const REFRESH_THROTTLE: Duration = Duration::from_millis(300);

/// What the view remembers.
#[derive(Default)]
pub struct CompareState {
    reader: Option<(ProfileId, HistoryQuery)>,
    tasks: HashMap<TaskRow, TaskSummary>,
    seen: Option<u64>,
    last_refresh: Option<Instant>,
    /// The comparison shown (`None`: the newest).
    pub shown: Option<u64>,
}

#[cfg(test)]
impl CompareState {
    /// The comparisons' tasks as read (view tests).
    pub fn showing(tasks: Vec<TaskSummary>) -> Self {
        Self {
            tasks: tasks.into_iter().map(|t| (t.row, t)).collect(),
            ..Self::default()
        }
    }
}

impl CompareState {
    /// Connects the view to `profile`'s history.
    pub fn attach(&mut self, profile: ProfileId, db_path: PathBuf, ctx: &egui::Context) {
        if self.reader.as_ref().is_some_and(|(p, _)| *p == profile) {
            return;
        }
        *self = Self::default();
        match HistoryQuery::start(db_path, ctx.clone()) {
            Ok(reader) => self.reader = Some((profile, reader)),
            Err(message) => tracing::warn!("the compare view has no reader: {message}"),
        }
    }

    /// Forgets everything (another profile is opening).
    pub fn detach(&mut self) {
        *self = Self::default();
    }

    fn receive(&mut self) {
        let Some((_, reader)) = &self.reader else {
            return;
        };
        for reply in reader.replies() {
            if let Reply::Detail(row, Some(detail)) = reply {
                self.tasks.insert(row, detail.summary);
            }
        }
    }

    /// Reads the members again when tasks changed (at most every [`REFRESH_THROTTLE`]).
    fn follow(&mut self, live: &LiveState, comparison: &Comparison, ctx: &egui::Context) {
        let missing = comparison
            .members
            .iter()
            .any(|(_, row)| !self.tasks.contains_key(row));
        if self.seen == Some(live.tasks_changed) && !missing {
            return;
        }
        let waited = self.last_refresh.map_or(REFRESH_THROTTLE, |t| t.elapsed());
        if waited < REFRESH_THROTTLE {
            ctx.request_repaint_after(REFRESH_THROTTLE.saturating_sub(waited));
            return;
        }
        self.seen = Some(live.tasks_changed);
        self.last_refresh = Some(Instant::now());
        if let Some((_, reader)) = &self.reader {
            for (_, row) in &comparison.members {
                reader.detail(*row);
            }
        }
    }
}

/// The view.
pub fn compare_ui(
    ui: &mut Ui,
    state: &mut CompareState,
    live: &LiveState,
    now_ms: i64,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    actions: &mut Vec<Action>,
) {
    state.receive();
    let chosen = state
        .shown
        .and_then(|id| live.comparisons.iter().find(|c| c.id == id))
        .or_else(|| live.comparisons.last());
    let Some(comparison) = chosen.cloned() else {
        ui.add_space(theme::SPACE_XL);
        ui.vertical_centered(|ui| {
            ui.heading(t!("compare-empty-title"));
            ui.label(t!("compare-empty-text"));
        });
        return;
    };
    state.follow(live, &comparison, ui.ctx());
    header_ui(ui, state, live, &comparison);
    ui.add_space(theme::SPACE_M);
    let count = comparison.members.len().max(1);
    ui.columns(count, |columns| {
        for (column, (model_id, row)) in columns.iter_mut().zip(&comparison.members) {
            member_ui(
                column,
                model_id,
                state.tasks.get(row),
                now_ms,
                thumbs,
                players,
                actions,
            );
        }
    });
}

fn header_ui(ui: &mut Ui, state: &mut CompareState, live: &LiveState, comparison: &Comparison) {
    ui.horizontal(|ui| {
        ui.heading(t!("compare-title"));
        ui.label(
            RichText::new(t!("compare-prompt", prompt = comparison.prompt.as_str())).italics(),
        );
        if live.comparisons.len() > 1 {
            egui::ComboBox::from_id_salt("compare_pick")
                .selected_text(t!("compare-pick", id = comparison.id.to_string()))
                .show_ui(ui, |ui| {
                    for other in live.comparisons.iter().rev() {
                        let label = t!(
                            "compare-pick-item",
                            id = other.id.to_string(),
                            prompt = other.prompt.as_str()
                        );
                        if ui
                            .selectable_label(other.id == comparison.id, label)
                            .clicked()
                        {
                            state.shown = Some(other.id);
                        }
                    }
                });
        }
    });
}

fn member_ui(
    ui: &mut Ui,
    model_id: &str,
    task: Option<&TaskSummary>,
    now_ms: i64,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    actions: &mut Vec<Action>,
) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.strong(model_id);
        let Some(task) = task else {
            ui.spinner();
            return;
        };
        ui.horizontal(|ui| {
            theme::state_badge(ui, &ShownState::of(task, None));
            if let Some(took) = took(task, now_ms) {
                ui.weak(took);
            }
        });
        match (task.phase, task.result_urls.first()) {
            (TaskPhase::Final, Some(url)) if MediaKind::of(url, task.kind) == MediaKind::Image => {
                picture_ui(ui, task, url, thumbs, actions);
            }
            (TaskPhase::Final, Some(url)) => {
                let name = result_title(url, task.kind, 0, None);
                let target = PlayTarget {
                    url,
                    local: None,
                    name: &name,
                    task: task.row,
                    index: 0,
                };
                result_media_ui(
                    ui,
                    &target,
                    task.kind,
                    (ui.available_height() - BELOW_RESULT).max(200.0),
                    &t!("compare-file"),
                    thumbs,
                    players,
                    actions,
                );
            }
            (TaskPhase::Final, None) => {
                let trouble = task
                    .error
                    .as_ref()
                    .map(|e| wording::trouble(e).into_owned());
                let why = task
                    .fail_msg
                    .clone()
                    .or(trouble)
                    .unwrap_or_else(|| t!("compare-failed-no-reason"));
                theme::error_text(ui, &why);
            }
            (TaskPhase::Rejected | TaskPhase::Unknown, _) => {
                let trouble = task
                    .error
                    .as_ref()
                    .map(|e| wording::trouble(e).into_owned());
                let why = trouble.unwrap_or_else(|| t!("compare-not-sent"));
                theme::error_text(ui, &why);
            }
            _ => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.weak(t!("compare-waiting"));
                });
            }
        }
        ui.horizontal_wrapped(|ui| {
            if task.phase == TaskPhase::Final && !task.result_urls.is_empty() {
                if let Some(url) = task.result_urls.first()
                    && MediaKind::of(url, task.kind) == MediaKind::Image
                    && ui
                        .small_button(t!("compare-enlarge"))
                        .on_hover_text(t!("compare-enlarge.hint"))
                        .clicked()
                {
                    actions.push(Action::OpenImage {
                        url: url.clone(),
                        local: None,
                    });
                }
                if ui
                    .small_button(t!("compare-download"))
                    .on_hover_text(t!("compare-download.hint"))
                    .clicked()
                {
                    actions.push(Action::Task(TaskAction::Download {
                        task: task.row,
                        only: None,
                    }));
                }
            }
            if ui.small_button(t!("compare-open-task")).clicked() {
                actions.push(Action::Task(TaskAction::OpenTask(Box::new(task.clone()))));
            }
        });
    });
}

/// A picture as large as its column allows (below it, its buttons); a click enlarges it.
fn picture_ui(
    ui: &mut Ui,
    task: &TaskSummary,
    url: &str,
    thumbs: &mut Thumbnails,
    actions: &mut Vec<Action>,
) {
    let room = egui::vec2(
        ui.available_width(),
        (ui.available_height() - BELOW_RESULT).max(160.0),
    );
    match thumbs.get(url, None, FULL_EDGE) {
        Thumb::Ready(texture) => {
            let natural = texture.size_vec2();
            let scale = (room.x / natural.x.max(1.0)).min(room.y / natural.y.max(1.0));
            let response = ui
                .add(
                    egui::Image::new(texture)
                        .fit_to_exact_size(natural * scale)
                        .sense(egui::Sense::click()),
                )
                .on_hover_text(t!("compare-picture.hint"))
                .on_hover_cursor(egui::CursorIcon::ZoomIn);
            let name = result_title(url, task.kind, 0, None);
            response.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Button,
                    true,
                    t!(
                        "compare-picture",
                        model = task.model.as_str(),
                        name = name.as_str()
                    ),
                )
            });
            if response.clicked() {
                actions.push(Action::OpenImage {
                    url: url.to_owned(),
                    local: None,
                });
            }
        }
        Thumb::Failed(message) => {
            theme::error_text(ui, message);
        }
        Thumb::Loading => {
            ui.spinner();
        }
    }
}

/// "took 12.3 s" (by the service's clock), or "running for 4 s" (by this computer's).
fn took(task: &TaskSummary, now_ms: i64) -> Option<String> {
    match task.phase {
        TaskPhase::Final => {
            let by_service = match (task.remote_create_ms, task.completed_ms) {
                (Some(start), Some(end)) if end >= start => Some(end - start),
                _ => task.cost_time_ms,
            }?;
            let secs = Duration::from_millis(u64::try_from(by_service).unwrap_or(0)).as_secs_f64();
            Some(t!("compare-took", seconds = format!("{secs:.1}")))
        }
        TaskPhase::Active => {
            let start = task.submitted_ms.unwrap_or(task.created_ms);
            Some(t!(
                "compare-running-for",
                seconds = ((now_ms - start).max(0) / 1000).to_string()
            ))
        }
        TaskPhase::Submitting | TaskPhase::Unknown | TaskPhase::Rejected => None,
    }
}
