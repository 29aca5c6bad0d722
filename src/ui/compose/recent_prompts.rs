//! Recent prompts: every prompt sent from this profile (newest first, each once), offered
//! beside the prompt field. The list opens with a search box (search as you type); Up and
//! Down move through the matches, Enter or a click puts the prompt in the form, Esc closes.

use egui::{RichText, Ui};
use gendesk_core::t;

/// Most prompts shown in the list at once.
const SHOWN: usize = 50;

/// The profile's recent prompts and the list's state.
#[derive(Debug, Default)]
pub struct RecentPrompts {
    /// Newest first, each once.
    prompts: Vec<String>,
    /// Whether the list is open.
    open: bool,
    /// Typed search.
    query: String,
    /// The highlighted match.
    selected: usize,
}

impl RecentPrompts {
    /// The prompts read from the history (replacing what was known).
    pub fn set(&mut self, prompts: Vec<String>) {
        self.prompts = prompts;
    }

    /// A prompt just sent goes first.
    pub fn remember(&mut self, prompt: &str) {
        let prompt = prompt.trim();
        if prompt.is_empty() {
            return;
        }
        self.prompts.retain(|p| p != prompt);
        self.prompts.insert(0, prompt.to_owned());
    }

    /// Whether there is any.
    pub fn is_empty(&self) -> bool {
        self.prompts.is_empty()
    }

    /// Opens the list.
    pub fn open(&mut self) {
        self.open = true;
        self.query.clear();
        self.selected = 0;
    }

    /// The prompts containing the query (ignoring case), newest first.
    fn matches(&self) -> Vec<&str> {
        let query = self.query.trim().to_lowercase();
        self.prompts
            .iter()
            .filter(|p| query.is_empty() || p.to_lowercase().contains(&query))
            .take(SHOWN)
            .map(String::as_str)
            .collect()
    }
}

/// The button beside the prompt field.
pub(super) fn recent_button_ui(ui: &mut Ui, recent: &mut RecentPrompts) {
    let response = ui
        .add_enabled(
            !recent.is_empty(),
            egui::Button::new(t!("compose-recent-prompts")).small(),
        )
        .on_hover_text(t!("compose-recent-prompts.hint"))
        .on_disabled_hover_text(t!("compose-recent-prompts.empty"));
    if response.clicked() {
        recent.open();
    }
}

/// The list window; returns the prompt chosen, if any.
pub(super) fn recent_window_ui(ui: &mut Ui, recent: &mut RecentPrompts) -> Option<String> {
    if !recent.open {
        return None;
    }
    let (up, down, enter) = ui.input_mut(|i| {
        (
            i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowUp),
            i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowDown),
            i.consume_key(egui::Modifiers::NONE, egui::Key::Enter),
        )
    });
    let count = recent.matches().len();
    if down && count > 0 {
        recent.selected = (recent.selected + 1).min(count - 1);
    }
    if up {
        recent.selected = recent.selected.saturating_sub(1);
    }
    let mut chosen = None;
    let mut open = true;
    let shown = egui::Window::new(t!("compose-recent-title"))
        .id(egui::Id::unique("Recent prompts"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(520.0)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 120.0))
        .show(ui.ctx(), |ui| {
            let label = ui.label(t!("compose-recent-search"));
            let search = ui
                .add(
                    egui::TextEdit::singleline(&mut recent.query)
                        .hint_text(t!("compose-recent-search.placeholder"))
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(label.id);
            search.request_focus();
            if search.changed() {
                recent.selected = 0;
            }
            let matches: Vec<String> = recent.matches().into_iter().map(str::to_owned).collect();
            if matches.is_empty() {
                ui.weak(t!("compose-recent-no-match"));
            }
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    for (index, prompt) in matches.iter().enumerate() {
                        let shown: String = prompt.chars().take(200).collect();
                        let selected = index == recent.selected;
                        let response = ui
                            .selectable_label(selected, RichText::new(shown))
                            .on_hover_text(prompt.as_str());
                        if selected && (up || down) {
                            response.scroll_to_me(None);
                        }
                        if response.clicked() || (selected && enter) {
                            chosen = Some(prompt.clone());
                        }
                    }
                });
            ui.weak(t!("compose-recent-keys"));
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    if chosen.is_some() || !open {
        recent.open = false;
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sent_prompt_goes_first_once_and_the_search_ignores_case() {
        let mut recent = RecentPrompts::default();
        recent.set(vec!["a red fox".into(), "Harbour at dusk".into()]);
        recent.remember("  harbour at dawn ");
        recent.remember("a red fox");
        assert_eq!(
            recent.prompts,
            vec!["a red fox", "harbour at dawn", "Harbour at dusk"]
        );
        recent.query = "HARBOUR".into();
        assert_eq!(recent.matches(), vec!["harbour at dawn", "Harbour at dusk"]);
        recent.remember("   ");
        assert_eq!(recent.prompts.len(), 3);
    }
}
