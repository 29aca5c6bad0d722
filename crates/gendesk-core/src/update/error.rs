//! Why an update check, download or install did not happen, worded for people: each message
//! says what went wrong and what to do. Nothing is changed on disk when any of these is
//! returned (a refused download is removed; the installed GenDesk is untouched).

use std::path::PathBuf;

use crate::catalog::CatalogError;
use crate::download::DownloadError;
use crate::io_cause::IoCause;

/// Why an update step was refused or failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum UpdateError {
    /// This build was made for a distribution, whose package manager updates it.
    #[error(
        "this GenDesk was built for a distribution package: its package manager brings new versions"
    )]
    Disabled,
    /// The feed address is not usable.
    #[error(
        "the update feed address {url:?} is not usable ({reason}); enter an https:// address in Settings → Updates"
    )]
    FeedAddress {
        /// The address as set.
        url: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The feed or its signature could not be fetched.
    #[error("the update feed could not be reached ({reason}); check the connection and try again")]
    Unreachable {
        /// What the network said.
        reason: String,
    },
    /// The feed's server answered with an error status.
    #[error("the update feed's server answered HTTP {status} for {url}; try again later")]
    HttpStatus {
        /// The status.
        status: u16,
        /// What was asked for.
        url: String,
    },
    /// The feed or its signature is larger than any real one.
    #[error("the update feed is larger than {limit} bytes, so it was not read")]
    FeedTooLarge {
        /// The cap in bytes.
        limit: u64,
    },
    /// The signature file is not a minisign signature.
    #[error("the update feed's signature could not be read ({reason}); the feed was not used")]
    SignatureUnreadable {
        /// What the decoder said.
        reason: String,
    },
    /// The signature was made with a key this GenDesk does not trust.
    #[error(
        "the update feed is signed with a key this GenDesk does not trust; the feed was not used"
    )]
    UntrustedKey,
    /// The signature does not match the feed's bytes.
    #[error(
        "the update feed's signature does not match its contents: it was changed after it was signed, so it was not used"
    )]
    BadSignature,
    /// The signed comment names another version than the feed.
    #[error(
        "the update feed's signed comment is {comment:?} but the feed announces {version}: the feed was not used"
    )]
    CommentMismatch {
        /// The trusted comment.
        comment: String,
        /// The feed's version.
        version: String,
    },
    /// The feed is not a feed GenDesk understands.
    #[error(
        "the update feed is not in a form this GenDesk understands ({reason}); the feed was not used"
    )]
    Malformed {
        /// What is wrong.
        reason: String,
    },
    /// An address in the feed is neither HTTPS nor loopback HTTP.
    #[error(
        "the update feed names an address that is neither https:// nor on this computer ({url}); the feed was not used"
    )]
    InsecureAddress {
        /// The address.
        url: String,
    },
    /// The feed was published before the last one accepted (an old copy served again).
    #[error(
        "the update feed was published {published}, before the one already seen ({last}): an old copy, so it was not used"
    )]
    OlderFeed {
        /// When this feed was published.
        published: String,
        /// When the last accepted one was.
        last: String,
    },
    /// The feed has no package for the way this GenDesk was installed.
    #[error("the update has no {kind} package; download it from the project's page instead")]
    NoPackage {
        /// The package kind, for people.
        kind: &'static str,
    },
    /// The download failed (resumable later where the server allows it).
    #[error("the update could not be downloaded: {0}")]
    Download(DownloadError),
    /// The downloaded file has another size than the feed says.
    #[error(
        "the downloaded update has {actual} bytes where the signed feed says {expected}: it was removed and nothing was installed"
    )]
    SizeMismatch {
        /// Bytes the feed names.
        expected: u64,
        /// Bytes received.
        actual: u64,
    },
    /// The downloaded file's SHA-256 differs from the feed's.
    #[error(
        "the downloaded update's SHA-256 does not match the signed feed: it was removed and nothing was installed"
    )]
    HashMismatch,
    /// Reading or writing a file failed.
    #[error("{} could not be {action}: {source}; check the folder's permissions and free space", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// "read", "written", …
        action: &'static str,
        /// The OS error.
        source: IoCause,
    },
    /// The new version could not be installed; the old one is untouched.
    #[error("the update could not be installed ({reason}); this version keeps working")]
    Install {
        /// What went wrong.
        reason: String,
    },
    /// The catalogue from the feed is not valid; the previous one is kept.
    #[error("the updated model catalogue was refused ({0}); the previous one is kept")]
    Catalog(CatalogError),
}

impl UpdateError {
    /// An [`UpdateError::Io`] for `path`.
    pub(crate) fn io(path: impl Into<PathBuf>, action: &'static str, err: std::io::Error) -> Self {
        Self::Io {
            path: path.into(),
            action,
            source: IoCause::from(err),
        }
    }
}
