//! Where the open profile's pictures from this computer go: what the compose form says about
//! it, Settings → Reference pictures saved (profiles.toml, the secret key in the keyring, the
//! running engine told) and its bucket checked, all off the UI thread.

use gendesk_core::config::ProfileKind;
use gendesk_core::engine::{Command, ReferenceSetup};
use gendesk_core::references::bucket::{MAX_LINK_HOURS, MIN_LINK_HOURS};
use gendesk_core::references::{BucketClient, BucketSecret, BucketSettings, ReferenceHosting};
use gendesk_core::t;

use super::{GenDeskApp, Msg};
use crate::ui::compose::PictureHosting;
use crate::ui::engine_link::reference_setup;
use crate::ui::live_state::{Notice, NoticeLevel, sentence};

impl GenDeskApp {
    /// Where the open profile's pictures go.
    pub(super) fn picture_hosting(&self) -> PictureHosting {
        let Some(profile) = &self.current else {
            return PictureHosting::Unset;
        };
        if profile.kind == ProfileKind::Sandbox {
            return PictureHosting::Sandbox;
        }
        match (&profile.references, &self.prefs.receiver.public_url) {
            (ReferenceHosting::Bucket(settings), _) => PictureHosting::Bucket {
                bucket: settings.bucket.clone(),
                hours: settings.link_hours.clamp(MIN_LINK_HOURS, MAX_LINK_HOURS),
            },
            (ReferenceHosting::Receiver, Some(tunnel)) if !tunnel.trim().is_empty() => {
                PictureHosting::Receiver {
                    tunnel: tunnel.clone(),
                }
            }
            _ => PictureHosting::Unset,
        }
    }

    /// Keeps how `name` hosts pictures: in `profiles.toml`, the secret key in the keyring,
    /// and in its engine when it is open.
    pub(super) fn save_reference_hosting(
        &mut self,
        name: &str,
        hosting: ReferenceHosting,
        secret: Option<BucketSecret>,
    ) {
        if let Some(profile) = self.profiles.profiles.iter_mut().find(|p| p.name == name) {
            profile.references = hosting.clone();
        }
        if let Some(current) = self.current.as_mut().filter(|p| p.name == name) {
            current.references = hosting.clone();
        }
        self.save_profiles();
        let vault = self.vault();
        let tunnel = self.prefs.receiver.public_url.clone();
        let profile = name.to_owned();
        let saved = t!("ref-settings-saved", profile = name);
        let spawned = self.jobs.spawn("gendesk-reference-settings", move || {
            let mut notice = Notice::new(NoticeLevel::Success, saved);
            if let Some(secret) = &secret
                && let Err(err) = vault.save_bucket_secret(&profile, secret)
            {
                vault.keep_bucket_secret_for_session(&profile, secret);
                notice = Notice::new(
                    NoticeLevel::Warning,
                    t!(
                        "ref-secret-session-only",
                        error = sentence(&err.to_string())
                    ),
                );
            }
            let setup = reference_setup(&hosting, tunnel, &vault, &profile);
            Msg::ReferenceSetupReady {
                profile,
                setup,
                notice,
            }
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    /// Saved settings are ready for the engine (if their profile is still the open one).
    pub(super) fn reference_setup_ready(
        &mut self,
        profile: &str,
        setup: ReferenceSetup,
        notice: Notice,
    ) {
        if self.current.as_ref().is_some_and(|p| p.name == profile) {
            self.send(Command::SetReferenceHosting(setup));
        }
        self.notify(notice);
    }

    /// What the bucket check said, for Settings.
    pub(super) fn bucket_checked(&mut self, result: Result<(), String>) {
        self.settings.references.checking = false;
        self.settings.references.checked = Some(result);
    }

    /// The tunnel URL may have changed in Settings: a profile hosting through the receiver
    /// uses the current one from now on.
    pub(super) fn sync_tunnel_hosting(&mut self) {
        if self
            .current
            .as_ref()
            .is_some_and(|p| p.references == ReferenceHosting::Receiver)
        {
            let tunnel = self.prefs.receiver.public_url.clone();
            self.send(Command::SetReferenceHosting(ReferenceSetup::Receiver {
                tunnel,
            }));
        }
    }

    /// Checks draft bucket settings on a worker (the saved secret when none was typed).
    pub(super) fn check_bucket(
        &mut self,
        profile: String,
        settings: BucketSettings,
        secret: Option<BucketSecret>,
    ) {
        let vault = self.vault();
        let work = self.async_work.clone();
        // The open profile's proxy (the engine link keeps it current).
        let network = work.network().current();
        let spawned = self.jobs.spawn("gendesk-bucket-check", move || {
            let secret = match secret {
                Some(secret) => secret,
                None => vault
                    .load_bucket_secret(&profile)
                    .ok()
                    .flatten()
                    .unwrap_or_else(|| BucketSecret::new("")),
            };
            let result = match BucketClient::new(settings, &secret, &network) {
                Ok(client) => match work.block_on(async move { client.check().await }) {
                    Ok(checked) => checked.map_err(|err| sentence(&err.to_string())),
                    Err(unavailable) => Err(sentence(&unavailable.to_string())),
                },
                Err(err) => Err(sentence(&err.to_string())),
            };
            Msg::BucketChecked(result)
        });
        if let Err(message) = spawned {
            self.settings.references.checking = false;
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }
}
