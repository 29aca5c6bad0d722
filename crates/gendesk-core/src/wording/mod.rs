//! Sentences for people made from GenDesk's structured reasons, in one place for the window,
//! the activity log (`activity_log`), desktop notifications (`notification`) and the headless
//! printer. Lower layers and the engine return data (`ApiError`, `DownloadError`, `EndReason`,
//! `Doing`/`Problem`, `ReceiverFailure`, the history's `Trouble`); only this module turns it into words.

pub mod activity_log;
mod api_error;
mod download_error;
mod engine_error;
mod fail_code;
mod network;
pub mod notification;
mod plural;
mod provenance;
mod receiver;
mod spending;
mod trouble;

pub use api_error::{api_error, submission_error};
pub use download_error::download_error;
pub use engine_error::{doing, problem};
pub use fail_code::fail_code_hint;
pub use network::{network_failure, outage_length};
pub use plural::count;
pub use provenance::record_lines;
pub use receiver::receiver_failure;
pub use spending::over_limit;
pub use trouble::trouble;

use gendesk_api::FailCode;

use crate::store::EndReason;

/// What to do about a failed task: its fail code's advice, else why GenDesk ended it, else
/// the general advice.
pub fn failure_hint(code: Option<&FailCode>, reason: Option<EndReason>) -> &'static str {
    match (code, reason) {
        (Some(code), _) => fail_code_hint(code),
        (None, Some(reason)) => end_reason_hint(reason),
        (None, None) => {
            "The service gave no failure code. Check the prompt and settings, then submit again."
        }
    }
}

/// Why GenDesk itself ended a task, for people.
pub fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::SandboxForgot => {
            "The offline sandbox no longer knows this task (its saved world was lost or set aside while the task was still running), so it can never finish. Submit it again: sandbox tasks cost nothing."
        }
    }
}

/// What to do about a task GenDesk ended for `reason`.
pub fn end_reason_hint(reason: EndReason) -> &'static str {
    match reason {
        EndReason::SandboxForgot => {
            "Use \u{201c}Reuse settings\u{201d} in the task's detail to submit it again."
        }
    }
}
