//! Cell text turned into the JSON value a field's type needs: whole numbers, numbers, yes/no,
//! one of an enum's choices (matched by label or value, so "5" becomes the number 5 when the
//! choices are numbers), URL lists split on `|` or spaces; and a guess for columns the model
//! does not know.

use serde_json::{Number, Value};

use crate::catalog::{FieldSpec, FieldType, value_label};

/// What a cell should have been for its field's type; the caller adds the column, value and
/// line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum CellError {
    /// A whole number.
    WholeNumber,
    /// A number.
    Number,
    /// One of true/false/yes/no/1/0.
    YesNo,
}

impl CellError {
    /// The whole sentence for the cell text `cell` in `column`: what is wrong and what to
    /// write instead. (The values a cell may hold — digits with a dot, true/false/yes/no — are
    /// what GenDesk reads in any language.)
    pub(super) fn message(self, field: &FieldSpec, column: &str, cell: &str) -> String {
        let id = match self {
            Self::WholeNumber => "problem-batch-cell-whole-number",
            Self::Number => "problem-batch-cell-number",
            Self::YesNo => "problem-batch-cell-yes-no",
        };
        // Cell and column are quoted as written in the file (`"abc"`), whatever the language.
        crate::t!(
            id,
            value = format!("{cell:?}"),
            column = format!("{column:?}"),
            label = field.shown_label().into_owned()
        )
    }
}

/// The value of `field` for the cell text `cell`. Text and prompts are kept as they are; other
/// types are read from the trimmed text. An enum value that is none of the choices is kept
/// (as a number when the choices are numbers and the text is one, else as text) so that the
/// form's validation can name the allowed values.
pub(super) fn cell_value(field: &FieldSpec, cell: &str) -> Result<Value, CellError> {
    let text = cell.trim();
    match &field.field_type {
        FieldType::Text { .. } | FieldType::Prompt { .. } => Ok(Value::from(cell)),
        FieldType::Integer { .. } => parse_integer(text)
            .map(Value::from)
            .ok_or(CellError::WholeNumber),
        FieldType::Number { .. } => parse_number(text).ok_or(CellError::Number),
        FieldType::Bool => parse_bool(text).map(Value::Bool).ok_or(CellError::YesNo),
        FieldType::Enum { values } => Ok(enum_value(values, text)),
        FieldType::UrlList { .. } => Ok(url_list(text)),
    }
}

/// The value sent for a column the model does not know: `true`/`false`, a number when the text
/// is plainly one (`42`, `-3`, `2.5`; not `007` or `1e3`), else the trimmed text.
pub(super) fn guess_value(cell: &str) -> Value {
    let text = cell.trim();
    if text.eq_ignore_ascii_case("true") {
        return Value::Bool(true);
    }
    if text.eq_ignore_ascii_case("false") {
        return Value::Bool(false);
    }
    if is_plain_number(text)
        && let Some(number) = parse_number(text)
    {
        return number;
    }
    Value::from(text)
}

/// `-?(0|[1-9][0-9]*)(\.[0-9]+)?`
fn is_plain_number(text: &str) -> bool {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    let (whole, fraction) = match unsigned.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (unsigned, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(whole) && (whole == "0" || !whole.starts_with('0')) && fraction.is_none_or(digits)
}

/// A whole number; `5.0` counts (spreadsheets write whole numbers so).
fn parse_integer(text: &str) -> Option<i64> {
    if let Ok(n) = text.parse::<i64>() {
        return Some(n);
    }
    let (whole, fraction) = text.split_once('.')?;
    if !fraction.is_empty() && fraction.bytes().all(|b| b == b'0') {
        whole.parse().ok()
    } else {
        None
    }
}

/// A finite number: whole numbers stay integers in the JSON (`7`, not `7.0`).
fn parse_number(text: &str) -> Option<Value> {
    if let Ok(n) = text.parse::<i64>() {
        return Some(Value::from(n));
    }
    let n: f64 = text.parse().ok()?;
    Number::from_f64(n).map(Value::Number)
}

/// `true`/`false`, `yes`/`no`, `1`/`0`, in any case.
fn parse_bool(text: &str) -> Option<bool> {
    const TRUE: [&str; 3] = ["true", "yes", "1"];
    const FALSE: [&str; 3] = ["false", "no", "0"];
    if TRUE.iter().any(|t| text.eq_ignore_ascii_case(t)) {
        Some(true)
    } else if FALSE.iter().any(|f| text.eq_ignore_ascii_case(f)) {
        Some(false)
    } else {
        None
    }
}

/// The choice whose label or value the text is (exactly, then ignoring case, then as the same
/// number or yes/no); otherwise the text in the choices' type when it reads as one.
fn enum_value(choices: &[Value], text: &str) -> Value {
    let found = choices
        .iter()
        .find(|c| value_label(c) == text)
        .or_else(|| {
            choices
                .iter()
                .find(|c| value_label(c).to_lowercase() == text.to_lowercase())
        })
        .or_else(|| {
            let n: f64 = text.parse().ok()?;
            choices.iter().find(|c| c.as_f64() == Some(n))
        })
        .or_else(|| {
            let b = parse_bool(text)?;
            choices.iter().find(|c| c.as_bool() == Some(b))
        });
    if let Some(choice) = found {
        return choice.clone();
    }
    let all = |test: fn(&Value) -> bool| !choices.is_empty() && choices.iter().all(test);
    if all(Value::is_number)
        && let Some(number) = parse_number(text)
    {
        return number;
    }
    if all(Value::is_boolean)
        && let Some(b) = parse_bool(text)
    {
        return Value::Bool(b);
    }
    Value::from(text)
}

/// URLs separated by `|` or white space, as a JSON array of strings.
pub(super) fn url_list(text: &str) -> Value {
    Value::Array(
        text.split(|c: char| c == '|' || c.is_whitespace())
            .filter(|url| !url.is_empty())
            .map(Value::from)
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_whole_numbers() {
        assert_eq!(parse_integer("42"), Some(42));
        assert_eq!(parse_integer("-3"), Some(-3));
        assert_eq!(parse_integer("5.0"), Some(5));
        assert_eq!(parse_integer("5.5"), None);
        assert_eq!(parse_integer("5."), None);
        assert_eq!(parse_integer("five"), None);
    }

    #[test]
    fn reads_numbers() {
        assert_eq!(parse_number("7"), Some(json!(7)));
        assert_eq!(parse_number("2.5"), Some(json!(2.5)));
        assert_eq!(parse_number("inf"), None);
        assert_eq!(parse_number("NaN"), None);
    }

    #[test]
    fn guesses_plain_values_only() {
        assert_eq!(guess_value(" 42 "), json!(42));
        assert_eq!(guess_value("-0.25"), json!(-0.25));
        assert_eq!(guess_value("TRUE"), json!(true));
        assert_eq!(guess_value("007"), json!("007"));
        assert_eq!(guess_value("1e3"), json!("1e3"));
        assert_eq!(guess_value("+5"), json!("+5"));
        assert_eq!(guess_value("yes"), json!("yes"));
        assert_eq!(guess_value(" warm light "), json!("warm light"));
    }

    #[test]
    fn matches_enum_choices() {
        let numbers = [json!(5), json!(10)];
        assert_eq!(enum_value(&numbers, "5"), json!(5));
        assert_eq!(enum_value(&numbers, "10.0"), json!(10));
        assert_eq!(enum_value(&numbers, "7"), json!(7));
        assert_eq!(enum_value(&numbers, "long"), json!("long"));
        let strings = [json!("1K"), json!("2K")];
        assert_eq!(enum_value(&strings, "1k"), json!("1K"));
        assert_eq!(enum_value(&strings, "8K"), json!("8K"));
        assert_eq!(enum_value(&[], "x"), json!("x"));
    }
}
