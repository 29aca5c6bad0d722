//! The updater: fetches the feed and its signature (a plain GET each: no identifiers, no
//! cookies, only GenDesk's generic user agent), verifies and judges it, remembers the check,
//! and downloads the files it names with the result downloader (resumed with `Range` after a
//! cut, started over when the server ignores `Range`, cancellable), then checks their size and
//! SHA-256 before handing them over, and again just before they are used.

use std::path::{Path, PathBuf};
use std::time::Duration;

use sha2::{Digest, Sha256};
use tokio::sync::watch;

use super::error::UpdateError;
use super::feed::{Feed, FileRef, check_address};
use super::policy::{Verdict, judge};
use super::signature::verify_feed;
use super::state::{UpdatePaths, UpdateState};
use super::version::{DISTRIBUTION_BUILD, running_version};
use crate::download::{
    DownloadLimits, DownloadRequest, Downloader, Progress, result_http_client_builder,
};

/// Largest feed read, in bytes (a real one is a few KiB).
pub const MAX_FEED_BYTES: u64 = 256 * 1024;
/// Largest signature read, in bytes (a real one is about 300).
const MAX_SIGNATURE_BYTES: u64 = 4 * 1024;

/// How the updater is set up.
#[derive(Debug, Clone)]
pub struct UpdaterConfig {
    /// The feed's address (its signature is the same address + `.minisig`).
    pub feed_url: String,
    /// The trusted keys ([`super::keys::trusted_keys`] in the app).
    pub keys: Vec<String>,
    /// The update folder.
    pub paths: UpdatePaths,
    /// How long connecting may take, and the longest silence while reading.
    pub timeout: Duration,
    /// Updates are on in this build (`false` in a distribution's build: nothing is fetched).
    pub enabled: bool,
    /// The proxy and certificate authorities (a company's own; tests' private one) the feed
    /// and packages are fetched through.
    pub network: gendesk_api::Network,
}

impl UpdaterConfig {
    /// The app's set-up: the trusted keys, the data folder's update folder.
    pub fn new(feed_url: &str, data_dir: &Path) -> Self {
        Self {
            feed_url: feed_url.to_owned(),
            keys: super::keys::trusted_keys(),
            paths: UpdatePaths::new(data_dir),
            timeout: Duration::from_secs(20),
            enabled: !DISTRIBUTION_BUILD,
            network: gendesk_api::Network::default(),
        }
    }
}

/// What a check found.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckReport {
    /// The verified feed.
    pub feed: Feed,
    /// What it means for this GenDesk.
    pub verdict: Verdict,
}

/// A downloaded file whose size and SHA-256 matched the signed feed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedFile {
    /// Where it is.
    pub path: PathBuf,
    /// What the feed says of it.
    pub expected: FileRef,
}

impl VerifiedFile {
    /// Checks the file again (just before it is used: it may have changed on disk since).
    pub async fn recheck(&self) -> Result<(), UpdateError> {
        verify_file(&self.path, &self.expected).await
    }
}

/// Fetches, verifies and downloads.
#[derive(Debug, Clone)]
pub struct Updater {
    config: UpdaterConfig,
    http: reqwest::Client,
}

impl Updater {
    /// An updater; refuses a distribution build (`enabled` false) and an unusable feed address.
    pub fn new(config: UpdaterConfig) -> Result<Self, UpdateError> {
        if !config.enabled {
            return Err(UpdateError::Disabled);
        }
        check_address(&config.feed_url).map_err(|_| UpdateError::FeedAddress {
            url: config.feed_url.clone(),
            reason: crate::t!("problem-catalog-feed-address-scheme"),
        })?;
        let http = result_http_client_builder(&config.network, config.timeout)
            .read_timeout(config.timeout)
            .build()
            .map_err(|err| UpdateError::Unreachable {
                reason: gendesk_api::error_chain::full(&err),
            })?;
        Ok(Self { config, http })
    }

    /// The set-up.
    pub fn config(&self) -> &UpdaterConfig {
        &self.config
    }

    /// Fetches the feed and its signature, and verifies both.
    pub async fn fetch_feed(&self) -> Result<Feed, UpdateError> {
        Ok(self.fetch_signed().await?.0)
    }

    /// [`Self::fetch_feed`], with the bytes that were verified.
    async fn fetch_signed(&self) -> Result<(Feed, Vec<u8>, String), UpdateError> {
        let feed_url = &self.config.feed_url;
        let body = self.get_capped(feed_url, MAX_FEED_BYTES).await?;
        let signature_url = format!("{feed_url}.minisig");
        let signature = self.get_capped(&signature_url, MAX_SIGNATURE_BYTES).await?;
        let signature =
            String::from_utf8(signature).map_err(|_| UpdateError::SignatureUnreadable {
                reason: crate::t!("problem-catalog-signature-not-text"),
            })?;
        let feed = verify_feed(&body, &signature, &self.config.keys)?;
        Ok((feed, body, signature))
    }

    /// The newest feed an earlier check accepted, verified again and judged now, without a
    /// request (`None`: none kept, or it no longer verifies).
    pub fn kept_report(&self) -> Option<CheckReport> {
        let (feed_file, signature_file) = self.config.paths.kept_feed();
        let body = std::fs::read(&feed_file).ok()?;
        let signature = std::fs::read_to_string(&signature_file).ok()?;
        let feed = verify_feed(&body, &signature, &self.config.keys)
            .inspect_err(|err| tracing::warn!("the kept update feed is not used: {err}"))
            .ok()?;
        let state = UpdateState::load(&self.config.paths.state_file());
        let verdict = judge(&feed, &running_version(), &state).ok()?;
        Some(CheckReport { feed, verdict })
    }

    /// Checks for a newer GenDesk at `now_s` (Unix seconds): fetches and verifies the feed,
    /// judges it against the remembered state, and remembers the check (and an accepted
    /// feed's date, so an older copy is refused later).
    pub async fn check(&self, now_s: i64) -> Result<CheckReport, UpdateError> {
        let state_file = self.config.paths.state_file();
        let fetched = self.fetch_signed().await;
        // Judged against the state as it is now, after the fetch (a skip may have come).
        let state = UpdateState::load(&state_file);
        let judged = match fetched {
            Ok((feed, body, signature)) => judge(&feed, &running_version(), &state)
                .map(|verdict| (feed, verdict, body, signature)),
            Err(err) => Err(err),
        };
        let published = judged.as_ref().ok().map(|(feed, _, body, signature)| {
            self.keep_feed(body, signature);
            feed.published.as_second()
        });
        let remembered = UpdateState::update(&state_file, |state| {
            state.last_check_s = Some(now_s);
            if let Some(published) = published {
                state.last_feed_published_s = Some(
                    state
                        .last_feed_published_s
                        .map_or(published, |last| last.max(published)),
                );
            }
        });
        if let Err(err) = remembered {
            tracing::warn!("the update state was not saved: {err}");
        }
        let (feed, verdict, _, _) = judged?;
        Ok(CheckReport { feed, verdict })
    }

    /// Keeps an accepted feed and its signature (a failure only costs a request later).
    fn keep_feed(&self, body: &[u8], signature: &str) {
        let (feed_file, signature_file) = self.config.paths.kept_feed();
        let kept = crate::config::write_atomic(&feed_file, body)
            .and_then(|()| crate::config::write_atomic(&signature_file, signature.as_bytes()));
        if let Err(err) = kept {
            tracing::warn!("the update feed was not kept: {err}");
        }
    }

    /// The automatic check: `None`, without a single request, when the person switched
    /// automatic checks off (`automatic` false) or the last check is less than a day old;
    /// otherwise [`Self::check`].
    pub async fn check_if_due(
        &self,
        automatic: bool,
        now_s: i64,
    ) -> Option<Result<CheckReport, UpdateError>> {
        if !automatic || !UpdateState::load(&self.config.paths.state_file()).check_due(now_s) {
            return None;
        }
        Some(self.check(now_s).await)
    }

    /// Downloads `file` as `name` (its final file name) into the update folder and verifies
    /// it. A `.part` left by an earlier attempt is resumed. On a size or hash mismatch the file
    /// is removed. Setting `cancel` stops promptly (the `.part` is kept for a later resume).
    pub async fn download(
        &self,
        file: &FileRef,
        name: &str,
        cancel: &watch::Receiver<bool>,
        progress: impl FnMut(Progress) + Send,
    ) -> Result<VerifiedFile, UpdateError> {
        check_address(&file.url)?;
        let dir = self.config.paths.downloads_dir();
        let name = crate::download::sanitize_stem(name);
        let target = dir.join(&name);
        // The downloader never replaces a file: a finished copy of an earlier attempt goes.
        let stem = format!("{name}.download");
        remove_if_present(&dir.join(format!("{stem}.bin"))).await?;
        let downloader = Downloader::with_client(
            self.http.clone(),
            DownloadLimits {
                max_bytes: file.size,
                connect_timeout: self.config.timeout,
                read_timeout: self.config.timeout,
                ..DownloadLimits::default()
            },
            &self.config.network,
        );
        let request = DownloadRequest {
            url: file.url.clone(),
            target_dir: dir.clone(),
            file_stem: stem,
            resume_from_part: true,
        };
        let fetched = downloader
            .download(&request, cancel, progress)
            .await
            .map_err(|err| match err {
                crate::download::DownloadError::TooLarge { .. } => UpdateError::SizeMismatch {
                    expected: file.size,
                    actual: file.size + 1,
                },
                other => UpdateError::Download(other),
            })?;
        if let Err(err) = verify_file(&fetched, file).await {
            remove_if_present(&fetched).await?;
            return Err(err);
        }
        tokio::fs::rename(&fetched, &target)
            .await
            .map_err(|err| UpdateError::io(&target, "written", err))?;
        Ok(VerifiedFile {
            path: target,
            expected: file.clone(),
        })
    }

    /// GETs `url`, reading at most `cap` bytes.
    async fn get_capped(&self, url: &str, cap: u64) -> Result<Vec<u8>, UpdateError> {
        let unreachable = |err: reqwest::Error| UpdateError::Unreachable {
            reason: gendesk_api::error_chain::full(&err),
        };
        let mut response = self.http.get(url).send().await.map_err(unreachable)?;
        let status = response.status();
        if !status.is_success() {
            return Err(UpdateError::HttpStatus {
                status: status.as_u16(),
                url: url.to_owned(),
            });
        }
        if response.content_length().is_some_and(|len| len > cap) {
            return Err(UpdateError::FeedTooLarge { limit: cap });
        }
        let mut body = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(unreachable)? {
            body.extend_from_slice(&chunk);
            if body.len() as u64 > cap {
                return Err(UpdateError::FeedTooLarge { limit: cap });
            }
        }
        Ok(body)
    }
}

/// Checks a file's size and SHA-256 against the feed's (on a blocking thread).
async fn verify_file(path: &Path, expected: &FileRef) -> Result<(), UpdateError> {
    let path = path.to_owned();
    let expected = expected.clone();
    tokio::task::spawn_blocking(move || verify_file_now(&path, &expected))
        .await
        .map_err(|err| UpdateError::Install {
            reason: err.to_string(),
        })?
}

/// [`verify_file`] on this thread.
pub fn verify_file_now(path: &Path, expected: &FileRef) -> Result<(), UpdateError> {
    let mut file = std::fs::File::open(path).map_err(|err| UpdateError::io(path, "read", err))?;
    let actual = file
        .metadata()
        .map_err(|err| UpdateError::io(path, "read", err))?
        .len();
    if actual != expected.size {
        return Err(UpdateError::SizeMismatch {
            expected: expected.size,
            actual,
        });
    }
    let mut hasher = Sha256::new();
    let mut buffer = vec![0_u8; 256 * 1024];
    loop {
        let read = std::io::Read::read(&mut file, &mut buffer)
            .map_err(|err| UpdateError::io(path, "read", err))?;
        if read == 0 {
            break;
        }
        hasher.update(&buffer[..read]);
    }
    if hex::encode(hasher.finalize()) != expected.sha256 {
        return Err(UpdateError::HashMismatch);
    }
    Ok(())
}

/// Removes a file that may not exist.
async fn remove_if_present(path: &Path) -> Result<(), UpdateError> {
    match tokio::fs::remove_file(path).await {
        Ok(()) => Ok(()),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(err) => Err(UpdateError::io(path, "removed", err)),
    }
}
