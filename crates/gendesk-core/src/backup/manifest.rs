//! The manifest (`manifest.json`: format, versions, options, every entry's size and SHA-256),
//! the seal in the zip's comment (a SHA-256 of every byte before it), the names entries may
//! have, and a reader that hashes what passes through it.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::{BackupError, HistoryCounts};

/// The backup format this GenDesk writes and the newest it reads.
pub const FORMAT: u32 = 1;

/// The manifest's entry name.
pub const MANIFEST_ENTRY: &str = "manifest.json";
/// The history's entry name.
pub const HISTORY_ENTRY: &str = "history.sqlite3";
/// The encrypted keys and secrets.
pub const SECRETS_ENTRY: &str = "secrets.age";
/// Settings files, under their path in the config folder.
pub const CONFIG_PREFIX: &str = "config/";
/// Files of the data folder worth keeping (pasted pictures, the sandbox's world).
pub const DATA_PREFIX: &str = "data/";
/// Downloaded results, under their path in the downloads folder.
pub const RESULTS_PREFIX: &str = "results/";

/// The largest manifest read (a manifest of a million files is far below it).
const MANIFEST_LIMIT: u64 = 256 * 1024 * 1024;

/// What the seal in the zip's comment starts with.
const SEAL_PREFIX: &str = "GenDesk backup ";

/// The options a backup was made with.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManifestOptions {
    /// Downloaded results are in it.
    pub with_results: bool,
    /// Encrypted keys and secrets are in it.
    pub with_secrets: bool,
}

/// One file in the backup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManifestEntry {
    /// Its name in the zip (`history.sqlite3`, `config/…`, `data/…`, `results/…`, `secrets.age`).
    pub path: String,
    /// Its size in bytes.
    pub size: u64,
    /// Its SHA-256, in lowercase hex.
    pub sha256: String,
}

/// `manifest.json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// The backup format ([`FORMAT`]).
    pub format: u32,
    /// The GenDesk that made it.
    pub gendesk_version: String,
    /// The history's schema version (`PRAGMA user_version`).
    pub schema_version: i64,
    /// When it was made (Unix milliseconds).
    pub created_ms: i64,
    /// What it holds besides the history and settings.
    pub options: ManifestOptions,
    /// What its history holds.
    pub counts: HistoryCounts,
    /// Every file but the manifest.
    pub entries: Vec<ManifestEntry>,
}

impl Manifest {
    /// The entry called `path`.
    pub fn entry(&self, path: &str) -> Option<&ManifestEntry> {
        self.entries.iter().find(|e| e.path == path)
    }

    /// Bytes of every entry together.
    pub fn total_bytes(&self) -> u64 {
        self.entries.iter().map(|e| e.size).sum()
    }

    /// Reads the manifest from the zip's `manifest.json` entry.
    pub(super) fn read(file: &Path, reader: impl Read) -> Result<Self, BackupError> {
        let mut bytes = Vec::new();
        reader
            .take(MANIFEST_LIMIT + 1)
            .read_to_end(&mut bytes)
            .map_err(|err| {
                BackupError::damaged(
                    file,
                    crate::t!(
                        "backup-problem-unreadable-entry",
                        entry = MANIFEST_ENTRY,
                        reason = err.to_string()
                    ),
                )
            })?;
        if bytes.len() as u64 > MANIFEST_LIMIT {
            return Err(BackupError::damaged(
                file,
                crate::t!("backup-problem-manifest-too-big"),
            ));
        }
        // The format first, so a newer file is called newer rather than unreadable.
        let format: FormatOnly = serde_json::from_slice(&bytes).map_err(|err| {
            BackupError::damaged(
                file,
                crate::t!("backup-problem-manifest", reason = err.to_string()),
            )
        })?;
        if format.format > FORMAT {
            return Err(BackupError::NewerFormat {
                found: format.format,
                known: FORMAT,
            });
        }
        serde_json::from_slice(&bytes).map_err(|err| {
            BackupError::damaged(
                file,
                crate::t!("backup-problem-manifest", reason = err.to_string()),
            )
        })
    }
}

/// Only the format of a manifest.
#[derive(Deserialize)]
struct FormatOnly {
    format: u32,
}

/// Whether `path` is a name this GenDesk writes: one of the known entries, or a relative path
/// of plain parts under one of the known folders (no `..`, no root, no backslash).
pub(super) fn is_safe_entry_name(path: &str) -> bool {
    if [HISTORY_ENTRY, SECRETS_ENTRY].contains(&path) {
        return true;
    }
    let Some(rest) = [CONFIG_PREFIX, DATA_PREFIX, RESULTS_PREFIX]
        .iter()
        .find_map(|prefix| path.strip_prefix(prefix))
    else {
        return false;
    };
    !rest.is_empty()
        && !path.contains('\\')
        && !path.contains('\0')
        && rest
            .split('/')
            .all(|part| !part.is_empty() && part != "." && part != ".." && !part.contains(':'))
}

/// The entry name of `relative` (a path inside a folder) under `prefix`; `None` when a part
/// of it is not text.
pub(super) fn entry_name(prefix: &str, relative: &Path) -> Option<String> {
    let mut name = prefix.to_owned();
    for (i, part) in relative.components().enumerate() {
        let std::path::Component::Normal(part) = part else {
            return None;
        };
        if i > 0 {
            name.push('/');
        }
        name.push_str(part.to_str()?);
    }
    Some(name)
}

/// Where the entry `name` (without its prefix) goes under `root`.
pub(super) fn entry_path(root: &Path, relative: &str) -> std::path::PathBuf {
    let mut path = root.to_path_buf();
    for part in relative.split('/') {
        path.push(part);
    }
    path
}

/// Lowercase hex of a digest.
pub(super) fn hex_digest(hasher: Sha256) -> String {
    hex::encode(hasher.finalize())
}

/// A reader that hashes and counts what it reads.
pub(super) struct Hashing<R> {
    inner: R,
    hasher: Sha256,
    count: u64,
}

impl<R> Hashing<R> {
    pub(super) fn new(inner: R) -> Self {
        Self {
            inner,
            hasher: Sha256::new(),
            count: 0,
        }
    }

    /// Bytes read and their SHA-256 in hex.
    pub(super) fn finish(self) -> (u64, String) {
        (self.count, hex_digest(self.hasher))
    }
}

impl<R: Read> Read for Hashing<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        if let Some(read) = buf.get(..n) {
            self.hasher.update(read);
        }
        self.count = self.count.saturating_add(n as u64);
        Ok(n)
    }
}

/// The end-of-central-directory record's size without its comment.
const EOCD_LEN: usize = 22;
/// Its signature.
const EOCD_SIGNATURE: [u8; 4] = [0x50, 0x4b, 0x05, 0x06];

/// SHA-256 of the first `len` bytes of `file`.
fn hash_prefix(file: &mut File, len: u64) -> std::io::Result<String> {
    file.seek(SeekFrom::Start(0))?;
    let mut hashing = Hashing::new(file.take(len));
    std::io::copy(&mut hashing, &mut std::io::sink())?;
    let (count, digest) = hashing.finish();
    if count != len {
        return Err(std::io::Error::from(std::io::ErrorKind::UnexpectedEof));
    }
    Ok(digest)
}

/// Seals a finished zip (its comment still empty): the comment becomes
/// `GenDesk backup <format> sha256=<hex>`, the hash of every byte before the comment's length.
pub(super) fn seal(file: &mut File) -> std::io::Result<()> {
    let len = file.seek(SeekFrom::End(0))?;
    let start = len
        .checked_sub(EOCD_LEN as u64)
        .ok_or_else(|| std::io::Error::other("zip too short"))?;
    let mut eocd = [0u8; EOCD_LEN];
    file.seek(SeekFrom::Start(start))?;
    file.read_exact(&mut eocd)?;
    if eocd[..4] != EOCD_SIGNATURE || eocd[20..] != [0, 0] {
        return Err(std::io::Error::other("zip ends without an empty comment"));
    }
    let digest = hash_prefix(file, len - 2)?;
    let comment = format!("{SEAL_PREFIX}{FORMAT} sha256={digest}");
    let comment_len = u16::try_from(comment.len()).map_err(std::io::Error::other)?;
    file.seek(SeekFrom::Start(len - 2))?;
    file.write_all(&comment_len.to_le_bytes())?;
    file.write_all(comment.as_bytes())?;
    Ok(())
}

/// Checks the seal of `file` (opened at `path`) against its bytes. Says a newer format is newer.
pub(super) fn check_seal(path: &Path, file: &mut File, comment: &[u8]) -> Result<(), BackupError> {
    let damaged = |id: &str| BackupError::damaged(path, crate::t!(id));
    let text = std::str::from_utf8(comment).map_err(|_| damaged("backup-problem-no-seal"))?;
    let rest = text
        .strip_prefix(SEAL_PREFIX)
        .ok_or_else(|| damaged("backup-problem-no-seal"))?;
    let (format, digest) = rest
        .split_once(" sha256=")
        .ok_or_else(|| damaged("backup-problem-no-seal"))?;
    let format: u32 = format
        .parse()
        .map_err(|_| damaged("backup-problem-no-seal"))?;
    if format > FORMAT {
        return Err(BackupError::NewerFormat {
            found: format,
            known: FORMAT,
        });
    }
    let len = file
        .seek(SeekFrom::End(0))
        .map_err(|err| BackupError::io(path, err))?;
    let sealed = len
        .checked_sub(2 + comment.len() as u64)
        .ok_or_else(|| damaged("backup-problem-no-seal"))?;
    let actual = hash_prefix(file, sealed).map_err(|err| BackupError::io(path, err))?;
    if actual != digest {
        return Err(damaged("backup-problem-seal-mismatch"));
    }
    Ok(())
}
