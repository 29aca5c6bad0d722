//! The model picker: a search box (words over ID and name), a kind filter, and the matching
//! models grouped by where they come from (built-in, sandbox, yours), each with its kind's
//! icon; your own models can be removed, and new ones added with "Add a model…". Models a
//! catalogue update brought are marked "new" for a week. A profile on a real service starts
//! with no models until a catalogue update names some (the service publishes no list) and
//! says so.

use egui::{RichText, Ui};

use gendesk_core::catalog::{Catalog, ModelKind, ModelSource, ModelSpec};
use gendesk_core::t;

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

/// The groups, in display order.
const GROUPS: [ModelSource; 4] = [
    ModelSource::User,
    ModelSource::Sandbox,
    ModelSource::BuiltIn,
    ModelSource::Retired,
];

/// A group's title.
fn group_title(source: ModelSource) -> String {
    match source {
        ModelSource::User => t!("compose-group-user"),
        ModelSource::Sandbox => t!("compose-group-sandbox"),
        ModelSource::BuiltIn => t!("compose-group-built-in"),
        ModelSource::Retired => t!("compose-group-retired"),
    }
}

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
    ui.heading(t!("compose-models"));
    ui.add_space(theme::SPACE_S);
    let search_label = ui.label(t!("compose-search-models"));
    let search = ui
        .add(
            egui::TextEdit::singleline(&mut state.picker.query)
                .hint_text(t!("compose-search-models.placeholder"))
                .desired_width(f32::INFINITY),
        )
        .labelled_by(search_label.id);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = theme::SPACE_S;
        if ui
            .selectable_label(state.picker.kind.is_none(), t!("compose-kind-all"))
            .accessible_name(t!("compose-kind-all.name"))
            .clicked()
        {
            state.picker.kind = None;
        }
        for kind in ModelKind::ALL {
            let selected = state.picker.kind == Some(kind);
            if ui
                .selectable_label(selected, super::kind_icon::kind_name(kind))
                .accessible_name(t!("compose-kind-filter", kind = kind.as_str()))
                .on_hover_text(t!("compose-kind-filter.hint", kind = kind.as_str()))
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
            for source in GROUPS {
                let group: Vec<&&ModelSpec> = hits.iter().filter(|m| m.source == source).collect();
                if group.is_empty() {
                    continue;
                }
                ui.add_space(theme::SPACE_S);
                ui.label(RichText::new(group_title(source)).small().strong().weak());
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
        .button(t!("compose-add-model"))
        .on_hover_text(t!("compose-add-model.hint"))
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
            .on_hover_text(super::kind_icon::kind_model(spec.kind));
        ui.vertical(|ui| {
            let hover = if spec.description.is_empty() {
                spec.id.clone()
            } else {
                format!("{}\n{}", spec.id, spec.shown_description())
            };
            let name = ui.horizontal(|ui| {
                let name = ui
                    .selectable_label(selected, &spec.display_name)
                    .on_hover_text(hover);
                if new {
                    theme::badge(ui, &t!("compose-model-new"), theme::INFO_DOT)
                        .on_hover_text(t!("compose-model-new.hint"));
                }
                name
            });
            let name = if new {
                name.inner.accessible_name(t!(
                    "compose-model-new-name",
                    name = spec.display_name.as_str()
                ))
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
                    .small_button(t!("compose-remove-model"))
                    .accessible_name(t!("compose-remove-model.name", id = spec.id.as_str()))
                    .on_hover_text(t!("compose-remove-model.hint"))
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
        ui.label(RichText::new(t!("compose-picker-no-list")).strong());
        ui.add(egui::Label::new(t!("compose-picker-no-list-help")).wrap());
        ui.add_space(theme::SPACE_S);
        if ui
            .button(t!("compose-add-model-by-id"))
            .on_hover_text(t!("compose-add-model-by-id.hint"))
            .clicked()
        {
            state.add_model.open();
        }
        return;
    }
    if catalog.is_empty() {
        ui.label(t!("compose-picker-none-yet"));
        ui.weak(t!("compose-picker-none-yet-help"));
        return;
    }
    let kind = state.picker.kind.map_or("all", ModelKind::as_str);
    let query = state.picker.query.trim();
    if query.is_empty() {
        ui.label(t!("compose-picker-no-models", kind = kind));
    } else {
        ui.label(t!("compose-picker-no-match", kind = kind, query = query));
    }
    ui.weak(t!("compose-picker-no-match-help"));
    if ui.button(t!("compose-picker-clear-search")).clicked() {
        state.picker = PickerState::default();
    }
}
