//! What views ask the app to do. Views never start threads or touch the engine: they push an
//! [`Action`], and the app carries it out after the frame's UI is laid out.

use crate::api::SubmitTaskRequest;

use super::prefs::View;

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
    /// Switch the main view.
    Navigate(View),
    /// Open the settings window.
    OpenSettings,
    /// Pick the download folder with the system dialog.
    BrowseDownloadFolder,
    /// The preferences were edited; save them (and apply the theme).
    PrefsChanged,
}
