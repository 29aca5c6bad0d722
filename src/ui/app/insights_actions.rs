//! What the Insights view asks of the app: Activity on a model's tasks, a batch in Batches,
//! and figures saved to a file the person picks (the dialog, the formatting and the writing
//! all on a worker; the file appears whole or not at all).

use std::sync::Arc;

use gendesk_api::TaskState;
use gendesk_core::insights::export;

use super::file_dialogs::Picked;
use super::{GenDeskApp, Msg};
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
        let file_name = format!(
            "gendesk-insights-{part}-{}.{extension}",
            chrono::Local::now().format("%Y-%m-%d")
        );
        let filter_name = if extension == "csv" { "CSV" } else { "JSON" };
        let dialog = rfd::AsyncFileDialog::new()
            .set_title("Export figures")
            .set_file_name(file_name)
            .add_filter(filter_name, &[extension])
            .save_file();
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn("gendesk-insights-export", move || {
            let path = match super::file_dialogs::wait_for(
                &work,
                dialog,
                "run `gendesk report --json` in a terminal for the same figures instead",
            ) {
                Picked::Chosen(handle) => handle.path().to_path_buf(),
                Picked::Cancelled => {
                    return Msg::Notice(Notice::new(NoticeLevel::Info, "Nothing was exported."));
                }
                Picked::NoDialog(words) => {
                    return Msg::Notice(Notice::new(NoticeLevel::Error, words));
                }
            };
            Msg::Notice(match write_export(what, &figures, &path) {
                Ok(()) => Notice::new(
                    NoticeLevel::Success,
                    format!("The figures are in {}.", path.display()),
                ),
                Err(message) => Notice::new(NoticeLevel::Error, message),
            })
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
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
        format!(
            "The figures could not be saved to {} ({err}). Choose another folder and export again.",
            path.display()
        )
    })
}
