//! The bar across the top: profile switcher (with "Add profile…" and "Remove"), balance with a
//! refresh button, a sandbox/connection indicator, a button per view (scrolling sideways when
//! a language's words do not fit), the Help menu (`help_menu.rs`) and the Settings gear.
//! Removing a profile asks first. Every word comes from `app.ftl`.

use egui::{RichText, Ui};
use egui_material_icons::icons::{ICON_ACCOUNT_CIRCLE, ICON_DELETE, ICON_REFRESH, ICON_SETTINGS};

use gendesk_core::config::{ProfileConfig, ProfileKind, Profiles};
use gendesk_core::t;

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
    /// A detailed log was asked for in this run (the Help menu's tick).
    pub detailed_log: bool,
}

/// The top bar.
pub fn top_bar_ui(
    ui: &mut Ui,
    state: &mut TopBarState,
    context: &TopBarCtx<'_>,
    actions: &mut Vec<Action>,
) {
    // The right side (Settings, balance) is placed first and keeps its room; the rest fills
    // what is left and scrolls sideways when a language's words or a small window need more,
    // rather than running under the balance.
    // One row as tall as the tallest control (a right-to-left layout would otherwise take every
    // bit of height the panel offers).
    let row = egui::vec2(ui.available_width(), ui.spacing().interact_size.y + 6.0);
    let layout = egui::Layout::right_to_left(egui::Align::Center);
    ui.allocate_ui_with_layout(row, layout, |ui| {
        // A gear: narrow in every language; its name is for screen readers and its hint
        // for the pointer.
        let settings = ui
            .button(<&str>::from(ICON_SETTINGS))
            .on_hover_text(t!("top-settings"));
        settings.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Button, true, t!("top-settings"))
        });
        if settings.clicked() {
            actions.push(Action::OpenSettings);
        }
        super::help_menu::help_menu_ui(ui, context.detailed_log, actions);
        ui.separator();
        balance_section_ui(ui, context, actions);
        ui.separator();
        ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
            ui.label(RichText::new("GenDesk").strong().size(16.0));
            ui.separator();
            profile_section_ui(ui, state, context, actions);
            ui.separator();
            egui::ScrollArea::horizontal()
                .id_salt("top_bar_scroll")
                .show(ui, |ui| {
                    ui.horizontal(|ui| views_ui(ui, context, actions));
                });
        });
    });
    confirm_section_ui(ui, state, context.current.map(|p| p.kind), actions);
}

/// A button per view.
/// Every view and the message that names it, in the bar's order.
const VIEWS: [(View, &str); 7] = [
    (View::Compose, "nav-compose"),
    (View::Activity, "nav-activity"),
    (View::Gallery, "nav-gallery"),
    (View::Batches, "nav-batches"),
    (View::Webhooks, "nav-webhooks"),
    (View::Insights, "nav-insights"),
    (View::Compare, "nav-compare"),
];

/// The window's title, which screen readers say when the window gains focus and the
/// taskbar shows: "Activity — GenDesk", or "GenDesk" before a view is shown.
pub fn window_title(view: Option<View>) -> String {
    let name = view.and_then(|view| VIEWS.iter().find(|(v, _)| *v == view));
    name.map_or_else(
        || "GenDesk".to_owned(),
        |(_, key)| t!("top-window-title", view = t!(key)),
    )
}

fn views_ui(ui: &mut Ui, context: &TopBarCtx<'_>, actions: &mut Vec<Action>) {
    for (view, key) in VIEWS {
        if view == View::Compare && !context.compare && context.view != View::Compare {
            continue;
        }
        // An id from the view, not from the position nor the words: the profile badge
        // appears while a profile opens and the language may change, and either would
        // otherwise shift every button's id (assistive technologies address widgets by id).
        let clicked = ui
            .push_id(key, |ui| ui.selectable_label(context.view == view, t!(key)))
            .inner
            .clicked();
        if clicked && context.view != view {
            actions.push(Action::Navigate(view));
        }
    }
}

fn profile_section_ui(
    ui: &mut Ui,
    state: &mut TopBarState,
    context: &TopBarCtx<'_>,
    actions: &mut Vec<Action>,
) {
    // An icon instead of the word keeps room for every view's name in long languages (in
    // Japanese the word pushed Insights out of a 1100-pixel window); the word is the switcher's
    // name for screen readers and the icon's hint for the pointer.
    ui.label(RichText::new(<&str>::from(ICON_ACCOUNT_CIRCLE)).size(18.0))
        .on_hover_text(t!("top-profile"));
    let none = t!("top-profile-none");
    let current = context.current.map_or(none.as_str(), |p| p.name.as_str());
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
                    .selectable_label(false, t!("top-explore-sandbox"))
                    .clicked()
            {
                actions.push(Action::ExploreSandbox);
            }
            if ui.selectable_label(false, t!("top-add-profile")).clicked() {
                actions.push(Action::OpenConnectForm);
            }
        })
        .response
        .accessible_name(t!("top-profile"))
        .on_hover_text(t!("top-profile"));
    if let Some(current) = context.current {
        // An icon keeps the bar narrow enough for every view; its name is for screen readers.
        let remove = ui
            .button(<&str>::from(ICON_DELETE))
            .on_hover_text(t!("top-remove-profile.hint"));
        remove.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Button, true, t!("top-remove-profile"))
        });
        if remove.clicked() {
            state.confirm_remove = Some(current.name.clone());
        }
        match current.kind {
            ProfileKind::Sandbox => {
                theme::badge(ui, &t!("top-sandbox-badge"), theme::SANDBOX_BADGE)
                    .on_hover_text(t!("top-sandbox-badge.hint"));
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
            ui.weak(t!("top-opening"));
        }
        LinkState::Failed { .. } => {
            ui.colored_label(theme::ERROR_TEXT, t!("top-not-connected"));
        }
        LinkState::Running { .. } | LinkState::Idle => {}
    }
}

fn balance_section_ui(ui: &mut Ui, context: &TopBarCtx<'_>, actions: &mut Vec<Action>) {
    // Right-to-left: the refresh button comes first.
    let running = matches!(context.link, LinkState::Running { .. });
    let refresh = ui
        .add_enabled(running, egui::Button::new(<&str>::from(ICON_REFRESH)))
        .on_hover_text(t!("top-refresh.hint"));
    refresh
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, running, t!("top-refresh")));
    if refresh.clicked() {
        actions.push(Action::RefreshBalance);
    }
    let label = ui.label(balance_text(context.balance));
    match context.balance {
        Some(b) if !b.is_finite() => {
            label.on_hover_text(t!("top-balance-not-a-number"));
        }
        Some(b) if b < 0.0 => {
            label.on_hover_text(t!("top-balance-below-zero"));
        }
        _ => {}
    }
}

/// The balance as the bar shows it.
fn balance_text(balance: Option<f64>) -> String {
    balance.map_or_else(
        || t!("top-balance-unknown"),
        |b| t!("top-balance", amount = gendesk_core::money::format_usd(b)),
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
        ui.heading(t!("remove-profile-title"));
        ui.label(if kind == Some(ProfileKind::Sandbox) {
            t!("remove-profile-sandbox", name = name.as_str())
        } else {
            t!("remove-profile-remote", name = name.as_str())
        });
        ui.add_space(theme::SPACE_M);
        ui.horizontal(|ui| {
            if ui.button(t!("remove-profile-confirm")).clicked() {
                actions.push(Action::RemoveProfile(name.clone()));
                state.confirm_remove = None;
            }
            if ui.button(t!("remove-profile-keep")).clicked() {
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
