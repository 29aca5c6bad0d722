//! The offline sandbox keeps a person's pictures itself: `POST /sandbox/uploads?name=…` with
//! the profile's demo key answers the address its tasks fetch (see `gendesk-sandbox`'s
//! `uploads.rs`). Nothing leaves this computer.

use std::time::Duration;

use gendesk_api::{ApiKey, BaseUrl};

use super::ReferenceError;
use super::hosting::{HostKind, HostedReference};
use super::picture::LocalPicture;

/// Longest an upload to the sandbox may take.
const UPLOAD_TIMEOUT: Duration = Duration::from_mins(1);

/// Hands `picture` to the sandbox at `base`; the address its tasks can fetch.
pub async fn upload(
    http: &reqwest::Client,
    base: &BaseUrl,
    key: &ApiKey,
    picture: &LocalPicture,
) -> Result<HostedReference, ReferenceError> {
    let mut url = base.beside_api(&["sandbox", "uploads"]);
    url.query_pairs_mut().append_pair("name", &picture.name);
    let response = http
        .post(url)
        .bearer_auth(key.expose())
        .header(reqwest::header::CONTENT_TYPE, picture.kind.mime())
        .timeout(UPLOAD_TIMEOUT)
        .body(picture.bytes.clone())
        .send()
        .await
        .map_err(|err| ReferenceError::Sandbox(gendesk_api::error_chain::innermost(&err, 2)))?;
    let status = response.status();
    let text = response
        .text()
        .await
        .map_err(|err| ReferenceError::Sandbox(err.to_string()))?;
    if !status.is_success() {
        return Err(ReferenceError::Sandbox(format!("HTTP {status}: {text}")));
    }
    let answer: serde_json::Value = serde_json::from_str(&text).map_err(|err| {
        ReferenceError::Sandbox(crate::t!(
            "problem-catalog-sandbox-unreadable-answer",
            cause = err.to_string()
        ))
    })?;
    let url = answer
        .get("url")
        .and_then(serde_json::Value::as_str)
        .ok_or_else(|| ReferenceError::Sandbox(crate::t!("problem-catalog-sandbox-no-url")))?;
    Ok(HostedReference {
        url: url.to_owned(),
        expires_at_ms: None,
        host: HostKind::Sandbox,
        object_key: None,
    })
}
