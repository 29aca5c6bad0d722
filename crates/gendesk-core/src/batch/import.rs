//! Rows of a batch in a neutral form, whatever the file's format: each with the line it starts
//! on, an optional `client_item_id`, and its values by column; plus the problems with single
//! rows, worded for people. CSV is read in [`super::csv_rows`]; JSON Lines and prompt lists
//! here.

use std::collections::HashSet;
use std::fmt;
use std::path::Path;

use serde_json::{Map, Value};

use super::source::{ImportError, SourceFormat, read_source, strip_bom};
use crate::catalog::PROMPT_KEY;

/// The column every CSV file needs: the prompt.
pub const PROMPT_COLUMN: &str = PROMPT_KEY;
/// The column (CSV) or key (JSON Lines) that holds the caller's item locator.
pub const CLIENT_ITEM_ID_COLUMN: &str = "client_item_id";

/// A parsed batch file or pasted text.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    /// The format it was read as.
    pub format: SourceFormat,
    /// The columns: the CSV header (trimmed, as written), or the input keys seen across JSON
    /// Lines in first-seen order, or `prompt` for a prompt list.
    pub columns: Vec<String>,
    /// The rows that could be read, in file order.
    pub rows: Vec<ImportedRow>,
    /// The rows that could not, in file order.
    pub problems: Vec<RowProblem>,
}

/// One row, before it is matched to a model.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedRow {
    /// 1-based line of the file where the row starts.
    pub line: usize,
    /// The caller's item locator, when the row gives one.
    pub client_item_id: Option<String>,
    /// CSV: the raw cell text by column name (blank cells left out); JSON Lines: the input
    /// object; prompt list: `{"prompt": line}`.
    pub values: Map<String, Value>,
}

/// A row that could not be used: where, what is wrong and what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowProblem {
    /// 1-based line where the row starts.
    pub line: usize,
    /// For a person: what is wrong and what to do (without the line, which `Display` adds).
    pub message: String,
}

impl RowProblem {
    /// A problem with the row starting on `line`.
    pub fn new(line: usize, message: impl Into<String>) -> Self {
        Self {
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for RowProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = crate::t!(
            "batch-file-row-problem",
            line = self.line,
            problem = self.message.clone()
        );
        f.write_str(&line)
    }
}

/// Reads the file at `path` (at most `max_bytes`), picks its format from the extension or the
/// content, and parses it.
pub fn import_file(path: &Path, max_bytes: u64) -> Result<Imported, ImportError> {
    let text = read_source(path, max_bytes)?;
    let format = SourceFormat::detect(Some(path), &text);
    parse_as(&text, format)
}

/// Parses pasted text (a leading byte-order mark is dropped), as `format` or, for `None`, the
/// format sniffed from the content.
pub fn import_str(text: &str, format: Option<SourceFormat>) -> Result<Imported, ImportError> {
    let text = strip_bom(text).unwrap_or(text);
    let format = format.unwrap_or_else(|| SourceFormat::sniff(text));
    parse_as(text, format)
}

fn parse_as(text: &str, format: SourceFormat) -> Result<Imported, ImportError> {
    if text.trim().is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(match format {
        SourceFormat::Csv => super::csv_rows::parse_csv(text)?,
        SourceFormat::Jsonl => parse_jsonl(text),
        SourceFormat::Text => parse_text(text),
    })
}

/// One prompt per non-blank line, trimmed.
fn parse_text(text: &str) -> Imported {
    let rows = numbered_lines(text)
        .filter_map(|(line, raw)| {
            let prompt = raw.trim();
            (!prompt.is_empty()).then(|| {
                let mut values = Map::new();
                values.insert(PROMPT_KEY.to_owned(), Value::from(prompt));
                ImportedRow {
                    line,
                    client_item_id: None,
                    values,
                }
            })
        })
        .collect();
    Imported {
        format: SourceFormat::Text,
        columns: vec![PROMPT_KEY.to_owned()],
        rows,
        problems: Vec::new(),
    }
}

/// Lines with their 1-based numbers (`\n` or `\r\n` endings).
fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line))
}

/// One JSON object per non-blank line: `{"client_item_id": …, "input": {…}}` or the input
/// object itself (whose own `client_item_id`, if any, is taken out the same way). Other keys
/// beside `input` in the item shape, such as an old `idempotency_key`, are left out: a new
/// batch gets new keys.
fn parse_jsonl(text: &str) -> Imported {
    let mut imported = Imported {
        format: SourceFormat::Jsonl,
        columns: Vec::new(),
        rows: Vec::new(),
        problems: Vec::new(),
    };
    let mut seen = HashSet::new();
    for (line, raw) in numbered_lines(text) {
        if raw.trim().is_empty() {
            continue;
        }
        // Parsed untrimmed, so that the column in a message is the file's column.
        match serde_json::from_str::<Value>(raw)
            .map_err(|error| json_problem(raw.trim(), &error))
            .and_then(item_from_json)
        {
            Ok((client_item_id, values)) => {
                for key in values.keys() {
                    if seen.insert(key.clone()) {
                        imported.columns.push(key.clone());
                    }
                }
                imported.rows.push(ImportedRow {
                    line,
                    client_item_id,
                    values,
                });
            }
            Err(message) => imported.problems.push(RowProblem::new(line, message)),
        }
    }
    imported
}

/// The item locator and input of one JSON Lines value, or what is wrong with it.
fn item_from_json(value: Value) -> Result<(Option<String>, Map<String, Value>), String> {
    let Value::Object(mut object) = value else {
        return Err(if value.is_array() {
            crate::t!("problem-batch-jsonl-array")
        } else {
            crate::t!("problem-batch-jsonl-not-object", kind = json_kind(&value))
        });
    };
    let client_item_id = match object.remove(CLIENT_ITEM_ID_COLUMN) {
        None | Some(Value::Null) => None,
        Some(Value::String(id)) => Some(id.trim().to_owned()).filter(|id| !id.is_empty()),
        Some(Value::Number(id)) => Some(id.to_string()),
        Some(other) => {
            return Err(crate::t!(
                "problem-batch-jsonl-item-id-type",
                kind = json_kind(&other)
            ));
        }
    };
    let input = match object.remove("input") {
        Some(Value::Object(input)) => input,
        Some(other) => {
            // Not the item shape after all: the whole object is the input.
            object.insert("input".to_owned(), other);
            object
        }
        None => object,
    };
    Ok((client_item_id, input))
}

/// `serde_json`'s message without its "at line 1 column N" (the line is the file's, given
/// apart), with a hint for the usual causes.
fn json_problem(raw: &str, error: &serde_json::Error) -> String {
    let full = error.to_string();
    let suffix = format!(" at line {} column {}", error.line(), error.column());
    let reason = full.strip_suffix(&suffix).unwrap_or(&full);
    let id = if raw == "{" || raw == "[" {
        "problem-batch-jsonl-invalid-pretty"
    } else {
        "problem-batch-jsonl-invalid"
    };
    crate::t!(id, reason = reason.to_owned(), column = error.column())
}

/// The kind of a JSON value, as the selector the messages name it by (`bool` is "true or
/// false" in English).
fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_messages_name_the_column_not_line_one() {
        let Err(error) = serde_json::from_str::<Value>("{\"prompt\": }") else {
            panic!("bad JSON parsed");
        };
        let message = json_problem("{\"prompt\": }", &error);
        assert_eq!(
            message,
            "this line is not valid JSON (expected value at column 12); each line must be one complete JSON object such as {\"prompt\": \"a red fox\"}, with a line break inside a text written as \\n"
        );
    }
}
