//! The person's own S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, `MinIO`, …):
//! a picture is uploaded under a random key with a presigned PUT, and the service gets a
//! presigned GET link that lives as long as the person chose (1–24 hours). Signing is
//! `rusty-s3`'s (`SigV4`, never hand-written); requests go out through a plain reqwest client
//! that carries no API key. The secret key lives in the OS keyring; only [`BucketSettings`]
//! are written to `profiles.toml`.

use std::time::{Duration, SystemTime};

use rusty_s3::actions::{DeleteObject, GetObject, PutObject, S3Action};
use rusty_s3::{Bucket, Credentials, UrlStyle};
use serde::{Deserialize, Serialize};
use url::Url;

use super::hosting::{HostKind, HostedReference};
use super::picture::LocalPicture;
use super::{ReferenceError, shared_files};

/// Shortest link a person can choose.
pub const MIN_LINK_HOURS: u8 = 1;
/// Longest link (the service's result links live 24 hours too).
pub const MAX_LINK_HOURS: u8 = 24;
/// How long a presigned upload (PUT) URL is valid: just long enough to send the file.
const UPLOAD_SIGNATURE: Duration = Duration::from_mins(15);
/// Longest an upload may take.
const UPLOAD_TIMEOUT: Duration = Duration::from_mins(2);

/// Where the bucket is and how links are made (no secret: that is in the keyring).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BucketSettings {
    /// The S3 endpoint: `https://s3.eu-west-1.amazonaws.com`,
    /// `https://<account>.r2.cloudflarestorage.com`, `http://127.0.0.1:9000` for `MinIO`.
    pub endpoint: String,
    /// The bucket's name.
    pub bucket: String,
    /// The region (`auto` for R2; `us-east-1` for most `MinIO` set-ups).
    #[serde(default = "default_region")]
    pub region: String,
    /// Address the bucket as `bucket.host` rather than `host/bucket`.
    #[serde(default)]
    pub virtual_host: bool,
    /// Folder-like prefix of every key GenDesk writes.
    #[serde(default = "default_prefix")]
    pub prefix: String,
    /// The access key ID (not secret on its own; the secret key is in the keyring).
    pub access_key_id: String,
    /// How long the links given to the service work, 1 to 24 hours.
    #[serde(default = "default_link_hours")]
    pub link_hours: u8,
    /// Delete the uploaded picture once every task that uses it is final.
    #[serde(default)]
    pub delete_when_final: bool,
}

fn default_region() -> String {
    "us-east-1".into()
}

fn default_prefix() -> String {
    "gendesk/".into()
}

fn default_link_hours() -> u8 {
    MAX_LINK_HOURS
}

impl BucketSettings {
    /// The link lifetime, clamped to 1–24 hours.
    pub fn link_lifetime(&self) -> Duration {
        Duration::from_hours(u64::from(
            self.link_hours.clamp(MIN_LINK_HOURS, MAX_LINK_HOURS),
        ))
    }
}

/// The bucket's secret access key; `Debug` never shows it.
#[derive(Clone, PartialEq, Eq)]
pub struct BucketSecret(String);

impl BucketSecret {
    /// Wraps a secret key (surrounding spaces removed).
    pub fn new(secret: impl Into<String>) -> Self {
        let secret = secret.into().trim().to_owned();
        crate::crash::keep_out_of_reports(&secret);
        Self(secret)
    }

    /// The secret, for signing and the keyring only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for BucketSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BucketSecret(***)")
    }
}

/// Uploads to, links into and deletes from one bucket.
#[derive(Debug, Clone)]
pub struct BucketClient {
    settings: BucketSettings,
    bucket: Bucket,
    credentials: Credentials,
    http: reqwest::Client,
}

impl BucketClient {
    /// A client for `settings` signing with `secret`, through the proxy `network` says.
    pub fn new(
        settings: BucketSettings,
        secret: &BucketSecret,
        network: &gendesk_api::Network,
    ) -> Result<Self, ReferenceError> {
        let endpoint = Url::parse(settings.endpoint.trim()).map_err(|err| {
            ReferenceError::BucketSettings(crate::t!(
                "problem-catalog-bucket-endpoint",
                cause = err.to_string()
            ))
        })?;
        let style = if settings.virtual_host {
            UrlStyle::VirtualHost
        } else {
            UrlStyle::Path
        };
        let name = settings.bucket.trim().to_owned();
        if name.is_empty() {
            return Err(ReferenceError::BucketSettings(crate::t!(
                "problem-catalog-bucket-no-name"
            )));
        }
        let region = match settings.region.trim() {
            "" => default_region(),
            other => other.to_owned(),
        };
        let bucket = Bucket::new(endpoint, style, name, region)
            .map_err(|err| ReferenceError::BucketSettings(err.to_string()))?;
        if secret.expose().is_empty() {
            return Err(ReferenceError::NoBucketSecret);
        }
        let credentials = Credentials::new(settings.access_key_id.trim(), secret.expose());
        let http = network
            .client_builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(UPLOAD_TIMEOUT)
            .build()
            .map_err(|err| ReferenceError::BucketUnreachable(err.to_string()))?;
        Ok(Self {
            settings,
            bucket,
            credentials,
            http,
        })
    }

    /// The settings it was made with.
    pub fn settings(&self) -> &BucketSettings {
        &self.settings
    }

    /// Uploads `picture` under a new random key; the link the service gets, made at `now`.
    pub async fn upload(
        &self,
        picture: &LocalPicture,
        now: SystemTime,
    ) -> Result<HostedReference, ReferenceError> {
        let key = format!(
            "{}{}/{}",
            self.settings.prefix.trim_start_matches('/'),
            shared_files::random_token(),
            shared_files::safe_name(&picture.name)
        );
        self.put(&key, picture.bytes.clone(), picture.kind.mime(), now)
            .await?;
        let lifetime = self.settings.link_lifetime();
        Ok(HostedReference {
            url: self.link(&key, lifetime, now).to_string(),
            expires_at_ms: Some(unix_ms(now + lifetime)),
            host: HostKind::Bucket,
            object_key: Some(key),
        })
    }

    /// A presigned GET link to `key`, valid `lifetime` from `now`.
    pub fn link(&self, key: &str, lifetime: Duration, now: SystemTime) -> Url {
        GetObject::new(&self.bucket, Some(&self.credentials), key)
            .sign_with_time(lifetime, &timestamp(now))
    }

    /// Deletes `key` (an absent object is fine, as S3 says for DELETE).
    pub async fn delete(&self, key: &str) -> Result<(), ReferenceError> {
        let url = DeleteObject::new(&self.bucket, Some(&self.credentials), key)
            .sign_with_time(UPLOAD_SIGNATURE, &timestamp(SystemTime::now()));
        let response = self
            .http
            .delete(url)
            .send()
            .await
            .map_err(|err| unreachable(&err))?;
        refusal(response).await
    }

    /// Proves the settings work end to end: a tiny object is written, read back through a
    /// presigned link and deleted.
    pub async fn check(&self) -> Result<(), ReferenceError> {
        let now = SystemTime::now();
        let key = format!(
            "{}check-{}.txt",
            self.settings.prefix.trim_start_matches('/'),
            shared_files::random_token()
        );
        let body = bytes::Bytes::from_static(b"GenDesk checks that it can write here.");
        self.put(&key, body.clone(), "text/plain", now).await?;
        let link = self.link(&key, Duration::from_mins(5), now);
        let read = self
            .http
            .get(link)
            .send()
            .await
            .map_err(|err| unreachable(&err))?;
        let read = match refusal_of(read).await {
            Ok(response) => response.bytes().await.map_err(|err| unreachable(&err))?,
            Err(err) => return Err(err),
        };
        let deleted = self.delete(&key).await;
        if read != body {
            return Err(ReferenceError::BucketRefused {
                status: 200,
                code: None,
                message: Some(crate::t!("problem-catalog-bucket-read-back")),
            });
        }
        deleted
    }

    async fn put(
        &self,
        key: &str,
        body: bytes::Bytes,
        content_type: &str,
        now: SystemTime,
    ) -> Result<(), ReferenceError> {
        let url = PutObject::new(&self.bucket, Some(&self.credentials), key)
            .sign_with_time(UPLOAD_SIGNATURE, &timestamp(now));
        let response = self
            .http
            .put(url)
            .header(reqwest::header::CONTENT_TYPE, content_type)
            .body(body)
            .send()
            .await
            .map_err(|err| unreachable(&err))?;
        refusal(response).await
    }
}

fn timestamp(time: SystemTime) -> jiff::Timestamp {
    jiff::Timestamp::try_from(time).unwrap_or(jiff::Timestamp::UNIX_EPOCH)
}

fn unix_ms(time: SystemTime) -> i64 {
    time.duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// A transport error in words, without the URL (a presigned URL carries a signature).
fn unreachable(err: &reqwest::Error) -> ReferenceError {
    ReferenceError::BucketUnreachable(gendesk_api::error_chain::without_url(err, "the bucket"))
}

async fn refusal(response: reqwest::Response) -> Result<(), ReferenceError> {
    refusal_of(response).await.map(drop)
}

/// The response when it is a success; the S3 error (code and message from its XML) otherwise.
async fn refusal_of(response: reqwest::Response) -> Result<reqwest::Response, ReferenceError> {
    let status = response.status();
    if status.is_success() {
        return Ok(response);
    }
    let body = response.text().await.unwrap_or_default();
    Err(ReferenceError::BucketRefused {
        status: status.as_u16(),
        code: xml_text(&body, "Code"),
        message: xml_text(&body, "Message"),
    })
}

/// The text of the first `<tag>…</tag>` in an S3 error body, if short and present.
fn xml_text(body: &str, tag: &str) -> Option<String> {
    let open = format!("<{tag}>");
    let close = format!("</{tag}>");
    let start = body.find(&open)? + open.len();
    let end = start + body[start..].find(&close)?;
    let text = body[start..end].trim();
    (!text.is_empty() && text.len() <= 300).then(|| text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s3_error_bodies_give_their_code_and_message() {
        let body = "<?xml version=\"1.0\"?><Error><Code>SignatureDoesNotMatch</Code>\
                    <Message>The request signature we calculated does not match</Message></Error>";
        assert_eq!(
            xml_text(body, "Code").as_deref(),
            Some("SignatureDoesNotMatch")
        );
        assert!(
            xml_text(body, "Message")
                .unwrap()
                .starts_with("The request")
        );
        assert_eq!(xml_text("<html>", "Code"), None);
        assert_eq!(xml_text("<Code></Code>", "Code"), None);
    }

    #[test]
    fn the_secret_never_shows_and_links_live_one_to_24_hours() {
        let secret = BucketSecret::new("  wJalrXUtnFEMI/K7MDENG  ");
        assert_eq!(format!("{secret:?}"), "BucketSecret(***)");
        assert_eq!(secret.expose(), "wJalrXUtnFEMI/K7MDENG");
        let settings: BucketSettings = toml::from_str(
            "endpoint = \"http://127.0.0.1:9000\"\nbucket = \"refs\"\naccess_key_id = \"AK\"\nlink_hours = 0",
        )
        .unwrap();
        assert_eq!(settings.region, "us-east-1");
        assert_eq!(settings.prefix, "gendesk/");
        assert_eq!(settings.link_lifetime(), Duration::from_hours(1));
        let long = BucketSettings {
            link_hours: 200,
            ..settings
        };
        assert_eq!(long.link_lifetime(), Duration::from_hours(24));
    }

    #[test]
    fn bad_settings_are_said_before_any_request() {
        let settings = BucketSettings {
            endpoint: "ftp://files.example".into(),
            bucket: "refs".into(),
            region: String::new(),
            virtual_host: false,
            prefix: default_prefix(),
            access_key_id: "AK".into(),
            link_hours: 24,
            delete_when_final: false,
        };
        let secret = BucketSecret::new("SK");
        assert!(matches!(
            BucketClient::new(settings.clone(), &secret, &gendesk_api::Network::direct()),
            Err(ReferenceError::BucketSettings(_))
        ));
        let no_secret = BucketSettings {
            endpoint: "http://127.0.0.1:9000".into(),
            ..settings
        };
        assert_eq!(
            BucketClient::new(
                no_secret,
                &BucketSecret::new(" "),
                &gendesk_api::Network::direct()
            )
            .unwrap_err(),
            ReferenceError::NoBucketSecret
        );
    }
}
