//! `GET /media/{file}`: result files, without auth, with `Range` support and a 24 h (simulated)
//! expiry answered with 410 Gone.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::state::SandboxState;

/// Serves one result file.
pub async fn media(
    State(shared): State<Arc<SandboxState>>,
    Path(file): Path<String>,
    headers: HeaderMap,
) -> Response {
    let now = shared.clock.now_ms();
    let entry = shared.world().media.get(&file).cloned();
    let Some(entry) = entry.filter(|e| now >= e.issued_ms) else {
        return text(StatusCode::NOT_FOUND, "No result file at this address.");
    };
    if now > entry.expires_ms {
        return text(
            StatusCode::GONE,
            "This result URL has expired: result URLs work for 24 hours after they are issued. Download results before they expire.",
        );
    }
    let media = match shared.media.get(&file, &entry.spec).await {
        Ok(media) => media,
        Err(err) => {
            return text(
                StatusCode::INTERNAL_SERVER_ERROR,
                &format!("The file could not be generated: {err}"),
            );
        }
    };
    shared.counters.media_served();
    let total = media.bytes.len();
    let range = headers
        .get(header::RANGE)
        .and_then(|v| v.to_str().ok())
        .map(|v| parse_range(v, u64::try_from(total).unwrap_or(u64::MAX)));
    let (status, body, content_range) = match range {
        Some(RangeRequest::Satisfiable(start, end)) => {
            // Both ends are below `total`, a `usize`, so they always convert back (otherwise
            // the whole file is sent, which a server may always do).
            match (usize::try_from(start), usize::try_from(end)) {
                (Ok(from), Ok(to)) => (
                    StatusCode::PARTIAL_CONTENT,
                    media.bytes.slice(from..=to),
                    Some(format!("bytes {start}-{end}/{total}")),
                ),
                _ => (StatusCode::OK, media.bytes.clone(), None),
            }
        }
        Some(RangeRequest::Unsatisfiable) => {
            let mut response = text(
                StatusCode::RANGE_NOT_SATISFIABLE,
                "The requested range is outside the file.",
            );
            if let Ok(value) = HeaderValue::from_str(&format!("bytes */{total}")) {
                response.headers_mut().insert(header::CONTENT_RANGE, value);
            }
            return response;
        }
        Some(RangeRequest::Ignored) | None => (StatusCode::OK, media.bytes.clone(), None),
    };
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(media.content_type),
    );
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    if let Some(value) = content_range.and_then(|v| HeaderValue::from_str(&v).ok()) {
        headers.insert(header::CONTENT_RANGE, value);
    }
    response
}

fn text(status: StatusCode, message: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        message.to_owned(),
    )
        .into_response()
}

/// What a `Range` header asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RangeRequest {
    /// One satisfiable range, inclusive.
    Satisfiable(u64, u64),
    /// Syntactically fine but outside the file.
    Unsatisfiable,
    /// Not understood or several ranges: send the whole file (allowed by RFC 9110).
    Ignored,
}

/// Parses `bytes=a-b`, `bytes=a-` and `bytes=-n` for a file of `total` bytes (also used by the
/// large-file endpoint, hence `u64`).
pub fn parse_range(value: &str, total: u64) -> RangeRequest {
    let Some(spec) = value.trim().strip_prefix("bytes=") else {
        return RangeRequest::Ignored;
    };
    if spec.contains(',') {
        return RangeRequest::Ignored;
    }
    let Some((start, end)) = spec.trim().split_once('-') else {
        return RangeRequest::Ignored;
    };
    let number = |s: &str| s.trim().parse::<u64>().ok();
    let (start, end) = match (start.trim().is_empty(), end.trim().is_empty()) {
        (true, false) => match number(end) {
            Some(0) => return RangeRequest::Unsatisfiable,
            Some(n) => (total.saturating_sub(n), total.saturating_sub(1)),
            None => return RangeRequest::Ignored,
        },
        (false, true) => match number(start) {
            Some(s) => (s, total.saturating_sub(1)),
            None => return RangeRequest::Ignored,
        },
        (false, false) => match (number(start), number(end)) {
            (Some(s), Some(e)) if s <= e => (s, e.min(total.saturating_sub(1))),
            _ => return RangeRequest::Ignored,
        },
        (true, true) => return RangeRequest::Ignored,
    };
    if total == 0 || start >= total {
        RangeRequest::Unsatisfiable
    } else {
        RangeRequest::Satisfiable(start, end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        assert_eq!(
            parse_range("bytes=0-9", 100),
            RangeRequest::Satisfiable(0, 9)
        );
        assert_eq!(
            parse_range("bytes=90-", 100),
            RangeRequest::Satisfiable(90, 99)
        );
        assert_eq!(
            parse_range("bytes=-10", 100),
            RangeRequest::Satisfiable(90, 99)
        );
        assert_eq!(
            parse_range("bytes=-500", 100),
            RangeRequest::Satisfiable(0, 99)
        );
        assert_eq!(
            parse_range("bytes=50-500", 100),
            RangeRequest::Satisfiable(50, 99)
        );
        assert_eq!(parse_range("bytes=100-", 100), RangeRequest::Unsatisfiable);
        assert_eq!(parse_range("bytes=-0", 100), RangeRequest::Unsatisfiable);
        assert_eq!(parse_range("bytes=5-1", 100), RangeRequest::Ignored);
        assert_eq!(parse_range("bytes=0-1,5-6", 100), RangeRequest::Ignored);
        assert_eq!(parse_range("items=0-1", 100), RangeRequest::Ignored);
        assert_eq!(parse_range("bytes=x-", 100), RangeRequest::Ignored);
    }
}
