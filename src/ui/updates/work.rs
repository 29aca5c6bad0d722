//! The update work the window starts, each on the window's async runtime (never the UI
//! thread): reading the settings and the state, a check (and a newer catalogue), downloading
//! and installing, and saving the settings. Results come back as [`UpdateMsg`]s.

use std::path::PathBuf;

use gendesk_core::download::Progress;
use gendesk_core::update::{
    Applied, CatalogOutcome, CheckReport, Feed, UpdateError, UpdatePaths, UpdateSettings,
    UpdateState, Updater, UpdaterConfig, apply_catalog, apply_update, install::InstallKind,
};

/// What the window's update work reports.
#[derive(Debug)]
pub enum UpdateMsg {
    /// The settings and the remembered state were read.
    Loaded {
        /// The settings, or why the file could not be read.
        settings: Result<UpdateSettings, String>,
        /// When the feed was last fetched.
        last_check_s: Option<i64>,
        /// The version the person skipped.
        skipped: Option<String>,
        /// How the binary to update was installed (what *Update* will do).
        install: InstallKind,
    },
    /// A check ended (`None`: an automatic check that was not due and nothing kept to announce).
    Checked {
        /// Asked for by the person (a failure is said, not only logged).
        manual: bool,
        /// When it ran.
        at_s: i64,
        /// What it found.
        result: Option<Result<Box<Checked>, UpdateError>>,
    },
    /// Bytes of the package on disk.
    Progress {
        /// Done.
        done: u64,
        /// Of.
        total: Option<u64>,
    },
    /// Downloading and installing ended.
    Applied(Result<Applied, UpdateError>),
    /// The settings file was written (or why not).
    SettingsSaved(Result<(), String>),
    /// The skipped version was remembered (or why not).
    SkipSaved(Result<(), String>),
}

/// A successful check, and what became of the feed's catalogue.
#[derive(Debug)]
pub struct Checked {
    /// The verified feed and the verdict.
    pub report: CheckReport,
    /// The catalogue's fate (`None`: the feed names none, or it was not fetched now).
    pub catalog: Option<Result<CatalogOutcome, UpdateError>>,
    /// The feed was not fetched now: it is the one an earlier check kept.
    pub kept: bool,
}

/// Where the work happens and what it trusts.
#[derive(Debug, Clone)]
pub struct UpdateSetup {
    /// The config folder (`updates.toml`).
    pub config_dir: PathBuf,
    /// The data folder (`updates/`).
    pub data_dir: PathBuf,
    /// The open profile's network settings (the feed is fetched the same way).
    pub network: crate::ui::network_cell::NetworkCell,
    /// The installed binary (the running one unless a test says otherwise).
    pub exe: Option<PathBuf>,
    /// A distribution's build: no check, no download, no install.
    pub distribution: bool,
}

impl UpdateSetup {
    /// The updater for `feed_url`.
    fn updater(&self, feed_url: &str) -> Result<Updater, UpdateError> {
        let mut config = UpdaterConfig::new(feed_url, &self.data_dir);
        config.network = self.network.current();
        config.enabled = !self.distribution;
        Updater::new(config)
    }

    /// How the binary to update was installed.
    pub fn install_kind(&self) -> InstallKind {
        match self.exe.clone().or_else(|| std::env::current_exe().ok()) {
            Some(exe) => InstallKind::detect(&exe),
            None => InstallKind::AnnounceOnly {
                package: None,
                why: gendesk_core::update::install::AnnounceReason::NotInstalled,
            },
        }
    }
}

/// Reads the settings and the state.
pub fn load(setup: &UpdateSetup) -> UpdateMsg {
    let settings = UpdateSettings::load(&UpdateSettings::file(&setup.config_dir))
        .map_err(|err| err.to_string());
    let state = UpdateState::load(&UpdatePaths::new(&setup.data_dir).state_file());
    UpdateMsg::Loaded {
        settings,
        last_check_s: state.last_check_s,
        skipped: state.skipped_version,
        install: setup.install_kind(),
    }
}

/// A check (automatic ones only when due) and the feed's catalogue.
pub async fn check(setup: UpdateSetup, feed_url: String, manual: bool, now_s: i64) -> UpdateMsg {
    let result = match setup.updater(&feed_url) {
        Err(err) => Some(Err(err)),
        Ok(updater) => {
            let checked = if manual {
                Some(updater.check(now_s).await)
            } else {
                updater.check_if_due(true, now_s).await
            };
            match checked {
                // Not due: a newer version an earlier check found is announced again, from
                // the kept feed (verified again), without a request.
                None => updater.kept_report().map(|report| {
                    Ok(Box::new(Checked {
                        report,
                        catalog: None,
                        kept: true,
                    }))
                }),
                Some(Err(err)) => Some(Err(err)),
                Some(Ok(report)) => {
                    let catalog = match &report.feed.catalog {
                        Some(offered) => Some(apply_catalog(&updater, offered, now_s).await),
                        None => None,
                    };
                    Some(Ok(Box::new(Checked {
                        report,
                        catalog,
                        kept: false,
                    })))
                }
            }
        }
    };
    UpdateMsg::Checked {
        manual,
        at_s: now_s,
        result,
    }
}

/// Downloads and installs `feed`'s version; progress goes to `progress`.
pub async fn apply(
    setup: UpdateSetup,
    feed_url: String,
    feed: Feed,
    cancel: tokio::sync::watch::Receiver<bool>,
    progress: impl FnMut(Progress) + Send,
) -> UpdateMsg {
    let result = match setup.updater(&feed_url) {
        Ok(updater) => {
            apply_update(&updater, &feed, &setup.install_kind(), &cancel, progress).await
        }
        Err(err) => Err(err),
    };
    UpdateMsg::Applied(result)
}

/// Writes the settings.
pub fn save_settings(setup: &UpdateSetup, settings: &UpdateSettings) -> UpdateMsg {
    UpdateMsg::SettingsSaved(
        settings
            .save(&UpdateSettings::file(&setup.config_dir))
            .map_err(|err| err.to_string()),
    )
}

/// Remembers the version the person skipped.
pub fn save_skip(setup: &UpdateSetup, version: String) -> UpdateMsg {
    let file = UpdatePaths::new(&setup.data_dir).state_file();
    let saved = UpdateState::update(&file, |state| state.skipped_version = Some(version));
    UpdateMsg::SkipSaved(saved.map(drop).map_err(|err| err.to_string()))
}
