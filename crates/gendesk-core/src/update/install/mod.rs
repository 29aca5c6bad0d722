//! Installing a verified package the way GenDesk was installed:
//! - the Windows per-user installer: started silently for the same folder with `/UPDATE`; it
//!   waits for GenDesk to exit, installs and starts the new version (`windows.rs`);
//! - the Linux tar.gz in a folder the user can write: unpacked beside, smoke-tested, the old
//!   binary kept as `gendesk.old`, then swapped in atomically (`tarball.rs`);
//! - anything else (a .deb, a folder the user cannot write, macOS, a build run from its
//!   source tree): announced only; the person opens the verified package themselves.

mod tarball;
mod windows;

pub use tarball::{TarballReport, install_tarball};
pub use windows::start_installer;

use std::path::{Path, PathBuf};

use super::feed::PackageKind;

/// How this GenDesk was installed, as far as updating goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstallKind {
    /// Installed by the per-user Windows installer into `dir`.
    WindowsInstaller {
        /// The installation folder (holds `gendesk.exe` and `uninstall.exe`).
        dir: PathBuf,
    },
    /// Unpacked from the Linux tar.gz into `root` (`root/bin/gendesk`), writable.
    LinuxTarball {
        /// The folder holding `bin/` and `share/`.
        root: PathBuf,
        /// The binary.
        exe: PathBuf,
    },
    /// GenDesk cannot replace itself here: the new version is only announced.
    AnnounceOnly {
        /// The package to offer the person, if there is one for this system.
        package: Option<PackageKind>,
        /// Why.
        why: AnnounceReason,
    },
}

/// Why an update is only announced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnnounceReason {
    /// A system package (the package manager owns the files).
    SystemPackage,
    /// The installation folder cannot be written by this user.
    NotWritable,
    /// macOS: the disk image is opened and the app dragged over.
    MacOs,
    /// A build run from somewhere no package put it.
    NotInstalled,
}

impl AnnounceReason {
    /// Why GenDesk does not install the update itself, for people, in their language.
    pub fn words(self) -> String {
        match self {
            Self::SystemPackage => crate::t!("problem-catalog-announce-system-package"),
            Self::NotWritable => crate::t!("problem-catalog-announce-not-writable"),
            Self::MacOs => crate::t!("problem-catalog-announce-macos"),
            Self::NotInstalled => crate::t!("problem-catalog-announce-not-installed"),
        }
    }
}

impl InstallKind {
    /// Works out how the running GenDesk (`exe`) was installed.
    pub fn detect(exe: &Path) -> Self {
        if cfg!(target_os = "macos") {
            return Self::AnnounceOnly {
                package: Some(PackageKind::MacosDmg),
                why: AnnounceReason::MacOs,
            };
        }
        if cfg!(windows) {
            return detect_windows(exe);
        }
        detect_linux(exe)
    }
}

/// Windows: the installer puts `uninstall.exe` beside `gendesk.exe`.
fn detect_windows(exe: &Path) -> InstallKind {
    match exe.parent() {
        Some(dir) if dir.join("uninstall.exe").is_file() => InstallKind::WindowsInstaller {
            dir: dir.to_owned(),
        },
        _ => InstallKind::AnnounceOnly {
            package: Some(PackageKind::WindowsInstaller),
            why: AnnounceReason::NotInstalled,
        },
    }
}

/// Linux: under `/usr` (or listed by dpkg) is the system's; `<root>/bin/gendesk` beside
/// `<root>/share/applications/<app id>.desktop` is the tar.gz's.
fn detect_linux(exe: &Path) -> InstallKind {
    let system = exe.starts_with("/usr/bin")
        || exe.starts_with("/usr/lib")
        || exe.starts_with("/opt")
        || listed_by_dpkg(exe);
    if system {
        return InstallKind::AnnounceOnly {
            package: Some(PackageKind::Deb),
            why: AnnounceReason::SystemPackage,
        };
    }
    let root = exe
        .parent()
        .filter(|bin| bin.file_name().is_some_and(|name| name == "bin"))
        .and_then(Path::parent);
    let desktop = format!("share/applications/{}.desktop", crate::APP_ID);
    match root {
        Some(root) if root.join(&desktop).is_file() => {
            if writable(exe.parent().unwrap_or(root)) {
                InstallKind::LinuxTarball {
                    root: root.to_owned(),
                    exe: exe.to_owned(),
                }
            } else {
                InstallKind::AnnounceOnly {
                    package: Some(PackageKind::LinuxTarGz),
                    why: AnnounceReason::NotWritable,
                }
            }
        }
        _ => InstallKind::AnnounceOnly {
            package: Some(PackageKind::LinuxTarGz),
            why: AnnounceReason::NotInstalled,
        },
    }
}

/// Whether dpkg's list of the `gendesk` package names this file.
fn listed_by_dpkg(exe: &Path) -> bool {
    std::fs::read_to_string("/var/lib/dpkg/info/gendesk.list")
        .is_ok_and(|list| list.lines().any(|line| Path::new(line) == exe))
}

/// Whether this user can create a file in `dir` (tried, then removed).
fn writable(dir: &Path) -> bool {
    let probe = dir.join(format!(".gendesk-write-check-{}", std::process::id()));
    match std::fs::File::create(&probe) {
        Ok(_) => {
            let _removed = std::fs::remove_file(&probe);
            true
        }
        Err(_) => false,
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn linux_installs_are_told_apart() {
        assert_eq!(
            InstallKind::detect(Path::new("/usr/bin/gendesk")),
            InstallKind::AnnounceOnly {
                package: Some(PackageKind::Deb),
                why: AnnounceReason::SystemPackage
            }
        );
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join(".local");
        let exe = root.join("bin/gendesk");
        std::fs::create_dir_all(exe.parent().unwrap()).unwrap();
        std::fs::write(&exe, b"").unwrap();
        assert_eq!(
            InstallKind::detect(&exe),
            InstallKind::AnnounceOnly {
                package: Some(PackageKind::LinuxTarGz),
                why: AnnounceReason::NotInstalled
            }
        );
        let desktop = root.join("share/applications/app.gendesk.GenDesk.desktop");
        std::fs::create_dir_all(desktop.parent().unwrap()).unwrap();
        std::fs::write(&desktop, b"").unwrap();
        assert_eq!(
            InstallKind::detect(&exe),
            InstallKind::LinuxTarball {
                root: root.clone(),
                exe: exe.clone()
            }
        );
        assert!(
            std::fs::read_dir(exe.parent().unwrap()).unwrap().count() == 1,
            "the write check leaves nothing behind"
        );
    }
}
