//! Proxy passwords in the OS keyring (service [`PROXY_KEYRING_SERVICE`], user: the network
//! settings' scope), or in memory for this session when there is no keyring.

use std::collections::HashMap;
use std::sync::{MutexGuard, PoisonError};

use gendesk_api::network::ProxyPassword;
use keyring_core::Error as KeyringError;

use super::network::NetworkScope;
use super::secrets::{KeyStorage, KeyVault, VaultError, keyring};

/// Keyring service name under which proxy passwords are stored.
pub const PROXY_KEYRING_SERVICE: &str = "GenDesk proxy passwords";

/// What the keyring holds here, for messages (a message ID).
const PROXY_PASSWORD: &str = "store-secret-proxy-password";

impl KeyVault {
    /// Saves the proxy password of `scope` in the keyring (or in memory when there is none).
    pub fn save_proxy_password(
        &self,
        scope: &NetworkScope,
        password: &ProxyPassword,
    ) -> Result<KeyStorage, VaultError> {
        let user = scope.keyring_user();
        crate::crash::keep_out_of_reports(password.expose());
        let Some(entry) = self.entry(PROXY_KEYRING_SERVICE, &user, "store", PROXY_PASSWORD)? else {
            self.proxies().insert(user, password.clone());
            return Ok(self.default_storage());
        };
        entry
            .set_password(password.expose())
            .map_err(|err| keyring("store", PROXY_PASSWORD, &err))?;
        self.proxies().remove(&user);
        Ok(KeyStorage::Keyring)
    }

    /// Keeps the proxy password in memory for this session only (after a keyring error).
    pub fn keep_proxy_password_for_session(&self, scope: &NetworkScope, password: &ProxyPassword) {
        crate::crash::keep_out_of_reports(password.expose());
        self.proxies()
            .insert(scope.keyring_user(), password.clone());
    }

    /// The proxy password of `scope`: the session copy first, then the keyring.
    pub fn load_proxy_password(
        &self,
        scope: &NetworkScope,
    ) -> Result<Option<ProxyPassword>, VaultError> {
        let user = scope.keyring_user();
        if let Some(password) = self.proxies().get(&user) {
            return Ok(Some(password.clone()));
        }
        let Some(entry) = self.entry(PROXY_KEYRING_SERVICE, &user, "read", PROXY_PASSWORD)? else {
            return Ok(None);
        };
        match entry.get_password() {
            Ok(password) => {
                crate::crash::keep_out_of_reports(&password);
                Ok(Some(ProxyPassword::new(password)))
            }
            Err(KeyringError::NoEntry) => Ok(None),
            Err(err) => Err(keyring("read", PROXY_PASSWORD, &err)),
        }
    }

    /// Removes the proxy password of `scope` everywhere (none is fine).
    pub fn delete_proxy_password(&self, scope: &NetworkScope) -> Result<(), VaultError> {
        let user = scope.keyring_user();
        self.proxies().remove(&user);
        self.delete_entry(PROXY_KEYRING_SERVICE, &user, PROXY_PASSWORD)
    }

    fn proxies(&self) -> MutexGuard<'_, HashMap<String, ProxyPassword>> {
        self.session_proxies
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn passwords_are_kept_per_scope_in_the_keyring_and_removed() {
        let vault = KeyVault::with_store(keyring_core::mock::Store::new().unwrap());
        let office = NetworkScope::Profile("Office".into());
        assert_eq!(vault.load_proxy_password(&office).unwrap(), None);
        let storage = vault
            .save_proxy_password(&office, &ProxyPassword::new("pw-1"))
            .unwrap();
        assert_eq!(storage, KeyStorage::Keyring);
        vault
            .save_proxy_password(&NetworkScope::Default, &ProxyPassword::new("pw-0"))
            .unwrap();
        assert_eq!(
            vault.load_proxy_password(&office).unwrap(),
            Some(ProxyPassword::new("pw-1"))
        );
        vault.delete_proxy_password(&office).unwrap();
        assert_eq!(vault.load_proxy_password(&office).unwrap(), None);
        assert_eq!(
            vault.load_proxy_password(&NetworkScope::Default).unwrap(),
            Some(ProxyPassword::new("pw-0"))
        );
    }

    #[test]
    fn without_a_keyring_a_password_lasts_the_session() {
        let vault = KeyVault::session_only("no keyring service answered");
        vault
            .save_proxy_password(&NetworkScope::Default, &ProxyPassword::new("pw"))
            .unwrap();
        assert_eq!(
            vault.load_proxy_password(&NetworkScope::Default).unwrap(),
            Some(ProxyPassword::new("pw"))
        );
    }
}
