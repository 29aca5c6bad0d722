//! The form's fields, generated from the model: a combo box per enum, a checkbox per boolean,
//! a number box with its bounds, the multi-line prompt with a live character count, text boxes,
//! and the reference image list — each with its label, a hint, and its problem inline.

use std::collections::BTreeMap;

use egui::{Align, Layout, RichText, Ui};
use serde_json::Value;

use gendesk_core::catalog::{FieldSpec, FieldType, MODE_KEY, ModelSpec, value_label};
use gendesk_core::compose::{ComposeForm, FieldIssue, ReferenceRow};
use gendesk_core::t;

use super::ComposeState;
use super::recent_prompts::{RecentPrompts, recent_button_ui};
use super::references::{PictureHosting, ReferencesCtx, references_ui};
use crate::ui::actions::Action;
use crate::ui::theme;

/// Width of combo boxes and number boxes.
const CONTROL_WIDTH: f32 = 220.0;

/// Every field that applies to the selected mode, in a label column and a control column.
pub(super) fn fields_ui(
    ui: &mut Ui,
    state: &mut ComposeState,
    spec: &ModelSpec,
    issues: &[FieldIssue],
    hosting: &PictureHosting,
    actions: &mut Vec<Action>,
) {
    let ComposeState {
        form: Some(form),
        touched,
        tried,
        number_text,
        pictures,
        recent,
        results_picker,
        ..
    } = state
    else {
        return;
    };
    let mut refs = ReferencesCtx {
        shelf: pictures,
        hosting,
        actions,
        recent,
        results: results_picker,
    };
    let visible: Vec<FieldSpec> = form.visible_fields(spec).into_iter().cloned().collect();
    egui::Grid::new("compose_fields")
        .num_columns(2)
        .spacing([theme::SPACE_L, theme::SPACE_M + theme::SPACE_S])
        .min_col_width(theme::LABEL_WIDTH)
        .show(ui, |ui| {
            for field in &visible {
                let label = ui
                    .with_layout(Layout::top_down(Align::Min), |ui| {
                        ui.add_space(2.0);
                        let text = if field.required {
                            RichText::new(field.shown_label()).strong()
                        } else {
                            RichText::new(field.shown_label())
                        };
                        ui.label(text)
                    })
                    .inner;
                if !field.help.is_empty() {
                    label.clone().on_hover_text(field.shown_help());
                }
                ui.vertical(|ui| {
                    let changed =
                        field_control_ui(ui, form, field, spec, number_text, label.id, &mut refs);
                    if changed {
                        touched.insert(field.key.clone());
                    }
                    let shown = *tried || touched.contains(&field.key);
                    if shown && let Some(issue) = issues.iter().find(|i| i.field == field.key) {
                        theme::error_text(ui, &issue.message);
                    }
                });
                ui.end_row();
            }
        });
    drop_stale_numbers(number_text, &visible);
}

/// The control of one field with its hint; returns whether the value changed.
fn field_control_ui(
    ui: &mut Ui,
    form: &mut ComposeForm,
    field: &FieldSpec,
    spec: &ModelSpec,
    number_text: &mut BTreeMap<String, String>,
    label: egui::Id,
    refs: &mut ReferencesCtx<'_>,
) -> bool {
    let changed = match &field.field_type {
        FieldType::Prompt { .. } => return prompt_ui(ui, form, field, spec, label, refs.recent),
        FieldType::Text { max_chars } => text_ui(ui, form, field, *max_chars, label),
        FieldType::Enum { values } => enum_ui(ui, form, field, values, spec, label),
        FieldType::Bool => return bool_ui(ui, form, field, label),
        FieldType::Integer { min, max } => {
            let bounds = bounds_hint(min.map(|v| v.to_string()), max.map(|v| v.to_string()));
            number_ui(ui, form, field, number_text, true, &bounds, label)
        }
        FieldType::Number { min, max } => {
            let bounds = bounds_hint(min.map(|v| v.to_string()), max.map(|v| v.to_string()));
            number_ui(ui, form, field, number_text, false, &bounds, label)
        }
        FieldType::UrlList { max_items } => references_ui(ui, form, field, *max_items, label, refs),
    };
    hint_ui(ui, &field.shown_help());
    changed
}

/// A weak, small sentence under a control.
pub(super) fn hint_ui(ui: &mut Ui, text: &str) {
    if !text.is_empty() {
        ui.add(egui::Label::new(RichText::new(text).weak().small()).wrap());
    }
}

/// The prompt: several lines, and the live count against the model's limit.
fn prompt_ui(
    ui: &mut Ui,
    form: &mut ComposeForm,
    field: &FieldSpec,
    spec: &ModelSpec,
    label: egui::Id,
    recent: &mut RecentPrompts,
) -> bool {
    let response = ui
        .add(
            egui::TextEdit::multiline(&mut form.prompt)
                .font(super::super::theme::reading())
                .hint_text(t!("compose-prompt-placeholder"))
                .desired_rows(6)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label);
    if super::take_prompt_focus(ui) {
        response.request_focus();
    }
    let changed = response.changed();
    let count = form.prompt_count(spec);
    let text = if let Some(limit) = count.limit {
        t!("compose-chars-of-limit", count = count.chars, limit = limit)
    } else {
        t!("compose-chars", count = count.chars)
    };
    ui.horizontal(|ui| {
        let text = if count.is_over() {
            RichText::new(text).color(theme::ERROR_TEXT).small()
        } else {
            RichText::new(text).weak().small()
        };
        ui.label(text);
        recent_button_ui(ui, recent);
    });
    // On its own line: beside the count it wrapped into a narrow column in a narrow form.
    if !field.help.is_empty() {
        ui.add(egui::Label::new(RichText::new(field.shown_help()).weak().small()).wrap());
    }
    changed
}

/// Free text, with a count when limited.
fn text_ui(
    ui: &mut Ui,
    form: &mut ComposeForm,
    field: &FieldSpec,
    max_chars: Option<usize>,
    label: egui::Id,
) -> bool {
    let mut text = match form.value(&field.key) {
        Value::String(text) => text.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    };
    let changed = ui
        .add(
            egui::TextEdit::multiline(&mut text)
                .desired_rows(1)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label)
        .changed();
    if changed {
        let value = if text.is_empty() {
            Value::Null
        } else {
            Value::String(text.clone())
        };
        form.set_value(field.key.clone(), value);
    }
    if let Some(max) = max_chars {
        ui.label(
            RichText::new(t!(
                "compose-chars-of-limit",
                count = text.chars().count(),
                limit = max
            ))
            .weak()
            .small(),
        );
    }
    changed
}

/// A combo box of the allowed values (plus "not set" for optional fields).
fn enum_ui(
    ui: &mut Ui,
    form: &mut ComposeForm,
    field: &FieldSpec,
    values: &[Value],
    spec: &ModelSpec,
    label: egui::Id,
) -> bool {
    let current = form.value(&field.key).clone();
    let mut selected = current.clone();
    let shown = if current.is_null() {
        t!("compose-choose")
    } else {
        value_label(&current)
    };
    egui::ComboBox::from_id_salt(("compose_enum", field.key.as_str()))
        .selected_text(shown)
        .width(CONTROL_WIDTH.min(ui.available_width() - 24.0).max(120.0))
        .show_ui(ui, |ui| {
            if !field.required {
                ui.selectable_value(&mut selected, Value::Null, t!("compose-choice-not-set"));
            }
            for value in values {
                ui.selectable_value(&mut selected, value.clone(), value_label(value));
            }
        })
        .response
        .labelled_by(label);
    if selected == current {
        return false;
    }
    let entering_reference_mode = field.key == MODE_KEY
        && selected.as_str().is_some()
        && selected.as_str() == spec.reference_mode();
    form.set_value(field.key.clone(), selected);
    if entering_reference_mode && form.image_urls.is_empty() {
        // A row to type into, rather than an empty list.
        form.image_urls.push(ReferenceRow::Url(String::new()));
    }
    true
}

/// A checkbox whose text is the field's help (the label column names it).
fn bool_ui(ui: &mut Ui, form: &mut ComposeForm, field: &FieldSpec, label: egui::Id) -> bool {
    let current = form.value(&field.key).clone();
    let mut on = current.as_bool().unwrap_or(false);
    let text = if field.help.is_empty() {
        t!("compose-switch-on")
    } else {
        field.shown_help().into_owned()
    };
    let changed = ui.checkbox(&mut on, text).labelled_by(label).changed();
    if changed {
        form.set_value(field.key.clone(), Value::Bool(on));
    }
    changed
}

/// A number box; what was typed stays as typed, the form gets a number (or the text, which
/// validation then reports), and blank means not set.
fn number_ui(
    ui: &mut Ui,
    form: &mut ComposeForm,
    field: &FieldSpec,
    number_text: &mut BTreeMap<String, String>,
    whole: bool,
    bounds: &str,
    label: egui::Id,
) -> bool {
    let value = form.value(&field.key).clone();
    let text = number_text
        .entry(field.key.clone())
        .or_insert_with(|| number_label(&value));
    if parse_number(text, whole) != value {
        // Changed elsewhere (another model, reused settings): show the form's value.
        *text = number_label(&value);
    }
    let mut changed = false;
    ui.horizontal(|ui| {
        changed = ui
            .add(
                egui::TextEdit::singleline(text)
                    .hint_text(if bounds.is_empty() {
                        t!("compose-number-not-set")
                    } else {
                        bounds.to_owned()
                    })
                    .desired_width(CONTROL_WIDTH / 2.0),
            )
            .labelled_by(label)
            .changed();
        if !bounds.is_empty() {
            ui.label(RichText::new(bounds).weak().small());
        }
    });
    if changed {
        form.set_value(field.key.clone(), parse_number(text, whole));
    }
    changed
}

/// "1 to 60", "at least 0", … (empty without bounds).
fn bounds_hint(min: Option<String>, max: Option<String>) -> String {
    match (min, max) {
        (Some(lo), Some(hi)) => t!("compose-bounds-between", min = lo, max = hi),
        (Some(lo), None) => t!("compose-bounds-min", min = lo),
        (None, Some(hi)) => t!("compose-bounds-max", max = hi),
        (None, None) => String::new(),
    }
}

/// How a stored number reads in its box.
fn number_label(value: &Value) -> String {
    match value {
        Value::Null => String::new(),
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// Typed text as a form value: blank is not set, a number is a number, anything else stays
/// text (validation says what is wrong with it).
fn parse_number(text: &str, whole: bool) -> Value {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Value::Null;
    }
    let number = if whole {
        trimmed.parse::<i64>().ok().map(Value::from)
    } else {
        trimmed
            .parse::<f64>()
            .ok()
            .and_then(serde_json::Number::from_f64)
            .map(Value::Number)
    };
    number.unwrap_or_else(|| Value::String(trimmed.to_owned()))
}

/// Forgets typed numbers of fields no longer shown.
fn drop_stale_numbers(number_text: &mut BTreeMap<String, String>, visible: &[FieldSpec]) {
    number_text.retain(|key, _| visible.iter().any(|f| &f.key == key));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_parsed_as_typed() {
        assert_eq!(parse_number("", true), Value::Null);
        assert_eq!(parse_number(" 8 ", true), Value::from(8));
        assert_eq!(parse_number("8.5", true), Value::from("8.5"));
        assert_eq!(parse_number("1.", false), Value::from(1.0));
        assert_eq!(parse_number("abc", false), Value::from("abc"));
        assert_eq!(number_label(&Value::from(12)), "12");
        assert_eq!(number_label(&Value::Null), "");
    }

    #[test]
    fn bounds_read_well() {
        assert_eq!(bounds_hint(Some("1".into()), Some("60".into())), "1 to 60");
        assert_eq!(bounds_hint(Some("0".into()), None), "at least 0");
        assert_eq!(bounds_hint(None, None), "");
    }
}
