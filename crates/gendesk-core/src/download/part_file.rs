//! The `.part` file a download streams into, and the final name it gets only once complete.

use std::io::{ErrorKind, SeekFrom};
use std::path::{Component, Path, PathBuf};

use tokio::fs::{File, OpenOptions};
use tokio::io::{AsyncSeekExt, AsyncWriteExt};

use super::naming::KNOWN_EXTENSIONS;
use super::{DownloadError, MAX_NAME_SUFFIX};

/// The `.part` being written, with what it holds.
pub(super) struct PartFile {
    pub(super) file: File,
    pub(super) path: PathBuf,
    pub(super) stem: String,
    pub(super) ext: &'static str,
    /// Bytes written (after the last flush: the file's length).
    pub(super) len: u64,
}

impl PartFile {
    /// Opens (or creates) the `.part` for `stem`. With `resume`, an existing `.part` of any known
    /// extension is continued (the URL's guess first); otherwise it is emptied.
    pub(super) async fn open(
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

    pub(super) async fn write(&mut self, chunk: &[u8]) -> Result<(), DownloadError> {
        self.file
            .write_all(chunk)
            .await
            .map_err(|source| io_error(&self.path, source))?;
        self.len += u64::try_from(chunk.len()).unwrap_or(u64::MAX);
        Ok(())
    }

    /// Waits until every write has reached the file.
    pub(super) async fn flush(&mut self) -> Result<(), DownloadError> {
        self.file
            .flush()
            .await
            .map_err(|source| io_error(&self.path, source))
    }

    /// Empties the `.part` to start over.
    pub(super) async fn truncate(&mut self) -> Result<(), DownloadError> {
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
    pub(super) async fn set_extension(
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
    pub(super) async fn finish(
        mut self,
        dir: &Path,
        record: Option<&crate::provenance::Record>,
    ) -> Result<(PathBuf, Option<crate::provenance::ProvenanceError>), DownloadError> {
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
        // The record goes into the `.part`: the final name only ever holds a whole file, with
        // its record or (when writing it failed, leaving the file as it was) without.
        let unrecorded = match record {
            Some(record) => {
                let (part, record) = (path.clone(), record.clone());
                match tokio::task::spawn_blocking(move || crate::provenance::stamp(&part, &record))
                    .await
                {
                    Ok(Ok(_)) => None,
                    Ok(Err(err)) => Some(err),
                    Err(join) => Some(crate::provenance::ProvenanceError::Io(
                        std::io::Error::other(join.to_string()),
                    )),
                }
            }
            None => None,
        };
        let final_path = claim_final_name(dir, &path, &stem, ext).await?;
        sync_dir(dir).await;
        Ok((final_path, unrecorded))
    }

    /// After an error: keeps the `.part` where a later call can resume, removes it otherwise.
    pub(super) async fn abandon(mut self, err: &DownloadError) {
        let keep = matches!(
            err,
            DownloadError::Cancelled
                | DownloadError::Network(_)
                | DownloadError::Blocked(_)
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
pub(super) async fn claim_final_name(
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
            crate::t!("problem-download-name-taken", count = MAX_NAME_SUFFIX),
        )
        .into(),
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
pub(super) async fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(handle) = File::open(dir).await {
        // Best effort: the file's data is already fsynced.
        let _ = handle.sync_all().await;
    }
    #[cfg(not(unix))]
    let _ = dir;
}

pub(super) fn part_name(stem: &str, ext: &str) -> String {
    format!("{stem}.{ext}.part")
}

/// Refuses any path that is not one plain file name directly inside `dir`.
pub(super) fn ensure_inside(dir: &Path, path: &Path) -> Result<(), DownloadError> {
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
                crate::t!("problem-download-outside-folder"),
            )
            .into(),
        })
    }
}

pub(super) fn io_error(path: &Path, source: std::io::Error) -> DownloadError {
    match source.kind() {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => DownloadError::NoSpace {
            path: path.to_owned(),
        },
        _ => DownloadError::Io {
            path: path.to_owned(),
            source: source.into(),
        },
    }
}
