//! The batch editor beside the compose form (Compose → Batch): where the items come from
//! (copies of the form, a prompt list, a file, a grid of values), the item table, and Send
//! with its pre-flight summary (`batch_send.rs`). The form on the left is the template: every
//! field an item does not set comes from it.

use std::collections::{BTreeSet, HashMap};

use egui::{RichText, Ui};
use serde_json::Value;

use gendesk_core::batch::{BatchDraft, DraftItem};
use gendesk_core::catalog::{FieldType, ModelSpec, value_label};
use gendesk_core::compose::ComposeForm;
use gendesk_core::store::{BatchOrigin, BatchRow};
use gendesk_core::t;

use super::batch_file::LoadedFile;
use crate::ui::actions::{Action, FixItem};
use crate::ui::theme;

/// Height of an item table row.
const ROW_HEIGHT: f32 = 44.0;

/// Where the items come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Source {
    /// The form × N.
    #[default]
    Copies,
    /// One prompt per line.
    Prompts,
    /// A CSV, JSONL or text file.
    File,
    /// Every prompt × every ticked value of one field.
    Grid,
    /// Items of a sent batch taken back (fix rejected).
    Fix,
}

impl Source {
    fn label(self) -> String {
        match self {
            Self::Copies => t!("batch-source-copies"),
            Self::Prompts => t!("batch-source-prompts"),
            Self::File => t!("batch-source-file"),
            Self::Grid => t!("batch-source-grid"),
            Self::Fix => t!("batch-source-fix"),
        }
    }
}

/// The editor's state (kept while the person switches between single task and batch).
#[derive(Default)]
pub struct BatchEditor {
    /// Batch mode is on.
    pub on: bool,
    pub(super) source: Source,
    pub(super) copies: usize,
    pub(super) prompts_text: String,
    pub(super) grid_field: String,
    pub(super) grid_values: BTreeSet<String>,
    pub(super) grid_prompts: String,
    /// The imported file, its columns and problems.
    pub(super) file: Option<LoadedFile>,
    /// A file is being read.
    pub loading_file: bool,
    /// A file's path as typed (where no file dialog can open).
    pub(super) path_text: String,
    pub(super) draft: BatchDraft,
    /// Fingerprint of (form, model, draft version) the draft was last checked against.
    pub(super) checked: u64,
    /// Bumped by every change to the draft.
    pub(super) version: u64,
    /// Notes per client item id (why a fixed item came back).
    pub(super) notes: HashMap<String, String>,
    /// The batch the items came from.
    pub(super) origin: Option<(BatchRow, BatchOrigin)>,
    /// Model the draft was made for.
    pub(super) model: Option<String>,
    /// Item whose prompt is being edited.
    pub(super) editing: Option<usize>,
    /// The pre-flight window.
    pub(super) preflight: bool,
    /// What the pre-flight window shows, built once per state of the items and the form.
    pub(super) preflight_cache: Option<super::batch_send::PreflightCache>,
    /// The optional webhook URL; `None` until the pre-flight first opens (it then offers the
    /// local receiver's URL, and clearing the field keeps it clear).
    pub(super) webhook_url: Option<String>,
}

impl BatchEditor {
    /// The draft changed: check it again on the next frame.
    pub(super) fn changed(&mut self) {
        self.version = self.version.wrapping_add(1);
    }

    /// Replaces the draft (a new source), forgetting per-item edits.
    pub(super) fn set_draft(&mut self, draft: BatchDraft) {
        self.draft = draft;
        self.editing = None;
        self.changed();
    }

    /// Checks the draft again when the form, the model or the draft changed.
    pub(super) fn revalidate(&mut self, form: &ComposeForm, spec: &ModelSpec) {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        format!("{form:?}").hash(&mut hasher);
        spec.id.hash(&mut hasher);
        self.version.hash(&mut hasher);
        let fingerprint = hasher.finish();
        if fingerprint != self.checked {
            self.draft.revalidate(form, spec);
            self.checked = fingerprint;
        }
    }

    /// The model changed: items made for the old one do not carry over.
    pub(super) fn follow_model(&mut self, model: &str) {
        if self.model.as_deref() != Some(model) {
            if self.model.is_some()
                && self.source != Source::Prompts
                && self.source != Source::Copies
            {
                self.set_draft(BatchDraft::default());
                self.file = None;
                self.origin = None;
                self.notes.clear();
                if self.source == Source::Fix {
                    self.source = Source::Copies;
                }
            }
            self.model = Some(model.to_owned());
            self.rebuild();
        }
    }

    /// Makes the draft again from the chosen source's inputs.
    pub(super) fn rebuild(&mut self) {
        match self.source {
            Source::Copies => self.set_draft(BatchDraft::copies(self.copies.max(1))),
            Source::Prompts => self.set_draft(BatchDraft::from_prompts(&self.prompts_text)),
            Source::Grid => {
                let prompts: Vec<String> = self
                    .grid_prompts
                    .lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(str::to_owned)
                    .collect();
                let values: Vec<Value> = self
                    .grid_values
                    .iter()
                    .map(|v| serde_json::from_str(v).unwrap_or_else(|_| Value::from(v.as_str())))
                    .collect();
                let draft = if values.is_empty() {
                    BatchDraft::default()
                } else {
                    BatchDraft::grid(&prompts, &self.grid_field, &values)
                };
                self.set_draft(draft);
            }
            Source::File => {
                let draft = self
                    .file
                    .as_ref()
                    .map(LoadedFile::draft)
                    .unwrap_or_default();
                self.set_draft(draft);
            }
            Source::Fix => {}
        }
    }

    /// Takes items of a sent batch back for fixing: each item keeps its id and every input
    /// value it was sent with; `notes` say why it came back.
    pub fn load_fix(
        &mut self,
        spec: &ModelSpec,
        batch: BatchRow,
        reason: BatchOrigin,
        items: &[FixItem],
    ) {
        let mut draft_items = Vec::with_capacity(items.len());
        self.notes.clear();
        for fix in items {
            let mut item = DraftItem::new(fix.client_item_id.clone());
            if let Ok(Value::Object(input)) = serde_json::from_str::<Value>(&fix.input_json) {
                for (key, value) in input {
                    if spec.field(&key).is_some() {
                        item.overrides.insert(key, value);
                    } else {
                        item.extra.insert(key, value);
                    }
                }
            }
            self.notes
                .insert(fix.client_item_id.clone(), fix.note.clone());
            draft_items.push(item);
        }
        self.on = true;
        self.source = Source::Fix;
        self.model = Some(spec.id.clone());
        self.origin = Some((batch, reason));
        self.set_draft(BatchDraft::new(draft_items));
    }

    /// After a send: the items are gone from the editor (they are in Batches now).
    pub fn sent(&mut self) {
        self.set_draft(BatchDraft::default());
        self.origin = None;
        self.notes.clear();
        self.preflight = false;
        if self.source == Source::Fix {
            self.source = Source::Copies;
        }
        if self.source == Source::Prompts {
            self.prompts_text.clear();
        }
        if self.source == Source::File {
            self.file = None;
        }
    }
}

/// The batch editor: sources, the item table, and the Send bar.
pub(super) fn batch_editor_ui(
    ui: &mut Ui,
    editor: &mut BatchEditor,
    form: &ComposeForm,
    spec: &ModelSpec,
    actions: &mut Vec<Action>,
) {
    editor.follow_model(&spec.id);
    ui.add_space(theme::SPACE_S);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t!("batch-items-from")).strong());
        let mut sources = vec![Source::Copies, Source::Prompts, Source::File, Source::Grid];
        if editor.source == Source::Fix {
            sources.push(Source::Fix);
        }
        for source in sources {
            if ui
                .selectable_label(editor.source == source, source.label())
                .clicked()
                && editor.source != source
            {
                editor.source = source;
                editor.origin = None;
                editor.rebuild();
            }
        }
    });
    ui.add_space(theme::SPACE_S);
    source_inputs_ui(ui, editor, form, spec, actions);
    editor.revalidate(form, spec);
    ui.separator();
    item_table_ui(ui, editor, form, spec);
}

/// The inputs of the chosen source.
fn source_inputs_ui(
    ui: &mut Ui,
    editor: &mut BatchEditor,
    form: &ComposeForm,
    spec: &ModelSpec,
    actions: &mut Vec<Action>,
) {
    match editor.source {
        Source::Copies => {
            ui.horizontal(|ui| {
                let label = ui.label(t!("batch-copies"));
                let max = gendesk_core::batch::draft::MAX_COPIES;
                let mut n = editor.copies.max(1);
                if ui
                    .add(egui::DragValue::new(&mut n).range(1..=max))
                    .labelled_by(label.id)
                    .on_hover_text(t!("batch-copies.hint"))
                    .changed()
                {
                    editor.copies = n;
                    editor.rebuild();
                }
                editor.copies = n;
                ui.weak(t!(
                    "batch-copies-range",
                    max = max,
                    per_batch = gendesk_api::batch::MAX_BATCH_ITEMS
                ));
            });
        }
        Source::Prompts => {
            ui.label(t!("batch-prompts-intro"));
            // A long list scrolls inside its box: the items and the Send bar stay in view.
            let response = egui::ScrollArea::vertical()
                .id_salt("batch_prompts_scroll")
                .max_height(prompt_box_height(ui))
                .show(ui, |ui| {
                    ui.add(
                        egui::TextEdit::multiline(&mut editor.prompts_text)
                            .id_salt("batch_prompts")
                            .desired_rows(5)
                            .desired_width(f32::INFINITY)
                            .hint_text(t!("batch-prompts.example")),
                    )
                })
                .inner;
            response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, t!("batch-prompts"))
            });
            if response.changed() {
                editor.rebuild();
            }
        }
        Source::File => super::batch_file::file_source_ui(ui, editor, spec, actions),
        Source::Grid => grid_inputs_ui(ui, editor, form, spec),
        Source::Fix => {
            ui.label(t!("batch-fix-intro"));
        }
    }
}

/// The most a prompt list's box takes of the editor's height before it scrolls.
fn prompt_box_height(ui: &Ui) -> f32 {
    (ui.available_height() * 0.35).clamp(96.0, 260.0)
}

/// Pick one field and tick values; every prompt × every value becomes an item.
fn grid_inputs_ui(ui: &mut Ui, editor: &mut BatchEditor, form: &ComposeForm, spec: &ModelSpec) {
    let fields: Vec<_> = form
        .visible_fields(spec)
        .into_iter()
        .filter(|f| matches!(f.field_type, FieldType::Enum { .. }))
        .collect();
    if fields.is_empty() {
        ui.weak(t!("batch-grid-no-field"));
        return;
    }
    if fields.iter().all(|f| f.key != editor.grid_field) {
        // The aspect ratio is what people vary most; else the first field with choices.
        let preferred = fields
            .iter()
            .find(|f| f.key == gendesk_core::catalog::ASPECT_RATIO_KEY)
            .unwrap_or(&fields[0]);
        editor.grid_field.clone_from(&preferred.key);
        editor.grid_values.clear();
    }
    let mut changed = false;
    ui.horizontal(|ui| {
        ui.label(t!("batch-grid-vary"));
        let current = fields
            .iter()
            .find(|f| f.key == editor.grid_field)
            .map_or(String::new(), |f| f.shown_label().into_owned());
        egui::ComboBox::from_id_salt("grid_field")
            .selected_text(current)
            .show_ui(ui, |ui| {
                for field in &fields {
                    if ui
                        .selectable_value(
                            &mut editor.grid_field,
                            field.key.clone(),
                            field.shown_label(),
                        )
                        .changed()
                    {
                        editor.grid_values.clear();
                        changed = true;
                    }
                }
            });
    });
    if let Some(field) = fields.iter().find(|f| f.key == editor.grid_field) {
        ui.horizontal_wrapped(|ui| {
            for value in field.choices() {
                let key = value.to_string();
                let mut ticked = editor.grid_values.contains(&key);
                if ui.checkbox(&mut ticked, value_label(value)).changed() {
                    if ticked {
                        editor.grid_values.insert(key);
                    } else {
                        editor.grid_values.remove(&key);
                    }
                    changed = true;
                }
            }
        });
    }
    ui.label(t!("batch-grid-prompts-intro"));
    let response = egui::ScrollArea::vertical()
        .id_salt("grid_prompts_scroll")
        .max_height(prompt_box_height(ui))
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut editor.grid_prompts)
                    .id_salt("grid_prompts")
                    .desired_rows(3)
                    .desired_width(f32::INFINITY),
            )
        })
        .inner;
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::TextInput, true, t!("batch-grid-prompts"))
    });
    if response.changed() || changed {
        editor.rebuild();
    }
}

/// The items: ordinal, editable id, prompt, what differs from the form, and the problem.
fn item_table_ui(ui: &mut Ui, editor: &mut BatchEditor, form: &ComposeForm, spec: &ModelSpec) {
    let total = editor.draft.len();
    let valid = editor.draft.valid_count();
    ui.horizontal(|ui| {
        ui.strong(t!("batch-item-count", count = total));
        if total > valid {
            ui.colored_label(
                theme::ERROR_TEXT,
                t!("batch-items-need-fixing", count = total - valid),
            );
            if ui.small_button(t!("batch-remove-invalid")).clicked() {
                editor.draft.remove_invalid();
                editor.changed();
            }
        }
    });
    ui.add_space(theme::SPACE_S);
    if total == 0 {
        ui.weak(match editor.source {
            Source::Prompts => t!("batch-empty-prompts"),
            Source::File => t!("batch-empty-file"),
            Source::Grid => t!("batch-empty-grid"),
            _ => t!("batch-empty-items"),
        });
        return;
    }
    let mut remove = None;
    let mut changed = false;
    egui::ScrollArea::vertical()
        .id_salt("batch_items")
        .auto_shrink([false, false])
        .max_height(ui.available_height() - 8.0)
        .show_rows(ui, ROW_HEIGHT, total, |ui, range| {
            for index in range {
                let issues = editor.draft.issues(index).to_vec();
                let note = editor
                    .draft
                    .items()
                    .get(index)
                    .and_then(|item| editor.notes.get(&item.client_item_id))
                    .cloned();
                let Some(item) = editor.draft.item_mut(index) else {
                    continue;
                };
                let row = item_row_ui(
                    ui,
                    index,
                    item,
                    &issues,
                    note.as_deref(),
                    &mut editor.editing,
                    form,
                    spec,
                );
                changed |= row.changed;
                if row.remove {
                    remove = Some(index);
                }
            }
        });
    if let Some(index) = remove {
        editor.draft.remove(index);
        editor.editing = None;
        changed = true;
    }
    if changed {
        editor.changed();
    }
}

/// What a row of the item table did.
#[derive(Default)]
struct RowChange {
    changed: bool,
    remove: bool,
}

/// One item: ordinal, editable id, prompt (editable after "Edit"), what differs from the
/// form, and its problem (or why it came back).
#[allow(
    clippy::too_many_arguments,
    reason = "a row needs the item, its checks and the form; grouping them would only add a struct"
)]
fn item_row_ui(
    ui: &mut Ui,
    index: usize,
    item: &mut DraftItem,
    issues: &[gendesk_core::compose::FieldIssue],
    note: Option<&str>,
    editing: &mut Option<usize>,
    form: &ComposeForm,
    spec: &ModelSpec,
) -> RowChange {
    let mut change = RowChange::default();
    let is_editing = *editing == Some(index);
    ui.vertical(|ui| {
        ui.set_height(ROW_HEIGHT - 4.0);
        ui.horizontal(|ui| {
            ui.add_sized(
                egui::vec2(30.0, 18.0),
                egui::Label::new(RichText::new(format!("{}", index + 1)).weak()),
            );
            let id = ui.add(
                egui::TextEdit::singleline(&mut item.client_item_id)
                    .desired_width(84.0)
                    .font(egui::TextStyle::Monospace),
            );
            id.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::TextInput,
                    true,
                    t!("batch-item-id", number = index + 1),
                )
            });
            change.changed |= id.changed();
            // The buttons first (from the right), then the prompt takes what is left.
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                change.remove = ui.small_button(t!("batch-item-remove")).clicked();
                if is_editing {
                    if ui.small_button(t!("batch-item-done")).clicked() {
                        *editing = None;
                    }
                } else if ui.small_button(t!("batch-item-edit")).clicked() {
                    *editing = Some(index);
                }
                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    if is_editing {
                        change.changed |= prompt_edit_ui(ui, index, item, form);
                    } else {
                        let prompt = item.prompt(form);
                        let shown = if prompt.trim().is_empty() {
                            t!("batch-item-no-prompt")
                        } else {
                            prompt.to_owned()
                        };
                        ui.add(egui::Label::new(shown).truncate())
                            .on_hover_text(prompt);
                    }
                });
            });
        });
        ui.horizontal(|ui| {
            ui.add_space(34.0);
            status_cell_ui(ui, issues, note, &item.differences(form, spec).join(", "));
        });
    });
    change
}

/// The prompt of one item, editable; `true` when it changed.
fn prompt_edit_ui(ui: &mut Ui, index: usize, item: &mut DraftItem, form: &ComposeForm) -> bool {
    let mut prompt = item.prompt(form).to_owned();
    let edit = ui.add(egui::TextEdit::singleline(&mut prompt).desired_width(f32::INFINITY));
    edit.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::TextInput,
            true,
            t!("batch-item-prompt", number = index + 1),
        )
    });
    if edit.changed() {
        item.overrides.insert(
            gendesk_core::catalog::PROMPT_KEY.to_owned(),
            Value::from(prompt),
        );
        return true;
    }
    false
}

/// The item's first problem, else why it came back, else "ready" with what differs from the
/// form.
fn status_cell_ui(
    ui: &mut Ui,
    issues: &[gendesk_core::compose::FieldIssue],
    note: Option<&str>,
    diffs: &str,
) {
    let small = |text: String, colour: egui::Color32| {
        egui::Label::new(RichText::new(text).small().color(colour)).truncate()
    };
    match (issues.first(), note) {
        (Some(issue), _) => {
            let text = match issues.len() {
                1 => issue.message.clone(),
                n => t!(
                    "batch-item-problem-more",
                    problem = issue.message.as_str(),
                    more = n - 1
                ),
            };
            ui.add(small(text, theme::ERROR_TEXT)).on_hover_text(
                issues
                    .iter()
                    .map(|i| i.message.as_str())
                    .collect::<Vec<_>>()
                    .join("\n"),
            );
        }
        (None, Some(note)) => {
            ui.add(small(
                t!("batch-item-ready-was", note = note),
                theme::WARNING_DOT,
            ))
            .on_hover_text(note);
        }
        (None, None) if diffs.is_empty() => {
            ui.add(small(t!("batch-item-ready"), theme::SUCCESS_DOT));
        }
        (None, None) => {
            ui.add(small(
                t!("batch-item-ready-differs", differences = diffs),
                theme::SUCCESS_DOT,
            ))
            .on_hover_text(diffs);
        }
    }
}
