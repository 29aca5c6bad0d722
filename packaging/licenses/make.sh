#!/usr/bin/env bash
# Writes assets/third-party-licenses.txt: every licence of the crates GenDesk is built from
# (normal dependencies for Linux, Windows and macOS; not build or dev ones), each text followed
# by the crates that use it. Run it after changing dependencies; needs cargo-about
# (`cargo install cargo-about --locked --features cli`). The About window shows the file.
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo about generate --locked -c packaging/licenses/about.toml --workspace \
  packaging/licenses/about.hbs -o assets/third-party-licenses.txt
# The bundled fonts are not crates: their licences are added by hand.
{
  printf '\n================================================================================\n'
  printf 'Fonts bundled in assets/fonts\n'
  printf -- '--------------------------------------------------------------------------------\n'
  for notice in assets/fonts/*LICENSE* assets/fonts/*OFL* assets/fonts/*licence* ; do
    [ -f "$notice" ] || continue
    printf '\n%s\n\n' "$(basename "$notice")"
    cat "$notice"
  done
} >> assets/third-party-licenses.txt
wc -c assets/third-party-licenses.txt
