//! Which GenDesk this is, and whether this build may update itself. Both are fixed when the
//! program is built: `GENDESK_BUILD_VERSION` stands in for the package's version (CI builds a
//! "newer" copy of the same code this way, rebuilding only the crates that read it), and
//! `GENDESK_DISTRIBUTION_BUILD=1` turns the whole update mechanism off for builds that a
//! distribution's package manager keeps current.

/// The version of this GenDesk, as `gendesk --version` prints it.
pub const RUNNING_VERSION: &str = match option_env!("GENDESK_BUILD_VERSION") {
    Some(version) => version,
    None => env!("CARGO_PKG_VERSION"),
};

/// Whether this is a distribution's build: no update check, no download, no install; the
/// About box and Settings say that the package manager brings new versions.
pub const DISTRIBUTION_BUILD: bool = is_set(option_env!("GENDESK_DISTRIBUTION_BUILD"));

/// A build-time switch is on when set to anything but nothing or `0`.
const fn is_set(value: Option<&str>) -> bool {
    match value {
        None => false,
        Some(text) => {
            let bytes = text.as_bytes();
            !(bytes.is_empty() || (bytes.len() == 1 && bytes[0] == b'0'))
        }
    }
}

/// [`RUNNING_VERSION`] as a version to compare. A build whose version does not parse (only a
/// mistyped `GENDESK_BUILD_VERSION` could do that) counts as 0.0.0, so any release is newer.
pub fn running_version() -> semver::Version {
    semver::Version::parse(RUNNING_VERSION).unwrap_or_else(|_| semver::Version::new(0, 0, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_version_parses() {
        assert!(
            semver::Version::parse(RUNNING_VERSION).is_ok(),
            "{RUNNING_VERSION}"
        );
        assert_eq!(running_version().to_string(), RUNNING_VERSION);
    }

    #[test]
    fn switches_are_on_unless_empty_or_zero() {
        assert!(!is_set(None));
        assert!(!is_set(Some("")));
        assert!(!is_set(Some("0")));
        assert!(is_set(Some("1")));
        assert!(is_set(Some("yes")));
    }
}
