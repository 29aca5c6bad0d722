//! Which way a request goes — direct, or through which proxy — decided in one place that both
//! the HTTP clients (as reqwest's proxy function) and the messages use, so what GenDesk says
//! is the way it went.

use std::fmt;
use std::sync::Arc;

use hyper_util::client::proxy::matcher::{Intercept, Matcher};
use url::Url;

use super::proxy::{DesktopProxy, ProxyAddressError, ProxyChoice, ProxyKind};

/// The way one request goes.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "via", rename_all = "snake_case")]
pub enum Route {
    /// Straight to the host.
    Direct {
        /// Whether the host is in the bypass list (otherwise no proxy is set at all).
        bypassed: bool,
    },
    /// Through a proxy.
    Proxy {
        /// `http`, `https`, `socks5h` … as the proxy's address says.
        scheme: String,
        /// The proxy's `host:port` (never its login).
        address: String,
        /// Whether the proxy came from the system's settings (otherwise the person typed it).
        from_system: bool,
    },
}

impl Route {
    /// Whether a proxy is on the way.
    pub fn is_proxy(&self) -> bool {
        matches!(self, Self::Proxy { .. })
    }

    /// The proxy's `host:port`, when there is one.
    pub fn proxy_address(&self) -> Option<&str> {
        match self {
            Self::Proxy { address, .. } => Some(address),
            Self::Direct { .. } => None,
        }
    }

    /// Whether the proxy is a SOCKS proxy.
    pub fn is_socks(&self) -> bool {
        matches!(self, Self::Proxy { scheme, .. } if scheme.starts_with("socks"))
    }
}

impl fmt::Display for Route {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Direct { bypassed: false } => f.write_str("direct"),
            Self::Direct { bypassed: true } => f.write_str("direct (in the proxy's bypass list)"),
            Self::Proxy {
                scheme,
                address,
                from_system,
            } => {
                let kind = scheme_label(scheme);
                let whose = if *from_system { "the system's " } else { "" };
                write!(f, "through {whose}{kind} proxy {address}")
            }
        }
    }
}

fn scheme_label(scheme: &str) -> &str {
    match scheme {
        "http" => ProxyKind::Http.label(),
        "https" => ProxyKind::Https.label(),
        "socks5" | "socks5h" => ProxyKind::Socks5.label(),
        "socks4" | "socks4a" => "SOCKS4",
        other => other,
    }
}

/// Decides the route of each request from the proxy choice and the bypass list.
#[derive(Clone)]
pub(crate) struct Router {
    inner: Arc<RouterInner>,
}

struct RouterInner {
    target: Target,
    /// Intercepts everything except the bypass list (hyper-util's `NO_PROXY` rules, the same
    /// reqwest applies).
    bypass: Matcher,
}

enum Target {
    Never,
    System(Box<Matcher>),
    Fixed { url: Url, address: String },
}

impl Router {
    pub(crate) fn new(choice: &ProxyChoice, bypass: &str) -> Result<Self, ProxyAddressError> {
        let target = match choice {
            ProxyChoice::None => Target::Never,
            ProxyChoice::System => Target::System(Box::new(Matcher::from_system())),
            ProxyChoice::Custom(proxy) => Target::Fixed {
                url: proxy.url()?,
                address: proxy.address(),
            },
        };
        Ok(Self::with_target(target, bypass))
    }

    /// The system's proxy as a Linux desktop's settings name it, unless the environment names
    /// one (which wins).
    pub(crate) fn desktop(desktop: &DesktopProxy, bypass: &str) -> Self {
        if super::proxy::environment_names_a_proxy() {
            return Self::plain(true, bypass);
        }
        let mut builder = Matcher::builder().no(desktop.no.as_str());
        if let Some(http) = &desktop.http {
            builder = builder.http(http.as_str());
        }
        if let Some(https) = &desktop.https {
            builder = builder.https(https.as_str());
        }
        if let Some(socks) = &desktop.socks {
            builder = builder.all(socks.as_str());
        }
        Self::with_target(Target::System(Box::new(builder.build())), bypass)
    }

    /// The system's proxy (`system`) or none, which have no address that could be refused.
    pub(crate) fn plain(system: bool, bypass: &str) -> Self {
        let target = if system {
            Target::System(Box::new(Matcher::from_system()))
        } else {
            Target::Never
        };
        Self::with_target(target, bypass)
    }

    fn with_target(target: Target, bypass: &str) -> Self {
        let bypass = Matcher::builder()
            .all("http://bypass-check.invalid")
            .no(bypass)
            .build();
        Self {
            inner: Arc::new(RouterInner { target, bypass }),
        }
    }

    /// The route of a request to `url`, and the proxy URL (with its login) to connect through.
    pub(crate) fn decide(&self, url: &Url) -> (Route, Option<Url>) {
        let Ok(uri) = url.as_str().parse::<http::Uri>() else {
            return (Route::Direct { bypassed: false }, None);
        };
        if matches!(self.inner.target, Target::Never) {
            return (Route::Direct { bypassed: false }, None);
        }
        if self.inner.bypass.intercept(&uri).is_none() && uri.host().is_some() {
            return (Route::Direct { bypassed: true }, None);
        }
        match &self.inner.target {
            Target::Never => (Route::Direct { bypassed: false }, None),
            Target::Fixed { url, address } => (
                Route::Proxy {
                    scheme: url.scheme().to_owned(),
                    address: address.clone(),
                    from_system: false,
                },
                Some(url.clone()),
            ),
            Target::System(matcher) => {
                match matcher.intercept(&uri).as_ref().and_then(system_proxy_url) {
                    Some((route, url)) => (route, Some(url)),
                    None => (Route::Direct { bypassed: false }, None),
                }
            }
        }
    }

    /// The route of a request to `url`.
    pub(crate) fn route(&self, url: &Url) -> Route {
        self.decide(url).0
    }
}

impl fmt::Debug for Router {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let target = match &self.inner.target {
            Target::Never => "none".to_owned(),
            Target::System(_) => "system".to_owned(),
            Target::Fixed { url, address } => format!("{}://{address}", url.scheme()),
        };
        f.debug_struct("Router").field("target", &target).finish()
    }
}

/// The system's proxy as a URL reqwest takes, its login (from `http://user:pass@…` in the
/// environment) carried over.
fn system_proxy_url(intercept: &Intercept) -> Option<(Route, Url)> {
    let uri = intercept.uri();
    let scheme = uri.scheme_str()?.to_ascii_lowercase();
    let address = uri.authority()?.as_str().rsplit('@').next()?.to_owned();
    let mut url = Url::parse(&format!("{scheme}://{address}")).ok()?;
    let login = intercept
        .raw_auth()
        .map(|(user, password)| (user.to_owned(), password.to_owned()))
        .or_else(|| intercept.basic_auth().and_then(decode_basic));
    if let Some((user, password)) = login {
        let _ = url.set_username(&user);
        let _ = url.set_password(Some(&password));
    }
    let route = Route::Proxy {
        scheme,
        address,
        from_system: true,
    };
    Some((route, url))
}

/// `Basic dXNlcjpwYXNz` → ("user", "pass").
fn decode_basic(header: &http::HeaderValue) -> Option<(String, String)> {
    use base64::Engine as _;
    let encoded = header.to_str().ok()?.strip_prefix("Basic ")?;
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(encoded.trim())
        .ok()?;
    let text = String::from_utf8(decoded).ok()?;
    let (user, password) = text.split_once(':')?;
    Some((user.to_owned(), password.to_owned()))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;
    use crate::network::proxy::{CustomProxy, DEFAULT_BYPASS, ProxyPassword};

    fn url(raw: &str) -> Url {
        Url::parse(raw).unwrap()
    }

    fn custom() -> ProxyChoice {
        ProxyChoice::Custom(
            CustomProxy::new(ProxyKind::Socks5, "10.0.0.5", 1080)
                .with_login("alice", Some(ProxyPassword::new("pw"))),
        )
    }

    #[test]
    fn loopback_bypasses_the_proxy_by_default_and_nothing_when_the_list_is_empty() {
        let router = Router::new(&custom(), DEFAULT_BYPASS).unwrap();
        for local in [
            "http://127.0.0.1:8080/api",
            "http://localhost:1/",
            "http://[::1]:9/",
            "http://127.8.0.1/",
        ] {
            assert_eq!(
                router.route(&url(local)),
                Route::Direct { bypassed: true },
                "{local}"
            );
        }
        let (route, proxy) = router.decide(&url("https://api.example.com/"));
        assert_eq!(route.to_string(), "through SOCKS5 proxy 10.0.0.5:1080");
        let proxy = proxy.unwrap();
        assert_eq!((proxy.username(), proxy.password()), ("alice", Some("pw")));

        let everything = Router::new(&custom(), "").unwrap();
        assert!(everything.route(&url("http://127.0.0.1:8080/")).is_proxy());
        let domains = Router::new(&custom(), ".corp.example, 192.168.0.0/16").unwrap();
        assert!(
            !domains
                .route(&url("https://files.corp.example/"))
                .is_proxy()
        );
        assert!(!domains.route(&url("http://192.168.4.2/")).is_proxy());
        assert!(domains.route(&url("https://corp.example.org/")).is_proxy());
    }

    #[test]
    fn none_is_always_direct() {
        let router = Router::new(&ProxyChoice::None, "").unwrap();
        assert_eq!(
            router.route(&url("https://api.example.com/")),
            Route::Direct { bypassed: false }
        );
    }

    #[test]
    fn a_system_login_survives_the_trip_through_the_basic_header() {
        let header = http::HeaderValue::from_static("Basic YWxpY2U6cDpzcw==");
        assert_eq!(
            decode_basic(&header),
            Some(("alice".to_owned(), "p:ss".to_owned()))
        );
        let matcher = Matcher::builder()
            .all("http://bob:secret@proxy.corp:3128")
            .build();
        let intercept = matcher.intercept(&"https://x.example/".parse().unwrap());
        let (route, proxy) = system_proxy_url(&intercept.unwrap()).unwrap();
        assert_eq!(
            route.to_string(),
            "through the system's HTTP proxy proxy.corp:3128"
        );
        assert_eq!(proxy.as_str(), "http://bob:secret@proxy.corp:3128/");
    }
}
