//! Pictures GenDesk serves itself, through its local receiver behind the tunnel URL from
//! Settings: each picked picture gets a random token and is served, read-only, at
//! `<tunnel>/files/<token>/<name>` while GenDesk is open — nothing else: another token, another
//! name or a file nobody picked is 404. The receiver applies its usual per-second limit.
//! Kept in memory (at most [`MAX_SHARED`] pictures, [`SHARED_BUDGET_BYTES`]; oldest out).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError};

use bytes::Bytes;

use super::hosting::{HostKind, HostedReference};
use super::picture::LocalPicture;

/// The path segment under which shared pictures are served.
pub const FILES_SEGMENT: &str = "files";
/// Pictures served at most.
pub const MAX_SHARED: usize = 100;
/// Bytes of pictures held at most.
pub const SHARED_BUDGET_BYTES: usize = 512 * 1024 * 1024;
/// Longest file name kept in an address.
const MAX_NAME_CHARS: usize = 100;

/// The pictures served by the receiver (cheap to clone; clones share them).
#[derive(Debug, Clone, Default)]
pub struct SharedFiles {
    inner: Arc<Mutex<VecDeque<Shared>>>,
}

#[derive(Debug, Clone)]
struct Shared {
    token: String,
    name: String,
    bytes: Bytes,
    mime: &'static str,
}

impl SharedFiles {
    /// Serves `picture` from now on; its address under `tunnel` (e.g.
    /// `https://abc.trycloudflare.com`).
    pub fn share(&self, picture: &LocalPicture, tunnel: &str) -> HostedReference {
        let token = random_token();
        let name = safe_name(&picture.name);
        let url = format!(
            "{}/{FILES_SEGMENT}/{token}/{name}",
            tunnel.trim().trim_end_matches('/')
        );
        let mut files = self.lock();
        files.push_back(Shared {
            token,
            name,
            bytes: picture.bytes.clone(),
            mime: picture.kind.mime(),
        });
        let mut held: usize = files.iter().map(|f| f.bytes.len()).sum();
        while files.len() > 1 && (files.len() > MAX_SHARED || held > SHARED_BUDGET_BYTES) {
            if let Some(gone) = files.pop_front() {
                held -= gone.bytes.len();
            }
        }
        HostedReference {
            url,
            expires_at_ms: None,
            host: HostKind::Receiver,
            object_key: None,
        }
    }

    /// The picture at `token`/`name` and its MIME type, if it was shared.
    pub fn get(&self, token: &str, name: &str) -> Option<(Bytes, &'static str)> {
        self.lock()
            .iter()
            .find(|f| same(&f.token, token) && f.name == name)
            .map(|f| (f.bytes.clone(), f.mime))
    }

    /// How many pictures are served.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether none are.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, VecDeque<Shared>> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Compares tokens in time independent of where they differ.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// 32 lowercase hex characters from the operating system's random source (a UUID v4's
/// random bits): the only thing that keeps a shared picture from strangers.
pub fn random_token() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

/// A file name safe in a URL path and an object key: letters, digits, `.`, `-` and `_`;
/// anything else becomes `_`; never empty, never starting with a dot.
pub fn safe_name(name: &str) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::references::PictureType;

    fn picture(name: &str, bytes: &'static [u8]) -> LocalPicture {
        LocalPicture {
            name: name.into(),
            source: None,
            source_sha256: String::new(),
            fitted: false,
            bytes: Bytes::from_static(bytes),
            kind: PictureType::Png,
            width: 1,
            height: 1,
        }
    }

    #[test]
    fn a_picture_is_served_only_under_its_token_and_name() {
        let files = SharedFiles::default();
        let hosted = files.share(&picture("My cat.png", b"cat"), "https://t.example/ ");
        let rest = hosted.url.strip_prefix("https://t.example/files/").unwrap();
        let (token, name) = rest.split_once('/').unwrap();
        assert_eq!((token.len(), name), (32, "My_cat.png"));
        assert_eq!(
            files.get(token, name).unwrap().0,
            Bytes::from_static(b"cat")
        );
        assert!(files.get(token, "other.png").is_none());
        assert!(files.get(&"0".repeat(32), name).is_none());
        assert_eq!(hosted.host, HostKind::Receiver);
        assert_ne!(random_token(), random_token());
    }

    #[test]
    fn the_oldest_go_past_the_limit() {
        let files = SharedFiles::default();
        let first = files.share(&picture("a.png", b"a"), "https://t.example");
        for _ in 0..MAX_SHARED {
            files.share(&picture("b.png", b"b"), "https://t.example");
        }
        assert_eq!(files.len(), MAX_SHARED);
        let rest = first.url.strip_prefix("https://t.example/files/").unwrap();
        let (token, name) = rest.split_once('/').unwrap();
        assert!(files.get(token, name).is_none());
    }

    #[test]
    fn names_are_made_safe() {
        assert_eq!(safe_name("/home/a/../b/x.jpg"), "x.jpg");
        assert_eq!(safe_name("C:\\Users\\a\\pic.webp"), "pic.webp");
        assert_eq!(safe_name("..."), "picture");
        assert_eq!(safe_name("été 2024.png"), "_t__2024.png");
    }
}
