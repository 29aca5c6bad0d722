//! Insights: working out, unreadable, nothing yet, and a week of three models with failures, a
//! balance line and a batch; clicks on a model, a fail code and a batch ask for the right view.

use std::collections::BTreeMap;
use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use gendesk_core::insights::{
    BalancePoint, Figures, ModelReport, Percentiles, Report, Runway, SpendSeries, Spent,
};
use gendesk_core::store::{BatchFigures, BatchRow, InsightScope, ProfileId};

use super::super::actions::{Action, InsightsAction};
use super::super::insights::{Computed, InsightsCtx, InsightsState, insights_ui};
use super::{NOW_MS, Scene, WINDOW, harness, snapshot, time};

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

fn harness_of(scene: Scene<InsightsState>) -> egui_kittest::Harness<'static, Scene<InsightsState>> {
    harness_sized(WINDOW, scene)
}

fn harness_sized(
    size: egui::Vec2,
    scene: Scene<InsightsState>,
) -> egui_kittest::Harness<'static, Scene<InsightsState>> {
    harness(size, scene, |ui, scene, _players| {
        let ctx = InsightsCtx {
            live: &scene.live,
            time: time(),
        };
        insights_ui(ui, &mut scene.view, &ctx, &mut scene.actions);
    })
}

fn model(name: &str, ok: u64, failed: &[(&str, u64)], times: &[i64], usd: f64) -> ModelReport {
    let failed_count: u64 = failed.iter().map(|(_, n)| n).sum();
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    // One task a day over the week, the spend spread evenly.
    #[allow(clippy::cast_precision_loss, reason = "a handful of tasks")]
    let spend = (0..ok)
        .map(|i| {
            let back = i64::try_from(i % 7).unwrap_or(0);
            (NOW_MS - back * DAY - 2 * HOUR, usd / ok as f64)
        })
        .collect();
    ModelReport {
        model: name.to_owned(),
        figures: Figures {
            tasks: ok + failed_count,
            succeeded: ok,
            failed: failed_count,
            fail_codes: failed
                .iter()
                .map(|(code, n)| ((*code).to_owned(), *n))
                .collect::<BTreeMap<_, _>>(),
            processing_ms: Percentiles::of(&sorted),
            spent_usd: Spent {
                estimated: usd,
                measured: 0.0,
            },
            unpriced: 0,
            measured_tasks: 0,
            queue_ms: Percentiles::of(&[400, 900, 1_500]),
            to_file_ms: Percentiles::of(&sorted.iter().map(|ms| ms + 2_500).collect::<Vec<_>>()),
            succeeded_usd: usd,
        },
        spend,
    }
}

/// One batch of a run of sandbox/image-fast items, all succeeded within four minutes.
fn run_part(row: i64, created_ms: i64, items: u64) -> BatchFigures {
    #[allow(clippy::cast_precision_loss, reason = "a few items")]
    let usd = items as f64 * 0.04;
    BatchFigures {
        batch: BatchRow(row),
        model: "sandbox/image-fast".to_owned(),
        run_id: Some("run-a".to_owned()),
        created_ms,
        items,
        estimated_usd: usd,
        unpriced_items: 0,
        accepted: items,
        accepted_usd: usd,
        spent_usd: usd,
        succeeded: items,
        failed: 0,
        processing_ms: vec![2_000; usize::try_from(items).unwrap_or(0)],
        queue_ms: vec![500],
        last_final_ms: Some(created_ms + 240_000),
    }
}

fn week() -> Computed {
    let models = vec![
        model(
            "sandbox/image-fast",
            14,
            &[("NSFW", 2)],
            &[1_900, 2_100, 2_400, 2_600, 3_000],
            0.56,
        ),
        model(
            "sandbox/video-hd",
            5,
            &[("Timeout", 1), ("NSFW", 1)],
            &[41_000, 47_500, 52_000, 63_000],
            2.5,
        ),
        model(
            "sandbox/music-short",
            3,
            &[],
            &[18_000, 21_000, 26_000],
            0.45,
        ),
    ];
    let mut totals = Figures::default();
    for m in &models {
        totals.tasks += m.figures.tasks;
        totals.succeeded += m.figures.succeeded;
        totals.failed += m.figures.failed;
        totals.spent_usd.estimated += m.figures.spent_usd.estimated;
        totals.succeeded_usd += m.figures.succeeded_usd;
        for (code, n) in &m.figures.fail_codes {
            *totals.fail_codes.entry(code.clone()).or_default() += n;
        }
    }
    totals.processing_ms = Percentiles::of(&[1_900, 2_400, 3_000, 21_000, 47_500, 63_000]);
    let balance_samples = [(6, 25.0), (4, 24.1), (2, 23.2), (0, 21.51)]
        .iter()
        .map(|(days_ago, usd)| BalancePoint {
            time: String::new(),
            usd: *usd,
            at_ms: NOW_MS - days_ago * DAY,
            profile: ProfileId(1),
        })
        .collect();
    let report = Report {
        models,
        totals,
        balance_samples,
        batches: vec![
            run_part(9, NOW_MS - 5 * HOUR + 60_000, 20),
            run_part(8, NOW_MS - 5 * HOUR, 50),
            BatchFigures {
                batch: BatchRow(7),
                model: "sandbox/image-fast".to_owned(),
                run_id: None,
                created_ms: NOW_MS - 3 * HOUR,
                items: 12,
                estimated_usd: 0.48,
                unpriced_items: 0,
                accepted: 11,
                accepted_usd: 0.44,
                spent_usd: 0.36,
                succeeded: 9,
                failed: 2,
                processing_ms: vec![1_900, 2_100, 2_400],
                queue_ms: vec![300, 800],
                last_final_ms: Some(NOW_MS - 3 * HOUR + 95_000),
            },
        ],
    };
    let range = NOW_MS - 7 * DAY..i64::MAX;
    Computed {
        series: SpendSeries::of(&report, &range),
        runway: Runway::of(&report, &range, NOW_MS),
        scope: InsightScope::of(Some(ProfileId(1)), range),
        report,
        took: Duration::from_millis(12),
        profiles: vec![
            (ProfileId(1), "Offline sandbox".to_owned()),
            (ProfileId(2), "Work account".to_owned()),
        ],
    }
}

#[test]
fn working_out_the_figures() {
    let mut harness = harness_of(Scene::new(InsightsState::default()));
    snapshot(&mut harness, "insights_loading");
}

#[test]
fn figures_that_could_not_be_read() {
    let mut harness = harness_of(Scene::new(InsightsState::failed(
        "The figures could not be read: the history is locked by another program.",
    )));
    snapshot(&mut harness, "insights_unreadable");
}

#[test]
fn nothing_sent_in_the_period() {
    let empty = Computed {
        series: SpendSeries::of(&Report::default(), &(0..1)),
        runway: None,
        scope: InsightScope::of(Some(ProfileId(1)), NOW_MS - 7 * DAY..i64::MAX),
        report: Report::default(),
        took: Duration::ZERO,
        profiles: Vec::new(),
    };
    let mut harness = harness_of(Scene::new(InsightsState::showing(empty)));
    snapshot(&mut harness, "insights_empty");
    harness.get_by_label("Show all time").click();
    harness.run();
    assert_eq!(
        harness.state().view.filter.period,
        super::super::insights::PeriodChoice::All
    );
}

#[test]
fn a_week_of_three_models() {
    // Tall enough for every section at once.
    let tall = egui::vec2(WINDOW.x, 1_150.0);
    let mut harness = harness_sized(tall, Scene::new(InsightsState::showing(week())));
    let actions = snapshot(&mut harness, "insights_week");
    assert!(actions.is_empty(), "drawing asks for nothing: {actions:?}");
    // $3.51 over seven days is about $0.50 a day: $21.51 lasts 42 more days.
    harness.get_by_label(
        "Balance $21.51 \u{b7} spending about $0.50 a day \u{b7} lasts about 42 days at this rate",
    );
    harness.get_by_label("lasts about 42 days at this rate");

    harness
        .get_by_role_and_label(egui::accesskit::Role::Link, "sandbox/video-hd")
        .click();
    harness.run();
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Timeout \u{d7}1")
        .click();
    harness.run();
    harness.get_by_label("Run of 2 batches");
    // Another profile in the history can be chosen by name.
    harness
        .get_by_role_and_label(egui::accesskit::Role::ComboBox, "Profiles")
        .click();
    harness.run();
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Work account")
        .click();
    harness.run();
    assert_eq!(
        harness.state().view.filter.profiles,
        super::super::insights::ProfileChoice::One(ProfileId(2), "Work account".to_owned())
    );
    harness.get_by_label("#7").click();
    harness.run();
    let actions = std::mem::take(&mut harness.state_mut().actions);
    let asked: Vec<String> = actions
        .iter()
        .map(|action| match action {
            Action::Insights(InsightsAction::ShowTasks {
                model,
                failed_only,
                since_ms,
            }) => format!("{model} failed:{failed_only} since:{}", since_ms.is_some()),
            Action::Insights(InsightsAction::OpenBatch(row)) => format!("batch {}", row.get()),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        asked,
        [
            "sandbox/video-hd failed:false since:true",
            "sandbox/video-hd failed:true since:true",
            "batch 7",
        ]
    );
}
