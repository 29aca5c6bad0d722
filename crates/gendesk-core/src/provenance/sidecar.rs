//! The record beside a file, `<file>.json` (pretty JSON), for formats and tools that drop what
//! is inside a file. Written whole under a temporary name, then renamed.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::ProvenanceError;
use super::record::Record;

/// `<file>.json` beside `file`.
pub fn sidecar_path(file: &Path) -> PathBuf {
    let mut name = file.as_os_str().to_owned();
    name.push(".json");
    PathBuf::from(name)
}

/// Writes `record` to `<file>.json` (blocking); returns where.
pub fn write_sidecar(file: &Path, record: &Record) -> Result<PathBuf, ProvenanceError> {
    let target = sidecar_path(file);
    let mut temporary = target.as_os_str().to_owned();
    temporary.push(".part");
    let temporary = PathBuf::from(temporary);
    let json = serde_json::to_string_pretty(record)
        .map_err(|err| ProvenanceError::Encode(err.to_string()))?;
    let written = (|| {
        let mut out = std::fs::File::create(&temporary)?;
        out.write_all(json.as_bytes())?;
        out.write_all(b"\n")?;
        out.sync_all()?;
        std::fs::rename(&temporary, &target)
    })();
    if written.is_err() {
        // Best effort: a stale temporary file is overwritten by the next attempt.
        let _ = std::fs::remove_file(&temporary);
    }
    written?;
    Ok(target)
}
