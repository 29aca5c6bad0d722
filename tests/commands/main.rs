//! The tests that run the real `gendesk` binary as a person or a script would (backup,
//! restore, crashes, diagnostics, media, packaging, portable use, proxies, reports, secrets on
//! disk, one instance, updates, webhooks) and the fuzz findings, in one test binary: one build
//! and one link instead of one per file. The window's own tests are in `tests/window/`.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

#[path = "../support/mod.rs"]
mod support;

mod backup_cli;
mod crash;
mod diagnostics_cli;
mod fuzz_regressions;
mod media_info_cli;
mod media_video;
mod packaging;
mod portable_cli;
mod proxy_cli;
mod report_cli;
mod secret_hygiene;
mod single_instance;
mod update_cli;
mod webhook_cli;
