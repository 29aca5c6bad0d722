//! GenDesk: a desktop client for the Asynchronous Generation Service — the window.
//!
//! `ui` is the desktop window (eframe/egui); this is the only crate of the workspace that
//! depends on egui. Everything without a window is in `gendesk-core`, the wire protocol in
//! `gendesk-api`, the offline simulator in `gendesk-sandbox`; see `ARCHITECTURE.md`.

pub mod show_in_folder;
pub mod ui;
pub mod windows_console;
