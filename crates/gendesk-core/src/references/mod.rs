//! A person's own pictures as references (no UI types). The service has no upload endpoint:
//! `image_urls` must be addresses it can fetch. So a picture on this computer is
//!
//! - read and measured, checked against the service's limits, and made to fit when it does
//!   not ([`picture`]);
//! - hosted where the service can fetch it ([`hosting`]), by the profile's choice:
//!   - the person's own S3-compatible bucket, with a presigned link that lives 1–24 hours
//!     ([`bucket`]: AWS S3, Cloudflare R2, Backblaze B2, `MinIO`, …);
//!   - GenDesk's own receiver behind the tunnel URL from Settings, which serves only the
//!     pictures picked, under a random token, while GenDesk is open ([`shared_files`]);
//!   - the offline sandbox, which keeps uploaded pictures itself ([`sandbox_upload`]).
//!
//! Where each hosted link came from (file path and SHA-256) is kept in the history, so a
//! stored request can be used again after its links expired: the file is read and hosted again.

pub mod bucket;
pub mod hosting;
pub mod picture;
pub mod sandbox_upload;
pub mod shared_files;

use std::path::PathBuf;

pub use bucket::{BucketClient, BucketSecret, BucketSettings};
pub use hosting::{HostKind, HostedReference, ReferenceHosting};
pub use picture::{LocalPicture, PictureProblem, PictureType};
pub use shared_files::SharedFiles;

use crate::io_cause::IoCause;

/// Largest reference the service accepts, exclusive ("each under 10 MB").
pub const MAX_REFERENCE_BYTES: u64 = 10_000_000;
/// Most references one task may have unless its model says otherwise.
pub const MAX_REFERENCES: usize = 5;

/// Why a picture could not be read, made to fit or hosted. Each says what to do.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReferenceError {
    /// The file could not be read.
    #[error("{}", crate::t!(
        "err-references-unreadable",
        path = .path.display().to_string(),
        cause = .cause.to_string()
    ))]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the system said.
        cause: IoCause,
    },
    /// Too large to even read as a reference.
    #[error("{}", crate::t!(
        "err-references-source-too-large",
        name = .name.clone(),
        size = picture::megabytes(*.bytes)
    ))]
    SourceTooLarge {
        /// File name.
        name: String,
        /// Its size.
        bytes: u64,
    },
    /// Not a picture GenDesk can read.
    #[error("{}", crate::t!("err-references-not-a-picture", name = .name.clone()))]
    NotAPicture {
        /// File name.
        name: String,
    },
    /// Looks like a picture but cannot be decoded.
    #[error("{}", crate::t!(
        "err-references-damaged",
        name = .name.clone(),
        cause = .cause.clone()
    ))]
    Damaged {
        /// File name.
        name: String,
        /// What the decoder said.
        cause: String,
    },
    /// The file changed since the reference was made (its SHA-256 differs).
    #[error("{}", crate::t!("err-references-changed", path = .path.display().to_string()))]
    Changed {
        /// The file.
        path: PathBuf,
    },
    /// The profile has no way to host a local picture.
    #[error("{}", crate::t!("err-references-no-host"))]
    NoHost,
    /// The bucket settings cannot make an address.
    #[error("{}", crate::t!("err-references-bucket-settings", reason = .0.clone()))]
    BucketSettings(String),
    /// No secret key for the bucket in the keyring.
    #[error("{}", crate::t!("err-references-no-bucket-secret"))]
    NoBucketSecret,
    /// The bucket answered with an error.
    #[error("{}", crate::t!(
        "err-references-bucket-refused",
        status = .status.to_string(),
        details = code_words(.code.as_deref(), .message.as_deref()),
        advice = bucket_advice(*.status, .code.as_deref())
    ))]
    BucketRefused {
        /// HTTP status.
        status: u16,
        /// S3 error code (`SignatureDoesNotMatch`, `NoSuchBucket`, …), if given.
        code: Option<String>,
        /// S3 error message, if given.
        message: Option<String>,
    },
    /// The bucket could not be reached.
    #[error("{}", crate::t!("err-references-bucket-unreachable", reason = .0.clone()))]
    BucketUnreachable(String),
    /// The sandbox refused or could not take the picture.
    #[error("{}", crate::t!("err-references-sandbox", reason = .0.clone()))]
    Sandbox(String),
    /// The upload worked but could not be noted in the history.
    #[error("{}", crate::t!("err-references-not-recorded", reason = .0.clone()))]
    NotRecorded(String),
    /// The receiver is not running, so it cannot serve the picture.
    #[error("{}", crate::t!("err-references-receiver-off"))]
    ReceiverOff,
}

fn code_words(code: Option<&str>, message: Option<&str>) -> String {
    match (code, message) {
        (Some(code), Some(message)) => format!(" ({code}: {message})"),
        (Some(code), None) => format!(" ({code})"),
        (None, Some(message)) => format!(" ({message})"),
        (None, None) => String::new(),
    }
}

fn bucket_advice(status: u16, code: Option<&str>) -> String {
    match (status, code) {
        (_, Some("SignatureDoesNotMatch" | "InvalidAccessKeyId")) | (401 | 403, _) => {
            crate::t!("err-references-bucket-advice-keys")
        }
        (_, Some("NoSuchBucket")) | (404, _) => crate::t!("err-references-bucket-advice-name"),
        (_, Some("AuthorizationHeaderMalformed" | "InvalidRegion")) => {
            crate::t!("err-references-bucket-advice-region")
        }
        _ => crate::t!("err-references-bucket-advice-later"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bucket_refusals_say_what_to_check() {
        let refused = |status, code: &str| ReferenceError::BucketRefused {
            status,
            code: Some(code.to_owned()),
            message: Some("words from the bucket".into()),
        };
        let text = refused(404, "NoSuchBucket").to_string();
        assert!(
            text.starts_with("the bucket refused the upload: HTTP 404 (NoSuchBucket: words from the bucket); check the bucket name"),
            "{text}"
        );
        assert!(
            refused(400, "AuthorizationHeaderMalformed")
                .to_string()
                .contains("check the region")
        );
        assert!(
            refused(403, "AccessDenied")
                .to_string()
                .contains("check the access key ID and secret key")
        );
        assert!(
            refused(503, "SlowDown")
                .to_string()
                .contains("try again later")
        );
        let bare = ReferenceError::BucketRefused {
            status: 500,
            code: None,
            message: None,
        };
        assert!(
            bare.to_string()
                .starts_with("the bucket refused the upload: HTTP 500; try again")
        );
    }
}
