//! Sentences for people made from GenDesk's structured reasons, in one place for the window,
//! the activity log (`activity_log`), desktop notifications (`notification`) and the headless
//! printer. Lower layers and the engine return data (`ApiError`, `DownloadError`, `EndReason`,
//! `Doing`/`Problem`, `ReceiverFailure`, the history's `Trouble`, `gendesk-video`'s `VideoError`
//! and `FileKind`); only this module turns it into words.

pub mod activity_log;
mod api_error;
mod download_error;
mod engine_error;
mod fail_code;
mod network;
pub mod notification;
mod provenance;
mod receiver;
mod spending;
mod trouble;
mod video;

pub use api_error::{api_error, submission_error};
pub use download_error::download_error;
pub use engine_error::{doing, problem};
pub use fail_code::{fail_category, fail_code_hint, fail_code_meaning};
pub use network::{network_failure, outage_length};
pub use provenance::record_lines;
pub use receiver::receiver_failure;
pub use spending::over_limit;
pub use trouble::trouble;
pub use video::{file_kind, video_error};

use std::collections::BTreeSet;
use std::sync::{Mutex, PoisonError};

use gendesk_api::FailCode;

use crate::store::EndReason;
use crate::t;

/// What to do about a failed task: its fail code's advice, else why GenDesk ended it, else
/// the general advice.
pub fn failure_hint(code: Option<&FailCode>, reason: Option<EndReason>) -> &'static str {
    match (code, reason) {
        (Some(code), _) => fail_code_hint(code),
        (None, Some(reason)) => end_reason_hint(reason),
        (None, None) => kept(t!("core-failure-no-code")),
    }
}

/// Why GenDesk itself ended a task, for people.
pub fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::SandboxForgot => kept(t!("core-end-sandbox-forgot")),
    }
}

/// What to do about a task GenDesk ended for `reason`.
pub fn end_reason_hint(reason: EndReason) -> &'static str {
    match reason {
        EndReason::SandboxForgot => kept(t!("core-end-sandbox-forgot-hint")),
    }
}

/// `text` for as long as the program runs: the sentences of the functions that give
/// `&'static str` are made once per language and kept (a few hundred at most).
fn kept(text: String) -> &'static str {
    static KEPT: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(known) = kept.get(text.as_str()) {
        return known;
    }
    let text: &'static str = Box::leak(text.into_boxed_str());
    kept.insert(text);
    text
}

/// What `make` words, in English whatever the language in force: for what is kept as data
/// (the activity log in the history). Made on a thread of its own when another language is
/// in force, so this thread's language is left as it was.
pub fn in_english<R: Send>(make: impl FnOnce() -> R + Send) -> R {
    if crate::i18n::language() == crate::i18n::ENGLISH {
        return make();
    }
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                crate::i18n::keep_to_this_thread();
                crate::i18n::set_language(crate::i18n::ENGLISH);
                make()
            })
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}
