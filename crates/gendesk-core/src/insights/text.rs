//! `gendesk report` for people: one line per model, the totals, the failure codes and the
//! balances, aligned in columns.

use std::fmt::Write as _;

use super::{Figures, Percentiles, Report};
use crate::money::format_usd;

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
        format!(
            "{} ({})",
            format_usd(f.spent_usd.measured),
            crate::wording::count(f.measured_tasks, "task", "tasks")
        )
    };
    let estimated = if f.unpriced > 0 {
        format!(
            "{} + {} unpriced",
            format_usd(f.spent_usd.estimated),
            f.unpriced
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
            let _ = writeln!(out, "No tasks in this period.");
        } else {
            let header = [
                "Model", "Tasks", "OK", "Failed", "p50", "p90", "max", "Spent", "Measured",
            ]
            .map(str::to_owned);
            let mut rows = vec![header];
            rows.extend(self.models.iter().map(|m| row(&m.model, &m.figures)));
            rows.push(row("Total", &self.totals));
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
                let _ = writeln!(out, "Failures:");
                for line in codes {
                    let _ = writeln!(out, "{line}");
                }
            }
            let _ = writeln!(
                out,
                "Times are processing times of succeeded tasks; Spent is by the prices GenDesk knew when sending (failed tasks are refunded and not counted); Measured is the balance's drop around tasks sent alone."
            );
        }
        match (self.balance_samples.first(), self.balance_samples.last()) {
            (Some(first), Some(last)) => {
                let _ = writeln!(
                    out,
                    "Balance: {} ({}) → {} ({}), {}",
                    format_usd(first.usd),
                    first.time,
                    format_usd(last.usd),
                    last.time,
                    crate::wording::count(self.balance_samples.len() as u64, "answer", "answers")
                );
            }
            _ => {
                let _ = writeln!(out, "Balance: no answers in this period.");
            }
        }
        out
    }
}
