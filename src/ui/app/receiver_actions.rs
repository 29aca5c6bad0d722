//! What the window does for the local webhook receiver: keeps the engine's receiver in step
//! with the open profile's switch and the Settings (sending the options only when they
//! change), turns it on or off for the profile, and works out the URLs the forms offer.

use gendesk_core::config::ProfileKind;
use gendesk_core::engine::{Command, ReceiverStatus};
use gendesk_core::webhooks::ReceiverOptions;

use super::GenDeskApp;
use crate::ui::compose::ReceiverUrls;
use crate::ui::webhooks::ReceiverCtx;

/// What the open profile's engine was told about the receiver.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) enum ReceiverSent {
    /// Nothing yet (a new engine).
    #[default]
    Nothing,
    /// These options (`None`: off).
    Sent(Option<ReceiverOptions>),
}

impl GenDeskApp {
    /// The receiver the open profile should have now (`None`: off).
    fn receiver_wanted(&self) -> Option<ReceiverOptions> {
        let profile = self.current.as_ref()?;
        profile.receiver_on().then(|| {
            let mut options = self.prefs.receiver.options();
            if let Some(port) = self.options.receiver_port {
                options.listen.port = port;
            }
            options
        })
    }

    /// Tells the engine when the wanted receiver differs from the one it was given; call once
    /// per frame.
    pub(super) fn follow_receiver(&mut self) {
        if !self.live.engine_started {
            return;
        }
        let wanted = self.receiver_wanted();
        if let ReceiverSent::Sent(sent) = &self.receiver_sent
            && *sent == wanted
        {
            return;
        }
        if self.link.send(Command::SetReceiver(wanted.clone())).is_ok() {
            self.receiver_sent = ReceiverSent::Sent(wanted);
        }
    }

    /// Turns the receiver on or off for the open profile (remembered with the profile).
    pub(super) fn set_receiver_on(&mut self, on: bool) {
        let Some(name) = self.current.as_ref().map(|p| p.name.clone()) else {
            return;
        };
        let Some(profile) = self.profiles.profiles.iter_mut().find(|p| p.name == name) else {
            return;
        };
        profile.receiver = Some(on);
        self.current = Some(profile.clone());
        self.save_profiles();
    }

    /// The URLs the compose and batch forms offer: the local ones for the offline sandbox,
    /// the tunnel's for a real service; none while the receiver does not listen.
    pub(super) fn receiver_urls(&self) -> Option<ReceiverUrls> {
        let ReceiverStatus::Listening {
            webhook_url,
            callback_url,
            webhook_path,
            callback_path,
            ..
        } = &self.live.receiver
        else {
            return None;
        };
        match self.current.as_ref()?.kind {
            ProfileKind::Sandbox => Some(ReceiverUrls {
                webhook: webhook_url.clone(),
                callback: callback_url.clone(),
            }),
            ProfileKind::Remote => {
                let public = self.prefs.receiver.public_url.as_deref()?;
                Some(ReceiverUrls {
                    webhook: format!("{public}{webhook_path}"),
                    callback: format!("{public}{callback_path}"),
                })
            }
        }
    }

    /// What the Webhooks view's receiver panel shows besides the engine's state.
    pub(super) fn receiver_ctx(&self) -> ReceiverCtx {
        ReceiverCtx {
            on: self
                .current
                .as_ref()
                .is_some_and(gendesk_core::config::ProfileConfig::receiver_on),
            sandbox: self
                .current
                .as_ref()
                .is_some_and(|p| p.kind == ProfileKind::Sandbox),
            public_url: self.prefs.receiver.public_url.clone(),
        }
    }
}
