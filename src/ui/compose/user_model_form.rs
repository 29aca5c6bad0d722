//! "Add a model": a small window for a model the catalogue does not list — its ID, kind,
//! optional name and description, and optional extra fields (key, type, bounds or choices).
//! The model gets its kind's common fields; it is checked before it is saved.

use egui::{RichText, Ui};
use serde_json::{Number, Value};

use gendesk_core::catalog::{
    Catalog, FieldDoc, FieldSpec, FieldTypeName, ModelDoc, ModelKind, check_id,
};
use gendesk_core::t;

use super::ComposeState;
use crate::ui::actions::Action;
use crate::ui::catalog_state::CatalogState;
use crate::ui::live_state::sentence;
use crate::ui::theme;

/// The type of an extra field, as offered in the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum ExtraType {
    #[default]
    Text,
    Integer,
    Number,
    Bool,
    Choice,
}

impl ExtraType {
    const ALL: [Self; 5] = [
        Self::Text,
        Self::Integer,
        Self::Number,
        Self::Bool,
        Self::Choice,
    ];

    fn label(self) -> String {
        match self {
            Self::Text => t!("compose-field-type-text"),
            Self::Integer => t!("compose-field-type-integer"),
            Self::Number => t!("compose-field-type-number"),
            Self::Bool => t!("compose-field-type-bool"),
            Self::Choice => t!("compose-field-type-choice"),
        }
    }

    fn type_name(self) -> FieldTypeName {
        match self {
            Self::Text => FieldTypeName::Text,
            Self::Integer => FieldTypeName::Integer,
            Self::Number => FieldTypeName::Number,
            Self::Bool => FieldTypeName::Bool,
            Self::Choice => FieldTypeName::Enum,
        }
    }
}

/// One extra field as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct ExtraRow {
    key: String,
    kind: ExtraType,
    min: String,
    max: String,
    values: String,
}

/// The window's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct UserModelForm {
    is_open: bool,
    id: String,
    kind: ModelKind,
    display_name: String,
    description: String,
    /// Price per task as typed (USD; optional).
    price: String,
    fields: Vec<ExtraRow>,
    error: Option<String>,
}

impl Default for UserModelForm {
    fn default() -> Self {
        Self {
            is_open: false,
            id: String::new(),
            kind: ModelKind::Image,
            display_name: String::new(),
            description: String::new(),
            price: String::new(),
            fields: Vec::new(),
            error: None,
        }
    }
}

impl UserModelForm {
    /// Shows the window (empty).
    pub(super) fn open(&mut self) {
        *self = Self {
            is_open: true,
            ..Self::default()
        };
    }

    /// The model as it would be saved, or what to fix.
    fn to_doc(&self) -> Result<ModelDoc, String> {
        let id = self.id.trim();
        if id.is_empty() {
            return Err(t!("compose-add-model-no-id"));
        }
        check_id(id).map_err(|err| sentence(&err.to_string()))?;
        let mut doc = ModelDoc::new(id, self.kind);
        let name = self.display_name.trim();
        doc.display_name = (!name.is_empty()).then(|| name.to_owned());
        self.description.trim().clone_into(&mut doc.description);
        let price = self.price.trim().trim_start_matches('$');
        if !price.is_empty() {
            match price.parse::<f64>() {
                Ok(value) if value.is_finite() && value >= 0.0 => {
                    doc.unit_price_usd = Some(value);
                }
                _ => {
                    return Err(t!("compose-add-model-bad-price", price = self.price.trim()));
                }
            }
        }
        for (index, row) in self.fields.iter().enumerate() {
            let number = index + 1;
            let key = row.key.trim();
            if key.is_empty() {
                return Err(t!("compose-add-model-field-no-key", number = number));
            }
            if doc.extra_fields.iter().any(|f| f.key == key) {
                return Err(t!("compose-add-model-field-twice", key = key));
            }
            let field = row_doc(row, key, number)?;
            let spec = FieldSpec::try_from(field).map_err(|err| {
                t!(
                    "compose-add-model-field-problem",
                    number = number,
                    problem = sentence(&err.to_string())
                )
            })?;
            doc.extra_fields.push(spec);
        }
        Ok(doc)
    }
}

/// One typed row as a catalogue field.
fn row_doc(row: &ExtraRow, key: &str, number: usize) -> Result<FieldDoc, String> {
    let mut field = FieldDoc {
        key: key.to_owned(),
        field_type: Some(row.kind.type_name()),
        ..FieldDoc::default()
    };
    // `which` is "minimum" or "maximum" (a selector in the message).
    let bound = |text: &str, which: &'static str| -> Result<Option<Number>, String> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let parsed = match row.kind {
            ExtraType::Integer => text.parse::<i64>().ok().map(Number::from),
            _ => text.parse::<f64>().ok().and_then(Number::from_f64),
        };
        parsed.map(Some).ok_or_else(|| {
            t!(
                "compose-add-model-bound-not-number",
                number = number,
                bound = which,
                text = text
            )
        })
    };
    match row.kind {
        ExtraType::Integer | ExtraType::Number => {
            field.min = bound(&row.min, "minimum")?;
            field.max = bound(&row.max, "maximum")?;
        }
        ExtraType::Choice => {
            let values: Vec<Value> = row
                .values
                .split(',')
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(choice_value)
                .collect();
            if values.is_empty() {
                return Err(t!("compose-add-model-choice-empty", number = number));
            }
            field.values = Some(values);
        }
        ExtraType::Text | ExtraType::Bool => {}
    }
    Ok(field)
}

/// A typed choice: numbers stay numbers (`5` → 5), everything else is text.
fn choice_value(text: &str) -> Value {
    text.parse::<i64>()
        .map_or_else(|_| Value::String(text.to_owned()), Value::from)
}

/// The window, while open.
pub(super) fn user_model_window(
    ui: &mut Ui,
    state: &mut ComposeState,
    catalog_state: &CatalogState,
    catalog: &Catalog,
    actions: &mut Vec<Action>,
) {
    if !state.add_model.is_open {
        return;
    }
    let mut open = true;
    let mut saved = None;
    let mut cancel = false;
    let shown = egui::Window::new(t!("compose-add-model-title"))
        .id(egui::Id::unique("Add a model"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .default_pos(egui::pos2(ui.ctx().content_rect().center().x - 260.0, 90.0))
        .show(ui.ctx(), |ui| {
            let form = &mut state.add_model;
            ui.add(egui::Label::new(t!("compose-add-model-intro")).wrap());
            ui.add_space(theme::SPACE_S);
            model_grid_ui(ui, form);
            ui.add_space(theme::SPACE_S);
            extra_fields_ui(ui, form);
            if let Some(existing) = catalog.get(form.id.trim()) {
                ui.label(
                    RichText::new(t!(
                        "compose-add-model-replaces",
                        id = existing.id.as_str(),
                        source = super::view::source_words(existing.source)
                    ))
                    .color(theme::WARNING_DOT),
                );
            } else if let Some(earlier) = catalog_state.user_model(form.id.trim()) {
                ui.label(
                    RichText::new(t!(
                        "compose-add-model-replaces-earlier",
                        id = earlier.id.as_str(),
                        kind = earlier.kind.as_str()
                    ))
                    .color(theme::WARNING_DOT),
                );
            }
            if let Some(error) = &form.error {
                theme::error_text(ui, error);
            }
            ui.add_space(theme::SPACE_S);
            ui.horizontal(|ui| {
                if ui.button(t!("compose-add-model-save")).clicked() {
                    match form
                        .to_doc()
                        .and_then(|doc| catalog_state.check_user_model(&doc).map(|()| doc))
                    {
                        Ok(doc) => saved = Some(doc),
                        Err(message) => form.error = Some(message),
                    }
                }
                if ui.button(t!("compose-cancel")).clicked() {
                    cancel = true;
                }
            });
            ui.label(
                RichText::new(t!(
                    "compose-add-model-saved-in",
                    file = catalog_state.user_file().display().to_string()
                ))
                .weak()
                .small(),
            );
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    if let Some(doc) = saved {
        state.pending_select = Some(doc.id.clone());
        actions.push(Action::AddUserModel(doc));
        state.add_model = UserModelForm::default();
    } else if cancel || !open {
        state.add_model = UserModelForm::default();
    }
}

/// ID, kind, name, description.
fn model_grid_ui(ui: &mut Ui, form: &mut UserModelForm) {
    egui::Grid::new("add_model_grid")
        .num_columns(2)
        .spacing([theme::SPACE_M, theme::SPACE_M])
        .min_col_width(theme::LABEL_WIDTH)
        .show(ui, |ui| {
            let label = ui.label(t!("compose-add-model-id"));
            ui.add(
                egui::TextEdit::singleline(&mut form.id)
                    .hint_text("vendor/model-name")
                    .desired_width(300.0),
            )
            .labelled_by(label.id);
            ui.end_row();

            let label = ui.label(t!("compose-add-model-kind"));
            egui::ComboBox::from_id_salt("add_model_kind")
                .selected_text(super::kind_icon::kind_name(form.kind))
                .width(200.0)
                .show_ui(ui, |ui| {
                    for kind in ModelKind::ALL {
                        ui.selectable_value(
                            &mut form.kind,
                            kind,
                            super::kind_icon::kind_name(kind),
                        );
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();

            let label = ui.label(t!("compose-add-model-name"));
            ui.add(
                egui::TextEdit::singleline(&mut form.display_name)
                    .hint_text(t!("compose-add-model-name.placeholder"))
                    .desired_width(300.0),
            )
            .labelled_by(label.id);
            ui.end_row();

            let label = ui.label(t!("compose-add-model-description"));
            ui.add(
                egui::TextEdit::singleline(&mut form.description)
                    .hint_text(t!("compose-add-model-description.placeholder"))
                    .desired_width(300.0),
            )
            .labelled_by(label.id);
            ui.end_row();

            let label = ui.label(t!("compose-add-model-price"));
            ui.add(
                egui::TextEdit::singleline(&mut form.price)
                    .hint_text(t!("compose-add-model-price.placeholder"))
                    .desired_width(300.0),
            )
            .labelled_by(label.id);
            ui.end_row();
        });
}

/// The extra field rows.
fn extra_fields_ui(ui: &mut Ui, form: &mut UserModelForm) {
    ui.label(RichText::new(t!("compose-extra-fields")).strong());
    if form.fields.is_empty() {
        ui.weak(t!("compose-extra-fields-none"));
    }
    let mut remove = None;
    for (index, row) in form.fields.iter_mut().enumerate() {
        let number = index + 1;
        ui.horizontal_wrapped(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut row.key)
                    .hint_text(t!("compose-extra-field-key"))
                    .desired_width(110.0),
            )
            .accessible_name(t!("compose-extra-field-key.name", number = number));
            egui::ComboBox::from_id_salt(("add_model_field_type", index))
                .selected_text(row.kind.label())
                .width(110.0)
                .show_ui(ui, |ui| {
                    for kind in ExtraType::ALL {
                        ui.selectable_value(&mut row.kind, kind, kind.label());
                    }
                })
                .response
                .accessible_name(t!("compose-extra-field-type", number = number));
            match row.kind {
                ExtraType::Integer | ExtraType::Number => {
                    ui.add(
                        egui::TextEdit::singleline(&mut row.min)
                            .hint_text(t!("compose-extra-field-min"))
                            .desired_width(60.0),
                    )
                    .accessible_name(t!("compose-extra-field-min.name", number = number));
                    ui.add(
                        egui::TextEdit::singleline(&mut row.max)
                            .hint_text(t!("compose-extra-field-max"))
                            .desired_width(60.0),
                    )
                    .accessible_name(t!("compose-extra-field-max.name", number = number));
                }
                ExtraType::Choice => {
                    ui.add(
                        egui::TextEdit::singleline(&mut row.values)
                            .hint_text("a, b, c")
                            .desired_width(130.0),
                    )
                    .accessible_name(t!("compose-extra-field-values", number = number));
                }
                ExtraType::Text | ExtraType::Bool => {}
            }
            if ui
                .small_button(t!("compose-extra-field-remove"))
                .accessible_name(t!("compose-extra-field-remove.name", number = number))
                .clicked()
            {
                remove = Some(index);
            }
        });
    }
    if let Some(index) = remove {
        form.fields.remove(index);
    }
    if ui.button(t!("compose-extra-field-add")).clicked() {
        form.fields.push(ExtraRow::default());
    }
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        reason = "tests: a failed unwrap is a failed test"
    )]

    use super::*;
    use gendesk_core::catalog::{FieldType, ModelSource};

    fn form(id: &str) -> UserModelForm {
        UserModelForm {
            id: id.to_owned(),
            kind: ModelKind::Video,
            ..UserModelForm::default()
        }
    }

    #[test]
    fn a_model_with_extra_fields_resolves() {
        let mut f = form(" vendor/clip ");
        f.fields = vec![
            ExtraRow {
                key: "seed".into(),
                kind: ExtraType::Integer,
                min: "0".into(),
                max: "99".into(),
                ..ExtraRow::default()
            },
            ExtraRow {
                key: "style".into(),
                kind: ExtraType::Choice,
                values: "calm, wild, 3".into(),
                ..ExtraRow::default()
            },
        ];
        let doc = f.to_doc().unwrap();
        assert_eq!(doc.id, "vendor/clip");
        let catalog = Catalog::builtin().unwrap();
        let spec = doc.resolve(catalog.templates(), ModelSource::User).unwrap();
        assert_eq!(spec.display_name, "vendor/clip");
        assert_eq!(
            spec.field("seed").unwrap().field_type,
            FieldType::Integer {
                min: Some(0),
                max: Some(99)
            }
        );
        assert_eq!(
            spec.field("style").unwrap().choices(),
            [Value::from("calm"), Value::from("wild"), Value::from(3)]
        );
        assert!(
            spec.reference_mode().is_some(),
            "video models take references"
        );
    }

    #[test]
    fn problems_are_worded_for_people() {
        assert!(
            form("")
                .to_doc()
                .unwrap_err()
                .contains("Enter the model ID")
        );
        let mut f = form("v/m");
        f.fields = vec![ExtraRow::default()];
        assert!(f.to_doc().unwrap_err().contains("has no key"));
        f.fields = vec![ExtraRow {
            key: "seed".into(),
            kind: ExtraType::Integer,
            min: "9".into(),
            max: "1".into(),
            ..ExtraRow::default()
        }];
        assert!(f.to_doc().unwrap_err().contains("lower bound above"));
        f.fields[0].min = "x".into();
        assert!(f.to_doc().unwrap_err().contains("not a number"));
        f.fields = vec![ExtraRow {
            key: "style".into(),
            kind: ExtraType::Choice,
            ..ExtraRow::default()
        }];
        assert!(f.to_doc().unwrap_err().contains("list its values"));
    }

    #[test]
    fn a_price_per_task_is_kept_and_checked() {
        let mut f = form("v/m");
        f.price = " $0.05 ".into();
        let doc = f.to_doc().unwrap();
        assert_eq!(doc.unit_price_usd, Some(0.05));
        let catalog = Catalog::builtin().unwrap();
        let spec = doc.resolve(catalog.templates(), ModelSource::User).unwrap();
        assert_eq!(spec.unit_price_usd, Some(0.05));
        // Saved in models.toml and read back.
        let text = toml::to_string(&doc).unwrap();
        assert!(text.contains("unit_price_usd = 0.05"), "{text}");
        for bad in ["abc", "-1", "inf"] {
            f.price = bad.into();
            let err = f.to_doc().unwrap_err();
            assert!(err.contains("not an amount in dollars"), "{bad}: {err}");
        }
        f.price = String::new();
        assert_eq!(f.to_doc().unwrap().unit_price_usd, None);
    }
}
