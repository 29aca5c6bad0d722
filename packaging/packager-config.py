#!/usr/bin/env python3
"""Writes the cargo-packager config for one build of the macOS packages.

Reads packaging/Packager.toml, checks that its version is Cargo.toml's (and, when GitHub
Actions runs it for a tag, that the tag is v<version>), then writes
packaging/packager.release.json with what depends on the build machine:

- macOS, signed: APPLE_SIGNING_IDENTITY, APPLE_CERTIFICATE and APPLE_CERTIFICATE_PASSWORD
  -> cargo-packager imports the certificate into a temporary keychain, signs the .app
  (hardened runtime) and the .dmg, and notarizes and staples the .app when APPLE_ID,
  APPLE_PASSWORD and APPLE_TEAM_ID are set too.
- macOS, unsigned: the .app gets an ad-hoc signature before the .dmg is made (without one,
  Apple-silicon Macs call a downloaded app "damaged" instead of offering to open it).
- Anything else: unsigned. (The Windows installer is not cargo-packager's: it is made by
  packaging/windows/build.sh with NSIS, and signed there.)

Usage: packager-config.py [--check] [--os macos|linux|windows] [--out FILE]
  --check  only check the versions and print the version
The output must stay in packaging/ (cargo-packager resolves its paths from the config's
folder); the default is packaging/packager.release.json.
"""

import argparse
import json
import os
import re
import shlex
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    sys.exit("packager-config.py needs Python 3.11 or newer (tomllib)")

HERE = Path(__file__).resolve().parent


def env(name: str) -> str:
    return os.environ.get(name, "").strip()


def current_os() -> str:
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def fail(message: str) -> None:
    sys.exit(f"packager-config.py: {message}")


def checked_config() -> dict:
    config = tomllib.loads((HERE / "Packager.toml").read_text(encoding="utf-8"))
    cargo = tomllib.loads((HERE.parent / "Cargo.toml").read_text(encoding="utf-8"))
    version = cargo["package"]["version"]
    if isinstance(version, dict) and version.get("workspace"):
        # `version.workspace = true`: the workspace's [workspace.package] version.
        version = cargo["workspace"]["package"]["version"]
    if config.get("version") != version:
        fail(f"packaging/Packager.toml has version {config.get('version')!r}, Cargo.toml {version!r}")
    metainfo = (HERE / "linux" / "app.gendesk.GenDesk.metainfo.xml").read_text(encoding="utf-8")
    if not re.search(rf'<release version="{re.escape(version)}"', metainfo):
        fail(f"the metainfo has no <release version=\"{version}\">")
    if env("GITHUB_REF_TYPE") == "tag" and env("GITHUB_REF_NAME") != f"v{version}":
        fail(f"tag {env('GITHUB_REF_NAME')!r} is not v{version} (Cargo.toml's version)")
    return config


def add_signing(config: dict, target_os: str) -> str:
    if target_os == "macos":
        wanted = ("APPLE_SIGNING_IDENTITY", "APPLE_CERTIFICATE", "APPLE_CERTIFICATE_PASSWORD")
        missing = [name for name in wanted if not env(name)]
        if not missing:
            config.setdefault("macos", {})["signingIdentity"] = env("APPLE_SIGNING_IDENTITY")
            notarized = all(env(n) for n in ("APPLE_ID", "APPLE_PASSWORD", "APPLE_TEAM_ID"))
            return "signed, " + ("notarized" if notarized else "NOT notarized (no APPLE_ID/APPLE_PASSWORD/APPLE_TEAM_ID)")
        app = Path(config.get("outDir", ".")) / f"{config['productName']}.app"
        # Runs in this folder (sh -c) before each format; with `--formats app,dmg` the .app
        # is made first, so it is signed before the .dmg is made from it.
        config["beforeEachPackageCommand"] = (
            '[ "$CARGO_PACKAGER_FORMAT" != dmg ] || '
            f"codesign --force --deep --sign - {shlex.quote(app.as_posix())}"
        )
        if len(missing) < len(wanted):
            print(f"packager-config.py: warning: {', '.join(missing)} missing", file=sys.stderr)
        return f"ad-hoc signed only (no {', '.join(missing)})"
    return "unsigned"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check versions, print the version")
    parser.add_argument("--os", choices=["windows", "macos", "linux"], default=current_os())
    parser.add_argument("--out", type=Path, default=HERE / "packager.release.json")
    args = parser.parse_args()

    config = checked_config()
    if args.check:
        print(config["version"])
        return
    if args.out.resolve().parent != HERE:
        fail(f"{args.out} must be in {HERE} (paths in the config are relative to it)")
    signing = add_signing(config, args.os)
    args.out.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    print(f"packager-config.py: wrote {args.out} for {args.os}: {signing}", file=sys.stderr)


if __name__ == "__main__":
    main()
