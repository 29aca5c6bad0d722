//! The star on a task: "Add to favourites" / "Favourite", the same in Activity's task detail
//! and the Gallery's open result. Starred tasks' results are the Gallery's Favourites.

use egui::{RichText, Ui};
use egui_material_icons::icons::ICON_STAR;

use gendesk_core::store::TaskSummary;

use super::actions::{Action, TaskAction};
use super::theme;

/// The star of `task`; a click asks the engine to flip it.
pub fn favourite_button(ui: &mut Ui, task: &TaskSummary, actions: &mut Vec<Action>) {
    let icon = <&str>::from(ICON_STAR);
    let (text, hover) = if task.favourite {
        (
            RichText::new(format!("{icon} Favourite")).color(theme::FAVOURITE),
            "Starred: its results are under Favourites in the Gallery. Click to unstar.",
        )
    } else {
        (
            RichText::new(format!("{icon} Add to favourites")),
            "Star this task: its results are kept under Favourites in the Gallery",
        )
    };
    let label = if task.favourite {
        "Remove from favourites"
    } else {
        "Add to favourites"
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
