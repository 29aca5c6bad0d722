//! Settings → Updates: the automatic check's switch (on by default), where the feed lives (the
//! project's, or an organisation's mirror), *Check now*, and where the channel stands. A
//! distribution's build says that its package manager brings new versions, and offers none
//! of it.

use egui::{RichText, Ui};

use gendesk_core::t;
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
    ui.strong(t!("update-settings"));
    if state.distribution() {
        ui.label(t!(
            "update-settings-distribution",
            version = RUNNING_VERSION
        ));
        if ui.small_button(t!("update-about")).clicked() {
            actions.push(Action::OpenAbout);
        }
        return;
    }
    if let Some(message) = &state.settings_error {
        theme::error_text(ui, &t!("update-settings-broken", error = message.as_str()));
    }
    let Some(settings) = &state.settings else {
        ui.label(t!("update-settings-reading"));
        return;
    };
    let mut automatic = settings.automatic;
    if ui
        .checkbox(&mut automatic, t!("update-automatic"))
        .on_hover_text(t!("update-automatic.hint"))
        .changed()
    {
        actions.push(Action::Update(UpdateAction::SetAutomatic(automatic)));
    }
    ui.horizontal(|ui| {
        let label = ui.label(t!("update-feed"));
        let current = settings.feed_url.clone().unwrap_or_default();
        let text = state.feed_text.get_or_insert(current);
        let edit = ui
            .add(
                egui::TextEdit::singleline(text)
                    .hint_text(DEFAULT_FEED_URL)
                    .desired_width(320.0),
            )
            .labelled_by(label.id)
            .on_hover_text(t!("update-feed.hint"));
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
            .add_enabled(!checking, egui::Button::new(t!("update-check-now")))
            .clicked()
        {
            actions.push(Action::Update(UpdateAction::CheckNow));
        }
        if checking {
            ui.spinner();
            ui.label(t!("update-checking"));
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
            RichText::new(t!("update-this-is", version = RUNNING_VERSION))
                .small()
                .weak(),
        );
        if ui.small_button(t!("update-about")).clicked() {
            actions.push(Action::OpenAbout);
        }
    });
}

/// "Last checked 3 hours ago." / "Not checked yet."
fn last_checked(last_s: Option<i64>, now_s: i64) -> String {
    let Some(last) = last_s else {
        return t!("update-never-checked");
    };
    let ago = (now_s - last).max(0);
    match ago {
        0..60 => t!("update-checked-now"),
        60..3600 => t!("update-checked-minutes", count = ago / 60),
        3600..86_400 => t!("update-checked-hours", count = ago / 3600),
        _ => t!("update-checked-days", count = ago / 86_400),
    }
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
