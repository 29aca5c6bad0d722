//! The proxy a person chose: the system's, none, or their own HTTP, HTTPS or SOCKS5 proxy
//! (with its user name and password), and the addresses that bypass it.

use std::fmt;
use std::str::FromStr;

use url::Url;

/// What a bypass list holds unless a person changes it: this computer, so the offline sandbox,
/// the webhook receiver and a local service keep working behind any proxy.
pub const DEFAULT_BYPASS: &str = "localhost, 127.0.0.0/8, ::1";

/// Which proxy requests go through.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum ProxyChoice {
    /// The operating system's settings (Windows Internet Options, macOS network settings, the
    /// `*_PROXY` environment variables), or direct when it has none.
    #[default]
    System,
    /// Always direct, whatever the system says.
    None,
    /// A proxy the person typed in.
    Custom(CustomProxy),
}

/// The proxies a Linux desktop's own settings name (GNOME's or KDE's), for the system choice:
/// reqwest reads only the environment there. Each is a URL such as `http://proxy:3128` or
/// `socks5h://proxy:1080`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DesktopProxy {
    /// For `http://` addresses.
    pub http: Option<String>,
    /// For `https://` addresses.
    pub https: Option<String>,
    /// For both when neither of the above is set.
    pub socks: Option<String>,
    /// What bypasses them (`NO_PROXY` syntax).
    pub no: String,
}

/// The environment variables that name a proxy: when one is set, it wins over the desktop's
/// settings (as for curl and most command-line tools).
const PROXY_VARIABLES: [&str; 6] = [
    "HTTP_PROXY",
    "http_proxy",
    "HTTPS_PROXY",
    "https_proxy",
    "ALL_PROXY",
    "all_proxy",
];

/// Whether the environment names a proxy (`HTTP_PROXY`, `HTTPS_PROXY`, `ALL_PROXY`, in either
/// case).
pub fn environment_names_a_proxy() -> bool {
    PROXY_VARIABLES
        .iter()
        .any(|name| std::env::var(name).is_ok_and(|value| !value.trim().is_empty()))
}

/// How GenDesk talks to a custom proxy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProxyKind {
    /// A plain HTTP proxy (`CONNECT` for HTTPS addresses).
    Http,
    /// An HTTP proxy reached over TLS.
    Https,
    /// SOCKS5; names are resolved by the proxy (`socks5h`), so DNS works behind it too.
    Socks5,
}

impl ProxyKind {
    /// Every kind, in the order a settings screen lists them.
    pub const ALL: [Self; 3] = [Self::Http, Self::Https, Self::Socks5];

    /// The URL scheme reqwest uses for it.
    pub fn scheme(self) -> &'static str {
        match self {
            Self::Http => "http",
            Self::Https => "https",
            Self::Socks5 => "socks5h",
        }
    }

    /// The name people know it by.
    pub fn label(self) -> &'static str {
        match self {
            Self::Http => "HTTP",
            Self::Https => "HTTPS",
            Self::Socks5 => "SOCKS5",
        }
    }

    /// The port such proxies usually listen on.
    pub fn usual_port(self) -> u16 {
        match self {
            Self::Http | Self::Https => 8080,
            Self::Socks5 => 1080,
        }
    }
}

/// A proxy password: kept out of `Debug` output and logs.
#[derive(Clone, PartialEq, Eq)]
pub struct ProxyPassword(String);

impl ProxyPassword {
    /// Wraps a password.
    pub fn new(password: impl Into<String>) -> Self {
        Self(password.into())
    }

    /// The password itself, for the proxy handshake and the keyring only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for ProxyPassword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ProxyPassword(***)")
    }
}

/// A proxy the person typed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomProxy {
    /// How to talk to it.
    pub kind: ProxyKind,
    /// Its host name or IP address.
    pub host: String,
    /// Its port.
    pub port: u16,
    /// The user name, when it asks for one.
    pub user: Option<String>,
    /// The password (from the OS keyring or an environment variable, never from a file).
    pub password: Option<ProxyPassword>,
}

/// A proxy address that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProxyAddressError {
    /// Not a URL at all.
    #[error(
        "“{0}” is not a proxy address; write it like http://proxy.example.com:8080 or socks5h://127.0.0.1:1080"
    )]
    NotAUrl(String),
    /// A scheme other than http, https, socks5 or socks5h.
    #[error("a proxy address starts with http://, https:// or socks5h://, not {0}://")]
    Scheme(String),
    /// No host.
    #[error("the proxy address has no host name")]
    NoHost,
    /// A password in the address (it would end up in shell history and process lists).
    #[error(
        "the proxy address holds a password; give only the user name (user@host) and put the password in the GENDESK_PROXY_PASSWORD environment variable"
    )]
    PasswordInAddress,
    /// A path, query or fragment.
    #[error("a proxy address is only scheme://host:port, without a path")]
    Path,
}

impl CustomProxy {
    /// A proxy without a user name.
    pub fn new(kind: ProxyKind, host: impl Into<String>, port: u16) -> Self {
        Self {
            kind,
            host: host.into(),
            port,
            user: None,
            password: None,
        }
    }

    /// The same proxy with a user name and password.
    #[must_use]
    pub fn with_login(mut self, user: impl Into<String>, password: Option<ProxyPassword>) -> Self {
        self.user = Some(user.into());
        self.password = password;
        self
    }

    /// `host:port`, as messages show it (never the user name or password).
    pub fn address(&self) -> String {
        if self.host.contains(':') && !self.host.starts_with('[') {
            format!("[{}]:{}", self.host, self.port)
        } else {
            format!("{}:{}", self.host, self.port)
        }
    }

    /// Whether a user name is set (the proxy is expected to ask for a login).
    pub fn has_login(&self) -> bool {
        self.user.as_deref().is_some_and(|user| !user.is_empty())
    }

    /// The URL reqwest connects through, with the login in it when there is one.
    pub(crate) fn url(&self) -> Result<Url, ProxyAddressError> {
        let mut url = Url::parse(&format!("{}://{}", self.kind.scheme(), self.address()))
            .map_err(|_| ProxyAddressError::NotAUrl(self.address()))?;
        if url.host_str().is_none_or(str::is_empty) {
            return Err(ProxyAddressError::NoHost);
        }
        if let Some(user) = self.user.as_deref().filter(|user| !user.is_empty()) {
            // Setting a user name only fails on URLs that cannot have one (not these).
            let _ = url.set_username(user);
            let password = self.password.as_ref().map(ProxyPassword::expose);
            let _ = url.set_password(password);
        }
        Ok(url)
    }
}

impl fmt::Display for CustomProxy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} proxy {}", self.kind.label(), self.address())
    }
}

impl FromStr for CustomProxy {
    type Err = ProxyAddressError;

    /// Reads `http://host:port`, `https://…`, `socks5h://…` (or `socks5://`, also resolved by
    /// the proxy), optionally with `user@`; never with a password.
    fn from_str(raw: &str) -> Result<Self, Self::Err> {
        let raw = raw.trim();
        let url = Url::parse(raw).map_err(|_| ProxyAddressError::NotAUrl(raw.to_owned()))?;
        let kind = match url.scheme() {
            "http" => ProxyKind::Http,
            "https" => ProxyKind::Https,
            "socks5" | "socks5h" => ProxyKind::Socks5,
            other => return Err(ProxyAddressError::Scheme(other.to_owned())),
        };
        if url.password().is_some() {
            return Err(ProxyAddressError::PasswordInAddress);
        }
        if !matches!(url.path(), "" | "/") || url.query().is_some() || url.fragment().is_some() {
            return Err(ProxyAddressError::Path);
        }
        let host = match url.host() {
            Some(url::Host::Ipv6(ip)) => ip.to_string(),
            Some(host) => host.to_string(),
            None => return Err(ProxyAddressError::NoHost),
        };
        if host.is_empty() {
            return Err(ProxyAddressError::NoHost);
        }
        let port = url.port().unwrap_or_else(|| kind.usual_port());
        let user = percent_decoded(url.username());
        Ok(Self {
            kind,
            host,
            port,
            user: (!user.is_empty()).then_some(user),
            password: None,
        })
    }
}

fn percent_decoded(raw: &str) -> String {
    url::form_urlencoded::parse(format!("u={raw}").as_bytes())
        .next()
        .map(|(_, value)| value.into_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn addresses_read_as_people_write_them() {
        let proxy: CustomProxy = "socks5h://alice@127.0.0.1:1081".parse().unwrap();
        assert_eq!(proxy.kind, ProxyKind::Socks5);
        assert_eq!(proxy.address(), "127.0.0.1:1081");
        assert_eq!(proxy.user.as_deref(), Some("alice"));
        let usual: CustomProxy = "http://proxy.corp.example".parse().unwrap();
        assert_eq!(usual.port, 8080);
        assert_eq!(usual.to_string(), "HTTP proxy proxy.corp.example:8080");
        let v6: CustomProxy = "https://[::1]:3128".parse().unwrap();
        assert_eq!(v6.address(), "[::1]:3128");
        let spaced: CustomProxy = "http://dom%5Cuser@p:1".parse().unwrap();
        assert_eq!(spaced.user.as_deref(), Some("dom\\user"));
    }

    #[test]
    fn unusable_addresses_say_why() {
        let refuse = |raw: &str| raw.parse::<CustomProxy>().unwrap_err().to_string();
        assert!(refuse("http://a:secret@p:1").contains("GENDESK_PROXY_PASSWORD"));
        assert!(refuse("ftp://p:1").contains("not ftp://"));
        assert!(refuse("proxy:8080").contains("not proxy://"));
        assert!(refuse("just words").contains("not a proxy address"));
        assert!(refuse("http://p:1/path").contains("without a path"));
    }

    #[test]
    fn the_login_goes_into_the_url_and_never_into_debug_output() {
        let proxy = CustomProxy::new(ProxyKind::Http, "p", 3128)
            .with_login("a b", Some(ProxyPassword::new("p@ss:w/rd")));
        let url = proxy.url().unwrap();
        assert_eq!(url.username(), "a%20b");
        assert_eq!(url.password(), Some("p%40ss%3Aw%2Frd"));
        assert!(!format!("{proxy:?}").contains("p@ss"));
        assert_eq!(proxy.address(), "p:3128");
    }
}
