//! Sentences for what blocks the way to a host ([`NetworkFailure`]): what the proxy did, or
//! which certificate was refused, and what to change in the Network settings (or `--proxy` for
//! the `gendesk` commands).

use gendesk_api::NetworkFailure;

use crate::t;

/// The sentence a person sees when the proxy on the way failed.
pub fn network_failure(failure: &NetworkFailure) -> String {
    match failure {
        NetworkFailure::ProxyRefused { proxy } => {
            t!("core-net-proxy-refused", proxy = proxy.as_str())
        }
        NetworkFailure::ProxyUnreachable { proxy, detail } => t!(
            "core-net-proxy-unreachable",
            proxy = proxy.as_str(),
            detail = detail.as_str()
        ),
        NetworkFailure::ProxyLoginNeeded { proxy } => {
            t!("core-net-proxy-login-needed", proxy = proxy.as_str())
        }
        NetworkFailure::ProxyLoginRefused { proxy } => {
            t!("core-net-proxy-login-refused", proxy = proxy.as_str())
        }
        NetworkFailure::ProxyWouldNotConnect { proxy, host } => t!(
            "core-net-proxy-would-not-connect",
            proxy = proxy.as_str(),
            host = host.as_str()
        ),
        NetworkFailure::ProxyForbids { proxy, host } => t!(
            "core-net-proxy-forbids",
            proxy = proxy.as_str(),
            host = host.as_str()
        ),
        NetworkFailure::SocksCouldNotReach {
            proxy,
            host,
            reason,
        } => t!(
            "core-net-socks-could-not-reach",
            proxy = proxy.as_str(),
            host = host.as_str(),
            reason = reason.as_str()
        ),
        NetworkFailure::UntrustedCertificate(presented) => t!(
            "core-net-untrusted-certificate",
            host = presented.host.as_str(),
            problem = presented.problem.as_str(),
            subject = presented.subject.as_str(),
            issuer = presented.issuer.as_str()
        ),
        NetworkFailure::ProxyBroken { proxy, detail } => t!(
            "core-net-proxy-broken",
            proxy = proxy.as_str(),
            detail = detail.as_str()
        ),
    }
}

/// How long an outage lasted, in words: "less than a minute", "3 minutes", "2 hours 5 minutes".
pub fn outage_length(ms: i64) -> String {
    let minutes = ms.max(0) / 60_000;
    let (hours, minutes) = (minutes / 60, minutes % 60);
    match (hours, minutes) {
        (0, 0) => t!("core-outage-under-a-minute"),
        (0, m) => t!("core-outage-minutes", count = m),
        (h, 0) => t!("core-outage-hours", count = h),
        (h, m) => t!("core-outage-hours-minutes", hours = h, minutes = m),
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
