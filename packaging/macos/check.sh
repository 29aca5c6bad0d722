#!/usr/bin/env bash
# Checks GenDesk's macOS build as far as a Linux machine can: every crate of the workspace, all
# targets, type-checked and linted (clippy -D warnings) for aarch64-apple-darwin, which covers
# the macOS-only Rust code (the Keychain store, Notification Center, winit's and wgpu's Metal
# paths). The C and C++ parts (aws-lc, openh264, SQLite) cannot be compiled here without Apple's
# SDK: a stand-in compiler (stand-in-cc) makes empty objects for them, which is harmless
# because checking links nothing.
# Not checked here: compiling the C parts for macOS, linking, the universal binary, the .app,
# the .dmg, signing and notarization, and running it; the release workflow's macOS job does
# those on a Mac (.github/workflows/release.yml).
# Usage: packaging/macos/check.sh   (needs: rustup target add aarch64-apple-darwin; gcc)
set -euo pipefail
cd "$(dirname "$0")/../.."

target=aarch64-apple-darwin
rustup target list --installed 2>/dev/null | grep -qx "$target" || {
  echo "the Rust target $target is missing: rustup target add $target" >&2
  exit 1
}
stand_in="$PWD/packaging/macos/stand-in-cc"
export CC_aarch64_apple_darwin="$stand_in" CXX_aarch64_apple_darwin="$stand_in"
export AR_aarch64_apple_darwin=ar
cargo clippy --locked --target "$target" --workspace --all-targets -- -D warnings
echo "macOS ($target): every crate and target type-checks and passes clippy"
