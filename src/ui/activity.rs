//! The activity list: every task of the open profile, newest first, virtualized so 100 000+
//! rows scroll smoothly (only the visible pages are read, by the `history_query` thread), with
//! filters (state, kind, model, text), live states from engine events, and a plain detail area
//! for the selected task.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{Align, Layout, RichText, Sense, Ui, UiBuilder};

use crate::store::{ProfileId, TaskFilter, TaskPhase, TaskSummary};

use super::actions::Action;
use super::history_query::{HistoryQuery, PAGE_SIZE, Query, Reply};
use super::model::{AppModel, LiveTask};
use super::prefs::View;
use super::theme;

/// Re-read the list at most this often while tasks change.
const REFRESH_THROTTLE: Duration = Duration::from_millis(300);

/// The state filter's choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StateFilter {
    /// Every task.
    #[default]
    All,
    /// Waiting for the service's answer to the submission.
    Submitting,
    /// Queued at the service.
    Pending,
    /// Being generated.
    Processing,
    /// Finished with results.
    Success,
    /// Finished without results.
    Failed,
    /// Sent, but no answer came.
    Unknown,
    /// Refused at submission.
    Rejected,
}

impl StateFilter {
    const ALL: [Self; 8] = [
        Self::All,
        Self::Submitting,
        Self::Pending,
        Self::Processing,
        Self::Success,
        Self::Failed,
        Self::Unknown,
        Self::Rejected,
    ];

    fn label(self) -> &'static str {
        match self {
            Self::All => "All states",
            Self::Submitting => "submitting",
            Self::Pending => "pending",
            Self::Processing => "processing",
            Self::Success => "success",
            Self::Failed => "failed",
            Self::Unknown => "unknown",
            Self::Rejected => "rejected",
        }
    }

    fn apply(self, filter: &mut TaskFilter) {
        match self {
            Self::All => {}
            Self::Submitting => filter.phases = vec![TaskPhase::Submitting],
            Self::Unknown => filter.phases = vec![TaskPhase::Unknown],
            Self::Rejected => filter.phases = vec![TaskPhase::Rejected],
            Self::Pending | Self::Processing | Self::Success | Self::Failed => {
                filter.states = vec![self.label().to_owned()];
            }
        }
    }
}

/// The filter fields as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FilterForm {
    /// State.
    pub state: StateFilter,
    /// Kind (`image`, `video`, `audio`), empty for any.
    pub kind: String,
    /// Exact model ID, empty for any.
    pub model: String,
    /// Text in the prompt, model or task ID.
    pub text: String,
}

impl FilterForm {
    fn to_filter(&self) -> TaskFilter {
        let mut filter = TaskFilter::default();
        self.state.apply(&mut filter);
        let trimmed = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        filter.kind = trimmed(&self.kind);
        filter.model = trimmed(&self.model);
        filter.text = trimmed(&self.text);
        filter
    }

    fn is_empty(&self) -> bool {
        self.to_filter() == TaskFilter::default()
    }
}

/// The list's state: its reader, the pages read so far, the filter and the selection.
#[derive(Default)]
pub struct ActivityState {
    reader: Option<(ProfileId, HistoryQuery)>,
    /// The filter as typed.
    pub form: FilterForm,
    applied: TaskFilter,
    generation: u64,
    total: Option<u64>,
    pages: HashMap<usize, Vec<TaskSummary>>,
    requested: HashSet<usize>,
    seen_changes: u64,
    last_refresh: Option<Instant>,
    error: Option<String>,
    selected: Option<TaskSummary>,
}

impl ActivityState {
    /// Connects the list to `profile`'s history (starting a reader once per profile).
    pub fn attach(&mut self, profile: ProfileId, db_path: PathBuf, ctx: &egui::Context) {
        if self.reader.as_ref().is_some_and(|(p, _)| *p == profile) {
            return;
        }
        self.detach();
        match HistoryQuery::start(db_path, ctx.clone()) {
            Ok(reader) => {
                self.reader = Some((profile, reader));
                self.refresh(true);
            }
            Err(message) => self.error = Some(message),
        }
    }

    /// Forgets the profile's list (another profile is opening).
    pub fn detach(&mut self) {
        *self = Self {
            form: std::mem::take(&mut self.form),
            generation: self.generation.wrapping_add(1),
            ..Self::default()
        };
    }

    /// Asks for the count and the pages again; `clear` drops what is shown (a new filter),
    /// otherwise the old pages stay until the new ones arrive.
    fn refresh(&mut self, clear: bool) {
        self.generation = self.generation.wrapping_add(1);
        self.requested.clear();
        self.last_refresh = Some(Instant::now());
        if clear {
            self.pages.clear();
            self.total = None;
        }
        if let Some(query) = self.query()
            && let Some((_, reader)) = &self.reader
        {
            reader.count(query.clone());
            let shown: Vec<usize> = if clear {
                vec![0]
            } else {
                self.pages.keys().copied().collect()
            };
            for index in shown {
                reader.page(query.clone(), index);
                self.requested.insert(index);
            }
        }
    }

    fn query(&self) -> Option<Query> {
        self.reader.as_ref().map(|(profile, _)| Query {
            generation: self.generation,
            profile: *profile,
            filter: self.applied.clone(),
        })
    }

    fn request_page(&mut self, index: usize) {
        if self.requested.contains(&index) {
            return;
        }
        if let (Some(query), Some((_, reader))) = (self.query(), &self.reader) {
            reader.page(query, index);
            self.requested.insert(index);
        }
    }

    fn receive(&mut self) {
        let Some((_, reader)) = &self.reader else {
            return;
        };
        for reply in reader.replies() {
            match reply {
                Reply::Count { generation, total } if generation == self.generation => {
                    self.total = Some(total);
                    self.error = None;
                }
                Reply::Page {
                    generation,
                    index,
                    items,
                } if generation == self.generation => {
                    if let Some(selected) = &self.selected
                        && let Some(fresh) = items.iter().find(|t| t.row == selected.row)
                    {
                        self.selected = Some(fresh.clone());
                    }
                    self.pages.insert(index, items);
                }
                Reply::Failed {
                    generation,
                    message,
                } if generation == self.generation => self.error = Some(message),
                _ => {}
            }
        }
    }

    fn row(&self, index: usize) -> Option<&TaskSummary> {
        self.pages.get(&(index / PAGE_SIZE))?.get(index % PAGE_SIZE)
    }
}

/// The activity view.
pub fn activity_ui(
    ui: &mut Ui,
    state: &mut ActivityState,
    model: &AppModel,
    actions: &mut Vec<Action>,
) {
    state.receive();
    if state.seen_changes != model.tasks_changed && state.reader.is_some() {
        let waited = state.last_refresh.map_or(REFRESH_THROTTLE, |t| t.elapsed());
        if waited >= REFRESH_THROTTLE {
            state.seen_changes = model.tasks_changed;
            state.refresh(false);
        } else {
            ui.ctx()
                .request_repaint_after(REFRESH_THROTTLE.saturating_sub(waited));
        }
    }

    filters_section_ui(ui, state);
    ui.add_space(theme::SPACE_S);
    if let Some(error) = &state.error {
        theme::error_text(ui, error);
    }

    if state.selected.is_some() {
        egui::Panel::right("task_detail")
            .resizable(true)
            .default_size(300.0)
            .show(ui, |ui| detail_section_ui(ui, state, model));
    }

    match state.total {
        None => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Reading your history…");
            });
        }
        Some(0) => empty_section_ui(ui, state, actions),
        Some(total) => list_section_ui(
            ui,
            state,
            model,
            usize::try_from(total).unwrap_or(usize::MAX),
        ),
    }
}

fn filters_section_ui(ui: &mut Ui, state: &mut ActivityState) {
    let before = state.form.clone();
    ui.horizontal_wrapped(|ui| {
        let label = ui.label("State");
        egui::ComboBox::from_id_salt("activity_state_filter")
            .selected_text(state.form.state.label())
            .show_ui(ui, |ui| {
                for choice in StateFilter::ALL {
                    ui.selectable_value(&mut state.form.state, choice, choice.label());
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label("Kind");
        let kind_text = if state.form.kind.is_empty() {
            "Any kind"
        } else {
            state.form.kind.as_str()
        };
        egui::ComboBox::from_id_salt("activity_kind_filter")
            .selected_text(kind_text.to_owned())
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut state.form.kind, String::new(), "Any kind");
                for kind in ["image", "video", "audio"] {
                    ui.selectable_value(&mut state.form.kind, kind.to_owned(), kind);
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label("Model");
        ui.add(
            egui::TextEdit::singleline(&mut state.form.model)
                .hint_text("any model")
                .desired_width(150.0),
        )
        .labelled_by(label.id);
        let label = ui.label("Search");
        ui.add(
            egui::TextEdit::singleline(&mut state.form.text)
                .hint_text("prompt, model or task ID")
                .desired_width(200.0),
        )
        .labelled_by(label.id);
        if !state.form.is_empty() && ui.button("Clear filters").clicked() {
            state.form = FilterForm::default();
        }
        if let Some(total) = state.total {
            ui.weak(format!("{total} task{}", if total == 1 { "" } else { "s" }));
        }
    });
    if state.form != before {
        state.applied = state.form.to_filter();
        state.selected = None;
        state.refresh(true);
    }
}

fn empty_section_ui(ui: &mut Ui, state: &mut ActivityState, actions: &mut Vec<Action>) {
    ui.add_space(theme::SPACE_XL);
    ui.vertical_centered(|ui| {
        if state.form.is_empty() {
            ui.heading("No tasks yet");
            ui.label("Write a prompt in Compose and submit it: every task you send shows up here, live, from pending to its result.");
            ui.add_space(theme::SPACE_M);
            if ui.button("Go to Compose").clicked() {
                actions.push(Action::Navigate(View::Compose));
            }
        } else {
            ui.heading("No tasks match these filters");
            ui.label("Change or clear the filters to see more of your history.");
            ui.add_space(theme::SPACE_M);
            if ui.button("Clear all filters").clicked() {
                state.form = FilterForm::default();
                state.applied = TaskFilter::default();
                state.refresh(true);
            }
        }
    });
}

/// Column widths: state, model, prompt (the rest), time, created.
const STATE_WIDTH: f32 = 84.0;
const MODEL_WIDTH: f32 = 150.0;
const TIME_WIDTH: f32 = 64.0;
const CREATED_WIDTH: f32 = 130.0;

fn list_section_ui(ui: &mut Ui, state: &mut ActivityState, model: &AppModel, total: usize) {
    ui.horizontal(|ui| {
        for (title, width) in [("State", STATE_WIDTH), ("Model", MODEL_WIDTH)] {
            cell(ui, width, |ui| {
                ui.strong(title);
            });
        }
        let prompt_width =
            (ui.available_width() - TIME_WIDTH - CREATED_WIDTH - 2.0 * theme::SPACE_M).max(80.0);
        cell(ui, prompt_width, |ui| {
            ui.strong("Prompt");
        });
        cell(ui, TIME_WIDTH, |ui| {
            ui.strong("Time");
        });
        cell(ui, CREATED_WIDTH, |ui| {
            ui.strong("Created");
        });
    });
    ui.separator();
    let now_ms = chrono::Utc::now().timestamp_millis();
    let mut any_running = false;
    let mut clicked = None;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show_rows(ui, theme::ROW_HEIGHT, total, |ui, range| {
            for index in range {
                let Some(task) = state.row(index) else {
                    state.request_page(index / PAGE_SIZE);
                    ui.allocate_ui(egui::vec2(ui.available_width(), theme::ROW_HEIGHT), |ui| {
                        ui.weak("…");
                    });
                    continue;
                };
                let live = model.live.get(&task.row);
                let shown = display_state(task, live);
                any_running |= !is_final_state(task, live);
                let selected = state.selected.as_ref().is_some_and(|s| s.row == task.row);
                if row_ui(ui, task, &shown, selected, now_ms).clicked() {
                    clicked = Some(task.clone());
                }
            }
        });
    if let Some(task) = clicked {
        state.selected = Some(task);
    }
    if any_running {
        // Elapsed times of running tasks tick once a second, only while such rows are shown.
        ui.ctx().request_repaint_after(Duration::from_secs(1));
    }
}

/// One task row; returns its response (click to select).
fn row_ui(
    ui: &mut Ui,
    task: &TaskSummary,
    shown: &str,
    selected: bool,
    now_ms: i64,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), theme::ROW_HEIGHT),
        Sense::click(),
    );
    let visuals = ui.visuals();
    if selected {
        ui.painter()
            .rect_filled(rect, 4.0, visuals.selection.bg_fill);
    } else if response.hovered() {
        ui.painter()
            .rect_filled(rect, 4.0, visuals.widgets.hovered.weak_bg_fill);
    }
    let prompt = task.prompt_excerpt.replace('\n', " ");
    response.widget_info(|| {
        egui::WidgetInfo::selected(
            egui::Role::Button,
            true,
            selected,
            format!("Task {}: {shown}, {}, {prompt}", task.row, task.model),
        )
    });
    let mut row_ui = ui.new_child(
        UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::left_to_right(Align::Center)),
    );
    let ui = &mut row_ui;
    cell(ui, STATE_WIDTH, |ui| {
        theme::badge(ui, shown, theme::state_colour(shown));
    });
    cell(ui, MODEL_WIDTH, |ui| {
        ui.add(
            egui::Label::new(task.model.as_str())
                .truncate()
                .selectable(false),
        );
    });
    let prompt_width =
        (ui.available_width() - TIME_WIDTH - CREATED_WIDTH - 2.0 * theme::SPACE_M).max(80.0);
    cell(ui, prompt_width, |ui| {
        ui.add(
            egui::Label::new(prompt.as_str())
                .truncate()
                .selectable(false),
        );
    });
    cell(ui, TIME_WIDTH, |ui| {
        ui.add(egui::Label::new(RichText::new(time_text(task, now_ms)).weak()).selectable(false));
    });
    cell(ui, CREATED_WIDTH, |ui| {
        ui.add(
            egui::Label::new(RichText::new(local_time(task.created_ms, now_ms)).weak())
                .selectable(false),
        );
    });
    response
}

/// A fixed-width cell in a left-to-right row.
fn cell(ui: &mut Ui, width: f32, add: impl FnOnce(&mut Ui)) {
    ui.allocate_ui_with_layout(
        egui::vec2(width, theme::ROW_HEIGHT),
        Layout::left_to_right(Align::Center),
        |ui| {
            ui.set_width(width);
            add(ui);
        },
    );
}

fn detail_section_ui(ui: &mut Ui, state: &mut ActivityState, model: &AppModel) {
    let Some(task) = state.selected.clone() else {
        return;
    };
    ui.horizontal(|ui| {
        ui.heading(format!("Task {}", task.row));
        if ui.button("Close").clicked() {
            state.selected = None;
        }
    });
    ui.weak("A full detail view with previews comes later; these are the recorded fields.");
    ui.separator();
    let shown = display_state(&task, model.live.get(&task.row));
    egui::ScrollArea::vertical()
        .id_salt("task_detail_scroll")
        .show(ui, |ui| {
            egui::Grid::new("task_detail_grid")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    let mut field = |name: &str, value: String| {
                        ui.label(name);
                        ui.add(egui::Label::new(value).wrap());
                        ui.end_row();
                    };
                    let opt = |v: Option<String>| v.unwrap_or_else(|| "—".to_owned());
                    let time = |v: Option<i64>| {
                        v.map_or_else(|| "—".to_owned(), |t| local_time(t, i64::MAX))
                    };
                    field("State", shown.clone());
                    field("Phase", task.phase.as_str().to_owned());
                    field("Model", task.model.clone());
                    field("Kind", opt(task.kind.clone()));
                    field("Task ID", opt(task.task_id.clone()));
                    field("Prompt", task.prompt_excerpt.clone());
                    field("Created", local_time(task.created_ms, i64::MAX));
                    field("Submitted", time(task.submitted_ms));
                    field("Completed", time(task.completed_ms));
                    field(
                        "Processing time",
                        task.cost_time_ms.map_or_else(|| "—".to_owned(), seconds),
                    );
                    field("Fail code", opt(task.fail_code.clone()));
                    field("Fail message", opt(task.fail_msg.clone()));
                    field("Error", opt(task.error.clone()));
                    field(
                        "Results",
                        if task.result_urls.is_empty() {
                            "—".to_owned()
                        } else {
                            task.result_urls.join("\n")
                        },
                    );
                    field("Results expire", time(task.results_expire_ms()));
                    field("Status checks", task.poll_count.to_string());
                    field("Batch", opt(task.batch_row.map(|b| b.to_string())));
                });
        });
}

/// The state shown on a task's badge: the engine's latest word, else the stored one.
fn display_state(task: &TaskSummary, live: Option<&LiveTask>) -> String {
    if let Some(live) = live {
        return live.state.clone();
    }
    match task.phase {
        TaskPhase::Submitting => "submitting".to_owned(),
        TaskPhase::Unknown => "unknown".to_owned(),
        TaskPhase::Rejected => "rejected".to_owned(),
        TaskPhase::Active => task.state.clone().unwrap_or_else(|| "pending".to_owned()),
        TaskPhase::Final => task.state.clone().unwrap_or_else(|| "finished".to_owned()),
    }
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
    match (task.completed_ms, task.remote_create_ms) {
        (Some(done), Some(start)) if done >= start => seconds(done - start),
        _ => "—".to_owned(),
    }
}

#[allow(
    clippy::cast_precision_loss,
    reason = "milliseconds shown to one decimal"
)]
fn seconds(ms: i64) -> String {
    let secs = ms as f64 / 1000.0;
    if secs < 60.0 {
        format!("{secs:.1} s")
    } else {
        format!("{}m {:02}s", ms / 60_000, (ms / 1000) % 60)
    }
}

/// Local time; just the clock for today.
fn local_time(ms: i64, now_ms: i64) -> String {
    use chrono::TimeZone as _;
    let Some(time) = chrono::Local.timestamp_millis_opt(ms).single() else {
        return "—".to_owned();
    };
    let same_day = chrono::Local
        .timestamp_millis_opt(now_ms)
        .single()
        .is_some_and(|now| now.date_naive() == time.date_naive());
    if same_day {
        time.format("%H:%M:%S").to_string()
    } else {
        time.format("%Y-%m-%d %H:%M").to_string()
    }
}
