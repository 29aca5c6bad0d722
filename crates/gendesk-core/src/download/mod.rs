//! Downloading result files: public http(s) URLs that expire 24 h after they are issued.
//!
//! A download streams into `<name>.<ext>.part` inside the target folder, fsyncs it and only then
//! gives it its final name, so a final name never holds half a file. The final name never
//! replaces an existing file (`name (2).ext`, `name (3).ext`, … instead). An existing `.part`
//! is resumed with a `Range` request; dropped or stalled connections are resumed the same way a
//! bounded number of times. Result URLs are public: no `Authorization` header is ever sent.
//!
//! This module is self-contained (std, tokio, reqwest, bytes, thiserror, url): `job` runs one
//! download, `part_file` owns the `.part` and the final name, `naming` makes safe names and
//! extensions, `name_pattern` turns the person's pattern into folders and a name,
//! `result_url` accepts result URLs and builds their HTTP client.

mod job;
mod name_pattern;
mod naming;
mod part_file;
mod result_url;

pub use name_pattern::{
    DEFAULT_PATTERN, Field, NameFacts, NamePattern, PatternError, Placed, kind_word,
};
pub use naming::{extension_for, safe_name, sanitize_stem};
pub use result_url::{parse_result_url, result_http_client, result_http_client_builder};

use job::Job;
use part_file::{PartFile, io_error};

use std::path::PathBuf;
use std::time::Duration;

use tokio::sync::watch;

/// What to download and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DownloadRequest {
    /// The result URL (`http` or `https` only).
    pub url: String,
    /// The folder the file goes into (created if missing). Nothing is written outside it.
    pub target_dir: PathBuf,
    /// The wanted file name without extension, e.g. `sandbox-image-fast_task_ab12_1`. It is
    /// passed through [`sanitize_stem`]; the extension comes from [`extension_for`].
    pub file_stem: String,
    /// Continue from an existing `.part` of the same name (`false` discards it and starts over).
    pub resume_from_part: bool,
}

/// Bounds on one download.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DownloadLimits {
    /// Largest file accepted, in bytes (default 4 GiB).
    pub max_bytes: u64,
    /// How long establishing a connection may take (default 15 s).
    pub connect_timeout: Duration,
    /// How long the server may send nothing (headers or body) before the connection counts as
    /// stalled and is resumed like a dropped one (default 30 s).
    pub read_timeout: Duration,
    /// How many times a dropped or stalled connection (or a 5xx answer) is retried, each
    /// resuming where the `.part` ends, before giving up with [`DownloadError::Network`]
    /// (default 5). The count is per call of [`Downloader::download`].
    pub max_resume_attempts: u32,
}

impl Default for DownloadLimits {
    fn default() -> Self {
        Self {
            max_bytes: 4 * 1024 * 1024 * 1024,
            connect_timeout: Duration::from_secs(15),
            read_timeout: Duration::from_secs(30),
            max_resume_attempts: 5,
        }
    }
}

/// Progress of one download, sent to the callback of [`Downloader::download`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// The server answered and bytes are about to flow. Sent once per connection: again after
    /// each resume, with the offset it resumes from (0 when starting over).
    Started {
        /// Size of the whole file, when the server told it.
        total: Option<u64>,
        /// Bytes already in the `.part` that this connection continues from.
        resumed_from: u64,
    },
    /// Bytes of the whole file now on disk. At most about 10 per second, plus one when complete.
    Bytes {
        /// Bytes of the whole file written so far (including the resumed part).
        done: u64,
        /// Size of the whole file, when known.
        total: Option<u64>,
    },
}

pub use crate::io_cause::IoCause;

/// Why a download did not produce a file. It serialises, so the history can record it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DownloadError {
    /// The URL, or a redirect's target, is not `http`/`https` (e.g. `file:`, `ftp:`,
    /// `javascript:`); holds the scheme.
    #[error("{}", crate::t!("err-download-not-http", scheme = format!("{:?}", .0)))]
    NotHttp(String),
    /// The URL could not be parsed, has no host, or carries credentials (`user:pass@`, which
    /// would be sent as an `Authorization` header); or a redirect was refused (more than 10,
    /// or to a URL with credentials).
    #[error("{}", crate::t!("err-download-invalid-url", reason = .0.clone()))]
    InvalidUrl(String),
    /// 404, 410 or 403 from a result URL: it is past its 24 h.
    #[error("{}", crate::t!("err-download-expired"))]
    Expired,
    /// Any other unexpected HTTP status.
    #[error("{}", crate::t!("err-download-http-status", status = .0.to_string()))]
    HttpStatus(u16),
    /// The file is larger than [`DownloadLimits::max_bytes`].
    #[error("{}", crate::t!("err-download-too-large", limit = .limit.to_string()))]
    TooLarge {
        /// The limit in bytes.
        limit: u64,
    },
    /// The disk (or the user's quota) is full.
    #[error("{}", crate::t!("err-download-no-space", path = .path.display().to_string()))]
    NoSpace {
        /// The file being written.
        path: PathBuf,
    },
    /// Any other file-system error.
    #[error("{}", crate::t!(
        "err-download-io",
        path = .path.display().to_string(),
        cause = .source.to_string()
    ))]
    Io {
        /// The file or folder concerned.
        path: PathBuf,
        /// The OS error.
        source: IoCause,
    },
    /// Nothing answers at a result address on this computer (a loopback address refused the
    /// connection): the offline sandbox that made the link runs elsewhere now or lost it, so
    /// the link is gone — no resume attempt can bring it back.
    #[error("{}", crate::t!("err-download-local-gone"))]
    LocalGone,
    /// Something on the way blocked the download: the proxy (refused, wants a login, could not
    /// reach the host) or a refused certificate.
    #[error("{0}")]
    Blocked(Box<gendesk_api::NetworkFailure>),
    /// The connection failed, dropped or stalled, also after the allowed resume attempts.
    #[error("{}", crate::t!("err-download-network", reason = .0.clone()))]
    Network(String),
    /// The caller cancelled; the `.part` is kept so a later download resumes.
    #[error("{}", crate::t!("err-download-cancelled"))]
    Cancelled,
    /// The HTTP client could not be set up.
    #[error("{}", crate::t!("err-download-setup", reason = .0.clone()))]
    Setup(String),
}

impl DownloadError {
    /// Whether the result URL can no longer be used — expired, or gone with the sandbox that
    /// made it (the result must be generated again).
    pub fn is_expired(&self) -> bool {
        matches!(self, Self::Expired | Self::LocalGone)
    }
}

/// Downloads result files. Cheap to share by reference across tasks.
#[derive(Debug, Clone)]
pub struct Downloader {
    http: reqwest::Client,
    limits: DownloadLimits,
    /// The proxy settings `http` follows (to say which proxy failed).
    network: gendesk_api::Network,
}

/// Most redirects followed for one request.
const MAX_REDIRECTS: usize = 10;
/// Shortest gap between two [`Progress::Bytes`] events.
const PROGRESS_INTERVAL: Duration = Duration::from_millis(100);
/// First wait before a resume attempt; doubled each time, capped at [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_millis(200);
const MAX_BACKOFF: Duration = Duration::from_secs(3);
/// Highest `(n)` tried when the final name is taken.
const MAX_NAME_SUFFIX: u32 = 9999;
/// Longest safe stem or folder name, in bytes of UTF-8 (filesystems allow 255; the rest is
/// room for ` (9999)`, the extension and `.part` or `.json`).
const MAX_STEM_LEN: usize = 120;

impl Downloader {
    /// A downloader with its own HTTP client: no default headers (so never an `Authorization`
    /// header), no `Referer` on redirects, and at most 10 redirects, all to `http`/`https` URLs
    /// without credentials; through the proxy `network` says.
    pub fn new(
        limits: DownloadLimits,
        network: &gendesk_api::Network,
    ) -> Result<Self, DownloadError> {
        let http = result_http_client(network, limits.connect_timeout)
            .map_err(|err| DownloadError::Setup(gendesk_api::error_chain::full(&err)))?;
        Ok(Self {
            http,
            limits,
            network: network.clone(),
        })
    }

    /// A downloader on `http`, a client made from [`result_http_client_builder`] (the
    /// updater's, which may trust more roots), made with `network`.
    pub fn with_client(
        http: reqwest::Client,
        limits: DownloadLimits,
        network: &gendesk_api::Network,
    ) -> Self {
        Self {
            http,
            limits,
            network: network.clone(),
        }
    }

    /// The way a download of `url` goes: direct, or through which proxy.
    pub fn route(&self, url: &str) -> gendesk_api::Route {
        match url::Url::parse(url) {
            Ok(url) => self.network.route(&url),
            Err(_) => gendesk_api::Route::Direct { bypassed: false },
        }
    }

    /// The limits this downloader applies.
    pub fn limits(&self) -> DownloadLimits {
        self.limits
    }

    /// The same downloader (sharing its HTTP client) with another largest file size.
    #[must_use]
    pub fn with_max_bytes(&self, max_bytes: u64) -> Self {
        Self {
            http: self.http.clone(),
            network: self.network.clone(),
            limits: DownloadLimits {
                max_bytes,
                ..self.limits
            },
        }
    }

    /// Downloads `request.url` into `request.target_dir` and returns the final path.
    ///
    /// Streams to `<stem>.<ext>.part`, fsyncs it, then gives it the first free name of
    /// `<stem>.<ext>`, `<stem> (2).<ext>`, … without ever replacing a file. Setting `cancel` to
    /// `true` stops promptly with [`DownloadError::Cancelled`] and keeps the `.part`.
    ///
    /// Two downloads of the same `file_stem` into the same folder must not run at the same time
    /// (they would share the `.part`); the engine runs one download per result.
    pub async fn download(
        &self,
        request: &DownloadRequest,
        cancel: &watch::Receiver<bool>,
        progress: impl FnMut(Progress) + Send,
    ) -> Result<PathBuf, DownloadError> {
        let (path, _) = self.fetch(request, None, cancel, progress).await?;
        Ok(path)
    }

    /// [`Downloader::download`], with `record` written into the complete file before it gets
    /// its final name. The file is kept without it when that fails; the second value says why.
    pub async fn download_recorded(
        &self,
        request: &DownloadRequest,
        record: &crate::provenance::Record,
        cancel: &watch::Receiver<bool>,
        progress: impl FnMut(Progress) + Send,
    ) -> Result<(PathBuf, Option<crate::provenance::ProvenanceError>), DownloadError> {
        self.fetch(request, Some(record), cancel, progress).await
    }

    async fn fetch(
        &self,
        request: &DownloadRequest,
        record: Option<&crate::provenance::Record>,
        cancel: &watch::Receiver<bool>,
        mut progress: impl FnMut(Progress) + Send,
    ) -> Result<(PathBuf, Option<crate::provenance::ProvenanceError>), DownloadError> {
        // Nothing touches the disk before the URL is accepted.
        let url = parse_result_url(&request.url)?;
        let mut cancel = cancel.clone();
        if *cancel.borrow_and_update() {
            return Err(DownloadError::Cancelled);
        }
        let dir = request.target_dir.as_path();
        tokio::fs::create_dir_all(dir)
            .await
            .map_err(|source| io_error(dir, source))?;
        let stem = sanitize_stem(&request.file_stem);
        let guessed_ext = extension_for(None, url.as_str());
        let part = PartFile::open(dir, &stem, guessed_ext, request.resume_from_part).await?;
        let mut job = Job {
            downloader: self,
            url,
            dir,
            stem,
            part,
            cancel,
            progress: &mut progress,
        };
        let result = job.run().await;
        let Job { part, .. } = job;
        match result {
            Ok(()) => part.finish(dir, record).await,
            Err(err) => {
                part.abandon(&err).await;
                Err(err)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::job::{ContentRange, parse_content_range};
    use super::part_file::ensure_inside;
    use super::*;
    use reqwest::header::HeaderValue;
    use std::path::Path;

    #[test]
    fn stems_are_sanitized() {
        let cases = [
            (
                "sandbox-image-fast_task_ab12_1",
                "sandbox-image-fast_task_ab12_1",
            ),
            ("../../etc/passwd", "etc_passwd"),
            ("/abs", "abs"),
            ("a/b\\c", "a_b_c"),
            ("CON", "CON_"),
            ("con.txt", "con_.txt"),
            ("Com1", "Com1_"),
            ("CONSOLE", "CONSOLE"),
            ("", "result"),
            ("…", "…"),
            ("...", "result"),
            ("..", "result"),
            (".hidden", "hidden"),
            ("a  b??c", "a b_c"),
            ("tab\tand\nline", "tab and line"),
            ("abc\u{202e}gnp.exe", "abc_gnp.exe"),
            ("CON .txt", "CON_ .txt"),
            ("  _spaced_  ", "spaced"),
            ("a...b", "a.b"),
            ("ünïcode fox", "ünïcode fox"),
            ("狐 in snow", "狐 in snow"),
            ("C:\\Windows\\x", "C_Windows_x"),
            ("trailing. ", "trailing"),
        ];
        for (raw, want) in cases {
            assert_eq!(sanitize_stem(raw), want, "sanitize_stem({raw:?})");
        }
        let long = "x".repeat(500);
        assert_eq!(sanitize_stem(&long).len(), MAX_STEM_LEN);
        let long_dots = format!("{}.{}", "y".repeat(119), "z".repeat(10));
        assert_eq!(sanitize_stem(&long_dots), "y".repeat(119));
        // Cut on a character boundary: 41 three-byte characters make 123 bytes.
        let wide = "狐".repeat(41);
        assert_eq!(sanitize_stem(&wide), "狐".repeat(40));
    }

    #[test]
    fn extensions_come_from_content_type_then_url() {
        let url = "https://example.com/media/abc";
        assert_eq!(extension_for(Some("image/png"), url), "png");
        assert_eq!(extension_for(Some("image/jpeg"), url), "jpg");
        assert_eq!(extension_for(Some("IMAGE/JPEG; q=1"), url), "jpg");
        assert_eq!(extension_for(Some("image/webp"), url), "webp");
        assert_eq!(extension_for(Some("video/mp4"), url), "mp4");
        assert_eq!(extension_for(Some("audio/mpeg"), url), "mp3");
        assert_eq!(extension_for(Some("audio/wav"), url), "wav");
        assert_eq!(extension_for(Some("audio/x-wav"), url), "wav");
        assert_eq!(extension_for(Some("audio/wave"), url), "wav");
        assert_eq!(extension_for(Some("text/html"), url), "bin");
        assert_eq!(extension_for(None, url), "bin");
        assert_eq!(
            extension_for(Some("application/octet-stream"), "https://x.y/a/b.JPEG?x=1"),
            "jpg"
        );
        assert_eq!(extension_for(None, "https://x.y/a/b.mp4#frag"), "mp4");
        assert_eq!(extension_for(None, "https://x.y/a/b.exe"), "bin");
        assert_eq!(extension_for(None, "https://x.y/a.png/b"), "bin");
        assert_eq!(extension_for(None, "not a url.png"), "bin");
        assert_eq!(extension_for(Some("image/png"), "https://x.y/a.wav"), "png");
    }

    #[test]
    fn content_ranges_parse() {
        let parse = |s: &'static str| parse_content_range(&HeaderValue::from_static(s));
        assert_eq!(
            parse("bytes 10-99/100"),
            Some(ContentRange::Bytes {
                start: 10,
                end: 99,
                total: Some(100)
            })
        );
        assert_eq!(
            parse("bytes 0-9/*"),
            Some(ContentRange::Bytes {
                start: 0,
                end: 9,
                total: None
            })
        );
        assert_eq!(
            parse("bytes */100"),
            Some(ContentRange::Unsatisfied { total: 100 })
        );
        assert_eq!(parse("bytes 10-9/100"), None);
        assert_eq!(parse("bytes 10-100/100"), None);
        assert_eq!(parse("items 0-1/2"), None);
        assert_eq!(parse("bytes x-1/2"), None);
    }

    #[test]
    fn urls_are_checked() {
        assert!(matches!(
            parse_result_url("file:///etc/passwd"),
            Err(DownloadError::NotHttp(s)) if s == "file"
        ));
        assert!(matches!(
            parse_result_url("javascript:alert(1)"),
            Err(DownloadError::NotHttp(_))
        ));
        assert!(matches!(
            parse_result_url("http://u:p@example.com/a.png"),
            Err(DownloadError::InvalidUrl(_))
        ));
        assert!(matches!(
            parse_result_url("no scheme"),
            Err(DownloadError::InvalidUrl(_))
        ));
        assert!(parse_result_url(" https://example.com/a.png ").is_ok());
    }

    #[test]
    fn paths_must_stay_inside() {
        let dir = Path::new("/tmp/downloads");
        assert!(ensure_inside(dir, &dir.join("a.png")).is_ok());
        assert!(ensure_inside(dir, &dir.join("../a.png")).is_err());
        assert!(ensure_inside(dir, &dir.join("x/a.png")).is_err());
        assert!(ensure_inside(dir, Path::new("/etc/passwd")).is_err());
    }

    #[test]
    fn only_an_expired_link_is_expired() {
        assert!(DownloadError::Expired.is_expired());
        assert!(!DownloadError::Cancelled.is_expired());
    }
}
