//! Where the Help menu's *User guide* and *Report a problem…* lead: the guide installed beside
//! GenDesk (`share/doc/gendesk/docs` on Linux, `docs` beside the `.exe` on Windows,
//! `Resources/docs` in the macOS app), else the guide online; and the project's issue form with
//! the About facts (version, commit, renderer, system) filled in.

use std::path::{Path, PathBuf};

use gendesk_core::PROJECT_URL;
use gendesk_core::t;

/// The guide's first page.
const FIRST_PAGE: &str = "getting-started.md";

/// Where the installed guide's first page would be for the executable `exe`.
fn installed_guide_candidates(exe: &Path) -> Vec<PathBuf> {
    let Some(dir) = exe.parent() else {
        return Vec::new();
    };
    vec![
        // Windows (the installer and the portable zip) and an unpacked folder.
        dir.join("docs").join(FIRST_PAGE),
        // Linux: bin/gendesk beside share/doc/gendesk (the .deb and the tar.gz).
        dir.join("../share/doc/gendesk/docs").join(FIRST_PAGE),
        // macOS: Contents/MacOS/gendesk beside Contents/Resources.
        dir.join("../Resources/docs").join(FIRST_PAGE),
    ]
}

/// The guide to open: the installed copy for `exe` where there is one (reads the disk: call it
/// on a worker), else the guide online.
pub fn guide_target(exe: Option<&Path>) -> String {
    exe.into_iter()
        .flat_map(installed_guide_candidates)
        .find(|page| page.is_file())
        .map_or_else(
            || format!("{PROJECT_URL}/blob/main/docs/{FIRST_PAGE}"),
            |page| page.display().to_string(),
        )
}

/// The issue form's address, its text filled in with what to say and `facts`.
pub fn report_url(facts: &str) -> String {
    let body = format!("{}\n\n```\n{facts}```\n", t!("help-report-body"));
    let mut url = format!("{PROJECT_URL}/issues/new?body=");
    url.extend(url::form_urlencoded::byte_serialize(body.as_bytes()));
    url
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn the_installed_guide_is_found_beside_the_binary_else_the_one_online() {
        gendesk_core::i18n::keep_to_this_thread();
        let dir = tempfile::tempdir().unwrap();
        let exe = dir.path().join("bin").join("gendesk");
        std::fs::create_dir_all(exe.parent().unwrap()).unwrap();
        std::fs::write(&exe, "").unwrap();
        assert_eq!(
            guide_target(Some(&exe)),
            "https://github.com/gendesk/gendesk/blob/main/docs/getting-started.md"
        );
        assert!(guide_target(None).starts_with(PROJECT_URL));
        let page = dir.path().join("share/doc/gendesk/docs/getting-started.md");
        std::fs::create_dir_all(page.parent().unwrap()).unwrap();
        std::fs::write(&page, "# Getting started\n").unwrap();
        let found = guide_target(Some(&exe));
        assert!(Path::new(&found).is_file(), "{found}");
        assert!(found.ends_with("getting-started.md"), "{found}");
    }

    #[test]
    fn a_report_opens_the_issue_form_with_the_facts_encoded() {
        gendesk_core::i18n::keep_to_this_thread();
        let url = report_url("GenDesk 0.1.0\ncommit abc & more\n");
        assert!(
            url.starts_with("https://github.com/gendesk/gendesk/issues/new?body="),
            "{url}"
        );
        let parsed = url::Url::parse(&url).unwrap();
        let body = parsed
            .query_pairs()
            .find(|(k, _)| k == "body")
            .map(|(_, v)| v.into_owned())
            .unwrap();
        assert!(
            body.contains("GenDesk 0.1.0\ncommit abc & more\n"),
            "{body}"
        );
        assert!(body.contains("Export diagnostics"), "{body}");
        assert!(!url.contains(' ') && !url.contains('\n'), "{url}");
    }
}
