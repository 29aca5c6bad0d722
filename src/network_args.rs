//! `--proxy` and `--no-proxy`, taken by every `gendesk` command that reaches the network
//! (`balance`, `engine`, `update`), and how they combine with the saved network settings
//! (Settings → Network, `network.toml`): a given `--proxy` replaces the saved proxy, a given
//! `--no-proxy` replaces the bypass list, and without either the saved settings apply.

use std::path::Path;

use gendesk_api::Network;
use gendesk_api::network::{
    CustomProxy, DEFAULT_BYPASS, ProxyAddressError, ProxyChoice, ProxyPassword,
};
use gendesk_core::config::{NetworkFile, NetworkSettingsError};
use gendesk_core::t;

/// The environment variable a `--proxy` password is read from (never the command line).
pub const PASSWORD_VARIABLE: &str = "GENDESK_PROXY_PASSWORD";

/// The network options of a command.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct NetworkArgs {
    /// The proxy to go through (see its help).
    #[arg(
        long,
        value_name = "URL",
        help = "Go through this proxy: http://HOST:PORT, https://HOST:PORT or socks5h://HOST:PORT, with USER@ before the host when it wants a login (the password is read from the GENDESK_PROXY_PASSWORD environment variable, never from the command line). Without it, the proxy chosen in Settings → Network (by default the system's)"
    )]
    pub proxy: Option<String>,
    /// What bypasses the proxy (see its help).
    #[arg(
        long,
        value_name = "LIST",
        help = "Addresses that never go through the proxy, comma-separated in NO_PROXY style (host names, .domain suffixes, IP addresses, networks such as 10.0.0.0/8); an empty value bypasses nothing. Without it, the list in Settings → Network (by default this computer)"
    )]
    pub no_proxy: Option<String>,
}

/// Network options that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum NetworkArgsError {
    /// `--proxy` refused.
    #[error("{}", t!("cli-proxy-refused", reason = .0.to_string()))]
    Proxy(#[from] ProxyAddressError),
    /// A user name without the password variable.
    #[error("{}", t!("cli-proxy-no-password", user = format!("{:?}", .0), variable = PASSWORD_VARIABLE))]
    NoPassword(String),
    /// The saved settings cannot be used.
    #[error(transparent)]
    Saved(#[from] NetworkSettingsError),
}

impl NetworkArgs {
    /// The network a command uses: the options over the saved settings of `profile` (`None`:
    /// the settings for every profile) in `network_file`. The keyring is asked only when the
    /// saved proxy wants a password.
    pub fn network(
        &self,
        network_file: &Path,
        profile: Option<&str>,
    ) -> Result<Network, NetworkArgsError> {
        let bypass = |saved: &str| self.no_proxy.clone().unwrap_or_else(|| saved.to_owned());
        if let Some(raw) = &self.proxy {
            let mut proxy: CustomProxy = raw.parse()?;
            if let Some(user) = proxy.user.clone() {
                let password = std::env::var(PASSWORD_VARIABLE)
                    .map_err(|_| NetworkArgsError::NoPassword(user.clone()))?;
                proxy = proxy.with_login(user, Some(ProxyPassword::new(password)));
            }
            let network = Network::new(ProxyChoice::Custom(proxy), &bypass(DEFAULT_BYPASS))?;
            return Ok(network);
        }
        let file = NetworkFile::load(network_file)?;
        let (saved, scope) = match profile {
            Some(profile) => file.for_profile(profile),
            None => (&file.default, gendesk_core::config::NetworkScope::Default),
        };
        let mut settings = saved.clone();
        settings.bypass = bypass(&saved.bypass);
        let password = if settings.wants_password() {
            crate::portable_start::command_vault()
                .load_proxy_password(&scope)
                .map_err(NetworkSettingsError::from)?
        } else {
            None
        };
        Ok(settings.network(password)?)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use gendesk_api::network::ProxyKind;
    use gendesk_core::config::{NetworkSettings, ProxyMode};

    use super::*;

    #[test]
    fn the_options_replace_the_saved_proxy_and_bypass_list() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("network.toml");
        let saved = NetworkFile {
            default: NetworkSettings {
                proxy: ProxyMode::Custom,
                kind: ProxyKind::Socks5,
                host: "10.0.0.9".into(),
                port: 1080,
                ..NetworkSettings::default()
            },
            ..NetworkFile::default()
        };
        saved.save(&file).unwrap();
        let url = url::Url::parse("http://127.0.0.1:9/").unwrap();

        let none = NetworkArgs::default().network(&file, None).unwrap();
        assert_eq!(
            none.route(&url).to_string(),
            "direct (in the proxy's bypass list)"
        );
        let nothing_bypassed = NetworkArgs {
            no_proxy: Some(String::new()),
            ..NetworkArgs::default()
        };
        let network = nothing_bypassed.network(&file, Some("Headless")).unwrap();
        assert_eq!(
            network.route(&url).to_string(),
            "through SOCKS5 proxy 10.0.0.9:1080"
        );
        let given = NetworkArgs {
            proxy: Some("http://127.0.0.1:3128".into()),
            no_proxy: Some(String::new()),
        };
        let network = given.network(&file, None).unwrap();
        assert_eq!(
            network.route(&url).to_string(),
            "through HTTP proxy 127.0.0.1:3128"
        );
    }

    #[test]
    fn a_password_in_the_address_is_refused_with_where_it_goes() {
        let dir = tempfile::tempdir().unwrap();
        let args = NetworkArgs {
            proxy: Some("http://me:secret@proxy:3128".into()),
            no_proxy: None,
        };
        let said = args
            .network(&dir.path().join("network.toml"), None)
            .unwrap_err()
            .to_string();
        assert!(said.contains(PASSWORD_VARIABLE), "{said}");
    }
}
