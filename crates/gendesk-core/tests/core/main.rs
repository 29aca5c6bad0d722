//! gendesk-core's integration tests, in one test binary (one build and one link instead of one
//! per file): the store, the engine and its faults, downloads, batches, the catalogue, presets,
//! references, provenance, insights, updates, backup, the network through real proxies, the
//! webhook receiver, the headless engine and the crate's layering.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

mod backup;
mod batch_draft;
mod batch_import;
mod catalog;
mod compose;
mod download;
mod download_names;
mod engine;
mod engine_faults;
mod engine_flows;
mod headless;
mod insights;
mod layering;
mod media_audio;
mod network;
mod presets;
mod provenance;
mod references;
mod sandbox_blob;
mod store;
mod store_deliveries;
mod update;
mod webhook_receiver;
