//! Every language has every message of English, with its attributes and the same variables,
//! and nothing English lacks; messages come out in the language asked for.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// Per message (and `message.attribute`): the variables its text uses.
type Shape = BTreeMap<String, BTreeSet<String>>;

fn variables(pattern: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                variables(&variant.value, into);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, into),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
        }
        _ => {}
    }
}

/// The shape of one language's files; panics on a syntax error or a repeated message.
fn shape(tag: &str) -> Shape {
    let mut shape = Shape::new();
    for file in FILES {
        let text = source(tag, file).unwrap_or_else(|| panic!("{tag}/{file}.ftl is missing"));
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("{tag}/{file}.ftl: {errors:?}"));
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let id = message.id.name.to_owned();
                let mut used = BTreeSet::new();
                if let Some(value) = &message.value {
                    variables(value, &mut used);
                }
                for attribute in &message.attributes {
                    let mut attribute_uses = BTreeSet::new();
                    variables(&attribute.value, &mut attribute_uses);
                    shape.insert(format!("{id}.{}", attribute.id.name), attribute_uses);
                }
                assert!(
                    shape.insert(id.clone(), used).is_none(),
                    "{tag}: {id} appears twice"
                );
            }
        }
    }
    shape
}

#[test]
fn every_language_has_every_message_of_english_with_the_same_variables() {
    let english = shape(ENGLISH.tag);
    assert!(english.len() > 20, "{english:?}");
    for language in LANGUAGES {
        let theirs = shape(language.tag);
        let missing: Vec<_> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<_> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.tag);
        assert!(
            extra.is_empty(),
            "{} has messages English lacks: {extra:?}",
            language.tag
        );
        for (id, used) in &english {
            assert_eq!(
                &theirs[id], used,
                "{} {id}: other variables than English's",
                language.tag
            );
        }
    }
}

#[test]
fn every_tag_parses() {
    for language in LANGUAGES.into_iter().chain([PSEUDO]) {
        assert!(
            language
                .tag
                .parse::<unic_langid::LanguageIdentifier>()
                .is_ok(),
            "{}",
            language.tag
        );
    }
}

#[test]
fn messages_come_in_the_language_asked_for_on_this_thread_only() {
    keep_to_this_thread();
    set_language(LANGUAGES[2]);
    assert_eq!(language().tag, "ja");
    assert_eq!(t!("nav-activity"), "アクティビティ");
    assert_eq!(t!("top-balance", amount = "$25.00"), "残高：$25.00");
    assert_eq!(t!("top-refresh.hint"), "残高を更新");
    // Another thread keeps the process's language.
    let elsewhere = std::thread::spawn(|| language().tag).join().unwrap();
    assert_eq!(elsewhere, "en-US");
    set_language(LANGUAGES[7]);
    assert_eq!(t!("top-balance", amount = "25,00 $"), "Solde : 25,00 $");
    // An unknown message shows its ID, never nothing.
    assert_eq!(t!("no-such-message"), "no-such-message");
    set_language(ENGLISH);
    assert_eq!(t!("nav-activity"), "Activity");
}

#[test]
fn the_pseudo_language_accents_and_lengthens_the_text_not_the_values() {
    keep_to_this_thread();
    set_language(PSEUDO);
    assert_eq!(t!("top-settings"), "[Šéţţîñĝš····]");
    let balance = t!("top-balance", amount = "$25.00");
    assert!(balance.starts_with("[Báláñçé: "), "{balance}");
    assert!(balance.ends_with("$25.00"), "the value as it is: {balance}");
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &std::path::Path, into: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// The string literals of `code` (plain `"…"` ones; enough for message IDs).
fn literals(code: &str) -> Vec<&str> {
    code.split('"')
        .skip(1)
        .step_by(2)
        .filter(|text| !text.contains('\\'))
        .collect()
}

#[test]
fn every_message_is_used_and_every_id_asked_for_exists() {
    let crate_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&crate_dir.join("src"), &mut files);
    rust_files(&crate_dir.join("../../src"), &mut files);
    let english = shape(ENGLISH.tag);
    let mut used = BTreeSet::new();
    let mut asked = BTreeSet::new();
    for file in &files {
        if file.ends_with("i18n/tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        used.extend(literals(&text).into_iter().map(str::to_owned));
        for (at, _) in text.match_indices("t!(") {
            // `t!(`, not `format!(` or `print!(`.
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let call = &text[at + 3..];
            if let Some(id) = call
                .trim_start()
                .strip_prefix('"')
                .and_then(|rest| rest.split('"').next())
            {
                asked.insert((id.to_owned(), file.display().to_string()));
            }
        }
    }
    // The catalogue's words are used through their English text (`catalog_words`, whose
    // tests keep them and the catalogue in step).
    let unused: Vec<_> = english
        .keys()
        .filter(|id| !used.contains(*id) && !super::catalog_words::stands_for_catalogue_text(id))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    let unknown: Vec<_> = asked
        .iter()
        .filter(|(id, _)| !english.contains_key(id))
        .collect();
    assert!(
        unknown.is_empty(),
        "t! of messages English lacks: {unknown:?}"
    );
}
