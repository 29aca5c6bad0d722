//! Settings → Downloads → File names: the pattern downloaded results are named by, with a
//! button per field, a live example of two results of one task (numbered when the pattern
//! names them alike) and, for a pattern that cannot be used, what to change. The pattern is
//! taken when the field loses focus or a field button is pressed, and only when it parses.

use egui::Ui;
use gendesk_core::download::{DEFAULT_PATTERN, Field, NameFacts, NamePattern, Placed};

use gendesk_core::t;

use super::prefs::UiPrefs;
use super::theme;

/// The pattern as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileNameDraft {
    /// `None` until edited: the pattern in force is shown.
    text: Option<String>,
}

/// The id of the pattern's text field (tests find it by its label).
fn field_id() -> egui::Id {
    egui::Id::unique("file_name_pattern")
}

/// The pattern editor, under the downloads section.
pub fn file_names_ui(ui: &mut Ui, draft: &mut FileNameDraft, prefs: &mut UiPrefs) {
    let text = draft.text.get_or_insert_with(|| prefs.file_names.clone());
    let mut take = false;
    ui.horizontal(|ui| {
        let label = ui.label(t!("file-names"));
        let edit = ui
            .add(
                egui::TextEdit::singleline(text)
                    .id(field_id())
                    .desired_width(260.0)
                    .hint_text(DEFAULT_PATTERN),
            )
            .labelled_by(label.id)
            .on_hover_text(t!("file-names.hint"));
        take |= edit.lost_focus();
        if prefs.file_names != DEFAULT_PATTERN && ui.button(t!("settings-use-default")).clicked() {
            DEFAULT_PATTERN.clone_into(text);
            take = true;
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.weak(t!("file-names-add"));
        for field in Field::ALL {
            let name = format!("{{{}}}", field.name());
            if ui
                .small_button(&name)
                .on_hover_text(t!(field_help(field)))
                .clicked()
            {
                insert_at_cursor(ui.ctx(), text, &name);
                take = true;
            }
        }
    });
    let parsed = NamePattern::parse(text);
    match &parsed {
        Ok(pattern) => example_ui(ui, pattern),
        Err(err) => {
            theme::error_text(ui, &err.to_string());
            ui.add(
                egui::Label::new(
                    egui::RichText::new(t!("file-names-kept", pattern = prefs.file_names.as_str()))
                        .weak(),
                )
                .wrap(),
            );
        }
    }
    ui.add(egui::Label::new(egui::RichText::new(t!("file-names-explained")).weak()).wrap());
    if take {
        if let Ok(pattern) = parsed {
            pattern.text().clone_into(&mut prefs.file_names);
        }
        // Shown as taken (trimmed), or left as typed to be corrected.
        if prefs.file_names == text.trim() {
            draft.text = None;
        }
    }
}

/// The message saying what a field gives, for its button's tooltip.
fn field_help(field: Field) -> &'static str {
    match field {
        Field::Date => "file-names-date",
        Field::Time => "file-names-time",
        Field::Model => "file-names-model",
        Field::Kind => "file-names-kind",
        Field::Prompt => "file-names-prompt",
        Field::Seed => "file-names-seed",
        Field::Task => "file-names-task",
        Field::Batch => "file-names-batch",
        Field::Item => "file-names-item",
        Field::N => "file-names-n",
    }
}

/// Puts `insert` where the text cursor was last in the pattern field, else at the end.
fn insert_at_cursor(ctx: &egui::Context, text: &mut String, insert: &str) {
    let at = egui::TextEdit::load_state(ctx, field_id())
        .and_then(|state| state.cursor.char_range())
        .map_or(text.chars().count(), |range| range.primary.index.into());
    let byte = text
        .char_indices()
        .nth(at)
        .map_or(text.len(), |(byte, _)| byte);
    text.insert_str(byte, insert);
}

/// Two results of one picture task, as the pattern names them.
fn example_ui(ui: &mut Ui, pattern: &NamePattern) {
    let first = pattern.place(&example_facts(1));
    let second = pattern.place(&example_facts(2));
    let clash = first == second;
    ui.horizontal_wrapped(|ui| {
        ui.weak(t!("file-names-example"));
        ui.monospace(shown(&first, None));
    });
    ui.horizontal_wrapped(|ui| {
        ui.weak(t!("file-names-and"));
        ui.monospace(shown(&second, clash.then_some(2)));
    });
    if clash {
        ui.add(
            egui::Label::new(egui::RichText::new(t!("file-names-clash")).color(theme::WARNING_DOT))
                .wrap(),
        );
    }
}

/// `2026-11-28/sandbox_image-fast/A red fox 1.png`, numbered ` (2)` when `number` says so.
fn shown(placed: &Placed, number: Option<u32>) -> String {
    let mut parts = placed.folders.clone();
    parts.push(match number {
        Some(n) => format!("{} ({n}).png", placed.stem),
        None => format!("{}.png", placed.stem),
    });
    parts.join("/")
}

/// A two-picture task, sent today at 14:05:09.
fn example_facts(n: u32) -> NameFacts {
    let today = chrono::Local::now().date_naive();
    NameFacts {
        sent: today.and_time(chrono::NaiveTime::from_hms_opt(14, 5, 9).unwrap_or_default()),
        model: "sandbox/image-fast".to_owned(),
        kind: "image".to_owned(),
        prompt: t!("settings-file-names-sample-prompt"),
        seed: "42".to_owned(),
        task: "task_8f3a2c".to_owned(),
        batch: "batch_51d0".to_owned(),
        item: "fox-1".to_owned(),
        n,
    }
}
