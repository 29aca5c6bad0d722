//! Every word of every language draws with the fonts GenDesk carries (egui's own and the CJK
//! subset: no system font is asked here, and a missing glyph fails the test).

use gendesk_core::i18n::{self, ENGLISH, LANGUAGES};
use gendesk_core::t;

use super::{Scene, WINDOW, harness};

#[test]
fn every_translation_renders_with_the_bundled_fonts() {
    i18n::keep_to_this_thread();
    let ids = i18n::message_ids(ENGLISH.tag);
    let names: Vec<&str> = LANGUAGES.iter().map(|language| language.name).collect();
    for language in LANGUAGES {
        i18n::set_language(language);
        let mut words: Vec<String> = ids.iter().map(|id| t!(id.as_str())).collect();
        words.extend(names.iter().map(|name| (*name).to_owned()));
        let scene = Scene::new(words);
        let mut harness = harness(WINDOW, scene, |ui, scene, _players| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                for word in &scene.view {
                    ui.label(word);
                }
            });
        });
        // Laying the text out asks the fonts for every glyph; a missing one panics, naming
        // the character. The fix: packaging/fonts/make-cjk-subset.sh.
        harness.run_steps(2);
    }
    i18n::set_language(ENGLISH);
}
