//! Profiles: opening one (its engine), connecting an account (the key checked by a balance call,
//! then kept in the keyring or for the session), removing one, and the person's models a profile
//! uses.

use gendesk_api::{ApiKey, BaseUrl, Client};
use gendesk_core::config::{
    KeyStorage, KeyVault, ProfileConfig, ProfileKind, Profiles, VaultError,
};
use gendesk_core::t;

use crate::ui::async_work::AsyncWork;
use crate::ui::connect::ConnectStatus;
use crate::ui::engine_link::{EngineSpec, KeySource};
use crate::ui::live_state::{Notice, NoticeLevel, sentence};

use super::{GenDeskApp, Msg, Phase, SandboxSlot};

/// What a profile left in this session keeps until it is opened again: its compose form (the
/// prompt, seed, pictures, batch editor) and its comparisons.
pub(super) struct ParkedProfile {
    compose: crate::ui::compose::ComposeState,
    comparisons: Vec<crate::ui::live_state::Comparison>,
    compare_shown: Option<u64>,
}

impl GenDeskApp {
    /// Opens a profile: stops the old engine and starts one for it (after the sandbox, for the
    /// sandbox profile). `key` is a key just verified, else the vault is read.
    pub(super) fn open_profile(&mut self, name: &str, key: Option<ApiKey>) {
        let Some(profile) = self.profiles.get(name).cloned() else {
            self.notify(Notice::new(
                NoticeLevel::Error,
                t!("window-no-such-profile", name = name),
            ));
            return;
        };
        if self.profiles.last_profile.as_deref() != Some(name) {
            self.profiles.last_profile = Some(profile.name.clone());
            self.save_profiles();
        }
        // The profile being left keeps its form and comparisons for when it is opened again.
        let leaving = self.current.take().map(|p| p.name);
        let parked = ParkedProfile {
            compose: std::mem::take(&mut self.compose),
            comparisons: std::mem::take(&mut self.live.comparisons),
            compare_shown: self.compare.shown,
        };
        if let Some(leaving) = leaving {
            self.parked.insert(leaving, parked);
        }
        self.current = Some(profile.clone());
        self.engine_downloads = None;
        self.engine_limit = None;
        self.receiver_sent = super::receiver_actions::ReceiverSent::Nothing;
        self.live.reset();
        self.activity.detach();
        self.batches.detach();
        self.webhooks.reset();
        self.compare.detach();
        self.gallery.detach();
        self.insights.detach();
        if let Some(back) = self.parked.remove(name) {
            self.compose = back.compose;
            self.compose.resume();
            self.live.comparisons = back.comparisons;
            self.compare.shown = back.compare_shown;
        } else {
            self.compose.reset(profile.default_model.clone());
        }
        self.load_presets();
        self.load_recent_prompts();
        self.catalog
            .set_profile(profile.kind == ProfileKind::Sandbox, profile.models.clone());
        match profile.kind {
            ProfileKind::Sandbox => match &self.sandbox {
                SandboxSlot::Running(host) => {
                    let spec = self.sandbox_spec(host);
                    self.start_engine(spec);
                }
                SandboxSlot::Starting => {
                    self.link.prepare(name, t!("window-starting-sandbox"));
                }
                SandboxSlot::Off | SandboxSlot::Failed => {
                    self.link.prepare(name, t!("window-starting-sandbox"));
                    self.start_sandbox();
                }
            },
            ProfileKind::Remote => {
                let key = key.map_or_else(|| KeySource::Vault(self.vault()), KeySource::Given);
                self.start_engine(EngineSpec {
                    db_path: self.options.paths.database_file(),
                    network_file: self.options.paths.network_file(),
                    profile: profile.name.clone(),
                    base_url: profile.base_url.clone(),
                    key,
                    is_sandbox: false,
                    poll: self.poll_policy(),
                    downloads: self.download_settings(),
                    secrets: self.vault(),
                    sandbox_clock: None,
                    references: profile.references.clone(),
                    tunnel: self.prefs.receiver.public_url.clone(),
                });
            }
        }
    }

    pub(super) fn save_profiles(&mut self) {
        let profiles = self.profiles.clone();
        let path = self.options.paths.profiles_file();
        let queued = self.jobs.spawn_serial(move || {
            profiles
                .save(&path)
                .err()
                .map(|err| Msg::Notice(Notice::new(NoticeLevel::Error, sentence(&err.to_string()))))
        });
        if let Err(message) = queued {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    pub(super) fn verify_and_save(&mut self) {
        let profile = ProfileConfig {
            name: self.connect.name.trim().to_owned(),
            base_url: self.connect.base_url.trim().to_owned(),
            kind: ProfileKind::Remote,
            default_model: None,
            // The service publishes no model list: the person adds the models they use.
            models: Some(Vec::new()),
            receiver: None,
            references: gendesk_core::references::ReferenceHosting::None,
            spending_limit: gendesk_core::config::LimitCents::default(),
        };
        let mut check = self.profiles.clone();
        if let Some(old) = &self.connect.replacing {
            // Entering the key again: the old entry gives way to the new one.
            let _removed = check.remove(old);
        }
        if let Err(err) = check.add(profile.clone()) {
            self.connect.status = ConnectStatus::Failed(sentence(&err.to_string()));
            return;
        }
        let key = match ApiKey::new(self.connect.key.trim()) {
            Ok(key) => key,
            Err(err) => {
                self.connect.status =
                    ConnectStatus::Failed(t!("window-key-not-usable", problem = err.to_string()));
                return;
            }
        };
        let vault = self.vault();
        let work = self.async_work.clone();
        let network_file = self.options.paths.network_file();
        let spawned = self.jobs.spawn("gendesk-verify", move || {
            Msg::Verified(verify(profile, key, &vault, &work, &network_file))
        });
        self.connect.status = match spawned {
            Ok(()) => ConnectStatus::Verifying,
            Err(message) => ConnectStatus::Failed(message),
        };
    }

    pub(super) fn verified(&mut self, verified: Verified) {
        match verified {
            Verified::Saved {
                profile,
                key,
                balance,
                storage,
            } => {
                if let KeyStorage::SessionOnly { reason } = storage {
                    self.notify(Notice::new(
                        NoticeLevel::Warning,
                        t!("window-key-session-only-because", reason = reason),
                    ));
                }
                self.notify(Notice::new(
                    NoticeLevel::Success,
                    t!(
                        "window-connected",
                        name = profile.name.as_str(),
                        balance = gendesk_core::money::format_usd(balance)
                    ),
                ));
                self.finish_connect(profile, key);
            }
            Verified::KeyringFailed {
                profile,
                key,
                reason,
            } => {
                self.connect.status = ConnectStatus::KeyringFailed {
                    reason,
                    profile: Box::new(profile),
                    key,
                };
            }
            Verified::Failed(message) => self.connect.status = ConnectStatus::Failed(message),
        }
    }

    pub(super) fn finish_connect(&mut self, profile: ProfileConfig, key: ApiKey) {
        let name = profile.name.clone();
        let saved = match self.connect.replacing.clone() {
            Some(old) => {
                // A new key for the same account: the models it uses stay.
                let mut profile = profile;
                if let Some(previous) = self.profiles.get(&old) {
                    profile.models.clone_from(&previous.models);
                }
                self.profiles.update(&old, profile)
            }
            None => self.profiles.add(profile),
        };
        if let Err(err) = saved {
            self.connect.status = ConnectStatus::Failed(sentence(&err.to_string()));
            return;
        }
        self.connect.clear();
        self.welcome.connecting = false;
        self.connect_window = false;
        self.phase = Phase::Main;
        self.open_profile(&name, Some(key));
    }

    pub(super) fn remove_profile(&mut self, name: &str) {
        let removed = match self.profiles.remove(name) {
            Ok(removed) => removed,
            Err(err) => {
                self.notify(Notice::new(NoticeLevel::Error, sentence(&err.to_string())));
                return;
            }
        };
        self.parked.remove(name);
        self.save_profiles();
        // The keyring may block (D-Bus, prompts): delete the key and the webhook secrets on a
        // worker. Every kind of profile may have webhook secrets; only remote ones have a key.
        let vault = self.vault();
        let owned = name.to_owned();
        let has_key = removed.kind == ProfileKind::Remote;
        let spawned = self.jobs.spawn("gendesk-key-delete", move || {
            Msg::Notice(forget_profile_secrets(&vault, &owned, has_key))
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
        if self.current.as_ref().is_some_and(|p| p.name == name) {
            if let Some(next) = self.profiles.startup().map(|p| p.name.clone()) {
                self.open_profile(&next, None);
            } else {
                self.link.stop();
                self.current = None;
                self.activity.detach();
                self.live.reset();
                self.phase = Phase::Welcome;
            }
        }
    }

    /// After a keyring failure: keeps the verified key in memory for this session.
    pub(super) fn use_session_only(&mut self) {
        if let ConnectStatus::KeyringFailed { profile, key, .. } =
            std::mem::take(&mut self.connect.status)
        {
            // An in-memory map: no keyring call, safe on this thread.
            self.vault().save_for_session(&profile.name, &key);
            self.notify(Notice::new(
                NoticeLevel::Info,
                t!(
                    "window-connected-session-only",
                    name = profile.name.as_str()
                ),
            ));
            self.finish_connect(*profile, key);
        }
    }

    /// "Add a model…": saves the definition and remembers that the open profile uses it.
    pub(super) fn add_user_model(&mut self, doc: gendesk_core::catalog::ModelDoc) {
        let id = doc.id.clone();
        let offered = self.catalog.user_model_ids();
        let notice = match self.catalog.add_user_model(doc) {
            Ok(()) => {
                self.change_profile_models(|profiles, name| {
                    profiles.remember_model(name, &id, &offered)
                });
                Notice::new(
                    NoticeLevel::Success,
                    t!("window-model-added", id = id.as_str()),
                )
            }
            Err(message) => Notice::new(NoticeLevel::Error, message),
        };
        self.notify(notice);
    }

    /// Removes one of the person's models from the open profile, and its definition once no
    /// profile uses it any more.
    pub(super) fn remove_user_model(&mut self, id: &str) {
        let offered = self.catalog.user_model_ids();
        self.change_profile_models(|profiles, name| profiles.forget_model(name, id, &offered));
        let notice = if self.profiles.any_uses_model(id) {
            Notice::new(NoticeLevel::Info, t!("window-model-removed-here", id = id))
        } else {
            match self.catalog.remove_user_model(id) {
                Ok(_) => Notice::new(NoticeLevel::Info, t!("window-model-removed", id = id)),
                Err(message) => Notice::new(NoticeLevel::Error, message),
            }
        };
        self.notify(notice);
    }

    /// Changes the open profile's list of models with `change` (which says whether it changed
    /// anything), saves the profiles on the disk thread and shows the new list.
    pub(super) fn change_profile_models(
        &mut self,
        change: impl FnOnce(&mut Profiles, &str) -> bool,
    ) {
        let Some(name) = self.current.as_ref().map(|p| p.name.clone()) else {
            return;
        };
        if !change(&mut self.profiles, &name) {
            return;
        }
        self.save_profiles();
        self.current = self.profiles.get(&name).cloned();
        let models = self.current.as_ref().and_then(|p| p.models.clone());
        self.catalog.set_profile_models(models);
    }
}

/// Runs on a worker thread: checks the key with a balance call, then stores it.
pub(super) fn verify(
    profile: ProfileConfig,
    key: ApiKey,
    vault: &KeyVault,
    work: &AsyncWork,
    network_file: &std::path::Path,
) -> Verified {
    let base = match BaseUrl::parse(&profile.base_url) {
        Ok(base) => base,
        Err(err) => {
            return Verified::Failed(t!("window-address-not-usable", problem = err.to_string()));
        }
    };
    // The key is checked the way the profile will reach the service: through its proxy.
    let network = match gendesk_core::config::NetworkFile::load(network_file)
        .and_then(|file| file.network_for(&profile.name, vault))
    {
        Ok(network) => network,
        Err(err) => return Verified::Failed(sentence(&err.to_string())),
    };
    let config = gendesk_api::ClientConfig {
        network,
        ..gendesk_api::ClientConfig::default()
    };
    let client = match Client::with_config(base, key.clone(), config) {
        Ok(client) => client,
        Err(err) => return Verified::Failed(gendesk_core::wording::api_error(&err)),
    };
    let balance = match work.block_on(client.balance()) {
        Ok(Ok(balance)) => balance,
        Ok(Err(err)) => return Verified::Failed(gendesk_core::wording::api_error(&err)),
        Err(err) => return Verified::Failed(format!("{err}.")),
    };
    if let KeyStorage::SessionOnly { reason } = vault.default_storage() {
        // No keyring at all: ask before keeping the key in memory only.
        return Verified::KeyringFailed {
            profile,
            key,
            reason: sentence(&t!("window-no-keyring", reason = reason.as_str())),
        };
    }
    match vault.save(&profile.name, &key) {
        Ok(storage) => Verified::Saved {
            profile,
            key,
            balance,
            storage,
        },
        Err(err @ VaultError::Keyring { .. }) => Verified::KeyringFailed {
            profile,
            key,
            reason: sentence(&err.to_string()),
        },
        Err(err) => Verified::Failed(sentence(&err.to_string())),
    }
}

/// Deletes a removed profile's key (when it has one) and webhook signing secrets from the vault,
/// and says what happened.
pub(super) fn forget_profile_secrets(vault: &KeyVault, name: &str, has_key: bool) -> Notice {
    let key = if has_key {
        vault.delete(name).err()
    } else {
        None
    };
    let ring = vault.delete_webhook_secrets(name).err();
    let bucket = vault.delete_bucket_secret(name).err();
    let failed: Vec<String> = [
        ("its key", t!("window-secret-its-key"), key),
        (
            "its webhook signing secrets",
            t!("window-secret-its-ring"),
            ring,
        ),
        (
            "its bucket's secret key",
            t!("window-secret-its-bucket"),
            bucket,
        ),
    ]
    .into_iter()
    .filter_map(|(logged, words, err)| {
        err.map(|err| {
            // The keyring's own words (D-Bus errors and the like) go to the log, not to people.
            tracing::warn!(%err, profile = name, "{logged} could not be deleted from the keyring");
            words
        })
    })
    .collect();
    if failed.is_empty() {
        return Notice::new(
            NoticeLevel::Info,
            if has_key {
                t!("window-profile-removed-with-key", name = name)
            } else {
                t!("window-profile-removed", name = name)
            },
        );
    }
    Notice::new(
        NoticeLevel::Warning,
        t!(
            "window-profile-removed-keyring-silent",
            name = name,
            what = join_and(&failed)
        ),
    )
}

/// "a", "a and b", "a, b and c" (in the person's language).
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!(
            "window-list-and",
            rest = rest.join(&t!("window-list-comma")),
            last = last.as_str()
        ),
    }
}

/// The outcome of "Verify and save".
pub(super) enum Verified {
    Saved {
        profile: ProfileConfig,
        key: ApiKey,
        balance: f64,
        storage: KeyStorage,
    },
    KeyringFailed {
        profile: ProfileConfig,
        key: ApiKey,
        reason: String,
    },
    Failed(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_keyring_that_does_not_answer_is_said_in_words_not_in_its_own_error() {
        let store: std::sync::Arc<keyring_core::CredentialStore> =
            keyring_core::mock::Store::new().unwrap();
        let vault = KeyVault::with_store(store.clone());
        let entry = store.build("GenDesk", "Work", None).unwrap();
        entry
            .as_any()
            .downcast_ref::<keyring_core::mock::Cred>()
            .unwrap()
            .set_error(keyring_core::Error::PlatformFailure(
                "zbus error: org.freedesktop.DBus.Error.ServiceUnknown".into(),
            ));
        let notice = forget_profile_secrets(&vault, "Work", true);
        assert_eq!(notice.level, NoticeLevel::Warning);
        assert!(!notice.text.contains("zbus"), "{}", notice.text);
        assert!(
            notice.text.contains("its key may still be kept there"),
            "{}",
            notice.text
        );
        let items = ["a", "b", "c"].map(str::to_owned);
        assert_eq!(join_and(&items), "a, b and c");
    }
}
