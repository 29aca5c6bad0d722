//! `Trouble`: why something the history keeps went wrong (a submission, a status check, a batch
//! call, a download), recorded as data in the `error` columns and worded only when shown
//! ([`crate::wording::trouble`]).

use gendesk_api::ApiError;

use crate::download::DownloadError;

/// Why a task, batch or download the history keeps went wrong.
///
/// Recorded as JSON in the row's `error` column. Rows written before reasons were recorded hold
/// a sentence instead; they read back as [`Trouble::Words`], shown as they are.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trouble {
    /// GenDesk stopped before the service answered a submission: the task may exist (and be
    /// charged) all the same.
    Interrupted,
    /// The service refused a submission, or did not answer it.
    Submission(ApiError),
    /// A call about something already sent failed: a status check, or sending a batch.
    Call(ApiError),
    /// The service said a task succeeded, but its results could not be read (what was wrong).
    UnreadableResults(Vec<String>),
    /// A result download failed or was cancelled.
    Download(DownloadError),
    /// Words recorded before reasons were (older histories), kept and shown as they are.
    #[serde(skip)]
    Words(String),
}

impl Trouble {
    /// The text kept in an `error` column: JSON for a reason, the words themselves for
    /// [`Trouble::Words`].
    pub fn to_column(&self) -> String {
        match self {
            Self::Words(text) => text.clone(),
            // Every field serialises (strings, numbers, paths, OS error numbers), so this cannot
            // fail; the words fallback is only there so that nothing can panic.
            reason => serde_json::to_string(reason)
                .unwrap_or_else(|err| format!("(unrecordable reason: {err})")),
        }
    }

    /// Reads an `error` column: a recorded reason, or the words an older GenDesk stored.
    pub fn from_column(text: &str) -> Self {
        serde_json::from_str(text).unwrap_or_else(|_| Self::Words(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::time::Duration;

    use gendesk_api::{ApiKeyError, BaseUrlError};

    use super::*;
    use crate::io_cause::IoCause;

    fn round_trip(trouble: &Trouble) -> Trouble {
        Trouble::from_column(&trouble.to_column())
    }

    #[test]
    fn every_kind_of_reason_reads_back_as_it_was_recorded() {
        let reasons = [
            Trouble::Interrupted,
            Trouble::Submission(ApiError::OutcomeUnknown {
                timed_out: true,
                detail: "operation timed out".to_owned(),
            }),
            Trouble::Submission(ApiError::Http {
                status: 429,
                code: Some(429),
                message: Some("slow down".to_owned()),
                retry_after: Some(Duration::from_secs(7)),
            }),
            Trouble::Submission(ApiError::Key(ApiKeyError::Empty)),
            Trouble::Call(ApiError::BaseUrl(BaseUrlError::UnexpectedPart {
                input: "https://h/?q".to_owned(),
                part: "a query".into(),
            })),
            Trouble::Call(ApiError::NotSent {
                host: "api.example".to_owned(),
                detail: "dns error".to_owned(),
            }),
            Trouble::UnreadableResults(vec!["resultUrls is empty".to_owned()]),
            Trouble::Download(DownloadError::Expired),
            Trouble::Download(DownloadError::Io {
                path: PathBuf::from("/tmp/out/a.png"),
                source: IoCause::from(std::io::Error::from_raw_os_error(13)),
            }),
            Trouble::Words("HTTP 503".to_owned()),
        ];
        for reason in reasons {
            assert_eq!(round_trip(&reason), reason, "{}", reason.to_column());
        }
    }

    #[test]
    fn a_sentence_from_an_older_history_reads_as_words() {
        for old in [
            "GenDesk stopped before the service answered this submission, so it is not known whether the task was created (and charged).",
            "HTTP 503",
            "",
            "{ not json",
            "\"interrupted\" and more",
        ] {
            assert_eq!(Trouble::from_column(old), Trouble::Words(old.to_owned()));
        }
    }

    #[test]
    fn a_reason_is_recorded_as_json_not_as_a_sentence() {
        assert_eq!(Trouble::Interrupted.to_column(), "\"interrupted\"");
        assert_eq!(
            Trouble::Download(DownloadError::HttpStatus(500)).to_column(),
            r#"{"download":{"http_status":500}}"#
        );
    }
}
