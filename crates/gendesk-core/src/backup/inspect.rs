//! Reading and checking a backup: the zip, its seal, the manifest (format, history version,
//! entry names) and every entry's size and SHA-256; and taking entries out of it, checked
//! again as they are written.

use std::collections::HashSet;
use std::fs::File;
use std::io::{BufReader, Read, Write};
use std::path::Path;

use zip::ZipArchive;

use super::manifest::{self, HISTORY_ENTRY, Hashing, MANIFEST_ENTRY, Manifest, ManifestEntry};
use super::{BackupContents, BackupError, Progress, Step};
use crate::store::SCHEMA_VERSION;

/// An opened backup whose manifest was read.
pub(super) struct Opened {
    pub(super) archive: ZipArchive<BufReader<File>>,
    pub(super) manifest: Manifest,
    pub(super) bytes: u64,
}

pub(super) fn inspect(
    file: &Path,
    progress: &dyn Fn(Progress),
) -> Result<BackupContents, BackupError> {
    let opened = open_checked(file, progress)?;
    Ok(BackupContents {
        file: file.to_path_buf(),
        bytes: opened.bytes,
        manifest: opened.manifest,
    })
}

/// Opens `file` and checks all of it: seal, manifest and every entry.
pub(super) fn open_checked(
    file: &Path,
    progress: &dyn Fn(Progress),
) -> Result<Opened, BackupError> {
    let mut opened = open(file)?;
    let total = opened.manifest.total_bytes();
    let mut done = 0;
    for entry in opened.manifest.entries.clone() {
        let base = done;
        check_entry(
            file,
            &mut opened.archive,
            &entry,
            &mut std::io::sink(),
            &|n| {
                progress(Progress {
                    step: Step::Checking,
                    done: base + n,
                    total,
                });
            },
        )?;
        done += entry.size;
    }
    progress(Progress {
        step: Step::Checking,
        done: total,
        total,
    });
    Ok(opened)
}

/// Opens `file`, checks its seal and reads its manifest (entries not read yet).
pub(super) fn open(file: &Path) -> Result<Opened, BackupError> {
    let mut handle = File::open(file).map_err(|err| BackupError::io(file, err))?;
    let bytes = handle
        .metadata()
        .map_err(|err| BackupError::io(file, err))?
        .len();
    let reader = File::open(file).map_err(|err| BackupError::io(file, err))?;
    let mut archive = ZipArchive::new(BufReader::new(reader)).map_err(|err| {
        BackupError::damaged(
            file,
            crate::t!("backup-problem-not-a-zip", reason = err.to_string()),
        )
    })?;
    manifest::check_seal(file, &mut handle, archive.comment())?;
    let manifest = {
        let entry = archive
            .by_name(MANIFEST_ENTRY)
            .map_err(|_| BackupError::damaged(file, crate::t!("backup-problem-no-manifest")))?;
        Manifest::read(file, entry)?
    };
    if manifest.schema_version > SCHEMA_VERSION {
        return Err(BackupError::NewerHistory {
            found: manifest.schema_version,
            known: SCHEMA_VERSION,
        });
    }
    let mut listed = HashSet::new();
    for entry in &manifest.entries {
        if !manifest::is_safe_entry_name(&entry.path) || !listed.insert(entry.path.as_str()) {
            return Err(BackupError::damaged(
                file,
                crate::t!("backup-problem-bad-name", entry = entry.path.clone()),
            ));
        }
    }
    if !listed.contains(HISTORY_ENTRY) {
        return Err(BackupError::damaged(
            file,
            crate::t!("backup-problem-missing-entry", entry = HISTORY_ENTRY),
        ));
    }
    for name in archive.file_names() {
        if name != MANIFEST_ENTRY && !listed.contains(name) {
            return Err(BackupError::damaged(
                file,
                crate::t!("backup-problem-unlisted-entry", entry = name.to_owned()),
            ));
        }
    }
    Ok(Opened {
        archive,
        manifest,
        bytes,
    })
}

/// Copies `entry` into `out`, checking its size and SHA-256 against the manifest.
pub(super) fn check_entry(
    file: &Path,
    archive: &mut ZipArchive<BufReader<File>>,
    entry: &ManifestEntry,
    out: &mut dyn Write,
    progress: &dyn Fn(u64),
) -> Result<(), BackupError> {
    let damaged = |id: &str, reason: String| {
        BackupError::damaged(
            file,
            crate::t!(id, entry = entry.path.clone(), reason = reason),
        )
    };
    let zipped = archive.by_name(&entry.path).map_err(|_| {
        BackupError::damaged(
            file,
            crate::t!("backup-problem-missing-entry", entry = entry.path.clone()),
        )
    })?;
    // One byte more than promised is enough to tell a longer entry.
    let mut reader = Hashing::new(zipped.take(entry.size.saturating_add(1)));
    let mut buffer = vec![0u8; 1 << 20];
    let mut done = 0u64;
    loop {
        let n = reader
            .read(&mut buffer)
            .map_err(|err| damaged("backup-problem-unreadable-entry", err.to_string()))?;
        let Some(chunk) = buffer.get(..n).filter(|c| !c.is_empty()) else {
            break;
        };
        out.write_all(chunk).map_err(|err| BackupError::Io {
            path: file.to_path_buf(),
            reason: err.to_string(),
        })?;
        done += n as u64;
        progress(done);
    }
    let (size, sha256) = reader.finish();
    if size != entry.size || sha256 != entry.sha256 {
        return Err(damaged("backup-problem-entry-changed", String::new()));
    }
    Ok(())
}

/// The bytes of a small entry, checked.
pub(super) fn read_entry(
    file: &Path,
    archive: &mut ZipArchive<BufReader<File>>,
    entry: &ManifestEntry,
) -> Result<Vec<u8>, BackupError> {
    let mut bytes = Vec::new();
    check_entry(file, archive, entry, &mut bytes, &|_| {})?;
    Ok(bytes)
}

/// Writes `entry` to `target` under a temporary name beside it, checked, then renamed.
pub(super) fn extract_entry(
    file: &Path,
    archive: &mut ZipArchive<BufReader<File>>,
    entry: &ManifestEntry,
    target: &Path,
    progress: &dyn Fn(u64),
) -> Result<(), BackupError> {
    let dir = target.parent().unwrap_or_else(|| Path::new("."));
    std::fs::create_dir_all(dir).map_err(|err| BackupError::io(dir, err))?;
    let temp = super::create::TempFile(super::create::temp_beside(target, "restore"));
    let out = File::create(&temp.0).map_err(|err| BackupError::io(&temp.0, err))?;
    let mut writer = std::io::BufWriter::with_capacity(1 << 20, out);
    check_entry(file, archive, entry, &mut writer, progress)?;
    let out = writer
        .into_inner()
        .map_err(|err| BackupError::io(&temp.0, err.error()))?;
    out.sync_all()
        .map_err(|err| BackupError::io(&temp.0, err))?;
    drop(out);
    std::fs::rename(&temp.0, target).map_err(|err| BackupError::io(target, err))?;
    temp.keep();
    Ok(())
}
