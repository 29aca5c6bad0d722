# shellcheck shell=bash
# Shell functions for the scripts that start GenDesk on a display of their own (check-deb.sh,
# windows/check-wine.sh); sourced, not run. They expect `fail` (prints and exits) and a `pids`
# array of processes to end when the script ends.

# start_xvfb DIR [ARG...]: starts Xvfb (1280x800, with these extra arguments) on a free display that it picks itself, waits until it
# accepts connections and exports DISPLAY. Its output goes to DIR/xvfb.log. -noreset: by
# default an X server resets when its last client leaves, and a client that connects during
# that reset is refused ("Failed to open connection to X server"): xdpyinfo's check here was
# such a last client, and GenDesk's first start sometimes came during the reset.
start_xvfb() {
  local dir="$1"
  shift
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset "$@" 3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do [ -s "$dir/display" ] && break; sleep 0.1; done
  [ -s "$dir/display" ] || { cat "$dir/xvfb.log" >&2; fail "Xvfb did not start"; }
  DISPLAY=":$(head -n 1 "$dir/display")"
  export DISPLAY
  xdpyinfo >/dev/null 2>&1 || { cat "$dir/xvfb.log" >&2; fail "no X server answers on $DISPLAY"; }
}

# wait_for_window TITLE PID WHAT: the id of the first visible window titled TITLE (a regular
# expression), waiting up to two minutes (Wine, software rendering and debug builds are slow)
# while process PID lives; fails saying WHAT did not appear.
wait_for_window() {
  local title="$1" pid="$2" what="$3" found=""
  for _ in $(seq 1200); do
    found="$(xdotool search --onlyvisible --name "$title" 2>/dev/null | head -n 1 || true)"
    [ -n "$found" ] && break
    kill -0 "$pid" 2>/dev/null || fail "GenDesk ended before showing $what"
    sleep 0.1
  done
  [ -n "$found" ] || fail "no $what within two minutes"
  echo "$found"
}
