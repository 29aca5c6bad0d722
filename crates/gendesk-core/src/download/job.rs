//! One running download: requests, redirects, ranges, resumes after drops and stalls, progress.

use std::path::Path;
use std::time::Instant;

use bytes::Bytes;
use gendesk_api::error_chain;
use reqwest::StatusCode;
use reqwest::header::{CONTENT_RANGE, CONTENT_TYPE, HeaderValue, LOCATION, RANGE};
use tokio::sync::watch;
use url::Url;

use super::naming::extension_for;
use super::part_file::PartFile;
use super::result_url::is_http;
use super::{DownloadError, Downloader, FIRST_BACKOFF, MAX_BACKOFF, PROGRESS_INTERVAL, Progress};

/// One running download.
pub(super) struct Job<'a, P: FnMut(Progress) + Send> {
    pub(super) downloader: &'a Downloader,
    pub(super) url: Url,
    pub(super) dir: &'a Path,
    pub(super) stem: String,
    pub(super) part: PartFile,
    pub(super) cancel: watch::Receiver<bool>,
    pub(super) progress: &'a mut P,
}

/// What the answer to one request means.
pub(super) enum Answer {
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
pub(super) enum Interrupted {
    /// Dropped, stalled, refused or a 5xx: worth a resume attempt.
    Transient(String),
    /// The `.part` does not fit what the server has: start over without `Range`.
    Restart(String),
}

impl<P: FnMut(Progress) + Send> Job<'_, P> {
    /// Connections until the `.part` holds the whole file.
    pub(super) async fn run(&mut self) -> Result<(), DownloadError> {
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
                return Err(DownloadError::Network(crate::t!(
                    "problem-download-gave-up",
                    why = why,
                    attempts = max_attempts
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
    pub(super) async fn connection(&mut self) -> Result<Option<Interrupted>, DownloadError> {
        match self.request().await? {
            Answer::Complete => Ok(None),
            Answer::Interrupted(interrupted) => Ok(Some(interrupted)),
            Answer::Body { response, total } => self.receive(response, total).await,
        }
    }

    /// Sends the request (with `Range` when resuming) and sorts out the answer's status.
    pub(super) async fn request(&mut self) -> Result<Answer, DownloadError> {
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
                return Ok(Answer::Interrupted(Interrupted::Transient(crate::t!(
                    "problem-download-no-answer",
                    seconds = wait.as_secs_f64()
                ))));
            }
            Ok(Err(err)) => return send_failure(&err, &self.url, &self.downloader.network),
            Ok(Ok(response)) => response,
        };
        self.proxy_answer(&response)?;
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
                        return Ok(Answer::Interrupted(Interrupted::Restart(crate::t!(
                            "problem-download-resumed-elsewhere",
                            offset = offset
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
                    _ => Ok(Answer::Interrupted(Interrupted::Restart(crate::t!(
                        "problem-download-no-such-byte",
                        offset = offset
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
                return Ok(Answer::Interrupted(Interrupted::Transient(crate::t!(
                    "problem-download-server-error",
                    status = status.as_u16()
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

    /// A proxy's own refusal (407, or its 401 to a plain `http://` request) as the proxy's
    /// failure, not the server's status.
    fn proxy_answer(&self, response: &reqwest::Response) -> Result<(), DownloadError> {
        let status = response.status().as_u16();
        match self
            .downloader
            .network
            .answer_failure(&self.url, status, response.headers())
        {
            Some(failure) => Err(DownloadError::Blocked(Box::new(failure))),
            None => Ok(()),
        }
    }

    /// Appends the body to the `.part`: `Ok(None)` when the file is complete.
    pub(super) async fn receive(
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
                    return Ok(Some(Interrupted::Transient(error_chain::full(&err))));
                }
                Err(_elapsed) => {
                    self.part.flush().await?;
                    return Ok(Some(Interrupted::Transient(crate::t!(
                        "problem-download-no-data",
                        seconds = limits.read_timeout.as_secs_f64()
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
                Interrupted::Transient(crate::t!(
                    "problem-download-ended-early",
                    done = self.part.len,
                    total = total
                ))
            } else {
                Interrupted::Restart(crate::t!(
                    "problem-download-too-many-bytes",
                    done = self.part.len,
                    total = total
                ))
            }));
        }
        (self.progress)(Progress::Bytes {
            done: self.part.len,
            total,
        });
        Ok(None)
    }

    pub(super) fn emit_started(&mut self, total: Option<u64>, resumed_from: u64) {
        (self.progress)(Progress::Started {
            total,
            resumed_from,
        });
    }
}

/// Resolves when `cancel` holds `true`; never, if its sender is gone without cancelling.
pub(super) async fn cancelled(cancel: &mut watch::Receiver<bool>) {
    loop {
        if *cancel.borrow_and_update() {
            return;
        }
        if cancel.changed().await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

/// A parsed `Content-Range` header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ContentRange {
    /// `bytes start-end/total` (`total` is `None` for `*`).
    Bytes {
        start: u64,
        end: u64,
        total: Option<u64>,
    },
    /// `bytes */total`, sent with 416.
    Unsatisfied { total: u64 },
}

pub(super) fn parse_content_range(value: &HeaderValue) -> Option<ContentRange> {
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

/// What a request that got no answer means: a refused redirect or an unusable URL cannot get
/// better by trying again; anything else can.
fn send_failure(
    err: &reqwest::Error,
    url: &reqwest::Url,
    network: &gendesk_api::Network,
) -> Result<Answer, DownloadError> {
    if err.is_connect()
        && let Some((_, failure)) = network.failure(err)
    {
        // The proxy's failure, not the host's: said as such, the `.part` kept for later.
        return Err(DownloadError::Blocked(Box::new(failure)));
    }
    let loopback = url
        .host_str()
        .is_some_and(gendesk_api::base_url::is_loopback_host);
    if err.is_redirect() || err.is_builder() {
        Err(DownloadError::InvalidUrl(error_chain::full(err)))
    } else if loopback && err.is_connect() {
        // A local address that refuses connections does not come back by retrying.
        Err(DownloadError::LocalGone)
    } else {
        Ok(Answer::Interrupted(Interrupted::Transient(
            error_chain::full(err),
        )))
    }
}
