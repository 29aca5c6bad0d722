//! Sentences for failed result downloads ([`DownloadError`]): what happened and what to do.

use crate::byte_size;
use crate::download::DownloadError;

/// The sentence a person sees for a failed download: what happened and what to do.
pub fn download_error(err: &DownloadError) -> String {
    match err {
        DownloadError::NotHttp(scheme) => format!(
            "This result link is not a web address (it uses \"{scheme}\"), so it was not \
             downloaded. Only http and https links are downloaded."
        ),
        DownloadError::InvalidUrl(why) => format!(
            "This result link cannot be downloaded ({why}). Check the task's result or \
             generate it again."
        ),
        DownloadError::Expired => {
            "The result link has expired: result files can be downloaded for \
             24 hours after they are issued. Generate the result again to get a new link."
                .to_owned()
        }
        DownloadError::HttpStatus(code) => format!(
            "The server refused the download (HTTP {code}). Try again later; if it keeps \
             failing, generate the result again."
        ),
        DownloadError::TooLarge { limit } => format!(
            "The file is larger than the download limit of {}, so it was not downloaded. \
             To download it, raise \u{201c}Largest download\u{201d} in Settings, then \
             download again.",
            byte_size::exact(*limit)
        ),
        DownloadError::NoSpace { path } => format!(
            "The disk is full while saving {}. Free some space and download again; the \
             download continues where it stopped.",
            path.display()
        ),
        DownloadError::Io { path, source } => format!(
            "The file could not be saved to {} ({source}). Check that the folder exists \
             and is writable, or choose another download folder.",
            path.display()
        ),
        DownloadError::LocalGone => {
            "This result's link is no longer available: nothing answers at its address on this \
             computer (the offline sandbox that made it now runs at another address). A \
             downloaded copy is kept; generate the result again for a new link."
                .to_owned()
        }
        DownloadError::Blocked(failure) => format!(
            "{} The download continues where it stopped when you download again.",
            super::network_failure(failure)
        ),
        DownloadError::Network(why) => format!(
            "The download failed because of a network problem ({why}). Check the connection \
             and download again; it continues where it stopped."
        ),
        DownloadError::Cancelled => {
            "The download was cancelled. Download again to continue where it \
             stopped."
                .to_owned()
        }
        DownloadError::Setup(why) => format!(
            "The downloader could not start ({why}). Restart the app; if it keeps \
             happening, report it."
        ),
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
