//! Sentences for a webhook receiver that could not start ([`ReceiverFailure`]).

use crate::engine::ReceiverFailure;
use crate::webhooks::receiver::ReceiverError;

/// Why the receiver is off and what to do, for people.
pub fn receiver_failure(failure: &ReceiverFailure) -> String {
    match failure {
        ReceiverFailure::AddressUnreadable(detail) => format!(
            "The webhook receiver could not start: its address could not be read from the history ({detail})."
        ),
        ReceiverFailure::Listen(ReceiverError::PortTaken { port }) => format!(
            "Port {port} on 127.0.0.1 is already in use by another program (perhaps another GenDesk window), so the webhook receiver is off; choose another port in the Webhook receiver section of Settings, or close the other program."
        ),
        ReceiverFailure::Listen(ReceiverError::Bind { port, cause }) => format!(
            "The webhook receiver could not listen on 127.0.0.1 port {port} ({cause}); choose another port in the Webhook receiver section of Settings."
        ),
    }
}
