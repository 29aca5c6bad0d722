//! GenDesk: a desktop client for the Asynchronous Generation Service.
//!
//! `api` is the wire protocol (types, client, retries, webhook signing). The sandbox, store,
//! engine and UI modules arrive with their issues; see `ARCHITECTURE.md`.

pub mod api;
pub mod catalog;
pub mod compose;
pub mod config;
pub mod engine;
pub mod headless;
pub mod logging;
pub mod sandbox;
pub mod store;
