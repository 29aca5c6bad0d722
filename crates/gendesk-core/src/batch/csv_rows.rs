//! CSV files: a header row naming the columns (trimmed, any case, no duplicates, `prompt`
//! required), then one row per record. Quoted cells may hold commas, quotes and line breaks;
//! empty lines and rows of blank cells are skipped; a row with the wrong number of cells is a
//! problem of that row only.

use serde_json::{Map, Value};

use super::import::{CLIENT_ITEM_ID_COLUMN, Imported, ImportedRow, PROMPT_COLUMN, RowProblem};
use super::source::{ImportError, SourceFormat};

/// Parses CSV text (comma-separated, or tab-separated when the header has more tabs than
/// commas).
pub(super) fn parse_csv(text: &str) -> Result<Imported, ImportError> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(false)
        .delimiter(delimiter(text))
        .from_reader(text.as_bytes());
    let mut record = csv::StringRecord::new();

    let header_read = reader.read_record(&mut record);
    match header_read {
        Ok(true) => {}
        Ok(false) => return Err(ImportError::Empty),
        Err(error) => return Err(fatal(&error)),
    }
    let columns = header_columns(&record)?;
    let client_id_index = columns
        .iter()
        .position(|c| c.eq_ignore_ascii_case(CLIENT_ITEM_ID_COLUMN));

    let mut imported = Imported {
        format: SourceFormat::Csv,
        columns,
        rows: Vec::new(),
        problems: Vec::new(),
    };
    loop {
        let result = reader.read_record(&mut record);
        let line = record.position().map_or(0, |pos| start_line(text, pos));
        match result {
            Ok(false) => break,
            Ok(true) if is_blank(&record) => {}
            Ok(true) => imported
                .rows
                .push(row(&imported.columns, client_id_index, &record, line)),
            Err(error) => match error.kind() {
                csv::ErrorKind::UnequalLengths { .. } if is_blank(&record) => {}
                csv::ErrorKind::UnequalLengths { len, .. } => {
                    let message = field_count_message(&imported.columns, &record, *len, line);
                    imported.problems.push(RowProblem::new(line, message));
                }
                _ => return Err(fatal(&error)),
            },
        }
    }
    Ok(imported)
}

/// Tab when the first non-blank line has more tabs than commas, else comma.
fn delimiter(text: &str) -> u8 {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let count = |c: char| first.chars().filter(|x| *x == c).count();
    if count('\t') > count(',') {
        b'\t'
    } else {
        b','
    }
}

/// The 1-based line where the record read from `pos` really starts: the reader's position is
/// where the previous record ended, before any empty lines it skips.
fn start_line(text: &str, pos: &csv::Position) -> usize {
    let from = usize::try_from(pos.byte()).unwrap_or(usize::MAX);
    let skipped = text
        .as_bytes()
        .get(from..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| matches!(b, b'\r' | b'\n'))
        .filter(|b| **b == b'\n')
        .count();
    usize::try_from(pos.line()).unwrap_or(usize::MAX) + skipped
}

fn is_blank(record: &csv::StringRecord) -> bool {
    record.iter().all(|cell| cell.trim().is_empty())
}

/// The header's column names: trimmed; a blank one is called `column_N`; no two alike
/// (ignoring case); one of them `prompt`.
fn header_columns(record: &csv::StringRecord) -> Result<Vec<String>, ImportError> {
    let mut columns: Vec<String> = Vec::with_capacity(record.len());
    for (index, raw) in record.iter().enumerate() {
        let name = match raw.trim() {
            "" => format!("column_{}", index + 1),
            name => name.to_owned(),
        };
        if let Some(first) = columns.iter().position(|c| c.eq_ignore_ascii_case(&name)) {
            return Err(ImportError::DuplicateColumn {
                name,
                first: first + 1,
                second: index + 1,
            });
        }
        columns.push(name);
    }
    if !columns
        .iter()
        .any(|c| c.eq_ignore_ascii_case(PROMPT_COLUMN))
    {
        let suggestion = columns.iter().find(|c| looks_like_prompt(c)).cloned();
        return Err(ImportError::MissingPromptColumn {
            columns,
            suggestion,
        });
    }
    Ok(columns)
}

/// Whether a column name is probably a misspelt `prompt` ("Prompts", "prompt text", "Promt",
/// "prompt" with an invisible character), but not `negative_prompt`.
fn looks_like_prompt(name: &str) -> bool {
    let letters: String = name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    !letters.contains("negative")
        && (letters.starts_with(PROMPT_COLUMN) || edit_distance(&letters, PROMPT_COLUMN) <= 2)
}

/// Levenshtein distance over bytes (both sides are ASCII here).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, x) in a.iter().enumerate() {
        let mut current = vec![i + 1];
        for (j, y) in b.iter().enumerate() {
            let substitute = previous[j] + usize::from(x != y);
            current.push(substitute.min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
}

pub(super) fn missing_prompt_message(columns: &[String], suggestion: Option<&str>) -> String {
    // Column names are quoted as written in the file (`"Prompts"`), whatever the language.
    let found = if columns.is_empty() {
        crate::t!("err-batch-import-no-columns")
    } else {
        columns
            .iter()
            .map(|c| format!("{c:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some(column) = suggestion {
        crate::t!(
            "err-batch-import-no-prompt-rename",
            found = found,
            column = format!("{column:?}")
        )
    } else {
        crate::t!("err-batch-import-no-prompt-header", found = found)
    }
}

/// A row: the raw cells by column name, blank ones left out, `client_item_id` apart.
fn row(
    columns: &[String],
    client_id_index: Option<usize>,
    record: &csv::StringRecord,
    line: usize,
) -> ImportedRow {
    let mut values = Map::new();
    let mut client_item_id = None;
    for (index, (column, cell)) in columns.iter().zip(record.iter()).enumerate() {
        if cell.trim().is_empty() {
            continue;
        }
        if Some(index) == client_id_index {
            client_item_id = Some(cell.trim().to_owned());
        } else {
            values.insert(column.clone(), Value::from(cell));
        }
    }
    ImportedRow {
        line,
        client_item_id,
        values,
    }
}

fn field_count_message(
    columns: &[String],
    record: &csv::StringRecord,
    cells: u64,
    line: usize,
) -> String {
    let breaks: usize = record
        .iter()
        .map(|c| c.trim_end().matches('\n').count())
        .sum();
    let names = columns.join(", ");
    if breaks > 0 {
        crate::t!(
            "problem-batch-csv-cell-count-runs-on",
            cells = cells,
            columns = columns.len(),
            names = names,
            line = line,
            end = line + breaks
        )
    } else {
        crate::t!(
            "problem-batch-csv-cell-count",
            cells = cells,
            columns = columns.len(),
            names = names
        )
    }
}

fn fatal(error: &csv::Error) -> ImportError {
    ImportError::Csv {
        line: error
            .position()
            .map_or(0, |pos| usize::try_from(pos.line()).unwrap_or(usize::MAX)),
        reason: error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spots_misspelt_prompt_columns() {
        for name in [
            "Prompts",
            "prompt text",
            "Promt",
            "PROMPT\u{200b}",
            "prompt_en",
        ] {
            assert!(looks_like_prompt(name), "{name}");
        }
        for name in ["negative_prompt", "aspect_ratio", "text", "id"] {
            assert!(!looks_like_prompt(name), "{name}");
        }
    }

    #[test]
    fn picks_the_delimiter_from_the_header() {
        assert_eq!(delimiter("\nprompt\tseed\n"), b'\t');
        assert_eq!(delimiter("prompt,seed\n"), b',');
        assert_eq!(delimiter("prompt\n"), b',');
    }
}
