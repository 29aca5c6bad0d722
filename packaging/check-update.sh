#!/usr/bin/env bash
# CI: GenDesk's Linux updates as a person meets them, against a signed feed on loopback.
#   1. the portable tar.gz of the current version unpacked into a scratch ~/.local;
#   2. a feed announcing NEW_VERSION (packaging/update/make-feed.py), signed by the test key
#      with Debian's minisign, served by python3 -m http.server on 127.0.0.1;
#   3. `gendesk update check` says a newer version is available (exit 1);
#   4. `gendesk update apply` installs it (exit 0): the binary answers NEW_VERSION, the old one
#      is kept as bin/gendesk.old and still answers the old version, the data folder is intact;
#   5. a tampered feed is refused (exit 2) with nothing changed;
#   6. the .deb installed by apt only announces: `gendesk update apply` downloads and verifies
#      the .deb and says the package manager installs it (exit 1); the package is removed after.
# The binaries must trust the test key (crates/gendesk-core/tests/fixtures/update/test.key):
# builds made by `cargo test` do (gendesk-core's `testing` feature); release builds never.
# Usage: packaging/check-update.sh OLD.tar.gz NEW.tar.gz NEW_VERSION [OLD.deb NEW.deb]
# Needs: minisign, python3 (and apt-get, root, for the .deb part).
set -euo pipefail
cd "$(dirname "$0")/.."

old_tar="${1:?the tar.gz of the current version}"
new_tar="${2:?the tar.gz of the newer version}"
new_version="${3:?the newer version}"
old_deb="${4:-}"
new_deb="${5:-}"
key=crates/gendesk-core/tests/fixtures/update/test.key

fail() { echo "check-update: $*" >&2; exit 1; }
scratch="$(mktemp -d)"
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null
  rm -rf "$scratch"
}
trap cleanup EXIT

echo "== a tar.gz installation in a scratch ~/.local"
home="$scratch/home"
mkdir -p "$home/.local"
tar -xzf "$old_tar" --strip-components=1 -C "$home/.local"
gendesk="$home/.local/bin/gendesk"
old_line="$("$gendesk" --version)"
echo "installed: $old_line"
data="$scratch/data"
mkdir -p "$data/data"
echo "kept across the update" > "$data/data/marker.txt"

echo "== the feed, signed with the test key, on loopback"
dist="$scratch/dist"
mkdir -p "$dist"
cp "$new_tar" "$dist/"
[ -n "$new_deb" ] && cp "$new_deb" "$dist/"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
base="http://127.0.0.1:$port"
printf '## GenDesk %s\n\n- Built by CI to check updates\n' "$new_version" > "$scratch/notes.md"
python3 packaging/update/make-feed.py --dist "$dist" --version "$new_version" --base-url "$base" \
  --notes "$scratch/notes.md" --output "$dist/update.json"
minisign -S -s "$key" -m "$dist/update.json" -t "gendesk $new_version" < /dev/null
(cd "$dist" && exec python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1) &
server_pid=$!
for _ in $(seq 1 100); do
  python3 -c "import urllib.request; urllib.request.urlopen('$base/update.json')" 2>/dev/null && break
  sleep 0.1
done
feed="$base/update.json"

echo "== gendesk update check"
status=0
"$gendesk" --data-dir "$data" update check --feed "$feed" || status=$?
[ "$status" = 1 ] || fail "update check exited $status, not 1 (a newer version is available)"

echo "== a feed edited after signing is refused, nothing changes"
cp "$dist/update.json" "$scratch/update.json.signed"
sed -i 's/Built by CI/Built by someone else/' "$dist/update.json"
status=0
"$gendesk" --data-dir "$data" update apply --feed "$feed" 2> "$scratch/refused.txt" || status=$?
cat "$scratch/refused.txt"
[ "$status" = 2 ] || fail "an edited feed: exit $status, not 2"
grep -q "changed after it was signed" "$scratch/refused.txt" || fail "the refusal does not say why"
[ "$("$gendesk" --version)" = "$old_line" ] || fail "a refused feed changed the binary"
cp "$scratch/update.json.signed" "$dist/update.json"

echo "== gendesk update apply"
"$gendesk" --data-dir "$data" update apply --feed "$feed"
[ "$("$gendesk" --version)" = "gendesk $new_version" ] || fail "the binary is not $new_version"
[ -x "$home/.local/bin/gendesk.old" ] || fail "the old binary was not kept"
[ "$("$home/.local/bin/gendesk.old" --version)" = "$old_line" ] || fail "gendesk.old is not the old version"
[ "$(cat "$data/data/marker.txt")" = "kept across the update" ] || fail "the data folder changed"
status=0
"$gendesk" --data-dir "$data" update check --feed "$feed" || status=$?
[ "$status" = 0 ] || fail "after the update, check exited $status, not 0 (up to date)"
for left in "$home"/.local/.gendesk-update-*; do
  [ -e "$left" ] && fail "the unpacked copy was left behind: $left"
done

if [ -n "$old_deb" ]; then
  echo "== the .deb installed by apt only announces"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$(realpath "$old_deb")" >/dev/null
  status=0
  /usr/bin/gendesk --data-dir "$scratch/deb-data" update apply --feed "$feed" > "$scratch/deb.txt" || status=$?
  cat "$scratch/deb.txt"
  dpkg -r gendesk >/dev/null
  [ "$status" = 1 ] || fail "the .deb: exit $status, not 1 (downloaded only)"
  grep -q "package manager" "$scratch/deb.txt" || fail "the .deb: the package manager is not named"
  ls "$scratch/deb-data/data/updates/downloads/"*.deb >/dev/null || fail "the .deb was not downloaded"
fi
echo "check-update: all checks passed"
