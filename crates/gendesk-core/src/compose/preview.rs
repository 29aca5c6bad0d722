//! What the request will look like: the pretty JSON body and a copy-able curl command for the
//! same endpoint the client calls, with the API key always masked.

use gendesk_api::{BaseUrl, SubmitTaskRequest};

/// The request shown before sending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestPreview {
    /// `{base}/api/v1/generateTask/{model}`, the model ID percent-encoded as one segment.
    pub url: String,
    /// The body, pretty-printed.
    pub json_pretty: String,
    /// A POSIX-shell `curl` command sending the body (compact JSON), key shown as `***`.
    pub curl: String,
}

/// The preview of `request` for `model_id` on the service at `base_url` (normalized as the
/// client does; an address it would refuse is still shown, joined as typed).
pub fn request_preview(
    base_url: &str,
    model_id: &str,
    request: &SubmitTaskRequest,
) -> RequestPreview {
    let url = submit_url(base_url, model_id);
    let json_pretty = serde_json::to_string_pretty(request)
        .unwrap_or_else(|err| format!("(the request cannot be shown: {err})"));
    let compact = serde_json::to_string(request).unwrap_or_default();
    let curl = format!(
        "curl -X POST {} -H {} -H {} -d {}",
        shell_quote(&url),
        shell_quote("Authorization: Bearer ***"),
        shell_quote("Content-Type: application/json"),
        shell_quote(&compact)
    );
    RequestPreview {
        url,
        json_pretty,
        curl,
    }
}

/// `text` as one POSIX-shell word: inside single quotes, each `'` written as `'\''`.
pub fn shell_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// The submission endpoint, built exactly like `Client::submit_task` does.
fn submit_url(base_url: &str, model_id: &str) -> String {
    if let Ok(base) = BaseUrl::parse(base_url) {
        return base.endpoint(&["generateTask", model_id]).to_string();
    }
    let trimmed = base_url.trim().trim_end_matches('/');
    let root = trimmed.strip_suffix("/api/v1").unwrap_or(trimmed);
    format!("{root}/api/v1/generateTask/{}", encode_segment(model_id))
}

/// Percent-encodes one path segment the way the URL builder does.
fn encode_segment(segment: &str) -> String {
    let Ok(mut url) = url::Url::parse("http://segment.invalid/") else {
        return segment.to_owned();
    };
    if let Ok(mut path) = url.path_segments_mut() {
        path.clear().push(segment);
    }
    url.path().trim_start_matches('/').to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_single_quotes() {
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
        assert_eq!(shell_quote(""), "''");
    }

    #[test]
    fn matches_the_client_endpoint() {
        assert_eq!(
            submit_url("https://h.example/api/v1/", "sandbox/image-pro"),
            "https://h.example/api/v1/generateTask/sandbox%2Fimage-pro"
        );
        assert_eq!(
            submit_url("not a url/", "a b"),
            "not a url/api/v1/generateTask/a%20b"
        );
    }
}
