//! The "File" source of the batch editor: a CSV, JSON Lines or text file chosen with the
//! system dialog or dropped on the window (read and parsed on a worker thread), the rows that
//! were blocked before sending (with their line numbers and reasons), and what happens to the
//! columns the model does not know (sent as extra fields, or ignored).

use std::path::{Path, PathBuf};

use egui::{RichText, Ui};

use gendesk_core::batch::from_file::{MAX_BATCH_FILE_BYTES, rows_to_items};
use gendesk_core::batch::{
    BatchDraft, ColumnPlan, ColumnRole, DraftItem, Imported, RowProblem, UnknownChoice, import_file,
};
use gendesk_core::catalog::ModelSpec;
use gendesk_core::t;

use super::batch_editor::BatchEditor;
use crate::ui::actions::{Action, BatchAction};
use crate::ui::theme;

/// An imported file, converted for one model.
#[derive(Debug, Clone)]
pub struct LoadedFile {
    /// The file.
    pub path: PathBuf,
    /// What was read.
    imported: Imported,
    /// The role of each column.
    plan: ColumnPlan,
    /// The rows as items.
    items: Vec<DraftItem>,
    /// Rows blocked before sending: unreadable, or not convertible for the model.
    pub blocked: Vec<RowProblem>,
}

impl LoadedFile {
    /// Reads and converts `path` for `spec` (on a worker thread: it reads the disk).
    pub fn read(path: &Path, spec: &ModelSpec) -> Result<Self, String> {
        let imported = import_file(path, MAX_BATCH_FILE_BYTES)
            .map_err(|err| crate::ui::live_state::sentence(&err.to_string()))?;
        Ok(Self::from_imported(path.to_path_buf(), imported, spec))
    }

    /// `imported` converted for `spec`, every unknown column ignored.
    pub fn from_imported(path: PathBuf, imported: Imported, spec: &ModelSpec) -> Self {
        let plan = ColumnPlan::for_import(spec, &imported);
        let mut file = Self {
            path,
            imported,
            plan,
            items: Vec::new(),
            blocked: Vec::new(),
        };
        file.convert(spec);
        file
    }

    /// Converts every row with the current plan.
    fn convert(&mut self, spec: &ModelSpec) {
        let (items, blocked) = rows_to_items(&self.imported, &self.plan, spec);
        self.items = items;
        self.blocked = blocked;
    }

    /// The items, with unique ids.
    pub fn draft(&self) -> BatchDraft {
        let mut draft = BatchDraft::new(self.items.clone());
        draft.make_ids_unique();
        draft
    }

    /// The file's name for people.
    pub fn name(&self) -> String {
        self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }
}

/// Where no file dialog can open (no portal), a typed path does the same.
fn typed_path_ui(ui: &mut Ui, editor: &mut BatchEditor, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        let label = ui.label(t!("batch-file-path"));
        let response = ui
            .add(
                egui::TextEdit::singleline(&mut editor.path_text)
                    .hint_text(t!("batch-file-path.example"))
                    .desired_width(ui.available_width() - 80.0),
            )
            .labelled_by(label.id);
        let typed = editor.path_text.trim();
        let enter = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui
            .add_enabled(
                !typed.is_empty() && !editor.loading_file,
                egui::Button::new(t!("batch-file-open")),
            )
            .clicked()
            || (enter && !typed.is_empty()))
            && !editor.loading_file
        {
            actions.push(Action::Batch(BatchAction::ImportBatchFile(
                std::path::PathBuf::from(typed),
            )));
        }
    });
}

/// The file source: choose or drop a file; what was read; unknown columns.
pub(super) fn file_source_ui(
    ui: &mut Ui,
    editor: &mut BatchEditor,
    spec: &ModelSpec,
    actions: &mut Vec<Action>,
) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                !editor.loading_file,
                egui::Button::new(t!("batch-file-choose")),
            )
            .on_hover_text(t!("batch-file-choose.hint"))
            .clicked()
        {
            actions.push(Action::Batch(BatchAction::PickBatchFile));
        }
        if editor.loading_file {
            ui.spinner();
            ui.label(t!("batch-file-reading"));
        } else {
            ui.weak(t!("batch-file-or-drop"));
        }
    });
    typed_path_ui(ui, editor, actions);
    let Some(file) = &mut editor.file else {
        ui.weak(t!("batch-file-columns-help"));
        return;
    };
    ui.label(t!(
        "batch-file-read",
        file = file.name(),
        count = file.imported.rows.len() + file.imported.problems.len(),
        format = file.imported.format.label()
    ));
    let replan = unknown_columns_ui(ui, file, spec);
    if !file.blocked.is_empty() {
        theme::error_text(ui, &t!("batch-file-blocked", count = file.blocked.len()));
        egui::ScrollArea::vertical()
            .id_salt("blocked_rows")
            .max_height(90.0)
            .show(ui, |ui| {
                for problem in &file.blocked {
                    ui.add(
                        egui::Label::new(
                            RichText::new(t!(
                                "batch-file-row-problem",
                                line = problem.line,
                                problem = problem.message.as_str()
                            ))
                            .small()
                            .color(theme::ERROR_TEXT),
                        )
                        .wrap(),
                    );
                }
            });
    }
    if replan {
        file.convert(spec);
        editor.rebuild();
    }
}

/// The columns the model does not know, each ignored or sent as an extra field; `true` when
/// a choice changed.
fn unknown_columns_ui(ui: &mut Ui, file: &mut LoadedFile, spec: &ModelSpec) -> bool {
    let mut replan = false;
    let unknown: Vec<(String, UnknownChoice)> = file
        .plan
        .columns()
        .iter()
        .filter_map(|c| match c.role {
            ColumnRole::Unknown(choice) => Some((c.name.clone(), choice)),
            _ => None,
        })
        .collect();
    if !unknown.is_empty() {
        ui.label(t!(
            "batch-file-unknown-columns",
            model = spec.display_name.as_str()
        ));
        for (name, mut choice) in unknown {
            ui.horizontal(|ui| {
                let label = ui.label(RichText::new(&name).monospace());
                let mut changed = false;
                egui::ComboBox::from_id_salt(("unknown_column", &name))
                    .selected_text(match choice {
                        UnknownChoice::Ignore => t!("batch-file-column-ignore"),
                        UnknownChoice::Extra => t!("batch-file-column-extra"),
                    })
                    .show_ui(ui, |ui| {
                        changed |= ui
                            .selectable_value(
                                &mut choice,
                                UnknownChoice::Ignore,
                                t!("batch-file-column-ignore"),
                            )
                            .changed();
                        changed |= ui
                            .selectable_value(
                                &mut choice,
                                UnknownChoice::Extra,
                                t!("batch-file-column-extra"),
                            )
                            .changed();
                    })
                    .response
                    .labelled_by(label.id);
                if changed {
                    file.plan.set_unknown(&name, choice);
                    replan = true;
                }
            });
        }
    }
    replan
}
