//! Settings → Backup → Restore: a backup file typed or chosen, checked on a worker (with a
//! progress bar) and shown (who made it and when, its history, results and keys); then merged
//! into this history or put in place of everything here, with the keys' passphrase when it
//! holds keys. GenDesk closes its window to restore and opens again (`app/restore_actions.rs`,
//! `reopen.rs`); a replace is confirmed first.

use std::path::PathBuf;

use egui::{RichText, Ui};
use gendesk_core::backup::{BackupContents, RestoreMode};
use gendesk_core::t;

use super::actions::{Action, RestoreAction};
use super::reopen::RestoreRequest;
use super::theme;
use super::work_progress::{WorkProgress, progress_ui};

/// Where the section is.
#[derive(Debug, Clone, Default)]
pub enum RestoreStage {
    /// Nothing checked yet (or the path changed since).
    #[default]
    Idle,
    /// The file is being checked.
    Checking,
    /// The file was checked: what it holds.
    Checked(Box<BackupContents>),
    /// The file was refused: why.
    Refused(String),
    /// The passphrase is being tried before GenDesk closes to restore (the file's contents
    /// are kept for when it does not open them).
    Unlocking(Box<BackupContents>),
}

/// What the section holds while the window is open (the passphrase is never saved).
#[derive(Clone, Default)]
pub struct RestoreDraft {
    /// The backup file as typed or chosen.
    pub path: String,
    /// The system's file dialog is open.
    pub picking: bool,
    /// Where the section is.
    pub stage: RestoreStage,
    /// Replace everything here (else merge the history into this one).
    pub replace: bool,
    /// The passphrase of the file's keys (empty: restore without them).
    pub passphrase: String,
    /// The replace was asked for once: the confirmation shows.
    pub confirming: bool,
    /// Why the last try stopped (a wrong passphrase), under the button.
    pub problem: Option<String>,
    /// How far the check is.
    pub progress: WorkProgress,
}

impl std::fmt::Debug for RestoreDraft {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RestoreDraft")
            .field("path", &self.path)
            .field("stage", &self.stage)
            .field("replace", &self.replace)
            .finish_non_exhaustive()
    }
}

impl RestoreDraft {
    /// The worker checks `path` now.
    pub fn checking(&mut self) {
        self.stage = RestoreStage::Checking;
        self.confirming = false;
        self.problem = None;
        self.progress.start();
    }

    /// The check ended.
    pub fn checked(&mut self, result: Result<BackupContents, String>) {
        self.progress.finish();
        self.stage = match result {
            Ok(contents) => RestoreStage::Checked(Box::new(contents)),
            Err(words) => RestoreStage::Refused(words),
        };
    }

    /// The passphrase did not open the file's keys (or the file changed since the check).
    pub fn unlock_failed(&mut self, words: String) {
        if let RestoreStage::Unlocking(contents) = std::mem::take(&mut self.stage) {
            self.stage = RestoreStage::Checked(contents);
        }
        self.problem = Some(words);
        self.confirming = false;
    }
}

/// The section.
pub fn restore_section_ui(ui: &mut Ui, draft: &mut RestoreDraft, actions: &mut Vec<Action>) {
    ui.strong(t!("settings-restore"));
    ui.add(egui::Label::new(t!("settings-restore-intro")).wrap());
    let busy = matches!(
        draft.stage,
        RestoreStage::Checking | RestoreStage::Unlocking(_)
    );
    let mut check = false;
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("settings-restore-file"));
        let edit = ui
            .add_enabled(
                !busy,
                egui::TextEdit::singleline(&mut draft.path)
                    .desired_width(320.0)
                    .hint_text(t!("settings-restore-file.hint")),
            )
            .labelled_by(label.id);
        if edit.changed() {
            draft.stage = RestoreStage::Idle;
            draft.confirming = false;
            draft.problem = None;
        }
        check |= edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui
            .add_enabled(
                !busy && !draft.picking,
                egui::Button::new(t!("settings-restore-choose")),
            )
            .clicked()
        {
            draft.picking = true;
            actions.push(Action::Restore(RestoreAction::Browse));
        }
        check |= ui
            .add_enabled(
                !busy && !draft.path.trim().is_empty(),
                egui::Button::new(t!("settings-restore-check")),
            )
            .clicked();
    });
    if check && !busy && !draft.path.trim().is_empty() {
        draft.checking();
        actions.push(Action::Restore(RestoreAction::Check(PathBuf::from(
            draft.path.trim(),
        ))));
    }
    progress_ui(ui, &draft.progress);
    match &draft.stage {
        RestoreStage::Idle | RestoreStage::Checking => {}
        RestoreStage::Unlocking(_) => {
            ui.add(
                egui::ProgressBar::new(0.0)
                    .animate(true)
                    .text(t!("settings-restore-unlocking")),
            );
        }
        RestoreStage::Refused(words) => {
            ui.add(egui::Label::new(RichText::new(words).color(theme::ERROR_TEXT)).wrap());
        }
        RestoreStage::Checked(_) => {
            // Taken out for the frame (no copy of a manifest that may list thousands of
            // files); put back unless the choice moved the section on.
            if let RestoreStage::Checked(contents) = std::mem::take(&mut draft.stage) {
                contents_ui(ui, &contents);
                choice_ui(ui, draft, &contents, actions);
                if matches!(draft.stage, RestoreStage::Idle) {
                    draft.stage = RestoreStage::Checked(contents);
                }
            }
        }
    }
}

/// Who made the file and when, and what it holds.
fn contents_ui(ui: &mut Ui, contents: &BackupContents) {
    let manifest = &contents.manifest;
    let made = chrono::DateTime::from_timestamp_millis(manifest.created_ms).map_or_else(
        || "?".to_owned(),
        |at| {
            gendesk_core::i18n::dates::date_time(
                at.with_timezone(&chrono::Local).naive_local(),
                gendesk_core::i18n::language(),
            )
        },
    );
    let mut lines = vec![
        t!(
            "settings-restore-made",
            version = manifest.gendesk_version.as_str(),
            date = made,
            size = gendesk_core::byte_size::approx(contents.bytes)
        ),
        t!(
            "backup-cli-history",
            tasks = manifest.counts.tasks,
            batches = manifest.counts.batches,
            downloads = manifest.counts.downloads,
            profiles = manifest.counts.profiles
        ),
    ];
    let (results, bytes) = contents.results();
    if results > 0 {
        lines.push(t!(
            "settings-restore-results",
            count = results as u64,
            size = gendesk_core::byte_size::approx(bytes)
        ));
    }
    lines.push(if contents.has_secrets() {
        t!("backup-cli-secrets-included")
    } else {
        t!("settings-restore-no-secrets")
    });
    egui::Frame::group(ui.style()).show(ui, |ui| {
        for line in lines {
            ui.add(egui::Label::new(line).wrap());
        }
    });
}

/// Merge or replace, the passphrase, and the button (a replace is confirmed first).
fn choice_ui(
    ui: &mut Ui,
    draft: &mut RestoreDraft,
    contents: &BackupContents,
    actions: &mut Vec<Action>,
) {
    if ui
        .radio_value(&mut draft.replace, false, t!("settings-restore-merge"))
        .changed()
        | ui.radio_value(&mut draft.replace, true, t!("settings-restore-replace"))
            .changed()
    {
        draft.confirming = false;
    }
    if contents.has_secrets() {
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t!("settings-restore-passphrase"));
            ui.add(
                egui::TextEdit::singleline(&mut draft.passphrase)
                    .password(true)
                    .hint_text(t!("settings-restore-passphrase.hint")),
            )
            .labelled_by(label.id);
        });
    }
    if let Some(problem) = &draft.problem {
        ui.add(egui::Label::new(RichText::new(problem).color(theme::ERROR_TEXT).small()).wrap());
    }
    let request = RestoreRequest {
        file: contents.file.clone(),
        mode: if draft.replace {
            RestoreMode::Replace
        } else {
            RestoreMode::Merge
        },
        passphrase: (contents.has_secrets() && !draft.passphrase.is_empty())
            .then(|| draft.passphrase.clone()),
    };
    let mut go = None;
    if draft.confirming {
        let warn = ui.visuals().warn_fg_color;
        ui.add(egui::Label::new(RichText::new(t!("settings-restore-confirm")).color(warn)).wrap());
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("settings-restore-confirm-yes")).clicked() {
                go = Some(request.clone());
            }
            if ui.button(t!("settings-restore-confirm-no")).clicked() {
                draft.confirming = false;
            }
        });
    } else if ui
        .button(t!("settings-restore-now"))
        .on_hover_text(t!("settings-restore-now.hint"))
        .clicked()
    {
        if draft.replace {
            draft.confirming = true;
        } else {
            go = Some(request.clone());
        }
    }
    if let Some(request) = go {
        draft.confirming = false;
        draft.problem = None;
        draft.passphrase.clear();
        if request.passphrase.is_some() {
            draft.stage = RestoreStage::Unlocking(Box::new(contents.clone()));
        }
        actions.push(Action::Restore(RestoreAction::Restore(request)));
    }
}
