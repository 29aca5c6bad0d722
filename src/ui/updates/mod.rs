//! Updates in the window: the automatic check at start (at most once a day, after the first
//! frames, never while a task is being sent), *Check now*, the announcement of a newer version
//! with its notes (*Update*, *Later*, *Skip this version*), the download with progress and
//! *Cancel*, and what comes after it: *Restart now* (a tar.gz installation), the installer
//! taking over (Windows), or the verified package to open (everything else). A newer model
//! catalogue from the feed is taken by every check and the form shows it at once.
//!
//! Here: the state and what the app does with its results. `work.rs` runs the work on the
//! window's async runtime, `bar.rs` draws the announcement above the notice bar,
//! `settings_section.rs` is Settings → Updates and `about.rs` the About window.

mod about;
mod bar;
mod settings_section;
mod work;

pub use about::{AboutFacts, about_ui};
pub use bar::update_bar_ui;
pub use settings_section::updates_section_ui;
pub use work::UpdateSetup;

use gendesk_core::t;
use gendesk_core::update::install::{AnnounceReason, InstallKind};
use gendesk_core::update::{
    Applied, CatalogOutcome, Feed, Offer, RUNNING_VERSION, UpdateError, UpdateSettings, Verdict,
};
use work::UpdateMsg;

use super::async_work::AsyncWork;
use super::jobs::Jobs;
use super::live_state::{Notice, NoticeLevel};

/// Where an update stands.
#[derive(Debug, Clone, PartialEq)]
pub enum Stage {
    /// Nothing to announce.
    Quiet,
    /// A newer version is announced.
    Available(Box<Announced>),
    /// Its package is being downloaded (and then installed).
    Downloading {
        /// What is being fetched.
        announced: Box<Announced>,
        /// Bytes on disk.
        done: u64,
        /// Of.
        total: Option<u64>,
    },
    /// Done: restart, the installer runs, or the package is ready to open.
    Ready {
        /// The version.
        announced: Box<Announced>,
        /// What was done.
        applied: Box<Applied>,
    },
    /// Downloading or installing failed; the old version keeps working.
    Failed {
        /// The version.
        announced: Box<Announced>,
        /// Why, for people.
        message: String,
    },
}

/// A newer version and its feed.
#[derive(Debug, Clone, PartialEq)]
pub struct Announced {
    /// What to say.
    pub offer: Offer,
    /// The feed it came from (its packages).
    pub feed: Feed,
}

/// What the person sees in Settings → Updates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckStatus {
    /// Not checked in this session (the last check's time is shown).
    NotYet,
    /// Checking now.
    Checking,
    /// The last check's outcome, in words.
    Said {
        /// The words.
        text: String,
        /// It failed.
        failed: bool,
    },
}

/// What is open or hidden of the updates' views.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UpdatesView {
    /// The person chose *Later* for this session.
    pub later: bool,
    /// The notes are unfolded in the bar.
    pub notes_open: bool,
    /// The About window is open.
    pub about_open: bool,
}

/// What the app does after the frame.
#[derive(Debug, Clone, PartialEq)]
pub enum UpdateEffect {
    /// Tell the person.
    Notice(Notice),
    /// A newer catalogue is in place: read it again.
    CatalogChanged,
    /// The Windows installer runs: close the window now.
    Quit,
}

/// The window's update state.
pub struct UpdatesState {
    jobs: Jobs<UpdateMsg>,
    setup: UpdateSetup,
    work: Option<AsyncWork>,
    /// The settings (`None` until read).
    pub settings: Option<UpdateSettings>,
    /// Why the settings file could not be read (it is then never overwritten).
    pub settings_error: Option<String>,
    /// The feed address as typed in Settings.
    pub feed_text: Option<String>,
    /// When the feed was last fetched (Unix seconds).
    pub last_check_s: Option<i64>,
    /// The last check's outcome.
    pub status: CheckStatus,
    /// The announcement.
    pub stage: Stage,
    /// What is open or hidden.
    pub view: UpdatesView,
    skipped: Option<String>,
    /// How the binary to update was installed (read on a worker; `None` until then).
    install: Option<InstallKind>,
    /// An automatic check waits for the first quiet moment (no task being sent).
    check_pending: bool,
    cancel: Option<tokio::sync::watch::Sender<bool>>,
}

impl UpdatesState {
    /// Nothing read yet; [`Self::start`] reads.
    pub fn new(ctx: egui::Context, setup: UpdateSetup) -> Self {
        Self {
            jobs: Jobs::new(ctx),
            setup,
            work: None,
            settings: None,
            settings_error: None,
            feed_text: None,
            last_check_s: None,
            status: CheckStatus::NotYet,
            stage: Stage::Quiet,
            view: UpdatesView::default(),
            skipped: None,
            install: None,
            check_pending: false,
            cancel: None,
        }
    }

    /// This build's binary was installed as `install` (view tests).
    #[cfg(test)]
    pub fn installed_as(&mut self, install: InstallKind) {
        self.install = Some(install);
    }

    /// Settings as read, last checked at `last_check_s` (view tests: nothing runs).
    #[cfg(test)]
    pub fn read(settings: UpdateSettings, last_check_s: Option<i64>) -> Self {
        let mut state = Self::new(
            egui::Context::default(),
            UpdateSetup {
                config_dir: std::path::PathBuf::new(),
                data_dir: std::path::PathBuf::new(),
                network: crate::ui::network_cell::NetworkCell::default(),
                exe: None,
                distribution: false,
            },
        );
        state.settings = Some(settings);
        state.last_check_s = last_check_s;
        state
    }

    /// Reads the settings and the state on a worker (after the first frame); the automatic
    /// check follows when they allow it.
    pub fn start(&mut self, work: AsyncWork) {
        self.work = Some(work);
        if self.setup.distribution {
            return;
        }
        let setup = self.setup.clone();
        if let Err(err) = self
            .jobs
            .spawn("gendesk-updates", move || work::load(&setup))
        {
            tracing::warn!("update settings not read: {err}");
        }
    }

    /// The feed address in use.
    pub fn feed_url(&self) -> String {
        self.settings.as_ref().map_or_else(
            || gendesk_core::update::DEFAULT_FEED_URL.to_owned(),
            |s| s.feed_url().to_owned(),
        )
    }

    /// A check asked for by the person.
    pub fn check_now(&mut self) {
        self.check(true);
    }

    fn check(&mut self, manual: bool) {
        if self.setup.distribution || self.status == CheckStatus::Checking {
            return;
        }
        let Some(work) = &self.work else { return };
        let setup = self.setup.clone();
        let feed = self.feed_url();
        let now_s = chrono::Utc::now().timestamp();
        let reporter = self.jobs.reporter();
        match work.handle() {
            Ok(handle) => {
                self.status = CheckStatus::Checking;
                handle.spawn(async move {
                    reporter.report(work::check(setup, feed, manual, now_s).await);
                });
            }
            Err(err) => {
                self.status = CheckStatus::Said {
                    text: err.to_string(),
                    failed: true,
                };
            }
        }
    }

    /// Called each frame: starts a waiting automatic check once no task is being sent.
    pub fn tick(&mut self, sending: bool) {
        if self.check_pending && !sending {
            self.check_pending = false;
            self.check(false);
        }
    }

    /// Downloads and installs the announced version.
    pub fn start_update(&mut self) {
        let announced = match &self.stage {
            Stage::Available(a) | Stage::Failed { announced: a, .. } => a.clone(),
            _ => return,
        };
        let Some(work) = &self.work else { return };
        let handle = match work.handle() {
            Ok(handle) => handle,
            Err(err) => {
                self.stage = Stage::Failed {
                    announced,
                    message: err.to_string(),
                };
                return;
            }
        };
        let (cancel_tx, cancel) = tokio::sync::watch::channel(false);
        self.cancel = Some(cancel_tx);
        let setup = self.setup.clone();
        let feed_url = self.feed_url();
        let feed = announced.feed.clone();
        let reporter = self.jobs.reporter();
        self.stage = Stage::Downloading {
            announced,
            done: 0,
            total: None,
        };
        handle.spawn(async move {
            let progress_reporter = reporter.clone();
            let progress = move |p: gendesk_core::download::Progress| {
                if let gendesk_core::download::Progress::Bytes { done, total } = p {
                    progress_reporter.report(UpdateMsg::Progress { done, total });
                }
            };
            reporter.report(work::apply(setup, feed_url, feed, cancel, progress).await);
        });
    }

    /// Stops the download (the part is kept: *Update* resumes it).
    pub fn cancel(&mut self) {
        if let Some(cancel) = &self.cancel
            && cancel.send(true).is_err()
        {
            tracing::debug!("the update download had already ended");
        }
    }

    /// *Later*: the bar goes until the next start.
    pub fn later(&mut self) {
        self.view.later = true;
    }

    /// *Skip this version*: remembered; automatic checks stay quiet about it.
    pub fn skip(&mut self) {
        if let Stage::Available(announced) = &self.stage {
            let version = announced.offer.version.to_string();
            self.skipped = Some(version.clone());
            let setup = self.setup.clone();
            if let Err(err) = self
                .jobs
                .spawn("gendesk-updates", move || work::save_skip(&setup, version))
            {
                tracing::warn!("the skipped version was not saved: {err}");
            }
            self.stage = Stage::Quiet;
        }
    }

    /// Changes the settings (saved on a worker); refused while the file is unreadable.
    pub fn set(&mut self, change: impl FnOnce(&mut UpdateSettings)) {
        if self.settings_error.is_some() {
            return;
        }
        let Some(settings) = &mut self.settings else {
            return;
        };
        change(settings);
        let saved = settings.clone();
        let setup = self.setup.clone();
        if let Err(err) = self.jobs.spawn("gendesk-updates", move || {
            work::save_settings(&setup, &saved)
        }) {
            self.settings_error = Some(err);
        }
    }

    /// Why *Update* only downloads the package here (`None`: it installs, or not known yet).
    pub fn announce_only(&self) -> Option<AnnounceReason> {
        match &self.install {
            Some(InstallKind::AnnounceOnly { why, .. }) => Some(*why),
            _ => None,
        }
    }

    /// A distribution's build: its package manager brings new versions.
    pub fn distribution(&self) -> bool {
        self.setup.distribution
    }

    /// Whether the announcement strip shows anything.
    pub fn bar_visible(&self) -> bool {
        !self.view.later && self.stage != Stage::Quiet
    }

    /// Takes in the work's results (once per frame); returns what the app must do.
    pub fn poll(&mut self) -> Vec<UpdateEffect> {
        let mut effects = Vec::new();
        for msg in self.jobs.drain() {
            match msg {
                UpdateMsg::Loaded {
                    settings,
                    last_check_s,
                    skipped,
                    install,
                } => {
                    self.last_check_s = last_check_s;
                    self.skipped = skipped;
                    self.install = Some(install);
                    match settings {
                        Ok(settings) => {
                            self.check_pending = settings.automatic;
                            self.settings = Some(settings);
                        }
                        Err(message) => {
                            tracing::warn!("update settings: {message}");
                            self.settings_error = Some(message);
                        }
                    }
                }
                UpdateMsg::Checked {
                    manual,
                    at_s,
                    result,
                } => self.checked(manual, at_s, result, &mut effects),
                UpdateMsg::Progress { done, total } => {
                    if let Stage::Downloading {
                        done: d, total: t, ..
                    } = &mut self.stage
                    {
                        *d = done;
                        *t = total;
                    }
                }
                UpdateMsg::Applied(result) => self.applied(result, &mut effects),
                UpdateMsg::SettingsSaved(result) | UpdateMsg::SkipSaved(result) => {
                    if let Err(message) = result {
                        effects.push(UpdateEffect::Notice(Notice::new(
                            NoticeLevel::Error,
                            t!("update-not-saved", error = message),
                        )));
                    }
                }
            }
        }
        effects
    }

    fn checked(
        &mut self,
        manual: bool,
        at_s: i64,
        result: Option<Result<Box<work::Checked>, UpdateError>>,
        effects: &mut Vec<UpdateEffect>,
    ) {
        let Some(result) = result else {
            // An automatic check that was not due: nothing was fetched.
            self.status = CheckStatus::NotYet;
            return;
        };
        let checked = match result {
            Ok(checked) => checked,
            Err(err) => {
                let text = t!("update-check-failed", error = err.to_string());
                tracing::warn!("update check: {err}");
                if manual {
                    effects.push(UpdateEffect::Notice(Notice::new(
                        NoticeLevel::Error,
                        text.clone(),
                    )));
                }
                self.last_check_s = Some(at_s);
                self.status = CheckStatus::Said { text, failed: true };
                return;
            }
        };
        if checked.kept {
            self.status = CheckStatus::NotYet;
        } else {
            self.last_check_s = Some(at_s);
        }
        match checked.catalog {
            Some(Ok(CatalogOutcome::Updated { new_models, .. })) => {
                effects.push(UpdateEffect::CatalogChanged);
                effects.push(UpdateEffect::Notice(Notice::new(
                    NoticeLevel::Info,
                    catalogue_words(&new_models),
                )));
            }
            Some(Err(err)) => {
                tracing::warn!("catalogue update: {err}");
                if manual {
                    effects.push(UpdateEffect::Notice(Notice::new(
                        NoticeLevel::Warning,
                        super::live_state::sentence(&err.to_string()),
                    )));
                }
            }
            Some(Ok(CatalogOutcome::Unchanged { .. })) | None => {}
        }
        let report = checked.report;
        match report.verdict {
            Verdict::UpToDate if checked.kept => {}
            Verdict::UpToDate => {
                let text = t!("update-up-to-date", version = RUNNING_VERSION);
                if manual {
                    effects.push(UpdateEffect::Notice(Notice::new(
                        NoticeLevel::Success,
                        text.clone(),
                    )));
                }
                self.status = CheckStatus::Said {
                    text,
                    failed: false,
                };
            }
            Verdict::Newer(offer) => {
                if !checked.kept {
                    self.status = CheckStatus::Said {
                        text: t!("update-is-available", version = offer.version.to_string()),
                        failed: false,
                    };
                }
                let skipped = !offer.required
                    && self.skipped.as_deref() == Some(offer.version.to_string().as_str());
                if manual || !skipped {
                    self.view.later = false;
                    if !matches!(self.stage, Stage::Downloading { .. }) {
                        self.stage = Stage::Available(Box::new(Announced {
                            offer,
                            feed: report.feed,
                        }));
                    }
                }
            }
        }
    }

    fn applied(&mut self, result: Result<Applied, UpdateError>, effects: &mut Vec<UpdateEffect>) {
        self.cancel = None;
        let announced = match &self.stage {
            Stage::Downloading { announced, .. } => announced.clone(),
            _ => return,
        };
        match result {
            Ok(applied) => {
                if matches!(applied, Applied::InstallerStarted { .. }) {
                    effects.push(UpdateEffect::Quit);
                }
                self.stage = Stage::Ready {
                    announced,
                    applied: Box::new(applied),
                };
            }
            Err(UpdateError::Download(gendesk_core::download::DownloadError::Cancelled)) => {
                effects.push(UpdateEffect::Notice(Notice::new(
                    NoticeLevel::Info,
                    t!("update-download-stopped"),
                )));
                self.stage = Stage::Available(announced);
            }
            Err(err) => {
                self.stage = Stage::Failed {
                    announced,
                    message: super::live_state::sentence(&err.to_string()),
                };
            }
        }
    }
}

/// "The model catalogue was updated: 2 new models (a, b)."
fn catalogue_words(new_models: &[String]) -> String {
    match new_models {
        [] => t!("update-catalogue"),
        [one] => t!("update-catalogue-one", model = one.as_str()),
        many => t!(
            "update-catalogue-many",
            count = many.len(),
            models = many.join(", ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalogue_updates_are_said_with_real_plurals() {
        assert_eq!(catalogue_words(&[]), "The model catalogue was updated.");
        assert_eq!(
            catalogue_words(&["acme/x".to_owned()]),
            "The model catalogue was updated: a new model, acme/x."
        );
        assert_eq!(
            catalogue_words(&["a".to_owned(), "b".to_owned()]),
            "The model catalogue was updated: 2 new models (a, b)."
        );
    }
}
