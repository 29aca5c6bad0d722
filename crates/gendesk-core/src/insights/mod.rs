//! Insights: what was spent, how long each model took and what failed, from GenDesk's own
//! history. [`Report::compute`] turns the store's raw figures into per-model and total figures
//! (the window's Insights view and `gendesk report` show the same), [`Period`] reads the time
//! range people give (`7d`, `2026-11-01`).

pub mod export;
mod period;
mod report;
mod series;
mod text;

pub use period::{Period, PeriodError};
pub use report::{BalancePoint, Figures, ModelReport, Percentiles, Report, Spent};
pub use series::{Bucket, ModelSpend, Runway, SpendSeries};
