//! Where a profile's local pictures go so the service can fetch them: the choice kept per
//! profile ([`ReferenceHosting`]), what hosting gave ([`HostedReference`]), and the
//! [`Hoster`] the engine uses to carry the choice out.

use std::time::SystemTime;

use gendesk_api::{ApiKey, BaseUrl};
use serde::{Deserialize, Serialize};

use super::bucket::{BucketClient, BucketSettings};
use super::picture::LocalPicture;
use super::shared_files::SharedFiles;
use super::{ReferenceError, sandbox_upload};

/// How a profile hosts local pictures (kept in `profiles.toml`; the bucket's secret key is in
/// the keyring). Sandbox profiles need none of this: the sandbox keeps pictures itself.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(tag = "host", rename_all = "lowercase")]
pub enum ReferenceHosting {
    /// Not set up: only image URLs can be references.
    #[default]
    None,
    /// The person's S3-compatible bucket.
    Bucket(BucketSettings),
    /// GenDesk's receiver behind the tunnel URL from Settings.
    Receiver,
}

/// Which way a picture was hosted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HostKind {
    /// The offline sandbox.
    Sandbox,
    /// The person's bucket.
    Bucket,
    /// GenDesk's receiver (served while GenDesk is open).
    Receiver,
}

impl HostKind {
    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Sandbox => "sandbox",
            Self::Bucket => "bucket",
            Self::Receiver => "receiver",
        }
    }

    /// From a stored name.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "sandbox" => Some(Self::Sandbox),
            "bucket" => Some(Self::Bucket),
            "receiver" => Some(Self::Receiver),
            _ => None,
        }
    }
}

/// A picture the service can now fetch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostedReference {
    /// The address that goes into `image_urls`.
    pub url: String,
    /// When the address stops working (Unix ms); `None` while GenDesk or the sandbox runs.
    pub expires_at_ms: Option<i64>,
    /// Where it is.
    pub host: HostKind,
    /// The bucket key, for deleting it later.
    pub object_key: Option<String>,
}

/// Carries out a profile's hosting choice.
#[derive(Debug, Clone)]
pub enum Hoster {
    /// The offline sandbox at the profile's base URL, with its demo key.
    Sandbox {
        /// The sandbox's address.
        base: BaseUrl,
        /// The profile's key.
        key: ApiKey,
        /// A client without the API client's retries.
        http: reqwest::Client,
    },
    /// The person's bucket.
    Bucket(Box<BucketClient>),
    /// The receiver's shared pictures, under the tunnel URL (`None`: no tunnel set).
    Receiver {
        /// What the receiver serves.
        files: SharedFiles,
        /// The public address in front of the receiver.
        tunnel: Option<String>,
    },
    /// Nothing set up.
    Nowhere,
}

impl Hoster {
    /// The hoster for a bucket profile, or why there is none.
    pub fn bucket(
        settings: BucketSettings,
        secret: Option<&super::BucketSecret>,
        network: &gendesk_api::Network,
    ) -> Result<Self, ReferenceError> {
        let secret = secret.ok_or(ReferenceError::NoBucketSecret)?;
        BucketClient::new(settings, secret, network).map(|client| Self::Bucket(Box::new(client)))
    }

    /// Whether pictures can be hosted at all.
    pub fn can_host(&self) -> bool {
        match self {
            Self::Sandbox { .. } | Self::Bucket(_) => true,
            Self::Receiver { tunnel, .. } => tunnel.is_some(),
            Self::Nowhere => false,
        }
    }

    /// Makes `picture` fetchable; `now` dates a bucket link.
    pub async fn host(
        &self,
        picture: &LocalPicture,
        now: SystemTime,
    ) -> Result<HostedReference, ReferenceError> {
        match self {
            Self::Sandbox { base, key, http } => {
                sandbox_upload::upload(http, base, key, picture).await
            }
            Self::Bucket(client) => client.upload(picture, now).await,
            Self::Receiver {
                files,
                tunnel: Some(tunnel),
            } => Ok(files.share(picture, tunnel)),
            Self::Receiver { tunnel: None, .. } | Self::Nowhere => Err(ReferenceError::NoHost),
        }
    }
}
