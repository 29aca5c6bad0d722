//! Small value types shared by the store: row ids, text-backed enums and conversions.

use std::fmt;

use gendesk_api::ModelKind;
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

use super::error::StoreError;
use crate::trouble::Trouble;

/// Declares a typed id for the `INTEGER PRIMARY KEY` of one table.
macro_rules! row_id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub i64);

        impl $name {
            /// The raw SQLite row id.
            pub fn get(self) -> i64 {
                self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }

        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from(self.0))
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                i64::column_result(value).map(Self)
            }
        }
    };
}

row_id!(
    /// Id of a `profiles` row.
    ProfileId
);
row_id!(
    /// Id of a `tasks` row (one task, from a single submission or a batch item).
    TaskRow
);
row_id!(
    /// Id of a `batches` row.
    BatchRow
);
row_id!(
    /// Id of a `downloads` row.
    DownloadRow
);
row_id!(
    /// Id of an `events` row; also the paging key of the activity log.
    EventId
);
row_id!(
    /// Id of a `deliveries` row (one request received by the local webhook receiver); also the
    /// paging key of the deliveries list.
    DeliveryRow
);

/// Declares a closed enum stored as TEXT, with `as_str`, `parse` and SQL conversions.
///
/// The schema's `CHECK` constraints list the same spellings, so a stored value always parses.
macro_rules! text_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident => $text:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[ $( $name::$variant ),+ ];

            /// The spelling stored in the database.
            pub fn as_str(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )+
                }
            }

            /// Parses a stored spelling; anything else is `None`.
            pub fn parse(text: &str) -> Option<Self> {
                match text {
                    $( $text => Some($name::$variant), )+
                    _ => None,
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl rusqlite::types::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(rusqlite::types::ToSqlOutput::from(self.as_str()))
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(
                value: rusqlite::types::ValueRef<'_>,
            ) -> rusqlite::types::FromSqlResult<Self> {
                let text = value.as_str()?;
                Self::parse(text).ok_or_else(|| {
                    rusqlite::types::FromSqlError::Other(
                        format!("unknown {} {text:?}", stringify!($name)).into(),
                    )
                })
            }
        }
    };
}
pub(super) use text_enum;

/// A list of result URLs, stored as a JSON array of strings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct UrlList(pub Vec<String>);

impl UrlList {
    /// The JSON text stored in `result_urls`.
    pub(super) fn to_json(urls: &[String]) -> String {
        // A `Vec<String>` always serializes; the fallback keeps this total anyway.
        serde_json::to_string(urls).unwrap_or_else(|_| String::from("[]"))
    }
}

impl FromSql for UrlList {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let text = value.as_str()?;
        serde_json::from_str(text)
            .map(UrlList)
            .map_err(|e| FromSqlError::Other(format!("result_urls is not a JSON list: {e}").into()))
    }
}

/// Longest prompt excerpt kept per task, in characters.
pub const PROMPT_EXCERPT_CHARS: usize = 200;

/// The first [`PROMPT_EXCERPT_CHARS`] characters of a prompt, trimmed, for lists and search.
pub(super) fn prompt_excerpt(prompt: &str) -> String {
    prompt.trim().chars().take(PROMPT_EXCERPT_CHARS).collect()
}

/// A `LIKE` pattern that matches `text` literally anywhere (`%`, `_` and `\` escaped).
///
/// Use with `ESCAPE '\'`.
pub(super) fn like_contains(text: &str) -> String {
    let mut pattern = String::with_capacity(text.len() + 2);
    pattern.push('%');
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// A row limit for SQL, clamped to what SQLite takes.
pub(super) fn sql_limit(limit: usize) -> i64 {
    i64::try_from(limit).unwrap_or(i64::MAX)
}

/// A byte count for SQL; SQLite integers are signed. `too_large` is the message ID that says
/// so (with `$bytes`).
pub(super) fn sql_bytes(too_large: &'static str, value: u64) -> Result<i64, StoreError> {
    i64::try_from(value).map_err(|_| StoreError::InvalidInput {
        detail: crate::t!(too_large, bytes = value.to_string()),
    })
}

/// A stored non-negative count read as `u32` (saturating).
pub(super) fn count_u32(row: &rusqlite::Row<'_>, idx: usize) -> rusqlite::Result<u32> {
    Ok(u32::try_from(row.get::<_, i64>(idx)?).unwrap_or(u32::MAX))
}

/// A stored count or byte size back as unsigned (negative values, which the schema forbids,
/// read as zero).
pub(super) fn unsigned(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

/// A model kind as stored in a `kind` column (`image`, `video`, `audio`); text GenDesk does
/// not know reads as no kind, like a missing one.
pub(crate) struct KindColumn(pub Option<ModelKind>);

impl KindColumn {
    /// The text to store for `kind`.
    pub(crate) fn text(kind: Option<ModelKind>) -> Option<&'static str> {
        kind.map(ModelKind::as_str)
    }
}

impl FromSql for KindColumn {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        match value {
            ValueRef::Null => Ok(Self(None)),
            ValueRef::Text(text) => Ok(Self(
                std::str::from_utf8(text).ok().and_then(ModelKind::parse),
            )),
            _ => Err(FromSqlError::InvalidType),
        }
    }
}

/// A [`Trouble`] in an `error` column: JSON for a reason, or the words an older GenDesk stored.
impl ToSql for Trouble {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.to_column()))
    }
}

impl FromSql for Trouble {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        value.as_str().map(Trouble::from_column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn like_pattern_escapes_wildcards() {
        assert_eq!(like_contains(r"50%_a\b"), r"%50\%\_a\\b%");
    }

    #[test]
    fn excerpt_counts_characters_not_bytes() {
        let prompt = "é".repeat(300);
        assert_eq!(
            prompt_excerpt(&prompt).chars().count(),
            PROMPT_EXCERPT_CHARS
        );
        assert_eq!(prompt_excerpt("  hi  "), "hi");
    }
}
