//! Why a webhook request was refused, as data with a sentence for a person.

use super::{EVENT_ID_HEADER, MAX_EVENT_ID_LEN, SIGNATURE_HEADER, TIMESTAMP_HEADER, sample};

/// Why a webhook request was refused.
///
/// Every message is a complete sentence meant for a person. Messages never
/// contain a signing secret, and any header text quoted in them is capped at
/// 80 characters and escaped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Rejection {
    /// A required header is absent; holds the header's name.
    #[error(
        "The webhook request has no {0} header, so it cannot be authenticated; it was \
         probably not sent by the Asynchronous Generation Service, or a proxy removed the header."
    )]
    MissingHeader(&'static str),

    /// The event id header is unusable (empty, too long, not visible ASCII,
    /// or repeated). Holds a description in which any quoted header text is
    /// already capped and escaped.
    #[error(
        "The {EVENT_ID_HEADER} header is malformed: {0}. An event id must be non-empty printable \
         ASCII of at most {MAX_EVENT_ID_LEN} bytes, so this request was probably not sent by the \
         service or was altered on the way."
    )]
    MalformedEventId(String),

    /// The timestamp header is not plain ASCII digits of a reasonable length.
    /// Holds a description in which any quoted header text is already capped
    /// and escaped.
    #[error(
        "The {TIMESTAMP_HEADER} header is malformed: {0}. It must be the Unix time in whole \
         seconds written as ASCII digits, so this request was probably not sent by the service \
         or was altered on the way."
    )]
    MalformedTimestamp(String),

    /// The signature header is not `<scheme>,<64 hex characters>`. Holds a
    /// description in which any quoted header text is already capped and
    /// escaped.
    #[error(
        "The {SIGNATURE_HEADER} header is malformed: {0}. It must be \"v1,\" followed by 64 \
         hexadecimal characters, so this request was probably not sent by the service or was \
         altered on the way."
    )]
    MalformedSignature(String),

    /// The signature uses a scheme other than `v1`. Holds the scheme label as
    /// sent, capped at 80 characters (the message escapes it).
    #[error(
        "The {SIGNATURE_HEADER} header uses signature scheme {}, but only \"v1\" is supported. \
         The sender may be using a newer signing scheme.",
        sample(.0)
    )]
    WrongScheme(String),

    /// The signature is well formed but matches none of the accepted secrets.
    #[error(
        "The webhook signature does not match the request under any configured signing \
         secret. Either the request was forged or altered on the way (body, event id or \
         timestamp), or the signing secret the verifier holds is out of date: copy the \
         current one from the service's account settings."
    )]
    BadSignature,

    /// The timestamp lies outside the freshness window. `age_secs` is the
    /// receiver's time minus the timestamp: negative means from the future.
    #[error("{}", stale_message(*.age_secs, *.tolerance_secs))]
    Stale {
        /// Receiver time minus webhook timestamp, in seconds (negative: future).
        age_secs: i64,
        /// The freshness window in seconds.
        tolerance_secs: u64,
    },

    /// A genuine delivery of an event that was already accepted.
    #[error(
        "Webhook event {} was already received, so this delivery is a duplicate (a retry or \
         a replay) and was ignored; no action is needed.",
        sample(.event_id)
    )]
    Duplicate {
        /// The repeated event id.
        event_id: String,
    },

    /// The verifier holds no usable (non-empty) signing secret.
    #[error(
        "No webhook signing secret is configured, so no webhook can be verified; give the \
         verifier the account's signing secret."
    )]
    NoSecrets,
}

fn stale_message(age_secs: i64, tolerance_secs: u64) -> String {
    if age_secs < 0 {
        format!(
            "The webhook timestamp is {} seconds in the future, outside the {tolerance_secs}-second \
             freshness window. This computer's clock (or the sender's) is probably wrong: check \
             that the system clock is synchronised.",
            age_secs.unsigned_abs()
        )
    } else {
        format!(
            "The webhook timestamp is {age_secs} seconds old, outside the {tolerance_secs}-second \
             freshness window. The request may be a replay of an old delivery, or this \
             computer's clock is wrong: check that the system clock is synchronised."
        )
    }
}
