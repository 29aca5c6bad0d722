//! What views ask the app to do. Views never start threads or touch the engine: they push an
//! [`Action`], and the app carries it out after the frame's UI is laid out.

use std::path::PathBuf;

use crate::api::SubmitTaskRequest;
use crate::catalog::ModelDoc;
use crate::store::{DownloadRow, TaskRow};

use super::model::Notice;
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
        /// `image` (image-to-image) or `video` (image-to-video).
        target_kind: String,
    },
    /// Send the recorded request of a task again as a new (paid) task; already confirmed.
    ResubmitAsNew {
        /// Model ID.
        model: String,
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
    /// Open a URL, file or folder with the system.
    Open(External),
    /// Show a notice (e.g. "copied").
    Notify(Notice),
    /// Switch the main view.
    Navigate(View),
    /// Open the settings window.
    OpenSettings,
    /// Pick the download folder with the system dialog.
    BrowseDownloadFolder,
    /// The preferences were edited; save them (and apply the theme).
    PrefsChanged,
    /// Add (or replace) one of the user's own models and save the list.
    AddUserModel(ModelDoc),
    /// Remove one of the user's own models and save the list.
    RemoveUserModel(String),
}
