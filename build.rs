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
    res.compile()
}
