//! What views ask the app to do. Views never start threads or touch the engine: they push an
//! [`Action`], and the app carries it out after the frame's UI is laid out.

use std::path::PathBuf;

use gendesk_api::{BatchRequest, SubmitTaskRequest};
use gendesk_core::catalog::ModelDoc;
use gendesk_core::compose::preset::Preset;
use gendesk_core::references::LocalPicture;
use gendesk_core::store::{BatchOrigin, BatchRow, DownloadRow, TaskRow, TaskSummary};
use gendesk_core::t;

use super::live_state::Notice;
use super::prefs::View;

/// Something handed to the operating system to open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum External {
    /// A result URL (only `http`/`https` are opened), in the browser or system player.
    Url(String),
    /// A downloaded file, in its default application.
    File(PathBuf),
    /// A folder, in the file manager.
    Folder(PathBuf),
    /// A file, selected in its folder in the file manager where the system allows it.
    ShowFile(PathBuf),
}

/// A backup asked for in Settings.
#[derive(Clone, PartialEq, Eq)]
pub struct BackupRequest {
    /// Also the downloaded results.
    pub with_results: bool,
    /// Also the keys and secrets, encrypted with this passphrase.
    pub passphrase: Option<String>,
}

impl std::fmt::Debug for BackupRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BackupRequest")
            .field("with_results", &self.with_results)
            .field("passphrase", &self.passphrase.as_ref().map(|_| "***"))
            .finish()
    }
}

/// Settings → Backup → Restore.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RestoreAction {
    /// Choose the backup file in the system's dialog.
    Browse,
    /// Check this file and show what it holds.
    Check(PathBuf),
    /// Close the window, restore, and open again (the passphrase is tried first).
    Restore(super::reopen::RestoreRequest),
}

/// A portable GenDesk's first page (`unlock.rs`).
#[derive(Clone, PartialEq, Eq)]
pub enum UnlockAction {
    /// Open the keys beside GenDesk with this passphrase (or start them with it).
    Open(String),
    /// Keep the keys in this computer's keyring instead (remembered in the marker).
    UseKeyring,
    /// Go on without keys for this run.
    WithoutKeys,
}

impl std::fmt::Debug for UnlockAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Open(_) => f.write_str("Open(***)"),
            Self::UseKeyring => f.write_str("UseKeyring"),
            Self::WithoutKeys => f.write_str("WithoutKeys"),
        }
    }
}

/// What the Help menu asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HelpAction {
    /// Open the data folder (history, logs, crash reports) in the file manager.
    OpenDataFolder,
    /// Open the log file.
    OpenLog,
    /// Open the crash reports' folder.
    OpenCrashReports,
    /// A detailed log until GenDesk restarts (or back to the normal one).
    DetailedLog(bool),
    /// Write the diagnostics zip (with the last prompts when `true`) where the person says.
    ExportDiagnostics(bool),
    /// Show the third-party licences (written into the data folder, opened by the system).
    OpenLicences,
    /// Open the user guide: the copy installed with GenDesk, else the one online.
    UserGuide,
    /// Open the project's issue form with this GenDesk's facts filled in.
    ReportProblem,
}

/// About updates of GenDesk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UpdateAction {
    /// Check for a newer version now.
    CheckNow,
    /// Download and install the announced version.
    Start,
    /// Stop the download.
    Cancel,
    /// Hide the announcement until the next start.
    Later,
    /// Say nothing more about the announced version.
    Skip,
    /// Start the installed new version and close this one.
    Restart,
    /// Turn the automatic check on or off.
    SetAutomatic(bool),
    /// Use this feed (`None`: the project's).
    SetFeed(Option<String>),
}

/// An item of a sent batch, taken back into the batch editor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FixItem {
    /// Its `client_item_id`.
    pub client_item_id: String,
    /// Its `input` as sent (JSON text).
    pub input_json: String,
    /// The kind recorded with it.
    pub kind: Option<gendesk_api::ModelKind>,
    /// Why it is back (the rejection or failure, worded for a person).
    pub note: String,
}

/// A request from a view.
#[derive(Debug, Clone)]
pub enum Action {
    /// Start (or reopen) the offline sandbox profile.
    ExploreSandbox,
    /// Verify the connect form's key with a balance call, then save the profile.
    VerifyAndSave,
    /// After a keyring failure: keep the verified key in memory for this session.
    UseSessionOnly,
    /// Show the connect form to add a profile.
    OpenConnectForm,
    /// Enter the key (and address) of the current profile again.
    ReenterKey,
    /// Close the connect form.
    CloseConnectForm,
    /// Open another profile.
    SwitchProfile(String),
    /// Remove a profile (already confirmed) and its key.
    RemoveProfile(String),
    /// Retry opening the current profile.
    ReopenProfile,
    /// Ask the engine for the balance.
    RefreshBalance,
    /// Submit one task.
    SubmitTask {
        /// Model ID.
        model: String,
        /// What the model makes (from the catalogue).
        kind: gendesk_api::ModelKind,
        /// The body.
        request: SubmitTaskRequest,
    },
    /// Load a recorded request back into the compose form ("Reuse settings").
    ReuseSettings {
        /// Model ID.
        model: String,
        /// The request body as recorded (JSON text).
        request_json: String,
    },
    /// Start a new image-to-image or image-to-video form with this image result as reference.
    UseAsReference {
        /// The image URL.
        url: String,
        /// Image (image-to-image) or video (image-to-video).
        target_kind: gendesk_api::ModelKind,
        /// The source task's aspect ratio ("16:9"), kept when the new form offers it.
        aspect_ratio: Option<String>,
    },
    /// About one task that exists: send it again, refresh it, download or open it.
    Task(TaskAction),
    /// About batches: send, resend, refresh, download, fix, import.
    Batch(BatchAction),
    /// About the compose form's pictures from this computer.
    Picture(PictureAction),
    /// About the profile's named presets.
    Preset(PresetAction),
    /// From the Insights view.
    Insights(InsightsAction),
    /// Keep a profile's spending limit (and tell the engine, if it is the open profile).
    SaveSpendingLimit {
        /// The profile.
        profile: String,
        /// The limit.
        limit: gendesk_core::config::LimitCents,
    },
    /// Answer the spending limit's question about a held submission.
    AnswerOverLimit {
        /// The question.
        ask: gendesk_core::engine::OverLimitAsk,
        /// Send it anyway (else drop it).
        send: bool,
    },
    /// Keep how a profile hosts pictures from this computer (and the bucket's secret key, in
    /// the keyring, when one was typed).
    SaveReferenceHosting {
        /// The profile.
        profile: String,
        /// The choice.
        hosting: gendesk_core::references::ReferenceHosting,
        /// A newly typed secret key.
        secret: Option<gendesk_core::references::BucketSecret>,
    },
    /// Check bucket settings: write, read back and delete a small file.
    CheckBucket {
        /// The profile (its saved secret is used when none was typed).
        profile: String,
        /// The draft settings.
        settings: gendesk_core::references::BucketSettings,
        /// A newly typed secret key.
        secret: Option<gendesk_core::references::BucketSecret>,
    },
    /// Settings → Network.
    Network(super::network_settings::NetworkAction),
    /// Read what a file says about how it was made (`file_record`).
    FileRecord(FileRecordAction),
    /// Put the downloaded picture at this path on the clipboard (decoded on a worker).
    CopyImage(std::path::PathBuf),
    /// Read the webhook signing secret.
    GetWebhookSecret,
    /// Issue a new webhook signing secret (already confirmed).
    RotateWebhookSecret,
    /// Revoke the webhook signing secrets (already confirmed).
    RevokeWebhookSecret,
    /// Turn the local webhook receiver on or off for the open profile.
    SetReceiverOn(bool),
    /// Send one prompt to several models (the person chose them) and compare the results.
    SubmitComparison {
        /// The prompt, for the Compare view's heading.
        prompt: String,
        /// Model, kind and body per task.
        tasks: Vec<gendesk_core::engine::ComparisonTask>,
    },
    /// Open a URL, file or folder with the system.
    Open(External),
    /// About updates of GenDesk (Settings → Updates, the announcement).
    Update(UpdateAction),
    /// Show the About window.
    OpenAbout,
    /// One of the Help menu's entries.
    Help(HelpAction),
    /// Write a backup where the person says (Settings → Backup).
    Backup(BackupRequest),
    /// Settings → Backup → Restore.
    Restore(RestoreAction),
    /// A portable GenDesk's keys (its first page).
    Unlock(UnlockAction),
    /// Show a notice (e.g. "copied").
    Notify(Notice),
    /// Open the full-image viewer (zoom and pan) on a result.
    OpenImage {
        /// The result's URL.
        url: String,
        /// Its downloaded copy, when there is one.
        local: Option<std::path::PathBuf>,
    },
    /// Switch the main view.
    Navigate(View),
    /// Open the settings window.
    OpenSettings,
    /// Open the keyboard shortcuts overview.
    ShowShortcuts,
    /// Pick the download folder with the system dialog.
    BrowseDownloadFolder,
    /// The preferences were edited; save them (and apply the theme).
    PrefsChanged,
    /// Add (or replace) one of the user's own models and save the list.
    AddUserModel(ModelDoc),
    /// Remove one of the user's own models and save the list.
    RemoveUserModel(String),
}

/// A request about one task that exists.
#[derive(Debug, Clone)]
pub enum TaskAction {
    /// Send the recorded request of a task again as a new (paid) task; already confirmed.
    ResubmitAsNew {
        /// Model ID.
        model: String,
        /// The kind recorded with the task.
        kind: Option<gendesk_api::ModelKind>,
        /// The request body as recorded (JSON text).
        request_json: String,
    },
    /// Ask the service for a task's status now.
    RefreshTask(TaskRow),
    /// Download a task's results into the download folder (`None`: all of them).
    Download {
        /// The task.
        task: TaskRow,
        /// Which result URLs (zero-based).
        only: Option<Vec<u32>>,
    },
    /// Stop a running download (its partial file is kept).
    CancelDownload(DownloadRow),
    /// Show a task's detail in Activity.
    OpenTask(Box<TaskSummary>),
    /// Star or unstar a task.
    SetFavourite {
        /// The task.
        row: TaskRow,
        /// Starred or not.
        on: bool,
    },
}

/// A request about the compose form's pictures from this computer.
#[derive(Debug, Clone)]
pub enum PictureAction {
    /// Open the file dialog to add pictures.
    Choose,
    /// Add the picture on the clipboard.
    Paste,
    /// Read these pictures (dropped on the window, or chosen).
    Read(Vec<PathBuf>),
    /// List the profile's pictures made by the service, for "From results…".
    ListResults,
    /// Check the picture at a reference address (fetched as the service would).
    ProbeUrl(String),
    /// Make a smaller copy of this picture (upright, under 10 MB, JPEG or PNG).
    Fit(std::sync::Arc<LocalPicture>),
    /// Host this picture where the service can fetch it (answer `id`).
    Host {
        /// Matches the engine's answer.
        id: u64,
        /// The picture.
        picture: std::sync::Arc<LocalPicture>,
    },
}

/// A request about the profile's named presets.
#[derive(Debug, Clone)]
pub enum PresetAction {
    /// Keep this preset (replacing one of the same name).
    Save(Box<Preset>),
    /// Fill the form with this preset.
    Apply(Box<Preset>),
    /// Rename a preset.
    Rename {
        /// Its name now.
        from: String,
        /// The new name (checked).
        to: String,
    },
    /// Add a copy of a preset.
    Duplicate(String),
    /// Delete a preset (confirmed).
    Delete(String),
    /// Save a preset to a file of the person's choice.
    Export(String),
    /// Add the presets of a file.
    Import,
}

/// A request about batches.
#[derive(Debug, Clone)]
pub enum BatchAction {
    /// Record, then send, batches of one model as one run.
    SubmitRun {
        /// Model ID.
        model: String,
        /// What the model makes (from the catalogue).
        kind: gendesk_api::ModelKind,
        /// The batches, in order.
        batches: Vec<BatchRequest>,
        /// The batch the items came from, and why.
        origin: Option<(BatchRow, BatchOrigin)>,
    },
    /// Send a recorded batch again (same bytes and keys).
    RetryBatchSend(BatchRow),
    /// Ask the service for a batch's status now.
    RefreshBatch(BatchRow),
    /// Download every result of these batches into a folder named `label` in the download
    /// folder, with a manifest.
    DownloadBatches {
        /// The batches.
        batches: Vec<BatchRow>,
        /// The subfolder's name.
        label: String,
    },
    /// Open items of a sent batch in the batch editor (fix rejected, retry failed).
    FixItems {
        /// The batch they came from.
        batch: BatchRow,
        /// Its model.
        model: String,
        /// Why.
        reason: BatchOrigin,
        /// The items.
        items: Vec<FixItem>,
    },
    /// Show Compose in batch mode.
    OpenBatchEditor,
    /// Choose a CSV, JSONL or text file of batch items with the system dialog.
    PickBatchFile,
    /// Read a file of batch items (chosen or dropped on the window).
    ImportBatchFile(PathBuf),
}

/// A request from the Insights view.
#[derive(Debug, Clone)]
pub enum InsightsAction {
    /// Show a model's tasks in Activity.
    ShowTasks {
        /// The model ID.
        model: String,
        /// Only its failed tasks.
        failed_only: bool,
        /// Only tasks recorded since then (the period's start), if the period has one.
        since_ms: Option<i64>,
    },
    /// Open a batch in Batches.
    OpenBatch(gendesk_core::store::BatchRow),
    /// Save figures to a file the person picks.
    Export {
        /// Which.
        what: ExportWhat,
        /// The figures shown.
        figures: std::sync::Arc<crate::ui::insights::Computed>,
    },
}

/// What Insights exports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportWhat {
    /// The per-model table, CSV.
    ModelsCsv,
    /// Spend over time, CSV.
    SpendCsv,
    /// The balances, CSV.
    BalanceCsv,
    /// The batches, CSV.
    BatchesCsv,
    /// Everything, JSON.
    AllJson,
}

impl ExportWhat {
    /// Every choice, in the menu's order.
    pub const ALL: [Self; 5] = [
        Self::ModelsCsv,
        Self::SpendCsv,
        Self::BalanceCsv,
        Self::BatchesCsv,
        Self::AllJson,
    ];

    /// The menu's words.
    pub fn label(self) -> String {
        match self {
            Self::ModelsCsv => t!("insights-export-models-csv"),
            Self::SpendCsv => t!("insights-export-spend-csv"),
            Self::BalanceCsv => t!("insights-export-balance-csv"),
            Self::BatchesCsv => t!("insights-export-batches-csv"),
            Self::AllJson => t!("insights-export-all-json"),
        }
    }

    /// The suggested file name's middle part and extension.
    pub fn file_parts(self) -> (&'static str, &'static str) {
        match self {
            Self::ModelsCsv => ("models", "csv"),
            Self::SpendCsv => ("spend", "csv"),
            Self::BalanceCsv => ("balance", "csv"),
            Self::BatchesCsv => ("batches", "csv"),
            Self::AllJson => ("all", "json"),
        }
    }
}

/// What a file says about how it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileRecordAction {
    /// Choose the file in the system's dialog.
    Browse,
    /// Read this file (dropped on the window, or chosen).
    Read(std::path::PathBuf),
}
