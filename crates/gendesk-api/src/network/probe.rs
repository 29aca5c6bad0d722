//! A raw `CONNECT` to an HTTP proxy, to learn the status it answers — what hyper-util's tunnel
//! reports only as "unsuccessful" — so *Test connection* can tell a refused login (401, 407)
//! from a forbidden host (403).

use std::time::Duration;

use base64::Engine as _;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::proxy::{CustomProxy, ProxyKind};

/// Longest wait for the proxy's answer.
const PROBE_TIMEOUT: Duration = Duration::from_secs(10);

/// The status a plain HTTP proxy answers to `CONNECT target` (`host:port`) with its login;
/// `None` for other kinds of proxy or when no status line came back.
pub async fn connect_status(proxy: &CustomProxy, target: &str) -> Option<u16> {
    if proxy.kind != ProxyKind::Http {
        return None;
    }
    let exchange = async {
        let mut stream = tokio::net::TcpStream::connect((proxy.host.as_str(), proxy.port))
            .await
            .ok()?;
        let mut request = format!("CONNECT {target} HTTP/1.1\r\nHost: {target}\r\n");
        if let Some(user) = proxy.user.as_deref().filter(|user| !user.is_empty()) {
            let password = proxy.password.as_ref().map_or("", |p| p.expose());
            let token =
                base64::engine::general_purpose::STANDARD.encode(format!("{user}:{password}"));
            request.push_str("Proxy-Authorization: Basic ");
            request.push_str(&token);
            request.push_str("\r\n");
        }
        request.push_str("\r\n");
        stream.write_all(request.as_bytes()).await.ok()?;
        let mut head = Vec::new();
        let mut byte = [0_u8; 1];
        while !head.ends_with(b"\r\n") && head.len() < 1024 {
            if stream.read(&mut byte).await.ok()? == 0 {
                break;
            }
            head.push(byte[0]);
        }
        let line = String::from_utf8_lossy(&head).into_owned();
        line.split_whitespace().nth(1)?.parse::<u16>().ok()
    };
    tokio::time::timeout(PROBE_TIMEOUT, exchange)
        .await
        .ok()
        .flatten()
}
