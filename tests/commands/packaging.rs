//! The desktop integration files in `packaging/` agree with each other and with the app: one
//! reverse-DNS id (the window's app id) names the desktop file, the metainfo, the icons and
//! the window class; every hicolor size exists at its size; the Windows and macOS icons are
//! real `.ico`/`.icns` files. (`desktop-file-validate` and `appstreamcli validate` run in
//! `.ci/run` and `packaging/README.md` says how.)
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};

use gendesk::ui::APP_ID;

fn packaging() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|err| panic!("{}: {err}", path.display()))
}

#[test]
fn the_desktop_file_and_the_metainfo_use_the_app_id() {
    let desktop = read(&packaging().join(format!("linux/{APP_ID}.desktop")));
    for line in [
        "Type=Application",
        "Name=GenDesk",
        "Exec=gendesk",
        &format!("Icon={APP_ID}"),
        &format!("StartupWMClass={APP_ID}"),
    ] {
        assert!(
            desktop.lines().any(|l| l == line),
            "{line} in the desktop file"
        );
    }
    let metainfo = read(&packaging().join(format!("linux/{APP_ID}.metainfo.xml")));
    assert!(metainfo.contains(&format!("<id>{APP_ID}</id>")));
    assert!(metainfo.contains(&format!(
        "<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>"
    )));
    assert!(metainfo.contains("<binary>gendesk</binary>"));
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        metainfo.contains(&format!("<release version=\"{version}\"")),
        "the metainfo names this version ({version})"
    );
}

#[test]
fn every_icon_size_exists_at_its_size() {
    let icons = packaging().join("icons");
    for size in [16_u32, 24, 32, 48, 64, 128, 256, 512] {
        let path = icons.join(format!("hicolor/{size}x{size}/apps/{APP_ID}.png"));
        let image = image::open(&path)
            .unwrap_or_else(|err| panic!("{}: {err}", path.display()))
            .into_rgba8();
        assert_eq!(image.dimensions(), (size, size), "{}", path.display());
        assert!(
            image.pixels().any(|p| p.0[3] == 0) && image.pixels().any(|p| p.0[3] == 255),
            "{size}: a shape on a transparent background"
        );
    }
    let svg = read(&icons.join(format!("hicolor/scalable/apps/{APP_ID}.svg")));
    assert_eq!(
        svg,
        read(&icons.join("gendesk.svg")),
        "the scalable icon is the source"
    );
    let windows = std::fs::read(icons.join("gendesk.ico")).unwrap();
    assert_eq!(&windows[..4], &[0, 0, 1, 0], ".ico header");
    assert_eq!(
        u16::from_le_bytes([windows[4], windows[5]]),
        7,
        "seven sizes in the .ico"
    );
    let mac = std::fs::read(icons.join("gendesk.icns")).unwrap();
    assert_eq!(&mac[..4], b"icns", ".icns header");
    assert_eq!(
        u32::from_be_bytes([mac[4], mac[5], mac[6], mac[7]]) as usize,
        mac.len(),
        ".icns length"
    );
}

fn toml_file(path: &Path) -> toml::Table {
    read(path)
        .parse()
        .unwrap_or_else(|err| panic!("{}: {err}", path.display()))
}

#[test]
fn the_installers_use_the_app_id_the_version_and_the_icons() {
    let packager = toml_file(&packaging().join("Packager.toml"));
    assert_eq!(packager["identifier"].as_str(), Some(APP_ID));
    assert_eq!(packager["productName"].as_str(), Some("GenDesk"));
    assert_eq!(
        packager["version"].as_str(),
        Some(env!("CARGO_PKG_VERSION")),
        "Packager.toml's version is Cargo.toml's"
    );
    for icon in packager["icons"].as_array().unwrap() {
        assert!(packaging().join(icon.as_str().unwrap()).is_file(), "{icon}");
    }

    // The Windows installer (packaging/windows/gendesk.nsi, built by makensis in that folder):
    // the app id for toasts and Settings > Apps, per user, 64-bit, and files that exist.
    let nsi = read(&packaging().join("windows/gendesk.nsi"));
    for line in [
        format!("!define APP_ID \"{APP_ID}\""),
        "!define PRODUCT \"GenDesk\"".to_owned(),
        "RequestExecutionLevel user".to_owned(),
        "Target amd64-unicode".to_owned(),
        "!define AUMID_KEY \"Software\\Classes\\AppUserModelId\\${APP_ID}\"".to_owned(),
    ] {
        assert!(
            nsi.lines().any(|l| l.trim() == line),
            "{line} in gendesk.nsi"
        );
    }
    let icons_dir = nsi
        .lines()
        .find_map(|l| l.strip_prefix("!define ICONS \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .unwrap();
    let icons = packaging().join("windows").join(icons_dir);
    let mut named = 0;
    for line in nsi.lines() {
        if let Some(rest) = line.split("\"${ICONS}/").nth(1) {
            let file = rest.split('"').next().unwrap().replace("${APP_ID}", APP_ID);
            assert!(icons.join(&file).is_file(), "gendesk.nsi names {file}");
            named += 1;
        }
    }
    assert!(
        named >= 3,
        "the installer, uninstaller and toast icons: {named}"
    );
    // gendesk.exe's own resources (build.rs): the same icon and a manifest.
    let build = read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("build.rs"));
    assert!(build.contains("\"packaging/icons/gendesk.ico\""));
    let manifest = read(&packaging().join("windows/gendesk.exe.manifest"));
    assert!(manifest.contains(&format!("name=\"{APP_ID}\"")));
    assert!(manifest.contains("level=\"asInvoker\""));

    // The .deb ships every file it names, with the desktop entry, metainfo and every size.
    let manifest = toml_file(&Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"));
    let assets = manifest["package"]["metadata"]["deb"]["assets"]
        .as_array()
        .unwrap();
    let sources: Vec<&str> = assets
        .iter()
        .map(|asset| asset.as_array().unwrap()[0].as_str().unwrap())
        .collect();
    for size in ["16", "24", "32", "48", "64", "128", "256", "512"] {
        let icon = format!("packaging/icons/hicolor/{size}x{size}/apps/{APP_ID}.png");
        assert!(sources.contains(&icon.as_str()), "the .deb lacks {icon}");
    }
    for file in [
        format!("packaging/linux/{APP_ID}.desktop"),
        format!("packaging/linux/{APP_ID}.metainfo.xml"),
        format!("packaging/icons/hicolor/scalable/apps/{APP_ID}.svg"),
        "target/release/gendesk".to_owned(),
    ] {
        assert!(sources.contains(&file.as_str()), "the .deb lacks {file}");
    }
    // The guide (Help -> User guide) and the bundled components' licences.
    for file in [
        "docs/*.md",
        "docs/screenshots/*.png",
        "assets/third-party-licenses.txt",
    ] {
        assert!(sources.contains(&file), "the .deb lacks {file}");
    }
    for source in sources.iter().filter(|s| !s.starts_with("target/")) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(source);
        // A pattern (`docs/*.md`): its folder holds at least one such file.
        let present = match source.split_once("/*") {
            Some((folder, ending)) => {
                std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(folder))
                    .unwrap()
                    .any(|entry| {
                        entry
                            .unwrap()
                            .file_name()
                            .to_string_lossy()
                            .ends_with(ending)
                    })
            }
            None => path.is_file(),
        };
        assert!(
            present,
            "{source} is named in [package.metadata.deb] but missing"
        );
    }
}
