//! Windows only: gives `gendesk.exe` its icon (in Explorer, the Start menu, the taskbar and the
//! list of installed apps), its version information (the file's Properties) and its application
//! manifest (`packaging/windows/gendesk.exe.manifest`). Works when cross-building from Linux
//! with mingw's `x86_64-w64-mingw32-windres`, and on Windows with the SDK's `rc.exe` or mingw's
//! `windres`. Other targets: nothing to do.

use std::env;

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
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
