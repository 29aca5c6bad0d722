//! Test scaffolding for the window and the `gendesk` binary: the engine as a child process
//! and the `egui_kittest` driving kit. The peers shared with the other crates' tests are in
//! `gendesk_api::testing`, `gendesk_sandbox::testing` and `gendesk_core::testing`.
#![allow(dead_code, reason = "each test binary uses a different part")]
#![allow(
    clippy::unwrap_used,
    clippy::needless_pass_by_value,
    reason = "test scaffolding: a failure here is a test failure"
)]

pub mod child;
pub mod ui_kit;
