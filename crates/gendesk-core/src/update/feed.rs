//! The update feed (`update.json`): the newest GenDesk, its notes, the oldest version still
//! supported, a package per way of installing, and the newest model catalogue. Read strictly
//! (unknown fields refused, as the signature covers every byte anyway) and checked before
//! anything in it is used: versions parse, sizes are real, hashes are SHA-256, and every
//! address is HTTPS or plain HTTP to this computer (a local mirror): the signature, not the
//! transport, is what is trusted.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::error::UpdateError;

/// The feed format this code reads.
pub const FEED_FORMAT: u32 = 1;

/// Longest release notes accepted, in characters (the notes are short by design).
const MAX_NOTES_CHARS: usize = 8_000;

/// The ways GenDesk is installed, each with its own package in the feed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PackageKind {
    /// The per-user NSIS installer (`gendesk_<v>_x64-setup.exe`).
    WindowsInstaller,
    /// The portable Linux archive (`gendesk-<v>-linux-<arch>.tar.gz`).
    LinuxTarGz,
    /// The Debian package.
    Deb,
    /// The macOS disk image.
    MacosDmg,
}

impl PackageKind {
    /// Every kind, in the order the feed lists them.
    pub const ALL: [Self; 4] = [
        Self::WindowsInstaller,
        Self::LinuxTarGz,
        Self::Deb,
        Self::MacosDmg,
    ];

    /// The kind's name for people, in their language.
    pub fn label(self) -> String {
        match self {
            Self::WindowsInstaller => crate::t!("update-kind-windows-installer"),
            Self::LinuxTarGz => crate::t!("update-kind-linux-tar-gz"),
            Self::Deb => crate::t!("update-kind-deb"),
            Self::MacosDmg => crate::t!("update-kind-macos-dmg"),
        }
    }
}

/// A file the feed names: where, how big, and its SHA-256.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileRef {
    /// Its address (https, or http to a loopback address).
    pub url: String,
    /// Its size in bytes.
    pub size: u64,
    /// Its SHA-256, lowercase hex.
    pub sha256: String,
}

/// The newest model catalogue.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CatalogRef {
    /// The catalogue's version (it replaces an older one).
    pub version: u32,
    /// Where it is.
    #[serde(flatten)]
    pub file: FileRef,
}

/// `update.json` as written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeedDoc {
    /// [`FEED_FORMAT`].
    pub format: u32,
    /// The newest GenDesk, e.g. `0.2.0`.
    pub version: String,
    /// When this feed was published, RFC 3339 (`2026-12-01T10:00:00Z`).
    pub published: String,
    /// Release notes, short Markdown.
    #[serde(default)]
    pub notes: String,
    /// Versions older than this no longer work well with the service: their update is not
    /// skippable.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minimum_version: Option<String>,
    /// A package per way of installing.
    #[serde(default)]
    pub packages: BTreeMap<PackageKind, FileRef>,
    /// The newest model catalogue.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub catalog: Option<CatalogRef>,
}

/// A feed whose every part was checked.
#[derive(Debug, Clone, PartialEq)]
pub struct Feed {
    /// The newest GenDesk.
    pub version: semver::Version,
    /// When the feed was published.
    pub published: jiff::Timestamp,
    /// Release notes (Markdown).
    pub notes: String,
    /// The oldest version that is not told to update urgently.
    pub minimum_version: Option<semver::Version>,
    /// A package per way of installing.
    pub packages: BTreeMap<PackageKind, FileRef>,
    /// The newest model catalogue.
    pub catalog: Option<CatalogRef>,
}

impl Feed {
    /// Parses and checks a feed's bytes.
    pub fn parse(bytes: &[u8]) -> Result<Self, UpdateError> {
        let malformed = |reason: String| UpdateError::Malformed { reason };
        let doc: FeedDoc = serde_json::from_slice(bytes).map_err(|e| malformed(e.to_string()))?;
        if doc.format != FEED_FORMAT {
            return Err(malformed(crate::t!(
                "problem-catalog-feed-format",
                found = doc.format,
                expected = FEED_FORMAT
            )));
        }
        let version = semver::Version::parse(&doc.version)
            .map_err(|e| malformed(format!("version {:?}: {e}", doc.version)))?;
        let published: jiff::Timestamp = doc
            .published
            .parse()
            .map_err(|e| malformed(format!("published {:?}: {e}", doc.published)))?;
        let minimum_version = doc
            .minimum_version
            .as_deref()
            .map(|v| {
                semver::Version::parse(v)
                    .map_err(|e| malformed(format!("minimum_version {v:?}: {e}")))
            })
            .transpose()?;
        if doc.notes.chars().count() > MAX_NOTES_CHARS {
            return Err(malformed(crate::t!(
                "problem-catalog-feed-notes-too-long",
                limit = MAX_NOTES_CHARS
            )));
        }
        for (kind, file) in &doc.packages {
            check_file(file).map_err(|err| prefix(err, &kind.label()))?;
        }
        if let Some(catalog) = &doc.catalog {
            check_file(&catalog.file)
                .map_err(|err| prefix(err, &crate::t!("problem-catalog-feed-catalogue")))?;
        }
        Ok(Self {
            version,
            published,
            notes: doc.notes,
            minimum_version,
            packages: doc.packages,
            catalog: doc.catalog,
        })
    }
}

/// Names the file a malformed-feed reason is about.
fn prefix(err: UpdateError, what: &str) -> UpdateError {
    match err {
        UpdateError::Malformed { reason } => UpdateError::Malformed {
            reason: crate::t!("problem-catalog-feed-file", what = what, reason = reason),
        },
        other => other,
    }
}

/// A file reference's address, size and hash are usable.
fn check_file(file: &FileRef) -> Result<(), UpdateError> {
    check_address(&file.url)?;
    if file.size == 0 {
        return Err(UpdateError::Malformed {
            reason: crate::t!("problem-catalog-feed-zero-size"),
        });
    }
    let hex_ok = file.sha256.len() == 64
        && file
            .sha256
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    if !hex_ok {
        return Err(UpdateError::Malformed {
            reason: crate::t!(
                "problem-catalog-feed-bad-sha256",
                sha256 = format!("{:?}", file.sha256)
            ),
        });
    }
    Ok(())
}

/// An address GenDesk may fetch update files from: HTTPS anywhere, plain HTTP only to a
/// loopback address (a mirror on this computer; the tests).
pub fn check_address(url: &str) -> Result<url::Url, UpdateError> {
    let insecure = || UpdateError::InsecureAddress {
        url: url.to_owned(),
    };
    let parsed = url::Url::parse(url).map_err(|_| insecure())?;
    if !parsed.username().is_empty() || parsed.password().is_some() {
        return Err(insecure());
    }
    match parsed.scheme() {
        "https" if parsed.host().is_some() => Ok(parsed),
        "http" if is_loopback(&parsed) => Ok(parsed),
        _ => Err(insecure()),
    }
}

/// Whether the URL's host is this computer.
fn is_loopback(url: &url::Url) -> bool {
    match url.host() {
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        Some(url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(url: &str) -> FileRef {
        FileRef {
            url: url.to_owned(),
            size: 10,
            sha256: "a".repeat(64),
        }
    }

    fn doc() -> FeedDoc {
        FeedDoc {
            format: 1,
            version: "0.2.0".into(),
            published: "2026-12-01T10:00:00Z".into(),
            notes: "- Faster".into(),
            minimum_version: Some("0.1.0".into()),
            packages: BTreeMap::from([(
                PackageKind::LinuxTarGz,
                file("https://example.com/g.tar.gz"),
            )]),
            catalog: Some(CatalogRef {
                version: 2,
                file: file("http://127.0.0.1:8080/catalog.json"),
            }),
        }
    }

    fn parse(doc: &FeedDoc) -> Result<Feed, UpdateError> {
        Feed::parse(&serde_json::to_vec(doc).unwrap())
    }

    #[test]
    fn a_good_feed_parses() {
        let feed = parse(&doc()).unwrap();
        assert_eq!(feed.version, semver::Version::new(0, 2, 0));
        assert_eq!(feed.minimum_version, Some(semver::Version::new(0, 1, 0)));
        assert_eq!(feed.catalog.unwrap().version, 2);
        let text = serde_json::to_string(&doc()).unwrap();
        assert!(text.contains("\"linux-tar-gz\""), "{text}");
        assert!(
            text.contains("\"catalog\":{\"version\":2,\"url\""),
            "{text}"
        );
    }

    #[test]
    fn addresses_must_be_https_or_loopback() {
        for bad in [
            "http://example.com/a",
            "ftp://example.com/a",
            "file:///etc/passwd",
            "https://user:pw@example.com/a",
            "http://10.0.0.1/a",
            "not a url",
        ] {
            let mut d = doc();
            d.packages.insert(PackageKind::Deb, file(bad));
            assert!(
                matches!(parse(&d), Err(UpdateError::InsecureAddress { .. })),
                "{bad}"
            );
        }
        for good in [
            "https://mirror.example.org/x",
            "http://localhost:9/x",
            "http://[::1]:9/x",
        ] {
            assert!(check_address(good).is_ok(), "{good}");
        }
    }

    #[test]
    fn broken_parts_are_refused_with_what_is_wrong() {
        let mut d = doc();
        d.version = "two".into();
        assert!(
            parse(&d)
                .unwrap_err()
                .to_string()
                .contains("version \"two\"")
        );
        let mut d = doc();
        d.format = 2;
        assert!(parse(&d).unwrap_err().to_string().contains("format 2"));
        let mut d = doc();
        d.packages.get_mut(&PackageKind::LinuxTarGz).unwrap().sha256 = "XYZ".into();
        let err = parse(&d).unwrap_err().to_string();
        assert!(err.contains("Linux tar.gz: sha256"), "{err}");
        let mut d = doc();
        d.published = "yesterday".into();
        assert!(parse(&d).unwrap_err().to_string().contains("published"));
        let unknown =
            br#"{"format":1,"version":"0.2.0","published":"2026-12-01T10:00:00Z","extra":1}"#;
        assert!(
            Feed::parse(unknown)
                .unwrap_err()
                .to_string()
                .contains("unknown field")
        );
    }
}
