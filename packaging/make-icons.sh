#!/usr/bin/env bash
# Makes every icon size from the one source, offline, with tools from Debian's archive:
#   sudo apt-get install -y librsvg2-bin icoutils icnsutils
# Run from anywhere; it rewrites packaging/icons/{hicolor,gendesk.ico,gendesk.icns}.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
src="$here/icons/gendesk.svg"
id="app.gendesk.GenDesk"
out="$here/icons"
for tool in rsvg-convert icotool png2icns; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install -y librsvg2-bin icoutils icnsutils" >&2; exit 1; }
done
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# Linux: the hicolor theme's sizes.
for size in 16 24 32 48 64 128 256 512; do
  dir="$out/hicolor/${size}x${size}/apps"
  mkdir -p "$dir"
  rsvg-convert -w "$size" -h "$size" "$src" -o "$dir/$id.png"
done
mkdir -p "$out/hicolor/scalable/apps"
cp "$src" "$out/hicolor/scalable/apps/$id.svg"
# Windows: one .ico with the sizes Explorer and the taskbar use.
for size in 16 24 32 48 64 128 256; do
  rsvg-convert -w "$size" -h "$size" "$src" -o "$tmp/ico-$size.png"
done
icotool -c -o "$out/gendesk.ico" "$tmp"/ico-{16,24,32,48,64,128,256}.png
# macOS: .icns from the sizes png2icns knows.
for size in 16 32 48 128 256 512; do
  rsvg-convert -w "$size" -h "$size" "$src" -o "$tmp/icns-$size.png"
done
png2icns "$out/gendesk.icns" "$tmp"/icns-{16,32,48,128,256,512}.png >/dev/null
echo "icons written to $out"
