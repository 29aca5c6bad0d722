//! How GenDesk reaches the internet: the proxy choice (the system's, none, or a person's own
//! HTTP, HTTPS or SOCKS5 proxy with its login) with its bypass list, extra certificate
//! authorities, the one place every HTTP client is made from them ([`Network::client_builder`]),
//! the route a request takes, and proxy failures as data.

mod failure;
mod probe;
mod proxy;
mod route;
mod tls;

pub use failure::{NetworkFailure, classify, classify_answer};
pub use probe::connect_status;
pub use proxy::{
    CustomProxy, DEFAULT_BYPASS, DesktopProxy, ProxyAddressError, ProxyChoice, ProxyKind,
    ProxyPassword, environment_names_a_proxy,
};
pub use route::Route;
pub use tls::{PresentedCertificate, presented_certificate};

use rustls_pki_types::CertificateDer;
use rustls_pki_types::pem::PemObject as _;
use url::Url;

use route::Router;

/// The network settings every HTTP client of GenDesk is made from.
#[derive(Debug, Clone)]
pub struct Network {
    proxy: ProxyChoice,
    bypass: String,
    /// Certificate authorities trusted besides the system's, as DER.
    extra_roots: Vec<Vec<u8>>,
    /// The desktop's proxy settings in use for the system choice, if any.
    desktop: Option<DesktopProxy>,
    router: Router,
}

impl PartialEq for Network {
    fn eq(&self, other: &Self) -> bool {
        self.proxy == other.proxy
            && self.bypass == other.bypass
            && self.extra_roots == other.extra_roots
            && self.desktop == other.desktop
    }
}

impl Eq for Network {}

/// A certificate-authority file that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExtraRootsError {
    /// The file holds no PEM certificate.
    #[error(
        "it holds no certificate; it must be a PEM file (text beginning with -----BEGIN CERTIFICATE-----)"
    )]
    NoCertificates,
    /// A PEM block is damaged.
    #[error("a certificate in it is damaged ({0})")]
    Damaged(String),
}

impl Default for Network {
    fn default() -> Self {
        Self::system()
    }
}

impl Network {
    /// The proxy choice with its bypass list (`NO_PROXY` syntax: host names, domain suffixes,
    /// IP addresses and networks such as `10.0.0.0/8`, `*` for everything).
    pub fn new(proxy: ProxyChoice, bypass: &str) -> Result<Self, ProxyAddressError> {
        let router = Router::new(&proxy, bypass)?;
        Ok(Self {
            proxy,
            bypass: bypass.to_owned(),
            extra_roots: Vec::new(),
            desktop: None,
            router,
        })
    }

    /// The system's proxy settings, this computer bypassing them.
    pub fn system() -> Self {
        Self::fixed(ProxyChoice::System)
    }

    /// Always direct (the sandbox's own traffic, tests).
    pub fn direct() -> Self {
        Self::fixed(ProxyChoice::None)
    }

    fn fixed(proxy: ProxyChoice) -> Self {
        let router = Router::plain(proxy == ProxyChoice::System, DEFAULT_BYPASS);
        Self {
            proxy,
            bypass: DEFAULT_BYPASS.to_owned(),
            extra_roots: Vec::new(),
            desktop: None,
            router,
        }
    }

    /// The same settings also trusting the certificate authorities in `pem` (one or more
    /// `-----BEGIN CERTIFICATE-----` blocks).
    pub fn with_extra_roots_pem(mut self, pem: &[u8]) -> Result<Self, ExtraRootsError> {
        let mut roots = Vec::new();
        for cert in CertificateDer::pem_slice_iter(pem) {
            let cert = cert.map_err(|err| ExtraRootsError::Damaged(err.to_string()))?;
            roots.push(cert.as_ref().to_vec());
        }
        if roots.is_empty() {
            return Err(ExtraRootsError::NoCertificates);
        }
        self.extra_roots = roots;
        Ok(self)
    }

    /// The proxy choice.
    pub fn proxy(&self) -> &ProxyChoice {
        &self.proxy
    }

    /// The bypass list, as given.
    pub fn bypass(&self) -> &str {
        &self.bypass
    }

    /// How many extra certificate authorities are trusted.
    pub fn extra_root_count(&self) -> usize {
        self.extra_roots.len()
    }

    /// The same settings, the system's proxy read from a Linux desktop's settings (`desktop`)
    /// when the environment names none. No change for other choices.
    #[must_use]
    pub fn with_desktop_proxy(mut self, desktop: &DesktopProxy) -> Self {
        if self.proxy == ProxyChoice::System {
            self.router = Router::desktop(desktop, &self.bypass);
            self.desktop = Some(desktop.clone());
        }
        self
    }

    /// Whether a custom proxy with a user name is set.
    pub fn has_login(&self) -> bool {
        matches!(&self.proxy, ProxyChoice::Custom(proxy) if proxy.has_login())
    }

    /// The route a request to `url` takes.
    pub fn route(&self, url: &Url) -> Route {
        self.router.route(url)
    }

    /// A reqwest client builder that follows these settings: every HTTP client GenDesk makes
    /// starts here.
    pub fn client_builder(&self) -> reqwest::ClientBuilder {
        self.apply(reqwest::Client::builder())
    }

    /// `builder` made to follow these settings.
    pub fn apply(&self, builder: reqwest::ClientBuilder) -> reqwest::ClientBuilder {
        let builder = match self.proxy {
            ProxyChoice::None => builder.no_proxy(),
            ProxyChoice::System | ProxyChoice::Custom(_) => {
                let router = self.router.clone();
                builder.proxy(reqwest::Proxy::custom(move |url| router.decide(url).1))
            }
        };
        match tls::client_config(&self.extra_roots) {
            Ok(config) => builder.tls_backend_preconfigured(config),
            Err(why) => {
                // reqwest's own set-up checks the same way, only without naming refusals.
                tracing::warn!("TLS set up without naming refused certificates: {why}");
                let roots = self
                    .extra_roots
                    .iter()
                    .filter_map(|der| reqwest::Certificate::from_der(der).ok());
                builder.tls_certs_merge(roots)
            }
        }
    }

    /// What blocked a failed request on its way — the proxy, or a refused certificate (see
    /// [`classify`]).
    pub fn failure(&self, err: &reqwest::Error) -> Option<(Route, NetworkFailure)> {
        let url = err.url()?;
        let route = self.route(url);
        let host = url.host_str().unwrap_or_default();
        let failure = classify(err, &route, host, self.has_login())?;
        Some((route, failure))
    }

    /// The proxy's part in an answer to `url` (see [`classify_answer`]).
    pub fn answer_failure(
        &self,
        url: &Url,
        status: u16,
        headers: &reqwest::header::HeaderMap,
    ) -> Option<NetworkFailure> {
        if url.scheme() != "http" {
            return None;
        }
        let asks_login = headers.contains_key(reqwest::header::PROXY_AUTHENTICATE)
            || headers.contains_key(reqwest::header::WWW_AUTHENTICATE);
        classify_answer(status, asks_login, &self.route(url), self.has_login())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn extra_roots_read_pem_and_say_what_is_wrong() {
        let none = Network::system()
            .with_extra_roots_pem(b"hello")
            .unwrap_err();
        assert_eq!(none, ExtraRootsError::NoCertificates);
        let damaged = Network::system()
            .with_extra_roots_pem(b"-----BEGIN CERTIFICATE-----\n!!!\n-----END CERTIFICATE-----\n")
            .unwrap_err();
        assert!(
            matches!(damaged, ExtraRootsError::Damaged(_)),
            "{damaged:?}"
        );
    }

    #[test]
    fn the_default_is_the_systems_proxy_with_loopback_bypassed() {
        let network = Network::default();
        assert_eq!(network.proxy(), &ProxyChoice::System);
        assert_eq!(network.bypass(), DEFAULT_BYPASS);
        assert_eq!(
            network.route(&Url::parse("http://127.0.0.1:9/").unwrap()),
            Route::Direct { bypassed: true }
        );
    }
}
