//! Webhooks and callbacks on this computer: the known signing secrets (kept in the OS keyring,
//! `ring`), the checks that turn one received request into a stored verdict (`check`), the
//! local receiver (`receiver`), "Copy as curl" (`replay`) and `gendesk webhook verify` (`cli`).

pub mod check;
pub mod cli;
pub mod receiver;
pub mod replay;
pub mod ring;

use std::time::Duration;

/// What the engine's receiver needs: where it listens, the freshness window and how many
/// deliveries each profile keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReceiverOptions {
    /// Port, body cap and rate.
    pub listen: receiver::ReceiverSettings,
    /// How far a webhook's timestamp may be from this computer's clock.
    pub tolerance: Duration,
    /// Deliveries kept per profile.
    pub kept: u32,
}
