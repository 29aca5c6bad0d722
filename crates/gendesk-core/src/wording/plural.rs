//! Counted nouns in real plurals ("1 item", "3 items"), never "item(s)".

/// "1 item", "3 items", "0 items": the number and the noun that agrees with it.
pub fn count<N>(n: N, one: &str, many: &str) -> String
where
    N: std::fmt::Display + PartialEq + From<u8> + Copy,
{
    if n == N::from(1) {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_everything_else_plural() {
        assert_eq!(count(1u32, "item", "items"), "1 item");
        assert_eq!(count(0u32, "item", "items"), "0 items");
        assert_eq!(count(60usize, "batch", "batches"), "60 batches");
    }

    /// Every `.rs` file under `dir`.
    fn sources(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }

    /// No sentence anywhere in the product says "item(s)" or "batch(es)": the app's window,
    /// notifications, log and sandbox use real plurals. ("http(s)" and the unit "Duration (s)"
    /// are not plurals.)
    #[test]
    fn no_sentence_hedges_its_plural() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        sources(&root.join("src"), &mut files);
        for krate in std::fs::read_dir(root.join("crates")).unwrap() {
            let src = krate.unwrap().path().join("src");
            if src.is_dir() {
                sources(&src, &mut files);
            }
        }
        assert!(
            files.len() > 100,
            "the scan found the sources: {}",
            files.len()
        );
        let hedge = ["(s)", "(es)"];
        let mut offenders = Vec::new();
        for file in files.iter().filter(|f| !f.ends_with("wording/plural.rs")) {
            let text = std::fs::read_to_string(file).unwrap();
            for (number, line) in text.lines().enumerate() {
                let cleaned = line.replace("http(s)", "").replace("Duration (s)", "");
                // The odd pieces between quotes are the string literals' text.
                let quoted = cleaned.split('"').skip(1).step_by(2);
                if quoted
                    .into_iter()
                    .any(|text| hedge.iter().any(|h| text.contains(h)))
                {
                    offenders.push(format!(
                        "{}:{}: {}",
                        file.display(),
                        number + 1,
                        line.trim()
                    ));
                }
            }
        }
        assert!(
            offenders.is_empty(),
            "hedged plurals:\n{}",
            offenders.join("\n")
        );
    }
}
