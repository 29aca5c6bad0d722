//! The wire protocol of the Asynchronous Generation Service, and nothing else: resource types,
//! errors, failure codes, the HTTP client with its retry policy, and webhook signing.
//!
//! Everything here is UI-free and used by both the app and the offline sandbox, so the two
//! cannot drift apart. It is usable on its own as the service's Rust client: see the crate's
//! README (below, compiled as a test) and the examples on [`Client`]'s methods.
//!
#![doc = include_str!("../README.md")]

pub mod account;
pub mod base_url;
pub mod batch;
pub mod client;
pub mod envelope;
pub mod error;
pub mod error_chain;
pub mod events;
pub mod fail_code;
pub mod key;
pub mod kind;
pub mod network;
pub mod prepared;
pub mod result_json;
pub mod retry;
pub mod submit;
pub mod task;
#[cfg(feature = "testing")]
pub mod testing;
pub mod webhook;
mod wire_enum;

pub use account::{Balance, WebhookSecret};
pub use base_url::{BaseUrl, BaseUrlError};
pub use batch::{
    Batch, BatchItem, BatchRequest, BatchRequestItem, BatchStatus, ItemError, ItemResult,
    ItemStatus,
};
pub use client::{Client, ClientConfig};
pub use envelope::Envelope;
pub use error::ApiError;
pub use events::{BatchWebhookBody, TaskCallback, WebhookBatchRef, WebhookTask};
pub use fail_code::{FailCategory, FailCode};
pub use key::{ApiKey, ApiKeyError};
pub use kind::ModelKind;
pub use network::{Network, NetworkFailure, Route};
pub use prepared::{BatchRequestError, PreparedBatch};
pub use result_json::{ResultJsonError, ResultPayload};
pub use retry::{Idempotency, RetryPolicy, Sleeper};
pub use submit::{ModelInput, Provider, RequestType, SubmitTaskRequest};
pub use task::{TaskOutcome, TaskRecord, TaskState};
