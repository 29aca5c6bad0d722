//! Sentences for what blocks the way to a host ([`NetworkFailure`]): what the proxy did, or
//! which certificate was refused, and what to change in the Network settings (or `--proxy` for
//! the `gendesk` commands).

use gendesk_api::NetworkFailure;

/// The sentence a person sees when the proxy on the way failed.
pub fn network_failure(failure: &NetworkFailure) -> String {
    match failure {
        NetworkFailure::ProxyRefused { proxy } => format!(
            "The proxy {proxy} refused the connection: it is not running, or its address or \
             port is wrong. Check the proxy in the Network settings, or ask whoever runs it."
        ),
        NetworkFailure::ProxyUnreachable { proxy, detail } => format!(
            "The proxy {proxy} could not be reached ({detail}). Check its address in the Network \
             settings and this computer's connection."
        ),
        NetworkFailure::ProxyLoginNeeded { proxy } => format!(
            "The proxy {proxy} wants a user name and password (HTTP 407). Enter them for the \
             custom proxy in the Network settings."
        ),
        NetworkFailure::ProxyLoginRefused { proxy } => format!(
            "The proxy {proxy} refused the user name or password. Correct them in the Network \
             settings."
        ),
        NetworkFailure::ProxyWouldNotConnect { proxy, host } => format!(
            "The proxy {proxy} would not open a connection to {host}: its user name or \
             password may be wrong, or it does not allow this address. Test connection in \
             the Network settings tells which."
        ),
        NetworkFailure::ProxyForbids { proxy, host } => format!(
            "The proxy {proxy} does not allow connections to {host} (HTTP 403). Ask whoever \
             runs it to allow {host}, or, when {host} can be reached without the proxy, add it \
             to the bypass list in the Network settings."
        ),
        NetworkFailure::SocksCouldNotReach {
            proxy,
            host,
            reason,
        } => format!(
            "The SOCKS5 proxy {proxy} could not reach {host} ({reason}). When the name does \
             not resolve at the proxy or the proxy does not allow it, ask whoever runs the \
             proxy; otherwise try again later."
        ),
        NetworkFailure::UntrustedCertificate(presented) => format!(
            "The connection to {} was refused: its certificate is not trusted ({}). The \
             certificate presented was \u{201c}{}\u{201d}, issued by \u{201c}{}\u{201d}. If \
             your organisation inspects HTTPS traffic, ask its IT department for that \
             authority's certificate (a PEM file) and add it as the extra certificate \
             authority in the Network settings. Otherwise something between this \
             computer and {0} is intercepting the connection: do not send anything until \
             that is explained.",
            presented.host, presented.problem, presented.subject, presented.issuer
        ),
        NetworkFailure::ProxyBroken { proxy, detail } => format!(
            "The proxy {proxy} broke off the connection ({detail}). Check that it is a proxy \
             of the kind chosen in the Network settings (HTTP, HTTPS or SOCKS5)."
        ),
    }
}

/// How long an outage lasted, in words: "less than a minute", "3 minutes", "2 hours 5 minutes".
pub fn outage_length(ms: i64) -> String {
    let minutes = ms.max(0) / 60_000;
    let (hours, minutes) = (minutes / 60, minutes % 60);
    match (hours, minutes) {
        (0, 0) => "less than a minute".to_owned(),
        (0, m) => super::count(m, "minute", "minutes"),
        (h, 0) => super::count(h, "hour", "hours"),
        (h, m) => format!(
            "{} {}",
            super::count(h, "hour", "hours"),
            super::count(m, "minute", "minutes")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_proxy_failure_says_what_to_change() {
        let proxy = "127.0.0.1:3128".to_owned();
        let failures = [
            NetworkFailure::ProxyRefused {
                proxy: proxy.clone(),
            },
            NetworkFailure::ProxyUnreachable {
                proxy: proxy.clone(),
                detail: "timed out".into(),
            },
            NetworkFailure::ProxyLoginNeeded {
                proxy: proxy.clone(),
            },
            NetworkFailure::ProxyLoginRefused {
                proxy: proxy.clone(),
            },
            NetworkFailure::ProxyWouldNotConnect {
                proxy: proxy.clone(),
                host: "api.example.com".into(),
            },
            NetworkFailure::SocksCouldNotReach {
                proxy: proxy.clone(),
                host: "x.invalid".into(),
                reason: "host unreachable".into(),
            },
            NetworkFailure::ProxyBroken {
                proxy: proxy.clone(),
                detail: "unexpected end of file".into(),
            },
        ];
        for failure in &failures {
            let words = network_failure(failure);
            assert!(words.contains(&proxy), "{words}");
            assert!(
                words.contains("Network settings") || words.contains("ask whoever runs"),
                "{words}"
            );
        }
        assert!(network_failure(&failures[0]).contains("refused the connection"));
        assert!(network_failure(&failures[2]).contains("407"));
    }

    #[test]
    fn outages_are_said_in_minutes_and_hours() {
        assert_eq!(outage_length(-5), "less than a minute");
        assert_eq!(outage_length(59_999), "less than a minute");
        assert_eq!(outage_length(60_000), "1 minute");
        assert_eq!(outage_length(3 * 60_000 + 10), "3 minutes");
        assert_eq!(outage_length(60 * 60_000), "1 hour");
        assert_eq!(outage_length(125 * 60_000), "2 hours 5 minutes");
    }
}
