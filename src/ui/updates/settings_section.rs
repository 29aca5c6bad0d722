//! Settings → Updates: the automatic check's switch (on by default), where the feed lives (the
//! project's, or an organisation's mirror), *Check now*, and where the channel stands. A
//! distribution's build says that its package manager brings new versions, and offers none
//! of it.

use egui::{RichText, Ui};

use gendesk_core::update::{DEFAULT_FEED_URL, RUNNING_VERSION};

use super::{CheckStatus, UpdatesState};
use crate::ui::actions::{Action, UpdateAction};
use crate::ui::theme;

/// The section (with its separator above it).
pub fn updates_section_ui(
    ui: &mut Ui,
    state: &mut UpdatesState,
    now_s: i64,
    actions: &mut Vec<Action>,
) {
    ui.separator();
    ui.strong("Updates");
    if state.distribution() {
        ui.label(format!(
            "GenDesk {RUNNING_VERSION} was built for a distribution package: its package manager brings new versions."
        ));
        if ui.small_button("About GenDesk").clicked() {
            actions.push(Action::OpenAbout);
        }
        return;
    }
    if let Some(message) = &state.settings_error {
        theme::error_text(
            ui,
            &format!("The update settings cannot be changed until this is fixed: {message}"),
        );
    }
    let Some(settings) = &state.settings else {
        ui.label("Reading the update settings\u{2026}");
        return;
    };
    let mut automatic = settings.automatic;
    if ui
        .checkbox(
            &mut automatic,
            "Check for a new version when GenDesk starts (at most once a day)",
        )
        .on_hover_text(
            "A plain download of the project's update feed: nothing about you or this computer is sent",
        )
        .changed()
    {
        actions.push(Action::Update(UpdateAction::SetAutomatic(automatic)));
    }
    ui.horizontal(|ui| {
        let label = ui.label("Feed");
        let current = settings.feed_url.clone().unwrap_or_default();
        let text = state.feed_text.get_or_insert(current);
        let edit = ui
            .add(
                egui::TextEdit::singleline(text)
                    .hint_text(DEFAULT_FEED_URL)
                    .desired_width(320.0),
            )
            .labelled_by(label.id)
            .on_hover_text(
                "Empty: the project's feed. An organisation may use its own mirror of it.",
            );
        if edit.lost_focus() {
            let typed = text.trim().to_owned();
            actions.push(Action::Update(UpdateAction::SetFeed(
                (!typed.is_empty()).then_some(typed),
            )));
            state.feed_text = None;
        }
    });
    ui.horizontal(|ui| {
        let checking = state.status == CheckStatus::Checking;
        if ui
            .add_enabled(!checking, egui::Button::new("Check now"))
            .clicked()
        {
            actions.push(Action::Update(UpdateAction::CheckNow));
        }
        if checking {
            ui.spinner();
            ui.label("Checking\u{2026}");
        }
    });
    // On a line of its own: a failure's words wrap in the window's width.
    match &state.status {
        CheckStatus::Checking => {}
        CheckStatus::Said { text, failed: true } => {
            ui.label(RichText::new(text).color(theme::ERROR_TEXT));
        }
        CheckStatus::Said { text, .. } => {
            ui.label(text);
        }
        CheckStatus::NotYet => {
            ui.label(last_checked(state.last_check_s, now_s));
        }
    }
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(format!("This is GenDesk {RUNNING_VERSION}."))
                .small()
                .weak(),
        );
        if ui.small_button("About GenDesk").clicked() {
            actions.push(Action::OpenAbout);
        }
    });
}

/// "Last checked 3 hours ago." / "Not checked yet."
fn last_checked(last_s: Option<i64>, now_s: i64) -> String {
    let Some(last) = last_s else {
        return "Not checked yet.".to_owned();
    };
    let ago = (now_s - last).max(0);
    let (count, unit) = match ago {
        0..60 => return "Last checked just now.".to_owned(),
        60..3600 => (ago / 60, "minute"),
        3600..86_400 => (ago / 3600, "hour"),
        _ => (ago / 86_400, "day"),
    };
    let plural = if count == 1 { "" } else { "s" };
    format!("Last checked {count} {unit}{plural} ago.")
}

#[cfg(test)]
mod tests {
    use super::last_checked;

    #[test]
    fn the_last_check_is_said_with_real_plurals() {
        assert_eq!(last_checked(None, 10), "Not checked yet.");
        assert_eq!(last_checked(Some(10), 30), "Last checked just now.");
        assert_eq!(last_checked(Some(0), 60), "Last checked 1 minute ago.");
        assert_eq!(last_checked(Some(0), 7200), "Last checked 2 hours ago.");
        assert_eq!(
            last_checked(Some(0), 86_400 * 3),
            "Last checked 3 days ago."
        );
    }
}
