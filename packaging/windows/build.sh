#!/usr/bin/env bash
# Makes GenDesk's Windows installer and portable zip, cross-building from Linux with Debian's
# mingw-w64 and NSIS:
#   target/packages/gendesk_<version>_x64-setup.exe     (under $CARGO_TARGET_DIR when it is set)
#   target/packages/gendesk_<version>_x64-portable.zip  (unpacked anywhere, e.g. a USB stick)
# Usage: packaging/windows/build.sh [--profile PROFILE]   (release by default)
# Needs: rustup target add x86_64-pc-windows-gnu
#        apt-get install gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 nasm nsis
# Signing (optional): with WINDOWS_SIGN_COMMAND set to a command that signs the file named by its
# last argument in place (osslsigncode or signtool in a small script), gendesk.exe, the
# uninstaller and the installer are signed as NSIS writes them (!finalize, !uninstfinalize).
set -euo pipefail
cd "$(dirname "$0")/../.."

profile=release
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) profile="${2:?--profile needs a name}"; shift 2 ;;
    *) echo "usage: packaging/windows/build.sh [--profile PROFILE]" >&2; exit 2 ;;
  esac
done

target=x86_64-pc-windows-gnu
for tool in x86_64-w64-mingw32-gcc x86_64-w64-mingw32-g++ makensis; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "$tool is missing: apt-get install -y gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 nasm nsis" >&2
    exit 1
  }
done
rustup target list --installed 2>/dev/null | grep -qx "$target" || {
  echo "the Rust target $target is missing: rustup target add $target" >&2
  exit 1
}

# GENDESK_BUILD_VERSION stands in for the package's version (CI builds a "newer" installer of
# the same code this way to check updates; see crates/gendesk-core/src/update/version.rs).
version="${GENDESK_BUILD_VERSION:-$(cargo metadata --no-deps --format-version 1 | sed -n 's/.*"name":"gendesk","version":"\([^"]*\)".*/\1/p')}"
target_dir="${CARGO_TARGET_DIR:-target}"
case "$profile" in
  dev) profile_dir=debug ;;
  *) profile_dir="$profile" ;;
esac
exe="$target_dir/$target/$profile_dir/gendesk.exe"
out="$target_dir/packages"
mkdir -p "$out"

echo "== cargo build --profile $profile --target $target --bin gendesk"
cargo build --locked --profile "$profile" --target "$target" --bin gendesk

echo "== gendesk.exe: GUI program, what it imports, its resources"
packaging/windows/check-exe.sh "$exe" "$version"
if [ -n "${WINDOWS_SIGN_COMMAND:-}" ]; then
  echo "== signing gendesk.exe"
  $WINDOWS_SIGN_COMMAND "$exe"
fi

setup="$(realpath "$out")/gendesk_${version}_x64-setup.exe"
echo "== makensis -> $setup"
nsis_args=(-V2 "-DVERSION=$version" "-DEXE=$(realpath "$exe")" "-DOUTFILE=$setup")
[ -z "${WINDOWS_SIGN_COMMAND:-}" ] || nsis_args+=("-DSIGN_COMMAND=$WINDOWS_SIGN_COMMAND")
[ "$profile" = release ] || nsis_args+=("-DCOMPRESSOR=zlib")
makensis "${nsis_args[@]}" packaging/windows/gendesk.nsi
ls -l "$setup"

portable="$(realpath "$out")/gendesk_${version}_x64-portable.zip"
echo "== portable zip -> $portable"
python3 packaging/windows/make-portable-zip.py "$exe" "$version" "$portable"
ls -l "$portable"
