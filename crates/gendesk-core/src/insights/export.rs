//! Insights as files: the per-model table, the spend series, the balances and the batches as
//! CSV, and all of it as one JSON document (the report's keys, plus `spend_series` and
//! `batches`).

use serde::Serialize;

use super::{Report, SpendSeries};
use crate::store::BatchFigures;

/// Why an export could not be written.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// CSV writing failed.
    #[error("{}", crate::t!("err-export-csv", error = .0.to_string()))]
    Csv(#[from] csv::Error),
    /// JSON writing failed.
    #[error("{}", crate::t!("err-export-json", error = .0.to_string()))]
    Json(#[from] serde_json::Error),
    /// The CSV writer's buffer could not be taken.
    #[error("{}", crate::t!("err-export-finish", error = .0.clone()))]
    Finish(String),
}

fn finish(writer: csv::Writer<Vec<u8>>) -> Result<String, ExportError> {
    let bytes = writer
        .into_inner()
        .map_err(|err| ExportError::Finish(err.to_string()))?;
    String::from_utf8(bytes).map_err(|err| ExportError::Finish(err.to_string()))
}

fn opt<T: ToString>(value: Option<T>) -> String {
    value.map(|v| v.to_string()).unwrap_or_default()
}

/// The per-model table (one row per model, then `TOTAL`).
pub fn table_csv(report: &Report) -> Result<String, ExportError> {
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record([
        "model",
        "tasks",
        "succeeded",
        "failed",
        "success_rate",
        "fail_codes",
        "processing_p50_ms",
        "processing_p90_ms",
        "processing_max_ms",
        "queue_p50_ms",
        "to_file_p50_ms",
        "spent_estimated_usd",
        "spent_measured_usd",
        "unpriced_tasks",
        "cost_per_success_usd",
    ])?;
    let rows = report
        .models
        .iter()
        .map(|m| (m.model.as_str(), &m.figures))
        .chain(std::iter::once(("TOTAL", &report.totals)));
    for (model, f) in rows {
        let codes: Vec<String> = f
            .fail_codes
            .iter()
            .map(|(code, n)| format!("{code}:{n}"))
            .collect();
        out.write_record([
            model.to_owned(),
            f.tasks.to_string(),
            f.succeeded.to_string(),
            f.failed.to_string(),
            opt(f.success_rate().map(|r| format!("{r:.4}"))),
            codes.join(";"),
            opt(f.processing_ms.p50),
            opt(f.processing_ms.p90),
            opt(f.processing_ms.max),
            opt(f.queue_ms.p50),
            opt(f.to_file_ms.p50),
            format!("{:.6}", f.spent_usd.estimated),
            format!("{:.6}", f.spent_usd.measured),
            f.unpriced.to_string(),
            opt(f.cost_per_success().map(|c| format!("{c:.6}"))),
        ])?;
    }
    finish(out)
}

/// The spend series, long form: `bucket_start, bucket, model, usd` (RFC 3339, UTC).
pub fn series_csv(series: &SpendSeries) -> Result<String, ExportError> {
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record(["bucket_start", "bucket", "model", "usd"])?;
    let bucket = match series.bucket {
        super::Bucket::Hour => "hour",
        super::Bucket::Day => "day",
        super::Bucket::Week => "week",
    };
    for (i, start) in series.starts.iter().enumerate() {
        for model in &series.models {
            let usd = model.usd.get(i).copied().unwrap_or_default();
            out.write_record([
                super::report::rfc3339(*start),
                bucket.to_owned(),
                model.model.clone(),
                format!("{usd:.6}"),
            ])?;
        }
    }
    finish(out)
}

/// The balances: `time, usd`.
pub fn balance_csv(report: &Report) -> Result<String, ExportError> {
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record(["time", "usd"])?;
    for point in &report.balance_samples {
        out.write_record([point.time.clone(), format!("{:.6}", point.usd)])?;
    }
    finish(out)
}

/// One batch as exported.
#[derive(Debug, Serialize)]
struct BatchOut<'a> {
    batch: i64,
    run_id: Option<&'a str>,
    model: &'a str,
    created: String,
    items: u64,
    accepted: u64,
    estimated_usd: f64,
    accepted_usd: f64,
    spent_usd: f64,
    succeeded: u64,
    failed: u64,
    items_per_minute: Option<f64>,
    processing_p50_ms: Option<i64>,
    queue_p50_ms: Option<i64>,
}

impl<'a> From<&'a BatchFigures> for BatchOut<'a> {
    fn from(b: &'a BatchFigures) -> Self {
        Self {
            batch: b.batch.get(),
            run_id: b.run_id.as_deref(),
            model: &b.model,
            created: super::report::rfc3339(b.created_ms),
            items: b.items,
            accepted: b.accepted,
            estimated_usd: b.estimated_usd,
            accepted_usd: b.accepted_usd,
            spent_usd: b.spent_usd,
            succeeded: b.succeeded,
            failed: b.failed,
            items_per_minute: b.items_per_minute(),
            processing_p50_ms: super::Percentiles::of(&b.processing_ms).p50,
            queue_p50_ms: super::Percentiles::of(&b.queue_ms).p50,
        }
    }
}

/// The batches, one row each.
pub fn batches_csv(report: &Report) -> Result<String, ExportError> {
    let mut out = csv::Writer::from_writer(Vec::new());
    if report.batches.is_empty() {
        // `serialize` writes the header with the first row: an empty export still has it.
        out.write_record([
            "batch",
            "run_id",
            "model",
            "created",
            "items",
            "accepted",
            "estimated_usd",
            "accepted_usd",
            "spent_usd",
            "succeeded",
            "failed",
            "items_per_minute",
            "processing_p50_ms",
            "queue_p50_ms",
        ])?;
    }
    for batch in &report.batches {
        out.serialize(BatchOut::from(batch))?;
    }
    finish(out)
}

/// Everything: the report's own keys, with `spend_series` and `batches`.
pub fn everything_json(report: &Report, series: &SpendSeries) -> Result<String, ExportError> {
    #[derive(Serialize)]
    struct Everything<'a> {
        #[serde(flatten)]
        report: &'a Report,
        spend_series: &'a SpendSeries,
        batches: Vec<BatchOut<'a>>,
    }
    let doc = Everything {
        report,
        spend_series: series,
        batches: report.batches.iter().map(BatchOut::from).collect(),
    };
    Ok(serde_json::to_string_pretty(&doc)?)
}
