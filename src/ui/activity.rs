//! The activity list: every task of the open profile, newest first, virtualized so 100 000+
//! rows scroll smoothly (only the visible pages are read, by the `history_query` thread), with
//! filters (state, kind, model, text), live states from engine events, a thumbnail per image
//! result, and the detail panel (`task_detail`) of the selected task.

use gendesk_api::ModelKind;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use egui::{Align, Layout, RichText, Sense, Ui, UiBuilder};

use gendesk_core::store::{ProfileId, TaskFilter, TaskSummary};
use gendesk_core::t;

use super::actions::Action;
use super::frame_time::FrameTime;
use super::history_query::{Reply, TaskDetail};
use super::image_viewer::ViewerState;
use super::live_state::{LiveState, LiveTask};
use super::model_filter::{ModelChoice, model_filter_ui, model_match};
use super::player::Players;
use super::prefs::View;
use super::table_roles;
use super::task_detail::{Confirm, DetailCtx, task_detail_ui};
use super::task_pages::{REFRESH_THROTTLE, TaskPages};
use super::task_state::ShownState;
use super::theme;
use super::thumbnails::{Thumbnails, result_thumb_ui};

/// Side of a row's thumbnail.
const THUMB_SIDE: f32 = 36.0;

/// The filter fields as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FilterForm {
    /// State (`None`: every state).
    pub state: Option<ShownState>,
    /// Kind (`None`: every kind).
    pub kind: Option<ModelKind>,
    /// A model's name or ID (or part of it), empty for any.
    pub model: String,
    /// Text in the prompt, model or task ID.
    pub text: String,
    /// Only tasks recorded since then (set from Insights; Unix ms).
    pub since_ms: Option<i64>,
}

impl FilterForm {
    fn to_filter(&self, models: &[ModelChoice]) -> TaskFilter {
        let mut filter = TaskFilter::default();
        if let Some(state) = &self.state {
            state.narrow(&mut filter);
        }
        let trimmed = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        filter.kind = self.kind;
        filter.model_match = model_match(&self.model, models);
        filter.text = trimmed(&self.text);
        filter.created_since_ms = self.since_ms;
        filter
    }

    fn is_empty(&self) -> bool {
        self.to_filter(&[]) == TaskFilter::default()
    }
}

/// The list's state: its reader, the pages read so far, the filter and the selection.
#[derive(Default)]
pub struct ActivityState {
    /// The list's pages and reader.
    pages: TaskPages,
    /// The filter as typed.
    pub form: FilterForm,
    /// The profile's models, for the Model filter (names and IDs).
    models: Vec<ModelChoice>,
    selected: Option<TaskSummary>,
    detail: Option<TaskDetail>,
    detail_seen: (u64, u64),
    detail_asked: Option<Instant>,
    confirm: Option<Confirm>,
    /// The full image view, when open.
    pub viewer: Option<ViewerState>,
}

impl ActivityState {
    /// Connects the list to `profile`'s history (starting a reader once per profile).
    pub fn attach(&mut self, profile: ProfileId, db_path: PathBuf, ctx: &egui::Context) {
        self.pages.set_filter(self.form.to_filter(&self.models));
        self.pages.attach(profile, db_path, ctx);
    }

    /// Forgets the profile's list (another profile is opening).
    pub fn detach(&mut self) {
        self.pages.detach();
        *self = Self {
            form: std::mem::take(&mut self.form),
            pages: std::mem::take(&mut self.pages),
            ..Self::default()
        };
    }

    fn receive(&mut self) {
        for reply in self.pages.receive() {
            if let Reply::Detail(row, detail) = reply
                && self.selected.as_ref().is_some_and(|t| t.row == row)
            {
                if let Some(detail) = detail {
                    self.detail = Some(*detail);
                } else {
                    // The task is gone (e.g. its profile was removed).
                    self.selected = None;
                    self.detail = None;
                }
            }
        }
        // A fresher copy of the selected task from the pages just read.
        if let Some(selected) = &self.selected
            && let Some(fresh) = self.pages.find(selected.row)
            && fresh != selected
        {
            self.selected = Some(fresh.clone());
        }
    }

    /// Opens `task`'s detail (e.g. from a batch).
    pub fn open(&mut self, task: TaskSummary) {
        self.select(task);
    }

    /// Selects `task` and reads its detail.
    fn select(&mut self, task: TaskSummary) {
        if self
            .detail
            .as_ref()
            .is_none_or(|d| d.summary.row != task.row)
        {
            self.detail = None;
            self.confirm = None;
        }
        let row = task.row;
        self.selected = Some(task);
        self.ask_detail(row);
    }

    fn ask_detail(&mut self, row: gendesk_core::store::TaskRow) {
        if let Some(reader) = self.pages.reader() {
            reader.detail(row);
            self.detail_asked = Some(Instant::now());
        }
    }

    /// Reads the selected task again when the engine reported changes (at most every 300 ms).
    fn follow_detail(&mut self, live: &LiveState, ctx: &egui::Context) {
        let Some(row) = self.selected.as_ref().map(|t| t.row) else {
            return;
        };
        let seen = (live.tasks_changed, live.downloads_changed);
        if seen == self.detail_seen {
            return;
        }
        let waited = self.detail_asked.map_or(REFRESH_THROTTLE, |t| t.elapsed());
        if waited >= REFRESH_THROTTLE {
            self.detail_seen = seen;
            self.ask_detail(row);
        } else {
            ctx.request_repaint_after(REFRESH_THROTTLE.saturating_sub(waited));
        }
    }
}

#[cfg(test)]
impl ActivityState {
    /// The list showing `pages` with `detail` open, as read (view tests).
    pub fn showing(pages: TaskPages, detail: Option<TaskDetail>) -> Self {
        Self {
            pages,
            selected: detail.as_ref().map(|d| d.summary.clone()),
            detail,
            ..Self::default()
        }
    }
}

/// What the activity view draws from besides its own state.
pub struct ActivityCtx<'a> {
    /// The engine's live view.
    pub live: &'a LiveState,
    /// Where downloads go.
    pub folder: &'a Path,
    /// This frame's time (ages, "running for", local dates).
    pub time: FrameTime,
    /// The profile's models, for the Model filter.
    pub models: &'a [ModelChoice],
}

/// The activity view.
pub fn activity_ui(
    ui: &mut Ui,
    state: &mut ActivityState,
    context: &ActivityCtx<'_>,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    actions: &mut Vec<Action>,
) {
    let live = context.live;
    state.receive();
    state.follow_detail(live, ui.ctx());
    state.pages.follow(live.tasks_changed, ui.ctx());

    filters_section_ui(ui, state, context.models, context.time, actions);
    ui.add_space(theme::SPACE_S);
    if let Some(error) = state.pages.error() {
        theme::error_text(ui, error);
    }

    if state.selected.is_some() {
        egui::Panel::right("task_detail")
            .resizable(true)
            .default_size(380.0)
            .min_size(300.0)
            .show(ui, |ui| {
                detail_panel_ui(ui, state, context, thumbs, players, actions);
            });
    }

    match state.pages.total() {
        // The error above says why; a spinner would promise a list that is not coming.
        None if state.pages.error().is_some() => {}
        None => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("activity-reading-history"));
            });
        }
        Some(0) => empty_section_ui(ui, state, actions),
        Some(total) => list_section_ui(
            ui,
            state,
            context,
            thumbs,
            usize::try_from(total).unwrap_or(usize::MAX),
        ),
    }
}

fn detail_panel_ui(
    ui: &mut Ui,
    state: &mut ActivityState,
    context: &ActivityCtx<'_>,
    thumbs: &mut Thumbnails,
    players: &mut Players,
    actions: &mut Vec<Action>,
) {
    let Some(detail) = state.detail.clone() else {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(t!("activity-reading-task"));
        });
        return;
    };
    let shown = ShownState::of(&detail.summary, context.live.live.get(&detail.summary.row));
    let detail_context = DetailCtx {
        live: context.live,
        folder: context.folder,
        shown_state: &shown,
        time: context.time,
    };
    let closed = task_detail_ui(
        ui,
        &detail,
        &detail_context,
        &mut state.confirm,
        thumbs,
        players,
        &mut state.viewer,
        actions,
    );
    if closed {
        state.selected = None;
        state.detail = None;
        state.confirm = None;
    }
}

fn filters_section_ui(
    ui: &mut Ui,
    state: &mut ActivityState,
    models: &[ModelChoice],
    time: FrameTime,
    actions: &mut Vec<Action>,
) {
    let before = state.form.clone();
    let models_changed = state.models != models;
    if models_changed {
        state.models = models.to_vec();
    }
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("activity-filter-state"));
        let all_states = t!("activity-all-states");
        egui::ComboBox::from_id_salt("activity_state_filter")
            .selected_text(
                state
                    .form
                    .state
                    .as_ref()
                    .map_or_else(|| all_states.clone(), ShownState::words),
            )
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut state.form.state, None, all_states.as_str());
                for choice in ShownState::FILTERS {
                    let label = choice.words();
                    ui.selectable_value(&mut state.form.state, Some(choice), label);
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label(t!("activity-filter-kind"));
        let kind_text = state
            .form
            .kind
            .map_or_else(|| t!("activity-any-kind"), kind_label);
        egui::ComboBox::from_id_salt("activity_kind_filter")
            .selected_text(kind_text)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut state.form.kind, None, t!("activity-any-kind"));
                for kind in ModelKind::ALL {
                    ui.selectable_value(&mut state.form.kind, Some(kind), kind_label(kind));
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label(t!("activity-filter-model"));
        model_filter_ui(ui, &mut state.form.model, models, label.id, 150.0);
        let label = ui.label(t!("activity-filter-search"));
        ui.add(
            egui::TextEdit::singleline(&mut state.form.text)
                .hint_text(t!("activity-filter-search.hint"))
                .desired_width(200.0),
        )
        .labelled_by(label.id);
        if let Some(since) = state.form.since_ms
            && ui
                .button(format!(
                    "{} {}",
                    t!("activity-since", time = time.day_time(since)),
                    <&str>::from(egui_material_icons::icons::ICON_CLOSE)
                ))
                .on_hover_text(t!("activity-since.hint"))
                .clicked()
        {
            state.form.since_ms = None;
        }
        if !state.form.is_empty() && ui.button(t!("activity-clear-filters")).clicked() {
            state.form = FilterForm::default();
        }
        if let Some(total) = state.pages.total() {
            ui.weak(t!("activity-task-count", count = total));
        }
        if ui
            .button(t!("activity-read-file"))
            .on_hover_text(t!("activity-read-file.hint"))
            .clicked()
        {
            actions.push(Action::FileRecord(
                crate::ui::actions::FileRecordAction::Browse,
            ));
        }
    });
    if state.form != before {
        state.selected = None;
    }
    if state.form != before || models_changed {
        state.pages.set_filter(state.form.to_filter(&state.models));
    }
}

fn empty_section_ui(ui: &mut Ui, state: &mut ActivityState, actions: &mut Vec<Action>) {
    ui.add_space(theme::SPACE_XL);
    ui.vertical_centered(|ui| {
        if state.form.is_empty() {
            ui.heading(t!("activity-empty-heading"));
            ui.label(t!("activity-empty-text"));
            ui.add_space(theme::SPACE_M);
            if ui.button(t!("activity-go-compose")).clicked() {
                actions.push(Action::Navigate(View::Compose));
            }
        } else {
            ui.heading(t!("activity-no-match-heading"));
            ui.label(t!("activity-no-match-text"));
            ui.add_space(theme::SPACE_M);
            if ui.button(t!("activity-clear-all-filters")).clicked() {
                state.form = FilterForm::default();
                state.pages.set_filter(TaskFilter::default());
            }
        }
    });
}

/// Column widths: state, model, prompt (the rest), time, created.
/// The table's columns: picture, state, model, prompt, time, created.
const COLUMNS: usize = 6;
const STATE_WIDTH: f32 = 84.0;
const MODEL_WIDTH: f32 = 150.0;
const TIME_WIDTH: f32 = 64.0;
const CREATED_WIDTH: f32 = 130.0;

fn list_section_ui(
    ui: &mut Ui,
    state: &mut ActivityState,
    context: &ActivityCtx<'_>,
    thumbs: &mut Thumbnails,
    total: usize,
) {
    let (live, time) = (context.live, context.time);
    // Rows and columns for a screen reader: the header is row 0, task n is row n.
    let name = t!("activity-table-name", count = total);
    table_roles::table(ui, name, total + 1, COLUMNS, |ui| {
        header_ui(ui);
        ui.separator();
        rows_ui(ui, state, live, time, thumbs, total);
    });
}

/// The columns' names, over the rows.
fn header_ui(ui: &mut Ui) {
    ui.horizontal(|ui| {
        ui.ctx().accesskit_node_builder(ui.unique_id(), |row| {
            row.set_role(egui::accesskit::Role::Row);
            row.set_row_index(0);
        });
        let prompt_width = prompt_width(ui);
        let columns = [
            (String::new(), THUMB_SIDE),
            (t!("activity-column-state"), STATE_WIDTH),
            (t!("activity-column-model"), MODEL_WIDTH),
            (t!("activity-column-prompt"), prompt_width),
            (t!("activity-column-time"), TIME_WIDTH),
            (t!("activity-column-created"), CREATED_WIDTH),
        ];
        for (column, (title, width)) in columns.into_iter().enumerate() {
            let size = egui::vec2(width, theme::ROW_HEIGHT);
            table_roles::cell(ui, column, true, size, |ui| {
                if !title.is_empty() {
                    ui.strong(title);
                }
            });
        }
    });
}

/// What is left for the prompt column once the others have theirs.
fn prompt_width(ui: &Ui) -> f32 {
    (ui.available_width()
        - THUMB_SIDE
        - STATE_WIDTH
        - MODEL_WIDTH
        - TIME_WIDTH
        - CREATED_WIDTH
        - 5.0 * ui.spacing().item_spacing.x)
        .max(80.0)
}

/// The rows on screen (the list is virtual: 100 000 tasks draw as fast as 20).
fn rows_ui(
    ui: &mut Ui,
    state: &mut ActivityState,
    live: &LiveState,
    time: FrameTime,
    thumbs: &mut Thumbnails,
    total: usize,
) {
    let mut any_running = false;
    let mut clicked = None;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show_rows(ui, theme::ROW_HEIGHT, total, |ui, range| {
            for index in range {
                let Some(task) = state.pages.row_or_request(index) else {
                    ui.allocate_ui(egui::vec2(ui.available_width(), theme::ROW_HEIGHT), |ui| {
                        ui.weak("…");
                    });
                    continue;
                };
                let live = live.live.get(&task.row);
                let shown = ShownState::of(task, live);
                any_running |= !is_final_state(task, live);
                let selected = state.selected.as_ref().is_some_and(|s| s.row == task.row);
                let row = Row {
                    index: index + 1,
                    task,
                    shown: &shown,
                    selected,
                };
                if row_ui(ui, &row, time, thumbs).clicked() {
                    clicked = Some(task.clone());
                }
            }
        });
    if let Some(task) = clicked {
        state.select(task);
    }
    if any_running {
        // Elapsed times of running tasks tick once a second, only while such rows are shown.
        ui.ctx().request_repaint_after(Duration::from_secs(1));
    }
}

/// What one row shows.
struct Row<'a> {
    /// Its place in the table (the header is 0).
    index: usize,
    task: &'a TaskSummary,
    shown: &'a ShownState,
    selected: bool,
}

/// One task row, a row of the table a screen reader can select; returns its response (click or
/// Enter selects it).
fn row_ui(ui: &mut Ui, row: &Row<'_>, time: FrameTime, thumbs: &mut Thumbnails) -> egui::Response {
    let Row {
        index,
        task,
        shown,
        selected,
    } = *row;
    let rect = ui
        .allocate_exact_size(
            egui::vec2(ui.available_width(), theme::ROW_HEIGHT),
            Sense::hover(),
        )
        .0;
    let mut row_ui = ui.new_child(
        UiBuilder::new()
            .id_salt(("task_row", task.row))
            .max_rect(rect)
            .layout(Layout::left_to_right(Align::Center))
            .sense(Sense::click()),
    );
    let response = row_ui.response();
    let visuals = ui.visuals();
    if selected {
        ui.painter()
            .rect_filled(rect, 4.0, visuals.selection.bg_fill);
    } else if response.hovered() {
        ui.painter()
            .rect_filled(rect, 4.0, visuals.widgets.hovered.weak_bg_fill);
    }
    if response.has_focus() {
        ui.painter().rect_stroke(
            rect.shrink(1.0),
            4.0,
            visuals.selection.stroke,
            egui::StrokeKind::Inside,
        );
    }
    let prompt = task.prompt_excerpt.replace('\n', " ");
    let name = t!(
        "activity-row-name",
        number = task.number,
        state = shown.words(),
        model = task.model.as_str(),
        prompt = prompt.as_str()
    );
    table_roles::row_info(&response, rect, index, &name, selected);
    let ui = &mut row_ui;
    let height = theme::ROW_HEIGHT;
    let prompt_width = prompt_width(ui);
    table_roles::cell(ui, 0, false, egui::vec2(THUMB_SIDE, height), |ui| {
        thumb_cell_ui(ui, task, thumbs);
    });
    table_roles::cell(ui, 1, false, egui::vec2(STATE_WIDTH, height), |ui| {
        // The badge keeps its own height instead of filling the row's.
        ui.allocate_ui_with_layout(
            egui::vec2(STATE_WIDTH, 18.0),
            Layout::left_to_right(Align::Center),
            |ui| theme::state_badge(ui, shown),
        );
    });
    table_roles::cell(ui, 2, false, egui::vec2(MODEL_WIDTH, height), |ui| {
        ui.add(
            egui::Label::new(task.model.as_str())
                .truncate()
                .selectable(false),
        );
    });
    table_roles::cell(ui, 3, false, egui::vec2(prompt_width, height), |ui| {
        ui.add(
            egui::Label::new(prompt.as_str())
                .truncate()
                .selectable(false),
        );
    });
    table_roles::cell(ui, 4, false, egui::vec2(TIME_WIDTH, height), |ui| {
        ui.add(
            egui::Label::new(RichText::new(time_text(task, time.now_ms)).weak()).selectable(false),
        );
    });
    table_roles::cell(ui, 5, false, egui::vec2(CREATED_WIDTH, height), |ui| {
        ui.add(
            egui::Label::new(RichText::new(time.local_time(task.created_ms)).weak())
                .selectable(false),
        );
    });
    response
}

/// The first result's thumbnail for image tasks, else the kind's symbol.
fn thumb_cell_ui(ui: &mut Ui, task: &TaskSummary, thumbs: &mut Thumbnails) {
    let url = task.result_urls.first().map(String::as_str);
    result_thumb_ui(ui, thumbs, url, task.kind, THUMB_SIDE, 18.0);
}

fn is_final_state(task: &TaskSummary, live: Option<&LiveTask>) -> bool {
    live.map_or(!task.phase.is_open(), |l| l.is_final)
}

/// Processing time when known, else the time since submission while it runs.
fn time_text(task: &TaskSummary, now_ms: i64) -> String {
    if let Some(cost) = task.cost_time_ms {
        return seconds(cost);
    }
    if task.phase.is_open() {
        return seconds(now_ms.saturating_sub(task.created_ms).max(0));
    }
    // A batch's tasks may have no service times: from acceptance to the results, else to
    // the row's last change.
    let start = task
        .remote_create_ms
        .or(task.submitted_ms)
        .unwrap_or(task.created_ms);
    let done = task
        .completed_ms
        .or(task.results_issued_ms)
        .unwrap_or(task.updated_ms);
    if done >= start {
        seconds(done - start)
    } else {
        "—".to_owned()
    }
}

/// A processing time for people, in the language in force (`4.1 s`, `2m 05s`).
pub(crate) fn seconds(ms: i64) -> String {
    gendesk_core::i18n::durations::seconds(ms)
}

/// A kind's name for people.
pub(crate) fn kind_label(kind: ModelKind) -> String {
    match kind {
        ModelKind::Image => t!("activity-kind-image"),
        ModelKind::Video => t!("activity-kind-video"),
        ModelKind::Audio => t!("activity-kind-audio"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gendesk_api::TaskState;

    #[test]
    fn a_batch_task_without_service_times_still_shows_how_long_it_took() {
        let mut task = crate::ui::view_tests::task(
            1,
            "sandbox/image-fast",
            ModelKind::Image,
            TaskState::Success,
            10,
        );
        assert_eq!(time_text(&task, 0), "27.0 s", "the service's own time");
        // As a batch's task: no costTime, createTime or completeTime.
        task.cost_time_ms = None;
        task.remote_create_ms = None;
        task.completed_ms = None;
        task.results_issued_ms = task.submitted_ms.map(|t| t + 6_500);
        assert_eq!(time_text(&task, 0), "6.5 s");
        task.results_issued_ms = None;
        assert_ne!(
            time_text(&task, 0),
            "\u{2014}",
            "from the row's last change"
        );
    }
}
