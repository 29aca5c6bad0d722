//! Batches from a file or pasted text, without any UI: read the file (size cap, UTF-8 only),
//! recognise CSV, JSON Lines or a plain prompt list, parse the rows into a neutral form that
//! keeps each row's line number (problems with single rows are collected, not fatal), and
//! convert each row into typed values for one model through a [`ColumnPlan`].

mod cells;
mod csv_rows;
mod import;
mod plan;
mod source;

pub use import::{
    CLIENT_ITEM_ID_COLUMN, Imported, ImportedRow, PROMPT_COLUMN, RowProblem, import_file,
    import_str,
};
pub use plan::{ColumnPlan, ColumnRole, ConvertedRow, PlannedColumn, UnknownChoice};
pub use source::{ImportError, SourceFormat, decode_source, read_source};
