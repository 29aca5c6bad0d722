//! What views ask the app to do. Views never start threads or touch the engine: they push an
//! [`Action`], and the app carries it out after the frame's UI is laid out.

use crate::api::SubmitTaskRequest;
use crate::catalog::ModelDoc;

use super::prefs::View;

/// A request from a view.
#[derive(Debug, Clone)]
#[allow(
    dead_code,
    reason = "ReuseSettings and UseAsReference are sent by the task detail view, in progress"
)]
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
