//! The window's tests, in one test binary: the real `GenDeskApp` driven in `egui_kittest` (and,
//! for crashes and help, the real `gendesk` binary), one module per area. One binary builds and
//! links once where nineteen did (CI's build time), and runs its tests side by side as before.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

#[path = "../support/mod.rs"]
mod support;

mod accessibility;
mod app;
mod batches;
mod bench_tools;
mod compare;
mod compose;
mod escape;
mod gallery;
mod help;
mod insights;
mod keyboard;
mod network;
mod notifications;
mod players;
mod references;
mod results;
mod screenshots;
mod updates;
mod webhooks;
