//! Reference pictures fetched like the service fetches them. Each `image_urls` entry of a new
//! task is fetched as the task is created (loopback allowed, since everything here is on this
//! machine; the service itself would refuse it), within [`FETCH_TIMEOUT`] and
//! [`MAX_REFERENCE_BYTES`], and judged by its bytes:
//!
//! - no usable address (no host, not http/https) → `INVALID_IMAGE_URL`;
//! - no answer, an error status, an empty body → `ImageNotAccess`;
//! - [`MAX_REFERENCE_BYTES`] or more, or more than [`MAX_REFERENCE_PIXELS`] → `ImageSizeIncorrect`;
//! - not JPEG, PNG or `WebP` by its first bytes, or not decodable → `ImageFormatIncorrect`.
//!
//! The first picture's look ([`ReferenceLook`]) is what an image-to-image result is painted
//! from. Messages name a reference by its number and its address without the query string:
//! a presigned URL's signature is a password for the file.

use std::sync::Arc;
use std::time::Duration;

use ::image::{ImageReader, Limits};
use bytes::{Bytes, BytesMut};
use gendesk_api::FailCode;
use gendesk_video::sniff::{FileKind, sniff};

use super::media::ReferenceLook;
use super::state::SandboxState;

/// Largest reference picture, exclusive ("each under 10 MB").
pub const MAX_REFERENCE_BYTES: u64 = 10_000_000;
/// Most pixels a reference may have (width × height).
pub const MAX_REFERENCE_PIXELS: u64 = 100_000_000;
/// How long fetching one reference may take, start to last byte (real time).
pub const FETCH_TIMEOUT: Duration = Duration::from_secs(20);
/// Most memory one decode may allocate.
const MAX_DECODE_ALLOC_BYTES: u64 = 512 * 1024 * 1024;
/// Redirects followed when fetching a reference.
const MAX_REDIRECTS: usize = 5;

/// A task whose references are to be fetched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferenceCheck {
    /// The task.
    pub task_id: String,
    /// Its `image_urls`, in order.
    pub urls: Vec<String>,
}

/// How the references of one task were judged.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// Every picture arrived and is usable; the first one's look.
    Arrived(ReferenceLook),
    /// A picture could not be used: the code and `failMsg`.
    Refused(FailCode, String),
}

/// The HTTP client references are fetched with (no authentication; a few redirects).
pub fn fetcher() -> Result<reqwest::Client, reqwest::Error> {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::limited(MAX_REDIRECTS))
        .timeout(FETCH_TIMEOUT)
        .build()
}

/// Fetches and judges a task's references, then settles the task.
pub async fn run_check(shared: Arc<SandboxState>, check: ReferenceCheck) {
    let verdict = judge_all(&shared.fetcher, &check.urls).await;
    if let Verdict::Refused(code, message) = &verdict {
        tracing::info!(task = %check.task_id, code = code.as_str(), %message, "sandbox: reference refused");
    }
    shared.counters.reference_checked();
    let now = shared.clock.now_ms();
    shared
        .world()
        .settle_references(&check.task_id, verdict, now);
}

/// Judges each reference in order; the first refusal ends the check.
pub async fn judge_all(client: &reqwest::Client, urls: &[String]) -> Verdict {
    let mut first_look = None;
    for (index, url) in urls.iter().enumerate() {
        let name = describe(index, url);
        let bytes = match fetch(client, url, &name).await {
            Ok(bytes) => bytes,
            Err((code, message)) => return Verdict::Refused(code, message),
        };
        let judged = tokio::task::spawn_blocking(move || judge(&bytes, &name)).await;
        match judged {
            Ok(Ok(look)) => {
                first_look.get_or_insert(look);
            }
            Ok(Err((code, message))) => return Verdict::Refused(code, message),
            Err(join) => {
                return Verdict::Refused(
                    FailCode::ImageInvalid,
                    format!(
                        "the sandbox could not read reference image {}: {join}",
                        index + 1
                    ),
                );
            }
        }
    }
    match first_look {
        Some(look) => Verdict::Arrived(look),
        None => Verdict::Refused(
            FailCode::ImageNotAccess,
            "the task names no reference image".into(),
        ),
    }
}

/// `reference image 2 (http://host/path)`: the number and the address without its query.
fn describe(index: usize, url: &str) -> String {
    let shown = match url::Url::parse(url) {
        Ok(mut parsed) => {
            parsed.set_query(None);
            parsed.set_fragment(None);
            parsed.to_string()
        }
        Err(_) => url.split(['?', '#']).next().unwrap_or_default().to_owned(),
    };
    format!("reference image {} ({shown})", index + 1)
}

/// The reference's bytes, at most [`MAX_REFERENCE_BYTES`].
async fn fetch(
    client: &reqwest::Client,
    url: &str,
    name: &str,
) -> Result<Bytes, (FailCode, String)> {
    let parsed = url::Url::parse(url.trim()).map_err(|err| {
        (
            FailCode::InvalidImageUrl,
            format!("{name} is not a valid address ({err})"),
        )
    })?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host_str().is_none() {
        return Err((
            FailCode::InvalidImageUrl,
            format!("{name} is not an http(s) address with a host"),
        ));
    }
    let not_access = |what: String| (FailCode::ImageNotAccess, format!("{name} {what}"));
    let mut response = client
        .get(parsed)
        .send()
        .await
        .map_err(|err| not_access(format!("could not be fetched: {}", cause(&err))))?;
    let status = response.status();
    if !status.is_success() {
        return Err(not_access(format!(
            "could not be fetched: the server answered HTTP {status}"
        )));
    }
    let too_large = || {
        (
            FailCode::ImageSizeIncorrect,
            format!("{name} is 10 MB or larger; references must be under 10 MB"),
        )
    };
    if response
        .content_length()
        .is_some_and(|len| len >= MAX_REFERENCE_BYTES)
    {
        return Err(too_large());
    }
    let mut body = BytesMut::new();
    loop {
        match response.chunk().await {
            Ok(Some(chunk)) => {
                body.extend_from_slice(&chunk);
                if body.len() as u64 >= MAX_REFERENCE_BYTES {
                    return Err(too_large());
                }
            }
            Ok(None) => break,
            Err(err) => {
                return Err(not_access(format!(
                    "stopped arriving part-way: {}",
                    cause(&err)
                )));
            }
        }
    }
    if body.is_empty() {
        return Err(not_access("is empty".into()));
    }
    Ok(body.freeze())
}

/// Whether the bytes are a usable picture, and its look.
fn judge(bytes: &[u8], name: &str) -> Result<ReferenceLook, (FailCode, String)> {
    let format = match sniff(bytes) {
        FileKind::Png => ::image::ImageFormat::Png,
        FileKind::Jpeg => ::image::ImageFormat::Jpeg,
        FileKind::Webp => ::image::ImageFormat::WebP,
        other => {
            return Err((
                FailCode::ImageFormatIncorrect,
                format!(
                    "{name} is {}; use a JPEG, PNG or WebP picture",
                    other.description()
                ),
            ));
        }
    };
    let (width, height) = reader(bytes, format)
        .into_dimensions()
        .map_err(|err| unreadable(name, &err))?;
    if u64::from(width) * u64::from(height) > MAX_REFERENCE_PIXELS {
        return Err((
            FailCode::ImageSizeIncorrect,
            format!(
                "{name} is {width}×{height} pixels; at most {} megapixels are accepted",
                MAX_REFERENCE_PIXELS / 1_000_000
            ),
        ));
    }
    let picture = reader(bytes, format)
        .decode()
        .map_err(|err| unreadable(name, &err))?;
    Ok(ReferenceLook::of(&picture))
}

/// A decoder over `bytes` whose allocations are capped (a header may lie about its size).
fn reader(bytes: &[u8], format: ::image::ImageFormat) -> ImageReader<std::io::Cursor<&[u8]>> {
    let mut reader = ImageReader::with_format(std::io::Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODE_ALLOC_BYTES);
    reader.limits(limits);
    reader
}

fn unreadable(name: &str, err: &::image::ImageError) -> (FailCode, String) {
    (
        FailCode::ImageFormatIncorrect,
        format!("{name} could not be read as a picture ({err})"),
    )
}

/// The innermost cause of a fetch error, without the URL (which may carry a signature).
fn cause(err: &reqwest::Error) -> String {
    gendesk_api::error_chain::innermost(err, 2)
}
