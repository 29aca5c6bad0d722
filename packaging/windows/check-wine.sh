#!/usr/bin/env bash
# Checks GenDesk's Windows installer the way a person uses it, under Wine (run by .ci/run after
# packaging/windows/build.sh):
#   1. a fresh 64-bit Wine prefix on a display of its own (Xvfb), with no Mono/Gecko prompts;
#   2. the installer run silently (/S): the installed files, the Start-menu shortcut, the entry
#      in Settings > Apps (uninstall key) and the toast registration (AppUserModelId) are there;
#   3. the installed gendesk.exe started as the Start menu would, with no WGPU_BACKEND: a window
#      titled GenDesk appears (the renderer GenDesk chooses itself is what is checked);
#   4. "Explore the offline sandbox" clicked, an image prompt typed and submitted with xdotool:
#      the history (SQLite) records the task as succeeded with its result, the preview is made,
#      and a screenshot is kept and checked to be more than a blank frame;
#   5. a second start says GenDesk is already open (named pipe) and exits 0;
#   6. a profile connected in the window (to a headless `gendesk sandbox`) keeps its key in
#      Windows Credential Manager (Wine implements it), and in no file;
#   7. with NEWER.exe: an update as a person meets it. A feed announcing NEWER.exe, signed with
#      the test key (which CI's builds trust), served on loopback; GenDesk started again checks
#      it, announces it, and Update (clicked) downloads and verifies the installer, starts it
#      with /UPDATE and closes; the installer waits for it, installs, and starts the new
#      version: Settings > Apps says the new version, gendesk.exe --version too, the history is
#      intact. Then an installer that finds gendesk.exe held open (wine/hold.c) installs
#      nothing, ends with status 2 and leaves the installed version as it was;
#   8. the portable zip beside the installer, unpacked into a folder and started from there,
#      keeps its log and settings in GenDesk-data beside it and writes nothing into AppData;
#   9. with no graphics driver at all, GenDesk says so in a message box (and in its log);
#  10. the silent uninstaller removes the files, the shortcut and both registry keys.
# Usage: packaging/windows/check-wine.sh gendesk_<version>_x64-setup.exe [screenshot.png]
#        [NEWER-setup.exe]
# Needs: wine, wine64 (8.0+), xvfb, xdotool, x11-utils, imagemagick, python3, minisign,
#        gcc-mingw-w64-x86-64 (the test-only bcryptprimitives.dll, see wine/bcryptprimitives.c),
#        mesa-vulkan-drivers (Wine's Vulkan runs on lavapipe).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=packaging/x11.sh
source packaging/x11.sh

setup="$(realpath "${1:?usage: check-wine.sh SETUP.exe [screenshot.png]}")"
shot="${2:-}"
newer="${3:+$(realpath "$3")}"
fail() { echo "check-wine: $*" >&2; exit 1; }
say() { echo "  $*"; }

work="$(mktemp -d)"
pids=()
cleanup() {
  local status=$?
  if [ "$status" -ne 0 ] && [ -d "$work" ]; then
    for log in "$work"/*.log; do
      [ -f "$log" ] && { echo "---- $log" >&2; tail -n 40 "$log" >&2; }
    done
  fi
  WINEPREFIX="$work/prefix" wineserver -k 2>/dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

export WINEPREFIX="$work/prefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko download prompts (GenDesk needs neither).
export WINEDLLOVERRIDES="mscoree,mshtml="
unset WGPU_BACKEND

start_xvfb "$work"

# Whichever command ends the check says so, with its line and status (set -e alone is silent).
trap 'echo "check-wine: line $LINENO: \"$BASH_COMMAND\" ended with status $?" >&2' ERR

echo "== a fresh Wine prefix ($(wine --version))"
system32="$WINEPREFIX/drive_c/windows/system32"
# A first boot of Wine sometimes ends early on a loaded machine (CI once saw status 53 with
# no prefix to show for it): the prefix is made afresh up to three times before giving up.
user=""
for attempt in 1 2 3; do
  status=0
  wine wineboot -i >>"$work/wineboot.log" 2>&1 || status=$?
  wineserver -w || true
  if [ "$status" -eq 0 ] && [ -d "$system32" ]; then
    user="$(wine cmd /c 'echo %USERNAME%' 2>/dev/null | tr -d '\r')" || user=""
    [ -n "$user" ] && break
  fi
  say "making the prefix, attempt $attempt: wineboot ended with $status, user '${user}'; again"
  wineserver -k 2>/dev/null || true
  rm -rf "$WINEPREFIX"
done
[ -d "$system32" ] || fail "wineboot made no prefix (see wineboot.log)"
[ -n "$user" ] || fail "Wine did not say who its user is"
home_win="C:\\users\\$user"
home="$WINEPREFIX/drive_c/users/$user"
if [ ! -e "$system32/bcryptprimitives.dll" ]; then
  # Wine before 8.13 lacks it; every Rust program imports ProcessPrng from it. Test-only.
  x86_64-w64-mingw32-gcc -shared -O2 -s -o "$system32/bcryptprimitives.dll" \
    packaging/windows/wine/bcryptprimitives.c -ladvapi32
  say "bcryptprimitives.dll: the test-only stand-in (packaging/windows/wine/)"
fi

echo "== the installer, silently: $(basename "$setup") /S"
wine "$setup" /S >"$work/install.log" 2>&1 || fail "the installer failed ($?)"
wineserver -w
install_dir="$home/AppData/Local/Programs/GenDesk"
for file in gendesk.exe uninstall.exe gendesk.ico gendesk.png README.md \
  third-party-licenses.txt docs/getting-started.md docs/screenshots/compose.png; do
  [ -f "$install_dir/$file" ] || fail "the installer did not put $file into $install_dir"
done
say "files: $(find "$install_dir" -maxdepth 1 -type f -printf '%f ' | sort)"
shortcut="$home/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/GenDesk.lnk"
[ -f "$shortcut" ] || fail "no Start-menu shortcut at $shortcut"
say "Start menu: GenDesk.lnk"
reg_value() {  # reg_value KEY NAME: the value's data, or nothing
  wine reg query "$1" /v "$2" 2>/dev/null | tr -d '\r' | sed -n "s/^ *$2 *REG_[A-Z_]* *//p"
}
uninstall_key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\app.gendesk.GenDesk'
[ "$(reg_value "$uninstall_key" DisplayName)" = GenDesk ] || fail "Settings > Apps has no GenDesk"
uninstall="$(reg_value "$uninstall_key" QuietUninstallString)"
[[ "$uninstall" == *'uninstall.exe" /S' ]] || fail "no silent uninstall command: $uninstall"
say "Settings > Apps: GenDesk $(reg_value "$uninstall_key" DisplayVersion), $(reg_value "$uninstall_key" Publisher)"
aumid_key='HKCU\Software\Classes\AppUserModelId\app.gendesk.GenDesk'
[ "$(reg_value "$aumid_key" DisplayName)" = GenDesk ] || fail "the toast registration lacks its name"
[[ "$(reg_value "$aumid_key" IconUri)" == *'\gendesk.png' ]] || fail "the toast registration lacks its icon"
say "toasts: AppUserModelId app.gendesk.GenDesk, GenDesk, gendesk.png"

exe_win="$home_win\\AppData\\Local\\Programs\\GenDesk\\gendesk.exe"
echo "== starting $exe_win (no WGPU_BACKEND)"
(cd "$install_dir" && exec wine "$exe_win") >"$work/first.log" 2>&1 &
first=$!
pids+=("$first")
disown "$first"  # ended by wineserver -k at the end: no "Killed" line for it
window="$(wait_for_window '^GenDesk$' "$first" "a window titled GenDesk")"
eval "$(xdotool getwindowgeometry --shell "$window")"
say "window $window: \"$(xdotool getwindowname "$window")\", ${WIDTH}x${HEIGHT}"
if [ "$WIDTH" != 1100 ] || [ "$HEIGHT" != 720 ]; then
  fail "the window is ${WIDTH}x${HEIGHT}, not GenDesk's 1100x720"
fi
data="$home/AppData/Roaming/GenDesk/data"
say "renderer: $(sed -n 's/^renderer = //p' "$home/AppData/Roaming/GenDesk/config/renderer.toml" 2>/dev/null)" \
  "($(grep -c 'could not start' "$data/logs/gendesk.log" 2>/dev/null || echo 0) tried before it)"

colours() {  # colours PNG: how many different colours the picture has
  convert "$1" -format %k info:
}
painted() {  # waits until the window shows more than a blank frame
  for _ in $(seq 300); do
    import -window "$window" "$work/frame.png" 2>/dev/null \
      && [ "$(colours "$work/frame.png")" -gt 50 ] && return 0
    sleep 0.2
  done
  return 1
}
sql() {  # sql QUERY: the answer of GenDesk's history, read-only (GenDesk keeps it open)
  python3 - "$data/history.sqlite3" "$1" <<'PY'
import sqlite3, sys
try:
    db = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True, timeout=5)
    for row in db.execute(sys.argv[2]):
        print("|".join("" if v is None else str(v) for v in row))
except sqlite3.Error:
    pass
PY
}
click() {  # click X Y: a click at these coordinates of the window
  xdotool mousemove --window "$window" "$1" "$2" click 1
}
painted || fail "the window stayed blank"

# Coordinates in GenDesk's 1100x720 window (the Welcome and Compose views as drawn by
# src/ui/welcome.rs and src/ui/compose/; tests/snapshots/welcome.png shows the first).
echo "== Explore the offline sandbox"
click 287 243
for _ in $(seq 300); do
  [ "$(sql "SELECT count(*) FROM profiles")" -ge 1 ] 2>/dev/null && break
  kill -0 "$first" 2>/dev/null || fail "GenDesk ended after the click"
  sleep 0.2
done
[ "$(sql "SELECT count(*) FROM profiles")" -ge 1 ] 2>/dev/null || fail "no sandbox profile after a minute"
say "sandbox profile: $(sql "SELECT name FROM profiles")"

echo "== an image task: a prompt typed into Sandbox Image Fast's form, then Submit"
prompt="a lighthouse at dusk, oil painting"
sent=""
for _ in 1 2 3; do  # the form may still be appearing: type again until the task is recorded
  painted || true
  click 700 270
  xdotool windowfocus --sync "$window" key --clearmodifiers ctrl+a
  xdotool type --delay 15 "$prompt"
  click 313 638
  for _ in $(seq 50); do
    sent="$(sql "SELECT count(*) FROM tasks")"
    [ "${sent:-0}" -ge 1 ] && break 2
    sleep 0.2
  done
done
[ "${sent:-0}" -ge 1 ] || fail "no task was submitted"
state=""
for _ in $(seq 600); do  # the sandbox takes seconds; a minute and more under load
  state="$(sql "SELECT phase || '/' || coalesce(state, '') FROM tasks ORDER BY id LIMIT 1")"
  case "$state" in final/*) break ;; esac
  sleep 0.2
done
[ "$state" = final/success ] || fail "the task ended as $state, not final/success"
say "task: $(sql "SELECT model || ', ' || state || ', ' || result_urls FROM tasks ORDER BY id LIMIT 1")"

echo "== Activity: the task with its preview"
click 517 17
preview=""
for _ in $(seq 300); do
  preview="$(find "$data/thumbnails" -name '*.png' 2>/dev/null | head -n 1 || true)"
  [ -n "$preview" ] && break
  sleep 0.2
done
[ -n "$preview" ] || fail "no preview was made of the result"
painted || fail "Activity stayed blank"
sleep 1  # only for the picture: the preview is drawn the frame after it is made
import -window "$window" "$work/activity.png"
say "preview: $(basename "$preview"), $(identify -format '%wx%h' "$preview")"
say "screenshot: $(colours "$work/activity.png") colours"
[ "$(colours "$work/activity.png")" -gt 200 ] || fail "the screenshot is (almost) blank"
if [ -n "$shot" ]; then cp "$work/activity.png" "$shot" && say "kept: $shot"; fi

echo "== starting it again"
second="$(cd "$install_dir" && timeout 60 wine "$exe_win" 2>&1)" || fail "the second start failed: $second"
grep -q "GenDesk is already open with this data folder" <<<"$second" \
  || fail "the second start did not hand over to the first: $second"
say "$(tr -d '\r' <<<"$second")"
kill -0 "$first" 2>/dev/null || fail "the first GenDesk ended when the second started"

echo "== a connected profile: its key goes to Windows Credential Manager"
# A service of its own for the profile: the same sandbox, headless (`gendesk sandbox`).
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
(cd "$install_dir" && exec wine "$exe_win" sandbox --port "$port") >"$work/service.log" 2>&1 &
service=$!
pids+=("$service")
disown "$service"
for _ in $(seq 300); do grep -q "listening on" "$work/service.log" && break; sleep 0.2; done
grep -q "listening on" "$work/service.log" || fail "the headless sandbox did not start"
key="sandbox-other-account-key"  # one of its demo keys; GenDesk's own sandbox uses another
click 200 17  # the profile menu
sleep 1
click 197 88  # Add profile…
sleep 2
for field in "157 Work" "188 http://127.0.0.1:$port" "219 $key"; do
  click 594 "${field%% *}"  # Profile name, Base URL, API key
  sleep 0.5
  xdotool type --delay 15 "${field#* }"
  sleep 0.5
done
click 368 256  # Verify and save
credential='HKCU\Software\Wine\Credential Manager\Generic: Work.GenDesk'
for _ in $(seq 300); do
  wine reg query "$credential" >/dev/null 2>&1 && break
  sleep 0.2
done
wine reg query "$credential" >/dev/null 2>&1 || fail "no credential Work.GenDesk in the Credential Manager"
[ "$(reg_value "$credential" UserName)" = Work ] || fail "the credential is not the profile Work's"
grep -q 'name = "Work"' "$home/AppData/Roaming/GenDesk/config/profiles.toml" \
  || fail "profiles.toml has no profile Work"
say "Credential Manager: Work.GenDesk (user Work); profiles.toml: Work, without its key"

if [ -n "$newer" ]; then
  new_version="$(basename "$newer" | sed -n 's/^gendesk_\(.*\)_x64-setup\.exe$/\1/p')"
  echo "== an update to $new_version, announced by a signed feed on loopback"
  old_version="$(reg_value "$uninstall_key" DisplayVersion)"
  tasks_before="$(sql "SELECT count(*) FROM tasks")"
  dist="$work/dist"
  mkdir -p "$dist"
  cp "$newer" "$dist/"
  feed_port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  feed_base="http://127.0.0.1:$feed_port"
  printf '## GenDesk %s\n\n- Built by CI to check updates\n' "$new_version" >"$work/notes.md"
  python3 packaging/update/make-feed.py --dist "$dist" --version "$new_version" \
    --base-url "$feed_base" --notes "$work/notes.md" --output "$dist/update.json" >/dev/null
  minisign -S -s crates/gendesk-core/tests/fixtures/update/test.key -m "$dist/update.json" \
    -t "gendesk $new_version" </dev/null >/dev/null
  (cd "$dist" && exec python3 -m http.server "$feed_port" --bind 127.0.0.1) >"$work/feed.log" 2>&1 &
  pids+=($!)
  disown $!
  printf 'automatic = true\nfeed_url = "%s/update.json"\n' "$feed_base" \
    >"$home/AppData/Roaming/GenDesk/config/updates.toml"
  say "feed: $feed_base/update.json (GenDesk $new_version, signed with the test key)"
  # The headless sandbox runs the same gendesk.exe, which holds it: the installer would wait
  # for it (as it does below with a file held open). It goes.
  kill "$service" 2>/dev/null || true
  # GenDesk checks when it starts: end it (as a crash would: what is under test is the next
  # start, and the history survives that) and start it again.
  kill "$first" 2>/dev/null || true
  for _ in $(seq 150); do kill -0 "$first" 2>/dev/null || break; sleep 0.2; done
  kill -0 "$first" 2>/dev/null && fail "GenDesk did not end"
  # Its own check at start (of the project's feed, unreachable here) counts for the day: as if
  # the day had passed, forget it.
  rm -f "$data/updates/state.json"
  (cd "$install_dir" && exec wine "$exe_win") >"$work/updating.log" 2>&1 &
  updating=$!
  pids+=("$updating")
  disown "$updating"
  window="$(wait_for_window '^GenDesk$' "$updating" "GenDesk started again")"
  for _ in $(seq 300); do grep -q "GET /update.json.minisig" "$work/feed.log" && break; sleep 0.2; done
  grep -q "GET /update.json.minisig" "$work/feed.log" || fail "GenDesk did not check the feed at start"
  say "checked at start: $(grep -c '"GET ' "$work/feed.log") requests, the feed and its signature"
  # The announcement sits above the notice bar once that bar's highlight is over (12 s).
  sleep 13
  painted || fail "GenDesk stayed blank"
  import -window "$window" "$work/announced.png"
  installer_name="$(basename "$newer")"
  for _ in 1 2 3 4 5; do
    click 270 669  # Update
    for _ in $(seq 25); do grep -q "GET /$installer_name" "$work/feed.log" && break 2; sleep 0.2; done
  done
  grep -q "GET /$installer_name" "$work/feed.log" || fail "Update did not download the installer"
  say "Update: the installer was downloaded"
  for _ in $(seq 600); do
    [ "$(reg_value "$uninstall_key" DisplayVersion)" = "$new_version" ] && break
    sleep 0.2
  done
  if [ "$(reg_value "$uninstall_key" DisplayVersion)" != "$new_version" ]; then
    import -window root "$work/not-updated.png" 2>/dev/null || true
    [ -n "$shot" ] && cp "$work/not-updated.png" "${shot%.png}-not-updated.png"
    tail -n 20 "$data/logs/gendesk.log" >&2 || true
    fail "Settings > Apps says $(reg_value "$uninstall_key" DisplayVersion), not $new_version"
  fi
  kill -0 "$updating" 2>/dev/null && fail "the old GenDesk did not close for the installer"
  window=""
  for _ in $(seq 600); do
    window="$(xdotool search --onlyvisible --name '^GenDesk$' 2>/dev/null | head -n 1 || true)"
    [ -n "$window" ] && break
    sleep 0.2
  done
  [ -n "$window" ] || fail "the installer did not start the new version"
  running="$(cd "$install_dir" && timeout 60 wine "$exe_win" --version 2>/dev/null | tr -d '\r')"
  [ "$running" = "gendesk $new_version" ] || fail "gendesk.exe --version says '$running'"
  [ "$(sql "SELECT count(*) FROM tasks")" = "$tasks_before" ] || fail "the history changed"
  say "updated $old_version -> $new_version: Settings > Apps, gendesk.exe --version; the new" \
    "version's window is open; the history still has its $tasks_before task(s)"

  echo "== an installer that finds gendesk.exe held open installs nothing"
  xdotool windowclose "$window" 2>/dev/null || true
  for _ in $(seq 150); do
    [ -z "$(xdotool search --onlyvisible --name '^GenDesk$' 2>/dev/null || true)" ] && break
    sleep 0.2
  done
  sleep 2  # the process ends after its window
  x86_64-w64-mingw32-gcc -O2 -s -o "$work/hold.exe" packaging/windows/wine/hold.c
  (exec wine "$work/hold.exe" "$exe_win") >"$work/hold.log" 2>&1 &
  pids+=($!)
  disown $!
  for _ in $(seq 100); do grep -q holding "$work/hold.log" && break; sleep 0.1; done
  grep -q holding "$work/hold.log" || fail "the file holder did not start"
  before="$(md5sum <"$install_dir/gendesk.exe")"
  status=0
  wine "$newer" /S /UPDATE=1 /WAIT=2 "/D=$home_win\AppData\Local\Programs\GenDesk" \
    >"$work/held.log" 2>&1 || status=$?
  [ "$status" = 2 ] || fail "the installer ended with $status, not 2, with gendesk.exe held"
  [ "$(md5sum <"$install_dir/gendesk.exe")" = "$before" ] || fail "gendesk.exe changed while held"
  [ "$(reg_value "$uninstall_key" DisplayVersion)" = "$new_version" ] || fail "Settings > Apps changed"
  say "status 2, gendesk.exe and Settings > Apps as they were"
fi

echo "== closing it"
xdotool windowclose "$window" 2>/dev/null || true
for _ in $(seq 150); do kill -0 "$first" 2>/dev/null || break; sleep 0.2; done
wineserver -k 2>/dev/null || true

portable_zip="${setup%-setup.exe}-portable.zip"
if [ -f "$portable_zip" ]; then
  echo "== the portable zip, unpacked into a folder and started from there"
  stick="$work/stick"
  mkdir -p "$stick"
  python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
    "$portable_zip" "$stick"
  folder="$(find "$stick" -mindepth 1 -maxdepth 1 -type d | head -n 1)"
  for file in gendesk.exe portable README.md third-party-licenses.txt docs/getting-started.md; do
    [ -f "$folder/$file" ] || fail "the portable zip lacks $file"
  done
  installed_files() {  # what the installed GenDesk keeps in AppData (a folder may not exist)
    { find "$home/AppData/Roaming/GenDesk" "$home/AppData/Local/GenDesk" -type f 2>/dev/null || true; } | sort
  }
  before="$(installed_files)"
  (cd "$folder" && exec wine "$(winepath -w "$folder/gendesk.exe")") >"$work/portable.log" 2>&1 &
  carried=$!
  pids+=("$carried")
  disown "$carried"
  window="$(wait_for_window '^GenDesk$' "$carried" "the portable GenDesk's window")"
  portable_log="$folder/GenDesk-data/data/logs/gendesk.log"
  for _ in $(seq 600); do
    grep -q "portable: everything is kept in" "$portable_log" 2>/dev/null && break
    sleep 0.1
  done
  grep -q "portable: everything is kept in" "$portable_log" 2>/dev/null \
    || fail "the portable GenDesk did not keep its log beside it ($portable_log)"
  [ "$(installed_files)" = "$before" ] || fail "the portable GenDesk wrote into AppData: $(installed_files)"
  say "started from $(basename "$folder"): $(find "$folder/GenDesk-data" -type f | wc -l) files in GenDesk-data beside it, nothing new in AppData"
  xdotool windowclose "$window" 2>/dev/null || true
  for _ in $(seq 150); do kill -0 "$carried" 2>/dev/null || break; sleep 0.2; done
  wineserver -k 2>/dev/null || true
fi

echo "== when no renderer starts: a message box says why"
# No Vulkan driver, and a display without OpenGL (an X server without GLX); Direct3D 12 does
# not work under Wine: nothing can draw. (Breaking Mesa's drivers instead makes Wine's own
# OpenGL crash.)
: >"$data/logs/gendesk.log"
mkdir -p "$work/no-gl"
start_xvfb "$work/no-gl" -extension GLX
(cd "$install_dir" && exec env VK_ICD_FILENAMES=/nonexistent/icd.json wine "$exe_win") \
  >"$work/no-renderer.log" 2>&1 &
blind=$!
pids+=("$blind")
disown "$blind"
box="$(wait_for_window '^GenDesk could not start$' "$blind" 'a message box "GenDesk could not start"')"
grep -q "GenDesk could not open its window: none of the ways it can draw it started" "$data/logs/gendesk.log" \
  || fail "the log does not say why"
eval "$(xdotool getwindowgeometry --shell "$box")"
failed="$(grep -c 'could not start:' "$data/logs/gendesk.log" || true)"
[ "$failed" -eq 5 ] || fail "expected Windows' 5 renderers tried, the log says $failed"
say "message box \"GenDesk could not start\" (${WIDTH}x${HEIGHT}) after $failed renderers failed"
# Its OK button is focused: Enter closes it, and GenDesk ends, unsuccessfully.
xdotool windowfocus --sync "$box" key Return
for _ in $(seq 150); do kill -0 "$blind" 2>/dev/null || break; sleep 0.2; done
kill -0 "$blind" 2>/dev/null && fail "GenDesk did not end when its message box was closed"
say "closed with Enter; GenDesk ended"
wineserver -k 2>/dev/null || true

echo "== the uninstaller, silently"
wine "$install_dir/uninstall.exe" /S >"$work/uninstall.log" 2>&1 || fail "the uninstaller failed"
wineserver -w
[ ! -e "$install_dir/gendesk.exe" ] || fail "gendesk.exe is still there after uninstalling"
[ ! -e "$shortcut" ] || fail "the Start-menu shortcut is still there"
wine reg query "$uninstall_key" >/dev/null 2>&1 && fail "Settings > Apps still lists GenDesk"
wine reg query "$aumid_key" >/dev/null 2>&1 && fail "the toast registration is still there"
[ -f "$data/history.sqlite3" ] || fail "uninstalling removed the history"
say "removed; the history is kept"

# With everything written out (wineserver has ended), the key is nowhere in the prefix in the
# clear: not in GenDesk's files, not in the registry files, as text or as UTF-16.
utf16_hex="$(printf '%s' "$key" | iconv -t UTF-16LE | od -An -v -tx1 | tr -s ' \n' ',' | sed 's/^,//; s/,$//')"
if grep -rlaF -e "$key" -e "$utf16_hex" "$WINEPREFIX" 2>/dev/null \
  || grep -rlaP "$(printf '%s' "$key" | sed 's/./&\\x00/g')" "$WINEPREFIX" 2>/dev/null; then
  fail "the API key is written in the clear in the files above"
fi
say "the key is in no file of the prefix, in the clear"

echo "the Windows installer installs, GenDesk opens and runs a sandbox task under Wine: no problems"
