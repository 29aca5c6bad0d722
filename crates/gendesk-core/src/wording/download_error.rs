//! Sentences for failed result downloads ([`DownloadError`]): what happened and what to do.

use crate::byte_size;
use crate::download::DownloadError;
use crate::t;

/// The sentence a person sees for a failed download: what happened and what to do.
pub fn download_error(err: &DownloadError) -> String {
    match err {
        DownloadError::NotHttp(scheme) => t!("core-download-not-http", scheme = scheme.as_str()),
        DownloadError::InvalidUrl(why) => t!("core-download-invalid-url", reason = why.as_str()),
        DownloadError::Expired => t!("core-download-expired"),
        DownloadError::HttpStatus(code) => {
            t!("core-download-http-status", code = code.to_string())
        }
        DownloadError::TooLarge { limit } => {
            t!("core-download-too-large", limit = byte_size::exact(*limit))
        }
        DownloadError::NoSpace { path } => {
            t!("core-download-no-space", path = path.display().to_string())
        }
        DownloadError::Io { path, source } => t!(
            "core-download-io",
            path = path.display().to_string(),
            reason = source.to_string()
        ),
        DownloadError::LocalGone => t!("core-download-local-gone"),
        DownloadError::Blocked(failure) => t!(
            "core-download-blocked",
            failure = super::network_failure(failure)
        ),
        DownloadError::Network(why) => t!("core-download-network", reason = why.as_str()),
        DownloadError::Cancelled => t!("core-download-cancelled"),
        DownloadError::Setup(why) => t!("core-download-setup", reason = why.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn download_failures_say_what_to_do() {
        assert!(download_error(&DownloadError::Expired).contains("24 hours"));
        assert!(download_error(&DownloadError::TooLarge { limit: 4 << 30 }).contains("4 GiB"));
        assert!(
            download_error(&DownloadError::Network("reset".into()))
                .contains("continues where it stopped")
        );
    }
}
