#!/usr/bin/env bash
# Makes GenDesk's Linux packages from a checkout, with tools from crates.io and Debian:
#   target/packages/gendesk_<version>-1_<arch>.deb        (cargo-deb)
#   target/packages/gendesk-<version>-linux-<arch>.tar.gz  (portable: bin/ and share/ to unpack
#                                                           into ~/.local or /usr/local)
# (under $CARGO_TARGET_DIR when it is set)
# Needs: build-essential, pkg-config, libasound2-dev, dpkg-dev (for the .deb's dependencies).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo-deb >/dev/null 2>&1; then
  cargo install cargo-deb --locked
fi
if ! command -v dpkg-shlibdeps >/dev/null 2>&1; then
  echo "dpkg-shlibdeps is missing: apt-get install -y dpkg-dev" >&2
  exit 1
fi

version="$(cargo metadata --no-deps --format-version 1 | sed -n 's/.*"name":"gendesk","version":"\([^"]*\)".*/\1/p')"
arch="$(uname -m)"
target_dir="${CARGO_TARGET_DIR:-target}"
out="$target_dir/packages"
mkdir -p "$out"

echo "== cargo build --release"
cargo build --release --locked

echo "== .deb"
cargo deb --no-build --output "$out/"

echo "== portable tar.gz"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
root="$stage/gendesk-$version-linux-$arch"
# Stripped, as cargo-deb strips the .deb's copy.
install -s -Dm755 "$target_dir/release/gendesk" "$root/bin/gendesk"
install -Dm644 packaging/linux/app.gendesk.GenDesk.desktop "$root/share/applications/app.gendesk.GenDesk.desktop"
install -Dm644 packaging/linux/app.gendesk.GenDesk.metainfo.xml "$root/share/metainfo/app.gendesk.GenDesk.metainfo.xml"
(cd packaging/icons && find hicolor -type f) | while read -r icon; do
  install -Dm644 "packaging/icons/$icon" "$root/share/icons/$icon"
done
install -Dm644 README.md "$root/share/doc/gendesk/README.md"
tar -C "$stage" -czf "$out/gendesk-$version-linux-$arch.tar.gz" "gendesk-$version-linux-$arch"

ls -l "$out"
