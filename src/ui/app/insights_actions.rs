//! What the Insights view asks of the app: Activity on a model's tasks, a batch in Batches,
//! and figures saved to a file the person picks (the dialog, the formatting and the writing
//! all on a worker; the file appears whole or not at all).

use std::sync::Arc;

use gendesk_api::TaskState;
use gendesk_core::insights::export;
use gendesk_core::t;

use super::GenDeskApp;
use super::file_dialogs::SaveAs;
use crate::ui::actions::{ExportWhat, InsightsAction};
use crate::ui::activity::FilterForm;
use crate::ui::insights::Computed;
use crate::ui::live_state::{Notice, NoticeLevel, sentence};
use crate::ui::prefs::View;
use crate::ui::task_state::ShownState;

impl GenDeskApp {
    pub(super) fn insights_action(&mut self, action: InsightsAction) {
        match action {
            InsightsAction::ShowTasks {
                model,
                failed_only,
                since_ms,
            } => {
                self.activity.form = FilterForm {
                    state: failed_only.then_some(ShownState::Service(TaskState::Failed)),
                    model,
                    since_ms,
                    ..FilterForm::default()
                };
                self.navigate(View::Activity);
            }
            InsightsAction::OpenBatch(batch) => {
                self.batches.select(batch);
                self.navigate(View::Batches);
            }
            InsightsAction::Export { what, figures } => self.export_insights(what, figures),
        }
    }

    fn export_insights(&mut self, what: ExportWhat, figures: Arc<Computed>) {
        let (part, extension) = what.file_parts();
        let save = SaveAs {
            title: t!("window-dialog-export-figures"),
            file_name: format!(
                "gendesk-insights-{part}-{}.{extension}",
                chrono::Local::now().format("%Y-%m-%d")
            ),
            filter: (
                if extension == "csv" { "CSV" } else { "JSON" }.to_owned(),
                vec![extension.to_owned()],
            ),
            instead: t!("window-dialog-instead-report"),
            nothing: t!("window-export-nothing"),
        };
        self.save_on_worker(
            "gendesk-insights-export",
            save,
            move |path| match write_export(what, &figures, &path) {
                Ok(()) => Notice::new(
                    NoticeLevel::Success,
                    t!("window-export-done", path = path.display().to_string()),
                ),
                Err(message) => Notice::new(NoticeLevel::Error, message),
            },
        );
    }
}

/// The file's text for `what`.
pub fn export_text(what: ExportWhat, figures: &Computed) -> Result<String, String> {
    let report = &figures.report;
    match what {
        ExportWhat::ModelsCsv => export::table_csv(report),
        ExportWhat::SpendCsv => export::series_csv(&figures.series),
        ExportWhat::BalanceCsv => export::balance_csv(report),
        ExportWhat::BatchesCsv => export::batches_csv(report),
        ExportWhat::AllJson => export::everything_json(report, &figures.series),
    }
    .map_err(|err| sentence(&err.to_string()))
}

/// Writes `what` to `path` whole (a temporary file renamed into place).
fn write_export(
    what: ExportWhat,
    figures: &Computed,
    path: &std::path::Path,
) -> Result<(), String> {
    let text = export_text(what, figures)?;
    gendesk_core::config::write_atomic(path, text.as_bytes()).map_err(|err| {
        t!(
            "window-export-failed",
            path = path.display().to_string(),
            problem = err.to_string()
        )
    })
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        reason = "tests: a failed unwrap is a failed test"
    )]
    use super::*;
    use gendesk_core::store::{InsightScope, Store};

    #[test]
    fn every_export_is_written_whole_and_a_bad_folder_is_said() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
        let p = store.upsert_profile("p", "https://x", false, 0).unwrap();
        let row = store
            .insert_submission(p, "m", None, "{}", "a prompt", 1_000)
            .unwrap();
        store.set_task_estimate(row, Some(0.25)).unwrap();
        store.mark_submitted(row, "t-1", 1_001).unwrap();
        let figures =
            Computed::compute(&store, InsightScope::of(Some(p), 0..i64::MAX), 10_000).unwrap();
        for what in ExportWhat::ALL {
            let (part, extension) = what.file_parts();
            let path = dir.path().join(format!("{part}.{extension}"));
            write_export(what, &figures, &path).unwrap();
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(!text.is_empty(), "{part}");
            if extension == "json" {
                let json: serde_json::Value = serde_json::from_str(&text).unwrap();
                assert_eq!(json["totals"]["spent_usd"]["estimated"], 0.25);
            }
        }
        let models = std::fs::read_to_string(dir.path().join("models.csv")).unwrap();
        assert!(
            models.lines().nth(1).unwrap().starts_with("m,1,"),
            "{models}"
        );
        // Only the files asked for: no temporary file is left behind.
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| !n.starts_with("history.sqlite3"))
            .collect();
        assert_eq!(names.len(), ExportWhat::ALL.len(), "{names:?}");

        let nowhere = dir.path().join("a-file").join("inside.csv");
        std::fs::write(dir.path().join("a-file"), b"x").unwrap();
        let err = write_export(ExportWhat::ModelsCsv, &figures, &nowhere).unwrap_err();
        assert!(err.contains("Choose another folder"), "{err}");
    }
}
