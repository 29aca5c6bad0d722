//! `gendesk report` for people: one line per model, the totals, the failure codes and the
//! balances, aligned in columns.

use std::fmt::Write as _;

use super::{Figures, Percentiles, Report};
use crate::money::format_usd;
use crate::t;

/// Seconds with one decimal (`4.1 s`), or a dash.
fn seconds(ms: Option<i64>) -> String {
    #[allow(clippy::cast_precision_loss, reason = "durations far below 2^52 ms")]
    ms.map_or_else(
        || "—".to_owned(),
        |ms| format!("{:.1} s", ms as f64 / 1000.0),
    )
}

fn times(p: &Percentiles) -> [String; 3] {
    [seconds(p.p50), seconds(p.p90), seconds(p.max)]
}

fn row(name: &str, f: &Figures) -> [String; 9] {
    let [p50, p90, max] = times(&f.processing_ms);
    let measured = if f.measured_tasks == 0 {
        "—".to_owned()
    } else {
        t!(
            "insights-report-measured",
            amount = format_usd(f.spent_usd.measured),
            count = f.measured_tasks
        )
    };
    let estimated = if f.unpriced > 0 {
        t!(
            "insights-amount-unpriced",
            amount = format_usd(f.spent_usd.estimated),
            count = f.unpriced
        )
    } else {
        format_usd(f.spent_usd.estimated)
    };
    [
        name.to_owned(),
        f.tasks.to_string(),
        f.succeeded.to_string(),
        f.failed.to_string(),
        p50,
        p90,
        max,
        estimated,
        measured,
    ]
}

impl Report {
    /// The report as aligned text; `heading` is its first line (what was read, which period).
    pub fn to_text(&self, heading: &str) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{heading}");
        if self.models.is_empty() {
            let _ = writeln!(out, "{}", t!("insights-report-none"));
        } else {
            let header = [
                t!("insights-report-column-model"),
                t!("insights-report-column-tasks"),
                t!("insights-report-column-ok"),
                t!("insights-report-column-failed"),
                t!("insights-report-column-p50"),
                t!("insights-report-column-p90"),
                t!("insights-report-column-max"),
                t!("insights-report-column-spent"),
                t!("insights-report-column-measured"),
            ];
            let mut rows = vec![header];
            rows.extend(self.models.iter().map(|m| row(&m.model, &m.figures)));
            rows.push(row(&t!("insights-report-total"), &self.totals));
            let widths: Vec<usize> = (0..9)
                .map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0))
                .collect();
            for cells in &rows {
                let mut line = String::new();
                for (c, cell) in cells.iter().enumerate() {
                    let pad = widths[c].saturating_sub(cell.chars().count());
                    if c == 0 || c >= 7 {
                        let _ = write!(line, "{cell}{}  ", " ".repeat(pad));
                    } else {
                        let _ = write!(line, "{}{cell}  ", " ".repeat(pad));
                    }
                }
                let _ = writeln!(out, "{}", line.trim_end());
            }
            let codes: Vec<String> = self
                .models
                .iter()
                .filter(|m| !m.figures.fail_codes.is_empty())
                .map(|m| {
                    let list: Vec<String> = m
                        .figures
                        .fail_codes
                        .iter()
                        .map(|(code, n)| format!("{code} × {n}"))
                        .collect();
                    format!("  {}: {}", m.model, list.join(", "))
                })
                .collect();
            if !codes.is_empty() {
                let _ = writeln!(out, "{}", t!("insights-report-failures"));
                for line in codes {
                    let _ = writeln!(out, "{line}");
                }
            }
            let _ = writeln!(out, "{}", t!("insights-report-note"));
        }
        match (self.balance_samples.first(), self.balance_samples.last()) {
            (Some(first), Some(last)) => {
                let balance = t!(
                    "insights-report-balance",
                    first = format_usd(first.usd),
                    first_time = first.time.as_str(),
                    last = format_usd(last.usd),
                    last_time = last.time.as_str(),
                    count = self.balance_samples.len()
                );
                let _ = writeln!(out, "{balance}");
            }
            _ => {
                let _ = writeln!(out, "{}", t!("insights-report-balance-none"));
            }
        }
        out
    }
}
