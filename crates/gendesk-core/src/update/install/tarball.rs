//! The Linux tar.gz: the verified archive is checked once more and unpacked beside the
//! installation (`<root>/.gendesk-update-<version>/`, the same file system), the new binary's
//! `--version` must name the new version, the share/ files (desktop entry, icons, metainfo,
//! README) are replaced one by one atomically, the old binary is kept as `bin/gendesk.old`, and
//! the new one is swapped in atomically (`self-replace` when it is the running binary). Any
//! failure before the swap leaves the installed GenDesk exactly as it was.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::super::error::UpdateError;
use super::super::updater::{VerifiedFile, verify_file_now};

/// Longest the new binary's `--version` may take.
const SMOKE_TEST_TIMEOUT: Duration = Duration::from_secs(30);

/// What an installed tar.gz update did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TarballReport {
    /// The binary, now the new version.
    pub exe: PathBuf,
    /// The old binary, kept.
    pub backup: PathBuf,
    /// What `--version` printed.
    pub version_line: String,
}

/// Installs the verified archive over the tar.gz installation at `root` (binary `exe`).
pub async fn install_tarball(
    archive: &VerifiedFile,
    root: &Path,
    exe: &Path,
    version: &semver::Version,
) -> Result<TarballReport, UpdateError> {
    let archive = archive.clone();
    let root = root.to_owned();
    let exe = exe.to_owned();
    let version = version.clone();
    tokio::task::spawn_blocking(move || {
        let staging = root.join(format!(".gendesk-update-{version}"));
        let result = install_now(&archive, &root, &exe, &version, &staging);
        if let Err(err) = std::fs::remove_dir_all(&staging)
            && err.kind() != std::io::ErrorKind::NotFound
        {
            tracing::warn!("{} was not removed: {err}", staging.display());
        }
        result
    })
    .await
    .map_err(|err| UpdateError::Install {
        reason: err.to_string(),
    })?
}

fn install_now(
    archive: &VerifiedFile,
    root: &Path,
    exe: &Path,
    version: &semver::Version,
    staging: &Path,
) -> Result<TarballReport, UpdateError> {
    verify_file_now(&archive.path, &archive.expected)?;
    if staging.exists() {
        std::fs::remove_dir_all(staging).map_err(|err| UpdateError::io(staging, "removed", err))?;
    }
    std::fs::create_dir_all(staging).map_err(|err| UpdateError::io(staging, "written", err))?;
    unpack(&archive.path, staging)?;
    let top = single_folder(staging)?;
    let new_exe = top.join("bin").join("gendesk");
    let version_line = smoke_test(&new_exe, version)?;
    let share = top.join("share");
    if share.is_dir() {
        replace_tree(&share, &root.join("share"))?;
    }
    let backup = exe.with_file_name("gendesk.old");
    std::fs::copy(exe, &backup).map_err(|err| UpdateError::io(&backup, "written", err))?;
    swap_binary(&new_exe, exe)?;
    Ok(TarballReport {
        exe: exe.to_owned(),
        backup,
        version_line,
    })
}

/// Unpacks the gzip-compressed tar into `into` (`tar` refuses entries that would leave it).
fn unpack(archive: &Path, into: &Path) -> Result<(), UpdateError> {
    let file = std::fs::File::open(archive).map_err(|err| UpdateError::io(archive, "read", err))?;
    let mut tar = tar::Archive::new(flate2::read::GzDecoder::new(file));
    tar.set_preserve_permissions(true);
    tar.unpack(into).map_err(|err| UpdateError::Install {
        reason: crate::t!("problem-catalog-install-unpack", cause = err.to_string()),
    })
}

/// The one folder the archive holds (`gendesk-<version>-linux-<arch>`).
fn single_folder(staging: &Path) -> Result<PathBuf, UpdateError> {
    let entries: Vec<PathBuf> = std::fs::read_dir(staging)
        .map_err(|err| UpdateError::io(staging, "read", err))?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .collect();
    match entries.as_slice() {
        [one] if one.join("bin").join("gendesk").is_file() => Ok(one.clone()),
        _ => Err(UpdateError::Install {
            reason: crate::t!("problem-catalog-install-no-folder"),
        }),
    }
}

/// Runs `<new> --version`, which must print the new version.
fn smoke_test(new_exe: &Path, version: &semver::Version) -> Result<String, UpdateError> {
    let failed = |why: String| UpdateError::Install {
        reason: crate::t!("problem-catalog-install-no-start", why = why),
    };
    let mut child = Command::new(new_exe)
        .arg("--version")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|err| failed(err.to_string()))?;
    let started = Instant::now();
    let status = loop {
        match child.try_wait().map_err(|err| failed(err.to_string()))? {
            Some(status) => break status,
            None if started.elapsed() > SMOKE_TEST_TIMEOUT => {
                let _killed = child.kill();
                let _reaped = child.wait();
                return Err(failed(crate::t!(
                    "problem-catalog-install-version-timeout",
                    seconds = SMOKE_TEST_TIMEOUT.as_secs()
                )));
            }
            None => std::thread::sleep(Duration::from_millis(20)),
        }
    };
    let mut out = String::new();
    if let Some(mut stdout) = child.stdout.take() {
        stdout
            .read_to_string(&mut out)
            .map_err(|err| failed(err.to_string()))?;
    }
    let line = out.trim().to_owned();
    if !status.success() {
        return Err(failed(crate::t!(
            "problem-catalog-install-version-exit",
            status = status.to_string()
        )));
    }
    if line.split_whitespace().nth(1) != Some(version.to_string().as_str()) {
        return Err(failed(crate::t!(
            "problem-catalog-install-version-wrong",
            line = format!("{line:?}"),
            version = version.to_string()
        )));
    }
    Ok(line)
}

/// Copies every file under `from` to the same place under `to`, each written beside and
/// renamed over (so no file is ever half-written).
fn replace_tree(from: &Path, to: &Path) -> Result<(), UpdateError> {
    let entries = std::fs::read_dir(from).map_err(|err| UpdateError::io(from, "read", err))?;
    for entry in entries {
        let entry = entry.map_err(|err| UpdateError::io(from, "read", err))?;
        let source = entry.path();
        let target = to.join(entry.file_name());
        let kind = entry
            .file_type()
            .map_err(|err| UpdateError::io(&source, "read", err))?;
        if kind.is_dir() {
            std::fs::create_dir_all(&target)
                .map_err(|err| UpdateError::io(&target, "written", err))?;
            replace_tree(&source, &target)?;
        } else if kind.is_file() {
            copy_atomic(&source, &target)?;
        }
    }
    Ok(())
}

/// Copies `from` to `<to>.new`, then renames it over `to`.
fn copy_atomic(from: &Path, to: &Path) -> Result<(), UpdateError> {
    let mut temp_name = to.file_name().unwrap_or_default().to_owned();
    temp_name.push(".new");
    let temp = to.with_file_name(temp_name);
    std::fs::copy(from, &temp).map_err(|err| UpdateError::io(&temp, "written", err))?;
    std::fs::rename(&temp, to).map_err(|err| UpdateError::io(to, "written", err))
}

/// Puts `new_exe` in place of `exe`: `self-replace` when `exe` is the running binary (it
/// copies beside and renames over), else the same by hand.
fn swap_binary(new_exe: &Path, exe: &Path) -> Result<(), UpdateError> {
    let running = std::env::current_exe().and_then(|p| p.canonicalize()).ok();
    let target = exe.canonicalize().ok();
    if running.is_some() && running == target {
        self_replace::self_replace(new_exe).map_err(|err| UpdateError::Install {
            reason: crate::t!("problem-catalog-install-replace", cause = err.to_string()),
        })
    } else {
        copy_atomic(new_exe, exe)
    }
}
