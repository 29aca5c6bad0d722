//! Settings → Backup: *Back up…* writes the history, settings, profiles, presets and own models
//! to one file the person picks (optionally the downloaded results, and the keys encrypted with
//! a passphrase typed twice). The work runs on a worker (`app/backup_actions.rs`) with a
//! progress bar; restoring is the next section (`restore_settings.rs`).

use egui::Ui;
use gendesk_core::t;

use super::actions::{Action, BackupRequest};
use super::theme;

/// What the section holds while the window is open (the passphrase is never saved).
#[derive(Clone, Default)]
pub struct BackupDraft {
    /// Also the downloaded results.
    pub with_results: bool,
    /// Also the keys and secrets, encrypted.
    pub with_secrets: bool,
    /// The passphrase.
    pub passphrase: String,
    /// The passphrase again.
    pub again: String,
    /// How far the backup being written is.
    pub progress: super::work_progress::WorkProgress,
}

impl std::fmt::Debug for BackupDraft {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BackupDraft")
            .field("with_results", &self.with_results)
            .field("with_secrets", &self.with_secrets)
            .finish_non_exhaustive()
    }
}

/// The section.
pub fn backup_section_ui(ui: &mut Ui, draft: &mut BackupDraft, actions: &mut Vec<Action>) {
    ui.strong(t!("settings-backup"));
    ui.add(egui::Label::new(t!("settings-backup-intro")).wrap());
    ui.checkbox(&mut draft.with_results, t!("settings-backup-results"));
    ui.checkbox(&mut draft.with_secrets, t!("settings-backup-secrets"))
        .on_hover_text(t!("settings-backup-secrets.hint"));
    let mut problem = None;
    if draft.with_secrets {
        egui::Grid::new("backup_passphrase")
            .num_columns(2)
            .spacing([theme::SPACE_M, theme::SPACE_S])
            .show(ui, |ui| {
                for (id, text) in [
                    ("settings-backup-passphrase", &mut draft.passphrase),
                    ("settings-backup-again", &mut draft.again),
                ] {
                    let label = ui.label(t!(id));
                    ui.add(egui::TextEdit::singleline(text).password(true))
                        .labelled_by(label.id);
                    ui.end_row();
                }
            });
        if draft.passphrase.trim().is_empty() {
            problem = Some(t!("settings-backup-passphrase-empty"));
        } else if draft.passphrase != draft.again {
            problem = Some(t!("settings-backup-passphrase-differs"));
        }
        if let Some(problem) = &problem {
            ui.label(
                egui::RichText::new(problem)
                    .color(theme::ERROR_TEXT)
                    .small(),
            );
        }
    }
    let button = ui
        .add_enabled(
            problem.is_none() && !draft.progress.running(),
            egui::Button::new(t!("settings-backup-now")),
        )
        .on_hover_text(t!("settings-backup-now.hint"));
    if button.clicked() {
        actions.push(Action::Backup(BackupRequest {
            with_results: draft.with_results,
            passphrase: draft.with_secrets.then(|| draft.passphrase.clone()),
        }));
        draft.passphrase.clear();
        draft.again.clear();
    }
    super::work_progress::progress_ui(ui, &draft.progress);
}
