#!/usr/bin/env bash
# Checks a GenDesk .deb the way a desktop would use it (run by .ci/run after build.sh):
#   1. dpkg-deb -I: the package's name, version, architecture and declared dependencies;
#   2. dpkg-deb -c: the binary, every icon size, the desktop entry, the metainfo;
#   3. dpkg -x into a scratch root; the installed desktop entry and metainfo validate;
#   4. under Xvfb, the Exec line of the installed desktop entry starts GenDesk (found on PATH
#      the way a launcher finds it); xdotool finds its window by class, with the title
#      "GenDesk"; xprop reads the window's _NET_WM_ICON (the icon, at 256 px);
#   5. a second start from the same Exec line exits at once and says GenDesk is already open;
#   6. the renderer fallback: with wgpu's own choice and its Vulkan made unusable
#      (WGPU_BACKEND=dx12, no Vulkan driver) the window still opens, on wgpu's OpenGL, and that
#      is remembered; GENDESK_RENDERER=glow opens it with eframe's OpenGL renderer, and the
#      next plain start tries that one first; with no driver at all it says why (and where the
#      log is) and exits 1.
# Usage: packaging/check-deb.sh target/packages/gendesk_<version>-1_<arch>.deb [screenshot.png]
# Needs: dpkg, desktop-file-utils, appstream, xvfb, xdotool, x11-utils (xprop, xwininfo);
# imagemagick for the optional screenshot.
set -euo pipefail
# shellcheck source=packaging/x11.sh
source "$(dirname "$0")/x11.sh"

deb="${1:?usage: check-deb.sh PACKAGE.deb [screenshot.png]}"
shot="${2:-}"
app_id="app.gendesk.GenDesk"
fail() { echo "check-deb: $*" >&2; exit 1; }

echo "== dpkg-deb -I $deb"
info="$(dpkg-deb -I "$deb")"
echo "$info" | sed -n '/^ Package:/,$p'
[ "$(dpkg-deb -f "$deb" Package)" = gendesk ] || fail "the package is not called gendesk"
depends="$(dpkg-deb -f "$deb" Depends)"
# libc from $auto (what the binary links), ALSA for sound, and the libraries winit/wgpu/rfd
# load at run time, which $auto cannot see.
for dep in libc6 libasound2 libx11-6 libxkbcommon0 libwayland-client0 libfontconfig1; do
  [[ "$depends" == *"$dep"* ]] || fail "Depends lacks $dep: $depends"
done

echo "== dpkg-deb -c $deb"
contents="$(dpkg-deb -c "$deb" | awk '{print $NF}')"
expect=(
  ./usr/bin/gendesk
  "./usr/share/applications/$app_id.desktop"
  "./usr/share/metainfo/$app_id.metainfo.xml"
  "./usr/share/icons/hicolor/scalable/apps/$app_id.svg"
  ./usr/share/doc/gendesk/README.md
  ./usr/share/doc/gendesk/docs/getting-started.md
  ./usr/share/doc/gendesk/docs/troubleshooting.md
  ./usr/share/doc/gendesk/docs/screenshots/compose.png
  ./usr/share/doc/gendesk/third-party-licenses.txt
)
for size in 16 24 32 48 64 128 256 512; do
  expect+=("./usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for path in "${expect[@]}"; do
  grep -qxF "$path" <<<"$contents" || fail "the package lacks $path"
  echo "  $path"
done

root="$(mktemp -d)"
home="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$root" "$home"
}
trap cleanup EXIT

echo "== dpkg -x into $root"
dpkg -x "$deb" "$root"
[ -x "$root/usr/bin/gendesk" ] || fail "usr/bin/gendesk is not executable"
desktop="$root/usr/share/applications/$app_id.desktop"
desktop-file-validate "$desktop"
appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml"

# The command a launcher runs: the Exec value without its field codes (%f, %U, …).
exec_line="$(sed -n 's/^Exec=//p' "$desktop" | head -n 1 | sed 's/ *%[fFuUik]//g')"
[ -n "$exec_line" ] || fail "the desktop entry has no Exec line"
echo "== starting: Exec=$exec_line (PATH starts with $root/usr/bin)"

# A display of our own, and a home of our own: nothing of the person running this is touched.
start_xvfb "$home"
display="$DISPLAY"

launch=(env -u WAYLAND_DISPLAY HOME="$home" XDG_CONFIG_HOME="$home/.config"
  XDG_DATA_HOME="$home/.local/share" XDG_CACHE_HOME="$home/.cache"
  GENDESK_AUDIO=null PATH="$root/usr/bin:$PATH" sh -c "exec $exec_line")
log="$home/first.log"
"${launch[@]}" >"$log" 2>&1 &
first=$!
pids+=("$first")

window=""
for _ in $(seq 600); do  # up to a minute: software rendering on a busy machine is slow
  window="$(xdotool search --onlyvisible --class "$app_id" 2>/dev/null | head -n 1 || true)"
  [ -n "$window" ] && break
  kill -0 "$first" 2>/dev/null || {
    cat "$log" "$home/xvfb.log" >&2
    xdpyinfo >/dev/null 2>&1 || echo "(the X server on $display does not answer any more)" >&2
    fail "GenDesk ended before showing a window"
  }
  sleep 0.1
done
[ -n "$window" ] || { cat "$log" >&2; fail "no window with class $app_id within a minute"; }

title="$(xdotool getwindowname "$window")"
class="$(xprop -id "$window" WM_CLASS)"
echo "  window $window: title \"$title\", $class"
[ "$title" = GenDesk ] || fail "the window's title is \"$title\", not GenDesk"
[[ "$class" == *"\"$app_id\""* ]] || fail "the window's class is not $app_id: $class"
# _NET_WM_ICON is CARDINAL[]: width, height, then the ARGB pixels, for each size given. (Asked
# for as numbers: by default xprop draws icons as text art.)
icon="$(xprop -id "$window" -notype -f _NET_WM_ICON 32c _NET_WM_ICON)"
[[ "$icon" == "_NET_WM_ICON = 256, 256, "* ]] || fail "the window has no 256 px icon: ${icon:0:200}"
opaque="$(tr ',' '\n' <<<"${icon#*= }" | tail -n +3 | awk '$1 >= 4278190080 {n++} END {print n+0}')"
[ "$opaque" -gt 10000 ] || fail "the window's icon is (almost) transparent: $opaque opaque pixels"
echo "  _NET_WM_ICON: 256 x 256, $opaque opaque pixels"

if [ -n "$shot" ]; then
  sleep 2  # only for the picture: let the first frames paint
  import -display "$display" -window root "$shot" && echo "  screenshot: $shot"
fi

echo "== starting it again"
second_log="$home/second.log"
if ! timeout 60 "${launch[@]}" >"$second_log" 2>&1; then
  cat "$second_log" >&2
  fail "the second start did not end cleanly"
fi
grep -q "GenDesk is already open with this data folder" "$second_log" \
  || { cat "$second_log" >&2; fail "the second start did not hand over to the first"; }
echo "  $(cat "$second_log")"
kill -0 "$first" 2>/dev/null || fail "the first GenDesk ended when the second started"
xdotool search --onlyvisible --class "$app_id" >/dev/null || fail "the first window is gone"

# One start of the installed GenDesk with extra environment: waits for its window, and for
# the log to say which renderer it started with, then closes it.
log_file="$home/.local/share/gendesk/logs/gendesk.log"
renderer_file="$home/.config/gendesk/renderer.toml"
start_with() {  # start_with VAR=VALUE ...: the renderer it started with
  local pid started=""
  : >"$log_file"
  env "$@" "${launch[@]}" >"$home/renderer.log" 2>&1 &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 600); do
    started="$(sed -n 's/.*the window started with //p' "$log_file" | head -n 1)"
    [ -n "$started" ] && xdotool search --onlyvisible --class "$app_id" >/dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || { cat "$home/renderer.log" "$log_file" >&2; fail "GenDesk ($*) ended before showing a window"; }
    sleep 0.1
  done
  [ -n "$started" ] || { cat "$log_file" >&2; fail "GenDesk ($*) showed no window within a minute"; }
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  echo "$started"
}
stop_first() {
  kill "$first" 2>/dev/null || true
  wait "$first" 2>/dev/null || true
}

echo "== the renderer fallback"
stop_first
started="$(start_with WGPU_BACKEND=dx12 VK_ICD_FILENAMES=/nonexistent/icd.json)"
tried="$(grep -c 'could not start' "$log_file" || true)"
echo "  WGPU_BACKEND=dx12, no Vulkan driver: started with $started after $tried that could not start"
[ "$started" = "wgpu-gl" ] || fail "expected wgpu-gl (wgpu on OpenGL), got: $started"
[ "$tried" -ge 2 ] || fail "wgpu's choice and Vulkan should have failed first: $(cat "$log_file")"
grep -qx 'renderer = "wgpu-gl"' "$renderer_file" || fail "wgpu-gl was not remembered: $(cat "$renderer_file")"
started="$(start_with GENDESK_RENDERER=glow)"
echo "  GENDESK_RENDERER=glow: started with $started"
[ "$started" = "glow" ] || fail "expected glow, got: $started"
grep -qx 'renderer = "glow"' "$renderer_file" || fail "glow was not remembered: $(cat "$renderer_file")"
started="$(start_with GENDESK_LOG=info)"
first_tried="$(sed -n 's/.*starting the window with //p' "$log_file" | head -n 1)"
echo "  the next start: tried $first_tried first, started with $started"
[ "$first_tried" = "glow" ] || fail "the remembered renderer was not tried first: $first_tried"

echo "== when no renderer starts"
: >"$log_file"
# No Vulkan driver and no OpenGL driver (Mesa finds none of its drivers): nothing can draw.
if out="$(env WGPU_BACKEND=dx12 VK_ICD_FILENAMES=/nonexistent/icd.json \
  LIBGL_DRIVERS_PATH=/nonexistent MESA_LOADER_DRIVER_OVERRIDE=nonexistent \
  timeout 60 "${launch[@]}" 2>&1)"; then
  fail "GenDesk said nothing although no renderer could start: $out"
fi
grep -q "none of the ways it can draw it started" <<<"$out" || fail "no explanation: $out"
grep -qF "in the log: $home/.local/share/gendesk/logs/gendesk.log" <<<"$out" || fail "the log's place is not given: $out"
failed="$(grep -c 'could not start' "$log_file" || true)"
[ "$failed" -eq 4 ] || fail "expected 4 renderers tried, the log says $failed: $(cat "$log_file")"
echo "  exits 1 after trying $failed renderers, saying why and where the log is"

echo "the .deb installs, starts, shows its icon, stays one instance and finds a renderer: no problems"
