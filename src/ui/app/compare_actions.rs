//! What the window does to compare models: sends one prompt to several models as one
//! comparison and shows the Compare view, which fills in as the engine reports its tasks.

use crate::ui::live_state::Comparison;
use crate::ui::prefs::View;
use gendesk_core::engine::{Command, ComparisonTask};

use super::GenDeskApp;

impl GenDeskApp {
    /// Sends the tasks as one comparison and opens the Compare view on it.
    pub(super) fn submit_comparison(&mut self, prompt: String, tasks: Vec<ComparisonTask>) {
        let id = self
            .live
            .comparisons
            .iter()
            .map(|c| c.id)
            .max()
            .unwrap_or(0)
            + 1;
        if self.send(Command::SubmitComparison { id, tasks }) {
            self.live.comparisons.push(Comparison {
                id,
                prompt,
                members: Vec::new(),
            });
            self.compare.shown = Some(id);
            self.navigate(View::Compare);
        }
    }
}
