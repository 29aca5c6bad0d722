//! The model picker: a search box (words over ID and name), a kind filter, and the matching
//! models grouped by where they come from (built-in, sandbox, yours), each with its kind's
//! icon; your own models can be removed, and new ones added with "Add a model…". Models a
//! catalogue update brought are marked "new" for a week. A profile on a real service starts
//! with no models until a catalogue update names some (the service publishes no list) and
//! says so.

use egui::{RichText, Ui};

use gendesk_core::catalog::KindWords as _;
use gendesk_core::catalog::{Catalog, ModelKind, ModelSource, ModelSpec};

use super::ComposeState;
use crate::ui::actions::Action;
use crate::ui::catalog_state::CatalogState;
use crate::ui::theme;

/// The picker's filter.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct PickerState {
    /// Words to find in the ID or name.
    pub query: String,
    /// Only this kind, when set.
    pub kind: Option<ModelKind>,
}

/// Group titles, in display order.
const GROUPS: [(ModelSource, &str); 4] = [
    (ModelSource::User, "Your models"),
    (ModelSource::Sandbox, "Sandbox models"),
    (ModelSource::BuiltIn, "Built-in models"),
    (ModelSource::Retired, "No longer in the catalogue"),
];

/// The picker column.
pub(super) fn model_picker_ui(
    ui: &mut Ui,
    state: &mut ComposeState,
    catalog_state: &CatalogState,
    catalog: &Catalog,
    now_ms: i64,
    actions: &mut Vec<Action>,
) {
    ui.add_space(theme::SPACE_M);
    ui.heading("Models");
    ui.add_space(theme::SPACE_S);
    let search_label = ui.label("Search models");
    let search = ui
        .add(
            egui::TextEdit::singleline(&mut state.picker.query)
                .hint_text("Name or ID")
                .desired_width(f32::INFINITY),
        )
        .labelled_by(search_label.id);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = theme::SPACE_S;
        if ui
            .selectable_label(state.picker.kind.is_none(), "All")
            .accessible_name("All models")
            .clicked()
        {
            state.picker.kind = None;
        }
        for kind in ModelKind::ALL {
            let selected = state.picker.kind == Some(kind);
            if ui
                .selectable_label(selected, kind.label())
                .accessible_name(format!("{} models", kind.label()))
                .on_hover_text(format!("Only {} models", kind.label().to_lowercase()))
                .clicked()
            {
                state.picker.kind = if selected { None } else { Some(kind) };
            }
        }
    });
    ui.add_space(theme::SPACE_S);
    let hits = catalog.search(&state.picker.query, state.picker.kind);
    // Enter in the search box picks the best match.
    if search.lost_focus()
        && ui.input(|i| i.key_pressed(egui::Key::Enter))
        && let Some(first) = hits.first()
    {
        let first = (*first).clone();
        state.select(&first);
    }
    let mut remove = None;
    egui::ScrollArea::vertical()
        .id_salt("compose_model_list")
        .auto_shrink([false, false])
        .max_height(ui.available_height() - 40.0)
        .show(ui, |ui| {
            if hits.is_empty() {
                empty_state_ui(ui, state, catalog, catalog_state.is_sandbox());
            }
            for (source, title) in GROUPS {
                let group: Vec<&&ModelSpec> = hits.iter().filter(|m| m.source == source).collect();
                if group.is_empty() {
                    continue;
                }
                ui.add_space(theme::SPACE_S);
                ui.label(RichText::new(title).small().strong().weak());
                for spec in group {
                    let new = catalog_state.is_new(&spec.id, now_ms.div_euclid(1000));
                    if let Some(id) = model_row_ui(ui, state, spec, new) {
                        remove = Some(id);
                    }
                }
            }
            for problem in catalog_state.problems() {
                ui.add_space(theme::SPACE_S);
                ui.label(RichText::new(problem).color(theme::ERROR_TEXT).small());
            }
            if let Some(message) = catalog_state.user_error() {
                ui.add_space(theme::SPACE_S);
                ui.label(RichText::new(message).color(theme::ERROR_TEXT).small());
            }
        });
    ui.separator();
    if ui
        .button("Add a model\u{2026}")
        .on_hover_text("A model the service offers that is not listed here")
        .clicked()
    {
        state.add_model.open();
    }
    if let Some(id) = remove {
        actions.push(Action::RemoveUserModel(id));
    }
}

/// One model: icon, name (click to select), "new" when an update brought it this week, ID; a
/// Remove button for your own. Returns the ID to remove when asked.
fn model_row_ui(
    ui: &mut Ui,
    state: &mut ComposeState,
    spec: &ModelSpec,
    new: bool,
) -> Option<String> {
    let selected = state.model_id() == Some(spec.id.as_str());
    let mut remove = None;
    ui.horizontal(|ui| {
        super::kind_icon::kind_icon(ui, spec.kind)
            .on_hover_text(format!("{} model", spec.kind.label()));
        ui.vertical(|ui| {
            let hover = if spec.description.is_empty() {
                spec.id.clone()
            } else {
                format!("{}\n{}", spec.id, spec.description)
            };
            let name = ui.horizontal(|ui| {
                let name = ui
                    .selectable_label(selected, &spec.display_name)
                    .on_hover_text(hover);
                if new {
                    theme::badge(ui, "new", theme::INFO_DOT)
                        .on_hover_text("Added to the model catalogue by an update this week");
                }
                name
            });
            let name = if new {
                name.inner
                    .accessible_name(format!("{} (new)", spec.display_name))
            } else {
                name.inner
            };
            if name.clicked() && !selected {
                state.select(spec);
            }
            ui.label(RichText::new(&spec.id).small().weak());
        });
        if spec.source == ModelSource::User {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
                if ui
                    .small_button("Remove")
                    .accessible_name(format!("Remove {}", spec.id))
                    .on_hover_text("Remove this model from your list")
                    .clicked()
                {
                    remove = Some(spec.id.clone());
                }
            });
        }
    });
    remove
}

/// Nothing to list: say why and offer a way out. A real service publishes no model list, so
/// a profile on one starts empty: the person adds the models they use, one step each.
fn empty_state_ui(ui: &mut Ui, state: &mut ComposeState, catalog: &Catalog, sandbox: bool) {
    ui.add_space(theme::SPACE_M);
    if catalog.is_empty() && !sandbox {
        ui.label(RichText::new("This service publishes no model list.").strong());
        ui.add(
            egui::Label::new(
                "Add the model you want to use: its ID, exactly as the service spells it, and its kind are enough. GenDesk remembers it for this profile.",
            )
            .wrap(),
        );
        ui.add_space(theme::SPACE_S);
        if ui
            .button("Add a model by its ID\u{2026}")
            .on_hover_text("ID, kind and any fields of its own")
            .clicked()
        {
            state.add_model.open();
        }
        return;
    }
    if catalog.is_empty() {
        ui.label("No models yet.");
        ui.weak("Add one with \u{201c}Add a model\u{2026}\u{201d} below.");
        return;
    }
    let kind = state
        .picker
        .kind
        .map(|k| format!("{} ", k.label().to_lowercase()))
        .unwrap_or_default();
    let query = state.picker.query.trim();
    if query.is_empty() {
        ui.label(format!("No {kind}models in the list."));
    } else {
        ui.label(format!("No {kind}model matches \u{201c}{query}\u{201d}."));
    }
    ui.weak("Check the spelling, or add the model with \u{201c}Add a model\u{2026}\u{201d}.");
    if ui.button("Clear search").clicked() {
        state.picker = PickerState::default();
    }
}
