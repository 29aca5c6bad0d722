//! Fetching a result file into memory for a preview: only `http`/`https` URLs, with the
//! key-free result client, a size cap and a clear word when the link has expired.

use std::time::Duration;

use crate::download::{parse_result_url, result_http_client};
use gendesk_api::error_chain;

/// Why a preview could not be fetched.
#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    /// Not an `http`/`https` URL (or otherwise unusable).
    #[error("{}", crate::t!("err-fetch-bad-url", reason = .0.clone()))]
    BadUrl(String),
    /// The server refused: result links stop working 24 hours after the task finished.
    #[error("{}", crate::t!("err-fetch-gone", status = .0.to_string()))]
    Gone(u16),
    /// Another HTTP error.
    #[error("{}", crate::t!("err-fetch-status", status = .0.to_string()))]
    Status(u16),
    /// Larger than a preview may be.
    #[error("{}", crate::t!("err-fetch-too-large", mib = (.0 / 1024 / 1024).to_string()))]
    TooLarge(u64),
    /// The connection failed.
    #[error("{}", crate::t!("err-fetch-network", reason = .0.clone()))]
    Network(String),
    /// Nothing answers at a result address on this computer: the offline sandbox that made it
    /// belonged to an earlier session.
    #[error("{}", crate::t!("err-fetch-local-gone"))]
    LocalGone,
}

/// Fetches `url` into memory, refusing more than `max_bytes`.
pub async fn fetch_bytes(
    client: &reqwest::Client,
    url: &str,
    max_bytes: u64,
) -> Result<Vec<u8>, FetchError> {
    let url = parse_result_url(url)
        .map_err(|err| FetchError::BadUrl(crate::wording::download_error(&err)))?;
    let loopback = url
        .host_str()
        .is_some_and(gendesk_api::base_url::is_loopback_host);
    let mut response = client.get(url).send().await.map_err(|err| {
        if loopback && err.is_connect() {
            FetchError::LocalGone
        } else {
            FetchError::Network(error_chain::without_url(&err, "the result URL"))
        }
    })?;
    let status = response.status().as_u16();
    if matches!(status, 403 | 404 | 410) {
        return Err(FetchError::Gone(status));
    }
    if !response.status().is_success() {
        return Err(FetchError::Status(status));
    }
    if response.content_length().is_some_and(|len| len > max_bytes) {
        return Err(FetchError::TooLarge(max_bytes));
    }
    let mut bytes = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|err| FetchError::Network(error_chain::without_url(&err, "the result URL")))?
    {
        if u64::try_from(bytes.len() + chunk.len()).unwrap_or(u64::MAX) > max_bytes {
            return Err(FetchError::TooLarge(max_bytes));
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(bytes)
}

/// A client for previews (no key; 10 s to connect), through the proxy `network` says.
pub fn preview_client(network: &gendesk_api::Network) -> Result<reqwest::Client, FetchError> {
    result_http_client(network, Duration::from_secs(10))
        .map_err(|err| FetchError::Network(error_chain::without_url(&err, "the result URL")))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[tokio::test]
    async fn a_dead_address_on_this_computer_says_the_sandbox_session_ended() {
        // A port that was free a moment ago: nothing listens there now.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let client = preview_client(&gendesk_api::Network::direct()).unwrap();
        let err = fetch_bytes(
            &client,
            &format!("http://127.0.0.1:{port}/media/x.mp4"),
            1024,
        )
        .await
        .unwrap_err();
        assert!(matches!(err, FetchError::LocalGone), "{err:?}");
        assert!(err.to_string().contains("downloaded copy"), "{err}");
    }
}
