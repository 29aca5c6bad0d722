//! `GET /sandbox/files/blob?bytes=N&seed=S`: a large, deterministic pseudo-random file for
//! download tests and benchmarks, without auth (like result media), with `Range` support.
//!
//! The body is generated while it is sent, 64 KiB at a time, so even an 8 GiB file costs no
//! memory. Byte `k` is a pure function of `(seed, k)` (see [`fill`]), so a ranged read equals the
//! same slice of a full read.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::Body;
use axum::extract::RawQuery;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use hyper::body::{Frame, SizeHint};

use super::media_routes::{RangeRequest, parse_range};

/// The route's path.
pub const BLOB_PATH: &str = "/sandbox/files/blob";
/// Largest body served: 8 GiB.
pub const MAX_BLOB_BYTES: u64 = 8 * 1024 * 1024 * 1024;
/// Bytes generated per body frame.
const CHUNK: usize = 64 * 1024;
const CHUNK_U64: u64 = 64 * 1024;

/// Serves `bytes` pseudo-random bytes of stream `seed` (default 0), whole or one `Range`.
pub async fn blob(RawQuery(query): RawQuery, headers: HeaderMap) -> Response {
    let (total, seed, pace) = match parse_query(query.as_deref().unwrap_or("")) {
        Ok(parsed) => parsed,
        Err(message) => return text(StatusCode::BAD_REQUEST, &message),
    };
    let range = headers
        .get(header::RANGE)
        .and_then(|v| v.to_str().ok())
        .map(|v| parse_range(v, total));
    let (status, start, end_exclusive) = match range {
        Some(RangeRequest::Satisfiable(start, end)) => {
            (StatusCode::PARTIAL_CONTENT, start, end.saturating_add(1))
        }
        Some(RangeRequest::Unsatisfiable) => {
            let mut response = text(
                StatusCode::RANGE_NOT_SATISFIABLE,
                &format!("The requested range is outside the {total}-byte file."),
            );
            if let Ok(value) = HeaderValue::from_str(&format!("bytes */{total}")) {
                response.headers_mut().insert(header::CONTENT_RANGE, value);
            }
            return response;
        }
        Some(RangeRequest::Ignored) | None => (StatusCode::OK, 0, total),
    };
    let mut response = Response::new(Body::new(BlobBody {
        seed,
        next: start,
        end: end_exclusive,
        pace,
        wait: None,
    }));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/octet-stream"),
    );
    headers.insert(
        header::CONTENT_LENGTH,
        HeaderValue::from(end_exclusive - start),
    );
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    if status == StatusCode::PARTIAL_CONTENT {
        let last = end_exclusive - 1;
        if let Ok(value) = HeaderValue::from_str(&format!("bytes {start}-{last}/{total}")) {
            headers.insert(header::CONTENT_RANGE, value);
        }
    }
    response
}

/// Reads `bytes` (required, at most [`MAX_BLOB_BYTES`]), `seed` (optional, default 0) and
/// `chunk_ms` (optional: a pause before each 64 KiB chunk, to serve slowly).
fn parse_query(query: &str) -> Result<(u64, u64, Option<Duration>), String> {
    const USAGE: &str = "give ?bytes=N (the file size, 0 to 8589934592) and optionally &seed=S \
                         (a whole number, default 0) and &chunk_ms=M (a pause before each 64 KiB)";
    let mut bytes = None;
    let mut seed = None;
    let mut chunk_ms = None;
    for (name, value) in url::form_urlencoded::parse(query.as_bytes()) {
        let slot = match name.as_ref() {
            "bytes" => &mut bytes,
            "seed" => &mut seed,
            "chunk_ms" => &mut chunk_ms,
            other => return Err(format!("unknown query parameter {other:?}: {USAGE}")),
        };
        if slot.is_some() {
            return Err(format!("{name} is given twice: {USAGE}"));
        }
        let number = value
            .parse::<u64>()
            .map_err(|_| format!("{name}={value:?} is not a whole number: {USAGE}"))?;
        *slot = Some(number);
    }
    let bytes = bytes.ok_or_else(|| format!("bytes is missing: {USAGE}"))?;
    if bytes > MAX_BLOB_BYTES {
        return Err(format!(
            "bytes={bytes} is more than the largest file served (8 GiB = {MAX_BLOB_BYTES} bytes)"
        ));
    }
    Ok((
        bytes,
        seed.unwrap_or(0),
        chunk_ms.filter(|ms| *ms > 0).map(Duration::from_millis),
    ))
}

fn text(status: StatusCode, message: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        message.to_owned(),
    )
        .into_response()
}

/// The body: bytes `next..end` of stream `seed`, generated one chunk per frame as hyper asks.
struct BlobBody {
    seed: u64,
    next: u64,
    end: u64,
    /// Pause before each chunk.
    pace: Option<Duration>,
    /// The pause under way.
    wait: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl hyper::body::Body for BlobBody {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        let remaining = self.end.saturating_sub(self.next);
        if remaining == 0 {
            return Poll::Ready(None);
        }
        if let Some(pace) = self.pace {
            let wait = self
                .wait
                .get_or_insert_with(|| Box::pin(tokio::time::sleep(pace)));
            if wait.as_mut().poll(cx).is_pending() {
                return Poll::Pending;
            }
            self.wait = None;
        }
        // At most CHUNK, so it fits a usize.
        let len = usize::try_from(remaining.min(CHUNK_U64)).unwrap_or(CHUNK);
        let mut buf = vec![0_u8; len];
        fill(self.seed, self.next, &mut buf);
        self.next += remaining.min(CHUNK_U64);
        Poll::Ready(Some(Ok(Frame::data(Bytes::from(buf)))))
    }

    fn is_end_stream(&self) -> bool {
        self.next >= self.end
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact(self.end.saturating_sub(self.next))
    }
}

const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// splitmix64's output function.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Fills `out` with bytes `offset..offset + out.len()` of the blob with `seed`: byte `k` is
/// byte `k % 8` (little-endian) of splitmix64 word `k / 8` of a stream keyed by `seed`. The same
/// function serves the endpoint, so tests and benchmarks can check any downloaded slice.
pub fn fill(seed: u64, offset: u64, out: &mut [u8]) {
    // Mixing the seed first keeps streams of nearby seeds unrelated (not shifted copies).
    let key = mix(seed ^ 0x6765_6E64_6573_6B21);
    let word = |index: u64| mix(key.wrapping_add(index.wrapping_add(1).wrapping_mul(GOLDEN)));
    let mut index = offset / 8;
    // Bytes to skip in the first word: `offset % 8`, always below 8.
    let skip = usize::from(offset.to_le_bytes()[0] & 7);
    let head = (8 - skip).min(out.len());
    let (first, rest) = out.split_at_mut(head);
    if !first.is_empty() {
        first.copy_from_slice(&word(index).to_le_bytes()[skip..skip + head]);
        index += 1;
    }
    for chunk in rest.chunks_mut(8) {
        chunk.copy_from_slice(&word(index).to_le_bytes()[..chunk.len()]);
        index += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_slice_equals_the_same_slice_of_the_whole() {
        let mut whole = vec![0_u8; 1000];
        fill(5, 0, &mut whole);
        for (start, len) in [
            (0, 1),
            (1, 7),
            (3, 20),
            (8, 8),
            (13, 0),
            (999, 1),
            (100, 900),
        ] {
            let mut part = vec![0_u8; len];
            fill(5, u64::try_from(start).unwrap_or(0), &mut part);
            assert_eq!(part, whole[start..start + len], "slice at {start}+{len}");
        }
        let mut other = vec![0_u8; 1000];
        fill(6, 0, &mut other);
        assert_ne!(whole, other);
    }

    #[test]
    fn queries_are_checked() {
        assert_eq!(parse_query("bytes=10"), Ok((10, 0, None)));
        assert_eq!(parse_query("seed=3&bytes=0"), Ok((0, 3, None)));
        assert_eq!(
            parse_query("bytes=8589934592"),
            Ok((MAX_BLOB_BYTES, 0, None))
        );
        assert_eq!(
            parse_query("bytes=5&chunk_ms=20"),
            Ok((5, 0, Some(Duration::from_millis(20))))
        );
        for bad in [
            "",
            "seed=1",
            "bytes=-1",
            "bytes=abc",
            "bytes=8589934593",
            "bytes=1&bytes=2",
            "bytes=1&size=2",
            "bytes=1&seed=x",
        ] {
            assert!(parse_query(bad).is_err(), "{bad:?} accepted");
        }
    }
}
