//! GenDesk behind real proxies started on loopback — Debian's tinyproxy (HTTP and `CONNECT`,
//! Basic login) and microsocks (SOCKS5 with a login): a sandbox task submitted, polled and its
//! result downloaded through each (proven by the proxy's own log), the words for a missing or
//! wrong password and for a stopped proxy, loopback bypassing the proxy, and an HTTPS server
//! behind a private certificate authority reached through `CONNECT`; a service behind a
//! private certificate authority (as a company's TLS inspection looks) refused with the
//! certificate named, and accepted once its authority is added.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_api::network::{CustomProxy, DEFAULT_BYPASS, ProxyChoice, ProxyKind, ProxyPassword};
use gendesk_api::testing::RealProxy;
use gendesk_api::{
    ApiError, ApiKey, BaseUrl, Client, ClientConfig, Network, NetworkFailure, Route,
};
use gendesk_core::download::{DownloadError, DownloadLimits, DownloadRequest, Downloader};
use gendesk_core::engine::{DownloadEvent, Engine, Event};
use gendesk_core::testing::{TlsFront, collect_until, config, image};
use gendesk_core::update::testing::FeedServer;
use gendesk_core::wording;
use gendesk_sandbox::DEMO_KEY;
use gendesk_sandbox::testing::start_sandbox;

const USER: &str = "alice";
const PASSWORD: &str = "s3cret-pw";

/// `kind` at `proxy`, with `password` (when given) for [`USER`], bypassing `bypass`.
fn through(proxy: &RealProxy, kind: ProxyKind, password: Option<&str>, bypass: &str) -> Network {
    let mut custom = CustomProxy::new(kind, "127.0.0.1", proxy.port());
    if let Some(password) = password {
        custom = custom.with_login(USER, Some(ProxyPassword::new(password)));
    }
    Network::new(ProxyChoice::Custom(custom), bypass).unwrap()
}

fn sandbox_client(base: &str, network: Network) -> Client {
    let config = ClientConfig {
        network,
        ..ClientConfig::default()
    };
    Client::with_config(
        BaseUrl::parse(base).unwrap(),
        ApiKey::new(DEMO_KEY).unwrap(),
        config,
    )
    .unwrap()
}

fn port_of(url: &str) -> u16 {
    url::Url::parse(url).unwrap().port().unwrap()
}

/// Submits a task through `network`, lets the engine poll it to the end and download its
/// result automatically; the folder, the file's path and the sandbox's port.
async fn submit_poll_and_download(
    network: Network,
) -> (tempfile::TempDir, std::path::PathBuf, u16) {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config(&sandbox, dir.path(), DEMO_KEY);
    config.client.network = network;
    let downloads = dir.path().join("downloads");
    config.auto_download = Some(downloads.clone());
    let engine = Engine::start(config, std::sync::Arc::new(|| {})).unwrap();
    engine.send(image("a lighthouse behind a proxy")).unwrap();
    let events = collect_until(&engine, |events| {
        events.iter().any(|event| {
            matches!(
                event,
                Event::Download(
                    DownloadEvent::DownloadFinished { .. } | DownloadEvent::DownloadFailed { .. }
                )
            )
        })
    })
    .await;
    engine.shutdown();
    let path = events
        .iter()
        .find_map(|event| match event {
            Event::Download(DownloadEvent::DownloadFinished { path, .. }) => Some(path.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no file: {events:#?}"));
    assert!(path.starts_with(&downloads));
    assert!(std::fs::metadata(&path).unwrap().len() > 0);
    (dir, path, port_of(sandbox.base_url()))
}

#[tokio::test(flavor = "multi_thread")]
async fn a_task_goes_through_tinyproxy_with_a_login_from_submission_to_file() {
    let proxy = RealProxy::tinyproxy(Some((USER, PASSWORD)));
    let (_dir, path, sandbox_port) =
        submit_poll_and_download(through(&proxy, ProxyKind::Http, Some(PASSWORD), "")).await;
    // Submission, at least one poll, the balance and the file: all in tinyproxy's own log.
    let seen = proxy.requests_to(sandbox_port);
    assert!(
        seen >= 3,
        "{seen} requests in the log:\n{}",
        proxy.log_text()
    );
    assert!(
        proxy.log_text().contains("generateTask"),
        "{}",
        proxy.log_text()
    );
    assert!(proxy.log_text().contains("/media/"), "{}", proxy.log_text());
    assert!(path.exists());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_task_goes_through_microsocks_with_a_login_from_submission_to_file() {
    let proxy = RealProxy::microsocks(Some((USER, PASSWORD)));
    let (_dir, path, sandbox_port) =
        submit_poll_and_download(through(&proxy, ProxyKind::Socks5, Some(PASSWORD), "")).await;
    let seen = proxy.requests_to(sandbox_port);
    assert!(seen >= 1, "microsocks's log:\n{}", proxy.log_text());
    assert!(path.exists());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_missing_or_wrong_password_is_said_as_the_proxys_and_nothing_reaches_the_service() {
    let sandbox = start_sandbox(1000.0).await;
    let tiny = RealProxy::tinyproxy(Some((USER, PASSWORD)));
    let socks = RealProxy::microsocks(Some((USER, PASSWORD)));
    let cases = [
        (
            through(&tiny, ProxyKind::Http, None, ""),
            "wants a user name and password",
        ),
        (
            through(&tiny, ProxyKind::Http, Some("wrong"), ""),
            "refused the user name or password",
        ),
        (
            through(&socks, ProxyKind::Socks5, Some("wrong"), ""),
            "refused the user name or password",
        ),
    ];
    for (network, words) in cases {
        let client = sandbox_client(sandbox.base_url(), network);
        let err = client.balance().await.unwrap_err();
        assert!(matches!(err, ApiError::Blocked { .. }), "{err:?}");
        assert!(err.is_not_sent());
        let said = wording::api_error(&err);
        assert!(said.contains(words), "{said}");
        assert!(said.contains("Network settings"), "{said}");
    }
    assert!(
        wording::api_error(
            &sandbox_client(
                sandbox.base_url(),
                through(&tiny, ProxyKind::Http, None, "")
            )
            .balance()
            .await
            .unwrap_err()
        )
        .contains("407")
    );
    assert_eq!(sandbox.counters().requests_to("getBalance"), 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stopped_proxy_is_the_proxy_refusing_not_a_network_error() {
    let sandbox = start_sandbox(1000.0).await;
    let proxies = [
        (RealProxy::tinyproxy(None), ProxyKind::Http),
        (RealProxy::microsocks(None), ProxyKind::Socks5),
    ];
    for (mut proxy, kind) in proxies {
        let network = through(&proxy, kind, None, "");
        proxy.stop();
        let client = sandbox_client(sandbox.base_url(), network);
        let err = client.balance().await.unwrap_err();
        let ApiError::Blocked { failure, route, .. } = &err else {
            panic!("{err:?}");
        };
        assert!(
            matches!(**failure, NetworkFailure::ProxyRefused { .. }),
            "{failure:?}"
        );
        assert_eq!(route.proxy_address(), Some(proxy.address().as_str()));
        assert!(wording::api_error(&err).contains("refused the connection"));
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn loopback_bypasses_the_proxy_by_default() {
    let sandbox = start_sandbox(1000.0).await;
    let proxy = RealProxy::tinyproxy(None);
    let network = through(&proxy, ProxyKind::Http, None, DEFAULT_BYPASS);
    let client = sandbox_client(sandbox.base_url(), network);
    assert_eq!(client.route(), Route::Direct { bypassed: true });
    client.balance().await.unwrap();
    assert_eq!(proxy.requests_to(port_of(sandbox.base_url())), 0);
    assert!(
        !proxy.log_text().contains("Request ("),
        "{}",
        proxy.log_text()
    );
    // The same proxy with nothing bypassed carries the same call.
    let all = sandbox_client(
        sandbox.base_url(),
        through(&proxy, ProxyKind::Http, None, ""),
    );
    assert!(
        all.route()
            .to_string()
            .starts_with("through HTTP proxy 127.0.0.1:")
    );
    all.balance().await.unwrap();
    assert_eq!(proxy.requests_to(port_of(sandbox.base_url())), 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_https_download_tunnels_through_tinyproxy_and_a_wrong_login_is_named() {
    let server = FeedServer::https().await;
    server.put("/result.bin", vec![7_u8; 300_000]);
    let ca = server.ca_pem().unwrap().as_bytes().to_vec();
    let proxy = RealProxy::tinyproxy(Some((USER, PASSWORD)));
    let dir = tempfile::tempdir().unwrap();
    let download = |network: Network, stem: &str| {
        let network = network.with_extra_roots_pem(&ca).unwrap();
        let downloader = Downloader::new(DownloadLimits::default(), &network).unwrap();
        let request = DownloadRequest {
            url: server.url("/result.bin"),
            target_dir: dir.path().to_owned(),
            file_stem: stem.to_owned(),
            resume_from_part: true,
        };
        async move {
            let (_keep, cancel) = tokio::sync::watch::channel(false);
            downloader.download(&request, &cancel, |_| {}).await
        }
    };
    let path = download(through(&proxy, ProxyKind::Http, Some(PASSWORD), ""), "good")
        .await
        .unwrap();
    assert_eq!(std::fs::read(path).unwrap().len(), 300_000);
    let port = port_of(&server.url("/"));
    assert!(
        proxy
            .log_text()
            .contains(&format!("CONNECT localhost:{port}")),
        "{}",
        proxy.log_text()
    );
    let wrong = download(through(&proxy, ProxyKind::Http, Some("wrong"), ""), "wrong")
        .await
        .unwrap_err();
    assert!(
        matches!(&wrong, DownloadError::Blocked(failure) if matches!(**failure, NetworkFailure::ProxyWouldNotConnect { .. })),
        "{wrong:?}"
    );
    let none = download(through(&proxy, ProxyKind::Http, None, ""), "none")
        .await
        .unwrap_err();
    assert!(wording::download_error(&none).contains("407"), "{none:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_service_behind_a_private_authority_is_refused_with_the_certificate_named_until_it_is_added()
 {
    let sandbox = start_sandbox(1000.0).await;
    let front = TlsFront::start(sandbox.base_url()).await;
    let refused = sandbox_client(front.base_url(), Network::direct())
        .balance()
        .await
        .unwrap_err();
    let ApiError::Blocked { failure, .. } = &refused else {
        panic!("{refused:?}");
    };
    let NetworkFailure::UntrustedCertificate(presented) = &**failure else {
        panic!("{failure:?}");
    };
    assert_eq!(presented.host, "localhost");
    assert_eq!(presented.subject, "CN=localhost");
    assert_eq!(presented.issuer, "CN=GenDesk test CA");
    let said = wording::api_error(&refused);
    for words in [
        "certificate is not trusted",
        "\u{201c}CN=localhost\u{201d}, issued by \u{201c}CN=GenDesk test CA\u{201d}",
        "extra certificate authority in the Network settings",
        "Nothing was sent",
    ] {
        assert!(said.contains(words), "{words:?} in {said}");
    }
    assert_eq!(sandbox.counters().requests_to("getBalance"), 0);

    let trusted = Network::direct()
        .with_extra_roots_pem(front.ca_pem().as_bytes())
        .unwrap();
    sandbox_client(front.base_url(), trusted)
        .balance()
        .await
        .unwrap();
    // Inspection and an authenticated proxy together: the CONNECT tunnel, then the same check.
    let proxy = RealProxy::tinyproxy(Some((USER, PASSWORD)));
    let both = through(&proxy, ProxyKind::Http, Some(PASSWORD), "")
        .with_extra_roots_pem(front.ca_pem().as_bytes())
        .unwrap();
    sandbox_client(front.base_url(), both)
        .balance()
        .await
        .unwrap();
    assert!(
        proxy.log_text().contains("CONNECT localhost:"),
        "{}",
        proxy.log_text()
    );
    assert_eq!(sandbox.counters().requests_to("getBalance"), 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_https_proxy_is_reached_over_tls_and_its_authority_must_be_trusted() {
    let sandbox = start_sandbox(1000.0).await;
    let proxy = RealProxy::tinyproxy(Some((USER, PASSWORD)));
    // Tinyproxy behind TLS: an HTTPS proxy with a certificate from a private authority.
    let tls_proxy = TlsFront::start(&format!("http://{}", proxy.address())).await;
    let port = port_of(tls_proxy.base_url());
    let https = |roots: Option<&str>| {
        let custom = CustomProxy::new(ProxyKind::Https, "localhost", port)
            .with_login(USER, Some(ProxyPassword::new(PASSWORD)));
        let network = Network::new(ProxyChoice::Custom(custom), "").unwrap();
        match roots {
            Some(pem) => network.with_extra_roots_pem(pem.as_bytes()).unwrap(),
            None => network,
        }
    };
    let client = sandbox_client(sandbox.base_url(), https(Some(tls_proxy.ca_pem())));
    assert_eq!(
        client.route().to_string(),
        format!("through HTTPS proxy localhost:{port}")
    );
    client.balance().await.unwrap();
    assert_eq!(proxy.requests_to(port_of(sandbox.base_url())), 1);
    let refused = sandbox_client(sandbox.base_url(), https(None))
        .balance()
        .await
        .unwrap_err();
    assert!(
        wording::api_error(&refused).contains("certificate is not trusted"),
        "{refused:?}"
    );
    assert_eq!(sandbox.counters().requests_to("getBalance"), 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn test_connection_names_the_route_and_what_failed() {
    use gendesk_core::network_check::{Verdict, check_connection};
    let sandbox = start_sandbox(1000.0).await;
    let service = || {
        Some((
            BaseUrl::parse(sandbox.base_url()).unwrap(),
            ApiKey::new(DEMO_KEY).unwrap(),
        ))
    };
    let files = FeedServer::https().await;
    files.put("/result.png", vec![1_u8; 100]);
    let result = files.url("/result.png");
    let ca = files.ca_pem().unwrap().as_bytes().to_vec();
    let with_ca = |network: Network| network.with_extra_roots_pem(&ca).unwrap();
    let proxy = RealProxy::tinyproxy(Some((USER, PASSWORD)));

    let good = with_ca(through(&proxy, ProxyKind::Http, Some(PASSWORD), ""));
    let checks = check_connection(&good, service(), Some(&result)).await;
    assert_eq!(checks.len(), 2);
    for check in &checks {
        assert!(matches!(check.verdict, Verdict::Reached(_)), "{check:?}");
        assert_eq!(
            check.route.to_string(),
            format!("through HTTP proxy {}", proxy.address())
        );
    }
    assert!(checks[0].target.starts_with("The service (127.0.0.1"));
    assert!(matches!(&checks[0].verdict, Verdict::Reached(said) if said.contains("$25.00")));

    // A wrong password over CONNECT: asked again by hand, it is the login, not "unsuccessful".
    let wrong = with_ca(through(&proxy, ProxyKind::Http, Some("wrong"), ""));
    let checks = check_connection(&wrong, service(), Some(&result)).await;
    for check in &checks {
        assert!(
            matches!(&check.verdict, Verdict::Failed(said) if said.contains("refused the user name or password")),
            "{check:?}"
        );
    }
    // A proxy that only tunnels to port 443 forbids the result host's port.
    let strict = RealProxy::tinyproxy_with(Some((USER, PASSWORD)), "ConnectPort 443\n");
    let checks = check_connection(
        &with_ca(through(&strict, ProxyKind::Http, Some(PASSWORD), "")),
        None,
        Some(&result),
    )
    .await;
    assert!(
        matches!(&checks[0].verdict, Verdict::Failed(said) if said.contains("does not allow connections to localhost")),
        "{checks:?}"
    );
    // DNS through SOCKS: the proxy cannot resolve the name.
    let socks = RealProxy::microsocks(None);
    let checks = check_connection(
        &through(&socks, ProxyKind::Socks5, None, ""),
        None,
        Some("https://no-such-host.invalid/result.png"),
    )
    .await;
    assert!(
        matches!(&checks[0].verdict, Verdict::Failed(said) if said.contains("could not reach no-such-host.invalid")),
        "{checks:?}"
    );
    // A stopped proxy, and no result yet.
    let mut gone = RealProxy::tinyproxy(None);
    let network = through(&gone, ProxyKind::Http, None, "");
    gone.stop();
    let checks = check_connection(&network, service(), None).await;
    assert!(
        matches!(&checks[0].verdict, Verdict::Failed(said) if said.contains("refused the connection")),
        "{checks:?}"
    );
    assert!(matches!(&checks[1].verdict, Verdict::Skipped(said) if said.contains("No result yet")));
}
