//! Settings → Network on the app's side, all on workers: reading and saving `network.toml`
//! (the proxy password to the keyring, never to the file), the certificate file dialog, and
//! *Test connection* (the open profile's service and its latest result host). Saving reopens
//! the open profile, so its engine and the window's fetches use the new settings at once.

use std::path::PathBuf;
use std::time::Duration;

use gendesk_api::network::ProxyPassword;
use gendesk_api::{ApiKey, BaseUrl, Route};
use gendesk_core::config::{NetworkFile, NetworkScope, NetworkSettings, ProfileKind};
use gendesk_core::network_check::{ConnectionCheck, Verdict, check_connection};
use gendesk_core::t;

use super::{GenDeskApp, Msg, SandboxSlot};
use crate::ui::live_state::{Notice, NoticeLevel, sentence};
use crate::ui::network_settings::NetworkAction;
use crate::ui::sandbox_host::SandboxHost;

/// What a save did: the file as saved, and a warning when the password is kept for this
/// session only.
type Saved = Result<(NetworkFile, Option<String>), String>;

/// What the workers of this section bring back.
pub(super) enum NetworkMsg {
    Loaded(Result<NetworkFile, String>),
    Saved(Saved),
    Tested(Vec<ConnectionCheck>),
    CertificatePicked(Result<Option<PathBuf>, String>),
}

impl GenDeskApp {
    pub(super) fn network_msg(&mut self, msg: NetworkMsg) {
        match msg {
            NetworkMsg::Loaded(file) => self.settings.network.loaded(file),
            NetworkMsg::Saved(saved) => self.network_saved(saved),
            NetworkMsg::Tested(checks) => self.network_tested(checks),
            NetworkMsg::CertificatePicked(picked) => self.certificate_picked(picked),
        }
    }

    pub(super) fn network_action(&mut self, action: NetworkAction) {
        match action {
            NetworkAction::Load => self.load_network(),
            NetworkAction::BrowseCertificate => self.browse_certificate(),
            NetworkAction::Test {
                scope,
                settings,
                password,
            } => self.test_network(scope, settings, password),
            NetworkAction::Save {
                scope,
                settings,
                password,
                drop_profile,
            } => self.save_network(scope, settings, password, drop_profile),
        }
    }

    /// Reads `network.toml` at start, so Settings opens whole instead of growing when the file
    /// arrives.
    pub(super) fn read_network_settings(&mut self) {
        self.settings.network.loading = true;
        self.load_network();
    }

    fn load_network(&mut self) {
        let path = self.options.paths.network_file();
        let spawned = self.jobs.spawn("gendesk-network-load", move || {
            let file = NetworkFile::load(&path).map_err(|err| sentence(&err.to_string()));
            Msg::Network(NetworkMsg::Loaded(file))
        });
        if let Err(message) = spawned {
            self.settings.network.loaded(Err(message));
        }
    }

    fn browse_certificate(&mut self) {
        // The dialog is created here, on the UI thread, and driven on a worker.
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(t!("window-dialog-certificate"))
            .add_filter(
                t!("window-dialog-certificate-filter"),
                &["pem", "crt", "cer"],
            )
            .pick_file();
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn("gendesk-certificate-picker", move || {
            let picked = super::file_dialogs::wait_for(
                &work,
                dialog,
                &t!("window-dialog-instead-certificate-field"),
            )
            .into_result()
            .map(|handle| handle.map(|h| h.path().to_path_buf()));
            Msg::Network(NetworkMsg::CertificatePicked(picked))
        });
        if let Err(message) = spawned {
            self.settings.network.picking_ca = false;
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn certificate_picked(&mut self, picked: Result<Option<PathBuf>, String>) {
        self.settings.network.picking_ca = false;
        match picked {
            Ok(Some(path)) => self.settings.network.ca_picked(path),
            Ok(None) => {}
            Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
        }
    }

    fn save_network(
        &mut self,
        scope: NetworkScope,
        settings: NetworkSettings,
        password: Option<ProxyPassword>,
        drop_profile: Option<String>,
    ) {
        let path = self.options.paths.network_file();
        let vault = self.vault();
        let spawned = self.jobs.spawn("gendesk-network-save", move || {
            // An unreadable file is replaced (the section said so).
            let mut file = NetworkFile::load(&path).unwrap_or_default();
            match &scope {
                NetworkScope::Default => file.default = settings,
                NetworkScope::Profile(name) => {
                    file.profiles.insert(name.clone(), settings);
                }
            }
            let mut warning = None;
            if let Some(name) = drop_profile {
                file.profiles.remove(&name);
                if let Err(err) = vault.delete_proxy_password(&NetworkScope::Profile(name)) {
                    warning = Some(sentence(&err.to_string()));
                }
            }
            if let Err(err) = file.save(&path) {
                return Msg::Network(NetworkMsg::Saved(Err(sentence(&err.to_string()))));
            }
            if let Some(password) = &password
                && let Err(err) = vault.save_proxy_password(&scope, password)
            {
                vault.keep_proxy_password_for_session(&scope, password);
                warning = Some(t!(
                    "window-proxy-password-session",
                    problem = sentence(&err.to_string())
                ));
            }
            Msg::Network(NetworkMsg::Saved(Ok((file, warning))))
        });
        if let Err(message) = spawned {
            self.settings.network.saving = false;
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn network_saved(&mut self, saved: Saved) {
        self.settings.network.saving = false;
        match saved {
            Ok((file, warning)) => {
                self.settings.network.loaded(Ok(file));
                let notice = match warning {
                    Some(warning) => Notice::new(NoticeLevel::Warning, warning),
                    None => Notice::new(NoticeLevel::Success, t!("window-network-saved")),
                };
                self.notify(notice);
                // The open profile reconnects with them (its engine and the window's fetches).
                if let Some(name) = self.current.as_ref().map(|p| p.name.clone()) {
                    self.open_profile(&name, None);
                }
            }
            Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
        }
    }

    fn test_network(
        &mut self,
        scope: NetworkScope,
        settings: NetworkSettings,
        password: Option<ProxyPassword>,
    ) {
        let vault = self.vault();
        let work = self.async_work.clone();
        let db = self.options.paths.database_file();
        let profile = self.current.clone();
        let sandbox_url = match &self.sandbox {
            SandboxSlot::Running(host) => Some(host.base_url().to_owned()),
            _ => None,
        };
        let spawned = self.jobs.spawn("gendesk-network-test", move || {
            let password = password.or_else(|| {
                settings
                    .wants_password()
                    .then(|| vault.load_proxy_password(&scope).ok().flatten())
                    .flatten()
            });
            let network = match settings.network(password) {
                Ok(network) => network,
                Err(err) => {
                    return Msg::Network(NetworkMsg::Tested(vec![unusable(&err.to_string())]));
                }
            };
            let service = profile.as_ref().and_then(|profile| {
                let (base, key) = match profile.kind {
                    ProfileKind::Sandbox => (
                        sandbox_url.clone()?,
                        ApiKey::new(SandboxHost::demo_key()).ok()?,
                    ),
                    ProfileKind::Remote => (
                        profile.base_url.clone(),
                        vault.load(&profile.name).ok().flatten()?,
                    ),
                };
                Some((BaseUrl::parse(&base).ok()?, key))
            });
            let result_url = profile.as_ref().and_then(|profile| {
                gendesk_core::store::Store::open(&db)
                    .and_then(|store| store.latest_result_url(&profile.name))
                    .ok()
                    .flatten()
            });
            let checks = work.block_on(check_connection(&network, service, result_url.as_deref()));
            let checks = checks.unwrap_or_else(|err| vec![unusable(&err.to_string())]);
            Msg::Network(NetworkMsg::Tested(checks))
        });
        if let Err(message) = spawned {
            self.settings.network.testing = false;
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn network_tested(&mut self, checks: Vec<ConnectionCheck>) {
        self.settings.network.testing = false;
        self.settings.network.tested = Some(checks);
    }
}

/// A test that could not start: the settings themselves are not usable.
fn unusable(why: &str) -> ConnectionCheck {
    ConnectionCheck {
        target: t!("window-network-these-settings"),
        route: Route::Direct { bypassed: false },
        elapsed: Duration::ZERO,
        verdict: Verdict::Failed(sentence(why)),
    }
}
