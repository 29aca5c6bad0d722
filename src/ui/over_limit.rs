//! The spending limit's question: a submission or batch that would pass the profile's daily or
//! monthly limit (or whose price is unknown) waits, unsent, until the person answers. "Send
//! anyway" sends it once; "Don't send" and Esc drop it (nothing was recorded or charged). The
//! compose form keeps what was typed either way.

use std::collections::VecDeque;

use egui::Context;
use gendesk_core::engine::OverLimitAsk;
use gendesk_core::t;

use super::actions::Action;
use super::theme;

/// The questions waiting, oldest first (one is shown at a time).
pub type OverLimitQueue = VecDeque<OverLimitAsk>;

/// Shows the oldest question, if any; an answer is pushed as an action and the question leaves
/// the queue.
pub fn over_limit_ui(ctx: &Context, queue: &mut OverLimitQueue, actions: &mut Vec<Action>) {
    let Some(ask) = queue.front().cloned() else {
        return;
    };
    let mut answer = None;
    let modal = egui::Modal::new(egui::Id::unique("over_limit").with(ask.ask)).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(t!("window-over-limit-title"));
        ui.label(gendesk_core::wording::over_limit(&ask));
        if queue.len() > 1 {
            ui.weak(t!("window-over-limit-more", count = queue.len() - 1));
        }
        ui.add_space(theme::SPACE_M);
        ui.horizontal(|ui| {
            if ui
                .button(t!("window-over-limit-send"))
                .on_hover_text(t!("window-over-limit-send.hint"))
                .clicked()
            {
                answer = Some(true);
            }
            if ui
                .button(t!("window-over-limit-drop"))
                .on_hover_text(t!("window-over-limit-drop.hint"))
                .clicked()
            {
                answer = Some(false);
            }
        });
        ui.weak(t!("window-over-limit-where"));
    });
    if answer.is_none() && modal.should_close() {
        answer = Some(false);
    }
    if let Some(send) = answer {
        queue.pop_front();
        actions.push(Action::AnswerOverLimit { ask, send });
    }
}
