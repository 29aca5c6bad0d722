//! The translation files compiled into GenDesk: `locales/<tag>/<file>.ftl` for every shipped
//! language and every file in [`FILES`] (a missing one fails the build).

/// One language's files: `(file, text)`.
macro_rules! language {
    ($tag:literal, [$($file:literal),+ $(,)?]) => {
        (
            $tag,
            &[$((
                $file,
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $tag, "/", $file, ".ftl")),
            )),+],
        )
    };
}

/// The list of files itself.
macro_rules! names {
    ([$($file:literal),+ $(,)?]) => {
        [$($file),+]
    };
}

/// [`FILES`] and every language's text of them (`SOURCES`), from one list of each.
macro_rules! catalog {
    ([$($tag:literal),+], $files:tt) => {
        /// The files each language has, named for the part of GenDesk whose words they hold.
        pub const FILES: &[&str] = &names!($files);

        /// Every file's text, by language tag.
        const SOURCES: &[(&str, &[(&str, &str)])] = &[$(language!($tag, $files)),+];
    };
}

catalog!(
    ["en-US", "zh-CN", "ja", "ko", "es", "pt-BR", "de", "fr"],
    [
        "app",
        "settings",
        "window",
        "compose",
        "batches",
        "references",
        "tasks",
        "gallery",
        "insights",
        "webhooks",
        "updates",
        "core",
        "cli",
        "formats",
        "failcodes",
        "models",
        "store",
        "deliveries",
        "problems-catalog",
        "problems-batch",
        "problems-download",
        "problems-media",
        "errors-app",
        "errors-transfer",
        "errors-input",
        "errors-media",
        "diagnostics",
        "backup",
    ]
);

/// The text of `file` in the language tagged `tag`.
pub fn source(tag: &str, file: &str) -> Option<&'static str> {
    SOURCES
        .iter()
        .find(|(t, _)| *t == tag)
        .and_then(|(_, files)| files.iter().find(|(f, _)| *f == file))
        .map(|(_, text)| *text)
}

/// Every message of `tag`'s files, and every attribute as `message.attribute`, in file order.
pub fn message_ids(tag: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for file in FILES {
        let Some(text) = source(tag, file) else {
            continue;
        };
        let resource = match fluent_syntax::parser::parse(text) {
            Ok(resource) | Err((resource, _)) => resource,
        };
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(message) = entry {
                if message.value.is_some() {
                    ids.push(message.id.name.to_owned());
                }
                for attribute in message.attributes {
                    ids.push(format!("{}.{}", message.id.name, attribute.id.name));
                }
            }
        }
    }
    ids
}
