//! Insights' plots of money: spend over time as bars stacked by model, and the balance the
//! service reported as a line, with how long it lasts at the period's rate.

use egui::{Color32, Ui};
use egui_plot::{Bar, BarChart, GridInput, GridMark, Legend, Line, Plot, PlotPoints};
use gendesk_core::i18n::dates;
use gendesk_core::insights::{BalancePoint, Runway, SpendSeries};
use gendesk_core::money::format_usd;
use gendesk_core::t;

/// Plot heights.
const SPEND_HEIGHT: f32 = 200.0;
const BALANCE_HEIGHT: f32 = 160.0;

/// The colour of the `index`-th model (the same in every plot and the table).
pub fn model_colour(index: usize) -> Color32 {
    const PALETTE: [Color32; 8] = [
        Color32::from_rgb(0x3c, 0x8c, 0xe0),
        Color32::from_rgb(0xe0, 0x9a, 0x20),
        Color32::from_rgb(0x2e, 0xb0, 0x5a),
        Color32::from_rgb(0xc0, 0x4c, 0xb0),
        Color32::from_rgb(0xd0, 0x3a, 0x3a),
        Color32::from_rgb(0x20, 0xa8, 0xa8),
        Color32::from_rgb(0x8a, 0x6c, 0x30),
        Color32::from_rgb(0x6a, 0x4c, 0xb0),
    ];
    PALETTE[index % PALETTE.len()]
}

/// Spend per bucket, one stacked bar per bucket; `colour_of` gives each model its colour.
pub fn spend_plot_ui(ui: &mut Ui, series: &SpendSeries, colour_of: &dyn Fn(&str) -> Color32) {
    let bucket = series.bucket;
    let starts = series.starts.clone();
    let mut charts: Vec<BarChart> = Vec::with_capacity(series.models.len());
    for model in &series.models {
        let bars = model
            .usd
            .iter()
            .enumerate()
            .map(|(i, usd)| {
                #[allow(clippy::cast_precision_loss, reason = "a bucket index")]
                let x = i as f64;
                Bar::new(x, *usd).width(0.8)
            })
            .collect();
        let below: Vec<&BarChart> = charts.iter().collect();
        let name = model.model.clone();
        let starts = starts.clone();
        let chart = BarChart::new(model.model.clone(), bars)
            .color(colour_of(&model.model))
            .element_formatter(Box::new(move |bar, _| {
                format!(
                    "{name}\n{}: {}",
                    label_of(&starts, bucket, bar.argument),
                    format_usd(bar.value)
                )
            }))
            .stack_on(&below);
        charts.push(chart);
    }
    let starts = series.starts.clone();
    // Headroom above the tallest bar for the legend.
    let tallest = (0..series.starts.len())
        .map(|i| series.total_at(i))
        .fold(0.0, f64::max);
    Plot::new("insights_spend")
        .height(SPEND_HEIGHT)
        .legend(Legend::default())
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_boxed_zoom(false)
        .include_y(0.0)
        .include_y(tallest * 1.45)
        .y_axis_label(t!("insights-spend-axis"))
        .y_grid_spacer(money_grid)
        .y_axis_formatter(|mark, _| format_usd(mark.value))
        .x_axis_formatter(move |mark, _| {
            // Only whole bucket positions are buckets.
            if (mark.value - mark.value.round()).abs() > f64::EPSILON {
                return String::new();
            }
            label_of(&starts, bucket, mark.value)
        })
        .show(ui, |plot| {
            for chart in charts {
                plot.bar_chart(chart);
            }
        });
}

/// About five marks over the visible amounts, at 1, 2 or 5 × a power of ten (`egui_plot`'s own
/// marks go by tens, which leaves a single "$0.00" on many spans).
#[allow(
    clippy::needless_pass_by_value,
    reason = "egui_plot's grid spacer signature takes the input by value"
)]
fn money_grid(input: GridInput) -> Vec<GridMark> {
    let (low, high) = input.bounds;
    let span = high - low;
    if !span.is_finite() || span <= 0.0 {
        return Vec::new();
    }
    let rough = span / 6.0;
    let power = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * power)
        .find(|s| *s >= rough)
        .unwrap_or(10.0 * power);
    #[allow(
        clippy::cast_possible_truncation,
        reason = "mark numbers over a visible range: a handful"
    )]
    let (first, last) = ((low / step).ceil() as i64, (high / step).floor() as i64);
    #[allow(clippy::cast_precision_loss, reason = "a handful of mark numbers")]
    (first..=last)
        .map(|k| GridMark {
            value: k as f64 * step,
            step_size: step,
        })
        .collect()
}

fn label_of(starts: &[i64], bucket: gendesk_core::insights::Bucket, x: f64) -> String {
    if x < 0.0 {
        return String::new();
    }
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a non-negative bucket position, rounded"
    )]
    let index = x.round() as usize;
    starts
        .get(index)
        .map(|start| bucket.label(*start))
        .unwrap_or_default()
}

/// The balance over time, with the runway in words above it.
pub fn balance_plot_ui(ui: &mut Ui, samples: &[BalancePoint], runway: Option<&Runway>) {
    if let Some(runway) = runway {
        ui.label(runway_text(runway));
    }
    if samples.len() < 2 {
        ui.weak(match samples.first() {
            Some(one) => t!("insights-balance-one", amount = format_usd(one.usd)),
            None => t!("insights-balance-none"),
        });
        return;
    }
    #[allow(clippy::cast_precision_loss, reason = "Unix ms fit an f64 exactly")]
    let points: PlotPoints<'_> = samples.iter().map(|s| [s.at_ms as f64, s.usd]).collect();
    Plot::new("insights_balance")
        .height(BALANCE_HEIGHT)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_boxed_zoom(false)
        .y_axis_label(t!("insights-balance-axis"))
        .y_grid_spacer(money_grid)
        .y_axis_formatter(|mark, _| format_usd(mark.value))
        .x_axis_formatter(|mark, range| {
            // Within an hour the minutes repeat: seconds tell the marks apart.
            let seconds = range.end() - range.start() < 3_600_000.0;
            time_label(mark.value, seconds)
        })
        .label_formatter(|hover| match hover {
            egui_plot::HoverPosition::NearDataPoint { position, .. } => Some(format!(
                "{}\n{}",
                time_label(position.x, true),
                format_usd(position.y)
            )),
            egui_plot::HoverPosition::Elsewhere { .. } => None,
        })
        .show(ui, |plot| {
            plot.line(Line::new("balance", points).color(Color32::from_rgb(0x2e, 0xb0, 0x5a)));
        });
}

fn time_label(x: f64, seconds: bool) -> String {
    #[allow(clippy::cast_possible_truncation, reason = "a plotted Unix ms time")]
    let ms = x as i64;
    let Some(at) = chrono::DateTime::from_timestamp_millis(ms) else {
        return String::new();
    };
    let at = at.with_timezone(&chrono::Local).naive_local();
    let language = gendesk_core::i18n::language();
    let time = if seconds {
        dates::clock(at)
    } else {
        dates::hours_minutes(at)
    };
    format!("{} {time}", dates::day(at, language))
}

/// "Balance $9.50 · spending about $0.07 a day · lasts about 133 days at this rate".
pub fn runway_text(runway: &Runway) -> String {
    let balance = format_usd(runway.balance_usd);
    if let Some(days) = runway.days {
        t!(
            "insights-runway",
            balance = balance,
            per_day = format_usd(runway.per_day_usd),
            lasts = lasts(days)
        )
    } else {
        t!("insights-runway-idle", balance = balance)
    }
}

pub fn lasts(days: f64) -> String {
    if days < 1.0 {
        t!("insights-lasts-under-a-day")
    } else if days > 3_650.0 {
        t!("insights-lasts-over-ten-years")
    } else {
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            reason = "between 1 and 3650"
        )]
        let whole = days.floor() as u64;
        t!("insights-lasts-days", count = whole)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_marks_are_a_handful_of_round_amounts() {
        let marks = |low, high| -> Vec<f64> {
            money_grid(GridInput {
                bounds: (low, high),
                base_step_size: 0.001,
            })
            .iter()
            .map(|m| m.value)
            .collect()
        };
        assert_eq!(marks(0.0, 0.93).len(), 5, "{:?}", marks(0.0, 0.93));
        let first = marks(24.35, 25.02)[0];
        assert!((first - 24.4).abs() < 1e-9, "{first}");
        assert!(marks(0.0, 0.0).is_empty());
    }

    #[test]
    fn the_runway_reads_as_a_sentence() {
        let runway = Runway {
            balance_usd: 9.5,
            per_day_usd: 0.5 / 7.0,
            days: Some(133.0),
        };
        assert_eq!(
            runway_text(&runway),
            "Balance $9.50 \u{b7} spending about $0.07 a day \u{b7} lasts about 133 days at this rate"
        );
        assert_eq!(lasts(1.4), "lasts about 1 day at this rate");
        assert_eq!(lasts(0.2), "runs out within a day at this rate");
        let idle = Runway {
            days: None,
            ..runway
        };
        assert!(runway_text(&idle).ends_with("nothing spent in this period"));
    }
}
