//! Insights' filter bar: the period (today, 7 or 30 days, all, or a range of dates), this
//! profile or every profile, the kind and the model; and the scope they make for the reader.

use std::collections::BTreeSet;

use egui::Ui;
use gendesk_api::ModelKind;
use gendesk_core::insights::Period;
use gendesk_core::store::{InsightScope, ProfileId};
use gendesk_core::t;

/// The period as chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PeriodChoice {
    /// Since local midnight.
    Today,
    /// The last seven days.
    #[default]
    Week,
    /// The last thirty days.
    Month,
    /// Everything recorded.
    All,
    /// Between two dates (both included).
    Range,
}

impl PeriodChoice {
    const CHOICES: [Self; 5] = [Self::Today, Self::Week, Self::Month, Self::All, Self::Range];

    fn label(self) -> String {
        match self {
            Self::Today => t!("insights-period-today"),
            Self::Week => t!("insights-period-week"),
            Self::Month => t!("insights-period-month"),
            Self::All => t!("insights-period-all"),
            Self::Range => t!("insights-period-range"),
        }
    }
}

/// Whose tasks.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum ProfileChoice {
    /// The open profile's.
    #[default]
    Open,
    /// Every profile's in the history.
    Every,
    /// Another profile's (by its row in the history, and its name).
    One(ProfileId, String),
}

/// The filters as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InsightsFilter {
    /// The period.
    pub period: PeriodChoice,
    /// The first day of a range (`2026-11-01`).
    pub from: String,
    /// The last day of a range.
    pub to: String,
    /// Whose tasks.
    pub profiles: ProfileChoice,
    /// Only this kind.
    pub kind: Option<ModelKind>,
    /// Only this model.
    pub model: Option<String>,
}

impl Default for InsightsFilter {
    fn default() -> Self {
        let today = chrono::Local::now().date_naive();
        Self {
            period: PeriodChoice::default(),
            from: (today - chrono::Duration::days(6)).to_string(),
            to: today.to_string(),
            profiles: ProfileChoice::Open,
            kind: None,
            model: None,
        }
    }
}

impl InsightsFilter {
    /// The scope these filters make for `profile` at `now_ms`, or why the dates are unreadable.
    pub fn scope(&self, profile: ProfileId, now_ms: i64) -> Result<InsightScope, String> {
        let period = match self.period {
            PeriodChoice::Today => {
                let midnight = chrono::Local::now().date_naive().to_string();
                Period::parse(Some(&midnight), None, now_ms)
            }
            PeriodChoice::Week => Ok(Period::last_days(7, now_ms)),
            PeriodChoice::Month => Ok(Period::last_days(30, now_ms)),
            PeriodChoice::All => Ok(Period::ALL),
            PeriodChoice::Range => Period::parse(Some(&self.from), Some(&self.to), now_ms),
        }
        .map_err(|err| t!("insights-bad-dates", reason = err.to_string()))?;
        Ok(InsightScope {
            profile: match &self.profiles {
                ProfileChoice::Open => Some(profile),
                ProfileChoice::Every => None,
                ProfileChoice::One(id, _) => Some(*id),
            },
            range: period.range(),
            kind: self.kind,
            models: self.model.iter().cloned().collect(),
        })
    }
}

/// The filter bar; `models` are the models seen so far (for the Model menu), `profiles` those
/// in the history besides the open one, `open` (the Profiles menu). True when a filter changed.
pub fn filters_ui(
    ui: &mut Ui,
    filter: &mut InsightsFilter,
    models: &BTreeSet<String>,
    profiles: &[(ProfileId, String)],
    open: Option<ProfileId>,
) -> bool {
    let before = filter.clone();
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("insights-filter-period"));
        egui::ComboBox::from_id_salt("insights_period")
            .selected_text(filter.period.label())
            .show_ui(ui, |ui| {
                for choice in PeriodChoice::CHOICES {
                    ui.selectable_value(&mut filter.period, choice, choice.label());
                }
            })
            .response
            .labelled_by(label.id);
        if filter.period == PeriodChoice::Range {
            let from = ui.label(t!("insights-filter-from"));
            ui.add(
                egui::TextEdit::singleline(&mut filter.from)
                    .hint_text("2026-11-01")
                    .desired_width(90.0),
            )
            .labelled_by(from.id);
            let to = ui.label(t!("insights-filter-to"));
            ui.add(
                egui::TextEdit::singleline(&mut filter.to)
                    .hint_text("2026-11-30")
                    .desired_width(90.0),
            )
            .labelled_by(to.id);
        }
        ui.separator();
        let label = ui.label(t!("insights-filter-profiles"));
        let shown = match &filter.profiles {
            ProfileChoice::Open => t!("insights-profile-this"),
            ProfileChoice::Every => t!("insights-profile-every"),
            ProfileChoice::One(_, name) => name.clone(),
        };
        egui::ComboBox::from_id_salt("insights_profiles")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(
                    &mut filter.profiles,
                    ProfileChoice::Open,
                    t!("insights-profile-this"),
                );
                ui.selectable_value(
                    &mut filter.profiles,
                    ProfileChoice::Every,
                    t!("insights-profile-every"),
                );
                for (id, name) in profiles.iter().filter(|(id, _)| Some(*id) != open) {
                    let choice = ProfileChoice::One(*id, name.clone());
                    ui.selectable_value(&mut filter.profiles, choice, name);
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label(t!("insights-filter-kind"));
        egui::ComboBox::from_id_salt("insights_kind")
            .selected_text(kind_label(filter.kind))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.kind, None, kind_label(None));
                for kind in ModelKind::ALL {
                    ui.selectable_value(&mut filter.kind, Some(kind), kind_label(Some(kind)));
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label(t!("insights-filter-model"));
        egui::ComboBox::from_id_salt("insights_model")
            .selected_text(
                filter
                    .model
                    .clone()
                    .unwrap_or_else(|| t!("insights-model-any")),
            )
            .width(200.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.model, None, t!("insights-model-any"));
                for model in models {
                    ui.selectable_value(&mut filter.model, Some(model.clone()), model);
                }
            })
            .response
            .labelled_by(label.id);
        let narrowed = filter.kind.is_some()
            || filter.model.is_some()
            || filter.profiles != ProfileChoice::Open;
        if narrowed && ui.button(t!("insights-clear-filters")).clicked() {
            filter.kind = None;
            filter.model = None;
            filter.profiles = ProfileChoice::Open;
        }
    });
    *filter != before
}

/// The Kind filter's words: "Any kind", "image", "video", "audio".
fn kind_label(kind: Option<ModelKind>) -> String {
    match kind {
        None => t!("insights-kind-any"),
        Some(ModelKind::Image) => t!("insights-kind-image"),
        Some(ModelKind::Video) => t!("insights-kind-video"),
        Some(ModelKind::Audio) => t!("insights-kind-audio"),
    }
}
