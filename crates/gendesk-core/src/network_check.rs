//! *Test connection* (Settings → Network): the profile's service (a balance call) and a result
//! host reached the way the network settings say, each with the route taken, how long it took
//! and, when it failed, what failed in words — a proxy that refused the connection, wants a
//! password or refused it, a forbidden host, DNS through SOCKS, a certificate that is not
//! trusted, a time-out.

use std::time::{Duration, Instant};

use gendesk_api::network::{CustomProxy, NetworkFailure, ProxyChoice, connect_status};
use gendesk_api::{ApiError, ApiKey, BaseUrl, Client, ClientConfig, Network, RetryPolicy, Route};

use crate::download::{parse_result_url, result_http_client};
use crate::money::format_usd;
use crate::t;
use crate::wording;

/// Longest wait for each check.
const CHECK_TIMEOUT: Duration = Duration::from_secs(15);

/// How one check went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Reached; what came back.
    Reached(String),
    /// Not reached; why, and what to change.
    Failed(String),
    /// Not tried; why.
    Skipped(String),
}

/// One thing reached (or not).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectionCheck {
    /// What was tried, e.g. "The service (api.example.com)".
    pub target: String,
    /// The way it went.
    pub route: Route,
    /// How long it took.
    pub elapsed: Duration,
    /// How it went.
    pub verdict: Verdict,
}

/// Checks `service` (its balance, with `key`) and `result_url` (a result file's host; `None`
/// when there is no result yet) through `network`.
pub async fn check_connection(
    network: &Network,
    service: Option<(BaseUrl, ApiKey)>,
    result_url: Option<&str>,
) -> Vec<ConnectionCheck> {
    let mut checks = Vec::new();
    if let Some((base, key)) = service {
        checks.push(check_service(network, base, key).await);
    }
    checks.push(match result_url {
        Some(url) => check_result_host(network, url).await,
        None => ConnectionCheck {
            target: t!("core-check-result-host"),
            route: Route::Direct { bypassed: false },
            elapsed: Duration::ZERO,
            verdict: Verdict::Skipped(t!("core-check-no-result-yet")),
        },
    });
    checks
}

async fn check_service(network: &Network, base: BaseUrl, key: ApiKey) -> ConnectionCheck {
    let target = t!("core-check-service", host = base.host().to_string());
    let config = ClientConfig {
        network: network.clone(),
        connect_timeout: CHECK_TIMEOUT,
        request_timeout: CHECK_TIMEOUT,
        // One attempt: the person waits for the verdict.
        retry: RetryPolicy {
            max_transient_retries: 0,
            max_rate_limit_retries: 0,
            ..RetryPolicy::default()
        },
        ..ClientConfig::default()
    };
    let started = Instant::now();
    let client = match Client::with_config(base, key, config) {
        Ok(client) => client,
        Err(err) => {
            return ConnectionCheck {
                target,
                route: Route::Direct { bypassed: false },
                elapsed: Duration::ZERO,
                verdict: Verdict::Failed(wording::api_error(&err)),
            };
        }
    };
    let route = client.route();
    let verdict = match client.balance().await {
        Ok(balance) => Verdict::Reached(t!(
            "core-check-service-answered",
            balance = format_usd(balance)
        )),
        Err(ApiError::Blocked { host, failure, .. }) => {
            let failure = refine(network, *failure, &host, 443).await;
            Verdict::Failed(wording::network_failure(&failure))
        }
        Err(err) if err.status().is_some() => Verdict::Reached(t!(
            "core-check-service-refused",
            reason = wording::api_error(&err)
        )),
        Err(err) => Verdict::Failed(wording::api_error(&err)),
    };
    ConnectionCheck {
        target,
        route,
        elapsed: started.elapsed(),
        verdict,
    }
}

async fn check_result_host(network: &Network, raw: &str) -> ConnectionCheck {
    let Ok(url) = parse_result_url(raw) else {
        return ConnectionCheck {
            target: t!("core-check-result-host"),
            route: Route::Direct { bypassed: false },
            elapsed: Duration::ZERO,
            verdict: Verdict::Skipped(t!("core-check-result-link-not-web")),
        };
    };
    let host = url.host_str().unwrap_or_default().to_owned();
    let target = t!("core-check-result-host-named", host = host.as_str());
    let route = network.route(&url);
    let started = Instant::now();
    let client = match result_http_client(network, CHECK_TIMEOUT) {
        Ok(client) => client,
        Err(err) => {
            return ConnectionCheck {
                target,
                route,
                elapsed: Duration::ZERO,
                verdict: Verdict::Failed(gendesk_api::error_chain::full(&err)),
            };
        }
    };
    let sent = client
        .get(url.clone())
        .header(reqwest::header::RANGE, "bytes=0-0")
        .timeout(CHECK_TIMEOUT)
        .send()
        .await;
    let verdict = match sent {
        Ok(response) => {
            let status = response.status().as_u16();
            match network.answer_failure(&url, status, response.headers()) {
                Some(failure) => Verdict::Failed(wording::network_failure(&failure)),
                None => Verdict::Reached(match status {
                    200..=299 => t!("core-check-host-answered-file"),
                    403 | 404 | 410 => {
                        t!(
                            "core-check-host-answered-expired",
                            status = status.to_string()
                        )
                    }
                    other => t!("core-check-host-answered", status = other.to_string()),
                }),
            }
        }
        Err(err) if err.is_timeout() => {
            let (way, kind, address) = way(&route);
            Verdict::Failed(t!(
                "core-check-host-timed-out",
                seconds = CHECK_TIMEOUT.as_secs(),
                route = way,
                kind = kind,
                address = address
            ))
        }
        Err(err) => {
            if let Some((_, failure)) = network.failure(&err) {
                let port = url.port_or_known_default().unwrap_or(443);
                let failure = refine(network, failure, &host, port).await;
                Verdict::Failed(wording::network_failure(&failure))
            } else {
                let (way, kind, address) = way(&route);
                Verdict::Failed(t!(
                    "core-check-host-unreachable",
                    route = way,
                    kind = kind,
                    address = address,
                    reason = gendesk_api::error_chain::innermost(&err, 2)
                ))
            }
        }
    };
    ConnectionCheck {
        target,
        route,
        elapsed: started.elapsed(),
        verdict,
    }
}

/// The way taken, for the messages' selectors (`direct`, `bypassed`, `proxy`, `system-proxy`),
/// with the proxy's kind ("HTTP", "SOCKS5", …) and address (empty when direct).
fn way(route: &Route) -> (&'static str, String, String) {
    match route {
        Route::Direct { bypassed: false } => ("direct", String::new(), String::new()),
        Route::Direct { bypassed: true } => ("bypassed", String::new(), String::new()),
        Route::Proxy {
            scheme,
            address,
            from_system,
        } => {
            let kind = match scheme.as_str() {
                "http" => "HTTP".to_owned(),
                "https" => "HTTPS".to_owned(),
                "socks5" | "socks5h" => "SOCKS5".to_owned(),
                "socks4" | "socks4a" => "SOCKS4".to_owned(),
                other => other.to_owned(),
            };
            let way = if *from_system {
                "system-proxy"
            } else {
                "proxy"
            };
            (way, kind, address.clone())
        }
    }
}

/// A tunnel the proxy would not open, asked again by hand to learn why: a refused login (401,
/// 407) or a forbidden host (403).
async fn refine(
    network: &Network,
    failure: NetworkFailure,
    host: &str,
    port: u16,
) -> NetworkFailure {
    let NetworkFailure::ProxyWouldNotConnect {
        proxy,
        host: target,
    } = &failure
    else {
        return failure;
    };
    let ProxyChoice::Custom(custom) = network.proxy() else {
        return failure;
    };
    match asked(custom, host, port).await {
        Some(401 | 407) => NetworkFailure::ProxyLoginRefused {
            proxy: proxy.clone(),
        },
        Some(403) => NetworkFailure::ProxyForbids {
            proxy: proxy.clone(),
            host: target.clone(),
        },
        _ => failure,
    }
}

async fn asked(proxy: &CustomProxy, host: &str, port: u16) -> Option<u16> {
    let target = if host.contains(':') {
        format!("[{host}]:{port}")
    } else {
        format!("{host}:{port}")
    };
    connect_status(proxy, &target).await
}
