//! Persisted UI preferences (`ui.toml` beside `profiles.toml`): last view, theme, download
//! folder, auto-download, the largest download, the polling limit and the webhook receiver. Loaded and saved off the UI thread; written
//! atomically (temporary file, then rename). The last profile lives in `profiles.toml`.

use gendesk_core::config::write_atomic;
use gendesk_core::t;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::receiver_prefs::ReceiverPrefs;

/// File name of the preferences, in the config folder.
pub const PREFS_FILE: &str = "ui.toml";

/// Which main view is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum View {
    /// The compose form.
    #[default]
    Compose,
    /// The activity list.
    Activity,
    /// Batches and runs.
    Batches,
    /// The webhook signing secret.
    Webhooks,
    /// One prompt's results on several models, side by side.
    Compare,
    /// Every result as a grid.
    Gallery,
    /// What was spent, how long models took, what failed.
    Insights,
}

/// Light, dark, or follow the system.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    /// Follow the operating system.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// Default and bounds of the polling limit, in status requests per second.
pub const POLL_LIMIT_DEFAULT: f64 = 5.0;
/// Lowest polling limit offered.
pub const POLL_LIMIT_MIN: f64 = 0.5;
/// Highest polling limit offered (the sandbox allows 20 requests/s per key).
pub const POLL_LIMIT_MAX: f64 = 20.0;

/// The interface size GenDesk starts at, in percent.
pub const INTERFACE_SIZE_DEFAULT: u32 = 100;
/// The smallest interface size offered, in percent.
pub const INTERFACE_SIZE_MIN: u32 = 80;
/// The largest interface size offered, in percent.
pub const INTERFACE_SIZE_MAX: u32 = 200;

/// The size of prompts and results' text GenDesk starts at, in percent of the body text.
pub const READING_SIZE_DEFAULT: u32 = 100;
/// The smallest size offered for prompts and results, in percent.
pub const READING_SIZE_MIN: u32 = 80;
/// The largest size offered for prompts and results, in percent.
pub const READING_SIZE_MAX: u32 = 250;

/// Default largest download, in MiB (4 GiB, the engine's own default).
pub const DOWNLOAD_LIMIT_MIB_DEFAULT: u64 = 4 * 1024;
/// Smallest largest-download offered: 1 MiB (results are rarely smaller).
pub const DOWNLOAD_LIMIT_MIB_MIN: u64 = 1;
/// Largest largest-download offered: 1 TiB.
pub const DOWNLOAD_LIMIT_MIB_MAX: u64 = 1024 * 1024;

/// Where each downloaded result's prompt and settings are kept (the `[records]` table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RecordPrefs {
    /// Inside the file (on by default).
    pub in_files: bool,
    /// Beside it, as `<file>.json` (off by default).
    pub beside: bool,
}

impl Default for RecordPrefs {
    fn default() -> Self {
        Self {
            in_files: true,
            beside: false,
        }
    }
}

/// What the window remembers between runs (never a key).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct UiPrefs {
    /// The view shown last.
    pub last_view: View,
    /// Light, dark or system.
    pub theme: ThemeChoice,
    /// Where results are downloaded (`None` = the default folder).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub download_dir: Option<PathBuf>,
    /// Download results as soon as tasks succeed.
    pub auto_download: bool,
    /// Result files larger than this many MiB are not downloaded.
    pub download_limit_mib: u64,
    /// Where each downloaded result's prompt and settings are kept.
    pub records: RecordPrefs,
    /// How downloaded results are named and put in folders (`{date}/{model}/{n}`).
    pub file_names: String,
    /// Most status requests per second for one profile.
    pub poll_limit: f64,
    /// The webhook receiver.
    pub receiver: ReceiverPrefs,
    /// Desktop notifications when work ends while the window is in the background.
    pub notifications: bool,
    /// The interface size in percent (as Ctrl +/− sets it).
    pub interface_size: u32,
    /// The text size of prompts and results in percent of the body text (on top of the
    /// interface size).
    pub reading_size: u32,
    /// The language chosen in Settings (its tag); `None` follows the system.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

impl Default for UiPrefs {
    fn default() -> Self {
        Self {
            last_view: View::default(),
            theme: ThemeChoice::default(),
            download_dir: None,
            auto_download: false,
            download_limit_mib: DOWNLOAD_LIMIT_MIB_DEFAULT,
            records: RecordPrefs::default(),
            file_names: gendesk_core::download::DEFAULT_PATTERN.to_owned(),
            poll_limit: POLL_LIMIT_DEFAULT,
            receiver: ReceiverPrefs::default(),
            notifications: true,
            interface_size: INTERFACE_SIZE_DEFAULT,
            reading_size: READING_SIZE_DEFAULT,
            language: None,
        }
    }
}

/// Why the preferences could not be saved.
#[derive(Debug, thiserror::Error)]
#[error("{}", t!(
    "settings-prefs-not-saved",
    path = .path.display().to_string(),
    problem = .source.to_string()
))]
pub struct PrefsError {
    /// The file.
    pub path: PathBuf,
    /// The OS error.
    pub source: std::io::Error,
}

impl UiPrefs {
    /// Reads the file; a missing file gives the defaults, a damaged one the defaults and a
    /// sentence saying so (the file is rewritten on the next change).
    pub fn load(path: &Path) -> (Self, Option<String>) {
        match std::fs::read_to_string(path) {
            Ok(text) => match toml::from_str::<Self>(&text) {
                Ok(prefs) => (prefs.sanitized(), None),
                Err(err) => (
                    Self::default(),
                    Some(t!(
                        "settings-prefs-unreadable",
                        path = path.display().to_string(),
                        problem = err.message()
                    )),
                ),
            },
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => (Self::default(), None),
            Err(err) => (
                Self::default(),
                Some(t!(
                    "settings-prefs-unreadable",
                    path = path.display().to_string(),
                    problem = err.to_string()
                )),
            ),
        }
    }

    /// Writes the file atomically.
    pub fn save(&self, path: &Path) -> Result<(), PrefsError> {
        let fail = |source| PrefsError {
            path: path.to_owned(),
            source,
        };
        let text = toml::to_string_pretty(self).map_err(|err| fail(std::io::Error::other(err)))?;
        write_atomic(path, text.as_bytes()).map_err(fail)
    }

    /// The largest download in bytes, as the engine takes it.
    pub fn download_limit_bytes(&self) -> u64 {
        self.download_limit_mib.saturating_mul(1024 * 1024)
    }

    /// The file-name pattern in force (the default when the saved one does not parse).
    pub fn name_pattern(&self) -> gendesk_core::download::NamePattern {
        gendesk_core::download::NamePattern::parse(&self.file_names).unwrap_or_default()
    }

    /// Values clamped to what the settings offer.
    fn sanitized(mut self) -> Self {
        if let Err(err) = gendesk_core::download::NamePattern::parse(&self.file_names) {
            tracing::warn!(%err, pattern = %self.file_names, "the saved file-name pattern is not used");
            gendesk_core::download::DEFAULT_PATTERN.clone_into(&mut self.file_names);
        }
        self.download_limit_mib = self
            .download_limit_mib
            .clamp(DOWNLOAD_LIMIT_MIB_MIN, DOWNLOAD_LIMIT_MIB_MAX);
        if !self.poll_limit.is_finite() {
            self.poll_limit = POLL_LIMIT_DEFAULT;
        }
        self.poll_limit = self.poll_limit.clamp(POLL_LIMIT_MIN, POLL_LIMIT_MAX);
        self.receiver = self.receiver.sanitized();
        self.interface_size = self
            .interface_size
            .clamp(INTERFACE_SIZE_MIN, INTERFACE_SIZE_MAX);
        self.reading_size = self.reading_size.clamp(READING_SIZE_MIN, READING_SIZE_MAX);
        self
    }

    /// The interface size as egui's zoom factor (1.0 at 100 %).
    pub fn zoom(&self) -> f32 {
        #[allow(
            clippy::cast_precision_loss,
            reason = "a percentage between 80 and 200 is exact in an f32"
        )]
        let percent = self.interface_size as f32;
        percent / 100.0
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn round_trip_missing_and_damaged() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config").join(PREFS_FILE);
        assert_eq!(UiPrefs::load(&path), (UiPrefs::default(), None));
        let prefs = UiPrefs {
            last_view: View::Activity,
            theme: ThemeChoice::Dark,
            download_dir: Some(dir.path().join("dl")),
            auto_download: true,
            download_limit_mib: 0,
            records: RecordPrefs {
                in_files: false,
                beside: true,
            },
            file_names: "{date}/{prompt:20}".to_owned(),
            poll_limit: 99.0,
            receiver: ReceiverPrefs::default(),
            notifications: false,
            interface_size: 150,
            reading_size: 400,
            language: Some("ja".to_owned()),
        };
        prefs.save(&path).unwrap();
        let (loaded, warning) = UiPrefs::load(&path);
        assert_eq!(warning, None);
        assert!(
            (loaded.poll_limit - POLL_LIMIT_MAX).abs() < f64::EPSILON,
            "clamped"
        );
        assert_eq!(loaded.download_limit_mib, DOWNLOAD_LIMIT_MIB_MIN, "clamped");
        assert_eq!(loaded.download_limit_bytes(), 1024 * 1024);
        assert_eq!(loaded.theme, ThemeChoice::Dark);
        assert_eq!(loaded.last_view, View::Activity);
        assert!(!loaded.notifications, "notifications off is kept");
        assert!(!loaded.records.in_files, "records off is kept");
        assert!(loaded.records.beside, "sidecars on are kept");
        assert_eq!(loaded.interface_size, 150);
        assert_eq!(loaded.reading_size, READING_SIZE_MAX, "clamped");
        std::fs::write(&path, "theme = 3").unwrap();
        let (loaded, warning) = UiPrefs::load(&path);
        assert_eq!(loaded, UiPrefs::default());
        assert!(warning.unwrap().contains("could not be read"));
    }

    #[test]
    fn the_download_limit_is_kept_and_older_files_get_the_default() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(PREFS_FILE);
        std::fs::write(&path, "theme = \"dark\"\n").unwrap();
        let (loaded, _) = UiPrefs::load(&path);
        assert_eq!(loaded.download_limit_mib, DOWNLOAD_LIMIT_MIB_DEFAULT);
        assert_eq!(loaded.download_limit_bytes(), 4 * 1024 * 1024 * 1024);
        assert!(loaded.notifications, "older files get notifications on");
        let prefs = UiPrefs {
            download_limit_mib: 250,
            ..UiPrefs::default()
        };
        prefs.save(&path).unwrap();
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .contains("download_limit_mib = 250")
        );
        assert_eq!(UiPrefs::load(&path).0.download_limit_mib, 250);
        std::fs::write(&path, "download_limit_mib = 99999999999\n").unwrap();
        assert_eq!(
            UiPrefs::load(&path).0.download_limit_mib,
            DOWNLOAD_LIMIT_MIB_MAX
        );
    }
}
