#!/usr/bin/env bash
# Makes GenDesk's Linux packages from a checkout, with tools from crates.io and Debian:
#   target/packages/gendesk_<version>-1_<arch>.deb        (cargo-deb)
#   target/packages/gendesk-<version>-linux-<arch>.tar.gz  (portable: bin/ and share/ to unpack
#                                                           into ~/.local or /usr/local)
# (under $CARGO_TARGET_DIR when it is set)
# Usage: packaging/build.sh [--profile PROFILE] [--no-build]
#   --profile  the Cargo profile whose binary is packaged (release by default)
#   --no-build package the binary that is already there (CI packages the one its test build made)
# Needs: build-essential, pkg-config, libasound2-dev, dpkg-dev (for the .deb's dependencies).
set -euo pipefail
cd "$(dirname "$0")/.."

profile=release
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) profile="${2:?--profile needs a name}"; shift 2 ;;
    --no-build) build=""; shift ;;
    *) echo "usage: packaging/build.sh [--profile PROFILE] [--no-build]" >&2; exit 2 ;;
  esac
done

if ! command -v cargo-deb >/dev/null 2>&1; then
  # A known version: 3.8 still packages a dev-profile binary (CI does, see .ci/run), which
  # cargo-deb says a later version may refuse.
  cargo install cargo-deb --version 3.8.0 --locked
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

case "$profile" in
  dev) profile_dir=debug ;;
  *) profile_dir="$profile" ;;
esac
binary="$target_dir/$profile_dir/gendesk"
if [ -n "$build" ]; then
  echo "== cargo build --profile $profile"
  cargo build --locked --profile "$profile" --bin gendesk
fi
[ -x "$binary" ] || { echo "$binary does not exist: build it first, or leave out --no-build" >&2; exit 1; }

echo "== .deb"
cargo deb --no-build --profile "$profile" --output "$out/"

echo "== portable tar.gz"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
root="$stage/gendesk-$version-linux-$arch"
# Stripped, as cargo-deb strips the .deb's copy.
install -s -Dm755 "$binary" "$root/bin/gendesk"
install -Dm644 packaging/linux/app.gendesk.GenDesk.desktop "$root/share/applications/app.gendesk.GenDesk.desktop"
install -Dm644 packaging/linux/app.gendesk.GenDesk.metainfo.xml "$root/share/metainfo/app.gendesk.GenDesk.metainfo.xml"
(cd packaging/icons && find hicolor -type f) | while read -r icon; do
  install -Dm644 "packaging/icons/$icon" "$root/share/icons/$icon"
done
install -Dm644 README.md "$root/share/doc/gendesk/README.md"
# The guide (Help -> User guide opens it) and the bundled components' licences.
for page in docs/*.md docs/screenshots/*.png; do
  install -Dm644 "$page" "$root/share/doc/gendesk/$page"
done
install -Dm644 assets/third-party-licenses.txt "$root/share/doc/gendesk/third-party-licenses.txt"
tar -C "$stage" -czf "$out/gendesk-$version-linux-$arch.tar.gz" "gendesk-$version-linux-$arch"

ls -l "$out"
