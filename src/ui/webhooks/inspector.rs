//! The delivery inspector: a live list of every request the local receiver recorded (time,
//! kind, event id, task, batch and client item id, verdict badge, attempt or duplicate marker)
//! with filters, and the selected delivery's detail beside it (`delivery_detail.rs`). Data comes
//! from its own reader thread (`reader.rs`); it re-reads when the engine records a delivery.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{Color32, RichText, Ui};

use gendesk_core::store::{
    DeliveryDetail, DeliveryFilter, DeliveryKind, DeliveryRow, DeliverySummary, DeliveryVerdict,
    ProfileId,
};
use gendesk_core::t;

use super::super::actions::Action;
use super::super::frame_time::FrameTime;
use super::super::live_state::LiveState;
use super::super::theme;
use super::delivery_detail;
use super::reader::{DeliveryReader, LISTED, Reply};

/// Shortest gap between two re-reads while deliveries arrive.
const REFRESH_THROTTLE: Duration = Duration::from_millis(400);
/// Height of one list row.
const ROW_HEIGHT: f32 = 46.0;

/// Which kinds the list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum KindChoice {
    /// Webhooks and callbacks.
    #[default]
    All,
    /// Batch webhooks only.
    Webhooks,
    /// Callbacks only.
    Callbacks,
}

/// Which verdicts the list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum VerdictChoice {
    /// Every verdict.
    #[default]
    All,
    /// Verified webhooks.
    Verified,
    /// Refused ones: every verdict that is not verified, duplicate or callback.
    Refused,
    /// Duplicates.
    Duplicates,
    /// Callbacks (unsigned).
    Callbacks,
}

impl VerdictChoice {
    const ALL: [Self; 5] = [
        Self::All,
        Self::Verified,
        Self::Refused,
        Self::Duplicates,
        Self::Callbacks,
    ];

    fn label(self) -> String {
        match self {
            Self::All => t!("hook-filter-any"),
            Self::Verified => t!("hook-filter-verified"),
            Self::Refused => t!("hook-filter-refused"),
            Self::Duplicates => t!("hook-filter-duplicates"),
            Self::Callbacks => t!("hook-filter-callbacks"),
        }
    }

    fn verdicts(self) -> Vec<DeliveryVerdict> {
        match self {
            Self::All => Vec::new(),
            Self::Verified => vec![DeliveryVerdict::Verified],
            Self::Refused => DeliveryVerdict::ALL
                .iter()
                .copied()
                .filter(|v| is_refused(*v))
                .collect(),
            Self::Duplicates => vec![DeliveryVerdict::Duplicate],
            Self::Callbacks => vec![DeliveryVerdict::Callback],
        }
    }
}

/// A verdict that means the delivery was not trusted.
pub fn is_refused(verdict: DeliveryVerdict) -> bool {
    !matches!(
        verdict,
        DeliveryVerdict::Verified | DeliveryVerdict::Duplicate | DeliveryVerdict::Callback
    )
}

/// The filter as the person set it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FilterInputs {
    /// Kinds shown.
    pub kind: KindChoice,
    /// Verdicts shown.
    pub verdict: VerdictChoice,
    /// Only this batch id (empty: any).
    pub batch: String,
    /// Text searched in ids, reasons and actions.
    pub text: String,
}

impl FilterInputs {
    fn to_filter(&self) -> DeliveryFilter {
        DeliveryFilter {
            kind: match self.kind {
                KindChoice::All => None,
                KindChoice::Webhooks => Some(DeliveryKind::Webhook),
                KindChoice::Callbacks => Some(DeliveryKind::Callback),
            },
            verdicts: self.verdict.verdicts(),
            batch_id: Some(self.batch.trim().to_owned()).filter(|b| !b.is_empty()),
            text: self.text.trim().to_owned(),
        }
    }
}

/// The inspector's state.
#[derive(Default)]
pub struct InspectorState {
    reader: Option<(ProfileId, DeliveryReader)>,
    generation: u64,
    seen: u64,
    asked: Option<FilterInputs>,
    last_refresh: Option<Instant>,
    /// The filter as set.
    pub inputs: FilterInputs,
    list: Vec<DeliverySummary>,
    total: u64,
    loaded: bool,
    error: Option<String>,
    selected: Option<DeliveryRow>,
    detail: Option<(DeliveryRow, Option<Box<DeliveryDetail>>)>,
    /// What the detail pane remembers (the replay URL, the body view).
    pub detail_state: delivery_detail::DetailState,
}

#[cfg(test)]
impl InspectorState {
    /// `list` as read (of `total`), with `detail` selected (view tests).
    pub fn showing(list: Vec<DeliverySummary>, total: u64, detail: Option<DeliveryDetail>) -> Self {
        Self {
            asked: Some(FilterInputs::default()),
            list,
            total,
            loaded: true,
            selected: detail.as_ref().map(|d| d.summary.row),
            detail: detail.map(|d| (d.summary.row, Some(Box::new(d)))),
            ..Self::default()
        }
    }

    /// An inspector whose reading failed with `message` (view tests).
    pub fn failed(message: &str) -> Self {
        Self {
            error: Some(message.to_owned()),
            ..Self::default()
        }
    }
}

impl InspectorState {
    /// Connects the inspector to `profile`'s history (one reader per profile).
    pub fn attach(&mut self, profile: ProfileId, db_path: PathBuf, ctx: &egui::Context) {
        if self.reader.as_ref().is_some_and(|(p, _)| *p == profile) {
            return;
        }
        *self = Self {
            generation: self.generation.wrapping_add(1),
            ..Self::default()
        };
        match DeliveryReader::start(db_path, ctx.clone()) {
            Ok(reader) => self.reader = Some((profile, reader)),
            Err(message) => self.error = Some(message),
        }
    }

    /// Forgets the profile's deliveries (another profile is opening).
    pub fn detach(&mut self) {
        *self = Self {
            generation: self.generation.wrapping_add(1),
            ..Self::default()
        };
    }

    fn refresh(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        self.last_refresh = Some(Instant::now());
        self.asked = Some(self.inputs.clone());
        if let Some((profile, reader)) = &self.reader {
            reader.list(self.generation, *profile, self.inputs.to_filter());
            if let Some(row) = self.selected
                && self
                    .detail
                    .as_ref()
                    .is_none_or(|(r, d)| *r != row || d.is_none())
            {
                reader.detail(row);
            }
        }
    }

    fn receive(&mut self) {
        let Some((_, reader)) = &self.reader else {
            return;
        };
        for reply in reader.replies() {
            match reply {
                Reply::List {
                    generation,
                    deliveries,
                    total,
                } if generation == self.generation => {
                    self.list = deliveries;
                    self.total = total;
                    self.loaded = true;
                    self.error = None;
                }
                Reply::Detail(row, detail) if Some(row) == self.selected => {
                    self.detail = Some((row, detail));
                }
                Reply::List { .. } | Reply::Detail(..) => {}
                Reply::Failed(message) => self.error = Some(message),
            }
        }
    }

    /// Re-reads when the filter changed or deliveries arrived (at most every
    /// [`REFRESH_THROTTLE`] for arrivals).
    fn follow(&mut self, live: &LiveState, ctx: &egui::Context) {
        if self.reader.is_none() {
            return;
        }
        if self.asked.as_ref() != Some(&self.inputs) {
            self.seen = live.deliveries_changed;
            self.refresh();
            return;
        }
        if self.seen == live.deliveries_changed {
            return;
        }
        let waited = self.last_refresh.map_or(REFRESH_THROTTLE, |t| t.elapsed());
        if waited >= REFRESH_THROTTLE {
            self.seen = live.deliveries_changed;
            self.refresh();
        } else {
            ctx.request_repaint_after(REFRESH_THROTTLE.saturating_sub(waited));
        }
    }

    fn select(&mut self, row: DeliveryRow) {
        if self.selected == Some(row) {
            return;
        }
        self.selected = Some(row);
        self.detail = None;
        // The replay URL is kept for the next delivery.
        if let Some((_, reader)) = &self.reader {
            reader.detail(row);
        }
    }
}

/// The inspector: filters, the list, and the selected delivery.
pub fn inspector_ui(
    ui: &mut Ui,
    state: &mut InspectorState,
    live: &LiveState,
    time: FrameTime,
    actions: &mut Vec<Action>,
) {
    state.receive();
    state.follow(live, ui.ctx());
    filters_ui(ui, &mut state.inputs);
    if let Some(error) = &state.error {
        theme::error_text(ui, error);
    }
    if !state.loaded {
        // After an error, the sentence above says why; a spinner would promise a list.
        if state.error.is_none() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("hook-reading"));
            });
        }
        return;
    }
    if state.list.is_empty() {
        empty_ui(ui, state.inputs != FilterInputs::default(), live);
        return;
    }
    ui.weak(if state.total > u64::from(LISTED) {
        t!(
            "hook-newest-of",
            shown = state.list.len(),
            total = state.total
        )
    } else {
        t!("hook-count", count = state.total)
    });
    egui::Panel::left("deliveries_list")
        .resizable(true)
        .default_size(420.0)
        .min_size(300.0)
        .show(ui, |ui| list_ui(ui, state, time));
    match &state.detail {
        Some((row, Some(detail))) if Some(*row) == state.selected => {
            delivery_detail::detail_ui(ui, detail, &mut state.detail_state, time, actions);
        }
        Some((row, None)) if Some(*row) == state.selected => {
            ui.weak(t!("hook-gone"));
        }
        _ if state.selected.is_some() => {
            ui.spinner();
        }
        _ => {
            ui.add_space(theme::SPACE_L);
            ui.vertical_centered(|ui| {
                ui.weak(t!("hook-select"));
            });
        }
    }
}

fn filters_ui(ui: &mut Ui, inputs: &mut FilterInputs) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("hook-show"));
        egui::ComboBox::from_id_salt("delivery_kind")
            .selected_text(match inputs.kind {
                KindChoice::All => t!("hook-show-all"),
                KindChoice::Webhooks => t!("hook-show-webhooks"),
                KindChoice::Callbacks => t!("hook-show-callbacks"),
            })
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut inputs.kind, KindChoice::All, t!("hook-show-all"));
                ui.selectable_value(
                    &mut inputs.kind,
                    KindChoice::Webhooks,
                    t!("hook-show-webhooks"),
                );
                ui.selectable_value(
                    &mut inputs.kind,
                    KindChoice::Callbacks,
                    t!("hook-show-callbacks"),
                );
            })
            .response
            .labelled_by(label.id);
        let label = ui.label(t!("hook-verdict"));
        egui::ComboBox::from_id_salt("delivery_verdict")
            .selected_text(inputs.verdict.label())
            .show_ui(ui, |ui| {
                for choice in VerdictChoice::ALL {
                    ui.selectable_value(&mut inputs.verdict, choice, choice.label());
                }
            })
            .response
            .labelled_by(label.id);
        let batch = ui.add(
            egui::TextEdit::singleline(&mut inputs.batch)
                .hint_text(t!("hook-batch-filter"))
                .desired_width(150.0),
        );
        batch.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::TextInput, true, t!("hook-batch-filter.name"))
        });
        let text = ui.add(
            egui::TextEdit::singleline(&mut inputs.text)
                .hint_text(t!("hook-search"))
                .desired_width(200.0),
        );
        text.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::TextInput, true, t!("hook-search.name"))
        });
        if *inputs != FilterInputs::default() && ui.small_button(t!("hook-clear-filters")).clicked()
        {
            *inputs = FilterInputs::default();
        }
    });
}

fn empty_ui(ui: &mut Ui, filtered: bool, live: &LiveState) {
    ui.add_space(theme::SPACE_L);
    if filtered {
        ui.weak(t!("hook-no-match"));
    } else if matches!(
        live.receiver,
        gendesk_core::engine::ReceiverStatus::Listening { .. }
    ) {
        ui.weak(t!("hook-empty-listening"));
    } else {
        ui.weak(t!("hook-empty-off"));
    }
}

fn list_ui(ui: &mut Ui, state: &mut InspectorState, time: FrameTime) {
    let mut clicked = None;
    egui::ScrollArea::vertical()
        .id_salt("deliveries_scroll")
        .auto_shrink([false, false])
        .show_rows(ui, ROW_HEIGHT, state.list.len(), |ui, range| {
            for delivery in &state.list[range] {
                let selected = state.selected == Some(delivery.row);
                if row_ui(ui, delivery, selected, time) {
                    clicked = Some(delivery.row);
                }
            }
        });
    if let Some(row) = clicked {
        state.select(row);
    }
}

/// One row; true when clicked.
fn row_ui(ui: &mut Ui, delivery: &DeliverySummary, selected: bool, time: FrameTime) -> bool {
    let response = ui
        .push_id(delivery.row.get(), |ui| {
            let frame = egui::Frame::new()
                .inner_margin(egui::Margin::symmetric(6, 3))
                .fill(if selected {
                    ui.visuals().selection.bg_fill.gamma_multiply(0.35)
                } else {
                    Color32::TRANSPARENT
                });
            frame
                .show(ui, |ui| {
                    ui.set_min_height(ROW_HEIGHT - 8.0);
                    ui.set_width(ui.available_width());
                    ui.horizontal(|ui| {
                        verdict_badge(ui, delivery.verdict);
                        ui.label(kind_text(delivery.kind));
                        if delivery.verdict == DeliveryVerdict::Duplicate {
                            ui.weak(t!("hook-row-duplicate"));
                        } else if delivery.attempt > 1 {
                            ui.weak(t!("hook-row-attempt", attempt = delivery.attempt));
                        }
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            ui.weak(time.clock_time(delivery.received_ms));
                        });
                    });
                    ui.add(
                        egui::Label::new(RichText::new(ids_text(delivery)).small().monospace())
                            .truncate(),
                    );
                })
                .response
        })
        .inner;
    let response = response.interact(egui::Sense::click());
    let label = t!(
        "hook-row-name",
        verdict = verdict_text(delivery.verdict),
        kind = kind_text(delivery.kind),
        id = delivery
            .event_id
            .as_deref()
            .or(delivery.task_id.as_deref())
            .unwrap_or("")
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    response.clicked()
}

/// "evt_… · task tk_… · batch b_… · item a1".
fn ids_text(delivery: &DeliverySummary) -> String {
    let mut parts = Vec::new();
    if let Some(event) = &delivery.event_id {
        parts.push(event.clone());
    }
    if let Some(task) = &delivery.task_id {
        parts.push(t!("hook-row-task", id = task.as_str()));
    }
    if let Some(batch) = &delivery.batch_id {
        parts.push(t!("hook-row-batch", id = batch.as_str()));
    }
    if let Some(item) = &delivery.client_item_id {
        parts.push(t!("hook-row-item", id = item.as_str()));
    }
    if parts.is_empty() {
        parts.push(t!("hook-bytes", count = delivery.body_len));
    }
    parts.join(" \u{b7} ")
}

fn kind_text(kind: DeliveryKind) -> String {
    match kind {
        DeliveryKind::Webhook => t!("hook-kind-webhook"),
        DeliveryKind::Callback => t!("hook-kind-callback"),
    }
}

/// The badge's words.
pub fn verdict_text(verdict: DeliveryVerdict) -> String {
    match verdict {
        DeliveryVerdict::Verified => t!("hook-verdict-verified"),
        DeliveryVerdict::Duplicate => t!("hook-verdict-duplicate"),
        DeliveryVerdict::MissingHeader => t!("hook-verdict-missing-header"),
        DeliveryVerdict::Malformed => t!("hook-verdict-malformed"),
        DeliveryVerdict::WrongScheme => t!("hook-verdict-wrong-scheme"),
        DeliveryVerdict::Mismatch => t!("hook-verdict-mismatch"),
        DeliveryVerdict::Stale => t!("hook-verdict-stale"),
        DeliveryVerdict::Future => t!("hook-verdict-future"),
        DeliveryVerdict::NoSecret => t!("hook-verdict-no-secret"),
        DeliveryVerdict::Callback => t!("hook-verdict-callback"),
        DeliveryVerdict::Unreadable => t!("hook-verdict-unreadable"),
    }
}

/// The verdict as a coloured badge.
pub fn verdict_badge(ui: &mut Ui, verdict: DeliveryVerdict) -> egui::Response {
    let fill = match verdict {
        DeliveryVerdict::Verified => theme::SUCCESS_DOT,
        DeliveryVerdict::Duplicate => Color32::from_gray(120),
        DeliveryVerdict::Callback => theme::INFO_DOT,
        DeliveryVerdict::Unreadable | DeliveryVerdict::NoSecret => theme::WARNING_DOT,
        _ => theme::ERROR_TEXT,
    };
    theme::badge(ui, &verdict_text(verdict), fill)
}
