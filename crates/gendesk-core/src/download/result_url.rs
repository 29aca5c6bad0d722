//! Result URLs: which are accepted, and the HTTP client that fetches them (never an
//! `Authorization` header, redirects only to plain http/https URLs).

use std::time::Duration;

use gendesk_api::Network;
use url::Url;

use super::{DownloadError, MAX_REDIRECTS};

/// The HTTP client for result URLs (downloads, previews): no default headers (so never an
/// `Authorization` header), no `Referer` on redirects, and at most 10 redirects, all to
/// `http`/`https` URLs without credentials; through the proxy `network` says.
pub fn result_http_client(
    network: &Network,
    connect_timeout: Duration,
) -> reqwest::Result<reqwest::Client> {
    result_http_client_builder(network, connect_timeout).build()
}

/// [`result_http_client`]'s builder, for a caller that adds to it (the updater trusts extra
/// roots in tests).
pub fn result_http_client_builder(
    network: &Network,
    connect_timeout: Duration,
) -> reqwest::ClientBuilder {
    let redirects = reqwest::redirect::Policy::custom(|attempt| {
        if attempt.previous().len() >= MAX_REDIRECTS {
            attempt.error(crate::t!(
                "problem-download-too-many-redirects",
                max = MAX_REDIRECTS
            ))
        } else if !is_http(attempt.url()) {
            let scheme = attempt.url().scheme().to_owned();
            attempt.error(crate::t!(
                "problem-download-redirect-not-http",
                scheme = scheme
            ))
        } else if has_credentials(attempt.url()) {
            attempt.error(crate::t!("problem-download-redirect-credentials"))
        } else {
            attempt.follow()
        }
    });
    network
        .client_builder()
        .connect_timeout(connect_timeout)
        .redirect(redirects)
        .referer(false)
        .user_agent("GenDesk")
}

pub(super) fn is_http(url: &Url) -> bool {
    matches!(url.scheme(), "http" | "https")
}

pub(super) fn has_credentials(url: &Url) -> bool {
    !url.username().is_empty() || url.password().is_some()
}

/// Accepts only absolute `http`/`https` URLs with a host and without credentials.
pub fn parse_result_url(raw: &str) -> Result<Url, DownloadError> {
    let raw = raw.trim();
    let url = Url::parse(raw).map_err(|err| {
        // `javascript:alert(1)` and friends parse; only hopeless strings end here.
        DownloadError::InvalidUrl(format!("{err}"))
    })?;
    if !is_http(&url) {
        return Err(DownloadError::NotHttp(url.scheme().to_owned()));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(DownloadError::InvalidUrl(crate::t!(
            "problem-download-no-host"
        )));
    }
    if has_credentials(&url) {
        return Err(DownloadError::InvalidUrl(crate::t!(
            "problem-download-credentials"
        )));
    }
    Ok(url)
}
