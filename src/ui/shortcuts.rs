//! The keyboard: the shortcuts that work anywhere in the window (Ctrl/Cmd + 1…6 switch views,
//! Ctrl/Cmd + , opens Settings, F1 or Ctrl/Cmd + / lists every shortcut) and the overview
//! window that lists them, written as this OS writes them (Ctrl on Windows and Linux, Cmd on a
//! Mac). Every word comes from `app.ftl`.

use egui::{Context, Key, KeyboardShortcut, ModifierNames, Modifiers};
use gendesk_core::t;

use super::actions::Action;
use super::prefs::View;

/// The views Ctrl/Cmd + 1…6 switch to, in the top bar's order.
const VIEW_KEYS: [(Key, View); 6] = [
    (Key::Num1, View::Compose),
    (Key::Num2, View::Activity),
    (Key::Num3, View::Gallery),
    (Key::Num4, View::Batches),
    (Key::Num5, View::Webhooks),
    (Key::Num6, View::Insights),
];

/// Opens Settings.
const SETTINGS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Comma);
/// Opens or closes the overview (as F1 does).
const OVERVIEW: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Slash);

/// A shortcut pressed this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pressed {
    /// Show or hide the shortcuts overview.
    Overview,
    /// Open Settings.
    Settings,
    /// Show a view.
    View(View),
}

impl Pressed {
    /// What the app does for it, apart from the overview (which the frame shows itself).
    pub fn action(self) -> Option<Action> {
        match self {
            Self::Overview => None,
            Self::Settings => Some(Action::OpenSettings),
            Self::View(view) => Some(Action::Navigate(view)),
        }
    }
}

/// The window-wide shortcut pressed this frame, if any (the key is consumed).
pub fn pressed(ctx: &Context) -> Option<Pressed> {
    ctx.input_mut(|input| {
        if input.consume_key(Modifiers::NONE, Key::F1) || input.consume_shortcut(&OVERVIEW) {
            return Some(Pressed::Overview);
        }
        if input.consume_shortcut(&SETTINGS) {
            return Some(Pressed::Settings);
        }
        VIEW_KEYS.iter().find_map(|(key, view)| {
            input
                .consume_key(Modifiers::COMMAND, *key)
                .then_some(Pressed::View(*view))
        })
    })
}

/// `modifiers` + `key` as this OS writes them: "Ctrl+1", "Cmd+1", "Ctrl+/".
fn keys(ctx: &Context, modifiers: Modifiers, key: Key) -> String {
    let is_mac = ctx.os() == egui::os::OperatingSystem::Mac;
    // Punctuation as printed on the key ("Ctrl+/", not "Ctrl+Slash"); other keys by name.
    let key = match key {
        Key::Slash | Key::Comma | Key::Plus | Key::Minus => key.symbol_or_name(),
        _ => key.name(),
    };
    let held = ModifierNames::NAMES.format(&modifiers, is_mac);
    if held.is_empty() {
        key.to_owned()
    } else {
        format!("{held}+{key}")
    }
}

/// One section of the overview: its heading and its rows (keys, what they do).
type Section = (String, Vec<(String, String)>);

/// Every shortcut GenDesk has, by where it works.
fn sections(ctx: &Context) -> Vec<Section> {
    let command = |key| keys(ctx, Modifiers::COMMAND, key);
    let view_names = [
        t!("nav-compose"),
        t!("nav-activity"),
        t!("nav-gallery"),
        t!("nav-batches"),
        t!("nav-webhooks"),
        t!("nav-insights"),
    ];
    let mut everywhere = vec![
        (format!("F1 · {}", command(Key::Slash)), t!("keys-overview")),
        (command(Key::Comma), t!("top-settings")),
    ];
    for ((key, _), name) in VIEW_KEYS.iter().zip(view_names) {
        everywhere.push((command(*key), t!("keys-go-to", view = name)));
    }
    everywhere.extend([
        (
            format!("{} · {}", command(Key::Plus), command(Key::Minus)),
            t!("keys-zoom"),
        ),
        (command(Key::Num0), t!("keys-zoom-reset")),
        (
            format!("Tab · {}", keys(ctx, Modifiers::SHIFT, Key::Tab)),
            t!("keys-focus"),
        ),
        (
            format!("{} · {}", Key::Space.name(), Key::Enter.name()),
            t!("keys-press"),
        ),
        (Key::Escape.name().to_owned(), t!("keys-escape")),
    ]);
    vec![
        (t!("keys-everywhere"), everywhere),
        (
            t!("nav-compose"),
            vec![
                (command(Key::Enter), t!("keys-submit")),
                (
                    format!("{} · {}", Key::ArrowUp.name(), Key::ArrowDown.name()),
                    t!("keys-recent-prompts"),
                ),
            ],
        ),
        (
            t!("keys-viewing"),
            vec![
                (
                    format!("{} · {}", Key::ArrowLeft.name(), Key::ArrowRight.name()),
                    t!("keys-previous-next"),
                ),
                (Key::Space.name().to_owned(), t!("keys-play-pause")),
            ],
        ),
    ]
}

/// The overview window, while `open`; Esc, F1 or its close button shut it.
pub fn overview_ui(ctx: &Context, open: &mut bool) {
    if !*open {
        return;
    }
    let mut still_open = true;
    let shown = egui::Window::new(t!("keys-title"))
        .id(egui::Id::unique("shortcuts_overview"))
        .open(&mut still_open)
        .collapsible(false)
        .resizable(true)
        .default_width(460.0)
        .max_height(ctx.content_rect().height() - 80.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (index, (heading, rows)) in sections(ctx).into_iter().enumerate() {
                    ui.heading(heading);
                    egui::Grid::new(("shortcuts_section", index))
                        .num_columns(2)
                        .spacing([24.0, 6.0])
                        .striped(true)
                        .show(ui, |ui| {
                            for (keys, what) in rows {
                                ui.label(egui::RichText::new(keys).monospace().strong());
                                ui.label(what);
                                ui.end_row();
                            }
                        });
                    ui.add_space(8.0);
                }
            });
        });
    super::escape::close_window_on_escape(ctx, shown.as_ref(), &mut still_open);
    *open = still_open;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(ctx: &Context, modifiers: Modifiers, key: Key) -> Option<Pressed> {
        let mut found = None;
        let input = egui::RawInput {
            events: vec![egui::Event::Key {
                key,
                physical_key: None,
                pressed: true,
                repeat: false,
                modifiers,
            }],
            ..Default::default()
        };
        let mut output = ctx.run_ui(input, |ui| found = pressed(ui.ctx()));
        output.textures_delta.clear();
        found
    }

    #[test]
    fn the_window_wide_shortcuts_are_recognised_and_nothing_else() {
        let ctx = Context::default();
        assert_eq!(
            press(&ctx, Modifiers::NONE, Key::F1),
            Some(Pressed::Overview)
        );
        assert_eq!(
            press(&ctx, Modifiers::COMMAND, Key::Slash),
            Some(Pressed::Overview)
        );
        assert_eq!(
            press(&ctx, Modifiers::COMMAND, Key::Comma),
            Some(Pressed::Settings)
        );
        assert_eq!(
            press(&ctx, Modifiers::COMMAND, Key::Num3),
            Some(Pressed::View(View::Gallery))
        );
        assert_eq!(press(&ctx, Modifiers::NONE, Key::Num3), None, "typing a 3");
        assert_eq!(press(&ctx, Modifiers::NONE, Key::Slash), None, "typing a /");
    }
}
