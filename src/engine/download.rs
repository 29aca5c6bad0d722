//! Downloading result files: public http(s) URLs that expire 24 h after they are issued.
//!
//! A download streams into `<name>.<ext>.part` inside the target folder, fsyncs it and only then
//! gives it its final name, so a final name never holds half a file. The final name never
//! replaces an existing file (`name (2).ext`, `name (3).ext`, … instead). An existing `.part`
//! is resumed with a `Range` request; dropped or stalled connections are resumed the same way a
//! bounded number of times. Result URLs are public: no `Authorization` header is ever sent.
//!
//! This module is self-contained (std, tokio, reqwest, bytes, thiserror, url).

use std::error::Error as StdError;
use std::io::{ErrorKind, SeekFrom};
use std::path::{Component, Path, PathBuf};
use std::time::{Duration, Instant};

use bytes::Bytes;
use reqwest::StatusCode;
use reqwest::header::{CONTENT_RANGE, CONTENT_TYPE, HeaderValue, LOCATION, RANGE};
use tokio::fs::{File, OpenOptions};
use tokio::io::{AsyncSeekExt, AsyncWriteExt};
use tokio::sync::watch;
use url::Url;

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

/// Why a download did not produce a file.
#[derive(Debug, thiserror::Error)]
pub enum DownloadError {
    /// The URL, or a redirect's target, is not `http`/`https` (e.g. `file:`, `ftp:`,
    /// `javascript:`); holds the scheme.
    #[error("only http and https result URLs can be downloaded, not {0:?}")]
    NotHttp(String),
    /// The URL could not be parsed, has no host, or carries credentials (`user:pass@`, which
    /// would be sent as an `Authorization` header); or a redirect was refused (more than 10,
    /// or to a URL with credentials).
    #[error("the result URL is not usable: {0}")]
    InvalidUrl(String),
    /// 404, 410 or 403 from a result URL: it is past its 24 h.
    #[error("the result URL has expired (24 h after it was issued)")]
    Expired,
    /// Any other unexpected HTTP status.
    #[error("the server answered HTTP {0}")]
    HttpStatus(u16),
    /// The file is larger than [`DownloadLimits::max_bytes`].
    #[error("the file is larger than the limit of {limit} bytes")]
    TooLarge {
        /// The limit in bytes.
        limit: u64,
    },
    /// The disk (or the user's quota) is full.
    #[error("no space left on the disk while writing {}", path.display())]
    NoSpace {
        /// The file being written.
        path: PathBuf,
    },
    /// Any other file-system error.
    #[error("could not write {}: {source}", path.display())]
    Io {
        /// The file or folder concerned.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// The connection failed, dropped or stalled, also after the allowed resume attempts.
    #[error("network error: {0}")]
    Network(String),
    /// The caller cancelled; the `.part` is kept so a later download resumes.
    #[error("the download was cancelled")]
    Cancelled,
    /// The HTTP client could not be set up.
    #[error("the downloader could not be set up: {0}")]
    Setup(String),
}

impl DownloadError {
    /// Whether the result URL has expired (the result must be generated again).
    pub fn is_expired(&self) -> bool {
        matches!(self, Self::Expired)
    }

    /// A sentence for the user: what happened and what to do.
    pub fn user_message(&self) -> String {
        match self {
            Self::NotHttp(scheme) => format!(
                "This result link is not a web address (it uses \"{scheme}\"), so it was not \
                 downloaded. Only http and https links are downloaded."
            ),
            Self::InvalidUrl(why) => format!(
                "This result link cannot be downloaded ({why}). Check the task's result or \
                 generate it again."
            ),
            Self::Expired => "The result link has expired: result files can be downloaded for \
                 24 hours after they are issued. Generate the result again to get a new link."
                .to_owned(),
            Self::HttpStatus(code) => format!(
                "The server refused the download (HTTP {code}). Try again later; if it keeps \
                 failing, generate the result again."
            ),
            Self::TooLarge { limit } => format!(
                "The file is larger than the download limit of {}, so it was not downloaded. \
                 To download it, raise \u{201c}Largest download\u{201d} in Settings, then \
                 download again.",
                human_bytes(*limit)
            ),
            Self::NoSpace { path } => format!(
                "The disk is full while saving {}. Free some space and download again; the \
                 download continues where it stopped.",
                path.display()
            ),
            Self::Io { path, source } => format!(
                "The file could not be saved to {} ({source}). Check that the folder exists \
                 and is writable, or choose another download folder.",
                path.display()
            ),
            Self::Network(why) => format!(
                "The download failed because of a network problem ({why}). Check the connection \
                 and download again; it continues where it stopped."
            ),
            Self::Cancelled => "The download was cancelled. Download again to continue where it \
                 stopped."
                .to_owned(),
            Self::Setup(why) => format!(
                "The downloader could not start ({why}). Restart the app; if it keeps \
                 happening, report it."
            ),
        }
    }
}

/// Downloads result files. Cheap to share by reference across tasks.
#[derive(Debug, Clone)]
pub struct Downloader {
    http: reqwest::Client,
    limits: DownloadLimits,
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
/// Longest sanitized stem, in bytes (all ASCII).
const MAX_STEM_LEN: usize = 120;

impl Downloader {
    /// A downloader with its own HTTP client: no default headers (so never an `Authorization`
    /// header), no `Referer` on redirects, and at most 10 redirects, all to `http`/`https` URLs
    /// without credentials.
    pub fn new(limits: DownloadLimits) -> Result<Self, DownloadError> {
        let http = result_http_client(limits.connect_timeout)
            .map_err(|err| DownloadError::Setup(describe(&err)))?;
        Ok(Self { http, limits })
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
        mut progress: impl FnMut(Progress) + Send,
    ) -> Result<PathBuf, DownloadError> {
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
            Ok(()) => part.finish(dir).await,
            Err(err) => {
                part.abandon(&err).await;
                Err(err)
            }
        }
    }
}

/// One running download.
struct Job<'a, P: FnMut(Progress) + Send> {
    downloader: &'a Downloader,
    url: Url,
    dir: &'a Path,
    stem: String,
    part: PartFile,
    cancel: watch::Receiver<bool>,
    progress: &'a mut P,
}

/// What the answer to one request means.
enum Answer {
    /// A body to append, and the whole file's size when known.
    Body {
        response: reqwest::Response,
        total: Option<u64>,
    },
    /// The `.part` already holds the whole file.
    Complete,
    /// Try again.
    Interrupted(Interrupted),
}

/// How one connection ended without finishing the file.
enum Interrupted {
    /// Dropped, stalled, refused or a 5xx: worth a resume attempt.
    Transient(String),
    /// The `.part` does not fit what the server has: start over without `Range`.
    Restart(String),
}

impl<P: FnMut(Progress) + Send> Job<'_, P> {
    /// Connections until the `.part` holds the whole file.
    async fn run(&mut self) -> Result<(), DownloadError> {
        let max_attempts = self.downloader.limits.max_resume_attempts;
        let mut attempts = 0_u32;
        loop {
            let Some(interrupted) = self.connection().await? else {
                return Ok(());
            };
            attempts += 1;
            let why = match interrupted {
                Interrupted::Transient(why) => why,
                Interrupted::Restart(why) => {
                    self.part.truncate().await?;
                    why
                }
            };
            if attempts > max_attempts {
                return Err(DownloadError::Network(format!(
                    "{why} (gave up after {max_attempts} resume attempts)"
                )));
            }
            let backoff = FIRST_BACKOFF
                .saturating_mul(1 << (attempts - 1).min(8))
                .min(MAX_BACKOFF);
            tokio::select! {
                biased;
                () = cancelled(&mut self.cancel) => return Err(DownloadError::Cancelled),
                () = tokio::time::sleep(backoff) => {}
            }
        }
    }

    /// One request: `Ok(None)` when the `.part` is complete.
    async fn connection(&mut self) -> Result<Option<Interrupted>, DownloadError> {
        match self.request().await? {
            Answer::Complete => Ok(None),
            Answer::Interrupted(interrupted) => Ok(Some(interrupted)),
            Answer::Body { response, total } => self.receive(response, total).await,
        }
    }

    /// Sends the request (with `Range` when resuming) and sorts out the answer's status.
    async fn request(&mut self) -> Result<Answer, DownloadError> {
        let limits = self.downloader.limits;
        let offset = self.part.len;
        let mut builder = self.downloader.http.get(self.url.clone());
        if offset > 0 {
            builder = builder.header(RANGE, format!("bytes={offset}-"));
        }
        // Waiting for the answer may include connecting.
        let wait = limits.connect_timeout.saturating_add(limits.read_timeout);
        let sent = tokio::select! {
            biased;
            () = cancelled(&mut self.cancel) => return Err(DownloadError::Cancelled),
            sent = tokio::time::timeout(wait, builder.send()) => sent,
        };
        let response = match sent {
            Err(_elapsed) => {
                return Ok(Answer::Interrupted(Interrupted::Transient(format!(
                    "no answer within {} s",
                    wait.as_secs_f32()
                ))));
            }
            Ok(Err(err)) if err.is_redirect() || err.is_builder() => {
                // A refused redirect or an unusable URL: trying again changes nothing.
                return Err(DownloadError::InvalidUrl(describe(&err)));
            }
            Ok(Err(err)) => {
                return Ok(Answer::Interrupted(Interrupted::Transient(describe(&err))));
            }
            Ok(Ok(response)) => response,
        };
        let status = response.status();
        let total = match status {
            StatusCode::PARTIAL_CONTENT => {
                let range = response
                    .headers()
                    .get(CONTENT_RANGE)
                    .and_then(parse_content_range);
                match range {
                    Some(ContentRange::Bytes { start, total, .. }) if start == offset => total,
                    _ => {
                        return Ok(Answer::Interrupted(Interrupted::Restart(format!(
                            "the server resumed at another position than byte {offset}"
                        ))));
                    }
                }
            }
            StatusCode::OK => {
                if offset > 0 {
                    // The server ignores Range: the body is the whole file again.
                    self.part.truncate().await?;
                }
                response.content_length()
            }
            StatusCode::RANGE_NOT_SATISFIABLE => {
                let total = response
                    .headers()
                    .get(CONTENT_RANGE)
                    .and_then(parse_content_range);
                return match total {
                    Some(ContentRange::Unsatisfied { total }) if total == offset && offset > 0 => {
                        // The `.part` already holds the whole file. (This answer's
                        // Content-Type describes its error text, not the file: the `.part`
                        // keeps the extension it was saved under.)
                        self.emit_started(Some(total), offset);
                        (self.progress)(Progress::Bytes {
                            done: offset,
                            total: Some(total),
                        });
                        Ok(Answer::Complete)
                    }
                    _ => Ok(Answer::Interrupted(Interrupted::Restart(format!(
                        "the server has no byte {offset} of the file"
                    )))),
                };
            }
            StatusCode::NOT_FOUND | StatusCode::GONE | StatusCode::FORBIDDEN => {
                return Err(DownloadError::Expired);
            }
            status if status.is_redirection() => {
                // Followed redirects never get here: reqwest hands back those it refused.
                let target = response
                    .headers()
                    .get(LOCATION)
                    .and_then(|value| value.to_str().ok())
                    .and_then(|location| self.url.join(location).ok());
                return Err(match target {
                    Some(target) if !is_http(&target) => {
                        DownloadError::NotHttp(target.scheme().to_owned())
                    }
                    _ => DownloadError::HttpStatus(status.as_u16()),
                });
            }
            status if status.is_server_error() => {
                return Ok(Answer::Interrupted(Interrupted::Transient(format!(
                    "the server answered HTTP {}",
                    status.as_u16()
                ))));
            }
            status => return Err(DownloadError::HttpStatus(status.as_u16())),
        };
        let limit = limits.max_bytes;
        if total.is_some_and(|total| total > limit) {
            return Err(DownloadError::TooLarge { limit });
        }
        Ok(Answer::Body { response, total })
    }

    /// Appends the body to the `.part`: `Ok(None)` when the file is complete.
    async fn receive(
        &mut self,
        mut response: reqwest::Response,
        total: Option<u64>,
    ) -> Result<Option<Interrupted>, DownloadError> {
        let limits = self.downloader.limits;
        let limit = limits.max_bytes;
        let content_type = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|value| value.to_str().ok());
        // The URL after redirects names the file best.
        let ext = extension_for(content_type, response.url().as_str());
        self.part.set_extension(self.dir, &self.stem, ext).await?;
        let resumed_from = self.part.len;
        self.emit_started(total, resumed_from);
        let mut last_report = Instant::now();
        loop {
            let next = tokio::select! {
                biased;
                () = cancelled(&mut self.cancel) => {
                    self.part.flush().await?;
                    return Err(DownloadError::Cancelled);
                }
                next = tokio::time::timeout(limits.read_timeout, response.chunk()) => next,
            };
            let chunk: Bytes = match next {
                Ok(Ok(Some(chunk))) => chunk,
                Ok(Ok(None)) => break,
                Ok(Err(err)) => {
                    self.part.flush().await?;
                    return Ok(Some(Interrupted::Transient(describe(&err))));
                }
                Err(_elapsed) => {
                    self.part.flush().await?;
                    return Ok(Some(Interrupted::Transient(format!(
                        "no data for {} s",
                        limits.read_timeout.as_secs_f32()
                    ))));
                }
            };
            let chunk_len = u64::try_from(chunk.len()).unwrap_or(u64::MAX);
            if self.part.len.saturating_add(chunk_len) > limit {
                return Err(DownloadError::TooLarge { limit });
            }
            self.part.write(&chunk).await?;
            if last_report.elapsed() >= PROGRESS_INTERVAL {
                last_report = Instant::now();
                (self.progress)(Progress::Bytes {
                    done: self.part.len,
                    total,
                });
            }
        }
        self.part.flush().await?;
        if let Some(total) = total
            && self.part.len != total
        {
            // A close-delimited body that ended early, or more bytes than announced.
            return Ok(Some(if self.part.len < total {
                Interrupted::Transient(format!(
                    "the connection ended after {} of {total} bytes",
                    self.part.len
                ))
            } else {
                Interrupted::Restart(format!(
                    "the server sent {} bytes, more than the {total} it announced",
                    self.part.len
                ))
            }));
        }
        (self.progress)(Progress::Bytes {
            done: self.part.len,
            total,
        });
        Ok(None)
    }

    fn emit_started(&mut self, total: Option<u64>, resumed_from: u64) {
        (self.progress)(Progress::Started {
            total,
            resumed_from,
        });
    }
}

/// The `.part` being written, with what it holds.
struct PartFile {
    file: File,
    path: PathBuf,
    stem: String,
    ext: &'static str,
    /// Bytes written (after the last flush: the file's length).
    len: u64,
}

impl PartFile {
    /// Opens (or creates) the `.part` for `stem`. With `resume`, an existing `.part` of any known
    /// extension is continued (the URL's guess first); otherwise it is emptied.
    async fn open(
        dir: &Path,
        stem: &str,
        guessed_ext: &'static str,
        resume: bool,
    ) -> Result<Self, DownloadError> {
        let mut candidates = vec![guessed_ext];
        candidates.extend(KNOWN_EXTENSIONS.iter().map(|(_, ext)| *ext));
        candidates.push("bin");
        let mut found = None;
        for ext in candidates {
            let path = dir.join(part_name(stem, ext));
            match tokio::fs::symlink_metadata(&path).await {
                Ok(meta) if meta.file_type().is_symlink() => {
                    // Never write through a link planted next to our file: it could point
                    // outside the target folder. Removing the link leaves its target alone.
                    tokio::fs::remove_file(&path)
                        .await
                        .map_err(|source| io_error(&path, source))?;
                }
                Ok(meta) if meta.is_file() => {
                    found = Some(ext);
                    break;
                }
                Ok(_) | Err(_) => {}
            }
        }
        let ext = found.unwrap_or(guessed_ext);
        let path = dir.join(part_name(stem, ext));
        ensure_inside(dir, &path)?;
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .await
            .map_err(|source| io_error(&path, source))?;
        let len = if resume {
            file.seek(SeekFrom::End(0))
                .await
                .map_err(|source| io_error(&path, source))?
        } else {
            file.set_len(0)
                .await
                .map_err(|source| io_error(&path, source))?;
            0
        };
        Ok(Self {
            file,
            path,
            stem: stem.to_owned(),
            ext,
            len,
        })
    }

    async fn write(&mut self, chunk: &[u8]) -> Result<(), DownloadError> {
        self.file
            .write_all(chunk)
            .await
            .map_err(|source| io_error(&self.path, source))?;
        self.len += u64::try_from(chunk.len()).unwrap_or(u64::MAX);
        Ok(())
    }

    /// Waits until every write has reached the file.
    async fn flush(&mut self) -> Result<(), DownloadError> {
        self.file
            .flush()
            .await
            .map_err(|source| io_error(&self.path, source))
    }

    /// Empties the `.part` to start over.
    async fn truncate(&mut self) -> Result<(), DownloadError> {
        self.flush().await?;
        self.file
            .set_len(0)
            .await
            .map_err(|source| io_error(&self.path, source))?;
        self.file
            .seek(SeekFrom::Start(0))
            .await
            .map_err(|source| io_error(&self.path, source))?;
        self.len = 0;
        Ok(())
    }

    /// Gives the `.part` the name for `ext`, when the answer's `Content-Type` names another
    /// extension than the one guessed from the URL (the open handle stays valid across a
    /// rename, on Windows too: std opens files with `FILE_SHARE_DELETE`).
    async fn set_extension(
        &mut self,
        dir: &Path,
        stem: &str,
        ext: &'static str,
    ) -> Result<(), DownloadError> {
        if ext == self.ext {
            return Ok(());
        }
        let path = dir.join(part_name(stem, ext));
        ensure_inside(dir, &path)?;
        self.flush().await?;
        // Replacing another `.part` of this same stem is fine: it is ours and now stale.
        tokio::fs::rename(&self.path, &path)
            .await
            .map_err(|source| io_error(&path, source))?;
        self.path = path;
        self.ext = ext;
        Ok(())
    }

    /// Fsyncs the complete `.part` and moves it to the first free final name.
    async fn finish(mut self, dir: &Path) -> Result<PathBuf, DownloadError> {
        self.flush().await?;
        self.file
            .sync_all()
            .await
            .map_err(|source| io_error(&self.path, source))?;
        let Self {
            file,
            path,
            stem,
            ext,
            ..
        } = self;
        drop(file);
        let final_path = claim_final_name(dir, &path, &stem, ext).await?;
        sync_dir(dir).await;
        Ok(final_path)
    }

    /// After an error: keeps the `.part` where a later call can resume, removes it otherwise.
    async fn abandon(mut self, err: &DownloadError) {
        let keep = matches!(
            err,
            DownloadError::Cancelled
                | DownloadError::Network(_)
                | DownloadError::NoSpace { .. }
                | DownloadError::HttpStatus(_)
                | DownloadError::Io { .. }
        );
        // Best effort: the error being returned says more than a failed flush would.
        let _ = self.flush().await;
        let Self {
            file, path, len, ..
        } = self;
        drop(file);
        if !keep || len == 0 {
            // Best effort as well: a stale `.part` is emptied by the next fresh download.
            let _ = tokio::fs::remove_file(&path).await;
        }
    }
}

/// Moves the complete `part` to `<stem>.<ext>`, or `<stem> (n).<ext>` for the first free `n`,
/// never replacing an existing file.
///
/// Why hard link + remove: `rename` replaces an existing target on every platform (Windows
/// too, via `MoveFileExW(MOVEFILE_REPLACE_EXISTING)`), so check-then-rename can clobber a file
/// created between the check and the rename. Creating a hard link fails with `AlreadyExists`
/// atomically (link(2) on Unix, `CreateHardLinkW` on Windows/NTFS), and the final name appears
/// with the complete, fsynced content. On file systems without hard links (FAT/exFAT
/// drives, some network shares) it falls back to check-then-rename, whose only risk is a file
/// created by another program in the microseconds between the two calls.
async fn claim_final_name(
    dir: &Path,
    part: &Path,
    stem: &str,
    ext: &str,
) -> Result<PathBuf, DownloadError> {
    for n in 1..=MAX_NAME_SUFFIX {
        let name = if n == 1 {
            format!("{stem}.{ext}")
        } else {
            format!("{stem} ({n}).{ext}")
        };
        let candidate = dir.join(name);
        ensure_inside(dir, &candidate)?;
        match tokio::fs::hard_link(part, &candidate).await {
            Ok(()) => {
                // The final name holds the file; the `.part` name is now just a second link.
                // If removing it fails, the download still succeeded; the leftover is emptied
                // by the next fresh download of this stem.
                let _ = tokio::fs::remove_file(part).await;
                return Ok(candidate);
            }
            Err(err) if err.kind() == ErrorKind::AlreadyExists => {}
            Err(_) => {
                // No hard links here: check right before the rename.
                match tokio::fs::symlink_metadata(&candidate).await {
                    Ok(_) => {}
                    Err(err) if err.kind() == ErrorKind::NotFound => {
                        tokio::fs::rename(part, &candidate)
                            .await
                            .map_err(|source| io_error(&candidate, source))?;
                        return Ok(candidate);
                    }
                    Err(source) => return Err(io_error(&candidate, source)),
                }
            }
        }
    }
    Err(DownloadError::Io {
        path: dir.join(format!("{stem}.{ext}")),
        source: std::io::Error::new(
            ErrorKind::AlreadyExists,
            format!("{MAX_NAME_SUFFIX} files of this name already exist"),
        ),
    })
}

/// Makes the new directory entry durable (Unix; a no-op elsewhere, where directories cannot
/// be opened as files).
#[cfg_attr(
    not(unix),
    allow(
        clippy::unused_async,
        reason = "awaits only on Unix; one signature everywhere"
    )
)]
async fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(handle) = File::open(dir).await {
        // Best effort: the file's data is already fsynced.
        let _ = handle.sync_all().await;
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// Resolves when `cancel` holds `true`; never, if its sender is gone without cancelling.
async fn cancelled(cancel: &mut watch::Receiver<bool>) {
    loop {
        if *cancel.borrow_and_update() {
            return;
        }
        if cancel.changed().await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

fn part_name(stem: &str, ext: &str) -> String {
    format!("{stem}.{ext}.part")
}

/// Refuses any path that is not one plain file name directly inside `dir`.
fn ensure_inside(dir: &Path, path: &Path) -> Result<(), DownloadError> {
    let single_component = path.strip_prefix(dir).ok().is_some_and(|rest| {
        let mut components = rest.components();
        matches!(
            (components.next(), components.next()),
            (Some(Component::Normal(_)), None)
        )
    });
    if single_component && path.parent() == Some(dir) {
        Ok(())
    } else {
        Err(DownloadError::Io {
            path: path.to_owned(),
            source: std::io::Error::new(
                ErrorKind::InvalidInput,
                "the file name would leave the download folder",
            ),
        })
    }
}

fn io_error(path: &Path, source: std::io::Error) -> DownloadError {
    match source.kind() {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => DownloadError::NoSpace {
            path: path.to_owned(),
        },
        _ => DownloadError::Io {
            path: path.to_owned(),
            source,
        },
    }
}

/// The HTTP client for result URLs (downloads, previews): no default headers (so never an
/// `Authorization` header), no `Referer` on redirects, and at most 10 redirects, all to
/// `http`/`https` URLs without credentials.
pub fn result_http_client(connect_timeout: Duration) -> reqwest::Result<reqwest::Client> {
    let redirects = reqwest::redirect::Policy::custom(|attempt| {
        if attempt.previous().len() >= MAX_REDIRECTS {
            attempt.error(format!("more than {MAX_REDIRECTS} redirects"))
        } else if !is_http(attempt.url()) {
            let scheme = attempt.url().scheme().to_owned();
            attempt.error(format!("redirected to a non-http URL ({scheme}:)"))
        } else if has_credentials(attempt.url()) {
            attempt.error("redirected to a URL with credentials")
        } else {
            attempt.follow()
        }
    });
    reqwest::Client::builder()
        .connect_timeout(connect_timeout)
        .redirect(redirects)
        .referer(false)
        .user_agent("GenDesk")
        .build()
}

fn is_http(url: &Url) -> bool {
    matches!(url.scheme(), "http" | "https")
}

fn has_credentials(url: &Url) -> bool {
    !url.username().is_empty() || url.password().is_some()
}

/// Accepts only absolute `http`/`https` URLs with a host and without credentials.
pub fn parse_result_url(raw: &str) -> Result<Url, DownloadError> {
    let raw = raw.trim();
    let url = Url::parse(raw).map_err(|err| {
        // `javascript:alert(1)` and friends parse; only hopeless strings end here.
        DownloadError::InvalidUrl(format!("{err}"))
    })?;
    if !is_http(&url) {
        return Err(DownloadError::NotHttp(url.scheme().to_owned()));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(DownloadError::InvalidUrl("it has no host".to_owned()));
    }
    if has_credentials(&url) {
        return Err(DownloadError::InvalidUrl(
            "it contains a user name or password".to_owned(),
        ));
    }
    Ok(url)
}

/// An error with its chain of causes, e.g. `error sending request: connection refused`.
fn describe(err: &dyn StdError) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        if !text.contains(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text
}

fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["bytes", "KiB", "MiB", "GiB", "TiB"];
    let mut unit = 0;
    let mut whole = bytes;
    while whole >= 1024 && whole.is_multiple_of(1024) && unit + 1 < UNITS.len() {
        whole /= 1024;
        unit += 1;
    }
    format!("{whole} {}", UNITS[unit])
}

/// A parsed `Content-Range` header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ContentRange {
    /// `bytes start-end/total` (`total` is `None` for `*`).
    Bytes {
        start: u64,
        end: u64,
        total: Option<u64>,
    },
    /// `bytes */total`, sent with 416.
    Unsatisfied { total: u64 },
}

fn parse_content_range(value: &HeaderValue) -> Option<ContentRange> {
    let spec = value
        .to_str()
        .ok()?
        .trim()
        .strip_prefix("bytes")?
        .trim_start();
    let (range, total) = spec.split_once('/')?;
    let (range, total) = (range.trim(), total.trim());
    if range == "*" {
        return Some(ContentRange::Unsatisfied {
            total: total.parse().ok()?,
        });
    }
    let (start, end) = range.split_once('-')?;
    let (start, end): (u64, u64) = (start.trim().parse().ok()?, end.trim().parse().ok()?);
    let total = if total == "*" {
        None
    } else {
        Some(total.parse::<u64>().ok()?)
    };
    let valid = start <= end && total.is_none_or(|total| end < total);
    valid.then_some(ContentRange::Bytes { start, end, total })
}

/// Media types and the extension each is saved with. The extensions (second column) are also
/// the ones accepted from a URL's path.
const KNOWN_EXTENSIONS: &[(&str, &str)] = &[
    ("image/png", "png"),
    ("image/jpeg", "jpg"),
    ("image/webp", "webp"),
    ("image/gif", "gif"),
    ("video/mp4", "mp4"),
    ("video/webm", "webm"),
    ("video/quicktime", "mov"),
    ("audio/mpeg", "mp3"),
    ("audio/wav", "wav"),
    ("audio/mp4", "m4a"),
    ("audio/ogg", "ogg"),
    ("audio/flac", "flac"),
    ("audio/aac", "aac"),
];

/// Other spellings of the media types above.
const TYPE_ALIASES: &[(&str, &str)] = &[
    ("image/jpg", "jpg"),
    ("image/pjpeg", "jpg"),
    ("audio/mp3", "mp3"),
    ("audio/x-wav", "wav"),
    ("audio/wave", "wav"),
    ("audio/vnd.wave", "wav"),
    ("audio/x-m4a", "m4a"),
    ("audio/x-flac", "flac"),
];

/// Other spellings of the extensions above, in URL paths.
const EXTENSION_ALIASES: &[(&str, &str)] = &[("jpeg", "jpg"), ("jpe", "jpg"), ("wave", "wav")];

/// The file extension for a download: from `Content-Type` when it is a known media type, else
/// from the URL path's extension when that is a known one, else `"bin"`.
pub fn extension_for(content_type: Option<&str>, url: &str) -> &'static str {
    if let Some(content_type) = content_type {
        let essence = content_type
            .split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        if let Some((_, ext)) = KNOWN_EXTENSIONS
            .iter()
            .chain(TYPE_ALIASES)
            .find(|(media_type, _)| *media_type == essence)
        {
            return ext;
        }
    }
    let from_url = Url::parse(url).ok().and_then(|url| {
        let file = url.path_segments()?.next_back()?.to_owned();
        let (_, ext) = file.rsplit_once('.')?;
        let ext = ext.to_ascii_lowercase();
        KNOWN_EXTENSIONS
            .iter()
            .map(|(_, known)| (*known, *known))
            .chain(EXTENSION_ALIASES.iter().copied())
            .find(|(spelling, _)| *spelling == ext)
            .map(|(_, known)| known)
    });
    from_url.unwrap_or("bin")
}

/// Names Windows reserves in every folder, with any extension.
const WINDOWS_RESERVED: &[&str] = &[
    "CON", "PRN", "AUX", "NUL", "COM0", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7",
    "COM8", "COM9", "LPT0", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9",
    "CONIN$", "CONOUT$",
];

/// A file stem safe on every platform: keeps `[A-Za-z0-9._-]`, turns everything else into `_`,
/// collapses runs of `_` and of `.`, trims `.` and `_` at both ends, caps the length at 120,
/// never returns an empty string (`"result"`) nor a Windows reserved name (`CON` → `CON_`).
/// The result contains no path separator and is never `.` or `..`.
pub fn sanitize_stem(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len().min(MAX_STEM_LEN));
    for c in raw.chars() {
        let c = if c.is_ascii_alphanumeric() || matches!(c, '.' | '-') {
            c
        } else {
            '_'
        };
        if matches!(c, '_' | '.') && out.ends_with(c) {
            continue;
        }
        out.push(c);
    }
    // All ASCII from here on, so byte lengths are char counts and truncation is safe.
    let trim = |s: &str| s.trim_matches(|c| c == '.' || c == '_').to_owned();
    let mut stem = trim(&out);
    if stem.len() > MAX_STEM_LEN {
        stem.truncate(MAX_STEM_LEN);
        stem = trim(&stem);
    }
    if stem.is_empty() {
        return "result".to_owned();
    }
    let first = stem.split('.').next().unwrap_or_default();
    if WINDOWS_RESERVED
        .iter()
        .any(|reserved| reserved.eq_ignore_ascii_case(first))
    {
        stem.insert(first.len(), '_');
    }
    stem
}

#[cfg(test)]
mod tests {
    use super::*;

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
            ("…", "result"),
            ("...", "result"),
            ("..", "result"),
            (".hidden", "hidden"),
            ("a  b??c", "a_b_c"),
            ("a...b", "a.b"),
            ("ünïcode fox", "n_code_fox"),
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
    fn user_messages_say_what_to_do() {
        assert!(DownloadError::Expired.user_message().contains("24 hours"));
        assert!(DownloadError::Expired.is_expired());
        assert!(!DownloadError::Cancelled.is_expired());
        assert!(
            DownloadError::TooLarge { limit: 4 << 30 }
                .user_message()
                .contains("4 GiB")
        );
    }
}
