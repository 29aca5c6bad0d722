//! The Model filter of Activity and Gallery: typed text finds models by name or ID
//! ("fast", "Sandbox Image Fast", "image-fast"), and the models it finds are suggested below
//! the field; picking one puts its ID in the field.

use egui::Ui;
use gendesk_core::store::ModelMatch;
use gendesk_core::t;

/// How many suggestions show at most.
const MAX_SUGGESTIONS: usize = 8;

/// A model a person may look for: its ID and display name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelChoice {
    /// The model ID.
    pub id: String,
    /// Its display name.
    pub name: String,
}

impl ModelChoice {
    /// The choices of a catalogue's models.
    pub fn of(models: &[gendesk_core::catalog::ModelSpec]) -> Vec<Self> {
        models
            .iter()
            .map(|m| Self {
                id: m.id.clone(),
                name: m.display_name.clone(),
            })
            .collect()
    }
}

/// The models whose ID or name contains `text` (case-insensitively).
pub fn matching<'a>(text: &str, models: &'a [ModelChoice]) -> Vec<&'a ModelChoice> {
    let needle = text.trim().to_lowercase();
    if needle.is_empty() {
        return Vec::new();
    }
    models
        .iter()
        .filter(|m| {
            m.id.to_lowercase().contains(&needle) || m.name.to_lowercase().contains(&needle)
        })
        .collect()
}

/// The store's filter for `text`: IDs containing it, or the IDs of the models whose names do.
pub fn model_match(text: &str, models: &[ModelChoice]) -> Option<ModelMatch> {
    let text = text.trim();
    (!text.is_empty()).then(|| ModelMatch {
        text: text.to_owned(),
        ids: matching(text, models)
            .into_iter()
            .map(|m| m.id.clone())
            .collect(),
    })
}

/// The field with its suggestions; returns whether the text changed (typed or picked).
pub fn model_filter_ui(
    ui: &mut Ui,
    text: &mut String,
    models: &[ModelChoice],
    label: egui::Id,
    width: f32,
) -> bool {
    let response = ui
        .add(
            egui::TextEdit::singleline(text)
                .hint_text(t!("compose-model-filter-placeholder"))
                .desired_width(width),
        )
        .labelled_by(label);
    let mut changed = response.changed();
    let popup_id = response.id.with("suggestions");
    let mut open = ui.data(|d| d.get_temp::<bool>(popup_id).unwrap_or(false));
    if response.gained_focus() || response.changed() {
        open = true;
    }
    let found: Vec<&ModelChoice> = matching(text, models)
        .into_iter()
        .filter(|m| m.id != text.trim())
        .take(MAX_SUGGESTIONS)
        .collect();
    let mut picked = None;
    let shown = egui::Popup::from_response(&response)
        .id(popup_id)
        .open(open && !found.is_empty())
        .close_behavior(egui::PopupCloseBehavior::IgnoreClicks)
        .show(|ui| {
            for model in &found {
                if ui
                    .selectable_label(false, format!("{} ({})", model.name, model.id))
                    .clicked()
                {
                    picked = Some(model.id.clone());
                }
            }
        });
    let over_popup = shown.is_some_and(|s| s.response.contains_pointer());
    if let Some(id) = picked {
        *text = id;
        changed = true;
        open = false;
    } else if !response.has_focus() && !over_popup {
        open = false;
    }
    ui.data_mut(|d| d.insert_temp(popup_id, open));
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn models() -> Vec<ModelChoice> {
        [
            ("sandbox/image-fast", "Sandbox Image Fast"),
            ("sandbox/image-pro", "Sandbox Image Pro"),
            ("sandbox/music", "Sandbox Music"),
        ]
        .into_iter()
        .map(|(id, name)| ModelChoice {
            id: id.to_owned(),
            name: name.to_owned(),
        })
        .collect()
    }

    #[test]
    fn names_and_ids_both_find_a_model() {
        let models = models();
        let ids = |text: &str| -> Vec<String> {
            matching(text, &models)
                .iter()
                .map(|m| m.id.clone())
                .collect()
        };
        assert_eq!(ids("fast"), ["sandbox/image-fast"]);
        assert_eq!(ids("Sandbox Image Fast"), ["sandbox/image-fast"]);
        assert_eq!(ids("IMAGE"), ["sandbox/image-fast", "sandbox/image-pro"]);
        assert!(ids("  ").is_empty());
        let found = model_match(" Image Pro ", &models).unwrap();
        assert_eq!(found.text, "Image Pro");
        assert_eq!(found.ids, ["sandbox/image-pro"]);
        assert_eq!(model_match("", &models), None);
    }
}
