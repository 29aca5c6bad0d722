//! Pictures a person hands to the sandbox so its tasks can fetch them as references — the
//! sandbox's stand-in for the bucket or tunnel a real account needs:
//!
//! - `POST /sandbox/uploads?name=photo.png` with a demo key (`Authorization: Bearer …`) and the
//!   file as the body answers `{"url": …, "bytes": N}`;
//! - `GET /sandbox/uploads/{token}/{name}` serves it, read-only; a wrong token or name is 404.
//!
//! Kept in memory within [`UPLOADS_BUDGET_BYTES`] (oldest first out); each at most
//! [`MAX_UPLOAD_BYTES`], more than a reference may be, so an oversized picture reaches the
//! task and fails there with `ImageSizeIncorrect`, as with the service.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};

use axum::Json;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use gendesk_video::sniff::{FileKind, sniff};
use serde::Deserialize;
use serde_json::json;

use super::accounts::random_hex;
use super::routes::{bearer, failure};
use super::state::SandboxState;

/// Largest upload.
pub const MAX_UPLOAD_BYTES: usize = 20 * 1024 * 1024;
/// Bytes of uploads kept.
pub const UPLOADS_BUDGET_BYTES: usize = 256 * 1024 * 1024;
/// Longest file name kept in an upload's address.
const MAX_NAME_CHARS: usize = 100;

/// The uploads held by one sandbox.
#[derive(Debug, Default)]
pub struct Uploads {
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    files: HashMap<String, Upload>,
    order: VecDeque<String>,
    bytes: usize,
}

#[derive(Debug, Clone)]
struct Upload {
    name: String,
    bytes: Bytes,
}

impl Uploads {
    /// Keeps `bytes` under a new random token; returns the token and the sanitized name.
    pub fn add(&self, name: &str, bytes: Bytes) -> (String, String) {
        let token = random_hex(&mut fastrand::Rng::new(), 16);
        let name = safe_name(name);
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        inner.bytes += bytes.len();
        inner.order.push_back(token.clone());
        inner.files.insert(
            token.clone(),
            Upload {
                name: name.clone(),
                bytes,
            },
        );
        while inner.bytes > UPLOADS_BUDGET_BYTES && inner.order.len() > 1 {
            let Some(oldest) = inner.order.pop_front() else {
                break;
            };
            if let Some(gone) = inner.files.remove(&oldest) {
                inner.bytes -= gone.bytes.len();
            }
        }
        (token, name)
    }

    fn get(&self, token: &str, name: &str) -> Option<Bytes> {
        let inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        inner
            .files
            .get(token)
            .filter(|u| u.name == name)
            .map(|u| u.bytes.clone())
    }
}

/// A file name safe in a URL path: letters, digits, `.`, `-` and `_`; others become `_`.
fn safe_name(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or_default();
    let cleaned: String = base
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .take(MAX_NAME_CHARS)
        .collect();
    let cleaned = cleaned.trim_start_matches('.');
    if cleaned.is_empty() {
        "picture".into()
    } else {
        cleaned.to_owned()
    }
}

/// Routes under `/sandbox/uploads`.
pub fn upload_routes() -> axum::Router<Arc<SandboxState>> {
    axum::Router::new()
        .route(
            "/uploads",
            post(upload).layer(DefaultBodyLimit::max(MAX_UPLOAD_BYTES)),
        )
        .route("/uploads/{token}/{name}", get(serve))
}

#[derive(Debug, Deserialize)]
struct UploadQuery {
    name: Option<String>,
}

async fn upload(
    State(shared): State<Arc<SandboxState>>,
    Query(query): Query<UploadQuery>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Err(refusal) = shared.world().authenticate(bearer(&headers)) {
        return refusal.into_response();
    }
    if body.is_empty() {
        return failure(
            400,
            "the upload is empty; send the picture's bytes as the body",
        );
    }
    let len = body.len();
    let (token, name) = shared
        .uploads
        .add(query.name.as_deref().unwrap_or(""), body);
    let url = format!("{}/sandbox/uploads/{token}/{name}", shared.world().base_url);
    Json(json!({ "url": url, "bytes": len })).into_response()
}

async fn serve(
    State(shared): State<Arc<SandboxState>>,
    Path((token, name)): Path<(String, String)>,
) -> Response {
    let Some(bytes) = shared.uploads.get(&token, &name) else {
        return failure(
            404,
            "no such upload (the sandbox keeps uploads until it stops)",
        );
    };
    let content_type = match sniff(&bytes) {
        FileKind::Png => "image/png",
        FileKind::Jpeg => "image/jpeg",
        FileKind::Webp => "image/webp",
        _ => "application/octet-stream",
    };
    ([(header::CONTENT_TYPE, content_type)], bytes).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_made_safe() {
        assert_eq!(safe_name("My Photo (1).png"), "My_Photo__1_.png");
        assert_eq!(safe_name("/home/a/../b/x.jpg"), "x.jpg");
        assert_eq!(safe_name("C:\\Users\\a\\pic.webp"), "pic.webp");
        assert_eq!(safe_name(""), "picture");
        assert_eq!(safe_name("..."), "picture");
        assert_eq!(safe_name("é.png"), "_.png");
        assert_eq!(safe_name(&"a".repeat(500)).len(), MAX_NAME_CHARS);
    }

    #[test]
    fn the_oldest_go_first_past_the_budget() {
        let uploads = Uploads::default();
        let big = Bytes::from(vec![0u8; UPLOADS_BUDGET_BYTES / 2 + 1]);
        let (first, name) = uploads.add("a.png", big.clone());
        assert!(uploads.get(&first, &name).is_some());
        let (second, name2) = uploads.add("b.png", big);
        assert!(uploads.get(&first, &name).is_none());
        assert!(uploads.get(&second, &name2).is_some());
        assert!(uploads.get(&second, "other.png").is_none());
    }
}
