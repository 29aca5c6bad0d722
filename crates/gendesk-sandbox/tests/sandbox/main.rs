//! The sandbox's integration tests, in one test binary (one build and one link instead of one
//! per file): tasks, batches, faults, media, persistence, references, the `gendesk-sandbox`
//! command, and every answer checked against the service's OpenAPI document.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

#[path = "../support/openapi.rs"]
mod openapi;

mod command;
mod openapi_validator;
mod sandbox_batches;
mod sandbox_conformance;
mod sandbox_faults;
mod sandbox_media;
mod sandbox_persistence;
mod sandbox_references;
mod sandbox_tasks;
