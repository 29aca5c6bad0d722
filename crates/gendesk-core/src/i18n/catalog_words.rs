//! The model catalogue's words in the person's language. The catalogue (built in, from the
//! update feed, or served by the sandbox) is English data; where a label, a help text or a
//! model's description is exactly the built-in catalogue's English, [`shown`] gives its
//! `catalog-label-*`, `catalog-help-*` or `catalog-model-*` message instead. Anything else (a
//! newer catalogue's new words, a model the person added) shows as written.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The prefixes of the messages that stand for catalogue text.
const PREFIXES: [&str; 3] = ["catalog-label-", "catalog-help-", "catalog-model-"];

/// Whether the message `id` stands for a text of the model catalogue.
pub fn stands_for_catalogue_text(id: &str) -> bool {
    PREFIXES.iter().any(|prefix| id.starts_with(prefix))
}

/// Each catalogue message's English text → its ID.
fn by_english() -> &'static HashMap<String, String> {
    static MAP: OnceLock<HashMap<String, String>> = OnceLock::new();
    MAP.get_or_init(|| {
        let english = super::bundles().first();
        super::message_ids(super::ENGLISH.tag)
            .into_iter()
            .filter(|id| stands_for_catalogue_text(id))
            .filter_map(|id| {
                let text = english.and_then(|bundle| super::format(bundle, &id, None))?;
                Some((text, id))
            })
            .collect()
    })
}

/// `text` from the catalogue as the person reads it: its translation when it is one of the
/// built-in catalogue's texts, else as written.
pub fn shown(text: &str) -> Cow<'_, str> {
    if super::language() == super::ENGLISH {
        return Cow::Borrowed(text);
    }
    match by_english().get(text) {
        Some(id) => Cow::Owned(super::tr(id, None)),
        None => Cow::Borrowed(text),
    }
}

/// Whether `text` is one of the texts [`shown`] translates.
pub fn is_known(text: &str) -> bool {
    by_english().contains_key(text)
}

#[cfg(test)]
#[path = "catalog_words_tests.rs"]
mod tests;
