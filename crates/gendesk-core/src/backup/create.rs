//! Writing a backup: the history copied with SQLite's online backup into a temporary file
//! (one read transaction, so it is consistent while the engine writes), the settings files,
//! optionally the downloads folder and the encrypted secrets, then the manifest; the zip is
//! written under a temporary name, sealed, flushed and renamed.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use rusqlite::backup::{Backup, StepResult};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

use super::manifest::{
    self, CONFIG_PREFIX, DATA_PREFIX, FORMAT, HISTORY_ENTRY, Hashing, MANIFEST_ENTRY, Manifest,
    ManifestEntry, ManifestOptions, RESULTS_PREFIX, SECRETS_ENTRY,
};
use super::{BackupError, BackupOptions, BackupSummary, HistoryCounts, Progress, Step};
use crate::config::AppPaths;
use crate::store::{BUSY_TIMEOUT, Store};

/// A file to put in the backup.
pub(super) struct Source {
    entry: String,
    path: PathBuf,
    size: u64,
}

/// A temporary file removed when dropped (unless [`TempFile::keep`] was called).
pub(super) struct TempFile(pub(super) PathBuf);

impl TempFile {
    /// The file was renamed to its final name: nothing to remove.
    pub(super) fn keep(mut self) {
        self.0 = PathBuf::new();
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        if self.0.as_os_str().is_empty() {
            return;
        }
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut name = self.0.clone().into_os_string();
            name.push(suffix);
            // Nothing to do when it is already gone.
            let _ = std::fs::remove_file(PathBuf::from(name));
        }
    }
}

/// A temporary name beside `path`: `.<name>.<tag>.tmp`.
pub(super) fn temp_beside(path: &Path, tag: &str) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = path.parent().unwrap_or_else(|| Path::new("."));
    dir.join(format!(".{name}.{tag}-{}.tmp", std::process::id()))
}

pub(super) fn create(
    paths: &AppPaths,
    out: &Path,
    options: &BackupOptions,
    progress: &dyn Fn(Progress),
) -> Result<BackupSummary, BackupError> {
    let folder = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    std::fs::create_dir_all(folder).map_err(|err| BackupError::io(folder, err))?;

    let mut skipped = Vec::new();
    let settings = settings_sources(paths, &mut skipped)?;
    let results = if options.with_results {
        let mut found = Vec::new();
        walk(
            &paths.downloads_dir,
            RESULTS_PREFIX,
            &|name| !has_extension(name, "part"),
            &mut found,
            &mut skipped,
        )?;
        found
    } else {
        Vec::new()
    };
    let secrets = match &options.secrets {
        Some(passphrase) => {
            progress(Progress {
                step: Step::Secrets,
                done: 0,
                total: 0,
            });
            let vault = options.vault.as_deref().ok_or_else(|| {
                BackupError::Secrets(crate::t!("backup-problem-no-keyring-given"))
            })?;
            Some(super::secrets::sealed_secrets(
                &paths.profiles_file(),
                vault,
                passphrase,
            )?)
        }
        None => None,
    };

    let history = TempFile(temp_beside(out, "history"));
    progress(Progress {
        step: Step::History,
        done: 0,
        total: 0,
    });
    let (schema_version, counts) = copy_history(&paths.database_file(), &history.0)?;
    let history_size = std::fs::metadata(&history.0)
        .map_err(|err| BackupError::io(&history.0, err))?
        .len();
    progress(Progress {
        step: Step::History,
        done: history_size,
        total: history_size,
    });

    let temp = TempFile(temp_beside(out, "zip"));
    let mut zip = open_zip(&temp.0)?;
    let mut entries = vec![add_file(
        &mut zip,
        HISTORY_ENTRY,
        &history.0,
        history_size,
        true,
        &|_| {},
    )?];
    drop(history);
    add_sources(&mut zip, Step::Settings, &settings, &mut entries, progress)?;
    add_sources(&mut zip, Step::Results, &results, &mut entries, progress)?;
    if let Some(bytes) = &secrets {
        entries.push(add_bytes(
            &mut zip,
            &temp.0,
            SECRETS_ENTRY,
            bytes,
            stored(),
        )?);
    }
    let manifest = Manifest {
        format: FORMAT,
        gendesk_version: crate::update::RUNNING_VERSION.to_owned(),
        schema_version,
        created_ms: chrono::Utc::now().timestamp_millis(),
        options: ManifestOptions {
            with_results: options.with_results,
            with_secrets: secrets.is_some(),
        },
        counts,
        entries,
    };
    let bytes = finish_zip(zip, &temp.0, &manifest)?;
    std::fs::rename(&temp.0, out).map_err(|err| BackupError::io(out, err))?;
    temp.keep();
    Ok(BackupSummary {
        file: out.to_path_buf(),
        bytes,
        counts,
        entries: manifest.entries.len(),
        with_results: options.with_results,
        with_secrets: manifest.options.with_secrets,
        skipped,
    })
}

type Zip = ZipWriter<BufWriter<File>>;

/// A zip being written at `path` (read as well as written: the seal hashes what was written).
fn open_zip(path: &Path) -> Result<Zip, BackupError> {
    let file = File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(path)
        .map_err(|err| BackupError::io(path, err))?;
    Ok(ZipWriter::new(BufWriter::with_capacity(1 << 20, file)))
}

/// Adds `sources` as one step of the progress.
fn add_sources(
    zip: &mut Zip,
    step: Step,
    sources: &[Source],
    entries: &mut Vec<ManifestEntry>,
    progress: &dyn Fn(Progress),
) -> Result<(), BackupError> {
    let total: u64 = sources.iter().map(|s| s.size).sum();
    let mut done = 0;
    for source in sources {
        let base = done;
        let entry = add_file(
            zip,
            &source.entry,
            &source.path,
            source.size,
            step != Step::Results,
            &|n| {
                progress(Progress {
                    step,
                    done: base + n,
                    total,
                });
            },
        )?;
        done += entry.size;
        entries.push(entry);
    }
    progress(Progress {
        step,
        done: total,
        total,
    });
    Ok(())
}

/// Adds `bytes` as `entry`.
fn add_bytes(
    zip: &mut Zip,
    path: &Path,
    entry: &str,
    bytes: &[u8],
    options: SimpleFileOptions,
) -> Result<ManifestEntry, BackupError> {
    use sha2::Digest as _;
    zip.start_file(entry, options)
        .map_err(|err| BackupError::io(path, err))?;
    zip.write_all(bytes)
        .map_err(|err| BackupError::io(path, err))?;
    Ok(ManifestEntry {
        path: entry.to_owned(),
        size: bytes.len() as u64,
        sha256: manifest::hex_digest(sha2::Sha256::new_with_prefix(bytes)),
    })
}

/// Writes the manifest, finishes and seals the zip and flushes it to disk; its size.
fn finish_zip(mut zip: Zip, path: &Path, manifest: &Manifest) -> Result<u64, BackupError> {
    let failed = |err: &dyn std::fmt::Display| BackupError::io(path, err);
    let json = serde_json::to_vec_pretty(manifest).map_err(|err| failed(&err))?;
    add_bytes(
        &mut zip,
        path,
        MANIFEST_ENTRY,
        &json,
        deflated(json.len() as u64),
    )?;
    let writer = zip.finish().map_err(|err| failed(&err))?;
    let mut file = writer.into_inner().map_err(|err| failed(err.error()))?;
    manifest::seal(&mut file).map_err(|err| failed(&err))?;
    file.sync_all().map_err(|err| failed(&err))?;
    Ok(file.metadata().map_err(|err| failed(&err))?.len())
}

/// Whether `name` ends with `.extension` (any case).
fn has_extension(name: &str, extension: &str) -> bool {
    Path::new(name)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(extension))
}

/// Every settings file: the whole config folder (profiles, preferences, network, own models,
/// presets, update settings…), and from the data folder the pasted pictures presets use and
/// the offline sandbox's world. Not logs, thumbnails, crash reports or update downloads.
pub(super) fn settings_sources(
    paths: &AppPaths,
    skipped: &mut Vec<PathBuf>,
) -> Result<Vec<Source>, BackupError> {
    let mut found = Vec::new();
    let keep = |name: &str| !has_extension(name, "tmp");
    walk(&paths.config_dir, CONFIG_PREFIX, &keep, &mut found, skipped)?;
    walk(
        &paths.pasted_dir(),
        &format!("{DATA_PREFIX}pasted/"),
        &keep,
        &mut found,
        skipped,
    )?;
    let world = paths.sandbox_world_file();
    if let Ok(meta) = std::fs::symlink_metadata(&world)
        && meta.is_file()
    {
        found.push(Source {
            entry: format!("{DATA_PREFIX}sandbox-world.json"),
            path: world,
            size: meta.len(),
        });
    }
    Ok(found)
}

/// The entry names [`settings_sources`] would give, for removing files a replace drops.
pub(super) fn settings_entry_names(
    paths: &AppPaths,
) -> Result<Vec<(String, PathBuf)>, BackupError> {
    let mut skipped = Vec::new();
    Ok(settings_sources(paths, &mut skipped)?
        .into_iter()
        .map(|s| (s.entry, s.path))
        .collect())
}

/// Regular files under `root` (recursively, symbolic links left out) whose name `keep`
/// accepts, as entries under `prefix`. A missing folder has none.
fn walk(
    root: &Path,
    prefix: &str,
    keep: &dyn Fn(&str) -> bool,
    found: &mut Vec<Source>,
    skipped: &mut Vec<PathBuf>,
) -> Result<(), BackupError> {
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let listing = match std::fs::read_dir(&folder) {
            Ok(listing) => listing,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => continue,
            Err(err) => return Err(BackupError::io(&folder, err)),
        };
        let mut items = Vec::new();
        for item in listing {
            items.push(item.map_err(|err| BackupError::io(&folder, err))?);
        }
        items.sort_by_key(std::fs::DirEntry::file_name);
        for item in items {
            let path = item.path();
            let meta = item
                .file_type()
                .map_err(|err| BackupError::io(&path, err))?;
            if meta.is_dir() {
                folders.push(path);
                continue;
            }
            if !meta.is_file() || !keep(&item.file_name().to_string_lossy()) {
                continue;
            }
            let relative = path.strip_prefix(root).unwrap_or(&path);
            let Some(entry) = manifest::entry_name(prefix, relative) else {
                skipped.push(path);
                continue;
            };
            let size = item
                .metadata()
                .map_err(|err| BackupError::io(&path, err))?
                .len();
            found.push(Source { entry, path, size });
        }
    }
    Ok(())
}

fn deflated(size: u64) -> SimpleFileOptions {
    SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .compression_level(Some(1))
        .large_file(size >= u64::from(u32::MAX))
}

fn stored() -> SimpleFileOptions {
    SimpleFileOptions::default().compression_method(CompressionMethod::Stored)
}

/// Adds the file at `path` as `entry`, hashing what is written; `progress` gets the bytes done.
fn add_file<W: Write + std::io::Seek>(
    zip: &mut ZipWriter<W>,
    entry: &str,
    path: &Path,
    size: u64,
    compress: bool,
    progress: &dyn Fn(u64),
) -> Result<ManifestEntry, BackupError> {
    let file = File::open(path).map_err(|err| BackupError::io(path, err))?;
    // Media files are compressed already: stored, they cost no time.
    let options = if compress {
        deflated(size)
    } else {
        stored().large_file(size >= u64::from(u32::MAX))
    };
    zip.start_file(entry, options)
        .map_err(|err| BackupError::io(path, err))?;
    let mut reader = Hashing::new(std::io::BufReader::with_capacity(1 << 20, file));
    let mut buffer = vec![0u8; 1 << 20];
    let mut done = 0u64;
    loop {
        let n = std::io::Read::read(&mut reader, &mut buffer)
            .map_err(|err| BackupError::io(path, err))?;
        let Some(chunk) = buffer.get(..n).filter(|c| !c.is_empty()) else {
            break;
        };
        zip.write_all(chunk)
            .map_err(|err| BackupError::io(path, err))?;
        done += n as u64;
        progress(done);
    }
    let (size, sha256) = reader.finish();
    Ok(ManifestEntry {
        path: entry.to_owned(),
        size,
        sha256,
    })
}

/// Copies the history at `db` into `to` with SQLite's online backup, all pages in one step
/// (one read transaction: the copy is one consistent moment however busy the writer is), and
/// returns its schema version and counts. No history yet: an empty one of this version.
fn copy_history(db: &Path, to: &Path) -> Result<(i64, HistoryCounts), BackupError> {
    let sqlite = |err: rusqlite::Error| BackupError::History(err.to_string());
    if db.exists() {
        let source = Connection::open_with_flags(
            db,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(sqlite)?;
        source.busy_timeout(BUSY_TIMEOUT).map_err(sqlite)?;
        let mut target = Connection::open(to).map_err(sqlite)?;
        {
            let backup = Backup::new(&source, &mut target).map_err(sqlite)?;
            let deadline = Instant::now() + BUSY_TIMEOUT;
            loop {
                match backup.step(-1).map_err(sqlite)? {
                    StepResult::Done => break,
                    StepResult::More => {}
                    // Busy or locked (the enum is non-exhaustive): wait a little, then give up.
                    _ if Instant::now() < deadline => {
                        std::thread::sleep(Duration::from_millis(20));
                    }
                    _ => {
                        return Err(BackupError::History(crate::t!(
                            "backup-problem-history-busy"
                        )));
                    }
                }
            }
        }
        // A file that stands alone (no WAL beside it).
        target
            .pragma_update(None, "journal_mode", "DELETE")
            .map_err(sqlite)?;
    } else {
        drop(Store::open(to).map_err(|err| BackupError::History(err.to_string()))?);
    }
    let conn = Connection::open(to).map_err(sqlite)?;
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(sqlite)?;
    let counts = history_counts(&conn).map_err(sqlite)?;
    Ok((version, counts))
}

/// How many profiles, tasks, batches and download records `conn`'s main database holds.
pub(super) fn history_counts(conn: &Connection) -> rusqlite::Result<HistoryCounts> {
    let count = |table: &str| -> rusqlite::Result<u64> {
        conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| {
            r.get::<_, i64>(0)
        })
        .map(|n| u64::try_from(n).unwrap_or(0))
    };
    Ok(HistoryCounts {
        profiles: count("profiles")?,
        tasks: count("tasks")?,
        batches: count("batches")?,
        downloads: count("downloads")?,
    })
}
