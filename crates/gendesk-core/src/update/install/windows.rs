//! Windows: the verified installer is started silently for the installation folder, with
//! `/UPDATE=<pid>` so that it waits until this GenDesk has exited (Explorer and antivirus may
//! hold the file a moment longer; the installer retries), installs, and starts the new
//! version. GenDesk quits right after starting it. If the installer is refused or stops
//! half-way, NSIS leaves the old files in place and the old version keeps working.

use std::path::Path;

use super::super::error::UpdateError;
use super::super::updater::VerifiedFile;

/// Checks the installer once more, then starts it for `dir` (detached). The caller quits.
pub async fn start_installer(installer: &VerifiedFile, dir: &Path) -> Result<(), UpdateError> {
    installer.recheck().await?;
    let mut command = std::process::Command::new(&installer.path);
    // NSIS reads `/D=` raw, unquoted, and only as the last argument.
    command
        .arg("/S")
        .arg(format!("/UPDATE={}", std::process::id()));
    let folder = format!("/D={}", dir.display());
    #[cfg(windows)]
    std::os::windows::process::CommandExt::raw_arg(&mut command, folder);
    #[cfg(not(windows))]
    command.arg(folder);
    command
        .spawn()
        .map(drop)
        .map_err(|err| UpdateError::Install {
            reason: crate::t!("problem-catalog-install-installer", cause = err.to_string()),
        })
}
