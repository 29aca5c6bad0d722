//! The sentence for a [`Trouble`] the history keeps (a failed submission, status check, batch
//! call or download), shown in the task detail, Compare, Batches and notifications.

use std::borrow::Cow;

use crate::t;
use crate::trouble::Trouble;

use super::engine_error::unreadable_results;
use super::{api_error, download_error, submission_error};

/// The sentence a person sees for what went wrong; words from an older history as they are.
pub fn trouble(trouble: &Trouble) -> Cow<'_, str> {
    match trouble {
        Trouble::Interrupted => Cow::Owned(t!("core-trouble-interrupted")),
        Trouble::Submission(err) => Cow::Owned(submission_error(err)),
        Trouble::Call(err) => Cow::Owned(api_error(err)),
        Trouble::UnreadableResults(details) => Cow::Owned(unreadable_results(details)),
        Trouble::Download(err) => Cow::Owned(download_error(err)),
        Trouble::Words(text) => Cow::Borrowed(text),
    }
}

#[cfg(test)]
mod tests {
    use gendesk_api::ApiError;

    use super::*;
    use crate::download::DownloadError;

    #[test]
    fn each_reason_is_worded_by_its_own_sentence_maker() {
        let lost = ApiError::OutcomeUnknown {
            timed_out: false,
            detail: "reset".to_owned(),
        };
        let refused = ApiError::Http {
            status: 402,
            code: Some(402),
            message: Some("Insufficient balance".to_owned()),
            retry_after: None,
        };
        assert!(trouble(&Trouble::Interrupted).contains("charged"));
        assert_eq!(
            trouble(&Trouble::Submission(lost.clone())),
            submission_error(&lost)
        );
        assert_eq!(
            trouble(&Trouble::Call(refused.clone())),
            api_error(&refused)
        );
        assert_eq!(
            trouble(&Trouble::Download(DownloadError::Expired)),
            download_error(&DownloadError::Expired)
        );
        assert_eq!(trouble(&Trouble::Words("HTTP 503".to_owned())), "HTTP 503");
    }
}
