//! Sentences for a webhook receiver that could not start ([`ReceiverFailure`]).

use crate::engine::ReceiverFailure;
use crate::t;
use crate::webhooks::receiver::ReceiverError;

/// Why the receiver is off and what to do, for people.
pub fn receiver_failure(failure: &ReceiverFailure) -> String {
    match failure {
        ReceiverFailure::AddressUnreadable(detail) => {
            t!("core-receiver-address-unreadable", detail = detail.as_str())
        }
        ReceiverFailure::Listen(ReceiverError::PortTaken { port }) => {
            t!("core-receiver-port-taken", port = port.to_string())
        }
        ReceiverFailure::Listen(ReceiverError::Bind { port, cause }) => t!(
            "core-receiver-bind",
            port = port.to_string(),
            cause = cause.to_string()
        ),
    }
}
