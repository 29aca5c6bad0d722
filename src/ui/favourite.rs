//! The star on a task: "Add to favourites" / "Favourite", the same in Activity's task detail
//! and the Gallery's open result. Starred tasks' results are the Gallery's Favourites.

use egui::{RichText, Ui};
use egui_material_icons::icons::ICON_STAR;

use gendesk_core::store::TaskSummary;
use gendesk_core::t;

use super::actions::{Action, TaskAction};
use super::theme;

/// The star of `task`; a click asks the engine to flip it.
pub fn favourite_button(ui: &mut Ui, task: &TaskSummary, actions: &mut Vec<Action>) {
    let icon = <&str>::from(ICON_STAR);
    let (text, hover, label) = if task.favourite {
        (
            RichText::new(format!("{icon} {}", t!("compose-favourite"))).color(theme::FAVOURITE),
            t!("compose-favourite.hint"),
            t!("compose-favourite.name"),
        )
    } else {
        (
            RichText::new(format!("{icon} {}", t!("compose-favourite-add"))),
            t!("compose-favourite-add.hint"),
            t!("compose-favourite-add"),
        )
    };
    if ui
        .button(text)
        .on_hover_text(hover)
        .accessible_name(label)
        .clicked()
    {
        actions.push(Action::Task(TaskAction::SetFavourite {
            row: task.row,
            on: !task.favourite,
        }));
    }
}
