//! The bar across the top: profile switcher (with "Add profile…" and "Remove"), balance with a
//! refresh button, a sandbox/connection indicator, navigation between Compose and Activity,
//! and the Settings button. Removing a profile asks first.

use egui::{RichText, Ui};
use egui_material_icons::icons::{ICON_DELETE, ICON_REFRESH};

use gendesk_core::config::{ProfileConfig, ProfileKind, Profiles};

use super::actions::Action;
use super::engine_link::LinkState;
use super::prefs::View;
use super::theme;

/// The bar's own state.
#[derive(Debug, Clone, Default)]
pub struct TopBarState {
    /// The profile whose removal waits for confirmation.
    pub confirm_remove: Option<String>,
}

/// What the bar shows.
pub struct TopBarCtx<'a> {
    /// Every profile.
    pub profiles: &'a Profiles,
    /// The open profile.
    pub current: Option<&'a ProfileConfig>,
    /// The balance, once known.
    pub balance: Option<f64>,
    /// The engine link.
    pub link: &'a LinkState,
    /// The view shown.
    pub view: View,
    /// Offer the Compare view (a prompt was sent to several models in this session).
    pub compare: bool,
}

/// The top bar.
pub fn top_bar_ui(
    ui: &mut Ui,
    state: &mut TopBarState,
    context: &TopBarCtx<'_>,
    actions: &mut Vec<Action>,
) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("GenDesk").strong().size(16.0));
        ui.separator();
        profile_section_ui(ui, state, context, actions);
        ui.separator();
        for (view, name) in [
            (View::Compose, "Compose"),
            (View::Activity, "Activity"),
            (View::Gallery, "Gallery"),
            (View::Batches, "Batches"),
            (View::Webhooks, "Webhooks"),
            (View::Insights, "Insights"),
            (View::Compare, "Compare"),
        ] {
            if view == View::Compare && !context.compare && context.view != View::Compare {
                continue;
            }
            // An id from the name, not from the position: the profile badge appears while a
            // profile opens and would otherwise shift every button's id (assistive
            // technologies address widgets by id).
            let clicked = ui
                .push_id(name, |ui| ui.selectable_label(context.view == view, name))
                .inner
                .clicked();
            if clicked && context.view != view {
                actions.push(Action::Navigate(view));
            }
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button("Settings").clicked() {
                actions.push(Action::OpenSettings);
            }
            ui.separator();
            balance_section_ui(ui, context, actions);
        });
    });
    confirm_section_ui(ui, state, context.current.map(|p| p.kind), actions);
}

fn profile_section_ui(
    ui: &mut Ui,
    state: &mut TopBarState,
    context: &TopBarCtx<'_>,
    actions: &mut Vec<Action>,
) {
    let label = ui.label("Profile");
    let current = context.current.map_or("None", |p| p.name.as_str());
    egui::ComboBox::from_id_salt("profile_switcher")
        .selected_text(current.to_owned())
        .width(120.0)
        .show_ui(ui, |ui| {
            for profile in &context.profiles.profiles {
                let selected = context.current.is_some_and(|c| c.name == profile.name);
                if ui.selectable_label(selected, &profile.name).clicked() && !selected {
                    actions.push(Action::SwitchProfile(profile.name.clone()));
                }
            }
            ui.separator();
            let has_sandbox = context
                .profiles
                .profiles
                .iter()
                .any(|p| p.kind == ProfileKind::Sandbox);
            if !has_sandbox
                && ui
                    .selectable_label(false, "Explore the offline sandbox")
                    .clicked()
            {
                actions.push(Action::ExploreSandbox);
            }
            if ui.selectable_label(false, "Add profile…").clicked() {
                actions.push(Action::OpenConnectForm);
            }
        })
        .response
        .labelled_by(label.id);
    if let Some(current) = context.current {
        // An icon keeps the bar narrow enough for every view; its name is for screen readers.
        let remove = ui
            .button(<&str>::from(ICON_DELETE))
            .on_hover_text("Remove this profile and its saved key");
        remove.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Button, true, "Remove this profile")
        });
        if remove.clicked() {
            state.confirm_remove = Some(current.name.clone());
        }
        match current.kind {
            ProfileKind::Sandbox => {
                theme::badge(ui, "Offline sandbox", theme::SANDBOX_BADGE)
                    .on_hover_text("A simulator on this computer: no network, no charges");
            }
            ProfileKind::Remote => {
                let host = gendesk_api::BaseUrl::parse(&current.base_url)
                    .map_or_else(|_| current.base_url.clone(), |b| b.host().to_owned());
                theme::badge(ui, &host, theme::REMOTE_BADGE).on_hover_text(&current.base_url);
            }
        }
    }
    match context.link {
        LinkState::Preparing { doing, .. } => {
            ui.spinner();
            ui.weak(doing);
        }
        LinkState::Starting { .. } => {
            ui.spinner();
            ui.weak("Opening…");
        }
        LinkState::Failed { .. } => {
            ui.colored_label(theme::ERROR_TEXT, "Not connected");
        }
        LinkState::Running { .. } | LinkState::Idle => {}
    }
}

fn balance_section_ui(ui: &mut Ui, context: &TopBarCtx<'_>, actions: &mut Vec<Action>) {
    // Right-to-left: the refresh button comes first.
    let running = matches!(context.link, LinkState::Running { .. });
    let refresh = ui
        .add_enabled(running, egui::Button::new(<&str>::from(ICON_REFRESH)))
        .on_hover_text("Refresh the balance");
    refresh.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, running, "Refresh"));
    if refresh.clicked() {
        actions.push(Action::RefreshBalance);
    }
    let label = ui.label(balance_text(context.balance));
    match context.balance {
        Some(b) if !b.is_finite() => {
            label.on_hover_text("The service reported a balance that is not a number. Refresh it; if it stays unknown, check your account on the service's website.");
        }
        Some(b) if b < 0.0 => {
            label.on_hover_text(
                "Your balance is below zero: top up your account before submitting tasks.",
            );
        }
        _ => {}
    }
}

/// The balance as the bar shows it.
fn balance_text(balance: Option<f64>) -> String {
    balance.map_or_else(
        || "Balance: \u{2014}".to_owned(),
        |b| format!("Balance: {}", gendesk_core::money::format_usd(b)),
    )
}

fn confirm_section_ui(
    ui: &mut Ui,
    state: &mut TopBarState,
    kind: Option<ProfileKind>,
    actions: &mut Vec<Action>,
) {
    let Some(name) = state.confirm_remove.clone() else {
        return;
    };
    let modal = egui::Modal::new(egui::Id::unique("confirm_remove_profile")).show(ui.ctx(), |ui| {
        ui.set_max_width(420.0);
        ui.heading("Remove this profile?");
        ui.label(if kind == Some(ProfileKind::Sandbox) {
            format!(
                "\u{201c}{name}\u{201d} will be removed from the profile list. Its task history stays in the database; explore the offline sandbox again from the Profile menu at any time."
            )
        } else {
            format!(
                "\u{201c}{name}\u{201d} and its saved API key will be removed from this computer. Its task history stays in the database. Your account at the service is not affected."
            )
        });
        ui.add_space(theme::SPACE_M);
        ui.horizontal(|ui| {
            if ui.button("Remove profile").clicked() {
                actions.push(Action::RemoveProfile(name.clone()));
                state.confirm_remove = None;
            }
            if ui.button("Keep it").clicked() {
                state.confirm_remove = None;
            }
        });
    });
    if modal.should_close() {
        state.confirm_remove = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_balance_is_short_whatever_the_service_says() {
        assert_eq!(balance_text(None), "Balance: \u{2014}");
        assert_eq!(balance_text(Some(25.0)), "Balance: $25.00");
        assert_eq!(balance_text(Some(-3.2)), "Balance: -$3.20");
        assert_eq!(balance_text(Some(1e308)), "Balance: $1.0e308");
        assert_eq!(balance_text(Some(f64::NAN)), "Balance: unknown");
    }
}
