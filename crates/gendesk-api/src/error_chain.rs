//! Errors flattened to one line with their causes — the one place that walks
//! `Error::source`, used by the client, downloads and previews alike.

use std::error::Error;

/// The error and every cause on one line, each said once (a cause whose text the line already
/// holds is skipped), e.g. `error sending request: connection refused`.
pub fn full(err: &dyn Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        if !text.contains(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text
}

/// The innermost `count` causes on one line (outer layers often only repeat the URL and
/// "error sending request"), e.g. `tcp connect error: Connection refused (os error 111)`; the
/// error's own text when it has no causes.
pub fn innermost(err: &dyn Error, count: usize) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut source = err.source();
    while let Some(cause) = source {
        parts.push(cause.to_string());
        source = cause.source();
    }
    if parts.is_empty() {
        return err.to_string();
    }
    let keep = parts.len().saturating_sub(count);
    parts.split_off(keep).join(": ")
}

/// [`full`] for an HTTP error, with its URL (which may be long and carry tokens) replaced by
/// `url_words`, e.g. "the result URL".
pub fn without_url(err: &reqwest::Error, url_words: &str) -> String {
    let mut text = full(err);
    if let Some(url) = err.url() {
        text = text.replace(&format!(" for url ({url})"), "");
        text = text.replace(url.as_str(), url_words);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error)]
    #[error("{text}")]
    struct Layer {
        text: &'static str,
        #[source]
        source: Option<Box<Layer>>,
    }

    fn chain(texts: &[&'static str]) -> Layer {
        let mut layer: Option<Box<Layer>> = None;
        for text in texts.iter().rev() {
            layer = Some(Box::new(Layer {
                text,
                source: layer,
            }));
        }
        *layer.unwrap_or_else(|| {
            Box::new(Layer {
                text: "",
                source: None,
            })
        })
    }

    #[test]
    fn full_says_each_cause_once() {
        let err = chain(&[
            "error sending request: connection refused",
            "connection refused",
            "os error 111",
        ]);
        assert_eq!(
            full(&err),
            "error sending request: connection refused: os error 111"
        );
    }

    #[test]
    fn innermost_keeps_the_last_causes() {
        let err = chain(&["outer", "middle", "tcp connect error", "refused"]);
        assert_eq!(innermost(&err, 2), "tcp connect error: refused");
        assert_eq!(innermost(&chain(&["alone"]), 2), "alone");
    }
}
