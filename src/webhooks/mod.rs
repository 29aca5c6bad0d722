//! Webhooks and callbacks on this computer: the known signing secrets (kept in the OS keyring),
//! the checks that turn one received request into a stored verdict, and the local receiver.

pub mod check;
pub mod cli;
pub mod ring;
