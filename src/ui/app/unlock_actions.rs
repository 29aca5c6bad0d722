//! A portable GenDesk's keys on the app's side: opening them with the passphrase (slow on
//! purpose, on a worker), or keeping them in this computer's keyring instead (remembered in
//! the `portable` marker), or going on without them; then the start goes on as usual.

use std::sync::Arc;

use gendesk_core::config::KeyVault;
use gendesk_core::portable::{KeyFileStore, Portable, PortableKeys};
use gendesk_core::t;

use super::{GenDeskApp, KeyStoreChoice, Msg, Phase};
use crate::ui::actions::UnlockAction;
use crate::ui::live_state::sentence;

impl GenDeskApp {
    /// Shows the first page for `portable`'s keys.
    pub(super) fn ask_for_portable_keys(&mut self, portable: &Portable) {
        self.phase = Phase::Unlock;
        self.unlock.folder = portable.data_root().display().to_string();
        // Read before the window opened (`main`), so nothing waits on the disk here.
        self.unlock.exists = self.options.portable_keys_exist;
    }

    pub(super) fn unlock_action(&mut self, action: UnlockAction) {
        let KeyStoreChoice::PortableFile(portable) = self.options.keys.clone() else {
            return;
        };
        match action {
            UnlockAction::Open(passphrase) => {
                self.connect.keys_beside = true;
                let file = portable.keys_file();
                self.spawn_unlock(move || {
                    KeyFileStore::open(&file, &passphrase)
                        .map(|store| Arc::new(KeyVault::with_store(store.credential_store())))
                        .map_err(|err| sentence(&err.to_string()))
                });
            }
            UnlockAction::UseKeyring => {
                let mut portable = portable;
                self.spawn_unlock(move || {
                    portable
                        .set_keys(PortableKeys::Keyring)
                        .map(|()| Arc::new(KeyVault::platform()))
                        .map_err(|err| sentence(&err.to_string()))
                });
            }
            UnlockAction::WithoutKeys => self.portable_keys_opened(Ok(Arc::new(
                KeyVault::session_only(t!("unlock-session-reason")),
            ))),
        }
    }

    fn spawn_unlock(
        &mut self,
        open: impl FnOnce() -> Result<Arc<KeyVault>, String> + Send + 'static,
    ) {
        self.unlock.busy = true;
        let spawned = self
            .jobs
            .spawn("gendesk-portable-keys", move || Msg::Unlocked(open()));
        if let Err(message) = spawned {
            self.portable_keys_opened(Err(message));
        }
    }

    /// The keys are open (or not): the start goes on, or the page says why.
    pub(super) fn portable_keys_opened(&mut self, result: Result<Arc<KeyVault>, String>) {
        self.unlock.busy = false;
        match result {
            Ok(vault) => {
                self.options.keys = KeyStoreChoice::Vault(vault);
                self.unlock = crate::ui::unlock::UnlockDraft::default();
                self.load();
            }
            Err(words) => {
                self.connect.keys_beside = false;
                self.unlock.problem = Some(words);
                self.unlock.focused = false;
            }
        }
    }
}
