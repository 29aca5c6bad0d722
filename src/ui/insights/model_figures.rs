//! Insights per model: a sortable table (tasks, success rate, fail codes with their category
//! and meaning, processing and queue times, spend, cost per success) and a bar chart of the
//! processing times; a model's name, a fail code or a bar opens Activity on those tasks.

use std::cmp::Ordering;

use egui::{Color32, RichText, Ui};
use egui_plot::{Bar, BarChart, Plot};
use gendesk_api::FailCode;
use gendesk_core::insights::{Figures, ModelReport};
use gendesk_core::money::format_usd;
use gendesk_core::{t, wording};

use crate::ui::activity::seconds;
use crate::ui::table_roles::{self, GridRow};
use crate::ui::theme;

/// What the table is sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SortBy {
    /// Model ID.
    Model,
    /// Number of tasks.
    #[default]
    Tasks,
    /// Success rate.
    Success,
    /// Median processing time.
    Median,
    /// 90th percentile processing time.
    P90,
    /// Spent (estimated).
    Spent,
    /// Cost per success.
    PerSuccess,
}

/// The table's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sort {
    /// The column.
    pub by: SortBy,
    /// Largest first.
    pub descending: bool,
}

impl Default for Sort {
    fn default() -> Self {
        Self {
            by: SortBy::Tasks,
            descending: true,
        }
    }
}

/// Which tasks a click asks Activity to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShowTasks {
    /// Of this model.
    pub model: String,
    /// Only the failed ones.
    pub failed_only: bool,
}

/// `models` in `sort` order.
pub fn sorted(models: &[ModelReport], sort: Sort) -> Vec<&ModelReport> {
    let mut rows: Vec<&ModelReport> = models.iter().collect();
    let key = |f: &Figures| -> Option<f64> {
        #[allow(clippy::cast_precision_loss, reason = "counts and ms far below 2^52")]
        match sort.by {
            SortBy::Model => None,
            SortBy::Tasks => Some(f.tasks as f64),
            SortBy::Success => f.success_rate(),
            SortBy::Median => f.processing_ms.p50.map(|ms| ms as f64),
            SortBy::P90 => f.processing_ms.p90.map(|ms| ms as f64),
            SortBy::Spent => Some(f.spent_usd.estimated),
            SortBy::PerSuccess => f.cost_per_success(),
        }
    };
    rows.sort_by(|a, b| {
        let order = match sort.by {
            SortBy::Model => a.model.cmp(&b.model),
            _ => {
                // Unknown values go last either way.
                match (key(&a.figures), key(&b.figures)) {
                    (Some(x), Some(y)) => x.partial_cmp(&y).unwrap_or(Ordering::Equal),
                    (Some(_), None) => return Ordering::Less,
                    (None, Some(_)) => return Ordering::Greater,
                    (None, None) => Ordering::Equal,
                }
            }
        };
        let order = if sort.descending {
            order.reverse()
        } else {
            order
        };
        order.then_with(|| a.model.cmp(&b.model))
    });
    rows
}

/// A column's name; a click sorts by it (again: the other way round).
fn header(ui: &mut Ui, sort: &mut Sort, by: SortBy, text: &str) -> egui::Response {
    use egui_material_icons::icons::{ICON_ARROW_DROP_DOWN, ICON_ARROW_DROP_UP};
    let arrow = match (sort.by == by, sort.descending) {
        (true, true) => ICON_ARROW_DROP_DOWN.into(),
        (true, false) => ICON_ARROW_DROP_UP.into(),
        (false, _) => "",
    };
    let response = ui
        .add(
            egui::Button::new(RichText::new(format!("{text} {arrow}").trim_end()).strong())
                .frame(false),
        )
        .on_hover_text(t!("insights-sort-hint"));
    if response.clicked() {
        if sort.by == by {
            sort.descending = !sort.descending;
        } else {
            *sort = Sort {
                by,
                descending: by != SortBy::Model,
            };
        }
    }
    response
}

fn ms_text(ms: Option<i64>) -> String {
    ms.map_or_else(|| "\u{2014}".to_owned(), seconds)
}

/// The per-model table; returns the tasks a click asked for.
pub fn model_table_ui(
    ui: &mut Ui,
    models: &[ModelReport],
    totals: &Figures,
    sort: &mut Sort,
    colour_of: &dyn Fn(&str) -> Color32,
) -> Option<ShowTasks> {
    let mut clicked = None;
    egui::ScrollArea::horizontal()
        .id_salt("insights_model_table")
        .show(ui, |ui| {
            let name = t!("insights-models-table-name");
            table_roles::table(ui, name, models.len() + 2, 11, |ui| {
                egui::Grid::new("insights_models")
                    .striped(true)
                    .spacing([theme::SPACE_L, theme::SPACE_S])
                    .show(ui, |ui| {
                        let mut cells = GridRow::new(ui, "header", 0);
                        cells.cell(ui, |ui| {
                            header(ui, sort, SortBy::Model, &t!("insights-model-column-model"))
                        });
                        cells.cell(ui, |ui| {
                            header(ui, sort, SortBy::Tasks, &t!("insights-model-column-tasks"))
                        });
                        cells.cell(ui, |ui| {
                            header(
                                ui,
                                sort,
                                SortBy::Success,
                                &t!("insights-model-column-succeeded"),
                            )
                        });
                        cells.cell(ui, |ui| ui.strong(t!("insights-model-column-fail-codes")));
                        cells.cell(ui, |ui| {
                            header(
                                ui,
                                sort,
                                SortBy::Median,
                                &t!("insights-model-column-median"),
                            )
                        });
                        cells.cell(ui, |ui| {
                            header(ui, sort, SortBy::P90, &t!("insights-model-column-p90"))
                        });
                        cells.cell(ui, |ui| ui.strong(t!("insights-model-column-longest")));
                        cells
                            .cell(ui, |ui| ui.strong(t!("insights-model-column-queue")))
                            .on_hover_text(t!("insights-model-column-queue.hint"));
                        cells
                            .cell(ui, |ui| ui.strong(t!("insights-model-column-to-file")))
                            .on_hover_text(t!("insights-model-column-to-file.hint"));
                        cells.cell(ui, |ui| {
                            header(ui, sort, SortBy::Spent, &t!("insights-model-column-spent"))
                        });
                        cells.cell(ui, |ui| {
                            header(
                                ui,
                                sort,
                                SortBy::PerSuccess,
                                &t!("insights-model-column-per-success"),
                            )
                        });
                        ui.end_row();
                        for (index, model) in sorted(models, *sort).into_iter().enumerate() {
                            let mut cells = GridRow::new(ui, &model.model, index + 1);
                            cells.cell(ui, |ui| {
                                ui.horizontal(|ui| {
                                    let (dot, _) = ui.allocate_exact_size(
                                        egui::vec2(10.0, 10.0),
                                        egui::Sense::hover(),
                                    );
                                    ui.painter().circle_filled(
                                        dot.center(),
                                        5.0,
                                        colour_of(&model.model),
                                    );
                                    if ui
                                        .link(&model.model)
                                        .on_hover_text(t!("insights-model-show-tasks"))
                                        .clicked()
                                    {
                                        clicked = Some(ShowTasks {
                                            model: model.model.clone(),
                                            failed_only: false,
                                        });
                                    }
                                })
                            });
                            if figures_row(ui, &mut cells, &model.figures, true) {
                                clicked = Some(ShowTasks {
                                    model: model.model.clone(),
                                    failed_only: true,
                                });
                            }
                            ui.end_row();
                        }
                        let mut cells = GridRow::new(ui, "all", models.len() + 1);
                        cells.cell(ui, |ui| ui.strong(t!("insights-model-all")));
                        figures_row(ui, &mut cells, totals, false);
                        ui.end_row();
                    });
            });
        });
    clicked
}

/// One row's figures after the name; true when a fail code was clicked (`clickable`: a model's
/// row, whose failed tasks Activity can show).
fn figures_row(ui: &mut Ui, cells: &mut GridRow, f: &Figures, clickable: bool) -> bool {
    let mut clicked = false;
    cells.cell(ui, |ui| ui.label(f.tasks.to_string()));
    let succeeded = match f.success_rate() {
        Some(rate) => t!(
            "insights-model-succeeded",
            count = f.succeeded,
            percent = format!("{:.0}", rate * 100.0)
        ),
        None => "\u{2014}".to_owned(),
    };
    cells.cell(ui, |ui| ui.label(succeeded));
    cells.cell(ui, |ui| {
        ui.horizontal(|ui| {
            if f.fail_codes.is_empty() {
                ui.weak(t!("insights-model-no-fail-codes"));
            }
            for (code, count) in &f.fail_codes {
                let parsed = FailCode::parse(code);
                let mut hover = if parsed.is_known() {
                    t!(
                        "insights-fail-code-about",
                        category = wording::fail_category(parsed.category()),
                        meaning = wording::fail_code_meaning(&parsed)
                    )
                } else {
                    t!("insights-fail-code-unknown")
                };
                let text = format!("{code} \u{d7}{count}");
                if clickable {
                    hover = t!("insights-fail-code-click", about = hover);
                    let button = egui::Button::new(text)
                        .small()
                        .wrap_mode(egui::TextWrapMode::Extend);
                    clicked |= ui.add(button).on_hover_text(hover).clicked();
                } else {
                    ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend))
                        .on_hover_text(hover);
                }
            }
        })
    });
    cells.cell(ui, |ui| ui.label(ms_text(f.processing_ms.p50)));
    cells.cell(ui, |ui| ui.label(ms_text(f.processing_ms.p90)));
    cells.cell(ui, |ui| ui.label(ms_text(f.processing_ms.max)));
    cells.cell(ui, |ui| ui.label(ms_text(f.queue_ms.p50)));
    cells.cell(ui, |ui| ui.label(ms_text(f.to_file_ms.p50)));
    let spent = if f.unpriced > 0 {
        t!(
            "insights-amount-unpriced",
            amount = format_usd(f.spent_usd.estimated),
            count = f.unpriced
        )
    } else {
        format_usd(f.spent_usd.estimated)
    };
    let response = cells.cell(ui, |ui| ui.label(spent));
    if f.measured_tasks > 0 {
        response.on_hover_text(t!(
            "insights-model-spent-measured",
            count = f.measured_tasks,
            amount = format_usd(f.spent_usd.measured)
        ));
    } else {
        response.on_hover_text(t!("insights-model-spent-estimated"));
    }
    let per_success = f
        .cost_per_success()
        .map_or_else(|| "\u{2014}".to_owned(), format_usd);
    cells.cell(ui, |ui| ui.label(per_success));
    clicked
}

/// Median processing time per model as horizontal bars (p90 in the hover text); a click on a
/// bar returns its model.
pub fn time_chart_ui(
    ui: &mut Ui,
    models: &[&ModelReport],
    colour_of: &dyn Fn(&str) -> Color32,
) -> Option<String> {
    // Bottom-up in the plot: reversed, so the table's first model is the top bar.
    let timed: Vec<&ModelReport> = models
        .iter()
        .rev()
        .copied()
        .filter(|m| m.figures.processing_ms.p50.is_some())
        .collect();
    if timed.is_empty() {
        ui.weak(t!("insights-times-none"));
        return None;
    }
    let names: Vec<String> = timed.iter().map(|m| m.model.clone()).collect();
    let bars: Vec<Bar> = timed
        .iter()
        .enumerate()
        .map(|(i, m)| {
            #[allow(clippy::cast_precision_loss, reason = "an index and seconds")]
            let (y, secs) = (
                i as f64,
                m.figures.processing_ms.p50.unwrap_or_default() as f64 / 1000.0,
            );
            Bar::new(y, secs)
                .width(0.6)
                .name(t!(
                    "insights-times-bar",
                    model = m.model.as_str(),
                    median = ms_text(m.figures.processing_ms.p50),
                    p90 = ms_text(m.figures.processing_ms.p90),
                    longest = ms_text(m.figures.processing_ms.max)
                ))
                .fill(colour_of(&m.model))
        })
        .collect();
    let labels = names.clone();
    #[allow(clippy::cast_precision_loss, reason = "a handful of rows")]
    let height = (timed.len() as f32).mul_add(28.0, 50.0).min(320.0);
    let shown = Plot::new("insights_times")
        .height(height)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_boxed_zoom(false)
        .include_x(0.0)
        .x_axis_label(t!("insights-times-axis"))
        .y_axis_formatter(move |mark, _| {
            if (mark.value - mark.value.round()).abs() > f64::EPSILON || mark.value < 0.0 {
                return String::new();
            }
            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                reason = "a non-negative row position"
            )]
            labels
                .get(mark.value.round() as usize)
                .cloned()
                .unwrap_or_default()
        })
        .y_axis_min_width(120.0)
        .show(ui, |plot| {
            plot.bar_chart(
                BarChart::new(t!("insights-times-chart"), bars)
                    .horizontal()
                    .element_formatter(Box::new(|bar, _| bar.name.clone())),
            );
            plot.pointer_coordinate()
        });
    if !shown.response.clicked() {
        return None;
    }
    let point = shown.inner?;
    let row = point.y.round();
    if (point.y - row).abs() > 0.3 || row < 0.0 || point.x < 0.0 {
        return None;
    }
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a non-negative row position"
    )]
    let index = row as usize;
    let model = names.get(index)?;
    #[allow(clippy::cast_precision_loss, reason = "a processing time in ms")]
    let bar_end = timed.get(index)?.figures.processing_ms.p50? as f64 / 1000.0;
    (point.x <= bar_end).then(|| model.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(name: &str, tasks: u64, p50: Option<i64>) -> ModelReport {
        ModelReport {
            model: name.to_owned(),
            figures: Figures {
                tasks,
                succeeded: tasks,
                processing_ms: gendesk_core::insights::Percentiles {
                    p50,
                    p90: p50,
                    max: p50,
                },
                ..Figures::default()
            },
            spend: Vec::new(),
        }
    }

    #[test]
    fn sorting_puts_unknown_times_last_both_ways() {
        let models = [
            model("a", 3, Some(900)),
            model("b", 9, None),
            model("c", 1, Some(100)),
        ];
        let names = |sort| -> Vec<String> {
            sorted(&models, sort)
                .iter()
                .map(|m| m.model.clone())
                .collect()
        };
        assert_eq!(names(Sort::default()), ["b", "a", "c"]);
        let fastest = Sort {
            by: SortBy::Median,
            descending: false,
        };
        assert_eq!(names(fastest), ["c", "a", "b"]);
        let slowest = Sort {
            by: SortBy::Median,
            descending: true,
        };
        assert_eq!(names(slowest), ["a", "c", "b"]);
    }
}
