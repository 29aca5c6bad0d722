//! Proxy failures as data: what went wrong on the way to a host (the proxy refused the
//! connection, wants a login, refused the login, could not reach the host), read from the
//! error chain of reqwest, hyper-util's tunnel and SOCKS handshakes, and from proxies' answers.
//! The sentences people see are made by the app (`gendesk_core::wording`).

use std::error::Error;
use std::io;

use super::route::Route;

/// What went wrong between GenDesk and a host because of the proxy on the way.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NetworkFailure {
    /// Nothing accepted a connection at the proxy's address (it is stopped, or the address or
    /// port is wrong).
    #[error("the proxy {proxy} refused the connection")]
    ProxyRefused {
        /// The proxy's `host:port`.
        proxy: String,
    },
    /// The proxy's address could not be reached: its name does not resolve or it did not
    /// answer in time.
    #[error("the proxy {proxy} could not be reached: {detail}")]
    ProxyUnreachable {
        /// The proxy's `host:port`.
        proxy: String,
        /// What the network layer said.
        detail: String,
    },
    /// The proxy asks for a user name and password and none is set (HTTP 407).
    #[error("the proxy {proxy} wants a user name and password")]
    ProxyLoginNeeded {
        /// The proxy's `host:port`.
        proxy: String,
    },
    /// The proxy refused the user name or password it was given.
    #[error("the proxy {proxy} refused the user name or password")]
    ProxyLoginRefused {
        /// The proxy's `host:port`.
        proxy: String,
    },
    /// The proxy would not open the way to the host (its `CONNECT` answer was an error): a
    /// wrong login, or a host the proxy does not allow.
    #[error("the proxy {proxy} would not open a connection to {host}")]
    ProxyWouldNotConnect {
        /// The proxy's `host:port`.
        proxy: String,
        /// The host GenDesk asked for.
        host: String,
    },
    /// The proxy does not allow connections to the host (its `CONNECT` answer was 403).
    #[error("the proxy {proxy} does not allow connections to {host}")]
    ProxyForbids {
        /// The proxy's `host:port`.
        proxy: String,
        /// The host GenDesk asked for.
        host: String,
    },
    /// A SOCKS proxy could not reach the host (its name did not resolve at the proxy, the host
    /// refused, the network is unreachable, the proxy's rules forbid it).
    #[error("the SOCKS proxy {proxy} could not reach {host}: {reason}")]
    SocksCouldNotReach {
        /// The proxy's `host:port`.
        proxy: String,
        /// The host GenDesk asked for.
        host: String,
        /// The proxy's answer, e.g. "host unreachable".
        reason: String,
    },
    /// The server's certificate was refused (an unknown authority, e.g. a company's TLS
    /// inspection; expired; for another name).
    #[error("{0}")]
    UntrustedCertificate(super::tls::PresentedCertificate),
    /// The proxy broke off or answered something that is not the proxy protocol.
    #[error("the proxy {proxy} failed: {detail}")]
    ProxyBroken {
        /// The proxy's `host:port`.
        proxy: String,
        /// What went wrong.
        detail: String,
    },
}

impl NetworkFailure {
    /// The proxy's `host:port`, when the proxy failed.
    pub fn proxy(&self) -> Option<&str> {
        match self {
            Self::ProxyRefused { proxy }
            | Self::ProxyUnreachable { proxy, .. }
            | Self::ProxyLoginNeeded { proxy }
            | Self::ProxyLoginRefused { proxy }
            | Self::ProxyWouldNotConnect { proxy, .. }
            | Self::ProxyForbids { proxy, .. }
            | Self::SocksCouldNotReach { proxy, .. }
            | Self::ProxyBroken { proxy, .. } => Some(proxy),
            Self::UntrustedCertificate(_) => None,
        }
    }

    /// Whether trying again later may work by itself (the proxy may come back); a login
    /// problem needs the person.
    pub fn may_pass(&self) -> bool {
        matches!(
            self,
            Self::ProxyRefused { .. }
                | Self::ProxyUnreachable { .. }
                | Self::SocksCouldNotReach { .. }
                | Self::ProxyBroken { .. }
        )
    }
}

/// What blocked a failed request on its way: a refused certificate (on any route), or the
/// proxy's part; `None` when it is neither (the host itself refused, a timeout after the proxy
/// let it through …).
pub fn classify(
    err: &(dyn Error + 'static),
    route: &Route,
    host: &str,
    has_login: bool,
) -> Option<NetworkFailure> {
    if let Some(presented) = super::tls::presented_certificate(err) {
        return Some(NetworkFailure::UntrustedCertificate(presented));
    }
    let Route::Proxy { address, .. } = route else {
        return None;
    };
    let proxy = address.clone();
    let chain = chain_text(err);
    let login = |proxy: String| {
        if has_login {
            NetworkFailure::ProxyLoginRefused { proxy }
        } else {
            NetworkFailure::ProxyLoginNeeded { proxy }
        }
    };
    if chain.contains("proxy authorization required") {
        return Some(login(proxy));
    }
    if chain.contains("tunnel error: unsuccessful") {
        return Some(NetworkFailure::ProxyWouldNotConnect {
            proxy,
            host: host.to_owned(),
        });
    }
    if chain.contains("credentials not accepted")
        || chain.contains("does not support user/pass authentication")
    {
        return Some(login(proxy));
    }
    if let Some(reason) = SOCKS_REPLIES.iter().find(|reply| chain.contains(**reply)) {
        return Some(NetworkFailure::SocksCouldNotReach {
            proxy,
            host: host.to_owned(),
            reason: (*reason).to_owned(),
        });
    }
    if chain.contains("socks error: failed to create underlying connection") {
        return Some(NetworkFailure::ProxyRefused { proxy });
    }
    if chain.contains("socks error") || chain.contains("tunnel error") {
        return Some(NetworkFailure::ProxyBroken {
            proxy,
            detail: crate::error_chain::innermost(err, 1),
        });
    }
    // Without a tunnel or handshake error, a connect failure is the proxy's own address.
    if is_connect_failure(err) {
        if io_kind(err) == Some(io::ErrorKind::ConnectionRefused) {
            return Some(NetworkFailure::ProxyRefused { proxy });
        }
        return Some(NetworkFailure::ProxyUnreachable {
            proxy,
            detail: crate::error_chain::innermost(err, 1),
        });
    }
    None
}

/// The proxy's part in an HTTP answer to a plain `http://` request sent through it (an
/// `https://` request's proxy answer is a tunnel error instead): 407, or a 401 that is the
/// proxy's and not the service's (Tinyproxy answers a wrong password so).
pub fn classify_answer(
    status: u16,
    proxy_asks_login: bool,
    route: &Route,
    has_login: bool,
) -> Option<NetworkFailure> {
    let Route::Proxy { address, .. } = route else {
        return None;
    };
    let proxy = address.clone();
    match status {
        407 if has_login => Some(NetworkFailure::ProxyLoginRefused { proxy }),
        407 => Some(NetworkFailure::ProxyLoginNeeded { proxy }),
        401 if has_login && proxy_asks_login => Some(NetworkFailure::ProxyLoginRefused { proxy }),
        _ => None,
    }
}

/// The answers a SOCKS5 proxy gives when it cannot reach the host (RFC 1928 §6), as
/// hyper-util words them.
const SOCKS_REPLIES: [&str; 7] = [
    "general server failure",
    "connection not allowed",
    "network unreachable",
    "host unreachable",
    "connection refused",
    "ttl expired",
    "address type not supported",
];

/// The chain's text, lower case, each layer once.
fn chain_text(err: &(dyn Error + 'static)) -> String {
    let mut text = String::new();
    let mut layer: Option<&(dyn Error + 'static)> = Some(err);
    while let Some(current) = layer {
        text.push_str(&current.to_string().to_ascii_lowercase());
        text.push_str(" | ");
        layer = current.source();
    }
    // "connection refused" as the OS says it for a TCP connect must not read as a SOCKS reply.
    text.replace("connection refused (os error", "refused (os error")
}

fn is_connect_failure(err: &(dyn Error + 'static)) -> bool {
    let mut layer: Option<&(dyn Error + 'static)> = Some(err);
    while let Some(current) = layer {
        if let Some(http) = current.downcast_ref::<reqwest::Error>() {
            return http.is_connect();
        }
        layer = current.source();
    }
    false
}

fn io_kind(err: &(dyn Error + 'static)) -> Option<io::ErrorKind> {
    let mut layer: Option<&(dyn Error + 'static)> = Some(err);
    while let Some(current) = layer {
        if let Some(io) = current.downcast_ref::<io::Error>() {
            return Some(io.kind());
        }
        layer = current.source();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error)]
    #[error("{0}")]
    struct Said(&'static str);

    fn through() -> Route {
        Route::Proxy {
            scheme: "socks5h".into(),
            address: "127.0.0.1:1080".into(),
            from_system: false,
        }
    }

    #[test]
    fn handshake_words_become_failures() {
        let says = |text: &'static str, login: bool| classify(&Said(text), &through(), "h", login);
        assert_eq!(
            says("SOCKS error: credentials not accepted", true),
            Some(NetworkFailure::ProxyLoginRefused {
                proxy: "127.0.0.1:1080".into()
            })
        );
        assert_eq!(
            says("tunnel error: proxy authorization required", false),
            Some(NetworkFailure::ProxyLoginNeeded {
                proxy: "127.0.0.1:1080".into()
            })
        );
        assert!(matches!(
            says("SOCKS error: host unreachable", false),
            Some(NetworkFailure::SocksCouldNotReach { reason, .. }) if reason == "host unreachable"
        ));
        assert!(matches!(
            says("SOCKS error: failed to create underlying connection", false),
            Some(NetworkFailure::ProxyRefused { .. })
        ));
        assert_eq!(says("something else entirely", false), None);
        let direct = Route::Direct { bypassed: true };
        assert_eq!(
            classify(&Said("tunnel error: unsuccessful"), &direct, "h", false),
            None
        );
    }

    #[test]
    fn proxy_answers_become_failures_and_the_services_do_not() {
        let route = through();
        assert!(matches!(
            classify_answer(407, true, &route, false),
            Some(NetworkFailure::ProxyLoginNeeded { .. })
        ));
        assert!(matches!(
            classify_answer(401, true, &route, true),
            Some(NetworkFailure::ProxyLoginRefused { .. })
        ));
        assert_eq!(classify_answer(401, false, &route, true), None);
        assert_eq!(
            classify_answer(407, true, &Route::Direct { bypassed: false }, true),
            None
        );
    }
}
