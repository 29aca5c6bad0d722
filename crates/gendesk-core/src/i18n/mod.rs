//! Every word the person reads, in their language: Fluent (`locales/<tag>/*.ftl`, compiled
//! in), CLDR plural rules, the language chosen in Settings or the system's.
//!
//! `languages` lists what ships and negotiates a system tag; `pseudo` makes the test
//! pseudo-language; `catalog` holds the compiled-in files; `catalog_words` shows the model
//! catalogue's English data in the language in force. Words are looked up with [`t!`]
//! (`t!("nav-compose")`, `t!("top-balance", amount = text)`): in the current language, else in
//! English, else the message's ID (a test keeps every language complete). The language is
//! process-wide and switched at once by [`set_language`]: the window redraws in it.

mod catalog;
pub mod catalog_words;
pub mod dates;
pub mod durations;
mod languages;
pub mod numbers;
mod pseudo;

use std::borrow::Cow;
use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use catalog::{FILES, message_ids, source};
pub use fluent_bundle::FluentArgs as Args;
pub use languages::{ENGLISH, LANGUAGES, Language, PSEUDO, by_tag, negotiate, system};

/// One language's messages.
struct Bundle {
    language: Language,
    bundle: FluentBundle<FluentResource>,
}

/// Every language's bundle: the shipped ones in [`LANGUAGES`] order, then the pseudo-language.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        LANGUAGES
            .into_iter()
            .map(|language| load(language, language))
            .chain([load(PSEUDO, ENGLISH)])
            .collect()
    })
}

/// `language`'s bundle made of `words`' files.
fn load(language: Language, words: Language) -> Bundle {
    // A tag in LANGUAGES always parses (checked by `every_tag_parses`); the root locale else.
    let id = language.tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks around each value would show as boxes in some fonts; values
    // are never right-to-left text spliced into left-to-right sentences here.
    bundle.set_use_isolating(false);
    if language == PSEUDO {
        bundle.set_transform(Some(pseudo::transform));
    }
    bundle.set_formatter(number_formatter(language));
    for file in FILES {
        let Some(text) = source(words.tag, file) else {
            continue;
        };
        let resource =
            FluentResource::try_new(text.to_owned()).unwrap_or_else(|(partial, errors)| {
                tracing::error!(
                    language = words.tag,
                    file,
                    ?errors,
                    "a translation file has errors"
                );
                partial
            });
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(
                language = words.tag,
                file,
                ?errors,
                "a translation file repeats a message"
            );
        }
    }
    Bundle { language, bundle }
}

/// The formatter that writes numbers in `language`'s messages (fn pointers carry no data, so
/// one is made per shipped language).
fn number_formatter<M>(language: Language) -> Option<fn(&FluentValue<'_>, &M) -> Option<String>> {
    fn write<const INDEX: usize, M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
        let FluentValue::Number(number) = value else {
            return None;
        };
        let language = LANGUAGES.get(INDEX).copied().unwrap_or(ENGLISH);
        Some(numbers::fluent_number(
            number.value,
            number.options.minimum_fraction_digits,
            language,
        ))
    }
    const _: () = assert!(LANGUAGES.len() == 8, "one formatter per shipped language");
    let index = LANGUAGES.iter().position(|l| *l == language)?;
    let all: [fn(&FluentValue<'_>, &M) -> Option<String>; 8] = [
        write::<0, M>,
        write::<1, M>,
        write::<2, M>,
        write::<3, M>,
        write::<4, M>,
        write::<5, M>,
        write::<6, M>,
        write::<7, M>,
    ];
    all.get(index).copied()
}

/// The index in [`bundles`] of the language in force.
static CURRENT: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// This thread's own language, once [`keep_to_this_thread`] was called.
    static THIS_THREAD: Cell<Option<usize>> = const { Cell::new(None) };
}

fn current() -> usize {
    THIS_THREAD
        .with(Cell::get)
        .unwrap_or_else(|| CURRENT.load(Ordering::Relaxed))
}

/// Speaks `language` from now on (the shipped languages and the pseudo-language): in the
/// whole process, or only on this thread after [`keep_to_this_thread`].
pub fn set_language(language: Language) {
    if let Some(index) = bundles().iter().position(|b| b.language == language) {
        if THIS_THREAD.with(Cell::get).is_some() {
            THIS_THREAD.with(|own| own.set(Some(index)));
        } else {
            CURRENT.store(index, Ordering::Relaxed);
        }
    }
}

/// From now on this thread's language is its own: [`set_language`] here changes no other
/// thread's. For tests, which run side by side in one process, each with its window on its
/// own thread.
pub fn keep_to_this_thread() {
    THIS_THREAD.with(|own| own.set(Some(current())));
}

/// The language in force.
pub fn language() -> Language {
    bundles().get(current()).map_or(ENGLISH, |b| b.language)
}

/// The message `id` in the language in force, with `args` (`None`: no variables).
pub fn tr(id: &str, args: Option<&FluentArgs<'_>>) -> String {
    let all = bundles();
    let current = all.get(current());
    let found = current
        .and_then(|b| format(b, id, args))
        .or_else(|| all.first().and_then(|english| format(english, id, args)));
    found.unwrap_or_else(|| {
        tracing::warn!(id, "no such message");
        id.to_owned()
    })
}

fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let (message_id, attribute) = match id.split_once('.') {
        Some((message, attribute)) => (message, Some(attribute)),
        None => (id, None),
    };
    let message = bundle.bundle.get_message(message_id)?;
    let pattern = match attribute {
        Some(attribute) => message.get_attribute(attribute)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let text: Cow<'_, str> = bundle.bundle.format_pattern(pattern, args, &mut errors);
    if !errors.is_empty() {
        tracing::warn!(
            id,
            language = bundle.language.tag,
            ?errors,
            "a message was formatted with errors"
        );
    }
    Some(text.into_owned())
}

/// A message in the language in force: `t!("nav-compose")`, `t!("top-balance", amount = text)`.
/// Values are anything Fluent takes (strings, numbers); numbers choose plural forms.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::tr($id, None)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $(args.set(stringify!($name), $value);)+
        $crate::i18n::tr($id, Some(&args))
    }};
}

#[cfg(test)]
mod screen_words_tests;
#[cfg(test)]
mod tests;
