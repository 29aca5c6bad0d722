//! The network settings file (`network.toml` in the config folder): how GenDesk reaches the
//! internet — the system's proxy, none, or a custom HTTP, HTTPS or SOCKS5 proxy with its bypass
//! list, and an optional extra certificate authority — as a global default and per profile.
//! Proxy passwords are never in it: they live in the OS keyring ([`super::KeyVault`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use gendesk_api::Network;
use gendesk_api::network::{
    CustomProxy, DEFAULT_BYPASS, ProxyAddressError, ProxyChoice, ProxyKind, ProxyPassword,
};

use super::write_atomic;

/// The file's name in the config folder.
pub const NETWORK_FILE: &str = "network.toml";

/// Largest certificate-authority file read, in bytes (a PEM bundle of hundreds of CAs is ~250 KB).
const MAX_CA_FILE: u64 = 4 * 1024 * 1024;

/// Which proxy a profile uses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProxyMode {
    /// The operating system's proxy settings.
    #[default]
    System,
    /// Always direct.
    None,
    /// The proxy below.
    Custom,
}

impl ProxyMode {
    /// Every mode, in the order the settings list them.
    pub const ALL: [Self; 3] = [Self::System, Self::None, Self::Custom];
}

/// One set of network settings (the default, or a profile's own).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct NetworkSettings {
    /// Which proxy.
    pub proxy: ProxyMode,
    /// The custom proxy's kind.
    pub kind: ProxyKind,
    /// The custom proxy's host name or address.
    pub host: String,
    /// The custom proxy's port.
    pub port: u16,
    /// The custom proxy's user name (empty: none; its password is in the keyring).
    pub user: String,
    /// Addresses that never go through a proxy (`NO_PROXY` syntax; empty: none).
    pub bypass: String,
    /// A PEM file of certificate authorities trusted besides the system's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extra_ca: Option<PathBuf>,
}

impl Default for NetworkSettings {
    fn default() -> Self {
        Self {
            proxy: ProxyMode::System,
            kind: ProxyKind::Http,
            host: String::new(),
            port: ProxyKind::Http.usual_port(),
            user: String::new(),
            bypass: DEFAULT_BYPASS.to_owned(),
            extra_ca: None,
        }
    }
}

/// Network settings that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum NetworkSettingsError {
    /// Custom proxy without a host.
    #[error("{}", crate::t!("err-network-no-host"))]
    NoHost,
    /// Custom proxy address refused.
    #[error("{}", crate::t!("err-network-address", reason = .0.to_string()))]
    Address(#[from] ProxyAddressError),
    /// The certificate-authority file cannot be read.
    #[error("{}", crate::t!(
        "err-network-ca-file",
        path = .path.display().to_string(),
        reason = .reason.clone()
    ))]
    CaFile {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// The proxy password could not be read from the keyring.
    #[error("{}", crate::t!("err-network-password", reason = .0.to_string()))]
    Password(#[from] super::VaultError),
    /// The settings file cannot be read or written.
    #[error("{}", crate::t!(
        "err-network-file",
        path = .path.display().to_string(),
        action = .action.to_string(),
        reason = .reason.clone()
    ))]
    File {
        /// The file.
        path: PathBuf,
        /// "read" or "saved".
        action: &'static str,
        /// Why.
        reason: String,
    },
}

impl NetworkSettings {
    /// The custom proxy these settings describe (its password given separately).
    pub fn custom_proxy(
        &self,
        password: Option<ProxyPassword>,
    ) -> Result<CustomProxy, NetworkSettingsError> {
        let host = self.host.trim();
        if host.is_empty() {
            return Err(NetworkSettingsError::NoHost);
        }
        let port = if self.port == 0 {
            self.kind.usual_port()
        } else {
            self.port
        };
        let mut proxy = CustomProxy::new(self.kind, host.trim_matches(['[', ']']), port);
        let user = self.user.trim();
        if !user.is_empty() {
            proxy = proxy.with_login(user, password);
        }
        Ok(proxy)
    }

    /// The settings as a [`Network`], reading the certificate-authority file and, for the
    /// system's proxy on Linux, the desktop's proxy settings (disk and a process: call this off
    /// the UI thread).
    pub fn network(
        &self,
        password: Option<ProxyPassword>,
    ) -> Result<Network, NetworkSettingsError> {
        let choice = match self.proxy {
            ProxyMode::System => ProxyChoice::System,
            ProxyMode::None => ProxyChoice::None,
            ProxyMode::Custom => ProxyChoice::Custom(self.custom_proxy(password)?),
        };
        let mut network = Network::new(choice, &self.bypass)?;
        if self.proxy == ProxyMode::System
            && let Some(desktop) = super::desktop_proxy::detect()
        {
            network = network.with_desktop_proxy(&desktop);
        }
        match &self.extra_ca {
            None => Ok(network),
            Some(path) => {
                let pem = read_ca_file(path)?;
                network
                    .with_extra_roots_pem(&pem)
                    .map_err(|err| NetworkSettingsError::CaFile {
                        path: path.clone(),
                        reason: err.to_string(),
                    })
            }
        }
    }

    /// Whether a custom proxy with a user name is chosen (a password belongs in the keyring).
    pub fn wants_password(&self) -> bool {
        self.proxy == ProxyMode::Custom && !self.user.trim().is_empty()
    }
}

fn read_ca_file(path: &Path) -> Result<Vec<u8>, NetworkSettingsError> {
    let failed = |reason: String| NetworkSettingsError::CaFile {
        path: path.to_owned(),
        reason,
    };
    let size = std::fs::metadata(path)
        .map_err(|err| failed(err.to_string()))?
        .len();
    if size > MAX_CA_FILE {
        return Err(failed(crate::t!(
            "store-network-ca-too-large",
            bytes = size.to_string()
        )));
    }
    std::fs::read(path).map_err(|err| failed(err.to_string()))
}

/// The whole file: the default and the profiles that have their own settings.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NetworkFile {
    /// For every profile without its own.
    #[serde(default)]
    pub default: NetworkSettings,
    /// Profiles with their own settings, by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub profiles: BTreeMap<String, NetworkSettings>,
}

/// Where a profile's proxy password is kept in the keyring: under its own name when it has its
/// own settings, else under the default's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetworkScope {
    /// The default settings.
    Default,
    /// A profile's own settings.
    Profile(String),
}

impl NetworkScope {
    /// The keyring user name for this scope's proxy password.
    pub fn keyring_user(&self) -> String {
        match self {
            Self::Default => "(every profile)".to_owned(),
            Self::Profile(name) => format!("profile {name}"),
        }
    }
}

impl NetworkFile {
    /// Reads the file; a missing file means the defaults.
    pub fn load(path: &Path) -> Result<Self, NetworkSettingsError> {
        let failed = |reason: String| NetworkSettingsError::File {
            path: path.to_owned(),
            action: "read",
            reason,
        };
        match std::fs::read_to_string(path) {
            Ok(text) => toml::from_str(&text).map_err(|err| failed(err.to_string())),
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(Self::default()),
            Err(err) => Err(failed(err.to_string())),
        }
    }

    /// Writes the file atomically.
    pub fn save(&self, path: &Path) -> Result<(), NetworkSettingsError> {
        let failed = |reason: String| NetworkSettingsError::File {
            path: path.to_owned(),
            action: "saved",
            reason,
        };
        let text = toml::to_string_pretty(self).map_err(|err| failed(err.to_string()))?;
        write_atomic(path, text.as_bytes()).map_err(|err| failed(err.to_string()))
    }

    /// The network `profile` uses, its proxy password read from `vault` (the keyring and the
    /// certificate file: call this off the UI thread).
    pub fn network_for(
        &self,
        profile: &str,
        vault: &super::KeyVault,
    ) -> Result<Network, NetworkSettingsError> {
        let (settings, scope) = self.for_profile(profile);
        let password = if settings.wants_password() {
            vault.load_proxy_password(&scope)?
        } else {
            None
        };
        settings.network(password)
    }

    /// The settings `profile` uses, and where its password is kept.
    pub fn for_profile(&self, profile: &str) -> (&NetworkSettings, NetworkScope) {
        match self.profiles.get(profile) {
            Some(own) => (own, NetworkScope::Profile(profile.to_owned())),
            None => (&self.default, NetworkScope::Default),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use gendesk_api::Route;

    use super::*;

    #[test]
    fn a_missing_file_is_the_systems_proxy_with_loopback_bypassed() {
        let dir = tempfile::tempdir().unwrap();
        let file = NetworkFile::load(&dir.path().join(NETWORK_FILE)).unwrap();
        let (settings, scope) = file.for_profile("Work");
        assert_eq!(scope, NetworkScope::Default);
        assert_eq!(settings.proxy, ProxyMode::System);
        let network = settings.network(None).unwrap();
        assert_eq!(network.bypass(), DEFAULT_BYPASS);
    }

    #[test]
    fn profiles_keep_their_own_settings_across_a_save() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(NETWORK_FILE);
        let mut file = NetworkFile::default();
        file.profiles.insert(
            "Office".into(),
            NetworkSettings {
                proxy: ProxyMode::Custom,
                kind: ProxyKind::Socks5,
                host: "10.1.2.3".into(),
                port: 1080,
                user: "me".into(),
                bypass: String::new(),
                extra_ca: None,
            },
        );
        file.save(&path).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains("password"), "{text}");
        let back = NetworkFile::load(&path).unwrap();
        assert_eq!(back, file);
        let (office, scope) = back.for_profile("Office");
        assert_eq!(scope.keyring_user(), "profile Office");
        assert!(office.wants_password());
        let network = office.network(Some(ProxyPassword::new("pw"))).unwrap();
        let route = network.route(&url::Url::parse("http://127.0.0.1:1/").unwrap());
        assert_eq!(route.to_string(), "through SOCKS5 proxy 10.1.2.3:1080");
        assert!(matches!(route, Route::Proxy { .. }));
    }

    #[test]
    fn unusable_settings_say_what_to_change() {
        let no_host = NetworkSettings {
            proxy: ProxyMode::Custom,
            ..NetworkSettings::default()
        };
        assert!(
            no_host
                .network(None)
                .unwrap_err()
                .to_string()
                .contains("no host")
        );
        let dir = tempfile::tempdir().unwrap();
        let not_pem = dir.path().join("ca.txt");
        std::fs::write(&not_pem, "hello").unwrap();
        for (path, words) in [
            (dir.path().join("missing.pem"), "cannot be read"),
            (not_pem, "holds no certificate"),
        ] {
            let settings = NetworkSettings {
                extra_ca: Some(path),
                ..NetworkSettings::default()
            };
            let said = settings.network(None).unwrap_err().to_string();
            assert!(said.contains(words), "{said}");
            assert!(said.contains("Network settings"), "{said}");
        }
        let damaged = dir.path().join(NETWORK_FILE);
        std::fs::write(&damaged, "proxy = [").unwrap();
        assert!(
            NetworkFile::load(&damaged)
                .unwrap_err()
                .to_string()
                .contains("could not be read")
        );
    }
}
