//! Deliveries received by the local webhook receiver: batch webhooks and single-task callbacks,
//! each with its raw request, the verdict of verification and what GenDesk did with it.
//! Bounded: only the newest deliveries of each profile are kept.

use super::values::text_enum;

text_enum! {
    /// Which receiver path a delivery came in on.
    pub enum DeliveryKind {
        /// A signed batch webhook (one per accepted batch item).
        Webhook => "webhook",
        /// A single-task callback (carries no signature in this interface).
        Callback => "callback",
    }
}

text_enum! {
    /// The outcome of checking one delivery.
    pub enum DeliveryVerdict {
        /// The signature matched a secret that may sign now, the timestamp is fresh and the event
        /// id is new.
        Verified => "verified",
        /// A genuine (verified) delivery of an event id already received.
        Duplicate => "duplicate",
        /// One of the three signature headers is absent.
        MissingHeader => "missing-header",
        /// A header is present but unusable (empty, not digits, odd-length hex, …).
        Malformed => "malformed",
        /// The signature uses a scheme other than `v1`.
        WrongScheme => "wrong-scheme",
        /// The signature matches no secret that may sign now.
        Mismatch => "mismatch",
        /// The timestamp is older than the freshness window.
        Stale => "stale",
        /// The timestamp is ahead of this computer's clock by more than the window.
        Future => "future",
        /// No signing secret is known, so nothing can be verified.
        NoSecret => "no-secret",
        /// A single-task callback: unsigned, so never trusted; it triggers a status check.
        Callback => "callback",
        /// A verified webhook or a callback whose body is not what the interface describes.
        Unreadable => "unreadable",
    }
}
