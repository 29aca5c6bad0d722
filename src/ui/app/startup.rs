//! Start-up: the second frame's boot (fonts, catalogue, notifications), loading profiles,
//! preferences and the keyring off the UI thread, the in-process sandbox, and the worker results
//! routed back each frame.

use gendesk_core::config::{KeyVault, ProfileKind, Profiles};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::ui::engine_link::LinkState;
use crate::ui::live_state::{Notice, NoticeLevel, sentence};
use crate::ui::prefs::{PREFS_FILE, UiPrefs};
use crate::ui::sandbox_host::SandboxHost;
use crate::ui::theme;

use super::{GenDeskApp, KeyStoreChoice, Msg, Phase, SandboxSlot, StartStage};

impl GenDeskApp {
    /// Everything but the window: fonts and icons, the catalogue, the profiles, the
    /// preferences and the keyring. Runs once, in the frame after the first one was shown, so
    /// that nothing but the window is on the start path.
    pub(super) fn boot(&mut self, ctx: &egui::Context) {
        self.start = StartStage::Booted;
        theme::install(ctx);
        self.start_notifications(ctx);
        self.catalog.start_loading();
        self.updates.start(self.async_work.clone());
        self.load();
    }

    pub(super) fn prefs_file(&self) -> PathBuf {
        self.options.paths.config_dir.join(PREFS_FILE)
    }

    /// Reads profiles, preferences and opens the keyring, off the UI thread.
    pub(super) fn load(&mut self) {
        if let KeyStoreChoice::PortableFile(portable) = &self.options.keys {
            // The keys beside GenDesk need their passphrase first (`unlock_actions.rs`).
            self.ask_for_portable_keys(&portable.clone());
            return;
        }
        self.phase = Phase::Opening;
        let keys = self.options.keys.clone();
        let profiles_file = self.options.paths.profiles_file();
        let prefs_file = self.prefs_file();
        let waiting = self.waiting.take();
        if let Some(waiting) = &waiting {
            self.opening_text = waiting.message();
        }
        let spawned = self.jobs.spawn("gendesk-open", move || {
            let instance = waiting.map(|waiting| {
                waiting
                    .wait(Duration::from_millis(250), || false)
                    .map_err(|err| sentence(&err.to_string()))
            });
            let vault = match keys {
                KeyStoreChoice::Platform => Arc::new(KeyVault::platform()),
                KeyStoreChoice::Vault(vault) => vault,
                // Asked for before loading (above); a session-only vault if it gets here.
                KeyStoreChoice::PortableFile(_) => Arc::new(KeyVault::session_only(
                    gendesk_core::t!("unlock-session-reason"),
                )),
            };
            let profiles = Profiles::load(&profiles_file).map_err(|err| sentence(&err.to_string()));
            let (prefs, prefs_warning) = UiPrefs::load(&prefs_file);
            Msg::Loaded {
                profiles,
                prefs,
                prefs_warning,
                vault,
                instance,
            }
        });
        if let Err(message) = spawned {
            self.phase = Phase::Broken(message);
        }
    }

    pub(super) fn handle_msg(&mut self, msg: Msg) {
        match msg {
            Msg::Loaded {
                profiles,
                prefs,
                prefs_warning,
                vault,
                instance,
            } => {
                match instance {
                    Some(Ok(Some(instance))) => self.hold_instance(instance, &self.ctx().clone()),
                    Some(Err(message)) => {
                        self.phase = Phase::Broken(message);
                        return;
                    }
                    Some(Ok(None)) | None => {}
                }
                self.vault = Some(vault);
                self.read_network_settings();
                self.prefs = prefs;
                self.apply_appearance();
                if let Some(warning) = prefs_warning {
                    self.notify(Notice::new(NoticeLevel::Warning, warning));
                }
                match profiles {
                    Ok(profiles) => {
                        self.profiles = profiles;
                        match self.profiles.startup().map(|p| p.name.clone()) {
                            Some(name) => {
                                self.phase = Phase::Main;
                                self.open_profile(&name, None);
                            }
                            None => self.phase = Phase::Welcome,
                        }
                    }
                    Err(message) => self.phase = Phase::Broken(message),
                }
            }
            Msg::SandboxStarted(result) => self.sandbox_started(result),
            Msg::Verified(verified) => self.verified(verified),
            Msg::FolderPicked(result) => {
                self.settings.picking = false;
                match result {
                    Ok(Some(folder)) => {
                        self.settings.folder_text = None;
                        self.prefs.download_dir = Some(folder);
                        self.save_prefs();
                    }
                    Ok(None) => {}
                    Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
                }
            }
            Msg::BatchFilePicked(result) => match result {
                Ok(Some(path)) => self.import_batch_file(path),
                Ok(None) => {}
                Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
            },
            Msg::BatchFile(result) => {
                if let Some(notice) = self.compose.batch_file_loaded(result) {
                    self.notify(notice);
                }
            }
            Msg::PicturesPicked(result) => match result {
                Ok(paths) => self.read_pictures(paths),
                Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
            },
            Msg::PicturesRead(results) => {
                let notices = self.compose.pictures_read(results);
                self.notify_all(&notices);
            }
            Msg::PictureFitted(result) => {
                if let Some(notice) = self.compose.picture_fitted(result) {
                    self.notify(notice);
                }
            }
            Msg::PicturesRestored(restored) => {
                let notices = self
                    .compose
                    .pictures_restored(restored, gendesk_core::engine::now_ms());
                self.notify_all(&notices);
            }
            Msg::PresetsLoaded { path, result } => self.presets_loaded(&path, result),
            Msg::ResultsToPick(results) => self.compose.results_to_pick(results),
            Msg::UrlProbed { url, result } => self.compose.url_probed(url, result),
            Msg::RecentPrompts { profile, prompts } => self.recent_prompts_read(&profile, prompts),
            Msg::PresetsImported(result) => self.presets_import_ended(result),
            Msg::BucketChecked(result) => self.bucket_checked(result),
            Msg::Network(msg) => self.network_msg(msg),
            Msg::Restore(msg) => self.restore_msg(msg),
            Msg::Unlocked(result) => self.portable_keys_opened(result),
            Msg::FileRecord(msg) => self.file_record_msg(msg),
            Msg::ReferenceSetupReady {
                profile,
                setup,
                notice,
            } => self.reference_setup_ready(&profile, setup, notice),
            Msg::Notice(notice) => self.notify(notice),
        }
    }

    fn presets_import_ended(
        &mut self,
        result: Result<Option<gendesk_core::compose::preset::PresetFile>, String>,
    ) {
        match result {
            Ok(Some(file)) => self.presets_imported(file),
            Ok(None) => {}
            Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
        }
    }

    pub(super) fn sandbox_started(&mut self, result: Result<SandboxHost, String>) {
        let current_is_sandbox = self
            .current
            .as_ref()
            .is_some_and(|p| p.kind == ProfileKind::Sandbox);
        match result {
            Ok(host) => {
                let spec = current_is_sandbox.then(|| self.sandbox_spec(&host));
                self.sandbox = SandboxSlot::Running(host);
                if let Some(spec) = spec
                    && matches!(self.link.state(), LinkState::Preparing { .. })
                {
                    self.start_engine(spec);
                }
            }
            Err(message) => {
                self.sandbox = SandboxSlot::Failed;
                if let Some(profile) = self.current.clone().filter(|_| current_is_sandbox) {
                    self.link.fail(&profile.name, message);
                } else {
                    self.notify(Notice::new(NoticeLevel::Error, message));
                }
            }
        }
    }

    pub(super) fn start_sandbox(&mut self) {
        let mut config = self.options.sandbox.clone();
        // The in-app sandbox keeps its world (and port) next to the history.
        if config.state_file.is_none() {
            config.state_file = Some(self.options.paths.sandbox_world_file());
        }
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn("gendesk-sandbox-start", move || {
            Msg::SandboxStarted(
                SandboxHost::start(config, work).map_err(|err| sentence(&err.to_string())),
            )
        });
        match spawned {
            Ok(()) => self.sandbox = SandboxSlot::Starting,
            Err(message) => self.sandbox_started(Err(message)),
        }
    }
}
