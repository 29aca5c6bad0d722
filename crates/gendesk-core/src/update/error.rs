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
    #[error("{}", crate::t!("err-update-disabled"))]
    Disabled,
    /// The feed address is not usable.
    #[error("{}", crate::t!(
        "err-update-feed-address",
        url = format!("{:?}", .url),
        reason = .reason.clone()
    ))]
    FeedAddress {
        /// The address as set.
        url: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The feed or its signature could not be fetched.
    #[error("{}", crate::t!("err-update-unreachable", reason = .reason.clone()))]
    Unreachable {
        /// What the network said.
        reason: String,
    },
    /// The feed's server answered with an error status.
    #[error("{}", crate::t!(
        "err-update-http-status",
        status = .status.to_string(),
        url = .url.clone()
    ))]
    HttpStatus {
        /// The status.
        status: u16,
        /// What was asked for.
        url: String,
    },
    /// The feed or its signature is larger than any real one.
    #[error("{}", crate::t!("err-update-feed-too-large", limit = .limit.to_string()))]
    FeedTooLarge {
        /// The cap in bytes.
        limit: u64,
    },
    /// The signature file is not a minisign signature.
    #[error("{}", crate::t!("err-update-signature-unreadable", reason = .reason.clone()))]
    SignatureUnreadable {
        /// What the decoder said.
        reason: String,
    },
    /// The signature was made with a key this GenDesk does not trust.
    #[error("{}", crate::t!("err-update-untrusted-key"))]
    UntrustedKey,
    /// The signature does not match the feed's bytes.
    #[error("{}", crate::t!("err-update-bad-signature"))]
    BadSignature,
    /// The signed comment names another version than the feed.
    #[error("{}", crate::t!(
        "err-update-comment-mismatch",
        comment = format!("{:?}", .comment),
        version = .version.clone()
    ))]
    CommentMismatch {
        /// The trusted comment.
        comment: String,
        /// The feed's version.
        version: String,
    },
    /// The feed is not a feed GenDesk understands.
    #[error("{}", crate::t!("err-update-malformed", reason = .reason.clone()))]
    Malformed {
        /// What is wrong.
        reason: String,
    },
    /// An address in the feed is neither HTTPS nor loopback HTTP.
    #[error("{}", crate::t!("err-update-insecure-address", url = .url.clone()))]
    InsecureAddress {
        /// The address.
        url: String,
    },
    /// The feed was published before the last one accepted (an old copy served again).
    #[error("{}", crate::t!(
        "err-update-older-feed",
        published = .published.clone(),
        last = .last.clone()
    ))]
    OlderFeed {
        /// When this feed was published.
        published: String,
        /// When the last accepted one was.
        last: String,
    },
    /// The feed has no package for the way this GenDesk was installed.
    #[error("{}", crate::t!("err-update-no-package", kind = .kind.clone()))]
    NoPackage {
        /// The package kind, for people, or `matching`.
        kind: String,
    },
    /// The download failed (resumable later where the server allows it).
    #[error("{}", crate::t!("err-update-download", error = .0.to_string()))]
    Download(DownloadError),
    /// The downloaded file has another size than the feed says.
    #[error("{}", crate::t!(
        "err-update-size-mismatch",
        actual = .actual.to_string(),
        expected = .expected.to_string()
    ))]
    SizeMismatch {
        /// Bytes the feed names.
        expected: u64,
        /// Bytes received.
        actual: u64,
    },
    /// The downloaded file's SHA-256 differs from the feed's.
    #[error("{}", crate::t!("err-update-hash-mismatch"))]
    HashMismatch,
    /// Reading or writing a file failed.
    #[error("{}", crate::t!(
        "err-update-io",
        path = .path.display().to_string(),
        action = .action.to_string(),
        cause = .source.to_string()
    ))]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// "read", "written", …
        action: &'static str,
        /// The OS error.
        source: IoCause,
    },
    /// The new version could not be installed; the old one is untouched.
    #[error("{}", crate::t!("err-update-install", reason = .reason.clone()))]
    Install {
        /// What went wrong.
        reason: String,
    },
    /// The catalogue from the feed is not valid; the previous one is kept.
    #[error("{}", crate::t!("err-update-catalog", error = .0.to_string()))]
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
