//! Which model field each column fills, and the rows converted to typed values for that model.
//!
//! A column is a field of the model (its key, any case), the `client_item_id`, or unknown; for
//! each unknown column the caller chooses to send it as an extra input field or to ignore it
//! (the default).

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::cells::{cell_value, guess_value, url_list};
use super::import::{CLIENT_ITEM_ID_COLUMN, Imported, ImportedRow, RowProblem};
use super::source::SourceFormat;
use crate::catalog::{IMAGE_URLS_KEY, ModelSpec};

/// What a column of the file is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ColumnRole {
    /// A field of the model: its key as the model spells it.
    Field(String),
    /// The caller's item locator.
    ClientItemId,
    /// Not a field of the model; what to do with it.
    Unknown(UnknownChoice),
}

/// What happens to a column the model does not know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UnknownChoice {
    /// Left out of the request.
    #[default]
    Ignore,
    /// Sent as an extra input field under the column's name: text, or a number or true/false
    /// when the cell plainly is one (`image_urls` is split into a list).
    Extra,
}

/// One column and its role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedColumn {
    /// The column's name as in the file.
    pub name: String,
    /// What it is for.
    pub role: ColumnRole,
}

/// The role of every column of an import for one model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColumnPlan {
    columns: Vec<PlannedColumn>,
    /// Values are already typed JSON (JSON Lines): kept as they are, not read as cell text.
    typed_values: bool,
}

/// A row with values typed for the model.
#[derive(Debug, Clone, PartialEq)]
pub struct ConvertedRow {
    /// 1-based line where the row starts.
    pub line: usize,
    /// The caller's item locator, when the row gives one.
    pub client_item_id: Option<String>,
    /// Values of the model's fields, by field key.
    pub fields: BTreeMap<String, Value>,
    /// Columns the model does not know that the plan sends anyway, by column name.
    pub extra: Map<String, Value>,
}

impl ColumnPlan {
    /// The roles of `columns` for `spec`, reading values as cell text (CSV, prompt lists); every
    /// unknown column ignored.
    pub fn new(spec: &ModelSpec, columns: &[String]) -> Self {
        Self {
            columns: columns
                .iter()
                .map(|name| PlannedColumn {
                    name: name.clone(),
                    role: role_of(spec, name),
                })
                .collect(),
            typed_values: false,
        }
    }

    /// The plan for `imported`'s columns; values of JSON Lines are kept as the typed JSON they
    /// already are.
    pub fn for_import(spec: &ModelSpec, imported: &Imported) -> Self {
        Self {
            typed_values: imported.format == SourceFormat::Jsonl,
            ..Self::new(spec, &imported.columns)
        }
    }

    /// Every column with its role, in file order.
    pub fn columns(&self) -> &[PlannedColumn] {
        &self.columns
    }

    /// The role of the column called `name` (exactly as in the file).
    pub fn role(&self, name: &str) -> Option<&ColumnRole> {
        self.columns
            .iter()
            .find(|c| c.name == name)
            .map(|c| &c.role)
    }

    /// The names of the columns the model does not know, in file order.
    pub fn unknown_columns(&self) -> impl Iterator<Item = &str> {
        self.columns
            .iter()
            .filter(|c| matches!(c.role, ColumnRole::Unknown(_)))
            .map(|c| c.name.as_str())
    }

    /// Chooses what happens to the unknown column `name`; `false` (and no change) when there is
    /// no such unknown column.
    pub fn set_unknown(&mut self, name: &str, choice: UnknownChoice) -> bool {
        match self.columns.iter_mut().find(|c| c.name == name) {
            Some(PlannedColumn {
                role: ColumnRole::Unknown(current),
                ..
            }) => {
                *current = choice;
                true
            }
            _ => false,
        }
    }

    /// The row's values typed for `spec` (the model this plan was made for). Cell text becomes
    /// the field's type; a value that fits no choice of an enum is kept for the form's
    /// validation to report. A column missing from the plan gets the role [`ColumnPlan::new`]
    /// would give it.
    pub fn convert(&self, spec: &ModelSpec, row: &ImportedRow) -> Result<ConvertedRow, RowProblem> {
        let mut converted = ConvertedRow {
            line: row.line,
            client_item_id: row.client_item_id.clone(),
            fields: BTreeMap::new(),
            extra: Map::new(),
        };
        // Which column filled each field, to report two columns filling one.
        let mut sources: BTreeMap<&str, &str> = BTreeMap::new();
        for (column, value) in &row.values {
            let role = self
                .role(column)
                .cloned()
                .unwrap_or_else(|| role_of(spec, column));
            match role {
                ColumnRole::Field(key) => {
                    let Some(field) = spec.field(&key) else {
                        continue;
                    };
                    if let Some(other) = sources.insert(&field.key, column) {
                        // Column names and the key are quoted as written (`"prompt"`).
                        return Err(RowProblem::new(
                            row.line,
                            crate::t!(
                                "problem-batch-two-columns-one-field",
                                first = format!("{other:?}"),
                                second = format!("{column:?}"),
                                key = format!("{:?}", field.key),
                                label = field.shown_label().into_owned()
                            ),
                        ));
                    }
                    let typed = match value {
                        Value::String(cell) if !self.typed_values => cell_value(field, cell)
                            .map_err(|error| {
                                RowProblem::new(row.line, error.message(field, column, cell.trim()))
                            })?,
                        other => other.clone(),
                    };
                    converted.fields.insert(field.key.clone(), typed);
                }
                ColumnRole::ClientItemId => {
                    if converted.client_item_id.is_none() {
                        converted.client_item_id = match value {
                            Value::String(id) => Some(id.trim().to_owned()),
                            Value::Number(id) => Some(id.to_string()),
                            _ => None,
                        }
                        .filter(|id| !id.is_empty());
                    }
                }
                ColumnRole::Unknown(UnknownChoice::Ignore) => {}
                ColumnRole::Unknown(UnknownChoice::Extra) => {
                    let typed = match value {
                        Value::String(cell) if !self.typed_values => {
                            if column.eq_ignore_ascii_case(IMAGE_URLS_KEY) {
                                url_list(cell)
                            } else {
                                guess_value(cell)
                            }
                        }
                        other => other.clone(),
                    };
                    converted.extra.insert(column.clone(), typed);
                }
            }
        }
        Ok(converted)
    }
}

/// A field of the model (exact key first, then any case), the item locator, or unknown.
fn role_of(spec: &ModelSpec, name: &str) -> ColumnRole {
    let field = spec.field(name).or_else(|| {
        spec.fields
            .iter()
            .find(|f| f.key.eq_ignore_ascii_case(name))
    });
    match field {
        Some(field) => ColumnRole::Field(field.key.clone()),
        None if name.eq_ignore_ascii_case(CLIENT_ITEM_ID_COLUMN) => ColumnRole::ClientItemId,
        None => ColumnRole::Unknown(UnknownChoice::Ignore),
    }
}
