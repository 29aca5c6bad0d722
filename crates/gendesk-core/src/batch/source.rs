//! Getting the text of a batch file: a size cap checked before reading, UTF-8 required (the
//! first bad byte is named), a UTF-8 byte-order mark dropped; and which format the text is in.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::byte_size;
use crate::t;

/// Why a file or pasted text could not be imported at all (problems with single rows are
/// [`RowProblem`](super::RowProblem)s instead).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ImportError {
    /// The file could not be opened or read.
    #[error("{}", crate::t!(
        "err-batch-import-read",
        path = .path.display().to_string(),
        cause = .source.to_string()
    ))]
    Read {
        /// The file.
        path: PathBuf,
        /// What the system said.
        #[source]
        source: std::io::Error,
    },
    /// The path names a folder or a device, not a file.
    #[error("{}", crate::t!("err-batch-import-not-a-file", path = .path.display().to_string()))]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// The file is bigger than the import limit.
    #[error("{}", crate::t!(
        "err-batch-import-too-large",
        size = byte_size::approx(*.size),
        limit = byte_size::approx(*.limit)
    ))]
    TooLarge {
        /// The size found, in bytes (for a file that grew while being read: what was read so
        /// far, one byte over the limit).
        size: u64,
        /// The limit, in bytes.
        limit: u64,
    },
    /// The bytes are not UTF-8 text.
    #[error("{}", crate::t!(
        "err-batch-import-not-utf8",
        offset = .offset.to_string(),
        line = .line.to_string()
    ))]
    NotUtf8 {
        /// Byte offset of the first invalid byte, counted from the start of the file.
        offset: usize,
        /// 1-based line of that byte.
        line: usize,
    },
    /// The bytes are UTF-16 text (what Excel calls "Unicode text").
    #[error("{}", crate::t!("err-batch-import-utf16"))]
    Utf16,
    /// Nothing but blank lines.
    #[error("{}", crate::t!("err-batch-import-empty"))]
    Empty,
    /// A CSV file whose header row has no `prompt` column.
    #[error("{}", super::csv_rows::missing_prompt_message(columns, suggestion.as_deref()))]
    MissingPromptColumn {
        /// The column names found in the header row (trimmed).
        columns: Vec<String>,
        /// A column that looks like a misspelt `prompt`, if any.
        suggestion: Option<String>,
    },
    /// A CSV header row names the same column twice (case and surrounding spaces ignored).
    #[error("{}", crate::t!(
        "err-batch-import-duplicate-column",
        name = format!("{:?}", .name),
        first = .first.to_string(),
        second = .second.to_string()
    ))]
    DuplicateColumn {
        /// The name as written the second time.
        name: String,
        /// 1-based position of the first one.
        first: usize,
        /// 1-based position of the second one.
        second: usize,
    },
    /// The CSV reader failed in a way that stops the whole import.
    #[error("{}", crate::t!(
        "err-batch-import-csv",
        line = .line.to_string(),
        reason = .reason.clone()
    ))]
    Csv {
        /// 1-based line where reading stopped.
        line: usize,
        /// What the CSV reader said.
        reason: String,
    },
}

/// The UTF-8 text of the file at `path`, without a leading byte-order mark.
///
/// The size is checked against `max_bytes` before anything is read, and the read itself stops
/// one byte past the limit (a file that grows meanwhile, or a special file that reports no
/// size, cannot make it read more).
pub fn read_source(path: &Path, max_bytes: u64) -> Result<String, ImportError> {
    let read_error = |source| ImportError::Read {
        path: path.to_path_buf(),
        source,
    };
    let file = std::fs::File::open(path).map_err(read_error)?;
    let metadata = file.metadata().map_err(read_error)?;
    if !metadata.is_file() {
        return Err(ImportError::NotAFile {
            path: path.to_path_buf(),
        });
    }
    if metadata.len() > max_bytes {
        return Err(ImportError::TooLarge {
            size: metadata.len(),
            limit: max_bytes,
        });
    }
    let mut bytes = Vec::new();
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    let read = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
    if read > max_bytes {
        return Err(ImportError::TooLarge {
            size: read,
            limit: max_bytes,
        });
    }
    decode_source(bytes)
}

/// Bytes as UTF-8 text without a leading byte-order mark (for a file read some other way, or
/// dropped onto the window).
pub fn decode_source(bytes: Vec<u8>) -> Result<String, ImportError> {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Err(ImportError::Utf16);
    }
    match String::from_utf8(bytes) {
        Ok(mut text) => {
            if strip_bom(&text).is_some() {
                text.drain(..'\u{FEFF}'.len_utf8());
            }
            Ok(text)
        }
        Err(error) => {
            let offset = error.utf8_error().valid_up_to();
            let before = &error.as_bytes()[..offset];
            let line = before.split(|b| *b == b'\n').count();
            Err(ImportError::NotUtf8 { offset, line })
        }
    }
}

/// `text` without its leading byte-order mark, when it has one.
pub(super) fn strip_bom(text: &str) -> Option<&str> {
    text.strip_prefix('\u{FEFF}')
}

/// How the rows of a batch are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SourceFormat {
    /// Comma- (or tab-) separated values with a header row naming the fields.
    Csv,
    /// JSON Lines: one JSON object per line.
    Jsonl,
    /// A plain list: one prompt per line.
    Text,
}

impl SourceFormat {
    /// Every format, in the order a picker lists them.
    pub const ALL: [SourceFormat; 3] = [Self::Csv, Self::Jsonl, Self::Text];

    /// The name for people.
    pub fn label(self) -> String {
        match self {
            Self::Csv => t!("batch-source-csv"),
            Self::Jsonl => t!("batch-source-jsonl"),
            Self::Text => t!("batch-source-text"),
        }
    }

    /// The format a file extension stands for (`.csv`/`.tsv`, `.jsonl`/`.ndjson`, `.txt`; any
    /// case); `None` for none or another one.
    pub fn from_path(path: &Path) -> Option<Self> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "csv" | "tsv" => Some(Self::Csv),
            "jsonl" | "ndjson" => Some(Self::Jsonl),
            "txt" => Some(Self::Text),
            _ => None,
        }
    }

    /// The format guessed from the text: the first non-blank line starting with `{` means JSON
    /// Lines; a first line that is a header with a `prompt` column (separated by commas or
    /// tabs, or `prompt` alone) means CSV; anything else is a prompt list.
    pub fn sniff(text: &str) -> Self {
        let text = strip_bom(text).unwrap_or(text);
        let Some(first) = text.lines().map(str::trim).find(|line| !line.is_empty()) else {
            return Self::Text;
        };
        if first.starts_with('{') {
            return Self::Jsonl;
        }
        let is_prompt = |cell: &str| {
            cell.trim()
                .trim_matches('"')
                .trim()
                .eq_ignore_ascii_case(super::PROMPT_COLUMN)
        };
        let header_like = first.contains([',', '\t']) || is_prompt(first);
        if header_like && first.split([',', '\t']).any(is_prompt) {
            Self::Csv
        } else {
            Self::Text
        }
    }

    /// The format from the file's extension when it has a known one, else sniffed from the text.
    pub fn detect(path: Option<&Path>, text: &str) -> Self {
        path.and_then(Self::from_path)
            .unwrap_or_else(|| Self::sniff(text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffs_formats() {
        assert_eq!(
            SourceFormat::sniff("\n  {\"prompt\":\"a\"}\n"),
            SourceFormat::Jsonl
        );
        assert_eq!(
            SourceFormat::sniff("Prompt,aspect_ratio\na,1:1"),
            SourceFormat::Csv
        );
        assert_eq!(
            SourceFormat::sniff("seed\t\"prompt\"\n1\ta"),
            SourceFormat::Csv
        );
        assert_eq!(SourceFormat::sniff("prompt\na cat"), SourceFormat::Csv);
        assert_eq!(SourceFormat::sniff("a cat, on a mat\n"), SourceFormat::Text);
        assert_eq!(SourceFormat::sniff("prompts,size\n"), SourceFormat::Text);
        assert_eq!(SourceFormat::sniff(""), SourceFormat::Text);
    }
}
