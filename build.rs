//! Every target: the commit and the day of the build for the About window (`GENDESK_COMMIT`,
//! `GENDESK_BUILD_DATE`; `SOURCE_DATE_EPOCH` fixes the day for reproducible builds).
//!
//! Windows only: gives `gendesk.exe` its icon (in Explorer, the Start menu, the taskbar and the
//! list of installed apps), its version information (the file's Properties) and its application
//! manifest (`packaging/windows/gendesk.exe.manifest`). Works when cross-building from Linux
//! with mingw's `x86_64-w64-mingw32-windres`, and on Windows with the SDK's `rc.exe` or mingw's
//! `windres`. Other targets: nothing to do.

use std::env;

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    build_facts();
    if env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return Ok(());
    }
    let icon = "packaging/icons/gendesk.ico";
    let manifest = "packaging/windows/gendesk.exe.manifest";
    println!("cargo:rerun-if-changed={icon}");
    println!("cargo:rerun-if-changed={manifest}");

    // winresource finds the resource compiler itself: `x86_64-w64-mingw32-windres` when
    // cross-building from Linux, the SDK's rc.exe (MSVC) or windres (GNU) on Windows.
    let mut res = winresource::WindowsResource::new();
    // FileVersion/ProductVersion come from the package's version; the names say GenDesk.
    res.set_icon(icon)
        .set_manifest_file(manifest)
        .set("ProductName", "GenDesk")
        .set("FileDescription", "GenDesk")
        .set("InternalName", "gendesk")
        .set("OriginalFilename", "gendesk.exe")
        .set("CompanyName", "The GenDesk developers")
        .set("LegalCopyright", "The GenDesk developers");
    // A build that stands in for another version (GENDESK_BUILD_VERSION, as gendesk-core's
    // update::RUNNING_VERSION reads it) says that version in its properties too.
    println!("cargo:rerun-if-env-changed=GENDESK_BUILD_VERSION");
    if let Ok(version) = env::var("GENDESK_BUILD_VERSION") {
        res.set("FileVersion", &version)
            .set("ProductVersion", &version);
        let parts: Vec<u64> = version
            .split(['.', '-', '+'])
            .take(3)
            .map(|part| part.parse().unwrap_or(0))
            .collect();
        let packed = parts
            .iter()
            .chain(std::iter::repeat(&0))
            .take(4)
            .fold(0_u64, |packed, part| (packed << 16) | (part & 0xffff));
        res.set_version_info(winresource::VersionInfo::FILEVERSION, packed)
            .set_version_info(winresource::VersionInfo::PRODUCTVERSION, packed);
    }
    res.compile()
}

/// The commit (`git rev-parse --short=10 HEAD`, else "unknown") and the build's day (UTC).
fn build_facts() {
    // A new commit or checkout changes these files: the facts are made again then.
    for git in [".git/HEAD", ".git/refs/heads"] {
        if std::path::Path::new(git).exists() {
            println!("cargo:rerun-if-changed={git}");
        }
    }
    println!("cargo:rerun-if-env-changed=SOURCE_DATE_EPOCH");
    let commit = std::process::Command::new("git")
        .args(["rev-parse", "--short=10", "HEAD"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map(|text| text.trim().to_owned())
        .filter(|text| !text.is_empty())
        .unwrap_or_else(|| "unknown".to_owned());
    let seconds = env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs())
        });
    println!("cargo:rustc-env=GENDESK_COMMIT={commit}");
    println!(
        "cargo:rustc-env=GENDESK_BUILD_DATE={}",
        civil_date(seconds / 86_400)
    );
}

/// `days` since 1970-01-01 as `YYYY-MM-DD` (Howard Hinnant's civil-from-days).
fn civil_date(days: u64) -> String {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}
