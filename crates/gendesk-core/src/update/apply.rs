//! Carrying out a newer version the way GenDesk was installed, the same for the window and
//! `gendesk update apply`: download the package for this installation (resumable, verified),
//! then install it (tar.gz), hand it to the installer (Windows), or leave the verified package
//! for the person to open (everything else).

use tokio::sync::watch;

use super::error::UpdateError;
use super::feed::{Feed, FileRef, PackageKind};
use super::install::{
    AnnounceReason, InstallKind, TarballReport, install_tarball, start_installer,
};
use super::updater::{Updater, VerifiedFile};
use crate::download::Progress;

/// What applying an update did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Applied {
    /// The tar.gz installation now holds the new binary: start it again to use it.
    Replaced {
        /// The new version.
        version: semver::Version,
        /// What was done.
        report: TarballReport,
    },
    /// The Windows installer runs: quit now; it starts the new version when done.
    InstallerStarted {
        /// The new version.
        version: semver::Version,
    },
    /// GenDesk cannot replace itself here: the verified package is ready to open.
    Downloaded {
        /// The new version.
        version: semver::Version,
        /// The package.
        package: VerifiedFile,
        /// Why it is not installed automatically.
        why: AnnounceReason,
    },
}

/// The package of `kind` in `feed`, with the file name to keep it under.
pub fn package_for(feed: &Feed, kind: PackageKind) -> Result<(FileRef, String), UpdateError> {
    let file = feed
        .packages
        .get(&kind)
        .cloned()
        .ok_or(UpdateError::NoPackage { kind: kind.label() })?;
    let name = url::Url::parse(&file.url)
        .ok()
        .and_then(|url| {
            url.path_segments()
                .and_then(|mut segments| segments.next_back().map(str::to_owned))
        })
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| format!("gendesk-{}-{kind:?}", feed.version));
    Ok((file, name))
}

/// Downloads and installs `feed`'s version for the installation `install`.
pub async fn apply_update(
    updater: &Updater,
    feed: &Feed,
    install: &InstallKind,
    cancel: &watch::Receiver<bool>,
    progress: impl FnMut(Progress) + Send,
) -> Result<Applied, UpdateError> {
    let version = feed.version.clone();
    match install {
        InstallKind::LinuxTarball { root, exe } => {
            let (file, name) = package_for(feed, PackageKind::LinuxTarGz)?;
            let archive = updater.download(&file, &name, cancel, progress).await?;
            let report = install_tarball(&archive, root, exe, &version).await?;
            remove_quietly(&archive.path).await;
            Ok(Applied::Replaced { version, report })
        }
        InstallKind::WindowsInstaller { dir } => {
            let (file, name) = package_for(feed, PackageKind::WindowsInstaller)?;
            let installer = updater.download(&file, &name, cancel, progress).await?;
            start_installer(&installer, dir).await?;
            Ok(Applied::InstallerStarted { version })
        }
        InstallKind::AnnounceOnly { package, why } => {
            let kind = package.ok_or(UpdateError::NoPackage {
                kind: "matching".to_owned(),
            })?;
            let (file, name) = package_for(feed, kind)?;
            let package = updater.download(&file, &name, cancel, progress).await?;
            Ok(Applied::Downloaded {
                version,
                package,
                why: *why,
            })
        }
    }
}

/// Removes a used package (a leftover only costs disk space).
async fn remove_quietly(path: &std::path::Path) {
    if let Err(err) = tokio::fs::remove_file(path).await {
        tracing::warn!("{} was not removed: {err}", path.display());
    }
}
