//! The gallery's filter row: kind, model, date and text, and the tile size.

use egui::Ui;
use gendesk_api::ModelKind;

use gendesk_core::t;

use gendesk_core::store::TaskFilter;

use crate::ui::model_filter::{ModelChoice, model_filter_ui, model_match};

/// How far back the gallery looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DateChoice {
    /// Every result.
    #[default]
    Any,
    /// Made in the last 24 hours.
    Today,
    /// Made in the last 7 days.
    Week,
    /// Made in the last 30 days.
    Month,
}

impl DateChoice {
    const ALL: [Self; 4] = [Self::Any, Self::Today, Self::Week, Self::Month];

    fn label(self) -> String {
        match self {
            Self::Any => t!("gallery-date-any"),
            Self::Today => t!("gallery-date-today"),
            Self::Week => t!("gallery-date-week"),
            Self::Month => t!("gallery-date-month"),
        }
    }

    /// The earliest creation time kept, for `now_ms`.
    fn since(self, now_ms: i64) -> Option<i64> {
        let day = 24 * 60 * 60 * 1000;
        match self {
            Self::Any => None,
            Self::Today => Some(now_ms - day),
            Self::Week => Some(now_ms - 7 * day),
            Self::Month => Some(now_ms - 30 * day),
        }
    }
}

/// Small or large tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TileSize {
    /// Many small tiles.
    #[default]
    Small,
    /// Fewer, larger tiles.
    Large,
}

impl TileSize {
    /// The side of a tile, in points.
    pub fn side(self) -> f32 {
        match self {
            Self::Small => 120.0,
            Self::Large => 220.0,
        }
    }
}

/// The filter as the person set it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GalleryFilter {
    /// The kind shown (`None`: every kind).
    pub kind: Option<ModelKind>,
    /// A model's name or ID (or part of it), empty for any.
    pub model: String,
    /// How far back.
    pub date: DateChoice,
    /// Text in the prompt, model or task ID.
    pub text: String,
    /// Only starred tasks' results.
    pub favourites: bool,
}

impl GalleryFilter {
    /// The store filter for these choices at `now_ms`; `models` resolve names typed.
    pub fn to_task_filter(&self, now_ms: i64, models: &[ModelChoice]) -> TaskFilter {
        let trimmed = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        TaskFilter {
            kind: self.kind,
            model_match: model_match(&self.model, models),
            text: trimmed(&self.text),
            created_since_ms: self.date.since(now_ms),
            favourites_only: self.favourites,
            ..TaskFilter::default()
        }
    }
}

/// The kind filter's words: "Any kind", "Images", "Videos", "Music".
fn kind_choice_label(kind: Option<ModelKind>) -> String {
    match kind {
        None => t!("gallery-kind-any"),
        Some(ModelKind::Image) => t!("gallery-kind-images"),
        Some(ModelKind::Video) => t!("gallery-kind-videos"),
        Some(ModelKind::Audio) => t!("gallery-kind-music"),
    }
}

/// The row of filters; `total` is the number of results shown.
pub fn filters_ui(
    ui: &mut Ui,
    filter: &mut GalleryFilter,
    size: &mut TileSize,
    total: Option<u64>,
    models: &[ModelChoice],
) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("gallery-filter-kind"));
        let kind_text = kind_choice_label(filter.kind);
        egui::ComboBox::from_id_salt("gallery_kind")
            .selected_text(kind_text)
            .show_ui(ui, |ui| {
                for value in [None].into_iter().chain(ModelKind::ALL.map(Some)) {
                    ui.selectable_value(&mut filter.kind, value, kind_choice_label(value));
                }
            })
            .response
            .labelled_by(label.id);
        ui.checkbox(&mut filter.favourites, t!("gallery-filter-favourites"))
            .on_hover_text(t!("gallery-filter-favourites.hint"));
        let label = ui.label(t!("gallery-filter-when"));
        egui::ComboBox::from_id_salt("gallery_date")
            .selected_text(filter.date.label())
            .show_ui(ui, |ui| {
                for choice in DateChoice::ALL {
                    ui.selectable_value(&mut filter.date, choice, choice.label());
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label(t!("gallery-filter-model"));
        model_filter_ui(ui, &mut filter.model, models, label.id, 140.0);
        let label = ui.label(t!("gallery-filter-search"));
        ui.add(
            egui::TextEdit::singleline(&mut filter.text)
                .hint_text(t!("gallery-filter-search.hint"))
                .desired_width(180.0),
        )
        .labelled_by(label.id);
        if *filter != GalleryFilter::default() && ui.button(t!("gallery-filter-clear")).clicked() {
            *filter = GalleryFilter::default();
        }
        ui.separator();
        ui.selectable_value(size, TileSize::Small, t!("gallery-tiles-small"));
        ui.selectable_value(size, TileSize::Large, t!("gallery-tiles-large"));
        if let Some(total) = total {
            ui.weak(t!("gallery-total", count = total));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_become_a_store_filter() {
        let filter = GalleryFilter {
            kind: Some(ModelKind::Video),
            model: " sandbox/video-lite ".into(),
            date: DateChoice::Week,
            text: String::new(),
            favourites: true,
        };
        let now = 10 * 24 * 60 * 60 * 1000;
        let models = [ModelChoice {
            id: "sandbox/video-lite".into(),
            name: "Sandbox Video Lite".into(),
        }];
        let store = filter.to_task_filter(now, &models);
        assert!(store.favourites_only);
        assert_eq!(store.kind, Some(ModelKind::Video));
        let found = store.model_match.unwrap();
        assert_eq!(found.text, "sandbox/video-lite");
        assert_eq!(found.ids, ["sandbox/video-lite"]);
        assert_eq!(store.text, None);
        assert_eq!(store.created_since_ms, Some(3 * 24 * 60 * 60 * 1000));
        assert_eq!(
            GalleryFilter::default().to_task_filter(now, &models),
            TaskFilter::default()
        );
    }
}
