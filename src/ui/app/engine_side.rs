//! The window's side of the engine link: what the engine for a profile is started with (poll
//! timing, download settings, keys), and commands sent without waiting.

use gendesk_api::{ApiKey, ModelKind};
use gendesk_core::batch::estimate::PriceSource;
use gendesk_core::config::{KeyVault, ProfileKind};
use gendesk_core::engine::{Command, PollPolicy};
use gendesk_core::references::ReferenceHosting;
use gendesk_core::t;
use std::path::PathBuf;
use std::sync::Arc;

use crate::ui::engine_link::{DownloadSettings, EngineSpec, KeySource};
use crate::ui::live_state::{Notice, NoticeLevel};
use crate::ui::sandbox_host::SandboxHost;

use super::GenDeskApp;

impl GenDeskApp {
    pub(super) fn poll_policy(&self) -> PollPolicy {
        self.options.poll.clone().unwrap_or_else(|| PollPolicy {
            max_requests_per_sec: self.prefs.poll_limit,
            ..PollPolicy::default()
        })
    }

    pub(super) fn sandbox_spec(&self, host: &SandboxHost) -> EngineSpec {
        let profile = self
            .current
            .as_ref()
            .map_or(gendesk_core::config::profiles::SANDBOX_PROFILE, |p| {
                p.name.as_str()
            });
        EngineSpec {
            db_path: self.options.paths.database_file(),
            network_file: self.options.paths.network_file(),
            profile: profile.to_owned(),
            base_url: host.base_url().to_owned(),
            // The demo key is public and held for this session only; never saved.
            key: match ApiKey::new(SandboxHost::demo_key()) {
                Ok(key) => KeySource::Given(key),
                Err(_) => KeySource::Vault(self.vault()),
            },
            is_sandbox: true,
            poll: self.poll_policy(),
            downloads: self.download_settings(),
            secrets: self.vault(),
            sandbox_clock: host.clock(),
            // The sandbox keeps pictures itself.
            references: ReferenceHosting::None,
            tunnel: None,
        }
    }

    pub(super) fn vault(&self) -> Arc<KeyVault> {
        self.vault
            .clone()
            .unwrap_or_else(|| Arc::new(KeyVault::session_only(t!("window-keyring-not-open-yet"))))
    }

    /// Starts the engine for `spec`, remembering the download settings it starts with.
    pub(super) fn start_engine(&mut self, spec: EngineSpec) {
        self.engine_downloads = Some(spec.downloads.clone());
        // A new engine starts without a limit; the profile's is sent before anything else.
        self.engine_limit = Some(gendesk_core::engine::SpendingLimit::default());
        self.link.start(spec);
    }

    /// Tells the running engine the open profile's spending limit when it differs from what
    /// it was told (as soon as the engine runs, and after Settings changed it). Called every
    /// frame before the views act, and commands are applied in order, so every submission is
    /// checked against the limit the profile has.
    pub(super) fn sync_spending_limit(&mut self) {
        let Some(had) = self.engine_limit else {
            return;
        };
        let want = self
            .current
            .as_ref()
            .map(|p| p.spending_limit.to_limit())
            .unwrap_or_default();
        if want != had
            && self
                .link
                .send(gendesk_core::engine::Command::SetSpendingLimit(want))
                .is_ok()
        {
            self.engine_limit = Some(want);
        }
    }

    /// Answers the spending limit's question `ask`.
    pub(super) fn answer_over_limit(
        &mut self,
        ask: &gendesk_core::engine::OverLimitAsk,
        send: bool,
    ) {
        let answered =
            self.send(gendesk_core::engine::Command::AnswerOverLimit { ask: ask.ask, send });
        if answered && !send && ask.single_task {
            // The form counted it as sent when it handed it over.
            self.compose.not_sent();
        }
    }

    /// Keeps `name`'s spending limit in the profile file (the engine is told next frame).
    pub(super) fn save_spending_limit(
        &mut self,
        name: &str,
        limit: gendesk_core::config::LimitCents,
    ) {
        if let Some(profile) = self.profiles.profiles.iter_mut().find(|p| p.name == name) {
            profile.spending_limit = limit;
        }
        if let Some(current) = self.current.as_mut().filter(|p| p.name == name) {
            current.spending_limit = limit;
        }
        self.save_profiles();
        self.notify(crate::ui::live_state::Notice::new(
            crate::ui::live_state::NoticeLevel::Success,
            t!(
                "window-spending-limit-set",
                name = name,
                limit = crate::ui::spending_settings::describe(limit)
            ),
        ));
    }

    /// The download settings the engine should have, from the preferences.
    pub(super) fn download_settings(&self) -> DownloadSettings {
        DownloadSettings {
            max_bytes: self.prefs.download_limit_bytes(),
            auto_folder: self.prefs.auto_download.then(|| self.download_folder()),
            records: self.prefs.records.in_files,
            sidecars: self.prefs.records.beside,
            pattern: self.prefs.name_pattern(),
        }
    }

    /// Tells the running engine the download settings that changed since it started or was
    /// last told (a change in Settings), and nothing when none did.
    pub(super) fn sync_download_settings(&mut self) {
        let Some(had) = self.engine_downloads.clone() else {
            return;
        };
        let want = self.download_settings();
        let mut now = had.clone();
        if want.max_bytes != had.max_bytes
            && self
                .link
                .send(Command::SetDownloadLimit(want.max_bytes))
                .is_ok()
        {
            now.max_bytes = want.max_bytes;
        }
        if want.auto_folder != had.auto_folder
            && self
                .link
                .send(Command::SetAutoDownload(want.auto_folder.clone()))
                .is_ok()
        {
            now.auto_folder = want.auto_folder;
        }
        if want.records != had.records
            && self
                .link
                .send(Command::SetRecordsInFiles(want.records))
                .is_ok()
        {
            now.records = want.records;
        }
        if want.sidecars != had.sidecars
            && self
                .link
                .send(Command::SetRecordSidecars(want.sidecars))
                .is_ok()
        {
            now.sidecars = want.sidecars;
        }
        if want.pattern != had.pattern
            && self
                .link
                .send(Command::SetNamePattern(want.pattern.clone()))
                .is_ok()
        {
            now.pattern = want.pattern;
        }
        self.engine_downloads = Some(now);
    }

    /// Where downloads go: the chosen folder, else the default.
    pub(super) fn download_folder(&self) -> PathBuf {
        self.prefs
            .download_dir
            .clone()
            .unwrap_or_else(|| self.options.paths.downloads_dir.clone())
    }

    /// The kind of `model` for a new submission: the one recorded with what is sent again,
    /// else the catalogue's. When neither knows, says so and gives `None` (nothing is sent).
    pub(super) fn kind_of(
        &mut self,
        model: &str,
        recorded: Option<ModelKind>,
    ) -> Option<ModelKind> {
        let kind = recorded.or_else(|| {
            self.catalog
                .catalog()
                .and_then(|catalog| catalog.get(model))
                .map(|spec| spec.kind)
        });
        if kind.is_none() {
            self.notify(Notice::new(
                NoticeLevel::Error,
                t!("window-unknown-model-kind", model = model),
            ));
        }
        kind
    }

    /// Where `model`'s price comes from on the open profile: the engine keeps each task's
    /// estimated cost by it (unknown when the model is not in the list).
    pub(super) fn price_of(&self, model: &str) -> PriceSource {
        let sandbox = self
            .current
            .as_ref()
            .is_some_and(|p| p.kind == ProfileKind::Sandbox);
        self.catalog
            .catalog()
            .and_then(|catalog| catalog.get(model))
            .map_or(PriceSource::None, |spec| spec.price_source(sandbox))
    }

    pub(super) fn send(&mut self, command: Command) -> bool {
        match self.link.send(command) {
            Ok(()) => true,
            Err(message) => {
                self.notify(Notice::new(NoticeLevel::Error, message));
                false
            }
        }
    }
}
