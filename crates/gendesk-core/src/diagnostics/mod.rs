//! "Export diagnostics…": one zip a person can attach to a bug report, with no secret in it.
//!
//! [`export`] writes `about.txt` (GenDesk's version, the system, the folders, the time, the
//! language, what is in the file and what was missing), `logs/` (the log folder's files and,
//! under `logs/crashes/`, the crash reports), `settings/` (the config files) and `history.txt`
//! (the history's schema version and counts, read without disturbing a running GenDesk; the
//! last tasks' prompts only with [`DiagnosticsOptions::with_prompts`]; result links never).
//! Every text passes through [`hide_secrets`] on its way in. The zip is written under a
//! temporary name and renamed, so its final name never holds half a file.
//!
//! The files inside are for GenDesk's developers and stay in English, like the logs and crash
//! reports they sit beside; what the person reads ([`DiagnosticsSummary::describe`], the
//! errors) is translated.
//!
//! A process knows the secrets it has read ([`crate::crash::keep_out_of_reports`]); a separate
//! command reads them from the keyring first with [`remember_secrets`].

mod history;
mod redact;

use std::fmt::Write as _;
use std::fs::File;
use std::io::{Read as _, Seek as _, SeekFrom, Write as _};
use std::path::{Path, PathBuf};

use zip::CompressionMethod;
use zip::write::SimpleFileOptions;

use crate::config::{AppPaths, KeyVault, NetworkFile, NetworkScope, Profiles};

pub use redact::hide_secrets;

/// How many tasks' prompts `history.txt` lists when asked.
pub const PROMPTS_LISTED: usize = 50;

/// The most of one log file or crash report a diagnostics file holds: its end (a log rotates at
/// 8 MiB, so a whole one always fits).
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The most a diagnostics file that is read back may unpack to (see [`read_back`]).
const MAX_READ_BACK_BYTES: u64 = 512 * 1024 * 1024;

/// The settings files copied, by name in the config folder: the profiles, the window's
/// preferences (`ui.toml`, the app crate's `PREFS_FILE`), the network settings, the person's own
/// models, the update settings and the renderer that started last (the app crate's
/// `RENDERER_FILE`). Presets are left out: they hold prompts.
fn settings_files(paths: &AppPaths) -> Vec<PathBuf> {
    vec![
        paths.profiles_file(),
        paths.config_dir.join("ui.toml"),
        paths.network_file(),
        paths.user_models_file(),
        crate::update::UpdateSettings::file(&paths.config_dir),
        paths.config_dir.join("renderer.toml"),
    ]
}

/// What the export adds besides what it always holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DiagnosticsOptions {
    /// Add the last [`PROMPTS_LISTED`] tasks' model, state and prompt (off by default: prompts
    /// can be private).
    pub with_prompts: bool,
}

/// What a diagnostics file holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagnosticsSummary {
    /// The file written.
    pub file: PathBuf,
    /// Its size in bytes.
    pub bytes: u64,
    /// Log files in `logs/`.
    pub log_files: usize,
    /// Crash reports in `logs/crashes/`.
    pub crash_reports: usize,
    /// Settings files in `settings/`.
    pub settings_files: usize,
    /// What it holds of the history.
    pub history: HistoryPart,
    /// Every entry's name in the zip, in order.
    pub entries: Vec<String>,
}

/// What a diagnostics file holds of the history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HistoryPart {
    /// There is no history yet.
    Missing,
    /// The history could not be opened; `about.txt` says why.
    Unreadable,
    /// `history.txt` holds its counts, and `prompts` tasks' prompts.
    Counts {
        /// How many tasks' prompts are in it (0 unless asked for).
        prompts: usize,
    },
}

impl DiagnosticsSummary {
    /// One line for the person: where the file is, its size and what it holds.
    pub fn describe(&self) -> String {
        let history = match self.history {
            HistoryPart::Missing => crate::t!("diagnostics-history-none"),
            HistoryPart::Unreadable => crate::t!("diagnostics-history-unreadable"),
            HistoryPart::Counts { prompts: 0 } => crate::t!("diagnostics-history-counts"),
            HistoryPart::Counts { prompts } => {
                crate::t!("diagnostics-history-prompts", prompts = prompts)
            }
        };
        crate::t!(
            "diagnostics-saved",
            file = self.file.display().to_string(),
            size = crate::byte_size::approx(self.bytes),
            logs = self.log_files,
            crashes = self.crash_reports,
            settings = self.settings_files,
            history = history
        )
    }
}

/// Why no diagnostics file was written (or read back).
#[derive(Debug, thiserror::Error)]
pub enum DiagnosticsError {
    /// The path names a folder.
    #[error("{}", crate::t!(
        "err-diagnostics-is-a-folder",
        path = .0.display().to_string(),
        example = .0.join("gendesk-diagnostics.zip").display().to_string()
    ))]
    IsAFolder(PathBuf),
    /// The file's folder does not exist.
    #[error("{}", crate::t!("err-diagnostics-no-folder", folder = .0.display().to_string()))]
    NoFolder(PathBuf),
    /// Writing the file failed; nothing was left under its name.
    #[error("{}", crate::t!(
        "err-diagnostics-write",
        path = .path.display().to_string(),
        reason = .reason.clone()
    ))]
    Write {
        /// The file.
        path: PathBuf,
        /// What the system or the zip writer said.
        reason: String,
    },
    /// A diagnostics file could not be read back.
    #[error("{}", crate::t!(
        "err-diagnostics-read",
        path = .path.display().to_string(),
        reason = .reason.clone()
    ))]
    Read {
        /// The file.
        path: PathBuf,
        /// What the system or the zip reader said.
        reason: String,
    },
}

/// Writes the diagnostics of the folders `paths` into the zip `out` (replacing a file of that
/// name once the new one is whole). A missing log, history or settings file is fine; one that
/// cannot be read is named in `about.txt`. Reads files and SQLite: call it off the UI thread.
pub fn export(
    paths: &AppPaths,
    out: &Path,
    options: &DiagnosticsOptions,
) -> Result<DiagnosticsSummary, DiagnosticsError> {
    if out.is_dir() {
        return Err(DiagnosticsError::IsAFolder(out.to_path_buf()));
    }
    let folder = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    if !folder.is_dir() {
        return Err(DiagnosticsError::NoFolder(folder.to_path_buf()));
    }
    let Some(name) = out.file_name() else {
        return Err(DiagnosticsError::IsAFolder(out.to_path_buf()));
    };
    let mut part_name = name.to_owned();
    part_name.push(".part");
    let part = folder.join(part_name);
    // Listed before the temporary file exists, so a zip written into the log folder never
    // lists itself.
    let inputs = Inputs::list(paths, &[out, &part]);
    let written = write_zip(paths, &inputs, &part, *options)
        .and_then(|contents| {
            std::fs::rename(&part, out)?;
            Ok(contents)
        })
        .map_err(|err| {
            if let Err(removed) = std::fs::remove_file(&part)
                && removed.kind() != std::io::ErrorKind::NotFound
            {
                tracing::warn!(%removed, file = %part.display(), "a partial diagnostics file was not removed");
            }
            DiagnosticsError::Write {
                path: out.to_path_buf(),
                reason: err.to_string(),
            }
        })?;
    let bytes = std::fs::metadata(out).map_or(0, |m| m.len());
    Ok(DiagnosticsSummary {
        file: out.to_path_buf(),
        bytes,
        log_files: written.log_files,
        crash_reports: written.crash_reports,
        settings_files: written.settings_files,
        history: written.history,
        entries: written.entries,
    })
}

/// Every entry of a diagnostics file, as `(name, text)` in the file's order: what the person
/// is about to share, to show them before they do.
pub fn read_back(file: &Path) -> Result<Vec<(String, String)>, DiagnosticsError> {
    let failed = |reason: String| DiagnosticsError::Read {
        path: file.to_path_buf(),
        reason,
    };
    let reader = File::open(file).map_err(|err| failed(err.to_string()))?;
    let mut archive = zip::ZipArchive::new(reader).map_err(|err| failed(err.to_string()))?;
    let mut entries = Vec::with_capacity(archive.len());
    let mut budget = MAX_READ_BACK_BYTES;
    for index in 0..archive.len() {
        let entry = archive
            .by_index(index)
            .map_err(|err| failed(err.to_string()))?;
        let name = entry.name().to_owned();
        let mut bytes = Vec::new();
        entry
            .take(budget + 1)
            .read_to_end(&mut bytes)
            .map_err(|err| failed(err.to_string()))?;
        budget = budget.checked_sub(bytes.len() as u64).ok_or_else(|| {
            failed(crate::t!(
                "diagnostics-too-large",
                limit = crate::byte_size::exact(MAX_READ_BACK_BYTES)
            ))
        })?;
        entries.push((name, String::from_utf8_lossy(&bytes).into_owned()));
    }
    Ok(entries)
}

/// Reads every secret the keyring holds for the profiles in the config folder (API keys,
/// webhook signing secrets, bucket secret keys, proxy passwords), so that [`hide_secrets`]
/// hides them wherever they appear: for a process that has not read them yet, such as the
/// `gendesk diagnostics` command. Returns how many were found; a keyring that cannot be read
/// is logged and skipped (the other rules still apply). May block on the keyring (and ask to
/// unlock it): call it off the UI thread.
pub fn remember_secrets(paths: &AppPaths, vault: &KeyVault) -> usize {
    let mut names: Vec<String> = match Profiles::load(&paths.profiles_file()) {
        Ok(profiles) => profiles.profiles.into_iter().map(|p| p.name).collect(),
        Err(err) => {
            tracing::warn!(%err, "the diagnostics' check found no profiles");
            Vec::new()
        }
    };
    let network = NetworkFile::load(&paths.network_file()).unwrap_or_else(|err| {
        tracing::warn!(%err, "the diagnostics' check read no network settings");
        NetworkFile::default()
    });
    names.extend(network.profiles.into_keys());
    names.sort();
    names.dedup();
    let mut found = 0;
    let mut count = |what: &str, result: Result<bool, crate::config::VaultError>| match result {
        Ok(true) => found += 1,
        Ok(false) => {}
        Err(err) => tracing::warn!(%err, what, "a secret for the diagnostics' check was not read"),
    };
    count(
        "proxy password",
        vault
            .load_proxy_password(&NetworkScope::Default)
            .map(|p| p.is_some()),
    );
    for name in &names {
        count("API key", vault.load(name).map(|k| k.is_some()));
        count(
            "webhook secrets",
            vault.load_webhook_secrets(name).map(|r| !r.is_empty()),
        );
        count(
            "bucket secret",
            vault.load_bucket_secret(name).map(|s| s.is_some()),
        );
        count(
            "proxy password",
            vault
                .load_proxy_password(&NetworkScope::Profile(name.clone()))
                .map(|p| p.is_some()),
        );
    }
    found
}

/// The files to copy, found before writing.
struct Inputs {
    logs: Vec<PathBuf>,
    crashes: Vec<PathBuf>,
    settings: Vec<PathBuf>,
    history: Option<PathBuf>,
}

impl Inputs {
    fn list(paths: &AppPaths, leave_out: &[&Path]) -> Self {
        let files = |folder: &Path, wanted: &dyn Fn(&str) -> bool| -> Vec<PathBuf> {
            let Ok(entries) = std::fs::read_dir(folder) else {
                return Vec::new();
            };
            let mut found: Vec<PathBuf> = entries
                .filter_map(Result::ok)
                .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
                .map(|e| e.path())
                .filter(|p| !leave_out.contains(&p.as_path()))
                .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(wanted))
                .collect();
            found.sort();
            found
        };
        let history = paths.database_file();
        Self {
            logs: files(&paths.logs_dir(), &|name| {
                name.starts_with(crate::logging::LOG_FILE)
                    && !std::path::Path::new(name)
                        .extension()
                        .is_some_and(|e| e.eq_ignore_ascii_case("gz"))
            }),
            crashes: files(&crate::crash::folder(&paths.data_dir), &|name| {
                name.starts_with("crash-")
                    && std::path::Path::new(name)
                        .extension()
                        .is_some_and(|e| e.eq_ignore_ascii_case("txt"))
            }),
            settings: settings_files(paths)
                .into_iter()
                .filter(|p| p.is_file())
                .collect(),
            history: history.is_file().then_some(history),
        }
    }
}

/// What went into the zip.
struct Written {
    log_files: usize,
    crash_reports: usize,
    settings_files: usize,
    history: HistoryPart,
    entries: Vec<String>,
}

/// Writes the zip at `part`.
fn write_zip(
    paths: &AppPaths,
    inputs: &Inputs,
    part: &Path,
    options: DiagnosticsOptions,
) -> std::io::Result<Written> {
    let file = File::create(part)?;
    let mut zip = zip::ZipWriter::new(file);
    let mut entries: Vec<String> = Vec::new();
    let mut unread: Vec<String> = Vec::new();
    let deflated = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .unix_permissions(0o644)
        .last_modified_time(zip_time(&jiff::Zoned::now()));
    let mut add = |zip: &mut zip::ZipWriter<File>, name: String, text: &str| {
        zip.start_file(name.as_str(), deflated)
            .map_err(std::io::Error::other)?;
        zip.write_all(hide_secrets(text).as_bytes())?;
        entries.push(name);
        Ok::<(), std::io::Error>(())
    };
    // Copies the files of `paths` under `folder/` and returns the names of those read.
    let mut copy = |zip: &mut zip::ZipWriter<File>, folder: &str, paths: &[PathBuf]| {
        let mut copied = Vec::new();
        for path in paths {
            let name = file_name(path);
            match read_end(path) {
                Ok(text) => {
                    add(zip, format!("{folder}/{name}"), &text)?;
                    copied.push(name);
                }
                Err(err) => unread.push(format!("{}: {err}", path.display())),
            }
        }
        Ok::<_, std::io::Error>(copied)
    };
    let logs = copy(&mut zip, "logs", &inputs.logs)?;
    let crashes = copy(&mut zip, "logs/crashes", &inputs.crashes)?;
    let settings = copy(&mut zip, "settings", &inputs.settings)?;
    let mut history_line = "(none)".to_owned();
    let mut history = HistoryPart::Missing;
    if let Some(file) = &inputs.history {
        match history::history_text(file, options.with_prompts) {
            Ok(read) => {
                add(&mut zip, "history.txt".to_owned(), &read.text)?;
                history_line = format!(
                    "{} (schema version {}; see history.txt)",
                    file.display(),
                    read.version
                );
                history = HistoryPart::Counts {
                    prompts: read.prompts,
                };
            }
            Err(err) => {
                unread.push(format!("{}: {err}", file.display()));
                history_line = format!("{} (could not be read)", file.display());
                history = HistoryPart::Unreadable;
            }
        }
    }
    let about = about_text(
        paths,
        options,
        &Lists {
            logs: &logs,
            crashes: &crashes,
            settings: &settings,
            history: &history_line,
            unread: &unread,
        },
    );
    add(&mut zip, "about.txt".to_owned(), &about)?;
    let file = zip.finish().map_err(std::io::Error::other)?;
    file.sync_all()?;
    Ok(Written {
        log_files: logs.len(),
        crash_reports: crashes.len(),
        settings_files: settings.len(),
        history,
        entries,
    })
}

/// What `about.txt` lists.
struct Lists<'a> {
    logs: &'a [String],
    crashes: &'a [String],
    settings: &'a [String],
    history: &'a str,
    unread: &'a [String],
}

/// `about.txt`: who wrote the file, on what, when, and what it holds.
fn about_text(paths: &AppPaths, options: DiagnosticsOptions, lists: &Lists<'_>) -> String {
    let list = |names: &[String]| {
        if names.is_empty() {
            "(none)".to_owned()
        } else {
            names.join(", ")
        }
    };
    let mut text = format!(
        "GenDesk diagnostics\n\
         \n\
         version: GenDesk {version}\n\
         system: {os} {arch}\n\
         time: {now}\n\
         language: {language}\n\
         config folder: {config}\n\
         data folder: {data}\n\
         downloads folder: {downloads}\n\
         \n\
         logs ({logs_dir}): {logs}\n\
         crash reports ({crash_dir}): {crashes}\n\
         settings ({config}): {settings}\n\
         history: {history}\n\
         prompts: {prompts}\n\
         \n\
         Removed everywhere: every secret GenDesk knows of (API keys, webhook signing secrets, \
         bucket secret keys, proxy passwords), Authorization headers and their tokens, values \
         named like a password, secret, token or key, passwords in addresses, and the query \
         strings of links (result links carry their signature there); each shows as ***.\n",
        version = crate::update::RUNNING_VERSION,
        os = std::env::consts::OS,
        arch = std::env::consts::ARCH,
        now = jiff::Zoned::now().strftime("%Y-%m-%d %H:%M:%S %:z"),
        language = crate::i18n::language().tag,
        config = paths.config_dir.display(),
        data = paths.data_dir.display(),
        downloads = paths.downloads_dir.display(),
        logs_dir = paths.logs_dir().display(),
        logs = list(lists.logs),
        crash_dir = crate::crash::folder(&paths.data_dir).display(),
        crashes = list(lists.crashes),
        settings = list(lists.settings),
        history = lists.history,
        prompts = if options.with_prompts {
            format!("included, of the last {PROMPTS_LISTED} tasks (see history.txt)")
        } else {
            "not included".to_owned()
        },
    );
    if !lists.unread.is_empty() {
        text.push_str("\nnot read:\n");
        for line in lists.unread {
            let _ = writeln!(text, "  {line}");
        }
    }
    text
}

/// `now` as a zip entry's time (local, to the even second); 1980-01-01, the format's
/// earliest, for a time it cannot hold.
fn zip_time(now: &jiff::Zoned) -> zip::DateTime {
    let part = |n: i8| u8::try_from(n).unwrap_or(0);
    u16::try_from(now.year())
        .ok()
        .and_then(|year| {
            zip::DateTime::from_date_and_time(
                year,
                part(now.month()),
                part(now.day()),
                part(now.hour()),
                part(now.minute()),
                part(now.second()),
            )
            .ok()
        })
        .unwrap_or_default()
}

/// The file's name as text (lossy for a name that is not UTF-8).
fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The text of `path`, or its last [`MAX_FILE_BYTES`] with a line saying what was left out.
fn read_end(path: &Path) -> std::io::Result<String> {
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    let mut text = String::new();
    if len > MAX_FILE_BYTES {
        file.seek(SeekFrom::Start(len - MAX_FILE_BYTES))?;
        let _ = writeln!(
            text,
            "[the first {} bytes of this file are left out]",
            len - MAX_FILE_BYTES
        );
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES).read_to_end(&mut bytes)?;
    text.push_str(&String::from_utf8_lossy(&bytes));
    Ok(text)
}

#[cfg(test)]
#[path = "export_tests.rs"]
mod tests;
