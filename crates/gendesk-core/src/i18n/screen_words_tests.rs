//! No words on screen outside the translations: the window's code (`src/ui`) hands egui no
//! text of its own, only what `t!` gives, figures, units and names that are never translated;
//! and the errors of the core and the app (`#[error(…)]`) are worded by `t!` too.

use std::path::{Path, PathBuf};

/// The calls whose text people see or hear (a screen reader reads names and hints).
const SHOWN_BY: &[&str] = &[
    ".label(",
    ".button(",
    ".small_button(",
    ".heading(",
    ".weak(",
    ".strong(",
    ".monospace(",
    ".hyperlink_to(",
    ".link(",
    "on_hover_text(",
    "on_disabled_hover_text(",
    ".hint_text(",
    ".selected_text(",
    ".checkbox(",
    ".radio_value(",
    ".selectable_label(",
    ".selectable_value(",
    ".menu_button(",
    ".collapsing(",
    ".set_title(",
    ".text(",
    ".suffix(",
    ".prefix(",
    ".accessible_name(",
    "RichText::new(",
    "Window::new(",
    "Button::new(",
    "Label::new(",
    "CollapsingHeader::new(",
    "Notice::new(",
    "error_text(",
];

/// What may stand in a shown text as it is: names, units and formats (see the glossary).
const NEVER_TRANSLATED: &[&str] = &[
    "GenDesk", "JSON", "CSV", "POST", "MiB", "KiB", "GiB", "MB", "KB", "px", "fps", "Hz",
];

/// Sample values in empty fields, shown as they would be typed.
const SAMPLES: &[&str] = &["https://", "vendor/model-name", r#"{\"style\": \"vivid\"}"#];

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            // The views' own tests feed made-up histories, not words of the window.
            if !path.ends_with("view_tests") {
                rust_files(&path, into);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// The text of a call's arguments: from just after `(` to its matching `)`, string-aware.
fn arguments(code: &str) -> &str {
    let mut depth = 1;
    let mut in_string = false;
    let mut escaped = false;
    for (at, c) in code.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &code[..at];
                }
            }
            _ => {}
        }
    }
    code
}

/// The string literals in `code` with where each starts, escapes kept as written.
fn literals(code: &str) -> Vec<(usize, &str)> {
    let mut found = Vec::new();
    let mut start = None;
    let mut escaped = false;
    for (at, c) in code.char_indices() {
        match (start, c) {
            (Some(_), _) if escaped => escaped = false,
            (Some(_), '\\') => escaped = true,
            (Some(from), '"') => {
                found.push((from, &code[from..at]));
                start = None;
            }
            (None, '"') => start = Some(at + 1),
            _ => {}
        }
    }
    found
}

/// Whether `text` holds words: two letters in a row once placeholders (`{…}`), names,
/// units and samples are taken out. Message IDs (`kebab-case`) are not words.
fn has_words(text: &str) -> bool {
    let is_id = !text.is_empty()
        && text.contains('-')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.');
    if is_id || SAMPLES.iter().any(|sample| text.starts_with(sample)) {
        return false;
    }
    let mut rest = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => rest.push(c),
            _ => rest.push(' '),
        }
    }
    for name in NEVER_TRANSLATED {
        rest = rest.replace(name, " ");
    }
    // `\u{2026}` and friends were blanked with the braces; `\n` leaves an `n`.
    let rest = rest.replace("\\n", " ");
    rest.chars()
        .zip(rest.chars().skip(1))
        .any(|(a, b)| a.is_alphabetic() && b.is_alphabetic())
}

/// Every shown text in `code` (before its tests) that has words: `(line, text)`, in order.
fn words_in(code: &str) -> Vec<(usize, String)> {
    let code = code.split("#[cfg(test)]").next().unwrap_or_default();
    let mut found = std::collections::BTreeMap::new();
    for call in SHOWN_BY {
        for (at, _) in code.match_indices(call) {
            let from = at + call.len();
            for (offset, text) in literals(arguments(&code[from..])) {
                if has_words(text) {
                    found.insert(from + offset, text.to_owned());
                }
            }
        }
    }
    found
        .into_iter()
        .map(|(at, text)| (code[..at].lines().count(), text))
        .collect()
}

#[test]
fn the_window_shows_no_words_outside_the_translations() {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../src/ui");
    let mut files = Vec::new();
    rust_files(&ui, &mut files);
    assert!(files.len() > 50, "src/ui has the window's code: {files:?}");
    let mut found = Vec::new();
    for file in &files {
        let code = std::fs::read_to_string(file).unwrap();
        for (line, text) in words_in(&code) {
            found.push(format!("{}:{line}: {text:?}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "words written outside the translations (give them a message in locales/*/*.ftl):\n{}",
        found.join("\n")
    );
}

/// The `#[error("…")]` texts of `code` (before its tests) that have words: `(line, text)`.
fn error_words_in(code: &str) -> Vec<(usize, String)> {
    let code = code.split("#[cfg(test)]").next().unwrap_or_default();
    let mut found = Vec::new();
    for (at, _) in code.match_indices("#[error(") {
        let args = arguments(&code[at + "#[error(".len()..]);
        // The format string comes first; `t!(…)` and the fields follow it.
        if let Some((_, text)) = literals(args).first()
            && has_words(text)
        {
            found.push((code[..at].lines().count() + 1, (*text).to_owned()));
        }
    }
    found
}

#[test]
fn errors_are_worded_by_the_translations() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("../../src"), &mut files);
    assert!(
        files.len() > 150,
        "the core's and the app's code: {}",
        files.len()
    );
    let mut found = Vec::new();
    for file in &files {
        let code = std::fs::read_to_string(file).unwrap();
        for (line, text) in error_words_in(&code) {
            found.push(format!("{}:{line}: {text:?}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "error texts written outside the translations (word them with t! and a message in \
         locales/*/errors-*.ftl):\n{}",
        found.join("\n")
    );
    let sample = r#"
        #[error("{}", crate::t!("err-store-open", path = .path.display().to_string()))]
        Open { path: PathBuf },
        #[error(transparent)]
        Api(ApiError),
        #[error("{0}")]
        Line(String),
        #[error("the history could not be read: {cause}")]
        Read { cause: String },
    "#;
    let words: Vec<String> = error_words_in(sample).into_iter().map(|(_, t)| t).collect();
    assert_eq!(words, ["the history could not be read: {cause}"]);
}

#[test]
fn the_check_sees_words_in_every_kind_of_call_and_lets_figures_through() {
    let code = r#"
        ui.label("Ready.");
        ui.add(egui::Button::new(RichText::new("Send").strong()));
        ui.checkbox(&mut on, "Download automatically");
        resp.on_hover_text(format!("{} more", n));
        ui.label(t!("window-notice-ready"));
        ui.label(format!("{w} × {h} px"));
        ui.weak(format!("{:.1} MiB", size));
        ui.label("GenDesk");
        edit.hint_text("https://example.com/hooks");
        #[cfg(test)]
        ui.label("in a test");
    "#;
    let found: Vec<String> = words_in(code).into_iter().map(|(_, text)| text).collect();
    assert_eq!(
        found,
        ["Ready.", "Send", "Download automatically", "{} more"],
        "{found:?}"
    );
}
