//! What a screen reader reads, through AccessKit, in every shipped language and the
//! pseudo-language: every view of the real window (with a finished task in it), Settings and
//! the shortcuts overview have no unnamed control and no unnamed image.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use crate::support::ui_kit::{harness_with, options, wait_until};
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT as _, Queryable as _};
use gendesk::ui::{AppOptions, GenDeskApp};
use gendesk_core::i18n::{Language, by_tag};

/// Roles a person acts on, and images: each needs a name.
const NAMED: [Role; 17] = [
    Role::Button,
    Role::DefaultButton,
    Role::CheckBox,
    Role::RadioButton,
    Role::ComboBox,
    Role::TextInput,
    Role::MultilineTextInput,
    Role::SearchInput,
    Role::Slider,
    Role::SpinButton,
    Role::Link,
    Role::MenuItem,
    Role::Tab,
    Role::Switch,
    Role::ListBoxOption,
    Role::ListItem,
    Role::Image,
];

/// The table named `name` on screen: its header cells and the cells of its rows, which each
/// know their row (the header is 0) and column, and the size the table says it has.
fn table_shape(harness: &Harness<'_, GenDeskApp>, name: &str) -> (usize, usize, usize, usize) {
    let table = harness.get(By::new().role(Role::Table).label_contains(name));
    let rows = table.accesskit_node().data().row_count().unwrap();
    let columns = table.accesskit_node().data().column_count().unwrap();
    let headers = harness
        .query_all(By::new().role(Role::ColumnHeader))
        .count();
    let placed_rows = harness
        .query_all(By::new().role(Role::Row))
        .filter(|row| row.accesskit_node().data().row_index().is_some())
        .count();
    assert!(
        harness
            .query_all(By::new().role(Role::Cell))
            .all(|cell| cell.accesskit_node().data().column_index().is_some()),
        "every cell of {name} knows its column"
    );
    (rows, columns, headers, placed_rows)
}

/// The controls and images on screen that a screen reader could not name.
fn unnamed(harness: &Harness<'_, GenDeskApp>) -> Vec<String> {
    harness
        .query_all(By::new().predicate(|node| {
            // A row a person selects (Activity's tasks) is a control too.
            let selectable_row = node.role() == Role::Row
                && node.data().supports_action(egui::accesskit::Action::Click);
            (NAMED.contains(&node.role()) || selectable_row)
                && !node.has_label()
                && node.value().is_none_or(|v| v.trim().is_empty())
        }))
        .map(|node| {
            let node = node.accesskit_node();
            format!("{:?} at {:?}", node.role(), node.bounding_box())
        })
        .collect()
}

/// Every view's button shows whole in a 1100-pixel window: inside it, and not under the
/// balance or the buttons on the right (the bar scrolls sideways only for the
/// pseudo-language's 40 % longer words).
fn every_view_is_in_the_bar(harness: &Harness<'_, GenDeskApp>, language: Language) {
    if language == gendesk_core::i18n::PSEUDO {
        return;
    }
    let views: Vec<String> = [
        "nav-compose",
        "nav-activity",
        "nav-gallery",
        "nav-batches",
        "nav-webhooks",
        "nav-insights",
    ]
    .into_iter()
    .map(|key| gendesk_core::t!(key))
    .collect();
    let in_bar = |node: &egui_kittest::Node<'_>| node.rect().max.y < 40.0;
    // What else the bar shows: the wordmark, the profile, the balance and the right buttons.
    let others: Vec<egui::Rect> = harness
        .query_all(By::new().predicate(|n| matches!(n.role(), Role::Button | Role::Label)))
        .filter(|node| in_bar(node))
        .filter(|node| {
            let node = node.accesskit_node();
            let text = node.label().or_else(|| node.value()).unwrap_or_default();
            !views.contains(&text)
        })
        .map(|node| node.rect())
        .collect();
    let screen = harness.ctx.content_rect();
    for name in &views {
        // The bar is drawn first, so its button is the first node with the view's name.
        let rect = harness
            .query_all(By::new().label(name))
            .next()
            .unwrap()
            .rect();
        let under = others
            .iter()
            .find(|other| other.shrink(1.0).intersects(rect));
        assert!(
            screen.contains_rect(rect) && under.is_none(),
            "{}: {name} at {rect:?} is cut off (window {screen:?}, under {under:?})",
            language.tag
        );
    }
}

/// Insights' per-model table: the header, the sandbox model and the row of totals.
fn insights_has_a_table(harness: &mut Harness<'_, GenDeskApp>) {
    wait_until(harness, "the per-model table", |h| {
        h.query(By::new().role(Role::Table)).is_some()
    });
    let models = gendesk_core::t!("insights-models-table-name");
    let (rows, columns, headers, placed) = table_shape(harness, &models);
    assert_eq!((rows, columns), (3, 11), "{models}");
    assert!(
        headers >= 11 && placed >= 3,
        "{headers} headers, {placed} rows"
    );
}

/// Presses `key` with `modifiers` and lets the window draw the result.
fn press(harness: &mut Harness<'_, GenDeskApp>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run_steps(4);
}

/// Every view in `language`, each checked for unnamed controls and images.
fn every_view_names_its_controls(language: Language) {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_with(AppOptions {
        forced_language: Some(language),
        ..options(dir.path())
    });
    let mut found = Vec::new();
    // `least`: how many controls the place has at the very least (proof it was read).
    let mut check = |harness: &Harness<'_, GenDeskApp>, place: &str, least: usize| {
        let controls = harness
            .query_all(By::new().predicate(|node| NAMED.contains(&node.role())))
            .count();
        let images = harness.query_all(By::new().role(Role::Image)).count();
        eprintln!("{place}: {controls} controls and images ({images} images)");
        assert!(controls >= least, "{place} was read: {controls} controls");
        found.extend(
            unnamed(harness)
                .into_iter()
                .map(|n| format!("{place}: {n}")),
        );
    };
    // The welcome screen: its first button opens the sandbox.
    wait_until(&mut harness, "the welcome screen", |h| {
        h.query_all(By::new().role(Role::Button)).next().is_some()
    });
    check(&harness, "welcome", 2);
    let sandbox = harness
        .query_all(By::new().role(Role::Button))
        .find(|b| {
            b.accesskit_node()
                .label()
                .is_some_and(|l| l == gendesk_core::t!("window-welcome-sandbox-explore"))
        })
        .map(|b| b.click_accesskit());
    assert!(sandbox.is_some(), "the welcome screen offers the sandbox");
    // A task in Compose, sent with the keyboard, finished by the sandbox.
    wait_until(&mut harness, "the compose form", |h| {
        h.query_all(By::new().role(Role::MultilineTextInput))
            .next()
            .is_some()
    });
    harness
        .query_all(By::new().role(Role::MultilineTextInput))
        .next()
        .unwrap()
        .focus();
    harness.run_steps(2);
    harness.root().type_text("a lighthouse for a screen reader");
    harness.run_steps(2);
    check(&harness, "compose", 10);
    press(&mut harness, Modifiers::COMMAND, Key::Enter);
    // The finished result in Gallery (its thumbnail a button named for the result), then in
    // the task's detail (its preview a picture).
    press(&mut harness, Modifiers::COMMAND, Key::Num3);
    let result = By::new()
        .role(Role::Button)
        .label_contains("a lighthouse for a screen reader");
    wait_until(&mut harness, "the result's thumbnail in Gallery", |h| {
        h.query(result.clone()).is_some()
    });
    check(&harness, "gallery", 5);
    let pictures = |h: &Harness<'_, GenDeskApp>| h.query_all(By::new().role(Role::Image)).count();
    press(&mut harness, Modifiers::COMMAND, Key::Num2);
    check(&harness, "activity", 10);
    let row = By::new()
        .role(Role::Row)
        .label_contains("a lighthouse for a screen reader");
    wait_until(&mut harness, "the task's row", |h| {
        h.query(row.clone()).is_some()
    });
    // Activity is a table: one task, six columns, a header row and the task's row.
    let tasks = gendesk_core::t!("activity-table-name", count = 1);
    assert_eq!(table_shape(&harness, &tasks), (2, 6, 6, 2));
    harness.get(row).click_accesskit();
    wait_until(&mut harness, "the result's preview in the detail", |h| {
        pictures(h) > 0
    });
    check(&harness, "task detail", 10);
    for (key, place) in [
        (Key::Num4, "batches"),
        (Key::Num5, "webhooks"),
        (Key::Num6, "insights"),
    ] {
        press(&mut harness, Modifiers::COMMAND, key);
        harness.run_steps(20);
        check(&harness, place, 10);
    }
    insights_has_a_table(&mut harness);
    // The balance is known by now: the bar has its widest right side.
    every_view_is_in_the_bar(&harness, language);
    press(&mut harness, Modifiers::COMMAND, Key::Comma);
    check(&harness, "settings", 20);
    press(&mut harness, Modifiers::NONE, Key::Escape);
    press(&mut harness, Modifiers::NONE, Key::F1);
    check(&harness, "shortcuts", 10);
    assert!(
        found.is_empty(),
        "{}: unnamed controls or images:\n{}",
        language.tag,
        found.join("\n")
    );
}

macro_rules! languages {
    ($($name:ident => $tag:literal),+ $(,)?) => {$(
        #[test]
        fn $name() {
            let language = if $tag == "en-XA" {
                gendesk_core::i18n::PSEUDO
            } else {
                by_tag($tag).unwrap()
            };
            every_view_names_its_controls(language);
        }
    )+};
}

languages!(
    in_english => "en-US",
    in_chinese => "zh-CN",
    in_japanese => "ja",
    in_korean => "ko",
    in_spanish => "es",
    in_portuguese => "pt-BR",
    in_german => "de",
    in_french => "fr",
    in_the_pseudo_language => "en-XA",
);
