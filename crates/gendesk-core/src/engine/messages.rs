//! What the UI sends the engine (`Command`) and what the engine reports back (`Event`).
//! No egui types: the engine is headless.

use std::path::PathBuf;

use super::failure::{Doing, Problem};
use crate::batch::estimate::PriceSource;
use crate::download::DownloadError;
use crate::references::{
    BucketSecret, BucketSettings, HostedReference, LocalPicture, ReferenceError,
};
use crate::store::{
    BatchOrigin, BatchRow, DeliverySummary, DownloadRow, EndReason, ProfileId, TaskRow,
};
use crate::webhooks::ReceiverOptions;
use crate::webhooks::receiver::ReceiverError;
use crate::webhooks::ring::SecretStatus;
use gendesk_api::{
    ApiError, ApiKey, BaseUrl, BatchRequest, FailCode, ModelKind, SubmitTaskRequest, TaskState,
    WebhookSecret,
};

/// The profile an engine serves: where to send requests and with which key. One engine
/// serves one profile; another profile gets its own engine (the window stops the old one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileTarget {
    /// Profile name (the history is kept per profile).
    pub name: String,
    /// Service address.
    pub base_url: BaseUrl,
    /// The profile's key (from the vault; never stored by the engine).
    pub key: ApiKey,
    /// Whether this is the offline sandbox.
    pub is_sandbox: bool,
}

/// One task of a comparison: the same prompt for one model.
#[derive(Debug, Clone)]
pub struct ComparisonTask {
    /// Model ID.
    pub model: String,
    /// What the model makes (from the catalogue).
    pub kind: ModelKind,
    /// The body to send.
    pub request: SubmitTaskRequest,
    /// Where the model's price comes from.
    pub price: PriceSource,
}

/// How a profile hosts the person's own pictures (sandbox profiles: the sandbox, always).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum ReferenceSetup {
    /// Not set up: only image URLs.
    #[default]
    None,
    /// The person's bucket (its secret from the keyring; `None` when there is none).
    Bucket {
        /// Endpoint, bucket, key ID, link lifetime, deletion.
        settings: BucketSettings,
        /// The secret key.
        secret: Option<BucketSecret>,
    },
    /// GenDesk's receiver behind this public tunnel URL (`None`: not set in Settings).
    Receiver {
        /// The tunnel URL.
        tunnel: Option<String>,
    },
}

/// A request to the engine. Every command's outcome arrives as one or more events.
#[derive(Debug, Clone)]
pub enum Command {
    /// Record, then send, one paid task.
    SubmitTask {
        /// Model ID.
        model: String,
        /// What the model makes (from the catalogue): sets the polling pace and how results
        /// are shown.
        kind: ModelKind,
        /// The body to send.
        request: SubmitTaskRequest,
        /// Where the model's price comes from: the task's estimated cost is kept with it.
        price: PriceSource,
    },
    /// Record, then send, one paid task per model: the same prompt on several models, to
    /// compare. Each recorded task is reported as an [`Event::ComparisonMember`] of `id`.
    SubmitComparison {
        /// Chosen by the window, to know the members.
        id: u64,
        /// Model, kind and body per task.
        tasks: Vec<ComparisonTask>,
    },
    /// Poll this task now instead of waiting for its turn.
    RefreshTask(TaskRow),
    /// Star (or unstar) a task: its results show under the Gallery's Favourites.
    SetFavourite {
        /// The task.
        row: TaskRow,
        /// Starred or not.
        on: bool,
    },
    /// Ask for the key's balance.
    RefreshBalance,
    /// Use this spending limit from now on (applied in order with the other commands).
    SetSpendingLimit(super::spending::SpendingLimit),
    /// The person's answer about a held submission: send it anyway, or drop it.
    AnswerOverLimit {
        /// The question's number ([`AccountEvent::OverLimit`]).
        ask: u64,
        /// Send it (`false`: drop it).
        send: bool,
    },
    /// Record, then send, a batch of 1 to 50 tasks for one model. Items without a
    /// `client_item_id` or `idempotency_key` get generated ones; the request's `Idempotency-Key`
    /// is generated and stored with the exact body before the first send.
    SubmitBatch {
        /// Model ID.
        model: String,
        /// What the model makes (from the catalogue).
        kind: ModelKind,
        /// The items (and an optional webhook URL).
        request: BatchRequest,
        /// Where the model's price comes from: each item's estimated cost is kept with it.
        price: PriceSource,
    },
    /// Record, then send, several batches for one model as one run (an import of more than 50
    /// items, split in order). Every batch of the run is stored, with its own `Idempotency-Key`,
    /// item keys and exact body, before the first is sent; then they are sent one after the
    /// other.
    SubmitRun {
        /// Model ID.
        model: String,
        /// What the model makes (from the catalogue).
        kind: ModelKind,
        /// The batches, in order (1 to 50 items each).
        batches: Vec<BatchRequest>,
        /// The batch whose items these are (fixed rejects, retried failures), and why.
        origin: Option<(BatchRow, BatchOrigin)>,
        /// Where the model's price comes from: each item's estimated cost is kept with it.
        price: PriceSource,
    },
    /// Download every result of these batches (a batch, or all batches of a run) into `folder`,
    /// then write `manifest.csv` and `manifest.jsonl` there, one row per item.
    DownloadBatches {
        /// The batches, in order.
        batches: Vec<BatchRow>,
        /// Where the files and the manifest go (created if missing).
        folder: PathBuf,
    },
    /// Send a stored batch again (the same bytes and keys) after the user fixed what stopped it
    /// (a bad key, no credit), or right now instead of at its next retry.
    RetryBatchSend(BatchRow),
    /// Ask for a batch's status now.
    RefreshBatch(BatchRow),
    /// Download a finished task's result files into `folder`.
    Download {
        /// The task.
        task: TaskRow,
        /// Where the files go (created if missing).
        folder: PathBuf,
        /// Which result URLs (zero-based); `None` for all of them.
        only: Option<Vec<u32>>,
    },
    /// Stop a running download; its `.part` is kept, so downloading again continues it.
    CancelDownload(DownloadRow),
    /// Download every result into this folder as soon as it exists (`None` turns it off).
    SetAutoDownload(Option<PathBuf>),
    /// Host the person's own pictures where the service can fetch them (the profile's
    /// [`ReferenceSetup`]; the sandbox keeps them itself), recording where each link came from.
    /// Answered by one [`ReferenceEvent::Hosted`] or [`ReferenceEvent::Failed`] with `id`.
    HostReferences {
        /// Chosen by the window, to match the answer.
        id: u64,
        /// The pictures, in order.
        pictures: Vec<LocalPicture>,
    },
    /// Host pictures this way from now on.
    SetReferenceHosting(ReferenceSetup),
    /// Fetch the account's webhook signing secret.
    GetWebhookSecret,
    /// Issue a new webhook signing secret (the old one keeps signing accepted batches 7 days).
    RotateWebhookSecret,
    /// Revoke the webhook signing secrets (outstanding deliveries are suppressed).
    RevokeWebhookSecret,
    /// Refuse result files larger than this many bytes from now on (downloads that start
    /// later; running ones keep the limit they started with).
    SetDownloadLimit(u64),
    /// Write (or not) each result's prompt and settings into the files downloaded from now on.
    SetRecordsInFiles(bool),
    /// Write (or not) each result's prompt and settings beside the files downloaded from now on
    /// (`<file>.json`).
    SetRecordSidecars(bool),
    /// Name (and place in folders) the results downloaded from now on by this pattern.
    SetNamePattern(crate::download::NamePattern),
    /// Run the local webhook receiver with these options (restarting it if it runs), or stop
    /// it (`None`).
    SetReceiver(Option<ReceiverOptions>),
}

/// Where the local webhook receiver stands.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum ReceiverStatus {
    /// Not running (turned off for this profile).
    #[default]
    Off,
    /// Listening on 127.0.0.1.
    Listening {
        /// The port.
        port: u16,
        /// Local URL for batch webhooks (`webhook_url`).
        webhook_url: String,
        /// Local URL for single-task callbacks (`callback_url`).
        callback_url: String,
        /// The path of batch webhooks (to put after a tunnel's public address).
        webhook_path: String,
        /// The path of callbacks (to put after a tunnel's public address).
        callback_path: String,
    },
    /// Could not start (worded by `wording::receiver_failure`).
    Failed(ReceiverFailure),
}

/// Why the local webhook receiver could not start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReceiverFailure {
    /// Its address (the secret path) could not be read from the history; the history's words.
    AddressUnreadable(String),
    /// It could not listen on its port.
    Listen(ReceiverError),
}

/// Which webhook-secret action an [`Event::WebhookSecret`] answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecretAction {
    /// The secret was read.
    Fetched,
    /// A new secret was issued.
    Rotated,
    /// The secrets were revoked.
    Revoked,
}

/// How "Download all results" of batches ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchDownloadDone {
    /// The folder holding the files and the manifest.
    pub folder: PathBuf,
    /// `manifest.csv` (beside it: `manifest.jsonl`), when it could be written.
    pub manifest: Option<PathBuf>,
    /// Files now in the folder.
    pub files: usize,
    /// Files that could not be downloaded (expired links, errors).
    pub failed: usize,
    /// Why the manifest could not be written, if so.
    pub error: Option<String>,
}

/// Something that happened, for the UI to show.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// The engine is serving `profile` (once, at its start);
    /// `recovered_unknown` submissions were found unanswered from a previous run and marked
    /// outcome-unknown.
    Started {
        /// The profile's row in the history.
        profile: ProfileId,
        /// Submissions interrupted by a crash or quit.
        recovered_unknown: usize,
        /// The way requests to the service go: direct, or through which proxy.
        route: gendesk_api::Route,
    },
    /// The service cannot be reached (a request found no way to it, and so did a check):
    /// polling and downloads wait. Once per outage.
    Offline {
        /// When the first request failed (Unix ms).
        since_ms: i64,
    },
    /// The service answers again after an [`Event::Offline`]: polling went on at once and the
    /// downloads that waited go on from their `.part`.
    Online {
        /// When the outage began (Unix ms).
        offline_since_ms: i64,
    },
    /// Polling paused because the service asked us to slow down.
    RateLimited {
        /// Seconds until polling resumes.
        resume_in_secs: u64,
    },
    /// What happened to a single task: recorded, sent, answered, failed.
    Task(TaskEvent),
    /// What happened to a batch or a run of batches.
    Batch(BatchEvent),
    /// What happened to one result download.
    Download(DownloadEvent),
    /// What the account says: its balance and its webhook signing secrets.
    Account(AccountEvent),
    /// The local webhook receiver and the deliveries it recorded.
    Webhook(WebhookEvent),
    /// The person's own pictures, hosted as references.
    Reference(ReferenceEvent),
    /// A command or background job failed (worded by `wording::doing` and `wording::problem`).
    Error {
        /// What was being done.
        doing: Doing,
        /// What happened.
        problem: Problem,
    },
}

/// What happened to a single task: recorded, sent, answered, failed.
#[derive(Debug, Clone, PartialEq)]
pub enum TaskEvent {
    /// A submission is safely recorded (before it is sent).
    SubmissionRecorded(TaskRow),
    /// A task of a comparison is recorded (right after its `SubmissionRecorded`).
    ComparisonMember {
        /// The comparison's id.
        id: u64,
        /// The model.
        model: String,
        /// Local row.
        row: TaskRow,
    },
    /// The service accepted it.
    Submitted {
        /// Local row.
        row: TaskRow,
        /// Remote taskId.
        task_id: String,
    },
    /// Sent, but no answer: the task may exist. Never resent automatically.
    SubmissionUnknown {
        /// Local row.
        row: TaskRow,
        /// What went wrong (worded by `wording::submission_error`).
        error: ApiError,
    },
    /// Refused or never sent; nothing was created.
    SubmissionRejected {
        /// Local row.
        row: TaskRow,
        /// Why (worded by `wording::submission_error`).
        error: ApiError,
    },
    /// A task's state changed (or was confirmed).
    TaskUpdated {
        /// Local row.
        row: TaskRow,
        /// The service's state.
        state: TaskState,
        /// Whether it is final now.
        is_final: bool,
    },
    /// A finished task's processing time came from a status query (batch answers carry none):
    /// lists showing it read it again. Not a new outcome.
    TimesKnown(TaskRow),
    /// A task was starred or unstarred.
    FavouriteChanged {
        /// Local row.
        row: TaskRow,
        /// Starred now.
        on: bool,
    },
    /// A task failed, with what to tell the person.
    TaskFailed {
        /// Local row.
        row: TaskRow,
        /// The fail code, if any.
        code: Option<FailCode>,
        /// The service's text.
        message: Option<String>,
        /// Why GenDesk itself ended it (no answer from the service), when it did.
        reason: Option<EndReason>,
    },
}

/// What happened to a batch or a run of batches.
#[derive(Debug, Clone, PartialEq)]
pub enum BatchEvent {
    /// A batch and its items are safely recorded (before the first send).
    BatchRecorded {
        /// Local batch row.
        batch: BatchRow,
        /// How many items it holds.
        items: usize,
    },
    /// The service accepted the batch (or replayed it: the same batch, not a new one).
    BatchAccepted {
        /// Local batch row.
        batch: BatchRow,
        /// The service's batch id.
        batch_id: String,
        /// The answer replayed an earlier send of the same batch.
        replayed: bool,
        /// Items that became tasks now.
        created: usize,
        /// Items whose task already existed.
        reused: usize,
        /// Items the service did not accept.
        rejected: usize,
    },
    /// A run of batches is safely recorded (before the first send).
    RunRecorded {
        /// The run's id.
        run_id: String,
        /// Its batches, in order.
        batches: Vec<BatchRow>,
        /// Items over all its batches.
        items: usize,
    },
    /// Progress of "Download all results" of batches.
    BatchDownload {
        /// The first batch of the set (identifies it in the window).
        first: BatchRow,
        /// Files that ended (downloaded, failed or expired).
        done: usize,
        /// Files to download.
        total: usize,
        /// Set once everything ended and the manifest is written.
        finished: Option<BatchDownloadDone>,
    },
    /// A batch send failed.
    BatchSendFailed {
        /// Local batch row.
        batch: BatchRow,
        /// What went wrong (worded by `wording::api_error`).
        error: ApiError,
        /// GenDesk resends the same bytes by itself later; when `false`, the person must act
        /// (e.g. fix the key) and then retry, or the batch was refused for good.
        will_retry: bool,
    },
    /// A batch's status was read.
    BatchUpdated {
        /// Local batch row.
        batch: BatchRow,
        /// The service's batch status.
        status: String,
        /// Whether the batch and all its tasks are final.
        is_final: bool,
    },
}

/// What happened to one result download.
#[derive(Debug, Clone, PartialEq)]
#[allow(
    clippy::enum_variant_names,
    reason = "the names are the words of `gendesk engine`'s output lines, kept as they were"
)]
pub enum DownloadEvent {
    /// A download was queued.
    DownloadQueued {
        /// Local download row.
        download: DownloadRow,
        /// The task.
        task: TaskRow,
        /// Which result URL (zero-based).
        index: u32,
        /// The way it goes: direct, or through which proxy.
        route: gendesk_api::Route,
    },
    /// Bytes arrived.
    DownloadProgress {
        /// Local download row.
        download: DownloadRow,
        /// Bytes on disk.
        done: u64,
        /// Size of the file, when known.
        total: Option<u64>,
    },
    /// A file is complete under its final name.
    DownloadFinished {
        /// Local download row.
        download: DownloadRow,
        /// The task.
        task: TaskRow,
        /// Where the file is.
        path: PathBuf,
    },
    /// A download stopped without a file.
    DownloadFailed {
        /// Local download row.
        download: DownloadRow,
        /// The task.
        task: TaskRow,
        /// What went wrong (worded by `wording::download_error`).
        error: DownloadError,
        /// The URL is past its 24 h: retrying cannot help.
        expired: bool,
        /// The person cancelled it.
        cancelled: bool,
    },
}

/// What the account says: its balance and its webhook signing secrets.
#[derive(Debug, Clone, PartialEq)]
pub enum AccountEvent {
    /// The key's balance in USD.
    Balance(f64),
    /// The webhook signing secret after an action (`None` after a revoke).
    WebhookSecret {
        /// What was done.
        action: SecretAction,
        /// The secret in force, if any.
        secret: Option<WebhookSecret>,
    },
    /// The signing-secret versions GenDesk knows for this profile (never the secrets).
    SecretVersions(Vec<(i64, SecretStatus)>),
    /// A submission would pass the spending limit (or its price is not known): it is held,
    /// nothing was recorded or sent; answer with [`Command::AnswerOverLimit`].
    OverLimit(super::spending::OverLimitAsk),
}

/// The local webhook receiver and the deliveries it recorded.
#[derive(Debug, Clone, PartialEq)]
pub enum WebhookEvent {
    /// The local webhook receiver started, stopped or failed.
    Receiver(ReceiverStatus),
    /// The receiver recorded a delivery (and acted on it when it was verified).
    DeliveryRecorded(DeliverySummary),
}

/// What became of the person's own pictures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReferenceEvent {
    /// Every picture of request `id` is hosted, in order, and recorded.
    Hosted {
        /// The window's request.
        id: u64,
        /// One per picture, in order.
        references: Vec<HostedReference>,
    },
    /// Picture `index` of request `id` could not be hosted; nothing was sent to the service.
    Failed {
        /// The window's request.
        id: u64,
        /// Which picture (zero-based).
        index: usize,
        /// Why.
        error: ReferenceError,
    },
    /// Bucket copies deleted because every task that used them is final (or their link
    /// expired).
    Deleted {
        /// How many.
        count: usize,
    },
}
