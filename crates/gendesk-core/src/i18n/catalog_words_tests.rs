use std::collections::BTreeSet;

use super::*;
use crate::catalog::{Catalog, ModelKind};
use crate::i18n::{ENGLISH, LANGUAGES, PSEUDO, keep_to_this_thread, set_language};

/// Every label, help and description people read from the built-in catalogue and from the
/// sandbox's served catalogue (which replaces the built-in sandbox models).
fn catalogue_texts() -> BTreeSet<String> {
    let mut catalog = Catalog::builtin().unwrap();
    let served = serde_json::to_string(&gendesk_demo::demo_catalog()).unwrap();
    let mut texts = BTreeSet::new();
    let mut note = |catalog: &Catalog| {
        let templates = ModelKind::ALL
            .into_iter()
            .flat_map(|kind| catalog.templates().fields(kind).to_vec());
        let models = catalog.models().iter().flat_map(|m| m.fields.clone());
        for field in templates.chain(models) {
            texts.insert(field.label.clone());
            texts.insert(field.help.clone());
        }
        for model in catalog.models() {
            texts.insert(model.description.clone());
        }
    };
    note(&catalog);
    catalog.merge_sandbox(&served).unwrap();
    note(&catalog);
    texts.remove("");
    texts
}

#[test]
fn every_text_of_the_catalogue_has_its_words_in_every_language() {
    let texts = catalogue_texts();
    assert!(
        texts.len() > 30,
        "the catalogue's texts were found: {texts:?}"
    );
    let unknown: Vec<_> = texts.iter().filter(|text| !is_known(text)).collect();
    assert!(
        unknown.is_empty(),
        "catalogue texts without a catalog-* message: {unknown:?}"
    );

    keep_to_this_thread();
    for language in LANGUAGES.into_iter().skip(1).chain([PSEUDO]) {
        set_language(language);
        for text in &texts {
            let shown = shown(text);
            assert!(
                !shown.is_empty(),
                "{}: {text:?} shows as nothing",
                language.tag
            );
            // Words every language writes alike (Instrumental, Prompt, Version, …) are the
            // only ones allowed to stay English; sentences never.
            if text.contains(' ') && !text.starts_with("16:9") {
                assert_ne!(shown, *text, "{}: {text:?} is not translated", language.tag);
            }
        }
    }
    set_language(ENGLISH);
}

#[test]
fn every_catalogue_message_stands_for_a_text_of_the_catalogue() {
    let texts = catalogue_texts();
    let stale: Vec<_> = by_english()
        .iter()
        .filter(|(english, _)| !texts.contains(*english))
        .map(|(_, id)| id)
        .collect();
    assert!(
        stale.is_empty(),
        "messages for texts the catalogue no longer has: {stale:?}"
    );
}

#[test]
fn english_and_unknown_texts_show_as_written() {
    keep_to_this_thread();
    set_language(ENGLISH);
    assert!(matches!(
        shown("Aspect ratio"),
        Cow::Borrowed("Aspect ratio")
    ));
    set_language(LANGUAGES[2]);
    assert_eq!(shown("Aspect ratio"), "アスペクト比");
    assert_eq!(shown("Elements to avoid."), "避けたい要素。");
    // A model the person added, or a newer catalogue's new words: as written.
    assert_eq!(shown("Style strength"), "Style strength");
    assert_eq!(shown(""), "");
    set_language(LANGUAGES[6]);
    assert_eq!(shown("Reference images"), "Referenzbilder");
    set_language(ENGLISH);
}
