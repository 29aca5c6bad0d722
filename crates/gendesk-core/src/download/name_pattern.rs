//! File-name patterns: `{date}/{model}/{prompt:30}_{n}` turned into folders and a file name
//! for one result, every part made safe on Windows, macOS and Linux.
//!
//! A pattern is text with fields in braces; `/` (or `\`) starts a folder. A field may take a
//! length, `{prompt:30}`, which keeps its first 30 characters. Folders whose fields are all
//! empty (`{batch}` for a task sent on its own) are left out. The name the pattern gives is
//! only the wish: the downloader numbers it (`name (2).png`) when the file exists.

use std::fmt;

use chrono::NaiveDateTime;
use serde_json::Value;

use super::naming::{safe_name, sanitize_stem};
use crate::provenance::RecordFacts;

/// The pattern GenDesk starts with: `sandbox-image-fast_task_ab12_1`.
pub const DEFAULT_PATTERN: &str = "{model}_{task}_{n}";
/// Most folders a pattern may make inside the download folder.
pub const MAX_FOLDERS: usize = 4;
/// Characters `{prompt}` keeps when the pattern gives no length.
pub const PROMPT_CHARS: usize = 40;
/// Largest length a field may ask for.
pub const MAX_FIELD_CHARS: usize = 120;

/// A field of a pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The day the task was sent, `2026-11-28`.
    Date,
    /// The time it was sent, `14-05-09` (colons are not allowed in Windows names).
    Time,
    /// The model.
    Model,
    /// `image`, `video` or `music`.
    Kind,
    /// The prompt's first characters.
    Prompt,
    /// The seed, when the request had one.
    Seed,
    /// The service's task ID.
    Task,
    /// The service's batch ID, for a task sent in a batch.
    Batch,
    /// The batch item's name.
    Item,
    /// Which result of the task, from 1.
    N,
}

impl Field {
    /// Every field, in the order Settings offers them.
    pub const ALL: [Field; 10] = [
        Field::Date,
        Field::Time,
        Field::Model,
        Field::Kind,
        Field::Prompt,
        Field::Seed,
        Field::Task,
        Field::Batch,
        Field::Item,
        Field::N,
    ];

    /// Its name between braces.
    pub fn name(self) -> &'static str {
        match self {
            Field::Date => "date",
            Field::Time => "time",
            Field::Model => "model",
            Field::Kind => "kind",
            Field::Prompt => "prompt",
            Field::Seed => "seed",
            Field::Task => "task",
            Field::Batch => "batch",
            Field::Item => "item",
            Field::N => "n",
        }
    }

    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|field| field.name() == name)
    }
}

/// Why a pattern was not taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PatternError {
    /// Nothing but spaces.
    #[error("{}", crate::t!("err-name-pattern-empty"))]
    Empty,
    /// `{` without its `}`.
    #[error("{}", crate::t!("err-name-pattern-unclosed", before = .before.clone()))]
    Unclosed {
        /// The text up to the brace.
        before: String,
    },
    /// `}` without a `{`.
    #[error("{}", crate::t!("err-name-pattern-stray-brace", before = .before.clone()))]
    StrayBrace {
        /// The text up to the brace.
        before: String,
    },
    /// `{colour}`.
    #[error("{}", crate::t!(
        "err-name-pattern-unknown-field",
        name = .name.clone(),
        fields = field_list()
    ))]
    UnknownField {
        /// The name as written.
        name: String,
    },
    /// `{prompt:x}`, `{prompt:0}`.
    #[error("{}", crate::t!(
        "err-name-pattern-bad-length",
        field = .field.clone(),
        length = .length.clone(),
        max = MAX_FIELD_CHARS.to_string()
    ))]
    BadLength {
        /// The field.
        field: String,
        /// The length as written.
        length: String,
    },
    /// `/photos/{date}`.
    #[error("{}", crate::t!("err-name-pattern-absolute"))]
    Absolute,
    /// `../{date}`.
    #[error("{}", crate::t!("err-name-pattern-parent-folder", part = .part.clone()))]
    ParentFolder {
        /// The folder as written.
        part: String,
    },
    /// `{date}/`.
    #[error("{}", crate::t!("err-name-pattern-no-file-name"))]
    NoFileName,
    /// More than [`MAX_FOLDERS`] folders.
    #[error("{}", crate::t!(
        "err-name-pattern-too-deep",
        count = .count.to_string(),
        max = MAX_FOLDERS.to_string()
    ))]
    TooDeep {
        /// How many it makes.
        count: usize,
    },
}

fn field_list() -> String {
    Field::ALL
        .iter()
        .map(|field| format!("{{{}}}", field.name()))
        .collect::<Vec<_>>()
        .join(" ")
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Piece {
    Text(String),
    Field { field: Field, chars: Option<usize> },
}

/// A checked pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamePattern {
    text: String,
    folders: Vec<Vec<Piece>>,
    file: Vec<Piece>,
}

impl Default for NamePattern {
    fn default() -> Self {
        // The default is a valid pattern (checked by `the_default_pattern_parses`); should it
        // ever fail, the pattern with no folders and the same fields is built by hand.
        Self::parse(DEFAULT_PATTERN).unwrap_or_else(|_| Self {
            text: DEFAULT_PATTERN.to_owned(),
            folders: Vec::new(),
            file: vec![
                Piece::Field {
                    field: Field::Model,
                    chars: None,
                },
                Piece::Text("_".to_owned()),
                Piece::Field {
                    field: Field::Task,
                    chars: None,
                },
                Piece::Text("_".to_owned()),
                Piece::Field {
                    field: Field::N,
                    chars: None,
                },
            ],
        })
    }
}

impl fmt::Display for NamePattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl NamePattern {
    /// Checks `text`.
    pub fn parse(text: &str) -> Result<Self, PatternError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(PatternError::Empty);
        }
        if trimmed.starts_with(['/', '\\']) {
            return Err(PatternError::Absolute);
        }
        if trimmed.ends_with(['/', '\\']) {
            return Err(PatternError::NoFileName);
        }
        let mut parts: Vec<Vec<Piece>> = Vec::new();
        let mut consumed = String::new();
        for part in trimmed.split(['/', '\\']) {
            let pieces = parse_part(part, &consumed)?;
            consumed.push_str(part);
            consumed.push('/');
            let literal = part.trim();
            if literal == "." || literal == ".." {
                return Err(PatternError::ParentFolder {
                    part: literal.to_owned(),
                });
            }
            if !pieces.is_empty() {
                parts.push(pieces);
            }
        }
        let Some(file) = parts.pop() else {
            return Err(PatternError::Empty);
        };
        if parts.len() > MAX_FOLDERS {
            return Err(PatternError::TooDeep { count: parts.len() });
        }
        Ok(Self {
            text: trimmed.to_owned(),
            folders: parts,
            file,
        })
    }

    /// The pattern as written.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether this is [`DEFAULT_PATTERN`].
    pub fn is_default(&self) -> bool {
        self.text == DEFAULT_PATTERN
    }

    /// The folders (inside the download folder) and file name (without extension) for one
    /// result. Every part is safe on every system; empty folders are left out; a file name
    /// left empty by its fields falls back to the default pattern's.
    pub fn place(&self, facts: &NameFacts) -> Placed {
        let folders = self
            .folders
            .iter()
            .filter_map(|pieces| safe_name(&fill(pieces, facts), super::MAX_STEM_LEN))
            .collect();
        let stem = safe_name(&fill(&self.file, facts), super::MAX_STEM_LEN).unwrap_or_else(|| {
            sanitize_stem(&format!("{}_{}_{}", facts.model, facts.task, facts.n))
        });
        Placed { folders, stem }
    }
}

fn parse_part(part: &str, consumed: &str) -> Result<Vec<Piece>, PatternError> {
    let mut pieces = Vec::new();
    let mut rest = part;
    let before = |upto: &str| {
        let done = part.len() - upto.len();
        format!("{consumed}{}", &part[..done])
    };
    while !rest.is_empty() {
        match rest.find(['{', '}']) {
            None => {
                pieces.push(Piece::Text(rest.to_owned()));
                rest = "";
            }
            Some(at) => {
                if at > 0 {
                    pieces.push(Piece::Text(rest[..at].to_owned()));
                }
                let tail = &rest[at..];
                if tail.starts_with('}') {
                    return Err(PatternError::StrayBrace {
                        before: before(tail),
                    });
                }
                let Some(close) = tail.find('}') else {
                    return Err(PatternError::Unclosed {
                        before: before(tail),
                    });
                };
                let inside = &tail[1..close];
                if inside.contains('{') {
                    return Err(PatternError::Unclosed {
                        before: before(tail),
                    });
                }
                pieces.push(parse_field(inside)?);
                rest = &tail[close + 1..];
            }
        }
    }
    Ok(pieces)
}

fn parse_field(inside: &str) -> Result<Piece, PatternError> {
    let (name, length) = match inside.split_once(':') {
        Some((name, length)) => (name.trim(), Some(length.trim())),
        None => (inside.trim(), None),
    };
    let lowered = name.to_lowercase();
    let field = Field::from_name(&lowered).ok_or_else(|| PatternError::UnknownField {
        name: name.to_owned(),
    })?;
    let chars = match length {
        None => None,
        Some(length) => match length.parse::<usize>() {
            Ok(n) if (1..=MAX_FIELD_CHARS).contains(&n) => Some(n),
            _ => {
                return Err(PatternError::BadLength {
                    field: lowered,
                    length: length.to_owned(),
                });
            }
        },
    };
    Ok(Piece::Field { field, chars })
}

/// Characters that separate fields in a pattern.
fn is_separator(c: char) -> bool {
    matches!(c, ' ' | '_' | '-' | '.' | ',')
}

fn fill(pieces: &[Piece], facts: &NameFacts) -> String {
    let mut out = String::new();
    // An empty field leaves its separators on both sides: `{prompt} {seed}_{n}` without a
    // seed is `fox_1`, not `fox _1`.
    let mut after_empty = false;
    for piece in pieces {
        match piece {
            Piece::Text(text) => {
                if after_empty && text.starts_with(is_separator) {
                    let kept = out.trim_end_matches(is_separator).len();
                    out.truncate(kept);
                }
                after_empty = false;
                out.push_str(text);
            }
            Piece::Field { field, chars } => {
                let value = facts.value(*field);
                if value.is_empty() {
                    after_empty = true;
                    continue;
                }
                after_empty = false;
                let keep = chars.unwrap_or(if *field == Field::Prompt {
                    PROMPT_CHARS
                } else {
                    MAX_FIELD_CHARS
                });
                // Path separators inside a value never make folders.
                let value = value.replace(['/', '\\'], "_");
                out.extend(value.chars().take(keep));
            }
        }
    }
    out
}

/// The folders and file name (without extension) a pattern gives one result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    /// Folders inside the download folder, outermost first; each safe and never `.` or `..`.
    pub folders: Vec<String>,
    /// The file name without extension.
    pub stem: String,
}

/// What a pattern's fields are filled with for one result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameFacts {
    /// When the task was sent, in the person's local time.
    pub sent: NaiveDateTime,
    /// The model.
    pub model: String,
    /// `image`, `video`, `music` or empty.
    pub kind: String,
    /// The prompt, spaces and line breaks folded into single spaces.
    pub prompt: String,
    /// The seed as written in the request, or empty.
    pub seed: String,
    /// The service's task ID.
    pub task: String,
    /// The service's batch ID, or empty.
    pub batch: String,
    /// The batch item's name, or empty.
    pub item: String,
    /// Which result, from 1.
    pub n: u32,
}

impl NameFacts {
    /// The facts of result `n` (from 1) of the task `facts` describe, sent at `sent` (local).
    pub fn from_record(facts: &RecordFacts, n: u32, sent: NaiveDateTime) -> Self {
        let input = serde_json::from_str::<Value>(&facts.request_json)
            .ok()
            .and_then(|request| request.get("input").cloned())
            .unwrap_or(Value::Null);
        let text = |key: &str| match input.get(key) {
            Some(Value::String(text)) => text.clone(),
            Some(Value::Number(number)) => number.to_string(),
            _ => String::new(),
        };
        Self {
            sent,
            model: facts.model.clone(),
            kind: facts.kind.map(kind_word).unwrap_or_default().to_owned(),
            prompt: text("prompt")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
            seed: text("seed"),
            task: facts.task_id.clone().unwrap_or_default(),
            batch: facts.batch_id.clone().unwrap_or_default(),
            item: facts.item_id.clone().unwrap_or_default(),
            n,
        }
    }

    fn value(&self, field: Field) -> String {
        match field {
            Field::Date => self.sent.format("%Y-%m-%d").to_string(),
            Field::Time => self.sent.format("%H-%M-%S").to_string(),
            Field::Model => self.model.clone(),
            Field::Kind => self.kind.clone(),
            Field::Prompt => self.prompt.clone(),
            Field::Seed => self.seed.clone(),
            Field::Task => self.task.clone(),
            Field::Batch => self.batch.clone(),
            Field::Item => self.item.clone(),
            Field::N => self.n.to_string(),
        }
    }
}

/// The word `{kind}` gives.
pub fn kind_word(kind: gendesk_api::ModelKind) -> &'static str {
    match kind {
        gendesk_api::ModelKind::Image => "image",
        gendesk_api::ModelKind::Video => "video",
        gendesk_api::ModelKind::Audio => "music",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts() -> NameFacts {
        NameFacts {
            sent: chrono::NaiveDate::from_ymd_opt(2026, 11, 28)
                .and_then(|day| day.and_hms_opt(14, 5, 9))
                .unwrap(),
            model: "flux/pro".to_owned(),
            kind: "image".to_owned(),
            prompt: "A red fox: in snow? at dawn, very detailed and sharp".to_owned(),
            seed: "42".to_owned(),
            task: "task_ab12".to_owned(),
            batch: String::new(),
            item: String::new(),
            n: 2,
        }
    }

    fn place(pattern: &str) -> Placed {
        NamePattern::parse(pattern).unwrap().place(&facts())
    }

    #[test]
    fn the_default_pattern_parses() {
        let pattern = NamePattern::parse(DEFAULT_PATTERN).unwrap();
        assert_eq!(NamePattern::default(), pattern);
        assert!(pattern.is_default());
        assert_eq!(place(DEFAULT_PATTERN).stem, "flux_pro_task_ab12_2");
        assert!(place(DEFAULT_PATTERN).folders.is_empty());
    }

    #[test]
    fn fields_fill_folders_and_the_name() {
        let placed = place("{date}/{kind}/{model}/{time}_{prompt:12}_{seed}_{n}");
        assert_eq!(placed.folders, ["2026-11-28", "image", "flux_pro"]);
        assert_eq!(placed.stem, "14-05-09_A red fox_ i_42_2");
        assert_eq!(
            place("{prompt}").stem,
            "A red fox_ in snow_ at dawn, very detail"
        );
        assert_eq!(place("{PROMPT : 5}").stem, "A red");
    }

    #[test]
    fn empty_fields_drop_their_folder_and_leave_no_stray_separators() {
        let placed = place("{batch}/{item}_{n}");
        assert!(placed.folders.is_empty());
        assert_eq!(placed.stem, "2");
        assert_eq!(place("{prompt:5} {batch}_{n}").stem, "A red_2");
        assert_eq!(place("{prompt:5} - {item} - {n}").stem, "A red - 2");
        assert_eq!(place("{seed} - {n}").stem, "42 - 2");
        // A name left empty falls back to the default pattern's.
        assert_eq!(place("{batch}").stem, "flux_pro_task_ab12_2");
    }

    #[test]
    fn literal_text_is_made_safe_too() {
        assert_eq!(place("CON").stem, "CON_");
        assert_eq!(place("a<b>c|d*e").stem, "a_b_c_d_e");
        assert_eq!(place("photos./{n}").folders, ["photos"]);
        assert_eq!(place("Füchse 狐/{n}").folders, ["Füchse 狐"]);
    }

    #[test]
    fn bad_patterns_say_what_to_change() {
        let error = |text: &str| NamePattern::parse(text).unwrap_err();
        assert_eq!(error("  "), PatternError::Empty);
        assert_eq!(error("/x/{n}"), PatternError::Absolute);
        assert_eq!(error("{date}/"), PatternError::NoFileName);
        assert_eq!(
            error("../{n}"),
            PatternError::ParentFolder {
                part: "..".to_owned()
            }
        );
        assert_eq!(
            error("{date}/{colour}"),
            PatternError::UnknownField {
                name: "colour".to_owned()
            }
        );
        assert_eq!(
            error("{date}/{model"),
            PatternError::Unclosed {
                before: "{date}/".to_owned()
            }
        );
        assert_eq!(
            error("a}b"),
            PatternError::StrayBrace {
                before: "a".to_owned()
            }
        );
        assert!(matches!(
            error("{prompt:0}"),
            PatternError::BadLength { .. }
        ));
        assert!(matches!(
            error("{prompt:x}"),
            PatternError::BadLength { .. }
        ));
        assert_eq!(error("a/b/c/d/e/{n}"), PatternError::TooDeep { count: 5 });
        let message = error("{colour}").to_string();
        assert!(message.contains("{date} {time} {model}"), "{message}");
    }
}
