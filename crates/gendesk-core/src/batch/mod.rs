//! Batches as people make them, without any UI: read a file or pasted text (size cap, UTF-8
//! only), recognise CSV, JSON Lines or a plain prompt list and parse its rows keeping their
//! line numbers (`import`, `source`, `csv_rows`), convert each row into typed values for one
//! model through a [`ColumnPlan`] (`plan`, `cells`); make items from the form, a prompt list or
//! a grid (`draft`), go from a file to batches (`from_file`), split items into batches the
//! service accepts (`split`), estimate their cost (`estimate`), and write the manifest beside
//! downloaded results (`manifest`).

mod cells;
mod csv_rows;
pub mod draft;
pub mod estimate;
pub mod from_file;
mod import;
pub mod manifest;
mod plan;
mod source;
pub mod split;

pub use draft::{BatchDraft, DraftItem};
pub use estimate::{Estimate, PriceSource};
pub use import::{
    CLIENT_ITEM_ID_COLUMN, Imported, ImportedRow, PROMPT_COLUMN, RowProblem, import_file,
    import_str,
};
pub use plan::{ColumnPlan, ColumnRole, ConvertedRow, PlannedColumn, UnknownChoice};
pub use source::{ImportError, SourceFormat, decode_source, read_source};
pub use split::{SplitError, split};
